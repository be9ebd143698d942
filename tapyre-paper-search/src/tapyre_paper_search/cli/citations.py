"""How ``tapyre papers show`` prints a paper's citations (rendering only: the app reads
them, :class:`~tapyre_paper_search.app.citations.PaperCitations`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from tapyre_paper_search.app.citations import PaperCitations
    from tapyre_paper_search.records.references import CitingPaper, Reference


def citation_rows(citations: PaperCitations) -> list[tuple[str, object]]:
    """The summary rows of ``papers show``: how long the references list is, how many
    of its entries and how many citing papers the collection holds."""
    if not citations.references_kept:
        return [("references", "not kept by this metadata store")]
    rows: list[tuple[str, object]] = []
    if citations.references:
        count = len(citations.references)
        rows.append(("references", f"{count} ({citations.linked} in this collection)"))
    if citations.cited_by:
        rows.append(("cited by", f"{len(citations.cited_by)} in this collection"))
    return rows


def echo_citations(citations: PaperCitations, *, every_reference: bool) -> None:
    """The references list (every entry, or only those naming a stored paper) and the
    stored papers citing this one."""
    shown = [r for r in citations.references if every_reference or r.cited_paper_id is not None]
    if shown:
        click.echo("")
        click.echo(click.style("References" if every_reference else "Cites", bold=True))
        for reference in shown:
            click.echo(f"  {reference_line(reference)}")
    if citations.cited_by:
        click.echo("")
        click.echo(click.style("Cited by", bold=True))
        for citing in citations.cited_by:
            click.echo(f"  {citing_line(citing)}")


def reference_line(reference: Reference) -> str:
    """One entry: its number, what was read from it (the printed text where nothing
    was), and the stored paper it names."""
    number = f"[{reference.number}] " if reference.number is not None else ""
    if reference.title:
        names = ", ".join(reference.authors[:3]) + (" et al." if len(reference.authors) > 3 else "")
        parts = [f"{names} ({reference.year})" if reference.year else names, reference.title]
        parts += [reference.venue, f"doi:{reference.doi}" if reference.doi else ""]
        parts += [f"arXiv:{reference.arxiv_id}" if reference.arxiv_id else ""]
        text = ". ".join(p.strip().rstrip(".") for p in parts if p.strip())
    else:
        text = " ".join(reference.text.split())
    linked = f"  -> {reference.cited_paper_id}" if reference.cited_paper_id else ""
    return f"{number}{text}{linked}"


def citing_line(citing: CitingPaper) -> str:
    """One citing paper: its id, title and year, and the entry that names this paper."""
    year = f" ({citing.year})" if citing.year else ""
    entry = f", entry [{citing.number}]" if citing.number is not None else ""
    return f"{citing.paper_id}  {citing.title or '(untitled)'}{year}{entry}"
