"""The stdio transport of Tapyre's MCP client: bounded, quiet about garbage, leaves nothing running.

A stdio MCP server is a child process speaking newline-delimited JSON-RPC on
its standard input and output.  A misbehaving one must not cost the client
more than a line: this transport (an MCP SDK transport, used instead of the
SDK's ``stdio_client``)

* keeps only the last :data:`STDERR_TAIL_BYTES` of the server's standard error
  (:class:`ServerOutput`), however much it writes, for the one line that says
  why it failed;
* drops stdout lines that are not JSON-RPC messages, counting them (the first
  is kept for the note); :data:`GARBAGE_LIMIT` of them in a row, or a line
  over :data:`MAX_LINE_BYTES`, end the connection with one line naming the
  server (:attr:`ServerOutput.fatal`);
* starts the server in a session of its own (a process group) and, when the
  connection ends, closes its stdin, gives it :data:`EXIT_GRACE_S` to exit,
  then ends its whole process group (SIGTERM, then SIGKILL): what the server
  started and left behind goes with it.  On Windows the process tree is
  ended while the server runs (``taskkill /T``).
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import anyio.abc

    from tapyre.mcp._specs import ServerSpec

STDERR_TAIL_BYTES = 64 * 1024
"""The end of the server's stderr that is kept (the rest is counted, not stored)."""

MAX_LINE_BYTES = 16 * 1024 * 1024
"""Longest message line accepted on stdout; a longer one ends the connection."""

GARBAGE_LIMIT = 1000
"""Non-protocol stdout lines in a row that end the connection (fewer are noted and dropped)."""

EXIT_GRACE_S = 2.0
"""Seconds a server gets to exit after its stdin closes, and again after SIGTERM."""

_READ_CHUNK = 64 * 1024
_POLL_S = 0.01


