"""Front matter read from scanned papers by OCR, with the OCR results cached on disk.

Sets (generated with ``tests/pdfgen``, written once to ``--corpus`` and reused; the
folder has no default, so two runs never write one shared folder: without it the
script stops with a one-line error):

``dev-columns``  two-column papers with structured abstracts, every or the first
                 page scanned: gutters of 2–8 pt, serif and sans faces, scans of
                 150–300 dpi, records of the train split only (seeds of this set's own)
``dev-gutters``  papers of train records, a third in one column, the rest in two
                 with gutters of 4–16 pt (hand-set or old journal pages), serif
                 and sans, the first page scanned at 150–300 dpi turned by up
                 to 1° (``--gutters``, seed ``--gutter-seed``)
``dev-ocr``      the train split's generated papers of the broken-text-layer kind
                 (scanned pages, or a garbage text layer over the scan)
``heldout-ocr``  (``--heldout`` only) the held-out split's papers of that kind, as
                 ``pdf_metadata.py --heldout 150`` draws them: measure once, at the end
``built:NAME``   (``--built DIR``, repeatable, the dev sets then only with ``--only``)
                 every paper of that kind in a folder ``pdfgen.build_corpus`` wrote
                 (all the lines of its ``truth.jsonl``), e.g. the OCR train set of
                 seed 22 or the held-out sets of seeds 21 and 23 (see docs/pdf-log.md)

Each page Tesseract reads is kept in ``--cache`` by the file's SHA-256, page, dpi
and languages (``OcrOptions.cache``), so a second run after a rule change costs
seconds; ``--cached-only`` runs no Tesseract at all (``OcrOptions.cache_only``) and
scores only the papers whose pages are all in the cache, naming the others (a quick
re-score of a set read before, beside other work).  Scores as ``pdf_metadata.py``
(title exact, author F1, surname F1, abstract token F1, means over the papers
scored), per set and per failure kind; then the cost of regrouping OCR lines
(``regroup_lines``) in ms a page over the cached pages.

    python benchmarks/pdf_ocr_front.py [--columns 30] [--gutters 24] [--train 150] [--heldout]
        [--kinds] [--verbose] [--src DIR] [--cache DIR] [--cached-only] [--built DIR ...]
        --corpus DIR
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tapyre-paper-search" / "tests"
sys.path.insert(0, str(TESTS))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

sys.path.insert(0, str(Path(__file__).resolve().parent))
OCR_KIND = "broken-text-layer"
NO_CORPUS = "pass --corpus DIR: a folder of your own for the generated sets (none is shared)"

from pdf_metadata import (  # noqa: E402 (the benchmarks folder is put on the path first)
    Guess,
    Item,
    Scores,
    Truth,
    heldout_set,
    mean,
    score_one,
)


def scan_set(shared: Path, folder: Path, count: int, seed: int, kind: str) -> list[Item]:
    """``count`` scans of train records of ``kind`` (``columns``: two-column structured
    abstracts; ``gutters``: narrow gutters; see the module docstring) in ``folder``,
    written there first when absent."""
    truth_file = folder / "truth.jsonl"
    if not truth_file.exists() or len(truth_file.read_text().splitlines()) < count:
        from pdfgen import scans

        print(f"generating {count} {kind} scans in {folder} …", file=sys.stderr)
        made = {"columns": scans.column_scans, "gutters": scans.gutter_scans}[kind]
        for _ in made(shared, folder, count, seed):
            pass
    return _items(folder, count)


def development_set(shared: Path, folder: Path, count: int) -> list[Item]:
    """The train split's generated papers (the first ``count``) of the OCR kind."""
    truth_file = folder / "truth.jsonl"
    if not truth_file.exists() or len(truth_file.read_text().splitlines()) < count:
        from pdfgen import build_corpus

        print(f"generating {count} train papers in {folder} …", file=sys.stderr)
        build_corpus(shared, folder, count, "train")
    return [item for item in _items(folder, count) if OCR_KIND in item[2].kinds]


