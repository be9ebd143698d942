"""Author names from many naming cultures, for corpora that test the byline reader.

The arXiv sample's author lists are mostly European and East Asian names in
"Given Surname" order.  ``world_records(records, split, seed)`` gives every
record a new author list drawn from one culture (sometimes two): Chinese,
Japanese, Korean, Vietnamese, Indian, Arabic, Persian, Turkish, Yoruba, Igbo,
Swahili, Slavic, Hungarian (family name first), Spanish double surnames
joined by "y", Portuguese "de"/"dos", Dutch "van der", Icelandic
patronymics, single-name authors, initials only, and names that are English
words ("Rose Hill", "Mark Brown").

The name parts are written in this package (none come from the network), the
makers that join them in :mod:`pdfgen.worldmakers`.  In front28's
round (``--world-names`` or ``--world-names 28``) the train split draws from
:data:`worldnames_train.TRAIN`, the held-out split from :data:`worldnames_held.HELDOUT`, whose
parts are all different, so a rule tuned on a train corpus never saw a held-out
name.  front28 measured that held-out split, so from front29 on its parts are
train parts: in front29's round (``--world-names 29``) the train split draws from
both, the held-out split from :data:`worldnames_held29.HELDOUT` (new cultures
and new parts).  Every part uses Latin-1
or Latin Extended-A letters only, which pdfLaTeX's T1 fonts, Word and the
browser all print.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from dataclasses import replace

from pdfgen.sources import Record
from pdfgen.worldmakers import MAKERS, Parts
from pdfgen.worldnames_train import TRAIN


def _capitalised(word: str) -> bool:
    """Whether ``word``'s first cased letter is upper case ("ʻAna": the glottal stop
    "ʻ" is an uncased modifier letter; keying on the first character dropped such
    words from the distinct key)."""
    return next((c for c in word if c.isupper() or c.islower()), "").isupper()


def draw_names(
    pool: dict[str, Parts], rng: random.Random, *, distinct: bool = False
) -> tuple[str, ...]:
    """One byline: 1–6 distinct names from one culture, a quarter of them from two
    (``distinct``, from front30's round on: no two names with the same capitalised
    words, which only a particle tells apart — "Rodel dela Cruz", "Rodel de la Cruz" —
    since no reader nor scorer can tell which is which)."""
    cultures = rng.sample(sorted(pool), 2 if rng.random() < 0.25 else 1)
    count = rng.choice((1, 2, 2, 3, 3, 4, 5, 6))
    names: list[str] = []
    seen: set[tuple[str, ...]] = set()
    for _ in range(count * 8):
        culture = rng.choice(cultures)
        name = MAKERS[culture](pool[culture], rng)
        key = tuple(w for w in name.split() if _capitalised(w)) if distinct else (name,)
        if key not in seen:
            seen.add(key)
            names.append(name)
        if len(names) == count:
            break
    return tuple(names)


ROUNDS = (
    "28",
    "29",
    "30",
    "32",
    "33",
    "34",
    "35",
    "36",
    "37",
    "38",
    "39",
    "40",
    "41",
    "42",
    "43",
    "44",
    "45",
    "46",
    "47",
)
"""The name parts' rounds: front28's (train :data:`worldnames_train.TRAIN`, held out
:data:`worldnames_held.HELDOUT`), front29's (train both of those, held out
:data:`worldnames_held29.HELDOUT`: new cultures and new parts) and front30's (train all
three, held out :data:`worldnames_held30.HELDOUT`), names32's (train all four, held
out :data:`worldnames_held32.HELDOUT`) and names33's (train all five, held out
:data:`worldnames_held33.HELDOUT`) and names34's (train all six, held out
:data:`worldnames_held34.HELDOUT`) and names35's (train all seven, held out
:data:`worldnames_held35.HELDOUT`) and names36's (train all eight, held out
:data:`worldnames_held36.HELDOUT`) and names37's (train all nine, held out
:data:`worldnames_held37.HELDOUT`) and names38's (train all ten, held out
:data:`worldnames_held38.HELDOUT`) and names39's (train all eleven, held out
:data:`worldnames_held39.HELDOUT`) and names40's (train all twelve, held out
:data:`worldnames_held40.HELDOUT`) and names41's (train all thirteen, held out
:data:`worldnames_held41.HELDOUT`) and names42's (train all fourteen, held out
:data:`worldnames_held42.HELDOUT`) and names43's (train all fifteen, held out
:data:`worldnames_held43.HELDOUT`) and names44's (train all sixteen, held out
:data:`worldnames_held44.HELDOUT`) and names45's (train all seventeen, held out
:data:`worldnames_held45.HELDOUT`) and names46's (train all eighteen, held out
:data:`worldnames_held46.HELDOUT`) and names47's (train all nineteen, held out
:data:`worldnames_held47.HELDOUT`)."""


def add_world_names(parser: argparse.ArgumentParser) -> None:
    """The corpus builders' ``--world-names [ROUND]`` option (``28`` when no round)."""
    parser.add_argument(
        "--world-names",
        nargs="?",
        const="28",
        default=None,
        choices=ROUNDS,
        help="authors from many naming cultures (pdfgen.worldnames); the name parts' round",
    )


