"""The LaTeX corpus's held-out entry types (refs66, ``tools/latex_corpus/bibtypes.py``):
every type drawn, each entry's truth (authors, never editors nor translators; the
edition's year; the venue of a proceedings, report or thesis), and the build taking
``--entry-types`` for ``train`` (refused in round sixty-six, train since refs67)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.bibtex import bib_entries
from latex_corpus.bibtypes import TYPES, typed_entry_of
from latex_corpus.build import _arguments
from pdfgen.sources import Record, Section

NAMES = ["Jane Doe", "Ravi Kumar", "Ann Lee", "Bo Kim", "Carla Rossi", "Dmitri Ivanov"]


def _record(n: int) -> Record:
    return Record(
        f"scifact:{n}", f"Growth of street trees number {n}", (Section("", "x"),), year=2011
    )


def _entries(count: int) -> list:
    rng = random.Random(3)
    return [typed_entry_of(f"r{n}", _record(n), rng, NAMES) for n in range(count)]


def test_every_held_out_type_is_drawn_with_its_own_fields() -> None:
    entries = _entries(120)
    kinds = {e.truth.kind for e in entries if e.truth}
    assert kinds == set(TYPES)
    by_kind = {e.truth.kind: e for e in entries if e.truth}
    assert "editor" in by_kind["incollection"].fields and "series" in by_kind["incollection"].fields
    assert by_kind["inproceedings"].fields["organization"].startswith("International Society")
    assert by_kind["preprint"].entry_type == "online"
    assert by_kind["preprint"].fields["eprinttype"] == "arXiv"
    assert by_kind["preprint"].truth and by_kind["preprint"].truth.arxiv_id
    assert by_kind["dataset"].fields["doi"] == by_kind["dataset"].truth.doi  # type: ignore[union-attr]
    assert by_kind["thesis"].fields["type"] == "mathesis"
    assert (
        by_kind["translated"].entry_type == "book" and "translator" in by_kind["translated"].fields
    )
    assert "origdate" in by_kind["reprint"].fields and "urldate" in by_kind["online"].fields


def test_the_truth_holds_authors_not_editors_and_the_editions_year() -> None:
    for entry in _entries(60):
        truth = entry.truth
        assert truth is not None and truth.year == 2011
        names = entry.fields["author"].removesuffix(" and others").split(" and ")
        assert len(truth.authors) == len(names)  # the authors, not the editors
        if truth.kind == "inproceedings":
            assert truth.venue == entry.fields["booktitle"]
        if truth.kind in ("techreport", "thesis"):
            assert truth.venue == entry.fields["institution"]
        if truth.kind in ("online", "patent", "translated", "reprint", "preprint"):
            assert truth.venue == "" and truth.doi == ""


def test_bib_entries_write_the_held_out_types_when_asked() -> None:
    class _Paper:
        others = tuple(_record(n) for n in range(12))

    entries = bib_entries(_Paper(), random.Random(1), NAMES, typed_entry_of)  # type: ignore[arg-type]
    assert [e.key for e in entries] == [f"r{n}" for n in range(1, 13)]
    assert {e.truth.kind for e in entries if e.truth} <= set(TYPES)


def test_the_build_takes_entry_types_for_train_since_refs67(tmp_path: Path) -> None:
    where = ["--out", str(tmp_path), "--shared", str(tmp_path)]  # (any checkout: refs71)
    args = _arguments([*where, "--split", "train", "--entry-types", "--biblatex"])
    assert args.entry_types and args.split == "train"
    args = _arguments([*where, "--split", "heldout", "--entry-types"])
    assert args.entry_types
