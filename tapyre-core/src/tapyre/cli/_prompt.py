"""What ``ask`` sends besides its question: a saved template, fragments and attachments.

The options (``-t``, ``-p``, ``-f``, ``--sf``, ``-a``, ``--save``) and how they
make the prompt: :func:`build_prompt` fills the template in, reads the
fragments and attachments (within the ``[core]`` limits) and lays the
template's LLM, model, options and tools under the command's own options;
:func:`save_template` is ``--save NAME``.  Reading is done by
:mod:`tapyre._templates`, :mod:`tapyre._fragments` and
:mod:`tapyre._attachments`, imported when an option needs them.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from tapyre.cli._agent_options import AgentArgs, with_options

if TYPE_CHECKING:
    from tapyre._attachments import Attachment
    from tapyre._host import Host
    from tapyre._templates import Template

_KEYS = ("template", "params", "fragments", "system_fragments", "attachments", "save")


def prompt_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """Add ``ask``'s template, fragment and attachment options (read as :class:`PromptArgs`)."""
    options = [
        click.option(
            "-t", "--template", metavar="NAME", help="Use the saved template NAME (see templates)."
        ),
        click.option(
            "-p",
            "--param",
            "params",
            nargs=2,
            multiple=True,
            metavar="NAME VALUE",
            help="A template parameter: $NAME becomes VALUE (repeatable).",
        ),
        click.option(
            "-f",
            "--fragment",
            "fragments",
            multiple=True,
            metavar="FILE|URL",
            help="Text of a file, URL or - (stdin) sent before the prompt (repeatable).",
        ),
        click.option(
            "--sf",
            "--system-fragment",
            "system_fragments",
            multiple=True,
            metavar="FILE|URL",
            help="Text of a file or URL added to the system prompt (repeatable).",
        ),
        click.option(
            "-a",
            "--attach",
            "attachments",
            multiple=True,
            metavar="FILE",
            help="Send a file (image, PDF, …) the model takes (repeatable).",
        ),
        click.option(
            "--save",
            metavar="NAME",
            help="Save the prompt, -s, --llm, -m, -o, --tool and -p as template NAME; ask nothing.",
        ),
    ]
    return with_options(func, options)


@dataclass(frozen=True)
class PromptArgs:
    """The options :func:`prompt_options` adds, as one value."""

    template: str | None = None
    params: tuple[tuple[str, str], ...] = ()
    fragments: tuple[str, ...] = ()
    system_fragments: tuple[str, ...] = ()
    attachments: tuple[str, ...] = ()
    save: str | None = None

    @classmethod
    def pop(cls, options: dict[str, Any]) -> PromptArgs:
        """Take this dataclass's options out of a command's ``**options``."""
        return cls(**{key: options.pop(key) for key in _KEYS})

    @property
    def reads_stdin(self) -> bool:
        """Whether a fragment is standard input (``-f -``), so nothing else reads it."""
        return "-" in self.fragments or "-" in self.system_fragments


@dataclass(frozen=True)
class Prompt:
    """What one ``ask`` sends: the text, the agent's options, attachments and what to log."""

    text: str
    shown: str
    """The prompt as the log shows it (without the fragments' text)."""
    args: AgentArgs
    attachments: list[Attachment] = field(default_factory=list)
    template: str | None = None
    fragments: list[dict[str, Any]] = field(default_factory=list)

    @property
    def blocks(self) -> list[dict[str, Any]]:
        """The attachments as LangChain content blocks."""
        return [a.content_block() for a in self.attachments]

    def log_fields(self) -> dict[str, Any]:
        """The template, fragments and attachments as the conversation log records them."""
        return {
            "template": self.template,
            "fragments": self.fragments,
            "attachments": [a.record() for a in self.attachments],
        }


def user_input(question: tuple[str, ...], prompt_args: PromptArgs) -> str | None:
    """The question's words, ``-`` for standard input, plus text piped in after them."""
    from tapyre.cli._agent_options import piped_input

    text = " ".join(question)
    if text == "-":
        if prompt_args.reads_stdin:
            raise click.UsageError("QUESTION - and -f - both read standard input; use one.")
        return sys.stdin.read() or None
    piped = None if prompt_args.reads_stdin else piped_input()
    if piped is not None:
        text = f"{text}\n\n{piped}" if text else piped
    return text or None


