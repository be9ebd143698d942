"""Front-matter defects last session's reviews found and left (review27, review30): two
names joined by another language's "and"; an abstract over notes on the authors that
goes on at page 2; a column of names right of the title; and the commonest failures left
on the development-like train sets (fixes25): names drawn apart with no commas, a box of
key points over a German paper's own abstract, an abstract half a point smaller than the
body under its dates, a run-in "Summary-" glued by a hyphen, a structured abstract's
"Subjects" part; on hand-laid first pages (:mod:`layout_pages`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer, write_page
from tapyre_paper_search.pdf import abstractcues, extract_pdf


def _byline_page(byline: str) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        page.line(byline, 11, centred=True)
        page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        ("María López y Juan Pérez", ["María López", "Juan Pérez"]),
        ("Ana Silva e João Costa", ["Ana Silva", "João Costa"]),
        ("Jean Dupont et Marie Curie", ["Jean Dupont", "Marie Curie"]),
        (
            "Edward Chang, Jan de Vries en Piet Jansen",
            ["Edward Chang", "Jan de Vries", "Piet Jansen"],
        ),
        # A compound surname: one given name before the conjunction, a surname after it.
        ("José Ortega y Gasset", ["José Ortega y Gasset"]),
        ("Santiago Ramón y Cajal, Ana Silva", ["Santiago Ramón y Cajal", "Ana Silva"]),
    ],
)
def test_two_full_names_joined_by_another_languages_and_are_two_authors(
    tmp_path: Path, byline: str, names: list[str]
) -> None:
    result = extract_pdf(write_page(tmp_path / "byline.pdf", _byline_page(byline)), use_model=True)
    assert result.title == TITLE
    assert list(result.authors) == names
    assert result.abstract == ABSTRACT


@pytest.mark.parametrize(
    ("title", "subtitle"),
    [
        (
            "Reconnaissance des Objets dans les Images",
            "Apprentissage Profond et Vision Artificielle",
        ),
        ("Objectherkenning in Satellietbeelden", "Diepe Netwerken en Computer Visie"),
    ],
)
def test_a_subtitle_joined_by_another_languages_and_is_no_pair_of_authors(
    tmp_path: Path, title: str, subtitle: str
) -> None:
    # Two capitalised pairs joined by "et" / "en" on a line the classifier doubts holds
    # names (a subtitle under the title, over the byline): read strictly, no cut.
    def front(page: Writer) -> None:
        page.line(title, 17, bold=True, centred=True)
        page.line(subtitle, 13, centred=True)
        page.space(8)
        page.line("Marie Curie, Jean Dupont", 11, centred=True)
        page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    result = extract_pdf(write_page(tmp_path / "subtitle.pdf", front), use_model=True)
    assert list(result.authors) == ["Marie Curie", "Jean Dupont"]


NOTE = "*Corresponding author. Email: doe@example.org"
PAGE_TWO = "Then the abstract goes on here at the top of page two, in the same size."


def _notes_page(
    path: Path, second: list[tuple[str, float, bool]], *, top: float = 70, body: float = 10
) -> Path:
    """An abstract in 11 pt that fills page 1 and ends a sentence over an e-mail note in
    10 pt; page 2 opens with ``second`` (text, size, bold) in the abstract's column,
    ``top`` points down, over the body in ``body`` points."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=612, height=792))
    page.line(TITLE, 14, bold=True, centred=True)
    page.space(10)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.space(16)
    page.line("Abstract", 11, bold=True, centred=True)
    while page.y < 640:
        page.paragraph(ABSTRACT, 11, after=0, x=104, width=412)
    page.space(20)
    page.paragraph(NOTE, 10, after=0, x=104, width=412)
    following = Writer(doc.new_page(width=612, height=792))
    following.y = top
    for text, size, bold in second:
        following.line(text, size, bold=bold, x=104)
    while following.y < 700:
        following.paragraph(BODY, body, x=104, width=412)
    doc.save(path)
    return path


def test_an_abstract_over_author_notes_goes_on_at_the_top_of_page_two(tmp_path: Path) -> None:
    # It ends a sentence over the notes, and goes on in its size and column on page 2.
    second = [(PAGE_TWO, 11, False), ("1 Introduction", 11, True)]
    result = extract_pdf(_notes_page(tmp_path / "p2.pdf", second), use_model=True)
    assert result.abstract.endswith(PAGE_TWO)
    assert "Corresponding" not in result.abstract


def test_an_abstract_over_author_notes_ends_at_a_heading_on_page_two(tmp_path: Path) -> None:
    second = [("1 Introduction", 11, True), (PAGE_TWO, 11, False)]
    result = extract_pdf(_notes_page(tmp_path / "p2.pdf", second), use_model=True)
    assert result.abstract.endswith(ABSTRACT[-40:])
    assert "Corresponding" not in result.abstract


