"""Paragraph- and sentence-aware chunking of a paper's pages (pure, no I/O).

The paper's full text is its pages' texts joined by ``"\\n\\n"``; every chunk is
an exact slice of it (``text == full_text[char_start:char_end]``), so an answer
can quote and cite it by page.  Pages are split into paragraphs (blank lines),
paragraphs into sentences, and sentences are packed greedily into chunks of at
most ``max_tokens`` tokens as counted by the embedder's tokenizer:

* a chunk never exceeds ``max_tokens`` by the ``count_tokens`` callable: packing
  uses per-sentence counts, then every chunk is counted once more and a chunk
  over the limit (a tokenizer is not exactly additive) is cut shorter;
* a sentence longer than ``max_tokens`` is cut at word boundaries (at
  characters for a single giant "word");
* a heading (a short line without closing punctuation) goes with the
  paragraph after it, and a table or figure caption with the table next to it;
* a Markdown table (paragraphs whose lines are ``| … |`` rows, as PDF
  extraction writes tables) is cut only between rows, never at the full stops
  inside its cells;
* sentence ends know English and German abbreviations ("et al.", "Fig. 3",
  "z. B.", "bzw.", "vgl. Abb. 2") and German ordinals ("im 19. Jahrhundert",
  "am 3. Oktober");
* a new paragraph starts a new chunk when the current one is at least half
  full and the paragraph would not fit in what is left;
* when a chunk ends inside a paragraph, the next one starts with the last
  sentences of the previous one, up to ``overlap_tokens`` tokens.

``count_tokens`` is called with batches: one call for all sentences of the
paper, one to check the packed chunks, and rarely a few more for over-long
sentences or chunks that need cutting.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tapyre_paper_search.pdf.normalize import is_table
from tapyre_paper_search.records import Chunk, Page

CHUNKER_VERSION = "para-sent-2"
"""Changes whenever the same input would be chunked differently (part of point ids)."""

TokenCounter = Callable[[Sequence[str]], list[int]]

PAGE_SEPARATOR = "\n\n"

_PARAGRAPH = re.compile(r"\S(?:.*?\S)?(?=\n\s*\n|\s*\Z)", re.DOTALL)
_SENTENCE_END = re.compile(r"[.!?]+[\"'”’)\]]*\s+")
# Words that end with a dot without ending a sentence ("et al. 2020", "Fig. 3",
# "z. B.", "vgl. Abb. 2"); compared in lower case, inner dots kept.
_ABBREVIATIONS = frozenset(
    "al e.g eg i.e ie cf vs fig figs eq eqs sec secs ref refs tab tabs no nos vol pp "  # noqa: SIM905
    "approx resp dr mr mrs ms prof st jr inc ltd co ch app def thm lem prop cor ca viz "
    "esp incl max min avg std dept univ est "
    # German
    "z.b d.h u.a bzw vgl usw abb nr bd hrsg evtl ggf inkl jh jhd kap sog u.u z.t dipl ing "
    "abschn anm bzgl ebd etc ff gem i.a i.d.r mind o.a o.ä od s.o s.u u.ä usf v.a z.z zzgl "
    "mio mrd sek tsd bspw dt engl frz lat ggü einschl hg ggfs insb sog. allg beispielsw".split()
)
# German ordinals: "am 3. Oktober", "im 19. Jahrhundert", "bis zum 5. Mai".
_MONTHS = frozenset(
    "januar februar märz april mai juni juli august september oktober november dezember "  # noqa: SIM905
    "jan feb mär mrz apr jun jul aug sep sept okt nov dez".split()
)
_ORDINAL_LEAD = frozenset(
    "am im vom zum bis ab seit dem der den des die das zur beim nach vor um ca etwa jedem "  # noqa: SIM905
    "jeden jeder jahrhundert jh".split()
)
_CAPTION = re.compile(
    r"^\s*(?:figure|fig\.|table|tab\.|abbildung|abb\.|tabelle)\s*(?:\d+|[IVX]+)", re.IGNORECASE
)
_WORD = re.compile(r"\S+")
# A short paragraph without closing punctuation: a heading or a caption label.
_HEADING = re.compile(r"^[^\n]{1,80}(?<![.!?:;,])$")


def count_whitespace_tokens(texts: Sequence[str]) -> list[int]:
    """A tokenizer-free ``count_tokens``: words separated by whitespace (for tests)."""
    return [len(text.split()) for text in texts]


@dataclass(frozen=True)
class _Unit:
    """A sentence (or a piece of one): a span of the full text on one page."""

    start: int
    end: int
    page: int
    paragraph: int
    tokens: int = 0


def full_text(pages: Sequence[Page]) -> str:
    """The text chunk offsets refer to: page texts joined by ``"\\n\\n"``."""
    return PAGE_SEPARATOR.join(page.text for page in pages)


def chunk_paper(
    paper_id: str,
    pages: Sequence[Page],
    count_tokens: TokenCounter,
    *,
    max_tokens: int = 256,
    overlap_tokens: int = 32,
) -> list[Chunk]:
    """Split ``pages`` into chunks of at most ``max_tokens`` tokens; pure and deterministic.

    ``count_tokens`` returns the token count of each text without special
    tokens (``DenseEmbedder.count_tokens``; :func:`count_whitespace_tokens`
    without a tokenizer).  ``overlap_tokens`` must be smaller than
    ``max_tokens``.  Returns ``[]`` for pages without text.
    """
    if max_tokens < 1:
        raise ValueError(f"max_tokens must be at least 1, not {max_tokens}")
    if not 0 <= overlap_tokens < max_tokens:
        raise ValueError(
            f"overlap_tokens must be in [0, max_tokens), not {overlap_tokens} (max {max_tokens})"
        )
    text = full_text(pages)
    spans = _sentence_spans(pages)
    if not spans:
        return []
    units = _count_and_fit(text, spans, count_tokens, max_tokens)
    packed = _pack(units, max_tokens, overlap_tokens)
    chunks = []
    for index, (group, tokens) in enumerate(_enforce_limit(text, packed, count_tokens, max_tokens)):
        start, end = group[0].start, group[-1].end
        chunks.append(
            Chunk(
                paper_id=paper_id,
                index=index,
                text=text[start:end],
                page_start=group[0].page,
                page_end=group[-1].page,
                char_start=start,
                char_end=end,
                token_count=tokens,
            )
        )
    return chunks


def _sentence_spans(pages: Sequence[Page]) -> list[_Unit]:
    units: list[_Unit] = []
    offset = 0
    paragraph = 0
    for page in pages:
        matches = list(_PARAGRAPH.finditer(page.text))
        for i, match in enumerate(matches):
            base = offset + match.start()
            text = match.group()
            spans = _table_rows(text) if is_table(text) else split_sentences(text)
            for start, end in spans:
                units.append(_Unit(base + start, base + end, page.number, paragraph))
            following = matches[i + 1].group() if i + 1 < len(matches) else ""
            # A heading ("2 Related Work") belongs with the paragraph after it, a
            # caption with the table after it, a table with the caption after it.
            joined = (
                _HEADING.match(text)
                or (_CAPTION.match(text) and is_table(following))
                or (
                    is_table(text) and _CAPTION.match(following) and not _caption_before(matches, i)
                )
            )
            if not joined:
                paragraph += 1
        offset += len(page.text) + len(PAGE_SEPARATOR)
    return units


def _caption_before(matches: Sequence[re.Match[str]], i: int) -> bool:
    return i > 0 and bool(_CAPTION.match(matches[i - 1].group()))


def _table_rows(table: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each row of a Markdown table (its units: cut only between rows)."""
    spans = []
    start = 0
    for row in table.split("\n"):
        if row.strip():
            spans.append((start, start + len(row.rstrip())))
        start += len(row) + 1
    return spans


