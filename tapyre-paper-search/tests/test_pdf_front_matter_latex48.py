"""Round 48, LaTeX front matter (latex47's held-out classes, now train).

A byline printed family name first ("Robertson, John W.¹"; "Goerbig, M. O.¹; Fuchs,
J.-N.²") had its raised marks read as commas, which no surname-first reading took
("Robertson, John W.,"): one piece of a name was read ("John W").  Such a byline
wrapped between a surname and its given names ("…; Kotthaus," / "Gianluca; …") lost
the people after the break (:mod:`.invertednames`).  A document in French spacing
whose thin space before ";" the text layer writes as none ("Chen;") kept the space
before a title's colon ("hemorrhage : a"; :attr:`.docwords.DocumentWords.marks_spaced`
asks the colons alone too).  Acronyms in a capitals title broken at a hyphen ("EEG-" /
"FMRI") were joined as a word's syllables (:mod:`.titlebreaks`); a series' head ending
on its part's numeral ("Clouds. IX.") lost its italic rest, read as names
(:mod:`.subtitle`).  Controls: a byline given names
first with marks, a place and its state after a mark, a plain surname-first list.
The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import docwords, extract_pdf, invertednames
from tapyre_paper_search.pdf.invertednames import inverted_names
from tapyre_paper_search.pdf.markspacing import unspaced
from tapyre_paper_search.pdf.titlebreaks import title_inline
from test_pdf_front_matter_latex33 import _BODY
from test_pdf_front_matter_latex47 import _two_types

_W, _H, _LEFT = 612.0, 792.0, 72.0
_TITLE = "Dynamical Objects for Cohomologically Expanding Maps"


def _marked(page: pymupdf.Page, y: float, parts: list[tuple[str, str]]) -> None:
    """Each ``(text, mark)`` of ``parts`` in a row at ``y``, the mark raised and small."""
    x = _LEFT
    for text, mark in parts:
        page.insert_text((x, y), text, fontsize=11, fontname="tiro")
        x += pymupdf.get_text_length(text, fontname="tiro", fontsize=11)
        if mark:
            page.insert_text((x + 0.5, y - 4), mark, fontsize=7, fontname="tiro")
            x += pymupdf.get_text_length(mark, fontname="tiro", fontsize=7) + 0.5


def _page(path: Path, rows: list[list[tuple[str, str]]]) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 100), _TITLE, fontsize=16, fontname="tibo")
    y = 135.0
    for row in rows:
        _marked(page, y, row)
        y += 13.5
    page.insert_text(
        (_LEFT, y + 4),
        "1 Department of Mathematics, University of Tartu",
        fontsize=9,
        fontname="tiit",
    )
    page.insert_text((_LEFT, y + 40), "Abstract", fontsize=11, fontname="tibo")
    for k, row in enumerate(_BODY):
        page.insert_text((_LEFT, y + 58 + 13 * k), row, fontsize=10, fontname="tiro")
    doc.save(path)


def test_one_person_surname_first_with_a_raised_mark(tmp_path: Path) -> None:
    path = tmp_path / "one.pdf"
    assert _read(path, [[("Robertson, John W.", "1")]]) == ["John W. Robertson"]


def test_people_surname_first_with_raised_marks(tmp_path: Path) -> None:
    path = tmp_path / "many.pdf"
    row = [("Goerbig, M. O.", "1"), ("; Fuchs, J.-N.", "2"), ("; Kechedzhi, K.", "1")]
    assert _read(path, [row]) == ["M. O. Goerbig", "J.-N. Fuchs", "K. Kechedzhi"]


def test_a_surname_first_byline_wrapped_after_a_surname(tmp_path: Path) -> None:
    path = tmp_path / "wrapped.pdf"
    first = [("He, C. S.", "1"), ("; Molev, Wael", "2"), ("; Prestipino, Seiji", "1"),
             ("; Kotthaus,", "")]  # fmt: skip
    second = [("Gianluca", "2"), ("; Valiante, V. M.", "1"), ("; Kostylev, A. I.", "2")]
    assert _read(path, [first, second]) == [
        "C. S. He", "Wael Molev", "Seiji Prestipino", "Gianluca Kotthaus", "V. M. Valiante",
        "A. I. Kostylev",
    ]  # fmt: skip


def _read(path: Path, rows: list[list[tuple[str, str]]]) -> list[str]:
    _page(path, rows)
    return list(extract_pdf(path).authors)


def test_the_commas_marks_leave_are_read_past() -> None:
    line = "El, G. A., ; Grimshaw, R. H. J., ; Kamchatnov, A. M.,"
    assert inverted_names(line) == ["G. A. El", "R. H. J. Grimshaw", "A. M. Kamchatnov"]
    assert inverted_names("Robertson, John W.,", lenient=True) == ["John W. Robertson"]


def test_a_break_after_a_surname_is_read_across() -> None:
    assert invertednames.broken_after_surname(
        "He, C. S., ; Dorland, Alessandro, ; Kotthaus,", "Gianluca, ;"
    )


def test_control_given_names_first_with_marks_are_read_as_they_were(tmp_path: Path) -> None:
    path = tmp_path / "given.pdf"
    row = [("Ann Lee", "1"), (", Bo Chen", "2"), (", Carla Diaz", "1")]
    assert _read(path, [row]) == ["Ann Lee", "Bo Chen", "Carla Diaz"]


def test_control_a_place_and_its_state_after_a_mark_is_no_person() -> None:
    assert inverted_names("Berkeley, CA,", lenient=True) == []
    assert inverted_names("Berkeley, CA, ; Stanford, CA,") == []


def test_a_marked_byline_wrapped_after_a_whole_person(tmp_path: Path) -> None:
    path = tmp_path / "whole.pdf"
    rows = [[("Lee, Ann", "1"), ("; Chen, Bo", "2"), (";", "")], [("Diaz, Carla", "1")]]
    assert _read(path, rows) == ["Ann Lee", "Bo Chen", "Carla Diaz"]


def test_control_a_plain_surname_first_list_reads_as_before() -> None:
    assert inverted_names("Doe, Jane Q.; Lee, Ann") == ["Jane Q. Doe", "Ann Lee"]


_FRENCH_SPACED = [
    "Capsule endoscopy in acute hemorrhage : a prospective cohort study",
    "Methods : we enrolled patients; mean age 58; P = 0.02. Results : it was safe; the",
    "main outcome : bleeding; see [4] A. Lee; B. Chen, Protein nitrosylation : a review",
]


def _unspaced(texts: list[str], line: str) -> str:
    words = docwords.DocumentWords(frozenset(), frozenset(), texts)
    with docwords.reading(words):
        return unspaced(line, title=True)


def test_colons_spaced_with_semicolons_tight_are_french_spacing() -> None:
    line = "Capsule endoscopy in acute hemorrhage : a prospective cohort study"
    assert _unspaced(_FRENCH_SPACED, line) == line.replace(" :", ":")


def test_a_page_head_repeating_the_title_tight_is_no_sign_against_it() -> None:
    head = "Capsule endoscopy in acute hemorrhage: a prospective cohort study"
    line = "Capsule endoscopy in acute hemor-"
    texts = [f"{line}\nrhage : a prospective cohort study", *_FRENCH_SPACED[1:], head]
    assert _unspaced(texts, "hemorrhage : a prospective") == "hemorrhage: a prospective"


def test_control_a_document_writing_its_colons_tight_keeps_a_typed_space() -> None:
    texts = ["Methods: we enrolled patients. Results: it was safe. Outcome: bleeding."]
    line = "Workshop : endothelial cell dysfunction"
    assert _unspaced([*texts, line], line) == "Workshop : endothelial cell dysfunction"


def test_control_every_mark_spaced_is_french_spacing_as_before() -> None:
    texts = ["Methods : we enrolled patients ; mean age 58 ! Results : it was safe ?"]
    assert _unspaced(texts, "Vitamin D : a review ; more") == "Vitamin D: a review; more"


def _title(text: str) -> str:
    with docwords.reading(docwords.DocumentWords(frozenset(), frozenset(), [])):
        return title_inline(text)


def test_acronyms_broken_in_a_capitals_title_keep_their_hyphen() -> None:
    assert _title("SIMULTANEOUS EEG-\nFMRI OF SLEEP") == "SIMULTANEOUS EEG-FMRI OF SLEEP"


def test_control_a_capitals_word_broken_between_syllables_is_joined() -> None:
    assert _title("IN A NEOTROP-\nICAL BIRD") == "IN A NEOTROPICAL BIRD"
    assert _title("THE STRUC-\nTURE OF ELEC-\nTRONIC NOSES") == "THE STRUCTURE OF ELECTRONIC NOSES"


def test_a_series_head_ending_on_its_numeral_keeps_its_italic_rest(tmp_path: Path) -> None:
    path = tmp_path / "series.pdf"
    _two_types(path, "A Survey of Nearby Clouds. IX.", "The Serpens YSO Population With IRAC")
    found = extract_pdf(path)
    assert found.title == "A Survey of Nearby Clouds. IX. The Serpens YSO Population With IRAC"
    assert found.authors == ("Arthur Jaffe", "Gordon Ritter")


def test_control_a_series_head_over_an_italic_byline_keeps_the_names_out(tmp_path: Path) -> None:
    path = tmp_path / "series_names.pdf"
    _two_types(path, "Studies of Soil Fungi. IX.", "Ilse Kreutzer and Marten Saar")
    assert extract_pdf(path).title == "Studies of Soil Fungi. IX."
