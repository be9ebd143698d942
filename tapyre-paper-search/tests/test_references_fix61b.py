"""Review of round 61's reference rules (fix61b): a personal communication's or an
archive's words ending a title after its colon or a joining word stay the title's
(:mod:`tapyre_paper_search.pdf.refunpubmarks`); an affiliation's range of marks
("Lee1-3") is no gene's name (:mod:`tapyre_paper_search.pdf.refdigitname`); a
one-letter variable's "[j]" ("Z[j]") is no lowered type code
(:mod:`tapyre_paper_search.pdf.refforms`).  Each case failed on main 7832cc6f."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.refdigitname import without_digit_name
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refinvertedfirm import firm_opening
from tapyre_paper_search.pdf.refunpubmarks import without_unpublished_marks


@pytest.mark.parametrize(
    "title",
    [
        "Mobile phones and society: Personal communication",
        "Mobile media and the culture of Personal communication",
        "Early Mexican archives: J. P. Hague Papers, Box 21",
        "A history of the long drama: Season 3, Episode 11",
    ],
)
def test_mark_after_colon_or_join_stays(title: str) -> None:
    assert without_unpublished_marks(title, "New Media Soc") == (title, "New Media Soc")


def test_mark_after_stop_still_goes() -> None:
    """Control: the round's own shape is still cut."""
    title = "Growth of street trees in the city. Personal communication"
    assert without_unpublished_marks(title, "") == ("Growth of street trees in the city", "")


def test_subtitle_through_reader() -> None:
    ref = parse_reference(
        "Smith, J. (2010). Mobile phones and society: Personal communication. "
        "New Media & Society, 12(3), 1-10."
    )
    assert ref.title == "Mobile phones and society: Personal communication"


def test_affiliation_range_is_a_mark() -> None:
    assert without_digit_name(("A. Lee1-3",), "Title.", "A. Lee1-3. Title.") == (
        ("A. Lee1-3",),
        "Title.",
    )
    ref = parse_reference("A. Lee1-3. Growth of trees. Journal of Trees, 3(2), 1-10, 2010.")
    assert ref.authors == ("A. Lee1-3",)
    assert ref.title == "Growth of trees"


def test_gene_name_still_no_name() -> None:
    """Control: refs76's gene name, a hyphen and a word after the figures."""
    cleaned = "Dnmt1-Independent CG Methylation Contributes to Growth."
    assert without_digit_name(("CG Dnmt1-Independent",), "x", cleaned) == ((), cleaned)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "J. Doe. Arithmetic in the ring Z[j]. J. Number Theory, 3:1-10, 2010.",
            "Arithmetic in the ring Z[j]",
        ),
        (
            "J. Doe. Fast evaluation of the sum of x[j]. Signal Processing, 3:1-10, 2010.",
            "Fast evaluation of the sum of x[j]",
        ),
        (
            "Doe J. Numerical study of flow types[j]. Journal of Hydraulics, 2010, 3: 1-10.",
            "Numerical study of flow types",
        ),
    ],
)
def test_lowered_code_needs_a_word(text: str, title: str) -> None:
    assert parse_reference(text).title == title


def test_acronym_opening_a_title_is_no_firm() -> None:
    """An authorless title opening on a capitals' acronym and a comma, in no patent's
    entry, keeps its opening (refinvertedfirm's holder is a patent's)."""
    rest = "PLC, SCADA Systems. Control of drives. IEEE Trans Ind Electron. 2010;5:1-9."
    assert firm_opening((), rest) == ((), rest)
    ref = parse_reference(rest)
    assert ref.title.startswith("PLC, SCADA Systems")


def test_patent_holder_still_inverted() -> None:
    """Control: refs76's patent."""
    rest = (
        "LTD., Acme Tools. Widget holder. Inventors: A. SMITH; B. JONES. Publ.: 2005. "
        "Patent GB 1 A."
    )
    authors, left = firm_opening((), rest)
    assert authors == ("A. SMITH", "B. JONES")
    assert left.startswith("Widget holder.")