class ServerOutput:
    """What a server wrote besides its messages: its stderr's tail, stdout's garbage."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.stderr_bytes = 0
        self._tail = bytearray()
        self.garbage_lines = 0
        self._garbage_run = 0
        self.first_garbage: str | None = None
        self.fatal: str | None = None
        """Why the connection was ended because of what the server wrote (one line)."""

    def add_stderr(self, chunk: bytes) -> None:
        self.stderr_bytes += len(chunk)
        self._tail += chunk
        if len(self._tail) > STDERR_TAIL_BYTES:
            del self._tail[: len(self._tail) - STDERR_TAIL_BYTES]

    def stderr_tail(self) -> str:
        """The kept end of stderr, decoded (a partial first line is kept as is)."""
        return self._tail.decode("utf-8", errors="replace")

    def last_stderr_line(self) -> str | None:
        lines = [line.strip() for line in self.stderr_tail().splitlines() if line.strip()]
        return lines[-1] if lines else None

    def message_seen(self) -> None:
        self._garbage_run = 0

    def garbage(self, line: bytes) -> bool:
        """Count a non-protocol line; ``True`` when there have been too many in a row."""
        self.garbage_lines += 1
        self._garbage_run += 1
        if self.first_garbage is None:
            self.first_garbage = line[:120].decode("utf-8", errors="replace").strip()
        if self._garbage_run >= GARBAGE_LIMIT and self.fatal is None:
            self.fatal = (
                f"it writes text that is not MCP on its standard output ({self.garbage_note()}); "
                "a stdio server must write only MCP messages there"
            )
            return True
        return False

    def overlong(self) -> None:
        if self.fatal is None:
            self.fatal = (
                f"it wrote a line over {MAX_LINE_BYTES // (1024 * 1024)} MiB on its standard "
                "output (not an MCP message, or one too large)"
            )

    def garbage_note(self) -> str:
        """``"3 lines, the first: 'Starting…'"`` (empty when there was none)."""
        if not self.garbage_lines:
            return ""
        return f"{self.garbage_lines:,} line(s), the first: {self.first_garbage!r}"

    def note(self) -> str | None:
        """One line about dropped stdout lines, for the user (``None``: there were none)."""
        if not self.garbage_lines or self.fatal:
            return None
        return (
            f"MCP server {self.name!r} wrote text that is not MCP on its standard output "
            f"({self.garbage_note()}); it was ignored"
        )


@asynccontextmanager
async def stdio_transport(spec: ServerSpec, output: ServerOutput) -> AsyncIterator[Any]:
    """Start ``spec``'s server and yield the (read, write) streams the SDK's client takes.

    :raises FileNotFoundError: the command does not exist.
    """
    import anyio

    process = await _spawn(spec)
    pipes = _Pipes(process, output)
    async with anyio.create_task_group() as group:
        group.start_soon(pipes.read_stdout)
        group.start_soon(pipes.write_stdin)
        group.start_soon(pipes.read_stderr)
        try:
            yield pipes.incoming, pipes.outgoing
        finally:
            # Bounded, and shielded so that a cancelled caller still ends the server.
            with anyio.CancelScope(shield=True):
                pipes.incoming.close()
                pipes.outgoing.close()
                await stop_process(process)
            group.cancel_scope.cancel()


class _Pipes:
    """The server's three pipes and the session's two streams between them."""

    def __init__(self, process: anyio.abc.Process, output: ServerOutput) -> None:
        import anyio

        self.process = process
        self.output = output
        self._deliver, self.incoming = anyio.create_memory_object_stream[Any](0)
        self.outgoing, self._outgoing = anyio.create_memory_object_stream[Any](0)
        self._delivering = True  # False once the session is gone or the server cut off

    async def read_stdout(self) -> None:
        """Messages to the session; garbage counted and dropped; stdout read to its end
        (so the server never blocks writing) whatever the session does."""
        assert self.process.stdout is not None
        pending = bytearray()
        async with self._deliver:
            async for chunk in _chunks(self.process.stdout):
                pending += chunk
                *lines, rest = pending.split(b"\n")
                pending = bytearray(rest)
                for line in lines:
                    if self._delivering and line.strip():
                        await self._line(bytes(line))
                if len(pending) > MAX_LINE_BYTES:
                    pending.clear()
                    if self._delivering:
                        self.output.overlong()
                        self._cut_off()

    async def _line(self, line: bytes) -> None:
        import anyio

        from tapyre.mcp._sdk import parse_message

        try:
            message = parse_message(line)
        except ValueError:
            if self.output.garbage(line):
                self._cut_off()
            return
        self.output.message_seen()
        try:
            await self._deliver.send(message)
        except (anyio.ClosedResourceError, anyio.BrokenResourceError):
            self._delivering = False

    def _cut_off(self) -> None:
        """End the session's stream: it sees the connection close (the reason is
        :attr:`ServerOutput.fatal`)."""
        self._delivering = False
        self._deliver.close()

    async def write_stdin(self) -> None:
        import anyio

        from tapyre.mcp._sdk import message_line

        assert self.process.stdin is not None
        try:
            async with self._outgoing:
                async for message in self._outgoing:
                    await self.process.stdin.send(message_line(message))
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
            self._cut_off()  # the server stopped reading: the connection is over

    async def read_stderr(self) -> None:
        assert self.process.stderr is not None
        async for chunk in _chunks(self.process.stderr):
            self.output.add_stderr(chunk)


async def _chunks(stream: anyio.abc.ByteReceiveStream) -> AsyncIterator[bytes]:
    import anyio

    with contextlib.suppress(
        anyio.EndOfStream, anyio.ClosedResourceError, anyio.BrokenResourceError, OSError
    ):
        while True:
            yield await stream.receive(_READ_CHUNK)


async def _spawn(spec: ServerSpec) -> anyio.abc.Process:
    import anyio

    from tapyre.mcp._sdk import default_environment

    environ = default_environment()
    if spec.env:  # a server given variables gets the whole environment, as before
        environ = {**environ, **os.environ, **spec.env}
    command = spec.command or ""
    options: dict[str, Any] = {}
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        import shutil

        command = shutil.which(command) or command  # npx.cmd and the like
        options["creationflags"] = subprocess.CREATE_NEW_PROCESS_GROUP
    else:
        options["start_new_session"] = True  # its own process group, ended as one
    return await anyio.open_process(
        [command, *spec.args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=environ,
        cwd=spec.cwd,
        **options,
    )


async def stop_process(process: anyio.abc.Process, grace: float = EXIT_GRACE_S) -> None:
    """Close the server's stdin, let it exit, then end its process group (POSIX) or tree."""
    import anyio

    if process.stdin is not None:
        with contextlib.suppress(OSError, anyio.BrokenResourceError, anyio.ClosedResourceError):
            await process.stdin.aclose()
    exited = await _exited(process, grace)
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        if not exited:
            await anyio.run_process(["taskkill", "/T", "/F", "/PID", str(process.pid)], check=False)
    else:
        # Also when it exited: what it started (a helper, a grandchild) may live on in
        # its group.  Its pid is the group id, never reused while the group has members.
        await _end_group(process.pid, grace)
    await _exited(process, grace)
    for stream in (process.stdout, process.stderr):
        if stream is not None:
            with contextlib.suppress(OSError, anyio.BrokenResourceError):
                await stream.aclose()


async def _exited(process: anyio.abc.Process, timeout: float) -> bool:
    # Not process.wait(): that also waits for the pipes to close, which a
    # grandchild holding them open would delay.
    import anyio

    with anyio.move_on_after(timeout):
        while process.returncode is None:
            await anyio.sleep(_POLL_S)
    return process.returncode is not None


async def _end_group(pgid: int, grace: float) -> None:  # pragma: no cover - not on Windows
    import anyio

    if not _signal_group(pgid, signal.SIGTERM):
        return
    with anyio.move_on_after(grace):
        while _signal_group(pgid, 0):
            await anyio.sleep(_POLL_S)
        return
    _signal_group(pgid, signal.SIGKILL)


def _signal_group(pgid: int, signum: int) -> bool:
    """Send ``signum`` to the group; ``False`` when it has no members left."""
    try:
        os.killpg(pgid, signum)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # a member we may not signal (a zombie on macOS): it is still there
    return True
