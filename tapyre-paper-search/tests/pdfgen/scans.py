"""Scanned papers for the OCR development sets.

``column_scans(shared, folder, count, seed)`` writes ``count`` papers of train
records with structured abstracts to ``folder`` (with ``truth.jsonl``): two
columns with gutters of 2–8 pt, serif and sans faces (alternately), the abstract
in a column or across the page, every page or the first one scanned at
150–300 dpi.  ``gutter_scans`` (same arguments) writes papers of any train
records, a third in one column and the rest in two with gutters of 4–16 pt (a
hand-set or old journal page), serif and sans, their first page scanned at
150–300 dpi and turned by up to 1°.  The same arguments give the same files;
paper ``n`` depends only on the draws before it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import asdict, replace
from pathlib import Path

from pdfgen.corpus import Layout, Truth, sample_layout, write_paper
from pdfgen.sources import Record, load_pool

SERIF = ("times", "dejavu-serif")
SANS = ("helvetica", "dejavu-sans", "dejavu-condensed")


def column_scans(shared: Path, folder: Path, count: int, seed: int) -> Iterator[Truth]:
    """Write the papers (see the module docstring); yields each one's truth."""

    def draw(rng: random.Random, number: int, records: list[Record]) -> tuple[Record, Layout]:
        record = rng.choice([r for r in records if r.structured])
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
        return record, layout

    return _scans(shared, folder, count, f"columns:{seed}", draw)


def gutter_scans(shared: Path, folder: Path, count: int, seed: int) -> Iterator[Truth]:
    """Write the narrow-gutter papers (see the module docstring); yields each truth."""

    def draw(rng: random.Random, number: int, records: list[Record]) -> tuple[Record, Layout]:
        record = rng.choice(records)
        layout = replace(
            sample_layout(rng, record),
            columns=1 if number % 3 == 0 else 2,
            family=rng.choice(SERIF if number % 2 else SANS),
            damage="scanned-first",
            gutter=round(rng.uniform(4.0, 16.0), 1),
            scan_dpi=rng.choice([150, 200, 240, 300]),
            scan_skew=round(rng.uniform(-1.0, 1.0), 2),
            cover=False,
        )
        return record, layout

    return _scans(shared, folder, count, f"gutters:{seed}", draw)


def _scans(
    shared: Path,
    folder: Path,
    count: int,
    name: str,
    draw: Callable[[random.Random, int, list[Record]], tuple[Record, Layout]],
) -> Iterator[Truth]:
    """Write ``count`` papers of train records drawn by ``draw`` (the random source,
    the paper's number, the records) to ``folder``, named by ``name``'s part before
    the colon, with ``truth.jsonl``; yields each one's truth."""
    folder.mkdir(parents=True, exist_ok=True)
    records, names = load_pool(shared, "train")
    rng = random.Random(f"ocr-{name}")
    with (folder / "truth.jsonl").open("w", encoding="utf-8") as out:
        for number in range(count):
            record, layout = draw(rng, number, records)
            others = rng.sample(records, k=40)
            path = folder / f"{name.split(':', maxsplit=1)[0]}-{number:04d}.pdf"
            truth, _ = write_paper(path, record, layout, names=names, others=others, split="train")
            out.write(json.dumps(asdict(truth), ensure_ascii=False) + "\n")
            yield truth
