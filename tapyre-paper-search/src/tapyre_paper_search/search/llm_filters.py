"""The LLM filter parser: a question becomes structured filters, a semantic
remainder to search for, and a verdict on whether it is a paper search at all.

An unusable reply never fails the search: it falls back to no filters and the
whole question, and says so in ``error``.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict, Field

from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.search.llm_io import complete, parse_reply

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

SYSTEM = """\
You turn a request for scientific papers into search filters.
Reply with one JSON object and nothing else, with exactly these keys:
{{"is_paper_search": true or false,
  "query": "what the papers should be about, without the filter words",
  "year_from": integer or null, "year_to": integer or null,
  "authors": [author names], "categories": [arXiv categories such as "cs.CL"]}}
Rules:
- is_paper_search is false when the request is not about finding or asking about
  scientific literature (e.g. small talk, opening an app).
- Only set a filter the request states. "recent" or "latest" means year_from {recent};
  "since 2020" means year_from 2020; "before 2019" means year_to 2018;
  "in 2021" means both 2021. The current year is {year}.
- Authors are people named as authors ("by Hinton", "Vaswani et al."), written as given.
- "query" keeps the topic words in the request's language; never empty when
  is_paper_search is true.
"""


class _FilterReply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    is_paper_search: bool = True
    query: str = ""
    year_from: int | None = Field(default=None, ge=1900, le=2100)
    year_to: int | None = Field(default=None, ge=1900, le=2100)
    authors: list[str] = Field(default_factory=list)
    categories: list[str] = Field(default_factory=list)


@dataclass(frozen=True)
class ParsedFilters:
    """What the parser made of a question.  ``error`` is set when it fell back."""

    filters: SearchFilters
    remainder: str
    is_search: bool
    error: str | None = None


def parse_filters(
    model: BaseChatModel, question: str, *, today: dt.date | None = None
) -> ParsedFilters:
    """Ask ``model`` for the filters in ``question``; fall back to none on a bad reply.

    Raises only for an unreachable or failing model (a :class:`TapyreError`).
    """
    today = today or dt.date.today()
    system = SYSTEM.format(year=today.year, recent=today.year - 2)
    reply, error = parse_reply(complete(model, system, question), _FilterReply)
    if reply is None:
        return ParsedFilters(SearchFilters(), question, True, f"filter parser: {error}")
    try:
        filters = SearchFilters(
            year_from=reply.year_from,
            year_to=reply.year_to,
            authors=tuple(reply.authors),
            categories=tuple(reply.categories),
        )
    except SearchError as exc:
        return ParsedFilters(SearchFilters(), question, True, f"filter parser: {exc}")
    remainder = " ".join(reply.query.split()) or question
    return ParsedFilters(filters, remainder, reply.is_paper_search)
