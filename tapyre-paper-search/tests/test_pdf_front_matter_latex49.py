"""Round 49, LaTeX front matter (latex48's held-out classes, now train, and its leftovers).

A lightly tracked title's word split at a kerned pair into two words ("hydro dynamics")
stayed split where no word list knows the whole (:func:`.letterspaced.closed_tracked`).
A structured abstract's line opening with a year in roman type under a line ending in
mid-sentence, its run-in labels in bold ("1995 to" / "2000. **Intervention:** None.
**Measure-**"), was read as a bold heading ending the abstract (:mod:`.abstractends`). A
form's author value wrapped after a person's initials ("…, K. L. Page, L. G." / "Tyler,
J. P. Osborne") lost that person (:mod:`.formrows`). A cut title's italic rest of
eponyms whose last word is a known word after a prefix ("Gromov Witten Invariants") was
read as a byline (:mod:`.subtitle`). A structured abstract beside a shorter column,
broken into two blocks under the other column's end, was read with the other column
between its two halves (:mod:`.linestacks`). A math letter in a span of its own a word
space before the next word ("receptor-𝛼" / "levels") was read glued to it
(:mod:`.mathspace`). A math sign the metadata's title leaves out with a
space beside it ("200 106/l" for "200 × 106/l") lost the page's sign
(:func:`.titles.flattened`). A bold title in the body's size whose first line reads as
names ("Angiotensin II Evokes Angiogenic Signals") under a journal's running head in the
same size was no title (:mod:`.plaintitle`). A title's last row of one capital ("… for
chronic hepatitis" / "C") was dropped (:mod:`.titlegroups`). Acronyms in a capitals
title broken at a hyphen after a piece closing on consonants no syllable closes with
("EMNLP-" / "IJCNLP") were joined as a word's syllables (:mod:`.titlebreaks`).

Controls: a capital under a short last row, a title row ending on a noun in "ly" over an
italic byline, the same bold title with no running head over it, a sign only the
metadata holds, a math letter set close to its neighbours, two paragraphs of one column
a paragraph's gap apart, a narrow gap between two words in a line of untracked word
spaces, a form's names one a row, an italic byline whose surname opens with a prefix
("Ingram"), capitals words broken between syllables, a piece closing on a digraph
("LENGTH-" / "ENING"). The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import docwords, extract_pdf
from tapyre_paper_search.pdf.letterspaced import closed_tracked, rejoined
from tapyre_paper_search.pdf.lines import Line, PageLines, in_reading_order
from tapyre_paper_search.pdf.titlebreaks import title_inline
from tapyre_paper_search.pdf.titles import choose_title, flattened
from test_glyphs49_space import _first, _page
from test_pdf_front_matter_forms32 import TITLE, _form
from test_pdf_front_matter_latex33 import _BODY
from test_pdf_front_matter_latex47 import _two_types


def _title(text: str) -> str:
    with docwords.reading(docwords.DocumentWords(frozenset(), frozenset(), [])):
        return title_inline(text)


def test_an_acronym_closing_on_no_syllables_consonants_keeps_its_hyphen() -> None:
    found = _title("FINDINGS OF EMNLP-\nIJCNLP ON LOW RESOURCE SETTINGS")
    assert found == "FINDINGS OF EMNLP-IJCNLP ON LOW RESOURCE SETTINGS"


def test_control_capitals_words_broken_between_syllables_are_joined() -> None:
    found = _title("THE STRUC-\nTURE OF NEOTROP-\nICAL NOSES")
    assert found == "THE STRUCTURE OF NEOTROPICAL NOSES"


def test_control_a_piece_closing_on_a_digraph_is_a_syllable() -> None:
    assert _title("THE WAVE LENGTH-\nENING OF PULSES") == "THE WAVE LENGTHENING OF PULSES"


_TITLE_LINE = ["Formation", "of", "density", "in", "ideal", "hydro", "dynamics", "of"]


def _words(gap: float, narrow: float) -> list[tuple[float, float, str]]:
    """The title line's words, 10 pt a letter, ``gap`` apart but ``narrow`` after "hydro"."""
    out, x = [], 72.0
    for word in _TITLE_LINE:
        out.append((x, x + 10 * len(word), word))
        x += 10 * len(word) + (narrow if word == "hydro" else gap)
    return out


