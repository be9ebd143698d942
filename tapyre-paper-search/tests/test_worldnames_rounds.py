"""The names corpus's rounds (``--world-names 28`` / ``29`` / ``30`` / ``32`` / ``33`` / ``34``
/ ``35`` / ``36`` / ``37`` / ``38`` / ``39`` / ``40`` / ``41`` / ``42`` / ``43`` / ``44`` / ``45``
/ ``46`` / ``47``, pdfgen.worldnames):
each round's held-out parts are train parts in the next round, and each round's
held-out parts share no name part with any earlier file."""

from __future__ import annotations

import argparse
import string

import pytest
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
from pdfgen.sources import Record
from pdfgen.worldmakers import MAKERS, Parts
from pdfgen.worldnames import add_world_names, world_records
from pdfgen.worldnames_train import TRAIN

_LINKS = {"de", "Le"}  # particles every round may share


def _parts(pool: dict[str, Parts]) -> set[str]:
    return {
        w for parts in pool.values() for values in parts.values() for v in values for w in v.split()
    }


def _records(count: int) -> list[Record]:
    return [Record(key=f"r{k}", title=f"Paper {k}", abstract=()) for k in range(count)]


def _drawn(split: str, round_: str) -> set[str]:
    out, _ = world_records(_records(120), [], split, 7, round_)
    return {w for r in out for name in r.authors for w in name.split()}


def test_front29_held_out_parts_are_new_and_every_culture_has_a_maker() -> None:
    earlier = _parts(TRAIN) | _parts(worldnames_held.HELDOUT)
    assert _parts(worldnames_held29.HELDOUT) & earlier <= _LINKS
    assert set(worldnames_held29.HELDOUT) <= set(MAKERS)


def test_front30_held_out_parts_are_new_and_every_culture_has_a_maker() -> None:
    earlier = _parts(TRAIN) | _parts(worldnames_held.HELDOUT) | _parts(worldnames_held29.HELDOUT)
    assert _parts(worldnames_held30.HELDOUT) & earlier <= _LINKS
    assert set(worldnames_held30.HELDOUT) <= set(MAKERS)


def test_front30s_round_trains_on_every_earlier_held_out_part() -> None:
    held29, held30 = _parts(worldnames_held29.HELDOUT), _parts(worldnames_held30.HELDOUT)
    earlier = _parts(TRAIN) | _parts(worldnames_held.HELDOUT)
    assert _drawn("train", "30") & (held29 - earlier)
    assert not (_drawn("train", "30") & (held30 - _LINKS))
    assert not (_drawn("heldout", "30") & ((earlier | held29) - held30 - _LINKS))


_INITIALS = {f"{c}." for c in string.ascii_uppercase}  # drawn by the train makers too

# The rounds since names32, oldest first: each round's held-out file, the parts it may
# share with earlier files (particles and links, as "de"), and the parts its own and the
# next round's draws may share with other files (the links, initials).  A new round is
# a new row.
_ROUNDS: list[tuple[str, dict[str, Parts], frozenset[str], frozenset[str]]] = [
    ("32", worldnames_held32.HELDOUT, frozenset(), frozenset()),
    # Afrikaans "Van der" / "Janse van" repeat Dutch particles
    (
        "33",
        worldnames_held33.HELDOUT,
        frozenset({"Van", "van", "der"}),
        frozenset({"Van", "van", "der", *_INITIALS}),
    ),
    # "von" is a particle of earlier files' surnames
    ("34", worldnames_held34.HELDOUT, frozenset({"von"}), frozenset({"von", *_INITIALS})),
    ("35", worldnames_held35.HELDOUT, frozenset(), frozenset({"von", *_INITIALS})),
    ("36", worldnames_held36.HELDOUT, frozenset(), frozenset({"von", *_INITIALS})),
    # West Frisian "fan der" repeats the Dutch "der"
    ("37", worldnames_held37.HELDOUT, frozenset({"der"}), frozenset({"von", "der", *_INITIALS})),
    ("38", worldnames_held38.HELDOUT, frozenset(), frozenset({"von", "der", *_INITIALS})),
    ("39", worldnames_held39.HELDOUT, frozenset(), frozenset({"von", "der", *_INITIALS})),
    ("40", worldnames_held40.HELDOUT, frozenset(), frozenset({"von", "der", *_INITIALS})),
    # Sicilian family names open with a capitalised article, words earlier files hold
    (
        "41",
        worldnames_held41.HELDOUT,
        frozenset({"La", "Lo", "Li"}),
        frozenset({"von", "der", "La", "Lo", "Li", *_INITIALS}),
    ),
    # Tamil names written initials first draw the initials the train makers draw
    (
        "42",
        worldnames_held42.HELDOUT,
        frozenset(_INITIALS),
        frozenset({"von", "der", "La", "Lo", "Li", *_INITIALS}),
    ),
    (
        "43",
        worldnames_held43.HELDOUT,
        frozenset(),
        frozenset({"von", "der", "La", "Lo", "Li", *_INITIALS}),
    ),
    (
        "44",
        worldnames_held44.HELDOUT,
        frozenset(),
        frozenset({"von", "der", "La", "Lo", "Li", *_INITIALS}),
    ),
    (
        "45",
        worldnames_held45.HELDOUT,
        frozenset(),
        frozenset({"von", "der", "La", "Lo", "Li", *_INITIALS}),
    ),
    # Palauan middle initials are the initials the train makers draw
    (
        "46",
        worldnames_held46.HELDOUT,
        frozenset(_INITIALS),
        frozenset({"von", "der", "La", "Lo", "Li", *_INITIALS}),
    ),
    (
        "47",
        worldnames_held47.HELDOUT,
        frozenset(),
        frozenset({"von", "der", "La", "Lo", "Li", *_INITIALS}),
    ),
]
# The held-out files before names32's round, oldest first (front28, front29, front30).
_FIRST_HELD = [worldnames_held.HELDOUT, worldnames_held29.HELDOUT, worldnames_held30.HELDOUT]


