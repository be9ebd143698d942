"""The LaTeX corpus's held-out entry shapes of round seventy-six (refs76,
``tools/latex_corpus/bibtypes76.py``): every shape drawn with its own fields, the
bracketed marks out of the truth's title, the journal and DOI of the APA 7 article, and
the build taking ``--held-types76`` for ``train`` (refs77 rotated them into train)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bibdraws import drawn_entries
from latex_corpus.bibtypes76 import TYPES, entry76_of
from latex_corpus.build import _arguments


def test_every_held_out_shape_is_drawn_with_its_own_fields() -> None:
    entries = drawn_entries(entry76_of, 120, seed=76)
    assert {e.truth.kind for e in entries if e.truth} == set(TYPES)
    fields = [e.fields for e in entries]
    assert any(":" in f.get("howpublished", "") and "ISO" in f["howpublished"] for f in fields)
    assert any(f.get("titleaddon") == "[Video game]" for f in fields)
    for entry in entries:
        truth = entry.truth
        assert truth
        assert "[" not in truth.title
        if truth.kind == "arxivver":
            assert entry.fields["howpublished"].startswith("arXiv:")
        if truth.kind == "doiurl":
            assert truth.venue == entry.fields["journal"]
            assert entry.fields["url"] == f"https://doi.org/{truth.doi}"
        elif truth.kind != "reprint":
            assert entry.entry_type == "misc" and not truth.venue and not truth.doi
    assert len(TYPES) == 10


def test_the_build_takes_held_types76_for_train(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]
    args = _arguments([*where, "--split", "train", "--held-types76", "--biblatex"])
    assert args.held_types76
    with pytest.raises(SystemExit):  # (refs81's shapes are the held-out ones now)
        _arguments([*where, "--split", "train", "--held-types81"])
