"""``tapyre papers stats|show|list|delete|failures``: look at and prune the collection.

Each command parses its options, calls the app and prints; command bodies
import what they need, so this module imports only click.
"""

from __future__ import annotations

from typing import Any

import click
from tapyre.cli import echo_json

from tapyre_paper_search.cli._app import app_of, server_of
from tapyre_paper_search.cli.options import build_filters, filter_options


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def stats(as_json: bool) -> None:
    """Show what the collection holds: papers, chunks, pages, dates, failures, vectors."""
    server = server_of()
    if server is not None:
        data = server.stats()
    else:
        data = app_of(flush=True, existing=True).stats().to_dict()
    if as_json:
        echo_json(data)
        return
    print_fields(data)


def print_fields(data: dict[str, Any]) -> None:
    """``key  value`` lines, the keys in words and aligned (``-`` for no value)."""
    width = max(len(k) for k in data)
    for key, value in data.items():
        click.echo(f"{key.replace('_', ' '):<{width}}  {value if value is not None else '-'}")


@click.command()
@click.argument("paper_id")
@click.option("--chunks", "show_chunks", is_flag=True, help="List the chunks too.")
@click.option(
    "--references",
    "every_reference",
    is_flag=True,
    help="List the whole references list (by default only the entries naming stored papers).",
)
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def show(paper_id: str, show_chunks: bool, every_reference: bool, as_json: bool) -> None:
    """Show one stored paper (by id or unique id prefix): metadata, source, pages, what
    it cites and what cites it in the collection, chunks."""
    server = server_of()
    if server is not None:
        data = flat_paper(server.paper(paper_id, chunks=True))
        citations = server.citations(data["paper_id"])
    else:
        from tapyre_paper_search.app.collection import paper_dict

        app = app_of(flush=True, existing=True)
        record = app.paper(paper_id)
        data = paper_dict(record, chunks=True)
        data["page_notes"] = [n.to_dict() for n in record.page_notes]
        citations = app.collection.citations(record.metadata.paper_id).to_dict()
    data.update(citations)  # the references list linked to the collection, and cited_by
    if as_json:
        echo_json(data)
        return
    _print_paper(data, show_chunks=show_chunks, every_reference=every_reference)


def flat_paper(record: dict[str, Any]) -> dict[str, Any]:
    """A stored record's JSON (``GET /papers/{id}``) in the flat form ``show --json``
    prints: the metadata's fields beside the record's, and ``year``."""
    data = {key: value for key, value in record.items() if key != "metadata"}
    metadata = dict(record["metadata"])
    published = metadata.get("published")
    metadata["year"] = int(published[:4]) if published else None
    return {**metadata, **data}


def _print_paper(data: dict[str, Any], *, show_chunks: bool, every_reference: bool) -> None:
    from tapyre_paper_search.cli.citations import citation_rows, echo_citations

    click.echo(click.style(data.get("title") or "(untitled)", bold=True))
    rows = [
        ("id", data["paper_id"]),
        ("also titled", data.get("other_title")),
        ("authors", ", ".join(data.get("authors") or ())),
        ("published", data.get("published")),
        ("categories", ", ".join(data.get("categories") or ())),
        ("doi", data.get("doi")),
        ("source", data.get("locator")),
        ("content", data.get("content_hash")),
        ("pages", data.get("page_count") or None),
        ("chunks", data.get("chunk_count")),
        *citation_rows(data),
    ]
    rows += [
        (f"page {n['number']}", f"{n['source']}: {n['note']}") for n in data.get("page_notes") or ()
    ]
    for key, value in rows:
        if value:
            click.echo(f"{key:<12}{value}")
    if data.get("abstract"):
        click.echo("")
        if data.get("abstract_inferred"):
            click.echo("(abstract inferred: the PDF has no Abstract heading)")
        click.echo(data["abstract"])
    echo_citations(data, every_reference=every_reference)
    if show_chunks:
        for chunk in data.get("chunks") or ():
            start, end = chunk["page_start"], chunk["page_end"]
            pages = f"p. {start}" if start == end else f"pp. {start}-{end}"
            preview = " ".join(chunk["text"].split())
            click.echo(f"\n[{chunk['index']}] {pages}, {chunk['token_count']} tokens")
            click.echo(f"    {preview[:300]}{'…' if len(preview) > 300 else ''}")


