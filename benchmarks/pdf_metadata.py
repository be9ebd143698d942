"""Front-matter quality: title exact match, author F1 and abstract token F1.

The development set is the shared real PDFs (``../shared/data/papers`` and
``papers-hard``, truth in ``benchmarks/data/pdf_metadata_truth.json``) plus
PDFs generated with PyMuPDF in each failure layout (misleading metadata
titles, repository cover pages, headingless abstracts, author columns, a title
broken at a hyphen; ``tapyre-paper-search/tests/front_matter_pdfs.py``).
Three methods are scored on each part and on all of it:

``pymupdf-metadata``  the PDF's metadata title and author, no abstract
``largest-font``      the largest-font text of the first page as the title,
                      metadata authors, no abstract
``tapyre``            ``tapyre_paper_search.pdf.extract_pdf`` (of ``--src``)

Titles match when equal but for case, accents and spacing;
author F1 compares folded name sets per paper; abstract F1 is token F1 (bag
of lower-case words).  A paper where truth and answer are both empty scores 1.
Figures are the mean over papers.

    python benchmarks/pdf_metadata.py [--src tapyre-paper-search/src] [--shared ../shared/data]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Truth:
    title: str
    authors: tuple[str, ...]
    abstract: str


@dataclass(frozen=True)
class Guess:
    title: str
    authors: tuple[str, ...]
    abstract: str


def _fold(text: str) -> str:
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
    return _f1(Counter(_fold(a) for a in truth), Counter(_fold(a) for a in guess))


def abstract_f1(truth: str, guess: str) -> float:
    return _f1(Counter(_fold(truth).split()), Counter(_fold(guess).split()))


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


def tapyre(path: Path) -> Guess:
    from tapyre_paper_search.pdf import extract_pdf

    pdf = extract_pdf(path, max_pages=4)
    return Guess(pdf.title, tuple(pdf.authors), pdf.abstract)


METHODS: dict[str, Callable[[Path], Guess]] = {
    "pymupdf-metadata": pymupdf_metadata,
    "largest-font": largest_font,
    "tapyre": tapyre,
}


# -- the development set -------------------------------------------------------------


def shared_set(shared: Path) -> list[tuple[str, Path, Truth]]:
    data = json.loads((ROOT / "benchmarks" / "data" / "pdf_metadata_truth.json").read_text())
    out = []
    for name, truth in data["papers"].items():
        path = shared / name
        if not path.exists():
            print(f"note: {path} is absent, left out", file=sys.stderr)
            continue
        out.append((name, path, Truth(truth["title"], tuple(truth["authors"]), truth["abstract"])))
    return out


def generated_set(folder: Path) -> list[tuple[str, Path, Truth]]:
    sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
    from front_matter_pdfs import build_development_set

    return [
        (path.name, path, Truth(paper.title, paper.authors, paper.abstract))
        for path, paper in build_development_set(folder)
    ]


def score(
    items: Sequence[tuple[str, Path, Truth]], method: Callable[[Path], Guess], verbose: bool
) -> tuple[float, float, float]:
    titles, authors, abstracts = [], [], []
    for name, path, truth in items:
        try:
            guess = method(path)
        except Exception as exc:  # a baseline may fail on a broken file: it scores 0
            print(f"note: {name}: {type(exc).__name__}: {exc}", file=sys.stderr)
            guess = Guess("", (), "")
        t, a, b = (
            title_match(truth.title, guess.title),
            author_f1(truth.authors, guess.authors),
            abstract_f1(truth.abstract, guess.abstract),
        )
        titles.append(t)
        authors.append(a)
        abstracts.append(b)
        if verbose and (t < 1 or a < 0.85 or b < 0.9):
            print(f"  {name}: title={t:.0f} authors={a:.2f} abstract={b:.2f}")
            print(f"    title: {guess.title!r}\n    authors: {guess.authors!r}")
    n = max(1, len(items))
    return sum(titles) / n, sum(authors) / n, sum(abstracts) / n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=ROOT / "tapyre-paper-search" / "src")
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--verbose", action="store_true", help="List the papers below goal.")
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    with tempfile.TemporaryDirectory() as tmp:
        parts = {
            "shared": shared_set(args.shared),
            "generated": generated_set(Path(tmp)),
        }
        parts["all"] = parts["shared"] + parts["generated"]
        print(
            f"{'method':<18} {'set':<10} {'papers':>6} {'title':>7} {'authorF1':>9} {'abstrF1':>8}"
        )
        for method_name, method in METHODS.items():
            for part, items in parts.items():
                if args.verbose and method_name == "tapyre" and part != "all":
                    print(f"[{part}]")
                verbose = args.verbose and method_name == "tapyre" and part != "all"
                t, a, b = score(items, method, verbose)
                print(f"{method_name:<18} {part:<10} {len(items):>6} {t:>7.3f} {a:>9.3f} {b:>8.3f}")


if __name__ == "__main__":
    main()
