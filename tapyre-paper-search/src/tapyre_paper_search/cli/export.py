"""``tapyre papers export``: stored papers as BibTeX, RIS or CSL-JSON.

A thin adapter: it parses what to export, asks the app
(:meth:`~tapyre_paper_search.app.PaperSearchApp.export`) for the text and prints or
writes it.  Importing this module imports click only.
"""

from __future__ import annotations

from pathlib import Path

import click

FORMAT_CHOICES = ("bibtex", "ris", "csl-json")


@click.command("export")
@click.argument("paper_ids", nargs=-1)
@click.option(
    "--search",
    "query",
    metavar="QUERY",
    help="Export the papers this search finds, best first (instead of ids).",
)
@click.option(
    "-k", "--k", "k", type=click.IntRange(1, 200), default=20, show_default=True,
    help="Papers --search exports.",
)  # fmt: skip
@click.option(
    "--format",
    "-f",
    "fmt",
    type=click.Choice(FORMAT_CHOICES),
    default="bibtex",
    show_default=True,
)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write to this file (replaced whole) instead of standard output.",
)
@click.pass_context
def export(
    ctx: click.Context,
    /,
    paper_ids: tuple[str, ...],
    *,
    query: str | None,
    k: int,
    fmt: str,
    output: Path | None,
) -> None:
    """Export stored papers as BibTeX, RIS or CSL-JSON.

    \b
    PAPER_IDS   papers by id or unique id prefix (tapyre papers export 2401.0001 d36cc)
    --search Q  the papers a search finds
    neither     every stored paper

    Papers from a BibTeX, RIS or Zotero library are written back as their entry
    (type, venue, pages, names, citation key, attached PDF); others from their
    metadata.
    """
    from tapyre_paper_search.cli._app import app_of, say_what_loads
    from tapyre_paper_search.search import SearchOptions

    app = app_of(ctx, existing=True)
    options = SearchOptions(k=k)
    if query:
        say_what_loads(app, options)
    exported = app.export(fmt, paper_ids=paper_ids, query=query, options=options)
    text, count = exported.text, exported.count
    if output is None:
        click.echo(text, nl=not text.endswith("\n"))
        return
    from tapyre_paper_search._fs import write_atomically

    write_atomically(output, text.encode("utf-8"))
    click.echo(f"Exported {count} paper(s) as {fmt} to {output}.", err=True)
