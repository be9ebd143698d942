"""A letter about the paper: its subject or quoted title, its signatories (pure; front52).

A cover letter submitting a paper, a letter to an editor or a letter of support opens
with a letterhead (an institution, a department), a date, the addressee's name and
position, then a salutation ("Dear Dr. Diaz,"); the paper's title stands only in a
subject line ("Re: …", "Subject: …") or in quotation marks in the letter's first
sentences ("… our manuscript entitled “…” for consideration"), its abstract may be
quoted after a sentence announcing it ("Its abstract reads:"), and its authors sign
under the closing ("Sincerely," then a name a line, each maybe with an institution).
Read as a paper, the letterhead's institution was the title, the addressee one of the
authors and the abstract ran from the date to the closing.

:func:`read_letter` reads such a page as a label form
(:class:`~tapyre_paper_search.pdf.labelform.Form`) where, on the page's first lines, a
salutation (:data:`_SALUTATION`, English, German, French, Spanish, Italian, Dutch: a
short line ending with a comma or a colon) is followed on the page by a closing
formula alone on its line (:data:`~tapyre_paper_search.pdf.mailsign.CLOSING`, or a
letter's own, :data:`_CLOSING`: "Sincerely yours", "Yours faithfully"), and
the letter names a title:

* the title is a subject line's value (:data:`_SUBJECT`) above the letter's first
  :data:`_FIRST_LINES` lines after the salutation, else the first quoted span of
  :data:`_MIN_WORDS` words or more among those lines (quotation marks of any
  language; a comma or full stop inside the closing mark dropped); none: no letter;
* the authors are the names signing under the closing: of each line of the signature
  block (:data:`_MAX_SIGNED` at most, in the closing's type, neither bold nor a blank
  space larger than :data:`_STEP` lines apart; parenthesised notes dropped), the part
  before its first comma where it reads as a name (a title "Dr.", "Prof." dropped; a
  line naming a position or an institution is skipped, and so are the lines under it
  up to a blank space: that person's), or a line's names joined by "and" ("Ann Lee
  and Bo Chen"; "Bo Chen, ETH Zurich" is one name and a place); where blank spaces part
  the block into two cards or more and one card's name stands over a line that reads
  as no name, every card's lines under its name are that person's ("Bo Chen" / "ETH
  Zurich": front53);
  the addressee above the salutation is never read;
* the abstract label is the line ending with a colon after the salutation whose
  sentence announces an abstract or a summary (:data:`_ANNOUNCE`): the abstract is
  read under it, up to where an indented quotation returns to the letter's margin
  (``Form.abstract_end``), else up to the closing.

Cheap on other pages: only the page's first :data:`_TOP` lines are matched against
the salutation.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from tapyre_paper_search.pdf.academictitles import HONORIFIC as _HONORIFIC
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.labelform import Form
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.mailsign import is_signoff
from tapyre_paper_search.pdf.namesonly import BRACKETED, only_names

_TOP = 20
_FIRST_LINES = 8
_MIN_WORDS = 3
_MAX_SIGNED = 12
_STEP = 3.5
"""A signature block's next line stands at most this many of its sizes lower (a
signature's space under the closing, a blank line between two signatories)."""
_LINE_STEP = 1.9
"""Lines of one signatory's block stand at most this many of their sizes apart."""
_SIZE_SLACK = 1.5
"""The signature block's lines are set within this many points of the closing's size."""
_INDENT = 6.0
"""An indented quotation starts at least this many points right of the letter's margin."""
_SALUTATION = re.compile(
    r"\s*(?:dear|to\s+whom\s+it\s+may\s+concern|to\s+the\s+editors?|sehr\s+geehrte[rs]?|liebe[rs]?"
    r"|ch[eè]re?s?|madame|monsieur|estimad[oa]s?|querid[oa]s?|gentile|egregi[oa]"
    r"|geachte)\b[^;:,]{0,60}[,:]\s*",
    re.IGNORECASE,
)
_SUBJECT = re.compile(
    r"\s*(?:re|subject|regarding|betreff|betr\.|objet|asunto|oggetto|assunto|onderwerp)"
    r"\s*:\s*(.+)",
    re.IGNORECASE,
)
_QUOTED = re.compile(r"[“\"«„‘]\s*([^“”\"«»„]+?)\s*[”\"»“’]")
_ANNOUNCE = re.compile(
    r"\b(?:abstract|summary|zusammenfassung|kurzfassung|r[ée]sum[ée]|resumen|riassunto"
    r"|sintesi|samenvatting)\b",
    re.IGNORECASE,
)
# Closings of a letter that a mail's sign-off (mailsign.CLOSING) lacks.
_CLOSING = re.compile(
    r"\s*(?:sincerely\s+yours|yours\s+(?:faithfully|truly|respectfully)|respectfully"
    r"(?:\s+yours)?|hochachtungsvoll|veuillez\s+agr[ée]er.*|le\s+saluda\s+atentamente"
    r"|distinti\s+saluti|met\s+vriendelijke\s+groet(?:en)?)\s*[,.]?\s*",
    re.IGNORECASE,
)
_JOINED = re.compile(r"\s(?:and|und|et|y|e)\s|\s&\s", re.IGNORECASE)


def read_letter(lines: Sequence[Line]) -> Form | None:
    """The letter on a page's ``lines`` read as a form (see the module), or ``None``."""
    if not lines:
        return None
    page = lines[0].page
    top = [i for i in range(min(len(lines), _TOP)) if lines[i].page == page]
    greeting = next((i for i in top if _SALUTATION.fullmatch(lines[i].text)), None)
    if greeting is None:
        return None
    closing = next(
        (
            i
            for i in range(greeting + 1, len(lines))
            if lines[i].page == page and is_closing(lines[i].text)
        ),
        None,
    )
    if closing is None:
        return None
    found = _subject(lines, greeting) or _quoted(lines, greeting, closing)
    if found is None:
        return None
    title, text = found
    label = _announcing(lines, greeting, closing)
    end = None if label is None else _quotation_end(lines, label, closing)
    return Form(title, _signed(lines, closing), label, text, end)


