"""Name evidence that must not vouch for keywords or headings (review65 of front28): an
e-mail address vouches for a name only when its local part is made wholly of the
name's parts (a mailbox named by one dictionary word, "data@…", or a part inside
another person's address, "carlo.rossi@…", does not), and a column of eponym keywords
beside an abstract box ("Chebyshev Nodes" / "Legendre Polynomials"), its words mostly
in no word list, is no byline; a paragraph's line under a bold heading beside a
byline, though it names a university, is no address that makes the heading a name."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
import test_pdf_front_matter_front26 as front26
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.namevouch import ends_on_a_noun, mailed
from test_pdf_front_matter_front27 import _two_column_page


def test_an_address_vouches_only_when_made_wholly_of_the_names_parts() -> None:
    assert mailed("Xiaoming Li", ["xli"])
    assert mailed("Mark Brown", ["markbrown"])
    assert mailed("Mark Brown", ["brownm"])
    assert mailed("Kwame Mensah", ["kmensah2"])
    assert mailed("Kwame Mensah", ["mensah"])  # a part in no word list, alone
    assert not mailed("Data Availability", ["data"])  # a mailbox's dictionary word
    assert not mailed("Markov Chain", ["chain"])
    assert not mailed("Monte Carlo", ["carlorossi"])  # a part inside another's address
    assert not mailed("Anna Keller", ["keller"])


def test_a_keywords_noun_ends_its_line() -> None:
    assert ends_on_a_noun("Chebyshev Nodes")
    assert ends_on_a_noun("Kuramoto Oscillators")
    assert not ends_on_a_noun("Xiaoming Li")
    assert not ends_on_a_noun("Oluwaseun Adeyemi")


@pytest.mark.parametrize(("face", "bold"), [("tiro", "tibo"), ("helv", "hebo")])
def test_a_bold_heading_a_mailboxs_word_names_stays_a_heading(
    tmp_path: Path, face: str, bold: str
) -> None:
    left = [("Vanessa Casagrande, Yuichi Togashi", False)]
    path = _two_column_page(tmp_path / "bold.pdf", left, [("Data Availability", True)], face, bold)
    doc = pymupdf.open(path)
    doc[0].insert_text((72, 760), "Contact: data@uni-leipzig.de", fontsize=8)
    doc.save(tmp_path / "mailed.pdf")
    assert extract_pdf(tmp_path / "mailed.pdf").authors == ("Vanessa Casagrande", "Yuichi Togashi")


@pytest.mark.parametrize("font", ["hebo", "tiro"])
@pytest.mark.parametrize(
    "keywords",
    [
        ("Chebyshev Nodes", "Legendre Polynomials"),
        ("Navier Stokes", "Runge Kutta"),
        ("Kuramoto Oscillators", "Hopf Bifurcation"),
    ],
)
def test_a_column_of_eponym_keywords_beside_a_box_is_no_byline(
    tmp_path: Path, font: str, keywords: tuple[str, ...]
) -> None:
    path = front26._box_page(tmp_path / "box.pdf", font, 10.5, "", False, names=keywords)
    assert extract_pdf(path).authors == ()


@pytest.mark.parametrize("font", ["hebo", "tiro"])
def test_a_keyword_inside_an_address_on_the_page_vouches_for_no_column(
    tmp_path: Path, font: str
) -> None:
    names = ("Markov Chain", "Monte Carlo")
    path = front26._box_page(tmp_path / "box.pdf", font, 10.5, "", False, names=names)
    doc = pymupdf.open(path)
    doc[0].insert_text((34, 770), "E-mail: carlo.rossi@unimi.it", fontsize=8)
    doc.save(tmp_path / "mailed.pdf")
    assert extract_pdf(tmp_path / "mailed.pdf").authors == ()


@pytest.mark.parametrize(("face", "bold"), [("tiro", "tibo"), ("helv", "hebo")])
def test_a_paragraphs_line_naming_a_university_under_a_bold_heading_is_no_address(
    tmp_path: Path, face: str, bold: str
) -> None:
    left = [("Vanessa Casagrande, Yuichi Togashi", False)]
    right = [("Related Work", True), ("Research at the University of Leeds has", False)]
    path = _two_column_page(tmp_path / "bold.pdf", left, right, face, bold)
    assert extract_pdf(path).authors == ("Vanessa Casagrande", "Yuichi Togashi")


def test_a_local_part_is_tiled_by_a_names_first_six_parts_only() -> None:
    """A run of words longer than a person's name is tiled by its first six parts (the
    tiling tries every order: twelve words with one initial and a local part of one
    letter had taken minutes); a local part made of the seventh and eighth parts
    vouches for nothing, one made of the first two still does."""
    run = "Aaron Abel Adam Alan Albert Alex Amos Andrew Angus Arne Axel Anton"
    assert not mailed(run, ["amosandrew"])
    assert not mailed(run, ["a" * 20])
    assert mailed(run, ["aaronabel"])
