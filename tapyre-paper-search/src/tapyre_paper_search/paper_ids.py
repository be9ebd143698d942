"""Paper ids as people type them: the whole id, or a unique prefix of it.

Ids are long (``sha256:d36cc29eb0d2397c3da8f964``, ``doi:10.1234/trees.2021``),
so wherever a command or the API takes a paper id it also takes a unique
prefix, as git takes a commit's: ``tapyre papers show d36cc``.  A prefix
matches the start of an id, or the start of what follows its scheme
(``sha256:``, ``doi:``, ``ref:``); an arXiv id may carry its version
(``2401.00001v2``).  An exact id always wins; a prefix needs
:data:`MIN_PREFIX` characters and must match one paper only — an ambiguous
one is refused with the candidates, never guessed (``papers delete`` takes
prefixes too).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol, runtime_checkable

from tapyre_paper_search.errors import PaperNotFoundError, SearchError

MIN_PREFIX = 4
"""The shortest prefix taken (an exact id may be shorter)."""

SCHEMES = ("sha256:", "doi:", "ref:")
"""Id schemes a prefix may leave out."""

_SHOWN = 5


@runtime_checkable
class PaperIdIndex(Protocol):
    """A metadata store that finds ids by prefix (optional; the SQL store does)."""

    def paper_ids_with_prefix(self, prefix: str, limit: int) -> list[str]:
        """Up to ``limit`` stored paper ids starting with ``prefix`` (case-sensitive),
        sorted."""
        ...


def resolve_paper_id(
    text: str,
    *,
    exists: Callable[[str], bool],
    with_prefix: Callable[[str, int], Sequence[str]] | None,
) -> str:
    """The stored paper ``text`` names (see the module docstring).

    ``exists`` tells whether an exact id is stored; ``with_prefix`` lists ids by
    prefix (``None``: the store cannot, and only exact ids are taken).

    :raises PaperNotFoundError: no stored paper has that id or prefix.
    :raises SearchError: the prefix is too short or matches several papers.
    """
    from tapyre_paper_search.providers.arxiv_ids import normalize_arxiv_id

    wanted = text.strip()
    exact = [wanted]
    arxiv = normalize_arxiv_id(wanted)
    if arxiv and arxiv != wanted:
        exact.append(arxiv)
    for candidate in exact:
        if candidate and exists(candidate):
            return candidate
    if with_prefix is None or len(wanted) < MIN_PREFIX:
        hint = (
            f"A prefix needs at least {MIN_PREFIX} characters."
            if with_prefix is not None and wanted
            else "See the ids with: tapyre papers list"
        )
        raise PaperNotFoundError(f"no stored paper with id {wanted!r}", hint=hint)
    found = _unique(with_prefix(wanted, _SHOWN + 1))
    if not found and not any(wanted.startswith(s) for s in SCHEMES):
        found = _unique(i for s in SCHEMES for i in with_prefix(s + wanted, _SHOWN + 1))
    if len(found) == 1:
        return found[0]
    if not found:
        raise PaperNotFoundError(
            f"no stored paper with id {wanted!r} or an id starting with it",
            hint="See the ids with: tapyre papers list",
        )
    shown = ", ".join(found[:_SHOWN]) + (", …" if len(found) > _SHOWN else "")
    raise SearchError(
        f"the id prefix {wanted!r} matches several papers: {shown}",
        hint="Give more of the id.",
    )


def resolve_paper_ids(
    texts: Iterable[str],
    *,
    exists: Callable[[str], bool],
    with_prefix: Callable[[str, int], Sequence[str]] | None,
) -> list[str]:
    """:func:`resolve_paper_id` for each of ``texts``, in order, each id once."""
    ids = [resolve_paper_id(t, exists=exists, with_prefix=with_prefix) for t in texts]
    return list(dict.fromkeys(ids))


def _unique(ids: Iterable[str]) -> list[str]:
    return sorted(set(ids))


def resolve_in_store(store: Any, texts: Iterable[str]) -> list[str]:
    """:func:`resolve_paper_ids` against a metadata store: exact ids by its paper
    states, prefixes when it is a :class:`PaperIdIndex`."""
    return resolve_paper_ids(
        texts,
        exists=lambda paper_id: bool(store.paper_states([paper_id])),
        with_prefix=store.paper_ids_with_prefix if isinstance(store, PaperIdIndex) else None,
    )