def is_closing(text: str) -> bool:
    """Whether ``text`` (a line) closes a letter or a message: a sign-off
    (:func:`~.mailsign.is_signoff`) or a letter's own closing alone ("Yours faithfully,")."""
    return is_signoff(text) or _CLOSING.fullmatch(text) is not None


def _subject(lines: Sequence[Line], greeting: int) -> tuple[tuple[int, ...], str] | None:
    """A subject line's value above the salutation or among the first lines after it."""
    for i in range(min(len(lines), greeting + _FIRST_LINES)):
        match = _SUBJECT.fullmatch(lines[i].text)
        if match is not None:
            value = match.group(1).strip()
            quoted = _QUOTED.search(value)
            value = quoted.group(1) if quoted is not None else value
            if len(value.split()) >= _MIN_WORDS:
                return (i,), value.rstrip(".,;")
    return None


def _quoted(
    lines: Sequence[Line], greeting: int, closing: int
) -> tuple[tuple[int, ...], str] | None:
    """The first quoted span of :data:`_MIN_WORDS` words or more in the letter's first
    lines after the salutation, and the lines it stands on."""
    starts: list[tuple[int, int]] = []
    text = ""
    for i in range(greeting + 1, min(closing, greeting + 1 + _FIRST_LINES)):
        starts.append((len(text), i))
        text += lines[i].text.strip() + " "
    for match in _QUOTED.finditer(text):
        value = match.group(1).strip().rstrip(".,;")
        if len(value.split()) >= _MIN_WORDS:
            spanned = tuple(
                i for at, i in starts if match.start() - len(lines[i].text) <= at < match.end()
            )
            return spanned, " ".join(value.split())
    return None


def _announcing(lines: Sequence[Line], greeting: int, closing: int) -> int | None:
    """The line ending with a colon whose sentence announces the abstract, if any."""
    for i in range(greeting + 1, closing):
        if not lines[i].text.rstrip().endswith(":"):
            continue
        sentence = " ".join(line.text for line in lines[max(greeting + 1, i - 1) : i + 1])
        last = re.split(r"[.!?]\s", sentence)[-1]
        if _ANNOUNCE.search(last):
            return i
    return None


def _quotation_end(lines: Sequence[Line], label: int, closing: int) -> int:
    """The line an abstract quoted under ``label`` stops before: where an indented
    quotation returns to the letter's margin (the label's left edge), else the
    closing."""
    margin = lines[label].x0
    if label + 1 >= closing or lines[label + 1].x0 < margin + _INDENT:
        return closing
    return next((j for j in range(label + 2, closing) if lines[j].x0 < margin + _INDENT), closing)


def _signed(lines: Sequence[Line], closing: int) -> tuple[str, ...]:
    """The names of the signature block under the closing line (see the module)."""
    names: list[str] = []
    block = _block(lines, closing)
    carded = _carded(block)
    placed = False  # a person's position or place read: their lines go on to a blank
    for line, opens in block:
        placed = placed and not opens
        if carded and not opens:
            continue  # a signatory's card: the lines under the name are theirs (front53)
        text, first, whole = _pieces(line)
        if placed:
            continue
        if len(whole) > 1 and only_names(text, whole):
            names.extend(whole)
        elif names_in_line(first) == [first]:
            names.append(first)
        else:
            placed = bool(names)
    return tuple(dict.fromkeys(names))


def _block(lines: Sequence[Line], closing: int) -> list[tuple[Line, bool]]:
    """The signature block's lines under the closing, each with whether a blank space
    sets it apart from the line above (it opens a signatory's card)."""
    out: list[tuple[Line, bool]] = []
    last = opening = lines[closing]
    for line in lines[closing + 1 : closing + 1 + _MAX_SIGNED]:
        step = line.y0 - last.y0
        if line.page != last.page or not 0 < step <= _STEP * last.size:
            break
        if line.bold or abs(line.size - opening.size) > _SIZE_SLACK:  # a heading: the body's
            break
        out.append((line, step > _LINE_STEP * last.size))
        last = line
    return out


def _pieces(line: Line) -> tuple[str, str, list[str]]:
    """A signature line's text (notes and honorifics dropped), the part before its first
    comma, and its names where they are joined by "and"."""
    text = _HONORIFIC.sub("", BRACKETED.sub("", line.text).strip())
    first = _HONORIFIC.sub("", text.split(",", 1)[0].strip())
    return text, first, names_in_line(text) if _JOINED.search(text) else []


def _carded(block: list[tuple[Line, bool]]) -> bool:
    """Whether the block is signatories' cards set apart by blank spaces: two cards or
    more, one of them a name over a line that reads as no name (a position, a place).
    Each card's lines under its name are then that person's, whatever they read as
    ("Bo Chen" / "ETH Zurich"); signatories a line each, with no blank between, are
    read a name a line as before (front53)."""
    opened = sum(1 for _, opens in block if opens)
    if opened < 2:
        return False
    for (above, _), (line, opens) in pairwise(block):
        if opens:
            continue
        _, first, _ = _pieces(above)
        _, under, whole = _pieces(line)
        named = names_in_line(first) == [first]
        if named and not whole and names_in_line(under) != [under]:
            return True
    return False


__all__ = ["is_closing", "read_letter"]
