"""The ReportLab corpus builder (``tools/reportlab_corpus``), a dev tool: it skips
where ReportLab is not installed.

Every style's PDF must print the truth's title, names and abstract (the names with
their marks set raised and smaller, the title first on the page); the held-out
styles never go into a train corpus; the truth is in pdfgen's format.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pymupdf
import pytest

pytest.importorskip("reportlab")

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.paper import Author, Paper
from pdfgen.people import Affiliation
from pdfgen.sources import Record, Section
from reportlab_corpus.document import truth_of, write_pdf
from reportlab_corpus.fonts import family_for
from reportlab_corpus.styles import ALL, HELDOUT_STYLES, allowed

PLACES = (
    Affiliation("Department of Physics", "University of Tarnów", "Tarnów", "Poland"),
    Affiliation("School of Data Science", "Delft Institute of Technology", "", "Netherlands"),
)
ABSTRACT = "We measured the growth of street trees over ten years & counted <their> rings."


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
            (Section("", "Roots spread. Slabs crack."),),
        )
        for n in range(1, 8)
    )
    return Paper(
        record=Record(
            "scifact:0", "Growth of street trees: a decade of rings", (Section("", ABSTRACT),)
        ),
        authors=authors,
        affiliations=PLACES,
        keywords=("growth", "trees"),
        others=others,
        seed=7,
    )


@pytest.mark.parametrize("name", sorted(ALL))
def test_each_style_prints_the_truth(tmp_path: Path, name: str) -> None:
    paper, style = _paper(), ALL[name]
    path = tmp_path / f"{name}.pdf"
    look = write_pdf(paper, style, path)
    pages = pymupdf.open(path)
    page = pages[0]
    text = re.sub(r"\s+", " ", page.get_text())
    assert "Growth of street trees: a decade of rings" in text
    if style.abstract in ("figure-split", "scrambled-box"):  # cut by a figure; lines drawn up
        assert set(ABSTRACT.split()) <= set(text.split())
    elif style.abstract == "dropcap":  # its first letter drawn apart, large
        assert ABSTRACT[1:] in text and ABSTRACT[0] in text
    elif style.abstract in ("column-spill", "page-spill"):  # cut at a column or a page
        words = " ".join(p.get_text() for p in pages[:2]).split()
        assert (
            ABSTRACT.rsplit(maxsplit=1)[-1] in words
            and ABSTRACT.split(maxsplit=1)[0] in text.split()
        )
    elif style.abstract == "title-page":  # a title page, the abstract on page 2
        assert ABSTRACT not in text and ABSTRACT in re.sub(r"\s+", " ", pages[1].get_text())
    else:
        assert ABSTRACT in text  # escaped for Platypus' markup, printed as typed
    names = [s for b in page.get_text("dict")["blocks"] for ln in b["lines"] for s in ln["spans"]]
    body = max(s["size"] for s in names if "Pieter de Vries" in s["text"])
    marks = [s for s in names if s["text"] in ("1", "1,2", "a", "a,b") and s["size"] < body]
    assert marks, "the affiliation marks are set smaller than the names"
    for person in ("Zoë Kowalczyk", "Pieter de Vries", "Ann O'Neil"):
        assert person in text
    truth = truth_of(paper, style, path.name, "heldout" if style.heldout else "train", look)
    assert truth.authors == ["Zoë Kowalczyk", "Pieter de Vries", "Ann O'Neil"]
    if style.abstract in ("math-inline", "trial-end"):  # a formula or a registry line added
        assert truth.abstract.startswith(ABSTRACT) and truth.abstract != ABSTRACT
    else:
        assert truth.abstract == ABSTRACT
    assert ("heldout-style" in truth.kinds) == style.heldout
    assert ("two-column" in truth.kinds) == (style.columns == 2)
    assert look.body and look.body[-1].startswith("[7] ")  # the reference list, as plain text


def test_held_out_styles_stay_out_of_train() -> None:
    assert len(HELDOUT_STYLES) >= 3 and len(ALL) - len(HELDOUT_STYLES) >= 6
    assert not any(s.heldout for s in allowed("train"))
    named = {name for name in HELDOUT_STYLES if ALL[name].named}
    assert named == {name for name in HELDOUT_STYLES if name.startswith("rl-held72-")}
    assert {s.name for s in allowed("heldout")} == set(HELDOUT_STYLES) - named
    assert {s.name for s in allowed("heldout", sorted(named))} == named
    with pytest.raises(ValueError):
        allowed("train", [HELDOUT_STYLES[0]])
    with pytest.raises(ValueError):
        allowed("train", sorted(named))
    rotated = sorted(
        name
        for name in ALL
        if name.startswith(
            ("rl-held61-", "rl-held62-", "rl-held63-", "rl-held64-", "rl-held65-", "rl-held66-",
             "rl-held67-", "rl-held68-", "rl-held69-", "rl-held70-", "rl-held71-")
        )
    )  # fmt: skip
    assert {s.name for s in allowed("train", rotated)} == set(rotated)  # abs61-71's, train now
    assert not {s.name for s in allowed("train")} & (set(rotated) | named)  # named: asked for


def test_emerald_parts_print_their_labels_and_the_truth_has_them(tmp_path: Path) -> None:
    sentences = " ".join(f"We counted the rings of plot {n} twice." for n in range(1, 9))
    paper = _paper()
    record = Record("scifact:0", paper.title, (Section("", sentences),))
    paper = Paper(record, paper.authors, PLACES, paper.keywords, paper.others, paper.seed)
    style = ALL["rl-held61-emerald"]
    path = tmp_path / "emerald.pdf"
    look = write_pdf(paper, style, path)
    text = re.sub(r"\s+", " ", pymupdf.open(path)[0].get_text())
    truth = truth_of(paper, style, path.name, "heldout", look)
    assert truth.abstract.startswith("Purpose – We counted the rings of plot 1 twice.")
    assert "Originality/value – We counted" in truth.abstract
    assert truth.abstract in text and "Paper type Research paper" in text


def test_text_a_family_cannot_show_falls_back_to_one_that_can(tmp_path: Path) -> None:
    assert family_for("times", ["Zoë Kowalczyk"])[0] == "times"  # WinAnsi holds it
    assert family_for("times", ["Łukasz Wróbel"])[0] == "dejavu-serif"  # it does not
    assert family_for("liberation-serif", ["collisions (Elab∼10 MeV)"])[0] == "dejavu-serif"
    paper = _paper()
    record = Record("scifact:0", "Heavy-ion collisions at Elab∼10 MeV", (Section("", ABSTRACT),))
    paper = Paper(record, paper.authors, PLACES, paper.keywords, paper.others, paper.seed)
    path = tmp_path / "tilde.pdf"
    write_pdf(paper, ALL["rl-liberation-banner"], path)
    text = pymupdf.open(path)[0].get_text()
    assert "Elab∼10 MeV" in text and "\x00" not in text


def test_formula_and_registry_lines_are_printed_and_in_the_truth(tmp_path: Path) -> None:
    paper = _paper()
    registry = "Trial registration: ClinicalTrials.gov NCT"
    for name, piece in (
        ("rl-train67-math-inline", "R^2 = 0.87"),
        ("rl-train67-trial-end", registry),
    ):
        path = tmp_path / f"{name}.pdf"
        look = write_pdf(paper, ALL[name], path)
        text = re.sub(r"\s+", " ", pymupdf.open(path)[0].get_text())
        truth = truth_of(paper, ALL[name], path.name, "train", look)
        assert piece in truth.abstract
        assert piece.replace("^", "") in text  # the exponent raised: no caret printed


def _long_paper(sentences: int) -> Paper:
    paper = _paper()
    text = " ".join(f"We counted the rings of plot {n} twice in the dry season." for n in
                    range(1, sentences + 1))  # fmt: skip
    record = Record("scifact:0", paper.title, (Section("", text),))
    return Paper(record, paper.authors, PLACES, paper.keywords, paper.others, paper.seed)


def test_abs72_shapes_print_what_their_truth_says(tmp_path: Path) -> None:
    """abs72's held-out shapes: the sub-headings stand on lines of their own and are
    truth, a teaser's truth is its deck, a title page holds no abstract, a column's
    abstract breaks into the second column."""
    paper = _long_paper(16)
    made = {}
    for kind in ("sub-headings", "teaser", "title-page", "column-break"):
        style = ALL[f"rl-held72-{kind}"]
        path = tmp_path / f"{kind}.pdf"
        look = write_pdf(paper, style, path)
        made[kind] = (pymupdf.open(path), truth_of(paper, style, path.name, "heldout", look))
    pages, truth = made["sub-headings"]
    lines = [ln.strip() for ln in pages[0].get_text().splitlines()]
    labels = ("Background", "Hintergrund", "Contexte", "Antecedentes")
    label = next(word for word in labels if word in lines)  # a line of its own
    assert truth.abstract.startswith(f"{label} We counted the rings of plot 1 ")
    assert len(truth.abstract.split()) == 16 * 12 + 4  # four labels, every sentence
    pages, truth = made["teaser"]
    assert truth.abstract == ". ".join(paper.record.abstract_text.split(". ")[:2]) + "."
    pages, truth = made["title-page"]
    assert "plot 1 " not in pages[0].get_text() and "plot 1 " in pages[1].get_text()
    pages, truth = made["column-break"]
    words = pages[0].get_text("words")
    first = next(w for w in words if w[4] == "plot" and w[0] < pages[0].rect.width / 2)
    last = [w for w in words if w[4] == "16"]
    assert truth.abstract == paper.record.abstract_text
    assert last and last[0][0] > pages[0].rect.width / 2 and first[1] > last[0][1]
