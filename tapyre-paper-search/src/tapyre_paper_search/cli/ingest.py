"""``tapyre papers ingest`` and ``tapyre papers demo``.

Command bodies import what they need; this module imports only click.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from tapyre_paper_search.app import IngestRequest, PaperSearchApp


def _workers(value: str | None) -> int | str | None:
    if value is None or value == "auto":
        return value
    try:
        number = int(value)
    except ValueError:
        raise click.BadParameter("a number or 'auto'", param_hint="--workers") from None
    if number < 0:
        raise click.BadParameter("must be 0 or more", param_hint="--workers")
    return number


@click.command()
@click.argument("sources", nargs=-1, required=True)
@click.option(
    "--workers",
    "-w",
    metavar="N|auto",
    help="PDF extraction processes (0: in this process). Default: [papers] workers.",
)
@click.option(
    "--provider",
    "provider_name",
    metavar="NAME",
    help="Data provider for every SOURCE (default: the one that recognises it).",
)
@click.option("--force", is_flag=True, help="Ingest papers again even when unchanged.")
@click.option("--retry-failed", is_flag=True, help="Read files that failed before again.")
@click.option("--limit", type=click.IntRange(min=1), help="Stop after this many papers.")
@click.option("--max-pages", type=click.IntRange(min=1), help="Read at most this many pages a PDF.")
@click.option(
    "--executor",
    type=click.Choice(["local", "ray"]),
    help="Where extraction and embedding run: this machine, or a Ray cluster "
    "(the ray extra). Default: [papers] executor.",
)
@click.option(
    "--ray-address",
    metavar="auto|ray://HOST:PORT",
    help="The Ray cluster for --executor ray. Default: [papers] ray_address.",
)
@click.option("--quiet", "-q", is_flag=True, help="No progress and no summary.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
def ingest(
    sources: tuple[str, ...],
    *,
    workers: str | None,
    provider_name: str | None,
    force: bool,
    retry_failed: bool,
    limit: int | None,
    max_pages: int | None,
    executor: str | None,
    ray_address: str | None,
    quiet: bool,
    as_json: bool,
) -> None:
    """Ingest papers from each SOURCE.

    \b
    SOURCE is one of:
      a folder of PDFs            ./papers
      a range of arXiv ids        arxiv:2401.00001..2401.00500
      an arXiv metadata file      arxiv-metadata-oai-snapshot.jsonl

    Unchanged papers are skipped, so a run that was stopped (Ctrl-C, a crash,
    a reboot) continues where it stopped when started again.

    When a running "tapyre papers serve" holds the collection, the server runs the job
    and this command shows its progress and result.
    """
    from tapyre_paper_search.app import IngestRequest
    from tapyre_paper_search.cli._app import app_of
    from tapyre_paper_search.pipeline import choose_progress

    app = app_of(flush=True)
    request = IngestRequest(
        sources=sources,
        provider=provider_name,
        workers=_workers(workers),
        force=force,
        retry_failed=retry_failed,
        limit=limit,
        max_pages=max_pages,
        executor=executor,
        ray_address=ray_address,
    )
    if _delegated(app, request, quiet=quiet, as_json=as_json):
        return
    progress = choose_progress(quiet=quiet or as_json)
    summary = app.ingest(request, progress)
    if as_json:
        from tapyre.cli import echo_json

        echo_json(summary.as_dict())
    elif not quiet:
        click.echo(summary.format())
    if summary.interrupted:
        sys.exit(130)


def _delegated(app: PaperSearchApp, request: IngestRequest, *, quiet: bool, as_json: bool) -> bool:
    """Hand the run to the server holding the data folder, if one runs: it alone may
    write the stores.  Exits with the job's code; ``False``: no server, run here."""
    from tapyre_paper_search.cli.remote_ingest import ingest_through, running_server

    server = running_server(app.settings)
    if server is None:
        return False
    code = ingest_through(server, app.settings, request, quiet=quiet, as_json=as_json)
    if code:
        sys.exit(code)
    return True


@click.command()
@click.argument(
    "folder", type=click.Path(file_okay=False, path_type=Path), default="tapyre-sample-papers"
)
def demo(folder: Path) -> None:
    """Write six short sample papers as PDFs into FOLDER, to try ingestion and search.

    The texts ship with the package, so this works offline.
    """
    from tapyre_paper_search.samples import write_samples

    paths = write_samples(folder)
    click.echo(f"Wrote {len(paths)} sample papers to {folder}/. Next:")
    click.echo(f"  tapyre papers ingest {folder}")
    click.echo('  tapyre papers search "do street trees cool cities?"')
