"""arXiv's rate limit for a whole Ray cluster: one named actor hands out request slots.

arXiv allows one request every three seconds from a client, however many
machines it runs on.  A per-process limiter (:mod:`.providers.arxiv_http`) would
multiply that by the number of workers, so every process of a Ray job asks one
actor, named :data:`ACTOR_NAME` in the ``tapyre`` namespace, for its slot.  The
actor is created by whichever process asks first (``get_if_exists``), is detached
(the limit holds across jobs of the cluster, not just one run) and takes no CPU.

The actor answers with a delay, not a time, so the clocks of the machines never
need to agree; it spaces slots by the interval plus :data:`SLACK_S`, which covers
the time between its answer and the request reaching the server.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from tapyre_paper_search.distributed.cluster import NAMESPACE, require_ray
from tapyre_paper_search.providers.arxiv_http import (
    DEFAULT_INTERVAL_S,
    RateLimiter,
    install_arxiv_rate_limiter,
)

ACTOR_NAME = "tapyre-arxiv-rate-limiter"
SLACK_S = 0.25
"""Added to the interval between two slots: the spread of the delay between the
actor's answer and the request leaving its worker."""


class SlotKeeper:
    """The actor's state: when the next request may start (its own monotonic clock)."""

    def __init__(self) -> None:
        self._next = 0.0

    def reserve(self, interval_s: float) -> float:
        """Reserve the next slot; returns the seconds the caller waits before using it."""
        now = time.monotonic()
        start = max(now, self._next)
        self._next = start + interval_s + SLACK_S
        return start - now

    def hold(self, seconds: float) -> None:
        """No slot starts within ``seconds`` from now (a server's ``Retry-After``)."""
        self._next = max(self._next, time.monotonic() + seconds)


def limiter_actor() -> Any:
    """The cluster's limiter actor, created by the first caller (this process must be
    connected to Ray)."""
    ray = require_ray()
    remote = ray.remote(SlotKeeper)
    return remote.options(
        name=ACTOR_NAME,
        namespace=NAMESPACE,
        get_if_exists=True,
        lifetime="detached",
        num_cpus=0,
        max_restarts=-1,
        max_task_retries=-1,
    ).remote()


class ClusterRateLimiter(RateLimiter):
    """A :class:`RateLimiter` whose slots come from the cluster's actor."""

    def __init__(self, actor: Any, interval_s: float = DEFAULT_INTERVAL_S) -> None:
        super().__init__(interval_s)
        self._actor = actor

    def wait(self) -> None:
        import ray

        delay = float(ray.get(self._actor.reserve.remote(self.interval_s)))
        if delay > 0:
            time.sleep(delay)

    def hold(self, seconds: float) -> None:
        import ray

        ray.get(self._actor.hold.remote(seconds))


_INSTALLED = threading.Lock()


def install_cluster_rate_limiter() -> ClusterRateLimiter:
    """Route every arXiv request of this process (it must be connected to Ray)
    through the cluster's limiter; returns it.  Safe to call again."""
    with _INSTALLED:
        limiter = ClusterRateLimiter(limiter_actor())
        install_arxiv_rate_limiter(limiter)
        return limiter
