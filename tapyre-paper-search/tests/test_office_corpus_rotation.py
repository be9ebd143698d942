"""The word-processor corpus's rotation (``tools/office_corpus``) without LibreOffice.

Held-out styles never go into a train corpus and a held-out corpus gets only them; the
rotated styles (``styles_rotated*``) measured once train, two new ones are held out
(``styles_held``); each rotated or held-out style prints the distractor that sets it
apart (the front-matter rounds' styles, front32 on, in ``test_office_corpus_front.py``,
tidy50).  Moved from ``test_office_corpus.py`` (tidy49); its helpers are imported from
there.  Nothing here runs soffice.
"""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

import docx
import pytest
from test_office_corpus import _paper, _text_in_order

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from office_corpus.build import main as build_main
from office_corpus.document import truth_of, write_docx
from office_corpus.look import draw_look
from office_corpus.registry import ALL, HELDOUT_STYLES, allowed
from office_corpus.styles_rotated import other_names


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> tuple[str, ...]:
    """The registry's held-out styles; two flagged stand-ins where a round holds none."""
    names = tuple(HELDOUT_STYLES)
    if not names:
        for name in ("ieee", "mdpi"):
            stand_in = replace(ALL[name], name=f"held{name}", heldout=True)
            monkeypatch.setitem(ALL, stand_in.name, stand_in)
        names = ("heldieee", "heldmdpi")
    return names


def test_held_out_styles_never_go_into_a_train_corpus(
    tmp_path: Path, held: tuple[str, ...]
) -> None:
    assert len(ALL) >= 9 and len(held) >= 2
    train = {s.name for s in allowed("train")}
    assert train.isdisjoint(held) and len(train) == len(ALL) - len(held)
    # a held-out corpus gets the held-out styles only, as html_corpus's (review53 item 5)
    assert {s.name for s in allowed("heldout")} == set(held)
    assert [s.name for s in allowed("heldout", ["ieee", held[0]])] == [
        "ieee",
        held[0],
    ]
    with pytest.raises(ValueError, match="held-out styles"):
        allowed("train", ["ieee", held[0]])
    shared = tmp_path / "shared"
    shared.mkdir()
    with pytest.raises(SystemExit, match="held-out styles"):
        build_main(
            [
                "--out",
                str(tmp_path / "c"),
                "--count",
                "1",
                "--split",
                "train",
                "--shared",
                str(shared),
                "--styles",
                held[0],
            ]
        )


