"""The web page over plain HTTP (no browser): what every response carries, the
same-origin rule, the URL's form, and the collection page's masked settings."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from api_server import running
from search_helpers import app_over, opened_collection, sample_papers
from tapyre_paper_search.api import ApiGuard, create_app
from tapyre_paper_search.web.forms import SearchForm
from tapyre_paper_search.web.security import same_origin

SECRET = "s3cret-key-value"


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Iterator[str]:
    tables = {"papers": {"api_key": SECRET, "metadata_store": "mysql+pymysql://u:hunter2@db/x"}}
    with (
        opened_collection(tmp_path_factory.mktemp("c"), sample_papers(shared_data)[:40]) as built,
        running(create_app(app_over(built, tables=tables))) as url,
    ):
        yield url


def test_pages_carry_a_strict_policy_and_load_only_their_own_assets(base_url: str) -> None:
    page = httpx.get(base_url + "/?q=diphoton")
    assert page.status_code == 200
    policy = page.headers["content-security-policy"]
    assert "default-src 'self'" in policy and "script-src 'self';" in policy
    assert "unsafe-inline" not in policy
    assert page.headers["x-content-type-options"] == "nosniff"
    assert "<script>" not in page.text and "onclick" not in page.text
    assert '<script src="/static/app.js" defer></script>' in page.text
    for asset in ("/static/app.js", "/static/app.css", "/static/icon.svg"):
        assert httpx.get(base_url + asset).status_code == 200


def test_the_page_offers_the_modes_the_app_offers(base_url: str) -> None:
    import re

    from tapyre_paper_search.search.options import DEFAULTS

    page = httpx.get(base_url + "/").text
    offered = re.findall(r'<option value="([a-z]+)"', page)
    assert offered[0] == DEFAULTS.mode and set(offered) >= {"hybrid", "lexical", "dense"}
    lexical = httpx.get(base_url + "/?q=diphoton&mode=lexical").text
    assert '<option value="lexical" selected>' in lexical and "· lexical ·" in lexical


def test_a_query_with_markup_comes_back_escaped(base_url: str) -> None:
    hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>'
    for path in ("/", "/ask", "/paper/0704.0001"):
        page = httpx.get(base_url + path, params={"q": hostile}).text
        assert "<script>alert" not in page and "<img src=x" not in page
        if path != "/paper/0704.0001":
            assert "&#34;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_changes_from_another_site_are_refused(base_url: str) -> None:
    body = {"query": "diphoton"}
    evil = httpx.post(base_url + "/search", json=body, headers={"Origin": "http://evil.test"})
    assert evil.status_code == 403
    fetched = httpx.post(base_url + "/search", json=body, headers={"Sec-Fetch-Site": "cross-site"})
    assert fetched.status_code == 403
    assert httpx.post(base_url + "/search", json=body, headers={"Origin": base_url}).is_success
    assert httpx.post(base_url + "/search", json=body).is_success  # not a browser
    assert not same_origin({"origin": "null", "host": "x"})


def test_uploads_have_their_own_body_limit(tmp_path: Path, shared_data: Path) -> None:
    with _served(tmp_path, shared_data, ApiGuard(body_limits={"/upload": 1000})) as url:
        big = httpx.post(url + "/upload", files=[("files", ("a.pdf", b"%PDF-" + b"x" * 2000))])
        assert big.status_code == 413


def test_the_collection_page_masks_secrets(base_url: str) -> None:
    page = httpx.get(base_url + "/collection").text
    assert SECRET not in page and "hunter2" not in page
    assert "api_key" in page and "mysql+pymysql://u:••••••@db/x" in page
    assert "<code>chunk_max_tokens</code></th><td>••" not in page  # not a secret
    assert "<svg" in page and "Papers per year" in page


def test_the_chart_has_a_bar_per_year_and_small_counts_stay_visible() -> None:
    from tapyre_paper_search.web.collection_page import year_bars

    bars = year_bars([(2007, 200), (2010, 1)])
    assert [b["year"] for b in bars] == [2007, 2008, 2009, 2010]
    assert [b["height"] for b in bars] == [80, 0, 0, 2]


def test_the_form_reads_the_url_leniently_and_writes_it_back() -> None:
    params = {"q": "higgs", "mode": "lexical", "from": "2009", "to": "2007", "k": "x"}
    lists = {"author": ["Smith, Jones"], "category": ["hep-ph", "hep-ph"]}
    form = SearchForm.parse(params, lists)
    assert (form.year_from, form.year_to) == (2007, 2009)
    assert form.authors == ("Smith", "Jones") and form.categories == ("hep-ph",)
    assert len(form.errors) == 2  # the swapped range and k
    assert form.url() == (
        "/?q=higgs&mode=lexical&from=2007&to=2009&author=Smith&author=Jones&category=hep-ph"
    )
    assert "author=Smith&category" in form.without("authors", "Jones")
    assert SearchForm.parse({"mode": "graph"}, {}).errors  # not offered here


def test_the_server_guard_takes_the_pages_options(tmp_path: Path, shared_data: Path) -> None:
    from tapyre.serving import GuardSettings
    from tapyre_paper_search.web.security import KEY_COOKIE

    key = "core-guard-key"
    guard = ApiGuard(settings=GuardSettings(api_key=key, max_request_bytes=100))
    with _served(tmp_path, shared_data, guard) as url:
        assert httpx.get(url + "/stats").status_code == 401
        page = httpx.get(url + "/?q=x", headers={"Accept": "text/html"})
        assert page.status_code == 303 and page.headers["location"].startswith("/login")
        assert httpx.get(url + "/login").status_code == 200
        assert httpx.get(url + "/static/app.css").status_code == 200  # the login's look
        cookies = {KEY_COOKIE: key}
        assert httpx.get(url + "/stats", cookies=cookies).status_code == 200
        assert httpx.get(url + "/stats", cookies={KEY_COOKIE: "wrong"}).status_code == 401
        upload = [("files", ("a.pdf", b"%PDF-" + b"x" * 500))]
        # over the general body limit, within the upload's own
        big = httpx.post(url + "/upload", files=upload, cookies=cookies)
        assert big.status_code != 413


@contextmanager
def _served(tmp_path: Path, shared_data: Path, guard: ApiGuard) -> Iterator[str]:
    """The pages and API over two sample papers behind ``guard``, on loopback."""
    with (
        opened_collection(tmp_path, sample_papers(shared_data)[:2]) as built,
        running(create_app(app_over(built), guard)) as url,
    ):
        yield url
