"""Which abstract a paper with two, in two languages, stores (pure).

The rule: **the abstract in the language of the title; when the title's language
cannot be told, the first abstract printed.**  Languages are English, German and
French (:func:`~tapyre_paper_search.pdf.language.text_language`; a title needs one
point of evidence).  Two abstracts count as two languages only when both are told
and differ; one language, or text that cannot be told, keeps what was found.

:func:`in_title_language` looks at the abstract found under a heading and at

* a run of lines the classifier is sure is abstract, set without a heading above it
  (a German paper's own abstract, then "Abstract" and its English translation); when
  the title's language cannot be told, only if the text after the found abstract is
  in the run's language (else the run is more likely an epigraph or a quotation) or
  the title and the run are both Spanish or Italian (told only as "other") and the run
  is no epigraph (opening with a quotation mark, or signed on the line after it);
* a second abstract under its own heading or run-in label ("Abstract", "Summary",
  "Zusammenfassung", "Kurzfassung", "Résumé"; alone, run in with a stop, or bold and
  run in) after the found one, past keyword, dates and correspondence lines, before
  the first section heading (a French "Résumé" and "Mots-clés", then "Abstract");
* a run-in label in another language inside the found abstract, where the first
  abstract ran on into the second because its label was not seen as one (a browser
  print's bold "Abstract" with no bold flag): the found text is cut there.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import replace

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import bodystart, cues, headingless
from tapyre_paper_search.pdf.abstractcarry import carry_on
from tapyre_paper_search.pdf.frontauthors import in_boxes
from tapyre_paper_search.pdf.language import text_language, title_language
from tapyre_paper_search.pdf.lineclasses import ABSTRACT
from tapyre_paper_search.pdf.lines import Line

# How many lines after the found abstract a second one's label may sit (keywords,
# dates and correspondence lines between).
_SECOND_WITHIN = 12
# How many lines after the found abstract tell the paper's language (title untold).
_BODY_LINES = 30
# A label run in without punctuation inside an abstract: the word, a space, a capital.
_TWO_LABELS = re.compile(rf"^\s*{cues.TWO_LABELS}", re.IGNORECASE)
# Where a sentence ends and the next begins.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
# A sentence ended: a stop, then a capital or the text's end (not "z. B. die").
_ENDED = re.compile(r"[.!?]\s*(?:$|(?=(?-i:[A-ZÀ-ÖØ-Þ])))")
_RUNIN_LABEL = re.compile(
    rf"^\s*(?:{cues.ABSTRACT_WORDS})\s+(?=(?-i:[A-ZÀ-ÖØ-Þ]))(\S.*)$", re.IGNORECASE
)


def _differ(first: str, second: str) -> bool:
    """Whether two texts are told in two different languages."""
    one, other = text_language(first, other=True), text_language(second, other=True)
    return bool(one and other and one != other)


def _pick(title: str, first: abstracts.Abstract, second: abstracts.Abstract) -> abstracts.Abstract:
    """``second`` (printed after ``first``) when it is in the title's language and
    ``first`` is not; else ``first``."""
    language = title_language(title)
    if not language or not _differ(first.text, second.text):
        return first
    if text_language(second.text) == language != text_language(first.text):
        return second
    return first


def in_title_language(
    lines: Sequence[Line],
    after: int,
    found: abstracts.Abstract,
    probs: NDArray[np.float64] | None,
    title: str,
    *,
    height: float = 0.0,
) -> abstracts.Abstract:
    """The abstract the paper stores among ``found`` (under a heading, at or after
    line ``after``, the first line under the title) and the others around it (see the
    module's docstring); ``height``: the page's."""
    found = _split_runin(lines, found, title, height)
    found = _split_block(lines, found, title)
    if probs is not None and found.start > after:
        before = _headingless_before(lines, after, found, probs)
        if (
            before is not None
            and _differ(before.text, found.text)
            and (
                title_language(title)
                or _told_after(lines, found) == text_language(before.text)
                or _both_other(title, lines, before, found)
            )
        ):
            return _pick(title, before, found)
    second = _second_after(lines, found, height)
    if second is not None:
        return _pick(title, found, second)
    return found


def _both_other(
    title: str, lines: Sequence[Line], before: abstracts.Abstract, found: abstracts.Abstract
) -> bool:
    """Whether ``title`` and ``before`` are both Spanish or Italian (told only as "other"):
    a paper's own headingless abstract above the English one under its heading, in the
    title's language though neither is told apart (lang33; the first printed is stored).
    Not an epigraph: a run opening with a quotation mark, or signed on the line after it
    before ``found``'s heading ("— Miguel de Cervantes")."""
    end = max(before.used) + 1
    if before.text.lstrip()[:1] in _QUOTES or (
        end < found.start and _SIGNED.match(lines[end].text)
    ):
        return False
    return (
        text_language(title, least=1, title=True, other=True)
        == "other"
        == text_language(before.text, other=True)
    )


# An epigraph's marks: its opening quotation mark, a dash before its author's name.
_QUOTES = "\"'“”„«»‘‚"
_SIGNED = re.compile(r"^\s*[—–―-]\s*\S")


def _told_after(lines: Sequence[Line], found: abstracts.Abstract) -> str:
    """The language of the text after ``found`` (the paper's, when its title is untold)."""
    return text_language(" ".join(line.text for line in lines[max(found.used) + 1 :][:_BODY_LINES]))


def _headingless_before(
    lines: Sequence[Line], after: int, found: abstracts.Abstract, probs: NDArray[np.float64]
) -> abstracts.Abstract | None:
    """A run of lines between ``after`` and the found abstract's heading that the
    classifier is sure is abstract (weighed by the lines' lengths, so a short last line
    it doubts counts little); a box of key points ("Highlights") is none."""
    scores = list(probs[:, ABSTRACT])
    boxed = in_boxes(lines, range(after, found.start))
    candidates = [i for i in range(after, found.start) if i not in boxed]
    before = headingless.from_probabilities(lines, candidates, scores)
    if before is None:
        return None
    sure = sum(scores[i] * len(lines[i].text) for i in before.used)
    if sure < headingless.SURE_ABSTRACT * sum(len(lines[i].text) for i in before.used):
        return None
    return before


def _second_after(
    lines: Sequence[Line], found: abstracts.Abstract, height: float
) -> abstracts.Abstract | None:
    """An abstract under its own heading or run-in label within a few lines after
    ``found``, before the first section heading, on its page."""
    end = max(found.used) + 1
    stop = min(len(lines), end + _SECOND_WITHIN)
    for k in range(end, stop):
        if lines[k].page != lines[found.start].page or bodystart.is_section_heading(lines[k]):
            stop = k
            break
    if end >= stop:
        return None
    return abstracts.find_heading(lines, end, stop, height=height)


def signed_lines(lines: Sequence[Line], found: abstracts.Abstract, height: float) -> frozenset[int]:
    """The lines of the other language's abstract under its own heading right after
    ``found`` (:func:`_second_after`), where there is one, else ``found``'s: a byline
    closing both ("Abstract …" / "Zusammenfassung …" / "— by A and B") follows them."""
    after = _second_after(lines, found, height) if found.used else None
    return after.used if after is not None and after.used else found.used


def _split_runin(
    lines: Sequence[Line], found: abstracts.Abstract, title: str, height: float
) -> abstracts.Abstract:
    """``found`` cut before a line inside it that opens with an abstract label run in
    with no stop ("Abstract We …") where the text before and the text from there on are
    told in two languages; the stored one of the two by :func:`_pick`."""
    used = sorted(i for i in found.used if i > found.start)
    for i in used[1:]:
        cut = _cut_at(lines, found, [j for j in used if j >= i], height)
        if cut is not None:
            return _pick(title, *cut)
    return found


def labelled_inferred(
    lines: Sequence[Line], found: abstracts.Abstract, title: str, height: float
) -> abstracts.Abstract:
    """``found``, an abstract found without a heading, with the labels run in with no
    stop that it holds (lang29):

    * its first line opens with one set in another font than the next line ("Abstract
      In this paper …", "Résumé Un modèle …": a browser's bold or italic label in a Type3
      font, or one with no bold flag, was no heading the reader saw): read again under
      it, its text without the label and ended by what ends an abstract under a label
      (a dates line), and of two in two languages, the title's
      (:func:`in_title_language`: "Résumé Nous …" run in after "Abstract In …");
    * else a line inside it opens with one where the text before and from there on are
      told in two languages (a headingless English lead paragraph, then "Riassunto Un
      …"): cut there (:func:`_cut_at`), the stored one of the two by :func:`_pick` (the
      first without a label run in on its first line: "Abstract We …" then "Résumé
      Nous …" in one font).

    Any other ``found`` is returned as it is."""
    start = found.start
    used = sorted(i for i in found.used if i > start)
    match = _RUNIN_LABEL.match(lines[start].text)
    if match is not None and used and _label_apart(lines[start], lines[used[0]]):
        headed = abstracts.collect(lines, start, start + 1, first=match.group(1), height=height)
        if headed.text:
            return in_title_language(lines, start, headed, None, title, height=height)
    for i in used:
        cut = _cut_at(lines, found, [j for j in used if j >= i], height)
        if cut is None:
            continue
        first, second = cut
        label = _RUNIN_LABEL.match(first.text) if match is not None else None
        if label is not None:  # the first one's label, set in its text's font
            first = abstracts.Abstract(label.group(1), start, first.used, first.inferred)
        return _pick(title, first, second)
    # An English paragraph in italics, then the paper's own in roman (one block, no
    # label: office ``colopen``'s one-block order, lang33); kept from ``found``'s first
    # line, as ``carry_on_in_title_language`` keeps it (the author zone ends there).
    kept = _split_block(lines, found, title, apart=True)
    return replace(kept, start=start) if kept.start != start else kept


def _label_apart(first: Line, second: Line) -> bool:
    """Whether ``first``, a line opening with a label, sets it in another font than
    ``second``, the next line of its text, while the rest of ``first`` is in that text's
    weight and slant: a label set apart by its font alone.  A first line wholly in
    another type (italic, bold: "*Summary Statistics of …*" opening a paper's lead
    paragraph) holds no label (review85)."""
    return first.lead != second.lead and (first.bold, first.italic) == (
        second.bold,
        second.italic,
    )


def carry_on_in_title_language(
    lines: Sequence[Line], found: abstracts.Abstract, height: float, title: str
) -> abstracts.Abstract:
    """``found`` carried on to the next page's ``lines``
    (:func:`~tapyre_paper_search.pdf.abstractcarry.carry_on`) and, where a line it took
    there opens with a label run in with no stop in another language (an English
    abstract that ran onto page 2, the German one after it), cut there: the stored one
    of the two by :func:`_pick`.  The first line taken may be the label (the first
    abstract ended at the foot of its page).  Where none is, a second abstract under its
    own heading or label after the lines taken (:func:`_second_after`, as on the first
    page: "… in all species." / "**Résumé** Nous …") is the other one (lang29).

    The contract (lang29, readerO item 6): ``start`` and ``used`` are always ``found``'s,
    the first page's lines (its heading and the lines under it: the author zone, the
    next column and the search for a second abstract on that page leave them out),
    whichever of the two texts is kept; ``carried`` holds the next page's lines of the
    text kept (from the label on when the second abstract is kept, the lines before the
    label when the first is)."""
    more = carry_on(lines, found, height)
    taken = sorted(more.carried)
    for i in taken:
        cut = _cut_at(lines, more, [j for j in taken if j >= i], height)
        if cut is not None:
            first, second = cut
            kept = _pick(title, first, second)
            carried = second.used if kept is second else frozenset(j for j in taken if j < i)
            return abstracts.Abstract(
                kept.text, found.start, found.used, found.inferred, carried=carried
            )
    # The other language's under its own label after the lines taken there, or opening
    # the page where none was taken (a label closed by a stop ends the first there:
    # "Zusammenfassung. Die …", "Résumé. — Nous …", readerP).
    went_on = abstracts.Abstract("", taken[0], frozenset(taken)) if taken else None
    after = _second_after(lines, went_on, height) if went_on else _second_at_top(lines, height)
    if after is not None and _pick(title, more, after) is after:
        return abstracts.Abstract(
            after.text, found.start, found.used, found.inferred, carried=after.used
        )
    return more


def _second_at_top(lines: Sequence[Line], height: float) -> abstracts.Abstract | None:
    """An abstract under its own heading or run-in label within the first few lines of
    the page an abstract ended at the foot of the page before, before its first section
    heading."""
    stop = min(len(lines), _SECOND_WITHIN)
    for k in range(stop):
        if lines[k].page != lines[0].page or bodystart.is_section_heading(lines[k]):
            stop = k
            break
    return abstracts.find_heading(lines, 0, stop, height=height) if stop > 0 else None


def _cut_at(
    lines: Sequence[Line], found: abstracts.Abstract, rest: list[int], height: float
) -> tuple[abstracts.Abstract, abstracts.Abstract] | None:
    """``found`` cut before ``lines[rest[0]]``, the first of the lines ``rest`` it took to
    its end on that page, when that line opens with a label run in with no stop and the
    text before and from there on are told in two languages: the two abstracts (the
    first's ``used``: ``found``'s lines indexed below the label's, which means lines
    before it only where both are on one page; the second's: the label's line and those
    after it), the stored one :func:`_pick`'s; ``None`` when not.  The cut is where the
    text of ``rest`` starts in ``found``'s (the text of those lines, as the abstract's
    text is made; without the last line when it is not found, which a hyphen may join to
    the next page's).  No cut where the text comes back to the first one's language
    (:func:`_comes_back`)."""
    i = rest[0]
    match = _RUNIN_LABEL.match(lines[i].text)
    if match is None:
        return None
    at = -1
    for keep in (rest, rest[:-1]):
        tail = abstracts.finish(lines[j].text for j in keep)
        if tail:
            at = found.text.rfind(tail)
        if at > 0:
            break
    if at <= 0:
        return None
    head = found.text[:at].rstrip()
    if not _differ(head, found.text[at:]) or _comes_back(lines, head, rest):
        return None
    first = abstracts.Abstract(
        head, found.start, frozenset(j for j in found.used if j < i), found.inferred
    )
    second = abstracts.collect(lines, i, i + 1, first=match.group(1), height=height)
    return first, second


def _comes_back(lines: Sequence[Line], head: str, rest: list[int]) -> bool:
    """Whether the last of ``rest`` (the lines from a run-in label on) is told in
    ``head``'s language while the lines from the label to it end no sentence: the text
    after the label came back to the first one's language within the sentence it
    quoted, so the label's line was a quotation in another language inside one abstract
    ("… foresters. / Summary Die Daten … erhoben, / as the summary says."), not a second
    abstract (lang29, review77 item 5).  A second abstract is whole sentences, whatever
    its last line quotes ("… erhoben. / Weber A (2021) The growth of …", review85)."""
    if len(rest) < 2:
        return False
    told = text_language(lines[rest[-1]].text, other=True)
    if not told or told != text_language(head, other=True):
        return False
    quoted = " ".join(lines[j].text for j in rest[:-1])
    return _ENDED.search(quoted) is None


def _split_block(
    lines: Sequence[Line], found: abstracts.Abstract, title: str, *, apart: bool = False
) -> abstracts.Abstract:
    """``found``, under two labels ("Abstract — Zusammenfassung": both abstracts in one
    block, one paragraph each), cut at the first paragraph's end (a line ending a
    sentence short of the block's right edge, the next opening with a capital) where the
    text before and the text from there on are told in two languages and the paragraph
    after it is not told in the first text's language (:func:`_goes_on`; a structured English
    abstract's last part, "Conclusions The …", then the other language's paragraph,
    lang33); where no such line is short (a last row that fills the measure), at a
    sentence's end whose two sides hold (:func:`_sides_hold`).  With ``apart`` (a
    headingless ``found``, no labels needed, lang33) only where the two paragraphs are
    set apart, one wholly in italics and the other wholly not (:func:`_set_apart`).
    The stored one of the two by :func:`_pick`.  Any other ``found`` is returned as it
    is."""
    if found.start >= len(lines):
        return found
    if not apart and not _TWO_LABELS.match(lines[found.start].text):
        return found
    used = sorted(i for i in found.used if i > found.start)
    if len(used) < 2:
        return found
    right = max(lines[i].x1 for i in used)
    for short in (True, False):
        for previous, i in itertools.pairwise(used):
            before, line = lines[previous], lines[i]
            ends = before.text.rstrip().endswith((".", "!", "?"))
            if not ends or not line.text[:1].isupper():
                continue
            if short and before.x1 > right - 2 * before.size:
                continue
            if apart and (
                before.italic == line.italic or not _set_apart(lines, [found.start, *used], i)
            ):
                continue
            tail = abstracts.finish(lines[j].text for j in used if j >= i)
            at = found.text.rfind(tail) if tail else -1
            if at <= 0 or not _differ(found.text[:at], tail):
                continue
            if not short and not _sides_hold(found.text[:at], tail):
                continue
            if _goes_on(lines, [j for j in used if j >= i], right, found.text[:at]):
                continue  # the first text goes on past this paragraph's end
            head = found.text[:at].rstrip()
            first = abstracts.Abstract(
                head, found.start, frozenset(j for j in found.used if j < i), found.inferred
            )
            second = abstracts.Abstract(
                found.text[at:], i, frozenset(j for j in found.used if j >= i), found.inferred
            )
            return _pick(title, first, second)
    return found


def _set_apart(lines: Sequence[Line], block: list[int], i: int) -> bool:
    """Whether the lines of ``block`` before ``i`` are in one style and those from ``i`` on
    in the other (italics or not): two paragraphs set apart, not a quotation in the
    other style inside one abstract (roman, an italic quotation, roman again)."""
    head = {lines[j].italic for j in block if j < i}
    tail = {lines[j].italic for j in block if j >= i}
    return len(head) == len(tail) == 1 and head != tail


def _goes_on(lines: Sequence[Line], rest: list[int], right: float, head: str) -> bool:
    """Whether the paragraph opening ``rest`` (up to its first line ending a sentence
    short of ``right``) is told in ``head``'s language: the first text goes on there."""
    end = next((k + 1 for k, j in enumerate(rest) if _short_end(lines[j], right)), len(rest))
    paragraph = abstracts.finish(lines[j].text for j in rest[:end])
    return text_language(paragraph, other=True) == text_language(head, other=True)


def _short_end(line: Line, right: float) -> bool:
    """Whether ``line`` ends a sentence short of ``right`` (a paragraph's last line)."""
    return line.text.rstrip().endswith((".", "!", "?")) and line.x1 <= right - 2 * line.size


def _sides_hold(head: str, tail: str) -> bool:
    """Whether ``head``'s last sentence is told in ``head``'s language and ``tail``'s
    first in ``tail``'s (a cut inside a paragraph leaves a sentence of the other side's
    language on one side, or one too short to tell)."""
    last = _SENTENCE_END.split(head.strip())[-1]
    first = _SENTENCE_END.split(tail.strip())[0]
    return text_language(last, other=True) == text_language(head, other=True) and (
        text_language(first, other=True) == text_language(tail, other=True)
    )
