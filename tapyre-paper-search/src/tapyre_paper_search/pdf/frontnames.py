"""The authors' names around a paper's title and abstract (pure), for
:func:`~tapyre_paper_search.pdf.frontmatter.read_front_matter`.

* :func:`zone_names`: the names beside the title and in the author zone, or the
  byline closing the abstract (:mod:`~tapyre_paper_search.pdf.closingbyline`);
* :func:`closing_byline`: that closing byline, also after the other language's abstract;
* :func:`signed_names`: the rows of names signing the abstract
  (:mod:`~tapyre_paper_search.pdf.signedrows`);
* :func:`names_over_pushed`: the names under a title whose abstract a long author
  list pushed to the next page, the byline cut at the end of its block
  (:func:`byline_run`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf.asidenames import names_before_asides
from tapyre_paper_search.pdf.authorband import band_names
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.authorzone import author_zone, before_note
from tapyre_paper_search.pdf.bilingual import signed_lines
from tapyre_paper_search.pdf.capstitle import byline_beside
from tapyre_paper_search.pdf.casenote import case_note
from tapyre_paper_search.pdf.citeline import citation_lines
from tapyre_paper_search.pdf.citerow import cite_rows
from tapyre_paper_search.pdf.closingbyline import Closing, closing_inside, closing_names
from tapyre_paper_search.pdf.closinglabel import labelled_closing
from tapyre_paper_search.pdf.frontauthors import front_authors
from tapyre_paper_search.pdf.frontprobs import author_scores
from tapyre_paper_search.pdf.labelblock import block_names, names_each
from tapyre_paper_search.pdf.lifespan import without_life_lines
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.navcolumn import without_nav_column
from tapyre_paper_search.pdf.panelbyline import wrapped_names
from tapyre_paper_search.pdf.scribenotes import without_lecturer
from tapyre_paper_search.pdf.signedrows import signed_rows
from tapyre_paper_search.pdf.signerline import without_signers
from tapyre_paper_search.pdf.talklisting import is_talk


def zone_names(
    lines: Sequence[Line],
    group: Sequence[int],
    beside: list[int],
    zone: list[int],
    scores: NDArray[np.float64] | None,
    *,
    found: abstracts.Abstract | None,
    closing: Closing,
) -> tuple[str, ...]:
    """The names read beside the title and in the author ``zone``; where nothing stands
    between the title and the abstract, the ``closing`` byline's names ("— by A and B"
    signing the abstract, :mod:`~tapyre_paper_search.pdf.closingbyline`) instead.  A
    zone (the other language's abstract before the one kept) is read without the
    closing byline's lines; where it reads no name the closing names are the authors,
    else they go after its own where the zone held them: the byline read line by line,
    or by the level blocks beside the zone, kept its lead word ("von Anna Meyer") and
    lost a name wrapped after its "e" (front31)."""
    zone = without_lecturer(lines, zone)  # a lecture's notes: the scribes (front49)
    zone = without_signers(lines, zone)  # "Anne Lee, Editor" signing a summary (latex58)
    zone = without_life_lines(lines, zone)  # an obituary's "Dana Price, 1938–2023" (front65)
    # the page's own citation ("Data Citation" over "Lee, Ann; Chen, Bo, 2021, "Title", …")
    # is no byline: the last resort reads its names whole (front55)
    cited = citation_lines(lines, group) if zone else frozenset()
    # and a citation's row naming only its journal ("Cite This: J. Cult. Hist. 2021, 12, 4")
    cited = cited | cite_rows(lines, zone)  # (realpage72)
    zone = [i for i in zone if i not in cited] if cited else zone
    # a site's menu left of the title: its members are no byline (navcolumn, front49)
    beside, zone = without_nav_column(lines, group, beside), without_nav_column(lines, group, zone)
    if found is not None and is_talk(lines, group):  # a listed talk: the next one's names
        zone = [i for i in zone if i < found.start]  # under its abstract are not (front49)
    if closing.names and found is not None:
        if all(i > found.start for i in beside + zone):
            return closing.names
        held = not closing.lines.isdisjoint(zone)
        zone = [i for i in zone if i not in closing.lines]
        read = front_authors(lines, beside + zone, scores)
        if not read:
            return closing.names
        read = band_names(lines, zone, scores, read) if group else ()
        return read + tuple(n for n in closing.names if n not in read) if held else read
    read = front_authors(lines, beside + zone, scores) or names_before_asides(lines, zone)
    return band_names(lines, zone, scores, read) if group else ()


def closing_byline(
    lines: Sequence[Line],
    found: abstracts.Abstract | None,
    signed: frozenset[int],
    height: float,
) -> Closing:
    """The byline closing the abstract (:func:`closing_names`) after the
    ``signed`` lines, or after the other language's abstract under its own heading
    that follows the one kept (:func:`signed_lines`: the byline signs both)."""
    if found is None:
        return Closing()
    named = (
        closing_names(lines, signed)
        or closing_inside(lines, signed)
        or labelled_closing(lines, signed)  # "Course team: A (lead educator), B" (front60)
        or case_note(lines, signed)  # "Professor A and … prepared this case …" (front61)
    )
    if named.names or not found.used:
        return named
    # (the other language's abstract is looked for only over a line opening with a dash)
    if not any(
        ln.text.lstrip().startswith(("\u2014", "\u2013")) for ln in lines[max(found.used) + 1 :]
    ):
        return Closing()
    return closing_names(lines, signed_lines(lines, found, height))


def signed_names(
    pages: Sequence[PageLines],
    start: int,
    found: abstracts.Abstract | None,
    authors: tuple[str, ...],
) -> tuple[str, ...]:
    """The names of the rows signing the abstract ``found`` on ``pages[start]``, after
    its last line there, or on the next page after the lines it was carried on with
    (:func:`~tapyre_paper_search.pdf.signedrows.signed_rows`), where ``authors`` (read
    so far) all stand in the rows' text; else ``authors``."""
    if found is None or not found.used:
        return authors
    if found.carried:
        rows = signed_rows(pages[start + 1].lines, max(found.carried), None, authors)
    else:
        following = (lambda: pages[start + 1].lines) if start + 1 < len(pages) else None
        rows = signed_rows(pages[start].lines, max(found.used), following, authors)
    return rows or authors


def names_over_pushed(
    page: PageLines, group: Sequence[int], probs: NDArray[np.float64] | None, body: float
) -> tuple[str, ...]:
    """The names under the title ``group`` whose abstract a long author list pushed to
    the next page, or of a byline at the head of the panel beside the title."""
    lines = page.lines
    after = max(group) + 1 if group else 0
    authors = front_authors(lines, range(after, len(lines)), author_scores(probs))
    if not authors:  # a byline at the head of the panel beside the title, read across
        # the rows' breaks (panelbyline, latex55)
        panel = byline_beside(lines, group, probs, page.width, page.height)
        authors = front_authors(lines, panel, author_scores(probs))
        authors = wrapped_names(lines, panel, author_scores(probs), authors) if authors else ()
    if authors and group:  # a byline wrapped inside a name, as under the title (not past a
        # thesis committee's label, nor past the byline's block: a footer's "© A and B" is none)
        zone = byline_run(lines, before_note(lines, author_zone(lines, after, body, None)), authors)
        authors = band_names(lines, zone, author_scores(probs), authors)
    # a labelled block of name cards naming each of them and more ("Prepared by" over a
    # name and its place a card, one under another: realpage71), as contributor_names reads it
    block = block_names(lines, after) if authors else ()
    return block if block and names_each(block, authors) else authors


def byline_run(lines: Sequence[Line], zone: Sequence[int], names: tuple[str, ...]) -> list[int]:
    """``zone`` up to the end of the block of lines, each within two of its heights of the
    one above, that holds its first line with one of ``names`` (read leniently): a
    footer far below ("© A and B • © Journal") is no part of the byline; the whole
    ``zone`` where no line holds one."""
    held = [
        any(n in names for n in names_in_line(lines[i].names or lines[i].text, lenient=True))
        for i in zone
    ]
    if True not in held:
        return list(zone)
    k = held.index(True)
    while k + 1 < len(zone):
        above, line = lines[zone[k]], lines[zone[k + 1]]
        if line.page != above.page or line.y0 - above.y1 > 2 * above.size:
            break
        k += 1
    return list(zone[: k + 1])
