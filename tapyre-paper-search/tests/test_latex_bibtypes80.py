"""The LaTeX corpus's entry shapes of round eighty (refs80,
``tools/latex_corpus/bibtypes80.py``): every shape drawn with its own fields, the dash's
subtitle and the unit in the truth's title, the journal the articles' venue, the cited
norms' marks, and the build taking ``--held-types80`` for ``train`` (refs81 rotated them
into train)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtypes80 import TYPES, entry80_of
from latex_corpus.build import _arguments

_MARKS = {"normvol": ", v", "oscola": ") ", "din": "Nr.", "rivista": "``Rivista di"}


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = drawn_entries(entry80_of, 150, seed=80)
    assert {e.truth.kind for e in entries if e.truth} == set(TYPES)
    for entry in entries:
        truth = entry.truth
        assert truth and not truth.doi
        if truth.kind == "dash":
            assert " -- " in entry.fields["title"] and " – " in truth.title
        if truth.kind == "units":
            assert any(c.isdigit() for c in truth.title.split(" at ")[-1])
        if truth.kind in _MARKS:
            assert entry.entry_type == "misc" and not truth.venue
            assert _MARKS[truth.kind] in entry.fields["howpublished"]
        elif truth.kind == "bookseries":
            assert entry.entry_type == "book" and entry.fields["series"] and not truth.venue
        else:
            assert entry.entry_type == "article" and truth.venue
        if truth.kind == "magazine":
            assert entry.fields["month"] and "volume" not in entry.fields
        if truth.kind == "jcolon":
            assert ":" in truth.venue
        if truth.kind == "jamp":
            assert "&" in truth.venue
    assert len(TYPES) == 10


def test_the_build_takes_held_types80_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    args = _arguments([*where, "--split", "train", "--held-types80", "--biblatex"])
    assert args.held_types80
    with pytest.raises(SystemExit):  # (refs81's shapes are the held-out ones now)
        _arguments([*where, "--split", "train", "--held-types81"])
