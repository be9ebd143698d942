"""``tapyre ask``: one question; the agent may call tools."""

from __future__ import annotations

from typing import Any

import click

from tapyre.cli._agent_options import (
    AgentArgs,
    agent_options,
    collect,
    make_agent,
    prepare,
    render,
)
from tapyre.cli._context import get_host
from tapyre.cli._log import TurnRecorder, echo_usage
from tapyre.cli._output import echo_json
from tapyre.cli._prompt import (
    PromptArgs,
    build_prompt,
    check_attachments,
    prompt_options,
    save_template,
    user_input,
)


@click.command()
@click.argument("question", nargs=-1)
@agent_options
@prompt_options
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
    into standard input is sent after the question as context.  With -t
    TEMPLATE, QUESTION (and piped text) is the template's $input.
    """
    as_json = options.pop("as_json")
    prompt_args = PromptArgs.pop(options)
    args = AgentArgs(**options)
    if prompt_args.save is not None:
        path = save_template(get_host(ctx), prompt_args.save, question, args, prompt_args)
        click.echo(f"Template {prompt_args.save} saved to {path}.")
        return
    prompt = build_prompt(get_host(ctx), args, prompt_args, user_input(question, prompt_args))
    agent, log = make_agent(ctx, prompt.args)
    check_attachments(agent.host, prompt)
    conversation = agent.conversation(log.resume(args.continue_last, args.cid))
    prepare(agent)
    turn = TurnRecorder()
    events = turn.watch(conversation.stream(prompt.text, prompt.blocks))
    sent = prompt.log_fields()
    if as_json:
        result = collect(events) | {"llm": agent.llm_name}
        usage = log.record(agent, conversation, prompt.shown, result["answer"], turn, **sent)
        if args.usage:
            result["usage"] = {"input_tokens": usage[0], "output_tokens": usage[1]}
        echo_json(result)
        return
    answer = render(events, stream=not args.no_stream)
    usage = log.record(agent, conversation, prompt.shown, answer, turn, **sent)
    if args.usage:
        echo_usage(usage, agent.provider_name)
