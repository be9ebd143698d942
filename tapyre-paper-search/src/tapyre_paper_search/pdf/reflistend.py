"""Where a paper's references list ends (pure; split out of
:mod:`~tapyre_paper_search.pdf.references` with no change).

:func:`ends_list` tells a line that ends the list: an appendix, supplementary or
acknowledgements heading (:data:`END_OF_REFERENCES`) or any heading set larger,
bold or in capitals; :func:`closes` a block that opens with such a heading before
the list's type size is known (for :func:`~.refcolumns.in_column_order`);
:func:`heading_as_entries` a heading set in the list's own type after a finished
entry.  A line opening with an entry's number or alpha label is no such heading
(a bare number may number one: "7 Appendix").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.refends import heading_line, heading_pattern, prose
from tapyre_paper_search.pdf.refheadprose import heading_prose
from tapyre_paper_search.pdf.refmarks import YEAR
from tapyre_paper_search.pdf.refsplit import LABEL, number_shape, number_value
from tapyre_paper_search.pdf.refsplit import NUMBER as _NUMBER

# The words a heading after the list opens with (a checklist's after a word or two).
_END_WORDS = (
    r"appendix|appendices|anhang|supplementary|supplemental|supporting information|"
    r"acknowledge?ments?|danksagung|(?:authors?['’]?s?\s+)?biograph(?:y|ies)|about the authors|"
    r"(?:\w+\s+){0,2}checklist"
)
END_OF_REFERENCES = re.compile(
    rf"^\s*(?:(?:{_END_WORDS})\b|[A-Z](?:\.\d+)?\s+[A-Z][a-z]+.{{0,60}}$)", re.IGNORECASE
)
_END_WORD = re.compile(rf"\s*(?:{_END_WORDS})\b", re.IGNORECASE)


def ends_list(line: BlockLine, size: float) -> bool:
    """An appendix, supplementary or acknowledgements heading after the list, set
    larger, bold or in capitals (one set as the entries are: :func:`heading_as_entries`),
    not ending with a word broken by a hyphen unless set larger or bold or holding a
    heading word (:func:`_broken`).
    A bare number before a heading word ("7 Appendix") numbers the heading, no entry."""
    text = line.text.strip()
    larger = line.size > size + 0.8
    if len(text) > 70 or not (larger or line.bold or text.isupper()):
        return False  # (the patterns below are asked only where the answer can be yes)
    if not (larger or line.bold) and _stopped(text):
        return False  # (a heading set apart keeps its stop)
    if not (larger or line.bold) and _broken(text):
        return False  # (an entry's line the text layer set apart: "… 2005. A SUMO-")
    number = _NUMBER.match(text)
    if (number and not (number.group(3) and _END_WORD.match(text, number.end()))) or LABEL.match(
        text
    ):
        return False  # (a bracketed label alone can measure taller than the list's type)
    if larger and sum(map(str.isalpha, text)) >= 4:
        return True  # a heading set larger than the list
    return bool(number or END_OF_REFERENCES.match(text)) and (line.bold or text.isupper())


_PLAIN_HEADING = heading_pattern(_END_WORDS)
_CLOSING_CHARS = 60  # a closing heading's length at most


def closes(block: TextBlock) -> bool:
    """Whether ``block`` opens with a heading that closes a list: a heading word or a
    numbered section's title (:data:`END_OF_REFERENCES`), short, with no comma or year,
    and no entry's number or label first ("7 Appendix" is a heading, "[7] …" none); a
    line closed by a full stop (:func:`_stopped`) closes only when set bold (a block
    knows no list size: one set larger in roman is left to :func:`ends_list`)."""
    text = block.first_line.strip()
    number = _NUMBER.match(text)
    if (
        len(text) > _CLOSING_CHARS
        or "," in text
        or YEAR.search(text)
        or LABEL.match(text)
        or (number is not None and not (number.group(3) and _END_WORD.match(text, number.end())))
        or (_stopped(text) and not (block.lines and block.lines[0].bold))
    ):
        return False
    return bool(END_OF_REFERENCES.match(text) or _PLAIN_HEADING.match(text))


def _broken(text: str) -> bool:
    """Whether ``text`` ends with a word broken by a hyphen at the line's end and holds
    no heading word ("A SUMO-", "AN ELECTRON-"): the line goes on below, as an entry's
    title in capitals does (its piece after the year can be set apart as a line of its
    own).  A heading may break a compound at its hyphen too ("APPENDIX A. PROOF OF THE
    NON-" / "ASYMPTOTIC BOUND"): one with a heading word, or set bold or larger (the
    caller's test), still ends the list."""
    return len(text) > 2 and text[-1] in "-‐" and text[-2].isalpha() and not _END_WORD.search(text)


def _stopped(text: str) -> bool:
    """Whether ``text`` ends with a full stop and holds no heading word: an entry's line
    (a book's title in capitals, "A JOURNAL OF NEUROLOGY.", under its names), not a
    section's heading ("A Proofs", "B.1 Details").  Asked of lines in the list's own
    type only: a heading set bold or larger may end with a stop ("A Proof of Lemma 1.")."""
    return text.endswith(".") and _END_WORD.search(text) is None


def heading_as_entries(after: Sequence[TextBlock], j: int, out: Sequence[TextBlock]) -> bool:
    """Whether block ``j`` of ``after`` opens with a heading set in the list's own type
    (same size, roman, mixed case) that ends the list: a heading word or a numbered
    section's title (:func:`~.refends.heading_line`), followed by prose
    (:func:`~.refends.prose`), after a finished entry (:func:`_after_entry`) and with
    no venue and year under its prose (an entry's title line read as a block of its
    own: "Supplementary material for deep nets" / "improves the training of …" / "In
    Proc. Conf., 2019."), nor the list's next numbered entry (:func:`_next_entry`); a
    heading alone on its line may have years in its prose
    (:func:`~.refheadprose.heading_prose`, refs41)."""
    lines, kept = after[j].lines, out[-1]
    # (the heading's own line first: it reads one line, and rejects nearly every block;
    # the tests of the entry above read all its lines.  All are pure: the order changes
    # no answer; speed40r)
    if not lines or not heading_line(lines[0].text, _PLAIN_HEADING):
        return False
    earlier = out[-2] if len(out) > 1 else None
    if not _after_entry(kept, lines[0], earlier) or _next_entry(kept, lines[0].text):
        return False
    following = (
        lines[1] if len(lines) > 1 else next((b.lines[0] for b in after[j + 1 :] if b.lines), None)
    )
    if following is None or not prose(following.text):  # (refs41: or a year in its prose)
        return heading_prose(lines[0].text, following, lines[2 : 2 + _UNDER], _PLAIN_HEADING)
    under = []
    for line in lines[2 : 2 + _UNDER]:
        if _NUMBER.match(line.text) or LABEL.match(line.text):
            break  # (an entry after the heading's prose)
        under.append(line.text)
    if not any(YEAR.search(text) for text in under):
        return True
    return heading_prose(lines[0].text, following, lines[2 : 2 + _UNDER], _PLAIN_HEADING)


def _next_entry(kept: TextBlock, text: str) -> bool:
    """Whether ``text`` opens the entry after ``kept``'s last numbered one: the next
    number in the same marker and no heading word after it ("7. John Smith and Ann Lee"
    after "6. …", not "7 Appendix")."""
    number = _NUMBER.match(text)
    if number is None or _END_WORD.match(text, number.end()):
        return False
    last = next((m for line in reversed(kept.lines) if (m := _NUMBER.match(line.text))), None)
    return (
        last is not None
        and number_shape(last) == number_shape(number)
        and number_value(number) == number_value(last) + 1
    )


_UNDER = 2  # the lines under a heading's prose line where an entry's venue and year would be
_INDENT = 2.0, 30.0  # points an entry's indented line (a hang, an annotation) sits right


def _after_entry(kept: TextBlock, line: BlockLine, earlier: TextBlock | None = None) -> bool:
    """Whether ``line`` may be a heading after ``kept``, the list's last kept block: the
    entry ``kept`` ends (from its last numbered line) holds a year, so is finished, and
    ``line`` is not indented under it as an entry's lines or an annotation are.  Where
    ``kept`` hangs right of ``earlier``, the block kept before it, by an indent
    (:data:`_INDENT`'s least or more, and under ``earlier``: a word processor's half
    inch, not a column's width), with no number (an entry's hanging lines read as a
    block of their own), the entry opened at ``earlier``'s last flush-left line."""
    lines = kept.lines
    numbered = [i for i, kl in enumerate(lines) if _NUMBER.match(kl.text)]
    if (
        not numbered
        and earlier is not None
        and _INDENT[0] <= kept.x0 - earlier.x0 < earlier.x1 - earlier.x0
    ):
        flush = [i for i, el in enumerate(earlier.lines) if el.x0 - earlier.x0 < _INDENT[0]]
        lines = [*earlier.lines[max(flush, default=0) :], *lines]
    first = max(numbered, default=0) if lines is kept.lines else 0
    if not any(YEAR.search(kl.text) for kl in lines[first:]):
        return False
    same_column = line.x0 < kept.x1 and kept.x0 < line.x1
    return not (same_column and _INDENT[0] <= line.x0 - kept.x0 <= _INDENT[1])
