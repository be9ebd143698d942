# ruff: noqa: E501  (the Atom templates are kept as arXiv writes them)
"""A loopback HTTP server that answers like arXiv, for the arXiv provider tests.

* ``GET /api/query?id_list=A,B&max_results=N`` → an Atom feed in the export
  API's format, one entry per known id (unknown ids are left out, malformed
  ones get arXiv's ``Error`` entry);
* ``GET /pdf/<id>[vN]`` → the paper's PDF bytes, 404 for unknown ids.

Faults are scripted per path prefix and consumed in order: ``503``, ``429``
with ``Retry-After``, a slow answer (longer than the client's timeout), a
garbage body (``Rate exceeded.`` / an HTML page with status 200), a dropped
connection.  Every request is logged with its time, so tests check the rate
limit and what was (not) downloaded.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse
from xml.sax.saxutils import escape

FEED_HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <link href="http://arxiv.org/api/query?id_list={ids}" rel="self" type="application/atom+xml"/>
  <title type="html">ArXiv Query: search_query=&amp;id_list={ids}&amp;start=0&amp;max_results={n}</title>
  <id>http://arxiv.org/api/fake</id>
  <updated>2024-01-05T00:00:00-05:00</updated>
  <opensearch:totalResults xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">{total}</opensearch:totalResults>
  <opensearch:startIndex xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">0</opensearch:startIndex>
  <opensearch:itemsPerPage xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">{n}</opensearch:itemsPerPage>
"""

ENTRY = """  <entry>
    <id>http://arxiv.org/abs/{id}{version}</id>
    <updated>{updated}T18:00:00Z</updated>
    <published>{published}T18:00:00Z</published>
    <title>{title}</title>
    <summary>  {summary}
</summary>
{authors}    <arxiv:doi xmlns:arxiv="http://arxiv.org/schemas/atom">10.1000/{id}</arxiv:doi>
    <link title="doi" href="http://dx.doi.org/10.1000/{id}" rel="related"/>
    <arxiv:comment xmlns:arxiv="http://arxiv.org/schemas/atom">12 pages</arxiv:comment>
    <arxiv:journal_ref xmlns:arxiv="http://arxiv.org/schemas/atom">Journal of Tests 1 (2024)</arxiv:journal_ref>
    <link href="http://arxiv.org/abs/{id}{version}" rel="alternate" type="text/html"/>
    <link title="pdf" href="http://arxiv.org/pdf/{id}{version}" rel="related" type="application/pdf"/>
    <arxiv:primary_category xmlns:arxiv="http://arxiv.org/schemas/atom" term="{primary}" scheme="http://arxiv.org/schemas/atom"/>
{categories}  </entry>
"""

ERROR_ENTRY = """  <entry>
    <id>http://arxiv.org/api/errors#incorrect_id_format_for_{id}</id>
    <title>Error</title>
    <summary>incorrect id format for {id}</summary>
    <updated>2024-01-05T00:00:00-05:00</updated>
    <link href="http://arxiv.org/api/errors#incorrect_id_format_for_{id}" rel="alternate" type="text/html"/>
    <author><name>arXiv api core</name></author>
  </entry>
"""


@dataclass
class FakePaper:
    arxiv_id: str
    pdf: Path
    title: str
    version: str = "v1"
    summary: str = "We study things.\n  Over two lines."
    authors: tuple[str, ...] = ("Ada Lovelace", "Alan Turing")
    categories: tuple[str, ...] = ("cs.CL", "cs.IR")
    published: str = "2024-01-02"
    updated: str = "2024-01-03"


@dataclass
class Fault:
    """One scripted misbehaviour: ``kind`` is status|slow|garbage|drop|body.

    ``body`` answers 200 with ``body`` as ``application/atom+xml`` (hostile XML)."""

    kind: str
    status: int = 503
    headers: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0
    body: bytes = b""


@dataclass
class Request:
    at: float
    path: str
    query: dict[str, list[str]]
    answered: str = ""


