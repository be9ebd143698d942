"""Tidy56: two pure-move splits and the compiled build's list.

* ``order``'s text under the columns that runs on in one of them moved to
  :mod:`~tapyre_paper_search.pdf.orderrunon` (``inside_a_column``, ``release``,
  ``x_range``, ``BOTH``): on a page drawn with PyMuPDF, a tall paragraph right under the
  longer left column runs on in it (read before the right column), a footnote under it
  does not.
* ``extract``'s normalised pages moved to :mod:`~tapyre_paper_search.pdf.docpages`
  (``normalised_pages``, ``visible_chars``, ``MAX_PAGE_CHARS``, ``MIN_TEXT_CHARS``):
  the pages it makes of a drawn paper's read pages are ``extract_pdf``'s, and
  ``extract`` still exports ``MAX_PAGE_CHARS``.
* The compiled build (``TAPYRE_COMPILE=1``, ``nox -s paper_search_compiled``): two spy
  tests failed there, on functions a compiled module binds early (review146's kind):
  test_speed46's wide-gap control spies ``linenames._names_apart`` (linenames is
  compiled) and test_speed53_mend's ``round`` counter patches the builtin as
  ``linenumbers`` looks it up (compiled, it calls the builtin itself).  Each now skips,
  with its reason, only where that module is compiled; here a module is made to look
  compiled (``__file__`` ending in ``.so``) and each test file is loaded again.
* setup.py's ``COMPILED`` lists ``orderrunon`` beside ``order`` (a compiled ``order``
  calling a pure ``orderrunon`` would slow reading order down); ``docpages`` stays pure
  like ``extract``, whose stages ``benchmarks/pdf_stages.py`` times through its names:
  its rows now find ``docpages``' reading order and normalising.

Every test fails on the base (e48045c2): the modules, rows and skip marks are new.
"""

from __future__ import annotations

import importlib
import importlib.util
import runpy
import sys
from itertools import pairwise
from pathlib import Path
from types import ModuleType

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract
from tapyre_paper_search.pdf.boxes import Box
from tapyre_paper_search.pdf.order import reading_order
from tapyre_paper_search.pdf.pageread import Detail, Options, read_front_pages, read_page
from test_tidy53 import _font_pdf


def _new(name: str) -> ModuleType:
    """A module this round made (imported in the test: on the base each test fails alone)."""
    return importlib.import_module(f"tapyre_paper_search.pdf.{name}")


_ROOT = Path(__file__).resolve().parents[2]
_TESTS = Path(__file__).resolve().parent
_SETUP = _ROOT / "tapyre-paper-search" / "setup.py"
_STAGES = _ROOT / "benchmarks" / "pdf_stages.py"
_PAGES = 4
_WORDS = "the ground water under three districts kept its heat until the winter came again "


def _paragraph(page: pymupdf.Page, rect: tuple[float, float, float, float], lines: int) -> None:
    text = "\n".join((_WORDS * 2)[k * 7 : k * 7 + 44] for k in range(lines))
    page.insert_textbox(pymupdf.Rect(*rect), text, fontsize=9, lineheight=1.2)


