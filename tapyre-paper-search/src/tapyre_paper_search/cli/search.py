"""``tapyre papers search | similar | ask``: parse the options, call the app, print.

Attached to the ``papers`` group by :func:`add_commands` (with ``serve``, in
:mod:`.serve`; ``eval`` is in :mod:`.evaluate`).  Library errors
(:class:`tapyre.TapyreError`) propagate to the core CLI, which prints them as
one line and exits 1.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import click
from tapyre.cli import echo_json

from tapyre_paper_search.cli._app import app_of, say_what_loads, server_of
from tapyre_paper_search.cli.options import (
    build_options,
    filter_options,
    search_options,
)
from tapyre_paper_search.cli.serve import serve_command

if TYPE_CHECKING:
    from collections.abc import Iterable

    from tapyre_paper_search.api.collection_client import ServerAnswer
    from tapyre_paper_search.search.answer import SourcesMode
    from tapyre_paper_search.search.answer_stream import Answer
    from tapyre_paper_search.search.results import SearchResponse


def _print_response(response: SearchResponse, as_json: bool) -> None:
    if as_json:
        echo_json(response.to_dict())
        return
    if response.similar_to:
        click.echo(f"Papers like {response.similar_to}:")
    if len(response.queries) > 1:
        click.echo("Queries: " + " | ".join(response.queries))
    if not response.filters.is_empty:
        applied = {k: v for k, v in response.filters.to_dict().items() if v not in (None, [])}
        click.echo("Filters: " + json.dumps(applied, ensure_ascii=False))
    click.echo(response.to_text(passage_chars=240))


@click.command("search")
@click.argument("query", nargs=-1, required=True)
@search_options(default_k=10)
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
def search_command(query: tuple[str, ...], as_json: bool, llm: str | None, **params: Any) -> None:
    """Search the papers.  An arXiv id in QUERY finds papers like that one."""
    options = build_options(params)
    server = server_of()
    if server is not None:
        _print_response(server.search(" ".join(query), options), as_json)
        return
    app = app_of(existing=True)
    say_what_loads(app, options)
    _print_response(app.search(" ".join(query), options, llm=llm), as_json)


@click.command("similar")
@click.argument("paper_id")
@click.option("-k", "--k", "k", type=click.IntRange(1, 200), default=10, show_default=True)
@click.option("--level", type=click.Choice(["chunk", "paper"]), default="paper", show_default=True)
@filter_options
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
def similar_command(paper_id: str, as_json: bool, **params: Any) -> None:
    """Papers like PAPER_ID (an arXiv id, or a stored paper's id or unique id prefix)."""
    options = build_options(params)
    server = server_of()
    if server is not None:
        _print_response(server.similar(paper_id, options), as_json)
        return
    app = app_of(existing=True)
    say_what_loads(app)
    _print_response(app.similar(paper_id, options), as_json)


@click.command("ask")
@click.argument("question", nargs=-1, required=True)
@search_options(default_k=5)
@click.option(
    "--max-passages",
    type=click.IntRange(1, 40),
    default=8,
    show_default=True,
    help="Passages given to the model.",
)
@click.option(
    "--sources",
    "sources_mode",
    type=click.Choice(["cited", "all"]),
    default="all",
    show_default=True,
    help="Sources listed after the answer: cited ones first; 'all' marks the uncited, "
    "'cited' leaves them out.",
)
@click.option(
    "--json", "as_json", is_flag=True, help="Print one JSON object at the end instead of streaming."
)
def ask_command(
    *,
    question: tuple[str, ...],
    llm: str | None,
    max_passages: int,
    sources_mode: str,
    as_json: bool,
    **params: Any,
) -> None:
    """Answer QUESTION from the papers, citing them; the answer streams.

    Without an LLM configured, the answer is the passages that best match the
    question, cited the same way, and a note says how to set one up.
    """
    options = build_options(params)
    text = " ".join(question)
    server = server_of()
    app = app_of(existing=True)
    if not app.llm_available(llm):
        from tapyre_paper_search.cli.passages import print_passages

        if server is not None:
            passages = app.passages_of(text, server.search(text, options), max_passages)
        else:
            say_what_loads(app, options)
            passages = app.passages(text, options, max_passages=max_passages)
        print_passages(passages, as_json=as_json)
        return
    sources: SourcesMode = "cited" if sources_mode == "cited" else "all"
    if server is not None:  # it holds the stores, and answers with its own model
        if llm is not None:
            click.echo(f"note: the server at {server.record.url} answers with its own model; "
                       "--llm applies when no server holds the collection", err=True)  # fmt: skip
        streamed = server.ask(text, options, max_passages=max_passages, sources=sources)
        if as_json:
            echo_json(streamed.to_dict())
            return
        _stream_answer(streamed.notes, streamed)
        return
    say_what_loads(app, options)
    answer = app.ask(text, options, max_passages=max_passages, sources=sources, llm=llm)
    if as_json:
        echo_json(answer.result().to_dict())
        return
    _stream_answer(answer.response.notes, answer)


def _stream_answer(notes: Iterable[str], answer: Answer | ServerAnswer) -> None:
    for note in notes:
        click.echo(f"note: {note}", err=True)
    for piece in answer:
        click.echo(piece, nl=False)
    click.echo("")
    if answer.dropped_markers:
        dropped = ", ".join(answer.dropped_markers)
        click.echo(f"note: removed citation markers outside the sources: {dropped}", err=True)


__all__ = ["COMMANDS", "add_commands"]

COMMANDS = (search_command, similar_command, ask_command, serve_command)


def add_commands(group: click.Group) -> None:
    """Attach the search commands to the ``papers`` group."""
    for command in COMMANDS:
        group.add_command(command)
