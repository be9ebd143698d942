"""Front-matter quality: title exact match, author F1, surname F1 and abstract token F1.

Parts scored (each on its own, never pooled with another):

``shared``     the real PDFs of ``../shared/data/papers`` and ``papers-hard``
               (truth in ``benchmarks/data/pdf_metadata_truth.json``)
``failures``   PDFs written in each known failure layout
               (``tapyre-paper-search/tests/front_matter_pdfs.py``)
``heldout``    generated papers of the held-out split (``tests/pdfgen``: records
               the line classifier never saw, layouts drawn at random), also
               broken down by failure kind with ``--kinds``; ``--corpus DIR``
               scores another folder with a ``truth.jsonl``, e.g. LaTeX-typeset
               papers of ``tools/latex_corpus`` (kinds: the document class)

Methods:

``pymupdf-metadata``  the PDF's metadata title and author, no abstract
``largest-font``      the largest-font text of the first page as the title,
                      metadata authors, no abstract
``tapyre-rules``      ``extract_pdf(use_model=False)``: the rules alone
``tapyre``            ``extract_pdf``: rules and the shipped line classifier

Titles match when equal but for case, accents and spacing; author F1
compares folded full names per paper, surname F1 their last words; abstract
F1 is token F1 (bag of lower-case words).  A paper where truth and answer
are both empty scores 1.  Figures are the mean over papers.  Scanned pages
of the held-out part are read by OCR when Tesseract is installed.

``--seed N`` draws the generated held-out corpus with pdfgen's seed ``N`` (0, the
default, is the standard held-out; another seed's default folder is
``heldout-seed<N>`` beside it, so the two never meet).  ``--ocr-cache DIR`` keeps
Tesseract's result of each scanned page in ``DIR`` (``OcrOptions.cache``: named by the
PDF file's SHA-256, the page, resolution, languages and OCR settings) and reads it back
on the next run: the answers are the same as without it, only faster.

    python benchmarks/pdf_metadata.py [--heldout 150] [--kinds] [--verbose] [--src DIR]
        [--skip-kind KIND] [--only-kind KIND] [--seed N] [--ocr-cache DIR]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tapyre-paper-search" / "tests"
sys.path.insert(0, str(TESTS))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)


@dataclass(frozen=True)
class Guess:
    """What a method read from a PDF: its title, authors and abstract."""

    title: str
    authors: tuple[str, ...]
    abstract: str


@dataclass(frozen=True)
class Truth(Guess):
    """The right answer for a PDF, and the failure kinds of its layout (held-out part)."""

    kinds: tuple[str, ...] = ()


def fold(text: str) -> str:
    """``text`` for comparison: lower case, accents dropped, and each run of
    characters other than letters and digits one space."""
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^0-9a-z]+", " ", text).split())


def title_match(truth: str, guess: str) -> float:
    """Equal but for case, accents and spacing ("Mixed- Cation" is not "Mixed-Cation")."""

    def strict(text: str) -> str:
        text = unicodedata.normalize("NFKD", text.casefold())
        return " ".join("".join(c for c in text if not unicodedata.combining(c)).split())

    return float(strict(truth).rstrip(".") == strict(guess).rstrip("."))


def _f1(truth: Counter[str], guess: Counter[str]) -> float:
    if not truth and not guess:
        return 1.0
    common = sum((truth & guess).values())
    if not common:
        return 0.0
    precision = common / sum(guess.values())
    recall = common / sum(truth.values())
    return 2 * precision * recall / (precision + recall)


def author_f1(truth: Sequence[str], guess: Sequence[str]) -> float:
    return _f1(Counter(fold(a) for a in truth), Counter(fold(a) for a in guess))


def surname_f1(truth: Sequence[str], guess: Sequence[str]) -> float:
    def last(name: str) -> str:
        words = fold(name).split()
        return words[-1] if words else ""

    return _f1(Counter(last(a) for a in truth), Counter(last(a) for a in guess))


def abstract_f1(truth: str, guess: str) -> float:
    return _f1(Counter(fold(truth).split()), Counter(fold(guess).split()))


# -- methods -------------------------------------------------------------------------


def _split_authors(raw: str) -> tuple[str, ...]:
    parts = raw.split(";") if ";" in raw else re.split(r",|\band\b|&", raw)
    return tuple(p.strip() for p in parts if sum(c.isalpha() for c in p) >= 2)


def pymupdf_metadata(path: Path) -> Guess:
    import pymupdf

    with pymupdf.open(path) as doc:
        meta = doc.metadata or {}
    return Guess(meta.get("title") or "", _split_authors(meta.get("author") or ""), "")


def largest_font(path: Path) -> Guess:
    import pymupdf

    with pymupdf.open(path) as doc:
        meta = doc.metadata or {}
        page = doc[0].get_text("dict")
    spans = [
        (round(s["size"], 1), s["text"])
        for b in page["blocks"]
        if b.get("type", 0) == 0
        for line in b["lines"]
        if abs(line["dir"][1]) < 0.01
        for s in line["spans"]
        if s["text"].strip()
    ]
    if not spans:
        return Guess("", _split_authors(meta.get("author") or ""), "")
    biggest = max(size for size, _ in spans)
    title = " ".join(text.strip() for size, text in spans if size == biggest)
    return Guess(title, _split_authors(meta.get("author") or ""), "")


def _tapyre(use_model: bool, ocr_cache: Path | None = None) -> Callable[[Path], Guess]:
    """``extract_pdf`` as the benchmark calls it; with ``ocr_cache`` the reader's own OCR
    options, but Tesseract's results kept in (and read back from) that folder."""

    def method(path: Path) -> Guess:
        from dataclasses import replace

        from tapyre_paper_search.pdf import extract_pdf
        from tapyre_paper_search.pdf.pageread import DEFAULT_OCR

        ocr = DEFAULT_OCR if ocr_cache is None else replace(DEFAULT_OCR, cache=ocr_cache)
        pdf = extract_pdf(path, max_pages=4, tables=False, use_model=use_model, ocr=ocr)
        return Guess(pdf.title, tuple(pdf.authors), pdf.abstract)

    return method