def _last_page(under: tuple[float, float, float, float], lines: int) -> list[Box]:
    """The blocks of a drawn page: a title across it, a long left column and a shorter
    right one, and a paragraph of ``lines`` lines at ``under`` below the left column."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((60, 70), "Seasonal Storage of Heat in Shallow Aquifers", fontsize=16)
    _paragraph(page, (50, 120, 280, 300), 16)
    _paragraph(page, (50, 306, 280, 500), 17)
    _paragraph(page, (315, 120, 545, 380), 23)
    _paragraph(page, under, lines)
    boxes = [(b[0], b[1], b[2], b[3]) for b in page.get_text("blocks")]
    doc.close()
    return boxes


def _columns(boxes: list[Box]) -> list[tuple[float, float]]:
    orderrunon = _new("orderrunon")
    left = [i for i, b in enumerate(boxes) if b[1] > 100 and b[2] < 300 and b[3] < 505]
    right = [i for i, b in enumerate(boxes) if b[0] > 300]
    return [orderrunon.x_range(boxes, left), orderrunon.x_range(boxes, right)]


def test_a_tall_paragraph_under_the_longer_column_runs_on_in_it() -> None:
    orderrunon = _new("orderrunon")
    boxes = _last_page((50, 506, 280, 640), 12)
    assert len(boxes) == 4  # title, left column, right column, the paragraph under
    columns = _columns(boxes)
    above, held = [1, 2], [3]
    assert orderrunon.inside_a_column(boxes, above, columns, held) == 0
    out = [list(above)]
    assert orderrunon.release(boxes, out, [held], columns, column=0, columns_go_on=False)
    assert out == [[1, 2, 3]]
    assert reading_order(boxes) == [0, 1, 3, 2]  # left column, its run-on, right column


def test_a_footnote_under_the_left_column_stays_after_both() -> None:
    orderrunon = _new("orderrunon")
    boxes = _last_page((50, 740, 280, 765), 2)
    columns = _columns(boxes)
    out = [[1, 2]]
    assert not orderrunon.release(boxes, out, [[3]], columns, column=0, columns_go_on=False)
    assert out == [[1, 2], [3]]
    assert reading_order(boxes) == [0, 1, 2, 3]


def test_held_slabs_of_both_columns_join_the_columns() -> None:
    orderrunon = _new("orderrunon")
    boxes = _last_page((50, 740, 280, 765), 2)
    out = [[1, 2]]
    both = orderrunon.BOTH
    assert orderrunon.release(boxes, out, [[3]], _columns(boxes), column=both, columns_go_on=False)
    assert out == [[1, 2, 3]]


def _paper(path: Path) -> Path:
    doc = pymupdf.open()
    for number in range(_PAGES):
        page = doc.new_page(width=595, height=842)
        page.insert_text((72, 60), "Journal of Ground Water 12", fontsize=8)  # running head
        page.insert_text((72, 110), f"Section {number + 1}: Heat in the ground", fontsize=12)
        text = "\n".join(
            [
                "The aquifers under the districts were sampled every month for six",
                "years; the water kept its heat well into the winter and its ther-",
                "mal store was read at three depths in each of the districts.",
            ]
        )
        page.insert_textbox(pymupdf.Rect(72, 130, 523, 200), text, fontsize=10)
    doc.save(path)
    doc.close()
    return path


def test_the_document_pages_are_extract_pdfs(tmp_path: Path) -> None:
    docpages = _new("docpages")
    path = _paper(tmp_path / "p.pdf")
    doc = pymupdf.open(path)
    options = Options(None, True, None, True)
    detail = Detail()
    read = [read_page(doc, index, path, options, detail) for index in range(doc.page_count)]
    doc.close()
    pages, ordered, hard, _words = docpages.normalised_pages(read)
    expected = extract.extract_pdf(path, ocr=None)
    assert [p.text for p in pages] == [p.text for p in expected.pages]
    assert "thermal store" in pages[0].text  # the line-end hyphen joined
    assert len(ordered) == _PAGES and hard == []
    assert "Journal of Ground Water" not in pages[1].text  # the running head left out
    assert docpages.visible_chars(["a b", " c "]) == 3
    assert docpages.MIN_TEXT_CHARS == 32
    assert extract.MAX_PAGE_CHARS is docpages.MAX_PAGE_CHARS == 200_000
    assert "MAX_PAGE_CHARS" in extract.__all__


def test_the_compiled_list_keeps_orderrunon_beside_order_and_docpages_pure() -> None:
    names: tuple[str, ...] = runpy.run_path(str(_SETUP), run_name="setup_under_test")["COMPILED"]
    assert "orderrunon" in names and "order" in names
    assert names.index("orderrunon") == names.index("ordercolumns") + 1
    assert "docpages" not in names and "extract" not in names


def _stages() -> ModuleType:
    spec = importlib.util.spec_from_file_location("pdf_stages_tidy56", _STAGES)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(_STAGES.parent))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(_STAGES.parent))
    return module


def test_the_stage_benchmark_times_docpages_stages(tmp_path: Path) -> None:
    docpages = _new("docpages")
    stages = _stages()
    clock = stages.Clock()
    original = docpages._ordered
    labels, restore = stages.install(clock)
    try:
        assert docpages._ordered is not original  # wrapped where docpages looks it up
        extract.extract_pdf(_paper(tmp_path / "p.pdf"), ocr=None)
    finally:
        restore()
    assert {"normalised pages", "reading order", "normalise page text"} <= set(labels)
    assert clock.calls["normalised pages"] == 1
    assert clock.calls["reading order"] == _PAGES  # a page each
    assert clock.calls["normalise page text"] == _PAGES


def _skip_condition(test_file: str, name: str) -> bool:
    """Whether the test ``name`` of ``test_file`` (loaded again, under another name) is
    marked to skip as it is loaded now."""
    spec = importlib.util.spec_from_file_location(f"{test_file}_tidy56", _TESTS / f"{test_file}.py")
    assert spec is not None and spec.loader is not None
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    marks = getattr(getattr(loaded, name), "pytestmark", [])
    return any(mark.name == "skipif" and mark.args and bool(mark.args[0]) for mark in marks)


@pytest.mark.parametrize(
    ("module", "test_file", "name"),
    [
        ("linenames", "test_speed46", "test_control_wide_gap_reading_is_still_asked"),
        ("linenumbers", "test_speed53_mend", "test_main_size_rounds_each_size_once"),
    ],
)
def test_spies_on_a_compiled_module_skip_only_where_it_is_compiled(
    monkeypatch: pytest.MonkeyPatch, module: str, test_file: str, name: str
) -> None:
    spied = importlib.import_module(f"tapyre_paper_search.pdf.{module}")
    assert spied.__file__ is not None
    if spied.__file__.endswith((".so", ".pyd")):  # the compiled build: skipped as it is
        assert _skip_condition(test_file, name)
        return
    assert not _skip_condition(test_file, name)  # pure: the spy runs
    monkeypatch.setattr(spied, "__file__", spied.__file__[:-3] + ".cpython-311-x86_64-linux-gnu.so")
    assert _skip_condition(test_file, name)


def test_one_reading_of_a_fonts_differences_for_both_callers(tmp_path: Path) -> None:
    fontcodes = importlib.import_module("tapyre_paper_search.pdf.fontcodes")
    texcodes = importlib.import_module("tapyre_paper_search.pdf.texcodes")
    doc, xref = _font_pdf(tmp_path)
    unnamed = "[ 0 /a0 /a1 /a2 ]"
    doc.xref_set_key(xref, "Encoding", f"<< /Differences {unnamed} >>")  # in the font's own
    assert fontcodes.encoding_differences(doc, xref) == ("dict", "[0/a0/a1/a2]")
    assert fontcodes.encoding_names(doc, xref, type1=True) == {0: "a0", 1: "a1", 2: "a2"}
    assert texcodes.is_bare_type3(doc, xref)  # TeX's unnamed bitmap glyphs
    encoding = doc.get_new_xref()  # an encoding object of its own
    doc.update_object(encoding, f"<< /Type /Encoding /Differences {unnamed} >>")
    doc.xref_set_key(xref, "Encoding", f"{encoding} 0 R")
    assert fontcodes.encoding_differences(doc, xref) == ("xref", "[0/a0/a1/a2]")
    assert fontcodes.encoding_names(doc, xref, type1=False) == {0: "a0", 1: "a1", 2: "a2"}
    assert texcodes.is_bare_type3(doc, xref)
    doc.update_object(encoding, "<< /Type /Encoding /BaseEncoding /WinAnsiEncoding >>")
    assert fontcodes.encoding_differences(doc, xref) == ("xref", "null")
    assert fontcodes.encoding_names(doc, xref, type1=True) == {}
    assert not texcodes.is_bare_type3(doc, xref)
    doc.xref_set_key(xref, "Encoding", "/WinAnsiEncoding")  # a named base encoding
    assert fontcodes.encoding_differences(doc, xref) == ("name", "/WinAnsiEncoding")
    assert fontcodes.encoding_names(doc, xref, type1=True) == {}
    assert not texcodes.is_bare_type3(doc, xref)
    doc.xref_set_key(xref, "Encoding", "null")  # none: a Type 1 program's own, if any
    assert fontcodes.encoding_differences(doc, xref) == ("null", "null")
    assert fontcodes.encoding_names(doc, xref, type1=False) == {}
    assert not texcodes.is_bare_type3(doc, xref)


_PARTS = (
    ("Background:", "Shallow aquifers under cities store the heat of the summer months"),
    ("", "and give it back to the ground water through the whole winter."),
    ("Methods:", "We sampled the ground water of three districts every month"),
    ("", "for six years at three depths in each of the districts."),
    ("Results:", "The water kept its heat well into the winter in every district"),
    ("", "and the store was largest under the densest of the districts."),
)


def _structured_page(path: Path) -> Path:
    """A title, a byline and a structured abstract with no heading: three labelled parts of
    two lines each (the label in bold), then the body's first heading."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 90), "Seasonal Storage of Heat in Shallow Aquifers", fontsize=16)
    page.insert_text((72, 120), "Marta Ferreira and Jonas Lindqvist", fontsize=11)
    y = 160.0
    for label, text in _PARTS:
        x = 72.0
        if label:
            page.insert_text((x, y), label, fontsize=9, fontname="hebo")
            x += pymupdf.get_text_length(label + " ", fontname="hebo", fontsize=9)
        page.insert_text((x, y), text, fontsize=9)
        y += 11.0
    page.insert_text((72, y + 30), "1 Introduction", fontsize=12, fontname="hebo")
    doc.save(path)
    doc.close()
    return path


