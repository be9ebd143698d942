"""The references list of a paper: found, cut into entries, parsed into records (pure but
for one input, the document's words of :func:`.docwords.current`).

:func:`find_references` looks for the last "References" / "Bibliography" /
"Literature Cited" / "Literatur" heading (or its French, Spanish, Portuguese, Italian,
Dutch or Nordic word: :data:`HEADING`) among a paper's blocks (in reading
order) and takes the blocks after it, up to an appendix or supplementary
heading; with no heading, a list numbered from "[1]" (or REVTeX's "1" glued to the
first initial) whose first entry opens with names.  :func:`split_entries`
(:mod:`~tapyre_paper_search.pdf.refsplit`) cuts their lines into entries: at the
next number of a numbered list ("[12]", "12.", "(12)"), at an alpha style's labels
("[Knu84]"), at lines that start flush left where the entries are set with a
hanging indent, or at block boundaries.  :func:`parse_reference`
(:mod:`~tapyre_paper_search.pdf.refentry`) reads one entry.  Where the list ends is
:mod:`~tapyre_paper_search.pdf.reflistend`'s to tell (headings after it), which
blocks on its pages are no part of it :mod:`~tapyre_paper_search.pdf.refleftout`'s
(running headers, the other column's text read late).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.refcolumns import in_column_order
from tapyre_paper_search.pdf.refearly import list_text as _list_text
from tapyre_paper_search.pdf.refearly import median_size as _median_size
from tapyre_paper_search.pdf.refearly import page_of as _page_of
from tapyre_paper_search.pdf.refearly import read_early as _read_early
from tapyre_paper_search.pdf.refends import capitals_closing, opens_biography
from tapyre_paper_search.pdf.refentry import parse_reference
from tapyre_paper_search.pdf.refhead import heading_apart
from tapyre_paper_search.pdf.reflabels import AUTHOR_YEAR_LABEL
from tapyre_paper_search.pdf.refleftout import numbered_headers as _numbered_headers
from tapyre_paper_search.pdf.refleftout import read_late as _read_late
from tapyre_paper_search.pdf.refleftout import running_edges as _running
from tapyre_paper_search.pdf.refleftprose import prose_block
from tapyre_paper_search.pdf.refletters import NEAR as _NEAR
from tapyre_paper_search.pdf.refletters import as_wide as _as_wide
from tapyre_paper_search.pdf.refletters import letter_width as _letter_width
from tapyre_paper_search.pdf.refletters import near as _near
from tapyre_paper_search.pdf.reflistend import closes as _closes
from tapyre_paper_search.pdf.reflistend import ends_list as _ends_list
from tapyre_paper_search.pdf.reflistend import heading_as_entries as _heading_in_type
from tapyre_paper_search.pdf.refmarks import YEAR
from tapyre_paper_search.pdf.refrepeated import with_repeated_names
from tapyre_paper_search.pdf.refsplit import LABEL, split_entries
from tapyre_paper_search.pdf.refsplit import NUMBER as _NUMBER
from tapyre_paper_search.pdf.refunheaded import unheaded as _unheaded
from tapyre_paper_search.pdf.refunheaded import with_lines
from tapyre_paper_search.records import Reference

# (the list's heading in English and German, and in French "Références", Spanish
# "Referencias", "Bibliografía", Portuguese "Referências", Italian "Bibliografia",
# "Riferimenti bibliografici", Dutch "Literatuur", Swedish "Referenser", Danish and
# Norwegian "Litteratur", "Referencer", "Referanser", Finnish "Lähteet", "Kirjallisuus")
HEADING = re.compile(
    r"^\s*(?:(?:\d{1,2}|[IVX]{1,4}|[A-Z])\.?\s+)?(?:references?(?: and notes| cited)?|bibliography|"
    r"literature(?: cited)?|works cited|cited literature|literatur(?:verzeichnis)?|"
    r"quellen(?:verzeichnis)?|referenzen|bibliographie|"
    r"r[ée]f[ée]rences(?: bibliographiques)?|referencias(?: bibliogr[áa]ficas)?|"
    r"refer[êe]ncias(?: bibliogr[áa]ficas)?|bibliograf[íi]a|riferimenti(?: bibliografici)?|"
    r"literatuur(?:lijst)?|referenties|referenser|litteratur(?:liste|förteckning)?|"
    r"referencer|referanser|lähteet|kirjallisuus)\s*:?\s*$",
    re.IGNORECASE,
)
_YEAR = YEAR
_NAME_PART = re.compile(r"^[A-ZÀ-Þ][\w'’.-]*$|^[a-z]{1,3}$")


def find_references(
    blocks: Sequence[TextBlock], page_starts: Sequence[int] = ()
) -> list[TextBlock]:
    """The blocks of the references list (after its heading, up to an appendix or
    acknowledgements heading, footnote-sized lines left out), or ``[]``.  With no
    heading, a list numbered from "[1]" whose first entry opens with names, the last
    such in the paper, is taken from that line (:func:`_unheaded`).

    The list also ends at the first block read without line detail: the page
    reader reads the list's pages with it and stops past the list's end.  Tables,
    equations and figure or table captions inside the list are left out; with
    ``page_starts`` (the index of each page's first block), the list's entries in
    the next column read before its heading are put back
    (:func:`~tapyre_paper_search.pdf.refearly.read_early`)."""
    start = None
    for i, block in enumerate(blocks):
        if block.line_count <= 2 and HEADING.match(block.first_line):
            start = i
    headed = start is not None
    if start is not None:  # (an entry's line in the heading's block: set it apart)
        blocks, page_starts = heading_apart(blocks, start, page_starts, HEADING)
    if start is None:
        found = _unheaded(blocks)
        if found is None:
            return []
        first, block = found
        blocks = [*blocks[:first], block, *blocks[first + 1 :]]
        blocks, first = _unheaded_order(blocks, first, page_starts)
        start = first - 1
    skip = _running(blocks, start, page_starts) | _numbered_headers(blocks, start, page_starts)
    if headed:
        skip |= _read_late(blocks, start, page_starts)
    after = []
    for i, block in enumerate(blocks[start + 1 :], start + 1):
        if not block.detailed:
            break
        if _list_text(block) and i not in skip:
            after.append(block)
    after = in_column_order(after, blocks, page_starts, _closes)
    if page_starts and headed:  # (before the list's size is taken: the body's is larger)
        whole = _median_size([line for block in after for line in block.lines])
        after = _without_text_left(blocks, start, page_starts, after, whole)
    size = _list_size(after)
    if page_starts and headed:
        after = _read_early(blocks, start, page_starts, after, size, skip=skip)
    on_page = _page_sizes(blocks, page_starts, after)
    width = _letter_width([line for block in after for line in block.lines])
    # (a block of the list's own lines a little smaller stands before one of its size)
    last = max(
        (j for j, b in enumerate(after) if b.lines and b.lines[0].size >= size - 0.8), default=-1
    )
    out: list[TextBlock] = []
    for j, block in enumerate(after):
        kept: list[BlockLine] = []
        labelled = LABEL.match(block.first_line) is not None  # (see _list_size)
        if (
            out
            and not labelled
            and (
                _heading_in_type(after, j, out)
                or opens_biography(block.first_line, len(block.lines))
            )
        ):
            return out  # (a heading set as the entries are, or a biography with none)
        # a page's measure lowers the floor by _PAGE_GAP at most: lower, it is footnotes'
        floor = max(min(size, on_page.get(id(block), size)), size - _PAGE_GAP) - 0.8
        near: bool | None = None  # (measured once a block, where a line asks it)
        # (the block's first line of the list's size: a page sizing a block by its tallest
        # line sizes its lines alike, so a smaller line above it is a note set smaller;
        # one below it goes on with the entry, a DOI or link set smaller)
        full = next((k for k, x in enumerate(block.lines) if x.size >= floor), len(block.lines))
        for k, line in enumerate(block.lines):
            if not labelled and (
                _ends_list(line, size)
                or (  # (capitals first: most lines of a list are none)
                    line.text.isupper()
                    and capitals_closing(line, size, out=out, kept=kept, after=after, at=(j, k))
                )
            ):
                return [*out, with_lines(block, kept)] if kept else out
            if not (labelled or line.size >= floor or _as_wide(line, width, size)):
                if j >= last or line.size < size * _NEAR or k < full < len(block.lines):
                    continue  # (footnotes sit in the list's columns; a note above an entry)
                if near is None:  # (letters as wide: the list's lines)
                    near = _near(block, width)
                if not near:
                    continue
            kept.append(line)
        if kept:
            out.append(with_lines(block, kept))
    return out


_PAGE_GAP = 1.0  # how much smaller a page read with fonts measures the list's type
_BODY_GAP = 0.5  # how much larger than the list's type the body's is, at the least


def _without_text_left(
    blocks: Sequence[TextBlock],
    start: int,
    page_starts: Sequence[int],
    after: list[TextBlock],
    size: float,
) -> list[TextBlock]:
    """``after`` without the blocks of the heading's page that lie wholly left of the
    heading, in a larger type than the list's: the body's last paragraphs in the column
    before the list's, read after the heading (a page whose reading order went astray
    below a table), not the list's; or in its type, where they read as prose
    (:func:`~.refleftprose.prose_block`).  An alpha label set alone left of its entry (which
    can measure taller) stays."""
    page_end = _page_of(start, page_starts, len(blocks))[1]
    edge = blocks[start].x0 + 2
    left = {
        id(b)
        for b in blocks[start + 1 : page_end]
        if b.x1 <= edge
        and not LABEL.match(b.first_line)
        and (_median_size(b.lines) >= size + _BODY_GAP or prose_block(b))  # (refs41)
    }
    return [b for b in after if id(b) not in left] if left else after


def _page_sizes(
    blocks: Sequence[TextBlock], page_starts: Sequence[int], after: Sequence[TextBlock]
) -> dict[int, float]:
    """The list's type size on each page (by ``id`` of its blocks there), where the page
    holds six lines of it or more: a page read with its fonts (the first pages) can
    measure the same type smaller than one read word by word."""
    if not page_starts:
        return {}
    index = {id(block): i for i, block in enumerate(blocks)}
    pages: dict[int, list[TextBlock]] = {}
    for block in after:
        if id(block) in index:
            pages.setdefault(bisect_right(page_starts, index[id(block)]), []).append(block)
    out: dict[int, float] = {}
    for found in pages.values():
        lines = [line for block in found for line in block.lines]
        if len(lines) >= 6:
            size = _median_size(lines)  # the page's, once (not once a block)
            out.update((id(block), size) for block in found)
    return out


def _unheaded_order(
    blocks: list[TextBlock], first: int, page_starts: Sequence[int]
) -> tuple[list[TextBlock], int]:
    """``blocks`` with the blocks of the first entry's page read before it that lie right
    of its column and hold a year (the next column set higher than the list's first
    line, under no heading) moved after the column's blocks; and the first's new index."""
    if not page_starts:
        return blocks, first
    page_start, page_end = _page_of(first, page_starts, len(blocks))
    edge = blocks[first].x1 - 2
    early = [
        i for i in range(page_start, first) if blocks[i].x0 >= edge and _YEAR.search(blocks[i].text)
    ]
    if not early:
        return blocks, first
    cut = next((i for i in range(first + 1, page_end) if blocks[i].x0 >= edge), page_end)
    moved = [blocks[i] for i in early]
    kept = [b for i, b in enumerate(blocks[:cut]) if i not in early]
    return [*kept, *moved, *blocks[cut:]], first - len(early)


def _list_size(after: Sequence[TextBlock]) -> float:
    """The list's type size: the median over the lines up to the heading that ends the
    list by the median over all (a long appendix after a short list counts not)."""
    # (a block opening with an alpha label measures taller where the label holds a raised
    # "+": "[CVK+16]"; only such a block is left out, not one of the list's size: where
    # the labels are read as the blocks' last lines, the first block alone opens with one)
    whole = _median_size([line for block in after for line in block.lines])
    unlabelled = [
        b for b in after if not (LABEL.match(b.first_line) and _median_size(b.lines) > whole + 0.8)
    ]
    lines = [line for block in unlabelled or after for line in block.lines]
    size = _median_size(lines)
    ends = next((i for i, line in enumerate(lines) if _ends_list(line, size)), len(lines))
    return _median_size(lines[:ends]) if 0 < ends < len(lines) else size


def references_of_pages(pages: Sequence[Sequence[TextBlock]]) -> tuple[Reference, ...]:
    """The parsed references list of a paper whose pages' blocks (each in reading
    order) are ``pages``."""
    starts, index = [], 0
    for page in pages:
        starts.append(index)
        index += len(page)
    return references_of([block for page in pages for block in page], starts)


def references_of(
    blocks: Sequence[TextBlock], page_starts: Sequence[int] = ()
) -> tuple[Reference, ...]:
    """The parsed references list of a paper whose blocks (reading order) are ``blocks``
    (``page_starts``: see :func:`find_references`)."""
    entries = split_entries(find_references(blocks, page_starts))
    out: list[Reference] = []
    for i, entry in enumerate(entries):
        match = _NUMBER.match(entry)
        number = int(next(g for g in match.groups() if g)) if match else None
        body = _NUMBER.sub("", entry, count=1).strip() if match else entry
        if not match and not AUTHOR_YEAR_LABEL.match(body):  # (parse_reference reads that)
            body = LABEL.sub("", body, count=1)
        parsed = parse_reference(body, number if number is not None else i + 1)
        out.append(with_repeated_names(parsed, out[-1] if out else None))  # "———. Title"
    return tuple(out)
