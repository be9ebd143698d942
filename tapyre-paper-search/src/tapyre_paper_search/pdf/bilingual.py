"""Which abstract a paper with two, in two languages, stores (pure).

The rule: **the abstract in the language of the title; when the title's language
cannot be told, the first abstract printed** (but a second under its own heading
whose language the body after it is told in: :mod:`~.bodylanguage`, latex63).
Languages are English, German and French
(:func:`~tapyre_paper_search.pdf.language.text_language`; a title needs one point of
evidence).  Two abstracts count as two languages only when both are told
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
* the other language's abstract under its run-in label in a box or column beside the
  found one, its lines read into it (:func:`~.bilingualbox.split_beside`, lang34);
* a run-in label in another language inside the found abstract, where the first
  abstract ran on into the second because its label was not seen as one (a browser
  print's bold "Abstract" with no bold flag): the found text is cut there.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import bodystart, headingless
from tapyre_paper_search.pdf.abstractcarry import carry_on
from tapyre_paper_search.pdf.bilingualbox import split_beside
from tapyre_paper_search.pdf.bilingualcut import RUNIN_LABEL, cut_at, differ, pick, split_block
from tapyre_paper_search.pdf.bodylanguage import body_picks_second, told_after
from tapyre_paper_search.pdf.frontauthors import in_boxes
from tapyre_paper_search.pdf.language import text_language, title_language
from tapyre_paper_search.pdf.lineclasses import ABSTRACT
from tapyre_paper_search.pdf.lines import Line

# How many lines after the found abstract a second one's label may sit (keywords,
# dates and correspondence lines between).
_SECOND_WITHIN = 12


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
    # A box's run with the found text going on after it first (review96): the run-in
    # cut would take the found text's last lines (a line or two carried from the next
    # page) for the box's language's.
    found = split_beside(lines, found, title, within=True)
    found = _split_runin(lines, found, title, height)
    found = split_beside(lines, found, title)
    found = split_block(lines, found, title)
    if probs is not None and found.start > after:
        before = _headingless_before(lines, after, found, probs)
        if (
            before is not None
            and differ(before.text, found.text)
            and (
                title_language(title)
                or told_after(lines, found.used) == text_language(before.text)
                or _both_other(title, lines, before, found)
            )
        ):
            return pick(title, before, found)
    second = _second_after(lines, found, height)
    if second is not None:
        chosen = pick(title, found, second)
        # an untold title: the body's language tells the paper's (latex63)
        if (
            chosen is found
            and not title_language(title)
            and body_picks_second(lines, found.text, second.text, second.used)
        ):
            return second
        return chosen
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
    told in two languages; the stored one of the two by :func:`pick`."""
    used = sorted(i for i in found.used if i > found.start)
    for i in used[1:]:
        cut = cut_at(lines, found, [j for j in used if j >= i], height)
        if cut is not None:
            return pick(title, *cut)
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
      …"): cut there (:func:`cut_at`), the stored one of the two by :func:`pick` (the
      first without a label run in on its first line: "Abstract We …" then "Résumé
      Nous …" in one font).

    Any other ``found`` is returned as it is."""
    start = found.start
    used = sorted(i for i in found.used if i > start)
    match = RUNIN_LABEL.match(lines[start].text)
    if match is not None and used and _label_apart(lines[start], lines[used[0]]):
        headed = abstracts.collect(lines, start, start + 1, first=match.group(1), height=height)
        if headed.text:
            return in_title_language(lines, start, headed, None, title, height=height)
    for i in used:
        cut = cut_at(lines, found, [j for j in used if j >= i], height)
        if cut is None:
            continue
        first, second = cut
        label = RUNIN_LABEL.match(first.text) if match is not None else None
        if label is not None:  # the first one's label, set in its text's font
            first = abstracts.Abstract(label.group(1), start, first.used, first.inferred)
        return pick(title, first, second)
    # An English paragraph in italics, then the paper's own in roman (one block, no
    # label: office ``colopen``'s one-block order, lang33); kept from ``found``'s first
    # line, as ``carry_on_in_title_language`` keeps it (the author zone ends there).
    kept = split_block(lines, found, title, apart=True)
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
    of the two by :func:`pick`.  The first line taken may be the label (the first
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
        cut = cut_at(lines, more, [j for j in taken if j >= i], height)
        if cut is not None:
            first, second = cut
            kept = pick(title, first, second)
            carried = second.used if kept is second else frozenset(j for j in taken if j < i)
            return abstracts.Abstract(
                kept.text, found.start, found.used, found.inferred, carried=carried
            )
    # The other language's under its own label after the lines taken there, or opening
    # the page where none was taken (a label closed by a stop ends the first there:
    # "Zusammenfassung. Die …", "Résumé. — Nous …", readerP).
    went_on = abstracts.Abstract("", taken[0], frozenset(taken)) if taken else None
    after = _second_after(lines, went_on, height) if went_on else second_at_top(lines, height)
    if after is not None and pick(title, more, after) is after:
        return abstracts.Abstract(
            after.text, found.start, found.used, found.inferred, carried=after.used
        )
    return more


def second_at_top(lines: Sequence[Line], height: float) -> abstracts.Abstract | None:
    """An abstract under its own heading or run-in label within the first few lines of
    the page an abstract ended at the foot of the page before, before its first section
    heading."""
    stop = min(len(lines), _SECOND_WITHIN)
    for k in range(stop):
        if lines[k].page != lines[0].page or bodystart.is_section_heading(lines[k]):
            stop = k
            break
    return abstracts.find_heading(lines, 0, stop, height=height) if stop > 0 else None
