"""A memorandum's header rows: the title given only as the subject row's value (pure).

A technical memorandum, a briefing note or an internal report opens with a block of
header rows, each a short label and a colon before its value ("TO:", "FROM:",
"DATE:", "SUBJECT:"; "An:", "Von:", "Datum:", "Betreff:"; "À :", "De :", "Objet :"),
and prints its title nowhere else: the subject row's value is the document's title.
Read as a page, the memo's heading ("TECHNICAL MEMORANDUM") was the title.  A laboratory
notebook's printed entry opens with rows of the same kind ("Notebook:", "Experiment:",
"Recorded by:", "Witnessed by:", "Date:"): its experiment is its subject, its recorders
its senders, the witness no author (front67).

:func:`read_memo` finds such a head: a row opening with a subject label
(:data:`_SUBJECT`) among at least :data:`_MIN_OTHER_ROWS` other header rows
(:data:`_HEADER`: addressee, sender, date, copies) whose labels line up with it in
one column, the first of them near the top of its page (at most
:data:`_MAX_ABOVE` lines above it: a heading).  The subject's value is the rest of
its line, or the line to the right of a label standing alone on it, with the lines
right under it that carry it on (in its type, neither a row of its own nor further
than :data:`_STEP` sizes down).  The sender row's names are the authors where they
read as names; a mail's sender row (an address in angle brackets) names only who sent
it, so the names signing the message are the authors, and its subject loses the tag a
list puts before it ("[preprint] Title", :mod:`~tapyre_paper_search.pdf.mailsign`;
labels may line up at their right edge, as a mail's do, and a label standing level
with the middle of its value of two lines comes after the value's first line, front48).
What is no title: a "Date:", "To:", "Version:" row's value, a
subject line in body text (no header rows around it, or far down the page), a
subject with no letter, and the subject of a cover letter's or a printed mail's rows
over a paper (a line below them on the page set larger than everything from the
page's top to the rows and :data:`_TITLE_RATIO` times their size, not of one or two
words nor numbered, which a memo's section heading is: the paper's own title, which
the title groups then take).

Cheap on other pages: only lines among the first :data:`_HEAD_LINES` of the first
page that open with a header word and a colon are looked at.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import authors_from_lines
from tapyre_paper_search.pdf.labelform import Form
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.mailsign import (
    is_mail_sender,
    sender_person,
    signoff_names,
    subject_title,
)
from tapyre_paper_search.pdf.normalize import normalize_inline

# A subject label in English, German, French, Spanish, Italian, Portuguese, Dutch and
# the Nordic languages: its row's value is the document's title.
_SUBJECT = re.compile(
    r"(?:subject|re|regarding|betreff|betr\.|objet|asunto|oggetto|assunto|onderwerp"
    r"|ämne|emne|aihe|experiment)",
    re.IGNORECASE,
)
# The other header labels (addressee, sender, date, copies, attention) in those languages.
_HEADER = re.compile(
    r"(?:to|from|date|cc|bcc|attn|attention|memo\s+to|an|von|datum|kopie|à|de"
    r"|copie|para|fecha|copia|a|da|data|aan|van|till|från|til|fra|kopi|dato"
    r"|notebook|witnessed\s+by|recorded\s+by)",
    re.IGNORECASE,
)
_SENDER = re.compile(r"(?:from|von|de|da|van|från|fra|recorded\s+by)", re.IGNORECASE)
# A header row: a label of a few letters, a colon, the value (or nothing: the value
# stands to the right, set apart by a tab).
_ROW = re.compile(r"\s*([^\W\d_][^\W\d_ .]*(?:\s[^\W\d_]+)?\.?)\s?:\s*(.*)")
_HEAD_LINES = 14
"""The header rows stand among the first lines of the page."""
_MAX_ABOVE = 3
"""At most this many lines (a heading, a logo's line) stand above the first row."""
_MIN_OTHER_ROWS = 2
"""Besides the subject, at least this many header rows."""
_COLUMN_SLACK = 2.0
"""The rows' labels line up within this many points."""
_STEP = 1.8
"""A line carrying the subject on starts at most this many of its sizes lower."""
_MAX_TITLE_LINES = 4
_ROW_SLACK = 0.3
"""Pieces of one row stand within this many of its sizes of its baseline."""
# A line ending in a word's hyphen (two letters or more before it): a hyphenation point.
_LINE_END_HYPHEN = re.compile(r"[^\W\d_]{2}-\s*$")
_TITLE_RATIO = 1.3
"""A paper's title under the rows is at least this many times the rows' size."""
_RAISED = 1.3
"""A value's first line stands at most this many of the label's sizes above it."""


def read_memo(lines: Sequence[Line]) -> Form | None:
    """The memorandum head on a page's ``lines`` (see the module), or ``None``: a
    :class:`~tapyre_paper_search.pdf.labelform.Form` whose title is the subject row's
    value and whose authors are the sender row's names."""
    head = [i for i in range(min(len(lines), _HEAD_LINES)) if lines[i].page == lines[0].page]
    rows: dict[int, tuple[str, str]] = {}
    for i in head:
        text = lines[i].text
        if ":" not in text[:16]:
            continue
        match = _ROW.fullmatch(text)
        label = " ".join(match.group(1).split()) if match is not None else ""
        if match is not None and (_SUBJECT.fullmatch(label) or _HEADER.fullmatch(label)):
            rows[i] = (label, match.group(2).strip())  # (a title's "X: y" is no row)
    subject = next((i for i, (label, _) in rows.items() if _SUBJECT.fullmatch(label)), None)
    if subject is None:
        return None
    x0 = lines[subject].x0
    x1 = lines[subject].x1  # labels set flush right in their column (a mail's, front48)
    others = [
        i
        for i, (label, _) in rows.items()
        if i != subject
        and (abs(lines[i].x0 - x0) <= _COLUMN_SLACK or abs(lines[i].x1 - x1) <= _COLUMN_SLACK)
    ]
    if len(others) < _MIN_OTHER_ROWS or min([subject, *others]) > _MAX_ABOVE:
        return None
    title, text = _value(lines, subject, rows[subject][1], set(rows))
    if not any(c.isalpha() for c in text) or _title_below(lines, max(rows)):
        return None
    sender = next((i for i in others if _SENDER.fullmatch(rows[i][0])), None)
    authors: tuple[str, ...] = ()
    if sender is not None:
        value = _value(lines, sender, rows[sender][1], set(rows))[1]
        authors = authors_from_lines([value])
        if is_mail_sender(value):  # a mail: the sign-off names everybody, the tag goes
            person = sender_person(value)  # "" for a list's robot (review56)
            sender_names = authors_from_lines([person]) if person else ()
            authors = signoff_names(lines, max(rows) + 1) or sender_names
            text = subject_title(text) or text
    return Form(tuple(title), authors, None, text)


def _title_below(lines: Sequence[Line], last: int) -> bool:
    """Whether a line after header row ``last`` on its page is set larger than every
    line from the page's top to that row and :data:`_TITLE_RATIO` times the rows' type:
    a paper's own title under a cover letter's or a mail's header rows."""
    floor = max(*(line.size for line in lines[: last + 1]), lines[last].size * _TITLE_RATIO)
    page = lines[last].page
    return any(
        line.page == page and line.size > floor + 0.1 and not _section_heading(line.text)
        for line in lines[last + 1 :]
    )


def _section_heading(text: str) -> bool:
    """Whether ``text`` is a memo's section heading rather than a paper's title: one or
    two words ("Background", "Key findings") or numbered ("1. Scope of the work")."""
    return len(text.split()) <= 2 or bool(cues.NUMBERED_HEADING.match(text))


def _value(lines: Sequence[Line], row: int, rest: str, rows: set[int]) -> tuple[list[int], str]:
    """The lines and the text of header row ``row``'s value: ``rest`` (after its label
    and colon) or, where that is empty, the line to the right on its row; then the
    lines right under it that carry it on."""
    taken = [row]
    texts = [rest] if rest else []
    label = lines[row]
    last = label
    if not rest:
        beside = next(
            (
                j
                for j in range(row + 1, min(len(lines), row + 3))
                if lines[j].page == label.page
                and lines[j].x0 > label.x1
                and abs(lines[j].y0 - label.y0) <= label.size * 0.5
            ),
            None,
        )
        beside = _raised_value(lines, row, rows) if beside is None else beside
        if beside is None:
            return [], ""
        taken.append(beside)
        texts.append(lines[beside].text.strip())
        last = lines[beside]
    for j in range(max(taken) + 1, len(lines)):
        line = lines[j]
        if j in rows or line.page != label.page or not line.same_type(last):
            break
        if texts and _piece_of_row(line, lines[taken[-1]]):
            # a justified cell's line read as pieces apart by wide gaps: one row still
            texts[-1] = f"{texts[-1]} {line.text.strip()}"
        elif len(texts) >= _MAX_TITLE_LINES or not 0 < line.y0 - last.y0 <= last.size * _STEP:
            break
        else:
            texts.append(line.text.strip())
        taken.append(j)
        last = line
    return taken, _joined(texts)


def _raised_value(lines: Sequence[Line], row: int, rows: set[int]) -> int | None:
    """The first line of a value of two or three lines that label ``row`` stands
    level with the middle of (a table cell's label centred on it: its first line stands
    up to :data:`_RAISED` of the label's sizes higher, read before or after it; front48),
    unless that line is level with another row's label."""
    label = lines[row]
    for j in range(max(0, row - 2), min(len(lines), row + 3)):
        line = lines[j]
        if (
            j != row
            and line.page == label.page
            and line.x0 > label.x1
            and 0 < label.y0 - line.y0 <= label.size * _RAISED
            and not any(abs(lines[r].y0 - line.y0) <= label.size * _ROW_SLACK for r in rows)
        ):
            return j
    return None


def _piece_of_row(line: Line, before: Line) -> bool:
    """Whether ``line`` carries on the row of ``before`` to its right (same baseline
    within a third of its size, starting past its end): a piece of a line that a wide
    gap parted ("A" | "Triple-Stain" | "Flow" in a stretched table cell)."""
    return (
        line.page == before.page
        and abs(line.y0 - before.y0) <= before.size * _ROW_SLACK
        and line.x0 >= before.x1 - 1.0
    )


def _joined(texts: Sequence[str]) -> str:
    """The value's lines ``texts`` joined with spaces, a word hyphenated at a line's end
    made whole where the joined word is one (a subject set in a narrow table cell:
    "inter-" / "ventions" is "interventions"; "pre-" / "and post-" stays)."""
    text = " ".join(" ".join(texts).split())
    if not any(_LINE_END_HYPHEN.search(t) for t in texts[:-1]):
        return text
    return normalize_inline(text)
