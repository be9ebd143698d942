"""The word-processor corpus's front-matter rounds' styles (``tools/office_corpus``)
print their distractors, without LibreOffice.

The styles held out by front32 to front36 (train a round later) and front37's
held-out ones each print what sets them apart: a working paper series' page, an
"At a glance" box, a memorandum, names above the title, a proposal's cover, a law
review's notes, inverted or numbered names, a draft's header, degrees after the
names, a "PREPARED BY" box, author cards.  Moved from
``test_office_corpus_rotation.py`` (tidy50); ``_paper`` comes from
``test_office_corpus``.  Nothing here runs soffice.
"""

from __future__ import annotations

import sys
from pathlib import Path

import docx
from test_office_corpus import _paper

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from office_corpus.document import write_docx
from office_corpus.registry import ALL


def test_front32_styles_print_their_distractors(tmp_path: Path) -> None:
    """front32's held-out styles (train from front33 on): a working paper series' title
    page (the series and number over a rule, the names surname first on one line, a
    classification line, the abstract run in after "Abstract:"); a shaded, ruled "At a
    glance" box holding the abstract above the title, the names joined by "and" under
    the title."""
    paper = _paper()
    write_docx(paper, ALL["wpseries"], tmp_path / "wp.docx")
    document = docx.Document(str(tmp_path / "wp.docx"))
    paras = [p.text for p in document.paragraphs if p.text]
    assert "Series" in paras[0] and paras[1] == paper.title
    first = paper.authors[0].name.split()
    assert paras[2].startswith(f"{first[-1]}, ") and "; " in paras[2]
    assert paras[3].startswith("JEL classification: ")
    assert paras[4].startswith("Abstract: ") and paper.abstract[0].text in paras[4]
    write_docx(paper, ALL["summarybox"], tmp_path / "box.docx")
    document = docx.Document(str(tmp_path / "box.docx"))
    box = document.tables[0].cell(0, 0)
    assert box._tc.xpath("./w:tcPr/w:shd") and box._tc.xpath("./w:tcPr/w:tcBorders")
    assert paper.abstract[0].text in box.text and paper.title not in box.text
    paras = [p.text for p in document.paragraphs if p.text]
    assert paras[0] == paper.title and " and " in paras[1]


def test_front33_styles_print_their_distractors(tmp_path: Path) -> None:
    """front33's held-out styles (train from front34): a technical memorandum (the
    names in its "FROM:" row, the title in its "SUBJECT:" row, a "Summary" heading
    over the abstract); the names in capitals above the title, the abstract in
    italics with no heading."""
    paper = _paper()
    write_docx(paper, ALL["memo"], tmp_path / "memo.docx")
    document = docx.Document(str(tmp_path / "memo.docx"))
    paras = [p.text for p in document.paragraphs if p.text]
    assert paras[0] == "TECHNICAL MEMORANDUM"
    assert paras[2] == "FROM:\t" + ", ".join(a.name for a in paper.authors)
    assert paras[4] == f"SUBJECT:\t{paper.title}" and paras[5] == "Summary"
    write_docx(paper, ALL["namesfirst"], tmp_path / "first.docx")
    document = docx.Document(str(tmp_path / "first.docx"))
    paras = [p for p in document.paragraphs if p.text]
    assert paras[0].text == " / ".join(a.name.upper() for a in paper.authors)
    assert paras[1].text == paper.title
    assert paper.abstract[0].text in paras[2].text and paras[2].runs[0].italic


