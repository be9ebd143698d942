"""Reference lists in more citation styles, drawn in PDFs and read back.

For each style of ``tests/pdfgen/refstyles.py`` (``MORE_STYLES``) this writes
``--papers`` small papers (a paragraph, a "References" heading, 8–14 entries in
two columns under a running header, so entries run over columns and pages;
numbered "[1]" in the numbered styles, else hanging), reads them with
``extract_pdf`` and scores each truth entry against the parsed entry with the
most similar title (or, when no title comes close or the style prints none, the
entry at its position): entries found (parsed / truth), title exact, year, DOI,
arXiv id (where printed), surname F1.  Entries come from the train split's
records by default (``--split heldout`` to report on held-out records).

    python benchmarks/pdf_reference_styles.py [--papers 12] [--split train] [--verbose]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import tempfile
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data

from pdf_metadata import TESTS, fold, surname_f1  # noqa: E402
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

NUMBERED = frozenset(("ieee-full", "nature-short", "comma-vancouver", "etal", "arxiv-old"))


def main() -> int:
    sys.path.insert(0, str(TESTS))
    from pdfgen.refstyles import MORE_STYLES

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=ROOT / "tapyre-paper-search" / "src")
    parser.add_argument("--shared", type=Path, default=SHARED_DATA)
    parser.add_argument("--papers", type=int, default=12)
    parser.add_argument("--split", choices=("train", "heldout"), default="train")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--styles", nargs="*", choices=MORE_STYLES, help="only these styles")
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    from pdfgen.body import reference_for
    from pdfgen.refstyles import styled
    from pdfgen.sources import load_pool

    records, names = load_pool(args.shared, args.split)
    print(
        f"{'style':<16} {'papers':>6} {'refs':>5} {'found':>6} {'title':>6} {'year':>6} "
        f"{'doi':>6} {'arxiv':>6} {'surnF1':>7}"
    )
    with tempfile.TemporaryDirectory() as folder:
        for style in args.styles or MORE_STYLES:
            rng = random.Random(f"pdf-styles:{args.split}:{style}")
            rows: list[list[float]] = []
            found: list[float] = []
            for paper in range(args.papers):
                chosen = rng.sample(records, k=rng.randint(8, 14))
                texts, truths = zip(
                    *(styled(reference_for(r, rng, names), style) for r in chosen), strict=True
                )
                path = Path(folder) / f"{style}-{paper}.pdf"
                _write(path, list(texts), numbered=style in NUMBERED, seed=paper)
                parsed = _read(path)
                found.append(len(parsed) / len(truths))
                rows.extend(_score(list(truths), parsed, args.verbose))
            means = []
            for column in zip(*rows, strict=True):
                values = [v for v in column if not math.isnan(v)]
                means.append(sum(values) / len(values) if values else float("nan"))
            print(
                f"{style:<16} {args.papers:>6} {len(rows):>5} {sum(found) / len(found):>6.3f} "
                + " ".join(f"{m:>6.3f}" for m in means[:4])
                + f" {means[4]:>7.3f}"
            )
    return 0


def _write(path: Path, entries: list[str], *, numbered: bool, seed: int) -> None:
    import pymupdf
    from pdfgen.body import running_header
    from pdfgen.canvas import Canvas, Face
    from pdfgen.flow import Block, Flow

    canvas = Canvas(pymupdf.open())
    canvas.new_page()
    face = Face("times")
    flow = Flow(
        canvas, face, 10.0, 2, 54.0, top=70.0, bottom=720.0, rng=random.Random(seed),
        header=running_header("A study of reference lists", face, 54.0),
    )  # fmt: skip
    flow.begin(80.0)
    flow.place(Block("paragraph", "We compare with earlier work on retrieval. " * (20 + 9 * seed)))
    flow.place(Block("heading", "References", role="heading"))
    for i, text in enumerate(entries):
        flow.place(Block("reference", text, role="reference", number=i + 1 if numbered else 0))
    canvas.doc.save(path)


def _read(path: Path) -> list[Any]:
    from tapyre_paper_search.pdf import extract_pdf

    return list(extract_pdf(path, tables=False, ocr=None).references)


def _score(truths: list[Any], parsed: list[Any], verbose: bool) -> list[list[float]]:
    rows = []
    for position, truth in enumerate(truths):
        title = fold(truth.title)
        best = max(
            parsed, key=lambda p: SequenceMatcher(None, fold(p.title), title).ratio(), default=None
        )
        if (
            not title
            or best is None
            or SequenceMatcher(None, fold(best.title), title).ratio() < 0.6
        ):
            best = parsed[position] if position < len(parsed) else None
        has_doi = bool(truth.doi)
        has_arxiv = bool(truth.arxiv_id) and not has_doi
        if best is None:
            rows.append(
                [0.0, 0.0, 0.0 if has_doi else math.nan, 0.0 if has_arxiv else math.nan, 0.0]
            )
            continue
        row = [
            float(fold(best.title) == title),
            float(best.year == truth.year),
            float(best.doi == truth.doi.lower()) if has_doi else math.nan,
            float(best.arxiv_id == truth.arxiv_id) if has_arxiv else math.nan,
            surname_f1(list(truth.authors), best.authors),
        ]
        if verbose and (row[0] < 1 or row[4] < 0.8 or row[2] == 0 or row[3] == 0):
            print(f"  {best.text[:170]!r}\n    title {best.title!r} / {truth.title!r}")
        rows.append(row)
    return rows


if __name__ == "__main__":
    raise SystemExit(main())
