"""A byline set in capitals wrapped after a surname's particle ("… ROBERT P. C. DE" /
"PARKER, …", "JAN VAN DER" / "BERG") is read across the break, as a byline in mixed
case is ("Ewine van" / "Dishoeck") (:func:`~tapyre_paper_search.pdf.bandbreaks.open_end`,
realpage71).  What stays: a line in capitals closing on a whole name, on a comma, on
"AND", a lone society's initials."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.bandbreaks import open_end

MUPDF: Any = pymupdf  # untyped

ABSTRACT = (
    "Mutations in the gene cause congenital nephrotic syndrome presenting before the first "
    "three months of life. Recently, mutations have also been identified in childhood-onset "
    "steroid-resistant nephrotic syndrome and milder courses of disease, but their role in "
    "adults with focal segmental glomerulosclerosis remains unknown."
)


def _centred(page: Any, y: float, text: str, size: float, *, font: str) -> None:
    width = MUPDF.get_text_length(text, fontname=font, fontsize=size)
    page.insert_text(((595 - width) / 2, y), text, fontsize=size, fontname=font)


def _pdf(path: Path, rows: tuple[str, str]) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=595, height=842)
    _centred(page, 58, "Journal of Applied Physiology, Vol. 162, No. 2 (2016)", 8.5, font="tiit")
    _centred(page, 110, "Nephrin mutations cause childhood- and adult-onset", 16, font="tiro")
    _centred(page, 130, "focal segmental glomerulosclerosis", 16, font="tiro")
    _centred(page, 166, rows[0], 10, font="tiro")
    _centred(page, 179, rows[1], 10, font="tiro")
    _centred(page, 195, "Oslo Institute of Technology", 9.5, font="tiit")
    _centred(page, 206, "Bordeaux University Hospital", 9.5, font="tiit")
    page.insert_textbox(MUPDF.Rect(106, 230, 489, 330), ABSTRACT, fontsize=9, fontname="tiit")
    page.insert_textbox(MUPDF.Rect(76, 350, 519, 780), ABSTRACT * 5, fontsize=10.2, fontname="tiro")
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("rows", "names"),
    [
        (
            (
                "T. MAKOVETSKII, NORIO HOWES, LAWRENCE H. TOLSTOY, ROBERT P. C. DE",
                "PARKER AND E. L. FAUSTI",
            ),
            (
                "T. Makovetskii",
                "Norio Howes",
                "Lawrence H. Tolstoy",
                "Robert P. C. de Parker",
                "E. L. Fausti",
            ),
        ),
        (
            ("ANNA LINDQVIST, MICHAEL TAETZ, ELSEBETH WANG AND JAN VAN DER", "BERG"),
            ("Anna Lindqvist", "Michael Taetz", "Elsebeth Wang", "Jan van der Berg"),
        ),
    ],
)
def test_a_byline_in_capitals_wrapped_after_a_particle(
    tmp_path: Path, rows: tuple[str, str], names: tuple[str, ...]
) -> None:
    found = extract_pdf(_pdf(tmp_path / "c.pdf", rows), max_pages=2, tables=False)
    assert found.authors == names


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("T. MAKOVETSKII, ROBERT P. C. DE", True),
        ("ANNA LINDQVIST AND JAN VAN DER", True),
        ("MARIA DOS", True),
        ("Ewine van", True),
        ("T. MAKOVETSKII, NORIO HOWES", False),
        ("ANNA LINDQVIST,", False),
        ("ANNA LINDQVIST AND", False),
        ("IEEE", False),
    ],
)
def test_a_line_s_open_end(text: str, want: bool) -> None:
    assert open_end(text) is want


def test_a_surname_written_as_a_particle_closes_its_name(tmp_path: Path) -> None:
    """A byline in capitals ending on a surname that is also a particle's word ("THANH
    LE", "WEI DU") over a line opening with a whole name: the name ends at the break."""
    rows = ("ANNA LINDQVIST, MICHAEL TAETZ, THANH LE", "ELSEBETH WANG AND WEI DU")
    found = extract_pdf(_pdf(tmp_path / "c.pdf", rows), max_pages=2, tables=False)
    assert found.authors == (
        "Anna Lindqvist",
        "Michael Taetz",
        "Thanh Le",
        "Elsebeth Wang",
        "Wei Du",
    )
    assert not open_end("MICHAEL TAETZ, THANH LE", after="ELSEBETH WANG AND WEI DU")
    assert open_end("ROBERT P. C. DE", after="PARKER AND E. L. FAUSTI")
    assert open_end("JAN VAN", after="DER BERG")
