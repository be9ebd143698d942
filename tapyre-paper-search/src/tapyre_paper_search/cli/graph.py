"""``tapyre papers graph build|stats``: the graph index of a collection.

``build`` adds the stored papers the graph lacks (a collection ingested before
the graph existed, or with ``[papers.graph] enabled = false``), a batch at a
time, each in one transaction: stopped at any moment, it resumes where it
stopped.  It takes the ingestion lock, so it never runs beside an ingestion.
The commands parse their options, call the app (``app.graph``) and print; this
module imports only click.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import click

from tapyre_paper_search.cli._app import app_of

if TYPE_CHECKING:
    from tapyre_paper_search.app import GraphBuildSummary
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
    from tapyre_paper_search.app import BuildProgress

    show = not quiet and not as_json
    bar: Any = None

    def started(missing: int) -> None:
        nonlocal bar
        if show:
            bar = click.progressbar(length=missing, label="graph", file=sys.stderr, show_pos=True)
            bar.__enter__()

    def advanced(stats: BuildStats) -> None:
        if bar is not None:
            bar.update(stats.papers)

    def saving() -> None:
        if show:
            click.echo("\nwriting the index snapshot…", err=True)

    try:
        summary = app_of(flush=True).graph.build(
            rebuild=rebuild,
            batch_papers=batch_papers,
            progress=BuildProgress(started, advanced, saving),
        )
    finally:
        if bar is not None:
            bar.__exit__(None, None, None)
    if summary.interrupted:
        click.echo(
            f"\ninterrupted after {summary.built.papers} papers; run the command again to go on",
            err=True,
        )
        sys.exit(130)
    _summary(summary, as_json=as_json, quiet=quiet)


@graph.command("stats")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def graph_stats(as_json: bool) -> None:
    """Show the graph's size, what built it and how many papers it lacks."""
    from tapyre.cli import echo_json

    from tapyre_paper_search.cli.collection import print_fields

    data = app_of(existing=True).graph.stats().to_dict()
    if as_json:
        echo_json(data)
        return
    print_fields(data)


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


def _summary(summary: GraphBuildSummary, *, as_json: bool, quiet: bool) -> None:
    if as_json:
        from tapyre.cli import echo_json

        echo_json(summary.to_dict())
    elif not quiet:
        built, after = summary.built, summary.after
        spent = sum(built.seconds.values())
        click.echo(
            f"Built the graph of {built.papers} papers ({built.passages} passages, "
            f"{built.sentences} sentences, {built.new_entities} new entities) in {spent:.1f} s; "
            f"the graph holds {after.papers} papers and {after.entities} entities."
        )
