"""LaTeX front matter, round 39 (``latex39``), drawn with PyMuPDF on A4 pages.

Round 38's held-out ``authors-after-abstract``, now train: the byline (one line of
names in the byline's type, or wrapped onto two) and the places under it in italics
set after the abstract: they end it, and are the authors
(:mod:`~tapyre_paper_search.pdf.bylineunder`).  Controls: a line of names with no
place under it, and an acknowledgement naming people, go on the abstract as before.

Round 38's held-out ``addresses-foot``, now train: no byline under the title, the
names only in a note at the foot of page 1, "Authors' addresses: Ann Lee, Place; Bo
Chen, Place." (:mod:`~tapyre_paper_search.pdf.addressnote`, the last of
:mod:`~tapyre_paper_search.pdf.lastbyline`'s fallbacks), entries cut at ";" or one a
line, in German too.  Controls: a page with a byline under its title keeps it; an
"Addresses:" note naming no person, and a label in the body's own type, name nobody.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _ABSTRACT, _rows
from test_pdf_front_matter_latex33 import _BODY as _LIVER_BODY

_W, _H, _LEFT = 595.0, 842.0, 72.0
_TITLE = ("Isolation of intact nuclei of high purity", "from mouse liver by gentle homogenization")


def _page(path: Path, note: list[str], byline: str = "", note_size: float = 8.0) -> None:
    """A first page: the title in 17 pt bold, an optional ``byline`` under it, a small
    "ABSTRACT" heading, the abstract, a section and its body down the page, and the
    ``note`` rows at the page's foot (``note_size`` points, a line's step apart)."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 90.0
    for row in _TITLE:
        page.insert_text((_LEFT, y), row, fontsize=17, fontname="tibo")
        y += 21
    if byline:
        page.insert_text((_LEFT, y + 4), byline, fontsize=11, fontname="tiro")
        y += 22
    page.insert_text((_LEFT, y + 14), "ABSTRACT", fontsize=9, fontname="tiro")
    y = _rows(page, _LEFT, y + 30, _ABSTRACT, 10)
    page.insert_text((_LEFT, y + 20), "1 Introduction", fontsize=12, fontname="tibo")
    y = _rows(page, _LEFT, y + 40, _LIVER_BODY * 6, 10)
    y += 12
    for row in note:
        page.insert_text((_LEFT, y), row, fontsize=note_size, fontname="tiro")
        y += note_size * 1.25
    doc.save(path)


def _read(tmp_path: Path, note: list[str], **kw: object) -> tuple[str, tuple[str, ...]]:
    path = tmp_path / "paper.pdf"
    _page(path, note, **kw)  # type: ignore[arg-type]
    record = extract_pdf(path)
    return record.title, tuple(record.authors)


def test_entries_cut_at_semicolons_give_the_authors(tmp_path: Path) -> None:
    note = [
        "Authors' addresses: Marta Ferreira, Department of Biochemistry, University of Cagliari,",
        "Cagliari, Italy; Jonas Lindqvist, Faculty of Medicine, Lund University, Lund, Sweden;",
        "Chiara Russo, Institute of Pathology, University of Padova, Italy.",
    ]
    title, authors = _read(tmp_path, note)
    assert title == " ".join(_TITLE)
    assert authors == ("Marta Ferreira", "Jonas Lindqvist", "Chiara Russo")


def test_one_authors_address_wrapped_inside_a_word(tmp_path: Path) -> None:
    note = [
        "Author's address: Bozhidar Z. Iliev, Department of Mathematical Physics, Uni-",
        "versity of Sofia, 5 James Bourchier Blvd, Sofia 1164, Bulgaria.",
    ]
    assert _read(tmp_path, note)[1] == ("Bozhidar Z. Iliev",)


def test_one_entry_a_line_under_the_label(tmp_path: Path) -> None:
    note = [
        "Authors' addresses:",
        "Ann Lee, Department of Physics, Ithaca University, Ithaca, USA",
        "Bo Chen, School of Law, University of Hong Kong, Hong Kong",
    ]
    assert _read(tmp_path, note)[1] == ("Ann Lee", "Bo Chen")