def test_front34_styles_print_their_distractors(tmp_path: Path) -> None:
    """front34's held-out styles (train from front35): a proposal's cover page (each
    label a paragraph over its value, the co-investigators one a paragraph); a law
    review's article (the names one a line with symbol marks, the footnotes as sentences
    under a rule)."""
    paper = _paper()
    write_docx(paper, ALL["proposal"], tmp_path / "proposal.docx")
    document = docx.Document(str(tmp_path / "proposal.docx"))
    paras = [p.text for p in document.paragraphs if p.text]
    assert paras[:3] == ["PROJECT PROPOSAL", "Project title", paper.title]
    assert paras[3] == "Principal investigator" and paras[4].startswith(paper.authors[0].name)
    assert paras[5] == "Co-investigators" and paras[6].startswith(paper.authors[1].name)
    assert "Project summary" in paras
    write_docx(paper, ALL["lawreview"], tmp_path / "law.docx")
    document = docx.Document(str(tmp_path / "law.docx"))
    paras = [p for p in document.paragraphs if p.text]
    assert paras[0].text == paper.title and paras[1].text == paper.authors[0].name + "*"
    assert paras[1].runs[1].font.superscript
    assert any(p.text.startswith("* ") and p.text.endswith(".") for p in paras[2:])


def test_front35_styles_print_their_distractors(tmp_path: Path) -> None:
    """front35's held-out styles (train from front36): the names surname first in
    capitals ("LEE, Ann ; CHEN, Bo") under the title, "Abstract." run in; a numbered list
    of contributors under a "Contributors" paragraph, the abstract under "Scope"."""
    paper = _paper()
    write_docx(paper, ALL["inverted"], tmp_path / "inv.docx")
    document = docx.Document(str(tmp_path / "inv.docx"))
    paras = [p.text for p in document.paragraphs if p.text]
    first = paper.authors[0].name.split()
    assert paras[0] == paper.title and paras[1].startswith(f"{first[-1].upper()}, {first[0]}")
    assert " ; " in paras[1] and any(p.startswith("Abstract.") for p in paras)
    write_docx(paper, ALL["numbered"], tmp_path / "num.docx")
    document = docx.Document(str(tmp_path / "num.docx"))
    paras = [p.text for p in document.paragraphs if p.text]
    assert paras[:2] == [paper.title, "Contributors"]
    assert paras[2].startswith(f"1. {paper.authors[0].name}") and "Scope" in paras


def test_front36_styles_print_their_distractors(tmp_path: Path) -> None:
    """front36's held-out styles (train from front37): a draft's two-column header
    (the group's lines left,
    the names each over its organisation right) over a plain centred title; names with
    academic degrees joined by semicolons, "SUMMARY" over the abstract."""
    paper = _paper()
    write_docx(paper, ALL["draftheader"], tmp_path / "draft.docx")
    document = docx.Document(str(tmp_path / "draft.docx"))
    left, right = document.tables[0].rows[0].cells
    assert any(p.text.startswith("Intended status:") for p in left.paragraphs)
    assert right.paragraphs[0].text == paper.authors[0].name
    paras = [p.text for p in document.paragraphs if p.text]
    assert paras[0] == paper.title and "Status of this document" in paras
    write_docx(paper, ALL["credentials"], tmp_path / "cred.docx")
    document = docx.Document(str(tmp_path / "cred.docx"))
    paras = [p.text for p in document.paragraphs if p.text]
    assert paras[0] == paper.title and paras[1].startswith(f"{paper.authors[0].name}, ")
    assert "SUMMARY" in paras


def test_new_held_out_styles_print_their_distractors(tmp_path: Path) -> None:
    """front37's held-out styles: the title in capitals, the abstract, and the people
    only in a ruled "PREPARED BY" box after it; a narrow column of author cards (name,
    place, ORCID) beside the title and abstract."""
    paper = _paper()
    write_docx(paper, ALL["footbox"], tmp_path / "foot.docx")
    document = docx.Document(str(tmp_path / "foot.docx"))
    paras = [p.text for p in document.paragraphs if p.text]
    assert paras[0] == paper.title.upper() and "Abstract" in paras
    box = paras.index("PREPARED BY")
    assert paras.index("Abstract") < box and paras[box + 1].startswith(paper.authors[0].name)
    write_docx(paper, ALL["cardside"], tmp_path / "cards.docx")
    document = docx.Document(str(tmp_path / "cards.docx"))
    cards, main = document.tables[0].rows[0].cells
    assert cards.paragraphs[0].text == paper.authors[0].name
    assert any(p.text.startswith("ORCID ") for p in cards.paragraphs)
    assert main.paragraphs[0].text == paper.title
