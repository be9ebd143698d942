"""``tapyre papers serve``: the REST + SSE API, and the single writer of its stores.

Start-up checks come before anything is announced, each failing with one
``error:`` line and exit 1: the data folder is not served already (its
``serve.lock``, naming the holder's pid), the stores are free (no ingestion
runs, no other process holds the embedded vector store), and the port can be
bound.  Only then does it print "Serving on …" and write ``serve.json`` so
that ``papers ingest`` finds it (:mod:`tapyre_paper_search.api.server_record`).

The server runs ingestion jobs (``POST /ingest``) on a background thread
through the same stores its searches read.
"""

from __future__ import annotations

import os
import signal
import socket
import sys
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from tapyre import Host

    from tapyre_paper_search.api import ApiGuard
    from tapyre_paper_search.api.jobs import CancelHook, IngestJobs, IngestRequest
    from tapyre_paper_search.pipeline import Progress
    from tapyre_paper_search.pipeline.summary import IngestSummary
    from tapyre_paper_search.search.service import SearchService

SHUTDOWN_WAIT_S = 60.0
"""How long stopping waits for a running ingestion job to stop at a safe point."""


@click.command("serve")
@click.option(
    "--host", "bind", default="127.0.0.1", show_default=True, help="Address to listen on."
)
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True)
@click.option("--llm", default=None, help="LLM provider for ask and the LLM steps.")
@click.option(
    "--api-key",
    default=None,
    metavar="KEY",
    help="Key every request must send (Authorization: Bearer KEY or X-API-Key: KEY). "
    "Default: [papers] api_key (TAPYRE_PAPERS__API_KEY). Required beyond loopback.",
)
@click.option("--log-level", default="info", show_default=True)
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
) -> None:
    """Serve the REST + Server-Sent Events API (OpenAPI schema at /docs).

    The server also ingests: "tapyre papers ingest" on its data folder submits
    the job to it (or POST /ingest). Listening beyond loopback (e.g. --host
    0.0.0.0) needs an API key. Port 0 picks a free port.
    """
    import uvicorn
    from tapyre.cli import get_host

    from tapyre_paper_search._allocator import tune_for_long_running
    from tapyre_paper_search.api import create_app
    from tapyre_paper_search.api.server_record import ServerClaim, ServerRecord
    from tapyre_paper_search.cli._runtime import Runtime

    tune_for_long_running()  # before the stores and models allocate anything
    host = get_host(ctx)
    guard = api_guard(host, bind, api_key)
    runtime = Runtime(host)
    claim = ServerClaim(runtime.settings.data_dir)
    claim.take()  # a second server on this data folder stops here, naming the first
    built: list[SearchService] = []
    jobs = _ingest_jobs(runtime)
    try:
        runtime.check_stores_free()  # holds the embedded store from now on
        sock = bind_socket(bind, port)
        url = server_url(bind, sock.getsockname()[1])
        _single_threaded_queries()

        def build() -> SearchService:
            from tapyre_paper_search.search.opening import open_service

            built.append(open_service(host=host, llm=llm))
            return built[-1]

        app = create_app(build, guard, jobs)
        claim.publish(
            ServerRecord(
                pid=os.getpid(),
                url=url,
                started=datetime.now(UTC).isoformat(timespec="seconds"),
                version=_version(),
                api_key=guard.api_key,
            )
        )
        click.echo(f"Serving Tapyre Paper Search on {url} (API docs at /docs)", err=True)
        config = uvicorn.Config(
            app, log_level=log_level, timeout_graceful_shutdown=5, lifespan="off"
        )
        _stop_cleanly()
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        jobs.close(SHUTDOWN_WAIT_S)
        for service in built:
            service.close()
        runtime.flush()
        claim.release()


