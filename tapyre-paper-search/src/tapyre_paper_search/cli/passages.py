"""``tapyre papers ask`` without an LLM: the best passages, cited, and one line saying
how to set an LLM up (the app's :meth:`~tapyre_paper_search.app.PaperSearchApp.passages`).

Importing this module imports click only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from tapyre_paper_search.search.passages_answer import PassagesAnswer


def print_passages(answer: PassagesAnswer, *, as_json: bool) -> None:
    """The passages with their sources on standard output (or the JSON of them), the
    search's notes and the set-up line on standard error."""
    from tapyre.cli import echo_json

    if as_json:
        echo_json(answer.to_dict())
        return
    for note in answer.response.notes:
        click.echo(f"note: {note}", err=True)
    click.echo(answer.printed)
    click.echo(f"note: {answer.note}", err=True)
