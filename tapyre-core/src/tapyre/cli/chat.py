"""``tapyre chat``: an interactive conversation that is kept until you leave."""

from __future__ import annotations

import sys
from typing import Any

import click

from tapyre._errors import TapyreError
from tapyre.cli._agent_options import AgentArgs, agent_options, make_agent, prepare, render
from tapyre.cli._log import TurnRecorder, echo_usage
from tapyre.cli._output import shorten


@click.command()
@agent_options
@click.pass_context
def chat(ctx: click.Context, /, **options: Any) -> None:
    """Talk with the assistant; the conversation is kept until you leave.

    Type /reset to forget it, /exit (or Ctrl-D) to leave.  -c or --cid ID
    resume a logged conversation.  With lines piped in, a turn that fails is
    reported with its number and the chat goes on; the exit code is then 1.
    """
    args = AgentArgs(**options)
    agent, log = make_agent(ctx, args)
    prepare(agent, check=True)  # one error before the first prompt, not one per turn
    conversation = agent.conversation(log.resume(args.continue_last, args.cid))
    interactive = sys.stdin.isatty()
    if interactive:
        click.echo("Tapyre chat. /reset forgets the conversation, /exit leaves.", err=True)
        if conversation.messages:
            click.echo(f"(continuing conversation {log.cid})", err=True)
    turns = 0
    failed: list[int] = []
    while True:
        line = _read_line(interactive)
        if line is None:
            break
        text = line.strip()
        if not text:
            continue
        if text in ("/exit", "/quit"):
            break
        if text == "/reset":
            conversation.reset()
            log.restart()
            click.echo("(conversation forgotten)", err=True)
            continue
        turns += 1
        try:
            turn = TurnRecorder()
            answer = render(turn.watch(conversation.stream(text)), stream=not args.no_stream)
        except TapyreError as exc:
            # one bad turn (e.g. the server went away) does not end the chat; the
            # conversation goes on without it
            if interactive:
                click.secho(f"error: {exc}", err=True, fg="red")
            else:
                failed.append(turns)
                which = f"turn {turns} ({shorten(' '.join(text.split()), 40)!r})"
                click.secho(f"error: {which} failed: {exc}", err=True, fg="red")
            continue
        usage = log.record(agent, conversation, text, answer, turn)
        if args.usage:
            echo_usage(usage, agent.provider_name)
    if failed:
        numbers = ", ".join(map(str, failed))
        others = "; the others were answered" if len(failed) < turns else ""
        raise TapyreError(
            f"{len(failed)} of {turns} turns failed "
            f"(turn{'s' if len(failed) > 1 else ''} {numbers}){others}"
        )


def _read_line(interactive: bool) -> str | None:
    """The next line typed (after a ``you>`` prompt) or piped in (no prompt: standard
    output holds only the answers); ``None`` at the end of the input."""
    if not interactive:
        line = sys.stdin.readline()
        return line if line else None
    try:
        text: str = click.prompt("you", prompt_suffix="> ", default="", show_default=False)
    except (click.Abort, EOFError):
        click.echo(err=True)
        return None
    return text