def split_sentences(paragraph: str) -> list[tuple[int, int]]:
    """``(start, end)`` offsets of the sentences of ``paragraph``, without outer spaces.

    A sentence ends at ``.``, ``!`` or ``?`` (plus closing quotes or brackets)
    followed by space and an upper-case letter, digit, quote or bracket,
    unless the word before is a known abbreviation (``et al.``, ``Fig.``), has
    inner dots (``e.g.``, ``U.S.``) or is an initial (``J.``).
    """
    spans = []
    start = 0
    for match in _SENTENCE_END.finditer(paragraph):
        end = match.end()
        if end >= len(paragraph):
            break
        following = paragraph[end]
        if not (following.isupper() or following.isdigit() or following in "\"'“‘([{"):
            continue
        if _is_abbreviation(paragraph, match.start()):
            continue
        stop = match.start() + len(match.group().rstrip())
        if stop > start:
            spans.append((start, stop))
        start = end
    tail = paragraph[start:].rstrip()
    if tail:
        spans.append((start, start + len(tail)))
    return spans


def _is_abbreviation(paragraph: str, dot: int) -> bool:
    begin = dot
    while begin > 0 and dot - begin < 32 and not paragraph[begin - 1].isspace():
        begin -= 1
    word = paragraph[begin:dot].lstrip("([{\"'“‘").lower()
    if word in _ABBREVIATIONS or "." in word or (len(word) == 1 and word.isalpha()):
        return True
    return word.isdigit() and len(word) <= 4 and _is_ordinal(paragraph, begin, dot)


def _is_ordinal(paragraph: str, begin: int, dot: int) -> bool:
    """A German ordinal: "am 3. Oktober", "im 19. Jahrhundert" (the number after a
    preposition or article, or before a month)."""
    after = paragraph[dot + 1 :].split(None, 1)
    if after and after[0].rstrip(".,;").lower() in _MONTHS:
        return True
    before = paragraph[:begin].split()
    return bool(before) and before[-1].lower().rstrip(".") in _ORDINAL_LEAD


