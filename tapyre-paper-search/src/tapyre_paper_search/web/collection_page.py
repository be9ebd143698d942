"""``/collection``: what the collection holds, papers per year, and the effective
``[papers]`` configuration (read-only; keys, passwords and tokens masked)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

if TYPE_CHECKING:
    from tapyre_paper_search.app import PaperSearchApp

SECRET_WORDS = frozenset({"key", "apikey", "password", "passwd", "secret", "token", "credentials"})
"""A setting whose name has one of these words (``api_key``, ``hf_token``) is masked."""
MASK = "••••••"
_URL_PASSWORD = re.compile(r"(://[^:/@\s]+:)[^@\s]+@")
CHART_HEIGHT = 80
"""Pixels of the tallest bar of the papers-per-year chart."""


def add_collection_page(api: FastAPI, paper_search: PaperSearchApp, nav: dict[str, Any]) -> None:
    from tapyre_paper_search.web.routes import page

    @api.get("/collection", response_class=HTMLResponse, include_in_schema=False)
    def collection_page(request: Request) -> HTMLResponse:
        from tapyre import TapyreError

        stats, error = None, None
        try:
            stats = paper_search.stats()
        except TapyreError as exc:
            error = str(exc)
        years = list(stats.store.years) if stats else []
        return page(
            request,
            "collection.html",
            nav,
            title="Collection",
            stats=stats.to_dict() if stats else None,
            bars=year_bars(years),
            settings=masked_settings(paper_search),
            error=error,
        )


def year_bars(years: list[tuple[int, int]]) -> list[dict[str, Any]]:
    """One bar per year (gaps filled with zero bars), scaled to :data:`CHART_HEIGHT`."""
    if not years:
        return []
    counts = dict(years)
    top = max(counts.values()) or 1
    first, last = min(counts), max(counts)
    bars = []
    for year in range(first, last + 1):
        count = counts.get(year, 0)
        # a year with papers keeps a visible bar however small its share
        height = max(2, round(count / top * CHART_HEIGHT)) if count else 0
        bars.append({"year": year, "count": count, "height": height})
    return bars


def masked_settings(paper_search: PaperSearchApp) -> list[tuple[str, str]]:
    """The ``[papers]`` settings in effect, as ``(name, value)`` text, secrets masked
    (the settings' own display form, then this page's masking of anything secret)."""
    settings = paper_search.settings
    rows = [(name, _shown(name, value)) for name, value in settings.describe().items()]
    rows += [(name, _shown(name, value)) for name, value in sorted(settings.extra.items())]
    return rows


def _shown(name: str, value: Any) -> str:
    if value in (None, "", (), []):
        return "" if value == "" else "—"
    if SECRET_WORDS & set(re.split(r"[^a-z]+", name.lower())):
        return MASK
    if isinstance(value, dict):
        return ", ".join(f"{k} = {_shown(str(k), v)}" for k, v in value.items())
    if isinstance(value, tuple | list):
        return ", ".join(str(v) for v in value)
    return _URL_PASSWORD.sub(rf"\g<1>{MASK}@", str(value))  # a database URL's password
