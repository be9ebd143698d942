"""The arXiv provider against a loopback server that answers like arXiv."""

from __future__ import annotations

import itertools
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fake_arxiv import FakeArxiv, FakePaper, Fault, serve
from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.providers import provider_for
from tapyre_paper_search.providers.arxiv import ArxivProvider
from tapyre_paper_search.providers.arxiv_http import ArxivRequestError
from tapyre_paper_search.records import SourceFailure, SourcePaper

INTERVAL = 0.03
JITTER = 0.03
"""Slack for when requests reach the server: the limiter spaces their starts."""

REAL = {  # fake ids → real PDFs of ../shared/data/papers
    "2401.00001": "2203.00130v1.pdf",
    "2401.00002": "2206.10883v3.pdf",
    "2401.00003": "2302.07302v1.pdf",
    "2401.00005": "2304.02623v1.pdf",
    "2401.00006": "papermage.pdf",
}


@pytest.fixture
def arxiv(papers_dir: Path) -> Iterator[FakeArxiv]:
    with serve() as fake:
        for arxiv_id, name in REAL.items():
            fake.add(
                FakePaper(arxiv_id, papers_dir / name, title=f"Paper {arxiv_id}", version="v2")
            )
        yield fake


def make_provider(fake: FakeArxiv, tmp_path: Path, **options: object) -> ArxivProvider:
    settings: dict[str, object] = {
        "cache_dir": str(tmp_path / "cache"),
        "api_url": f"{fake.base_url}/api/query",
        "pdf_url": f"{fake.base_url}/pdf/{{id}}",
        "rate_limit_s": INTERVAL,
        "backoff_s": 0.01,
        "timeout_s": 2.0,
        "max_retries": 3,
    }
    settings.update(options)
    return ArxivProvider.from_settings(settings)


def ingest(provider: ArxivProvider, source: str) -> list[SourcePaper | SourceFailure]:
    """A consumer that stores everything at once and acknowledges it."""
    items = []
    for item in provider.iter_papers(source):
        items.append(item)
        provider.mark_done(_pid(item))
    return items


def _source_state(tmp_path: Path, source: str) -> dict[str, Any]:
    """What the provider's state file (in :func:`make_provider`'s cache) says of ``source``."""
    state: dict[str, Any] = json.loads((tmp_path / "cache" / "arxiv-state.json").read_text())
    return state["sources"][source]


def _pid(item: SourcePaper | SourceFailure) -> str:
    if isinstance(item, SourcePaper):
        return item.metadata.paper_id
    assert item.paper_id is not None
    return item.paper_id


def test_walks_a_range_with_metadata_from_the_api_and_pdfs_in_the_cache(
    arxiv: FakeArxiv, tmp_path: Path
) -> None:
    provider = make_provider(arxiv, tmp_path, batch_size=10)
    items = ingest(provider, "arxiv:2401.00001..2401.00006")

    assert [_pid(i) for i in items] == [
        "2401.00001", "2401.00002", "2401.00003", "2401.00005", "2401.00006",
    ]  # fmt: skip
    paper = items[0]
    assert isinstance(paper, SourcePaper)
    meta = paper.metadata
    assert meta.title == "Paper 2401.00001"
    assert meta.abstract == "We study things. Over two lines."
    assert meta.authors == ("Ada Lovelace", "Alan Turing")
    assert meta.categories == ("cs.CL", "cs.IR")
    assert str(meta.published) == "2024-01-02" and str(meta.updated) == "2024-01-03"
    assert meta.version == "v2" and meta.doi == "10.1000/2401.00001"
    assert meta.source == "arxiv"
    assert paper.pdf_path is not None and paper.pdf_path.is_relative_to(tmp_path / "cache")
    assert paper.locator.endswith("/pdf/2401.00001v2")
    # the downloaded file is the real paper, and extraction reads it
    assert extract_pdf(paper.pdf_path).title.startswith("Paper Plain")
    # one metadata request for the batch; the missing 2401.00004 costs no PDF request
    assert len(arxiv.requests("/api/")) == 1
    assert arxiv.pdf_downloads() == [f"{i}v2" for i in REAL]


def test_every_request_respects_the_process_wide_interval(arxiv: FakeArxiv, tmp_path: Path) -> None:
    interval = 0.15
    provider = make_provider(arxiv, tmp_path, rate_limit_s=interval, batch_size=2)
    ingest(provider, "arxiv:2401.00001..2401.00006")
    times = [r.at for r in arxiv.log]
    assert len(times) >= 8  # 3 metadata batches + 5 PDFs
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert min(gaps) >= interval - JITTER, gaps


