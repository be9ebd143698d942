"""Generated scientific PDFs with their truth, for training and measuring PDF extraction.

``build_corpus(shared, folder, count, split)`` lays out ``count`` papers from
the real records of ``split`` (``"train"`` or ``"heldout"``, disjoint by
record) in layouts drawn at random, writes them to ``folder`` with
``truth.jsonl`` (title, authors, abstract, references, failure kinds) and
``items.jsonl`` (every drawn line with its role, for labelling extracted
lines), and returns the truths.  The same arguments give the same files.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from pdfgen.conventions import draw as widen
from pdfgen.corpus import Layout, Truth, kinds_of, sample_layout, write_paper
from pdfgen.defects import draw as draw_defects
from pdfgen.german import german_records
from pdfgen.sources import Record, load_pool, split_of
from pdfgen.variants import train_variants

__all__ = [
    "Layout",
    "Record",
    "Truth",
    "build_corpus",
    "kinds_of",
    "load_pool",
    "sample_layout",
    "write_paper",
]

GERMAN_SHARE = 0.12


def build_corpus(
    shared: Path,
    folder: Path,
    count: int,
    split: str,
    *,
    seed: int = 0,
    conventions: float = 0.0,
    scans_only: bool = False,
    scan_defects: bool = False,
) -> list[Truth]:
    """Write ``count`` papers of ``split`` to ``folder`` (see the module docstring).

    ``conventions`` is the share of papers that also get one or two of the
    front-matter conventions of :mod:`pdfgen.conventions`; they are drawn with
    their own generator, so the other papers (and a share of 0) are as before.
    ``scans_only`` draws the same ``count`` papers but writes only those whose text
    layer is damaged (the OCR sets: the seed 23 and 26 held-out scans are papers
    0–259 and 0–225 of their draws), under the names the full corpus gives them.
    ``scan_defects`` spoils each damaged paper's scan with one or two of
    :mod:`pdfgen.defects` (JPEG storage, uneven lighting, a stamp or handwriting in a
    margin, a two-page spread), drawn from the paper's own seed: the text is as
    without them.
    """
    folder.mkdir(parents=True, exist_ok=True)
    records, names = load_pool(shared, split)
    german = [r for r in german_records() if split_of(r.key) == split]
    rng = random.Random(f"{split}:{seed}")
    truths: list[Truth] = []
    with (
        (folder / "truth.jsonl").open("w", encoding="utf-8") as truth_file,
        (folder / "items.jsonl").open("w", encoding="utf-8") as item_file,
    ):
        for number in range(count):
            record = (
                rng.choice(german)
                if german and rng.random() < GERMAN_SHARE
                else rng.choice(records)
            )
            others = rng.sample(records, k=min(len(records), 40))
            layout = sample_layout(rng, record)
            if conventions:
                layout = widen(layout, random.Random(f"conventions:{layout.seed}"), conventions)
                if split == "train":
                    layout = train_variants(layout, random.Random(f"variants:{layout.seed}"))
            if scans_only and not layout.damage:
                continue
            spoiled = (
                draw_defects(random.Random(f"defects:{layout.seed}"))
                if scan_defects and layout.damage
                else ()
            )
            path = folder / f"{split}-{number:04d}.pdf"
            truth, items = write_paper(
                path, record, layout, names=names, others=others, split=split, defects=spoiled
            )
            truths.append(truth)
            truth_file.write(json.dumps(truth.__dict__, ensure_ascii=False) + "\n")
            item_file.write(
                json.dumps({"name": path.name, "items": items}, ensure_ascii=False) + "\n"
            )
    return truths
