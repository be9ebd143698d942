"""Answers from retrieved passages, with sources the program appends.

The model sees the passages grouped under numbered sources and is told to cite
them inline as ``[1]``, ``[2]``, to answer only from them, in the question's
language (detected by :mod:`tapyre_paper_search.language` and named in the
prompt, since papers are mostly English and a model reading English sources
drifts into English), and never to write a sources list.  The program streams the model's
text through :class:`CitationFilter`, which drops markers pointing outside the
list and cuts a sources list the model wrote anyway, then appends the real one:
the sources the answer cites first, then (``sources="all"``) the others,
marked "not cited", or (``sources="cited"``) only the cited ones.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from tapyre import record_json

from tapyre_paper_search.search.results import PaperHit, Passage

SourcesMode = Literal["all", "cited"]
"""Which sources an answer lists: ``all`` (uncited ones last, marked) or ``cited`` only."""

SOURCES_MODES: tuple[SourcesMode, ...] = ("all", "cited")

SYSTEM = """\
You answer questions about scientific papers using only the numbered sources below.
Rules:
- Use only facts stated in the sources. Do not use outside knowledge.
- If the sources do not contain the answer, say so plainly in one or two sentences.
- Write in the same language as the question (the prompt names it), also when the
  sources are in another language: translate what you take from them.
- Cite the sources you use inline with their numbers in square brackets, e.g. [1] or [2][3],
  right after the statement they support. Use only the numbers listed below.
- Do NOT write a list of sources, references or a bibliography: the program appends it.
"""

# What needs no space before it once a dropped marker left a gap.
_CLOSING = frozenset(".,;:!?)]}\n")
_MARKER = re.compile(r"\[\s*(\d{1,3}(?:\s*[,–-]\s*\d{1,3})*)\s*\]")
# A line that starts a model-written source list ("Sources:", "**References**", "Quellen:").
_SOURCES_HEADING = re.compile(
    r"^\s*(?:#+\s*|\*\*)?(?:sources|references|bibliography|quellen|literatur|références|"
    r"fuentes|referencias|fonti|bronnen)\s*(?:\*\*)?\s*:?\s*(?:\*\*)?\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Source:
    """A numbered source: a paper and the passages of it the model saw."""

    number: int
    paper_id: str
    title: str
    passages: tuple[Passage, ...]

    @property
    def pages(self) -> str:
        """The pages the passages come from, e.g. ``"3, 5–6"`` (empty for abstracts)."""
        seen: list[str] = []
        for passage in self.passages:
            if passage.pages and passage.pages not in seen:
                seen.append(passage.pages)
        return ", ".join(seen)

    def cite(self) -> str:
        pages = f", p. {self.pages}" if self.pages else ""
        title = self.title or "(untitled)"
        return f"[{self.number}] {title} — {self.paper_id}{pages}"

    def to_dict(self) -> dict[str, Any]:
        return record_json(
            self,
            "number paper_id title pages chunks",
            # the passages' chunks (null: title and abstract), so a face can open them
            chunks=[p.chunk_index for p in self.passages],
        )


def _fingerprint(text: str) -> str:
    return hashlib.sha1(" ".join(text.casefold().split()).encode()).hexdigest()


def build_sources(papers: Sequence[PaperHit], *, max_passages: int = 12) -> list[Source]:
    """Number the papers in rank order and keep their distinct passages.

    Duplicate passages (same text once whitespace and case are ignored, as
    from overlapping chunks stored twice or a paper hit equal to its abstract
    chunk) are dropped; within a paper passages are ordered by position so
    the model reads them as the paper runs.  At most ``max_passages`` in all,
    taken by score.
    """
    candidates = sorted(
        ((p.score, hit_i, p) for hit_i, hit in enumerate(papers) for p in hit.passages),
        key=lambda item: (-item[0], item[1]),
    )
    seen: set[str] = set()
    kept: dict[int, list[Passage]] = {}
    for _, hit_i, passage in candidates:
        if sum(len(v) for v in kept.values()) >= max_passages:
            break
        key = _fingerprint(passage.text)
        if not passage.text.strip() or key in seen:
            continue
        seen.add(key)
        kept.setdefault(hit_i, []).append(passage)
    sources: list[Source] = []
    for hit_i, hit in enumerate(papers):
        if hit_i not in kept:
            continue
        ordered = sorted(
            kept[hit_i],
            key=lambda p: (-1 if p.chunk_index is None else p.chunk_index, p.page_start or 0),
        )
        sources.append(Source(len(sources) + 1, hit.paper_id, hit.title, tuple(ordered)))
    return sources


def language_rule(question: str) -> str:
    """The line that tells the model which language to answer in: the question's."""
    from tapyre_paper_search import language

    name = language.name(language.detect(question))
    return (
        f"The question is in {name}: write the whole answer in {name}, keeping the "
        "citation numbers [n] exactly as the sources are numbered."
    )


def build_prompt(question: str, sources: Sequence[Source]) -> str:
    """The user message: the numbered sources, the answer's language, then the question."""
    rule = language_rule(question)
    if not sources:
        return f"Sources: none were found.\n\n{rule}\n\nQuestion: {question}"
    blocks = []
    for source in sources:
        body = "\n".join(
            (f"(p. {p.pages}) " if p.pages else "") + " ".join(p.text.split())
            for p in source.passages
        )
        blocks.append(f"[{source.number}] {source.title or source.paper_id}\n{body}")
    return "Sources:\n\n" + "\n\n".join(blocks) + f"\n\n{rule}\n\nQuestion: {question}"