def build_prompt(host: Host, args: AgentArgs, prompt_args: PromptArgs, text: str | None) -> Prompt:
    """The prompt of one ``ask``: template filled in, fragments and attachments read.

    :raises click.UsageError: no question, no template and nothing piped in.
    :raises TapyreError: a template, fragment or attachment problem (one line).
    """
    system = args.system_prompt
    if prompt_args.template is not None:
        template = load_template(host, prompt_args.template)
        shown, template_system = template.render(text, dict(prompt_args.params))
        system = system or template_system
        args = _with_template(args, template)
    elif prompt_args.params:
        raise click.UsageError("-p gives a template parameter: use it with -t TEMPLATE.")
    elif text is None:
        raise click.UsageError("Missing QUESTION (or -t TEMPLATE, or text on standard input).")
    else:
        shown = text
    core = host.config.core()
    fragments = [
        _read_fragment(source, core.fragment_max_bytes, core.fetch_timeout, system=False)
        for source in prompt_args.fragments
    ]
    system_fragments = [
        _read_fragment(source, core.fragment_max_bytes, core.fetch_timeout, system=True)
        for source in prompt_args.system_fragments
    ]
    if system_fragments:
        from tapyre._agent import DEFAULT_SYSTEM_PROMPT

        base = system or core.system_prompt or DEFAULT_SYSTEM_PROMPT
        system = "\n\n".join([base, *(f.text for f in system_fragments)])
    if system != args.system_prompt:
        args = dataclasses.replace(args, system_prompt=system)
    sent = "\n\n".join([*(f.text for f in fragments), shown])
    attachments = [_read_attachment(s, core.attachment_max_bytes) for s in prompt_args.attachments]
    return Prompt(
        text=sent,
        shown=shown,
        args=args,
        attachments=attachments,
        template=prompt_args.template,
        fragments=[f.record() for f in [*system_fragments, *fragments]],
    )


def check_attachments(host: Host, prompt: Prompt) -> None:
    """Refuse attachments the command's LLM does not take, before anything is sent."""
    if prompt.attachments:
        from tapyre._attachments import check_accepted

        check_accepted(host.llm(prompt.args.llm), prompt.attachments)


def load_template(host: Host, name: str) -> Template:
    from tapyre._paths import templates_dir
    from tapyre._templates import TemplateStore

    return TemplateStore(templates_dir(host.config)).load(name)


def save_template(
    host: Host, name: str, question: tuple[str, ...], args: AgentArgs, prompt_args: PromptArgs
) -> Path:
    """``--save NAME``: the command's prompt and options as a new template; its path.

    :raises TapyreError: nothing to save, options a template cannot hold, a
        ``-p`` the prompt does not use, or a template of that name exists.
    """
    from tapyre._config import parse_value
    from tapyre._paths import templates_dir
    from tapyre._templates import Template, TemplateError, TemplateStore

    if prompt_args.template or prompt_args.fragments or prompt_args.system_fragments:
        raise TemplateError("--save keeps a prompt and options, not -t, -f or --sf")
    if prompt_args.attachments:
        raise TemplateError("--save keeps a prompt and options, not attachments (-a)")
    prompt = " ".join(question) or None
    if not prompt and not args.system_prompt:
        raise TemplateError(
            f"nothing to save as template {name!r}",
            hint="Give the prompt (with $input where the input goes) and/or -s SYSTEM.",
        )
    table: dict[str, Any] = {"prompt": prompt, "system": args.system_prompt}
    table |= {"llm": args.llm, "model": args.model, "tools": list(args.tools) or None}
    table["options"] = {key: parse_value(value) for key, value in args.options} or None
    table["defaults"] = dict(prompt_args.params) or None
    template = Template.from_table(name, {k: v for k, v in table.items() if v is not None})
    unused = sorted(set(template.defaults) - set(template.parameters))
    if unused:
        raise TemplateError(
            f"-p {unused[0]}: the prompt has no ${unused[0]} parameter; nothing was saved"
        )
    store = TemplateStore(templates_dir(host.config))
    path = store.path(name)
    if path.exists():
        raise TemplateError(
            f"template {name!r} already exists ({path}); nothing was saved",
            hint=f"Change it with `tapyre templates edit {name}`, or remove it first.",
        )
    return store.save(template)


def _with_template(args: AgentArgs, template: Template) -> AgentArgs:
    """The command's options over the template's: --llm, -m, --tool win; -o overrides per key."""
    from tapyre._model_options import option_pairs

    # the template's model belongs to its LLM: another --llm does not get it
    same_llm = not args.llm or not template.llm or args.llm == template.llm
    return dataclasses.replace(
        args,
        llm=args.llm or template.llm,
        model=args.model or (template.model if same_llm else None),
        options=(*option_pairs(template.options), *args.options),
        tools=args.tools or template.tools,
    )


def _read_fragment(source: str, max_bytes: int, timeout: float, *, system: bool) -> Any:
    from tapyre._fragments import read_fragment

    return read_fragment(source, max_bytes=max_bytes, timeout=timeout, system=system)


def _read_attachment(source: str, max_bytes: int) -> Attachment:
    from tapyre._attachments import read_attachment

    return read_attachment(source, max_bytes=max_bytes)
