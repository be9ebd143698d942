"""review126 on latex39: the byline-under-the-abstract rule against other pages.

A structured abstract whose labels stand on lines of their own in another type
("Study Setting", "Principal Findings": two capitalised words that read as a name),
each label over its text in the abstract's own type, a country or a hospital in it:
latex39's :func:`~tapyre_paper_search.pdf.bylineunder.byline_under` took the label
for a byline under the abstract, its text for the places, so the abstract ended at
the first such label and the label became an author, on a page with a byline above
the title too.  The text under a label is set in the abstract's own type, a byline's
places are not (review126).  And an "Author's address:" note read one entry a line
took the city a wrapped place began with for a name (see below).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex39 import _PLACES, _read_after
from test_pdf_front_matter_latex39 import _read as _read_note

_W, _H, _L = 595.0, 842.0, 72.0
_TITLE = "Outcomes of early mobilisation after hip fracture surgery"
_LABELS = (
    ("Objective", ("To assess whether mobilisation within 24 hours of hip fracture surgery",
                   "improves walking ability at four months.")),
    ("Study Setting", ("Three university hospitals in Sweden and a regional hospital in Norway.",)),
    ("Participants", ("A total of 812 patients aged 65 years or older with a hip fracture",
                      "treated surgically between 2015 and 2019.")),
    ("Principal Findings", ("Early mobilisation was associated with better walking (odds",
                            "ratio 1.4) and with lower mortality at four months.")),
    ("Conclusions", ("Mobilisation within a day of surgery should be offered to",
                     "all who can stand.")),
)  # fmt: skip
_BODY = (
    "Hip fractures are common in older adults and carry a high risk of death within a year of",
    "the injury. Early mobilisation has been recommended by several guidelines, but the evidence",
    "on its effect on function and survival is mixed, and practice varies between hospitals.",
)


def _structured(path: Path, *, byline: bool, label_face: str = "tiit", label_size: float = 9.0,
                gap: float = 1.9, upper: bool = False) -> None:  # fmt: skip
    """A first page: the title, an optional byline over its places, a bold "Abstract",
    the labels on lines of their own (``label_face``, ``label_size``) each over its text
    in 9 pt roman, ``gap`` sizes between the parts, then a section."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 90.0
    page.insert_text((_L, y), _TITLE, fontsize=16, fontname="tibo")
    y += 26
    if byline:
        page.insert_text(
            (_L, y), "Marta Ferreira and Jonas Lindqvist", fontsize=11, fontname="tiro"
        )
        page.insert_text((_L, y + 14), "Department of Orthopaedics, Lund University, Sweden",
                         fontsize=9, fontname="tiit")  # fmt: skip
        y += 38
    page.insert_text((_L, y), "Abstract", fontsize=10, fontname="tibo")
    y += 14
    for label, text in _LABELS:
        shown = label.upper() if upper else label
        page.insert_text((_L, y), shown, fontsize=label_size, fontname=label_face)
        y += 9 * 1.25
        for row in text:
            page.insert_text((_L, y), row, fontsize=9, fontname="tiro")
            y += 9 * 1.2
        y += 9 * (gap - 1.2)
    page.insert_text((_L, y + 14), "1 Introduction", fontsize=12, fontname="tibo")
    y += 32
    for row in _BODY * 4:
        page.insert_text((_L, y), row, fontsize=10, fontname="tiro")
        y += 12
    doc.save(path)


def _read(tmp_path: Path, **kw: object) -> tuple[str, tuple[str, ...]]:
    path = tmp_path / "structured.pdf"
    _structured(path, **kw)  # type: ignore[arg-type]
    record = extract_pdf(path)
    return record.abstract, tuple(record.authors)


def test_italic_labels_of_a_structured_abstract_under_a_byline(tmp_path: Path) -> None:
    abstract, authors = _read(tmp_path, byline=True)
    assert authors == ("Marta Ferreira", "Jonas Lindqvist")
    assert "Three university hospitals in Sweden" in abstract
    assert abstract.endswith("all who can stand.")


def test_labels_a_size_up_with_no_byline_name_nobody(tmp_path: Path) -> None:
    abstract, authors = _read(tmp_path, byline=False, label_face="tiro", label_size=10.0, gap=1.3)
    assert authors == ()
    assert "Principal Findings" in abstract and abstract.endswith("all who can stand.")


def test_labels_a_size_down_in_roman(tmp_path: Path) -> None:
    abstract, authors = _read(tmp_path, byline=True, label_face="tiro", label_size=8.0)
    assert authors == ("Marta Ferreira", "Jonas Lindqvist")
    assert abstract.endswith("all who can stand.")


def test_control_capitals_labels(tmp_path: Path) -> None:
    """Control (passes on latex39 too): "STUDY SETTING" in 8 pt capitals."""
    abstract, authors = _read(tmp_path, byline=True, label_face="tiro", label_size=8.0, upper=True)
    assert authors == ("Marta Ferreira", "Jonas Lindqvist")
    assert abstract.endswith("all who can stand.")


