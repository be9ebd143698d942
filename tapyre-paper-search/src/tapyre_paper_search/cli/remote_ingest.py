"""``papers ingest`` on a data folder a running ``papers serve`` holds: the job goes
to that server, which is the only process that may write its stores.

The command then looks like a local run: the same progress (bars on a
terminal, log lines otherwise), the same summary or JSON, and the same exit
code (0; 130 when interrupted; a failed job is one ``error:`` line and 1).
Ctrl-C cancels the job on the server and waits for its summary; a second
Ctrl-C leaves at once (the job stops by itself).
"""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from tapyre_paper_search.api.ingest_client import IngestClient
    from tapyre_paper_search.api.server_record import ServerRecord
    from tapyre_paper_search.app import IngestRequest
    from tapyre_paper_search.pipeline import Progress
    from tapyre_paper_search.pipeline.summary import IngestCounters, IngestSummary
    from tapyre_paper_search.settings import PaperSearchSettings


def running_server(settings: PaperSearchSettings) -> ServerRecord | None:
    """The server holding ``settings.data_dir``, if one runs."""
    from tapyre_paper_search.api.server_record import find_server

    return find_server(settings.data_dir)


def ingest_through(
    server: ServerRecord,
    settings: PaperSearchSettings,
    request: IngestRequest,
    *,
    quiet: bool,
    as_json: bool,
) -> int:
    """Run ``request`` as a job on ``server``; print its progress and summary as a
    local run does, and return the exit code."""
    from tapyre_paper_search.api.ingest_client import IngestClient
    from tapyre_paper_search.errors import ServerError
    from tapyre_paper_search.pipeline import choose_progress

    body = request.to_dict()
    body["sources"] = [_absolute(s) for s in request.sources]
    progress = choose_progress(quiet=quiet or as_json)
    with IngestClient(server, settings.api_key) as client:
        job = client.submit(body)
        if not (quiet or as_json):
            click.echo(
                f"The server at {server.url} (pid {server.pid}) holds this collection: "
                f"it runs the ingestion as job {job['id']}.",
                err=True,
            )
        final = _follow(client, job["id"], progress)
    if final["status"] == "failed":
        raise ServerError(f"the ingestion failed on the server: {final.get('error')}")
    if final["status"] == "cancelled" or final.get("summary") is None:
        if not quiet:
            click.echo(f"Job {final['id']} was cancelled before it started.", err=True)
        return 130
    summary = _summary(final["summary"])
    if as_json:
        from tapyre.cli import echo_json

        echo_json(summary.as_dict())
    elif not quiet:
        click.echo(summary.format())
    return 130 if summary.interrupted else 0


def _follow(client: IngestClient, job_id: str, progress: Progress) -> dict[str, Any]:
    """Show the job's events until it ends; return the job as it ended."""
    cancelled = False
    shown: list[IngestCounters] = []  # the latest counters shown, across reconnections
    while True:
        try:
            return _stream(client, job_id, progress, shown)
        except KeyboardInterrupt:
            if cancelled:
                raise
            cancelled = True
            progress.note("cancelling the job on the server… (Ctrl-C again to leave now)")
            client.cancel(job_id)


def _stream(
    client: IngestClient, job_id: str, progress: Progress, shown: list[IngestCounters]
) -> dict[str, Any]:
    from tapyre_paper_search.pipeline.summary import IngestCounters

    for event, data in client.events(job_id):
        if event == "progress":
            counters = IngestCounters.from_progress(data)
            if not shown:
                progress.start(counters)
            shown[:] = [counters]
            progress.update(counters)
        elif event == "note":
            progress.note(str(data.get("text", "")))
        elif event == "done":
            if shown:
                last = data.get("progress")
                progress.stop(IngestCounters.from_progress(last) if last else shown[0])
            return data
    raise AssertionError("events() ends with done or raises")  # pragma: no cover


def _summary(data: dict[str, Any]) -> IngestSummary:
    from tapyre_paper_search.pipeline.summary import IngestSummary

    names = {f.name for f in fields(IngestSummary)}
    return IngestSummary(**{k: v for k, v in data.items() if k in names})


def _absolute(source: str) -> str:
    """A local path as an absolute one (the server has its own working folder)."""
    path = Path(source).expanduser()
    return str(path.resolve()) if path.exists() else source
