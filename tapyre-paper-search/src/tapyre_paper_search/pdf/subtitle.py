"""A title ending in a colon or a dash and its subtitle (pure): which lines right under the
title's last line go on with it, and the title over a subtitle chosen alone.  Used by
:mod:`~tapyre_paper_search.pdf.frontmatter`.  What a row's words say (a byline, names under
a numeral head, an adverb ending a cut row): :mod:`~tapyre_paper_search.pdf.subtitlewords`."""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import abstractcues, bodystart, cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.subtitlewords import adverb_end, byline, names_row
from tapyre_paper_search.pdf.words import known_word

_MAX_LINES = 4
# A subtitle set in a type this much over the body's is set apart from running text.
_ABOVE_BODY = 1.05
_SURE = 0.5
# A subtitle's lines follow each other, and its first the title's last, at most this
# many of their sizes apart (tops); a line set with the title is at least this share of
# its size and no wider than its widest line and a size more.
_STEP, _WITH_TITLE_SIZE = 1.6, 0.6
# A title's last line ends in a colon or a dash, or its subtitle's first opens with a
# dash; a sentence ending on a line (a full stop or "!" mid-line before a capital, or a
# full stop at its end) is prose; a question mark ends none ("Why Do They Fail? Evidence").
_ENDS_TITLE = re.compile(r"(?::|\s[-–—]|[–—])$")
# (two hyphens, a dash typed where no font's ligature made one: "-- Theory confronts
# experiment"; latex47)
_OPENS_SUBTITLE = re.compile(r"^(?:[–—]|--)\s*\w")
_SENTENCE_END = re.compile(r"[a-z]{2}(?:[.!]\s+[A-Z]|\.$)")
# An abbreviation's full stop ends no sentence ("Human vs. Machine Translation").
_ABBREVIATION = re.compile(r"\b(?:vs|cf|al|etc|viz|resp|approx)\.(?=\s|$)", re.IGNORECASE)
# A word in lower case ("from", "a comparative study"): a title-case subtitle keeps one,
# an affiliation or a dateline in capitalised pieces ("CERN, Geneva") has none.
_LOWER_WORD = re.compile(r"(?<!\w)[a-zäöüß]{2,}(?!\w)")
# A title's row cut after a word no title ends on ("Quantum Field Theory on", "Strong
# decays of"; latex47): the row set with it under it goes on with it, in whatever type.
# A series' head ending on its part's numeral after a stop ("… Interstellar Clouds.
# IX."; latex48) goes on too: the numeral numbers a paper whose own title follows.
_CUT_END = re.compile(
    r"\s(?:a|an|the|of|for|on|in|to|and|or|with|from|by|via|at|into|as|its|their"
    r"|between|under|over|toward|towards|through|without|within|about|versus)$"
    r"|[.:]\s+[IVXL]+\.$"
)
# The numeral head alone (review49: the names under it are asked more, names_row).
_NUMERAL_END = re.compile(r"[.:]\s+[IVXL]+\.$")
_PLACE_WORDS = 6
_OPENS_LOWER = re.compile(r"^[a-zäöüß]{2,}\b")


