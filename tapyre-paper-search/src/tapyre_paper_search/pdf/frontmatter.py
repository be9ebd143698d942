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
:mod:`~tapyre_paper_search.pdf.frontnames`'s; the title's lines and text,
:mod:`~tapyre_paper_search.pdf.fronttitle`'s; the abstract around the title (under its
heading, inferred, carried over the page, none above the title),
:mod:`~tapyre_paper_search.pdf.frontabstract`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from tapyre_paper_search.pdf.abstractcolumn import next_column
from tapyre_paper_search.pdf.allauthorsrow import row_authors
from tapyre_paper_search.pdf.authornote import body_past_note, outside_note
from tapyre_paper_search.pdf.authorzone import after_keywords, author_zone
from tapyre_paper_search.pdf.besidetitle import beside_title
from tapyre_paper_search.pdf.bilingual import (
    carry_on_in_title_language,
    in_title_language,
)
from tapyre_paper_search.pdf.boxside import names_beside_box
from tapyre_paper_search.pdf.carriedbyline import carried_names
from tapyre_paper_search.pdf.closingbyline import Closing
from tapyre_paper_search.pdf.columnruntitle import off_title
from tapyre_paper_search.pdf.contribrows import contributor_names
from tapyre_paper_search.pdf.dropcap import undropped
from tapyre_paper_search.pdf.epigraph import epigraph_off
from tapyre_paper_search.pdf.fieldcodes import uncoded
from tapyre_paper_search.pdf.fieldednames import fielded_names
from tapyre_paper_search.pdf.forewordsigner import without_foreword_signers
from tapyre_paper_search.pdf.frontabstract import (
    abstract_under_title,
    carried,
    inferred,
    not_above_title,
)
from tapyre_paper_search.pdf.frontauthors import front_authors
from tapyre_paper_search.pdf.frontnames import (
    closing_byline,
    names_over_pushed,
    signed_names,
    zone_names,
)
from tapyre_paper_search.pdf.frontpages import first_paper_page
from tapyre_paper_search.pdf.frontprobs import as_names as _as_names
from tapyre_paper_search.pdf.frontprobs import classify
from tapyre_paper_search.pdf.frontprobs import names_in_larger_type as _names_in_larger_type
from tapyre_paper_search.pdf.frontprobs import under_title as _under_title
from tapyre_paper_search.pdf.fronttitle import next_page, title_of
from tapyre_paper_search.pdf.interleavednames import interleaved_names
from tapyre_paper_search.pdf.investigators import over_form, study_people
from tapyre_paper_search.pdf.jointwork import with_joint_names
from tapyre_paper_search.pdf.lastbyline import last_resort_authors
from tapyre_paper_search.pdf.leadnames import completed_list, next_page_names
from tapyre_paper_search.pdf.lettersigners import letter_signers
from tapyre_paper_search.pdf.lineclasses import ABSTRACT, AUTHOR
from tapyre_paper_search.pdf.lines import PageLines
from tapyre_paper_search.pdf.namecards import stacked_cards
from tapyre_paper_search.pdf.originalcited import original_authors
from tapyre_paper_search.pdf.pageforms import page_form
from tapyre_paper_search.pdf.postedline import posted_names
from tapyre_paper_search.pdf.preliminarypages import behind_short_pages
from tapyre_paper_search.pdf.profilehead import entry_names
from tapyre_paper_search.pdf.prosepage import Later, prose_page
from tapyre_paper_search.pdf.prosewriters import prose_writers
from tapyre_paper_search.pdf.qanda import answer_only
from tapyre_paper_search.pdf.receipttitle import receipt_title
from tapyre_paper_search.pdf.rolecolumns import role_column_names
from tapyre_paper_search.pdf.sectionnames import section_names
from tapyre_paper_search.pdf.sourceline import source_names
from tapyre_paper_search.pdf.standfirst import label_or_standfirst
from tapyre_paper_search.pdf.teaserbody import teaser_body
from tapyre_paper_search.pdf.titleaddress import addresses_as_names
from tapyre_paper_search.pdf.titlepage import front_body
from tapyre_paper_search.pdf.zonescores import zone_scores


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
    # a patent's "(54)", "(72)" codes dropped (front51); a dropped capital joined (abs68)
    page = undropped(uncoded(pages[start]))
    lines = page.lines
    if not lines:
        return FrontMatter(page=start)
    probs = classify(page) if use_model else None
    body = front_body(lines)  # a title page's body is not its title's size
    # (nor a long teaser abstract's, set larger than the text under it: kinds58)
    body = teaser_body(lines, body, next_page(pages, start))
    if probs is not None:
        probs = _names_in_larger_type(lines, addresses_as_names(lines, probs), body)
    # a record's BibTeX, a review's or catalogue's heading, a label form, a letter, … (pageforms)
    form = page_form(lines, page.width)
    group, title, runin = title_of(
        page, body, probs, metadata_title, form, following=next_page(pages, start)
    )
    if probs is not None and group:
        # (and a profile page's entry's names under its title: profilehead, front51)
        probs = _as_names(
            _as_names(probs, *_under_title(lines, group)), entry_names(lines, group, body)
        )
    after = max(group) + 1 if group else 0
    # An abstract in the panel beside the title may be read before it (a cover page).
    found, side = abstract_under_title(lines, group, form, page)
    # The next page is looked at only where the abstract may have gone on to it
    # (``pages`` may build a page's lines when it is first asked for).
    more = start + 1 < len(pages)
    # (a column box cut at the page's foot goes on over the page: boxfoot, front53)
    found = carried(pages, start, lines, found, title)
    # (a title page's "Author Note" is no body: the abstract on the next page, realpage71)
    if found is None and more and not body_past_note(lines, after, body):
        # A long author list pushes the abstract to the top of the next page.
        at, found = behind_short_pages(pages, start + 1, title)  # past a dedication
        if found is not None:
            # (and the cards a page break cut, over the pushed abstract: latex53)
            # (not the words of a title run across two columns: latex54)
            authors = off_title(
                page,
                group,
                body,
                carried_names(
                    page,
                    pages[at],
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
    # (but a commentary's standfirst in large type under its title is its abstract: realpage72)
    no_abstract, found = label_or_standfirst(lines, group, body, found)
    signed = found.used if found is not None else frozenset()
    if found is None and group and not no_abstract:
        scores = None if probs is None else probs[:, ABSTRACT]
        found, signed = outside_note(  # not the writers' note (realpage71)
            lines,
            after,
            inferred(lines, (after, body), scores, group, title=title, height=page.height),
        )
    if probs is not None:  # names under the title, read after an abstract box beside it
        probs = _as_names(probs, *names_beside_box(lines, group, found, probs[:, AUTHOR]))
    # Names in a column beside the title come first; what sits level with that column
    # is the title and the abstract, not more names.
    beside = side or beside_title(lines, group)
    zone = author_zone(lines, after, body, found)
    scores = zone_scores(lines, zone, probs)  # names (e-mail), no run-on prose (realpage69)
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
    # a minister's signing a foreword (front64); an erratum's cited original's (front65)
    # and a meeting report's rapporteurs, a submission's "All authors:" row (front66)
    authors = row_authors(
        lines,
        after if group else len(lines),  # (no title: no rows looked for)
        original_authors(lines, after, without_foreword_signers(lines, after, authors)),
    )
    if group and not authors:  # a byline closing the abstract, a cover's, a signature, …
        # (front65; a letter's signers under "Yours faithfully,": front67)
        authors = (
            fielded_names(lines, after)
            or letter_signers(lines, after)
            or last_resort_authors(pages, start, group, probs, closing.names, found=found)
        )
    found = not_above_title(
        lines, group, found, probs, page, title=title, no_abstract=no_abstract, form=form
    )
    if found is not None:  # after the author zone: the next column's blocks hold names
        found = next_column(lines, found)
        if not found.complete and more:  # it ran off the foot of that column
            found = carry_on_in_title_language(
                pages[start + 1].lines, found, pages[start + 1].height, title
            )
    return FrontMatter(
        receipt_title(lines, group, title),  # a receipt's "Title:" row, not its heading
        # an interview's answer (front51); not an epigraph under it (realpage71)
        answer_only(epigraph_off(lines, found)) if found else "",
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