def _merged(*pools: dict[str, Parts]) -> dict[str, Parts]:
    """The cultures of ``pools`` with each part list joined (no part twice)."""
    out: dict[str, Parts] = {}
    for pool in pools:
        for culture, parts in pool.items():
            mine = out.setdefault(culture, {})
            for key, values in parts.items():
                mine[key] = tuple(dict.fromkeys(mine.get(key, ()) + values))
    return out


def world_records(
    records: Sequence[Record], names: Sequence[str], split: str, seed: int, round_: str = "28"
) -> tuple[list[Record], list[str]]:
    """``records`` with authors drawn from many cultures, and a matching name pool
    (``round_``: which parts are train and which held out, :data:`ROUNDS`)."""
    from pdfgen import (
        worldnames_held,
        worldnames_held29,
        worldnames_held30,
        worldnames_held32,
        worldnames_held33,
        worldnames_held34,
        worldnames_held35,
        worldnames_held36,
        worldnames_held37,
        worldnames_held38,
        worldnames_held39,
        worldnames_held40,
        worldnames_held41,
        worldnames_held42,
        worldnames_held43,
        worldnames_held44,
        worldnames_held45,
        worldnames_held46,
        worldnames_held47,
    )

    # Each round's held-out parts are train parts from the next round on.
    held = [
        worldnames_held.HELDOUT,
        worldnames_held29.HELDOUT,
        worldnames_held30.HELDOUT,
        worldnames_held32.HELDOUT,
        worldnames_held33.HELDOUT,
        worldnames_held34.HELDOUT,
        worldnames_held35.HELDOUT,
        worldnames_held36.HELDOUT,
        worldnames_held37.HELDOUT,
        worldnames_held38.HELDOUT,
        worldnames_held39.HELDOUT,
        worldnames_held40.HELDOUT,
        worldnames_held41.HELDOUT,
        worldnames_held42.HELDOUT,
        worldnames_held43.HELDOUT,
        worldnames_held44.HELDOUT,
        worldnames_held45.HELDOUT,
        worldnames_held46.HELDOUT,
        worldnames_held47.HELDOUT,
    ]
    k = ROUNDS.index(round_)
    pool = _merged(TRAIN, *held[:k]) if split == "train" else held[k]
    rng = random.Random(f"worldnames:{split}:{seed}")
    distinct = k >= ROUNDS.index("30")
    out = [replace(r, authors=draw_names(pool, rng, distinct=distinct)) for r in records]
    people = sorted({n for r in out for n in r.authors})
    return out, people or list(names)
