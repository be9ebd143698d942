"""The search page in a real browser (Debian's Chromium via Playwright) against the
real server on loopback: results, filters, deep links, highlighting, scores,
the keyboard path, hostile markup shown as text, and no request leaving
127.0.0.1."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from web_browser import require_browser
from web_site import DIPHOTON, HOSTILE_TITLE, collection, screenshot, site, watched_page

pytestmark = pytest.mark.browser

QUERY = "diphoton production Higgs LHC"


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Iterator[str]:
    require_browser()
    built = collection(tmp_path_factory.mktemp("collection"), shared_data)
    try:
        with site(built) as url:
            yield url
    finally:
        built[0].close()
        built[1].close()


def result_ids(page: Any) -> list[str]:
    return page.locator(".result .id").all_inner_texts()


def test_search_finds_the_paper_and_the_url_restores_it(browser: Any, base_url: str) -> None:
    with watched_page(browser) as (page, watch):
        page.goto(base_url + "/")
        page.evaluate("document.activeElement.blur()")  # the empty page autofocuses the box
        page.keyboard.press("/")  # the shortcut focuses it again
        assert page.evaluate("document.activeElement.id") == "q"
        page.keyboard.type(QUERY)
        page.keyboard.press("Enter")
        page.wait_for_selector(".result")
        assert result_ids(page)[0] == DIPHOTON
        marked = page.locator(".result").first.locator("mark").all_inner_texts()
        assert {"diphoton", "LHC"} <= {m for text in marked for m in text.split()}
        deep = page.url
        assert deep.endswith("/?q=diphoton+production+Higgs+LHC")  # no empty fields
        screenshot(page, "search")
        shown = result_ids(page)
        # a deep link in a fresh page restores the same search
        page.goto("about:blank")
        page.goto(deep)
        assert page.input_value("#q") == QUERY
        assert result_ids(page) == shown
        assert watch.errors == []


def test_filters_narrow_the_results_and_stay_in_the_url(browser: Any, base_url: str) -> None:
    with watched_page(browser) as (page, _):
        page.goto(base_url + "/?q=" + QUERY.replace(" ", "+"))
        assert DIPHOTON in result_ids(page)
        page.click("summary")  # open "Mode and filters"
        page.fill("input[name=category]", "astro-ph")
        page.press("input[name=category]", "Enter")
        page.wait_for_url(re.compile(r"category=astro-ph"))
        ids = result_ids(page)
        assert ids and DIPHOTON not in ids
        for result in page.locator(".result").all():
            assert "astro-ph" in result.locator(".cat").all_inner_texts()
        # the chip removes the filter again
        page.click(".chips a")
        # the new page has loaded (not only its URL committed) before its results are read
        page.wait_for_url(lambda url: "category=" not in url)
        assert DIPHOTON in result_ids(page)


def test_scores_per_signal_on_demand_and_more_results(browser: Any, base_url: str) -> None:
    with watched_page(browser) as (page, _):
        page.goto(base_url + "/?q=" + QUERY.replace(" ", "+"))
        assert page.locator("table.signals").count() == 0
        page.click("text=Show scores per signal")
        page.wait_for_url(re.compile(r"scores=1"))  # a link: the page with the scores loads
        table = page.locator(".result").first.locator("table.signals")
        assert table.locator("td", has_text="dense").count() >= 1
        assert table.locator("td", has_text="lexical").count() >= 1
        assert len(result_ids(page)) == 10
        page.click("text=More results")
        # The script swaps the results in after updating the URL: wait for the swap.
        page.wait_for_function("document.querySelectorAll('.result .id').length >= 20")
        assert len(result_ids(page)) == 20 and "k=20" in page.url


def test_hostile_markup_is_shown_as_text_and_runs_nothing(browser: Any, base_url: str) -> None:
    with watched_page(browser) as (page, watch):
        page.goto(base_url + "/?q=quokka+markup")
        title = page.locator(".result h3").first
        assert title.inner_text() == HOSTILE_TITLE
        assert "<iframe" in page.locator(".result .passage").first.inner_text()
        assert page.locator("main script, main img, main iframe, main b").count() == 0
        page.click(".result h3 a")
        page.wait_for_url(re.compile("/paper/web"))
        assert page.locator("h1").inner_text() == HOSTILE_TITLE
        assert "<iframe" in page.locator(".abstract").inner_text()
        page.hover(".abstract")
        assert page.evaluate("window.__pwned") is None
        assert page.locator("main script, main img, main iframe, main b").count() == 0
        assert watch.errors == []


def test_the_keyboard_path_reaches_a_paper(browser: Any, base_url: str) -> None:
    with watched_page(browser) as (page, _):
        page.goto(base_url + "/collection")  # a page without a box to autofocus
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.textContent") == "Skip to content"
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.textContent") == "Tapyre Paper Search"
        page.keyboard.press("Enter")  # the brand leads to the search page
        page.wait_for_selector("#q:focus")
        page.keyboard.press("/")
        page.keyboard.type(QUERY)
        page.keyboard.press("Enter")
        page.wait_for_selector(".result")
        # from the box, Tab walks the form, the filters, then the results' links
        for _ in range(12):
            page.keyboard.press("Tab")
            href = page.evaluate("document.activeElement.getAttribute('href') || ''")
            if href.startswith("/paper/"):
                break
        assert href.startswith(f"/paper/{DIPHOTON}")
        page.keyboard.press("Enter")
        page.wait_for_url(re.compile("/paper/"))
        assert page.locator("h1").inner_text().startswith("Calculation of prompt diphoton")


def test_a_phone_sized_dark_page_does_not_scroll_sideways(browser: Any, base_url: str) -> None:
    phone = {"viewport": {"width": 360, "height": 740}, "color_scheme": "dark"}
    with watched_page(browser, **phone) as (page, _):
        page.goto(base_url + "/?q=" + QUERY.replace(" ", "+") + "&scores=1")
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        # dark colours follow the system's choice
        background = page.evaluate("getComputedStyle(document.body).backgroundColor")
        assert background == "rgb(22, 24, 28)"
        screenshot(page, "search-phone-dark")


def test_without_javascript_the_search_still_works(browser: Any, base_url: str) -> None:
    with watched_page(browser, java_script_enabled=False) as (page, _):
        page.goto(base_url + "/")
        page.fill("#q", QUERY)
        page.press("#q", "Enter")
        page.wait_for_url(re.compile(r"q=diphoton"))
        assert result_ids(page)[0] == DIPHOTON
        assert "diphoton" in page.locator(".result mark").all_inner_texts()


def test_back_and_forward_walk_the_searches(browser: Any, base_url: str) -> None:
    with watched_page(browser) as (page, watch):
        page.goto(base_url + "/?q=" + QUERY.replace(" ", "+"))
        first = result_ids(page)
        page.fill("#q", "quokka markup")
        page.press("#q", "Enter")
        page.wait_for_url(re.compile(r"q=quokka"))
        page.wait_for_function(
            "() => document.querySelector('.result .id').textContent !== '0704.0001'"
        )
        page.go_back()
        page.wait_for_function(
            "() => document.querySelector('.result .id').textContent === '0704.0001'"
        )
        assert page.input_value("#q") == QUERY and result_ids(page) == first
        assert watch.errors == []
