"""The search filter record: year range, authors, categories, paper ids.

One plain record shared by the CLI, the REST API (``FiltersBody`` has the same
field names), the agent tools, the LLM filter parser and the vector stores
(:meth:`tapyre_paper_search.contracts.VectorStore.query_batch` takes it inside
a :class:`~tapyre_paper_search.store.vectors.VectorQuery`).  It validates
itself, so every entry point rejects the same bad input with the same message.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from tapyre_paper_search.errors import SearchError

MIN_YEAR = 1900
MAX_YEAR = 2100
YEAR_FIELDS = ("year_from", "year_to")


def _clean(values: Iterable[str] | None) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for value in values or ():
        if not isinstance(value, str):
            raise SearchError(f"filter values must be strings, got {value!r}")
        text = " ".join(value.split())
        if text:
            seen.setdefault(text, None)
    return tuple(seen)


@dataclass(frozen=True)
class SearchFilters:
    """Restrict a search.  Empty fields do not restrict.

    Conditions combine with AND, the values inside one field with OR.
    ``authors`` match any listed author (case-insensitive, whitespace-normalised,
    whole names as stored; see :func:`~tapyre_paper_search.store.points.author_key`);
    ``categories`` any listed category; ``paper_ids`` any listed paper;
    ``exclude_paper_ids`` none of the listed papers; ``year_from``/``year_to``
    are inclusive, and a paper without a year never matches a year condition.
    """

    year_from: int | None = None
    year_to: int | None = None
    authors: tuple[str, ...] = field(default_factory=tuple)
    categories: tuple[str, ...] = field(default_factory=tuple)
    paper_ids: tuple[str, ...] = field(default_factory=tuple)
    exclude_paper_ids: tuple[str, ...] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        for name in ("year_from", "year_to"):
            year = getattr(self, name)
            if year is None:
                continue
            if isinstance(year, bool) or not isinstance(year, int):
                raise SearchError(f"{name} must be a whole year, got {year!r}")
            if not MIN_YEAR <= year <= MAX_YEAR:
                raise SearchError(f"{name} {year} is outside {MIN_YEAR}–{MAX_YEAR}")
        if (
            self.year_from is not None
            and self.year_to is not None
            and self.year_from > self.year_to
        ):
            raise SearchError(
                f"year range {self.year_from}–{self.year_to} is empty: "
                "year_from must not be after year_to"
            )
        object.__setattr__(self, "authors", _clean(self.authors))
        object.__setattr__(self, "categories", _clean(self.categories))
        object.__setattr__(self, "paper_ids", _clean(self.paper_ids))
        object.__setattr__(self, "exclude_paper_ids", _clean(self.exclude_paper_ids))

    @property
    def is_empty(self) -> bool:
        return not (
            self.year_from is not None
            or self.year_to is not None
            or self.authors
            or self.categories
            or self.paper_ids
            or self.exclude_paper_ids
        )

    def merged(self, other: SearchFilters) -> SearchFilters:
        """These filters with ``other``'s non-empty fields filled in where these are empty.

        Filters given explicitly by the user win over those an LLM parsed.
        """
        return replace(
            self,
            year_from=self.year_from if self.year_from is not None else other.year_from,
            year_to=self.year_to if self.year_to is not None else other.year_to,
            authors=self.authors or other.authors,
            categories=self.categories or other.categories,
            paper_ids=self.paper_ids or other.paper_ids,
            exclude_paper_ids=self.exclude_paper_ids or other.exclude_paper_ids,
        )

    def to_dict(self) -> dict[str, Any]:
        """The fields as JSON-ready data (lists for the tuples)."""
        return {
            name: list(value) if isinstance(value, tuple) else value
            for name, value in ((f.name, getattr(self, f.name)) for f in fields(self))
        }

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any] | None) -> SearchFilters:
        """Build from a JSON-like mapping; unknown keys are an error."""
        if not data:
            return cls()
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise SearchError(f"unknown filter field(s): {', '.join(sorted(unknown))}")
        values: dict[str, Any] = {}
        for key, value in data.items():
            if key in YEAR_FIELDS:
                values[key] = value
            else:  # a lone string is one value, not its characters
                values[key] = (value,) if isinstance(value, str) else tuple(value or ())
        return cls(**values)
