"""Matching what the user (or the model) called an application to installed ones.

Stages, strictest first; the first stage with any match decides:

1. ``exact`` — the name (translated or not) or the desktop-file ID, as typed
   (``firefox.desktop`` or ``firefox``).
2. ``case-insensitive`` — the same, ignoring case, plus the last part of a
   reverse-DNS ID (``org.gnome.Nautilus.desktop`` → ``nautilus``).
3. ``keyword`` — a keyword or the generic name equals the query, or the query
   is part of the name or generic name (``browser`` → Firefox).
4. ``fuzzy`` — typo-tolerant similarity (difflib) with a name, a word of it,
   the generic name or a keyword.

When the deciding stage matches several applications, :func:`find_app`
returns them all and the caller asks which one is meant: nothing guesses.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tapyre_plugin_applauncher.catalog import App

STAGES = ("exact", "case-insensitive", "keyword", "fuzzy")
FUZZY_THRESHOLD = 0.75
"""The lowest difflib similarity ratio that counts as a typo of a name."""


@dataclass(frozen=True)
class Match:
    """The applications matched by the deciding ``stage`` (``"none"`` if nothing)."""

    query: str
    stage: str
    apps: tuple[App, ...]

    @property
    def unique(self) -> App | None:
        """The one application matched, or ``None`` when none or several are."""
        return self.apps[0] if len(self.apps) == 1 else None


def _names(app: App) -> list[str]:
    entry = app.entry
    return [n for n in (entry.name, entry.default_name) if n]


def _ids(app: App) -> list[str]:
    return [app.id, app.id.removesuffix(".desktop")]


def _id_stem(app: App) -> str:
    return app.id.removesuffix(".desktop").rsplit(".", 1)[-1].rsplit("-", 1)[-1]


def _generic(app: App) -> list[str]:
    entry = app.entry
    return [g for g in (entry.generic_name, entry.default_generic_name) if g]


def _keywords(app: App) -> list[str]:
    return [*app.entry.keywords, *app.entry.default_keywords]


def stage_of(query: str, app: App) -> int | None:
    """The index in :data:`STAGES` at which ``query`` matches ``app``, or ``None``."""
    if query in _names(app) or query in _ids(app):
        return 0
    folded = query.casefold()
    if folded in {s.casefold() for s in (*_names(app), *_ids(app), _id_stem(app))}:
        return 1
    if folded in {s.casefold() for s in (*_keywords(app), *_generic(app))}:
        return 2
    if any(folded in s.casefold() for s in (*_names(app), *_generic(app))):
        return 2
    if fuzzy_score(folded, app) >= FUZZY_THRESHOLD:
        return 3
    return None


def fuzzy_score(folded_query: str, app: App) -> float:
    """The best similarity of the (casefolded) query with the app's names and keywords."""
    candidates: list[str] = []
    for text in (*_names(app), *_generic(app)):
        candidates.append(text)
        candidates.extend(word for word in text.split() if len(word) >= 3)
    candidates.extend(_keywords(app))
    candidates.append(_id_stem(app))
    best = 0.0
    for candidate in candidates:
        matcher = difflib.SequenceMatcher(None, folded_query, candidate.casefold())
        if matcher.real_quick_ratio() < FUZZY_THRESHOLD or matcher.quick_ratio() < FUZZY_THRESHOLD:
            continue
        best = max(best, matcher.ratio())
    return best


def find_app(query: str, apps: Sequence[App]) -> Match:
    """The applications ``query`` names, from the strictest stage that matches any."""
    query = query.strip()
    if not query:
        return Match(query, "none", ())
    by_stage: dict[int, list[App]] = {}
    for app in apps:
        stage = stage_of(query, app)
        if stage is not None:
            by_stage.setdefault(stage, []).append(app)
    if not by_stage:
        return Match(query, "none", ())
    best = min(by_stage)
    found = by_stage[best]
    if best == 3:
        folded = query.casefold()
        found.sort(key=lambda app: -fuzzy_score(folded, app))
    return Match(query, STAGES[best], tuple(_unique(found)))


def search_apps(query: str, apps: Sequence[App]) -> list[App]:
    """Applications related to ``query`` (all when it is empty), best matches first.

    Wider than :func:`find_app`: every stage counts, and so does the comment.
    """
    query = query.strip()
    if not query:
        return list(apps)
    folded = query.casefold()
    ranked: list[tuple[int, App]] = []
    for app in apps:
        stage = stage_of(query, app)
        if stage is None and app.entry.comment and folded in app.entry.comment.casefold():
            stage = 3
        if stage is not None:
            ranked.append((stage, app))
    ranked.sort(key=lambda pair: pair[0])
    return [app for _, app in ranked]


def _unique(apps: Iterable[App]) -> list[App]:
    seen: set[str] = set()
    out: list[App] = []
    for app in apps:
        if app.id not in seen:
            seen.add(app.id)
            out.append(app)
    return out
