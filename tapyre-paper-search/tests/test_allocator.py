"""The long-running server fixes glibc's mmap threshold, so that a model's large
buffers are unmapped when freed instead of fragmenting the heap job after job."""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from tapyre.cli import cli

# Whether a 1 MiB block is mapped on its own once a 16 MiB block has been freed
# (which raises glibc's dynamic threshold to 16 MiB unless it is fixed).
PROBE = """
import ctypes, json, sys

class MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
        "uordblks", "fordblks", "keepcost")]

libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.malloc.argtypes = (ctypes.c_size_t,)
libc.free.argtypes = (ctypes.c_void_p,)
libc.mallinfo2.restype = MallInfo2

tuned = None
if sys.argv[1] == "tune":
    from tapyre_paper_search._allocator import tune_for_long_running
    tuned = tune_for_long_running()

libc.free(libc.malloc(16 << 20))
before = libc.mallinfo2().hblks
block = libc.malloc(1 << 20)
mapped = libc.mallinfo2().hblks - before
libc.free(block)
print(json.dumps({"tuned": tuned, "mapped": mapped}))
"""

glibc_only = pytest.mark.skipif(
    platform.system() != "Linux" or platform.libc_ver()[0] != "glibc",
    reason="the tuning is for glibc's malloc, which this system does not use",
)


def _probe(mode: str, **env: str) -> dict[str, object]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("MALLOC_")}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, mode],
        capture_output=True,
        text=True,
        check=True,
        env={**clean, **env},
    )
    return dict(json.loads(done.stdout))


@glibc_only
def test_without_tuning_a_freed_large_block_moves_later_ones_into_the_heap() -> None:
    assert _probe("plain") == {"tuned": None, "mapped": 0}


@glibc_only
def test_tuned_large_blocks_stay_mapped_after_a_larger_one_was_freed() -> None:
    assert _probe("tune") == {"tuned": True, "mapped": 1}


@glibc_only
def test_the_users_own_glibc_setting_wins() -> None:
    # 64 MiB: glibc then keeps a 1 MiB block in the heap, as the user asked
    assert _probe("tune", MALLOC_MMAP_THRESHOLD_=str(64 << 20)) == {"tuned": False, "mapped": 0}


@glibc_only
def test_the_users_glibc_tunable_wins() -> None:
    tunables = f"glibc.malloc.mmap_threshold={64 << 20}"
    assert _probe("tune", GLIBC_TUNABLES=tunables) == {"tuned": False, "mapped": 0}


class _TunedError(Exception):
    """Stops the command right after the tuning, before any store is opened."""


def test_serve_tunes_the_allocator_before_opening_anything(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import tapyre_paper_search._allocator as allocator
    from tapyre_paper_search.app import PaperSearchApp

    calls: list[str] = []

    def tune() -> bool:
        calls.append("tune")
        raise _TunedError

    def app(*_: object, **__: object) -> None:
        calls.append("app")
        raise AssertionError("the stores were opened before the allocator was tuned")

    monkeypatch.setattr(allocator, "tune_for_long_running", tune)
    monkeypatch.setattr(PaperSearchApp, "__init__", app)
    monkeypatch.setenv("TAPYRE_CONFIG", str(tmp_path / "config.toml"))
    result = CliRunner().invoke(cli, ["papers", "serve", "--port", "0"])
    assert isinstance(result.exception, _TunedError), result.output
    assert calls == ["tune"]


# Frees 64 MiB of 4 KiB blocks below a live block at the heap's top, so glibc
# cannot give them back on its own; then releases them.  Prints the resident
# anonymous KiB freed by the release and whether it ran.
TRIM_PROBE = """
import ctypes, json

libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.malloc.argtypes = (ctypes.c_size_t,)
libc.free.argtypes = (ctypes.c_void_p,)

def anon_kib():
    for line in open("/proc/self/status"):
        if line.startswith("RssAnon:"):
            return int(line.split()[1])

blocks = [libc.malloc(4096) for _ in range(16384)]
for b in blocks:
    ctypes.memset(b, 1, 4096)
top = libc.malloc(4096)  # a live block above them all: no trim from the top
for b in blocks:
    libc.free(b)
before = anon_kib()
from tapyre_paper_search._allocator import release_free_memory
ran = release_free_memory()
print(json.dumps({"ran": ran, "released_kib": before - anon_kib()}))
"""


@glibc_only
def test_free_memory_below_live_blocks_is_given_back() -> None:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("MALLOC_")}
    done = subprocess.run(
        [sys.executable, "-c", TRIM_PROBE], capture_output=True, text=True, check=True, env=clean
    )
    result = json.loads(done.stdout)
    assert result["ran"] is True
    assert result["released_kib"] > 32 * 1024  # most of the 64 MiB freed


def test_an_ingestion_run_releases_free_memory_at_its_end(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import tapyre_paper_search._allocator as allocator
    from pipeline_helpers import make_pipeline
    from tapyre_paper_search.records import PaperMetadata, SourcePaper

    class Records:
        name = "records"

        def handles(self, source: str) -> bool:
            return True

        def iter_papers(self, source: str) -> object:
            for i in range(3):
                meta = PaperMetadata(paper_id=f"p{i}", title=f"Paper {i}", abstract="Cells grow.")
                yield SourcePaper(meta, content_hash=f"h{i}", locator=f"records:{i}")

        def mark_done(self, paper_id: str) -> None:
            pass

    releases: list[int] = []
    monkeypatch.setattr(allocator, "release_free_memory", lambda: releases.append(1) or True)
    pipeline = make_pipeline(tmp_path / "data")
    try:
        assert pipeline.run([(Records(), "x")]).stored == 3
        assert releases == [1]  # before the stores are closed
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()


def test_closing_the_embedded_vector_store_releases_free_memory(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import tapyre_paper_search._allocator as allocator
    from tapyre_paper_search.records.vectors import CollectionSpec
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore

    releases: list[int] = []
    monkeypatch.setattr(allocator, "release_free_memory", lambda: releases.append(1) or True)
    store = EdgeVectorStore(tmp_path / "qdrant", "papers")
    store.ensure_collection(CollectionSpec("hash", 8, "bm25"))
    assert releases == []
    store.close()
    store.close()  # closed once
    assert releases == [1]
