"""The tool call being run: which call it is, how it reports nested events, which run it serves.

The agent sets it around each tool call (:func:`calling`), on the thread
running the tool; a tool that delegates to another agent reads it with
:func:`current_call` to label that agent's events with the call's id, to
stream them into the caller's events, and to take its share of the run's
budget.  Outside a tool call there is none.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tapyre._events import NestedEvent
    from tapyre.agents._budget import RunContext


@dataclass(frozen=True)
class CallContext:
    """One running tool call: its id, where its nested events go, and its run."""

    call_id: str
    emit: Callable[[NestedEvent], None]
    run: RunContext


_CURRENT: ContextVar[CallContext | None] = ContextVar("tapyre_tool_call", default=None)


def current_call() -> CallContext | None:
    """The tool call running on this thread, ``None`` outside one."""
    return _CURRENT.get()


@contextmanager
def calling(context: CallContext) -> Iterator[None]:
    """Make ``context`` the current call for the body of the ``with``."""
    token = _CURRENT.set(context)
    try:
        yield
    finally:
        _CURRENT.reset(token)
