"""``tapyre papers eval``: retrieval scores on a query set, or on multi-hop questions.

* ``--queries FILE --qrels FILE``: BEIR-style judgments; nDCG@10, recall@10/@100,
  MRR@10 and latency per mode (:mod:`tapyre_paper_search.search.evaluation`).
* ``--multihop FILE``: questions in the ``multihop-2wiki`` format; R@2, R@5,
  answer recall@5 and latency per mode and per question type, and with
  ``--answers`` (a language model) Contain-Acc and LLM-judged accuracy
  (:mod:`tapyre_paper_search.search.multihop`).

Command bodies import what they need; this module imports only click.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, cast

import click
from tapyre.cli import echo_json

from tapyre_paper_search.cli.search import _FUSION_OPTION, _RRF_K_OPTION, _service
from tapyre_paper_search.cli.serve import _single_threaded_queries
from tapyre_paper_search.search.options import LEVELS, MODES

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
@_FUSION_OPTION
@_RRF_K_OPTION
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
@click.pass_context
def eval_command(  # noqa: PLR0917 - click passes options by keyword
    ctx: click.Context,
    /,
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
    _single_threaded_queries()
    if multihop_path is not None:
        if queries_path or qrels_path or compare_path:
            raise click.UsageError("--multihop replaces --queries, --qrels and --compare-queries")
        _multihop(ctx, multihop_path, modes, answers=answers, llm=llm, limit=limit, json=as_json)
        return
    if answers:
        raise click.UsageError("--answers goes with --multihop")
    if queries_path is None or qrels_path is None:
        raise click.UsageError("give --queries and --qrels (or --multihop FILE)")
    from tapyre_paper_search.search.evaluation import (
        compare,
        evaluate,
        format_paired,
        format_reports,
        load_qrels,
        load_queries,
        pair_queries,
    )
    from tapyre_paper_search.search.options import FusionKind, Level, Mode, SearchOptions

    queries = load_queries(queries_path)[:limit]
    qrels = load_qrels(qrels_path)
    if not queries:
        raise click.UsageError(f"{queries_path} holds no queries")
    others = load_queries(compare_path) if compare_path else None
    if others is not None:
        queries, _ = pair_queries(queries, others)
    reports: list[Any] = []
    with _service(ctx) as service:
        for mode in modes or ("lexical", "dense", "hybrid"):
            options = SearchOptions(
                k=100,
                mode=cast("Mode", mode),
                level=cast("Level", level),
                fusion=cast("FusionKind", fusion),
                rrf_k=rrf_k,
                passages_per_paper=1,
                candidates=candidates,
            )

            def retrieve(text: str, options: SearchOptions = options) -> list[str]:
                return [p.paper_id for p in service.search(text, options).papers]

            retrieve(queries[0].text)  # warm up: the first call loads models
            total = len(queries) * (2 if others is not None else 1)
            with click.progressbar(length=total, label=f"{mode:<8}", file=sys.stderr) as bar:
                if others is not None:
                    reports.append(
                        compare(mode, retrieve, queries, others, qrels, progress=bar.update)
                    )
                else:
                    reports.append(evaluate(mode, retrieve, queries, qrels, progress=bar.update))
    if as_json:
        echo_json([r.to_dict() for r in reports])
    else:
        click.echo(format_paired(reports) if others is not None else format_reports(reports))


def _multihop(
    ctx: click.Context,
    path: Path,
    modes: tuple[str, ...],
    *,
    answers: bool,
    llm: str | None,
    limit: int | None,
    json: bool,
) -> None:
    """``eval --multihop``: every mode over the questions, a report per mode."""
    from tapyre_paper_search.search.llm_io import complete
    from tapyre_paper_search.search.multihop import format_multihop, load_multihop, run_modes

    questions = load_multihop(path)[:limit]
    chosen = modes or ("lexical", "dense", "hybrid", "graph")
    with _service(ctx, llm, needs_llm=answers) as service:
        metadata = service.metadata
        assert metadata is not None  # open_service always opens the metadata store

        def search(text: str, mode: str) -> Any:
            return service.search(text, _options(mode))

        def chunk_texts(keys: list[tuple[str, int]]) -> dict[tuple[str, int], str]:
            return {key: chunk.text for key, chunk in metadata.get_chunks(keys).items()}

        def answer(question: str, mode: str) -> str:
            return service.ask(question, _options(mode), sources="cited").read()

        def judge(prompt: str) -> str:
            return complete(service.chat_model(), "You grade answers.", prompt)

        bars: list[Any] = []

        def progress(mode: str, total: int) -> Any:
            bar = click.progressbar(length=total, label=f"{mode:<8}", file=sys.stderr)
            bar.__enter__()
            bars.append(bar)
            return bar.update

        try:
            reports = run_modes(
                chosen,
                search,
                chunk_texts,
                questions,
                answer=answer if answers else None,
                judge=judge if answers else None,
                progress=progress,
            )
        finally:
            for bar in bars:
                bar.__exit__(None, None, None)
    if json:
        echo_json([r.to_dict() for r in reports])
    else:
        click.echo(format_multihop(reports))


def _options(mode: str) -> Any:
    """The search of a multi-hop evaluation: the 10 best papers, one passage each."""
    from tapyre_paper_search.search.options import SearchOptions

    return SearchOptions(k=10, mode=cast("Any", mode), passages_per_paper=1)