class FakeArxiv:
    """The server's state: catalogue, scripted faults, request log."""

    def __init__(self) -> None:
        self.papers: dict[str, FakePaper] = {}
        self.faults: dict[str, deque[Fault]] = {}
        self.always_garbage: set[str] = set()
        self.log: list[Request] = []
        self.lock = threading.Lock()
        self.base_url = ""

    def add(self, paper: FakePaper) -> None:
        self.papers[paper.arxiv_id] = paper

    def fail(self, prefix: str, *faults: Fault) -> None:
        """Answer the next requests whose path starts with ``prefix`` with ``faults``."""
        with self.lock:
            self.faults.setdefault(prefix, deque()).extend(faults)

    def requests(self, prefix: str = "") -> list[Request]:
        with self.lock:
            return [r for r in self.log if r.path.startswith(prefix)]

    def pdf_downloads(self) -> list[str]:
        """Ids whose PDF was served successfully, in order."""
        return [r.path.split("/pdf/", 1)[1] for r in self.requests("/pdf/") if r.answered == "pdf"]

    def _next_fault(self, path: str) -> Fault | None:
        with self.lock:
            for prefix, queue in self.faults.items():
                if path.startswith(prefix) and queue:
                    return queue.popleft()
        return None

    # -- answers ---------------------------------------------------------------

    def feed(self, ids: list[str], n: int) -> bytes:
        entries = []
        for arxiv_id in ids:
            paper = self.papers.get(arxiv_id)
            if paper is not None:
                entries.append(_entry(paper))
            elif not _well_formed(arxiv_id):
                entries.append(ERROR_ENTRY.format(id=escape(arxiv_id)))
        joined = ",".join(ids)
        head = FEED_HEAD.format(ids=escape(joined), n=n, total=len(entries))
        return (head + "".join(entries) + "</feed>\n").encode("utf-8")


def _entry(paper: FakePaper) -> str:
    authors = "".join(f"    <author><name>{escape(a)}</name></author>\n" for a in paper.authors)
    categories = "".join(
        f'    <category term="{c}" scheme="http://arxiv.org/schemas/atom"/>\n'
        for c in paper.categories
    )
    return ENTRY.format(
        id=paper.arxiv_id,
        version=paper.version,
        updated=paper.updated,
        published=paper.published,
        title=escape(paper.title),
        summary=escape(paper.summary),
        authors=authors,
        primary=paper.categories[0],
        categories=categories,
    )


def _well_formed(arxiv_id: str) -> bool:
    head, _, tail = arxiv_id.partition(".")
    return len(head) == 4 and head.isdigit() and tail.isdigit() and len(tail) in (4, 5)


def _handler(state: FakeArxiv) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:
            pass  # keep test output clean

        def do_GET(self) -> None:
            url = urlparse(self.path)
            request = Request(time.monotonic(), url.path, parse_qs(url.query))
            with state.lock:
                state.log.append(request)
            fault = state._next_fault(url.path)
            if fault is not None:
                request.answered = fault.kind
                self._fault(fault, url.path)
                return
            if url.path == "/api/query":
                ids = request.query.get("id_list", [""])[0].split(",")
                n = int(request.query.get("max_results", ["10"])[0])
                request.answered = "feed"
                self._send(200, state.feed([i for i in ids if i][:n], n), "application/atom+xml")
            elif url.path.startswith("/pdf/"):
                self._pdf(url.path[len("/pdf/") :], request)
            else:
                request.answered = "404"
                self._send(404, b"not found", "text/plain")

        def _pdf(self, name: str, request: Request) -> None:
            base = name.rsplit("v", 1)[0] if "v" in name else name
            paper = state.papers.get(base)
            if paper is None:
                request.answered = "404"
                self._send(404, b"<html>Not found</html>", "text/html")
            elif base in state.always_garbage:
                request.answered = "garbage"
                self._send(200, b"<html>PDF is being generated</html>", "text/html")
            else:
                request.answered = "pdf"
                self._send(200, paper.pdf.read_bytes(), "application/pdf")

        def _fault(self, fault: Fault, path: str) -> None:
            if fault.kind == "status":
                self._send(fault.status, b"try later", "text/plain", fault.headers)
            elif fault.kind == "slow":
                time.sleep(fault.seconds)
                self._send(503, b"too late", "text/plain")
            elif fault.kind == "garbage":
                if path.startswith("/api/"):
                    self._send(200, b"Rate exceeded.", "text/plain")
                else:
                    self._send(200, b"<!DOCTYPE html><html>captcha</html>", "text/html")
            elif fault.kind == "body":
                self._send(200, fault.body, "application/atom+xml")
            elif fault.kind == "drop":
                self.close_connection = True
                self.wfile.flush()
                self.connection.shutdown(2)

        def _send(
            self, status: int, body: bytes, content_type: str, headers: dict[str, str] | None = None
        ) -> None:
            try:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                for key, value in (headers or {}).items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(body)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (timeout test)

    return Handler


@contextmanager
def serve() -> Iterator[FakeArxiv]:
    """Run a fake arXiv on 127.0.0.1 (a free port) for the ``with`` block."""
    state = FakeArxiv()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    server.daemon_threads = True
    state.base_url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.daemon = True
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
