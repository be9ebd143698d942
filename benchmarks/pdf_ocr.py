"""OCR of scanned pages: characters right, and pages per second with and without OCR.

Text pages are written with PyMuPDF from real abstracts (SciFact, and German
text from the generator), rendered to grey images with scanner speckle
(``tests/pdfgen/damage.py``) at ``--scan-dpi``, and read back by
``extract_pdf`` with OCR at ``--ocr-dpi``.  Character accuracy is
1 − (character edit distance / characters of the truth), on whitespace-
normalised text, per page and pooled; the same pages with their text layer
intact give the no-OCR rate, and plain PyMuPDF ``get_text`` the raw rate.

    python benchmarks/pdf_ocr.py [--pages 20] [--scan-dpi 200] [--ocr-dpi 300]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance (characters), row by row."""
    if len(a) < len(b):
        a, b = b, a
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def write_pages(folder: Path, texts: list[str]) -> tuple[Path, list[str]]:
    """One PDF with a page of each text (11 pt Times, one column); returns it and the
    text each page shows (as drawn, line breaks as spaces)."""
    import pymupdf
    from pdfgen.canvas import Canvas, Face
    from pdfgen.flow import Block, Flow

    shown = []
    canvas = Canvas(pymupdf.open())
    for text in texts:
        canvas.new_page()
        flow = Flow(canvas, Face("times"), 11.0, 1, 72.0, top=72.0, bottom=720.0, hyphenate=False)
        flow.begin(72.0)
        before = len(canvas.items)
        flow.place(Block("plain", text))
        shown.append(" ".join(item.text for item in canvas.items[before:]))
    path = folder / "pages.pdf"
    canvas.doc.save(path)
    canvas.doc.close()
    return path, shown


def accuracy(pages: list[str], truth: list[str]) -> tuple[float, float]:
    """(pooled character accuracy, worst page's) of OCR'd ``pages`` against ``truth``."""
    errors = chars = 0
    per_page = []
    for page, drawn in zip(pages, truth, strict=True):
        got, want = " ".join(page.split()), " ".join(drawn.split())
        distance = edit_distance(got, want)
        errors += distance
        chars += len(want)
        per_page.append(1 - distance / max(1, len(want)))
    return 1 - errors / max(1, chars), min(per_page)


def rate(function: object, pages: int, rounds: int) -> tuple[float, float]:
    """(pages/s wall, pages per CPU-second) of ``rounds`` calls of ``function``."""
    started, cpu = time.perf_counter(), time.process_time()
    for _ in range(rounds):
        function()  # type: ignore[operator]
    wall, used = time.perf_counter() - started, time.process_time() - cpu
    return rounds * pages / wall, rounds * pages / used


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=ROOT / "tapyre-paper-search" / "src")
    parser.add_argument("--shared", type=Path, default=SHARED_DATA)
    parser.add_argument("--pages", type=int, default=20)
    parser.add_argument("--scan-dpi", type=int, default=200)
    parser.add_argument("--ocr-dpi", type=int, default=300)
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    import pymupdf
    from pdfgen.damage import scan
    from pdfgen.german import german_records
    from tapyre_paper_search.pdf import extract_pdf, ocr
    from tapyre_paper_search.pdf.ocr import OcrOptions

    if ocr.available_languages("eng") is None:
        print("Tesseract's language data is not installed (apt-get install tesseract-ocr)")
        return 1
    corpus = args.shared / "scifact-dev" / "corpus.jsonl"
    lines = corpus.read_text().splitlines()[: args.pages * 3]
    english = [json.loads(line)["abstract"] for line in lines]
    english = [t for t in english if 120 <= len(t.split()) <= 260][: args.pages - args.pages // 4]
    german = [r.abstract_text for r in german_records()][: args.pages // 4]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        clean, truth = write_pages(folder, english + german)
        with pymupdf.open(clean) as doc:
            scanned = scan(doc, list(range(doc.page_count)), dpi=args.scan_dpi, seed=1)
        scanned_path = folder / "scanned.pdf"
        scanned.save(scanned_path)
        scanned.close()
        result = extract_pdf(scanned_path, ocr=OcrOptions(dpi=args.ocr_dpi), tables=False)
        pooled, worst = accuracy([p.text for p in result.pages], truth)
        print(
            f"OCR character accuracy {pooled:.4f} pooled over {len(truth)} pages "
            f"({len(english)} English, {len(german)} German), worst page {worst:.4f}; "
            f"scanned at {args.scan_dpi} dpi, OCR at {args.ocr_dpi} dpi"
        )
        n = len(truth)
        options = OcrOptions(dpi=args.ocr_dpi)
        wall, cpu = rate(lambda: extract_pdf(scanned_path, ocr=options, tables=False), n, 1)
        print(f"with OCR:    {wall:7.2f} pages/s wall, {cpu:7.2f} pages per CPU-second")
        wall, cpu = rate(lambda: extract_pdf(clean, tables=False), n, 5)
        print(
            f"without OCR: {wall:7.2f} pages/s wall, {cpu:7.2f} pages per CPU-second (text layer)"
        )

        def raw() -> None:
            with pymupdf.open(clean) as doc:
                for page in doc:
                    page.get_text()

        wall, cpu = rate(raw, n, 5)
        print(f"raw PyMuPDF: {wall:7.2f} pages/s wall, {cpu:7.2f} pages per CPU-second (get_text)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
