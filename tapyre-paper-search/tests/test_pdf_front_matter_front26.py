"""Front-matter defects last session's reviews and readers left (readerI, review38,
review41, review43, html19), on first pages drawn with PyMuPDF in several faces and
sizes: a compound surname joined by "y" / "e" and the names either side of a cut; a
byline led by "Written by" / "Posted by" / "Geschrieben von", and a line naming
reviewers or editors, who are no authors; names in the title's column beside an
abstract box with letter marks or no affiliations under them; an institution in
another language read as a name; a site's name printed far under the title; and
body text at the top of page 2 taken into an abstract over author notes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
import test_pdf_front_matter_leftovers as leftovers
from layout_pages import ABSTRACT, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line

Row = tuple[str, float, str]  # text, size, base-14 font name


def _front(rows: list[Row], *, heading: str = "Abstract") -> Callable[[Writer], None]:
    """The title, then ``rows`` centred, then the abstract under ``heading``."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        for text, size, font in rows:
            width = pymupdf.get_text_length(text, font, size)
            page.y += size * 1.25
            page.page.insert_text(
                ((page.page.rect.width - width) / 2, page.y), text, fontsize=size, fontname=font
            )
        page.space(14)
        page.line(heading, 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


def _read(path: Path, rows: list[Row]) -> tuple[str, ...]:
    result = extract_pdf(write_page(path, _front(rows)), use_model=True)
    assert result.title == TITLE
    assert result.abstract == ABSTRACT
    return tuple(result.authors)


@pytest.mark.parametrize(
    ("byline", "font", "size", "names"),
    [
        # A conjunction with one word after it in its piece is a compound surname's;
        # fix25: with a full name either side it parts two people, however many words
        # come before it (front26 read "Ana Paula Costa e Silva Santos" as one person).
        (
            "Ana Paula Costa e Silva Santos, João Costa",
            "helv",
            10,
            ("Ana Paula Costa", "Silva Santos", "João Costa"),
        ),
        (
            "Marta Isabel Gómez y Ortega, Luis Vidal, Pau Serra",
            "tiro",
            11,
            ("Marta Isabel Gómez y Ortega", "Luis Vidal", "Pau Serra"),
        ),
        # The names either side of a cut are one name each, never names run together.
        (
            "Carlos Ruiz y Ana María García Márquez",
            "tiro",
            11,
            ("Carlos Ruiz", "Ana María García Márquez"),
        ),
        (
            "Rui Lopes e Maria Helena Souza Lima",
            "helv",
            9.5,
            ("Rui Lopes", "Maria Helena Souza Lima"),
        ),
        # Guards: the names the cut gives with particles and two surnames stay whole.
        (
            "María López y Juan Pérez de la Fuente",
            "helv",
            10,
            ("María López", "Juan Pérez de la Fuente"),
        ),
        (
            "Ana Silva e João Costa Neto, Rui Lopes",
            "tiro",
            11,
            ("Ana Silva", "João Costa Neto", "Rui Lopes"),
        ),
    ],
)
def test_a_compound_surname_and_the_names_either_side_of_a_conjunction_stay_whole(
    tmp_path: Path, byline: str, font: str, size: float, names: tuple[str, ...]
) -> None:
    rows = [(byline, size, font), ("Universität Leipzig, Leipzig, Germany", 9, font)]
    assert _read(tmp_path / "conj.pdf", rows) == names


def test_two_names_joined_by_y_read_strictly_are_never_cut_into_wrong_halves() -> None:
    # Read strictly (the classifier doubts the line), "y" is no place to cut names run
    # together: "María López y Juan" is nobody.
    assert "María López y Juan" not in names_in_line("María López y Juan Pérez de la Fuente")
    assert "Ana Silva e João" not in names_in_line("Ana Silva e João Costa Neto")


@pytest.mark.parametrize(
    ("rows", "names"),
    [
        ([("Written by Jane Doe and Kari Smith", 11, "tiro")], ("Jane Doe", "Kari Smith")),
        ([("Posted by Jane Doe, Kari Smith", 10, "helv")], ("Jane Doe", "Kari Smith")),
        ([("AUTHORED BY JANE DOE AND KARI SMITH", 10, "hebo")], ("Jane Doe", "Kari Smith")),
        (
            [("Geschrieben von Anna Weber und Jonas Braun", 11, "tiro")],
            ("Anna Weber", "Jonas Braun"),
        ),
        # Reviewers and editors are named, but they are no authors.
        (
            [("Posted by Jane Doe", 11, "helv"), ("Edited by Paul Miller", 10, "helv")],
            ("Jane Doe",),
        ),
        (
            [
                ("Jane Doe and Kari Smith", 11, "tiro"),
                ("Peer-reviewed by Paul Miller and Ann Lee", 9, "tiit"),
            ],
            ("Jane Doe", "Kari Smith"),
        ),
        (
            [
                ("Anna Weber und Jonas Braun", 11, "tiro"),
                ("Herausgegeben von Paul Müller und Eva Roth", 10, "tiro"),
            ],
            ("Anna Weber", "Jonas Braun"),
        ),
    ],
)
def test_a_byline_lead_is_dropped_and_reviewers_and_editors_are_no_authors(
    tmp_path: Path, rows: list[Row], names: tuple[str, ...]
) -> None:
    assert _read(tmp_path / "lead.pdf", rows) == names


@pytest.mark.parametrize(
    ("byline", "place", "font"),
    [
        ("María López, Juan Pérez", "Universidad de Granada, Granada, España", "tiro"),
        ("Ana Silva, João Costa", "Universidade de São Paulo", "helv"),
        ("Hans Müller, Eva Schmidt", "Fachhochschule Köln", "tiro"),
        ("Jan Kowalski, Anna Nowak", "Uniwersytet Warszawski", "helv"),
        ("Pierre Dubois, Marie Curie", "École Normale Supérieure", "tiit"),
        ("Anke de Boer, Pieter Smit", "Rijksuniversiteit Groningen", "tiro"),
    ],
)
def test_an_institution_named_in_another_language_is_no_author(
    tmp_path: Path, byline: str, place: str, font: str
) -> None:
    rows = [(byline, 11, font), (place, 11, font)]
    assert _read(tmp_path / "aff.pdf", rows) == tuple(byline.split(", "))


BOX_ABSTRACT = (
    "We present a scheme that extrapolates the coronal magnetic field from the "
    "photospheric vector field by a direct boundary integral formulation, and test it "
    "against known analytic solutions, where it recovers the field lines, the currents "
    "and the free energy to within a few percent."
)
BOX_TITLE = "Robust manipulation of electron spin coherence in quantum dots"
BOX_NAMES = ("Han He", "Huaning Wang", "Maria Lindqvist")


def _box_page(
    path: Path,
    font: str,
    size: float,
    mark: str,
    places: bool,
    *,
    names: tuple[str, ...] = BOX_NAMES,
) -> Path:
    """The title, names (each with ``mark`` raised after it) and maybe affiliations in a
    narrow left column, the abstract in a shaded box beside them (readerI, review43)."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.draw_rect(pymupdf.Rect(253, 34, 578, 140), color=None, fill=(0.93, 0.95, 0.96))
    page.insert_text((262, 52), "Abstract", fontsize=9.7, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(262, 58, 570, 138), BOX_ABSTRACT, fontsize=9.7)
    left = pymupdf.Rect(34, 34, 230, 400)
    spare = page.insert_textbox(left, BOX_TITLE, fontsize=22, fontname=font, lineheight=1.15)
    y = left.y1 - spare + 30
    for name in names:
        page.insert_text((34, y), name, fontsize=size, fontname=font)
        if mark:
            x = 34 + pymupdf.get_text_length(name, font, size) + 0.5
            page.insert_text((x, y - size * 0.35), mark, fontsize=size * 0.6)
        y += size * 1.5
    if places:
        for place in ("Department of Physics, University of Leeds,", "Leeds, United Kingdom"):
            page.insert_text((34, y), place, fontsize=8.2)
            y += 12
    page.insert_text((34, y + 30), "1. Introduction", fontsize=13, fontname="hebo")
    body = pymupdf.Rect(34, y + 40, 578, y + 200)
    page.insert_textbox(body, leftovers.BODY, fontsize=10.5)
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("font", "size", "mark", "places"),
    [
        ("hebo", 10.5, "a,b", True),  # letter marks glued to the names' raw text
        ("tibo", 11, "a,b", True),
        ("hebo", 10.5, "", True),  # no marks, the affiliations under them (front27: bare
        # names with neither are no longer read, see test_pdf_front_matter_front27)
        ("tibo", 11, "*", False),
        ("hebo", 10.5, "a,b", False),
    ],
)
def test_names_beside_an_abstract_box_with_marks_or_no_affiliations_are_the_authors(
    tmp_path: Path, font: str, size: float, mark: str, places: bool
) -> None:
    found = extract_pdf(_box_page(tmp_path / "box.pdf", font, size, mark, places))
    assert found.title == BOX_TITLE
    assert " ".join(found.abstract.split()) == BOX_ABSTRACT
    assert tuple(found.authors) == BOX_NAMES


@pytest.mark.parametrize("font", ["hebo", "tiro"])
def test_a_column_of_title_cased_keywords_beside_an_abstract_box_is_no_authors(
    tmp_path: Path, font: str
) -> None:
    # Two lines or more in one type that read as names, but the classifier gives none
    # of them a chance: no names.
    keywords = ("Quantum Dots", "Spin Coherence", "Electron Transport")
    found = extract_pdf(_box_page(tmp_path / "box.pdf", font, 10.5, "", False, names=keywords))
    assert found.title == BOX_TITLE
    assert found.authors == ()


def _site_page(path: Path, metadata: str, *, footer: str = "", subtitle: str = "") -> Path:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        if subtitle:
            page.line(subtitle, 13, centred=True)
        page.space(8)
        page.line("Jane Doe, Kari Smith", 11, centred=True)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    doc = pymupdf.open(write_page(path.with_suffix(".raw.pdf"), front))
    if footer:
        doc[0].insert_text((60, 800), footer, fontsize=9, fontname="helv")
    doc.set_metadata({"title": metadata})
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("metadata", "footer"),
    [
        (f"{TITLE} | Nature", "Nature"),
        (f"Spektrum – {TITLE}", "Spektrum"),
    ],
)
def test_a_sites_name_printed_in_the_footer_is_no_subtitle(
    tmp_path: Path, metadata: str, footer: str
) -> None:
    assert extract_pdf(_site_page(tmp_path / "site.pdf", metadata, footer=footer)).title == TITLE


def test_a_subtitle_printed_under_the_title_stays(tmp_path: Path) -> None:
    path = _site_page(tmp_path / "site.pdf", f"{TITLE} – A Survey", subtitle="A Survey")
    assert extract_pdf(path).title == f"{TITLE} – A Survey"


def test_body_text_at_the_top_of_page_two_is_no_part_of_an_abstract_over_author_notes(
    tmp_path: Path,
) -> None:
    # Page 2 opens with body text in the abstract's size and column, no heading over
    # it: nothing ends it within its first paragraph, so it is the body (review38).
    for name, second in (
        ("plain", []),
        ("indented", [("      " + leftovers.BODY[:80], 11, False)]),
    ):
        path = leftovers._notes_page(tmp_path / f"{name}.pdf", second, body=11)
        abstract = extract_pdf(path, use_model=True).abstract
        assert abstract.endswith(ABSTRACT[-40:]), name
        assert "Studies of this kind" not in abstract, name


def test_an_abstract_going_on_for_a_paragraph_on_page_two_up_to_a_heading_is_taken(
    tmp_path: Path,
) -> None:
    rows = [
        "and its results go on here at the top of page two, in the same size and in the",
        "same column as on the first page, and this sentence closes the abstract with the",
        "outlook of the study.",
    ]
    second = [(row, 11.0, False) for row in rows] + [("1 Einleitung", 11.0, True)]
    path = leftovers._notes_page(tmp_path / "p2.pdf", second)
    assert extract_pdf(path, use_model=True).abstract.endswith("the outlook of the study.")
