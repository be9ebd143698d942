"""``tapyre papers stats|show|delete|failures``: look at and prune the collection.

Command bodies import what they need; this module imports only click.
"""

from __future__ import annotations

from typing import Any

import click
from tapyre.cli import echo_json


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def stats(as_json: bool) -> None:
    """Show what the collection holds: papers, chunks, pages, dates, failures, vectors."""
    from tapyre_paper_search.cli._runtime import Runtime

    runtime = Runtime.from_click()
    data = runtime.collection_stats()
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
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def show(paper_id: str, show_chunks: bool, as_json: bool) -> None:
    """Show one stored paper: metadata, source, pages and chunks."""
    from tapyre_paper_search.cli._runtime import Runtime, paper_dict

    runtime = Runtime.from_click()
    record = runtime.get_paper(paper_id)
    data = paper_dict(record, chunks=show_chunks or as_json)
    if as_json:
        echo_json(data)
        return
    meta = record.metadata
    click.echo(click.style(meta.title or "(untitled)", bold=True))
    rows = [
        ("id", meta.paper_id),
        ("also titled", meta.other_title),
        ("authors", ", ".join(meta.authors)),
        ("published", meta.published),
        ("categories", ", ".join(meta.categories)),
        ("doi", meta.doi),
        ("source", record.locator),
        ("content", record.content_hash),
        ("pages", record.page_count or None),
        ("chunks", len(record.chunks)),
    ]
    for key, value in rows:
        if value:
            click.echo(f"{key:<12}{value}")
    if meta.abstract:
        click.echo("")
        if meta.abstract_inferred:
            click.echo("(abstract inferred: the PDF has no Abstract heading)")
        click.echo(meta.abstract)
    if show_chunks:
        for chunk in record.chunks:
            pages = (
                f"p. {chunk.page_start}"
                if chunk.page_start == chunk.page_end
                else f"pp. {chunk.page_start}-{chunk.page_end}"
            )
            preview = " ".join(chunk.text.split())
            click.echo(f"\n[{chunk.index}] {pages}, {chunk.token_count} tokens")
            click.echo(f"    {preview[:300]}{'…' if len(preview) > 300 else ''}")


@click.command()
@click.argument("paper_ids", nargs=-1, required=True)
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
def delete(paper_ids: tuple[str, ...], yes: bool) -> None:
    """Delete papers (metadata, chunks and vectors) by id or unique id prefix.

    Every id must be stored; without a terminal to ask on, --yes is needed.
    """
    import sys

    from tapyre_paper_search.cli._runtime import Runtime
    from tapyre_paper_search.errors import PaperNotFoundError, PaperSearchError

    runtime = Runtime.from_click()
    # Check before asking: a confirmed deletion of a typo would only fail afterwards.
    from tapyre_paper_search.paper_ids import resolve_in_store

    stored: list[str] = []
    missing: list[str] = []
    for typed in dict.fromkeys(paper_ids):
        try:
            stored.extend(resolve_in_store(runtime.metadata, [typed]))
        except PaperNotFoundError:
            missing.append(typed)
    if missing:
        raise PaperNotFoundError(
            f"no stored paper with id {', '.join(missing)}; nothing was deleted",
            hint="See `tapyre papers stats` or `tapyre papers search`; "
            "ids look like 2401.12345 or sha256:….",
        )
    # Refuse now, before SQL is touched, when another process holds the stores (a
    # running `papers serve` holds the embedded vector store): deleting the rows and
    # then failing on the vectors would leave the two stores disagreeing.
    runtime.check_stores_free()
    if not yes:
        if not sys.stdin.isatty():
            raise PaperSearchError(
                f"deleting {len(stored)} paper(s) needs a confirmation, and standard input "
                "is not a terminal to ask on",
                hint="Pass --yes to delete without asking.",
            )
        click.confirm(f"Delete {len(stored)} paper(s): {', '.join(stored)}?", abort=True)
    for paper_id in runtime.delete_papers(list(dict.fromkeys(stored))):
        click.echo(f"deleted {paper_id}")


@click.command()
@click.option("--limit", type=click.IntRange(min=1), default=100, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def failures(limit: int, as_json: bool) -> None:
    """List files and records that could not be ingested, with the reason."""
    from tapyre_paper_search.cli._runtime import Runtime

    runtime = Runtime.from_click()
    rows = runtime.failures(limit)
    if as_json:
        echo_json(rows)
        return
    if not rows:
        click.echo("No failures.")
        return
    for row in rows:
        click.echo(f"{row['reason']:<16} {row['locator']}")
        click.echo(f"{'':<16} {row['message']}")
