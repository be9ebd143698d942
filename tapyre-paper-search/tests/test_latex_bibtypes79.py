"""The LaTeX corpus's entry shapes of round seventy-nine (refs79,
``tools/latex_corpus/bibtypes79.py``): every shape drawn with its own fields, the species
and the opening figure in the truth's title, the journal the articles' venue, the
chapters' language marks, and the build taking ``--held-types79`` for ``train`` (refs80
rotated them into train)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtypes79 import TYPES, entry79_of
from latex_corpus.build import _arguments

_MARKS = {"organizado": "(org.)", "acuradi": "(a cura di)", "red": "(red.)", "lawreview": "L"}
_TYPES = {"twoeds": "incollection", "workpaper": "techreport"}


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = drawn_entries(entry79_of, 120, seed=79)
    assert {e.truth.kind for e in entries if e.truth} == set(TYPES)
    for entry in entries:
        truth = entry.truth
        assert truth and not truth.doi
        if truth.kind == "species":
            assert "\\emph{" in entry.fields["title"] and "\\emph" not in truth.title
        if truth.kind == "numtitle":
            assert truth.title.split()[0].isdigit()
        if truth.kind in _MARKS:
            assert entry.entry_type == "misc" and not truth.venue
            assert _MARKS[truth.kind] in entry.fields["howpublished"]
        elif truth.kind in _TYPES:
            assert entry.entry_type == _TYPES[truth.kind] and not truth.venue
        else:
            assert entry.entry_type == "article" and truth.venue == entry.fields["journal"]
        if truth.kind == "issueonly":
            assert "volume" not in entry.fields and entry.fields["number"]
        if truth.kind == "month":
            assert entry.fields["month"]
        if truth.kind == "twoeds":
            assert " and " in entry.fields["editor"]
    assert len(TYPES) == 10


def test_the_build_takes_held_types79_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    args = _arguments([*where, "--split", "train", "--held-types79", "--biblatex"])
    assert args.held_types79
    with pytest.raises(SystemExit):  # (refs81's shapes are the held-out ones now)
        _arguments([*where, "--split", "train", "--held-types81"])
