"""Saved prompt templates (``tapyre ask -t NAME``, ``tapyre templates …``).

A template is a TOML file ``<data dir>/templates/NAME.toml`` (see
:mod:`tapyre._paths`) whose keys are declared once in :data:`TEMPLATE_SCHEMA`:
a ``prompt`` and a ``system`` prompt that may hold ``$input`` (what the user
typed or piped in) and ``$NAME`` parameters (``-p NAME VALUE``, else the
template's ``[defaults]``), and the ``llm``, ``model``, ``[options]`` and
``tools`` the command uses unless its own options say otherwise.  ``$$`` is a
literal dollar sign.

How the prompt is made (:meth:`Template.render`): with ``$input`` in the
template's prompt, the input takes its place; a prompt without it gets the
input appended after a blank line; a template without a prompt sends the
input itself.
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tapyre._errors import TapyreError
from tapyre._schema import Setting, TableSchema, did_you_mean

INPUT = "input"
"""The placeholder that stands for the user's input: ``$input``."""

TEMPLATE_SCHEMA = TableSchema(
    "template",
    (
        Setting(
            "prompt",
            "string",
            "The prompt: $input is the user's input (else it is appended), $NAME a parameter.",
        ),
        Setting("system", "string", "The system prompt; may use $NAME parameters too."),
        Setting("llm", "string", "The LLM (a provider or alias name), unless --llm is given."),
        Setting("model", "string", "The model on that LLM, unless -m is given."),
        Setting("options", "table", "Provider options, as -o KEY VALUE (-o wins)."),
        Setting("defaults", "table", "Values of $NAME parameters that -p does not give."),
        Setting("tools", "strings", "Offer only these tools (ids, as --tool); empty: all."),
    ),
    "A saved prompt template.",
)

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
SUFFIX = ".toml"


class TemplateError(TapyreError):
    """A template is missing, invalid, or cannot be filled in."""


@dataclass(frozen=True)
class Template:
    """One saved template (see the module docstring)."""

    name: str
    prompt: str | None = None
    system: str | None = None
    llm: str | None = None
    model: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    defaults: Mapping[str, str] = field(default_factory=dict)
    tools: tuple[str, ...] = ()

    @classmethod
    def from_table(cls, name: str, table: Mapping[str, Any]) -> Template:
        """A template from its TOML table, checked against :data:`TEMPLATE_SCHEMA`.

        :raises TemplateError: an unknown key or a value of the wrong type.
        """
        try:
            values = TEMPLATE_SCHEMA.read(table, table=f"template {name}")
        except TapyreError as exc:
            raise TemplateError(exc.message, hint=exc.hint) from None
        template = cls(
            name=name,
            prompt=values["prompt"],
            system=values["system"],
            llm=values["llm"],
            model=values["model"],
            options=dict(values["options"] or {}),
            defaults={str(k): str(v) for k, v in (values["defaults"] or {}).items()},
            tools=tuple(values["tools"] or ()),
        )
        for text in (template.prompt, template.system):
            _check_syntax(name, text)
        return template

    def as_table(self) -> dict[str, Any]:
        """The TOML table of this template (keys that are set only)."""
        table: dict[str, Any] = {}
        for key in ("system", "prompt", "llm", "model"):
            value = getattr(self, key)
            if value:
                table[key] = value
        if self.tools:
            table["tools"] = list(self.tools)
        if self.options:
            table["options"] = dict(self.options)
        if self.defaults:
            table["defaults"] = dict(self.defaults)
        return table

    @property
    def parameters(self) -> list[str]:
        """The ``$NAME`` parameters its prompt and system prompt use (``$input`` excluded)."""
        found: list[str] = []
        for text in (self.system, self.prompt):
            if text:
                found += string.Template(text).get_identifiers()
        return [p for p in dict.fromkeys(found) if p != INPUT]

    def render(self, user_input: str | None, params: Mapping[str, str]) -> tuple[str, str | None]:
        """The prompt and system prompt, parameters and ``$input`` filled in.

        :raises TemplateError: a parameter without a value, a ``-p`` the template
            does not use, or no prompt at all.
        """
        unknown = sorted(set(params) - set(self.parameters))
        if unknown:
            known = ", ".join(self.parameters) or "none"
            raise TemplateError(
                f"template {self.name!r} has no parameter {', '.join(unknown)} "
                f"(its parameters: {known})"
            )
        values = {**self.defaults, **params, INPUT: user_input or ""}
        missing = [p for p in self.parameters if p not in values]
        if missing:
            raise TemplateError(
                f"template {self.name!r} needs a value for {', '.join(missing)}",
                hint=f"Pass -p {missing[0]} VALUE, or set it in the template's [defaults].",
            )
        system = string.Template(self.system).substitute(values) if self.system else None
        if self.prompt:
            prompt = string.Template(self.prompt).substitute(values)
            if user_input and INPUT not in string.Template(self.prompt).get_identifiers():
                prompt = f"{prompt.rstrip()}\n\n{user_input}"
        else:
            prompt = user_input or ""
        if not prompt.strip():
            raise TemplateError(
                f"template {self.name!r} has no prompt, and no input was given",
                hint="Give the input as QUESTION or pipe it into standard input.",
            )
        return prompt, system

    def summary(self) -> str:
        """One line for ``templates list``: the system prompt and the prompt, shortened."""
        parts = [f"{key}: {' '.join(text.split())}" for key, text in self._texts()]
        for key in ("llm", "model"):
            if getattr(self, key):
                parts.append(f"{key}: {getattr(self, key)}")
        return "  ".join(parts) or "(empty)"

    def _texts(self) -> list[tuple[str, str]]:
        return [(k, v) for k, v in (("system", self.system), ("prompt", self.prompt)) if v]