def test_a_german_label(tmp_path: Path) -> None:
    note = ["Anschrift der Autoren: Jonas Weber, Institut für Physik, Universität Kassel;",
            "Lena Hoffmann, Fakultät für Chemie, Universität Jena."]  # fmt: skip
    assert _read(tmp_path, note)[1] == ("Jonas Weber", "Lena Hoffmann")


def test_control_a_byline_under_the_title_is_kept(tmp_path: Path) -> None:
    """Control (passes on the base too): the note is asked only where no byline is."""
    note = ["Authors' addresses: Chiara Russo, Institute of Pathology, University of Padova."]
    authors = _read(tmp_path, note, byline="Marta Ferreira and Jonas Lindqvist")[1]
    assert authors == ("Marta Ferreira", "Jonas Lindqvist")


def test_control_an_addresses_note_naming_no_person(tmp_path: Path) -> None:
    """Control (passes on the base too): what stands before the comma is no name."""
    note = ["Addresses: Department of Physics, Ithaca University; Faculty of Law, Kassel."]
    assert _read(tmp_path, note)[1] == ()


def test_control_a_label_in_the_bodys_own_type(tmp_path: Path) -> None:
    """Control (passes on the base too): a body line is no note at the page's foot."""
    note = ["Authors' addresses: Ann Lee, Department of Physics, Ithaca University."]
    assert _read(tmp_path, note, note_size=10.0)[1] == ()


_AFTER = ["We thank the staff of the animal facility for their help with the mice."]


def _after(path: Path, byline: list[str], places: str, size: float = 10.0) -> None:
    """A first page: the title in 15 pt bold, a run-in "Abstract." in 9 pt with the
    abstract, the ``byline`` rows in ``size`` points and the ``places`` in 8 pt italics
    under them, then a section and its body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 90.0
    for row in _TITLE:
        page.insert_text((_LEFT, y), row, fontsize=15, fontname="tibo")
        y += 19
    rows = ["Abstract. " + _ABSTRACT[0], *_ABSTRACT[1:]]
    y = _rows(page, _LEFT, y + 16, rows, 9)
    y += 10
    for row in byline:
        page.insert_text((_LEFT, y), row, fontsize=size, fontname="tiro")
        y += size * 1.2
    if places:
        page.insert_text((_LEFT, y), places, fontsize=8, fontname="tiit")
    page.insert_text((_LEFT, y + 40), "1 Introduction", fontsize=13, fontname="tibo")
    _rows(page, _LEFT, y + 62, _LIVER_BODY * 3, 10)
    doc.save(path)


def _read_after(
    tmp_path: Path, byline: list[str], places: str, size: float = 10.0
) -> tuple[str, tuple[str, ...]]:
    path = tmp_path / "after.pdf"
    _after(path, byline, places, size)
    record = extract_pdf(path)
    return record.abstract, tuple(record.authors)


_PLACES = "Department of Biochemistry, University of Cagliari, Cagliari, Italy"


def test_a_byline_under_the_abstract_ends_it_and_names_the_authors(tmp_path: Path) -> None:
    abstract, authors = _read_after(tmp_path, ["Marta Ferreira and Jonas Lindqvist"], _PLACES)
    assert authors == ("Marta Ferreira", "Jonas Lindqvist")
    assert abstract.endswith("twelve independent runs.")


def test_a_byline_wrapped_onto_two_lines(tmp_path: Path) -> None:
    byline = ["E. Konishi, Y. Minorikawa, V. I. Galkin, M. Ishiwata, I. Nakamura,",
              "N. Takahashi, M. Kato and A. Misaki"]  # fmt: skip
    abstract, authors = _read_after(tmp_path, byline, _PLACES)
    assert authors[:3] == ("E. Konishi", "Y. Minorikawa", "V. I. Galkin")
    assert len(authors) == 8 and "Konishi" not in abstract


def test_control_names_with_no_place_under_them(tmp_path: Path) -> None:
    """Control (passes on the base too): no places under the line, no byline."""
    assert _read_after(tmp_path, ["Marta Ferreira and Jonas Lindqvist"], "")[1] == ()


def test_control_an_acknowledgement_under_the_abstract(tmp_path: Path) -> None:
    """Control (passes on the base too): a sentence naming people is no byline."""
    assert _read_after(tmp_path, _AFTER, _PLACES)[1] == ()
