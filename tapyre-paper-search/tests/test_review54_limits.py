"""Round 48's third review (``review54``): the content-size check of a page
(:func:`~tapyre_paper_search.pdf.document.check_content_size`) over many small Flate
streams.

A stream whose most inflated size fits under the limit alone was counted by its stored
size and never inflated; a page of many such streams (each a kilobyte inflating to
about a megabyte) passed a 1 MiB limit holding ten.  The streams are served by a small
stand-in for a PyMuPDF document (the three calls the check makes).
"""

from __future__ import annotations

import zlib
from pathlib import Path

import pytest
from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf.document import check_content_size

_LIMIT = 1024 * 1024


class _Doc:
    """The streams of one page, by xref: the stored bytes and a Flate filter."""

    def __init__(self, streams: list[bytes]) -> None:
        self.streams = streams

    def xref_stream_raw(self, xref: int) -> bytes:
        return self.streams[xref]

    def xref_get_key(self, xref: int, key: str) -> tuple[str, str]:
        return ("name", "/FlateDecode")


class _Page:
    def __init__(self, count: int) -> None:
        self.count = count

    def get_contents(self) -> list[int]:
        return list(range(self.count))


def _check(inflated: list[int]) -> None:
    streams = [zlib.compress(b" " * size, 9) for size in inflated]
    check_content_size(_Doc(streams), _Page(len(streams)), _LIMIT, Path("p.pdf"), 1)


def test_many_small_streams_over_the_limit_together_are_refused() -> None:
    """Fails on the base: ten streams of 900 KB inflated each (about 1 KB stored) were
    counted by their stored size and the page passed."""
    assert len(zlib.compress(b" " * 900_000, 9)) * 1032 <= _LIMIT
    with pytest.raises(ExtractionError) as caught:
        _check([900_000] * 10)
    assert caught.value.reason == "too-large"


def test_control_small_streams_under_the_limit_together_pass() -> None:
    """Control (passes on the base too): three streams of 300 KB inflated pass."""
    assert _check([300_000] * 3) is None


def test_control_one_stream_under_the_limit_passes() -> None:
    """Control (passes on the base too): one stream of 900 KB inflated passes."""
    assert _check([900_000]) is None
