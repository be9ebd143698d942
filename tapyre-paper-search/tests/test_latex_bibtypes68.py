"""The LaTeX corpus's held-out entry shapes of round sixty-eight (refs68,
``tools/latex_corpus/bibtypes68.py``): every shape drawn with its own fields, the truth's
kind and venue, a crowd of nine authors or more, and the build taking ``--held-types``
for ``train`` (held out in refs68, train since refs69)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtex import BibEntry
from latex_corpus.bibtypes68 import TYPES, held_entry_of
from latex_corpus.build import _arguments


def _entries(count: int) -> list[BibEntry]:
    return drawn_entries(held_entry_of, count, seed=5)


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = _entries(140)
    by_type: dict[str, list[BibEntry]] = {}
    for entry in entries:
        by_type.setdefault(entry.entry_type, []).append(entry)
    assert set(by_type) == {"manual", "inproceedings", "article", "report", "book"}
    assert all(e.fields["type"] == "Standard" for e in by_type["manual"])
    assert all("eventdate" in e.fields and "venue" in e.fields for e in by_type["inproceedings"])
    assert all(e.truth.venue == e.fields["booktitle"] for e in by_type["inproceedings"])
    assert any(e.fields.get("eprinttype") == "pubmed" for e in by_type["article"])
    assert any(e.fields.get("pubstate") == "forthcoming" for e in by_type["article"])
    assert any(len(e.truth.authors) >= 9 for e in by_type["article"])
    assert all("volumes" in e.fields for e in by_type["book"])
    assert {e.truth.kind for e in entries} == {
        "standard", "inproceedings", "article", "government", "multivolume", "forthcoming"
    }  # fmt: skip
    assert len(TYPES) == 7


def test_the_build_takes_held_types_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    args = _arguments([*where, "--split", "train", "--held-types", "--biblatex"])
    assert args.held_types
    with pytest.raises(SystemExit):  # (refs81's shapes are the held-out ones now)
        _arguments([*where, "--split", "train", "--held-types81"])
