"""Title, authors and abstract from the layout of a paper's first page (pure).

Most PDFs leave the title metadata empty, so the title is read from where a
reader finds it: the largest horizontal text in the upper part of the first
page, clearly larger than the body text.  The abstract is the text after an
``Abstract`` heading (or an inline ``Abstract—`` / ``Abstract:``) up to the
next heading, keywords or section; without such a heading, the run of
same-sized lines right before the first ``Keywords`` / ``CCS Concepts`` /
``1 Introduction`` line is taken (ACM journal style), or else the first
substantial paragraph after the title and authors, before the first section
heading (many journals); such headingless abstracts are marked ``inferred``.
Authors are read from the lines between the title and the abstract, with
superscripts and smaller-set affiliation text left out
(:mod:`~tapyre_paper_search.pdf.authors`).

Input is PyMuPDF's ``page.get_text("dict")`` structure, so this module needs
no PyMuPDF import and is tested on hand-made dicts as well as real pages.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tapyre_paper_search.pdf.authors import authors_from_lines
from tapyre_paper_search.pdf.normalize import normalize_inline

# Title lines: from the top of the page down to this fraction of its height.
_TITLE_ZONE = 0.55
# A title is at least this much larger than the body text (ratio and points).
_TITLE_MIN_RATIO = 1.15
_TITLE_MIN_POINTS = 1.0
_TITLE_MAX_LINES = 5
_TITLE_MAX_CHARS = 400
_ABSTRACT_MAX_CHARS = 4000
_FALLBACK_MIN_WORDS = 30
# A headingless abstract: a paragraph of at least this many words and lines.
_INFERRED_MIN_WORDS = 40
_INFERRED_MIN_LINES = 3
# Prose: at least this share of its words start in lower case.
_PROSE_LOWER_SHARE = 0.45
# Superscripts and marks: spans set this much smaller than the line's largest.
_SMALL_SPAN_RATIO = 0.85
_MARK_ONLY = re.compile(r"^[\s\d,*†‡§¶∗⋆♠♣♥♦♢♡]+$")
_NO_ABSTRACT = re.compile(
    r"^\s*(?:e d i t o r i a l|editorial|letter to the editor|commentary|correspondence|"
    r"erratum|corrigendum|book review)\s*$",
    re.IGNORECASE,
)

_NOISE = re.compile(
    r"^\s*(arxiv:|preprint|proceedings of|published (in|as)|accepted|under review|"
    r"journal of|vol\.|volume \d|doi:|https?://|www\.|©|\(c\)|copyright|"
    r"e d i t o r i a l|editorial|research article|original article|letter)",
    re.IGNORECASE,
)
_ABSTRACT_HEADING = re.compile(r"^\s*abstract\s*[.:—–-]?\s*$", re.IGNORECASE)
_ABSTRACT_INLINE = re.compile(r"^\s*abstract\s*[.:—–-]\s*(\S.*)$", re.IGNORECASE)
_STOPPER = re.compile(
    r"^\s*(?:(?:\d+|[ivx]+)\.?\s+)?(?:introduction|background|related work)\b"
    r"|^\s*(?:keywords?|key\s*words|index terms|ccs concepts|acm reference format|"
    r"additional key words|author keywords|subjects?|mathematics subject classification|"
    r"pacs|jel classification)\b",
    re.IGNORECASE,
)
_SECTION_NUMBER = re.compile(r"^\s*(?:\d{1,2}|[IVX]{1,4})\.?\s*$")
_NUMBERED_HEADING = re.compile(r"^\s*(?:\d+|[IVX]+)\.?\s+[A-Z]")
_BOLD_FONT = re.compile(r"bold|medi|black|heavy|semibold|[-,]b$|tb$|\.b$", re.IGNORECASE)


@dataclass(frozen=True)
class FrontMatter:
    """What a first page says about its paper; ``""`` / ``()`` where not found.

    ``abstract_inferred`` is true when no "Abstract" heading introduced the
    abstract (it was taken from its place on the page).
    """

    title: str = ""
    abstract: str = ""
    abstract_inferred: bool = False
    authors: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Line:
    text: str
    size: float
    bold: bool
    x0: float
    y0: float
    x1: float
    y1: float
    block: int
    names: str = ""  # the text with superscripts and smaller spans replaced by commas

    @property
    def letters(self) -> int:
        return sum(c.isalpha() for c in self.text)


def title_and_abstract(page: Mapping[str, Any]) -> tuple[str, str]:
    """The normalised title and abstract found on a first page (``""`` when not found)."""
    found = front_matter(page)
    return found.title, found.abstract


def front_matter(page: Mapping[str, Any]) -> FrontMatter:
    """The title, authors and abstract found on a first page.

    ``page`` is ``pymupdf.Page.get_text("dict")`` output: ``width``, ``height``
    and ``blocks`` of ``lines`` of ``spans`` with ``text``, ``size``, ``font``,
    ``flags`` and ``bbox``.
    """
    lines = _lines(page)
    if not lines:
        return FrontMatter()
    body = _body_size(lines)
    title_lines = _title_lines(lines, float(page.get("height") or 0.0), body)
    title = _join_title(title_lines)
    after = lines.index(title_lines[-1]) + 1 if title_lines else 0
    abstract, start, inferred = _abstract(lines, after, body)
    authors: tuple[str, ...] = ()
    if title_lines:
        # Names sit above the abstract, and above any body text when there is none.
        end = start if start < len(lines) else _first_paragraph_at(lines, after, body)
        zone = lines[after:end]
        authors = authors_from_lines(normalize_inline(line.names) for line in zone)
    return FrontMatter(title, abstract, inferred, authors)


def _lines(page: Mapping[str, Any]) -> list[_Line]:
    out: list[_Line] = []
    for block in page.get("blocks", ()):
        if block.get("type", 0) != 0:
            continue
        for line in block.get("lines", ()):
            direction = line.get("dir", (1.0, 0.0))
            if abs(direction[0] - 1.0) > 0.01 or abs(direction[1]) > 0.01:
                continue  # rotated text: margin stamps, axis labels
            spans = [s for s in line.get("spans", ()) if s.get("text", "").strip()]
            if not spans:
                continue
            text = _plain_text(line["spans"])
            if not text:
                continue
            weights: Counter[float] = Counter()
            bold_chars = 0
            for span in spans:
                n = len(span["text"].strip())
                weights[round(float(span.get("size", 0.0)), 1)] += n
                if int(span.get("flags", 0)) & 16 or _BOLD_FONT.search(span.get("font", "")):
                    bold_chars += n
            size = weights.most_common(1)[0][0]
            x0, y0, x1, y1 = (float(v) for v in line.get("bbox", (0, 0, 0, 0)))
            total = sum(weights.values())
            out.append(
                _Line(
                    text,
                    size,
                    bold_chars * 2 > total,
                    x0,
                    y0,
                    x1,
                    y1,
                    int(block.get("number", 0)),
                    _names_text(line["spans"]),
                )
            )
    return out


def _plain_text(spans: Sequence[Mapping[str, Any]]) -> str:
    """A line's text without footnote marks set as superscripts ("S2ORC,1")."""
    largest = max(float(s.get("size", 0.0)) for s in spans)
    parts = []
    for span in spans:
        text = span.get("text", "")
        raised = int(span.get("flags", 0)) & 1 or float(span.get("size", 0.0)) < largest * 0.8
        if raised and text.strip() and _MARK_ONLY.match(text):
            continue
        parts.append(text)
    return "".join(parts).strip()