def test_an_abstract_over_author_notes_does_not_go_on_past_a_caption(tmp_path: Path) -> None:
    # Page 2 opens (under a figure) with its caption, then the body in the abstract's
    # size and column: the caption starts the body, the abstract ends on page 1.
    caption = [("Figure 1: The layout of the disks and the streams placed on them.", 9, False)]
    result = extract_pdf(_notes_page(tmp_path / "p2.pdf", caption, top=290, body=11))
    assert result.abstract.endswith(ABSTRACT[-40:])
    assert "Studies of this kind" not in result.abstract


PEOPLE = ("Paul Welander", "Lilia Shabaev", "Tong Saad")
LONG_TITLE = ("Enhancers Regulate the", "Homeostasis of Human", "Epidermal Stem Cells")


def _names_column_page(
    path: Path, column_x: float, title_x: float, people: tuple[str, ...] = PEOPLE
) -> Path:
    """Author blocks (a bold name, two lines of affiliation) in a narrow column at
    ``column_x``, its first block higher than the title set at ``title_x`` beside it."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    y = 60.0
    for person in people:
        page.insert_text((column_x, y), person, fontsize=12, fontname="hebo")
        for affiliation in ("Dept. of Radiology,", "University of Turku"):
            y += 10
            page.insert_text((column_x, y + 2), affiliation, fontsize=8.5, fontname="helv")
        y += 30
    for k, row in enumerate(LONG_TITLE):
        page.insert_text((title_x, 110 + 25.3 * k), row, fontsize=22, fontname="tibo")
    top = 110 + 25.3 * 3 + 20
    writer = Writer(page)
    writer.y = top
    writer.paragraph(ABSTRACT, 9, x=title_x, width=330)
    writer.y = max(writer.y, y) + 30
    writer.line("1 Introduction", 10, bold=True)
    while writer.y < 700:
        writer.paragraph(BODY, 9)
    doc.save(path)
    return path


@pytest.mark.parametrize(("column_x", "title_x"), [(420, 60), (40, 220)])
def test_a_column_of_names_beside_the_title_keeps_its_first_name(
    tmp_path: Path, column_x: float, title_x: float
) -> None:
    # Right of the title, its first block (above the title's first row) is read before
    # the title and the rest after it; left of it, the whole column comes first.
    result = extract_pdf(_names_column_page(tmp_path / "beside.pdf", column_x, title_x))
    assert result.title == " ".join(LONG_TITLE)
    assert list(result.authors) == list(PEOPLE)


def test_a_column_of_names_right_of_the_title_and_the_abstract_keeps_its_first_name(
    tmp_path: Path,
) -> None:
    # Four blocks reach down beside the abstract: reading order takes the abstract
    # before the column's second block, which still goes on the first.
    people = (*PEOPLE, "Anna Berg")
    result = extract_pdf(_names_column_page(tmp_path / "beside.pdf", 420, 60, people))
    assert result.title == " ".join(LONG_TITLE)
    assert list(result.authors) == list(people)


RUN_TOGETHER = ("Jaspal Singh Hughes", "Zhan Vetere", "L. G. Ren", "D. K. Durgun")


def _names_drawn_apart(page: Writer) -> None:
    # Each name drawn on its own, half an em after the last, in a monospaced font whose
    # space is wider than that: no commas, and no wider gap between names than in them.
    page.line(TITLE, 17, bold=True, centred=True)
    page.space(8)
    page.y += 14
    x = 90.0
    for name in RUN_TOGETHER:
        page.page.insert_text((x, page.y), name, fontsize=11, fontname="cour")
        x += pymupdf.get_text_length(name, "cour", 11) + 0.5 * 11
    page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
    page.space(14)
    page.line("Abstract", 11, bold=True)
    page.paragraph(ABSTRACT)


def test_names_drawn_apart_on_one_row_are_cut_where_they_were_drawn_apart(
    tmp_path: Path,
) -> None:
    result = extract_pdf(write_page(tmp_path / "apart.pdf", _names_drawn_apart))
    assert list(result.authors) == list(RUN_TOGETHER)
    assert result.abstract == ABSTRACT


GERMAN_TITLE = "Perowskit-Solarzellen mit gemischten Kationen und hoher Langzeitstabilität"
GERMAN_ABSTRACT = (
    "Perowskit-Solarzellen verlieren unter Licht und Wärme innerhalb weniger Wochen an "
    "Wirkungsgrad. Wir zeigen, dass eine Mischung aus Formamidinium- und Cäsiumkationen im "
    "Absorber diesen Verlust deutlich verlangsamt. Zellen, die tausend Stunden bei hoher "
    "Temperatur gelagert wurden, behielten den größten Teil ihres Anfangswirkungsgrades. "
    "Röntgenbeugung und Photolumineszenz führen den Gewinn auf eine unterdrückte "
    "Phasentrennung an den Korngrenzen zurück."
)
KEY_POINTS = (
    "We find that substantial numbers of maternal cells cross the placenta to reside in "
    "fetal lymph nodes. Here we show that the enzyme reduces the processivity of the "
    "complex and releases it from its substrate in every assay we made."
)


def _german_under_key_points(page: Writer) -> None:
    page.paragraph(GERMAN_TITLE, 20, bold=True, width=450, after=10)
    page.line("Julia Hoffmann, Institut für Physik, Universität Lübeck", 9.5)
    page.space(12)
    page.line("Key Points", 9, bold=True, x=62)
    page.paragraph(KEY_POINTS, 8, x=76, width=440, after=14)
    page.paragraph(GERMAN_ABSTRACT, 8, after=8)
    page.line("ABSTRACT", 10)
    page.paragraph(ABSTRACT, 9, after=4)
    page.line("Keywords: Messung, Stichprobe, Modell", 8)
    page.space(10)
    page.line("1. Einleitung", 10.5, bold=True)
    while page.y < 700:
        page.paragraph(BODY, 9)


def test_a_box_of_key_points_over_a_papers_own_abstract_is_no_abstract(tmp_path: Path) -> None:
    # The German paper's own abstract, set without a heading under the box, comes
    # before the English one under its heading; the box's English prose is no abstract.
    path = write_page(tmp_path / "german.pdf", _german_under_key_points, body=False)
    result = extract_pdf(path)
    assert result.title == GERMAN_TITLE
    assert result.abstract == GERMAN_ABSTRACT


def _abstract_under_dates(page: Writer) -> None:
    page.paragraph(TITLE, 14, bold=True, after=4)
    for name in AUTHORS:
        page.line(name, 11)
        page.line("Chemistry Department, University of Example, Delft", 8.5, italic=True)
    page.space(10)
    page.line("Received 7 May 2020; accepted 11 January 2021", 8)
    page.paragraph(ABSTRACT + " " + ABSTRACT, 9.5, after=16)
    while page.y < 700:
        page.paragraph(BODY, 10)


def test_an_abstract_half_a_point_smaller_than_the_body_under_the_dates_is_read(
    tmp_path: Path,
) -> None:
    # No heading over it nor after it on the page: set apart from the body's 10 pt.
    path = write_page(tmp_path / "dates.pdf", _abstract_under_dates, body=False)
    result = extract_pdf(path)
    assert result.title == TITLE
    assert result.abstract == ABSTRACT + " " + ABSTRACT


def _summary_glued_by_a_hyphen(page: Writer) -> None:
    # A font without an em dash: the run-in label is typed "Summary-" before the text.
    page.paragraph(GERMAN_TITLE, 18, bold=True, width=450, after=8)
    page.line("Julia Hoffmann, Institut für Physik, Universität Lübeck", 10)
    page.space(12)
    page.paragraph("Summary-" + GERMAN_ABSTRACT, 10, bold=True, x=94, width=380, after=8)
    page.line("ABSTRACT", 11, bold=True, centred=True)
    page.paragraph(ABSTRACT, 9, x=94, width=400, after=4)
    page.line("Schlüsselwörter: Stichprobe, Modell, Vergleich", 9, x=94)


def test_a_run_in_summary_label_glued_by_a_hyphen_heads_the_abstract(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "summary.pdf", _summary_glued_by_a_hyphen))
    assert result.title == GERMAN_TITLE
    assert result.abstract == GERMAN_ABSTRACT


@pytest.mark.parametrize(
    ("line", "text"),
    [
        ("Summary-Die Konsolidierung von Gedächtnisinhalten im Schlaf nimmt mit", "Die"),
        ("Summary-Based Evaluation of Large Language Models", None),  # a heading
        ("Abstract-based methods for the study of many things in the world today", None),
        # A title's compound on a line of fifty characters or more: every word capitalised.
        ("Abstract-Based Summarization of Scientific Documents and Long Technical Reports", None),
        ("Summary-Statistics Based Inference of Population Structure in Admixed Groups", None),
    ],
)
def test_only_a_hyphen_before_a_line_of_text_is_a_run_in_dash(line: str, text: str | None) -> None:
    found = abstractcues.abstract_runin(line)
    assert (found.split()[0] if found else None) == text


STRUCTURED = [
    "Context Alendronate sodium reduces fracture risk in women who have vertebral fractures.",
    "Design Randomized, blinded, placebo-controlled trial in eleven research centers.",
    "Subjects Women aged 54 to 81 years with a low bone density but no vertebral fracture.",
    "Results Alendronate increased bone density at all sites studied and reduced fractures.",
]


def _labels_run_in_without_colons(page: Writer) -> None:
    page.line(TITLE, 17, bold=True, centred=True)
    page.line(", ".join(AUTHORS), 12, centred=True)
    page.line("University of Example, Berlin, Germany", 8.5, centred=True)
    page.space(10)
    page.line("ABSTRACT", 9, bold=True)
    for part in STRUCTURED:
        page.paragraph(part, 11, after=4)
    page.line("Keywords: effect, alendronate, fracture", 10)


def test_a_structured_abstracts_subjects_part_does_not_end_it(tmp_path: Path) -> None:
    # "Subjects" run into a sentence without a colon is a label, no classification block.
    result = extract_pdf(write_page(tmp_path / "subjects.pdf", _labels_run_in_without_colons))
    assert result.abstract == " ".join(STRUCTURED)
