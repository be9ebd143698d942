"""The search page's state as its URL holds it: query, mode, filters, how many.

A search is a ``GET /`` whose query string says everything (``q``, ``mode``,
``from``, ``to``, ``author``, ``category`` — repeatable — ``k`` and ``scores``),
so a result page can be bookmarked, shared, reloaded and walked with the back
button, and works with no JavaScript at all.  :meth:`SearchForm.parse` reads it
leniently (a bad value becomes a message on the page, not an error page), and
:meth:`SearchForm.url` writes the link of a changed copy (more results, a
removed filter, scores shown).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

if TYPE_CHECKING:
    from tapyre_paper_search.search.options import SearchOptions

MODES = ("hybrid", "lexical", "dense")
"""Search modes every collection offers (the first is the default); the page lists
those :meth:`~tapyre_paper_search.app.PaperSearchApp.search_modes` gives."""
PAGE = 10
"""Papers shown first; "more results" adds as many again."""
MAX_K = 100
MIN_YEAR, MAX_YEAR = 1900, 2100


@dataclass(frozen=True)
class SearchForm:
    """One search page's parameters; ``errors`` say what could not be read."""

    q: str = ""
    mode: str = MODES[0]
    year_from: int | None = None
    year_to: int | None = None
    authors: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    k: int = PAGE
    scores: bool = False
    errors: tuple[str, ...] = field(default=(), compare=False)

    @classmethod
    def parse(
        cls,
        params: Mapping[str, str],
        lists: Mapping[str, Sequence[str]],
        modes: Sequence[str] = MODES,
    ) -> SearchForm:
        """The form of a query string: ``params`` its last value per name, ``lists``
        all values per name (for repeatable ``author`` and ``category``); ``modes``
        the search modes the collection offers."""
        errors: list[str] = []
        mode = params.get("mode", MODES[0]) or MODES[0]
        if mode not in modes:
            errors.append(f"unknown mode {mode!r}: choose one of {', '.join(modes)}")
            mode = MODES[0]
        year_from = _year(params.get("from", ""), "from", errors)
        year_to = _year(params.get("to", ""), "to", errors)
        if year_from and year_to and year_from > year_to:
            errors.append(f"the year range {year_from}–{year_to} is empty: swap the years")
            year_from, year_to = year_to, year_from
        k = _int(params.get("k", ""), PAGE, errors, "k")
        return cls(
            q=params.get("q", "").strip()[:2000],
            mode=mode,
            year_from=year_from,
            year_to=year_to,
            authors=_values(lists.get("author", ())),
            categories=_values(lists.get("category", ())),
            k=min(max(k, 1), MAX_K),
            scores=params.get("scores", "") in ("1", "on", "true"),
            errors=tuple(errors),
        )

    @property
    def has_filters(self) -> bool:
        return bool(self.year_from or self.year_to or self.authors or self.categories)

    def options(self) -> SearchOptions:
        """The app's :class:`SearchOptions` for this form."""
        from tapyre_paper_search.filters import SearchFilters
        from tapyre_paper_search.search.options import SearchOptions

        filters = SearchFilters(
            year_from=self.year_from,
            year_to=self.year_to,
            authors=self.authors,
            categories=self.categories,
        )
        return SearchOptions(k=self.k, mode=self.mode, filters=filters)  # type: ignore[arg-type]

    def query_pairs(self) -> list[tuple[str, str]]:
        """The query string of this form (defaults left out)."""
        pairs: list[tuple[str, str]] = [("q", self.q)]
        if self.mode != MODES[0]:
            pairs.append(("mode", self.mode))
        if self.year_from:
            pairs.append(("from", str(self.year_from)))
        if self.year_to:
            pairs.append(("to", str(self.year_to)))
        pairs += [("author", a) for a in self.authors]
        pairs += [("category", c) for c in self.categories]
        if self.k != PAGE:
            pairs.append(("k", str(self.k)))
        if self.scores:
            pairs.append(("scores", "1"))
        return pairs

    def url(self, **changes: Any) -> str:
        """The search page's URL for this form with ``changes`` (field names)."""
        form = replace(self, **changes) if changes else self
        return "/?" + urlencode(form.query_pairs())

    def without(self, name: str, value: str | int | None = None) -> str:
        """The URL with one filter removed (``value`` of a repeatable one)."""
        if name in ("authors", "categories"):
            kept = tuple(v for v in getattr(self, name) if v != value)
            return self.url(**{name: kept})
        return self.url(**{name: None})


def _values(raw: Sequence[str]) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for value in raw:
        for part in value.split(","):
            if part.strip():
                seen.setdefault(part.strip()[:200], None)
    return tuple(seen)[:20]


def _int(raw: str, default: int, errors: list[str], name: str) -> int:
    if not raw.strip():
        return default
    try:
        return int(raw)
    except ValueError:
        errors.append(f"{name} must be a whole number, got {raw!r}")
        return default


def _year(raw: str, name: str, errors: list[str]) -> int | None:
    if not raw.strip():
        return None
    year = _int(raw, 0, errors, f"year {name}")
    if year and not MIN_YEAR <= year <= MAX_YEAR:
        errors.append(f"year {name} {year} is outside {MIN_YEAR}–{MAX_YEAR}")
        return None
    return year or None
