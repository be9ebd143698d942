"""The A2A client side: remote agents as tools, each task within its time and size limits.

The SDK is asynchronous and the agent calls tools synchronously, so
:class:`RemoteAgents` runs one event loop on a daemon thread, as the MCP
toolbox does.  Each task gets its own HTTP client over the host's shared
connection pool, with a byte budget (``max_bytes``) counted as responses
arrive (:mod:`tapyre.a2a._limits`) and a deadline (``timeout``, or less when
the run's delegation budget has less left).  A task that runs out of time,
or whose caller stops waiting, is cancelled on the remote agent as well.

Every failure is one :class:`~tapyre.a2a.A2AError` line naming the agent:
unreachable, no agent card, key refused, too slow, too large, or a
response the protocol does not allow.
"""

from __future__ import annotations

import asyncio
import queue
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import aclosing, asynccontextmanager, suppress
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tapyre._errors import iter_causes
from tapyre._loop_thread import LoopThread
from tapyre.a2a._errors import A2AError, require_sdk
from tapyre.a2a._remotes import RemoteSpec, remote_specs

if TYPE_CHECKING:
    import httpx

    from tapyre._config import Config
    from tapyre._events import DelegatedEvent
    from tapyre.a2a._limits import ByteBudget

CONNECT_TIMEOUT = 10.0
"""Seconds to open a connection to a remote agent."""

CANCEL_TIMEOUT = 5.0
"""Seconds a remote agent gets to confirm the cancellation of a task given up on."""

POLL_S = 0.1
"""How often a waiting caller looks whether it was told to stop."""

DEPTH_METADATA = "tapyre_depth"
"""Message metadata key carrying how deep the task is delegated (a served Tapyre agent
starts its own depth count there, so loops across processes end too)."""


@dataclass(frozen=True)
class CardSummary:
    """What an agent card says, for ``tapyre a2a add`` and ``a2a list --check``."""

    name: str
    description: str
    version: str
    streaming: bool
    bindings: tuple[str, ...]
    skills: tuple[str, ...]


