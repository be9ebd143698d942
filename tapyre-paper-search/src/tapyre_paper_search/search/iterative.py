"""Iterative retrieval with a language model (IRCoT-style): retrieve, let the model
write the next sub-question, retrieve again, up to a bound.

Round 1 searches the question.  After each round the model sees the question
and the passages found so far and replies with JSON: either ``{"done": true}``
when they answer it, or ``{"next": "…"}``, the one search that finds the missing
fact ("Who is the mother of Lothair II?" once his passage is there, then "When
did Teutberga die?").  The loop stops at ``steps`` rounds, when the model is
done, repeats a query or replies unusably (a note says so).  The papers of all
rounds are merged by reciprocal-rank fusion: the rounds interleave, so each
hop's best passage is among the results, and a paper several rounds found (the
bridge between two hops) leads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from tapyre_paper_search.search.llm_io import complete, parse_reply

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

    from tapyre_paper_search.search.results import PaperHit

SYSTEM = """\
You help a search engine answer a question that may need several searches.
You see the question and the passages found so far.  If they contain everything
needed to answer it, reply {"done": true}.  Otherwise reply {"next": "…"} with
the single next search query: a short, self-contained question about the one
missing fact, naming the people, works or places the passages revealed.
Reply with one JSON object and nothing else.
"""

MAX_QUERY_CHARS = 300
PASSAGE_CHARS = 600
RRF_K = 10


class _Step(BaseModel):
    model_config = ConfigDict(extra="ignore")

    done: bool = False
    next: str | None = None


@dataclass
class Rounds:
    """The merged papers of every round, the queries searched, and notes."""

    papers: list[PaperHit]
    queries: list[str]
    notes: list[str] = field(default_factory=list)


def iterate(
    model: BaseChatModel,
    question: str,
    search: Callable[[str], Sequence[PaperHit]],
    *,
    steps: int,
    k: int,
) -> Rounds:
    """Search ``question`` and the model's follow-up queries, ``steps`` rounds at most."""
    queries = [question]
    rounds: list[Sequence[PaperHit]] = [search(question)]
    notes: list[str] = []
    while len(rounds) < steps:
        prompt = _prompt(question, [p for found in rounds for p in found])
        reply, error = parse_reply(complete(model, SYSTEM, prompt), _Step)
        if reply is None:
            notes.append(f"iterative retrieval stopped: {error}")
            break
        if reply.done or not reply.next:
            break
        following = " ".join(reply.next.split())[:MAX_QUERY_CHARS]
        if following.casefold() in {q.casefold() for q in queries}:
            notes.append("iterative retrieval stopped: the model repeated a query")
            break
        queries.append(following)
        rounds.append(search(following))
    return Rounds(_merge(rounds, k), queries, notes)


def _prompt(question: str, papers: Sequence[PaperHit]) -> str:
    lines = [f"Question: {question}", "", "Passages found so far:"]
    seen: set[tuple[str, int | None]] = set()
    for paper in papers:
        for passage in paper.passages:
            key = (passage.paper_id, passage.chunk_index)
            if key in seen:
                continue
            seen.add(key)
            text = " ".join(passage.text.split())[:PASSAGE_CHARS]
            lines.append(f"- {paper.title}: {text}")
    return "\n".join(lines)


def _merge(rounds: Sequence[Sequence[PaperHit]], k: int) -> list[PaperHit]:
    """Reciprocal-rank fusion of the rounds: a paper's score is the sum over the rounds
    that found it of ``1 / (RRF_K + rank)``.  The rounds interleave, each round's
    best beside the others' best (a tie goes to the earlier round), so the hops the
    sub-questions found are among the ``k`` even when round 1 alone found ``k``
    papers, and a paper two rounds found (the bridge between hops) leads."""
    from dataclasses import replace

    score: dict[str, float] = {}
    first: dict[str, tuple[int, int, PaperHit]] = {}
    for number, papers in enumerate(rounds):
        for rank, paper in enumerate(papers):
            first.setdefault(paper.paper_id, (number, rank, paper))
            score[paper.paper_id] = score.get(paper.paper_id, 0.0) + 1.0 / (RRF_K + rank + 1)
    ordered = sorted(first, key=lambda p: (-score[p], first[p][0], first[p][1]))[:k]
    return [replace(first[p][2], score=score[p]) for p in ordered]
