"""``tapyre papers check [--repair]``: do SQL and the vector store agree?

The comparison and the repair are the app's
(:meth:`~tapyre_paper_search.app.PaperSearchApp.check`, over
:mod:`tapyre_paper_search.pipeline.consistency`); this module prints them.
Command bodies import what they need; this module imports only click.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from tapyre_paper_search.cli.graph import print_graph_check

if TYPE_CHECKING:
    from tapyre_paper_search.app.collection import WordCheck
    from tapyre_paper_search.pipeline.consistency import CheckReport

SHOWN_ROWS = 50
"""Papers listed in the human output (``--json`` lists them all)."""


@click.command()
@click.option(
    "--repair",
    is_flag=True,
    help="Make the stores agree: delete stale and orphan points, re-embed papers "
    "whose vectors are missing; encode the term bridge's missing words.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def check(repair: bool, as_json: bool) -> None:
    """Compare the metadata store (SQL) and the vector store paper by paper.

    Reports papers without vectors or with missing points, chunk-count
    mismatches, points of papers SQL does not know (orphans) or of an old
    version (stale), and a collection built by another embedder than the
    configured one; with the graph index (the graph extra), papers missing
    from it; with the term bridge on (cross_language_terms), the collection
    words without a vector yet, which the first query in another language
    would encode (--repair encodes them now).  Exits with 1 when there are
    differences, unless --repair made the stores agree (and built the graph of
    the missing papers); missing words alone do not fail it.  Run it with
    --repair after a power cut: vectors are not fsynced before SQL commits.
    """
    from tapyre_paper_search.cli._app import app_of

    app = app_of(flush=True, existing=not repair)
    report = app.check(repair=repair)
    if report.unreadable is not None and not repair and not as_json:
        from tapyre_paper_search.errors import StoreError

        # "Checked 0 papers" would read as an empty collection: say it cannot be read
        raise StoreError(
            f"Cannot check: no paper was compared, nothing changed. {report.unreadable}"
        )
    graph = app.graph.check(repair=repair)
    words = app.check_words(repair=repair)
    if as_json:
        from tapyre.cli import echo_json

        echo_json(
            {
                **report.to_dict(),
                **({"graph": graph.to_dict()} if graph else {}),
                **({"term_words": words.to_dict()} if words else {}),
            }
        )
    else:
        _print(report, app.metadata.url, app.vectors.location)
        if graph is not None:
            print_graph_check(graph)
        if words is not None:
            _print_words(words)
    if not report.clean and (not repair or report.embedder_mismatch is not None):
        sys.exit(1)
    if graph is not None and not graph.clean and (not repair or graph.builders):
        sys.exit(1)


def _print(report: CheckReport, sql: str, vectors: str) -> None:
    if report.unreadable is not None:  # only with --repair (else an error, above)
        click.echo(f"Could not read {vectors}; rebuilding it from the papers in {sql}.")
    else:
        click.echo(
            f"Checked {report.papers_checked} papers in {sql} and "
            f"{report.points_checked} points in {vectors}."
        )
    if not report.collection_exists:
        click.echo("The vector collection does not exist.")
    if report.papers:
        shown = report.papers[:SHOWN_ROWS]
        width = max(len("paper"), *(len(p.paper_id) for p in shown))
        click.echo(f"{'paper':<{width}}  {'problem':<28} {'sql chunks':>10} {'chunk points':>12}")
        for paper in shown:
            chunks = "-" if paper.sql_chunks is None else str(paper.sql_chunks)
            problem = ", ".join(paper.problems)
            click.echo(
                f"{paper.paper_id:<{width}}  {problem:<28} {chunks:>10} {paper.chunk_points:>12}"
            )
        if len(report.papers) > SHOWN_ROWS:
            click.echo(f"… and {len(report.papers) - SHOWN_ROWS} more papers (see --json)")
        counts = report.counts()
        found = [
            f"{counts['papers_without_vectors']} papers without vectors",
            f"{counts['papers_missing_points']} with missing points",
            f"{counts['chunk_count_mismatches']} chunk-count mismatches",
            f"{counts['stale_points']} stale points",
            f"{counts['orphan_points']} orphan points of {counts['orphan_papers']} unknown papers",
        ]
        click.echo("Found " + ", ".join(f for f in found if not f.startswith("0 ")) + ".")
    if report.embedder_mismatch is not None:
        click.echo(f"Embedder mismatch: the collection was built with {report.embedder_mismatch}.")
    summary = report.repair
    if summary is not None:
        click.echo(
            f"Repaired: deleted {summary.deleted_points} points, re-embedded "
            f"{summary.reembedded_papers} papers ({summary.upserted_points} points)."
        )
        for note in summary.notes:
            click.echo(f"Not repaired: {note}")
    elif report.clean:
        click.echo("The stores agree.")
    else:
        click.echo("Run `tapyre papers check --repair` to make them agree.")


def _print_words(words: WordCheck) -> None:
    """The term bridge's part: its words, those encoded now or still missing."""
    line = f"Term bridge: {words.words} collection words"
    if words.encoded:
        line += f", {words.encoded} encoded now"
    if words.missing:
        line += (
            f", {words.missing} without a vector (the first query in another language "
            "encodes them; `tapyre papers check --repair` does it now)"
        )
    click.echo(line + ".")
