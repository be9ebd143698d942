"""A byline row repeating the address of a row read as a name (pure; latex67).

A byline of one author a row, each name followed by the same address ("H. Cercellier,
School of Economics, …, Bergen" / "C. Monney, School of Economics, …"), gives every
row the same shape, but the classifier rates the rows unevenly: some fell under its
lowest doubt (:data:`~tapyre_paper_search.pdf.frontauthors._AUTHOR_MAYBE`) and were
not read at all, though their heads are names like the others' ("L. Despont", 0.15,
among rows rated 0.28 to 0.71).

:func:`repeats_sure_address` tells such a row: its head before the first comma is
short (at most :data:`_MAX_HEAD_WORDS` words), the rest after it is at least
:data:`_MIN_REST_WORDS` words and repeats, word for word (one may be cut shorter by its
row's wrap), the rest of a row the classifier is sure of, set in the row's type.  The
repeated address vouches for the row's shape; its head is still read as a name would
be (leniently, as the sure rows beside their affiliations are).  A row whose rest
differs (another address, a sentence) is left to the classifier.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

_MAX_HEAD_WORDS = 5
_MIN_REST_WORDS = 3


def _parts(line: Line) -> tuple[list[str], list[str]] | None:
    """The words of ``line``'s head (before its first comma) and of its rest, or ``None``
    where it has no comma."""
    head, comma, rest = (line.names or line.text).partition(",")
    if not comma:
        return None
    return head.split(), rest.replace(",", " ").split()


def repeats_sure_address(lines: Sequence[Line], i: int, sure: Sequence[int]) -> bool:
    """Whether ``lines[i]`` is a short head over an address repeating that of one of
    the ``sure`` rows (indices the classifier rates an author's) in its type (see the
    module)."""
    line = lines[i]
    parts = _parts(line)
    if parts is None or not 1 <= len(parts[0]) <= _MAX_HEAD_WORDS:
        return False
    rest = parts[1]
    if len(rest) < _MIN_REST_WORDS:
        return False
    for j in sure:
        other = _parts(lines[j]) if j != i and lines[j].same_type(line) else None
        if other is None or not 1 <= len(other[0]) <= _MAX_HEAD_WORDS:
            continue
        shorter = min(len(rest), len(other[1]))
        if shorter >= _MIN_REST_WORDS and rest[:shorter] == other[1][:shorter]:
            return True
    return False


__all__ = ["repeats_sure_address"]