def test_retries_server_errors_timeouts_dropped_connections_and_garbage(
    arxiv: FakeArxiv, tmp_path: Path
) -> None:
    arxiv.fail("/api/query", Fault("garbage"), Fault("status", 503))
    arxiv.fail("/pdf/2401.00001", Fault("drop"), Fault("status", 502))
    arxiv.fail("/pdf/2401.00002", Fault("slow", seconds=1.0))
    arxiv.fail("/pdf/2401.00003", Fault("garbage"))
    provider = make_provider(arxiv, tmp_path, timeout_s=0.3)

    items = ingest(provider, "arxiv:2401.00001..2401.00003")

    assert all(isinstance(i, SourcePaper) for i in items)
    assert [_pid(i) for i in items] == ["2401.00001", "2401.00002", "2401.00003"]
    answered = [r.answered for r in arxiv.log]
    assert answered.count("feed") == 1 and answered.count("pdf") == 3
    assert {"garbage", "status", "drop", "slow"} <= set(answered)


def test_honours_retry_after_on_429(arxiv: FakeArxiv, tmp_path: Path) -> None:
    arxiv.fail("/pdf/2401.00002", Fault("status", 429, {"Retry-After": "1"}))
    provider = make_provider(arxiv, tmp_path)
    items = ingest(provider, "arxiv:2401.00001..2401.00003")
    assert len(items) == 3
    pdf_requests = arxiv.requests("/pdf/")
    refused = next(i for i, r in enumerate(pdf_requests) if r.answered == "status")
    # the next request of the whole process waited for Retry-After
    assert pdf_requests[refused + 1].at - pdf_requests[refused].at >= 0.95


def test_skips_404s_and_reports_pdfs_that_never_come(arxiv: FakeArxiv, tmp_path: Path) -> None:
    arxiv.papers["2401.00002"].pdf = tmp_path / "gone.pdf"  # metadata yes, PDF never valid
    arxiv.always_garbage.add("2401.00002")
    arxiv.add(FakePaper("2401.00004", tmp_path / "missing.pdf", title="Withdrawn"))
    arxiv.fail("/pdf/2401.00004", *[Fault("status", 404)] * 1)
    provider = make_provider(arxiv, tmp_path, max_retries=2)

    items = ingest(provider, "arxiv:2401.00001..2401.00005")

    by_id = {_pid(i): i for i in items}
    assert set(by_id) == {"2401.00001", "2401.00002", "2401.00003", "2401.00005"}
    failure = by_id["2401.00002"]
    assert isinstance(failure, SourceFailure) and failure.reason == "bad-response"
    assert "gave up after 3 attempts" in failure.message


def test_a_metadata_api_that_stays_down_stops_the_walk(arxiv: FakeArxiv, tmp_path: Path) -> None:
    arxiv.fail("/api/query", *[Fault("status", 503)] * 5)
    provider = make_provider(arxiv, tmp_path, max_retries=2)
    with pytest.raises(ArxivRequestError, match="HTTP 503"):
        list(provider.iter_papers("arxiv:2401.00001..2401.00003"))


def test_month_roll_over_after_a_run_of_missing_ids(papers_dir: Path, tmp_path: Path) -> None:
    with serve() as fake:
        pdf = papers_dir / "2304.02623v1.pdf"
        for arxiv_id in ("2312.00001", "2312.00002", "2312.00003", "2401.00001", "2401.00002"):
            fake.add(FakePaper(arxiv_id, pdf, title=arxiv_id))
        provider = make_provider(fake, tmp_path, batch_size=4, month_end_gap=4)
        items = ingest(provider, "arxiv:2312.00001..2401.00009")
        assert [_pid(i) for i in items] == [
            "2312.00001", "2312.00002", "2312.00003", "2401.00001", "2401.00002",
        ]  # fmt: skip
        id_lists = [r.query["id_list"][0] for r in fake.requests("/api/")]
        # 2312: 00001-00004, 00005-00008 (5 missing in a row: next month); then
        # 2401 until its own run of missing ids ends the walk before 2401.00009
        assert id_lists == [
            "2312.00001,2312.00002,2312.00003,2312.00004",
            "2312.00005,2312.00006,2312.00007,2312.00008",
            "2401.00001,2401.00002,2401.00003,2401.00004",
            "2401.00005,2401.00006,2401.00007,2401.00008",
        ]