def test_rot29_rotation_measured_styles_train_two_new_held_out() -> None:
    train = {s.name for s in allowed("train")}
    assert {"report", "apa", "thesis", "chapter", "letter", "extended", "whitepaper"} <= train
    assert {"elsevier", "bandjournal", "preprint", "sidecolumn", "coversheet"} <= train
    assert {"gridboxes", "standfirst", "runon", "resume"} <= train  # rot21's, rot22's
    assert not any(ALL[name].heldout for name in ("gridboxes", "standfirst", "runon", "resume"))
    assert {"tocpage", "colopen"} <= train  # rot23's, measured once
    assert not any(ALL[name].heldout for name in ("tocpage", "colopen"))
    assert {"logocover", "bylineend"} <= train  # rot26's, measured once
    assert not any(ALL[name].heldout for name in ("logocover", "bylineend"))
    assert {"formtable", "titleright"} <= train  # rot29's, measured once
    assert not any(ALL[name].heldout for name in ("formtable", "titleright"))
    assert {"wpseries", "summarybox"} <= train  # front32's, measured once
    assert not any(ALL[name].heldout for name in ("wpseries", "summarybox"))
    assert {"memo", "namesfirst"} <= train  # front33's, measured once
    assert not any(ALL[name].heldout for name in ("memo", "namesfirst"))
    assert {"proposal", "lawreview"} <= train  # front34's, measured once
    assert not any(ALL[name].heldout for name in ("proposal", "lawreview"))
    assert {"inverted", "numbered"} <= train  # front35's, measured once
    assert not any(ALL[name].heldout for name in ("inverted", "numbered"))
    assert {"draftheader", "credentials"} <= train  # front36's, measured once
    assert not any(ALL[name].heldout for name in ("draftheader", "credentials"))
    assert not any(ALL[name].heldout for name in ("footbox", "cardside"))
    assert not any(ALL[name].heldout for name in ("rolestable", "afterrule"))
    assert not any(ALL[n].heldout for n in ("sidebarbrief", "imprintblock", "grantfields"))
    assert not any(ALL[n].heldout for n in ("standfirstend", "numberedsummary", "grantpi"))
    assert not any(ALL[n].heldout for n in ("rolesfoot", "cellrow", "briefsidebar", "signoffend"))
    assert not any(ALL[n].heldout for n in ("courseheading", "epigraphessay", "posterabstract"))
    assert not any(ALL[n].heldout for n in ("germanlabels", "articleinfo", "namesheader"))
    assert not any(ALL[n].heldout for n in ("scribenotes", "resumefirst"))
    assert not any(ALL[n].heldout for n in ("patentfront", "pressrelease"))
    assert not any(ALL[n].heldout for n in ("reviewersheet", "interviewqa"))
    assert not any(ALL[n].heldout for n in ("seminarflyer", "coverletter"))
    assert not any(ALL[n].heldout for n in ("journalclub", "slideposter"))
    assert not any(ALL[n].heldout for n in ("labprotocol", "preregistration"))
    assert not any(ALL[n].heldout for n in ("acceptedcover", "dataspecs"))
    assert not any(ALL[n].heldout for n in ("refereereport", "protocolsynopsis"))
    assert not any(ALL[n].heldout for n in ("grantreport", "guideline", "policybrief"))
    assert not ALL["newsletter"].heldout  # front57's four, rotated by front58
    rotated = ("standardforeword", "moocnote", "catalogueentry", "disclosureform")
    assert not any(ALL[n].heldout for n in rotated)  # front58's four, rotated by front60
    rotated = ("documentcontrol", "teachingcase", "labreport", "citationbox")
    assert not any(ALL[n].heldout for n in rotated)  # front60's four, rotated by front61
    rotated = ("bookreview", "translatednote", "honourvolume")
    assert not any(ALL[n].heldout for n in rotated)  # front61's three, rotated by front62
    rotated = ("thesiscommittee", "chaptereditors", "stageone")
    assert not any(ALL[n].heldout for n in rotated)  # front62's three, rotated by front63
    rotated = ("encyclopediaentry", "confabstract", "bulletinnote")
    assert not any(ALL[n].heldout for n in rotated)  # front63's three, rotated by front64
    rotated = ("obituary", "factsheet", "erratum")
    assert not any(ALL[n].heldout for n in rotated)  # front64's three, rotated by front65
    rotated = ("meetingreport", "commentreply", "supplementguest", "courtbrief")
    assert not any(ALL[n].heldout for n in (*rotated, "abstractsubmission"))  # by front66
    rotated = ("editorletter", "consensusstatement", "testimony", "labnotebook")
    assert not any(ALL[n].heldout for n in rotated)  # front66's, rotated by front67
    held = {"submittedms", "wpcover", "agencyreport", "linenumbered", "ordinalauthors"}
    assert set(HELDOUT_STYLES) == held | {"studentthesis"}  # front67's


def test_committee_and_editors_are_drawn_names_when_other_records_have_none() -> None:
    """rot16a's artefact: a committee of "A. Editor" when the other records have no
    authors.  The names are drawn from the paper's seed instead: distinct, never the
    paper's own authors, the same on every run."""
    paper = _paper()  # its other records have no authors
    names = other_names(paper, 3)
    assert len(set(names)) == 3 and "A. Editor" not in names
    assert not set(names) & {a.name for a in paper.authors}
    assert other_names(paper, 3) == names