class RemoteAgents:
    """The remote A2A agents of one host's configuration (:attr:`tapyre.Host.a2a`)."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self._loop = LoopThread("tapyre-a2a", self.close)
        self._pool: httpx.AsyncBaseTransport | None = None
        self._cards: dict[str, Any] = {}

    def specs(self) -> dict[str, RemoteSpec]:
        """The configured remote agents, by name (:func:`~tapyre.a2a.remote_specs`)."""
        return remote_specs(self.config)

    # -- calls ---------------------------------------------------------------------

    def send(
        self,
        name: str,
        task: str,
        *,
        on_event: Callable[[DelegatedEvent], None] | None = None,
        depth: int = 1,
        timeout: float | None = None,
        stopped: Callable[[], bool] | None = None,
    ) -> str:
        """Send ``task`` to the remote agent ``name``; its final answer.

        Its progress goes to ``on_event`` as it arrives (on this thread).
        ``timeout`` caps the remote's own ``timeout``; ``stopped`` is asked
        now and then, and a true answer cancels the task.

        :raises A2AError: see the module docs.
        """
        spec = self.specs().get(name)
        if spec is None:
            raise A2AError(
                f"no A2A agent named {name!r} is configured",
                hint="Add it with `tapyre a2a add NAME URL`; `tapyre a2a list` lists them.",
            )
        require_sdk()
        limit = spec.timeout if timeout is None else min(spec.timeout, timeout)
        why = f"[a2a.remotes.{name}] timeout" if limit == spec.timeout else "the delegation budget"
        events: queue.SimpleQueue[DelegatedEvent | None] = queue.SimpleQueue()
        future = self._loop.submit(self._send(spec, task, depth, limit, why, events.put))
        # None marks the end, so that the answer is returned the moment it is there
        future.add_done_callback(lambda _: events.put(None))
        while True:
            if stopped is not None and stopped():
                future.cancel()
                raise A2AError(f"A2A agent {name!r} was stopped: its caller stopped waiting")
            try:
                event = events.get(timeout=POLL_S)
            except queue.Empty:
                continue
            if event is None:
                return future.result()
            if on_event is not None:
                on_event(event)

    def card(
        self, name: str, url: str, *, key: str | None = None, timeout: float = 30.0
    ) -> CardSummary:
        """Fetch and read the agent card at ``url`` (``a2a add NAME URL`` checks with it).

        :raises A2AError: no card there, or one that does not parse.
        """
        require_sdk()
        spec = RemoteSpec(name=name, url=url.rstrip("/"), description="", timeout=timeout)

        async def fetch() -> Any:
            from tapyre.a2a._limits import ByteBudget

            async with asyncio.timeout(timeout):
                try:
                    async with self._http(ByteBudget(spec.max_bytes), timeout, key) as http:
                        return await _resolve_card(http, spec.url)
                except Exception as exc:
                    raise _translate(f"A2A agent {name!r}", exc, spec) from None

        try:
            card = self._loop.submit(fetch()).result()
        except TimeoutError:
            raise A2AError(
                f"A2A agent {name!r} sent no agent card within {timeout:g} s (from {url})"
            ) from None
        return CardSummary(
            name=card.name,
            description=card.description,
            version=card.version,
            streaming=bool(card.capabilities.streaming),
            bindings=tuple(i.protocol_binding for i in card.supported_interfaces),
            skills=tuple(s.id for s in card.skills),
        )

    def close(self) -> None:
        """Close the connections and the event loop (idempotent; also run at exit)."""
        if not self._loop.running:
            return
        pool, self._pool = self._pool, None

        async def shut() -> None:
            if pool is not None:
                await pool.aclose()

        with suppress(Exception):
            self._loop.submit(shut()).result(timeout=CANCEL_TIMEOUT)
        self._loop.stop(CANCEL_TIMEOUT)

    # -- on the loop ---------------------------------------------------------------

    async def _send(  # noqa: PLR0917 - one task's parts, passed on by send()
        self,
        spec: RemoteSpec,
        task: str,
        depth: int,
        limit: float,
        why: str,
        emit: Callable[[DelegatedEvent], None],
    ) -> str:
        from tapyre.a2a._limits import ByteBudget
        from tapyre.a2a._replies import Reply

        who = f"A2A agent {spec.name!r}"
        reply = Reply(who)
        client: Any = None
        async with self._http(ByteBudget(spec.max_bytes), limit, self._key(spec)) as http:
            try:
                async with asyncio.timeout(limit):
                    client = await self._client(spec, http)
                    async with aclosing(client.send_message(_request(task, depth))) as responses:
                        async for response in responses:
                            for event in reply.feed(response):
                                emit(event)
                            if reply.finished:
                                break
                    return reply.answer()
            except (TimeoutError, asyncio.CancelledError) as exc:
                await _cancel(client, reply)
                if isinstance(exc, asyncio.CancelledError):
                    raise
                raise A2AError(
                    f"{who} gave no answer within {limit:g} s ({why}); the task was cancelled",
                    hint="Raise its timeout, or give it a smaller task.",
                ) from None
            except A2AError:
                raise
            except Exception as exc:
                self._cards.pop(spec.name, None)  # it may have moved: read its card again
                await _cancel(client, reply)
                raise _translate(who, exc, spec) from None

    async def _client(self, spec: RemoteSpec, http: httpx.AsyncClient) -> Any:
        from a2a.client import ClientConfig, ClientFactory
        from a2a.utils.constants import TransportProtocol

        card = self._cards.get(spec.name)
        if card is None:
            card = await _resolve_card(http, spec.url)
            self._cards[spec.name] = card
        config = ClientConfig(
            streaming=spec.streaming,
            httpx_client=http,
            supported_protocol_bindings=[TransportProtocol.JSONRPC, TransportProtocol.HTTP_JSON],
        )
        return ClientFactory(config).create(card)

    @asynccontextmanager
    async def _http(
        self, budget: ByteBudget, limit: float, key: str | None
    ) -> AsyncIterator[httpx.AsyncClient]:
        """An HTTP client for one task: the shared pool, this task's byte budget, the key."""
        import httpx

        from tapyre.a2a._limits import LimitedTransport

        if self._pool is None:
            self._pool = httpx.AsyncHTTPTransport()
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        async with httpx.AsyncClient(
            transport=LimitedTransport(self._pool, budget),
            timeout=httpx.Timeout(limit, connect=min(limit, CONNECT_TIMEOUT)),
            headers=headers,
        ) as http:
            yield http

    def _key(self, spec: RemoteSpec) -> str | None:
        from tapyre._keys import KeyStore
        from tapyre._paths import keys_path

        return KeyStore(keys_path(self.config)).get(spec.key_name)