def _items(folder: Path, count: int) -> list[Item]:
    out = []
    for line in (folder / "truth.jsonl").read_text().splitlines()[:count]:
        row = json.loads(line)
        truth = Truth(row["title"], tuple(row["authors"]), row["abstract"], tuple(row["kinds"]))
        out.append((row["name"], folder / row["name"], truth))
    return out


def built_set(folder: Path) -> list[Item]:
    """Every paper of the OCR kind in ``folder``, a corpus ``pdfgen.build_corpus`` wrote
    (no count: a set drawn by its first N papers leaves the rest unscored)."""
    lines = (folder / "truth.jsonl").read_text().splitlines()
    return [item for item in _items(folder, len(lines)) if OCR_KIND in item[2].kinds]


def reader(cache: Path, cached_only: bool = False) -> Callable[[Path], Guess | None]:
    """``extract_pdf`` as ``pdf_metadata.py``'s ``tapyre`` method calls it, OCR cached;
    with ``cached_only`` Tesseract never runs and a paper a page of which is not in the
    cache gives ``None`` (it is left out of the scores, not scored as read)."""
    from tapyre_paper_search.errors import ExtractionError
    from tapyre_paper_search.pdf import extract_pdf
    from tapyre_paper_search.pdf.ocr import NOT_CACHED, OcrOptions

    options = OcrOptions(cache=cache, cache_only=cached_only)

    def method(path: Path) -> Guess | None:
        try:
            pdf = extract_pdf(path, max_pages=4, tables=False, ocr=options)
        except ExtractionError as exc:
            if cached_only and NOT_CACHED in str(exc):
                return None
            raise
        if cached_only and any(NOT_CACHED in page.note for page in pdf.pages):
            return None
        return Guess(pdf.title, tuple(pdf.authors), pdf.abstract)

    return method


def regroup_cost(cache: Path) -> tuple[int, float]:
    """(pages, ms a page) of ``regroup_lines`` over the OCR results kept in ``cache``."""
    from tapyre_paper_search.pdf import ocrcache
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    kept = [ocrcache.load(path) for path in sorted(cache.glob("*.json"))]
    pages = [entry[0] for entry in kept if entry is not None]
    started = time.process_time()
    for data in pages:
        regroup_lines(data)
    return len(pages), (time.process_time() - started) * 1000 / max(1, len(pages))


