"""The names corpus's rounds (``--world-names 28`` / ``29``, pdfgen.worldnames): front28's
held-out parts are train parts in front29's round, and front29's held-out parts share
no name part with either earlier file."""

from __future__ import annotations

import argparse

from pdfgen import worldnames_held, worldnames_held29
from pdfgen.sources import Record
from pdfgen.worldnames import MAKERS, TRAIN, Parts, add_world_names, world_records

_LINKS = {"de", "Le"}  # particles every round may share


def _parts(pool: dict[str, Parts]) -> set[str]:
    return {
        w for parts in pool.values() for values in parts.values() for v in values for w in v.split()
    }


def _records(count: int) -> list[Record]:
    return [Record(key=f"r{k}", title=f"Paper {k}", abstract=()) for k in range(count)]


def _drawn(split: str, round_: str) -> set[str]:
    out, _ = world_records(_records(60), [], split, 7, round_)
    return {w for r in out for name in r.authors for w in name.split()}


def test_front29_held_out_parts_are_new_and_every_culture_has_a_maker() -> None:
    earlier = _parts(TRAIN) | _parts(worldnames_held.HELDOUT)
    assert _parts(worldnames_held29.HELDOUT) & earlier <= _LINKS
    assert set(worldnames_held29.HELDOUT) <= set(MAKERS)


def test_each_round_draws_from_its_own_parts() -> None:
    held28, held29 = _parts(worldnames_held.HELDOUT), _parts(worldnames_held29.HELDOUT)
    train = _parts(TRAIN)
    # front28's round: as before, train from TRAIN, held out from worldnames_held.
    assert not (_drawn("train", "28") & (held28 - _parts(TRAIN)))
    assert not (_drawn("heldout", "28") & (held29 - _LINKS))
    # front29's round: front28's held-out parts are drawn for train, never held out.
    assert _drawn("train", "29") & (held28 - train)
    assert not (_drawn("heldout", "29") & ((train | held28) - held29 - _LINKS))


def test_the_builders_option_defaults_to_front28s_round() -> None:
    parser = argparse.ArgumentParser()
    add_world_names(parser)
    assert parser.parse_args([]).world_names is None
    assert parser.parse_args(["--world-names"]).world_names == "28"
    assert parser.parse_args(["--world-names", "29"]).world_names == "29"
