"""Dump everything ``extract_pdf`` makes for a folder of PDFs, as JSON, to compare trees.

For each PDF of ``--folder`` (sorted by name): the whole record
(``ExtractedPdf.to_dict()``: pages with their text, source and note, title,
authors, abstract, dates, page errors, references) and the passages the
chunker cuts from its pages (``chunk_paper`` with whitespace tokens), or the
``ExtractionError`` reason and message.  A speed change must leave this dump
byte for byte the same:

    python benchmarks/pdf_dump.py --folder ../shared/data/papers --out /tmp/branch.json
    python benchmarks/pdf_dump.py --src /work/main/tapyre-paper-search/src \\
        --folder ../shared/data/papers --out /tmp/main.json
    cmp /tmp/main.json /tmp/branch.json

``--src`` imports the package from another source tree (main's), so both dumps
come from this one script.  ``--tables off`` dumps ``extract_pdf(tables=False)``;
``--ocr-cache DIR`` keeps what Tesseract gave for pages read by OCR
(:mod:`~tapyre_paper_search.pdf.ocrcache`: the same record, so only the first
dump of a corpus with scanned pages waits for OCR); ``--no-ocr`` reads no page by OCR.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _dump_one(path: Path, tables: bool, ocr_cache: Path | None, ocr: bool) -> dict[str, Any]:
    from tapyre_paper_search.chunking import chunk_paper, count_whitespace_tokens
    from tapyre_paper_search.errors import ExtractionError
    from tapyre_paper_search.pdf import extract_pdf
    from tapyre_paper_search.pdf.ocr import OcrOptions

    try:
        options = OcrOptions(cache=ocr_cache) if ocr else None
        record = extract_pdf(path, tables=tables, ocr=options)
    except ExtractionError as exc:
        return {"file": path.name, "error": exc.reason, "message": str(exc)}
    passages = chunk_paper(path.stem, record.pages, count_whitespace_tokens)
    return {
        "file": path.name,
        "record": record.to_dict(),
        "passages": [chunk.to_dict() for chunk in passages],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument(
        "--src",
        type=Path,
        default=ROOT / "tapyre-paper-search" / "src",
        help="the tapyre_paper_search source tree to import (default: this checkout's)",
    )
    parser.add_argument("--tables", choices=("on", "off"), default="on")
    parser.add_argument(
        "--ocr-cache",
        type=Path,
        default=None,
        help="keep Tesseract's results here (pages read by OCR: the second dump is quick)",
    )
    parser.add_argument(
        "--no-ocr", action="store_true", help="never OCR (pages without a usable text layer say so)"
    )
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    files = sorted(args.folder.glob("*.pdf"))
    if not files:
        print(f"no PDFs in {args.folder}", file=sys.stderr)
        return 1
    dumped = [
        _dump_one(path, args.tables == "on", args.ocr_cache, not args.no_ocr) for path in files
    ]
    args.out.write_text(json.dumps(dumped, ensure_ascii=False, indent=1, default=str) + "\n")
    import tapyre_paper_search

    print(f"{len(dumped)} PDFs dumped to {args.out} (from {tapyre_paper_search.__file__})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
