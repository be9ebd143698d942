"""Picklable fake encoders for :class:`~tapyre_paper_search.embedders.encoder_pool.EncoderPool`
tests: each worker logs its start and its tasks (by pid) in a folder, may die on
its first task (an OOM kill) and may take long to load its "model"."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray


def _append(path: Path, line: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    try:
        os.write(fd, f"{line}\n".encode())
    finally:
        os.close(fd)


def pids(folder: Path, log: str) -> list[int]:
    """The pids that wrote to ``log`` (``starts`` or ``tasks``), one per line."""
    path = folder / log
    lines = path.read_text().split() if path.exists() else []
    return [int(line) for line in lines]


@dataclass(frozen=True)
class LoggingRecipe:
    """Builds a :class:`LoggingEncoder`; ``die``: a file whose finder dies; ``load_s``:
    seconds the model takes to load; ``task_s``: seconds a task takes."""

    folder: str
    die: str = ""
    load_s: float = 0.0
    task_s: float = 0.0
    tag: str = ""

    def __call__(self) -> Any:  # an Encoder to the pool
        _append(Path(self.folder) / "starts", str(os.getpid()))
        time.sleep(self.load_s)
        return LoggingEncoder(self)


class LoggingEncoder:
    """Vectors ``[first token, length]``; the first worker to find ``die`` exits."""

    def __init__(self, recipe: LoggingRecipe) -> None:
        self.recipe = recipe

    def run(self, seqs: list[NDArray[np.int64]], **_: Any) -> NDArray[np.float32]:
        _append(Path(self.recipe.folder) / "tasks", str(os.getpid()))
        if self.recipe.die:
            try:
                Path(self.recipe.die).unlink()
            except FileNotFoundError:
                pass
            else:
                time.sleep(0.1)
                os._exit(9)
        time.sleep(self.recipe.task_s)
        return np.array([[float(s[0]), float(len(s))] for s in seqs], dtype=np.float32)
