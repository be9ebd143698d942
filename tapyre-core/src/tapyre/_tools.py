"""Tools the agent can call: the simple form and the typed form.

The simple form is the original plugin contract: a name, a description for
the model and ``run(text) -> str``.  The typed form takes keyword arguments
described by a JSON schema.  Both become LangChain tools in the agent.

Tools declare their side effects so the host can ask the user before a call
that launches a program, writes files, uses the network or deletes data.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol, overload, runtime_checkable

from tapyre._errors import ToolError

_TOOL_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_-]{0,63}$")

SIMPLE_PARAMETERS: Mapping[str, Any] = {
    "type": "object",
    "properties": {"text": {"type": "string", "description": "The tool's input."}},
    "required": ["text"],
    "additionalProperties": False,
}
"""The JSON schema of a simple tool: one string argument named ``text``."""


class SideEffect(StrEnum):
    """What a tool may do to the world besides returning text."""

    LAUNCHES_PROGRAMS = "launches-programs"
    WRITES_FILES = "writes-files"
    DELETES_DATA = "deletes-data"
    NETWORK = "network"
    SENDS_MESSAGES = "sends-messages"


@runtime_checkable
class SimpleTool(Protocol):
    """The original duck-typed plugin contract, accepted by ``register``."""

    name: str
    description: str

    def run(self, text: str) -> str:  # pragma: no cover - protocol
        ...


@dataclass(frozen=True)
class Tool:
    """A tool the agent can call.

    ``func`` is called with keyword arguments that match ``parameters`` (a JSON
    schema of type ``object``) and returns the text shown to the model.  For a
    simple tool ``parameters`` is :data:`SIMPLE_PARAMETERS` and ``func`` takes
    ``text``.  A tool raises :class:`~tapyre.ToolError` for expected failures;
    the agent reports the message to the model instead of crashing.

    ``name`` is what the model sees: letters, digits, ``_`` and ``-``, at most
    64 characters, starting with a letter.  ``func`` may be an ``async def``:
    :meth:`invoke` awaits it.

    ``needs_llm``: the tool calls the host's language model itself (a tool that
    writes answers).  The agent always has one; ``tapyre mcp serve`` offers such a
    tool to other assistants only when an LLM is configured.
    """

    name: str
    description: str
    func: Callable[..., Any]
    parameters: Mapping[str, Any] = field(default_factory=lambda: dict(SIMPLE_PARAMETERS))
    side_effects: frozenset[SideEffect] = frozenset()
    needs_llm: bool = False

    def __post_init__(self) -> None:
        if not _TOOL_NAME.match(self.name):
            raise ValueError(
                f"invalid tool name {self.name!r}: start with a letter, then up to 63 "
                "letters, digits, '_' or '-'"
            )
        if not self.description.strip():
            raise ValueError(f"tool {self.name!r} needs a description for the model")
        if (
            not isinstance(self.parameters, _FunctionSchema)
            and self.parameters.get("type") != "object"
        ):
            raise ValueError(f"tool {self.name!r}: parameters must be a JSON schema of type object")

    @property
    def is_simple(self) -> bool:
        """Whether this tool takes a single ``text`` argument."""
        return dict(self.parameters) == dict(SIMPLE_PARAMETERS)

    @classmethod
    def simple(
        cls,
        name: str,
        description: str,
        run: Callable[[str], str],
        *,
        side_effects: Iterable[SideEffect | str] = (),
    ) -> Tool:
        """Build a tool of the simple form: ``run(text) -> str``."""
        return cls(
            name=name,
            description=description,
            # called as func(text=...): wrap, since run may not take keywords (str.upper)
            func=lambda text: run(text),  # noqa: PLW0108
            side_effects=frozenset(SideEffect(s) for s in side_effects),
        )

    @classmethod
    def from_object(cls, obj: SimpleTool) -> Tool:
        """Adapt an object with ``name``, ``description`` and ``run(text)``."""
        effects = getattr(obj, "side_effects", ())
        return cls.simple(obj.name, obj.description, obj.run, side_effects=effects)

    @classmethod
    def from_function(
        cls,
        func: Callable[..., Any],
        *,
        name: str | None = None,
        description: str | None = None,
        side_effects: Iterable[SideEffect | str] = (),
        needs_llm: bool = False,
    ) -> Tool:
        """Build a typed tool from a function's signature and docstring.

        The JSON schema is derived from the type hints with pydantic, so
        ``def search(query: str, k: int = 10) -> str`` takes a required string
        and an optional integer.  A parameter's description comes from
        ``Annotated[str, Field(description="…")]`` or, failing that, from the
        docstring's Google-style ``Args:`` or NumPy-style ``Parameters``
        section.  The docstring, without that section, is the description
        unless one is given.  ``func`` may be an ``async def``.
        """
        from tapyre._docstrings import split_docstring

        summary, _ = split_docstring(inspect.getdoc(func) or "")
        doc = description or summary
        return cls(
            name=name or func.__name__,
            description=doc,
            func=func,
            parameters=_FunctionSchema(func),
            side_effects=frozenset(SideEffect(s) for s in side_effects),
            needs_llm=needs_llm,
        )

    def invoke(self, arguments: Mapping[str, Any]) -> str:
        """Validate ``arguments`` against the schema and call the tool.

        Raises :class:`~tapyre.ToolError` naming the tool and every bad
        argument (``invalid k: 'x' is not of type 'integer'; invalid arguments:
        'query' is a required property``) when validation fails.  A coroutine
        (an ``async def`` tool) is run to completion, on its own event loop.
        """
        import jsonschema

        schema = dict(self.parameters)
        validator = jsonschema.validators.validator_for(schema)(schema)
        errors = sorted(validator.iter_errors(dict(arguments)), key=lambda e: list(e.path))
        if errors:
            problems = []
            for error in errors:
                where = "/".join(str(p) for p in error.absolute_path) or "arguments"
                problems.append(f"invalid {where}: {error.message}")
            raise ToolError(f"tool {self.name!r}: " + "; ".join(problems))
        result = self.func(**arguments)
        if inspect.isawaitable(result):
            result = _run_awaitable(result)
        if not isinstance(result, str):
            result = str(result)
        return result


class _FunctionSchema(Mapping[str, Any]):
    """The JSON schema of a function's parameters, derived on first use.

    Deriving it needs pydantic (~0.2 s to import), and plugins create their
    tools at import time: ``tapyre --help`` must not pay for schemas it never
    shows.
    """

    def __init__(self, func: Callable[..., Any]) -> None:
        self._func = func
        self._schema: dict[str, Any] | None = None

    def _get(self) -> dict[str, Any]:
        if self._schema is None:
            from pydantic import TypeAdapter

            from tapyre._docstrings import split_docstring

            schema: dict[str, Any] = TypeAdapter(self._func).json_schema()  # type: ignore[arg-type]
            schema.pop("title", None)
            schema.setdefault("properties", {})
            _, described = split_docstring(inspect.getdoc(self._func) or "")
            for key, prop in schema["properties"].items():
                if isinstance(prop, dict) and "description" not in prop and key in described:
                    prop["description"] = described[key]
            schema["type"] = "object"
            schema["additionalProperties"] = False
            self._schema = schema
        return self._schema

    def __getitem__(self, key: str) -> Any:
        return self._get()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._get())

    def __len__(self) -> int:
        return len(self._get())

    def __repr__(self) -> str:
        return repr(self._get()) if self._schema is not None else f"<schema of {self._func!r}>"


def _run_awaitable(awaitable: Any) -> Any:
    """Run an ``async def`` tool's coroutine: here, or on a thread when a loop is running."""
    import asyncio

    async def wait() -> Any:
        return await awaitable

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(wait())
    import concurrent.futures

    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, wait()).result()


@overload
def tool(func: Callable[..., Any], /) -> Tool: ...
@overload
def tool(
    *,
    name: str | None = None,
    description: str | None = None,
    side_effects: Iterable[SideEffect | str] = (),
    needs_llm: bool = False,
) -> Callable[[Callable[..., Any]], Tool]: ...
def tool(
    func: Callable[..., Any] | None = None,
    /,
    *,
    name: str | None = None,
    description: str | None = None,
    side_effects: Iterable[SideEffect | str] = (),
    needs_llm: bool = False,
) -> Tool | Callable[[Callable[..., Any]], Tool]:
    """Decorator form of :meth:`Tool.from_function`: ``@tool`` or ``@tool(name=…, …)``."""

    def wrap(func: Callable[..., Any]) -> Tool:
        return Tool.from_function(
            func,
            name=name,
            description=description,
            side_effects=side_effects,
            needs_llm=needs_llm,
        )

    if func is not None:
        return wrap(func)
    return wrap
