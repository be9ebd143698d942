"""References, round 66 (refs66): refs64's held-out misses, now train, and train leftovers.

Given-first names with terse initials, no stop nor space between them ("JA Doe, B Roe,
and C Poe.", "MÁ Pérez and EL Berger", "EL Berger et al."; biblatex's ``terseinits``)
ended the list early or were read into the title.  Each test names the kind it covers;
the "control" tests pass on base too and hold right readings right (titles that open
with an acronym and a capitalised word are no names).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import parse_reference
from test_references_refs64 import _reference_pdf

_TERSE = (
    (
        "LH Friedman, Z Müller, and BZ Iliev. Imaging of tumours in mice with a new",
        "tracer. 2019. arXiv: 1904.01234 [cs.LG].",
    ),
    (
        "MÁ Pérez and EL Berger. “Growth of street trees in dense cities”. In: Journal",
        "of Urban Forestry 9.12 (2010), pp. 385–395.",
    ),
    (
        "SK Nauman, SA Gurvitz, ED Sontag, et al. The homeobox gene goosecoid controls",
        "cell migration in Xenopus embryos. Berlin: Wiley, 2010.",
    ),
)


def test_terse_initials_given_first_in_a_pdf(tmp_path: Path) -> None:
    # (a body page, then a "References" page of hanging entries in DejaVu Sans)
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", _TERSE), ocr=None).references
    assert len(refs) == 3
    assert refs[0].authors == ("LH Friedman", "Z Müller", "BZ Iliev")
    assert refs[0].title == "Imaging of tumours in mice with a new tracer"
    assert refs[0].arxiv_id == "1904.01234"
    assert refs[1].authors == ("MÁ Pérez", "EL Berger")
    assert refs[2].authors == ("SK Nauman", "SA Gurvitz", "ED Sontag")
    assert refs[2].title.startswith("The homeobox gene goosecoid")


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "JA Doe, B Roe, and C Poe. “Growth of street trees”. In: Journal of Things 9.12"
            " (2010), pp. 385–395.",
            ("JA Doe", "B Roe", "C Poe"),
        ),
        (
            "EL Berger et al. “Growth of street trees”. In: Journal of Things 9.12 (2010).",
            ("EL Berger",),
        ),
        (
            "J van der Berg, JS Aujla, RHJ Grimshaw, and KMR Audenaert. “Altered TCR"
            " signaling”. In: Proceedings of the 2nd Conference on Neuroscience. 2010.",
            ("J van der Berg", "JS Aujla", "RHJ Grimshaw", "KMR Audenaert"),
        ),
        (
            "X Xi, G Bothun, RPC de Marrais, and P Muehlich. “Patient-derived cells”. In:"
            " Journal of Medicine 18 (1999).",
            ("X Xi", "G Bothun", "RPC de Marrais", "P Muehlich"),
        ),
        ("JA Doe. “Growth of street trees”. In: Journal of Things 9.12 (2010).", ("JA Doe",)),
    ],
)
def test_terse_initials_given_first(text: str, authors: tuple[str, ...]) -> None:
    assert parse_reference(text).authors == authors


@pytest.mark.parametrize(
    "text",
    [
        "DNA Repair, a review. Journal of Things. 2015;31:1296-7.",
        "WHO Guidelines. Geneva: World Health Organization, 2005.",
        "UN Women. Progress of the world's women. New York, 2015.",
        "EU Directive 2010/63 on animals. Official Journal 2010.",
    ],
)
def test_control_an_acronym_and_a_capitalised_word_opening_a_title(text: str) -> None:
    assert parse_reference(text).authors == ()
