"""Title, authors and abstract of a paper from its first pages (pure).

Rules where they are right, a learned line classifier where they run out:

* the paper starts on the first page that is not a repository cover sheet
  (:mod:`~tapyre_paper_search.pdf.cover`);
* every line of that page gets class probabilities (title, author, affiliation,
  abstract, other) from the shipped gradient-boosted trees over
  :mod:`~tapyre_paper_search.pdf.features` (:mod:`~tapyre_paper_search.pdf.trees`);
* the **title** is the group of consecutive same-sized lines in the upper part of the
  page the classifier rates most title-like (the largest type, when no model is shipped
  or it is unsure); where no line is set larger than the body, bold or capital lines
  centred at the top (:mod:`~tapyre_paper_search.pdf.plaintitle`);
* the **abstract** is read under its heading when there is one, on this page or at the
  top of the next (long author lists push it to page 2); without a heading it is the run
  of lines the classifier calls abstract (:mod:`~tapyre_paper_search.pdf.abstract`);
* a page set as a **form of labels and values** gives its "Title" row's value as
  the title, its "Author(s)" row's as the authors and the text under its abstract
  label as the abstract (:mod:`~tapyre_paper_search.pdf.labelform`);
* the **authors** are read from the lines around the title and abstract that the
  classifier calls author lines, leniently (a name beside its affiliation counts), and
  from the other lines of the block strictly
  (:mod:`~tapyre_paper_search.pdf.frontauthors`, names by :mod:`~tapyre_paper_search.pdf.authors`;
  a column of names beside the title read after the abstract's heading,
  :mod:`~tapyre_paper_search.pdf.headingside`).

The line classifier and the corrections to its probabilities are
:mod:`~tapyre_paper_search.pdf.frontprobs`'s; where the paper starts and an abstract pushed
to the next page, :mod:`~tapyre_paper_search.pdf.frontpages`'s; the names around the
title and abstract (the author zone, a byline closing or rows signing the abstract),
:mod:`~tapyre_paper_search.pdf.frontnames`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import bodystart, cues, headingless
from tapyre_paper_search.pdf.abovetitle import abstract_above_title
from tapyre_paper_search.pdf.abstractcolumn import next_column, turns
from tapyre_paper_search.pdf.acronymtitle import under_acronym
from tapyre_paper_search.pdf.authorzone import after_keywords, author_zone
from tapyre_paper_search.pdf.besidetitle import beside_title
from tapyre_paper_search.pdf.bilingual import (
    carry_on_in_title_language,
    in_title_language,
    labelled_inferred,
)
from tapyre_paper_search.pdf.boxfoot import cell_column, reopened
from tapyre_paper_search.pdf.boxside import names_beside_box
from tapyre_paper_search.pdf.capstitle import abstract_beside, in_other_panel
from tapyre_paper_search.pdf.carriedbyline import carried_names
from tapyre_paper_search.pdf.cellcarry import carry_cell
from tapyre_paper_search.pdf.closingbyline import Closing
from tapyre_paper_search.pdf.columnruntitle import off_title, run_across
from tapyre_paper_search.pdf.contribrows import contributor_names
from tapyre_paper_search.pdf.descriptionrow import description_row
from tapyre_paper_search.pdf.fieldcodes import uncoded
from tapyre_paper_search.pdf.frontauthors import front_authors
from tapyre_paper_search.pdf.frontnames import (
    closing_byline,
    names_over_pushed,
    signed_names,
    zone_names,
)
from tapyre_paper_search.pdf.frontpages import first_paper_page
from tapyre_paper_search.pdf.frontpages import pushed_abstract as _pushed_abstract
from tapyre_paper_search.pdf.frontprobs import as_names as _as_names
from tapyre_paper_search.pdf.frontprobs import author_scores as _author_scores
from tapyre_paper_search.pdf.frontprobs import classify
from tapyre_paper_search.pdf.frontprobs import names_in_larger_type as _names_in_larger_type
from tapyre_paper_search.pdf.frontprobs import under_title as _under_title
from tapyre_paper_search.pdf.headingside import names_after_heading
from tapyre_paper_search.pdf.interleavednames import interleaved_names
from tapyre_paper_search.pdf.investigators import over_form, study_people
from tapyre_paper_search.pdf.jointwork import with_joint_names
from tapyre_paper_search.pdf.labelform import Form
from tapyre_paper_search.pdf.labelledtitle import under_label
from tapyre_paper_search.pdf.lastbyline import last_resort_authors
from tapyre_paper_search.pdf.leadnames import completed_list, next_page_names
from tapyre_paper_search.pdf.lineclasses import ABSTRACT, AFFILIATION, AUTHOR
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.lowtitle import lower_title
from tapyre_paper_search.pdf.mailednames import mailed_scores
from tapyre_paper_search.pdf.mailtitle import without_list_tag
from tapyre_paper_search.pdf.marginabstract import abstract_in_margin, in_margin
from tapyre_paper_search.pdf.metatitle import larger_run, over_heading, printed_title
from tapyre_paper_search.pdf.namecards import stacked_cards
from tapyre_paper_search.pdf.overpagetitle import NextPage, carried_title
from tapyre_paper_search.pdf.overviewhead import overview_abstract
from tapyre_paper_search.pdf.pageforms import page_form
from tapyre_paper_search.pdf.plaintitle import plain_title
from tapyre_paper_search.pdf.postedline import posted_names
from tapyre_paper_search.pdf.profilehead import entry_names, profile_entry
from tapyre_paper_search.pdf.prosepage import Later, prose_page
from tapyre_paper_search.pdf.prosetitle import title_below_prose
from tapyre_paper_search.pdf.prosewriters import prose_writers
from tapyre_paper_search.pdf.qanda import answer_only
from tapyre_paper_search.pdf.rolecolumns import role_column_names
from tapyre_paper_search.pdf.runintitle import RunIn, run_in_title
from tapyre_paper_search.pdf.sectionnames import section_names
from tapyre_paper_search.pdf.sourceline import source_names
from tapyre_paper_search.pdf.spreadtitle import both_columns
from tapyre_paper_search.pdf.subtitle import with_subtitle
from tapyre_paper_search.pdf.talklisting import listed_talk
from tapyre_paper_search.pdf.teaserbody import teaser_body
from tapyre_paper_search.pdf.titleaddress import addresses_as_names
from tapyre_paper_search.pdf.titlegroups import title_lines
from tapyre_paper_search.pdf.titlepage import front_body
from tapyre_paper_search.pdf.titletext import join_title
from tapyre_paper_search.pdf.translatedtitle import in_body_language


@dataclass(frozen=True)
class FrontMatter:
    """What a paper's first pages say about it; ``""`` / ``()`` where not found.

    ``abstract_inferred`` is true when no heading introduced the abstract;
    ``page`` is the index (among the pages given) where the paper starts.
    """

    title: str = ""
    abstract: str = ""
    abstract_inferred: bool = False
    authors: tuple[str, ...] = ()
    page: int = 0


def read_front_matter(
    pages: Sequence[PageLines], *, use_model: bool = True, metadata_title: str = ""
) -> FrontMatter:
    """The title, authors and abstract of the paper whose first pages are ``pages``
    (lines in reading order).  ``metadata_title`` (the PDF's, cleaned) picks the title
    among the page's title-like groups when one of them prints it (a journal banner
    set larger than the title loses then); it is never taken unprinted.  A first page
    that is all abstract, the title opening the next page (:mod:`.prosepage`): the
    front matter is read from that page, the prose its abstract."""
    if not pages:
        return FrontMatter()
    start = first_paper_page(pages)
    prose = prose_page(pages, start)
    if prose:
        later = _read(Later(pages, start + 1), use_model, metadata_title)
        if later.title:
            return replace(
                later, abstract=prose, abstract_inferred=True, page=later.page + start + 1
            )
    return _read(pages, use_model, metadata_title, start)


def _read(
    pages: Sequence[PageLines], use_model: bool, metadata_title: str, start: int | None = None
) -> FrontMatter:
    """:func:`read_front_matter` on ``pages`` as they are; ``start``: their
    :func:`~.frontpages.first_paper_page` where the caller has found it already (the
    same pages: it is not looked for again, speed43)."""
    if not pages:
        return FrontMatter()
    start = first_paper_page(pages) if start is None else start
    page = uncoded(pages[start])  # a patent's "(54)", "(72)" codes dropped (front51)
    lines = page.lines
    if not lines:
        return FrontMatter(page=start)
    probs = classify(page) if use_model else None
    body = front_body(lines)  # a title page's body is not its title's size
    # (nor a long teaser abstract's, set larger than the text under it: kinds58)
    body = teaser_body(lines, body, _next_page(pages, start))
    if probs is not None:
        probs = _names_in_larger_type(lines, addresses_as_names(lines, probs), body)
    # a record's BibTeX, a review's or catalogue's heading, a label form, a letter, … (pageforms)
    form = page_form(lines, page.width)
    group, title, runin = _title_of(
        page, body, probs, metadata_title, form, following=_next_page(pages, start)
    )
    if probs is not None and group:
        # (and a profile page's entry's names under its title: profilehead, front51)
        probs = _as_names(
            _as_names(probs, *_under_title(lines, group)), entry_names(lines, group, body)
        )
    after = max(group) + 1 if group else 0
    # An abstract in the panel beside the title may be read before it (a cover page).
    found, side = _abstract_under_title(lines, group, form, page)
    # The next page is looked at only where the abstract may have gone on to it
    # (``pages`` may build a page's lines when it is first asked for).
    more = start + 1 < len(pages)
    # (a column box cut at the page's foot goes on over the page: boxfoot, front53)
    found = _carried(pages, start, lines, found, title)
    if found is None and more and not bodystart.body_starts(lines, after, body):
        # A long author list pushes the abstract to the top of the next page.
        found = _pushed_abstract(pages, start + 1, title)
        if found is not None:
            # (and the cards a page break cut, over the pushed abstract: latex53)
            # (not the words of a title run across two columns: latex54)
            authors = off_title(
                page,
                group,
                body,
                carried_names(
                    page,
                    pages[start + 1],
                    found.start,
                    names_over_pushed(page, group, probs, body)
                    or next_page_names(lines, after, pages, start + 1)
                    # the names in a row of role cells over the title (rolecolumns, latex45)
                    or (role_column_names(lines, group) if group else ())
                    or (stacked_cards(lines, group) if group else ()),  # name cards (latex46)
                ),
            )
            return FrontMatter(title, found.text, False, authors, start)
    if found is not None:  # two abstracts in two languages: the title's (bilingual)
        found = in_title_language(lines, after, found, probs, title, height=page.height)
    no_abstract = any(cues.NO_ABSTRACT.match(line.text) for line in lines)
    signed = found.used if found is not None else frozenset()
    if found is None and group and not no_abstract:
        scores = None if probs is None else probs[:, ABSTRACT]
        found, signed = _inferred(
            lines, (after, body), scores, group, title=title, height=page.height
        )
    if probs is not None:  # names under the title, read after an abstract box beside it
        probs = _as_names(probs, *names_beside_box(lines, group, found, probs[:, AUTHOR]))
    # Names in a column beside the title come first; what sits level with that column
    # is the title and the abstract, not more names.
    beside = side or beside_title(lines, group)
    zone = author_zone(lines, after, body, found)
    scores = mailed_scores(lines, zone, _author_scores(probs))  # names (e-mail) (latex51)
    closing = closing_byline(lines, found, signed, page.height) if group else Closing()
    # "Primary author: Ann Lee (Stanford)", "Co-authors: …" rows under a title, else the zone;
    # first, names in capitals each run into its places in one paragraph, or names in a
    # lead sentence under the title ("This paper was written by …"; latex50)
    authors = (
        (
            interleaved_names(lines, after)
            or prose_writers(lines, after)
            or source_names(lines, after)  # a search result's "A Lee - Venue, 2021" (front52)
            or posted_names(lines, after)  # "Posted on <date> by A, with B · 9 min read"
            or section_names(lines, group, signed)  # a group's rows, "A et al.", … (front62)
        )
        if group
        else ()
    ) or contributor_names(
        lines,
        after if group else len(lines),  # (no title: no rows looked for)
        byline=zone_names(lines, group, beside, zone, scores, found=found, closing=closing),
    )
    # the byline the title ran into comes first
    authors = runin.names + tuple(n for n in authors if n not in runin.names) if runin else authors
    if group and (beside or not authors):
        # Names set last in the front matter, under the abstract's keywords (or the rest
        # of a column of names beside the title, which reading order takes after it).
        later = front_authors(lines, after_keywords(lines, found, body), scores)
        authors = authors + tuple(n for n in later if n not in authors)
    # rows of "Name, Place" signing the abstract, flush right; maybe on the next page; the
    # whole list under a lead heading where some of its rows were read (front43)
    # and a talk's co-authors in a "Joint work with …" line under them (front52)
    authors = (
        off_title(  # not the words of a title run across two columns (latex54)
            page,
            group,
            body,
            with_joint_names(
                lines,
                after,
                completed_list(lines, after, signed_names(pages, start, found, authors)),
            ),
        )
        if group
        else authors
    )
    if group and not authors:  # a byline closing the abstract, a cover's, a signature, …
        authors = last_resort_authors(pages, start, group, probs, closing.names, found=found)
    found = _not_above_title(
        lines, group, found, probs, page, title=title, no_abstract=no_abstract, form=form
    )
    if found is not None:  # after the author zone: the next column's blocks hold names
        found = next_column(lines, found)
        if not found.complete and more:  # it ran off the foot of that column
            found = carry_on_in_title_language(
                pages[start + 1].lines, found, pages[start + 1].height, title
            )
    return FrontMatter(
        title,
        answer_only(found.text) if found else "",  # an interview's answer (front51)
        bool(found and found.inferred),
        # the values of a label form's "Author(s)" row; a study's investigators (front56)
        over_form(
            study_people(pages, start, authors),
            form.authors if form is not None else (),
            authors,
        )
        or authors,
        start,
    )


def _not_above_title(
    lines: Sequence[Line],
    group: Sequence[int],
    found: abstracts.Abstract | None,
    probs: NDArray[np.float64] | None,
    page: PageLines,
    *,
    title: str,
    no_abstract: bool,
    form: Form | None = None,
) -> abstracts.Abstract | None:
    """``found``, but where it starts above the title ``group`` outside another panel (an
    "abstract" above the title is no abstract), and where no abstract is found, the
    summary set above the title with no heading (:mod:`.abovetitle`).  An abstract read
    under a label ``form``'s abstract label is kept wherever the title's row is (a
    record's "dc.description.abstract" row above its "dc.title" row; front54)."""
    if (
        form is not None
        and form.abstract_label is not None
        and found is not None
        and found.start >= form.abstract_label
    ):
        return found
    after = max(group) + 1 if group else 0
    if (
        found is not None
        and found.start < after
        and group
        and not in_other_panel(lines, group, found.start, page.width, page.height)
        and not in_margin(lines, group, found.start)  # a narrow column beside the title
    ):
        found = None
    if found is None and group and probs is not None and not no_abstract:
        return abstract_above_title(lines, group, probs[:, ABSTRACT], title)
    return found


def _next_page(pages: Sequence[PageLines], start: int) -> NextPage:
    """``pages[start + 1]`` when asked for, or none past the last page: a lazy page
    sequence builds its lines only then (:mod:`.overpagetitle` asks only for a title cut
    at its page's foot)."""
    return lambda: pages[start + 1] if start + 1 < len(pages) else None


def _title_of(
    page: PageLines,
    body: float,
    probs: NDArray[np.float64] | None,
    metadata_title: str,
    form: Form | None,
    *,
    following: NextPage = lambda: None,
) -> tuple[list[int], str, RunIn | None]:
    """The title's lines (:func:`_title_group`) and its text; where a bold title runs
    into its byline in one paragraph ("**Title** — *A and B*", :mod:`.runintitle`), the
    lines of both, the title up to its change of type and the byline read."""
    lines = page.lines
    # a programme's page: the talk the abstract stands under (talklisting, front49)
    group = listed_talk(lines, _title_group(page, body, probs, metadata_title, form))
    runin = None if form is not None else run_in_title(lines, group)
    if runin is not None:
        return list(runin.lines), runin.title, runin
    if form is not None:
        return group, form.title_text or join_title([lines[i] for i in group]), None
    # a title run from the foot of the first column to the top of the next (latex54)
    # (or one filling the first column, run on at the second's top: latex57)
    across = both_columns(page, group, body) or run_across(page, group, body)
    if across is not None:
        return *across, None
    # a title over its translation into the body's language: the translation (latex54)
    group, title = in_body_language(lines, group, carried_title(page, group, following), body)
    return group, without_list_tag(lines, group, title), None  # "[ANN] New paper: …" (front60)


def _title_group(
    page: PageLines,
    body: float,
    probs: NDArray[np.float64] | None,
    metadata_title: str,
    form: Form | None,
) -> list[int]:
    """The title's lines: the value of a label form's title row, else the title-like
    group with its subtitle."""
    if form is not None and form.title:
        return list(form.title)
    lines = page.lines
    # a profile page's heading (a person) over the expanded entry's title (front51)
    entry = profile_entry(lines, body)
    if entry:
        return entry
    group = with_subtitle(
        lines,
        lower_title(  # a large title pushed under small header lines
            lines,
            title_lines(
                lines, page.height, body, probs, metadata_title, width=page.width, rules=page.rules
            ),
            page.height,
            body,
        )
        or plain_title(lines, page.width, page.height)
        or title_below_prose(lines, page.height, body)  # under an abstract opening the page
        # the document's own title printed barely larger than the text (front51)
        or printed_title(lines, metadata_title, page.height)
        or larger_run(lines, body, page.height),
        body,
        None if probs is None else list(probs[:, AUTHOR] + probs[:, AFFILIATION]),
        None if probs is None else list(probs[:, ABSTRACT]),
    )
    # a cover's heading ("Research Proposal") over a "Project title" label: its value
    # a body's section heading read: the document's own title printed above it (front51)
    return (
        under_label(lines, group)
        or over_heading(lines, group, metadata_title, page.height)
        or under_acronym(lines, group, body)  # a study's acronym over its title (front56)
        or group
    )


def _inferred(
    lines: Sequence[Line],
    at: tuple[int, float],
    scores: NDArray[np.float64] | None,
    group: Sequence[int],
    *,
    title: str,
    height: float,
) -> tuple[abstracts.Abstract | None, frozenset[int]]:
    """The abstract found without a heading from ``at`` (the line after the title, the
    body size) and the lines a byline closing it follows: all the lines read, before
    :func:`~tapyre_paper_search.pdf.bilingual.labelled_inferred` keeps one language's
    paragraph of two ("… / Zusammenfassung Die … / — by A and B" signs both)."""
    found = headingless.inferred(lines, at[0], at[1], scores, set(group))
    if found is None:
        return None, frozenset()
    # "Abstract In …", a label set apart by its font alone
    return labelled_inferred(lines, found, title, height), found.used


def _carried(
    pages: Sequence[PageLines],
    start: int,
    lines: Sequence[Line],
    found: abstracts.Abstract | None,
    title: str,
) -> abstracts.Abstract | None:
    """``found`` on ``pages[start]`` (its ``lines`` as read) carried on at the next
    page's top where it ran off its page's foot, or where its column box was cut there
    (:mod:`.boxfoot`); a row's cell cut with the cells beside it goes on in its own
    column (:mod:`.cellcarry`); not where the next column goes on its sentence (latex64)."""
    cell = cell_column(lines, found)  # a row's cell cut with the others (front55)
    cut = reopened(lines, found, _next_page(pages, start))  # (turned after the author zone)
    found = found if cut is not found and found is not None and turns(lines, found) else cut
    if found is None or found.complete or start + 1 >= len(pages):
        return found
    if cell is not None:
        return carry_cell(
            pages,
            start + 1,
            found,
            cell,
            lambda rest, cut, height: carry_on_in_title_language(rest, cut, height, title),
        )
    return carry_on_in_title_language(pages[start + 1].lines, found, pages[start + 1].height, title)


def _abstract_under_title(
    lines: Sequence[Line], group: Sequence[int], form: Form | None, page: PageLines
) -> tuple[abstracts.Abstract | None, list[int]]:
    """The abstract under a label form's abstract label, else under its heading after the
    title ``group``, else in the panel beside the title (a cover page: it may be read
    before the title); and the names beside the title read right after its heading,
    which it goes on after (:func:`~tapyre_paper_search.pdf.headingside.names_after_heading`)."""
    after = max(group) + 1 if group else 0
    found = (
        _form_abstract(lines, form, page.height)
        or abstracts.find_heading(lines, after, height=page.height)
        or abstract_beside(lines, group, page.width, page.height)
        or abstract_in_margin(lines, group, page.height)  # a narrow column beside it
        or overview_abstract(lines, group, height=page.height)  # a web page's "Overview"
        or description_row(lines, group, height=page.height)  # a "Description" row (front55)
    )
    return names_after_heading(lines, group, found, page.height)


def _form_abstract(
    lines: Sequence[Line], form: Form | None, height: float
) -> abstracts.Abstract | None:
    """The abstract under a label form's abstract label (:mod:`.labelform`), if any; a
    record row's value (``form.abstract_start`` given) is a cell read alone, no column
    beside its label read first (front54)."""
    if form is None or form.abstract_label is None:
        return None
    at = form.abstract_label
    start, first = (at + 1, None) if form.abstract_start is None else (form.abstract_start, "")
    if form.abstract_end is not None:  # it ends there, complete (a letter's quotation)
        cut = abstracts.collect(lines[: form.abstract_end], at, start, first, height=height)
        return replace(cut, complete=True) if cut.text else None
    found = abstracts.collect(lines, at, start, first, height=height)
    return found if found.text else None
