"""``tapyre ask``: one question; the agent may call tools."""

from __future__ import annotations

import sys
from typing import Any

import click

from tapyre.cli._agent_options import (
    AgentArgs,
    agent_options,
    collect,
    make_agent,
    piped_input,
    prepare,
    render,
)
from tapyre.cli._log import TurnRecorder, echo_usage
from tapyre.cli._output import echo_json


@click.command()
@click.argument("question", nargs=-1, required=True)
@agent_options
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="Print one JSON object: the answer, the LLM and every tool call with its result.",
)
@click.pass_context
def ask(ctx: click.Context, /, question: tuple[str, ...], **options: Any) -> None:
    """Ask one question; the agent may call tools.

    QUESTION "-" reads the question from standard input; otherwise text piped
    into standard input is sent after the question as context.
    """
    as_json = options.pop("as_json")
    args = AgentArgs(**options)
    text = " ".join(question)
    if text == "-":
        text = sys.stdin.read()
    else:
        piped = piped_input()
        if piped is not None:
            text = f"{text}\n\n{piped}"
    agent, log = make_agent(ctx, args)
    conversation = agent.conversation(log.resume(args.continue_last, args.cid))
    prepare(agent)
    turn = TurnRecorder()
    events = turn.watch(conversation.stream(text))
    if as_json:
        result = collect(events) | {"llm": agent.llm_name}
        usage = log.record(agent, conversation, text, result["answer"], turn)
        if args.usage:
            result["usage"] = {"input_tokens": usage[0], "output_tokens": usage[1]}
        echo_json(result)
        return
    answer = render(events, stream=not args.no_stream)
    usage = log.record(agent, conversation, text, answer, turn)
    if args.usage:
        echo_usage(usage, agent.provider_name)
