"""Round eighty-one's reference rules (refs81), refs80's held-out kinds made train and its
left-out shapes.

* :mod:`tapyre_paper_search.pdf.refjournalcite`: a journal's cite in a national norm's
  marks run on at the title's end ("Title, Revista …, v. 12, n. 3, p. 45-67", "Title In:
  Zeitschrift für … 12, Nr. 3, S. 45–67", "Title [in “Rivista di …”, 12, 3, pp. 45-67]",
  "Title, (2010) 126 LQR 123"; train: refs80's normvol, din, rivista and oscola kinds).
* :mod:`tapyre_paper_search.pdf.refbookseries`: a book's series and number closing the
  title ("Title. Studies in X 263", "Title (Studies in X 271)"; train: refs80's
  bookseries kind).
* :mod:`tapyre_paper_search.pdf.refbookfacts`: words between an edition's ordinal and its
  noun ("3., überarb. Aufl.", "2nd rev. ed.") and small words after it ("3e éd. revue et
  augmentée"); an edition opening a book's venue (refs80's left-out).
* :mod:`tapyre_paper_search.pdf.refchapterin`: a chapter's venue keeps the book's name
  alone, no editors, role or place ("C. Roe (red.), Handboek X. Amsterdam", "Memorias
  del Congreso de X. Wien"; refs80's left-out, refs79's chapters).

The "control" tests hold ordinary entries of the same shapes that must not change; the
PDF test reads a references page made with PyMuPDF."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.refbookfacts import without_book_facts, without_cut_edition
from tapyre_paper_search.pdf.refbookseries import without_book_series
from tapyre_paper_search.pdf.refchapterin import without_chapter_place
from tapyre_paper_search.pdf.refentry import parse_reference
from tapyre_paper_search.pdf.refjournalcite import without_journal_cite

_NORMS = [
    (
        "SILVA, J. A. Educação e cidadania no Brasil, Revista Brasileira de Educação, v. 12,"
        " n. 3, p. 45-67, 2010.",
        "Educação e cidadania no Brasil",
        "Revista Brasileira de Educação",
    ),
    (
        "García, M. La ciudad y sus límites, Revista Española de Sociología, vol. 12, núm. 3,"
        " pp. 45-67, 2015.",
        "La ciudad y sus límites",
        "Revista Española de Sociología",
    ),
    (
        "Martin, P. La ville et ses marges, Revue française de sociologie, vol. 51, no 3, p."
        " 45-67, 2010.",
        "La ville et ses marges",
        "Revue française de sociologie",
    ),
    (
        "Meier, K.: Die Stadt und ihre Ränder In: Zeitschrift für Soziologie 39, Nr. 3, S."
        " 45–67, 2010.",
        "Die Stadt und ihre Ränder",
        "Zeitschrift für Soziologie",
    ),
    (
        "MÜLLER, Zoë. A determinant of cycle numbers counts acyclic automata [In:"
        " Zeitschrift für Informatik 31, Nr. 1, S. 208-225]. 2007.",
        "A determinant of cycle numbers counts acyclic automata",
        "Zeitschrift für Informatik",
    ),
    (
        "ADAMS, C. S. Acute exercise activates a signaling pathway in rat muscle [in “Rivista"
        " di Fisiologia”, 45, 5, pp. 52-67]. 2007.",
        "Acute exercise activates a signaling pathway in rat muscle",
        "Rivista di Fisiologia",
    ),
    (
        "Rossi, M. La città e i suoi margini, in “Rivista di Sociologia”, 12, 3, pp. 45-67, 2010.",
        "La città e i suoi margini",
        "Rivista di Sociologia",
    ),
    (
        "Entov, M. & Nucci, M. C. DNA repair factor APLF is a histone chaperone Revista"
        " Brasileira de Saúde, v. 2, n. 9, p. 401-412. 2006.",
        "DNA repair factor APLF is a histone chaperone",
        "Revista Brasileira de Saúde",
    ),
    (
        "Smith, J. The rule of law in England, (2010) 126 LQR 123.",
        "The rule of law in England",
        "LQR",
    ),
    (
        "PARKER, N. G.; CALLAN, David. Usefulness of a plasma biomarker in peripheral artery"
        " disease [(2018) 138 OJLS 159]. 2018.",
        "Usefulness of a plasma biomarker in peripheral artery disease",
        "OJLS",
    ),
]


@pytest.mark.parametrize(("text", "title", "venue"), _NORMS)
def test_a_journals_cite_in_a_norms_marks_leaves_the_title(
    text: str, title: str, venue: str
) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)


def test_the_journal_cite_alone() -> None:
    assert without_journal_cite("Cells and rats in a cage, Revue X, vol. 1, no 2, p. 3-9", "") == (
        "Cells and rats in a cage",
        "Revue X",
    )
    cut = without_journal_cite("Cells and rats in a wooden enclosure Revista de X, v", "2, n")
    assert cut == ("Cells and rats in a wooden enclosure", "Revista de X")
    assert without_journal_cite("Title of the paper, (2015) 90 MLR 265, 2015", "") == (
        "Title of the paper",
        "MLR",
    )
    # (a venue read apart stays)
    assert without_journal_cite("Title of the paper, J X, vol. 1, pp. 3-9", "J X") == (
        "Title of the paper",
        "J X",
    )


@pytest.mark.parametrize(
    ("title", "venue"),
    [
        ("Rates in 12, 3 and 45 sites", ""),  # a title's own numbers
        ("Growth of cells, Journal 12", ""),  # one number
        ("Title of a paper on things, 12, 3, 45", ""),  # bare numbers, no range, no marks
        ("A study of the cells, v", "2, n"),  # no journal's name before the cut
        ("Multiple Imputation For Nonresponse In Surveys Zeitschrift 36, S. 10-25", ""),
        ("Trends in deaths, United States, 1999–2018", ""),  # a span of years
        ("Two cohorts [12, 3, pp. 4-5", ""),  # a bracket not closed
        ("Law in England (2010) 126", ""),  # no journal's name
        ("Trade and prices, Oxford University Press 2, 45-60", ""),  # a publisher (refs47)
        # places and a list of years closing the title (review round 66)
        ("Effects of ozone on crops in Europe, Asia, and North America, 1990, 2000, 2010-2015", ""),
        ("Cancer incidence in children, Western Europe, 1990, 2000, 2010-2015", ""),
    ],
)
def test_control_a_titles_own_numbers_stay(title: str, venue: str) -> None:
    assert without_journal_cite(title, venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Smith J, Doe A. Rates in 12, 3 and 45 sites. Lancet. 2001;12:3-9.",
            "Rates in 12, 3 and 45 sites",
            "Lancet",
        ),
        (
            "Smith J, Doe A. Mortality in England, 2001-2010. Lancet. 2012;380:3-9.",
            "Mortality in England, 2001-2010",
            "Lancet",
        ),
        (
            "Smith, J. (2012). Vitamin D and bone health, Part 2: dosing. Nutrients, 4(3), 3-9.",
            "Vitamin D and bone health, Part 2: dosing",
            "Nutrients",
        ),
        (
            "Smith J. Population growth in 50 U.S. Cities 1990. J Urban Stud. 2001;12:3-9.",
            "Population growth in 50 U.S. Cities 1990",
            "J Urban Stud",
        ),
    ],
)
def test_control_ordinary_entries_read_as_before(text: str, title: str, venue: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Kotthaus, J. P. Radical prostatectomy for prostate cancer: influence of"
            " pathological variables. Studies in Biochemistry 263. Berlin: De Gruyter, 2019.",
            "Radical prostatectomy for prostate cancer: influence of pathological variables",
        ),
        (
            "Iliev, B. Z.; Schroder, E. Multiple Imputation For Nonresponse In Surveys; Studies"
            " in Information Systems 168; Springer: Cham, 2021.",
            "Multiple Imputation For Nonresponse In Surveys",
        ),
        (
            "Grabec, I.: A general approach to statistical modeling: nonparametric regression"
            " (Studies in Theoretical Physics 261), Berlin 2007.",
            "A general approach to statistical modeling: nonparametric regression",
        ),
        (
            "Smith, J. Handbook of Geometry (Lecture Notes in Mathematics, Vol. 1234). Berlin:"
            " Springer, 2010.",
            "Handbook of Geometry",
        ),
    ],
)
def test_a_books_series_and_number_leave_the_title(text: str, title: str) -> None:
    assert parse_reference(text).title == title


@pytest.mark.parametrize(
    ("title", "rest"),
    [
        ("Pediatric cancer survival. Results from Stage 2", "Pediatrics 12: 3-9."),  # pages
        ("Outbreak of measles in Wuhan, Hubei Province 2020", "Berlin: X."),  # two capitals
        ("Vaccine trial. Lessons learned from trial 2", "Berlin: X."),  # long small words
        ("Title of it. Phase 2", "Berlin: X."),  # one word
        ("Title of it (Studies in X 12", "Berlin: X."),  # a bracket not closed
        # an article cited by its volume and article number, no range of pages (review
        # round 66)
        ("Air quality in Beijing, Hubei Province of China 2020", "PLoS ONE 15, e0229876 (2020)."),
        ("Sleep and mood. The Nurses' Health Study 2", "Sci. Rep. 10(3): 12345 (2020)."),
    ],
)
def test_control_a_titles_own_closing_number_stays(title: str, rest: str) -> None:
    assert without_book_series(title, f"{title}. {rest}") == title


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Müller, Hans: Grundlagen der Statik. 3., überarb. Aufl. Berlin: Springer, 2010.",
            "Grundlagen der Statik",
            "Berlin: Springer",
        ),
        (
            "Müller, Hans: Grundlagen der Statik, 3., überarb. Aufl., Berlin: Springer, 2010.",
            "Grundlagen der Statik",
            "Berlin: Springer",
        ),
        (
            "Müller, H. (2010). Grundlagen der Statik (3., überarb. u. erw. Aufl.). Berlin:"
            " Springer.",
            "Grundlagen der Statik",
            "",
        ),
        (
            "Smith, J. Principles of statics. 2nd rev. ed. London: Wiley, 2010.",
            "Principles of statics",
            "London: Wiley",
        ),
        (
            "Dupont, J. Principes de statique. 3e éd. revue et augmentée. Paris: Dunod, 2010.",
            "Principes de statique",
            "Paris: Dunod",
        ),
    ],
)
def test_an_editions_words_leave_the_title_and_the_venue(text: str, title: str, venue: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)


def test_the_edition_alone() -> None:
    assert without_book_facts("Principles of statics, 2nd, revised edition") == (
        "Principles of statics"
    )
    assert without_cut_edition("Grundlagen der Statik, 3., überarb", "Aufl., Berlin") == (
        "Grundlagen der Statik",
        "Berlin",
    )
    # (a title's own edition, and a venue's year or journal, stay)
    assert without_book_facts("The 2nd edition of the atlas revisited") == (
        "The 2nd edition of the atlas revisited"
    )
    assert without_cut_edition("Title", "2019. Journal of X") == ("Title", "2019. Journal of X")
    assert without_cut_edition("Title", "3 Journal of X") == ("Title", "3 Journal of X")


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Doe, J. Nonlinear elasticity of gels. En: P. M. Roe (ed.), Memorias del Congreso"
            " de Física. Madrid, pp. 119-135. 2000.",
            "Memorias del Congreso de Física",
        ),
        (
            "Doe, J. Nonlinear elasticity of gels. In: C. Mancini (red.), Handboek Fysica."
            " Amsterdam, pp. 139-154. 2009.",
            "Handboek Fysica",
        ),
        (
            "Doe, J. Nonlinear elasticity of gels. In: M. Kato (org.). Anais do Congresso"
            " Brasileiro de Física. São Paulo: Editora Atlas, p. 1-9, 2009.",
            "Anais do Congresso Brasileiro de Física",
        ),
    ],
)
def test_a_chapters_venue_is_the_books_name(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


@pytest.mark.parametrize(
    ("venue", "rest"),
    [
        ("Journal of Physics. Section B", "Title. Journal of Physics. Section B, 12, 1-9."),
        ("Proceedings of X. New York", "Title. In: Proceedings of X. New York, pp. 1-9."),
        ("Handbuch. Berlin", "Title. In: Handbuch. Berlin, S. 1-9."),  # one word before
        # (an abbreviated book's name: lncs's "In: Keller, M. (eds.) Ann. Electr. Eng., pp.")
        ("Ann. Electr. Eng", "Title. In: Keller, M. (eds.) Ann. Electr. Eng., pp. 2-9."),
        ("Electr. Eng", "Title. In: Keller, M. (eds.) Electr. Eng., pp. 2-9."),
    ],
)
def test_control_a_venues_closing_words_with_no_role_before_stay(venue: str, rest: str) -> None:
    assert without_chapter_place(venue, rest) == venue


_PAGE_ENTRIES = (
    (
        "Meier, K. (2010). Die Stadt und ihre Raender In: Zeitschrift fuer Soziologie 39,",
        "Nr. 3, S. 45-67.",
    ),
    (
        "Martin, P. (2011). La ville et ses marges, Revue de sociologie, vol. 51, no 3,",
        "p. 45-67.",
    ),
    ("Smith, J. (2012). The rule of law in England, (2012) 126 LQR 123.", ""),
    (
        "Kato, M. (2013). Radical prostatectomy for prostate cancer (Studies in Biochemistry",
        "263). Berlin: De Gruyter.",
    ),
    ("Roe, A. (2014). Growth of cells in culture. Journal of Things, 3(1), 1-10.", ""),
    ("Doe, B. (2015). Rates in 12, 3 and 45 sites. Journal of Things, 4(2), 11-20.", ""),
)


def test_a_references_page_reads_the_norms_cites_and_the_series(tmp_path: Path) -> None:
    document = pymupdf.open()  # type: ignore[no-untyped-call]
    page = document.new_page()
    for row in range(24):
        page.insert_text((54, 72 + 13 * row), f"Line {row}: the method was used.", fontsize=9)
    page = document.new_page()
    page.insert_text((60, 70), "References", fontsize=11)
    y = 92.0
    for first, second in _PAGE_ENTRIES:
        page.insert_text((60, y), first, fontsize=9)
        if second:
            page.insert_text((72, y + 11), second, fontsize=9)
        y += 26
    document.save(tmp_path / "norms.pdf")  # type: ignore[no-untyped-call]
    references = extract_pdf(tmp_path / "norms.pdf", ocr=None).references
    assert [r.title for r in references] == [
        "Die Stadt und ihre Raender",
        "La ville et ses marges",
        "The rule of law in England",
        "Radical prostatectomy for prostate cancer",
        "Growth of cells in culture",
        "Rates in 12, 3 and 45 sites",
    ]
    assert [r.venue for r in references] == [
        "Zeitschrift fuer Soziologie",
        "Revue de sociologie",
        "LQR",
        "Berlin: De Gruyter",
        "Journal of Things",
        "Journal of Things",
    ]
