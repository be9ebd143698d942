"""speed41r: ``benchmarks/pdf_stages.py``'s "leading names" row times the calls again.

parse_reference reads an entry's authors with ``refdoublenames.names_read``, which
calls ``leading_names`` from its own module; the row wrapped ``refentry``'s name,
which only the rare editors' reading still calls, so it showed 0 calls and 0.00 ms on
../shared/data/papers.  These tests use test_benchmark_pdf_stages' drawn paper
(three entries; that file also checks that the timed extraction reads what the
plain one does) and check that the row counts each entry's names, and that a row
whose module a tree lacks (an older tree timed with ``--src``) is left out instead
of failing.
"""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import Path
from typing import Any

from tapyre_paper_search.pdf import extract_pdf
from test_benchmark_pdf_stages import _REFERENCES, _paper, _parse_calls, _stages


def _timed(path: Path) -> tuple[Any, Any, list[str]]:
    """``path`` read with the benchmark's timed wrappers in place (then taken out)."""
    stages = _stages()
    clock = stages.Clock()
    with ExitStack() as stack:
        labels, restore = stages.install(clock)
        stack.callback(restore)
        return extract_pdf(path), clock, labels


def test_leading_names_row_counts_every_entrys_names(tmp_path: Path) -> None:
    path = _paper(tmp_path / "paper.pdf")
    timed, clock, labels = _timed(path)
    assert len(timed.references) == len(_REFERENCES)
    assert "leading names" in labels
    # each entry's authors are read at least once (leading_names may read again with
    # the shortest first name): the row is no longer 0 calls
    assert clock.calls["leading names"] >= len(_REFERENCES)
    assert clock.calls["parse entries"] == _parse_calls()  # 0 where references is compiled


def test_a_row_whose_module_a_tree_lacks_is_left_out() -> None:
    stages = _stages()
    stages.STAGES = (*stages.STAGES, (1, "no such module", "_no_such_module41", "f"))
    labels, restore = stages.install(stages.Clock())
    restore()
    assert "no such module" not in labels
    assert "references" in labels and "leading names" in labels