def report(
    name: str, items: list[Item], method: Callable[[Path], Guess | None], args: argparse.Namespace
) -> None:
    started = time.perf_counter()
    rows: list[Scores] = []
    by_kind: dict[str, list[Scores]] = defaultdict(list)
    uncached: list[str] = []
    last: list[Guess | None] = []

    def reading(path: Path) -> Guess:
        last.append(method(path))
        return last[-1] or Guess("", (), "")

    for item in items:
        last.clear()
        scores, guess = score_one(item, reading)
        if last == [None]:  # --cached-only: a page would need Tesseract
            uncached.append(item[0])
            continue
        rows.append(scores)
        for kind in item[2].kinds:
            by_kind[kind].append(scores)
        if args.verbose and (scores[0] < 1 or scores[1] < 0.85 or scores[3] < 0.9):
            t, a, _, b = scores
            print(f"  {name}/{item[0]} title={t:.0f} authors={a:.2f} abstract={b:.2f}")
            print(f"    title: {guess.title!r}\n    truth: {item[2].title!r}")
            print(f"    authors: {guess.authors!r}\n    truth:   {item[2].authors!r}")
            print(f"    abstract: {guess.abstract!r}\n    truth:    {item[2].abstract!r}")
    seconds = (time.perf_counter() - started) / max(1, len(items))
    t, a, s, b = mean(rows)
    print(f"{name:<34} {len(rows):>6} {t:>6.3f} {a:>8.3f} {s:>9.3f} {b:>7.3f} {seconds:>7.2f}")
    if uncached:
        print(f"  {len(uncached)} of {len(items)} not scored (not all in the OCR cache): ", end="")
        print(", ".join(uncached))
    if args.kinds:
        for kind in sorted(by_kind):
            t, a, s, b = mean(by_kind[kind])
            print(
                f"{'  ' + kind:<34} {len(by_kind[kind]):>6} {t:>6.3f} {a:>8.3f} {s:>9.3f} {b:>7.3f}"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=ROOT / "tapyre-paper-search" / "src")
    parser.add_argument("--shared", type=Path, default=SHARED_DATA)
    parser.add_argument("--corpus", type=Path, help="folder of the generated sets (required)")
    parser.add_argument("--cache", type=Path, help="OCR cache (default: CORPUS/ocr-cache)")
    parser.add_argument("--columns", type=int, default=30, help="two-column scans (dev-columns)")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--gutters", type=int, default=24, help="narrow-gutter scans")
    parser.add_argument("--gutter-seed", type=int, default=14)
    parser.add_argument("--train", type=int, default=150, help="train papers drawn (dev-ocr)")
    parser.add_argument("--heldout", action="store_true", help="also the held-out OCR kind")
    parser.add_argument(
        "--only", choices=["dev-columns", "dev-gutters", "dev-ocr"], help="one dev set"
    )
    parser.add_argument(
        "--built", type=Path, action="append", default=[], help="a build_corpus folder"
    )
    parser.add_argument(
        "--cached-only",
        action="store_true",
        help="run no Tesseract: score only the papers whose OCR is all in --cache",
    )
    parser.add_argument("--kinds", action="store_true", help="break each set down by kind")
    parser.add_argument("--verbose", action="store_true", help="list papers below goal")
    args = parser.parse_args(argv)
    if args.corpus is None:
        # A shared default folder (the temp dir's) is where two runs, or two people on
        # one machine, would write their generated sets over each other's.
        print(NO_CORPUS, file=sys.stderr)
        return 2
    args.cache = args.cache or args.corpus / "ocr-cache"
    sys.path.insert(0, str(args.src.resolve()))
    sys.path.insert(0, str(TESTS))
    from tapyre_paper_search.pdf import ocr

    if ocr.available_languages("eng") is None:
        print("Tesseract's language data is not installed (apt-get install tesseract-ocr)")
        return 1
    sets: dict[str, list[Item]] = {}
    dev = args.only is not None or not args.built
    if dev and args.only in (None, "dev-columns"):
        folder = args.corpus / f"ocr-columns-{args.seed}"
        sets["dev-columns"] = scan_set(args.shared, folder, args.columns, args.seed, "columns")
    if dev and args.only in (None, "dev-gutters") and args.gutters > 0:
        folder = args.corpus / f"ocr-gutters-{args.gutter_seed}"
        sets["dev-gutters"] = scan_set(
            args.shared, folder, args.gutters, args.gutter_seed, "gutters"
        )
    if dev and args.only in (None, "dev-ocr"):
        sets["dev-ocr"] = development_set(args.shared, args.corpus / "train", args.train)
    if args.heldout:
        held = heldout_set(args.shared, args.corpus / "heldout", 150)
        sets["heldout-ocr"] = [item for item in held if OCR_KIND in item[2].kinds]
    for folder in args.built:
        sets[f"built:{folder.name}"] = built_set(folder)
    method = reader(args.cache, args.cached_only)
    print(
        f"{'set':<34} {'papers':>6} {'title':>6} {'authorF1':>8} "
        f"{'surnameF1':>9} {'abstrF1':>7} {'s/paper':>7}"
    )
    for name, items in sets.items():
        report(name, items, method, args)
    if dev:  # a built set alone: the cache may hold other sets' pages by the hundred
        pages, ms = regroup_cost(args.cache)
        print(f"regroup_lines: {ms:.2f} ms a page (CPU) over {pages} cached OCR pages")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
