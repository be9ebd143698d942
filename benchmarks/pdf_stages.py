"""Where extract_pdf's CPU time goes: CPU milliseconds a page, by stage and MuPDF call.

cProfile adds a fixed cost to every Python call, so it overstates the Python
stages (many small calls) against MuPDF's (few large ones) by two to three times.
This times the main stages and every MuPDF call ``extract_pdf`` makes with
``time.process_time`` around the call alone (no profiler): each stage's function
is replaced, where its caller looks it up, by one that adds its CPU time.  Each
file is read ``--lowest-of`` times (after one warm-up pass) and the least time
of each row a file is kept, summed over the files (noise only adds time).

Rows nest: a stage's time includes the stages and MuPDF calls it makes (the
indent shows which); the MuPDF rows are totals over every caller.  A row whose
function (or module) a source tree does not have is left out (the stage was renamed
or moved).  "leading names" is timed where parse_reference's authors are read
(``refdoublenames.names_read`` calls it); the editors' rare calls from ``refentry``
are not in it.  In a compiled build (mypyc, ``TAPYRE_COMPILE=1``) a compiled module
calls its own and its group's functions directly: the rows of stages called from
inside one read 0 calls (the first line says which build was timed).

Under read_page, its pages by what they are read as when its call starts
(:data:`KINDS`, from the ``Detail`` it is given): a front page (PyMuPDF's dict and the
front matter's lines), a page of the references list (its word list), any other page
(its block list; the page a references heading is found on is one of these, read again
from its words inside the call).  Each kind's time is a page's of that kind (CPU ms a
page of that kind, not of all pages), so a body page's cost can be set beside raw
PyMuPDF's on the same pages (``load_page`` and ``get_text()``, timed after the
stages, printed beside the row; the first page of a file pays its fonts' loading in both)
(speed67).

    python benchmarks/pdf_stages.py [--folder ../shared/data/papers] [--lowest-of 3]
        [--tables off] [--src OTHER/src]
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

_SRC = ROOT / "tapyre-paper-search" / "src"

_PDF = "tapyre_paper_search.pdf."
# (depth, label, module the caller looks the function up in, its name there)
STAGES: tuple[tuple[int, str, str, str], ...] = (
    (0, "read_page (every page)", "extract", "read_page"),
    (1, "page blocks", "pageread", "_page_blocks"),
    (1, "TeX bitmap fonts check", "pageread", "_mended"),  # before tidy58
    (1, "TeX bitmap fonts check", "pageread", "mended_page"),  # pagemend's since tidy58
    (1, "tables", "pageread", "page_tables"),
    (1, "first pages' lines", "pageread", "_lines_reader"),  # before tidy53
    (1, "first pages' lines", "pageread", "lines_reader"),  # frontlines' since tidy53
    (0, "normalised pages", "extract", "_normalised_pages"),  # before tidy56
    (0, "normalised pages", "extract", "normalised_pages"),  # docpages' since tidy56
    (1, "reading order", "extract", "_ordered"),  # before tidy56
    (1, "reading order", "docpages", "_ordered"),
    (1, "normalise page text", "extract", "_normalised"),  # before tidy56
    (1, "normalise page text", "docpages", "_normalised"),
    (0, "front matter", "extract", "read_front_matter"),
    (1, "line classifier", "frontmatter", "classify"),
    (0, "references", "extract", "references_of_pages"),
    (1, "find list", "references", "find_references"),
    (1, "split entries", "references", "split_entries"),
    (1, "parse entries", "references", "parse_reference"),
    (2, "leading names", "refdoublenames", "leading_names"),
)
# (class name in pymupdf, method)
MUPDF: tuple[tuple[str, str], ...] = (
    ("Document", "load_page"),
    ("Page", "get_textpage"),
    ("Page", "get_cdrawings"),
    ("Page", "get_images"),
    ("Page", "find_tables"),
    ("TextPage", "extractDICT"),
    ("TextPage", "extractWORDS"),
    ("TextPage", "extractBLOCKS"),
    ("TextPage", "extractText"),
    ("TextPage", "extractRAWDICT"),
    ("TextPage", "extractXHTML"),  # the raised-digit cue (raisedcue)
    ("Page", "get_fonts"),  # the TeX fonts and short ToUnicode maps' checks (pagemend)
    ("Document", "xref_stream_raw"),  # the content-size check (document)
)
KINDS: tuple[str, str, str] = ("front pages", "references pages", "other pages")
"""read_page's rows by page kind (see the module docstring): labels, in print order."""
_READ_PAGE = "read_page (every page)"


def page_kind(args: tuple[Any, ...], kwargs: dict[str, Any], front_pages: int) -> str:
    """The :data:`KINDS` label of a ``read_page(doc, index, path, options, detail)`` call:
    a front page while ``detail.front`` holds and ``index`` is under ``front_pages``, a
    page of the references list while ``detail.references`` holds, any other page else
    (and where the call's arguments are not read_page's as this tree has them)."""
    index = args[1] if len(args) > 1 else kwargs.get("index")
    detail = args[4] if len(args) > 4 else kwargs.get("detail")
    if getattr(detail, "front", False) and isinstance(index, int) and index < front_pages:
        return KINDS[0]
    return KINDS[1] if getattr(detail, "references", False) else KINDS[2]


