"""The LaTeX corpus's held-out entry shapes of round seventy-four (refs74,
``tools/latex_corpus/bibtypes74.py``): every shape drawn with its own fields, a bill
with no names, an organisation without its acronym as the one name (refs76), the proceedings as
the scored venue with the DOI, and the build taking ``--held-types74`` for ``train``
(refs75 rotated them into train)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtypes74 import TYPES, entry74_of
from latex_corpus.build import _arguments


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = drawn_entries(entry74_of, 160, seed=74)
    assert {e.truth.kind for e in entries if e.truth} == {
        "inproceedings", "social", "podcast", "blog", "bill", "mvchapter", "acronym",
        "article", "retrieved",
    }  # fmt: skip
    fields = [e.fields for e in entries]
    assert any(f.get("volumes") and f.get("editor") for f in fields)
    assert any(f.get("howpublished", "").startswith("Retrieved ") for f in fields)
    assert any(f.get("titleaddon", "").startswith("[in ") for f in fields)
    for entry in entries:
        truth = entry.truth
        assert truth
        if truth.kind == "bill":
            assert "author" not in entry.fields and not truth.authors
        if truth.kind == "acronym":
            assert truth.authors == truth.surnames and not truth.authors[0].endswith(")")
            assert entry.fields["author"].startswith("{" + truth.authors[0] + " (")
        if truth.kind == "inproceedings":
            assert truth.venue == entry.fields["booktitle"] and truth.doi == entry.fields["doi"]
            assert "pages" not in entry.fields and entry.fields["eid"]
        if truth.kind == "article":
            assert truth.venue == entry.fields["journal"]
            assert entry.fields["titleaddon"] not in truth.title
    assert len(TYPES) == 9


def test_the_build_takes_held_types74_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    args = _arguments([*where, "--split", "train", "--held-types74", "--biblatex"])
    assert args.held_types74
    with pytest.raises(SystemExit):  # (refs81's shapes are the held-out ones now)
        _arguments([*where, "--split", "train", "--held-types81"])
