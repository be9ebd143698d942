"""An author row's value lines in a form of labels and values read as rows (pure;
moved out of :mod:`~tapyre_paper_search.pdf.labelform`, which reads the form).

:func:`wrapped_names` gives the texts of a form's author row, a name that wrapped in a
narrow cell joined again.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

COLUMN_SLACK = 2.0
"""Labels (and a value's wrapped lines) line up within this many points."""
_SPACE = 0.25
"""A word space, in ems."""
_SPREAD = 3.0
"""A justified line's words stand at most this many ems apart."""
# A row closing on a person's given names cut after an initial: "…, K. L. Page², L. G."
# (the last piece after a comma, semicolon or "and": up to two given names or initials
# before a last initial with its stop; latex49).
# A row closing on one word after a comma, semicolon or "and" ("…, Norio Parigi¹,
# Leonid"), and the marks that may close a row ("Takahashi¹": "1"; latex49).
_OPEN_WORD = re.compile(r"(?:[,;]|\band)\s*[^\W\d_][\w'’-]*\s*$")
_MARKS = re.compile(r"[\s\d,*†‡§¶∗⋆]+$")
_OPEN_INITIALS = re.compile(r"(?:^|[,;]|\band)\s*(?:[^\W\d_][\w'’.-]*\s+){0,2}[^\W\d_]\.\s*$")


def wrapped_names(lines: Sequence[Line], values: list[int]) -> list[str]:
    """The texts of an author row's value lines ``values``, a name that wrapped in a
    narrow cell joined again.  A row is read with the pieces a justified line spreads to
    its right ("Neal" "J." "Evans", each a line of its own).  A row of one capitalised
    word goes on the row above when that row is one word too ("Zihua" / "Devereaux") or
    the word would not have fitted after it in the value's column, whose right end is
    the widest row's ("Neal J. Evans" / "Dellafiore") where that row was justified (a
    wrapped row: the widest row tells nothing of the cell's width where it is the row
    above, review93: "Ann Lee" / "Stanford").  A row opening with a capital goes on the
    row above where that row closes on a person's initials (:data:`_OPEN_INITIALS`:
    "…, L. G." / "Tyler³, J. P. Osborne¹, …"; latex49), and a row of one name word and
    its marks goes on a row closing on one word after a comma ("…, Leonid" /
    "Takahashi¹": a surname alone is nobody).  A name a row ("Jane Doe" / "John Smith")
    stays apart."""
    rows = [_row(lines, j) for j in values]
    right = max(end for _, end, _ in rows)
    texts: list[str] = []
    for k, (text, _, _) in enumerate(rows):
        line = lines[values[k]]
        if (
            (texts and text[:1].isupper() and _OPEN_INITIALS.search(texts[-1]))
            or (texts and _one_name_word(_MARKS.sub("", text)) and _OPEN_WORD.search(texts[-1]))
            or (
                texts
                and _one_name_word(text)
                and (
                    _one_name_word(texts[-1])
                    or (
                        rows[k - 1][2]
                        and rows[k - 1][1] + line.size * _SPACE + (line.x1 - line.x0)
                        > right + COLUMN_SLACK
                    )
                )
            )
        ):
            texts[-1] = f"{texts[-1]} {text}"
        else:
            texts.append(text)
    return texts


def _row(lines: Sequence[Line], j: int) -> tuple[str, float, bool]:
    """The text of the value line ``lines[j]`` with the pieces that go on its row to the
    right (each within :data:`_SPREAD` ems of the one before: a justified line's words),
    where the row ends, and whether it was spread so (a justified row: a wrapped one)."""
    head = lines[j]
    words, end = [head.text.strip()], head.x1
    level = sorted(
        (line for line in lines if line.page == head.page and line.x0 > head.x1),
        key=lambda line: line.x0,
    )
    for line in level:
        if abs(line.y0 - head.y0) <= head.size * 0.5 and line.x0 - end <= head.size * _SPREAD:
            words.append(line.text.strip())
            end = line.x1
    return " ".join(words), end, len(words) > 1


def _one_name_word(text: str) -> bool:
    """Whether ``text`` is one capitalised word, not all capitals (a surname's shape)."""
    return " " not in text.strip() and text[:1].isupper() and not text.isupper() and text.isalpha()