@click.command("list")
@click.option(
    "--sort",
    type=click.Choice(["added", "date", "title"]),
    default="added",
    show_default=True,
    help="When added, date published, or title.",
)
@click.option(
    "--desc/--asc",
    "descending",
    default=None,
    help="Order (default: newest first for added and date, A to Z for title).",
)
@click.option("--offset", type=click.IntRange(min=0), default=0, show_default=True)
@click.option(
    "--limit", type=click.IntRange(1, 500), default=20, show_default=True, help="Papers shown."
)
@filter_options
@click.option("--json", "as_json", is_flag=True, help="Print the page as JSON.")
def list_papers(
    sort: str, descending: bool | None, offset: int, limit: int, as_json: bool, **params: Any
) -> None:
    """List the stored papers, a page at a time, with the search filters."""
    from tapyre_paper_search.records.catalog import PaperQuery

    query = PaperQuery(
        filters=build_filters(params),
        sort=sort,  # type: ignore[arg-type]  # click.Choice checked it
        descending=descending,
        offset=offset,
        limit=limit,
    )
    server = server_of()
    if server is not None:
        page = server.papers(query)
    else:
        page = app_of(flush=True, existing=True).papers(query).to_dict()
    if as_json:
        echo_json(page)
        return
    papers, total = page["papers"], page["total"]
    if not papers:
        click.echo("No papers." if total == 0 else f"No papers past {offset} of {total}.")
        return
    width = max(len(p["paper_id"]) for p in papers)
    for paper in papers:
        year = str(paper["year"]) if paper.get("year") else "----"
        names = paper.get("authors") or []
        authors = ", ".join(names[:2]) + (" et al." if len(names) > 2 else "")
        click.echo(f"{paper['paper_id']:<{width}}  {year}  {paper.get('title') or '(untitled)'}")
        if authors:
            click.echo(f"{'':<{width}}        {authors}")
    end = offset + len(papers)
    next_offset = page.get("next_offset")
    more = f"; next: --offset {next_offset}" if next_offset is not None else ""
    click.echo(f"Papers {offset + 1}–{end} of {total}{more}.")


@click.command()
@click.argument("paper_ids", nargs=-1, required=True)
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
def delete(paper_ids: tuple[str, ...], yes: bool) -> None:
    """Delete papers (metadata, chunks and vectors) by id or unique id prefix.

    Every id must be stored; without a terminal to ask on, --yes is needed.
    """
    import sys

    from tapyre_paper_search.errors import PaperSearchError

    def confirm(ids: list[str]) -> bool:
        # Asked only once every id is known stored and the stores are free: a confirmed
        # deletion of a typo, or of papers a server holds, would only fail afterwards.
        if yes:
            return True
        if not sys.stdin.isatty():
            raise PaperSearchError(
                f"deleting {len(ids)} paper(s) needs a confirmation, and standard input "
                "is not a terminal to ask on",
                hint="Pass --yes to delete without asking.",
            )
        click.confirm(f"Delete {len(ids)} paper(s): {', '.join(ids)}?", abort=True)
        return True

    for paper_id in app_of(flush=True, existing=True).delete(paper_ids, confirm=confirm):
        click.echo(f"deleted {paper_id}")


@click.command()
@click.option("--limit", type=click.IntRange(min=1), default=100, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def failures(limit: int, as_json: bool) -> None:
    """List files and records that could not be ingested, with the reason."""
    rows = app_of(flush=True, existing=True).failures(limit)
    if as_json:
        echo_json([row.to_dict() for row in rows])
        return
    if not rows:
        click.echo("No failures.")
        return
    for row in rows:
        click.echo(f"{row.reason:<16} {row.locator}")
        click.echo(f"{'':<16} {row.message}")
