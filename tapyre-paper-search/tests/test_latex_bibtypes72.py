"""The LaTeX corpus's held-out entry shapes of round seventy-two (refs72,
``tools/latex_corpus/bibtypes72.py``): every shape drawn with its own fields, the
truth's names without a suffix, a team as the manual's one name, the book's title as
a chapter's, and the build taking ``--held-types72`` for ``train`` (refs73 rotated
them into train)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtex import BibEntry
from latex_corpus.bibtypes72 import TYPES, entry72_of
from latex_corpus.build import _arguments


def _entries(count: int) -> list[BibEntry]:
    return drawn_entries(entry72_of, count, seed=72)


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = _entries(200)
    assert {e.entry_type for e in entries} == {
        "article", "unpublished", "misc", "inproceedings", "manual", "inbook",
    }  # fmt: skip
    fields = [e.fields for e in entries]
    assert any(", Jr., " in f["author"] or ", III, " in f["author"] for f in fields)
    assert any(f.get("note", "").startswith("In ") for f in fields)
    assert any(f.get("howpublished", "").startswith("Invited talk at the ") for f in fields)
    assert any("--" in f.get("number", "") and f.get("month") for f in fields)
    assert any(f.get("booktitle", "").endswith(" 2012)") for f in fields)
    assert any(": " in f.get("journal", "") for f in fields)
    for entry in entries:
        assert entry.truth
        assert all("Jr." not in a and "III" not in a for a in entry.truth.authors)
        if entry.entry_type == "manual":
            assert entry.truth.authors == entry.truth.surnames == (entry.fields["author"][1:-1],)
        if entry.entry_type == "inbook":
            assert entry.truth.title.startswith("Handbook of ") and entry.fields["chapter"]
        if entry.entry_type == "inproceedings":
            assert entry.truth.venue == entry.fields["booktitle"]
    assert len(TYPES) == 9


def test_the_build_takes_held_types72_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    args = _arguments([*where, "--split", "train", "--held-types72", "--biblatex"])
    assert args.held_types72
    with pytest.raises(SystemExit):  # (refs81's shapes are the held-out ones now)
        _arguments([*where, "--split", "train", "--held-types81"])
