"""The agent: a chat model with the host's tools in a native tool-calling loop.

Built on LangChain v1 ``langchain.agents.create_agent``.  LangChain is
imported when an agent first runs, never when this module is imported, so
``tapyre --help`` stays light.

Events stream in this order for one question: :class:`TokenEvent` pieces of
the model's text as they arrive, a :class:`ToolCallEvent` for each call the
model makes and a :class:`ToolResultEvent` for its result (repeated per
iteration), then one :class:`AnswerEvent` with the final answer.  A call that
delegates to another agent (:mod:`tapyre.agents`) streams that agent's events
as :class:`NestedEvent` objects while it runs.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

from tapyre._conversation import Conversation
from tapyre._errors import (
    LLMError,
    LLMToolCallingUnsupportedError,
    LLMUnreachableError,
    TapyreError,
    ToolError,
    iter_causes,
)
from tapyre._events import (
    AnswerEvent,
    NestedEvent,
    TokenEvent,
    ToolCallEvent,
    ToolResultEvent,
)
from tapyre._permission import refusal

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import BaseMessage
    from langchain_core.tools import BaseTool

    from tapyre._components import Settings
    from tapyre._events import AgentEvent, Confirmer
    from tapyre._host import Host
    from tapyre._llm import LLMProvider
    from tapyre._registry import RegisteredTool
    from tapyre.agents._budget import RunContext

DEFAULT_SYSTEM_PROMPT = (
    "You are Tapyre, a helpful assistant running on the user's computer. "
    "Use the available tools when they help to answer; do not invent tool results. "
    "Answer concisely, in the language of the question."
)
"""Used when neither the caller nor ``[core] system_prompt`` sets one."""


class Agent:
    """An LLM with the host's tools, running a native tool-calling loop.

    :param host: where tools and the LLM provider come from.
    :param llm: provider name (``--llm``); default as :meth:`Host.llm`.
    :param model: a ready LangChain chat model, instead of a provider.
    :param tools: tool references to offer (ids, names, plugins, MCP servers,
        ``agent:NAME``, ``a2a:NAME``: :mod:`tapyre.agents._toolset`); ``None``
        offers every tool.
    :param agents: agents it may delegate to (named or A2A); ``None`` means every
        A2A agent when ``tools`` is ``None`` too, else none.
    :param name: the named agent this is (``[agents.NAME]``), ``None`` for the default.
    :param llm_settings: laid over the LLM's settings (a named agent's ``model``
        and ``options``).
    :param run: the run it takes part in when another agent delegated to it.
    :param system_prompt: default ``[core] system_prompt`` or
        :data:`DEFAULT_SYSTEM_PROMPT`.
    :param max_iterations: model turns before giving up; default
        ``[core] max_iterations``.
    :param confirmer: asked before side-effecting calls that are not allowed
        otherwise; ``None`` refuses them (and the model is told so).
    :param allow_side_effects: side effects or tool ids allowed without
        asking, added to ``[core] allow_side_effects``; ``"*"`` allows all.
    :param yes: allow every side effect (``--yes``); default ``[core] yes``.

    The chat model and the graph are built on first use, so constructing an
    agent never contacts a server.
    """

    def __init__(
        self,
        host: Host,
        *,
        llm: str | None = None,
        model: BaseChatModel | None = None,
        tools: Iterable[str] | None = None,
        system_prompt: str | None = None,
        max_iterations: int | None = None,
        confirmer: Confirmer | None = None,
        allow_side_effects: Iterable[str] = (),
        yes: bool | None = None,
        agents: Iterable[str] | None = None,
        name: str | None = None,
        description: str | None = None,
        llm_settings: Mapping[str, Any] | None = None,
        run: RunContext | None = None,
    ) -> None:
        from tapyre.agents._toolset import resolve_tools

        core = host.config.core()
        self.host = host
        self.name = name
        self.description = description
        self._llm = llm
        self._model = model
        self._llm_overrides = dict(llm_settings or {})
        self._run_context = run
        toolset = resolve_tools(host, tools, agents)
        self.tools: list[RegisteredTool] = toolset.registered
        # MCP servers' tools join when the agent is first used: listing them starts the servers
        self._mcp_refs = toolset.mcp_refs
        self._delegates = toolset.delegates
        self.notices: list[str] = []
        """Problems that did not stop the agent (an MCP server that failed to start)."""
        self.system_prompt = system_prompt or core.system_prompt or DEFAULT_SYSTEM_PROMPT
        self.max_iterations = max_iterations or core.max_iterations
        if self.max_iterations < 1:
            raise TapyreError("max_iterations must be at least 1")
        self.confirmer = confirmer
        self.allow_side_effects = frozenset(core.allow_side_effects) | frozenset(allow_side_effects)
        self.yes = core.yes if yes is None else yes
        self._provider: LLMProvider | None = None
        self._llm_name: str | None = None
        self._settings: Settings = {}
        self._compiled: Any = None

    # -- public ------------------------------------------------------------------

    def ask(self, question: str) -> str:
        """Run the loop for ``question`` and return the final answer."""
        return self.conversation().ask(question)

    def stream(self, question: str) -> Iterator[AgentEvent]:
        """Run the loop for ``question``, yielding events as they happen."""
        return self.conversation().stream(question)

    def conversation(self, messages: Sequence[BaseMessage] = ()) -> Conversation:
        """A new conversation that keeps its history across questions.

        ``messages`` continue an earlier one (``tapyre ask -c``), tool calls included.
        """
        return Conversation(self, messages)

    def prepare(self) -> None:
        """Build the model and start the MCP servers now (else on the first question).

        Afterwards :attr:`notices` lists servers that failed to start.
        """
        self._graph()

    @property
    def label(self) -> str:
        """How errors and nested events name it: ``agent:NAME``, or ``the agent``."""
        return f"agent:{self.name}" if self.name else "the agent"

    @property
    def provider_name(self) -> str | None:
        """The LLM provider in use, once the agent ran (``None`` with a ready ``model``)."""
        return self._provider.name if self._provider else None

    @property
    def model_name(self) -> str | None:
        """The ``model`` setting of the LLM in use, once the agent ran."""
        model = self._settings.get("model")
        return str(model) if model else None

    @property
    def llm_name(self) -> str | None:
        """The name the LLM was picked by (an alias or the provider's), once the agent ran."""
        return self._llm_name

    def check(self) -> None:
        """Fail now, not at the first question, when the LLM cannot be used.

        Builds the chat model (a configuration error, a model without tool
        calling) and asks the provider's :meth:`~tapyre.LLMProvider.status`;
        a server that does not answer raises :class:`~tapyre.LLMUnreachableError`.
        """
        self._graph()
        if self._provider is None:
            return  # a ready model: nothing to ask
        try:
            status = self._provider.status(self._settings)
        except TapyreError:
            raise
        except Exception:  # a provider's bug: the first question will tell
            return
        if status.reachable is False:
            raise LLMUnreachableError(
                f"LLM {self._display_name()}: {status.error or 'the server does not answer'}"
            )

    # -- internals ---------------------------------------------------------------

    def _graph(self) -> Any:
        if self._compiled is not None:
            return self._compiled
        model = self._model
        if model is None:
            choice = self.host.llm(self._llm)
            if self._llm_overrides:
                choice = choice.with_settings(self._llm_overrides)
            self._provider, self._settings, self._llm_name = (
                choice.provider,
                choice.settings,
                choice.name,
            )
            try:
                model = self._provider.chat_model(self._settings)
            except TapyreError:
                raise
            except Exception as exc:
                raise self._translate(exc) from exc
        from langchain.agents import create_agent

        system_prompt = self.system_prompt
        taken = {t.model_name for t in self.tools}
        if self._mcp_refs is None or self._mcp_refs:
            extra, self.notices = self.host.mcp.agent_tools(self._mcp_refs, taken)
            self.tools = [*self.tools, *extra]
            if self.notices:
                system_prompt += "\n\nUnavailable tools: " + " ".join(self.notices)
        if self._delegates:
            from tapyre.agents._delegate import delegate_tools

            self.tools = [*self.tools, *delegate_tools(self, self._delegates, taken)]
        lc_tools = [self._langchain_tool(t) for t in self.tools]
        if lc_tools:
            try:
                model.bind_tools(lc_tools)
            except NotImplementedError:
                raise self._no_tool_calling() from None
        self._compiled = create_agent(model, lc_tools, system_prompt=system_prompt)
        return self._compiled

    def _display_name(self) -> str:
        """``openai``, or ``work (openai)`` for an alias."""
        kind = self._provider.name if self._provider else "?"
        if self._llm_name and self._llm_name != kind:
            return f"{self._llm_name} ({kind})"
        return kind

    def _no_tool_calling(self) -> LLMToolCallingUnsupportedError:
        who = f"LLM {self._display_name()!r}" if self._provider else "the chat model"
        model = self._settings.get("model")
        return LLMToolCallingUnsupportedError(
            f"{who}{f' (model {model})' if model else ''} cannot call tools, "
            "which the agent needs.",
            hint="Pick a model with tool calling support (e.g. qwen3, llama3.1, gemma3 via a "
            "tool-capable server).",
        )

    def _langchain_tool(self, registered: RegisteredTool) -> BaseTool:
        from langchain.tools import ToolRuntime
        from langchain_core.tools import StructuredTool, ToolException

        from tapyre.agents._calls import CallContext, calling

        def run(runtime: ToolRuntime, **arguments: Any) -> tuple[str, dict[str, str]]:
            # the call's id, stream and run, for tools that delegate to another agent
            context = CallContext(
                runtime.tool_call_id or "",
                runtime.stream_writer,
                runtime.config["configurable"]["tapyre_run"],
            )
            with calling(context):
                status, output = self._call_tool(registered, arguments)
            if status == "error":
                raise ToolException(output)
            return output, {"status": status}

        # LangChain injects the runtime by this annotation, read when the graph is built
        run.__annotations__["runtime"] = ToolRuntime

        return StructuredTool(
            name=registered.model_name,
            description=registered.description,
            args_schema=dict(registered.tool.parameters),
            func=run,
            response_format="content_and_artifact",
            handle_tool_error=True,
        )

    def _call_tool(
        self, registered: RegisteredTool, arguments: Mapping[str, Any]
    ) -> tuple[Literal["ok", "error", "refused"], str]:
        refused = refusal(
            registered,
            arguments,
            yes=self.yes,
            allowed=self.allow_side_effects,
            confirmer=self.confirmer,
        )
        if refused is not None:
            return "refused", refused
        try:
            return "ok", registered.tool.invoke(arguments)
        except ToolError as exc:
            return "error", f"Error: {exc}"
        except Exception as exc:
            # a bug in a tool must not end the conversation; the model is told
            return "error", f"Error: tool {registered.id} failed: {type(exc).__name__}: {exc}"

    def _tool_id(self, model_name: str) -> str:
        for registered in self.tools:
            if registered.model_name == model_name:
                return registered.id
        return model_name

    def _run(self, messages: Sequence[BaseMessage], new: list[BaseMessage]) -> Iterator[AgentEvent]:
        from langchain_core.messages import AIMessage, AIMessageChunk, ToolMessage
        from langgraph.errors import GraphRecursionError

        from tapyre.agents._budget import DelegationLimits, RunContext

        graph = self._graph()
        run = self._run_context or RunContext.top(
            DelegationLimits.from_config(self.host.config), self.label
        )
        # one iteration is a model step plus a tools step
        config = {
            "recursion_limit": 2 * self.max_iterations + 1,
            "configurable": {"tapyre_run": run},
        }
        answer = ""
        try:
            for mode, data in graph.stream(
                {"messages": list(messages)},
                config,
                stream_mode=["messages", "updates", "custom"],
            ):
                if mode == "custom":
                    if isinstance(data, NestedEvent):
                        yield data  # a delegated agent's event, while the call runs
                    continue
                if mode == "messages":
                    chunk = data[0]
                    if isinstance(chunk, AIMessageChunk | AIMessage):
                        text = _text(chunk.content)
                        if text:
                            yield TokenEvent(text)
                    continue
                for update in data.values():
                    for message in (update or {}).get("messages", []):
                        new.append(message)
                        if isinstance(message, AIMessage):
                            run.step()  # a delegated agent stops when the budget is spent
                            for call in message.tool_calls:
                                yield ToolCallEvent(
                                    call_id=call.get("id") or "",
                                    tool_id=self._tool_id(call["name"]),
                                    arguments=dict(call.get("args") or {}),
                                )
                            if not message.tool_calls:
                                answer = _text(message.content)
                        elif isinstance(message, ToolMessage):
                            artifact = message.artifact
                            status: Literal["ok", "error", "refused"] = (
                                artifact["status"]
                                if isinstance(artifact, dict) and "status" in artifact
                                else "error"
                                if message.status == "error"
                                else "ok"
                            )
                            yield ToolResultEvent(
                                call_id=message.tool_call_id,
                                tool_id=self._tool_id(message.name or ""),
                                output=_text(message.content),
                                status=status,
                            )
        except GraphRecursionError:
            raise TapyreError(
                f"the agent stopped after {self.max_iterations} iterations without a final answer.",
                hint="Raise --max-iterations or [core] max_iterations, or ask a narrower question.",
            ) from None
        except TapyreError:
            raise
        except Exception as exc:
            raise self._translate(exc) from exc
        yield AnswerEvent(answer)

    def _translate(self, exc: BaseException) -> TapyreError:
        """One-line error for an exception raised while talking to the model."""
        if isinstance(exc, TapyreError):
            return exc
        if self._provider is not None:
            translated = self._provider.translate_error(exc, self._settings)
            if translated is not None:
                return translated
        name = self._display_name() if self._provider else "the chat model"
        table_name = self._llm_name or name
        for link in iter_causes(exc):
            if isinstance(link, NotImplementedError) and "tool" in str(link).lower():
                return self._no_tool_calling()
            if _is_connection_error(link):
                url = _url(self._settings, link)
                table = f"[llm.{table_name}]" if self._provider else "the provider's settings"
                return LLMUnreachableError(
                    f"cannot reach the model server of {name} at {url}.",
                    hint=f"Start the server, or set base_url/host in {table} of the config "
                    f"(or TAPYRE_LLM__{table_name.upper()}__BASE_URL).",
                )
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        return LLMError(f"{name} failed: {type(exc).__name__}: {first}")


_CONNECTION_ERRORS = {
    ("httpx", "ConnectError"),
    ("httpx", "ConnectTimeout"),
    ("httpcore", "ConnectError"),
    ("openai", "APIConnectionError"),
    ("openai", "APITimeoutError"),
    ("requests", "ConnectionError"),
    ("urllib3", "NewConnectionError"),
    ("builtins", "ConnectionError"),
}


def _is_connection_error(exc: BaseException) -> bool:
    # matched by name so that no client library is imported to check
    return any(
        (cls.__module__.split(".")[0], cls.__name__) in _CONNECTION_ERRORS
        for cls in type(exc).__mro__
    )


def _url(settings: Settings, exc: BaseException) -> str:
    for key in ("base_url", "host", "url", "endpoint"):
        if settings.get(key):
            return str(settings[key])
    request = getattr(exc, "request", None)
    url = getattr(request, "url", None)
    return str(url) if url else "its configured URL"


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for block in content:
            if isinstance(block, str):
                parts.append(block)
            elif isinstance(block, dict) and block.get("type") == "text":
                parts.append(str(block.get("text", "")))
        return "".join(parts)
    return str(content)


__all__ = ["DEFAULT_SYSTEM_PROMPT", "Agent", "Conversation"]
