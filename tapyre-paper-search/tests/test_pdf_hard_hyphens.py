"""Line-end hyphens the author typed (drawn with PyMuPDF): a document that never
hyphenates (a word processor's) breaks lines only after real hyphens, so a title or
an abstract broken after "anterior-" keeps "anterior-pharynx"; a document that
hyphenates (TeX's) is read as before, its breaks rejoined ("neoplasm")."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.hardhyphens import MIN_BREAKS, hard_breaks, line_end_breaks, restore
from tapyre_paper_search.pdf.normalize import normalize_inline

TITLE_LINES = ("Cell fate decisions in the anterior-", "pharynx of the nematode worm")
ABSTRACT_LINES = (
    "We follow the lineage of every cell of the pharynx in living embryos and show that",
    "the decision between muscle and gland is made early, in a nondialysis-",
    "dependent manner, by a transcription factor that acts cell-",
    "autonomously and is switched on by a signal from the gut.",
)
PLAIN_BODY = (
    "The pharynx is a well-",
    "known model of organ formation. Its cells are born in a fixed order, and the",
    "fate of each is known from a cell-",
    "lineage map drawn decades ago by hand, before any genome was read.",
)
HYPHENATING_BODY = (
    "The pharynx is a model of organ formation whose cells are born in a fixed or-",
    "der. A neoplasm of the gland cells is rare, and the infor-",
    "mation the lineage map gives is the basis of every study of the sum-",
    "maries we draw on in what follows.",
)
AUTHORS = "Hannah Kessler and Jonas Weiss"


def _paper(
    path: Path, title: tuple[str, ...], abstract: tuple[str, ...], body: tuple[str, ...]
) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = 90.0
    for line in title:
        page.insert_text((72, y), line, fontsize=18, fontname="tibo")
        y += 24
    page.insert_text((72, y + 8), AUTHORS, fontsize=12, fontname="tiro")
    page.insert_text((72, y + 26), "Department of Biology, University of Leeds", fontsize=10)
    y += 60
    page.insert_text((72, y), "Abstract", fontsize=11, fontname="tibo")
    for line in abstract:
        y += 14
        page.insert_text((72, y), line, fontsize=10, fontname="tiro")
    y += 30
    page.insert_text((72, y), "1. Introduction", fontsize=11, fontname="tibo")
    for line in body:
        y += 14
        page.insert_text((72, y), line, fontsize=10, fontname="tiro")
    doc.save(path)


def test_a_document_that_never_hyphenates_keeps_its_line_end_hyphens(tmp_path: Path) -> None:
    path = tmp_path / "plain.pdf"
    _paper(path, TITLE_LINES, ABSTRACT_LINES, PLAIN_BODY)
    found = extract_pdf(path)
    assert found.title == "Cell fate decisions in the anterior-pharynx of the nematode worm"
    assert "nondialysis-dependent manner" in found.abstract
    assert "cell-autonomously" in found.abstract
    assert "cell-lineage map" in found.pages[0].text


def test_a_document_that_hyphenates_is_rejoined(tmp_path: Path) -> None:
    path = tmp_path / "hyphenating.pdf"
    abstract = (*ABSTRACT_LINES[:1], "the decision is made early by a factor that acts on the neo-")
    abstract += ("plasm and is switched on by a signal from the gut.",)
    _paper(path, TITLE_LINES, abstract, HYPHENATING_BODY)
    found = extract_pdf(path)
    assert "neoplasm" in found.abstract
    assert "information" in found.pages[0].text and "summaries" in found.pages[0].text


def test_an_acronym_before_a_line_end_hyphen_keeps_it(tmp_path: Path) -> None:
    """Too few breaks for the document to speak: the text alone keeps a hyphen after
    capitals ("EGFR-" / "driven"); no hyphenation splits a word after them."""
    path = tmp_path / "acronym.pdf"
    title = ("Polymorphisms in EGFR-", "driven signalling and viral clearance")
    _paper(path, title, ABSTRACT_LINES[:1], PLAIN_BODY[1:2])
    found = extract_pdf(path)
    assert found.title == "Polymorphisms in EGFR-driven signalling and viral clearance"
    assert (
        normalize_inline("MAP-\nkinase and the infor-\nmation") == "MAP-kinase and the information"
    )


def test_hard_breaks_need_a_document_without_hyphenation() -> None:
    plain = "a well-\nknown model\nof a cell-\nlineage and an anterior-\npharynx"
    assert hard_breaks([plain], set()) == [
        ("well", "known"),
        ("cell", "lineage"),
        ("anterior", "pharynx"),
    ]
    hyphenating = plain + "\nthe infor-\nmation"
    assert hard_breaks([hyphenating], set()) == []
    # A joined word the document writes whole elsewhere is a word too.
    assert hard_breaks(["an anterior-\npharynx and a cell-\nlineage"], {"celllineage"}) == []
    # Two pieces neither of which is a word: hyphenation ("neo-" / "plasm").
    assert hard_breaks(["a neo-\nplasm and an anterior-\npharynx"], set()) == []
    assert hard_breaks(["a neo-\nplasm and an anterior-\npharynx"], {"plasm"}) != []
    # Too few breaks to tell.
    assert len(hard_breaks(["an anterior-\npharynx"], set())) < MIN_BREAKS
    # Compounds ("state-of-the-"), capitals after the break and digits are no breaks here.
    odd = "state-of-the-\nart and COVID-\n19 and X-\nray and EGFR-\nDriven and EGFR-\ndriven"
    assert line_end_breaks([odd]) == [("EGFR", "driven")]


def test_restore_gives_back_whole_words_only() -> None:
    breaks = [("anterior", "pharynx"), ("EGFR", "driven")]
    assert restore("The anteriorpharynx and EGFRdriven growth", breaks) == (
        "The anterior-pharynx and EGFR-driven growth"
    )
    assert (
        restore("posteriorpharynx, anteriorpharynxes", breaks)
        == "posteriorpharynx, anteriorpharynxes"
    )
    assert restore("", breaks) == ""


GERMAN_ABSTRACT = (
    "Wir messen die Leitfähigkeit dünner Schichten bei tiefen Temperaturen und finden,",
    "dass sie mit der Dicke sinkt. Die Unter-",
    "suchungen an zwölf Proben zeigen einen neuen Effekt an der Grenzfläche, den wir",
    "mit einem einfachen Modell der Streuung beschreiben und mit der Wärme-",
    "leitfähigkeit der Proben vergleichen.",
)


def test_a_german_document_that_hyphenates_between_the_words_of_a_compound(
    tmp_path: Path,
) -> None:
    """German writes compounds whole and the word lists lack most of them: a break
    after a capitalised head ("Unter-" / "suchungen") is a noun hyphenated, not a
    typed compound (that would read "Wärme-Leitfähigkeit")."""
    path = tmp_path / "german.pdf"
    title = ("Die Wärme-", "leitfähigkeit dünner Schichten bei tiefen Temperaturen")
    _paper(path, title, GERMAN_ABSTRACT, ("Dünne Schichten sind für viele Bauteile wichtig.",))
    found = extract_pdf(path)
    assert found.title == "Die Wärmeleitfähigkeit dünner Schichten bei tiefen Temperaturen"
    assert "Die Untersuchungen an" in found.abstract
    assert "der Wärmeleitfähigkeit der Proben" in found.pages[0].text
    # An acronym before the break is no capitalised noun: "ATP-" / "abhängig" stays.
    typed = "Der ATP-\nabhängige Weg und der EGFR-\ngetriebene Weg der Zellen"
    assert hard_breaks([typed], {"atp", "egfr"}) == [("ATP", "abhängige"), ("EGFR", "getriebene")]


def test_an_acronym_before_a_conjunction_is_a_suspended_hyphen() -> None:
    """ "TNF-" / "or LPS-induced shock" (a reference list's line end) is "TNF- or", not
    "TNF-or"; a compound's middle word stays joined ("DNA-" / "to-RNA")."""
    assert normalize_inline("with TNF-\nor LPS-induced shock") == "with TNF- or LPS-induced shock"
    assert normalize_inline("HIV-\nand HCV-infected") == "HIV- and HCV-infected"
    assert normalize_inline("the DNA-\nto-RNA step") == "the DNA-to-RNA step"


def test_a_break_before_a_capital_of_any_script_is_no_break() -> None:
    """The tail of a break opens in lower case: "Wärme-" / "Übertragung" and Greek or
    Cyrillic capitals after a line-end hyphen are compounds' hyphens, as "Heat-" /
    "Transfer" is, and count for nothing (readerJ)."""
    assert line_end_breaks(["Wärme-\nÜbertragung", "ΑΒ-\nΓΔ", "Heat-\nTransfer"]) == []
    assert line_end_breaks(["Wärme-\nübertragung"]) == [("Wärme", "übertragung")]
