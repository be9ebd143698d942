"""``tapyre chat``: an interactive conversation that is kept until you leave."""

from __future__ import annotations

import sys
from typing import Any

import click

from tapyre._errors import TapyreError
from tapyre.cli._agent_options import AgentArgs, agent_options, make_agent, prepare, render
from tapyre.cli._log import TurnRecorder, echo_usage


@click.command()
@agent_options
@click.pass_context
def chat(ctx: click.Context, /, **options: Any) -> None:
    """Talk with the assistant; the conversation is kept until you leave.

    Type /reset to forget it, /exit (or Ctrl-D) to leave.  -c or --cid ID
    resume a logged conversation.
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
    while True:
        try:
            line = click.prompt("you", prompt_suffix="> ", default="", show_default=False)
        except (click.Abort, EOFError):
            if interactive:
                click.echo(err=True)
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
        try:
            turn = TurnRecorder()
            answer = render(turn.watch(conversation.stream(text)), stream=not args.no_stream)
        except TapyreError as exc:
            # one bad turn (e.g. the server went away) does not end the chat
            click.secho(f"error: {exc}", err=True, fg="red")
            if not interactive:
                raise
            continue
        usage = log.record(agent, conversation, text, answer, turn)
        if args.usage:
            echo_usage(usage, agent.provider_name)
