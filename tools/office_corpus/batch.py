"""What the word-processor and the browser corpus builders share: a paper drawn from
the split's pool (arXiv records at ``ARXIV_SHARE``), another record tried where one
cannot be typeset, and the truth file written for the pages that became PDFs."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Collection, Sequence
from dataclasses import asdict
from pathlib import Path

from latex_corpus.build import ARXIV_SHARE
from latex_corpus.escape import UntypesettableError
from latex_corpus.paper import Paper, draw_paper
from pdfgen.corpus import Truth
from pdfgen.sources import Record

ATTEMPTS = 5


def draw_from_pool(
    rng: random.Random, records: list[Record], arxiv: list[Record], names: list[str], name: str
) -> Paper | None:
    """A paper for ``name`` drawn from ``records`` (``arxiv`` the pool's arXiv records),
    trying up to :data:`ATTEMPTS` records; ``None``, reported, when none can be typeset."""
    for _attempt in range(ATTEMPTS):
        record = rng.choice(arxiv if rng.random() < ARXIV_SHARE else records)
        try:
            return draw_paper(record, rng, names, rng.sample(records, k=40))
        except UntypesettableError as exc:
            print(f"skip {record.key}: {exc}", file=sys.stderr)
    print(f"{name}: gave up after {ATTEMPTS} records", file=sys.stderr)
    return None


def write_truths(
    path: Path, rows: Sequence[tuple[Path, Truth]], failed: Collection[Path], engine: str
) -> None:
    """``path`` (JSON lines) with the truth of every row whose source is not in
    ``failed``; each failed one is reported as one ``engine`` made no PDF of."""
    with path.open("w", encoding="utf-8") as out:
        for source, truth in rows:
            if source in failed:
                print(f"{source.name}: {engine} made no PDF", file=sys.stderr)
                continue
            out.write(json.dumps(asdict(truth), ensure_ascii=False) + "\n")
