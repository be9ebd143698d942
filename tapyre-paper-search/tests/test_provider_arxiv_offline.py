"""arXiv ingestion without a network fails at once; transient errors are retried with
a note for each retry (issue 12: an offline run was silent for over 150 s).

A name that does not resolve (a ``.invalid`` host: resolution fails locally,
with no network) and a refused connection (a closed loopback port) are not
retried; a 503 with ``Retry-After`` is, with a note, and the run succeeds.
"""

from __future__ import annotations

import logging
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cli_child import child_host
from click.testing import CliRunner
from fake_arxiv import FakeArxiv, FakePaper, Fault, serve
from tapyre.cli import cli
from tapyre_paper_search.providers.arxiv import ArxivProvider
from tapyre_paper_search.providers.arxiv_http import ArxivRequestError
from tapyre_paper_search.records import SourcePaper

SOURCE = "arxiv:2401.00001..2401.00002"
RETRY_LOGGER = "tapyre_paper_search.providers.arxiv_http"


def _closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


UNREACHABLE = {
    "unresolvable host": ("http://export.arxiv.invalid", "cannot resolve the host name"),
    "closed port": (f"http://127.0.0.1:{_closed_port()}", "connection refused"),
}


def _settings(tmp_path: Path, base_url: str, **more: Any) -> dict[str, Any]:
    """``[data_providers.arxiv]`` with both arXiv URLs at ``base_url``, and ``more``."""
    return {
        "cache_dir": str(tmp_path / "cache"),
        "api_url": f"{base_url}/api/query",
        "pdf_url": f"{base_url}/pdf/{{id}}",
        "rate_limit_s": 0.01,
        **more,
    }


def _provider(tmp_path: Path, base_url: str, sleeps: list[float]) -> ArxivProvider:
    # backoff_s: retrying at all would show in `sleeps`
    settings = _settings(tmp_path, base_url, max_retries=5, backoff_s=30.0)
    config = ArxivProvider.from_settings(settings).config
    return ArxivProvider(config, sleep=sleeps.append)


@pytest.mark.parametrize("case", sorted(UNREACHABLE))
def test_an_unreachable_host_fails_at_once_without_retrying(
    case: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    base_url, why = UNREACHABLE[case]
    sleeps: list[float] = []
    provider = _provider(tmp_path, base_url, sleeps)

    with (
        caplog.at_level(logging.WARNING, logger=RETRY_LOGGER),
        pytest.raises(ArxivRequestError) as failure,
    ):
        list(provider.iter_papers(SOURCE))

    message = str(failure.value)
    assert why in message and "not retried" in message
    assert "[data_providers.arxiv]" in message  # what to check
    assert "\n" not in message
    assert failure.value.reason == "network"
    assert sleeps == []  # no back-off: not one retry
    assert not [r for r in caplog.records if r.name == RETRY_LOGGER]


@pytest.fixture
def arxiv(papers_dir: Path) -> Iterator[FakeArxiv]:
    with serve() as fake:
        for n, name in ((1, "2203.00130v1.pdf"), (2, "2206.10883v3.pdf")):
            fake.add(FakePaper(f"2401.0000{n}", papers_dir / name, title=f"Paper {n}"))
        yield fake


def test_each_retry_of_a_transient_error_is_logged_and_the_run_succeeds(
    arxiv: FakeArxiv, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    arxiv.fail("/api/query", Fault("status", 503, {"Retry-After": "2"}), Fault("status", 503))
    sleeps: list[float] = []
    provider = _provider(tmp_path, arxiv.base_url, sleeps)

    with caplog.at_level(logging.WARNING, logger=RETRY_LOGGER):
        items = list(provider.iter_papers(SOURCE))

    assert [type(i) for i in items] == [SourcePaper, SourcePaper]
    notes = [r.getMessage() for r in caplog.records if r.name == RETRY_LOGGER]
    host = arxiv.base_url.removeprefix("http://")
    assert notes == [
        f"arXiv: HTTP 503 from {host}; retry 1 of 5 in 2 s",  # Retry-After honoured
        f"arXiv: HTTP 503 from {host}; retry 2 of 5 in 60 s",  # back-off doubles
    ]
    assert sleeps == [2.0, 60.0]


def _ingest(tmp_path: Path, base_url: str, *args: str) -> tuple[int, str]:
    arxiv_settings = _settings(tmp_path, base_url, backoff_s=0.01)
    host = child_host(tmp_path / "data", tables={"data_providers": {"arxiv": arxiv_settings}})
    result = CliRunner().invoke(cli, ["papers", "ingest", *args, SOURCE], obj=host)
    return result.exit_code, result.output


def test_cli_ingest_offline_is_one_error_line(tmp_path: Path) -> None:
    code, output = _ingest(tmp_path, "http://export.arxiv.invalid", "-q")
    assert code == 1
    (line,) = output.splitlines()
    assert line.startswith("error: http://export.arxiv.invalid/api/query: cannot resolve")
    assert "not retried" in line


def test_cli_ingest_prints_a_note_for_each_retry(arxiv: FakeArxiv, tmp_path: Path) -> None:
    arxiv.fail("/pdf/2401.00002", Fault("status", 429, {"Retry-After": "1"}))

    code, output = _ingest(tmp_path, arxiv.base_url)

    assert code == 0, output
    notes = [line for line in output.splitlines() if "note: arXiv:" in line]
    assert len(notes) == 1, output
    assert "HTTP 429" in notes[0] and "retry 1 of 5 in 1 s" in notes[0]
    assert "2 stored" in output or "stored 2" in output or "2 papers" in output, output
