"""Connecting to a Ray cluster, and the errors of the Ray executor."""

from __future__ import annotations

import importlib.util
import logging
import os
import sys
from types import ModuleType
from typing import Any

from tapyre_paper_search.errors import PaperSearchError

log = logging.getLogger(__name__)

NAMESPACE = "tapyre"
"""The Ray namespace of every job of this package: its named actors (the arXiv rate
limiter) are found by any job of the cluster that uses it."""

EXTRA_HINT = "install it with: pip install 'tapyre-paper-search[ray]'"


class DistributedError(PaperSearchError):
    """The Ray executor cannot run: Ray is missing, or the cluster cannot be reached."""


class RayUnavailableError(DistributedError):
    """Ray (the ``ray`` extra) is not installed."""


def require_ray() -> ModuleType:
    """``import ray``, or raise a one-line :class:`RayUnavailableError` naming the extra."""
    if "ray" not in sys.modules and importlib.util.find_spec("ray") is None:
        raise RayUnavailableError(f"--executor ray needs Ray, which is not installed; {EXTRA_HINT}")
    try:
        import ray
        import ray.data
    except ImportError as exc:
        raise RayUnavailableError(
            f"--executor ray needs ray[data], which cannot be imported ({exc}); {EXTRA_HINT}"
        ) from None
    return ray


def connect(address: str | None) -> Any:
    """Join the Ray cluster at ``address`` (``auto``: the one running on this machine;
    ``ray://HOST:PORT``: a remote head through Ray Client; ``None``: ``RAY_ADDRESS``, a
    running cluster, or a new local one) unless this process is connected already.

    Returns the ``ray`` module.  :raises DistributedError: the cluster cannot be reached.
    """
    # Ray Data's usage report queries a Prometheus server at the end of every run,
    # logging a stack trace where there is none; it is telemetry: off unless asked.
    os.environ.setdefault("RAY_DATA_USAGE_DISABLED", "1")
    ray = require_ray()
    if ray.is_initialized():
        return ray
    try:
        ray.init(
            address=address or None,
            namespace=NAMESPACE,
            log_to_driver=False,
            configure_logging=False,
        )
    except (ConnectionError, RuntimeError, ValueError) as exc:
        where = address or "a local Ray instance"
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise DistributedError(
            f"cannot connect to the Ray cluster at {where}: {first}",
            hint="Start one with 'ray start --head', or pass --ray-address auto|ray://HOST:PORT.",
        ) from None
    log.info("connected to Ray: %s", ray.cluster_resources())
    return ray


def cluster_gpus(ray: Any) -> float:
    """How many GPUs the cluster has (0 on CPU-only clusters)."""
    return float(ray.cluster_resources().get("GPU", 0.0))
