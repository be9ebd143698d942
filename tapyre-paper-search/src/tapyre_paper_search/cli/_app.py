"""The app a ``tapyre papers`` command runs on: its host's
:class:`~tapyre_paper_search.app.PaperSearchApp`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from tapyre_paper_search.api.collection_client import CollectionClient
    from tapyre_paper_search.app import PaperSearchApp
    from tapyre_paper_search.search import SearchOptions


def app_of(ctx: click.Context | None = None, *, flush: bool = False) -> PaperSearchApp:
    """The app of the running command's host (the CLI's, or the one a caller passed as
    ``obj``).  ``flush``: make its writes durable when the command ends; the stores
    stay open, as they are the host's, shared with its other commands and tools."""
    from tapyre.cli import get_host

    from tapyre_paper_search.app import PaperSearchApp

    ctx = ctx or click.get_current_context()
    app = PaperSearchApp.of(get_host(ctx))
    if flush:
        ctx.call_on_close(app.flush)
    return app


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
