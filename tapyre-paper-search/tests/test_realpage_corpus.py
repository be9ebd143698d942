"""The real-shaped first-page corpus builder (``tools/realpage_corpus``), a dev tool: it
skips where ReportLab is not installed.

Every design (train and held-out) must print its truth's title, names and abstract
words on its pages; held-out designs never go into a train corpus and train designs
never into a held-out one; the truth is in pdfgen's format.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import asdict
from pathlib import Path

import pymupdf
import pytest

pytest.importorskip("reportlab")

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.paper import Author, Paper
from pdfgen.corpus import Truth
from pdfgen.people import Affiliation
from pdfgen.sources import Record, Section
from realpage_corpus.designs import DESIGNS, allowed
from realpage_corpus.document import truth_of, write_pdf

PLACES = (
    Affiliation("Department of Physics", "University of Tarnów", "Tarnów", "Poland"),
    Affiliation("School of Data Science", "Delft Institute of Technology", "", "Netherlands"),
)
TITLE = "Growth of street trees: a decade of rings"
ABSTRACT = (
    "We measured the growth of street trees over ten years & counted <their> rings. "
    "Trees under wide pavements grew faster than those in narrow pits."
)


def _paper() -> Paper:
    people = (("Zoë Kowalczyk", (0,)), ("Pieter de Vries", (0, 1)), ("Ann O'Neil", (1,)))
    authors = tuple(
        Author(name, links, f"author{k}@example.org", f"0000-0002-1825-009{k}", k == 0)
        for k, (name, links) in enumerate(people)
    )
    others = tuple(
        Record(
            f"scifact:{n}",
            f"Roots under pavements {n}",
            (
                Section(
                    "", f"Roots spread under slabs in plot number {n} of the city. Slabs crack."
                ),
            ),
        )
        for n in range(1, 13)
    )
    return Paper(
        record=Record("scifact:0", TITLE, (Section("", ABSTRACT),), year=2021),
        authors=authors,
        affiliations=PLACES,
        keywords=("growth", "trees"),
        others=others,
        seed=7,
    )


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).casefold()


@pytest.mark.parametrize("name", sorted(DESIGNS))
def test_each_design_prints_its_truth(tmp_path: Path, name: str) -> None:
    paper, design = _paper(), DESIGNS[name]
    path = tmp_path / f"{name}.pdf"
    family = write_pdf(paper, design, path)
    pages = pymupdf.open(path)
    text = _flat(" ".join(page.get_text() for page in pages))
    split = "heldout" if design.heldout else "train"
    truth = truth_of(paper, design, path.name, split, family)
    assert _flat(truth.title) in text  # some designs print it in capitals
    assert truth.authors, "a design names at least one author"
    for person in truth.authors:
        assert _flat(person) in text
    words = set(re.split(r"[\s\u2014]+", text))  # "Abstract\u2014We" run in
    assert {w.casefold() for w in truth.abstract.split()} <= words
    assert truth.abstract == ABSTRACT
    assert truth.kinds == [name, "realpage"]
    again = Truth(**json.loads(json.dumps(asdict(truth), ensure_ascii=False)))
    assert again == truth  # pdfgen's format, as write_truths writes it


ROUND72 = (
    "society-journal", "acl-conference", "latex-article", "foreign-journal", "graphic-abstract",
    "dot-byline", "repository-cover", "magazine-feature",
)  # fmt: skip


def _crowded() -> Paper:
    """Six authors over three places (one with two), a structured abstract."""
    base = _paper()
    places = (*PLACES, Affiliation("Institute of Ecology", "University of Lund", "Lund", "Sweden"))
    people = ("Zoë Kowalczyk", "Pieter de Vries", "Ann O'Neil", "José María Ortega",
              "Li Wei", "Grace Whitfield")  # fmt: skip
    links = ((0,), (0,), (1, 2), (1,), (2,), (0,))
    authors = tuple(
        Author(name, link, f"a{k}@example.org", f"0000-0002-1825-010{k}", k == 3)
        for k, (name, link) in enumerate(zip(people, links, strict=True))
    )
    record = Record(
        "scifact:1",
        TITLE,
        (Section("Background", "Street trees grow slowly."), Section("Results", ABSTRACT)),
        year=2020,
    )
    return Paper(record, authors, places, ("growth", "trees", "pavement"), base.others, 11)


@pytest.mark.parametrize("name", ROUND72)
@pytest.mark.parametrize("make", [_paper, _crowded])
def test_round72_designs_print_title_and_names(tmp_path: Path, name: str, make) -> None:
    paper, design = make(), DESIGNS[name]
    assert design.heldout  # written in round 72: held out
    path = tmp_path / f"{name}.pdf"
    family = write_pdf(paper, design, path)
    text = _flat(" ".join(page.get_text() for page in pymupdf.open(path)))
    truth = truth_of(paper, design, path.name, "heldout", family)
    assert _flat(truth.title) in text
    assert truth.authors == [a.name for a in paper.authors]
    for person in truth.authors:
        assert _flat(person) in text
    words = set(re.split(r"[\s\u2014]+", text))
    assert {w.casefold() for w in truth.abstract.split()} <= words
    if name == "foreign-journal":  # the other language's abstract first, then the English
        first = min(text.find(h) for h in ("zusammenfassung", "résumé") if h in text)
        assert 0 <= first < text.index("abstract") < text.index(_flat(ABSTRACT[:40]))


ROUND72_TRAIN = (
    "accepted-cover", "stamp-cover", "eprints-cover", "teaser-standfirst", "runon-terms",
    "structured-lines", "column-authors",
)  # fmt: skip


@pytest.mark.parametrize("name", ROUND72_TRAIN)
@pytest.mark.parametrize("make", [_paper, _crowded])
def test_round72_train_designs_print_truth_and_junk_metadata(
    tmp_path: Path, name: str, make
) -> None:
    paper, design = make(), DESIGNS[name]
    path = tmp_path / f"{name}.pdf"
    family = write_pdf(paper, design, path)
    doc = pymupdf.open(path)
    text = _flat(" ".join(page.get_text() for page in doc))
    truth = truth_of(paper, design, path.name, "train", family)
    assert _flat(truth.title) in text
    for person in truth.authors:
        assert _flat(person) in text
    words = set(re.split(r"[\s\u2014]+", text))
    assert {w.casefold() for w in truth.abstract.split()} <= words
    # the PDF's own author field holds junk, never the names
    junk = doc.metadata["author"]
    assert junk and not any(person in junk for person in truth.authors)


def test_a_thesis_names_its_writer_only(tmp_path: Path) -> None:
    paper, design = _paper(), DESIGNS["thesis"]
    path = tmp_path / "thesis.pdf"
    family = write_pdf(paper, design, path)
    truth = truth_of(paper, design, path.name, "heldout", family)
    assert truth.authors == ["Zoë Kowalczyk"]  # the others are printed as supervisors
    assert "Supervisor" in pymupdf.open(path)[0].get_text()


def test_held_out_designs_stay_out_of_train_and_train_ones_out_of_held_out() -> None:
    held = {n for n, d in DESIGNS.items() if d.heldout}
    train = set(DESIGNS) - held
    assert len(held) == 8 and len(train) == 32 + len(ROUND72_TRAIN)
    assert set(ROUND72_TRAIN) <= train  # realpage72's: train designs from the start
    assert {d.name for d in allowed("heldout")} == held
    assert {d.name for d in allowed("train")} == train
    with pytest.raises(ValueError):
        allowed("train", [sorted(held)[0]])
    with pytest.raises(ValueError):
        allowed("heldout", [sorted(train)[0]])
    assert {d.name for d in allowed("heldout", sorted(held)[:2])} == set(sorted(held)[:2])