def with_subtitle(
    lines: Sequence[Line],
    group: list[int],
    body: float,
    names: Sequence[float] | None = None,
    abstract: Sequence[float] | None = None,
) -> list[int]:
    """``group`` (a title's line indices) and, when its last line ends with ":" or a dash
    ("… Cohort —") or the line under it opens with a dash ("— a systematic review"), up
    to four lines right below it that are its subtitle: set smaller or lighter than the
    title but apart from running text (larger than the body type; a line of body size
    only where the classifier is given and the run ends there rather than going on as
    a paragraph), none of them a line of names or an affiliation (``names``: each
    line's name-or-affiliation probability), an abstract heading or run-in, a line
    that starts the body, or a line of body size the classifier rates as abstract
    (``abstract``).  A subtitle set with the title (:func:`_set_with_title`: close
    under it, no wider, at least 0.6 of its size, in a type the line after it does not
    go on in) is taken whatever the body size and, when it holds a word in lower case or
    is an article and known words (:func:`_article_phrase`), whatever the classifier
    says (names and affiliations told by its words: none read strictly, no
    affiliation word, no e-mail; a line of capitalised pieces, "CERN, Geneva", is still
    judged by the classifier):
    a teaser set larger than the body makes the body size read too large.  Each line
    after the subtitle's first follows it at a line step (at most 1.6 sizes), in its
    style and alignment (a teaser's paragraph after a gap is no subtitle).
    A title with nothing of that kind below keeps its colon."""
    if not group or group[-1] + 1 >= len(lines):
        return group
    last = lines[group[-1]]
    below = lines[group[-1] + 1].text.lstrip()
    cut = _CUT_END.search(last.text.rstrip()) is not None or adverb_end(last.text.rstrip())
    if not (_ENDS_TITLE.search(last.text.rstrip()) or _OPENS_SUBTITLE.match(below)):
        if not (cut or _OPENS_LOWER.match(below)):
            return group
        return _cut_title(lines, group, body, names, abstract, cut=cut)
    widest = max(lines[i].width for i in group)
    out = list(group)
    opened_tight = False  # the subtitle's first line was set with the title
    for i in range(group[-1] + 1, min(len(lines), group[-1] + 1 + _MAX_LINES)):
        line, above = lines[i], lines[out[-1]]
        first = len(out) == len(group)
        # a row in another slant than the title's may run wider than it (latex47)
        tight = first and _set_with_title(
            lines, i, last, max(widest, line.width) if line.italic != last.italic else widest
        )
        large = tight or line.size > body * _ABOVE_BODY
        if (
            not 0 < line.y0 - above.y0 <= above.size * 2.4
            or (line.size < body * 0.95 and not (tight or opened_tight))
            or line.letters < 2
            or (not first and not _next_subtitle_line(above, line))
            or _not_subtitle(line, i, _judge(line, tight, names), abstract, large=large)
        ):
            break
        out.append(i)
        opened_tight = opened_tight or tight
    taken = out[len(group) :]
    if not taken:
        return group
    following = taken[-1] + 1
    if following < len(lines) and _runs_on(lines, taken[-1], following):
        return group  # the first lines of a paragraph (a headingless abstract's)
    if (
        lines[taken[0]].size <= body * _ABOVE_BODY
        and abstract is None
        and not _set_with_title(lines, taken[0], last, widest)
    ):
        return group
    return out


def _cut_title(
    lines: Sequence[Line],
    group: list[int],
    body: float,
    names: Sequence[float] | None,
    abstract: Sequence[float] | None,
    *,
    cut: bool,
) -> list[int]:
    """``group`` and the row under it where the title reads as going on there though its
    type changes (latex47: a head in large bold over the rest in smaller italics): its
    last row ``cut`` after a word no title ends on, or the row under it opening with a
    word in small letters ("The N-end rule pathway" / "regulates pathogen responses").
    The row must be in another weight or slant than the head (a row set only smaller is
    a line of its own: test_pdf_ocr_front39), set with the title
    (:func:`_set_with_title`, though wider than its head), larger than the body,
    no abstract's heading nor the body's start; one opening in small letters must not
    read as names or an affiliation either ("by Ann Lee"), nor any row a paper's history
    or a notice ("received 12 March 2024"), nor names under a cut one (a title may end
    on a stranded word: "Which Data Can We Rely on" over "Ilse Kreutzer and Marten
    Saar"; review47)."""
    i = group[-1] + 1
    line, last = lines[i], lines[group[-1]]
    # the rest of a cut title may run wider than its head: any width but a paragraph's
    if (
        (line.bold, line.italic) == (last.bold, last.italic)  # a size alone sets none apart
        or not _set_with_title(lines, i, last, line.width)
        or line.size <= body * _ABOVE_BODY
        or line.letters < 2
        or abstractcues.is_abstract_heading(line.text)
        or abstractcues.abstract_runin(line.text) is not None
        or bodystart.starts_body(line)
        or abstractcues.HISTORY.match(line.text) is not None
        or cues.NOISE.match(line.text) is not None
        or (not cut and _not_subtitle(line, i, _judge(line, True, names), abstract, large=True))
        or (cut and byline(line.text))
        or (_NUMERAL_END.search(last.text.rstrip()) and names_row(line.text))
    ):
        return group
    out = [*group, i]
    for k in range(i + 1, min(len(lines), i + _MAX_LINES)):
        if not _next_subtitle_line(lines[out[-1]], lines[k]) or _not_subtitle(
            lines[k], k, _judge(lines[k], False, names), abstract, large=True
        ):
            break
        out.append(k)
    return out


def _judge(line: Line, tight: bool, names: Sequence[float] | None) -> Sequence[float] | None:
    """The name-or-affiliation probabilities ``line`` is judged by: none (its words) for a
    line set with the title that holds a word in lower case or is an article and known
    words (:func:`_article_phrase`), else ``names``."""
    text = line.text
    return None if tight and (_LOWER_WORD.search(text) or _article_phrase(text)) else names


