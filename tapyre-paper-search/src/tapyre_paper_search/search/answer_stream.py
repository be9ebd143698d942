"""A streamed answer, and what it says as it streams: typed events and a final answer.

:meth:`SearchService.ask <tapyre_paper_search.search.service.SearchService.ask>`
returns an :class:`Answer`.  It can be consumed three ways, once:

* iterated, for the text pieces (the model's answer with only valid ``[n]``
  markers, then the sources list the program appends) — what a terminal prints;
* :meth:`Answer.events`, for :data:`AnswerEvent` s: :class:`AnswerStarted`
  (the search and the numbered sources, before the model's first word), one
  :class:`AnswerText` per piece, and :class:`AnswerDone` with the
  :class:`FinalAnswer` — what a stream (Server-Sent Events, a web page) sends;
* :meth:`Answer.result` (or :meth:`Answer.read` for the text), for the
  :class:`FinalAnswer` at once — what a tool or ``--json`` wants.

Every event and the final answer carry their JSON form (``to_dict``) and, for
events, the name a stream gives them (:attr:`AnswerStarted.name`…), so the
REST API and any later face send the same data.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.records._json import JsonRecord
from tapyre_paper_search.search import answer as answers
from tapyre_paper_search.search.results import SearchResponse


@dataclass(frozen=True)
class FinalAnswer:
    """A whole answer: its text (sources list included), the search it came from,
    the numbered sources, the source numbers it cites, the markers removed (they
    pointed outside the sources), whether a sources list the model wrote was cut,
    and which sources the appended list shows (``sources_mode``)."""

    question: str
    text: str
    response: SearchResponse
    sources: tuple[answers.Source, ...]
    cited: tuple[int, ...]
    dropped_markers: tuple[str, ...] = ()
    cut_sources: bool = False
    sources_mode: answers.SourcesMode = "all"

    def listed_sources(self) -> list[dict[str, Any]]:
        """The sources as the answer lists them (cited first), each with ``cited``."""
        return answers.sources_dicts(self.sources, self.cited, self.sources_mode)

    def to_dict(self) -> dict[str, Any]:
        """``{"answer", "sources", "cited", "dropped_markers", "search"}``, as
        ``tapyre papers ask --json`` prints it."""
        return {
            "answer": self.text,
            "sources": self.listed_sources(),
            "cited": list(self.cited),
            "dropped_markers": list(self.dropped_markers),
            "search": self.response.to_dict(),
        }


@dataclass(frozen=True)
class AnswerStarted:
    """The search is done and the sources are numbered; the model has not spoken."""

    response: SearchResponse
    sources: tuple[answers.Source, ...]
    name: ClassVar[str] = "metadata"

    def to_dict(self) -> dict[str, Any]:
        """The search response with the numbered ``sources``."""
        data = self.response.to_dict()
        data["sources"] = [source.to_dict() for source in self.sources]
        return data


@dataclass(frozen=True)
class AnswerText(JsonRecord):
    """The next piece of the answer's text (``to_dict``: ``{"text": ...}``)."""

    text: str
    name: ClassVar[str] = "chunk"


@dataclass(frozen=True)
class AnswerDone:
    """The answer is complete."""

    answer: FinalAnswer
    name: ClassVar[str] = "done"

    def to_dict(self) -> dict[str, Any]:
        """The cited numbers, the removed markers, whether the model's own list was
        cut, and the sources as listed (each with ``cited``)."""
        return {
            "cited": list(self.answer.cited),
            "dropped_markers": list(self.answer.dropped_markers),
            "cut_model_sources": self.answer.cut_sources,
            "sources": self.answer.listed_sources(),
        }


AnswerEvent = AnswerStarted | AnswerText | AnswerDone
"""What :meth:`Answer.events` yields, in this order: one started, the texts, one done."""


class Answer:
    """A streamed answer over the model's text ``pieces``.

    ``response`` and ``sources`` are known before the model is called; ``text``,
    ``body`` (the model's text without the sources list the program appends),
    ``cited``, ``dropped_markers`` and ``cut_sources`` once it was streamed.
    It streams once: a second iteration raises :class:`SearchError`.
    """

    def __init__(
        self,
        question: str,
        response: SearchResponse,
        sources: list[answers.Source],
        pieces: Iterator[str],
        *,
        sources_mode: answers.SourcesMode = "all",
    ) -> None:
        self.question = question
        self.response = response
        self.sources = sources
        self.sources_mode: answers.SourcesMode = sources_mode
        self.text = ""
        self.body = ""
        self.cited: list[int] = []
        self.dropped_markers: list[str] = []
        self.cut_sources = False
        self._pieces: Iterator[str] | None = pieces
        self._final: FinalAnswer | None = None

    def __iter__(self) -> Iterator[str]:
        if self._pieces is None:
            raise SearchError("this answer was already streamed")
        pieces, self._pieces = self._pieces, None
        citations = answers.CitationFilter(count=len(self.sources))
        collected: list[str] = []
        for piece in pieces:
            shown = citations.feed(piece)
            if shown:
                collected.append(shown)
                yield shown
        tail = citations.finish()
        if tail:
            collected.append(tail)
            yield tail
        self.body = "".join(collected)
        trailer = answers.format_sources(self.sources, citations.cited, self.sources_mode)
        if trailer:
            collected.append(trailer)
            yield trailer
        self.text = "".join(collected)
        self.cited = citations.cited
        self.dropped_markers = citations.dropped
        self.cut_sources = citations.cut_sources
        self._final = FinalAnswer(
            question=self.question,
            text=self.text,
            response=self.response,
            sources=tuple(self.sources),
            cited=tuple(self.cited),
            dropped_markers=tuple(self.dropped_markers),
            cut_sources=self.cut_sources,
            sources_mode=self.sources_mode,
        )

    def events(self) -> Iterator[AnswerEvent]:
        """:class:`AnswerStarted`, an :class:`AnswerText` per piece, :class:`AnswerDone`.

        The model's errors propagate from the iteration, after the events sent so far.
        """
        yield AnswerStarted(self.response, tuple(self.sources))
        for piece in self:
            yield AnswerText(piece)
        yield AnswerDone(self.result())

    def result(self) -> FinalAnswer:
        """The whole answer, streaming what is left of it first."""
        if self._final is None:
            for _ in self:
                pass
        assert self._final is not None
        return self._final

    def read(self) -> str:
        """Consume the stream and return the whole text."""
        return self.result().text

    def listed_sources(self) -> list[dict[str, Any]]:
        """The sources as the answer lists them, JSON-ready, each with ``cited``
        (meaningful once the answer was streamed)."""
        return answers.sources_dicts(self.sources, self.cited, self.sources_mode)
