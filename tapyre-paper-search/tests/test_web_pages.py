"""The paper, ask and collection pages in a real browser (Debian's Chromium via
Playwright): a paper with its passages and similar papers, an answer streamed
from a scripted model whose citations open the cited passage, the
retrieval-only answer without a model, and the collection's statistics."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from tapyre.testing import ScriptedChatModel
from web_browser import require_browser
from web_site import (
    DIPHOTON,
    HOSTILE,
    HOSTILE_REFERENCE,
    TABLE,
    collection,
    screenshot,
    site,
    watched_page,
)

pytestmark = pytest.mark.browser

ANSWER = (
    "Prompt diphoton production is calculated at Tevatron and LHC energies [1]. "
    "Nothing else is known [9]."
)
QUESTION = "How is prompt diphoton production calculated at the LHC?"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Iterator[Any]:
    require_browser()
    made = collection(tmp_path_factory.mktemp("collection"), shared_data)
    yield made
    made[0].close()
    made[1].close()


@pytest.fixture(scope="module")
def with_model(built: Any) -> Iterator[str]:
    with site(built, ScriptedChatModel(replies=[ANSWER] * 10)) as url:
        yield url


@pytest.fixture(scope="module")
def without_model(built: Any) -> Iterator[str]:
    with site(built) as url:
        yield url


def test_a_paper_page_shows_metadata_passages_and_similar_papers(
    browser: Any, without_model: str
) -> None:
    with watched_page(browser) as (page, watch):
        page.goto(f"{without_model}/paper/{DIPHOTON}?q=diphoton")
        assert page.locator("h1").inner_text().startswith("Calculation of prompt diphoton")
        facts = page.locator("dl.facts").inner_text()
        assert "Nadolsky" in facts and "hep-ph" in facts and "2007" in facts
        assert page.locator("a[href='https://arxiv.org/abs/0704.0001']").count() == 1
        assert "diphoton" in page.locator(".abstract mark").all_inner_texts()
        assert page.locator(".chunk").count() >= 2
        assert page.locator("h3.page").first.inner_text() == "Page 1"
        similar = page.locator("ol.similar li a")
        assert similar.count() == 5
        screenshot(page, "paper")
        first = similar.first.get_attribute("href")
        similar.first.click()
        page.wait_for_url(re.compile(re.escape(first or "")))
        assert DIPHOTON not in page.url
        assert watch.errors == []


def test_a_paper_page_lists_its_references_and_who_cites_it(
    browser: Any, without_model: str
) -> None:
    with watched_page(browser) as (page, watch):
        page.goto(f"{without_model}/paper/{quote(HOSTILE)}")
        heading = page.locator("#references-title").inner_text()
        assert heading.startswith("References") and "(2, 1 in this collection)" in heading
        entries = page.locator("ol.references li")
        assert entries.count() == 2
        # The entry naming a stored paper links to it; the hostile one is shown as text.
        assert entries.nth(0).locator("a").get_attribute("href") == f"/paper/{DIPHOTON}"
        assert entries.nth(1).inner_text() == HOSTILE_REFERENCE
        assert page.locator("main img").count() == 0
        assert page.evaluate("window.__pwned") is None
        entries.nth(0).locator("a").click()
        page.wait_for_url(re.compile(re.escape(f"/paper/{DIPHOTON}")))
        cited_by = page.locator("ol.cited-by li a")
        assert cited_by.count() == 1
        assert cited_by.first.get_attribute("href") == f"/paper/{quote(HOSTILE)}"
        assert watch.errors == []


def test_a_table_in_a_passage_is_shown_as_a_table(browser: Any, without_model: str) -> None:
    with watched_page(browser) as (page, watch):
        page.goto(f"{without_model}/paper/{quote(TABLE)}?q=Leipzig")
        table = page.locator("#chunk-0 table.md-table")
        assert table.count() == 1
        assert table.locator("th").all_inner_texts() == ["City", "Cooling (°C)"]
        rows = table.locator("tr:has(td)")
        assert rows.count() == 2
        assert rows.nth(0).locator("td").all_inner_texts() == ["Leipzig", "2.1"]
        assert table.locator("td mark").all_inner_texts() == ["Leipzig"]
        # A cell's markup is text, and an escaped bar stays inside its cell.
        hostile = rows.nth(1).locator("td").first.inner_text()
        assert hostile.startswith("<img src=") and hostile.endswith("Graz | Linz")
        assert page.locator("main img").count() == 0
        assert page.evaluate("window.__pwned") is None
        # The prose around the table keeps its own lines.
        prose = page.locator("#chunk-0 .prose").all_inner_texts()
        assert prose[0].endswith("Table 1: Cooling by city")
        assert prose[1] == "Shade mattered more than species."
        assert watch.errors == []


def test_an_unknown_paper_is_a_404_page(browser: Any, without_model: str) -> None:
    with watched_page(browser) as (page, _):
        reply = page.goto(f"{without_model}/paper/9999.99999")
        assert reply is not None and reply.status == 404
        assert "9999.99999" in page.locator(".error").inner_text()


def test_ask_streams_an_answer_whose_citations_open_the_passage(
    browser: Any, with_model: str
) -> None:
    with watched_page(browser) as (page, watch):
        page.goto(with_model + "/ask")
        page.fill("#q", QUESTION)
        page.press("#q", "Enter")
        page.wait_for_selector("#answer[aria-busy=false]")
        text = page.locator("[data-role=text]")
        # the marker of no source is dropped; the source list is shown as links below
        assert text.inner_text() == ANSWER.replace(" [9]", "")
        assert page.locator("[data-role=status]").inner_text() == "Done: cites [1]"
        cite = text.locator("a.cite")
        assert cite.all_inner_texts() == ["[1]"]
        sources = page.locator("[data-role=sources] li")
        assert sources.first.get_attribute("data-cited") == "true"
        screenshot(page, "ask")
        href = cite.get_attribute("href") or ""
        assert re.match(rf"/paper/{re.escape(DIPHOTON)}\?q=.+#chunk-\d+$", href)
        cite.click()
        page.wait_for_url(re.compile("#chunk-"))
        chunk = href.rsplit("#", 1)[1]
        assert page.evaluate("location.hash") == f"#{chunk}"
        assert page.locator(f"#{chunk}").is_visible()
        assert watch.errors == []


def test_without_a_model_the_answer_is_the_passages_cited(browser: Any, without_model: str) -> None:
    with watched_page(browser) as (page, _):
        page.goto(without_model + "/ask?q=" + QUESTION.replace(" ", "+"))
        note = page.locator(".answer .note").inner_text()
        assert "No language model is configured" in note
        quoted = page.locator("ol.quoted > li")
        assert quoted.count() >= 1
        first = quoted.first
        assert first.locator("a.cite").inner_text() == "[1]"
        assert "diphoton" in [m.lower() for m in first.locator("mark").all_inner_texts()]
        first.locator("a.cite").click()
        page.wait_for_url(re.compile("/paper/"))
        assert page.locator("h1").count() == 1


def test_the_collection_page_shows_counts_chart_and_settings(
    browser: Any, without_model: str
) -> None:
    with watched_page(browser) as (page, _):
        page.goto(without_model + "/collection")
        facts = page.locator("dl.facts").inner_text()
        assert "202" in facts  # the sample papers, the hostile one and the one with a table
        bars = page.locator(".chart rect")
        assert bars.count() >= 2
        assert (page.locator(".chart desc").text_content() or "").startswith("Papers per year")
        assert page.locator("table.settings").inner_text().count("data_dir") == 1
        screenshot(page, "collection")


def test_with_an_api_key_the_login_form_keeps_it_in_a_strict_cookie(
    browser: Any, built: Any
) -> None:
    from tapyre.serving import GuardSettings
    from tapyre_paper_search.api import ApiGuard

    key = "web-key-5f1e"
    guard = ApiGuard(settings=GuardSettings(api_key=key))
    with site(built, guard=guard) as url, watched_page(browser) as (page, _):
        page.goto(url + "/?q=diphoton")
        assert "/login?next=%2F%3Fq%3Ddiphoton" in page.url  # a page asked for without the key
        page.fill("#key", "wrong")
        page.press("#key", "Enter")
        assert "not the server's API key" in page.locator(".error").inner_text()
        page.fill("#key", key)
        page.press("#key", "Enter")
        page.wait_for_selector(".result")
        [cookie] = page.context.cookies()
        assert cookie["httpOnly"] and cookie["sameSite"] == "Strict"
        assert page.evaluate("document.cookie") == ""  # no script can read it
        assert page.evaluate("fetch('/stats').then(r => r.status)") == 200
        page.click("text=Sign out")
        page.wait_for_url(re.compile("/login"))
        assert page.evaluate("fetch('/stats').then(r => r.status)") == 401


def test_the_api_docs_load_from_this_server(browser: Any, without_model: str) -> None:
    with watched_page(browser) as (page, watch):
        page.goto(without_model + "/docs")
        page.wait_for_selector("text=/search", timeout=60_000)  # Swagger UI rendered the schema
        assert any("/static-offline-docs/swagger-ui-bundle.js" in url for url in watch.requests)


UNLABELLED = """() => Array.from(document.querySelectorAll("input, select, textarea, progress"))
  .filter((el) => el.type !== "hidden" && !el.labels?.length && !el.getAttribute("aria-label"))
  .map((el) => el.outerHTML)"""


@pytest.mark.parametrize("path", ["/", "/?q=diphoton&scores=1", "/ask", "/collection"])
def test_every_control_is_labelled_and_the_page_has_landmarks(
    browser: Any, without_model: str, path: str
) -> None:
    with watched_page(browser) as (page, _):
        page.goto(without_model + path)
        assert page.evaluate(UNLABELLED) == []
        assert page.locator("main#main").count() == 1
        assert page.locator("nav[aria-label]").count() == 1
        assert page.evaluate("document.documentElement.lang") == "en"
        assert page.title().endswith("Tapyre Paper Search")
