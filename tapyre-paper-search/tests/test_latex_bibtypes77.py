"""The LaTeX corpus's entry shapes of round seventy-seven (refs77,
``tools/latex_corpus/bibtypes77.py``): every shape drawn with its own fields, the
bracketed marks and "s.v." out of the truth's title, no names for a statute, six names
and "and others" for Vancouver's article, the Zenodo DOI, and the build taking
``--held-types77`` for ``train`` (refs78 rotated them into train)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtypes77 import TYPES, entry77_of
from latex_corpus.build import _arguments


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = drawn_entries(entry77_of, 120, seed=77)
    assert {e.fields.get("titleaddon") for e in entries} >= {"[Musical score]"}
    kinds = {e.truth.kind for e in entries if e.truth}
    assert kinds == (set(TYPES) - {"issn", "vanc6"}) | {"inproceedings", "article"}
    for entry in entries:
        truth = entry.truth
        assert truth
        assert "[" not in truth.title and "s.v." not in truth.title
        if "NCT" in entry.fields.get("howpublished", ""):
            assert entry.fields["url"].endswith(entry.fields["howpublished"][-11:])
        if "§" in truth.title or "{\\S}" in entry.fields.get("howpublished", ""):
            assert not truth.authors and "author" not in entry.fields
        if truth.kind == "article":
            assert len(truth.authors) == 6 and truth.others
            assert truth.venue == entry.fields["journal"]
        if truth.kind == "inproceedings":
            assert entry.fields["issn"] and truth.venue == entry.fields["booktitle"]
        if truth.doi:
            assert entry.fields["url"] == f"https://doi.org/{truth.doi}"
            assert truth.doi.startswith("10.5281/zenodo.")
    assert len(TYPES) == 10


def test_the_build_takes_held_types77_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    args = _arguments([*where, "--split", "train", "--held-types77", "--biblatex"])
    assert args.held_types77
    with pytest.raises(SystemExit):  # (refs81's shapes are the held-out ones now)
        _arguments([*where, "--split", "train", "--held-types81"])
