"""Abstracts of LaTeX papers (``latex26``), drawn with PyMuPDF on a letter page: a
centred title and byline, a bold "Abstract" heading over the abstract, then the
body under "1 Introduction".

* A word broken at a line end in the abstract is joined or keeps its hyphen as the
  paper writes it elsewhere (:mod:`tapyre_paper_search.pdf.docwords`): "kinase-" /
  "dependent" keeps its hyphen when the body writes "kinase-dependent", "sub-" /
  "group" is joined when the body writes "subgroup"; with no such word in the paper
  the word lists decide, as before.
* A "Subject headings:" line after the abstract is its keyword block, not its text.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import docwords, extract_pdf

_W, _H = 612.0, 792.0
_LEFT = 90.0
_NAMES = "Anna Lindqvist, Jonas Berg and Maria Costa"
_PLACE = "Department of Biology, University of Lund, Lund, Sweden"
_FILLER = (
    "Cells respond to stress by changing which genes they express and how fast they grow.",
    "We follow these changes in yeast over many hours and in several media at once.",
)


def _centred(page: pymupdf.Page, y: float, text: str, size: float, face: str = "tiro") -> None:
    width = pymupdf.get_text_length(text, face, size)
    page.insert_text(((_W - width) / 2, y), text, fontsize=size, fontname=face)


def _paper(path: Path, abstract: list[str], body: list[str], after: str = "") -> None:
    """One page: the title, the byline, "Abstract" over the ``abstract`` lines as
    given (a line ending in "-" breaks a word there), ``after`` under it (a keyword
    line), then "1 Introduction" over the ``body`` lines."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 110.0, "Stress Responses of Budding Yeast", 17.2)
    _centred(page, 146.0, _NAMES, 11.0)
    _centred(page, 160.0, _PLACE, 10.0)
    _centred(page, 200.0, "Abstract", 10.0, "tibo")
    y = 218.0
    for row in abstract:
        page.insert_text((_LEFT + 20, y), row, fontsize=10, fontname="tiro")
        y += 12.0
    if after:
        page.insert_text((_LEFT + 20, y + 6), after, fontsize=10, fontname="tiro")
        y += 18.0
    y += 20.0
    page.insert_text((_LEFT, y), "1   Introduction", fontsize=12, fontname="tibo")
    y += 20.0
    for row in body:
        page.insert_text((_LEFT, y), row, fontsize=10, fontname="tiro")
        y += 12.0
    doc.save(path)


_KINASE = [
    "Yeast cells stop growing when starved, and the signal reaches the nucleus",
    "through a pathway that many groups have studied. We show that the kinase-",
    "dependent step is needed for the response and that it acts within minutes",
    "of the stress, well before the cells change their shape in the medium.",
]
_SUBGROUP = [
    "Yeast cells stop growing when starved, and the signal reaches the nucleus",
    "through a pathway that many groups have studied. We show that one sub-",
    "group of the genes responds within minutes of the stress, well before",
    "the cells change their shape or their rate of division in the medium.",
]


def test_a_broken_word_the_paper_writes_with_its_hyphen_keeps_it(tmp_path: Path) -> None:
    pdf = tmp_path / "kinase.pdf"
    body = [*_FILLER, "A kinase-dependent switch was proposed long ago for this response."]
    _paper(pdf, _KINASE, body)
    abstract = extract_pdf(pdf).abstract
    assert "We show that the kinase-dependent step is needed" in abstract
    assert "kinasedependent" not in abstract


def test_a_broken_word_the_paper_writes_whole_is_joined(tmp_path: Path) -> None:
    pdf = tmp_path / "subgroup.pdf"
    body = [*_FILLER, "Each subgroup was grown in its own flask and counted every hour."]
    _paper(pdf, _SUBGROUP, body)
    abstract = extract_pdf(pdf).abstract
    assert "We show that one subgroup of the genes responds" in abstract
    assert "sub-group" not in abstract


def test_with_no_such_word_in_the_paper_the_word_lists_decide(tmp_path: Path) -> None:
    pdf = tmp_path / "plain.pdf"
    _paper(pdf, _SUBGROUP, list(_FILLER))
    # "subgroup" is in no list while "sub" and "group" are words: the hyphen stays
    assert "We show that one sub-group of the genes" in extract_pdf(pdf).abstract
    assert docwords.current() is None  # set only while the front matter is read


def test_subject_headings_end_the_abstract(tmp_path: Path) -> None:
    pdf = tmp_path / "headings.pdf"
    after = "Subject headings: yeast \u2014 stress \u2014 kinases"
    _paper(pdf, _KINASE, list(_FILLER), after=after)
    abstract = extract_pdf(pdf).abstract
    assert abstract.endswith("change their shape in the medium.")
    assert "Subject headings" not in abstract


def test_subject_headings_opening_a_sentence_do_not_end_it(tmp_path: Path) -> None:
    # review76: "Subject headings" is a label only with a colon or dash, or alone
    pdf = tmp_path / "sentence.pdf"
    _paper(pdf, [*_KINASE, "Subject headings matter."], list(_FILLER))
    assert extract_pdf(pdf).abstract.endswith("in the medium. Subject headings matter.")


def test_mend_breaks_writes_a_broken_word_as_the_document_does() -> None:
    words = docwords.DocumentWords(hyphenated={"kinase-dependent"}, whole={"subgroup", "manents"})
    text = "the kinase-\ndependent step in one sub- \ngroup, per-\nmanents, state-of-the-\nart"
    mended = docwords.mend_breaks(text, words)
    # a piece standing as a word ("manents") decides nothing: the line-end rule does
    assert mended == "the kinase-dependent step in one subgroup, per-\nmanents, state-of-the-\nart"
    # a word the English list writes whole is left to the line-end rule, which joins it
    turnkey = docwords.DocumentWords(hyphenated={"turn-key"}, whole=set())
    assert docwords.mend_breaks("turn-\nkey", turnkey) == "turn-\nkey"
