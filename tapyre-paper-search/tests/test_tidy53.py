"""Tidy53: pure-move splits and one definition, and the PDF reader's user guide.

* ``pageread``'s front-page lines moved to :mod:`~tapyre_paper_search.pdf.frontlines`:
  the lines it makes of a real page are those ``read_front_pages`` gives, a blank page
  is marked blank, the first page keeps its drawn rules.
* ``shortcmap``'s reads of a font object moved to
  :mod:`~tapyre_paper_search.pdf.fontcodes`: a ``ToUnicode`` stream's codes, a font's
  ``/Differences`` names and ``/Widths``, read from a PDF written here.
* ``ocrreread``'s choice of the language a reading is in moved to
  :mod:`~tapyre_paper_search.pdf.ocrlanguage`.
* ``talklisting``'s abstract heading is built on ``abstractcues.PLAIN_LABELS`` (one
  list of the labels), still narrower than the abstract heading on purpose.
* ``docs/pdf.md`` (the guide, with its generated module index ``docs/pdf-modules.md``) names
  every module of the reader, every PDF benchmark and corpus builder, and both READMEs link it.

Controls (labelled ``control``) pass on the base too.  The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf.pageread import flags, read_front_pages

_ROOT = Path(__file__).resolve().parents[2]
_PDF_DIR = _ROOT / "tapyre-paper-search" / "src" / "tapyre_paper_search" / "pdf"
_GUIDE = _ROOT / "docs" / "pdf.md"
_TITLE = "Seasonal Storage of Heat in Shallow Aquifers under Dense Cities"
_PROSE = (
    "We followed the temperature of the ground water under three city districts for "
    "six years and asked how much heat a shallow aquifer keeps until winter."
)


def _paper(path: Path, *, blank_second: bool = False) -> Path:
    """A two-page paper: a title, a byline, a rule under them, an abstract; the second
    page prose (or nothing at all where ``blank_second``)."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 100), _TITLE, fontsize=16, fontname="hebo")
    page.insert_text((72, 130), "Marta Ferreira and Jonas Lindqvist", fontsize=11)
    page.draw_line((72, 145), (523, 145))
    page.insert_text((72, 180), "Abstract", fontsize=11, fontname="hebo")
    for k in range(4):
        page.insert_text((72, 200 + 14 * k), _PROSE[k * 40 : k * 40 + 40], fontsize=10)
    second = doc.new_page(width=595, height=842)
    if not blank_second:
        second.insert_text((72, 100), "1 Introduction", fontsize=12, fontname="hebo")
        second.insert_text((72, 130), _PROSE[:80], fontsize=10)
    doc.save(path)
    return path


def test_front_lines_are_what_the_page_reader_gives(tmp_path: Path) -> None:
    frontlines = importlib.import_module("tapyre_paper_search.pdf.frontlines")
    path = _paper(tmp_path / "p.pdf")
    read = read_front_pages(path, 2)
    with pymupdf.open(path) as doc:
        textpage = doc.load_page(0).get_textpage(flags=flags())
        data = textpage.extractDICT()
        words = textpage.extractWORDS()
    made = frontlines.front_lines(lambda: data, (595.0, 842.0), 0, lambda: words)
    assert [line.text for line in made.lines] == [line.text for line in read[0].lines]
    assert made.lines[0].text == _TITLE


def test_first_page_keeps_its_rule_and_a_blank_page_is_marked(tmp_path: Path) -> None:
    frontlines = importlib.import_module("tapyre_paper_search.pdf.frontlines")
    path = _paper(tmp_path / "p.pdf", blank_second=True)
    with pymupdf.open(path) as doc:
        first = doc.load_page(0)
        data = first.get_textpage(flags=flags()).extractDICT()
        reader = frontlines.lines_reader(data, None, 0, None)
        marked = frontlines.with_page_marks(reader, first, 0, blank=False)()
        assert marked.rules  # the drawn rule under the byline
        blank = frontlines.with_page_marks(reader, doc.load_page(1), 1, blank=True)()
        assert blank.blank
    # control: the page reader marks the empty second page blank as before
    assert read_front_pages(path, 2)[1].blank


def test_a_front_page_whose_lines_fail_gives_none(tmp_path: Path) -> None:
    frontlines = importlib.import_module("tapyre_paper_search.pdf.frontlines")

    def broken() -> object:
        raise RuntimeError("bad dict")

    made = frontlines.front_lines(broken, (595.0, 842.0), 1, None)
    assert made.lines == () and made.number == 1


