"""speed41r: ``benchmarks/pdf_stages.py``'s "leading names" row times the calls again.

parse_reference reads an entry's authors with ``refdoublenames.names_read``, which
calls ``leading_names`` from its own module; the row wrapped ``refentry``'s name,
which only the rare editors' reading still calls, so it showed 0 calls and 0.00 ms on
../shared/data/papers.  These tests draw a paper with PyMuPDF and check that the row
counts each entry's names, that a row whose module a tree lacks (an older tree
timed with ``--src``) is left out instead of failing, and (control) that the timed
extraction reads what the plain one does.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"

_ENTRIES = (
    "[1] Doe, J. and Miller, R. Counting the stars of small galaxies. Journal of Sky "
    "Surveys, 12(3):45-67, 2019.",
    "[2] Smith, A. Gas clouds and their spectra. In Proceedings of the Survey Workshop, "
    "pages 1-9, 2020.",
    "[3] Chen, M. and Haddad, O. Light curves of variable stars. Astronomy Notes, 7:100-120, 2021.",
    "[4] Rossi, P., Kowalski, T. and Lindqvist, E. Dust lanes in edge-on spirals. "
    "Monthly Sky Letters, 3:1-12, 2018.",
)


def _stages() -> ModuleType:
    spec = importlib.util.spec_from_file_location("pdf_stages_41r", BENCHMARKS / "pdf_stages.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _paper(path: Path) -> Path:
    doc = pymupdf.open()
    first = doc.new_page(width=595, height=842)
    first.insert_text((72, 100), "Stars of Small Galaxies", fontsize=20, fontname="hebo")
    first.insert_text((72, 135), "Jane Doe and Ruth Miller", fontsize=12)
    body = (
        "We count the stars of small galaxies in a survey of the southern sky and "
        "compare the counts with those of earlier surveys. The counts agree within "
        "their errors for most galaxies of the sample. "
    )
    first.insert_textbox(pymupdf.Rect(72, 160, 523, 700), body * 4, fontsize=10)
    second = doc.new_page(width=595, height=842)
    second.insert_text((72, 90), "References", fontsize=12, fontname="hebo")
    y = 100.0
    for entry in _ENTRIES:
        second.insert_textbox(pymupdf.Rect(72, y, 523, y + 40), entry, fontsize=9)
        y += 45
    doc.save(path)
    doc.close()
    return path


def _timed(path: Path) -> tuple[object, object, list[str]]:
    stages = _stages()
    clock = stages.Clock()
    labels, restore = stages.install(clock)
    try:
        timed = extract_pdf(path)
    finally:
        restore()
    return timed, clock, labels


def test_leading_names_row_counts_every_entrys_names(tmp_path: Path) -> None:
    path = _paper(tmp_path / "paper.pdf")
    timed, clock, labels = _timed(path)
    assert len(timed.references) == len(_ENTRIES)  # type: ignore[attr-defined]
    assert "leading names" in labels
    # each entry's authors are read at least once (leading_names may read again with
    # the shortest first name): the row is no longer 0 calls
    assert clock.calls["leading names"] >= len(_ENTRIES)  # type: ignore[attr-defined]
    assert clock.calls["parse entries"] == len(_ENTRIES)  # type: ignore[attr-defined]


def test_a_row_whose_module_a_tree_lacks_is_left_out() -> None:
    stages = _stages()
    stages.STAGES = (*stages.STAGES, (1, "no such module", "_no_such_module41", "f"))
    labels, restore = stages.install(stages.Clock())
    restore()
    assert "no such module" not in labels
    assert "references" in labels and "leading names" in labels


def test_control_timed_extraction_reads_what_the_plain_one_does(tmp_path: Path) -> None:
    """Control (passes on base and branch): the wrappers change no output."""
    path = _paper(tmp_path / "paper.pdf")
    plain = extract_pdf(path)
    timed, _clock, _labels = _timed(path)
    assert timed == plain
