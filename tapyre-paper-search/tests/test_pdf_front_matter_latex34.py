"""LaTeX front matter, round 34 (``latex34``), drawn with PyMuPDF on A4 pages.

A headingless structured abstract whose last part on page 1 ends at the page's foot
at a full stop goes on at the top of page 2 where that page opens with another of its
run-in labels ("Conclusion: …" after "Objective:" and "Results:"; regstud), up to the
key words (:func:`~tapyre_paper_search.pdf.abstractcarry.running_off`'s ``labels``).
A page 2 opening with a label the abstract used already is not carried on.

A letter-spaced byline of names that are all dictionary words and no common given
name ("M A R K  W O O D ,  F R A N K  H I L L …") reads its names: a comma makes it a
byline, not a heading (:mod:`~tapyre_paper_search.pdf.letterspaced`).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.letterspaced import closed_up
from test_pdf_front_matter_latex33 import _ABSTRACT, _rows, _spaced
from test_pdf_front_matter_latex33 import _BODY as _LIVER_BODY

_W, _H, _LEFT = 595.0, 842.0, 72.0
_OBJ = [
    "The aim of this study was to investigate whether diabetes and hypertension",
    "cause additive effects in the responses to various vasoconstrictor and vasodilator agents,",
    "in isolated perfused kidneys obtained from streptozotocin diabetic Wistar rats and",
    "from diabetic spontaneously hypertensive rats. Both groups were administered the drug",
    "by intravenous injection into a lateral tail vein at the age of twelve weeks. Eight",
    "weeks later the kidneys were isolated and perfused via the left renal artery with a",
    "physiological salt solution. Renal perfusion pressure was measured continuously.",
]
_RES = [
    "Both the diabetic and the hypertensive state were associated with an increased",
    "wet kidney weight. The contractile responses of the renal arterial system to the agonists",
    "in terms both of the maximal rise in perfusion pressure and of the sensitivity were the",
    "same in preparations from diabetic rats and in those from normoglycaemic rats. The",
    "maximal contractile responses were enhanced in kidneys from hypertensive rats compared",
    "with those in kidneys from their normotensive controls, whereas simultaneously",
    "occurring diabetes impaired this sensitization. After precontraction both dependent",
    "and independent vasodilator drugs caused the same vasodilator response in the",
    "preparations taken from the four groups of animals.",
]
_CON = [
    "In isolated perfused kidneys obtained from diabetic rats, the isolated diabetic",
    "state did not influence the vasoconstriction caused by various agonists. However, the",
    "enhanced vascular reactivity in the hypertensive state was blunted by diabetes.",
]
_BODY = [
    "The development and maintenance of an epithelium requires finely balanced rates of",
    "growth and cell death. However, the mechanical and biochemical mechanisms that ensure",
    "proper feedback control of tissue growth, which when deregulated contribute to tumour",
    "genesis, are poorly understood. Here we use the fly notum as a model system to study.",
]


def _centred(page: pymupdf.Page, y: float, text: str, size: float, face: str) -> None:
    w = pymupdf.get_text_length(text, fontname=face, fontsize=size)
    page.insert_text(((_W - w) / 2, y), text, fontsize=size, fontname=face)


def _part(page: pymupdf.Page, y: float, label: str, rows: list[str], step: float) -> float:
    """A structured abstract's part: a bold run-in ``label`` over ``rows``; the next y."""
    w = pymupdf.get_text_length(label + " ", fontname="tibo", fontsize=11)
    page.insert_text((_LEFT, y), label, fontsize=11, fontname="tibo")
    page.insert_text((_LEFT + w, y), rows[0], fontsize=11, fontname="tiro")
    for row in rows[1:]:
        y += step
        page.insert_text((_LEFT, y), row, fontsize=11, fontname="tiro")
    return y + step