def _names_text(spans: Sequence[Mapping[str, Any]]) -> str:
    """A line's text with superscript and smaller spans (footnote marks,
    affiliations beside a name) replaced by a comma, which separates names."""
    largest = max(float(s.get("size", 0.0)) for s in spans)
    parts = []
    for span in spans:
        small = float(span.get("size", 0.0)) < largest * _SMALL_SPAN_RATIO
        if small or (int(span.get("flags", 0)) & 1 and span.get("text", "").strip().isdigit()):
            parts.append(", ")
        else:
            parts.append(span.get("text", ""))
    return "".join(parts).strip()


def _body_size(lines: Sequence[_Line]) -> float:
    """The font size most characters on the page are set in."""
    weights: Counter[float] = Counter()
    for line in lines:
        weights[round(line.size * 2) / 2] += len(line.text)
    return weights.most_common(1)[0][0]


def _title_lines(lines: Sequence[_Line], height: float, body: float) -> list[_Line]:
    limit = height * _TITLE_ZONE if height > 0 else float("inf")
    threshold = max(body * _TITLE_MIN_RATIO, body + _TITLE_MIN_POINTS)
    candidates = [
        line
        for line in lines
        if line.y0 < limit
        and line.size >= threshold
        and line.letters >= 2
        and not _NOISE.match(line.text)
    ]
    if not candidates:
        return []
    biggest = max(line.size for line in candidates)
    same = sorted(
        (line for line in candidates if abs(line.size - biggest) <= 0.6),
        key=lambda line: (round(line.y0), line.x0),
    )
    group = [same[0]]
    for line in same[1:]:
        previous = group[-1]
        step = line.y0 - previous.y0  # tops, not bottoms: bboxes of mixed sizes overlap
        same_row = abs(step) < biggest * 0.5
        next_row = biggest * 0.5 <= step <= biggest * 2.4
        if not (same_row or next_row):
            break
        group.append(line)
    rows = {round(line.y0 / (biggest * 0.5)) for line in group}
    if len(rows) > _TITLE_MAX_LINES:
        return []
    # Keep the lines in page order so "lines.index" finds where the title ends.
    return sorted(group, key=lines.index)


def _join_title(group: Sequence[_Line]) -> str:
    if not group:
        return ""
    ordered = sorted(group, key=lambda line: (round(line.y0), line.x0))
    title = normalize_inline("\n".join(line.text for line in ordered))
    if sum(c.isalpha() for c in title) < 4 or len(title) > _TITLE_MAX_CHARS:
        return ""
    return title


