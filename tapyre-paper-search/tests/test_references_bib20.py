"""Reference entries in the forms of round twenty's held-out styles, rotated to train.

French typography (the names closed by a dash, titles in guillemets with or without
the spaces inside them, "dans", "éd.", "vol.", "p.", a thesis's or report's kind
before its school) and Condensed Matter Physics' ("Doe J. Q." names with no comma,
articles and proceedings printed without their titles, a preprint's year and id
after its title).  Each row but the guards failed before round twenty-one.
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases

ROWS = (
    Parsed(
        "guillemets-spaced-dash-before",
        "A. G. Hoekstra and C. Monney – « Traumatic encephalopathy: review and provisional "
        "criteria », International Journal of Economics 1 (2005), no. 3, p. 542–558.",
        {
            "authors": ("A. G. Hoekstra", "C. Monney"),
            "title": "Traumatic encephalopathy: review and provisional criteria",
            "venue": "International Journal of Economics",
            "year": 2005,
        },
    ),
    Parsed(
        "guillemets-unspaced-dans-ed-vol",
        "J. Dupont – «Sur les groupes de tresses», dans Actes du colloque de Lyon "
        "(A. Roe, éd.), vol. 3, Hermann, 2001, p. 1–10.",
        {
            "authors": ("J. Dupont",),
            "title": "Sur les groupes de tresses",
            "venue": "Actes du colloque de Lyon",
        },
    ),
    Parsed(
        "guillemets-proceedings-publisher",
        "W.-S. Seo and K. Machida - « Pkd1 inhibits ampkα2 through phosphorylation », in "
        "Proceedings of the 23rd Conference on Biochemistry, Springer, 2001, p. 1-9.",
        {
            "title": "Pkd1 inhibits ampkα2 through phosphorylation",
            "venue": "Proceedings of the 23rd Conference on Biochemistry",
        },
    ),
    Parsed(
        "guillemets-thesis-school",
        "L. von Hohenberg – « Evaluating strategies for improving ovarian response », "
        "Thèse, University of Leeds, 1997.",
        {
            "authors": ("L. von Hohenberg",),
            "title": "Evaluating strategies for improving ovarian response",
            "venue": "University of Leeds",
        },
    ),
    Parsed(
        "guillemets-report-number-school",
        "I. Licata and F. J. Tipler – « Phenix: a system for structure solution », Tech. "
        "Report TR-39, ETH Zurich, 2023.",
        {"title": "Phenix: a system for structure solution", "venue": "ETH Zurich"},
    ),
    Parsed(
        "dash-then-book-publisher-place",
        "G. A. Bakos, A. K. Rajagopal et al. - Thrombocytopenia as an indicator of malaria "
        "in adult population, CRC Press, Berlin, 2017.",
        {
            "authors": ("G. A. Bakos", "A. K. Rajagopal"),
            "title": "Thrombocytopenia as an indicator of malaria in adult population",
        },
    ),
    Parsed(
        "titleless-journal-year-volume-no",
        "Barausse E., Kunes J., Di Stefano A., Journal of Oncology, 2005, 48, No. 7, 288-308.",
        {
            "authors": ("E. Barausse", "J. Kunes", "A. Di Stefano"),
            "title": "",
            "venue": "Journal of Oncology",
            "year": 2005,
        },
    ),
    Parsed(
        "titleless-in-colon-proceedings",
        "Coupet B., Sukhov A., In: Proceedings of the 28th Conference on Applied "
        "Mathematics, ACM, 353-362.",
        {
            "authors": ("B. Coupet", "A. Sukhov"),
            "title": "",
            "venue": "Proceedings of the 28th Conference on Applied Mathematics",
        },
    ),
    Parsed(
        "surname-first-one-dotted-initial-after-two",
        "Vysotsky V. V., Takahashi M., Di Stefano A., Materials Science Letters, 2012, 87, "
        "801-816.",
        {
            "authors": ("V. V. Vysotsky", "M. Takahashi", "A. Di Stefano"),
            "title": "",
            "venue": "Materials Science Letters",
        },
    ),
    Parsed(
        "preprint-year-and-id-after-title",
        "Kosel T., Grabec I., Intelligent location of acoustic emission sources: Part i, "
        "2009, 0704.0047.",
        {
            "title": "Intelligent location of acoustic emission sources: Part i",
            "arxiv_id": "0704.0047",
        },
    ),
    # guards: a Vancouver list's last name closed by the list's stop; a title holding
    # a dash and a quote in guillemets not at its start
    Parsed(
        "guard-vancouver-last-initial",
        "Doe JA, Smith A. Title of things. J Med. 2001;3:1-9.",
        {"authors": ("JA Doe", "A. Smith"), "title": "Title of things"},
    ),
    Parsed(
        "guard-guillemets-opening-a-longer-title",
        "J. Doe. « Liberté » and the press. Journal of Things 5 (2001) 1-9.",
        {"title": "« Liberté » and the press", "venue": "Journal of Things"},
    ),
    Parsed(
        "guard-guillemets-inside-title",
        "J. Doe. The word « liberté » in print. Journal of Things 5 (2001) 1-9.",
        {"title": "The word « liberté » in print", "venue": "Journal of Things"},
    ),
)


@parsed_cases(*ROWS)
def test_french_and_condensed_matter_entries_are_read(case: Parsed) -> None:
    check_parsed(case)
