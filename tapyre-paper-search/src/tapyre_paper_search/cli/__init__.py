"""``tapyre papers …``: ingest, inspect and search a paper collection.

The core CLI imports this module only when ``tapyre papers`` runs (the plugin
registers it as a :class:`tapyre.LazyCommand`); the subcommands import the
stores, PyMuPDF and the embedders inside their bodies, so ``tapyre papers
--help`` stays fast.
"""

from __future__ import annotations

import click

from tapyre_paper_search.cli.check import check
from tapyre_paper_search.cli.collection import delete, failures, show, stats
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


for _command in (ingest, stats, show, delete, failures, check, demo, export, graph, eval_command):
    papers.add_command(_command)
add_commands(papers)  # search, similar, ask, serve

__all__ = ["papers"]