def _abstract(lines: Sequence[_Line], start: int, body: float) -> tuple[str, int, bool]:
    """(abstract, index of its first line or heading, inferred) after line ``start``."""
    for i in range(start, len(lines)):
        line = lines[i]
        squeezed = re.sub(r"(?<=\w) (?=\w\b)", "", line.text)  # "A B S T R A C T"
        if _ABSTRACT_HEADING.match(squeezed):
            return _collect(lines, i + 1, first=None), i, False
        inline = _ABSTRACT_INLINE.match(line.text)
        if inline:
            return _collect(lines, i + 1, first=(inline.group(1), line.size)), i, False
    text, at = _fallback_abstract(lines, start)
    if text:
        return text, at, True
    if start == 0 or any(_NO_ABSTRACT.match(line.text) for line in lines):
        # No title (a table or figure page) or a kind of article without abstract.
        return "", _first_paragraph_at(lines, start, body), False
    return _inferred_abstract(lines, start, body)


def _paragraphs(lines: Sequence[_Line], start: int) -> list[tuple[int, int]]:
    """Runs of lines (``[begin, end)`` indexes) set in one size, line after line."""
    runs: list[tuple[int, int]] = []
    begin = start
    for i in range(start + 1, len(lines) + 1):
        if i < len(lines):
            previous, line = lines[i - 1], lines[i]
            step = line.y0 - previous.y0
            same_row = abs(step) < previous.size * 0.5
            next_row = previous.size * 0.5 <= step <= max(previous.size, line.size) * 2.0
            if abs(line.size - previous.size) <= 0.6 and (same_row or next_row):
                continue
        runs.append((begin, i))
        begin = i
    return runs


def _is_substantial(lines: Sequence[_Line], begin: int, end: int, body: float) -> bool:
    """Whether a run of lines is a paragraph of prose: several lines and many
    words, mostly lower case (a block of names and affiliations is capitalised)."""
    run = lines[begin:end]
    rows = {round(line.y0) for line in run}
    words = [word for line in run for word in line.text.split()]
    lower = sum(word[0].islower() for word in words)
    return (
        len(rows) >= _INFERRED_MIN_LINES
        and len(words) >= _INFERRED_MIN_WORDS
        and lower >= len(words) * _PROSE_LOWER_SHARE
        and run[0].size >= body - 2.5
        and not run[0].bold
    )


def _first_paragraph_at(lines: Sequence[_Line], start: int, body: float) -> int:
    for begin, end in _paragraphs(lines, start):
        if _is_stopper(lines[begin], lines[begin].size) or _is_substantial(lines, begin, end, body):
            return begin
    return len(lines)


def _inferred_abstract(lines: Sequence[_Line], start: int, body: float) -> tuple[str, int, bool]:
    """The first substantial paragraph before the first section heading."""
    for begin, end in _paragraphs(lines, start):
        if _is_stopper(lines[begin], lines[begin].size):
            return "", begin, False
        if _is_substantial(lines, begin, end, body):
            return _finish(line.text for line in lines[begin:end]), begin, True
    return "", len(lines), False


def _is_stopper(line: _Line, size: float) -> bool:
    if _STOPPER.match(line.text):
        return True
    if line.size > size + 1.5 and line.letters >= 3:
        return True  # a heading set larger than the abstract
    return bool(line.bold and len(line.text) < 80 and _NUMBERED_HEADING.match(line.text))


def _collect(lines: Sequence[_Line], start: int, first: tuple[str, float] | None) -> str:
    parts: list[str] = []
    size = first[1] if first else None
    if first:
        parts.append(first[0])
    chars = sum(len(p) for p in parts)
    for line in lines[start:]:
        if size is None:
            if _is_stopper(line, line.size):
                break
            size = line.size
        elif _is_stopper(line, size):
            break
        if line.size < size - 1.5 or _SECTION_NUMBER.match(line.text):
            continue  # footnote text in the abstract's column; "1" of "1 Introduction"
        parts.append(line.text)
        chars += len(line.text)
        if chars > _ABSTRACT_MAX_CHARS:
            break
    return _finish(parts)


def _fallback_abstract(lines: Sequence[_Line], start: int) -> tuple[str, int]:
    stop = next((i for i in range(start, len(lines)) if _STOPPER.match(lines[i].text)), None)
    if stop is None or stop == start:
        return "", start
    size = lines[stop - 1].size
    first = stop - 1
    while (
        first - 1 >= start
        and abs(lines[first - 1].size - size) <= 0.3
        and not lines[first - 1].bold
    ):
        first -= 1
    run = lines[first:stop]
    if sum(len(line.text.split()) for line in run) < _FALLBACK_MIN_WORDS:
        return "", start
    return _finish(line.text for line in run), first


def _finish(parts: Iterable[str]) -> str:
    text = normalize_inline("\n".join(parts))
    return text[:_ABSTRACT_MAX_CHARS].strip()
