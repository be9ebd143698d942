"""The LaTeX corpus's entry shapes of round seventy-eight (refs78,
``tools/latex_corpus/bibtypes78.py``): every shape drawn with its own fields, the
question mark and subtitle in the truth's title, the journal the articles' venue, the
DOI beside a PMID, the chapters' language marks, and the build taking
``--held-types78`` for ``train`` (refs79 rotated them into train)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtypes78 import TYPES, entry78_of
from latex_corpus.build import _arguments

_MARKS = {"hrsg": "(Hrsg.)", "dans": "dans :", "en": "En:"}


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = drawn_entries(entry78_of, 120, seed=78)
    assert {e.truth.kind for e in entries if e.truth} == set(TYPES)
    for entry in entries:
        truth = entry.truth
        assert truth
        if truth.kind == "question":
            assert truth.title.endswith("?")
        if truth.kind == "subtitle":
            assert ": " in truth.title
        if truth.kind in _MARKS:
            assert entry.entry_type == "misc" and not truth.venue
            assert _MARKS[truth.kind] in entry.fields["howpublished"]
        else:
            assert entry.entry_type == "article" and truth.venue == entry.fields["journal"]
        if truth.kind == "abbrev":
            assert truth.venue.startswith("J. ") and truth.venue.endswith(".")
        if truth.kind in ("eid", "artno"):
            assert "pages" not in entry.fields and entry.fields["eid"]
        if truth.kind == "inpress":
            assert entry.fields["pubstate"] == "inpress"
        assert bool(truth.doi) == (truth.kind == "pmid")
        if truth.doi:
            assert entry.fields["doi"] == truth.doi and "PMCID: PMC" in entry.fields["note"]
    assert len(TYPES) == 10


def test_the_build_takes_held_types78_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    args = _arguments([*where, "--split", "train", "--held-types78", "--biblatex"])
    assert args.held_types78
    with pytest.raises(SystemExit):  # (refs81's shapes are the held-out ones now)
        _arguments([*where, "--split", "train", "--held-types81"])