def _font_pdf(tmp_path: Path) -> tuple[pymupdf.Document, int]:
    """A page in a simple font whose dictionary this test then edits; its xref."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 72), "Heat", fontname="helv")
    doc.save(tmp_path / "f.pdf")
    doc = pymupdf.open(tmp_path / "f.pdf")
    xref = next(f[0] for f in doc.load_page(0).get_fonts() if f[0] > 0)
    return doc, xref


def test_font_codes_read_differences_and_widths(tmp_path: Path) -> None:
    fontcodes = importlib.import_module("tapyre_paper_search.pdf.fontcodes")
    doc, xref = _font_pdf(tmp_path)
    doc.xref_set_key(xref, "Encoding", "<< /Differences [ 200 /alpha /beta 65 /A ] >>")
    doc.xref_set_key(xref, "FirstChar", "32")
    doc.xref_set_key(xref, "Widths", "[ 500 250.5 ]")
    assert fontcodes.encoding_names(doc, xref, type1=True) == {200: "alpha", 201: "beta", 65: "A"}
    assert fontcodes.advance_widths(doc, xref) == {32: 0.5, 33: 0.2505}
    doc.xref_set_key(xref, "Encoding", "/WinAnsiEncoding")
    assert fontcodes.encoding_names(doc, xref, type1=True) == {}  # MuPDF reads those itself


def test_font_codes_read_a_tounicode_stream() -> None:
    fontcodes = importlib.import_module("tapyre_paper_search.pdf.fontcodes")
    stream = (
        "2 beginbfchar\n<41> <0041>\n<D3> <FFFD>\nendbfchar\n"
        "1 beginbfrange\n<61> <63> <0061>\nendbfrange\n"
    )
    codes, texts = fontcodes.mapped_codes(stream)
    assert codes == {0x41, 0xD3, 0x61, 0x62, 0x63}
    assert {"A", "a", "b", "c", "\ufffd"} == texts
    assert fontcodes.replacement_codes(stream) == {0xD3}


def test_ocr_language_of_a_reading_moved_whole() -> None:
    ocrlanguage = importlib.import_module("tapyre_paper_search.pdf.ocrlanguage")
    capitals = ["UBER", "DIE", "WIRKUNG", "GROSSERER", "DOSEN"]
    assert ocrlanguage.language_first("eng+deu", capitals) == "deu+eng"
    assert ocrlanguage.language_first("eng", capitals) == "eng"  # only the page's languages
    assert ocrlanguage.umlauts_lost(capitals)
    assert not ocrlanguage.umlauts_lost(["Über", "die", "Wirkung"])


def test_talk_heading_and_abstract_heading_share_one_label_list() -> None:
    abstractcues = importlib.import_module("tapyre_paper_search.pdf.abstractcues")
    talklisting = importlib.import_module("tapyre_paper_search.pdf.talklisting")
    labels = abstractcues.PLAIN_LABELS.split("|")
    assert "abstract" in labels and "zusammenfassung" in labels
    for label in labels:
        assert talklisting._HEADING.match(label.upper() + ":")
        assert abstractcues.is_abstract_heading(label.capitalize())
    assert abstractcues.PLAIN_LABELS in talklisting._HEADING.pattern


def test_control_talk_heading_stays_narrower() -> None:
    # control: one cue word alone heads a talk's abstract; two-word labels do not
    from tapyre_paper_search.pdf.abstractcues import is_abstract_heading
    from tapyre_paper_search.pdf.talklisting import _HEADING

    assert _HEADING.match("Résumé") and _HEADING.match("— Summary —")
    assert is_abstract_heading("Project summary") and not _HEADING.match("Project summary")
    assert is_abstract_heading("Synopsis") and not _HEADING.match("Synopsis")


def _guide() -> str:
    if not _GUIDE.is_file():
        pytest.fail(f"{_GUIDE} is missing")
    return _GUIDE.read_text(encoding="utf-8")


def test_guide_names_every_module_of_the_reader() -> None:
    """Each module is named in the guide or in its generated second page, the module index
    ``docs/pdf-modules.md`` (kept current by ``test_pdf_module_index``)."""
    index = (_ROOT / "docs" / "pdf-modules.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`([a-z_][a-z0-9_]*)`", _guide() + index))
    modules = {p.stem for p in _PDF_DIR.glob("*.py") if p.stem != "__init__"}
    assert sorted(modules - named) == []


def test_guide_names_every_benchmark_and_corpus_builder() -> None:
    guide = _guide()
    for bench in sorted((_ROOT / "benchmarks").glob("pdf_*.py")):
        assert f"benchmarks/{bench.name}" in guide, bench.name
    for builder in sorted((_ROOT / "tools").glob("*_corpus/build.py")):
        assert f"tools/{builder.parent.name}/build.py" in guide, builder
    assert 250 <= guide.count("\n") <= 450


def test_readmes_link_the_guide() -> None:
    _guide()
    assert "docs/pdf.md" in (_ROOT / "README.md").read_text(encoding="utf-8")
    readme = (_ROOT / "tapyre-paper-search" / "README.md").read_text(encoding="utf-8")
    assert "docs/pdf.md" in readme
