"""The LaTeX corpus's held-out entry shapes of round seventy-three (refs73,
``tools/latex_corpus/bibtypes73.py``): every shape drawn with its own fields, a case
with no names and its parties as the title, a standards body as the one name, the
DOIs of preprints and datasets, and the build taking ``--held-types73`` for ``train``
(refs74 rotated them into train)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtypes73 import TYPES, entry73_of
from latex_corpus.build import _arguments


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = drawn_entries(entry73_of, 160, seed=73)
    assert {e.entry_type for e in entries} == {
        "report", "patent", "misc", "dataset", "article", "inreference",
    }  # fmt: skip
    fields = [e.fields for e in entries]
    assert any(f.get("type") == "Standard" and f["number"].startswith("ISO ") for f in fields)
    assert any(f.get("howpublished", "").endswith(" preprint") for f in fields)
    assert any(f.get("note", "").startswith("Section ") and f.get("day") for f in fields)
    for entry in entries:
        truth = entry.truth
        assert truth
        if " v. " in truth.title:
            assert "author" not in entry.fields and not truth.authors
        if entry.fields.get("type") == "Standard":
            assert truth.authors == truth.surnames and len(truth.authors) == 1
        if entry.entry_type == "dataset" or entry.fields.get("howpublished"):
            assert truth.doi == entry.fields.get("doi", "")
        if entry.entry_type == "article":
            assert truth.venue == entry.fields["journal"]
    assert len(TYPES) == 8


def test_the_build_takes_held_types73_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    args = _arguments([*where, "--split", "train", "--held-types73", "--biblatex"])
    assert args.held_types73
    with pytest.raises(SystemExit):  # (refs81's shapes are the held-out ones now)
        _arguments([*where, "--split", "train", "--held-types81"])
