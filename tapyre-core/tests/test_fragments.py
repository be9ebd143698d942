"""Fragments: `ask -f FILE|URL` and `--sf`, with URLs fetched from a real HTTP server on
loopback, within the size, time, redirect and content-type limits."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any

import pytest
from tapyre._history import LogStore
from tapyre._paths import log_path
from tapyre.testing import LoopbackHTTPServer, free_port


@dataclass
class Page:
    body: bytes
    content_type: str = "text/plain; charset=utf-8"
    status: int = 200
    delay: float = 0.0
    length: bool = True
    location: str | None = None


@dataclass
class PageServer(LoopbackHTTPServer):
    """Serves ``pages`` by path; ``/hop/N`` redirects to ``/hop/N-1``, ``/hop/0`` is text."""

    pages: dict[str, Page] = field(default_factory=dict)
    requests: list[str] = field(default_factory=list)

    def handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                server.requests.append(self.path)
                page = server.pages.get(self.path) or self._hop()
                if page.delay:
                    time.sleep(page.delay)
                self.send_response(page.status)
                self.send_header("Content-Type", page.content_type)
                if page.location:
                    self.send_header("Location", page.location)
                if page.length:
                    self.send_header("Content-Length", str(len(page.body)))
                else:
                    self.send_header("Connection", "close")
                self.end_headers()
                self.wfile.write(page.body)

            def _hop(self) -> Page:
                if self.path.startswith("/hop/"):
                    hops = int(self.path.rsplit("/", 1)[1])
                    if hops == 0:
                        return Page(b"arrived")
                    return Page(b"", status=302, location=f"/hop/{hops - 1}")
                return Page(b"not here", status=404)

        return Handler


@pytest.fixture
def pages():  # type: ignore[no-untyped-def]
    server = PageServer(
        pages={
            "/notes.txt": Page("Street trees cool cities by 2 °C.".encode()),
            "/latin1": Page("café".encode("latin-1"), "text/plain; charset=iso-8859-1"),
            "/data.json": Page(b'{"trees": 3}', "application/json"),
            "/photo.png": Page(b"\x89PNG\r\n\x1a\n....", "image/png"),
            "/big": Page(b"x" * 5000),
            "/big-unannounced": Page(b"y" * 5000, length=False),
            "/slow": Page(b"late", delay=3.0),
        }
    )
    with server:
        yield server


@pytest.fixture
def rec(tapyre_host, recording_llm):  # type: ignore[no-untyped-def]
    recorded = recording_llm("rec")
    tapyre_host.config.set("core.llm", "rec")
    return recorded


def test_a_url_fragment_is_sent_before_the_prompt_and_logged(tapyre_host, tapyre_cli, rec, pages):
    result = tapyre_cli("ask", "-f", f"{pages.url}/notes.txt", "Is this true?")
    assert result.exit_code == 0, result.output
    assert rec.last_question.content == "Street trees cool cities by 2 °C.\n\nIs this true?"
    (logged,) = LogStore(log_path(tapyre_host.config)).recent(1)
    assert logged.prompt == "Is this true?"  # the log keeps the fragment's source, not its text
    (fragment,) = logged.fragments
    assert fragment["source"] == f"{pages.url}/notes.txt" and fragment["chars"] == 33
    assert len(fragment["sha256"]) == 64 and fragment["system"] is False


def test_file_fragments_keep_their_order_and_system_fragments_join_the_system_prompt(
    tapyre_cli, rec, pages, tmp_path
):
    first = tmp_path / "a.txt"
    first.write_text("First part.", encoding="utf-8")
    result = tapyre_cli(
        "ask", "-f", str(first), "-f", f"{pages.url}/data.json",
        "--sf", f"{pages.url}/latin1", "-s", "Be terse.", "Combine them.",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert rec.last_question.content == 'First part.\n\n{"trees": 3}\n\nCombine them.'
    assert rec.last_system == "Be terse.\n\ncafé"


def test_stdin_as_a_fragment(tapyre_cli, rec):
    result = tapyre_cli("ask", "-f", "-", "Summarise.", input="Piped notes.\n")
    assert result.exit_code == 0, result.output
    assert rec.last_question.content == "Piped notes.\n\n\nSummarise."


@pytest.mark.parametrize(
    ("path", "message"),
    [
        ("/photo.png", "is image/png, not text"),
        ("/missing", "HTTP 404 Not Found"),
        ("/big", "is larger than 1000 bytes"),
        ("/big-unannounced", "is larger than 1000 bytes"),
        ("/slow", "no answer within 0.5 s"),
        ("/hop/6", "more than 5 redirects"),
    ],
)
def test_url_limits_are_one_line_errors_before_the_model_is_asked(  # noqa: PLR0917
    tapyre_host, tapyre_cli, rec, pages, path, message
):
    tapyre_host.config.set("core.fragment_max_bytes", 1000)
    tapyre_host.config.set("core.fetch_timeout", 0.5)
    result = tapyre_cli("ask", "-f", f"{pages.url}{path}", "q")
    assert result.exit_code == 1
    assert result.stderr.startswith(f"error: fragment {pages.url}{path}")
    assert message in result.stderr and result.stderr.count("\n") == 1
    assert rec.models == []  # nothing was sent to the model


def test_up_to_five_redirects_are_followed(tapyre_cli, rec, pages):
    result = tapyre_cli("ask", "-f", f"{pages.url}/hop/5", "where?")
    assert result.exit_code == 0, result.output
    assert rec.last_question.content == "arrived\n\nwhere?"
    assert pages.requests.count("/hop/0") == 1


def _binary(folder: Path) -> str:
    path = folder / "blob.bin"
    path.write_bytes(b"\xff\xfe\x00binary")
    return str(path)


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda d: str(d / "nope.txt"), "no such file"),
        (str, "is a folder, not a file"),
        (_binary, "is not UTF-8 text"),
        (lambda d: "ftp://example.org/file.txt", "only http and https URLs are fetched"),
        (lambda d: f"http://127.0.0.1:{free_port()}/closed", "cannot fetch it"),
    ],
)
def test_bad_fragments_are_one_line(tapyre_cli, rec, tmp_path, make, message):
    source = make(tmp_path)
    result = tapyre_cli("ask", "-f", source, "q")
    assert result.exit_code == 1
    assert result.stderr.startswith(f"error: fragment {source}")
    assert message in result.stderr and result.stderr.count("\n") == 1