def test_a_crash_between_download_and_store_re_yields_that_paper(
    arxiv: FakeArxiv, tmp_path: Path
) -> None:
    source = "arxiv:2401.00001..2401.00006"
    first = make_provider(arxiv, tmp_path, batch_size=10)
    papers = first.iter_papers(source)
    stored = []
    for item in papers:
        if len(stored) == 2:
            break  # crash: 2401.00003 was downloaded and yielded but never stored
        stored.append(_pid(item))
        first.mark_done(_pid(item))
    papers.close()
    assert stored == ["2401.00001", "2401.00002"]
    assert _source_state(tmp_path, source)["done_through"] == "2401.00002"
    downloads_before = list(arxiv.pdf_downloads())

    second = make_provider(arxiv, tmp_path, batch_size=10)
    rest = [_pid(i) for i in ingest(second, source)]

    assert rest == ["2401.00003", "2401.00005", "2401.00006"]
    # 2401.00003 came from the cache, only the papers never seen were downloaded
    assert arxiv.pdf_downloads()[len(downloads_before) :] == ["2401.00005v2", "2401.00006v2"]
    assert _source_state(tmp_path, source)["complete"] is True
    assert list(make_provider(arxiv, tmp_path).iter_papers(source)) == []


def test_position_waits_for_the_oldest_paper_not_yet_stored(
    arxiv: FakeArxiv, tmp_path: Path
) -> None:
    source = "arxiv:2401.00001..2401.00006"
    provider = make_provider(arxiv, tmp_path, batch_size=10)
    papers = provider.iter_papers(source)
    got = [_pid(next(papers)) for _ in range(3)]
    provider.mark_done(got[1])  # stored out of order
    provider.mark_done(got[2])
    state = _source_state(tmp_path, source)
    assert state["done_through"] is None
    assert state["done_ahead"] == ["2401.00002", "2401.00003"]
    papers.close()

    again = [_pid(i) for i in ingest(make_provider(arxiv, tmp_path, batch_size=10), source)]
    assert again == ["2401.00001", "2401.00005", "2401.00006"]


def test_without_the_handshake_a_paper_is_done_when_the_next_is_asked_for(
    arxiv: FakeArxiv, tmp_path: Path
) -> None:
    source = "arxiv:2401.00001..2401.00003"
    provider = make_provider(arxiv, tmp_path, wait_for_done=False)
    papers = provider.iter_papers(source)
    next(papers), next(papers)
    papers.close()
    again = make_provider(arxiv, tmp_path, wait_for_done=False).iter_papers(source)
    assert [_pid(i) for i in again] == ["2401.00002", "2401.00003"]


def test_id_lists_metadata_only_and_deleting_pdfs(arxiv: FakeArxiv, tmp_path: Path) -> None:
    provider = make_provider(arxiv, tmp_path, download_pdfs=False)
    items = ingest(provider, "arxiv:2401.00006,2401.00001,2401.00004")
    assert [_pid(i) for i in items] == ["2401.00006", "2401.00001"]
    assert all(isinstance(i, SourcePaper) and i.pdf_path is None for i in items)
    assert arxiv.pdf_downloads() == []

    provider = make_provider(arxiv, tmp_path / "other", keep_pdfs=False)
    for item in provider.iter_papers("arxiv:2401.00003"):
        assert isinstance(item, SourcePaper) and item.pdf_path is not None
        assert item.pdf_path.exists()
        provider.mark_done(item.metadata.paper_id)
        assert not item.pdf_path.exists()


def test_sources_are_recognised_and_invalid_ranges_rejected(tmp_path: Path) -> None:
    provider = ArxivProvider.from_settings({"cache_dir": str(tmp_path)})
    assert provider.handles("arxiv:2401.00001..2401.00500")
    assert not provider.handles(str(tmp_path))
    assert provider_for("arxiv:2401.00001", [provider]) is provider
    with pytest.raises(SourceError, match="comes before"):
        list(provider.iter_papers("arxiv:2401.00500..2401.00001"))
    with pytest.raises(SourceError, match="5-digit"):
        list(provider.iter_papers("arxiv:2401.0001..2401.0005"))


