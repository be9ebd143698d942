"""``tapyre papers …``: ingest, inspect and search a paper collection.

Each command is an adapter over the host's
:class:`~tapyre_paper_search.app.PaperSearchApp` (:func:`._app.app_of`): it
parses its options, calls the app and prints.  The core CLI imports this
module only when ``tapyre papers`` runs (the plugin registers it as a
:class:`tapyre.LazyCommand`), and the app opens the stores, PyMuPDF and the
embedders on first use, so ``tapyre papers --help`` stays fast.  Nothing
outside this package imports it.
"""

from __future__ import annotations

import click

from tapyre_paper_search.cli.check import check
from tapyre_paper_search.cli.collection import delete, failures, list_papers, show, stats
from tapyre_paper_search.cli.evaluate import eval_command
from tapyre_paper_search.cli.export import export
from tapyre_paper_search.cli.graph import graph
from tapyre_paper_search.cli.ingest import demo, ingest
from tapyre_paper_search.cli.search import add_commands


@click.group(name="papers")
def papers() -> None:
    """Ingest scientific papers and search them.

    Settings live in the [papers] table of the Tapyre config file
    (TAPYRE_PAPERS__* environment variables override them).
    """


for _command in (
    ingest,
    stats,
    show,
    list_papers,
    delete,
    failures,
    check,
    demo,
    export,
    graph,
    eval_command,
):
    papers.add_command(_command)
add_commands(papers)  # search, similar, ask, serve

__all__ = ["papers"]
