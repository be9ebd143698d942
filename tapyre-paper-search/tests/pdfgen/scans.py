"""Two-column papers with structured abstracts, scanned: the OCR development set.

``column_scans(shared, folder, count, seed)`` writes ``count`` papers of train
records with structured abstracts to ``folder`` (with ``truth.jsonl``): two
columns with gutters of 2–8 pt, serif and sans faces (alternately), the abstract
in a column or across the page, every page or the first one scanned at
150–300 dpi.  The same arguments give the same files; paper ``n`` depends only
on the draws before it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import asdict, replace
from pathlib import Path

from pdfgen.corpus import Truth, sample_layout, write_paper
from pdfgen.sources import load_pool

SERIF = ("times", "dejavu-serif")
SANS = ("helvetica", "dejavu-sans", "dejavu-condensed")


def column_scans(shared: Path, folder: Path, count: int, seed: int) -> Iterator[Truth]:
    """Write the papers (see the module docstring); yields each one's truth."""
    folder.mkdir(parents=True, exist_ok=True)
    records, names = load_pool(shared, "train")
    structured = [r for r in records if r.structured]
    rng = random.Random(f"ocr-columns:{seed}")
    with (folder / "truth.jsonl").open("w", encoding="utf-8") as out:
        for number in range(count):
            record = rng.choice(structured)
            layout = replace(
                sample_layout(rng, record),
                columns=2,
                family=rng.choice(SERIF if number % 2 else SANS),
                abstract_mode=rng.choice(["structured-lines", "structured-inline"]),
                abstract_place=rng.choice(["column", "column", "full", "narrow"]),
                damage=rng.choice(["scanned", "scanned-first"]),
                gutter=round(rng.uniform(2.0, 8.0), 1),
                scan_dpi=rng.choice([150, 200, 240, 300]),
                cover=False,
            )
            others = rng.sample(records, k=40)
            path = folder / f"columns-{number:04d}.pdf"
            truth, _ = write_paper(path, record, layout, names=names, others=others, split="train")
            out.write(json.dumps(asdict(truth), ensure_ascii=False) + "\n")
            yield truth
