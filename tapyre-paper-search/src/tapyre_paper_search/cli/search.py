"""``tapyre papers search | similar | ask | serve``: thin commands over
:class:`~tapyre_paper_search.search.service.SearchService` (``serve`` lives in
:mod:`.serve`, ``eval`` in :mod:`.evaluate`).

Attached to the ``papers`` group by :func:`add_commands`.  Library errors
(:class:`tapyre.TapyreError`) propagate to the core CLI, which prints them as
one line and exits 1.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click
from tapyre.cli import echo_json

from tapyre_paper_search.cli.serve import (
    api_guard,
    is_loopback,
    serve_command,
)
from tapyre_paper_search.search.options import DEFAULTS, FUSIONS, LEVELS, MAX_K, MODES

if TYPE_CHECKING:
    from tapyre_paper_search.search import SearchOptions
    from tapyre_paper_search.search.service import SearchService

F = Callable[..., Any]


_FUSION_OPTION = click.option(
    "--fusion",
    type=click.Choice(FUSIONS),
    default=DEFAULTS.fusion,
    show_default=True,
    help="Hybrid fusion: reciprocal rank or distribution-based.",
)
_RRF_K_OPTION = click.option(
    "--rrf-k",
    type=click.IntRange(1, 10_000),
    default=DEFAULTS.rrf_k,
    show_default=True,
    help="The RRF constant k.",
)


def _filter_options(func: F) -> F:
    for decorator in reversed(
        [
            click.option(
                "--year-from", type=int, help="Only papers published in or after this year."
            ),
            click.option(
                "--year-to", type=int, help="Only papers published in or before this year."
            ),
            click.option(
                "--author",
                "authors",
                multiple=True,
                help="Only papers by this author (repeatable).",
            ),
            click.option(
                "--category",
                "categories",
                multiple=True,
                help="Only papers in this category, e.g. cs.CL (repeatable).",
            ),
            click.option(
                "--id", "paper_ids", multiple=True, help="Only these papers (repeatable)."
            ),
        ]
    ):
        func = decorator(func)
    return func


def _search_options(default_k: int) -> Callable[[F], F]:
    def wrap(func: F) -> F:
        for decorator in reversed(
            [
                click.option(
                    "-k",
                    "--k",
                    "k",
                    type=click.IntRange(1, MAX_K),
                    default=default_k,
                    show_default=True,
                    help="Papers to return.",
                ),
                click.option(
                    "--mode",
                    type=click.Choice(MODES),
                    default=DEFAULTS.mode,
                    show_default=True,
                ),
                click.option(
                    "--level",
                    type=click.Choice(LEVELS),
                    default=DEFAULTS.level,
                    show_default=True,
                    help="Search passages or whole papers (title and abstract).",
                ),
                _FUSION_OPTION,
                _RRF_K_OPTION,
                click.option(
                    "--passages",
                    "passages_per_paper",
                    type=click.IntRange(1, 20),
                    default=DEFAULTS.passages_per_paper,
                    show_default=True,
                    help="Best passages shown per paper.",
                ),
                click.option(
                    "--mmr/--no-mmr",
                    default=False,
                    help="Diversify the papers with maximal marginal relevance.",
                ),
                click.option(
                    "--mmr-lambda",
                    type=click.FloatRange(0, 1),
                    default=DEFAULTS.mmr_lambda,
                    show_default=True,
                ),
                click.option(
                    "--parse-filters",
                    is_flag=True,
                    help="LLM: read filters (years, authors…) out of the question.",
                ),
                click.option(
                    "--rewrite",
                    is_flag=True,
                    help="LLM: rewrite the question into several queries and fuse them.",
                ),
                click.option(
                    "--rewrites",
                    type=click.IntRange(1, 8),
                    default=DEFAULTS.rewrites,
                    show_default=True,
                ),
                click.option(
                    "--rewrite-weight",
                    type=click.FloatRange(0, 1),
                    default=DEFAULTS.rewrite_weight,
                    show_default=True,
                    help="w in w·mean similarity + (1−w)·normalised RRF.",
                ),
                click.option(
                    "--relevance-filter",
                    is_flag=True,
                    help="LLM: keep only passages the model judges relevant.",
                ),
                click.option(
                    "--llm",
                    default=None,
                    help="LLM provider for the LLM steps (default: [core] llm).",
                ),
                _filter_options,
            ]
        ):
            func = decorator(func)  # type: ignore[assignment,arg-type]
        return func

    return wrap


def _build_options(params: dict[str, Any]) -> SearchOptions:
    from tapyre_paper_search.search import SearchFilters, SearchOptions

    # The click parameters carry the records' own field names.
    filters = SearchFilters.from_mapping(
        {k: params.pop(k) for k in list(params) if k in SearchFilters.__dataclass_fields__}
    )
    return SearchOptions(
        filters=filters,
        **{k: params.pop(k) for k in list(params) if k in SearchOptions.__dataclass_fields__},
    )


def _service(
    ctx: click.Context,
    llm: str | None = None,
    *,
    needs_llm: bool = False,
    options: SearchOptions | None = None,
) -> SearchService:
    """The search service; lexical ``options`` leave the dense embedder (torch) unloaded."""
    from tapyre_paper_search.search.opening import open_service

    lexical = options is not None and options.mode == "lexical"
    if not lexical:
        _say_what_loads(_host(ctx))
    return open_service(host=_host(ctx), llm=llm, require_llm=needs_llm, dense=not lexical)


def _say_what_loads(host: Any) -> None:
    """A first search loads the dense embedder for seconds: say so on a terminal, rather
    than sit silent (piped output and ``--json`` stay clean)."""
    import sys

    if not sys.stderr.isatty():
        return
    from tapyre_paper_search.settings import PaperSearchSettings

    settings = PaperSearchSettings.from_config(host.config)
    click.echo(f"Loading the collection and the {settings.dense_embedder} embedder…", err=True)


def _host(ctx: click.Context) -> Any:
    from tapyre.cli import get_host

    return get_host(ctx)


def _print_response(response: Any, as_json: bool) -> None:
    if as_json:
        echo_json(response.to_dict())
        return
    from tapyre_paper_search.tools import format_results

    if response.similar_to:
        click.echo(f"Papers like {response.similar_to}:")
    if len(response.queries) > 1:
        click.echo("Queries: " + " | ".join(response.queries))
    if not response.filters.is_empty:
        applied = {k: v for k, v in response.filters.to_dict().items() if v not in (None, [])}
        click.echo("Filters: " + json.dumps(applied, ensure_ascii=False))
    click.echo(format_results(response, passage_chars=240))


@click.command("search")
@click.argument("query", nargs=-1, required=True)
@_search_options(default_k=10)
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.pass_context
def search_command(
    ctx: click.Context, /, query: tuple[str, ...], as_json: bool, llm: str | None, **params: Any
) -> None:
    """Search the papers.  An arXiv id in QUERY finds papers like that one."""
    options = _build_options(params)
    with _service(ctx, llm, needs_llm=options.uses_llm, options=options) as service:
        _print_response(service.search(" ".join(query), options), as_json)


@click.command("similar")
@click.argument("paper_id")
@click.option("-k", "--k", "k", type=click.IntRange(1, 200), default=10, show_default=True)
@click.option("--level", type=click.Choice(["chunk", "paper"]), default="paper", show_default=True)
@_filter_options
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.pass_context
def similar_command(ctx: click.Context, /, paper_id: str, as_json: bool, **params: Any) -> None:
    """Papers like PAPER_ID (an arXiv id, or a stored paper's id or unique id prefix)."""
    from tapyre_paper_search.paper_ids import resolve_in_store
    from tapyre_paper_search.search.query import find_arxiv_id

    options = _build_options(params)
    ref = find_arxiv_id(paper_id)
    target = ref.paper_id if ref and ref.start == 0 else paper_id
    with _service(ctx) as service:
        if ref is None or ref.start != 0:  # not an arXiv id: a stored id or its prefix
            [target] = resolve_in_store(service.metadata, [target])
        _print_response(service.similar(target, options), as_json)


@click.command("ask")
@click.argument("question", nargs=-1, required=True)
@_search_options(default_k=5)
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
@click.pass_context
def ask_command(
    ctx: click.Context,
    /,
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
    from tapyre_paper_search.cli.passages import answer_with_passages, llm_missing

    options = _build_options(params)
    if llm_missing(_host(ctx), llm):
        with _service(ctx, options=options) as service:
            answer_with_passages(
                _host(ctx),
                service,
                " ".join(question),
                options,
                max_passages=max_passages,
                as_json=as_json,
            )
        return
    with _service(ctx, llm, needs_llm=True, options=options) as service:
        answer = service.ask(
            " ".join(question),
            options,
            max_passages=max_passages,
            sources="cited" if sources_mode == "cited" else "all",
        )
        _print_answer(answer, as_json)


def _print_answer(answer: Any, as_json: bool) -> None:
    if as_json:
        text = answer.read()
        data = {
            "answer": text,
            "sources": answer.listed_sources(),
            "cited": answer.cited,
            "dropped_markers": answer.dropped_markers,
            "search": answer.response.to_dict(),
        }
        echo_json(data)
        return
    for note in answer.response.notes:
        click.echo(f"note: {note}", err=True)
    for piece in answer:
        click.echo(piece, nl=False)
    click.echo("")
    if answer.dropped_markers:
        dropped = ", ".join(answer.dropped_markers)
        click.echo(f"note: removed citation markers outside the sources: {dropped}", err=True)


__all__ = ["COMMANDS", "add_commands", "api_guard", "is_loopback"]

COMMANDS = (search_command, similar_command, ask_command, serve_command)


def add_commands(group: click.Group) -> None:
    """Attach the search commands to the ``papers`` group."""
    for command in COMMANDS:
        group.add_command(command)