def _request(task: str, depth: int) -> Any:
    from a2a.types.a2a_pb2 import Message, Part, Role, SendMessageRequest
    from google.protobuf.struct_pb2 import Struct

    metadata = Struct()
    metadata.update({DEPTH_METADATA: depth})
    message = Message(
        role=Role.ROLE_USER,
        message_id=uuid.uuid4().hex,
        parts=[Part(text=task)],
        metadata=metadata,
    )
    return SendMessageRequest(message=message)


async def _resolve_card(http: httpx.AsyncClient, url: str) -> Any:
    from a2a.client import A2ACardResolver

    return await A2ACardResolver(http, url).get_agent_card()


async def _cancel(client: Any, reply: Any) -> None:
    """Ask the remote agent to cancel the task given up on (best effort)."""
    if client is None or reply.task_id is None or reply.finished:
        return
    from a2a.types.a2a_pb2 import CancelTaskRequest

    with suppress(Exception, asyncio.CancelledError):
        await asyncio.wait_for(
            client.cancel_task(CancelTaskRequest(id=reply.task_id)), CANCEL_TIMEOUT
        )


def _translate(who: str, exc: BaseException, spec: RemoteSpec) -> A2AError:
    """One line for a failure talking to a remote agent."""
    from a2a.client import A2AClientTimeoutError, AgentCardResolutionError
    from a2a.utils.errors import A2AError as SDKError
    from google.protobuf.json_format import ParseError

    from tapyre.a2a._limits import ResponseTooLargeError

    table = f"[a2a.remotes.{spec.name}]"
    for cause in iter_causes(exc):
        if isinstance(cause, ResponseTooLargeError):
            return A2AError(
                f"{who} sent more than {cause.limit} bytes for one task ({table} max_bytes); "
                "the rest was not read",
                hint="Raise max_bytes if its answers are that large.",
            )
    text = " ".join(str(exc).split())
    status = getattr(exc, "status_code", None)
    if isinstance(exc, AgentCardResolutionError):
        if status in (401, 403) or "HTTP 401" in text or "HTTP 403" in text:
            return _refused(who, spec)
        if status == 404:
            return A2AError(
                f"{who} has no agent card at {spec.url}/.well-known/agent-card.json (HTTP 404)",
                hint="Check the URL: is an A2A agent served there?",
            )
        if "Network communication error" in text:
            return A2AError(f"{who} cannot be reached at {spec.url}: {_cause(exc)}")
        return A2AError(f"{who} sent an agent card Tapyre cannot read: {text}")
    if isinstance(exc, A2AClientTimeoutError):
        return A2AError(f"{who} did not answer in time: {text}")
    if "HTTP Error 401" in text or "HTTP Error 403" in text:
        return _refused(who, spec)
    if "Network communication error" in text:
        return A2AError(f"{who} cannot be reached at {spec.url}: {_cause(exc)}")
    if isinstance(exc, ParseError) or "JSON" in text or "Invalid" in text:
        return A2AError(
            f"{who} answered in a way the A2A protocol does not allow: {_short(text)}",
            hint="It may not be an A2A agent, or it has a bug; ask its operator.",
        )
    if isinstance(exc, SDKError):
        return A2AError(f"{who} refused the task: {_short(text)}")
    if isinstance(exc, ValueError) and "transport" in text:
        return A2AError(f"{who} offers no binding Tapyre speaks (JSON-RPC or HTTP+JSON)")
    return A2AError(f"{who} failed: {type(exc).__name__}: {_short(text)}")


def _refused(who: str, spec: RemoteSpec) -> A2AError:
    return A2AError(
        f"{who} refused the request: it needs an API key, or another one",
        hint=f"Store its key with `tapyre keys set {spec.key_name}`.",
    )


def _cause(exc: BaseException) -> str:
    causes = list(iter_causes(exc))
    last = causes[-1]
    text = " ".join(str(last).split())
    return f"{type(last).__name__}: {text}" if text else type(last).__name__


def _short(text: str, limit: int = 300) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
