"""Where an abstract ends (pure): the tests :mod:`~tapyre_paper_search.pdf.abstract` and
:mod:`~tapyre_paper_search.pdf.headingless` share — a line that heads what follows an
abstract (keywords, a section, the abstract in another language, a larger or bold
heading; a bold line opening with a lower-case word is a run-in label's wrapped end,
"Methods" / "and findings:", no heading, as "mRNA …", "iOS …" or "p53 …" are; a
byline that signs it, "— by Ann Lee and Bo Li"; a lead over names after a sentence's
end, "Contributors (8)" or "Prepared by", whatever its type: front43; a mail's sign-off
after a sentence's end, "Best wishes," :mod:`.mailsign`, front48; a bold heading in
capitals after a sentence's end, "MATERIALS", ends one of :data:`MIN_CAPS_WORDS` words
or more, shorter than :data:`MIN_WORDS`: front54) and a paragraph break much taller
than a line; and whether an abstract's text at the top of a page is ended before its
first paragraph's end (:func:`ended_in_paragraph`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import abstractcues, cues, structlabels
from tapyre_paper_search.pdf.closingbyline import is_closing_byline
from tapyre_paper_search.pdf.closinglabel import is_labelled_byline
from tapyre_paper_search.pdf.leadnames import is_lead
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.mailsign import is_signoff
from tapyre_paper_search.pdf.pagerrows import is_pager_row
from tapyre_paper_search.pdf.runinlabel import bold_runin
from tapyre_paper_search.pdf.studycredit import is_credit
from tapyre_paper_search.pdf.summaryafter import opens_summary

# An abstract has at least this many words before a bold line or a heading may end it.
MIN_WORDS = 25
# ... or this many before a bold heading in capitals after a sentence's end (front54).
MIN_CAPS_WORDS = 8
HEADING_MAX_CHARS = 70
# A paragraph break this many line heights tall ends an abstract without a heading after it.
_GAP_LINES = 2.4
# A gap between two lines wider than this many sizes is more than a blank line.
BLANK_LINE = 1.5
# A line's end that closes a sentence (a closing quote or bracket may follow).
_SENTENCE_END = re.compile(r"""[.!?][)\]"'”’]*\s*$""")
# A line that opens with a word of two letters or more, maybe after an opening bracket
# or quote (a symbol font's square reads as one letter: "n INTRODUCTION").
_OPENS_WORD = re.compile(r"""\s*[(\[“‘"']?[^\W\d_]{2}""")
# A line opening with a number ("2000. Intervention: …").
_OPENS_NUMBER = re.compile(r"\s*\d")
# Abstract words that also label a structured abstract's part ("**Summary** Planting …").
# A post's row of tags after its text, two or more words each opening with "#" (front59).
_TAG_ROW = re.compile(r"\s*#[^\W\d_][^#]*(?:#[^\W\d_][^#]*)+$")
_PART_LABEL = re.compile(r"\s*(?:(?:executive\s+)?summary|synopsis)\b", re.IGNORECASE)


def word_count(parts: Sequence[str]) -> int:
    return sum(len(p.split()) for p in parts)


def ends_abstract(
    line: Line,
    size: float,
    *,
    structured: bool,
    words: int,
    bold: bool = False,
    running: bool = False,
) -> bool:
    """Whether ``line`` ends an abstract set in ``size`` (see the module docstring);
    ``bold``: the abstract is set in bold, as ``line`` is; ``running``: the line before
    ends in mid-sentence, so a line opening with a number in the abstract's type goes on
    it ("64 Prozent zurück, …"; in a bold abstract, a bold one: "3 Overuse of …" after
    "… promoters.1–") rather than heading a section, and so does a line in
    lower case that names a section and goes on with more words ("motivation is, …"),
    unless something else (a larger size) makes it a heading."""
    text = line.text
    if abstractcues.is_abstract_heading(text) or (
        words and (abstractcues.abstract_runin(text) is not None or _bold_label(line, running))
    ):
        return True  # the abstract in another language ("**Abstract** We …" too)
    if abstractcues.is_after_abstract(text) and not (
        structured and structlabels.STRUCTURE_HEADING.match(text)
    ):
        return True  # (a label alone, "Subjects", is no subject-classification block)
    if opens_summary(text, running=running):  # "Lay summary", "Significance Statement. We …"
        return True
    if not running and is_closing_byline(line):  # (a dash in mid-sentence opens an aside)
        return True  # "— by Ann Lee and Bo Li" signs the abstract (:mod:`.closingbyline`)
    if not running and words and is_lead(text):  # "Contributors (8)" over the names (front43)
        return True
    if not running and words and is_signoff(text):  # "Best wishes," signs a mail off (front48)
        return True
    if not running and words and is_credit(text):  # "The study, by Ann Lee, …" (front51)
        return True
    if not running and words and _TAG_ROW.match(text):  # "#methods #open science" (front59)
        return True
    if not running and words and is_labelled_byline(text):  # "Course team: A, B" (front60)
        return True
    if not running and words and is_pager_row(text):  # "« Previous   Next »" (front61)
        return True
    short = len(text) <= HEADING_MAX_CHARS
    if (
        cues.NUMBERED_HEADING.match(text)
        and short
        # a bold abstract's line in its own bold, going on its sentence, is none (latex65)
        and (
            (line.bold and not (bold and running))
            or line.size >= size + 0.5
            or (words and not running)
        )
    ):
        return True
    heading = cues.SECTION_HEADING.match(text) if not structured and short else None
    if heading and not (running and _goes_on_sentence(text, heading.end())):
        return True
    if line.size > size + 1.5 and line.letters >= 3:
        return True  # a heading set larger than the abstract
    heading_like = (
        line.bold
        and not bold
        and short
        and not opens_roman(line)
        and not (running and _roman_number(line))
        and not text.rstrip().endswith((".", ",", ";"))
        and not _wrapped_label(text)
    )
    if not heading_like or line.letters < 3:
        return False
    # a heading in bold capitals after a sentence's end ends a short abstract too
    # ("… of local cohomology." / "**MATERIALS**"; front54)
    return words >= MIN_WORDS or (not running and words >= MIN_CAPS_WORDS and _capitals(text))


