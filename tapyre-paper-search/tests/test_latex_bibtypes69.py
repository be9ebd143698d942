"""The LaTeX corpus's held-out entry shapes of round sixty-nine (refs69,
``tools/latex_corpus/bibtypes69.py``): every shape drawn with its own fields, the
printed title and the group author in the truth, and the build taking
``--held-types69`` for ``train`` (held out in refs69 and refs70, train since refs71)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtex import BibEntry
from latex_corpus.bibtypes69 import TYPES, entry69_of
from latex_corpus.build import _arguments


def _entries(count: int) -> list[BibEntry]:
    return drawn_entries(entry69_of, count, seed=7)


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = _entries(200)
    assert {e.entry_type for e in entries} == {"misc", "article", "inproceedings"}
    notes = [e.fields.get("note", "") for e in entries]
    assert any("(Hrsg.)" in n and ", S. " in n for n in notes)
    assert any(", p. " in n for n in notes)
    assert any(e.fields.get("entrysubtype") == "newspaper" for e in entries)
    assert any(e.fields.get("note") == "Poster" for e in entries)
    titles = [e.truth.title for e in entries]
    assert any(t.startswith("RETRACTED: ") for t in titles)
    assert any(t.startswith("Review of ") for t in titles)
    assert any(t.endswith("?") and ": " in t for t in titles)
    groups = [e for e in entries if "{the " in e.fields["author"]]
    assert groups and all(e.truth.authors[-1].startswith("the ") for e in groups)
    assert all(e.truth.title == e.fields["title"] for e in entries if e.entry_type == "article")
    assert len(TYPES) == 11


def test_the_build_takes_held_types69_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    args = _arguments([*where, "--split", "train", "--held-types69", "--biblatex"])
    assert args.held_types69
    with pytest.raises(SystemExit):  # (refs81's shapes are the held-out ones now)
        _arguments([*where, "--split", "train", "--held-types81"])
