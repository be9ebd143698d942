"""``tapyre papers eval``: retrieval scores on a query set, or on multi-hop questions.

* ``--queries FILE --qrels FILE``: BEIR-style judgments; nDCG@10, recall@10/@100,
  MRR@10 and latency per mode (``app.evaluate``).
* ``--multihop FILE``: questions in the ``multihop-2wiki`` format; R@2, R@5,
  answer recall@5 and latency per mode and per question type, and with
  ``--answers`` (a language model) Contain-Acc and LLM-judged accuracy
  (``app.evaluate_multihop``).

The command parses its options, calls the app and prints; its body imports what
it needs, so this module imports only click.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import click
from tapyre.cli import echo_json

from tapyre_paper_search._closing import Closing
from tapyre_paper_search.cli._app import app_of
from tapyre_paper_search.cli.options import FUSION_OPTION, RRF_K_OPTION
from tapyre_paper_search.cli.serve import single_threaded_queries
from tapyre_paper_search.search.options import LEVELS, MODES

if TYPE_CHECKING:
    from tapyre_paper_search.search.evaluation import ModeReport, PairedReport
    from tapyre_paper_search.search.multihop import MultihopReport

_EXISTING = click.Path(exists=True, dir_okay=False, path_type=Path)


@click.command("eval")
@click.option("--queries", "queries_path", type=_EXISTING, help="Queries as JSON lines {id, text}.")
@click.option(
    "--qrels", "qrels_path", type=_EXISTING, help="Judgments: query-id corpus-id score (TSV)."
)
@click.option(
    "--compare-queries",
    "compare_path",
    type=_EXISTING,
    default=None,
    help="The same queries in another language (same ids): report nDCG@10 of both and "
    "their ratio per mode.",
)
@click.option(
    "--multihop",
    "multihop_path",
    type=_EXISTING,
    default=None,
    help="Multi-hop questions (the multihop-2wiki format) instead of --queries/--qrels: "
    "R@2, R@5, answer recall@5 per mode and question type.",
)
@click.option(
    "--answers",
    is_flag=True,
    help="With --multihop and a language model: also generate answers and score them "
    "(Contain-Acc, LLM-judged accuracy).",
)
@click.option("--llm", default=None, help="The LLM for --answers (default: the configured one).")
@click.option(
    "--mode",
    "modes",
    type=click.Choice(MODES),
    multiple=True,
    help="Modes to compare (repeatable; default lexical, dense, hybrid, and graph with "
    "--multihop).",
)
@click.option("--level", type=click.Choice(LEVELS), default="paper", show_default=True)
@FUSION_OPTION
@RRF_K_OPTION
@click.option(
    "--candidates",
    type=click.IntRange(0, 10_000),
    default=0,
    help="Hits per prefetch (default: from k).",
)
@click.option(
    "--limit", type=click.IntRange(1), default=None, help="Evaluate only the first N queries."
)
@click.option("--json", "as_json", is_flag=True, help="Print the reports as JSON.")
def eval_command(  # noqa: PLR0917 - click passes options by keyword
    queries_path: Path | None,
    qrels_path: Path | None,
    compare_path: Path | None,
    multihop_path: Path | None,
    answers: bool,
    llm: str | None,
    modes: tuple[str, ...],
    level: str,
    fusion: str,
    rrf_k: int,
    candidates: int,
    limit: int | None,
    as_json: bool,
) -> None:
    """Score retrieval on a query set (nDCG@10, recall@10/@100, MRR@10, latency), or on
    multi-hop questions (R@2, R@5, answer recall@5, latency, per question type)."""
    single_threaded_queries()
    if multihop_path is not None:
        if queries_path or qrels_path or compare_path:
            raise click.UsageError("--multihop replaces --queries, --qrels and --compare-queries")
        _multihop(multihop_path, modes, answers=answers, llm=llm, limit=limit, json=as_json)
        return
    if answers:
        raise click.UsageError("--answers goes with --multihop")
    if queries_path is None or qrels_path is None:
        raise click.UsageError("give --queries and --qrels (or --multihop FILE)")
    from tapyre_paper_search.app import EvalRequest
    from tapyre_paper_search.search.evaluation import (
        format_paired,
        format_reports,
        load_qrels,
        load_queries,
    )

    queries = load_queries(queries_path)[:limit]
    qrels = load_qrels(qrels_path)
    if not queries:
        raise click.UsageError(f"{queries_path} holds no queries")
    request = EvalRequest(
        queries=tuple(queries),
        qrels=qrels,
        modes=cast("Any", modes or ("lexical", "dense", "hybrid")),
        level=cast("Any", level),
        fusion=cast("Any", fusion),
        rrf_k=rrf_k,
        candidates=candidates,
        compare_queries=tuple(load_queries(compare_path)) if compare_path else (),
    )
    with _Bars() as bars:
        reports = app_of().evaluate(request, bars)
    _show(reports, as_json, format_paired if request.compare_queries else format_reports)


def _multihop(
    path: Path,
    modes: tuple[str, ...],
    *,
    answers: bool,
    llm: str | None,
    limit: int | None,
    json: bool,
) -> None:
    """``eval --multihop``: every mode over the questions, a report per mode."""
    from tapyre_paper_search.app import MultihopRequest
    from tapyre_paper_search.search.multihop import format_multihop, load_multihop

    questions = load_multihop(path)[:limit]
    if not questions:
        raise click.UsageError(f"{path} holds no questions")
    request = MultihopRequest(
        questions=tuple(questions),
        modes=cast("Any", modes or ("lexical", "dense", "hybrid", "graph")),
        answers=answers,
        llm=llm,
    )
    with _Bars() as bars:
        reports = app_of().evaluate_multihop(request, bars)
    _show(reports, json, format_multihop)


def _show(reports: Sequence[Any], as_json: bool, table: Callable[[Any], str]) -> None:
    """The reports as JSON (a list of their ``to_dict``) or as ``table`` formats them."""
    if as_json:
        echo_json([r.to_dict() for r in reports])
    else:
        click.echo(table(reports))


class _Bars(Closing):
    """A progress bar per evaluated mode, on standard error."""

    def __init__(self) -> None:
        self._bar: Any = None

    def mode_started(self, mode: str, queries: int) -> None:
        self.close()
        self._bar = click.progressbar(length=queries, label=f"{mode:<8}", file=sys.stderr)
        self._bar.__enter__()

    def advanced(self, count: int) -> None:
        self._bar.update(count)

    def mode_ended(self, report: ModeReport | PairedReport | MultihopReport) -> None:
        self.close()

    def close(self) -> None:
        if self._bar is not None:
            bar, self._bar = self._bar, None
            bar.__exit__(None, None, None)
