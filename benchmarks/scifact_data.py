"""SciFact from the shared data, as the benchmarks read it (a helper, not a benchmark).

:data:`SCIFACT` is ``scifact-dev`` of the shared data (``../shared/data`` from the
repository root; ``TAPYRE_SHARED_DATA`` overrides it): the abstracts
(``corpus.jsonl``) and the claims with their judgments (``train``, ``train-de``).
A script in this folder imports it by name (its folder is first on ``sys.path``).
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Collection, Iterable, Mapping
from pathlib import Path
from typing import Any, Protocol

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

SHARED = SHARED_DATA
SCIFACT = SHARED / "scifact-dev"


class _Claim(Protocol):
    @property
    def id(self) -> str: ...


def abstracts() -> list[dict[str, Any]]:
    """Every abstract of the corpus (``id``, ``title``, ``abstract``, …), in file order."""
    with (SCIFACT / "corpus.jsonl").open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def with_distractors(
    corpus: Iterable[dict[str, Any]],
    claims: Iterable[_Claim],
    qrels: Mapping[str, Collection[str]],
    distractors: int,
    seed: int = 7,
) -> list[dict[str, Any]]:
    """The abstracts of ``corpus`` judged relevant to ``claims`` (in corpus order), then
    ``distractors`` of the others (all of them when there are fewer) drawn with
    ``random.Random(seed)``: the same subset for the same arguments."""
    corpus = list(corpus)
    relevant = {doc for claim in claims for doc in qrels[claim.id]}
    others = [d for d in corpus if str(d["id"]) not in relevant]
    return [d for d in corpus if str(d["id"]) in relevant] + random.Random(seed).sample(
        others, min(distractors, len(others))
    )
