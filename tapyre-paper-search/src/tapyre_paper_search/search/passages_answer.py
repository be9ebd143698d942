"""An answer without a language model: the passages that best answer the question,
each cited as an LLM's answer would cite it (pure).

``tapyre papers ask`` (and ``POST /ask``) answer this way when no LLM is
configured, rather than stopping with an error: a user who has not set one up
yet still gets the evidence, and one line saying how to get written answers.
The sources are numbered exactly as for an LLM's answer
(:func:`~tapyre_paper_search.search.answer.build_sources`), so the citations and
the sources list read the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tapyre_paper_search.search.answer import (
    Source,
    build_sources,
    format_sources,
    sources_dicts,
)
from tapyre_paper_search.search.results import SearchResponse

EXCERPT_CHARS = 400
"""How much of a passage is quoted (cut at a word, marked with an ellipsis)."""


def passages_answer(sources: Sequence[Source], *, max_passages: int = 5) -> tuple[str, list[int]]:
    """The answer text (best passages first, each with its citation and page) and the
    numbers of the sources it cites; without sources, a sentence saying so."""
    ranked = sorted(
        (
            (passage.score, source.number, passage, source)
            for source in sources
            for passage in source.passages
        ),
        key=lambda item: (-item[0], item[1]),
    )[:max_passages]
    if not ranked:
        return "No stored passage matches the question.", []
    lines = ["The passages that best match the question:"]
    for _, number, passage, _ in ranked:
        pages = f", p. {passage.pages}" if passage.pages else ""
        lines.append(f"\n[{number}]{pages}: “{excerpt(passage.text)}”")
    cited = sorted({number for _, number, _, _ in ranked})
    return "\n".join(lines), cited


def answer_text(sources: Sequence[Source], *, max_passages: int = 5) -> str:
    """:func:`passages_answer` with the sources list appended, as printed."""
    text, cited = passages_answer(sources, max_passages=max_passages)
    return text + format_sources(sources, cited, "cited")


def llm_setup_hint(installed: Sequence[str]) -> str:
    """One line saying how to get written answers, naming an installed LLM provider
    (the built-in test provider is never one to offer: leave it out of ``installed``)."""
    if installed:
        names = " or ".join(installed[:3])
        first = installed[0]
        return (
            f"No LLM is configured, so these are the passages, not a written answer; for one, "
            f"set up {names}: tapyre config set core.llm {first} (see tapyre llms list)."
        )
    return (
        "No LLM is configured, so these are the passages, not a written answer; for one, "
        "install an LLM provider from the Tapyre folder and choose it: "
        "pip install ./tapyre-llm-ollama; tapyre config set core.llm ollama"
    )


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text`` on one line, cut at a word boundary before ``limit`` characters."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[:limit].rsplit(" ", 1)[0].rstrip(",;:.")
    return cut + "…"


@dataclass(frozen=True)
class PassagesAnswer:
    """An answer without a language model: the search, its numbered sources, the
    quoted passages (``text``) and the sources they cite, and how to get written
    answers (``note``)."""

    question: str
    response: SearchResponse
    sources: tuple[Source, ...]
    text: str
    cited: tuple[int, ...]
    note: str

    @property
    def printed(self) -> str:
        """The passages with the sources list appended, as a terminal shows them."""
        return self.text + format_sources(self.sources, self.cited, "cited")

    def to_dict(self) -> dict[str, Any]:
        """``{"answer", "sources", "cited", "llm": null, "note", "search"}``, as
        ``tapyre papers ask --json`` prints it without an LLM."""
        return {
            "answer": self.text,
            "sources": sources_dicts(self.sources, self.cited, "cited"),
            "cited": list(self.cited),
            "llm": None,
            "note": self.note,
            "search": self.response.to_dict(),
        }


def passages_answer_for(
    question: str, response: SearchResponse, installed: Sequence[str], *, max_passages: int
) -> PassagesAnswer:
    """The :class:`PassagesAnswer` of a search's ``response`` (up to ``max_passages``
    passages numbered as for a written answer), its note naming ``installed`` LLMs."""
    sources = build_sources(response.papers, max_passages=max_passages)
    text, cited = passages_answer(sources)
    return PassagesAnswer(
        question, response, tuple(sources), text, tuple(cited), llm_setup_hint(installed)
    )
