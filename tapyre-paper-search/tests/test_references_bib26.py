"""Reference lists in the forms of round twenty-four's held-out styles, rotated to train.

Entries drawn from BibTeX-built lists (``tools/latex_corpus/build.py --bibtex``): an
article whose title comes last, after the journal, its volume, pages and bracketed
year ("J. Doe, Journal, 12(3), 100-110 (2010). Title."), a preprint the same way, an
article with no title closed by its bracketed year; a proceedings after the names
with "in" in small letters and no comma ("… and H. Yang in Proceedings of X, pages
654-678, 2019."); a thesis or report whose school closes with a comma before a
bracketed year ("… PhD thesis, ETH Zurich, (2012)."); a list of names in two forms
(whole given names, initials) closed by a comma before a title in small letters
("…, and A. Doe, micrornas: a safeguard …"); a book's title in capitals closed by a
full stop on the line under its names, which ended the list as a lettered appendix's
heading would ("A JOURNAL OF NEUROLOGY.", hand-made blocks).  Each row and test but
the guards failed before round twenty-six (bib26).
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import references_of

ROWS = (
    Parsed(
        "a-title-last-after-the-journal-volume-pages-and-year",
        "D. Nikshych, G. Raciti, M. R. Goad, C. A. Bertulani, S. Ciraci, and A. Sukhov, "
        "Annals of Pharmacology, 53, 646-666 (2007). Gene-nutrition interactions in coronary "
        "artery disease: correlation between the mthfr c677t polymorphism and folate.",
        {
            "authors": (
                "D. Nikshych",
                "G. Raciti",
                "M. R. Goad",
                "C. A. Bertulani",
                "S. Ciraci",
                "A. Sukhov",
            ),
            "title": "Gene-nutrition interactions in coronary artery disease: correlation "
            "between the mthfr c677t polymorphism and folate",
            "venue": "Annals of Pharmacology",
            "year": 2007,
        },
    ),
    Parsed(
        "a-title-last-with-an-issue-and-brackets-in-it",
        "I. Fushman, S. Oey, and S. Ciraci, Physics Research, 101(7), 391-411 (2014). "
        "Integrative genomics viewer (igv): high-performance genomics data visualization and "
        "exploration.",
        {
            "title": "Integrative genomics viewer (igv): high-performance genomics data "
            "visualization and exploration",
            "venue": "Physics Research",
            "year": 2014,
        },
    ),
    Parsed(
        "a-title-last-with-its-own-full-stop",
        "F. Zhao, Economics Letters, 104, 581-589 (1999). Hepatitis b and c in hiv-infected "
        "patients. prevalence and prognostic value.",
        {
            "authors": ("F. Zhao",),
            "title": "Hepatitis b and c in hiv-infected patients. prevalence and prognostic value",
            "venue": "Economics Letters",
        },
    ),
    Parsed(
        "a-preprint-title-last-after-its-id-and-year",
        "M. Ahmad, arXiv preprint arXiv:0704.0153 (2007). Reciprocal symmetry and classical "
        "discrete oscillator incorporating half-integral energy levels.",
        {
            "title": "Reciprocal symmetry and classical discrete oscillator incorporating "
            "half-integral energy levels",
            "arxiv_id": "0704.0153",
            "year": 2007,
        },
    ),
    Parsed(
        "a-proceedings-after-the-names-with-in-in-small-letters",
        "M. Praszalowicz, R. Redmer, D. Englund, and H. Yang in Proceedings of the 5th "
        "Conference on Physics, pages 654-678, 2019.",
        {
            "authors": ("M. Praszalowicz", "R. Redmer", "D. Englund", "H. Yang"),
            "title": "",
            "venue": "Proceedings of the 5th Conference on Physics",
            "year": 2019,
        },
    ),
    Parsed(
        "a-proceedings-after-the-names-with-its-publisher",
        "E. D. Sontag in Proceedings of the 7th Conference on Oncology, pages 565-581. ACM, 2021.",
        {"authors": ("E. D. Sontag",), "venue": "Proceedings of the 7th Conference on Oncology"},
    ),
    Parsed(
        "a-thesis-school-closed-by-a-comma-before-a-bracketed-year",
        "T. Kosel and I. Grabec Intelligent location of simultaneously active acoustic "
        "emission sources: Part I PhD thesis, ETH Zurich, (2009).",
        {
            "authors": ("T. Kosel", "I. Grabec"),
            "title": "Intelligent location of simultaneously active acoustic emission sources: "
            "Part I",
            "year": 2009,
        },
    ),
    Parsed(
        "a-report-institution-closed-by-a-comma-before-a-bracketed-year",
        "N. L. Youssef Kidney paired donation and optimizing the use of live donor organs "
        "Technical Report TR-64, University of Leeds, (2002).",
        {
            "title": "Kidney paired donation and optimizing the use of live donor organs",
            "year": 2002,
        },
    ),
    Parsed(
        "a-comma-closing-names-of-two-forms-before-a-title-in-small-letters",
        "Peter Duffy, D. N. Burrows, Bao Chengguang, Kai Liu, J.-N. Fuchs, Eric Gourgoulhon, "
        "and A. Esteban-Pretel, micrornas: A safeguard against turmoil?, Annals of Economics "
        "88 (2005), 571-587.",
        {
            "authors": (
                "Peter Duffy",
                "D. N. Burrows",
                "Bao Chengguang",
                "Kai Liu",
                "J.-N. Fuchs",
                "Eric Gourgoulhon",
                "A. Esteban-Pretel",
            ),
            "title": "micrornas: A safeguard against turmoil?",
            "venue": "Annals of Economics",
        },
    ),
    Parsed(
        "a-comma-closing-a-whole-name-and-initials-before-a-title-in-small-letters",
        "Ann Lee, B. Roe, and C. Poe, p53 mutations in human cancers, Science Research 12 "
        "(2001), 1-9.",
        {"authors": ("Ann Lee", "B. Roe", "C. Poe"), "title": "p53 mutations in human cancers"},
    ),
    # A guard (the usual order), a titleless article closed by its bracketed year, and a
    # guard (an author-year entry).
    Parsed(
        "guard-a-title-before-the-journal",
        "J. Doe and A. Roe, A study of protein folding in cells, Journal of Molecular "
        "Biology 12, 100 (2010).",
        {
            "title": "A study of protein folding in cells",
            "venue": "Journal of Molecular Biology",
            "year": 2010,
        },
    ),
    Parsed(
        "a-titleless-article-ending-with-its-bracketed-year",
        "J. Doe, A. Roe, and P. Poe, Journal of Molecular Biology, 12(3), 100-110 (2010).",
        {"title": "", "venue": "Journal of Molecular Biology", "year": 2010},
    ),
    Parsed(
        "guard-author-year-with-the-title-after-the-year",
        "Raciti, G. (2017). Nonproductive infection in nucleoside treated lymphocytes. "
        "Electrical Engineering Research, 94, 243-263.",
        {
            "title": "Nonproductive infection in nucleoside treated lymphocytes",
            "venue": "Electrical Engineering Research",
        },
    ),
)


@parsed_cases(*ROWS)
def test_rotated_styles_forms(case: Parsed) -> None:
    check_parsed(case)


def _hanging(rows: list[str], y: float) -> TextBlock:
    """An author-year entry's block: its first line at the column's edge, the rest hung."""
    made = [
        BlockLine(text, 72 if i == 0 else 92, y + 12 * i, 301, y + 12 * i + 10, 10.0, False)
        for i, text in enumerate(rows)
    ]
    return TextBlock(72, y, 301, made[-1].y1, made)


def test_a_title_in_capitals_closed_by_a_stop_is_the_entrys_not_a_heading() -> None:
    # a book's title in capitals on the line under its names ("A JOURNAL OF NEUROLOGY.")
    # read like a lettered appendix's heading ("A Proofs") and ended the list there
    heading = TextBlock(72, 80, 200, 94, [BlockLine("References", 72, 80, 200, 94, 14.0, True)])
    blocks = [
        heading,
        _hanging(
            [
                "Umstaetter, R. (2013). Bax/bak-independent mitoptosis during cell death",
                "induced by proteasome inhibition? Reviews in Physics, 118(9), 575-598.",
            ],
            100,
        ),
        _hanging(["Wang, Y.-M., Reuter, D. & Cohen, S. M. (2022)."], 130),
        TextBlock(
            92,
            142,
            245,
            152,
            [BlockLine("A JOURNAL OF NEUROLOGY.", 92, 142, 245, 152, 10.0, False)],
        ),
        _hanging(["New York: Wiley."], 154),
        _hanging(
            [
                "Worseck, G., Dubois, F. & Gähler, F. (2023). Growth restricted in vitro",
                "culture conditions alter gene expression. Technical Report TR-15, Leeds.",
            ],
            178,
        ),
    ]
    refs = references_of(blocks)
    assert [r.year for r in refs] == [2013, 2022, 2023]
    assert refs[1].title == "A JOURNAL OF NEUROLOGY"
    assert refs[2].authors == ("G. Worseck", "F. Dubois", "F. Gähler")


def test_guard_an_appendix_heading_after_the_list_still_ends_it() -> None:
    heading = TextBlock(72, 80, 200, 94, [BlockLine("References", 72, 80, 200, 94, 14.0, True)])
    entry = _hanging(
        ["Doe, J. (2010). A study of protein folding. Journal of Biology, 12, 1-9."], 100
    )
    appendix = TextBlock(72, 130, 200, 140, [BlockLine("A PROOFS", 72, 130, 200, 140, 10.0, True)])
    prose = _hanging(["We prove the first lemma here in full, as promised in the text above."], 150)
    refs = references_of([heading, entry, appendix, prose])
    assert [r.year for r in refs] == [2010]
