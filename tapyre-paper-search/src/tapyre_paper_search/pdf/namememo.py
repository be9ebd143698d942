"""Answers of the name helpers kept while one document's front matter is read (issue 25).

The line classifier's features (:func:`~tapyre_paper_search.pdf.textrow.text_row`)
and the front-matter rules ask the same questions of the same strings: over one
pass of ../shared/data/papers :func:`~tapyre_paper_search.pdf.linepieces.pieces` is
called 754 times on 425 distinct lines and
:func:`~tapyre_paper_search.pdf.namewords.as_name` 1,144 times on 710 pieces
(speed40f).  Both are pure functions of their arguments (string rules over
word lists read once), so inside :func:`scope` each answer is computed once and
kept; outside it (and in a thread or task that did not enter it) each call goes
straight to the function, as before.

The memo is scoped to one document (``extract_pdf`` enters :func:`scope` around
:func:`~tapyre_paper_search.pdf.frontmatter.read_front_matter`), never kept for
the process: a second reading of the same file computes everything again, so a
benchmark that reads a file several times is not flattered, and memory is bounded
by one document's front pages (:data:`MAX_ENTRIES` an answer list at most).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")

MAX_ENTRIES = 4096
"""The most answers kept for one function in one scope; past it, calls are computed."""

_MEMOS: ContextVar[dict[Callable[..., object], dict[Hashable, object]] | None] = ContextVar(
    "name_memos", default=None
)


@contextmanager
def scope() -> Iterator[None]:
    """Keep the answers of the :func:`per_document` functions until the block ends."""
    token = _MEMOS.set({})
    try:
        yield
    finally:
        _MEMOS.reset(token)


def per_document(fn: Callable[P, R]) -> Callable[P, R]:
    """``fn`` (pure, hashable arguments, an immutable answer or a list of immutable
    items) answering from the current :func:`scope`'s memo; a list answer is copied
    each time, so a caller that changes it changes no other caller's."""

    @functools.wraps(fn)
    def memo(*args: P.args, **kwargs: P.kwargs) -> R:
        memos = _MEMOS.get()
        if memos is None:
            return fn(*args, **kwargs)
        kept = memos.get(fn)
        if kept is None:
            kept = memos[fn] = {}
        key = (args, tuple(kwargs.items())) if kwargs else args
        if key in kept:
            answer = kept[key]
        else:
            answer = fn(*args, **kwargs)
            if len(kept) < MAX_ENTRIES:
                kept[key] = answer
        return list(answer) if isinstance(answer, list) else answer  # type: ignore[return-value]

    return memo
