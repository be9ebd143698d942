"""What a search returns: passages grouped per paper, plus how the query was read.

Each record carries its JSON form (``to_dict``: ``--json``, the REST API); a
response also its compact text (:meth:`SearchResponse.to_text`: a terminal, the
agent and MCP tools).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tapyre import record_json

from tapyre_paper_search.filters import SearchFilters


@dataclass(frozen=True)
class Passage:
    """One retrieved passage.  ``chunk_index`` is ``None`` for a paper-level hit
    (title and abstract); pages are 1-based and ``None`` when unknown."""

    paper_id: str
    text: str
    score: float
    chunk_index: int | None = None
    page_start: int | None = None
    page_end: int | None = None

    @property
    def pages(self) -> str:
        """``"3"``, ``"3–4"`` or ``""``."""
        if self.page_start is None:
            return ""
        if self.page_end is None or self.page_end == self.page_start:
            return str(self.page_start)
        return f"{self.page_start}–{self.page_end}"

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Passage:
        """The passage :meth:`to_dict` describes (a server's reply)."""
        return cls(
            paper_id=str(data["paper_id"]),
            text=str(data["text"]),
            score=float(data["score"]),
            chunk_index=data.get("chunk_index"),
            page_start=data.get("page_start"),
            page_end=data.get("page_end"),
        )

    def to_dict(self) -> dict[str, Any]:
        return record_json(self, "paper_id chunk_index page_start page_end score text")


@dataclass(frozen=True)
class PaperHit:
    """A paper in the results: its score (its best passage's) and best passages."""

    paper_id: str
    score: float
    title: str = ""
    authors: tuple[str, ...] = ()
    year: int | None = None
    categories: tuple[str, ...] = ()
    passages: tuple[Passage, ...] = ()

    @classmethod
    def described(
        cls, paper_id: str, score: float, passages: Iterable[Passage], data: Mapping[str, Any]
    ) -> PaperHit:
        """A paper with its title, authors, year and categories read from ``data``:
        the payload of its best point or :meth:`to_dict`'s JSON, which name them
        alike (a missing one is empty)."""
        return cls(
            paper_id=paper_id,
            score=score,
            title=str(data.get("title") or ""),
            authors=tuple(data.get("authors") or ()),
            year=data.get("year"),
            categories=tuple(data.get("categories") or ()),
            passages=tuple(passages),
        )

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PaperHit:
        """The paper :meth:`to_dict` describes (a server's reply)."""
        passages = (Passage.from_dict(p) for p in data.get("passages") or ())
        return cls.described(str(data["paper_id"]), float(data["score"]), passages, data)

    def to_dict(self) -> dict[str, Any]:
        return record_json(self, "paper_id score title authors year categories passages")


@dataclass(frozen=True)
class SearchResponse:
    """The answer to one search.

    ``filters`` are those applied (given and parsed); ``queries`` the texts
    actually searched (the rewritten ones when rewriting was on);
    ``similar_to`` the paper used as the query; ``is_search`` the LLM's verdict
    on whether the question asks for papers at all (``None`` when not asked);
    ``notes`` say what fell back or was skipped (e.g. an unparseable LLM reply);
    ``hops`` the path a graph search followed (the question's entities, then each
    entity bridged to, with the sentence that led there), empty in other modes.
    """

    query: str
    mode: str
    papers: tuple[PaperHit, ...]
    filters: SearchFilters = field(default_factory=SearchFilters)
    queries: tuple[str, ...] = ()
    similar_to: str | None = None
    is_search: bool | None = None
    notes: tuple[str, ...] = ()
    timings_ms: dict[str, float] = field(default_factory=dict)
    hops: tuple[dict[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        keys = "query mode similar_to filters queries is_search notes timings_ms papers"
        return record_json(self, keys + " hops" if self.hops else keys)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SearchResponse:
        """The response :meth:`to_dict` describes: what a running server sent, for the
        commands that go through it to print as they print their own."""
        return cls(
            query=str(data["query"]),
            mode=str(data["mode"]),
            papers=tuple(PaperHit.from_dict(p) for p in data.get("papers") or ()),
            filters=SearchFilters.from_mapping(data.get("filters")),
            queries=tuple(data.get("queries") or ()),
            similar_to=data.get("similar_to"),
            is_search=data.get("is_search"),
            notes=tuple(data.get("notes") or ()),
            timings_ms=dict(data.get("timings_ms") or {}),
        )

    def to_text(self, *, passage_chars: int = 300) -> str:
        """The results as compact text for a model or a terminal: notes, then each
        paper ranked with its year, first authors and score, and its passages (with
        their pages) cut to ``passage_chars`` characters."""
        lines = [f"note: {note}" for note in self.notes]
        if not self.papers:
            lines.append("No matching papers found.")
            return "\n".join(lines)
        for rank, paper in enumerate(self.papers, start=1):
            head = f"{rank}. {paper.title or '(untitled)'} [{paper.paper_id}]"
            authors = ", ".join(paper.authors[:3]) + (" et al." if len(paper.authors) > 3 else "")
            extra = ", ".join(
                part
                for part in (
                    str(paper.year) if paper.year else "",
                    authors,
                    f"score {paper.score:.3f}",
                )
                if part
            )
            lines.append(f"{head} ({extra})")
            for passage in paper.passages:
                text = " ".join(passage.text.split())
                if len(text) > passage_chars:
                    text = text[: passage_chars - 1].rstrip() + "…"
                where = f"p. {passage.pages}: " if passage.pages else ""
                lines.append(f"   - {where}{text}")
        return "\n".join(lines)
