"""The names corpus's rounds (``--world-names 28`` / ``29`` / ``30`` / ``32`` / ``33`` / ``34``
/ ``35`` / ``36`` / ``37``, pdfgen.worldnames):
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
)
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


def test_names32_held_out_parts_are_new_and_every_culture_has_a_maker() -> None:
    earlier = (
        _parts(TRAIN)
        | _parts(worldnames_held.HELDOUT)
        | _parts(worldnames_held29.HELDOUT)
        | _parts(worldnames_held30.HELDOUT)
    )
    assert _parts(worldnames_held32.HELDOUT) & earlier <= _LINKS
    assert set(worldnames_held32.HELDOUT) <= set(MAKERS)
    assert not set(worldnames_held32.HELDOUT) & set(TRAIN)  # new traditions, no new parts only


def test_names32s_round_trains_on_every_earlier_held_out_part() -> None:
    held30, held32 = _parts(worldnames_held30.HELDOUT), _parts(worldnames_held32.HELDOUT)
    earlier = _parts(TRAIN) | _parts(worldnames_held.HELDOUT) | _parts(worldnames_held29.HELDOUT)
    assert _drawn("train", "32") & (held30 - earlier)
    assert not (_drawn("train", "32") & (held32 - _LINKS))
    assert not (_drawn("heldout", "32") & ((earlier | held30) - held32 - _LINKS))


def test_names33_held_out_parts_are_new_and_every_culture_has_a_maker() -> None:
    earlier = (
        _parts(TRAIN)
        | _parts(worldnames_held.HELDOUT)
        | _parts(worldnames_held29.HELDOUT)
        | _parts(worldnames_held30.HELDOUT)
        | _parts(worldnames_held32.HELDOUT)
    )
    # Afrikaans "Van der" / "Janse van" repeat Dutch particles (links, like "de")
    assert _parts(worldnames_held33.HELDOUT) & earlier <= _LINKS | {"Van", "van", "der"}
    assert set(worldnames_held33.HELDOUT) <= set(MAKERS)
    earlier_cultures = (
        set(TRAIN)
        | set(worldnames_held29.HELDOUT)
        | set(worldnames_held30.HELDOUT)
        | set(worldnames_held32.HELDOUT)
    )
    assert not set(worldnames_held33.HELDOUT) & earlier_cultures  # new traditions only


def test_names33s_round_trains_on_every_earlier_held_out_part() -> None:
    held32, held33 = _parts(worldnames_held32.HELDOUT), _parts(worldnames_held33.HELDOUT)
    earlier = (
        _parts(TRAIN)
        | _parts(worldnames_held.HELDOUT)
        | _parts(worldnames_held29.HELDOUT)
        | _parts(worldnames_held30.HELDOUT)
    )
    assert _drawn("train", "33") & (held32 - earlier)
    # Initials are drawn by the train makers too (pdfgen.worldnames._initials).
    links = _LINKS | {"Van", "van", "der"} | {f"{c}." for c in string.ascii_uppercase}
    assert not (_drawn("train", "33") & (held33 - links))
    assert not (_drawn("heldout", "33") & ((earlier | held32) - held33 - links))


def test_names33_draws_kyrgyz_kin_by_gender_and_dutch_s_before_places() -> None:
    out, _ = world_records(_records(400), [], "train", 33, "33")
    names = {n for r in out for n in r.authors}
    women = set(worldnames_held32.HELDOUT["kyrgyz"]["women"])
    kyrgyz = [n.split() for n in names if n.endswith((" uulu", " kyzy"))]
    assert kyrgyz and all((w[0] in women) == (w[-1] == "kyzy") for w in kyrgyz)
    places = set(worldnames_held32.HELDOUT["dutch-elided"]["places"])
    elided = [n.split()[-1] for n in names if "'s-" in n or " 't " in n]
    assert elided and all(w.startswith("'s-") == (w[3:] in places) for w in elided)


def _before34() -> set[str]:
    return (
        _parts(TRAIN)
        | _parts(worldnames_held.HELDOUT)
        | _parts(worldnames_held29.HELDOUT)
        | _parts(worldnames_held30.HELDOUT)
        | _parts(worldnames_held32.HELDOUT)
    )


def test_names34_held_out_parts_are_new_and_every_culture_has_a_maker() -> None:
    earlier = _before34() | _parts(worldnames_held33.HELDOUT)
    # "von" is a particle of earlier files' surnames, as "de" is
    assert _parts(worldnames_held34.HELDOUT) & earlier <= _LINKS | {"von"}
    assert set(worldnames_held34.HELDOUT) <= set(MAKERS)
    earlier_cultures = (
        set(TRAIN)
        | set(worldnames_held29.HELDOUT)
        | set(worldnames_held30.HELDOUT)
        | set(worldnames_held32.HELDOUT)
        | set(worldnames_held33.HELDOUT)
    )
    assert not set(worldnames_held34.HELDOUT) & earlier_cultures  # new traditions only


def test_names34s_round_trains_on_every_earlier_held_out_part() -> None:
    held33, held34 = _parts(worldnames_held33.HELDOUT), _parts(worldnames_held34.HELDOUT)
    earlier = _before34()
    assert _drawn("train", "34") & (held33 - earlier)
    links = _LINKS | {"von"} | {f"{c}." for c in string.ascii_uppercase}
    assert not (_drawn("train", "34") & (held34 - links))
    assert not (_drawn("heldout", "34") & ((earlier | held33) - held34 - links))


def test_names35_held_out_parts_are_new_and_every_culture_has_a_maker() -> None:
    earlier = _before34() | _parts(worldnames_held33.HELDOUT) | _parts(worldnames_held34.HELDOUT)
    assert _parts(worldnames_held35.HELDOUT) & earlier <= _LINKS
    assert set(worldnames_held35.HELDOUT) <= set(MAKERS)
    earlier_cultures = (
        set(TRAIN)
        | set(worldnames_held.HELDOUT)
        | set(worldnames_held29.HELDOUT)
        | set(worldnames_held30.HELDOUT)
        | set(worldnames_held32.HELDOUT)
        | set(worldnames_held33.HELDOUT)
        | set(worldnames_held34.HELDOUT)
    )
    assert not set(worldnames_held35.HELDOUT) & earlier_cultures  # new traditions only


def test_names35s_round_trains_on_every_earlier_held_out_part() -> None:
    held34, held35 = _parts(worldnames_held34.HELDOUT), _parts(worldnames_held35.HELDOUT)
    earlier = _before34() | _parts(worldnames_held33.HELDOUT)
    assert _drawn("train", "35") & (held34 - earlier)
    links = _LINKS | {"von"} | {f"{c}." for c in string.ascii_uppercase}
    assert not (_drawn("train", "35") & (held35 - links))
    assert not (_drawn("heldout", "35") & ((earlier | held34) - held35 - links))


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


def test_names36_held_out_parts_are_new_and_every_culture_has_a_maker() -> None:
    earlier = (
        _before34()
        | _parts(worldnames_held33.HELDOUT)
        | _parts(worldnames_held34.HELDOUT)
        | _parts(worldnames_held35.HELDOUT)
    )
    assert _parts(worldnames_held36.HELDOUT) & earlier <= _LINKS
    assert set(worldnames_held36.HELDOUT) <= set(MAKERS)
    earlier_cultures = (
        set(TRAIN)
        | set(worldnames_held.HELDOUT)
        | set(worldnames_held29.HELDOUT)
        | set(worldnames_held30.HELDOUT)
        | set(worldnames_held32.HELDOUT)
        | set(worldnames_held33.HELDOUT)
        | set(worldnames_held34.HELDOUT)
        | set(worldnames_held35.HELDOUT)
    )
    assert not set(worldnames_held36.HELDOUT) & earlier_cultures  # new traditions only


def test_names36s_round_trains_on_every_earlier_held_out_part() -> None:
    held35, held36 = _parts(worldnames_held35.HELDOUT), _parts(worldnames_held36.HELDOUT)
    earlier = _before34() | _parts(worldnames_held33.HELDOUT) | _parts(worldnames_held34.HELDOUT)
    assert _drawn("train", "36") & (held35 - earlier)
    links = _LINKS | {"von"} | {f"{c}." for c in string.ascii_uppercase}
    assert not (_drawn("train", "36") & (held36 - links))
    assert not (_drawn("heldout", "36") & ((earlier | held35) - held36 - links))


def test_names36_draws_batak_clan_markers_for_women_only() -> None:
    out, _ = world_records(_records(400), [], "heldout", 36, "36")
    parts = worldnames_held36.HELDOUT["batak"]
    names = [n.split() for r in out for n in r.authors]
    marked = [w for w in names if "br." in w]
    assert marked
    assert all(w[0] in parts["women"] and len(w) == 3 for w in marked)
    assert any(w[0] in parts["given"] and len(w) == 2 for w in names)


def test_names37_held_out_parts_are_new_and_every_culture_has_a_maker() -> None:
    earlier = (
        _before34()
        | _parts(worldnames_held33.HELDOUT)
        | _parts(worldnames_held34.HELDOUT)
        | _parts(worldnames_held35.HELDOUT)
        | _parts(worldnames_held36.HELDOUT)
    )
    assert _parts(worldnames_held37.HELDOUT) & earlier <= _LINKS | {"der"}
    assert set(worldnames_held37.HELDOUT) <= set(MAKERS)
    earlier_cultures = (
        set(TRAIN)
        | set(worldnames_held.HELDOUT)
        | set(worldnames_held29.HELDOUT)
        | set(worldnames_held30.HELDOUT)
        | set(worldnames_held32.HELDOUT)
        | set(worldnames_held33.HELDOUT)
        | set(worldnames_held34.HELDOUT)
        | set(worldnames_held35.HELDOUT)
        | set(worldnames_held36.HELDOUT)
    )
    assert not set(worldnames_held37.HELDOUT) & earlier_cultures  # new traditions only


def test_names37s_round_trains_on_every_earlier_held_out_part() -> None:
    held36, held37 = _parts(worldnames_held36.HELDOUT), _parts(worldnames_held37.HELDOUT)
    earlier = (
        _before34()
        | _parts(worldnames_held33.HELDOUT)
        | _parts(worldnames_held34.HELDOUT)
        | _parts(worldnames_held35.HELDOUT)
    )
    assert _drawn("train", "37") & (held36 - earlier)
    links = _LINKS | {"von", "der"} | {f"{c}." for c in string.ascii_uppercase}
    assert not (_drawn("train", "37") & (held37 - links))
    assert not (_drawn("heldout", "37") & ((earlier | held36) - held37 - links))


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
