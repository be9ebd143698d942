"""The LaTeX corpus's held-out entry shapes of round seventy-one (refs71,
``tools/latex_corpus/bibtypes71.py``): every shape drawn with its own fields, the
printed title (a translation's brackets kept, a tag left out), the editors and the
organisation as the truth's names, and the build taking ``--held-types71`` for
``train`` (since refs72)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtex import BibEntry
from latex_corpus.bibtypes71 import TYPES, entry71_of
from latex_corpus.build import _arguments


def _entries(count: int) -> list[BibEntry]:
    return drawn_entries(entry71_of, count, seed=71)


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = _entries(200)
    assert {e.entry_type for e in entries} == {"article", "thesis", "misc", "book", "report"}
    fields = [e.fields for e in entries]
    assert any(f.get("pages", "").startswith("S") and "Suppl" in f["number"] for f in fields)
    assert any(f.get("eid", "").startswith("e") and "pages" not in f for f in fields)
    assert any(f.get("issue") in ("Spring", "Summer", "Autumn", "Winter") for f in fields)
    assert any(f.get("titleaddon", "").startswith("[") and f.get("version") for f in fields)
    assert any(f.get("type") == "Dissertation" for f in fields)
    titles = [e.truth.title for e in entries if e.truth]
    assert any(t.endswith("]") and " [Growth of street trees" in t for t in titles)
    assert any("\u201c" in t for t in titles)
    assert all(not t.startswith("[") for t in titles)
    for entry in entries:
        assert entry.truth
        if entry.entry_type == "book":
            assert "author" not in entry.fields and entry.truth.authors
        if entry.entry_type == "report":
            assert entry.truth.surnames == entry.truth.authors
            assert len(entry.truth.authors) == 1
        if entry.entry_type == "misc":
            assert entry.truth.title == f"Growth of street trees {entry.key[1:]}"
    etal = [e for e in entries if e.truth and e.truth.others]
    assert any(len(e.truth.authors) == 3 for e in etal if e.truth)
    assert len(TYPES) == 10


def test_the_build_takes_held_types71_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    args = _arguments([*where, "--split", "train", "--held-types71", "--biblatex"])
    assert args.held_types71
    with pytest.raises(SystemExit):  # (refs81's shapes are the held-out ones now)
        _arguments([*where, "--split", "train", "--held-types81"])
