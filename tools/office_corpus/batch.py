"""What the word-processor and the browser corpus builders share: a paper drawn from
the split's pool (arXiv records at ``ARXIV_SHARE``), another record tried where one
cannot be typeset or whose title is a page's running head, and the truth file
written for the pages that became PDFs."""

from __future__ import annotations

import json
import random
import re
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
# A running head as a source scraped it for a title: capitals only, a folio after it
# (a year is no folio: "SEMEVAL 2017", "COVID-19 IN 2020" are titles; review63).
_RUNNING_HEAD = re.compile(r"[^a-z]*[A-Z][^a-z]* (?!(?:19|20)\d\d$)\d{1,4}")


def is_running_head(title: str) -> bool:
    """Whether a record's ``title`` is a page's running head in capitals and its page
    number ("YOKO HONDA AND SHUJI HONDA 1"), not a paper's title: such a record,
    printed as a title, puts other people's names where a running head sits."""
    return _RUNNING_HEAD.fullmatch(title.strip()) is not None


def draw_from_pool(
    rng: random.Random, records: list[Record], arxiv: list[Record], names: list[str], name: str
) -> Paper | None:
    """A paper for ``name`` drawn from ``records`` (``arxiv`` the pool's arXiv records),
    trying up to :data:`ATTEMPTS` records (one whose title is a running head,
    :func:`is_running_head`, is passed over); ``None``, reported, when none can be typeset."""
    for _attempt in range(ATTEMPTS):
        record = rng.choice(arxiv if rng.random() < ARXIV_SHARE else records)
        if is_running_head(record.title):
            print(f"skip {record.key}: its title is a running head", file=sys.stderr)
            continue
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