def structured_first_page(doc: pymupdf.Document, labels: tuple[str, str]) -> None:
    """Page 1: title, byline, a headingless structured abstract of two ``labels``' parts
    (the second one's rows the findings) ending at the page's foot at a full stop."""
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 80, "Vascular responsiveness in isolated perfused kidneys", 17, "tibo")
    _centred(page, 102, "of diabetic hypertensive rats", 17, "tibo")
    _centred(page, 135, "Jon Uranga, Zikui Noyes and Mikkel Chen", 12, "tiro")
    _centred(page, 158, "Graduate School of Information Systems, Daejeon", 11, "tiit")
    _centred(page, 185, "November 2018", 11, "tiro")
    y = _part(page, 240, labels[0], _OBJ, 22)
    _part(page, y + 4, labels[1], _RES, 22)
    _centred(page, 800, "1", 11, "tiro")


def _structured(path: Path, second_label: str) -> None:
    """Page 1 (:func:`structured_first_page`, "Objective:" and "Results:"); page 2 opens
    with ``second_label``'s part, then key words and the body."""
    doc = pymupdf.open()
    structured_first_page(doc, ("Objective:", "Results:"))
    page = doc.new_page(width=_W, height=_H)
    y = _part(page, 80, second_label, _CON, 22)
    words = "Key words: vascular, responsiveness, isolated kidneys"
    page.insert_text((_LEFT, y + 8), words, fontsize=11, fontname="tiro")
    _centred(page, y + 60, "INTRODUCTION", 12, "tibo")
    y += 90
    for row in _BODY:
        page.insert_text((_LEFT, y), row, fontsize=11, fontname="tiro")
        y += 22
    doc.save(path)


def test_a_structured_headingless_abstract_goes_on_with_its_next_part(tmp_path: Path) -> None:
    path = tmp_path / "carry.pdf"
    _structured(path, "Conclusion:")
    record = extract_pdf(path)
    assert record.abstract.startswith("Objective: The aim of this study")
    assert "taken from the four groups of animals. Conclusion: In isolated" in record.abstract
    assert record.abstract.endswith("was blunted by diabetes.")


def test_a_label_used_already_opening_page_two_is_not_carried(tmp_path: Path) -> None:
    path = tmp_path / "used.pdf"
    _structured(path, "Results:")
    record = extract_pdf(path)
    assert record.abstract.startswith("Objective: The aim of this study")
    assert record.abstract.endswith("taken from the four groups of animals.")


def _spaced_byline(path: Path, byline: str) -> None:
    """A title, ``byline`` letter-spaced in capitals, a place, a headed abstract, a body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 90, "Isolation of intact nuclei of high purity from mouse liver", 16, "tibo")
    _spaced(page, 130, byline, 11, "tiro")
    _centred(page, 152, "School of Information Systems, Institute for Advanced Study", 10, "tiit")
    _centred(page, 184, "Abstract", 11, "tibo")
    y = 204.0
    y = _rows(page, _LEFT, y, _ABSTRACT, 10)
    page.insert_text((_LEFT, y + 20), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 40, _LIVER_BODY, 10)
    doc.save(path)


def test_a_letter_spaced_byline_of_dictionary_words_reads_its_names(tmp_path: Path) -> None:
    path = tmp_path / "words.pdf"
    _spaced_byline(path, "MARK WOOD, FRANK HILL AND GRACE KING")
    assert extract_pdf(path).authors == ("Mark Wood", "Frank Hill", "Grace King")


def test_a_letter_spaced_heading_without_a_comma_keeps_its_names_apart() -> None:
    words = [(0.0, 8.0, "A"), (11.0, 18.0, "R"), (21.0, 28.0, "T"), (38.0, 44.0, "I")]
    words += [(47.0, 54.0, "N"), (57.0, 63.0, "F"), (66.0, 73.0, "O")]
    text = "A R T I N F O"
    assert closed_up(text, text, words, 12.0) == ("ART INFO", text)
    named = "A R T , I N F O"
    assert closed_up(text, named, words, 12.0) == ("ART INFO", "ART , INFO")
