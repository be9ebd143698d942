"""Starting an application: the argument list, the terminal, the detached process.

:func:`plan_launch` is pure apart from looking programs up on ``$PATH``: it
expands the entry's ``Exec`` for a file or URL, wraps it in a terminal
emulator when ``Terminal=true``, and checks ``Path=``.  :func:`start` runs the
plan as an argument list — never through a shell — in a new session, with
standard input and output on ``/dev/null``, and reaps it from a daemon thread
so the assistant neither waits for it nor leaves a zombie behind.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePath
from urllib.parse import unquote, urlsplit

from tapyre_plugin_applauncher import xdg
from tapyre_plugin_applauncher.catalog import App
from tapyre_plugin_applauncher.errors import LaunchError

KNOWN_TERMINALS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("x-terminal-emulator", ("-e",)),
    ("gnome-terminal", ("--",)),
    ("konsole", ("-e",)),
    ("xfce4-terminal", ("-x",)),
    ("mate-terminal", ("-x",)),
    ("kgx", ("--",)),
    ("kitty", ()),
    ("alacritty", ("-e",)),
    ("foot", ()),
    ("wezterm", ("start", "--")),
    ("tilix", ("-e",)),
    ("terminator", ("-x",)),
    ("lxterminal", ("-e",)),
    ("qterminal", ("-e",)),
    ("urxvt", ("-e",)),
    ("st", ("-e",)),
    ("xterm", ("-e",)),
)
"""Terminal emulators tried in order when ``$TERMINAL`` and ``xdg-terminal-exec``
are missing, each with the arguments that make it run the command that follows."""

_EXEC_FLAGS = dict(KNOWN_TERMINALS)
_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
_DROPPED_ENV = ("DESKTOP_STARTUP_ID", "XDG_ACTIVATION_TOKEN")


@dataclass(frozen=True)
class LaunchPlan:
    """What :func:`start` will run: ``argv`` (``program`` is ``argv[0]`` found on ``$PATH``)."""

    app: App
    argv: tuple[str, ...]
    program: str
    cwd: str | None = None
    terminal: str | None = None


def find_terminal(env: Mapping[str, str] | None = None) -> list[str] | None:
    """The command prefix that runs a program in the user's terminal emulator.

    ``$TERMINAL`` first (split like a command line, never run by a shell; its
    "execute" flag is added unless it already ends with it: a known
    emulator's own, ``-e`` for any other), then ``xdg-terminal-exec``, then
    :data:`KNOWN_TERMINALS` found on ``$PATH``.
    """
    environ = os.environ if env is None else env
    configured = environ.get("TERMINAL", "").strip()
    if configured:
        try:
            words = shlex.split(configured)
        except ValueError:
            words = []
        if words and xdg.find_executable(words[0], environ):
            flags = list(_EXEC_FLAGS.get(PurePath(words[0]).name, ("-e",)))
            return words if words[len(words) - len(flags) :] == flags else [*words, *flags]
    if xdg.find_executable("xdg-terminal-exec", environ):
        return ["xdg-terminal-exec"]
    for name, known_flags in KNOWN_TERMINALS:
        if xdg.find_executable(name, environ):
            return [name, *known_flags]
    return None


def target_argument(file_or_url: str, file_code: str) -> str:
    """Turn a file or URL into what the field code wants.

    ``%f``/``%F`` need a local path: a ``file:`` URL is turned into one, any
    other URL is refused (the spec's "copy it locally" is not done here).
    ``%u``/``%U`` take URLs as they are and local paths.  Paths are made
    absolute, so one can never be mistaken for an option (``-rf`` becomes
    ``/current/folder/-rf``) and ``Path=`` does not change what it names.
    """
    if "\x00" in file_or_url:
        raise LaunchError("the file or URL contains a NUL character")
    if not file_or_url.strip():
        raise LaunchError("the file or URL is empty")
    if _URL.match(file_or_url):
        parts = urlsplit(file_or_url)
        if parts.scheme.lower() == "file":
            if parts.netloc not in ("", "localhost"):
                raise LaunchError(f"{file_or_url!r} is on another host; only local files open")
            return unquote(parts.path) if file_code in "fF" else file_or_url
        if file_code in "fF":
            raise LaunchError(
                f"this application opens local files only, not URLs like {file_or_url!r}"
            )
        return file_or_url
    # Not resolve(): symlinks in the path are the user's to keep.
    return os.path.abspath(Path(file_or_url).expanduser())  # noqa: PTH100


def plan_launch(
    app: App, file_or_url: str | None = None, env: Mapping[str, str] | None = None
) -> LaunchPlan:
    """The exact argument list, working folder and terminal that launching ``app`` uses.

    Raises :class:`LaunchError` when the app takes no file but one was given,
    the program or the terminal emulator is missing, or ``Path=`` is not a
    folder.
    """
    environ = os.environ if env is None else env
    exec_line = app.exec_line
    targets: list[str] = []
    if file_or_url is not None:
        if exec_line.file_code is None:
            raise LaunchError(
                f"{app.name} does not open files or URLs (its Exec line has no %f, %F, %u or %U)"
            )
        targets.append(target_argument(file_or_url, exec_line.file_code))
    argv = exec_line.expand(targets, name=app.name, icon=app.entry.icon, location=str(app.path))
    terminal: str | None = None
    if app.entry.terminal:
        prefix = find_terminal(environ)
        if prefix is None:
            raise LaunchError(
                f"{app.name} runs in a terminal, and no terminal emulator was found.",
                hint="Set $TERMINAL, or install xdg-terminal-exec or a terminal like xterm.",
            )
        terminal = prefix[0]
        argv = [*prefix, *argv]
    program = xdg.find_executable(argv[0], environ)
    if program is None:
        raise LaunchError(f"{app.name}: the program {argv[0]!r} is not installed or not on $PATH")
    cwd = app.entry.path
    if cwd is not None and not Path(cwd).is_dir():
        raise LaunchError(f"{app.name}: its working folder Path={cwd} does not exist")
    return LaunchPlan(app, tuple(argv), program, cwd, terminal)


@dataclass(frozen=True)
class Launched:
    """A started application: its process id and the plan it ran."""

    pid: int
    plan: LaunchPlan


def start(plan: LaunchPlan, env: Mapping[str, str] | None = None) -> Launched:
    """Start the plan detached from the assistant and return at once.

    The child gets its own session (no controlling terminal, no signals from
    the assistant's terminal), ``/dev/null`` for its standard streams, no
    inherited file descriptors, and ``Path=`` as its working folder.  A
    daemon thread waits for it so its exit status is collected (no zombie)
    while the caller goes on; if the assistant exits first, the system
    adopts the child.
    """
    environ = dict(os.environ if env is None else env)
    for name in _DROPPED_ENV:
        environ.pop(name, None)
    try:
        process = subprocess.Popen(
            list(plan.argv),
            executable=plan.program,
            cwd=plan.cwd,
            env=environ,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            close_fds=True,
            start_new_session=True,
            shell=False,
        )
    except OSError as exc:
        raise LaunchError(f"{plan.app.name} could not start: {exc.strerror or exc}") from None
    threading.Thread(target=process.wait, name=f"reap-{process.pid}", daemon=True).start()
    return Launched(process.pid, plan)


def launch(
    app: App, file_or_url: str | None = None, env: Mapping[str, str] | None = None
) -> Launched:
    """Plan and start ``app`` (see :func:`plan_launch` and :func:`start`)."""
    return start(plan_launch(app, file_or_url, env), env)


def describe_argv(argv: Sequence[str]) -> str:
    """An argument list as one unambiguous line (JSON-style quoting)."""
    return json.dumps(list(argv), ensure_ascii=False)
