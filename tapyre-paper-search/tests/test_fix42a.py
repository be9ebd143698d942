"""fix42a: names42's regressions against d1cd53c5 (review152's leftovers): an italic
epigraph over keywords read as a short abstract, a hyphenated name recased by the same
word written elsewhere on the page, and Nguni names opening "MC" read as "Mc…".  Pages
drawn with PyMuPDF (base-14 Times, ``layout_pages``) or functions called directly."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from layout_pages import Writer, wrapped, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.capscase import title_case
from tapyre_paper_search.pdf.pagecasing import cased_by_page

_EPIGRAPH = (
    "Nothing in biology makes sense except in the light of evolution, as we were told long ago."
)
_SHORT = (
    "This is a supplement to the paper on storage, containing the text of letters sent "
    "to the editor in 1990."
)


def _front(text: str, x: float) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        page.line("Disk-Based Storage for Scalable Video Streams", 16, bold=True)
        page.space(6)
        page.line("Ayen Malual Mayen and Abuk Dut Garang", 10)
        page.line("Centre for Public Health, University of Lyon, France", 8)
        page.space(14)
        for line in wrapped(text, 10, 230):
            page.line(line, 10, italic=True, x=x)
        page.space(6)
        page.line("Keywords storage · video · disks", 9, bold=True)

    return front


def test_an_indented_italic_epigraph_over_keywords_is_not_the_abstract(tmp_path: Path) -> None:
    """An unattributed italic sentence of 17 words set in from the measure over the
    keywords, no abstract on the page: an epigraph.  b2886744: read as the abstract."""
    found = extract_pdf(write_page(tmp_path / "epi.pdf", _front(_EPIGRAPH, 300)))
    assert found.abstract != _EPIGRAPH


def test_control_a_quoted_italic_epigraph_over_keywords_is_not_the_abstract(
    tmp_path: Path,
) -> None:
    """Control (passes on b2886744: its last line ends on a quotation mark, not a
    sentence's stop): the same sentence in quotation marks at the left margin."""
    quoted = f"“{_EPIGRAPH}”"
    found = extract_pdf(write_page(tmp_path / "quoted.pdf", _front(quoted, 60)))
    assert "Nothing in biology" not in (found.abstract or "")


def test_control_a_short_italic_abstract_at_the_margin_is_still_read(tmp_path: Path) -> None:
    """Control (passes on b2886744): names41's held-out 19-word italic abstract at the
    left margin over "Keywords" is read."""
    found = extract_pdf(write_page(tmp_path / "short.pdf", _front(_SHORT, 60)))
    assert found.abstract == _SHORT


def test_a_hyphenated_name_takes_no_casing_from_the_word_elsewhere() -> None:
    """ "JEAN-PIERRE SERRE" with "Jean-pierre" in prose away from "Serre": d1cd53c5's
    "Jean-Pierre Serre".  b2886744: "Jean-pierre Serre"."""
    text = "ON THE COHOMOLOGY\nJEAN-PIERRE SERRE\nas Jean-pierre wrote to his brother, the sheaf"
    assert cased_by_page(("Jean-Pierre Serre",), text) == ("Jean-Pierre Serre",)


def test_control_a_hyphenated_name_takes_its_own_writing() -> None:
    """Control (passes on b2886744): "KIM MIN-JUN" + "Kim Min-jun" in a footnote →
    "Kim Min-jun"; "Min-jun Kim" in reversed order too."""
    assert cased_by_page(("Kim Min-Jun",), "KIM MIN-JUN\n1 Kim Min-jun, Seoul") == ("Kim Min-jun",)
    assert cased_by_page(("Kim Min-Jun",), "KIM MIN-JUN\n* Min-jun Kim (Seoul)") == ("Kim Min-jun",)


def test_nguni_names_opening_mc_are_not_read_as_gaelic() -> None:
    """Zulu/Xhosa "MCHUNU", "MCEBISI", "MCWABE": d1cd53c5's "Mchunu", "Mcebisi",
    "Mcwabe".  b2886744: "McHunu", "McEbisi", "McWabe"."""
    assert [title_case(w) for w in ("MCHUNU", "MCEBISI", "MCWABE")] == [
        "Mchunu",
        "Mcebisi",
        "Mcwabe",
    ]


def test_control_gaelic_mc_from_capitals_is_still_recased() -> None:
    """Control (passes on b2886744): "MCDONALD", "MCHUGH", "MCLEOD", "MCEWAN",
    "MCKENNA", "MCENROE" → "McDonald" …."""
    words = ("MCDONALD", "MCHUGH", "MCLEOD", "MCEWAN", "MCKENNA", "MCENROE")
    assert [title_case(w) for w in words] == [
        "McDonald",
        "McHugh",
        "McLeod",
        "McEwan",
        "McKenna",
        "McEnroe",
    ]


def test_control_a_gaelic_name_of_nguni_shape_takes_the_pages_writing() -> None:
    """Control (passes on b2886744, where the letters alone gave "McHale"): "MCHALE",
    read "Mchale" by its shape now, is "McHale" where the page writes "K. McHale"."""
    text = "KEVIN MCHALE, SIPHO MCHUNU\n1 K. McHale, Boston"
    names = (f"Kevin {title_case('MCHALE')}",)
    assert cased_by_page(names, text) == ("Kevin McHale",)
