"""Write a corpus of damaged first pages (see :mod:`scan_corpus`).

    python tools/scan_corpus/build.py --out DIR --count N --split train|heldout [--seed S]
        [--shared DIR]

pdfgen draws papers of the split with the seed (in ``DIR/source``); those with a clean
text layer and the title on page 1 (no ``broken-text-layer``, no ``cover-sheet``)
are remade, kinds in turn (:data:`scan_corpus.pages.KINDS`), each from its own
``random.Random(f"{split}:{seed}:{name}")``, until ``N`` are written to ``DIR``;
``DIR/truth.jsonl`` has pdfgen's truth for each with the kind and ``scan-corpus``
added to its kinds, as ``benchmarks/pdf_metadata.py --corpus DIR --kinds`` reads it.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from pdfgen import build_corpus  # noqa: E402
from shared_data import SHARED_DATA  # noqa: E402

from scan_corpus.pages import KINDS, remake  # noqa: E402

_SKIP = {"broken-text-layer", "cover-sheet"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["train", "heldout"], required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--count", type=int, default=24)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shared", type=Path, default=SHARED_DATA)
    args = parser.parse_args(argv)
    source = args.out / "source"
    build_corpus(args.shared, source, args.count * 2, args.split, seed=args.seed)
    rows = []
    for line in (source / "truth.jsonl").read_text().splitlines():
        row = json.loads(line)
        if _SKIP & set(row["kinds"]) or len(rows) >= args.count:
            continue
        kind = KINDS[len(rows) % len(KINDS)]
        rng = random.Random(f"{args.split}:{args.seed}:{row['name']}")
        remake(str(source / row["name"]), str(args.out / row["name"]), kind, rng)
        row["kinds"] = [kind, "scan-corpus", *row["kinds"]]
        rows.append(row)
    with (args.out / "truth.jsonl").open("w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(rows)} of {args.count} papers in {args.out}", file=sys.stderr)
    return 0 if len(rows) == args.count else 1


if __name__ == "__main__":
    raise SystemExit(main())