def test_a_headingless_runs_reach_is_its_own_module(tmp_path: Path) -> None:
    headinglessrun = _new("headinglessrun")
    lines = read_front_pages(_structured_page(tmp_path / "s.pdf"), 1)[0].lines
    first = next(i for i, line in enumerate(lines) if line.text.startswith("Background"))
    heading = next(i for i, line in enumerate(lines) if line.text.startswith("1 Introduction"))
    parts = list(range(first, heading))
    assert len(parts) == len(_PARTS)
    allowed = set(range(len(lines)))
    # the classifier's run stops after the first part: the labelled parts carry it on
    assert headinglessrun.labelled_parts(lines, parts[:2], allowed) == parts
    # a part's label is no break; the heading after the parts is (another size, a gap)
    assert not any(
        headinglessrun.breaks_unit(lines[a], lines[b], lines[first]) for a, b in pairwise(parts)
    )
    assert headinglessrun.breaks_unit(lines[parts[-1]], lines[heading], lines[first])
    # the byline two steps above the parts' first line is set apart from them
    assert headinglessrun.stepped_apart(lines, first - 1, parts)
    assert headinglessrun.rest_of_paragraph(lines, parts[:2], allowed) == parts[:2]


@pytest.mark.parametrize(
    ("text", "byline", "names_row"),
    [
        ("Ilse Kreutzer and Marten Saar", True, True),
        ("Rose Young and Grant Hill", False, True),
        ("Gromov Witten Invariants", False, True),  # the prefix rule is byline's alone
        ("Curved Spacetimes and Black Holes", False, False),
    ],
)
def test_the_words_of_a_row_under_a_title(text: str, byline: bool, names_row: bool) -> None:
    subtitlewords = _new("subtitlewords")
    assert subtitlewords.byline(text) is byline
    assert subtitlewords.names_row(text) is names_row


def test_a_row_ending_on_an_adverb() -> None:
    subtitlewords = _new("subtitlewords")
    assert subtitlewords.adverb_end("Neutrino Interactions for the Fully")
    assert subtitlewords.adverb_end("A Model That Learns Highly")
    assert not subtitlewords.adverb_end("Quantum Field Theory of the Family")


def test_the_stage_benchmarks_tests_expect_no_parse_calls_where_references_is_compiled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """test_benchmark_pdf_stages and test_speed41r failed in the compiled build: its
    references module calls parse_reference directly, so the row reads 0 calls."""
    bench_tests = importlib.import_module("test_benchmark_pdf_stages")
    references = importlib.import_module("tapyre_paper_search.pdf.references")
    assert references.__file__ is not None
    if not references.__file__.endswith((".so", ".pyd")):
        assert bench_tests._parse_calls() == len(bench_tests._REFERENCES)
        monkeypatch.setattr(references, "__file__", references.__file__[:-3] + ".abi3.so")
    assert bench_tests._parse_calls() == 0
