"""PDF extraction throughput: pages per second per core on ../shared/data/papers.

Runs ``tapyre_paper_search.pdf.extract_pdf`` (pages in reading order without
clutter, equations, front matter with the line classifier, references,
normalisation; OCR is never needed on these files) on every PDF of the
folder, in one process, for ``--rounds`` rounds, with the table reader and
without it, and prints pages/s and the ratio to plain PyMuPDF
(``page.get_text()`` on every page of the same files).  With ``--workers N``
the same extraction runs in N worker processes (pages/s in total and per
worker).  Rates per CPU-second are what to compare on a shared machine.

On a busy machine even CPU time swings by a third from run to run.  With
``--lowest-of N`` each file is timed alone N times, PyMuPDF and
``extract_pdf`` (with and without tables) in turn, and the least CPU time of
each is summed over the files: noise only ever adds time, so the least of a
few runs is a steady figure (about ±0.01 on the ratio where ``--rounds``
gives ±0.1).

    python benchmarks/pdf_extraction.py [--folder ../shared/data/papers] [--rounds 5] [--workers 2]
    python benchmarks/pdf_extraction.py --lowest-of 6 [--per-file] [--src OTHER/src]

``--per-file`` also prints each file's pages per CPU-second (with ``--lowest-of``);
``--src`` times the ``tapyre_paper_search`` of another source tree (main's).  The
first line says which build was timed: pure Python, or how many modules of
``tapyre_paper_search.pdf`` are compiled (mypyc, ``TAPYRE_COMPILE=1``; docs/pdf-log.md,
speed41c).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

_SRC = ROOT / "tapyre-paper-search" / "src"
for _k, _arg in enumerate(sys.argv[1:], 1):  # before the import below: the tree to time
    if _arg == "--src" and _k + 1 < len(sys.argv):
        _SRC = Path(sys.argv[_k + 1]).resolve()
    elif _arg.startswith("--src="):
        _SRC = Path(_arg.removeprefix("--src=")).resolve()
sys.path.insert(0, str(_SRC))

from tapyre_paper_search.pdf import extract_pdf  # noqa: E402


def build_of() -> str:
    """Which build of ``tapyre_paper_search.pdf`` is imported: pure, or its compiled modules."""
    import importlib.machinery

    from tapyre_paper_search import pdf

    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    folder = Path(pdf.__file__).parent
    compiled = sorted(p.name.split(".")[0] for p in folder.iterdir() if p.name.endswith(suffixes))
    return f"compiled ({len(compiled)} modules: {' '.join(compiled)})" if compiled else "pure"


def _extract_pages(path: Path) -> int:
    return len(extract_pdf(path).pages)


def _extract_pages_without_tables(path: Path) -> int:
    return len(extract_pdf(path, tables=False).pages)


def _pymupdf_pages(path: Path) -> int:
    import pymupdf

    with pymupdf.open(path) as doc:
        for page in doc:
            page.get_text()
        return int(doc.page_count)


def _time(function: object, files: list[Path], rounds: int) -> tuple[int, float, float]:
    """(pages, wall seconds, CPU seconds of this process) of ``rounds`` passes."""
    pages = 0
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(rounds):
        for path in files:
            pages += function(path)  # type: ignore[operator]
    return pages, time.perf_counter() - start, time.process_time() - cpu


def _lowest(files: list[Path], runs: int, per_file: bool = False) -> None:
    """Print pages per CPU-second from the least CPU time of ``runs`` alternating runs
    of each function on each file, summed over the files."""
    functions = (
        ("PyMuPDF get_text alone:", _pymupdf_pages),
        ("extract_pdf:", _extract_pages),
        ("extract_pdf, tables=False:", _extract_pages_without_tables),
    )
    least = {label: dict.fromkeys(files, float("inf")) for label, _ in functions}
    pages = {path: _pymupdf_pages(path) for path in files}
    for _ in range(runs):
        for path in files:
            for label, function in functions:
                cpu = time.process_time()
                function(path)
                least[label][path] = min(least[label][path], time.process_time() - cpu)
    total = sum(pages.values())
    raw = total / sum(least[functions[0][0]].values())
    if per_file:
        for path in files:
            rates = [pages[path] / least[label][path] for label, _ in functions]
            print(
                f"{path.name:<28} {pages[path]:4d} pages: PyMuPDF {rates[0]:7.1f}, extract_pdf "
                f"{rates[1]:7.1f} ({rates[1] / rates[0]:.3f} x), tables=False {rates[2]:7.1f} "
                f"({rates[2] / rates[0]:.3f} x) pages per CPU-second"
            )
    for label, _ in functions:
        rate = total / sum(least[label].values())
        print(
            f"{label:<28} {rate:7.1f} pages per CPU-second = {rate / raw:.3f} x PyMuPDF "
            f"(least of {runs} runs a file, {len(files)} files, {total} pages)"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, default=SHARED_DATA / "papers")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--workers", type=int, default=0, help="also run N worker processes")
    parser.add_argument(
        "--lowest-of",
        type=int,
        default=0,
        metavar="N",
        help="time each file alone N times and take the least CPU time (steady on a busy machine)",
    )
    parser.add_argument("--per-file", action="store_true", help="with --lowest-of: each file too")
    parser.add_argument("--src", type=Path, default=_SRC, help="the source tree to time")
    args = parser.parse_args()
    print(f"timing {_SRC}, build: {build_of()}")
    files = sorted(args.folder.glob("*.pdf"))
    if not files:
        print(f"no PDFs in {args.folder}", file=sys.stderr)
        return 1

    _time(_extract_pages, files, 1)  # warm-up: imports, file cache
    _time(_pymupdf_pages, files, 1)
    if args.lowest_of > 0:
        _lowest(files, args.lowest_of, args.per_file)
        return 0
    # Pages per CPU-second is the per-core rate even when other processes share the
    # cores (wall-clock pages/s then drops; CPU time does not count the waiting).
    pages, seconds, cpu = _time(_pymupdf_pages, files, args.rounds)
    raw = pages / cpu
    print(
        f"PyMuPDF get_text alone:      {pages / seconds:7.1f} pages/s on one core, "
        f"{raw:7.1f} pages per CPU-second"
    )
    for label, function in (
        ("extract_pdf:", _extract_pages),
        ("extract_pdf, tables=False:", _extract_pages_without_tables),
    ):
        pages, seconds, cpu = _time(function, files, args.rounds)
        print(
            f"{label:<28} {pages / seconds:7.1f} pages/s on one core, "
            f"{pages / cpu:7.1f} pages per CPU-second = {pages / cpu / raw:.2f} x PyMuPDF "
            f"({len(files)} files, {pages // args.rounds} pages, {args.rounds} rounds)"
        )
    if args.workers:
        work = files * args.rounds
        with ProcessPoolExecutor(args.workers) as pool:
            list(pool.map(_extract_pages, files))  # start the workers
            start = time.perf_counter()
            pages = sum(pool.map(_extract_pages, work))
            seconds = time.perf_counter() - start
        print(
            f"extract_pdf, {args.workers} workers: {pages / seconds:7.1f} pages/s in total, "
            f"{pages / seconds / args.workers:.1f} per worker ({os.cpu_count()} CPUs here)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
