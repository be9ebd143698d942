"""From passages to graph parts: sentences and the entities each one mentions.  Pure
but for the extractor it is handed.

A passage is one stored chunk.  :func:`analyse` splits it into sentences
(:mod:`.sentences`), runs the extractor over the whole passage (more context
than one sentence gives), assigns every mention to the sentence holding it and
normalises it into an entity key (:mod:`.normalize`).  A name the passage
mentions is then counted wherever it is written again in the passage, also
where the extractor missed it.

A paper's title names what the paper is about, so it is a mention too (label
``TITLE``) in every sentence of the paper: its sentences are about it even
where they say "she" or "the film" instead.  A passage of another paper that
names this title (a citation, a Wikipedia link) then meets this paper at that
entity.  Titles longer than
:data:`MAX_TITLE_WORDS` words are descriptions rather than names and are left
out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tapyre_paper_search.graph.extractors import EntityExtractor, Mention
from tapyre_paper_search.graph.normalize import entity_key, find_names, without_qualifier
from tapyre_paper_search.graph.sentences import split_sentences

MAX_TITLE_WORDS = 12
TITLE_LABEL = "TITLE"


@dataclass(frozen=True)
class PassageText:
    """A chunk to analyse: its identity, its text and the title of its paper."""

    paper_id: str
    chunk_index: int
    text: str
    title: str = ""


@dataclass
class AnalysedPassage:
    """A passage's sentences (spans into its text, and their text) and, per sentence,
    the entity keys it mentions with how often."""

    paper_id: str
    chunk_index: int
    spans: list[tuple[int, int]]
    sentences: list[str]
    mentions: list[dict[str, int]]

    @property
    def entity_keys(self) -> set[str]:
        return {key for counts in self.mentions for key in counts}


@dataclass
class Analysis:
    """The analysed passages, and for every key they mention the name and label it
    was first seen with (shown to users, embedded for semantic matching)."""

    passages: list[AnalysedPassage] = field(default_factory=list)
    names: dict[str, tuple[str, str]] = field(default_factory=dict)


def analyse(passages: Sequence[PassageText], extractor: EntityExtractor) -> Analysis:
    """Sentences and entity mentions of ``passages``, in order."""
    found = extractor.extract([p.text for p in passages]) if passages else []
    result = Analysis()
    for passage, mentions in zip(passages, found, strict=True):
        spans = split_sentences(passage.text)
        if not spans and passage.text.strip():
            spans = [(0, len(passage.text))]
        counts: list[dict[str, int]] = [{} for _ in spans]
        for mention in [*_title_mention(passage, spans), *mentions]:
            key = entity_key(mention.text)
            at = _sentence_of(spans, mention)
            if not key or at is None:
                continue
            counts[at][key] = counts[at].get(key, 0) + 1
            result.names.setdefault(key, (mention.text, mention.label))
        _add_repeats(passage.text, spans, counts)
        result.passages.append(
            AnalysedPassage(
                passage.paper_id,
                passage.chunk_index,
                spans,
                [passage.text[s:e] for s, e in spans],
                counts,
            )
        )
    return result


def _add_repeats(text: str, spans: list[tuple[int, int]], counts: list[dict[str, int]]) -> None:
    """Count every occurrence of the passage's own names, in every sentence.

    An extractor recognises a name in one sentence and misses it in the next
    (the film's title as a heading, not in "X is a 1914 film directed by Y"):
    within a passage, a name written again means the same entity.
    """
    local = {key for sentence in counts for key in sentence}
    if not local:
        return
    longest = max(len(key.split()) for key in local)
    for at, (start, end) in enumerate(spans):
        seen: dict[str, int] = {}
        for key in find_names(text[start:end], local.__contains__, max_words=longest):
            seen[key] = seen.get(key, 0) + 1
        for key, times in seen.items():
            if times > counts[at].get(key, 0):
                counts[at][key] = times


def _title_mention(passage: PassageText, spans: list[tuple[int, int]]) -> list[Mention]:
    """The paper's title (and its name without a qualifier, see
    :func:`~.normalize.without_qualifier`) as a mention in every sentence of the passage."""
    title = " ".join(passage.title.split())
    if not title or len(title.split()) > MAX_TITLE_WORDS:
        return []
    names = [title, without_qualifier(title)]
    return [
        Mention(name, TITLE_LABEL, start, end) for name in names if name for start, end in spans
    ]


def _sentence_of(spans: list[tuple[int, int]], mention: Mention) -> int | None:
    """The sentence holding the mention's start (a mention cut by a sentence end
    belongs to the sentence it starts in)."""
    low, high = 0, len(spans) - 1
    while low <= high:
        middle = (low + high) // 2
        start, end = spans[middle]
        if mention.start < start:
            high = middle - 1
        elif mention.start >= end:
            low = middle + 1
        else:
            return middle
    return None
