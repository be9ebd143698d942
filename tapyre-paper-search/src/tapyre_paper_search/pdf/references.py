"""The references list of a paper: found, cut into entries, parsed into records (pure).

:func:`find_references` looks for the last "References" / "Bibliography" /
"Literature Cited" / "Literatur" heading among a paper's blocks (in reading
order) and takes the blocks after it, up to an appendix or supplementary
heading; with no heading, a list numbered from "[1]" (or REVTeX's "1" glued to the
first initial) whose first entry opens with names.  :func:`split_entries`
(:mod:`~tapyre_paper_search.pdf.refsplit`) cuts their lines into entries: at the
next number of a numbered list ("[12]", "12.", "(12)"), at an alpha style's labels
("[Knu84]"), at lines that start flush left where the entries are set with a
hanging indent, or at block boundaries.  :func:`parse_reference`
(:mod:`~tapyre_paper_search.pdf.refentry`) reads one entry.
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
from tapyre_paper_search.pdf.refends import (
    capitals_closing,
    heading_in_type,
    heading_pattern,
    opens_biography,
)
from tapyre_paper_search.pdf.refentry import parse_reference
from tapyre_paper_search.pdf.refhead import heading_apart
from tapyre_paper_search.pdf.reflabels import AUTHOR_YEAR_LABEL
from tapyre_paper_search.pdf.refletters import NEAR as _NEAR
from tapyre_paper_search.pdf.refletters import as_wide as _as_wide
from tapyre_paper_search.pdf.refletters import letter_width as _letter_width
from tapyre_paper_search.pdf.refletters import near as _near
from tapyre_paper_search.pdf.refmarks import YEAR
from tapyre_paper_search.pdf.refsplit import LABEL, number_shape, number_value, split_entries
from tapyre_paper_search.pdf.refsplit import NUMBER as _NUMBER
from tapyre_paper_search.pdf.refunheaded import unheaded as _unheaded
from tapyre_paper_search.pdf.refunheaded import with_lines
from tapyre_paper_search.records import Reference

HEADING = re.compile(
    r"^\s*(?:(?:\d{1,2}|[IVX]{1,4}|[A-Z])\.?\s+)?(?:references?(?: and notes| cited)?|bibliography|"
    r"literature(?: cited)?|works cited|cited literature|literatur(?:verzeichnis)?|"
    r"quellen(?:verzeichnis)?|referenzen|bibliographie)\s*:?\s*$",
    re.IGNORECASE,
)
# The words a heading after the list opens with (a checklist's after a word or two).
_END_WORDS = (
    r"appendix|appendices|anhang|supplementary|supplemental|supporting information|"
    r"acknowledge?ments?|danksagung|(?:authors?['’]?s?\s+)?biograph(?:y|ies)|about the authors|"
    r"(?:\w+\s+){0,2}checklist"
)
END_OF_REFERENCES = re.compile(
    rf"^\s*(?:(?:{_END_WORDS})\b|[A-Z](?:\.\d+)?\s+[A-Z][a-z]+.{{0,60}}$)", re.IGNORECASE
)
_END_WORD = re.compile(rf"\s*(?:{_END_WORDS})\b", re.IGNORECASE)
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
    below a table), not the list's.  An alpha label set alone left of its entry (which
    can measure taller) stays."""
    page_end = _page_of(start, page_starts, len(blocks))[1]
    edge = blocks[start].x0 + 2
    left = {
        id(b)
        for b in blocks[start + 1 : page_end]
        if b.x1 <= edge
        and not LABEL.match(b.first_line)
        and _median_size(b.lines) >= size + _BODY_GAP
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


def _running(blocks: Sequence[TextBlock], start: int, page_starts: Sequence[int]) -> set[int]:
    """A page's first or last block, one row, that, digits aside, is another page's first
    or last: a running header or footer left in the text (two or three pages), which would
    cut an entry running over the page break.

    An entry's tail at a page's edge often reads the same ("arXiv preprint arXiv:…, 2019."),
    so the line counts only where it also stands at a page's edge before the list's
    heading, or, on a paper too short for that, at one height on each page and with no
    year, pages, DOI or arXiv id."""
    ends: dict[str, list[int]] = {}
    for k, first in enumerate(page_starts):
        last = (page_starts[k + 1] if k + 1 < len(page_starts) else len(blocks)) - 1
        for i in {first, last}:
            if first <= i < len(blocks) and _one_row(blocks[i]):
                key = re.sub(r"[\d\s]+", " ", blocks[i].first_line).strip().lower()
                if len(key) >= 4:
                    ends.setdefault(key, []).append(i)
    out: set[int] = set()
    for found in ends.values():
        if len(found) < 2:
            continue
        heights = [blocks[i].y0 for i in found]
        if min(found) < start or (
            max(heights) - min(heights) <= 1 and not _ENTRY_TEXT.search(blocks[found[0]].text)
        ):
            out.update(found)
    return out


def _numbered_headers(
    blocks: Sequence[TextBlock], start: int, page_starts: Sequence[int]
) -> set[int]:
    """The first blocks of the pages after the heading's that are a running header with
    its page number: one row, one of its lines a lone number ("Short title" and "3"),
    set larger than the block under it, with no year, pages, DOI or arXiv id.  A header
    seen on one page only (odd and even pages print different ones) is no other page's
    edge for :func:`_running`, and set larger than the list it would end it."""
    out = set()
    for k, first in enumerate(page_starts):
        end = page_starts[k + 1] if k + 1 < len(page_starts) else len(blocks)
        if first <= start or end - first < 2:
            continue
        block, under = blocks[first], blocks[first + 1]
        if (
            len(block.lines) >= 2
            and _one_row(block)
            and any(line.text.strip().isdigit() for line in block.lines)
            and _median_size(block.lines) > _median_size(under.lines) + 0.8
            and not _ENTRY_TEXT.search(block.text)
        ):
            out.add(first)
    return out


def _one_row(block: TextBlock) -> bool:
    """Whether the block's lines stand side by side in one row ("Doe et al." and its
    page number), not under each other."""
    tops = [line.y0 for line in block.lines]
    return bool(tops) and max(tops) - min(tops) <= 2


# What an entry's tail holds and a running header does not.
_ENTRY_TEXT = re.compile(
    r"(?<!\d)(?:1[5-9]|20)\d\d(?!\d)|\d+\s*[-–]\s*\d+|\b(?:pp?\.|pages|doi|arxiv)\b", re.IGNORECASE
)


def _read_late(blocks: Sequence[TextBlock], start: int, page_starts: Sequence[int]) -> set[int]:
    """Blocks of the heading's page read between it and the list's first block under it
    and lying left of its column (the heading opens the right column under a table
    across its top, and the page was read in slabs): the left column's text, not the
    list's.

    Only where the heading really opens a right-hand column: it is not centred over
    the page's text and starts right of its left edge, the first block aligned with it
    opens an entry (a number or a year), and each block left out ends left of that
    block by a column gap."""
    if not page_starts or page_starts[0] > start:
        return set()
    page_start, end = _page_of(start, page_starts, len(blocks))
    heading = blocks[start]
    left = min(b.x0 for b in blocks[page_start:end])
    right = max(b.x1 for b in blocks[page_start:end])
    centre = (heading.x0 + heading.x1) / 2
    if abs(centre - (left + right) / 2) <= _CENTRED or heading.x0 - left < _COLUMN_GAP * 4:
        return set()
    first = next((i for i in range(start + 1, end) if abs(blocks[i].x0 - heading.x0) <= 30), None)
    if first is None or not (
        _NUMBER.match(blocks[first].first_line) or _YEAR.search(blocks[first].text)
    ):
        return set()
    edge = blocks[first].x0 - _COLUMN_GAP
    return {i for i in range(start + 1, first) if blocks[i].x1 <= edge}


_CENTRED = 20.0  # points between a centred heading's middle and the text's
_COLUMN_GAP = 8.0  # the least gap between two columns, in points


def _ends_list(line: BlockLine, size: float) -> bool:
    """An appendix, supplementary or acknowledgements heading after the list, set
    larger, bold or in capitals (one set as the entries are: :func:`_heading_in_type`).
    A bare number before a heading word ("7 Appendix") numbers the heading, no entry."""
    text = line.text.strip()
    larger = line.size > size + 0.8
    if len(text) > 70 or not (larger or line.bold or text.isupper()):
        return False  # (the patterns below are asked only where the answer can be yes)
    if not (larger or line.bold) and _stopped(text):
        return False  # (a heading set apart keeps its stop)
    number = _NUMBER.match(text)
    if (number and not (number.group(3) and _END_WORD.match(text, number.end()))) or LABEL.match(
        text
    ):
        return False  # (a bracketed label alone can measure taller than the list's type)
    if larger and sum(map(str.isalpha, text)) >= 4:
        return True  # a heading set larger than the list
    return bool(number or END_OF_REFERENCES.match(text)) and (line.bold or text.isupper())


_PLAIN_HEADING = heading_pattern(_END_WORDS)
_CLOSING_CHARS = 60  # a closing heading's length at most


def _closes(block: TextBlock) -> bool:
    """Whether ``block`` opens with a heading that closes a list: a heading word or a
    numbered section's title (:data:`END_OF_REFERENCES`), short, with no comma or year,
    and no entry's number or label first ("7 Appendix" is a heading, "[7] …" none); a
    line closed by a full stop (:func:`_stopped`) closes only when set bold (a block
    knows no list size: one set larger in roman is left to :func:`_ends_list`)."""
    text = block.first_line.strip()
    number = _NUMBER.match(text)
    if (
        len(text) > _CLOSING_CHARS
        or "," in text
        or YEAR.search(text)
        or LABEL.match(text)
        or (number is not None and not (number.group(3) and _END_WORD.match(text, number.end())))
        or (_stopped(text) and not (block.lines and block.lines[0].bold))
    ):
        return False
    return bool(END_OF_REFERENCES.match(text) or _PLAIN_HEADING.match(text))


def _stopped(text: str) -> bool:
    """Whether ``text`` ends with a full stop and holds no heading word: an entry's line
    (a book's title in capitals, "A JOURNAL OF NEUROLOGY.", under its names), not a
    section's heading ("A Proofs", "B.1 Details").  Asked of lines in the list's own
    type only: a heading set bold or larger may end with a stop ("A Proof of Lemma 1.")."""
    return text.endswith(".") and _END_WORD.search(text) is None


def _heading_in_type(after: Sequence[TextBlock], j: int, out: Sequence[TextBlock]) -> bool:
    """Whether block ``j`` of ``after`` opens with a heading set in the list's own type
    (same size, roman, mixed case) that ends the list: a heading word or a numbered
    section's title, followed by prose (:func:`~.refends.heading_in_type`), after a
    finished entry (:func:`_after_entry`) and with no venue and year under its prose
    (an entry's title line read as a block of its own: "Supplementary material for
    deep nets" / "improves the training of …" / "In Proc. Conf., 2019."), nor the list's
    next numbered entry (:func:`_next_entry`)."""
    lines, kept = after[j].lines, out[-1]
    earlier = out[-2] if len(out) > 1 else None
    if not lines or not _after_entry(kept, lines[0], earlier) or _next_entry(kept, lines[0].text):
        return False
    following = (
        lines[1] if len(lines) > 1 else next((b.lines[0] for b in after[j + 1 :] if b.lines), None)
    )
    if following is None or not heading_in_type(lines[0].text, following.text, _PLAIN_HEADING):
        return False
    under = []
    for line in lines[2 : 2 + _UNDER]:
        if _NUMBER.match(line.text) or LABEL.match(line.text):
            break  # (an entry after the heading's prose)
        under.append(line.text)
    return not any(YEAR.search(text) for text in under)


def _next_entry(kept: TextBlock, text: str) -> bool:
    """Whether ``text`` opens the entry after ``kept``'s last numbered one: the next
    number in the same marker and no heading word after it ("7. John Smith and Ann Lee"
    after "6. …", not "7 Appendix")."""
    number = _NUMBER.match(text)
    if number is None or _END_WORD.match(text, number.end()):
        return False
    last = next((m for line in reversed(kept.lines) if (m := _NUMBER.match(line.text))), None)
    return (
        last is not None
        and number_shape(last) == number_shape(number)
        and number_value(number) == number_value(last) + 1
    )


_UNDER = 2  # the lines under a heading's prose line where an entry's venue and year would be
_INDENT = 2.0, 30.0  # points an entry's indented line (a hang, an annotation) sits right


def _after_entry(kept: TextBlock, line: BlockLine, earlier: TextBlock | None = None) -> bool:
    """Whether ``line`` may be a heading after ``kept``, the list's last kept block: the
    entry ``kept`` ends (from its last numbered line) holds a year, so is finished, and
    ``line`` is not indented under it as an entry's lines or an annotation are.  Where
    ``kept`` hangs right of ``earlier``, the block kept before it, by an indent
    (:data:`_INDENT`'s least or more, and under ``earlier``: a word processor's half
    inch, not a column's width), with no number (an entry's hanging lines read as a
    block of their own), the entry opened at ``earlier``'s last flush-left line."""
    lines = kept.lines
    numbered = [i for i, kl in enumerate(lines) if _NUMBER.match(kl.text)]
    if (
        not numbered
        and earlier is not None
        and _INDENT[0] <= kept.x0 - earlier.x0 < earlier.x1 - earlier.x0
    ):
        flush = [i for i, el in enumerate(earlier.lines) if el.x0 - earlier.x0 < _INDENT[0]]
        lines = [*earlier.lines[max(flush, default=0) :], *lines]
    first = max(numbered, default=0) if lines is kept.lines else 0
    if not any(YEAR.search(kl.text) for kl in lines[first:]):
        return False
    same_column = line.x0 < kept.x1 and kept.x0 < line.x1
    return not (same_column and _INDENT[0] <= line.x0 - kept.x0 <= _INDENT[1])


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
    out = []
    for i, entry in enumerate(entries):
        match = _NUMBER.match(entry)
        number = int(next(g for g in match.groups() if g)) if match else None
        body = _NUMBER.sub("", entry, count=1).strip() if match else entry
        if not match and not AUTHOR_YEAR_LABEL.match(body):  # (parse_reference reads that)
            body = LABEL.sub("", body, count=1)
        parsed = parse_reference(body, number if number is not None else i + 1)
        out.append(parsed)
    return tuple(out)
