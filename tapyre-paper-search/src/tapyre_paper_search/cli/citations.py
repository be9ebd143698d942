"""How ``tapyre papers show`` prints a paper's citations (rendering only): the JSON form
of :class:`~tapyre_paper_search.app.citations.PaperCitations`, from the app or from
the running server's ``GET /papers/{id}/citations``."""

from __future__ import annotations

from typing import Any

import click

from tapyre_paper_search.app.citations import citing_line, reference_line


def citation_rows(data: dict[str, Any]) -> list[tuple[str, object]]:
    """The summary rows of ``papers show``: how long the references list is, how many
    of its entries and how many citing papers the collection holds."""
    if not data.get("references_kept", True):
        return [("references", "not kept by this metadata store")]
    references, cited_by = data.get("references") or [], data.get("cited_by") or []
    rows: list[tuple[str, object]] = []
    if references:
        linked = sum(r.get("cited_paper_id") is not None for r in references)
        rows.append(("references", f"{len(references)} ({linked} in this collection)"))
    if cited_by:
        rows.append(("cited by", f"{len(cited_by)} in this collection"))
    return rows


def echo_citations(data: dict[str, Any], *, every_reference: bool) -> None:
    """The references list (every entry, or only those naming a stored paper) and the
    stored papers citing this one."""
    shown = [
        r
        for r in data.get("references") or []
        if every_reference or r.get("cited_paper_id") is not None
    ]
    if shown:
        click.echo("")
        click.echo(click.style("References" if every_reference else "Cites", bold=True))
        for reference in shown:
            click.echo(f"  {reference_line(reference)}")
    if data.get("cited_by"):
        click.echo("")
        click.echo(click.style("Cited by", bold=True))
        for citing in data["cited_by"]:
            click.echo(f"  {citing_line(citing)}")
