"""A title over its translation into the paper's language (pure; latex54).

A bilingual journal may print the title in its own language first, in large bold,
and the title in the language the paper is written in under it, smaller and in
italics ("Um estudo sobre …" over *"A study of …"*), then both abstracts.  The
record holds the paper's title in **the language its text is written in**: that is
the language its body, its abstract and the searches that should find it are in
(the abstract follows the title's language, :mod:`.bilingual`), and it is the title
the paper is cited by in that language's literature.

:func:`in_body_language` takes the italic rows right under the title group (at
most :data:`_MAX_ROWS`, one type, smaller than the title and no smaller than the
body) as the translation where the title, the rows and the page's body text (the
lines from the first section heading on, :data:`_MIN_BODY_WORDS` words at least)
are told (:func:`~tapyre_paper_search.pdf.language.text_language`), the rows and
the body in one language and the title in another.  Anything else, a page with no
body text on it among them, keeps the title found.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import bodystart
from tapyre_paper_search.pdf.language import text_language
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.titletext import join_title

_MAX_ROWS = 3
_MIN_BODY_WORDS = 40
# A translation is smaller than the title, by this many points at least.
_SMALLER = 1.0


def in_body_language(
    lines: Sequence[Line], group: list[int], title: str, body: float
) -> tuple[list[int], str]:
    """``group`` and ``title``, or, where the title's italic translation stands under
    it in the language of the page's body text, the group with the translation's
    rows and the translation."""
    if not group or not title:
        return group, title
    rows = _rows_under(lines, group, body)
    if not rows:
        return group, title
    translated = join_title([lines[i] for i in rows])
    paper = _body_language(lines, rows[-1] + 1)
    if not paper or text_language(translated, least=1, title=True, other=True) != paper:
        return group, title
    if text_language(title, least=1, title=True, other=True) in ("", paper):
        return group, title
    return [*group, *rows], translated


def _rows_under(lines: Sequence[Line], group: list[int], body: float) -> list[int]:
    """The italic rows of one type right under ``group``, smaller than its first line."""
    head = lines[group[0]]
    rows: list[int] = []
    for i in range(max(group) + 1, min(len(lines), max(group) + 1 + _MAX_ROWS)):
        line = lines[i]
        if not line.italic or line.bold or line.size > head.size - _SMALLER:
            break
        if line.size < body - 0.5 or (rows and not line.same_type(lines[rows[0]])):
            break
        rows.append(i)
    return rows


def _body_language(lines: Sequence[Line], start: int) -> str:
    """The language of the page's text from its first section heading at or after
    ``start`` on, "" where it has too few words or cannot be told."""
    begin = next((i for i in range(start, len(lines)) if bodystart.starts_body(lines[i])), None)
    if begin is None:
        return ""
    text = " ".join(line.text for line in lines[begin + 1 :])
    if len(text.split()) < _MIN_BODY_WORDS:
        return ""
    told = text_language(text)
    return told if told != "other" else ""