def _held_before(k: int) -> list[dict[str, Parts]]:
    """The held-out files before :data:`_ROUNDS`' ``k``-th round's, oldest first."""
    return [*_FIRST_HELD, *(row[1] for row in _ROUNDS[:k])]


@pytest.mark.parametrize("k", range(len(_ROUNDS)), ids=[row[0] for row in _ROUNDS])
def test_a_rounds_held_out_parts_are_new_and_every_culture_has_a_maker(k: int) -> None:
    _, held, shared, _ = _ROUNDS[k]
    before = _held_before(k)
    earlier = _parts(TRAIN).union(*map(_parts, before))
    assert _parts(held) & earlier <= _LINKS | shared
    assert set(held) <= set(MAKERS)
    earlier_cultures = set(TRAIN).union(*map(set, before))
    assert not set(held) & earlier_cultures  # new traditions only


@pytest.mark.parametrize("k", range(len(_ROUNDS)), ids=[row[0] for row in _ROUNDS])
def test_a_round_trains_on_every_earlier_held_out_part(k: int) -> None:
    round_, held, _, links = _ROUNDS[k]
    *older, last = _held_before(k)
    earlier = _parts(TRAIN).union(*map(_parts, older))
    assert _drawn("train", round_) & (_parts(last) - earlier)
    assert not (_drawn("train", round_) & (_parts(held) - _LINKS - links))
    assert not (
        _drawn("heldout", round_) & ((earlier | _parts(last)) - _parts(held) - _LINKS - links)
    )


def test_names33_draws_kyrgyz_kin_by_gender_and_dutch_s_before_places() -> None:
    out, _ = world_records(_records(400), [], "train", 33, "33")
    names = {n for r in out for n in r.authors}
    women = set(worldnames_held32.HELDOUT["kyrgyz"]["women"])
    kyrgyz = [n.split() for n in names if n.endswith((" uulu", " kyzy"))]
    assert kyrgyz and all((w[0] in women) == (w[-1] == "kyzy") for w in kyrgyz)
    places = set(worldnames_held32.HELDOUT["dutch-elided"]["places"])
    elided = [n.split()[-1] for n in names if "'s-" in n or " 't " in n]
    assert elided and all(w.startswith("'s-") == (w[3:] in places) for w in elided)


def test_names35_draws_azerbaijani_kin_and_surnames_by_gender() -> None:
    out, _ = world_records(_records(400), [], "heldout", 35, "35")
    parts = worldnames_held35.HELDOUT["azerbaijani"]
    names = [n.split() for r in out for n in r.authors if " oğlu " in n or " qızı " in n]
    assert names
    for words in names:
        woman = words[2] == "qızı"
        assert (words[0] in parts["women"]) == woman
        assert (words[3] in parts["women_family"]) == woman
        assert words[1] in parts["fathers"]


def test_names36_draws_batak_clan_markers_for_women_only() -> None:
    out, _ = world_records(_records(400), [], "heldout", 36, "36")
    parts = worldnames_held36.HELDOUT["batak"]
    names = [n.split() for r in out for n in r.authors]
    marked = [w for w in names if "br." in w]
    assert marked
    assert all(w[0] in parts["women"] and len(w) == 3 for w in marked)
    assert any(w[0] in parts["given"] and len(w) == 2 for w in names)


def test_names37_draws_icelandic_patronymics_with_a_middle_name() -> None:
    out, _ = world_records(_records(400), [], "heldout", 37, "37")
    parts = worldnames_held37.HELDOUT["icelandic-middle"]
    names = [n.split() for r in out for n in r.authors if n.split()[0] in parts["given"]]
    assert names
    assert all(len(w) == 3 and w[1] in parts["more"] for w in names)
    assert all(w[2].endswith(("dóttir", "son")) for w in names)


def test_names34_draws_balinese_and_bengali_openers_by_gender() -> None:
    out, _ = world_records(_records(400), [], "train", 34, "34")
    names = {n for r in out for n in r.authors}
    for culture in ("balinese", "bengali"):
        parts = worldnames_held33.HELDOUT[culture]
        opened = [n for n in names if n.split()[0] in parts["more"] + parts["women_more"]]
        assert opened
        for name in opened:
            woman = name.split()[0] in parts["women_more"]
            assert (name.split()[1] in " ".join(parts["women"]).split()) == woman, name


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
    assert parser.parse_args(["--world-names", "30"]).world_names == "30"
    assert parser.parse_args(["--world-names", "32"]).world_names == "32"
    assert parser.parse_args(["--world-names", "33"]).world_names == "33"
    assert parser.parse_args(["--world-names", "34"]).world_names == "34"
    assert parser.parse_args(["--world-names", "35"]).world_names == "35"
    assert parser.parse_args(["--world-names", "36"]).world_names == "36"
    assert parser.parse_args(["--world-names", "37"]).world_names == "37"


@pytest.mark.parametrize("round_", ["30", "32", "33", "34", "35", "36", "37"])
def test_front30s_round_draws_no_names_told_apart_by_a_particle_only(round_: str) -> None:
    for split in ("train", "heldout"):
        out, _ = world_records(_records(300), [], split, 2909, round_)
        for record in out:
            keys = [tuple(w for w in a.split() if w[:1].isupper()) for a in record.authors]
            assert len(set(keys)) == len(keys), record.authors
