"""``tapyre papers ask`` without an LLM: the best passages, cited, and one line saying
how to set an LLM up (:mod:`tapyre_paper_search.search.passages_answer`).

Importing this module imports click only.
"""

from __future__ import annotations

from typing import Any

import click


def llm_missing(host: Any, llm: str | None) -> bool:
    """Whether no LLM would answer: none configured and none named with ``--llm``."""
    from tapyre import LLMNotConfiguredError

    if llm is not None:
        return False
    try:
        host.llm()
    except LLMNotConfiguredError:
        return True
    return False


def installed_llms(host: Any) -> list[str]:
    """The installed LLM providers a user may set up (never the built-in test one)."""
    from tapyre._loading import BUILTIN_PLUGIN

    return sorted(
        name for name in host.llm_providers if host.owner("llm_providers", name) != BUILTIN_PLUGIN
    )


def answer_with_passages(
    host: Any, service: Any, question: str, options: Any, *, max_passages: int, as_json: bool
) -> None:
    """Search, then print the best passages with their sources (or the JSON of it)."""
    from tapyre.cli import echo_json

    from tapyre_paper_search.search.answer import build_sources, sources_dicts
    from tapyre_paper_search.search.passages_answer import (
        answer_text,
        llm_setup_hint,
        passages_answer,
    )

    response = service.search(question, options)
    sources = build_sources(response.papers, max_passages=max_passages)
    hint = llm_setup_hint(installed_llms(host))
    if as_json:
        text, cited = passages_answer(sources)
        echo_json(
            {
                "answer": text,
                "sources": sources_dicts(sources, cited, "cited"),
                "cited": cited,
                "llm": None,
                "note": hint,
                "search": response.to_dict(),
            }
        )
        return
    for note in response.notes:
        click.echo(f"note: {note}", err=True)
    click.echo(answer_text(sources))
    click.echo(f"note: {hint}", err=True)