def test_cached_pdfs_are_not_downloaded_again(arxiv: FakeArxiv, tmp_path: Path) -> None:
    ingest(make_provider(arxiv, tmp_path, state_path=str(tmp_path / "a.json")), "arxiv:2401.00001")
    start = time.monotonic()
    items = ingest(
        make_provider(arxiv, tmp_path, state_path=str(tmp_path / "b.json")), "arxiv:2401.00001"
    )
    assert len(items) == 1 and time.monotonic() - start < 5
    assert arxiv.pdf_downloads() == ["2401.00001v2"]


def test_metadata_look_ups_ignore_error_entries_and_unknown_ids(
    arxiv: FakeArxiv, tmp_path: Path
) -> None:
    from tapyre_paper_search.providers.arxiv import fetch_metadata
    from tapyre_paper_search.providers.arxiv_api import AtomError, parse_atom

    feed = arxiv.feed(["2401.00001", "1234.123456", "2401.00004"], 3)
    assert b"api/errors#incorrect_id_format_for_1234.123456" in feed
    assert set(parse_atom(feed)) == {"2401.00001"}
    with pytest.raises(AtomError):
        parse_atom(b"Rate exceeded.")
    with pytest.raises(AtomError):
        parse_atom(b"<html><body>no</body></html>")

    settings = {
        "api_url": f"{arxiv.base_url}/api/query",
        "rate_limit_s": INTERVAL,
        "batch_size": 2,
        "cache_dir": str(tmp_path),
    }
    found = fetch_metadata(["2401.00001", "2401.00002", "2401.00004"], settings)
    assert sorted(found) == ["2401.00001", "2401.00002"]
    assert [r.query["max_results"] for r in arxiv.requests("/api/")] == [["2"], ["1"]]


def test_two_providers_in_two_threads_share_one_rate_limit(
    arxiv: FakeArxiv, tmp_path: Path
) -> None:
    import threading

    interval = 0.15
    results: dict[str, int] = {}

    def run(name: str, source: str) -> None:
        provider = make_provider(
            arxiv, tmp_path / name, rate_limit_s=interval, state_path=str(tmp_path / f"{name}.json")
        )
        results[name] = len(ingest(provider, source))

    threads = [
        threading.Thread(target=run, args=("a", "arxiv:2401.00001..2401.00003")),
        threading.Thread(target=run, args=("b", "arxiv:2401.00005..2401.00006")),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert results == {"a": 3, "b": 2}
    times = sorted(r.at for r in arxiv.log)
    assert len(times) == 7  # 2 metadata requests + 5 PDFs
    # One shared limiter spaces all seven requests: six intervals from the first to the
    # last. Two limiters would overlap the providers' runs (four and three requests: three
    # intervals at most). The server logs a request when it reads it, so a thread the
    # machine schedules late moves one request nearer the next: one interval of slack,
    # not a bound on every gap (a loaded CI machine logged two requests 2 ms apart).
    assert times[-1] - times[0] >= 5 * interval


BILLION_LAUGHS = b"""<?xml version="1.0"?>
<!DOCTYPE feed [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
  <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
  <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
  <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
  <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
  <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>&lol9;</title></entry></feed>
"""


def _external_entity(target: Path) -> bytes:
    return (
        b'<?xml version="1.0"?>\n'
        b'<!DOCTYPE feed [<!ENTITY secret SYSTEM "file://' + str(target).encode() + b'">]>\n'
        b'<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>&secret;</id></entry></feed>\n'
    )


@pytest.mark.parametrize("payload", ["billion-laughs", "external-entity"])
def test_hostile_xml_from_the_api_is_refused_with_one_error(
    arxiv: FakeArxiv, tmp_path: Path, payload: str
) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("do-not-read-me")
    body = BILLION_LAUGHS if payload == "billion-laughs" else _external_entity(secret)
    arxiv.fail("/api/query", Fault("body", body=body))
    provider = make_provider(arxiv, tmp_path)
    with pytest.raises(ArxivRequestError) as caught:
        list(provider.iter_papers("arxiv:2401.00001..2401.00002"))
    assert caught.value.reason == "unsafe-xml"
    message = str(caught.value)
    assert "unsafe XML refused" in message and "/api/query" in message
    assert "\n" not in message and "do-not-read-me" not in message
    # Refused, not retried: asking again would only fetch the same payload.
    assert len(arxiv.requests("/api/query")) == 1
