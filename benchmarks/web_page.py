"""The web page's figures, in Debian's Chromium driven by Playwright: the weight of
``/`` cold (bytes transferred, no cache), and the time from pressing Enter in the
search box to the first result painted, next to the API's own search time.

A collection is built (untimed) in a temporary folder, as the tests build one:
the real BM25 embedder and the tests' hashing dense embedder (no torch, so the
figures are the page's and the search's, not a model's), in a real Qdrant Edge
shard and SQLite, served by the real API + web page on loopback.  Collections:
``sample`` (the 200 arXiv metadata records) or ``scifact`` (SciFact's 5,183
abstracts; ``--limit`` takes the first N).

Per query: the API's time is a ``POST /search`` round trip (k = 10, the page's
default); the page's is the time from the Enter key (stamped in the page) to
the first result's title painted (Chromium's Element Timing of the first
result), on a warm page (stylesheet and script cached): the page's script
fetches the results page and swaps it in.  Queries are the first
``--queries`` titles' first five words (sample) or SciFact's train claims.
Medians and 90th percentiles are printed; nothing is asserted::

    python benchmarks/web_page.py --collection sample --queries 20
    python benchmarks/web_page.py --collection scifact --queries 20
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tapyre-paper-search" / "tests"
sys.path.insert(0, str(TESTS))  # the tests' collection builder and browser launcher
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

SHARED = SHARED_DATA

STAMP_ENTER = """() => document.getElementById("q").addEventListener("keydown", (e) => {
  const now = performance.timeOrigin + performance.now();
  if (e.key === "Enter") sessionStorage.setItem("enter", String(now));
})"""
FIRST_RESULT_PAINTED = """() => new Promise((resolve) => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === "first-result") resolve(performance.timeOrigin + entry.renderTime);
    }
  }).observe({ type: "element", buffered: true });
})"""
NAVIGATION = """() => {
  // the results page: fetched by the page's script, or loaded (without script)
  const fetched = performance.getEntriesByType("resource").filter((e) => e.name.includes("/?q="));
  const [nav] = fetched.length ? fetched.slice(-1) : performance.getEntriesByType("navigation");
  return { responseEnd: performance.timeOrigin + nav.responseEnd };
}"""
WEIGHT = """() => {
  const [nav] = performance.getEntriesByType("navigation");
  const parts = [nav, ...performance.getEntriesByType("resource")];
  return {
    transferred: parts.reduce((sum, e) => sum + e.transferSize, 0),
    bodies: parts.reduce((sum, e) => sum + e.encodedBodySize, 0),
    requests: parts.map((e) => e.name.replace(location.origin, "")),
  };
}"""


def papers(name: str, limit: int | None) -> tuple[list[Any], list[str]]:
    """The collection's papers and the queries."""
    from search_helpers import sample_papers
    from tapyre_paper_search.records import PaperMetadata

    if name == "sample":
        found = sample_papers(SHARED)[:limit]
        return found, [" ".join(p.title.split()[:5]) for p in found]
    found = []
    with (SHARED / "scifact-dev" / "corpus.jsonl").open(encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            abstract = row["abstract"]
            text = " ".join(abstract) if isinstance(abstract, list) else abstract
            found.append(PaperMetadata(f"scifact:{row['id']}", title=row["title"], abstract=text))
            if limit and len(found) >= limit:
                break
    with (SHARED / "scifact-dev" / "train" / "queries.jsonl").open(encoding="utf-8") as lines:
        claims = [json.loads(line)["text"] for line in lines]
    return found, claims


def pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return round(ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))], 1)


def measure(browser: Any, url: str, queries: list[str]) -> list[list[float]]:
    """Per query (after one that warms up): the API's round trip, Enter to the first
    result painted, Enter to the results' HTML received, HTML to painted (ms)."""
    import httpx

    api_ms: list[float] = []
    page_ms: list[float] = []
    waits: list[float] = []  # Enter -> the results page's HTML received
    renders: list[float] = []  # HTML received -> first result painted
    with httpx.Client(base_url=url, timeout=60) as http:
        page = browser.new_page()
        page.goto(url + "/")  # warm: the stylesheet and script are cached from here
        for query in [queries[0], *queries]:  # the first query warms both up
            t0 = time.perf_counter()
            reply = http.post("/search", json={"query": query, "k": 10})
            api = (time.perf_counter() - t0) * 1000
            assert reply.status_code == 200, reply.text
            page.goto(url + "/")
            page.evaluate(STAMP_ENTER)
            page.fill("#q", query)
            page.press("#q", "Enter")
            page.wait_for_selector(".result")
            painted = page.evaluate(FIRST_RESULT_PAINTED)
            enter = float(page.evaluate("sessionStorage.getItem('enter')"))
            nav = page.evaluate(NAVIGATION)
            waits.append(nav["responseEnd"] - enter)
            renders.append(painted - nav["responseEnd"])
            api_ms.append(api)
            page_ms.append(painted - enter)
    return [series[1:] for series in (api_ms, page_ms, waits, renders)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--collection", choices=["sample", "scifact"], default="sample")
    parser.add_argument("--limit", type=int, help="the first N papers only")
    parser.add_argument("--queries", type=int, default=20)
    args = parser.parse_args()

    from api_server import running
    from search_helpers import app_over, build_collection
    from tapyre_paper_search.api import create_app
    from web_browser import chromium

    found, queries = papers(args.collection, args.limit)
    queries = queries[: args.queries]
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        built = build_collection(Path(folder), found)
        print(f"collection: {len(found)} papers built in {time.perf_counter() - started:.0f} s")
        with running(create_app(app_over(built))) as url, chromium() as browser:
            cold = browser.new_context()  # a fresh profile: nothing cached
            page = cold.new_page()
            page.goto(url + "/")
            weight = page.evaluate(WEIGHT)
            cold.close()
            print(
                f"/ cold: {weight['transferred']} bytes transferred "
                f"({weight['bodies']} of bodies) in {len(weight['requests'])} requests: "
                f"{', '.join(weight['requests'])}"
            )
            api_ms, page_ms, waits, renders = measure(browser, url, queries)
            gap = [p - a for p, a in zip(page_ms, api_ms, strict=True)]
            print(f"queries: {len(api_ms)} ({args.collection})")
            print(
                f"API POST /search round trip: p50 {pct(api_ms, 0.5)} ms, p90 {pct(api_ms, 0.9)} ms"
            )
            print(
                f"Enter -> first result painted: p50 {pct(page_ms, 0.5)} ms, "
                f"p90 {pct(page_ms, 0.9)} ms"
            )
            print(f"  of which Enter -> HTML received: p50 {pct(waits, 0.5)} ms")
            print(f"  of which HTML received -> painted: p50 {pct(renders, 0.5)} ms")
            print(f"painted after the API's answer: p50 {pct(gap, 0.5)} ms, p90 {pct(gap, 0.9)} ms")
        built[0].close()
        built[1].close()
    print(f"load average: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
