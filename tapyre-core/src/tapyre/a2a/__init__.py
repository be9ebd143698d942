"""The A2A protocol in both directions, on the reference ``a2a-sdk``.

* **Client.**  Each ``[a2a.remotes.NAME]`` table (``tapyre a2a add NAME
  URL``) is a remote agent; it becomes a tool of the local agents (the
  default agent gets every one, a named agent those its ``agents`` list
  names).  A call sends the task, streams the agent's progress into the
  local run as :class:`~tapyre.NestedEvent` objects and returns its final
  answer, within the remote's ``timeout`` and ``max_bytes``
  (:class:`~tapyre.a2a._client.RemoteAgents`, :attr:`tapyre.Host.a2a`).
* **Server.**  ``tapyre a2a serve`` exposes one agent (the default one or
  ``--agent NAME``) over the JSON-RPC and HTTP+JSON bindings, with its agent
  card at ``/.well-known/agent-card.json``, streamed replies, tasks kept in
  SQLite across restarts and cancellation, behind the server guard of
  :mod:`tapyre.serving`.

Both need ``pip install "tapyre-core[a2a]"``; the SDK is imported only when a
remote agent is called or the server starts.
"""

from tapyre.a2a._errors import A2AError
from tapyre.a2a._remotes import REMOTE_SCHEMA, RemoteSpec, key_name, parse_remote, remote_specs

__all__ = ["REMOTE_SCHEMA", "A2AError", "RemoteSpec", "key_name", "parse_remote", "remote_specs"]
