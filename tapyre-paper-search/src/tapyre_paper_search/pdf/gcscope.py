"""Fewer cyclic garbage collections while a PDF is read.

Reading one PDF builds some ten thousand short- and long-lived container
objects (PyMuPDF's word tuples and span dicts, lines, blocks, feature rows),
and every 700 of them CPython's cyclic collector walks the young ones, and
every tenth time the older ones: about 2 % of the extraction time on papers.
None of it finds anything: extraction makes no reference cycles (checked on
the benchmark papers with ``gc.DEBUG_SAVEALL``; every object is freed by its
reference count), so the walks are pure cost.

:func:`fewer_collections` raises the first-generation threshold to
:data:`THRESHOLD` for as long as the decorated call runs and puts the old
thresholds back in ``finally``, whatever the call raises.  It is a raised
threshold, not ``gc.disable()``: collections still happen every
``THRESHOLD`` allocations, so other threads of the process (and a cycle an
error path makes) are still collected, and memory stays bounded however long
extraction runs.  Calls in several threads at once share one raised
threshold: the first in raises it, the last out restores it, and a threshold
somebody else set meanwhile (``gc.set_threshold``) is left as they set it.
A threshold already at or above :data:`THRESHOLD`, or 0 (collection off), is
left alone.
"""

from __future__ import annotations

import functools
import gc
import threading
from collections.abc import Callable
from typing import ParamSpec, TypeVar

THRESHOLD = 100_000
"""First-generation threshold while PDFs are read (CPython's default is 700)."""

_P = ParamSpec("_P")
_R = TypeVar("_R")


class _Raised:
    """Who is inside, and the thresholds to put back (``None``: not raised by us)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.inside = 0
        self.saved: tuple[int, ...] | None = None

    def enter(self) -> None:
        with self.lock:
            if self.inside == 0:
                current = gc.get_threshold()
                if 0 < current[0] < THRESHOLD:
                    self.saved = current
                    gc.set_threshold(THRESHOLD, *current[1:])
            self.inside += 1

    def leave(self) -> None:
        with self.lock:
            self.inside -= 1
            if self.inside == 0 and self.saved is not None:
                if gc.get_threshold()[0] == THRESHOLD:  # not changed by anybody else
                    gc.set_threshold(*self.saved)
                self.saved = None


_raised = _Raised()


def fewer_collections(function: Callable[_P, _R]) -> Callable[_P, _R]:
    """Decorate ``function`` to run with the raised collection threshold."""

    @functools.wraps(function)
    def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        _raised.enter()
        try:
            return function(*args, **kwargs)
        finally:
            _raised.leave()

    return wrapper
