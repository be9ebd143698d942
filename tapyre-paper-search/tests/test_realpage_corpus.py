"""The real-shaped first-page corpus builder (``tools/realpage_corpus``), a dev tool: it
skips where ReportLab is not installed.

Every design (train and held-out) must print its truth's title, names and abstract
words on its pages (broken-layer and scanned-back-issue print them, but break their text
layers on purpose: their tests assert the break); held-out designs never go into a train
corpus and train designs never into a held-out one; the truth is in pdfgen's format.
"""

from __future__ import annotations

import dataclasses
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
from realpage_corpus.document import grown, truth_of, write_pdf
from realpage_corpus.pages_h import JUNK_AUTHORS
from realpage_corpus.pages_i import TEMPLATE_AUTHORS, TEMPLATE_TITLES

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


@pytest.mark.parametrize("name", sorted(set(DESIGNS) - {"broken-layer", "scanned-back-issue"}))
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


ROUND73 = (
    "archive-cover", "teaser-standfirst", "office-journal", "ccs-runon", "structured-split",
    "collab-columns", "tabbed-workshop",
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


def _lines(path: Path) -> list[str]:
    return [
        _flat(line).strip() for page in pymupdf.open(path) for line in page.get_text().split("\n")
    ]


@pytest.mark.parametrize("name", ROUND73)
@pytest.mark.parametrize("make", [_paper, _crowded])
def test_round73_designs_print_title_and_names(tmp_path: Path, name: str, make) -> None:
    paper, design = make(), DESIGNS[name]
    assert design.heldout  # written in round 73: held out
    path = tmp_path / f"{name}.pdf"
    family = write_pdf(paper, design, path)
    doc = pymupdf.open(path)
    text = _flat(" ".join(page.get_text() for page in doc))
    truth = truth_of(paper, design, path.name, "heldout", family)
    assert _flat(truth.title) in text
    assert truth.authors == [a.name for a in paper.authors]
    for person in truth.authors:
        assert _flat(person) in text
    words = set(re.split(r"[\s\u2014]+", text))
    assert {w.casefold() for w in truth.abstract.split()} <= words
    lines = _lines(path)
    if name == "archive-cover":  # the archive's cover first, the paper's abstract on page two
        cover = _flat(doc[0].get_text())
        assert "to cite this version" in cover or "recommended citation" in cover
        assert _flat(ABSTRACT[:40]) not in cover
    if name == "structured-split" and make is _crowded:  # labels on lines of their own
        assert "background" in lines and "results" in lines
    if name == "ccs-runon":  # the abstract runs on into what is not the abstract
        after = text[text.index(_flat(ABSTRACT[-30:])) :]
        assert any(k in after for k in ("keywords", "index terms", "categories", "ccs concepts"))
    if name == "office-journal":  # junk in the file's own metadata, the names on the page
        meta = doc.metadata
        assert meta["author"] in JUNK_AUTHORS
        assert meta["author"] not in truth.authors and meta["title"] != truth.title


def test_broken_layer_breaks_its_text_layer_three_ways(tmp_path: Path) -> None:
    """The page prints the truth, but its text layer loses the title (a picture of the
    title block, or its bold font's map sent to the private use area) or the regular
    font's letters map to wrong ones."""
    design, seen = DESIGNS["broken-layer"], set()
    for seed in range(12):
        paper = dataclasses.replace(_paper(), seed=seed)
        path = tmp_path / f"broken{seed}.pdf"
        family = write_pdf(paper, design, path)
        truth = truth_of(paper, design, path.name, "heldout", family)
        assert truth.title == TITLE and truth.abstract == ABSTRACT  # what is printed
        page = pymupdf.open(path)[0]
        text = _flat(page.get_text())
        assert family in ("dejavu-serif", "liberation-serif")  # embedded, with maps to break
        if page.get_images():
            assert _flat(TITLE) not in text and "kowalczyk" not in text
            seen.add("image")
        elif any("\ue000" <= c <= "\ue0ff" for c in text):
            assert _flat(TITLE) not in text and "kowalczyk" in text
            seen.add("private")
        else:
            assert _flat(TITLE) in text and "street trees over ten years" not in text
            seen.add("wrong")
    assert seen == {"image", "private", "wrong"}


def test_collab_columns_grows_to_fifteen_names_at_most(tmp_path: Path) -> None:
    base = _paper()
    others = tuple(
        dataclasses.replace(o, authors=(f"Marta Lindqvist{chr(97 + n)}", f"Kofi Mensah {n}x"))
        for n, o in enumerate(base.others)
    )
    design, counts = DESIGNS["collab-columns"], set()
    for seed in range(8):
        paper = dataclasses.replace(base, others=others, seed=seed)
        path = tmp_path / f"collab{seed}.pdf"
        family = write_pdf(paper, design, path)
        truth = truth_of(paper, design, path.name, "heldout", family)
        assert truth.authors == [a.name for a in grown(paper, design).authors]
        assert truth.authors[:3] == [a.name for a in base.authors]
        text = _flat(" ".join(page.get_text() for page in pymupdf.open(path)))
        for person in truth.authors:
            assert _flat(person) in text
        counts.add(len(truth.authors))
    assert max(counts) > 3 and max(counts) <= 10


ROUND72_TRAIN = (
    "accepted-cover", "stamp-cover", "eprints-cover", "standfirst-piece", "runon-terms",
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
    assert len(held) == 16 and len(train) == 40 + len(ROUND72_TRAIN)
    assert set(ROUND72_TRAIN) <= train  # realpage72's: train designs from the start
    assert {d.name for d in allowed("heldout")} == held
    assert {d.name for d in allowed("train")} == train
    with pytest.raises(ValueError):
        allowed("train", [sorted(held)[0]])
    with pytest.raises(ValueError):
        allowed("heldout", [sorted(train)[0]])
    assert {d.name for d in allowed("heldout", sorted(held)[:2])} == set(sorted(held)[:2])


ROUND74 = (
    "eprint-cover", "dek-feature", "template-junk", "stats-runon", "clinical-sidebar",
    "discussion-paper", "inline-byline",
)  # fmt: skip


@pytest.mark.parametrize("name", ROUND74)
@pytest.mark.parametrize("make", [_paper, _crowded])
def test_round74_designs_print_title_and_names(tmp_path: Path, name: str, make) -> None:
    paper, design = make(), DESIGNS[name]
    assert design.heldout  # written in round 74: held out
    path = tmp_path / f"{name}.pdf"
    family = write_pdf(paper, design, path)
    doc = pymupdf.open(path)
    text = _flat(" ".join(page.get_text() for page in doc))
    truth = truth_of(paper, design, path.name, "heldout", family)
    assert _flat(truth.title) in text
    assert truth.authors == [a.name for a in grown(paper, design).authors]
    for person in truth.authors:
        assert _flat(person) in text
    words = set(re.split(r"[\s\u2014]+", text))
    assert {w.casefold() for w in truth.abstract.split()} <= words
    first = _flat(doc[0].get_text())
    if name in ("eprint-cover", "discussion-paper"):  # a cover first, the abstract on page two
        assert len(doc) >= 2 and _flat(ABSTRACT[:40]) not in first
    if name == "eprint-cover":
        assert "downloaded from" in first
    if name in ("stats-runon", "inline-byline"):  # the abstract runs on into what it is not
        after = text[text.index(_flat(ABSTRACT[-30:])) :]
        assert any(k in after for k in ("subject classifications", "jel", "ccs concepts"))
    if name == "template-junk":  # the template's title and a junk or editor's name as author
        meta = doc.metadata
        assert meta["title"] in TEMPLATE_TITLES and meta["author"] not in truth.authors
        assert meta["author"] in TEMPLATE_AUTHORS or meta["author"].count(" ") >= 1


def test_scanned_back_issue_breaks_its_text_layer_three_ways(tmp_path: Path) -> None:
    """The page prints the truth, but page one's text layer is missing (a scan), poor
    OCR under a scan, or gone with the glyphs turned into outlines."""
    design, seen = DESIGNS["scanned-back-issue"], set()
    for seed in range(12):
        paper = dataclasses.replace(_paper(), seed=seed)
        path = tmp_path / f"scanned{seed}.pdf"
        family = write_pdf(paper, design, path)
        truth = truth_of(paper, design, path.name, "heldout", family)
        assert truth.title == TITLE and truth.abstract == ABSTRACT  # what is printed
        assert truth.authors == [a.name for a in paper.authors]
        page = pymupdf.open(path)[0]
        text = page.get_text().strip()
        if page.get_images() and not text:
            seen.add("scan")
        elif page.get_images():
            assert "growth" in _flat(text) or "grovvth" in _flat(text) or "trees" in _flat(text)
            seen.add("ocr")
        else:
            assert not text and page.get_drawings()
            seen.add("outlined")
    assert seen == {"scan", "ocr", "outlined"}
