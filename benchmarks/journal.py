"""The cost of the in-flight journal per stored batch: ``begin`` (durable) + ``end``.

The pipeline journals every batch before writing its vectors.  This measures
what that costs on a fresh SQLite file (``journal_begin`` commits with
``synchronous=FULL``), and optionally on MySQL/MariaDB (``--url``), beside the
append-and-fsync of the file journal that older versions kept, for batches of
``--papers`` paper ids.

    python benchmarks/journal.py                      # SQLite vs the old file, 64 ids
    python benchmarks/journal.py --papers 8 256 --batches 200
    python benchmarks/journal.py --url mysql+pymysql://USER:PASSWORD@HOST/DB

Prints milliseconds per batch (median and 95th percentile).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path


def _file_journal(path: Path) -> Callable[[int, list[str]], None]:
    """What older versions did: a JSON line per begin (fsynced) and per end."""
    handle = path.open("a", encoding="utf-8")

    def batch(number: int, ids: list[str]) -> None:
        handle.write(json.dumps({"begin": number, "papers": ids}) + "\n")
        handle.flush()
        os.fsync(handle.fileno())
        handle.write(json.dumps({"end": number}) + "\n")
        handle.flush()

    return batch


def _sql_journal(url: str) -> Callable[[int, list[str]], None]:
    from tapyre_paper_search.store.sql import SqlMetadataStore

    store = SqlMetadataStore(url)
    store.journal_clear()

    def batch(number: int, ids: list[str]) -> None:
        store.journal_begin(f"bench:{number}", ids)
        store.journal_end(f"bench:{number}")

    return batch


def _measure(batch: Callable[[int, list[str]], None], papers: int, batches: int) -> list[float]:
    ids = [f"2401.{i:05d}" for i in range(papers)]
    times = []
    for number in range(batches):
        started = time.perf_counter()
        batch(number, ids)
        times.append((time.perf_counter() - started) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--papers", type=int, nargs="+", default=[64])
    parser.add_argument("--batches", type=int, default=100)
    parser.add_argument("--url", help="also measure this MySQL/MariaDB database")
    args = parser.parse_args()
    print(f"{'journal':<28} {'papers':>6} {'median ms':>10} {'p95 ms':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for papers in args.papers:
            kinds: list[tuple[str, Callable[[int, list[str]], None]]] = [
                ("file (older versions)", _file_journal(Path(tmp) / f"{papers}.journal")),
                ("sql: sqlite", _sql_journal(f"sqlite:///{tmp}/{papers}.sqlite3")),
            ]
            if args.url:
                kinds.append(("sql: " + args.url.split(":", 1)[0], _sql_journal(args.url)))
            for name, batch in kinds:
                times = sorted(_measure(batch, papers, args.batches))
                p95 = times[int(len(times) * 0.95) - 1]
                print(f"{name:<28} {papers:>6} {statistics.median(times):>10.2f} {p95:>8.2f}")


if __name__ == "__main__":
    main()