def test_styles_print_their_distractors(tmp_path: Path) -> None:
    """Each rotated or held-out style prints what makes it differ from the others: a
    degree statement and committee, a shaded header band with dates, a book's
    editors, a bold abstract with no heading, an extended abstract's venue, a
    preprint's line numbers, a white paper's cover and executive summary."""
    paper = _paper()
    texts = {}
    for name in (
        "thesis",
        "bandjournal",
        "chapter",
        "letter",
        "extended",
        "preprint",
        "whitepaper",
    ):
        path = tmp_path / f"{name}.docx"
        write_docx(paper, ALL[name], path)
        texts[name] = _text_in_order(path)
    assert "in partial fulfilment of the requirements" in texts["thesis"]
    assert texts["thesis"].find("Committee") > texts["thesis"].find(paper.authors[-1].name)
    assert "Received:" in texts["bandjournal"] and "Accepted:" in texts["bandjournal"]
    band = docx.Document(str(tmp_path / "bandjournal.docx")).tables[0]
    assert band._tbl.xpath(".//w:shd/@w:fill") == ["1F4E79", "1F4E79"]
    chapter = texts["chapter"]
    assert chapter.find("(Eds.)") < chapter.find("Chapter") < chapter.find(paper.title)
    letter = texts["letter"]
    assert letter.find("LETTER") < letter.find(paper.title) < letter.find(paper.abstract[0].text)
    assert "Abstract" not in letter.split(paper.abstract[0].text)[0]
    bold = [
        r.bold
        for p in docx.Document(str(tmp_path / "letter.docx")).paragraphs
        for r in p.runs
        if paper.abstract[0].text in r.text
    ]
    assert bold == [True]
    extended = texts["extended"]
    assert extended.find("Extended Abstract") < extended.find(paper.title)
    assert extended.find("Summary.") < extended.find(paper.abstract[0].text)
    preprint = docx.Document(str(tmp_path / "preprint.docx"))
    numbering = preprint.sections[-1]._sectPr.xpath("./w:lnNumType/@w:countBy")
    assert numbering == ["1"] and "Preprint" in texts["preprint"].split(paper.title)[0].title()
    whitepaper = texts["whitepaper"]
    assert whitepaper.find("WHITE PAPER") < whitepaper.find(paper.title)
    summary = whitepaper.find("Executive Summary")
    assert (
        whitepaper.find(paper.authors[-1].name) < summary < whitepaper.find(paper.abstract[0].text)
    )


def test_rot20_styles_print_their_distractors(tmp_path: Path) -> None:
    """rot20's held-out styles (train from rot21 on): author details in a narrow cell
    beside the abstract's cell; a preprint server's cover sheet (numbered affiliations,
    posted date, DOI, licence) with the abstract only on page 2, under the title repeated."""
    paper = _paper()
    write_docx(paper, ALL["sidecolumn"], tmp_path / "side.docx")
    table = docx.Document(str(tmp_path / "side.docx")).tables[0]
    left, right = table.rows[0].cells
    assert paper.authors[0].name in left.text and paper.abstract[0].text not in left.text
    assert right.text.startswith("ABSTRACT") and paper.abstract[0].text in right.text
    write_docx(paper, ALL["coversheet"], tmp_path / "cover.docx")
    text = _text_in_order(tmp_path / "cover.docx")
    cover, manuscript = text.split("License:")
    assert "Posted Date:" in cover and "doi.org" in cover and paper.abstract[0].text not in cover
    assert (
        manuscript.find(paper.title)
        < manuscript.find("Abstract")
        < manuscript.find(paper.abstract[0].text)
    )


def test_rot21_styles_print_their_distractors(tmp_path: Path) -> None:
    """rot21's held-out styles (train from rot22 on): one ruled box a person (name
    with a star, department, institution, e-mail) in a grid under the title, the
    abstract in a shaded cell; an italic teaser (the abstract's first sentence)
    between the title and "By" and the names, some with a small "iD", the abstract
    run in after "Summary"."""
    paper = _paper()
    write_docx(paper, ALL["gridboxes"], tmp_path / "grid.docx")
    grid, box = docx.Document(str(tmp_path / "grid.docx")).tables[:2]
    boxes = [cell.text for row in grid.rows for cell in row.cells]
    for author in paper.authors:
        own = next(text for text in boxes if author.name in text)
        assert author.email in own and all(a.name not in own for a in paper.authors if a != author)
    assert box.rows[0].cells[0].text.startswith("Abstract")
    assert paper.abstract[0].text in box.rows[0].cells[0].text
    write_docx(paper, ALL["standfirst"], tmp_path / "stand.docx")
    text = _text_in_order(tmp_path / "stand.docx")
    teaser = paper.abstract[0].text.split(". ")[0]
    by = text.find("By ")
    assert text.find(paper.title) < text.find(teaser) < by < text.find(paper.authors[0].name)
    assert text.find("Summary") > by and paper.abstract[0].text in text[text.find("Summary") :]


