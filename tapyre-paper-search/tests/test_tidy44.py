"""Tidy44: a form's fields set in a row (``fieldform``), a byline made for a body by
people (``byleads``: "Prepared for the Ministry of Health by Ann Lee"), a document
noun before the lead ("Report prepared by …"), a body's members after it ("Prepared
by the Working Group: Ann Lee, Bo Chen"), a sentence after "by" (no names) and the
names a lead vouches for (``authors.names_in_line``'s ``vouched``).

Controls (labelled ``control``) pass on the base too: what the rules must not change.
The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _rows

_W, _H, _LEFT = 595.0, 842.0, 72.0
_TITLE = "Seasonal Storage of Heat in Shallow Aquifers under Dense Cities"
_ABSTRACT = [
    "We followed the temperature of the ground water under three city districts for six",
    "years and asked how much of the summer's heat a shallow aquifer keeps until winter.",
    "The wells that were pumped in both seasons kept about a third of the heat, while the",
    "wells left alone lost nearly all of it within two months of the first autumn frost.",
]


def _row_form(
    path: Path,
    *,
    title: tuple[str, ...] = (_TITLE,),
    names: tuple[str, ...] = ("Marta Ferreira, Jonas Lindqvist",),
    value_x: float = 210.0,
    label_size: float = 7.0,
) -> None:
    """A report's documentation page whose field labels (``label_size`` pt capitals) sit
    left of their values (at ``value_x``) in one row each, the abstract under its label."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((190, 80), "REPORT DOCUMENTATION PAGE", fontsize=14, fontname="hebo")
    y = 120.0
    fields = (
        ("1. REPORT DATE", ("June 2019",), "helv"),
        ("2. REPORT TYPE", ("Final",), "helv"),
        ("4. TITLE AND SUBTITLE", title, "tibo"),
        ("5. AUTHOR(S)", names, "helv"),
        ("6. PERFORMING ORGANIZATION", ("Institute of Hydrology, Lund University",), "helv"),
        ("7. ABSTRACT", (), "helv"),
    )
    for label, values, font in fields:
        page.insert_text((_LEFT, y), label, fontsize=label_size, fontname="helv")
        for k, value in enumerate(values):
            page.insert_text((value_x, y + 14 * k), value, fontsize=11, fontname=font)
        y += 14 * max(1, len(values)) + 10
    _rows(page, _LEFT, y + 4, _ABSTRACT, 11)
    doc.save(path)


def test_a_row_form_title_is_the_cell_right_of_its_label(tmp_path: Path) -> None:
    path = tmp_path / "row.pdf"
    _row_form(path)
    assert extract_pdf(path).title == _TITLE


def test_a_row_form_names_are_the_cell_right_of_the_author_label(tmp_path: Path) -> None:
    path = tmp_path / "row.pdf"
    _row_form(path)
    assert tuple(extract_pdf(path).authors) == ("Marta Ferreira", "Jonas Lindqvist")


def test_a_row_form_value_wrapped_in_its_cell(tmp_path: Path) -> None:
    path = tmp_path / "row.pdf"
    title = ("Seasonal Storage of Heat in Shallow", "Aquifers under Dense Cities")
    names = ("Marta Ferreira, Jonas Lindqvist,", "Debashish Goswami")
    _row_form(path, title=title, names=names, value_x=180.0)
    record = extract_pdf(path)
    assert record.title == _TITLE
    assert tuple(record.authors) == ("Marta Ferreira", "Jonas Lindqvist", "Debashish Goswami")


def test_control_a_row_form_abstract_is_read_as_before(tmp_path: Path) -> None:
    path = tmp_path / "row.pdf"
    _row_form(path)
    assert extract_pdf(path).abstract.startswith("We followed the temperature")


def test_control_labels_as_large_as_their_values_are_no_form(tmp_path: Path) -> None:
    """control: a label set as large as the text beside it is no form's label (review156's
    rule), so no field is read as the title."""
    path = tmp_path / "row.pdf"
    _row_form(path, label_size=11.0)
    assert extract_pdf(path).title != _TITLE
