"""Timing a block of work into a response's ``timings_ms``."""

from __future__ import annotations

import time


class Timed:
    """Adds the block's wall time in ms to ``timings[name]``."""

    def __init__(self, timings: dict[str, float], name: str) -> None:
        self.timings = timings
        self.name = name

    def __enter__(self) -> None:
        self.start = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        elapsed = (time.perf_counter() - self.start) * 1000.0
        self.timings[self.name] = round(self.timings.get(self.name, 0.0) + elapsed, 3)