def test_rot22_styles_print_their_distractors(tmp_path: Path) -> None:
    """rot22's held-out styles (train from rot23 on): every affiliation in one run-on
    paragraph and the abstract in bold as the first paragraph, with no heading; a
    French "Résumé" and "Mots-clés" before the English "Abstract"."""
    paper = _paper()
    write_docx(paper, ALL["runon"], tmp_path / "runon.docx")
    paras = [p for p in docx.Document(str(tmp_path / "runon.docx")).paragraphs if p.text]
    places = [p for p in paras if all(a.line() in p.text for a in paper.affiliations)]
    assert len(places) == 1 and "; " in places[0].text
    opening = next(p for p in paras if paper.abstract[0].text in p.text)
    assert all(r.bold for r in opening.runs if r.text.strip())
    assert not any(p.text.strip() in ("Abstract", "Summary") for p in paras)
    write_docx(paper, ALL["resume"], tmp_path / "resume.docx")
    text = _text_in_order(tmp_path / "resume.docx")
    resume, abstract = text.find("Résumé"), text.find("Abstract")
    assert text.find(paper.authors[-1].name) < resume < text.find("Mots-clés") < abstract
    assert abstract < text.find(paper.abstract[0].text)
    # a bilingual paper stores the abstract in its title's language: English here
    truth = truth_of(paper, ALL["resume"], "resume.pdf", "train", draw_look(random.Random(1)))
    assert truth.abstract == paper.record.abstract_text and "Nous" not in truth.abstract


def test_rot23_styles_print_their_distractors(tmp_path: Path) -> None:
    """rot23's held-out styles (train from rot26 on): a title page with a dotted table
    of contents under the abstract, the body on page 2; a report in two columns from the first line,
    the abstract between two rules with no heading, in italic."""
    paper = _paper()
    write_docx(paper, ALL["tocpage"], tmp_path / "toc.docx")
    text = _text_in_order(tmp_path / "toc.docx")
    contents = text.find("Contents")
    assert text.find(paper.abstract[0].text) < contents < text.find("Introduction", contents)
    toc = docx.Document(str(tmp_path / "toc.docx"))
    assert toc.element.body.xpath(".//w:tab[@w:leader='dot']")
    assert toc.element.body.xpath(".//w:br[@w:type='page']")
    write_docx(paper, ALL["colopen"], tmp_path / "col.docx")
    document = docx.Document(str(tmp_path / "col.docx"))
    assert [s._sectPr.xpath("./w:cols/@w:num") for s in document.sections] == [["2"]]
    paras = list(document.paragraphs)
    at = next(i for i, p in enumerate(paras) if paper.abstract[0].text in p.text)
    assert paras[at - 1].text == "" and paras[at - 1]._p.xpath("./w:pPr/w:pBdr/w:bottom")
    assert paras[at]._p.xpath("./w:pPr/w:pBdr/w:bottom")
    assert all(r.italic for r in paras[at].runs if r.text.strip())
    assert not any(p.text.strip() in ("Abstract", "Summary") for p in paras)