# An "Author's address:" note with no ";" read one entry a line (latex39's
# :mod:`~tapyre_paper_search.pdf.addressnote`): a line wrapped after a comma inside the
# place opened a new entry, and the city it began with ("San Diego", "Santa Barbara",
# which read as names) became an author.  It goes on the entry before (review126).


def _note(tmp_path: Path, note: list[str]) -> tuple[str, ...]:
    return _read_note(tmp_path, note)[1]


def test_a_single_authors_address_wrapped_before_its_city(tmp_path: Path) -> None:
    note = [
        "Author's address: Ann Lee, Department of Physics, University of California,",
        "San Diego, La Jolla, CA 92093, USA.",
    ]
    assert _note(tmp_path, note) == ("Ann Lee",)


def test_entries_one_a_line_one_wrapped_before_its_city(tmp_path: Path) -> None:
    note = [
        "Authors' addresses:",
        "Ann Lee, Department of Physics, University of California,",
        "Santa Barbara, CA 93106, USA",
        "Bo Chen, School of Law, University of Hong Kong, Hong Kong",
    ]
    assert _note(tmp_path, note) == ("Ann Lee", "Bo Chen")


def test_a_french_single_authors_label(tmp_path: Path) -> None:
    note = ["Adresse de l'auteur : Jean Dupont, Laboratoire de physique, Université de Lyon."]
    assert _note(tmp_path, note) == ("Jean Dupont",)


def test_control_entries_cut_at_semicolons_over_wrapped_lines(tmp_path: Path) -> None:
    """Control (passes on latex39 too): with ";" the lines are joined first."""
    note = [
        "Authors' addresses: Ann Lee, Department of Physics, Ithaca University, Ithaca,",
        "USA; Bo Chen, Carnegie Mellon University,",
        "Pittsburgh, USA.",
    ]
    assert _note(tmp_path, note) == ("Ann Lee", "Bo Chen")


def test_control_an_address_note_naming_a_department_only(tmp_path: Path) -> None:
    """Control (passes on latex39 too): no name before the first comma, nobody."""
    note = ["Authors' address: Department of Physics, Ithaca University, Ithaca, NY 14850, USA."]
    assert _note(tmp_path, note) == ()


def test_a_german_byline_under_the_abstract(tmp_path: Path) -> None:
    """latex39's byline under the abstract left only "and" over: "und" kept the
    German byline and its places on the abstract (review126)."""
    abstract, authors = _read_after(tmp_path, ["Hans Müller und Eva Schmidt"], _PLACES)
    assert authors == ("Hans Müller", "Eva Schmidt")
    assert abstract.endswith("twelve independent runs.")


def test_two_authors_sharing_one_address(tmp_path: Path) -> None:
    """latex39 read an entry's name only where one name stood before its comma: "Ann
    Lee and Bo Chen, Place" stopped the reading, nobody named (review126)."""
    note = [
        "Authors' addresses: Ann Lee and Bo Chen, Department of Physics, Ithaca University,",
        "Ithaca, USA; Chiara Russo, Institute of Pathology, University of Padova, Italy.",
    ]
    assert _note(tmp_path, note) == ("Ann Lee", "Bo Chen", "Chiara Russo")


def _byline_both(path: Path, names_under: str) -> None:
    """A first page: the title, a byline over its place, "Abstract" and the abstract
    in 9 pt, then ``names_under`` in 10 pt over a place in 8 pt italics (guest
    editors, say), then a section."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_L, 90), _TITLE, fontsize=16, fontname="tibo")
    page.insert_text((_L, 116), "Marta Ferreira and Jonas Lindqvist", fontsize=11, fontname="tiro")
    page.insert_text((_L, 130), "Lund University, Sweden", fontsize=9, fontname="tiit")
    page.insert_text((_L, 154), "Abstract", fontsize=10, fontname="tibo")
    y = 168.0
    for _label, text in _LABELS[:3]:
        for row in text:
            page.insert_text((_L, y), row, fontsize=9, fontname="tiro")
            y += 10.8
    page.insert_text((_L, y + 10), names_under, fontsize=10, fontname="tiro")
    page.insert_text(
        (_L, y + 22), "Guest Editors, Ithaca University, USA", fontsize=8, fontname="tiit"
    )
    page.insert_text((_L, y + 50), "1 Introduction", fontsize=12, fontname="tibo")
    y += 68
    for row in _BODY * 4:
        page.insert_text((_L, y), row, fontsize=10, fontname="tiro")
        y += 12
    doc.save(path)


def test_names_under_the_abstract_of_a_page_with_its_byline(tmp_path: Path) -> None:
    """latex39 added the names under the abstract to the byline over it (the base
    read the byline alone); a page with its byline over the abstract keeps it
    (review126)."""
    path = tmp_path / "both.pdf"
    _byline_both(path, "Ann Lee and Bo Chen")
    assert tuple(extract_pdf(path).authors) == ("Marta Ferreira", "Jonas Lindqvist")
