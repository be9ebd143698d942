"""The options the search and catalog commands share, and the records they parse into.

The click parameters carry the field names of
:class:`~tapyre_paper_search.search.options.SearchOptions` and
:class:`~tapyre_paper_search.filters.SearchFilters`, and their defaults are
:data:`~tapyre_paper_search.search.options.DEFAULTS` (a test checks both), so
:func:`build_options` and :func:`build_filters` only sort them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

from tapyre_paper_search.search.options import DEFAULTS, FUSIONS, LEVELS, MAX_K, MODES

if TYPE_CHECKING:
    from tapyre_paper_search.filters import SearchFilters
    from tapyre_paper_search.search import SearchOptions

F = Callable[..., Any]

FUSION_OPTION = click.option(
    "--fusion",
    type=click.Choice(FUSIONS),
    default=DEFAULTS.fusion,
    show_default=True,
    help="Hybrid fusion: reciprocal rank or distribution-based.",
)
RRF_K_OPTION = click.option(
    "--rrf-k",
    type=click.IntRange(1, 10_000),
    default=DEFAULTS.rrf_k,
    show_default=True,
    help="The RRF constant k.",
)


def _apply(func: F, decorators: list[Callable[[F], F]]) -> F:
    for decorator in reversed(decorators):
        func = decorator(func)
    return func


def filter_options(func: F) -> F:
    """``--year-from/--year-to``, ``--author``, ``--category``, ``--id``."""
    return _apply(
        func,
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
        ],
    )


def search_options(default_k: int) -> Callable[[F], F]:
    """Every option of a search (``-k`` defaulting to ``default_k``), the filters and ``--llm``."""

    def wrap(func: F) -> F:
        return _apply(
            func,
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
                FUSION_OPTION,
                RRF_K_OPTION,
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
                    "--iterative",
                    is_flag=True,
                    help="LLM: search, let the model write the next sub-question from the "
                    "passages found, search again ([papers.graph] iterative_steps at most).",
                ),
                click.option(
                    "--llm",
                    default=None,
                    help="LLM provider for the LLM steps (default: [core] llm).",
                ),
                filter_options,
            ],
        )

    return wrap


def build_filters(params: dict[str, Any]) -> SearchFilters:
    """The filters among ``params`` (taken out of it)."""
    from tapyre_paper_search.filters import SearchFilters

    return SearchFilters.from_mapping(
        {k: params.pop(k) for k in list(params) if k in SearchFilters.__dataclass_fields__}
    )


def build_options(params: dict[str, Any]) -> SearchOptions:
    """The search options and filters among ``params`` (taken out of it)."""
    from tapyre_paper_search.search import SearchOptions

    filters = build_filters(params)
    return SearchOptions(
        filters=filters,
        **{k: params.pop(k) for k in list(params) if k in SearchOptions.__dataclass_fields__},
    )