def test_two_words_split_in_a_tracked_line_are_one() -> None:
    text = " ".join(_TITLE_LINE)
    found = rejoined(text, text, _words(7.3, 2.4), 14.3)
    assert found[0] == "Formation of density in ideal hydrodynamics of"


def test_control_two_words_in_a_line_of_untracked_spaces_stay_apart() -> None:
    text = " ".join(_TITLE_LINE)
    assert closed_tracked(text, text, _words(4.8, 1.5), 14.3) is None


_ABSTRACT_ROWS = [
    [("Objectives:", True), (" To assess mortality and quality of life for elderly", False)],
    [("patients. ", False), ("Design:", True), (" Cross-sectional survey of the patients", False)],
    [("treated in one intensive care unit during the period of 1995 to", False)],
    [("2000. ", False), ("Intervention:", True), (" None. ", False), ("Measure-", True)],
    [("ments:", True), (" Mortality was assessed during the stay and after it.", False)],
]
_ABSTRACT = (
    "Objectives: To assess mortality and quality of life for elderly patients. Design: "
    "Cross-sectional survey of the patients treated in one intensive care unit during the "
    "period of 1995 to 2000. Intervention: None. Measurements: Mortality was assessed "
    "during the stay and after it."
)


def _structured(path: Path, heading: str) -> None:
    """A page: title, names, "Abstract", the structured rows, then ``heading`` in bold."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 90), "Survival of Critically Ill Elderly Patients", fontsize=16,
                     fontname="tibo")  # fmt: skip
    page.insert_text((72, 115), "Marja Valle and Neal Reissig", fontsize=11, fontname="tiro")
    page.insert_text((72, 150), "Abstract", fontsize=10, fontname="tibo")
    y = 166.0
    for row in _ABSTRACT_ROWS:
        x = 72.0
        for text, bold in row:
            font = "tibo" if bold else "tiro"
            page.insert_text((x, y), text, fontsize=10, fontname=font)
            x += pymupdf.get_text_length(text, fontname=font, fontsize=10)
        y += 12.0
    page.insert_text((72, y + 24), heading, fontsize=10, fontname="tibo")
    page.insert_text((72, y + 40), "Body text of the paper follows here.", fontsize=10,
                     fontname="tiro")  # fmt: skip
    doc.save(path)


def test_a_year_in_roman_under_a_running_line_goes_on_the_abstract(tmp_path: Path) -> None:
    path = tmp_path / "structured.pdf"
    _structured(path, "1 Introduction")
    assert extract_pdf(path).abstract == _ABSTRACT


def _form_authors(tmp_path: Path, names: list[str]) -> tuple[str, ...]:
    rows = [
        ("Title", [TITLE]),
        ("Author(s)", names),
        ("Affiliation(s)", ["Institute of Limnology, Lake Town University, Finland"]),
        ("Topic", ["Case Studies"]),
    ]
    return tuple(extract_pdf(_form(tmp_path / "form.pdf", rows), tables=False).authors)


def test_a_form_row_wrapped_after_initials_goes_on(tmp_path: Path) -> None:
    names = ["P. A. Evans, A. P. Beardmore, K. L. Page, L. G.", "Tyler, J. P. Osborne"]
    found = _form_authors(tmp_path, names)
    assert found == ("P. A. Evans", "A. P. Beardmore", "K. L. Page", "L. G. Tyler", "J. P. Osborne")


def test_a_form_row_of_a_surname_goes_on_the_word_closing_the_row_above(tmp_path: Path) -> None:
    names = ["Y. Y. Beccari, M. C. Warner, Norio Parigi, Leonid", "Takahashi"]
    found = _form_authors(tmp_path, names)
    assert found == ("Y. Y. Beccari", "M. C. Warner", "Norio Parigi", "Leonid Takahashi")


def test_control_a_forms_names_one_a_row_stay_apart(tmp_path: Path) -> None:
    assert _form_authors(tmp_path, ["Ann M. Lee", "Bo Chen"]) == ("Ann M. Lee", "Bo Chen")


def test_a_cut_titles_rest_of_eponyms_goes_on_the_title(tmp_path: Path) -> None:
    path = tmp_path / "eponyms.pdf"
    _two_types(path, "Recursion Relations for", "Gromov Witten Invariants")
    found = extract_pdf(path)
    assert found.title == "Recursion Relations for Gromov Witten Invariants"
    assert found.authors == ("Arthur Jaffe", "Gordon Ritter")


def test_a_title_row_cut_after_an_adverb_goes_on_with_its_rest(tmp_path: Path) -> None:
    path = tmp_path / "adverb.pdf"
    _two_types(path, "The Direction of the Neutrino for the Fully", "Contained Events in the Tank")
    found = extract_pdf(path)
    assert found.title == "The Direction of the Neutrino for the Fully Contained Events in the Tank"
    assert found.authors == ("Arthur Jaffe", "Gordon Ritter")


def test_control_a_title_row_ending_on_a_noun_in_ly_keeps_its_byline_out(tmp_path: Path) -> None:
    path = tmp_path / "family.pdf"
    _two_types(path, "Growth of Trees in the Birch Family", "Ilse Kreutzer and Marten Saar")
    assert extract_pdf(path).title == "Growth of Trees in the Birch Family"


def test_control_an_italic_byline_whose_surname_opens_with_a_prefix_stays_names(
    tmp_path: Path,
) -> None:
    path = tmp_path / "prefixed.pdf"
    _two_types(path, "Growth of Street Trees", "Ilse Ingram and Marten Saar")
    assert extract_pdf(path).title == "Growth of Street Trees"


def _block(text: str, block: int, x: tuple[float, float], y: float, rows: int) -> list[Line]:
    """``rows`` lines of 9 pt type from ``y`` down at 11 pt spacing, named ``text`` + k."""
    return [
        Line(f"{text}{k}", 9.0, False, False, False, x[0], y + 11 * k, x[1], y + 11 * k + 8, block)
        for k in range(rows)
    ]


def _order(gap: float) -> list[str]:
    """The reading order of a page: a left column broken into two blocks ``gap`` points
    apart (line to line) under the end of a shorter right column, a heading under both."""
    upper = _block("left", 1, (57, 283), 146, 15)
    lower = _block("more", 2, (57, 283), upper[-1].y1 + gap, 10)
    right = _block("right", 3, (300, 525), 146, 5)
    under = _block("section", 4, (57, 525), lower[-1].y1 + 30, 1)
    page = PageLines(tuple(upper + lower + right + under), 612, 792, 0)
    return [line.text for line in in_reading_order(page).lines]


def test_one_columns_text_broken_between_blocks_reads_on_before_the_next_column() -> None:
    order = _order(3.0)
    assert order[14:17] == ["left14", "more0", "more1"]
    assert order[25:] == ["right0", "right1", "right2", "right3", "right4", "section0"]


def test_control_two_paragraphs_a_paragraphs_gap_apart_are_ordered_as_before() -> None:
    order = _order(12.0)
    assert order[14:17] == ["left14", "right0", "right1"]


def test_a_math_letter_a_word_space_before_the_next_word_is_spaced(tmp_path: Path) -> None:
    """Through the page reader (:mod:`.mathspace`), on a built page."""
    path = _page(
        tmp_path / "a.pdf", "Membrane estrogen receptor-", "α", "levels in MCF-7 cells", 0.3
    )
    assert _first(path) == "Membrane estrogen receptor-α levels in MCF-7 cells"


def test_control_a_math_letter_set_close_to_its_neighbours_stays_glued(tmp_path: Path) -> None:
    assert _first(_page(tmp_path / "a.pdf", "interferon-", "α", "5", 0.03)) == "interferon-α5"


def test_a_sign_the_metadata_leaves_out_with_its_space_is_kept() -> None:
    page = "Recovery above 200 × 106/l at 3 months"
    assert choose_title("Recovery above 200 106/l at 3 months", page).title == page


def test_control_a_sign_only_the_metadata_holds_is_no_flattening() -> None:
    assert flattened("Expression of p53 × genes", "Expression of p53 genes") is False


_BOLD_TITLE = ("Angiotensin II Evokes Angiogenic Signals", "within Skeletal Muscle in Mice")


def _journal_head(path: Path, *, head: bool) -> None:
    """A page in one size: a running head (``head``), a bold title, a byline, the
    abstract under a bold heading."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    if head:
        page.insert_text((72, 55), "TUGboat, Volume 42 (2021), No. 2", fontsize=10, fontname="tiro")
        page.insert_text((524, 55), "163", fontsize=10, fontname="tiro")
    for k, row in enumerate(_BOLD_TITLE):
        page.insert_text((72, 88 + 12 * k), row, fontsize=10, fontname="tibo")
    page.insert_text((92, 116), "L. I. Messenger, Scott A. Englund", fontsize=10, fontname="tiro")
    page.insert_text((72, 156), "Abstract", fontsize=10, fontname="tibo")
    for k, row in enumerate(_BODY):
        page.insert_text((72, 172 + 12 * k), row, fontsize=10, fontname="tiro")
    doc.save(path)


