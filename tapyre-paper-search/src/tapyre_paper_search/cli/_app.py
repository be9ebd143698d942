"""The app a ``tapyre papers`` command runs on: its host's
:class:`~tapyre_paper_search.app.PaperSearchApp`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from pathlib import Path

    from tapyre_paper_search.api.collection_client import CollectionClient
    from tapyre_paper_search.app import PaperSearchApp
    from tapyre_paper_search.search import SearchOptions


def app_of(
    ctx: click.Context | None = None, *, flush: bool = False, existing: bool = False
) -> PaperSearchApp:
    """The app of the running command's host (the CLI's, or the one a caller passed as
    ``obj``).  ``flush``: make its writes durable when the command ends; the stores
    stay open, as they are the host's, shared with its other commands and tools.
    ``existing``: a command that only reads the store (``check``, ``stats``, ``list``…)
    refuses a data folder that does not exist (:func:`require_store`), rather than
    create it and report an empty, healthy store."""
    from tapyre.cli import get_host

    from tapyre_paper_search.app import PaperSearchApp

    ctx = ctx or click.get_current_context()
    app = PaperSearchApp.of(get_host(ctx))
    if existing:
        require_store(app.settings.data_dir)
    if flush:
        ctx.call_on_close(app.flush)
    return app


def require_store(data_dir: Path) -> None:
    """Raise a one-line :class:`~tapyre_paper_search.errors.StoreError` when the data
    folder ``data_dir`` does not exist (a mistyped ``papers.data_dir``): nothing is
    created.  An existing, empty folder passes (an empty store)."""
    if data_dir.is_dir():
        return
    from tapyre_paper_search.errors import StoreError

    what = "is not a folder" if data_dir.exists() else "does not exist"
    raise StoreError(
        f"no paper store at {data_dir}: the folder {what} (papers.data_dir, "
        "TAPYRE_PAPERS__DATA_DIR)",
        hint="Ingest papers first (tapyre papers ingest SOURCE), or point papers.data_dir "
        "at your store.",
    )


def server_of(ctx: click.Context | None = None) -> CollectionClient | None:
    """The ``papers serve`` that holds this command's collection, when one runs: the
    reading commands then ask it (the embedded stores admit one process, and the
    server's answers include what its jobs are writing), rather than open the stores.
    On a terminal, one line on standard error says so."""
    import sys

    from tapyre_paper_search.api.collection_client import collection_server

    ctx = ctx or click.get_current_context()
    settings = app_of(ctx).settings
    client = collection_server(settings.data_dir, settings.api_key)
    if client is None:
        return None
    ctx.call_on_close(client.close)
    if sys.stderr.isatty():
        record = client.record
        click.echo(f"Asking the server at {record.url} (pid {record.pid}), which holds "
                   "this collection.", err=True)  # fmt: skip
    return client


def say_what_loads(app: PaperSearchApp, options: SearchOptions | None = None) -> None:
    """A first search loads the dense embedder for seconds: say so on a terminal, rather
    than sit silent (piped output and ``--json`` stay clean)."""
    if options is not None and options.mode == "lexical":
        return
    import sys

    if not sys.stderr.isatty() or app.dense_loaded:
        return
    click.echo(f"Loading the collection and the {app.settings.dense_embedder} embedder…", err=True)