def _article_phrase(text: str) -> bool:
    """Whether ``text`` is an article and words the word lists know, in title case ("A
    Comparative Study"), which reads as a name with an initial ("A. Comparative Study")."""
    words = text.split()
    return (
        len(words) >= 2
        and "," not in text
        and words[0] in {"A", "An", "The"}
        and all(known_word(word.strip(".:;!?").lower()) for word in words[1:])
    )


def _set_with_title(lines: Sequence[Line], i: int, last: Line, widest: float) -> bool:
    """Whether ``lines[i]`` is set with the title ending in ``last`` (its widest line
    ``widest`` wide): close under it, at least 0.6 of its size, no wider, and the line
    after it (if any) not going on in its type and measure (no paragraph's first line)."""
    line = lines[i]
    return (
        0 < line.y0 - last.y0 <= last.size * _STEP
        and line.size >= last.size * _WITH_TITLE_SIZE
        and line.width <= widest + last.size
        and not (i + 1 < len(lines) and _runs_on(lines, i, i + 1) and _paragraph(lines, i))
    )


def _paragraph(lines: Sequence[Line], i: int) -> bool:
    """Whether the lines from ``i`` go on as a paragraph (five lines or more in one type)."""
    j = i
    while j + 1 < len(lines) and _runs_on(lines, j, j + 1):
        j += 1
    return j - i + 1 > _MAX_LINES


def _next_subtitle_line(above: Line, line: Line) -> bool:
    """Whether ``line`` goes on the subtitle line ``above``: at a line step, in its style,
    aligned with it on the left, the centre or the right."""
    return (
        0 < line.y0 - above.y0 <= above.size * _STEP
        and abs(line.size - above.size) <= 0.6
        and line.bold == above.bold
        and line.italic == above.italic
        and min(
            abs(line.x0 - above.x0),
            abs(line.x1 - above.x1),
            abs((line.x0 + line.x1) - (above.x0 + above.x1)) / 2,
        )
        <= above.size
    )


def _not_subtitle(
    line: Line,
    i: int,
    names: Sequence[float] | None,
    abstract: Sequence[float] | None,
    *,
    large: bool,
) -> bool:
    """Whether ``line`` is no subtitle; a line set larger than the body (``large``) is
    no abstract text, whatever the classifier says."""
    text = line.text
    if abstractcues.is_abstract_heading(text) or abstractcues.abstract_runin(text) is not None:
        return True
    if _SENTENCE_END.search(_ABBREVIATION.sub("", text.rstrip())):
        return True  # prose: a sentence ends on the line
    if bodystart.starts_body(line):
        return True
    if abstract is not None and abstract[i] >= _SURE and not large:
        return True
    if names is None:  # read from the words (a line set with the title, or no model)
        named = bool(names_in_line(text)) and not _article_phrase(text)
        # a long article phrase is a title's words though it names a field ("A Cohort
        # Study of … Routine Clinical Care"; latex47): a place's name is short
        place = cues.has_affiliation(text) and not (
            _article_phrase(text) and len(text.split()) > _PLACE_WORDS
        )
        return named or place or cues.has_email(text)
    return names[i] >= _SURE


def _runs_on(lines: Sequence[Line], last: int, following: int) -> bool:
    """Whether ``lines[following]`` goes on in the type and measure of ``lines[last]``
    (a paragraph runs on; a subtitle is set apart)."""
    a, b = lines[last], lines[following]
    return (
        abs(a.size - b.size) <= 0.3
        and a.bold == b.bold
        and a.italic == b.italic
        and 0 < b.y0 - a.y0 <= a.size * 1.6
        and abs(a.x0 - b.x0) <= a.size
    )


def title_above(lines: Sequence[Line], groups: Sequence[list[int]], chosen: list[int]) -> list[int]:
    """The title-like group that ends right above ``chosen`` with a colon (or a dash), set larger
    than ``chosen``, when there is one (``chosen`` is then its subtitle, set smaller,
    which the classifier may rate higher than the title's own lines), else ``chosen``.
    A kicker set smaller above the title ("Commentary:") is no title."""
    return next(
        (
            group
            for group in groups
            if group[-1] == chosen[0] - 1
            and _ENDS_TITLE.search(lines[group[-1]].text.rstrip())
            and lines[group[-1]].size > lines[chosen[0]].size + 0.3
        ),
        chosen,
    )