def _count_and_fit(
    text: str, units: list[_Unit], count_tokens: TokenCounter, max_tokens: int
) -> list[_Unit]:
    """Attach token counts, cutting units longer than ``max_tokens`` until all fit."""
    counts = count_tokens([text[u.start : u.end] for u in units])
    pending = [_with_tokens(u, c) for u, c in zip(units, counts, strict=True)]
    while True:
        cuts = {
            i: _cut(text, u, max_tokens) for i, u in enumerate(pending) if u.tokens > max_tokens
        }
        if not cuts:
            return pending
        pieces = [piece for i in sorted(cuts) for piece in cuts[i]]
        recounted = iter(count_tokens([text[p.start : p.end] for p in pieces]))
        replaced: list[_Unit] = []
        for i, unit in enumerate(pending):
            if i in cuts:
                replaced.extend(_with_tokens(p, next(recounted)) for p in cuts[i])
            else:
                replaced.append(unit)
        pending = replaced


def _with_tokens(unit: _Unit, tokens: int) -> _Unit:
    return _Unit(unit.start, unit.end, unit.page, unit.paragraph, tokens)


def _cut(text: str, unit: _Unit, max_tokens: int) -> list[_Unit]:
    """Split an over-long unit into pieces expected to fit (deterministic)."""
    words = [
        (m.start() + unit.start, m.end() + unit.start)
        for m in _WORD.finditer(text[unit.start : unit.end])
    ]
    if len(words) > 1:
        # Aim at 80% of the limit at the unit's own tokens-per-word rate.
        per_word = max(unit.tokens, 1) / len(words)
        size = max(1, min(len(words) - 1, int(max_tokens * 0.8 / per_word)))
        return [
            _Unit(words[i][0], words[min(i + size, len(words)) - 1][1], unit.page, unit.paragraph)
            for i in range(0, len(words), size)
        ]
    # One giant "word": cut at characters, in halves, so it always shrinks.
    middle = unit.start + max(1, (unit.end - unit.start) // 2)
    return [
        _Unit(unit.start, middle, unit.page, unit.paragraph),
        _Unit(middle, unit.end, unit.page, unit.paragraph),
    ]


def _pack(units: list[_Unit], max_tokens: int, overlap_tokens: int) -> list[list[_Unit]]:
    groups: list[list[_Unit]] = []
    current: list[_Unit] = []
    used = 0
    fresh = 0  # units in ``current`` that no earlier chunk holds
    paragraph_tokens: dict[int, int] = {}
    for unit in units:
        paragraph_tokens[unit.paragraph] = paragraph_tokens.get(unit.paragraph, 0) + unit.tokens
    for unit in units:
        new_paragraph = bool(current) and unit.paragraph != current[-1].paragraph
        overflow = used + unit.tokens > max_tokens
        early = (
            new_paragraph
            and used * 2 >= max_tokens
            and used + paragraph_tokens[unit.paragraph] > max_tokens
        )
        if current and fresh and (overflow or early):
            groups.append(current)
            if new_paragraph:
                current, used = [], 0
            else:
                current = _overlap(current, overlap_tokens, max_tokens - unit.tokens)
                used = sum(u.tokens for u in current)
            fresh = 0
        current.append(unit)
        used += unit.tokens
        fresh += 1
    if current and fresh:
        groups.append(current)
    return groups


def _overlap(previous: list[_Unit], overlap_tokens: int, room: int) -> list[_Unit]:
    """The last sentences of ``previous`` worth at most ``overlap_tokens`` (and ``room``)."""
    budget = min(overlap_tokens, room)
    kept: list[_Unit] = []
    total = 0
    for unit in reversed(previous[1:]):  # never the whole previous chunk
        if unit.paragraph != previous[-1].paragraph or total + unit.tokens > budget:
            break
        kept.append(unit)
        total += unit.tokens
    return kept[::-1]


def _enforce_limit(
    text: str, groups: list[list[_Unit]], count_tokens: TokenCounter, max_tokens: int
) -> list[tuple[list[_Unit], int]]:
    """Count each packed chunk as one text; shorten the few that exceed the limit.

    A chunk over the limit gives up its last sentences to a new chunk right
    after it, which is checked the same way.  Units fit one by one, so this ends.
    """
    out: list[tuple[list[_Unit], int]] = []
    counts = count_tokens([text[g[0].start : g[-1].end] for g in groups])
    for group, tokens in zip(groups, counts, strict=True):
        if tokens <= max_tokens or len(group) == 1:
            out.append((group, tokens))
            continue
        kept, spilled = list(group), list[_Unit]()
        while len(kept) > 1:
            spilled.insert(0, kept.pop())
            if sum(u.tokens for u in kept) <= max_tokens * 0.9:
                break
        out.extend(_enforce_limit(text, [kept], count_tokens, max_tokens))
        out.extend(_enforce_limit(text, [spilled], count_tokens, max_tokens))
    return out