class Clock:
    """CPU seconds and calls per row, for the file being timed."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        self.calls: dict[str, int] = defaultdict(int)
        self.kinds: dict[tuple[str, int], str] = {}
        """Each page's :data:`KINDS` label by (file name, page index), as last read."""

    def timed(self, label: str, function: Callable[..., Any]) -> Callable[..., Any]:
        """``function`` adding its CPU time (and a call) to ``label``."""

        def wrapper(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            try:
                return function(*args, **kwargs)
            finally:
                self.seconds[label] += time.process_time() - start
                self.calls[label] += 1

        return wrapper


def install(clock: Clock) -> tuple[list[str], Callable[[], None]]:
    """Wrap the stages and MuPDF calls that exist: the labels wrapped (in print order),
    and a function that puts the unwrapped ones back."""
    labels: list[str] = []
    undo: list[tuple[Any, str, Any]] = []
    owners: list[tuple[Any, str, str]] = []
    for _depth, label, module_name, name in STAGES:
        try:
            owners.append((importlib.import_module(_PDF + module_name), name, label))
        except ModuleNotFoundError:  # an older tree (the stage's module came later)
            continue
    pymupdf = importlib.import_module("pymupdf")
    owners += [(getattr(pymupdf, cls), method, f"MuPDF {method}") for cls, method in MUPDF]
    for owner, name, label in owners:
        function = vars(owner).get(name)
        if callable(function):
            undo.append((owner, name, function))
            setattr(owner, name, clock.timed(label, function))
            labels.append(label)

    if _READ_PAGE in labels:  # its pages by kind, around its timed wrapper
        extract = importlib.import_module(_PDF + "extract")
        timed = vars(extract)["read_page"]
        front_pages = int(getattr(importlib.import_module(_PDF + "pageread"), "FRONT_PAGES", 0))
        by_kind = {kind: clock.timed(kind, timed) for kind in KINDS}

        def sorted_read(*args: Any, **kwargs: Any) -> Any:
            kind = page_kind(args, kwargs, front_pages)
            index, path = (*args[1:3], None, None)[:2]
            if isinstance(index, int) and path is not None:
                clock.kinds[(Path(str(path)).name, index)] = kind
            return by_kind[kind](*args, **kwargs)

        undo.append((extract, "read_page", timed))
        extract.read_page = sorted_read  # type: ignore[attr-defined]
        at = labels.index(_READ_PAGE) + 1
        labels[at:at] = KINDS

    def restore() -> None:
        for owner, name, function in reversed(undo):
            setattr(owner, name, function)

    return labels, restore


def raw_by_kind(
    files: list[Path], kinds: dict[tuple[str, int], str], passes: int
) -> dict[str, float]:
    """CPU seconds of raw PyMuPDF (``load_page``, ``get_text()``) on the pages of each of
    :data:`KINDS` (``kinds``: a page's kind by file name and index), the least of
    ``passes`` readings a page (noise only adds time)."""
    pymupdf = importlib.import_module("pymupdf")
    least: dict[tuple[str, int], float] = {}
    for _ in range(passes):
        for path in files:
            with pymupdf.open(path) as doc:
                for index in range(doc.page_count):
                    start = time.process_time()
                    doc.load_page(index).get_text()
                    spent = time.process_time() - start
                    key = (path.name, index)
                    least[key] = min(least.get(key, spent), spent)
    out = dict.fromkeys(KINDS, 0.0)
    for key, spent in least.items():
        if key in kinds:
            out[kinds[key]] += spent
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, default=SHARED_DATA / "papers")
    parser.add_argument("--lowest-of", type=int, default=3, metavar="N")
    parser.add_argument("--tables", choices=("on", "off"), default="on")
    parser.add_argument("--src", type=Path, default=_SRC, help="the source tree to time")
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))  # before the first import of the tree
    files = sorted(args.folder.glob("*.pdf"))
    if not files:
        print(f"no PDFs in {args.folder}", file=sys.stderr)
        return 1
    extract = importlib.import_module(_PDF + "extract")
    from pdf_extraction import build_of  # the same tree: sys.argv's --src

    print(f"build: {build_of()} (a compiled module's calls inside it are not timed)")
    clock = Clock()
    labels, restore = install(clock)
    tables = args.tables == "on"
    total = "extract_pdf (all)"
    least: dict[str, dict[Path, float]] = defaultdict(dict)
    calls: dict[str, dict[Path, int]] = defaultdict(dict)
    pages = 0
    for path in files:
        pages += len(extract.extract_pdf(path, tables=tables).pages)  # warm-up
    for _ in range(args.lowest_of):
        for path in files:
            clock.seconds.clear()
            clock.calls.clear()
            start = time.process_time()
            extract.extract_pdf(path, tables=tables)
            clock.seconds[total] = time.process_time() - start
            for label in (total, *labels):
                seen = clock.seconds.get(label, 0.0)
                least[label][path] = min(least[label].get(path, seen), seen)
                calls[label][path] = clock.calls.get(label, 0)
    restore()
    raw = raw_by_kind(files, clock.kinds, args.lowest_of) if clock.kinds else {}
    depth = {label: d for d, label, _m, _n in STAGES} | dict.fromkeys(KINDS, 1)
    kind_pages = {kind: sum(calls[kind].values()) for kind in KINDS}
    print(
        f"timing {Path(extract.__file__).parents[2]}: {len(files)} files, {pages} pages, "
        f"tables {args.tables}, "
        f"least of {args.lowest_of} a file; CPU ms a page (calls a pass; a page kind's "
        "row: ms a page of that kind (its pages a pass))"
    )
    for label in (total, *labels):
        # a kind's row: ms a page of that kind (the pages of a pass it read)
        over = kind_pages.get(label) or pages
        ms = sum(least[label].values()) / over * 1000
        indent = "  " * depth.get(label, 0)
        count = sum(calls[label].values()) if label != total else len(files)
        beside = f"  raw PyMuPDF {raw[label] / over * 1000:.2f}" if label in raw else ""
        print(f"{indent + label:<34} {ms:7.2f} ({count}){beside}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
