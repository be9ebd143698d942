"""The LaTeX corpus's held-out entry shapes of round eighty-one (refs81,
``tools/latex_corpus/bibtypes81.py``): every shape drawn with its own fields, the span of
years, the locants, the part and the quoted title in the truth's title, the journal the
articles' venue, the cited norms' marks, and the build refusing ``--held-types81`` for
``train``."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtypes81 import TYPES, entry81_of
from latex_corpus.build import _arguments

_TYPES = {"chapedition": "incollection", "pagetotal": "book", "booklet": "booklet"}


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = drawn_entries(entry81_of, 150, seed=81)
    assert {e.truth.kind for e in entries if e.truth} == set(TYPES)
    for entry in entries:
        truth = entry.truth
        assert truth and not truth.doi
        kind = truth.kind
        if kind in ("gost", "volword"):
            assert entry.entry_type == "misc" and not truth.venue
            cite = entry.fields["howpublished"]
            assert cite.startswith("//") if kind == "gost" else re.search(r"\bn[rº]\.? \d", cite)
        elif kind in _TYPES:
            assert entry.entry_type == _TYPES[kind] and not truth.venue
        else:
            assert entry.entry_type == "article" and truth.venue.startswith("Journal of")
        if kind == "yearspan":
            assert re.search(r", (19|20)\d\d–(19|20)\d\d$", truth.title)
        if kind == "locant":
            assert re.match(r"\d,\d", truth.title)
        if kind == "part":
            assert ", Part " in truth.title
        if kind == "comment":
            assert truth.title.endswith("\u201d") and "\u201c" in truth.title
        if kind == "issuetitle":
            assert entry.fields["issuetitle"]
        if kind == "chapedition":
            assert entry.fields["edition"] and entry.fields["editor"]
        if kind == "pagetotal":
            assert entry.fields["pagetotal"].isdigit()
    assert len(TYPES) == 10


def test_the_build_refuses_held_types81_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    with pytest.raises(SystemExit):
        _arguments([*where, "--split", "train", "--held-types81", "--biblatex"])
    args = _arguments([*where, "--split", "heldout", "--held-types81"])
    assert args.held_types81
