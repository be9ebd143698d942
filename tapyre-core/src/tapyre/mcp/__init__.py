"""MCP in both directions: other servers' tools as Tapyre tools, Tapyre's tools as an MCP server.

* **Client.**  Each ``[mcp.servers.NAME]`` table of the configuration is an MCP
  server: ``command``, ``args``, ``env`` and ``cwd`` start a stdio server;
  ``url`` and ``headers`` reach a streamable HTTP one.  Its tools become agent
  tools with ids ``NAME:tool`` and the server's JSON schemas.  Servers start
  when an agent (or ``tapyre tools list``) first needs their tools, never for
  ``--help`` or ``tapyre tools list --offline``, and stop when the command
  ends.  The toolbox of a host is :attr:`tapyre.Host.mcp`; :meth:`tapyre.Host.close`
  stops its servers.
* **Server.**  ``tapyre mcp serve`` exposes the host's registered tools to MCP
  clients over stdio or streamable HTTP (:mod:`tapyre.mcp._server`).

Both use the official ``mcp`` SDK, installed with ``pip install
"tapyre-core[mcp]"`` and imported only when a server is started or served.
"""

from tapyre.mcp._effects import annotations_for, side_effects_from_annotations
from tapyre.mcp._specs import MCPError, ServerSpec, server_specs

__all__ = [
    "MCPError",
    "ServerSpec",
    "annotations_for",
    "server_specs",
    "side_effects_from_annotations",
]