def _ingest_jobs(runtime: Any) -> IngestJobs:
    """The job queue, running requests through ``runtime`` (the server's host and stores)."""
    from tapyre_paper_search.api.jobs import IngestJobs
    from tapyre_paper_search.cli.ingest import _workers

    def options(request: IngestRequest) -> Any:
        workers = request.workers
        return runtime.ingest_options(
            workers=_workers(str(workers)) if workers is not None else None,
            force=request.force,
            retry_failed=request.retry_failed,
            limit=request.limit,
            max_pages=request.max_pages,
        )

    def validate(request: IngestRequest) -> None:
        """Refuse now what a run would refuse at its start: unknown sources and
        providers, malformed arXiv selections (counting a source parses it)."""
        from tapyre import ComponentNotFoundError, TapyreError

        from tapyre_paper_search.errors import SourceError

        try:
            pairs = runtime.resolve_sources(request.sources, request.provider)
        except ComponentNotFoundError as exc:  # a bad request here, not a broken server
            raise SourceError(str(exc)) from exc
        from tapyre_paper_search.contracts import CountingProvider

        for provider, source in pairs:
            try:
                if isinstance(provider, CountingProvider):
                    provider.count(source)
            except TapyreError:
                raise
            except Exception:  # the run reports anything else, with context
                pass
        if request.workers is not None:
            _workers(str(request.workers))

    def run(request: IngestRequest, progress: Progress, on_cancel: CancelHook) -> IngestSummary:
        from tapyre_paper_search.pipeline.progress import notes_from_log

        pairs = runtime.resolve_sources(request.sources, request.provider)
        pipeline = runtime.pipeline(
            options(request), progress, executor=request.executor, ray_address=request.ray_address
        )
        on_cancel(pipeline.cancel)
        try:
            # What the CLI shows on stderr (the arXiv provider's retries) becomes the
            # job's notes, streamed to the client (one job runs at a time).
            with notes_from_log(progress):
                return pipeline.run(pairs)  # type: ignore[no-any-return]
        finally:
            runtime.flush()

    return IngestJobs(run, validate)


def bind_socket(bind: str, port: int) -> socket.socket:
    """A socket bound to ``bind:port`` (listening is left to the server).

    :raises ServerError: the address cannot be bound (in use, not this machine's).
    """
    from tapyre_paper_search.errors import ServerError

    address = bind.strip("[]")
    try:
        family, kind, proto, _, where = socket.getaddrinfo(address, port, type=socket.SOCK_STREAM)[
            0
        ]
    except (OSError, IndexError) as exc:
        raise ServerError(f"cannot listen on {bind}: {exc}") from exc
    sock = socket.socket(family, kind, proto)
    # As uvicorn does: reuse a port whose old connections linger in TIME_WAIT (a
    # port another socket listens on still fails).
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(where)
    except OSError as exc:
        sock.close()
        reason = exc.strerror or str(exc)
        raise ServerError(
            f"cannot listen on {bind}:{port}: {reason}",
            hint="Another program uses that port: pick another with --port (0: any free one), "
            "or stop it.",
        ) from exc
    sock.set_inheritable(True)
    return sock


def server_url(bind: str, port: int) -> str:
    """The URL a client on this machine reaches the server at."""
    address = bind.strip("[]")
    if address in ("", "0.0.0.0"):  # the wildcard: reach it on loopback
        address = "127.0.0.1"
    elif address == "::":
        address = "::1"
    if ":" in address:
        address = f"[{address}]"
    return f"http://{address}:{port}"


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


def api_guard(host: Host, bind: str, api_key: str | None) -> ApiGuard:
    """The API's protections from ``[papers]`` and ``--api-key``; refuses to expose
    the API beyond loopback without a key."""
    from tapyre import ConfigError

    from tapyre_paper_search.api import ApiGuard
    from tapyre_paper_search.settings import PaperSearchSettings

    settings = PaperSearchSettings.from_config(host.config)
    key = api_key if api_key is not None else settings.api_key
    if not key and not is_loopback(bind):
        raise ConfigError(
            f"refusing to serve on {bind} without an API key: anyone who can reach it "
            "could read the collection and spend the language model",
            hint="Set TAPYRE_PAPERS__API_KEY (or [papers] api_key, or --api-key), "
            "or listen on 127.0.0.1.",
        )
    return ApiGuard(
        api_key=key or None,
        max_body_bytes=settings.max_request_bytes,
        client_concurrency=settings.client_concurrency or None,
        cors_origins=settings.cors_origins,
    )


def is_loopback(bind: str) -> bool:
    """Whether ``bind`` only accepts connections from this machine."""
    import ipaddress

    if bind.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(bind.strip("[]")).is_loopback
    except ValueError:
        return False  # a host name: it may resolve to anything


def _single_threaded_queries() -> None:
    """Embed queries on one thread: a query is too small to split, and an OpenMP
    forward pass on two threads stalls whenever anything else runs (on 2 cores a
    query took 490 ms instead of 9 ms).  The server's parallelism is its
    concurrent requests.  ``OMP_NUM_THREADS`` set by the user wins."""
    if "OMP_NUM_THREADS" in os.environ:
        return
    os.environ["OMP_NUM_THREADS"] = "1"  # read when torch is first imported
    if "torch" in sys.modules:
        sys.modules["torch"].set_num_threads(1)
