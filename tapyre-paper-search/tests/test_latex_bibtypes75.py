"""The LaTeX corpus's held-out entry shapes of round seventy-five (refs75,
``tools/latex_corpus/bibtypes75.py``): every shape drawn with its own fields, the type
marks ("[J]", "[Internet]") out of the truth's title, the journal or proceedings as the
scored venue, the DOI of an article ahead of print, and the build taking
``--held-types75`` for ``train`` (refs76 rotated them into train)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtypes75 import TYPES, entry75_of
from latex_corpus.build import _arguments


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = drawn_entries(entry75_of, 120, seed=75)
    assert {e.truth.kind for e in entries if e.truth} == {
        "film", "episode", "perscomm", "archival", "article", "inproceedings", "cnmark",
        "internet", "lecture",
    }  # fmt: skip
    fields = [e.fields for e in entries]
    assert any("Box " in f.get("howpublished", "") for f in fields)
    assert any(f.get("note") == "Personal communication" for f in fields)
    for entry in entries:
        truth = entry.truth
        assert truth
        assert "[" not in truth.title
        if truth.kind == "cnmark":
            assert entry.fields["title"].endswith("[J]")
        if truth.kind == "internet":
            assert entry.fields["titleaddon"] == "[Internet]"
        if truth.kind == "article":
            assert truth.venue == entry.fields["journal"] and truth.doi == entry.fields["doi"]
            assert "pages" not in entry.fields and entry.fields["note"] == "Epub ahead of print"
        if truth.kind == "inproceedings":
            assert truth.venue == entry.fields["booktitle"] and entry.fields["series"]
    assert len(TYPES) == 9


def test_the_build_takes_held_types75_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    args = _arguments([*where, "--split", "train", "--held-types75", "--biblatex"])
    assert args.held_types75
    with pytest.raises(SystemExit):  # (refs81's shapes are the held-out ones now)
        _arguments([*where, "--split", "train", "--held-types81"])