def methods(ocr_cache: Path | None = None) -> dict[str, Callable[[Path], Guess]]:
    """The methods scored, by name; ``ocr_cache``: where the reader's OCR results are
    kept (``None``: nowhere, every scanned page is read by Tesseract)."""
    return {
        "pymupdf-metadata": pymupdf_metadata,
        "largest-font": largest_font,
        "tapyre-rules": _tapyre(False, ocr_cache),
        "tapyre": _tapyre(True, ocr_cache),
    }


METHODS = methods()


# -- the sets ------------------------------------------------------------------------

Item = tuple[str, Path, Truth]


def shared_set(shared: Path) -> list[Item]:
    data = json.loads((ROOT / "benchmarks" / "data" / "pdf_metadata_truth.json").read_text())
    out = []
    for name, truth in data["papers"].items():
        path = shared / name
        if not path.exists():
            print(f"note: {path} is absent, left out", file=sys.stderr)
            continue
        out.append((name, path, Truth(truth["title"], tuple(truth["authors"]), truth["abstract"])))
    return out


def failure_set(folder: Path) -> list[Item]:
    sys.path.insert(0, str(TESTS))
    from front_matter_pdfs import build_development_set

    return [
        (path.name, path, Truth(paper.title, paper.authors, paper.abstract))
        for path, paper in build_development_set(folder)
    ]


def heldout_set(shared: Path, folder: Path, count: int, seed: int = 0) -> list[Item]:
    """The held-out generated papers in ``folder`` (written there first when absent,
    drawn with pdfgen's ``seed``; a corpus already there is read as it is).

    A corpus another builder wrote (no pdfgen ``items.jsonl`` beside its truth, e.g.
    ``tools/latex_corpus``) is read as it is, never rewritten; so is a pdfgen corpus of
    another split (a train corpus scored with ``--heldout``): asking it for more papers
    than it holds is an error, not a held-out corpus written over it.
    """
    truth_file = folder / "truth.jsonl"
    rows = truth_file.read_text().splitlines() if truth_file.exists() else []
    foreign = bool(rows) and not (folder / "items.jsonl").exists()
    other_split = bool(rows) and not json.loads(rows[0])["name"].startswith("heldout-")
    if not foreign and other_split and len(rows) < count:
        raise SystemExit(
            f"{folder} holds {len(rows)} papers of another split: pass --heldout {len(rows)} "
            "or less (it is never rewritten), or a new --corpus folder"
        )
    if not foreign and len(rows) < count:
        sys.path.insert(0, str(TESTS))
        from pdfgen import build_corpus

        print(f"generating {count} held-out papers in {folder} …", file=sys.stderr)
        build_corpus(shared, folder, count, "heldout", seed=seed)
    out = []
    for line in truth_file.read_text().splitlines()[:count]:
        row = json.loads(line)
        truth = Truth(row["title"], tuple(row["authors"]), row["abstract"], tuple(row["kinds"]))
        out.append((row["name"], folder / row["name"], truth))
    return out


# -- scoring -------------------------------------------------------------------------

Scores = tuple[float, float, float, float]


