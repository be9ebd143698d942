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


def _defaulted(
    flag: str,
    kind: click.ParamType[Any],
    help_text: str | None = None,
    *,
    field: str | None = None,
) -> Callable[[F], F]:
    """``flag`` for the :class:`SearchOptions` field ``field`` (by default the flag's own
    name), defaulting to that field of :data:`DEFAULTS`, the default shown in ``--help``."""
    name = field or flag.removeprefix("--").replace("-", "_")
    return click.option(
        *((flag,) if field is None else (flag, field)),
        type=kind,
        default=getattr(DEFAULTS, name),
        show_default=True,
        help=help_text,
    )


def _flag(flag: str, help_text: str) -> Callable[[F], F]:
    """An on/off ``flag``, off unless given."""
    return click.option(flag, is_flag=True, help=help_text)


FUSION_OPTION = _defaulted(
    "--fusion", click.Choice(FUSIONS), "Hybrid fusion: reciprocal rank or distribution-based."
)
RRF_K_OPTION = _defaulted("--rrf-k", click.IntRange(1, 10_000), "The RRF constant k.")


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


_SEARCH_OPTIONS: list[Callable[[F], F]] = [
    _defaulted("--mode", click.Choice(MODES)),
    _defaulted(
        "--level", click.Choice(LEVELS), "Search passages or whole papers (title and abstract)."
    ),
    FUSION_OPTION,
    RRF_K_OPTION,
    _defaulted(
        "--passages",
        click.IntRange(1, 20),
        "Best passages shown per paper.",
        field="passages_per_paper",
    ),
    click.option(
        "--mmr/--no-mmr",
        default=DEFAULTS.mmr,
        show_default=True,
        help="Diversify the papers with maximal marginal relevance.",
    ),
    _defaulted("--mmr-lambda", click.FloatRange(0, 1)),
    _flag("--parse-filters", "LLM: read filters (years, authors…) out of the question."),
    _flag("--rewrite", "LLM: rewrite the question into several queries and fuse them."),
    _defaulted("--rewrites", click.IntRange(1, 8)),
    _defaulted(
        "--rewrite-weight", click.FloatRange(0, 1), "w in w·mean similarity + (1−w)·normalised RRF."
    ),
    _flag("--relevance-filter", "LLM: keep only passages the model judges relevant."),
    _flag(
        "--iterative",
        "LLM: search, let the model write the next sub-question from the passages found, "
        "search again ([papers.graph] iterative_steps at most).",
    ),
    click.option(
        "--llm", default=None, help="LLM provider for the LLM steps (default: [core] llm)."
    ),
    filter_options,
]
"""The options of a search after ``-k``, in the order ``--help`` lists them."""


def search_options(default_k: int) -> Callable[[F], F]:
    """Every option of a search (``-k`` defaulting to ``default_k``), the filters and ``--llm``."""
    k_option = click.option(
        "-k",
        "--k",
        "k",
        type=click.IntRange(1, MAX_K),
        default=default_k,
        show_default=True,
        help="Papers to return.",
    )
    return lambda func: _apply(func, [k_option, *_SEARCH_OPTIONS])


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
