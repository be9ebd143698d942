"""``benchmarks/pdf_stages.py`` times extract_pdf's stages without changing what it reads.

The benchmark replaces each stage's function, where its caller looks it up, and
MuPDF's methods by timed wrappers.  These tests draw a two-page paper with
PyMuPDF and check the contract: with the wrappers in place the extraction is the
same, each stage is counted once a call (a page, an entry), and the originals are
back afterwards.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pymupdf
from tapyre_paper_search.pdf import extract_pdf, references

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"

_REFERENCES = (
    "[1] Jane Doe and Ruth Miller. Counting the stars of small galaxies. "
    "Journal of Sky Surveys, 12(3):45-67, 2019.",
    "[2] Alan Smith. Gas clouds and their spectra. In Proceedings of the Survey "
    "Workshop, pages 1-9, 2020.",
    "[3] Mei Chen and Omar Haddad. Light curves of variable stars. Astronomy Notes, "
    "7:100-120, 2021.",
)


def _parse_calls() -> int:
    """The "parse entries" row's calls for the drawn paper: one an entry; none in a
    compiled build (mypyc, TAPYRE_COMPILE=1), where the compiled references module calls
    parse_reference directly, as the benchmark says (tidy56)."""
    compiled = str(references.__file__).endswith((".so", ".pyd"))
    return 0 if compiled else len(_REFERENCES)


def _stages() -> ModuleType:
    spec = importlib.util.spec_from_file_location("pdf_stages_bench", BENCHMARKS / "pdf_stages.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _paper(path: Path) -> Path:
    doc = pymupdf.open()
    first = doc.new_page(width=595, height=842)
    first.insert_text((72, 100), "Counting Stars in Small Galaxies", fontsize=20, fontname="hebo")
    first.insert_text((72, 135), "Jane Doe and Ruth Miller", fontsize=12)
    first.insert_text((72, 175), "Abstract", fontsize=11, fontname="hebo")
    body = (
        "We count the stars of small galaxies in a survey of the southern sky and "
        "compare the counts with those of earlier surveys. The counts agree within "
        "their errors for most galaxies of the sample."
    )
    first.insert_textbox(pymupdf.Rect(72, 185, 523, 300), body, fontsize=10)
    first.insert_text((72, 330), "1 Introduction", fontsize=12, fontname="hebo")
    first.insert_textbox(pymupdf.Rect(72, 340, 523, 700), body * 3, fontsize=10)
    second = doc.new_page(width=595, height=842)
    second.insert_text((72, 90), "References", fontsize=12, fontname="hebo")
    y = 100.0
    for entry in _REFERENCES:
        second.insert_textbox(pymupdf.Rect(72, y, 523, y + 40), entry, fontsize=9)
        y += 45
    doc.save(path)
    doc.close()
    return path


def test_the_timed_extraction_reads_what_the_plain_one_does(tmp_path: Path) -> None:
    path = _paper(tmp_path / "paper.pdf")
    stages = _stages()
    plain = extract_pdf(path)
    clock = stages.Clock()
    labels, restore = stages.install(clock)
    try:
        timed = extract_pdf(path)
    finally:
        restore()
    assert timed == plain
    assert len(plain.references) == len(_REFERENCES)  # the stages below all ran
    assert "read_page (every page)" in labels and "parse entries" in labels
    assert clock.calls["read_page (every page)"] == 2
    assert clock.calls["parse entries"] == _parse_calls()
    assert clock.calls["references"] == 1
    assert clock.calls["MuPDF load_page"] == 2
    assert all(clock.seconds[label] >= 0.0 for label in clock.calls)


def test_restore_puts_the_original_functions_back() -> None:
    stages = _stages()
    owners = [
        (importlib.import_module(stages._PDF + module), name)
        for _depth, _label, module, name in stages.STAGES
    ]
    owners += [(getattr(pymupdf, cls), method) for cls, method in stages.MUPDF]
    before = [vars(owner).get(name) for owner, name in owners]
    labels, restore = stages.install(stages.Clock())
    wrapped = [vars(owner).get(name) for owner, name in owners]
    restore()
    assert [vars(owner).get(name) for owner, name in owners] == before
    # the page kinds' rows wrap read_page once more (speed67), no function of their own
    timed = [label for label in labels if label not in stages.KINDS]
    assert sum(w is not b for w, b in zip(wrapped, before, strict=True)) == len(timed)
    assert set(stages.KINDS) <= set(labels)


def test_a_stage_a_tree_does_not_have_is_left_out() -> None:
    stages = _stages()
    stages.STAGES = (*stages.STAGES, (0, "no such stage", "extract", "_no_such_stage"))
    labels, restore = stages.install(stages.Clock())
    restore()
    assert "no such stage" not in labels
    assert "read_page (every page)" in labels


def test_the_clock_counts_calls_and_returns_results() -> None:
    stages = _stages()
    clock = stages.Clock()
    double = clock.timed("double", lambda x: 2 * x)
    assert [double(1), double(2), double(3)] == [2, 4, 6]
    assert clock.calls["double"] == 3
    assert clock.seconds["double"] >= 0.0


class _Detail:
    def __init__(self, *, front: bool, references: bool) -> None:
        self.front, self.references = front, references


def test_a_page_kind_is_what_the_page_is_read_as_when_the_call_starts() -> None:
    """speed67: a front page while ``detail.front`` holds and the index is under
    FRONT_PAGES; else a page of the references list while ``detail.references`` holds;
    else any other page (and where the arguments are not read_page's)."""
    stages = _stages()
    front, refs, other = stages.KINDS

    def kind(index: int, *, front: bool, references: bool = False) -> str:
        detail = _Detail(front=front, references=references)
        return str(stages.page_kind((None, index, None, None, detail), {}, 4))

    assert kind(0, front=True) == front
    assert kind(3, front=True) == front
    assert kind(4, front=True) == other  # past the front pages: read from its blocks
    assert kind(1, front=False) == other
    assert kind(5, front=False, references=True) == refs
    assert kind(2, front=True, references=True) == front  # the dict first, as read_page does
    assert stages.page_kind((), {}, 4) == other
    detail = _Detail(front=False, references=True)
    assert stages.page_kind((), {"index": 7, "detail": detail}, 4) == refs


def _long_paper(path: Path) -> Path:
    """A six-page paper: a title page with its abstract, three body pages, and two pages
    of references under their heading."""
    doc = pymupdf.open()
    body = (
        "We count the stars of small galaxies in a survey of the southern sky and "
        "compare the counts with those of earlier surveys. The counts agree within "
        "their errors for most galaxies of the sample. "
    ) * 6
    first = doc.new_page(width=595, height=842)
    first.insert_text((72, 100), "Counting Stars in Small Galaxies", fontsize=20, fontname="hebo")
    first.insert_text((72, 135), "Jane Doe and Ruth Miller", fontsize=12)
    first.insert_text((72, 175), "Abstract", fontsize=11, fontname="hebo")
    first.insert_textbox(pymupdf.Rect(72, 185, 523, 300), body[:300], fontsize=10)
    first.insert_text((72, 330), "1 Introduction", fontsize=12, fontname="hebo")
    first.insert_textbox(pymupdf.Rect(72, 340, 523, 760), body, fontsize=10)
    for number, heading in ((2, "Methods"), (3, "Results"), (4, "Discussion")):
        page = doc.new_page(width=595, height=842)
        page.insert_text((72, 90), f"{number} {heading}", fontsize=12, fontname="hebo")
        page.insert_textbox(pymupdf.Rect(72, 100, 523, 760), body, fontsize=10)
    for start in (0, 1):
        page = doc.new_page(width=595, height=842)
        y = 100.0
        if start == 0:
            page.insert_text((72, 90), "References", fontsize=12, fontname="hebo")
        for k in range(6):
            entry = _REFERENCES[k % len(_REFERENCES)].replace("[", "", 1).split("]", 1)[1]
            number = start * 6 + k + 1
            page.insert_textbox(pymupdf.Rect(72, y, 523, y + 40), f"[{number}]{entry}", fontsize=9)
            y += 45
    doc.save(path)
    doc.close()
    return path


def test_the_page_kinds_share_out_read_page_as_it_reads_them(tmp_path: Path) -> None:
    """speed67: each page read is counted under one kind, as the ``Detail`` says when
    its call starts; the extraction is the same; the raw reading sums by those kinds."""
    path = _long_paper(tmp_path / "long.pdf")
    stages = _stages()
    plain = extract_pdf(path)
    clock = stages.Clock()
    _labels, restore = stages.install(clock)
    try:
        timed = extract_pdf(path)
    finally:
        restore()
    assert timed == plain
    front, refs, other = stages.KINDS
    kinds = [clock.kinds[(path.name, index)] for index in range(6)]
    assert kinds[0] == front  # the title page
    assert kinds[-1] == refs  # the list's second page: read from its words
    assert kinds[-2] == other  # the heading's page: from its blocks when the call starts
    assert all(kind == other for kind in kinds[2:5])  # body pages past the front matter
    assert [clock.calls[kind] for kind in stages.KINDS] == [kinds.count(k) for k in stages.KINDS]
    assert sum(clock.calls[kind] for kind in stages.KINDS) == clock.calls["read_page (every page)"]
    assert all(clock.seconds[kind] >= 0.0 for kind in stages.KINDS)
    raw = stages.raw_by_kind([path], {(path.name, 0): front, (path.name, 5): refs}, 1)
    assert raw[front] > 0.0 and raw[refs] > 0.0
    assert raw[other] == 0.0  # no page given that kind: none of its time counted


def test_the_new_mupdf_rows_are_timed(tmp_path: Path) -> None:
    """speed67: the MuPDF calls the TeX fonts check and the content-size check make
    (``get_fonts``, ``xref_stream_raw``) and the raised-digit cue's ``extractXHTML`` have
    rows; the content-size check reads each page's streams."""
    path = _paper(tmp_path / "paper.pdf")
    stages = _stages()
    clock = stages.Clock()
    labels, restore = stages.install(clock)
    try:
        extract_pdf(path)
    finally:
        restore()
    for row in ("MuPDF extractXHTML", "MuPDF get_fonts", "MuPDF xref_stream_raw"):
        assert row in labels
    assert clock.calls["MuPDF xref_stream_raw"] >= 2  # a stream or more a page