def _capitals(text: str) -> bool:
    """Whether ``text`` is written in capitals, one word at least four letters long."""
    words = [w for w in text.split() if w.isalpha()]
    return text == text.upper() and any(len(w) >= 4 for w in words)


def _bold_label(line: Line, running: bool) -> bool:
    """Whether ``line`` opens with a bold run-in abstract label ("**Abstract** We …") that
    heads another abstract: not a term set in bold that a sentence running on from the line
    before wraps to the line's start ("… maps text into / **Abstract** Meaning …"), nor a
    structured abstract's part labelled "**Summary**" or "**Synopsis**" (its labels, bold
    and run in without a stop, "**Background** Street …", may not tell it structured)."""
    if running or bold_runin(line) is None:
        return False
    return not _PART_LABEL.match(line.text)


def _goes_on_sentence(text: str, end: int) -> bool:
    """Whether ``text``, a line under one that ends in mid-sentence, whose words up to
    ``end`` name a section, goes on that sentence: it opens in lower case and carries
    words after the section's name ("The" / "motivation is, as for …"); the name alone
    ("introduction") heads a section."""
    return text.lstrip()[:1].islower() and any(c.isalnum() for c in text[end:])


def _wrapped_label(text: str) -> bool:
    """Whether bold ``text`` opens with a word all in lower-case letters: a run-in
    label's wrapped end ("and findings:"), no heading; a heading opening in lower case
    is a name or symbol with a capital or digit in it ("mRNA", "iOS", "p53")."""
    first = text.split(maxsplit=1)[0] if text.strip() else ""
    return first.isalpha() and first.islower()


def _roman_number(line: Line) -> bool:
    """Whether mostly bold ``line`` opens with a number in roman type ("2000. **Interven-
    tion:** None. **Measure-**"): under a line ending in mid-sentence that number goes on
    the sentence ("… from 1995 to" / "2000."), and the bold run-in labels after it head
    no section (latex49; a heading's number is set in its heading's type)."""
    return line.bold and line.lead.endswith("/") and bool(_OPENS_NUMBER.match(line.text))


def opens_roman(line: Line) -> bool:
    """Whether ``line`` is mostly bold but opens in roman ("LV sites. **Main outcome
    measures** Thirty-day": a justified line of few words with a run-in label): no
    heading, which opens in bold, and no turn of the text to bold.  The roman opening is
    a word: a heading's ornament in a font of its own ("■ **INTRODUCTION**", a square in
    a symbol font, which may read as one letter) or its number opens no sentence."""
    return line.bold and line.lead.endswith("/") and bool(_OPENS_WORD.match(line.text))


def wide_gap(previous: Line, line: Line, size: float) -> bool:
    """A paragraph break much taller than a line, in the same column."""
    gap = line.y0 - previous.y1
    same_column = line.x0 < previous.x1 and previous.x0 < line.x1
    return same_column and gap > size * _GAP_LINES


def ended_in_paragraph(lines: Sequence[Line], start: int, size: float, *, bold: bool) -> bool:
    """Whether something ends the text that opens at ``lines[start]`` (the abstract's
    ``size``, in bold or not) within its first paragraph: a line in another size,
    weight or slant, or one that :func:`ends_abstract` (a heading, keywords), after a
    line that ends a sentence (a caption or a footnote breaking the body mid-sentence
    ends nothing).  A paragraph break (a blank line, or an indented line in the same
    type) with the same type after it, or the page's end, leaves it unended: that is
    the body going on."""
    first = lines[start]
    for j in range(start + 1, len(lines)):
        line, previous = lines[j], lines[j - 1]
        if line.page != first.page:
            return False
        same = abs(line.size - first.size) <= 0.3 and (line.bold, line.italic) == (
            first.bold,
            first.italic,
        )
        if not same or ends_abstract(line, size, structured=False, words=MIN_WORDS, bold=bold):
            return _SENTENCE_END.search(previous.text) is not None
        if line.y0 - previous.y1 > size * BLANK_LINE or line.x0 > first.x0 + size:
            return False
    return False