class TemplateStore:
    """The templates folder (``<data dir>/templates``): one ``NAME.toml`` per template."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, name: str) -> Path:
        """The file of template ``name`` (it may not exist).

        :raises TemplateError: ``name`` is not a valid template name.
        """
        if not _NAME.match(name) or name.endswith(SUFFIX):
            raise TemplateError(
                f"invalid template name {name!r}",
                hint="Use letters, digits, '_', '-' and '.', starting with a letter or digit.",
            )
        return self.folder / f"{name}{SUFFIX}"

    def names(self) -> list[str]:
        """The saved templates' names, sorted."""
        if not self.folder.is_dir():
            return []
        return sorted(p.name[: -len(SUFFIX)] for p in self.folder.glob(f"*{SUFFIX}"))

    def load(self, name: str) -> Template:
        """Template ``name``.

        :raises TemplateError: there is none, or its file is invalid (naming the
            file and line).
        """
        path = self.path(name)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            names = self.names()
            known = f" (templates: {', '.join(names)})" if names else " (none are saved yet)"
            raise TemplateError(
                f"no template named {name!r}{did_you_mean(name, names)}{known}",
                hint=f"Create it with `tapyre templates edit {name}` or `ask --save {name}`.",
            ) from None
        except (OSError, UnicodeDecodeError) as exc:
            raise TemplateError(f"{path}: cannot read the template: {exc}") from None
        return parse_template(name, text, path)

    def save(self, template: Template) -> Path:
        """Write ``template`` to its file (its folder is created); returns the path."""
        path = self.path(template.name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(template_text(template), encoding="utf-8")
        return path

    def remove(self, name: str) -> bool:
        """Delete template ``name``; whether there was one."""
        path = self.path(name)
        if not path.exists():
            return False
        path.unlink()
        return True


def parse_template(name: str, text: str, where: Path | str) -> Template:
    """A template from the TOML ``text`` of its file ``where``.

    :raises TemplateError: invalid TOML (with the line) or an invalid table.
    """
    import tomllib

    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise TemplateError(f"{where}: invalid TOML: {exc}") from None
    try:
        return Template.from_table(name, table)
    except TemplateError as exc:
        raise TemplateError(f"{where}: {exc.message}", hint=exc.hint) from None


def template_text(template: Template) -> str:
    """``template`` as the TOML of its file; long and multi-line strings as ``'''`` blocks."""
    import tomlkit

    document = tomlkit.document()
    document.add(tomlkit.comment(f'Tapyre prompt template "{template.name}" (tapyre ask -t NAME)'))
    for key, value in template.as_table().items():
        if isinstance(value, str) and "\n" in value:
            document[key] = tomlkit.string(value, multiline=True)
        else:
            document[key] = value
    return tomlkit.dumps(document)


SKELETON = """\
# A Tapyre prompt template: `tapyre ask -t {name} [QUESTION]`.
# $input is what you type or pipe in; $NAME is a parameter (-p NAME VALUE);
# $$ is a dollar sign.  Every key is optional.

# system = "You summarise scientific text for a general audience."
prompt = '''
Summarise this in $words words:

$input
'''

# llm = "openai"           # unless --llm is given
# model = "gpt-4o-mini"    # unless -m is given
# tools = ["papers:paper_search"]   # offer only these tools

# [options]                # as -o KEY VALUE
# temperature = 0.2

[defaults]
words = "100"
"""
"""What ``tapyre templates edit NAME`` opens for a template that does not exist yet."""


def _check_syntax(name: str, text: str | None) -> None:
    """A ``$`` that starts no placeholder (``$1``) is an error when the template is read."""
    if text and not string.Template(text).is_valid():
        raise TemplateError(
            f"template {name!r}: a $ that is not a placeholder",
            hint="Write $$ for a dollar sign and $NAME or ${NAME} for a parameter.",
        )