def test_rot26_styles_print_their_distractors(tmp_path: Path) -> None:
    """rot26's held-out styles (train from rot29 on): a cover page with a shaded,
    bordered box of the institution's initials, "by" over one name a line, the
    abstract under a centred heading on page 2 and no title there; a newsletter whose
    title spans the page over two columns that open with the abstract, the byline
    "— by …" closing it."""
    paper = _paper()
    write_docx(paper, ALL["logocover"], tmp_path / "cover.docx")
    document = docx.Document(str(tmp_path / "cover.docx"))
    logo = document.tables[0].cell(0, 0)
    assert logo.text == "UT" and logo._tc.xpath("./w:tcPr/w:shd")
    assert document.tables[0].cell(0, 1).text == "University of Tarnów"
    text = _text_in_order(tmp_path / "cover.docx")
    page = text.find("Abstract")
    assert text.find(paper.title) < text.find(" by ") < text.find(paper.authors[0].name) < page
    assert text.find(paper.title, page) < 0 and page < text.find(paper.abstract[0].text)
    assert document.element.body.xpath(".//w:br[@w:type='page']")
    write_docx(paper, ALL["bylineend"], tmp_path / "news.docx")
    document = docx.Document(str(tmp_path / "news.docx"))
    counts = [s._sectPr.xpath("./w:cols/@w:num") for s in document.sections]
    assert counts[0] == [] and counts[-1] == ["2"]
    paras = [p for p in document.paragraphs if p.text]
    at = next(i for i, p in enumerate(paras) if paper.abstract[0].text in p.text)
    byline = "\u2014 by Zoë Kowalczyk, Pieter de Vries and Ann O'Neil"
    assert paras[at + 1].text == byline and paras[at + 1].runs[0].italic
    assert not any(p.text.strip() in ("Abstract", "Summary") for p in paras)
    assert paras[0].text.split("\t")[0].isupper() and "Vol." in paras[0].text


def test_rot29_styles_print_their_distractors(tmp_path: Path) -> None:
    """rot29's held-out styles (train from front32 on): a filled-in submission form
    (a ruled table of bold field labels and values, the title in a cell, one name
    a line, the abstract under "Abstract (max. 300 words)" after the table); a title block with the
    title in a wide left cell and the names, right-aligned, in a right cell level
    with it, a rule, an "Abstract" heading, two columns after."""
    paper = _paper()
    write_docx(paper, ALL["formtable"], tmp_path / "form.docx")
    document = docx.Document(str(tmp_path / "form.docx"))
    table = document.tables[0]
    labels = [table.cell(r, 0).text for r in range(len(table.rows))]
    assert labels[:3] == ["Title", "Author(s)", "Affiliation(s)"]
    assert table.cell(0, 1).text == paper.title
    assert [p.text for p in table.cell(1, 1).paragraphs] == [a.name for a in paper.authors]
    assert table.cell(0, 0).paragraphs[0].runs[0].bold
    assert table._tbl.xpath("./w:tblPr/w:tblBorders/w:insideH")
    paras = [p.text for p in document.paragraphs if p.text]
    at = paras.index("Abstract (max. 300 words)")
    assert paper.abstract[0].text in paras[at + 1]
    write_docx(paper, ALL["titleright"], tmp_path / "right.docx")
    document = docx.Document(str(tmp_path / "right.docx"))
    left, right = document.tables[0].cell(0, 0), document.tables[0].cell(0, 1)
    assert left.text == paper.title
    names = [p.text for p in right.paragraphs][::2]
    assert names == [a.name for a in paper.authors]
    assert right.paragraphs[0].alignment == 2  # right-aligned
    counts = [s._sectPr.xpath("./w:cols/@w:num") for s in document.sections]
    assert counts[0] == [] and counts[-1] == ["2"]
    paras = [p.text for p in document.paragraphs if p.text]
    assert paras[0] == "Abstract" and paper.abstract[0].text in paras[1]


def test_notices_indexes_give_no_abstract_have_none_in_the_truth() -> None:
    """front66's convention: an erratum, a book review and a letter to the editor print
    their text but have no abstract (as in indexes and ``cues.NO_ABSTRACT``); the
    authors are kept, and other styles keep theirs."""
    paper = _paper()
    look = draw_look(random.Random(1))
    for name in ("erratum", "bookreview", "editorletter"):
        truth = truth_of(paper, ALL[name], f"{name}.pdf", "train", look)
        assert truth.abstract == "" and truth.authors, name
    assert truth_of(paper, ALL["obituary"], "o.pdf", "train", look).abstract
