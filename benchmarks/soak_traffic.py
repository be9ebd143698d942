"""The pieces of ``soak.py``: the clients' traffic and its tally, the papers it ingests,
and the server's memory as ``/proc`` shows it."""

from __future__ import annotations

import json
import random
import sys
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

SHARED = SHARED_DATA
QUERIES = [
    "do street trees cool cities?",
    "coral bleaching and ocean temperature",
    "sleep and memory consolidation",
    "graph neural networks for molecules",
    "perovskite solar cell stability",
    "hybrid lexical and dense retrieval",
    "document layout analysis of scientific papers",
    "citation recommendation with language models",
]
MIX = (("search", 0.6), ("similar", 0.2), ("ask", 0.2))


def memory_kb(pid: int) -> dict[str, int]:
    """``VmRSS`` and its parts: ``RssAnon`` (heaps: what a leak grows) and ``RssFile``
    (mapped files, such as the vector store's segments: grows with the collection)."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "RssAnon", "RssFile"):
            fields[name] = int(value.split()[0])
    return fields


def rss_kb(pid: int) -> int:
    return memory_kb(pid).get("VmRSS", 0)


def fds(pid: int) -> int:
    return sum(1 for _ in Path(f"/proc/{pid}/fd").iterdir())


def mb(kb: int) -> float:
    return round(kb / 1024, 1)


def pct(values: list[float], q: float) -> float:
    """The ``q``-th percentile of ``values`` (seconds) in milliseconds."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))] * 1000, 1)


class Traffic:
    """The clients' shared tally."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.latency: dict[str, list[float]] = defaultdict(list)
        self.statuses: Counter[str] = Counter()
        self.samples: list[str] = []

    def record(self, endpoint: str, status: str, seconds: float, detail: str = "") -> None:
        with self.lock:
            self.statuses[status] += 1
            if status == "200":
                self.latency[endpoint].append(seconds)
            elif len(self.samples) < 10:
                self.samples.append(f"{endpoint} {status}: {detail[:160]}")


def client(url: str, number: int, deadline: float, papers: list[str], traffic: Traffic) -> None:
    """One client's requests (:data:`MIX`) until ``deadline``."""
    rng = random.Random(number)
    kinds = [k for k, _ in MIX]
    weights = [w for _, w in MIX]
    with httpx.Client(base_url=url, timeout=120.0) as http:
        while time.monotonic() < deadline:
            kind = rng.choices(kinds, weights)[0]
            query = rng.choice(QUERIES)
            started = time.perf_counter()
            try:
                if kind == "search":
                    mode = rng.choice(["hybrid", "lexical", "dense"])
                    reply = http.post("/search", json={"query": query, "k": 5, "mode": mode})
                    status, detail = str(reply.status_code), reply.text
                elif kind == "similar":
                    body = {"paper_id": rng.choice(papers), "k": 5}
                    reply = http.post("/similar", json=body)
                    status, detail = str(reply.status_code), reply.text
                else:
                    status, detail = ask(http, query)
            except httpx.TransportError as exc:
                status, detail = "transport", repr(exc)
            traffic.record(kind, status, time.perf_counter() - started, detail)


def ask(http: httpx.Client, query: str) -> tuple[str, str]:
    """An answer read to its end; an ``error`` event counts as a failure."""
    with http.stream("POST", "/ask", json={"query": query, "k": 3}) as reply:
        text = "".join(reply.iter_text())
    if reply.status_code != 200:
        return str(reply.status_code), text
    if "event: error" in text or "event: done" not in text:
        return "ask-error-event", text[-300:]
    return "200", ""


def serve_each_kind(url: str) -> list[str]:
    """One request of every kind (search, similar, ask); the ids of the papers found."""
    with httpx.Client(base_url=url, timeout=300.0) as http:
        hits = http.post("/search", json={"query": QUERIES[0], "k": 10}).json()["papers"]
        papers = [hit["paper_id"] for hit in hits]
        http.post("/similar", json={"paper_id": papers[0]}).raise_for_status()
        ask(http, QUERIES[0])
    return papers


def collection_size(url: str) -> int:
    with httpx.Client(base_url=url, timeout=60.0) as http:
        return int(http.get("/stats").json()["papers"])


def pdfs_from_scifact(folder: Path, start: int, count: int) -> Path:
    """``count`` one-page PDFs written from SciFact abstracts ``start``… (title, then
    text) into ``folder`` (kept when it is there already)."""
    import pymupdf

    if folder.is_dir() and len(list(folder.glob("*.pdf"))) == count:
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    corpus = SHARED / "scifact-dev" / "corpus.jsonl"
    with corpus.open(encoding="utf-8") as lines:
        docs = [json.loads(line) for _, line in zip(range(start + count), lines, strict=False)]
    for doc in docs[start:]:
        pdf = pymupdf.open()
        page = pdf.new_page()
        page.insert_textbox(pymupdf.Rect(72, 72, 540, 130), doc["title"], fontsize=16)
        page.insert_textbox(pymupdf.Rect(72, 140, 540, 760), doc["abstract"], fontsize=10)
        pdf.save(folder / f"scifact-{doc['id']}.pdf")
        pdf.close()
    return folder
