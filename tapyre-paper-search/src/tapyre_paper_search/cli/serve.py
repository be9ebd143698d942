"""``tapyre papers serve``: the REST + SSE API, and the single writer of its stores.

Start-up checks come before anything is announced, each failing with one
``error:`` line and exit 1: the data folder is not served already (its
``serve.lock``, naming the holder's pid), the stores are free (no ingestion
runs, no other process holds the embedded vector store), and the port can be
bound.  Only then does it print "Serving on …" and write ``serve.json`` so
that ``papers ingest`` finds it (:mod:`tapyre_paper_search.api.server_record`).

The server is a thin adapter over the host's
:class:`~tapyre_paper_search.app.PaperSearchApp`: the REST API
(:func:`~tapyre_paper_search.api.create_app`) answers from it, and it runs the
ingestion jobs (``POST /ingest``) on a background thread through the same
stores its searches read.
"""

from __future__ import annotations

import os
import signal
import sys
from datetime import UTC, datetime
from typing import Any

import click
from tapyre.cli import serve_options

SHUTDOWN_WAIT_S = 60.0
"""How long stopping waits for a running ingestion job to stop at a safe point."""


@click.command("serve")
@serve_options(
    port=8000,
    host_help="Address to listen on.",
    api_key_help="Key every request must send (Authorization: Bearer KEY or X-API-Key: KEY). "
    "Default: [papers] api_key (TAPYRE_PAPERS__API_KEY). Required beyond loopback.",
)
@click.option("--llm", default=None, help="LLM provider for ask and the LLM steps.")
@click.option("--log-level", default="info", show_default=True)
@click.option(
    "--access-log/--no-access-log",
    default=False,
    show_default=True,
    help="A line per request on stderr (at --log-level info).",
)
@click.pass_context
def serve_command(
    ctx: click.Context,
    /,
    *,
    bind: str,
    port: int,
    llm: str | None,
    api_key: str | None,
    log_level: str,
    access_log: bool,
) -> None:
    """Serve the REST + Server-Sent Events API (OpenAPI schema at /docs).

    The server also ingests: "tapyre papers ingest" on its data folder submits
    the job to it (or POST /ingest, which may read only the folders of [papers]
    ingest_roots). It answers only its own host names and origins, and bounds
    bodies, searches per client, event streams and the job queue ([papers]
    settings, docs/security.md). Listening beyond loopback (e.g. --host 0.0.0.0)
    needs an API key. Port 0 picks a free port.
    """
    from tapyre.cli import get_host
    from tapyre.serving import bind_socket, run_uvicorn, server_url

    from tapyre_paper_search._allocator import tune_for_long_running
    from tapyre_paper_search.api import create_app
    from tapyre_paper_search.api.guard import api_guard
    from tapyre_paper_search.api.server_record import (
        ServerClaim,
        ServerRecord,
        new_handoff_token,
    )
    from tapyre_paper_search.app import PaperSearchApp

    tune_for_long_running()  # before the stores and models allocate anything
    host = get_host(ctx)
    if llm is not None:
        host.use_llm(llm)  # the server's process and host are this command's alone
    handoff = new_handoff_token()
    guard = api_guard(host, bind, api_key, handoff=handoff)
    app = PaperSearchApp.of(host)
    claim = ServerClaim(app.settings.data_dir)
    claim.take()  # a second server on this data folder stops here, naming the first
    try:
        app.check_stores_free()  # holds the embedded store from now on
        sock = bind_socket(bind, port)
        url = server_url(bind, sock.getsockname()[1])
        single_threaded_queries()
        api = create_app(app, guard, ingestion=True)
        record = ServerRecord(
            pid=os.getpid(),
            url=url,
            started=datetime.now(UTC).isoformat(timespec="seconds"),
            version=_version(),
            api_key=guard.api_key,
            handoff=handoff,
        )

        def listening() -> None:
            # serve.json only once the socket accepts connections: the commands that
            # find the server through it never meet a refused connection
            claim.publish(record)
            click.echo(f"Serving Tapyre Paper Search on {url} (API docs at /docs)", err=True)

        _stop_cleanly()
        run_uvicorn(api, sock, log_level=log_level, ready=listening, access_log=access_log)
    finally:
        app.close(SHUTDOWN_WAIT_S)  # a running job stops at a safe point; stores close
        claim.release()


def _stop_cleanly() -> None:
    """uvicorn stops on SIGINT or SIGTERM, then raises the signal again once it has
    shut down: take that second delivery as done, so the cleanup (stop the job, close
    the stores, remove serve.json) runs and the command exits 0.  A Ctrl-C during the
    cleanup interrupts it as usual."""

    def stopped(signum: int, frame: Any) -> None:
        signal.signal(signal.SIGINT, signal.default_int_handler)

    signal.signal(signal.SIGINT, stopped)
    if sys.platform != "win32":
        signal.signal(signal.SIGTERM, stopped)


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tapyre-paper-search")
    except PackageNotFoundError:
        return "0+unknown"


def single_threaded_queries() -> None:
    """Embed queries on one thread: a query is too small to split, and an OpenMP
    forward pass on two threads stalls whenever anything else runs (on 2 cores a
    query took 490 ms instead of 9 ms).  The server's parallelism is its
    concurrent requests.  ``OMP_NUM_THREADS`` set by the user wins."""
    if "OMP_NUM_THREADS" in os.environ:
        return
    os.environ["OMP_NUM_THREADS"] = "1"  # read when torch is first imported
    if "torch" in sys.modules:
        sys.modules["torch"].set_num_threads(1)
