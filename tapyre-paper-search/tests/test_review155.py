"""review155 on speed42c: numpy scalars where the compiled build's annotations say ``bool``.

mypyc checks a compiled function's arguments against their annotations: a ``numpy.bool``
passed as ``lenient: bool`` raises ``TypeError`` there (speed42c's 39-module build,
frontauthors -> authors.names_in_line), where pure Python reads it as a bool.  The
classifier's scores are numpy floats; what frontauthors and titlegroups compare them to
must come out as Python bools.  Pure output is unchanged (a comparison of the same
numbers).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from tapyre_paper_search.pdf import frontauthors, titlegroups
from tapyre_paper_search.pdf.lines import Line
from textlines import text_line


def _line(text: str, y0: float, size: float = 10.0) -> Line:
    return text_line(text, y0, size=size, x1=300.0, block=int(y0))


def test_front_authors_passes_a_python_bool_as_lenient(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Any] = []
    real = frontauthors.names_in_line

    def spy(line: str, *, lenient: bool = False) -> list[str]:
        seen.append(lenient)
        return real(line, lenient=lenient)

    monkeypatch.setattr(frontauthors, "names_in_line", spy)
    lines = [
        _line("Ann Lee and Bo Chen", 100.0),
        _line("Maria Garcia", 120.0),
        _line("Department of Physics, University of Leeds", 140.0),
    ]
    scores = np.array([0.9, 0.3, 0.1], dtype=np.float64)
    names = frontauthors.front_authors(lines, [0, 1, 2], scores)
    assert "Ann Lee" in names  # the control: the byline is still read
    assert seen, "names_in_line was not called"
    assert all(type(value) is bool for value in seen), [type(v) for v in seen]


def test_names_follow_is_a_python_bool() -> None:
    lines = [_line("A Title", 100.0, 14.0), _line("Ann Lee", 130.0)]
    probs = np.zeros((2, 8), dtype=np.float64)
    probs[1, titlegroups.AUTHOR] = 0.9
    value = titlegroups._names_follow(lines, [0], probs)
    assert value is True
