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
``THRESHOLD`` allocations, so a cycle an error path makes is still
collected.  It acts only while the calling thread is the process's only
thread (the pipeline's extraction workers, the benchmark, a plain script):
with other threads running, their garbage would wait for the raised
threshold too, and calls overlapping in several threads could keep it raised
for good, so there the call runs with the thresholds as they are.  A
threshold already at or above :data:`THRESHOLD`, or 0 (collection off), is
left alone; one changed during the call is left as it was set.
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


def _alone() -> bool:
    """Whether the calling thread is the process's only thread."""
    return threading.active_count() == 1


def fewer_collections(function: Callable[_P, _R]) -> Callable[_P, _R]:
    """Decorate ``function`` to run with the raised collection threshold when it
    runs on the process's only thread."""

    @functools.wraps(function)
    def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        saved = gc.get_threshold()
        if not _alone() or not 0 < saved[0] < THRESHOLD:
            return function(*args, **kwargs)
        raised = (THRESHOLD, *saved[1:])
        gc.set_threshold(*raised)
        try:
            return function(*args, **kwargs)
        finally:
            if gc.get_threshold() == raised:  # not changed during the call
                gc.set_threshold(*saved)

    return wrapper
