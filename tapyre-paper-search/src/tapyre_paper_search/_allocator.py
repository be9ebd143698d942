"""Keep a long-running process's heap from growing with the work it has done.

glibc's ``malloc`` serves a request of at least its *mmap threshold* with a
mapping of its own, returned to the system on ``free``, and everything smaller
from its heaps (arenas), which keep freed space for reuse.  By default the
threshold is *dynamic*: freeing a mapped block raises it to that block's size,
up to 32 MiB.  A model's forward pass allocates and frees buffers of a few
MiB, so after the first one they come from the arenas instead.  Each
ingestion job then leaves new holes among long-lived blocks that the heap
cannot give back, so a server's resident memory grows by tens of MiB per job
while ``malloc`` reports the same bytes in use (``benchmarks/soak.py``
measured +35% in 3 minutes before this module, +3% in 10 minutes after).

:func:`tune_for_long_running` fixes the threshold, which also turns off the
dynamic adjustment, so that large buffers are mapped, and unmapped, every time.
It only acts on glibc, and leaves alone what the user set through glibc's own
settings (``MALLOC_MMAP_THRESHOLD_``, or ``glibc.malloc.mmap_threshold`` in
``GLIBC_TUNABLES``).

The price: every large buffer is mapped, page-faulted in and zeroed afresh.
``benchmarks/embedders.py --only minilm --backends torch`` embeds about 15-20%
fewer passages per CPU-second with the fixed threshold (6.9-7.4 against
8.6-8.7 on the 2-core machine), so ingestion through a server costs that much
more CPU; searches embed one short query, whose buffers stay below the
threshold.  ``MALLOC_MMAP_THRESHOLD_=33554432`` trades the memory back for the
speed.

:func:`release_free_memory` gives the heaps' free pages back to the system.
glibc returns freed memory on its own only from the top of a heap; what is
freed below live blocks stays resident.  An ingestion leaves much of that behind:
the embedded engine's index build and the pipeline's threads allocate in
several arenas and free most of it at the end.  ``scale_sim.py --pipeline`` at
60,000 passages (both stores closed) measured 894 MiB of anonymous memory, of
which 533 MiB were free inside the heaps and 167 MiB in use; trimming took it
to 470 MiB.  The ingestion pipeline trims once at the end of each run.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import os
import platform

log = logging.getLogger(__name__)

MMAP_THRESHOLD = 256 * 1024
"""Bytes from which a block gets its own mapping.  Large enough that Python's
objects and the stores' small records stay in the heaps, small enough that
every tensor of a batch is mapped."""

_M_MMAP_THRESHOLD = -3
"""``mallopt`` parameter number, from glibc's ``malloc.h``."""

USER_VARIABLE = "MALLOC_MMAP_THRESHOLD_"
TUNABLES_VARIABLE = "GLIBC_TUNABLES"
TUNABLE = "glibc.malloc.mmap_threshold"


def tune_for_long_running(threshold: int = MMAP_THRESHOLD) -> bool:
    """Fix glibc's mmap threshold at ``threshold`` bytes for this process.

    Returns ``True`` when it was set; ``False`` elsewhere than glibc, when the
    user's own setting already decides, or when glibc refuses it.
    """
    if os.environ.get(USER_VARIABLE) or TUNABLE in os.environ.get(TUNABLES_VARIABLE, ""):
        return False
    libc = _glibc()
    if libc is None:
        return False
    done = bool(libc.mallopt(_M_MMAP_THRESHOLD, threshold))
    if not done:
        log.warning("glibc refused an mmap threshold of %d bytes", threshold)
    return done


def release_free_memory() -> bool:
    """Give the free pages inside glibc's heaps (every arena) back to the system
    (``malloc_trim(0)``); ``True`` when it ran (glibc only).  It walks the heaps'
    free lists, a few milliseconds for a heap of a few GiB: call it after big work,
    not per request."""
    libc = _glibc()
    trim = getattr(libc, "malloc_trim", None) if libc is not None else None
    if trim is None:
        return False
    trim.argtypes = (ctypes.c_size_t,)
    trim.restype = ctypes.c_int
    trim(0)
    return True


def _glibc() -> ctypes.CDLL | None:
    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc":
        return None
    name = ctypes.util.find_library("c") or "libc.so.6"
    try:
        libc = ctypes.CDLL(name)
    except OSError:
        return None
    mallopt = getattr(libc, "mallopt", None)
    if mallopt is None:
        return None
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    return libc
