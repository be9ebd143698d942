"""References, round 69 (refs69): a book's volumes and edition, a report's kind and
number, a standard's mark run on at the end of an entry's title
(:mod:`tapyre_paper_search.pdf.refbookfacts`).  Each test names the kind it covers;
the "control" tests hold a title's own numbers in it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.refbookfacts import without_book_facts
from tapyre_paper_search.pdf.references import parse_reference
from test_references_refs64 import _reference_pdf

_FACTS = (
    (
        "M. Praszalowicz and A. Soleiman, Requirement of c-myb in T cell development and",
        "in mature T cell function, 2nd ed., 5 vols. Vancouver: Oxford University Press, 2009.",
    ),
    (
        "J. Doe and B. Roe, Control of developmental regulators by polycomb in stem cells,",
        "Policy Brief DOE/SC-4388 (Vancouver: European Commission, 2014).",
    ),
    (
        "A. Lee and B. Chen, Predictors of attrition and academic success of medical",
        "students, DIN 20394:2014, Standard; Deutsches Institut für Normung, Berlin, 2014.",
    ),
)


def test_book_report_and_standard_facts_in_a_pdf(tmp_path: Path) -> None:
    # (a body page, then a "References" page of hanging entries in DejaVu Sans)
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", _FACTS), ocr=None).references
    assert len(refs) == 3
    assert refs[0].title == (
        "Requirement of c-myb in T cell development and in mature T cell function"
    )
    assert refs[1].title == "Control of developmental regulators by polycomb in stem cells"
    assert refs[2].title == ("Predictors of attrition and academic success of medical students")


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # a multivolume book: volume, count and edition (phys's)
        (
            "C. Roever, J. Kaupuzs, and C.-H. Chang, Snares — engines for membrane fusion,"
            " 5th ed., Vol. 2, 4 vols. (Springer, Kyoto, 1997).",
            "Snares — engines for membrane fusion",
        ),
        # the volume alone after a comma (trad-abbrv's)
        (
            "F. Schoeier and P. A. Evans. Cellular roles of DNA topoisomerases: a molecular"
            " perspective, volume 3. 5 volumes. Elsevier, Vancouver, 3rd edition, 2020.",
            "Cellular roles of DNA topoisomerases: a molecular perspective",
        ),
        # a report's kind and number after a semicolon, the place and agency after it
        (
            "Doe, J.; Roe, B. Prison health care: a review of the literature; Policy Brief"
            " DOE/SC-4052; Kyoto: U.S. Department of Energy, 2012.",
            "Prison health care: a review of the literature",
        ),
    ],
)
def test_facts_leave_the_title(text: str, title: str) -> None:
    assert parse_reference(text).title == title


@pytest.mark.parametrize(
    ("title", "kept"),
    [
        (
            "Growth of street trees in cities, 4th ed., Vol. 2, 5 vols",
            "Growth of street trees in cities",
        ),
        ("Growth of street trees in cities 4th ed", "Growth of street trees in cities"),
        ("Growth of street trees in cities (4th edn.", "Growth of street trees in cities"),
        (
            "Growth of street trees in cities Statistical Bulletin ONS-9578 (Office, 2014)",
            "Growth of street trees in cities",
        ),
        (
            "Growth of street trees in cities ISO 25552:2014. Standard. Organization",
            "Growth of street trees in cities",
        ),
        (
            "Growth of street trees in cities, IEEE Std 1003.1-2017",
            "Growth of street trees in cities",
        ),
        # controls: a title's own numbers, too few words before the fact
        ("Guidelines for ISO 9001:2015 audits in small firms", None),
        ("The 2nd edition of the atlas revisited", None),
        ("Anatomy, 2nd ed.", None),
        ("Results of the Annual Report 2019 survey in schools", None),
    ],
)
def test_without_book_facts(title: str, kept: str | None) -> None:
    assert without_book_facts(title) == (kept or title)


def test_a_vancouver_proceedings_year_after_a_semicolon_leaves_the_venue() -> None:
    ref = parse_reference(
        "Lee A, Chen B. Growth of street trees in cities. Proceedings of the Symposium on"
        " Ecology, ACM; 2019."
    )
    assert ref.venue == "Proceedings of the Symposium on Ecology"
    assert ref.year == 2019


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        # a two-letter given name before the entry's stop loses the stop
        (
            "CUI, Yi. Growth of street trees in cities. Journal of Ecology. 2019, 12, 1-20.",
            ("Yi CUI",),
        ),
        (
            "DOE, Jane and CUI, Yi. Growth of street trees in cities. Journal of Ecology. 2019.",
            ("Jane DOE", "Yi CUI"),
        ),
        # control: a short form keeps its stop
        ("Mann, Th. Growth of street trees in cities. Journal of Ecology. 2019.", ("Th. Mann",)),
    ],
)
def test_a_two_letter_given_name_before_the_stop(text: str, authors: tuple[str, ...]) -> None:
    assert parse_reference(text).authors == authors
