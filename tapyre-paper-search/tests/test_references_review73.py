"""Reference entries refs23 got wrong (review73): a DOI line set smaller under an entry,
title-first entries read as organisations, a publisher's tail with the year above split
off, access dates in German, French and other forms, and French names after "et" that
start with "Al". Each test but the guard rows fails on bc3824f.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from pdf_samples import wrapped
from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.refalone import names_first
from test_references_refs20 import SURNAMES, TOPICS

BODY = (
    "Body text of the paper goes on here with many words so that the body size is measured "
    "well and stands apart from the list below it in every way. "
) * 6


def test_a_smaller_doi_line_under_an_entry_stays_the_entrys(tmp_path: Path) -> None:
    """A 10 pt numbered list where each entry ends with its DOI on a line of its own in
    9 pt, in the block of the entry's lines: the DOI line is the entry's (refs23 dropped
    every line smaller than one of the list's size in its block)."""
    document = pymupdf.open()
    page = document.new_page()
    y = 72.0
    for line in wrapped(BODY, "tiro", 10.0, 450):
        page.insert_text((72, y), line, fontname="tiro", fontsize=10.0)
        y += 12
    page.insert_text((72, y + 8), "References", fontname="tibo", fontsize=12)
    y += 28
    for n in range(12):
        text = (
            f"[{n + 1}] {SURNAMES[n % len(SURNAMES)]}, J. and Writer, K. ({2000 + n}). A study "
            f"of {TOPICS[n % len(TOPICS)]} in many cases. Journal of Applied Studies {10 + n}, "
            "100-110."
        )
        for k, line in enumerate(wrapped(text, "tiro", 10.0, 438)):
            page.insert_text((72 + (12 if k else 0), y), line, fontname="tiro", fontsize=10.0)
            y += 12
        doi = f"https://doi.org/10.1000/journal.applied.studies.{2000 + n}.{n:05d}"
        page.insert_text((84, y), doi, fontname="helv", fontsize=9.0)
        y += 14
    document.save(tmp_path / "paper.pdf")
    references = extract_pdf(tmp_path / "paper.pdf").references
    assert len(references) == 12
    # (the last entry's smaller line follows no block of the list's size: a footnote's place)
    assert all(f".{n:05d}" in r.text for n, r in enumerate(references[:-1]))


ROWS = (
    Parsed(
        "a-title-first-with-a-body-word-first",
        "Bank runs and deposit insurance, 2001. Journal of Finance 4, 1-9.",
        {"authors": (), "title": "Bank runs and deposit insurance, 2001"},
    ),
    Parsed(
        "a-title-first-with-a-body-word-ending-a-word",
        "Microservices in practice, 2019. IEEE Software 36, 1-9.",
        {"authors": ()},
    ),
    Parsed(
        "a-title-case-title-with-a-body-word-after-of",
        "Handbook of Social Network Analysis. London: Sage, 2016.",
        {"authors": (), "title": "Handbook of Social Network Analysis"},
    ),
    Parsed(  # guard: a French name with small words after its body word
        "guard-a-french-office-with-small-words",
        "Office fédéral de la statistique (2010). Rapport annuel. Neuchâtel.",
        {"authors": ("Office fédéral de la statistique",), "title": "Rapport annuel"},
    ),
    Parsed(  # guard: a body word before "for"
        "guard-a-centre-for",
        "Centre for Disease Control, 2010. A report on things. Atlanta.",
        {"authors": ("Centre for Disease Control",), "title": "A report on things"},
    ),
    Parsed(  # guard: a German compound
        "guard-a-german-compound-before-fur",
        "Bundesamt für Statistik (2010). Bericht über Dinge. Bern.",
        {"authors": ("Bundesamt für Statistik",), "title": "Bericht über Dinge"},
    ),
    *(
        Parsed(
            f"an-access-note-{key}",
            f"Doe, J., 2010. A study of things. New York: Springer. {note}",
            {"title": "A study of things", "venue": "New York: Springer"},
        )
        for key, note in (
            ("us-month-day", "Accessed May 3, 2020."),
            ("french", "Consulté le 3 mai 2020."),
            ("german-day-stop", "Zugriff am 3. Mai 2020."),
            ("german-bracketed", "[Zugriff: 12. März 2020]."),
            ("nlm-cited", "[cited 2020 May 3]."),
            ("abbreviated-month", "Accessed 3 Dec. 2020."),
        )
    ),
    Parsed(
        "et-before-a-name-starting-with-al",
        "Dupont, J. et Alain, P. (2010). Titre du livre. Paris: PUF.",
        {"authors": ("J. Dupont", "P. Alain"), "title": "Titre du livre"},
    ),
    Parsed(
        "et-before-a-hyphenated-name-starting-with-al",
        "Smith, J. et Al-Rashid, K. (2010). A title. Journal, 1, 1-2.",
        {"authors": ("J. Smith", "K. Al-Rashid"), "title": "A title"},
    ),
    Parsed(  # guard: "Et Al." in capitals still closes the names
        "guard-et-al-in-capitals",
        "Dupont, J. Et Al. (2010). Titre du livre. Paris: PUF.",
        {"authors": ("J. Dupont",)},
    ),
)


@parsed_cases(*ROWS)
def test_review73_forms(case: Parsed) -> None:
    check_parsed(case)


def test_a_publishers_tail_with_the_year_above_is_no_entry() -> None:
    """A tail "ACM. New York, NY, USA, 2001." or "IEEE Computer Society. Los Alamitos,
    California, 2001." under "…, 2001." holds a place, no title: it stays the entry's;
    an organisation's one-line entry with a title still stands alone."""
    above = "Aebi, A. and Writer, B. A study of things number one, PhD thesis, 2001."
    assert not names_first(above, "ACM. New York, NY, USA, 2001.")
    assert not names_first(above, "IEEE Computer Society. Los Alamitos, California, 2001.")
    assert names_first(above, "OECD. A review of things in brief, 2001.")