@dataclass
class CitationFilter:
    """Streams the model's text, keeping only valid ``[n]`` markers.

    ``feed`` returns the text that is safe to show now; it holds back a
    possible marker until its ``]`` arrives and the start of each line until it
    is clear the line does not open a sources list.  ``finish`` flushes.
    Markers naming a number outside ``1..count`` are removed and recorded in
    ``dropped``, with the space before them when punctuation or the line's end
    follows (``fact [9].`` becomes ``fact.``); everything from a model-written
    sources heading on is cut and ``cut_sources`` set.
    """

    count: int
    cited: list[int] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    cut_sources: bool = False
    _pending: str = ""
    _line_start: bool = True
    _space: str = ""  # spaces read but not yet shown: a dropped marker may follow
    _gap: bool = False  # a marker was dropped right after ``_space``

    _HOLD = 40  # longest marker or heading line we wait for

    def feed(self, text: str) -> str:
        if self.cut_sources:
            return ""
        self._pending += text
        return self._drain(final=False)

    def finish(self) -> str:
        if self.cut_sources:
            return ""
        return self._drain(final=True)

    def _drain(self, *, final: bool) -> str:
        out: list[str] = []
        buf = self._pending
        i = 0
        while i < len(buf):
            if self._line_start:
                newline = buf.find("\n", i)
                line = buf[i:] if newline < 0 else buf[i:newline]
                if newline < 0 and not final and len(line) < self._HOLD:
                    break  # wait for the rest of the line
                if _SOURCES_HEADING.match(line):
                    self.cut_sources = True
                    self._pending = self._space = ""
                    return "".join(out).rstrip() + ("\n" if out else "")
                self._line_start = False
            ch = buf[i]
            if ch in " \t":
                self._space += ch
                i += 1
                continue
            if ch == "[":
                close = buf.find("]", i)
                if close < 0 and not final and len(buf) - i < self._HOLD:
                    break
                match = _MARKER.fullmatch(buf[i : close + 1]) if close >= 0 else None
                if match:
                    kept = self._check(match.group(1))
                    if kept:
                        out.append(self._spacing(kept[0]) + kept)
                    else:
                        self._gap = True
                    i = close + 1
                    continue
            out.append(self._spacing(ch) + ch)
            if ch == "\n":
                self._line_start = True
            i += 1
        self._pending = buf[i:]
        if final:
            out.append("" if self._gap else self._space)
            self._space, self._gap = "", False
        return "".join(out)

    def _spacing(self, following: str) -> str:
        """The held spaces to show before ``following``: all of them, or after
        a dropped marker one at most, and none before punctuation or a line end."""
        space, gap = self._space, self._gap
        self._space, self._gap = "", False
        if not gap:
            return space
        return "" if following in _CLOSING else space[:1]

    def _check(self, body: str) -> str:
        numbers = _expand(body)
        valid = [n for n in numbers if 1 <= n <= self.count]
        if len(valid) != len(numbers):
            self.dropped.append(f"[{body}]")
        for n in valid:
            if n not in self.cited:
                self.cited.append(n)
        return "".join(f"[{n}]" for n in valid)


def _expand(body: str) -> list[int]:
    numbers: list[int] = []
    for part in re.split(r"\s*,\s*", body):
        if re.search(r"[–-]", part):
            low, high = (int(x) for x in re.split(r"\s*[–-]\s*", part))
            numbers.extend(range(low, high + 1) if high - low < 50 else [low, high])
        else:
            numbers.append(int(part))
    return numbers


def listed_sources(
    sources: Iterable[Source], cited: Iterable[int], mode: SourcesMode = "all"
) -> list[tuple[Source, bool]]:
    """``(source, cited)`` in the order an answer lists them: the cited sources
    (by number), then, with ``mode="all"``, the uncited ones (by number)."""
    if mode not in SOURCES_MODES:
        raise ValueError(f"sources mode {mode!r}: use one of {', '.join(SOURCES_MODES)}")
    used = set(cited)
    ordered = sorted(sources, key=lambda source: (source.number not in used, source.number))
    return [
        (source, source.number in used)
        for source in ordered
        if mode == "all" or source.number in used
    ]


def sources_dicts(
    sources: Iterable[Source], cited: Iterable[int], mode: SourcesMode = "all"
) -> list[dict[str, Any]]:
    """The listed sources as JSON-ready dicts, each with ``cited`` true or false."""
    return [
        {**source.to_dict(), "cited": was_cited}
        for source, was_cited in listed_sources(sources, cited, mode)
    ]


def format_sources(
    sources: Iterable[Source], cited: Iterable[int] | None = None, mode: SourcesMode = "all"
) -> str:
    """The sources list the program appends to an answer.

    Without ``cited`` every source is listed as numbered.  With it, the cited
    sources come first and the uncited are marked ``(not cited)`` or, with
    ``mode="cited"``, left out (no list at all when nothing was cited).
    """
    if cited is None:
        lines = [source.cite() for source in sources]
    else:
        lines = [
            source.cite() + ("" if was_cited else "  (not cited)")
            for source, was_cited in listed_sources(sources, cited, mode)
        ]
    return "\n\nSources:\n" + "\n".join(lines) if lines else ""
