"""References, round 64 (refs64): refs62's held-out misses on train styles, and an
entry's continuation under a two-column list's left column.

Springer's basic style's names with hyphened initials or a particle after the initials
just before the bracketed year ("Zhang B-W, Li C-P (2013) Title", "Hohenberg L von
(1995) Title"), a proceedings' pages after a colon closing its venue ("… Genetics IEEE:
844-853"), a DOI's link stretched by a justified line ("https : / / doi . org / 10 .
2309 / x271515."), and the lines of the left column's last entry read after the right
column where that column opens an entry; refs63's leftover of a title's second
sentence read as the venue before a journal ("(2010): Title. The Arkhangelsk study
2000. Journal 9, 1-9").  Each test names the kind it covers; the
"control" tests pass on base too and hold right readings right.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import DEJAVU
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refspaceddoi import unspaced_doi

_ENTRIES = (
    (
        "Zhang B-W, Kardar M, Li C-P (2013) Research in cardiovascular care: a position",
        "statement. Advances in Immunology 9(3): 12-19",
    ),
    (
        "Hohenberg L von (1995) Generation of transgenic primates with germline",
        "transmission. Journal of Primatology 4(2): 33-41",
    ),
    (
        "Charmousis C, Valsakumar MC (2015) “Rapid isolation of lipoproteins from serum”",
        "Proceedings of the 20th Conference on Genetics IEEE: 844-853",
    ),
    (
        "Offi, F. “Cancer chemoprevention: a rapidly evolving field”. Theoretical Physics",
        "Research 14, no. 4 (2015): 322-333. https : / / doi . org / 10 . 2309 / x271515.",
    ),
    (
        "Kiss, B. and Nagy, C. (2010): Mortality and risk factors. The Arkhangelsk study",
        "2000. Journal of Epidemiology 9, 1-9.",
    ),
)


def _paper_with_body() -> pymupdf.Document:
    """A paper's first page: a title over thirty body lines, before its list's page."""
    document = pymupdf.open()
    page = document.new_page()
    page.insert_text((54, 60), "A Study of Street Trees", fontsize=16)
    body = "\n".join(f"Line {row}: the method was used." for row in range(30))
    page.insert_text((54, 100), body, fontsize=9, lineheight=13 / 9)
    return document


def _reference_pdf(path: Path, entries: tuple[tuple[str, str], ...]) -> Path:
    """A two-page paper: a body page, then a "References" page of hanging entries, set
    in DejaVu Sans (curly quotes)."""
    document = _paper_with_body()
    page = document.new_page()
    font = {"fontname": "dejavu", "fontfile": DEJAVU}
    page.insert_text((60, 70), "References", fontsize=11, **font)
    y = 92.0
    for first, second in entries:
        page.insert_text((60, y), first, fontsize=8, **font)
        page.insert_text((72, y + 11), second, fontsize=8, **font)
        y += 26
    document.save(path)
    return path


def test_hyphened_initials_a_late_particle_colon_pages_and_a_spaced_link_in_a_pdf(
    tmp_path: Path,
) -> None:
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", _ENTRIES), ocr=None).references
    assert [r.authors for r in refs][:3] == [
        ("B-W Zhang", "M Kardar", "C-P Li"),
        ("L von Hohenberg",),
        ("C Charmousis", "MC Valsakumar"),
    ]
    assert [r.title for r in refs][:3] == [
        "Research in cardiovascular care: a position statement",
        "Generation of transgenic primates with germline transmission",
        "Rapid isolation of lipoproteins from serum",
    ]
    assert refs[2].venue == "Proceedings of the 20th Conference on Genetics"
    assert refs[3].doi == "10.2309/x271515"
    assert (refs[4].title, refs[4].venue, refs[4].year) == (
        "Mortality and risk factors. The Arkhangelsk study 2000",
        "Journal of Epidemiology",
        2010,
    )


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Kiss, B. (2010). Children and COVID-19. A systematic review. Pediatrics 9(2), 1-9.",
            "Children and COVID-19. A systematic review",
            "Pediatrics",
        ),
        (  # control: read so already (a bracketed year with no stop)
            "Doe J (2010) Growth of trees. A field study. Urban Forestry 9(2): 1-9",
            "Growth of trees. A field study",
            "Urban Forestry",
        ),
        # controls: a journal's name in two sentences, a series after it
        (
            "Kiss, B. (2010). Growth of trees. Philosophical transactions. Series A 9, 1-9.",
            "Growth of trees",
            "Philosophical transactions. Series A",
        ),
        (
            "Kiss, B. (2010). Growth of trees. Nature reviews. Cancer 9, 1-9.",
            "Growth of trees",
            "Nature reviews. Cancer",
        ),
    ],
)
def test_a_titles_second_sentence_before_a_journal(text: str, title: str, venue: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        # hyphened initials alone before the bracketed year
        (
            "Zhu S-L (2004) Role of NF-kappa B in cell survival. Journal of X 15(11): 1-9",
            ("S-L Zhu",),
            "Role of NF-kappa B in cell survival",
        ),
        # before a bare year
        (
            "Yuan C-P, Li H-B 2013 Title words here. Journal 9: 1-9",
            ("C-P Yuan", "H-B Li"),
            "Title words here",
        ),
        # two particles after the initials, the list's last name
        (
            "Doe J, Berg J van der (1995) Generation of primates. Journal of X 9(1): 1-9",
            ("J Doe", "J van der Berg"),
            "Generation of primates",
        ),
        # control: hyphened initials before a comma, particles before a comma
        (
            "Li C-P, Hohenberg L von, Doe J (1995) Generation of primates. Journal 9(1): 1-9",
            ("C-P Li", "L von Hohenberg", "J Doe"),
            "Generation of primates",
        ),
    ],
)
def test_names_closed_by_the_year(text: str, authors: tuple[str, ...], title: str) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title) == (authors, title)


@pytest.mark.parametrize(
    ("venue", "kept"),
    [
        (
            "Proceedings of the 2nd Conference on Economics: 162-178",
            "Proceedings of the 2nd Conference on Economics",
        ),
        ("Proceedings of X: e12–e19", "Proceedings of X"),
    ],
)
def test_a_colon_and_pages_close_no_venue(venue: str, kept: str) -> None:
    from tapyre_paper_search.pdf.refcolonpages import without_colon_pages

    assert without_colon_pages(venue) == kept


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Doe J (2010) Wars and peace in the north. History of Europe: 1990-2000",
            "History of Europe: 1990-2000",
        ),
        (
            "Doe, J. (2010). Wars and peace. Journal of Europe: Studies 9: 12-19.",
            "Journal of Europe: Studies",
        ),
        (  # Vancouver's year, volume and pages after a semicolon and a colon
            "Millis AJ. Clinical epidemiology of heart failure. International Journal of"
            " Genetics 1997;87:37-46.",
            "International Journal of Genetics",
        ),
    ],
)
def test_control_a_span_of_years_and_a_journals_colon_stay(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


def test_a_proceedings_colon_pages_leave_the_venue() -> None:
    ref = parse_reference(
        "Li Q, Saad F (2004) “Developmental gene networks: a triathlon” Proceedings of the"
        " 2nd Conference on Economics: 162-178 doi: 10.4678/x974171"
    )
    assert ref.venue == "Proceedings of the 2nd Conference on Economics"


def test_a_stretched_doi_link_is_joined() -> None:
    assert unspaced_doi("(2015): 322-333. https : / / doi . org / 10 . 2309 / x271515.") == (
        "(2015): 322-333. https://doi.org/10.2309/x271515."
    )
    assert unspaced_doi("https://dx . doi . org/10.2309/x1") == "https://dx.doi.org/10.2309/x1"


def test_control_a_link_printed_whole_and_other_links_stay() -> None:
    text = "See https://doi.org/10.1000/abc and https : / / example . org / 10 . 2309 / x"
    assert unspaced_doi(text) == text


def _two_column_pdf(path: Path, carried: bool) -> Path:
    """A last page in two columns: the body's end, then "References" and hanging
    entries in the left column, the list going on at the right column's top, the
    stream in bands: the left column's upper part, the right column, then the left
    column's lower part (the last entry's continuation where ``carried``, else a fresh
    entry opening flush left)."""
    document = _paper_with_body()
    page = document.new_page()
    for row in range(20):
        page.insert_text(
            (40, 60 + 11 * row), f"Body line {row} of the discussion here.", fontsize=9
        )
    page.insert_text((40, 300), "References", fontsize=11)
    left = [
        ("Doe, Jane and Roe, Bob (2010): Growth of street trees in", False),
        ("dense cities. Urban Forestry Letters 9: 385-395.", True),
        ("Lee, Ann and Kim, Bo (2012): Cooling by park trees and", False),
        ("shade. Urban Climate Letters 4: 10-19.", True),
        ("Elliott, Tanya M and Morris, D. (2001): Use of gene-", False),
    ]
    y = 320.0
    for text, hangs in left:
        page.insert_text((50 if hangs else 40, y), text, fontsize=9)
        y += 14
    right = [
        ("Morris, D. and Wang, Huaning (2013): Inhibition of", False),
        ("SRC expression in tumour cells. Cancer Letters 7: 1-9.", True),
        ("Saad, Fouad (2006): Helicases suppress genome insta-", False),
        ("bility. Molecular Biology Letters 5: 540-564.", True),
        ("Tiwari, S C (2009): Topological defects and the angular", False),
        ("momentum of light. Optics Letters 12: 33-41.", True),
        ("Vetere, L. and Raciti, G. (2015): Percentile curves for", False),
        ("hemoglobin in infancy. Blood Letters 3: 5-15.", True),
    ]
    for number in range(8):  # (the right column ends beside the left's last line)
        right.append((f"Wu, Chen (20{10 + number}): Street trees number {number}", False))
        right.append((f"in cities. Urban Letters {number + 1}: 1-9.", True))
    for row, (text, hangs) in enumerate(right):
        page.insert_text((310 if hangs else 300, 60 + 13.6 * row), text, fontsize=9)
    lower = (
        [
            ("expression profiling to identify prognostic", True),
            ("classes in leukemia. Journal of Medicine 4: 159-167.", True),
        ]
        if carried
        else [
            ("Zhou, Wei (2009): Street trees and heat in", False),
            ("summer. Journal of Medicine 4: 159-167.", True),
        ]
    )
    for text, hangs in lower:
        page.insert_text((50 if hangs else 40, y), text, fontsize=9)
        y += 14
    document.save(path)
    return path


def test_the_left_columns_last_entry_goes_on_under_it_in_a_pdf(tmp_path: Path) -> None:
    refs = extract_pdf(_two_column_pdf(tmp_path / "p.pdf", carried=True), ocr=None).references
    elliott = next(r for r in refs if r.text.startswith("Elliott"))
    assert elliott.title == (
        "Use of gene-expression profiling to identify prognostic classes in leukemia"
    )
    assert elliott.venue == "Journal of Medicine"
    assert [r.text.split(",")[0] for r in refs] == [
        "Doe", "Lee", "Elliott", "Morris", "Saad", "Tiwari", "Vetere", *["Wu"] * 8,
    ]  # fmt: skip


def test_control_a_fresh_entry_under_the_left_column_is_read_whole(tmp_path: Path) -> None:
    # (where it opens flush left the order stays the reader's: no entry goes on in it)
    refs = extract_pdf(_two_column_pdf(tmp_path / "p.pdf", carried=False), ocr=None).references
    zhou = next(r for r in refs if r.text.startswith("Zhou"))
    assert (zhou.title, zhou.venue) == ("Street trees and heat in summer", "Journal of Medicine")
    assert len(refs) == 16


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        # a title opening with a word of letters and digits after initials' names
        (
            "Minorikawa, Y., J. Levesley, Maxim A. Yurkin, and M. W. Wu. Cxcr2 mediates"
            " neutrophil trap formation. Earth Sciences Research 9, no. 2 (2010): 1-9.",
            ("Y. Minorikawa", "J. Levesley", "Maxim A. Yurkin", "M. W. Wu"),
            "Cxcr2 mediates neutrophil trap formation",
        ),
        (
            "Doe, J., and Y. Wu. Il6 signalling in mice. Urban Letters 9 (2010): 1-9.",
            ("J. Doe", "Y. Wu"),
            "Il6 signalling in mice",
        ),
        # a surname's particles after the given name before an unquoted title's stop
        (
            "Cruz, Ana de la. Long-term use of aspirin. Reviews in Physics 105 (2003): 348-373.",
            ("Ana de la Cruz",),
            "Long-term use of aspirin",
        ),
        # controls: a title opening with such a word after a name whose stop is an
        # initial's; a title opening with a particle-like word after a given name's stop
        (
            "Doe, J., and B. Roe. P53 binds to DNA. Urban Letters 9 (2010): 1-9.",
            ("J. Doe", "B. Roe"),
            "P53 binds to DNA",
        ),
        (
            "Doe, Jane. La vie des arbres. Urban Letters 9 (2010): 1-9.",
            ("Jane Doe",),
            "La vie des arbres",
        ),
    ],
)
def test_chicago_names_before_a_title(text: str, authors: tuple[str, ...], title: str) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title) == (authors, title)


_DASHED = (
    (
        "Santos, Maria dos. “Celiac disease screening by visual assays: results of a",
        "multicenter study”. Journal of Oncology 9, no. 2 (2010): 121-135.",
    ),
    (
        "———. “Growth of street trees in dense cities and their shade”. In Proceedings",
        "of the 20th Conference on Oncology, 121-135. IEEE, 2014.",
    ),
    (
        "— . Cooling of cities by their parks: a survey of the evidence. Urban",
        "Letters 4, no. 1 (2015): 10-19.",
    ),
    (
        "Roe, Bob. “Tree cover and summer heat in European cities”. Urban Climate",
        "Letters 7, no. 3 (2016): 33-41.",
    ),
)


def test_a_dash_for_the_names_repeats_the_entry_befores_in_a_pdf(tmp_path: Path) -> None:
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", _DASHED), ocr=None).references
    assert [r.authors for r in refs] == [
        ("Maria dos Santos",),
        ("Maria dos Santos",),
        ("Maria dos Santos",),
        ("Bob Roe",),  # control: its own names
    ]
    assert refs[2].title == "Cooling of cities by their parks: a survey of the evidence"