def score_one(item: Item, method: Callable[[Path], Guess]) -> tuple[Scores, Guess]:
    name, path, truth = item
    try:
        guess = method(path)
    except Exception as exc:  # a baseline may fail on a broken file: it scores 0
        print(f"note: {name}: {type(exc).__name__}: {exc}", file=sys.stderr)
        guess = Guess("", (), "")
    return (
        title_match(truth.title, guess.title),
        author_f1(truth.authors, guess.authors),
        surname_f1(truth.authors, guess.authors),
        abstract_f1(truth.abstract, guess.abstract),
    ), guess


def mean(rows: Sequence[Scores]) -> Scores:
    n = max(1, len(rows))
    return tuple(sum(r[i] for r in rows) / n for i in range(4))  # type: ignore[return-value]


def default_corpus(seed: int) -> Path:
    """The held-out folder under the temp dir for ``seed`` (the standard one for 0)."""
    name = "heldout" if seed == 0 else f"heldout-seed{seed}"
    return Path(tempfile.gettempdir()) / "tapyre-pdf-corpus" / name


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=ROOT / "tapyre-paper-search" / "src")
    parser.add_argument("--shared", type=Path, default=SHARED_DATA)
    parser.add_argument("--heldout", type=int, default=150, help="held-out papers (0: none)")
    parser.add_argument("--corpus", type=Path, default=None, help="the held-out folder")
    parser.add_argument(
        "--seed", type=int, default=0, help="pdfgen seed of the held-out drawn (0: standard)"
    )
    parser.add_argument(
        "--ocr-cache", type=Path, default=None, help="keep and reuse OCR results in this folder"
    )
    parser.add_argument(
        "--kinds", action="store_true", help="break the held-out part down by failure kind"
    )
    parser.add_argument(
        "--skip-kind",
        action="append",
        default=[],
        help="leave out held-out papers of this kind (e.g. broken-text-layer: no OCR)",
    )
    parser.add_argument(
        "--only-kind", action="append", default=[], help="keep only held-out papers of this kind"
    )
    parser.add_argument("--methods", nargs="*", default=list(METHODS))
    parser.add_argument("--verbose", action="store_true", help="List tapyre's papers below goal.")
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    corpus = args.corpus or default_corpus(args.seed)
    table = methods(args.ocr_cache)
    with tempfile.TemporaryDirectory() as tmp:
        parts = {"shared": shared_set(args.shared), "failures": failure_set(Path(tmp))}
        if args.heldout:
            parts["heldout"] = [
                item
                for item in heldout_set(args.shared, corpus, args.heldout, args.seed)
                if not set(item[2].kinds) & set(args.skip_kind)
                and (not args.only_kind or set(item[2].kinds) & set(args.only_kind))
            ]
        print(
            f"{'method':<17} {'set':<32} {'papers':>6} {'title':>6} {'authorF1':>8} "
            f"{'surnameF1':>9} {'abstrF1':>7} {'s/paper':>7}"
        )
        for method_name in args.methods:
            method = table[method_name]
            for part, items in parts.items():
                started = time.perf_counter()
                by_kind: dict[str, list[Scores]] = defaultdict(list)
                rows = []
                for item in items:
                    scores, guess = score_one(item, method)
                    rows.append(scores)
                    for kind in item[2].kinds:
                        by_kind[kind].append(scores)
                    if (
                        args.verbose
                        and method_name == "tapyre"
                        and (scores[0] < 1 or scores[1] < 0.85 or scores[3] < 0.9)
                    ):
                        t, a, _, b = scores
                        print(
                            f"  {part}/{item[0]} {','.join(item[2].kinds)}: "
                            f"title={t:.0f} authors={a:.2f} abstract={b:.2f}"
                        )
                        print(
                            f"    title: {guess.title!r}\n    truth: {item[2].title!r}\n"
                            f"    authors: {guess.authors!r}\n    truth:   {item[2].authors!r}"
                        )
                seconds = (time.perf_counter() - started) / max(1, len(items))
                t, a, s, b = mean(rows)
                print(
                    f"{method_name:<17} {part:<32} {len(items):>6} {t:>6.3f} {a:>8.3f} "
                    f"{s:>9.3f} {b:>7.3f} {seconds:>7.2f}"
                )
                if args.kinds and part == "heldout":
                    for kind in sorted(by_kind):
                        t, a, s, b = mean(by_kind[kind])
                        print(
                            f"{'':<17} {'  ' + kind:<32} {len(by_kind[kind]):>6} {t:>6.3f} "
                            f"{a:>8.3f} {s:>9.3f} {b:>7.3f}"
                        )


if __name__ == "__main__":
    main()
