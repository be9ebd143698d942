"""How many of a corpus's script sentences ``extract_pdf`` reads whole (glyphs53).

``tools/office_corpus/build.py --scripts`` writes ``body.jsonl`` with, for each paper,
the plain readings of its added sentences: a power ("We tested 2^16 settings in
all."), a formula, a year's note mark and an index ("The CeAg2Ge2 samples were first
noted in 1998, and each sample xi was weighed twice.").  ``pdf_bodytext.py`` counts
words as a multiset over the whole paper, so a power read "216" still finds "2" and
"16" elsewhere on the pages; here each sentence counts only where the pages' text
holds it as it is (whitespace folded).  A ``body.jsonl`` of LaTeX papers holds whole
paragraphs, which line breaks and hyphens split: use ``pdf_bodytext.py`` for those.

    python benchmarks/pdf_scripts.py --corpus DIR [--src OTHER_SRC] [--misses]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _folded(text: str) -> str:
    return " ".join(text.split())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--src", type=Path, default=ROOT / "tapyre-paper-search" / "src")
    parser.add_argument("--misses", action="store_true", help="print each sentence missed")
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    from tapyre_paper_search.pdf import extract_pdf

    found = total = 0
    for line in (args.corpus / "body.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        path = args.corpus / row["name"]
        if not row["text"] or not path.exists():
            continue
        pages = _folded(" ".join(page.text for page in extract_pdf(path, ocr=None).pages))
        for sentence in row["text"]:
            total += 1
            if _folded(sentence) in pages:
                found += 1
            elif args.misses:
                print(f"{row['name']}: {sentence}")
    print(f"sentences read whole: {found}/{total}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
