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
    assert sum(w is not b for w, b in zip(wrapped, before, strict=True)) == len(labels)


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
