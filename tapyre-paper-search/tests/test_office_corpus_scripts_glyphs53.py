"""``tools/office_corpus/build.py --scripts`` (glyphs53): a power in a sentence of its own
before the final section, a formula's subscripts, a year's note mark and an index
before the second, as a word processor sets them (the font's glyphs shrunk and moved
off the baseline), one title in two ending with a formula or a power, and the plain
readings ``body.jsonl`` and the truth hold.  The converted paper
is read back: its power "4^8" is on a page past the front pages with no other raised
or lowered type, which the base read "48".  On the base the module is missing
(ImportError); the build without ``--scripts`` writes what it wrote before.
"""

from __future__ import annotations

import random
import shutil
import sys
from pathlib import Path

import docx
from docx.oxml.ns import qn

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.paper import Paper, draw_paper
from office_corpus.convert import convert
from office_corpus.document import write_docx
from office_corpus.registry import ALL
from pdfgen.sources import Record, Section
from tapyre_paper_search.pdf import extract_pdf

_CLAUSE = "street trees shade the pavement and lower the air temperature near the ground"
# seven long sentences: the body (up to seven sentences of ten records) runs past page 2
_PROSE = " ".join(f"In study {k} {', and '.join([_CLAUSE] * 6)}." for k in range(7))


def _paper(seed: int) -> Paper:
    others = [
        Record(f"o:{k}", f"Other study {k}.", (Section("", _PROSE),), authors=("Ann Lee",))
        for k in range(12)
    ]
    record = Record(
        "x:1", "Street trees and urban heat.", (Section("", _PROSE),), authors=("Jane Doe",)
    )
    return draw_paper(record, random.Random(seed), ["Jane Doe", "Ravi Kumar"], others)


def _paper_with(power: str, end: str) -> Paper:
    """A paper whose lone power is ``power`` and whose title's end holds ``end``."""
    from office_corpus.scripts import sentence
    from office_corpus.scripttitles import _end

    for seed in range(400):
        paper = _paper(seed)
        drawn = "".join(text for text, _ in _end(paper) or ())
        if sentence(paper)[1][0] == f"We tested {power} settings in all." and end in drawn:
            return paper
    raise AssertionError(f"no seed draws {power} and {end}")


def test_runs_are_raised_and_lowered_and_the_readings_plain(tmp_path: Path) -> None:
    from office_corpus.scripts import sentence

    paper = _paper(3)
    write_docx(paper, ALL["apa"], tmp_path / "p.docx", scripts=True)
    body = docx.Document(str(tmp_path / "p.docx")).element.body
    aligns = [e.get(qn("w:val")) for e in body.iter(qn("w:vertAlign"))]
    assert aligns.count("superscript") >= 2 and aligns.count("subscript") >= 2
    power, formula = sentence(paper)[1]
    assert "^" in power and "\\" not in formula and "xi was weighed twice." in formula
    text = "\n".join(p.text for p in docx.Document(str(tmp_path / "p.docx")).paragraphs)
    assert text.index(formula.split(" samples")[0].removeprefix("The ")) < text.index("We tested")


def test_without_scripts_the_body_is_as_before(tmp_path: Path) -> None:
    """Control: no flag, no raised or lowered run in the body."""
    write_docx(_paper(3), ALL["apa"], tmp_path / "p.docx")
    body = docx.Document(str(tmp_path / "p.docx")).element.body
    assert not list(body.iter(qn("w:vertAlign")))
    assert "We tested" not in "\n".join(
        p.text for p in docx.Document(str(tmp_path / "p.docx")).paragraphs
    )


def test_a_title_ends_with_a_formula_in_the_titles_face(tmp_path: Path) -> None:
    paper = _paper_with("4^8", "CeAg")
    titled: list[str] = []
    write_docx(paper, ALL["apa"], tmp_path / "p.docx", scripts=True, titled=titled)
    assert titled == ["Street trees and urban heat of CeAg2Ge2"]
    runs = [
        r
        for p in docx.Document(str(tmp_path / "p.docx")).paragraphs
        for r in p.runs
        if p.text.startswith("Street trees and urban heat")
    ]
    assert [r.text for r in runs] == ["Street trees and urban heat", " of CeAg", "2", "Ge", "2"]
    assert [bool(r.font.subscript) for r in runs] == [False, False, True, False, True]
    assert len({(r.bold, r.font.size) for r in runs}) == 1  # the title's own face


def test_a_converted_papers_lone_power_reads_with_a_caret(tmp_path: Path) -> None:
    assert shutil.which("soffice") or shutil.which("libreoffice"), "LibreOffice is in the dev env"
    paper = _paper_with("4^8", "CeAg")
    write_docx(paper, ALL["apa"], tmp_path / "p.docx", scripts=True)
    assert not convert([tmp_path / "p.docx"], tmp_path)
    record = extract_pdf(tmp_path / "p.pdf", ocr=None)
    assert record.title == "Street trees and urban heat of CeAg2Ge2"  # (the base reads it too)
    pages = [k for k, page in enumerate(record.pages) if "settings in all" in page.text]
    assert pages and pages[0] >= 2  # past the front pages, read from the block list
    assert "We tested 4^8 settings in all." in " ".join(record.pages[pages[0]].text.split())
