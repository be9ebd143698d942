"""Matching names: exact, case-insensitive, keywords and generic names, typos; no guessing."""

from __future__ import annotations

import pytest
from tapyre_plugin_applauncher.catalog import App, AppCatalog
from tapyre_plugin_applauncher.matching import find_app, search_apps


@pytest.fixture
def apps(env: dict[str, str]) -> tuple[App, ...]:
    return AppCatalog().load(env).apps


def ids(found: object) -> list[str]:
    return [app.id for app in found]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("query", "stage", "expected"),
    [
        ("Firefox", "exact", "firefox.desktop"),
        ("firefox.desktop", "exact", "firefox.desktop"),
        ("vendor-sub-nested", "exact", "vendor-sub-nested.desktop"),
        ("  Chromium  ", "exact", "chromium.desktop"),
        ("FIREFOX", "case-insensitive", "firefox.desktop"),
        ("text editor", "case-insensitive", "org.example.TextEdit.desktop"),
        ("textedit", "case-insensitive", "org.example.TextEdit.desktop"),
        ("notepad", "keyword", "org.example.TextEdit.desktop"),
        ("explorer", "keyword", "firefox.desktop"),
        ("tool", "keyword", "vendor-sub-nested.desktop"),
        ("firefx", "fuzzy", "firefox.desktop"),
        ("chromum", "fuzzy", "chromium.desktop"),
        ("txt editr", "fuzzy", "org.example.TextEdit.desktop"),
    ],
)
def test_one_match_per_stage(apps: tuple[App, ...], query: str, stage: str, expected: str) -> None:
    match = find_app(query, apps)
    assert match.stage == stage
    assert match.unique is not None and match.unique.id == expected


def test_an_exact_match_wins_over_a_case_insensitive_one(apps: tuple[App, ...]) -> None:
    match = find_app("Calculator", apps)
    assert (match.stage, ids(match.apps)) == ("exact", ["calc-a.desktop"])
    match = find_app("calculator", apps)
    assert (match.stage, ids(match.apps)) == ("exact", ["calc-b.desktop"])


def test_several_matches_are_returned_not_guessed(apps: tuple[App, ...]) -> None:
    match = find_app("CALCULATOR", apps)
    assert match.unique is None
    assert sorted(ids(match.apps)) == ["calc-a.desktop", "calc-b.desktop"]
    browsers = find_app("web browser", apps)
    assert browsers.stage == "keyword"
    assert sorted(ids(browsers.apps)) == ["chromium.desktop", "firefox.desktop"]
    assert find_app("www", apps).unique is None


def test_nothing_matches(apps: tuple[App, ...]) -> None:
    assert find_app("spreadsheet", apps).stage == "none"
    assert find_app("", apps).apps == ()
    assert find_app("zzzzzz", apps).apps == ()


def test_localized_and_untranslated_names_both_match(env: dict[str, str]) -> None:
    german = AppCatalog().load({**env, "LANG": "de_DE.UTF-8"}).apps
    assert find_app("Feuerfuchs", german).unique.id == "firefox.desktop"  # type: ignore[union-attr]
    assert find_app("Firefox", german).unique.id == "firefox.desktop"  # type: ignore[union-attr]
    assert find_app("netz", german).unique.id == "firefox.desktop"  # type: ignore[union-attr]


def test_search_lists_everything_related(apps: tuple[App, ...]) -> None:
    assert len(search_apps("", apps)) == len(apps)
    assert ids(search_apps("browser", apps))[:2] == ["chromium.desktop", "firefox.desktop"]
    assert ids(search_apps("plain text", apps)) == ["org.example.TextEdit.desktop"]  # comment
    assert search_apps("spreadsheet", apps) == []