def test_a_bold_body_size_title_under_a_running_head_is_the_title(tmp_path: Path) -> None:
    path = tmp_path / "head.pdf"
    _journal_head(path, head=True)
    found = extract_pdf(path)
    assert found.title == " ".join(_BOLD_TITLE)
    assert found.authors == ("L. I. Messenger", "Scott A. Englund")


def test_control_the_bold_title_with_no_running_head_is_the_title(tmp_path: Path) -> None:
    path = tmp_path / "bare.pdf"
    _journal_head(path, head=False)
    assert extract_pdf(path).title == " ".join(_BOLD_TITLE)


def _letter_title(path: Path, rows: list[str]) -> None:
    """A bold title of ``rows`` in 16 pt, the names, "Abstract" and the body under it."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    for k, row in enumerate(rows):
        page.insert_text((57, 70 + 21 * k), row, fontsize=16, fontname="tibo")
    y = 70 + 21 * len(rows) + 10
    page.insert_text((57, y), "Fangcui Dempsey, Andreas Werner", fontsize=10, fontname="tiro")
    page.insert_text((57, y + 30), "Abstract", fontsize=10, fontname="tibo")
    for k, row in enumerate(_BODY):
        page.insert_text((57, y + 46 + 12 * k), row, fontsize=10, fontname="tiro")
    doc.save(path)


_HEAD_ROW = "Genome-wide association of a gene variant with response"


def test_a_titles_last_row_of_one_capital_is_its_last_word(tmp_path: Path) -> None:
    path = tmp_path / "letter.pdf"
    _letter_title(
        path, [_HEAD_ROW, "to interferon and ribavirin therapy for chronic hepatitis", "C"]
    )
    title = f"{_HEAD_ROW} to interferon and ribavirin therapy for chronic hepatitis C"
    assert extract_pdf(path).title == title


def test_control_a_capital_under_a_short_last_row_stays_out(tmp_path: Path) -> None:
    path = tmp_path / "short.pdf"
    _letter_title(path, [_HEAD_ROW, "to interferon therapy", "C"])
    assert extract_pdf(path).title == f"{_HEAD_ROW} to interferon therapy"
