"""``tapyre papers graph build|stats``: the graph index of a collection.

``build`` adds the stored papers the graph lacks (a collection ingested before
the graph existed, or with ``[papers.graph] enabled = false``), a batch at a
time, each in one transaction: stopped at any moment, it resumes where it
stopped.  It takes the ingestion lock, so it never runs beside an ingestion.
Command bodies import what they need; this module imports only click.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from tapyre_paper_search.cli._runtime import Runtime
    from tapyre_paper_search.graph.builder import BuildStats
    from tapyre_paper_search.graph.check import GraphCheck


@click.group(name="graph")
def graph() -> None:
    """The graph index of multi-hop search (--mode graph; the graph extra)."""


@graph.command()
@click.option(
    "--rebuild",
    is_flag=True,
    help="Remove the graph and build it again (after changing the extractor or embedder).",
)
@click.option(
    "--batch",
    "batch_papers",
    type=click.IntRange(1),
    default=None,
    help="Papers per transaction (default [papers.graph] batch_papers).",
)
@click.option("-q", "--quiet", is_flag=True, help="No progress bar and no summary.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
def build(rebuild: bool, batch_papers: int | None, quiet: bool, as_json: bool) -> None:
    """Build the graph index of the stored papers that are not in it yet."""
    from tapyre_paper_search.cli._runtime import Runtime
    from tapyre_paper_search.graph.build import build_missing
    from tapyre_paper_search.graph.builder import BuildStats, GraphBuilder
    from tapyre_paper_search.graph.opening import extractor, graph_store, require_graph
    from tapyre_paper_search.graph.settings import GraphSettings

    require_graph("tapyre papers graph build")
    runtime = Runtime.from_click()
    settings = GraphSettings.of(runtime.settings)
    journal = _lock(runtime)
    total = BuildStats()
    try:
        store = graph_store(runtime.metadata)
        dense, _ = runtime.embedders()
        builder = GraphBuilder(store, extractor(runtime.host, settings), dense)
        if rebuild:
            store.clear()
        builder.claim()
        missing = store.count_missing_papers()
        show = not quiet and not as_json
        with (
            click.progressbar(length=missing, label="graph", file=sys.stderr, show_pos=True)
            if show
            else _Silent() as bar
        ):

            def advance(stats: BuildStats) -> None:
                total.add(stats)
                bar.update(stats.papers)

            try:
                build_missing(
                    builder,
                    runtime.metadata,
                    batch_papers=batch_papers or settings.batch_papers,
                    progress=advance,
                )
            except KeyboardInterrupt:
                click.echo(
                    f"\ninterrupted after {total.papers} papers; run the command again to go on",
                    err=True,
                )
                sys.exit(130)
        if settings.snapshot and total.papers:
            _snapshot(runtime, store, dense.dimension, quiet=not show)
    finally:
        journal.close()
    _summary(total, store.counts(), as_json=as_json, quiet=quiet)


@graph.command("stats")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def graph_stats(as_json: bool) -> None:
    """Show the graph's size, what built it and how many papers it lacks."""
    from tapyre.cli import echo_json

    from tapyre_paper_search.cli._runtime import Runtime
    from tapyre_paper_search.cli.collection import print_fields
    from tapyre_paper_search.graph.opening import graph_store, require_graph

    require_graph("tapyre papers graph stats")
    runtime = Runtime.from_click()
    store = graph_store(runtime.metadata)
    state = store.state()
    counts = store.counts()
    data: dict[str, Any] = {
        "papers": counts.papers,
        "passages": counts.passages,
        "sentences": counts.sentences,
        "entities": counts.entities,
        "mentions": counts.mentions,
        "papers_missing": store.count_missing_papers(),
        "extractor": state.extractor if state else None,
        "embedder": state.embedder if state else None,
        "version": state.version if state else 0,
    }
    if as_json:
        echo_json(data)
        return
    print_fields(data)


def graph_check(runtime: Runtime, dense: Any, *, repair: bool) -> GraphCheck | None:
    """``papers check``'s graph part: ``None`` when the graph extra is missing, or the
    graph is turned off and was never built (there is nothing to compare)."""
    from tapyre_paper_search.graph import check
    from tapyre_paper_search.graph.builder import GraphBuilder
    from tapyre_paper_search.graph.opening import extractor, graph_available, graph_store
    from tapyre_paper_search.graph.settings import GraphSettings

    settings = GraphSettings.of(runtime.settings)
    if not graph_available(runtime.host, settings):
        return None
    store = graph_store(runtime.metadata)
    if not settings.enabled and store.state() is None:
        return None
    names = extractor(runtime.host, settings)
    report = check.check_graph(store, extractor=names.name, embedder=dense.name)
    if repair and not report.clean and not report.builders:
        check.repair(report, GraphBuilder(store, names, dense), runtime.metadata)
    return report


def print_graph_check(report: GraphCheck) -> None:
    """The graph part of ``papers check``'s human output."""
    click.echo(
        f"Graph index: {report.graph_papers} of {report.papers} papers, "
        f"{report.missing} missing, {len(report.incomplete_ids)} incomplete, "
        f"{report.unused_entities} unused entities."
    )
    if report.builders:
        click.echo(
            f"Graph builders mismatch: {report.builders}; rebuild it with "
            "`tapyre papers graph build --rebuild`."
        )
    if report.repaired is not None:
        done = report.repaired
        click.echo(
            f"Repaired the graph: built {done['papers_built']} papers, removed "
            f"{done['entities_removed']} unused entities."
        )
    elif not report.clean and not report.builders:
        click.echo("Run `tapyre papers check --repair` to build what the graph lacks.")


def _lock(runtime: Runtime) -> Any:
    """The ingestion lock: no ingestion (or other build) writes meanwhile."""
    from tapyre_paper_search.pipeline.journal import IngestJournal, stores_are_shared

    journal = IngestJournal(
        runtime.metadata,
        runtime.journal_path,
        shared=stores_are_shared(runtime.metadata, runtime.vectors),
    )
    journal.acquire()
    return journal


def _snapshot(runtime: Runtime, store: Any, dimension: int, *, quiet: bool) -> None:
    """Save the index snapshot now, so the first graph search loads it fast."""
    from tapyre_paper_search.graph.loading import read_parts, save_snapshot
    from tapyre_paper_search.graph.opening import snapshot_path

    if not quiet:
        click.echo("writing the index snapshot…", err=True)
    save_snapshot(snapshot_path(runtime.settings, store), read_parts(store, dimension))


def _summary(total: BuildStats, counts: Any, *, as_json: bool, quiet: bool) -> None:
    if as_json:
        from tapyre.cli import echo_json

        echo_json(
            {
                "built": {
                    "papers": total.papers,
                    "passages": total.passages,
                    "sentences": total.sentences,
                    "new_entities": total.new_entities,
                    "seconds": {k: round(v, 2) for k, v in total.seconds.items()},
                },
                "graph": {
                    "papers": counts.papers,
                    "passages": counts.passages,
                    "sentences": counts.sentences,
                    "entities": counts.entities,
                },
            }
        )
    elif not quiet:
        spent = sum(total.seconds.values())
        click.echo(
            f"Built the graph of {total.papers} papers ({total.passages} passages, "
            f"{total.sentences} sentences, {total.new_entities} new entities) in {spent:.1f} s; "
            f"the graph holds {counts.papers} papers and {counts.entities} entities."
        )


class _Silent:
    """Stands in for the progress bar when there is none to show."""

    def __enter__(self) -> _Silent:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def update(self, count: int) -> None:
        return None
