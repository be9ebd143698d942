"""A document's hyphenated words as a set that keeps what is read from all of them (pure;
speed59b).

The line-end rules ask the same question of every word the document writes with a
hyphen at each break: :func:`~tapyre_paper_search.pdf.compoundtails.written_tail` looked
for a compound ending in the break's tail by a loop over the whole set, at every break
of every page.  :class:`HyphenatedWords` is that set (``set`` in every way), which keeps
an index built from its words once (:meth:`HyphenatedWords.derived`: one per ``key``)
until the set changes: every method that changes a set drops them, so an index is
always the one its words give now.  An in-place operator given no set answers
``NotImplemented``, so Python raises ``TypeError`` as for a ``set`` (fix57b).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Set
from typing import Any, Self

Index = frozenset[str]


class HyphenatedWords(set[str]):
    """A set of lower-cased hyphenated words with :meth:`derived` indexes kept."""

    __slots__ = ("_derived",)

    def __init__(self, words: Iterable[str] = ()) -> None:
        super().__init__(words)
        self._derived: dict[str, Index] = {}

    def derived(self, key: str, build: Callable[[Iterable[str]], Index]) -> Index:
        """``build(self)``, built the first time ``key`` is asked since the set last
        changed (``key`` names the index: one ``build`` a key)."""
        index = self._derived.get(key)
        if index is None:
            index = self._derived[key] = build(self)
        return index

    def _changed(self) -> None:
        self._derived = {}

    def add(self, word: str) -> None:
        super().add(word)
        self._changed()

    def discard(self, word: object) -> None:
        super().discard(word)
        self._changed()

    def remove(self, word: str) -> None:
        super().remove(word)
        self._changed()

    def pop(self) -> str:
        self._changed()
        return super().pop()

    def clear(self) -> None:
        super().clear()
        self._changed()

    def update(self, *others: Iterable[str]) -> None:
        super().update(*others)
        self._changed()

    def difference_update(self, *others: Iterable[Any]) -> None:
        super().difference_update(*others)
        self._changed()

    def intersection_update(self, *others: Iterable[Any]) -> None:
        super().intersection_update(*others)
        self._changed()

    def symmetric_difference_update(self, other: Iterable[str]) -> None:
        super().symmetric_difference_update(other)
        self._changed()

    def __ior__(self, other: Set[str]) -> Self:  # type: ignore[override,misc]
        if super().__ior__(other) is NotImplemented:  # (not a set: TypeError, as set's)
            return NotImplemented
        self._changed()
        return self

    def __iand__(self, other: Set[object]) -> Self:
        if super().__iand__(other) is NotImplemented:  # (not a set: TypeError, as set's)
            return NotImplemented
        self._changed()
        return self

    def __isub__(self, other: Set[object]) -> Self:
        if super().__isub__(other) is NotImplemented:  # (not a set: TypeError, as set's)
            return NotImplemented
        self._changed()
        return self

    def __ixor__(self, other: Set[str]) -> Self:  # type: ignore[override,misc]
        if super().__ixor__(other) is NotImplemented:  # (not a set: TypeError, as set's)
            return NotImplemented
        self._changed()
        return self


__all__ = ["HyphenatedWords", "Index"]
