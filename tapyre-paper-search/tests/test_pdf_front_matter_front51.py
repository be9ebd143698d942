"""Office and browser front matter, round 51 (``front51``), drawn with PyMuPDF on A4 pages.

front50's held-out office layouts, now train, and front49's still failing ones:

* a referee's report form: "Title of manuscript: …", "Authors: …", a "Reviewer:" row
  naming another person, the abstract under "Summary of the submission"
  (:mod:`~tapyre_paper_search.pdf.labelform`);
* a patent's front page: numbered field codes "(54)", "(72) Inventors: Ann Lee,
  Springfield (US); …", "(57) ABSTRACT" (:mod:`~tapyre_paper_search.pdf.fieldcodes`,
  :mod:`~tapyre_paper_search.pdf.contribrows`);
* an interview: "We spoke to Ann Lee and Bo Chen about their study." under the
  headline, then "Q: …?" and the abstract behind "A:"
  (:mod:`~tapyre_paper_search.pdf.prosewriters`, :mod:`~tapyre_paper_search.pdf.qanda`);
* a news release naming the authors only in "The study, by Ann Lee and Bo Chen,
  appears in …" under the abstract (:mod:`~tapyre_paper_search.pdf.studycredit`);
* a record page giving the paper only as a BibTeX entry, a value cut at the page's
  edge (:mod:`~tapyre_paper_search.pdf.bibtexform`);
* a profile page: another person's name over a position line, then the expanded
  entry's title and names (:mod:`~tapyre_paper_search.pdf.profilehead`);
* a link card whose title is set barely larger than its text, with or without the
  document's own title, a body's "2. Related Work" larger than it
  (:mod:`~tapyre_paper_search.pdf.metatitle`); a form's values wrapped at the column's
  end (:mod:`~tapyre_paper_search.pdf.labelform`).

Labels and cue words in English and one other language; controls keep what was read
before: a numbered list "(1) …" keeps its numbers, "Lee, Ann; Chen, Bo" keeps its names
whole, an abstract asking its own question keeps it, a paper's title over its author's
name and position stays.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.contribrows import contributor_names
from tapyre_paper_search.pdf.extract import ExtractedPdf
from tapyre_paper_search.pdf.fieldcodes import uncoded
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.qanda import answer_only
from test_pdf_front_matter_front47 import _ABSTRACT, _BODY, _H, _LEFT, _TITLE, _W, _text
from textlines import text_line

_TRUTH = " ".join(_ABSTRACT)
_NAMES = ("Ann Lee", "Bo Chen")
Row = tuple[str, float, str]  # text, size, face ("" or "b")


def _page(tmp_path: Path, head: list[Row], tail: tuple[Row, ...] = ()) -> ExtractedPdf:
    """The ``head`` rows a line each, the abstract in 10 pt, the ``tail`` rows, a
    section heading and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 60.0
    for text, size, face in head:
        _text(page, _LEFT, y, text, size, face=face)
        y += size * 1.9
    y += 6
    for line in _ABSTRACT:
        _text(page, _LEFT, y, line, 10)
        y += 13
    for text, size, face in tail:
        y += 8
        _text(page, _LEFT, y, text, size, face=face)
        y += 6
    _text(page, _LEFT, y + 24, "1. Introduction", 12, face="b")
    y += 46
    for line in _BODY:
        _text(page, _LEFT, y, line, 11)
        y += 15
    path = tmp_path / "page.pdf"
    doc.save(path)
    return extract_pdf(path)


def test_a_referee_forms_labelled_title_and_names(tmp_path: Path) -> None:
    got = _page(
        tmp_path,
        [
            ("Manuscript ID: MS-2021-0042", 10, ""),
            (f"Title of manuscript: {_TITLE}", 10, ""),
            ("Authors: Ann Lee, Bo Chen", 10, ""),
            ("Reviewer: Cy Diaz", 10, ""),
            ("Recommendation: Minor revision", 10, ""),
            ("Summary of the submission", 10, "b"),
        ],
    )
    assert (got.title, got.authors, got.abstract) == (_TITLE, _NAMES, _TRUTH)


def test_a_referee_forms_labels_in_german(tmp_path: Path) -> None:
    got = _page(
        tmp_path,
        [
            ("Manuskriptnummer: MS-2021-0042", 10, ""),
            (f"Titel des Manuskripts: {_TITLE}", 10, ""),
            ("Autoren: Ann Lee, Bo Chen", 10, ""),
            ("Gutachter: Cy Diaz", 10, ""),
            ("Empfehlung: Annahme", 10, ""),
            ("Zusammenfassung des Manuskripts", 10, "b"),
        ],
    )
    assert (got.title, got.authors, got.abstract) == (_TITLE, _NAMES, _TRUTH)


_PATENT = [
    ("(12) PATENT APPLICATION", 10, ""),
    ("(10) Pub. No.: 2021/0123456 A1", 10, ""),
    ("(43) Pub. Date: May 12, 2021", 10, ""),
    (f"(54) {_TITLE}", 12, "b"),
    ("(71) Applicant: Institute of Technology", 10, ""),
    ("(72) {label} Ann Lee, Springfield (US); Bo Chen, Lyon (FR)", 10, ""),
    ("(21) Appl. No.: 15/686,201", 10, ""),
    ("(57) ABSTRACT", 10, "b"),
]


def test_a_patents_field_codes_leave_title_names_and_abstract(tmp_path: Path) -> None:
    for label in ("Inventors:", "Erfinder:"):
        head = [(text.format(label=label), size, face) for text, size, face in _PATENT]
        got = _page(tmp_path, head)
        assert (got.title, got.authors, got.abstract) == (_TITLE, _NAMES, _TRUTH)


def _line(text: str, y: float) -> Line:
    return text_line(text, y, x0=_LEFT, x1=_LEFT + 300)


def test_lists_surname_first_names_and_placed_inventors() -> None:
    listed = PageLines(
        tuple(_line(f"({k}) Step {k} of the method", 60 + 14 * k) for k in range(1, 7)), _W, _H
    )
    assert uncoded(listed) is listed  # one digit: a list's numbers, no field codes
    repeated = PageLines(tuple(_line("(10) Repeated", 60 + 14 * k) for k in range(6)), _W, _H)
    assert uncoded(repeated) is repeated
    rows = [_line(_TITLE, 60), _line("Co-authors: Lee, Ann; Chen, Bo", 80)]
    assert contributor_names(rows, 1) == _NAMES  # no surname taken for a place
    inventors = "Inventors: Ann Lee, Austin, TX (US); Bo Chen, Lyon (FR)"
    placed = [_line(_TITLE, 60), _line(inventors, 80)]
    assert contributor_names(placed, 1) == _NAMES  # a state and a country code dropped


def test_an_interviews_standfirst_names_and_answer_abstract(tmp_path: Path) -> None:
    for stand, question, answer in (
        ("We spoke to Ann Lee and Bo Chen about their study.", "Q: What did you find?", "A: "),
        ("Wir sprachen mit Ann Lee und Bo Chen über ihre Studie.", "F: Was ist neu?", "A: "),
    ):
        doc = pymupdf.open()
        page = doc.new_page(width=_W, height=_H)
        _text(page, _LEFT, 60, "Q&A", 9, face="b")
        _text(page, _LEFT, 84, _TITLE, 16, face="b")
        _text(page, _LEFT, 110, stand, 11.5)
        _text(page, _LEFT, 134, question, 10, face="b")
        y = 150.0
        for k, line in enumerate(_ABSTRACT):
            _text(page, _LEFT, y, (answer if k == 0 else "") + line, 10)
            y += 13
        _text(page, _LEFT, y + 24, "1. Introduction", 12, face="b")
        for k, line in enumerate(_BODY):
            _text(page, _LEFT, y + 46 + 15 * k, line, 11)
        path = tmp_path / "qa.pdf"
        doc.save(path)
        got = extract_pdf(path)
        assert (got.title, got.authors, got.abstract) == (_TITLE, _NAMES, _TRUTH)


def test_an_abstract_asking_its_own_question_keeps_it() -> None:
    own = "Do trees cool towns? A: they do, by two degrees. We measured twelve towns."
    assert answer_only(own) == own  # no question label
    assert answer_only(f"Q: Why? A: {_TRUTH}") == _TRUTH


def test_a_news_releases_credit_sentence_names_the_authors(tmp_path: Path) -> None:
    for credit in (
        "The study, by Ann Lee and Bo Chen, appears in the journal.",
        "Die Studie von Ann Lee und Bo Chen erscheint in der Zeitschrift.",
    ):
        head = [
            ("NEWS RELEASE", 14, "b"),
            ("Embargoed until 19 March 2020, 10:00 GMT", 9, ""),
            ("Media contact: Cy Diaz, press office", 9, "b"),
            (_TITLE, 16, "b"),
        ]
        got = _page(tmp_path, head, ((credit, 10, ""),))
        assert (got.title, got.authors, got.abstract) == (_TITLE, _NAMES, _TRUTH)


def _record(tmp_path: Path, top: list[Row], label: str = "Abstract") -> ExtractedPdf:
    """A record page: the ``top`` rows (a face "m": monospaced), then the abstract
    under ``label`` in small bold, a heading and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 60.0
    for text, size, face in top:
        if face == "m":
            page.insert_text((_LEFT, y), text, fontsize=size, fontname="cour")
        else:
            _text(page, _LEFT, y, text, size, face=face)
        y += size * 1.6
    _text(page, _LEFT, y + 12, label, 9, face="b")
    y += 30
    for line in _ABSTRACT:
        _text(page, _LEFT, y, line, 9)
        y += 12
    _text(page, _LEFT, y + 20, "Introduction", 11, face="b")
    for k, line in enumerate(_BODY):
        _text(page, _LEFT, y + 40 + 13 * k, line, 9)
    path = tmp_path / "record.pdf"
    doc.save(path)
    return extract_pdf(path)


def test_a_record_pages_bibtex_entry_gives_title_and_names(tmp_path: Path) -> None:
    for author in ("Ann Lee and Bo Chen", "Lee, Ann and Chen, Bo"):
        got = _record(
            tmp_path,
            [
                ("University Library Catalogue", 16, ""),
                ("BibTeX | RIS | EndNote", 7, ""),
                ("@article{lee2021,", 7, "m"),
                ("  title = {Street trees and the summer heat of {small} towns},", 7, "m"),
                (f"  author = {{{author}}},", 7, "m"),
                ("  year = {2021}", 7, "m"),
                ("}", 7, "m"),
            ],
        )
        assert (got.title, got.authors, got.abstract) == (_TITLE, _NAMES, _TRUTH)


def test_a_profile_pages_person_heading_is_no_title(tmp_path: Path) -> None:
    for position in ("Senior Lecturer", "Wissenschaftliche Mitarbeiterin"):
        got = _record(
            tmp_path,
            [
                ("Cy Diaz", 22, "b"),
                (position, 9, ""),
                ("Overview | Publications | Teaching", 8, ""),
                (_TITLE, 10, ""),
                ("Ann Lee, Bo Chen", 8, ""),
            ],
        )
        assert (got.title, got.authors, got.abstract) == (_TITLE, _NAMES, _TRUTH)


def test_a_papers_title_over_its_authors_position_stays(tmp_path: Path) -> None:
    got = _record(tmp_path, [(_TITLE, 18, "b"), ("Ann Lee", 11, ""), ("Professor of Law", 9, "")])
    assert (got.title, got.authors) == (_TITLE, ("Ann Lee",))


def test_a_forms_values_wrapped_at_the_columns_end_go_on(tmp_path: Path) -> None:
    title = "Street trees and the summer heat of small towns in the hot and dry plains"
    names = "Authors: Ann Lee, Bo Chen, Dan Evans, Eva Fox, Finn Gray, Gus Hall, Ida Ivanova, Vadim"
    got = _page(
        tmp_path,
        [
            ("Manuscript ID: MS-2021-0042", 10, ""),
            (f"Title of manuscript: {title}", 10, ""),
            ("Southern Alps", 10, ""),  # the title's last words, label-shaped
            (names, 10, ""),
            ("Ren, Jo King", 10, ""),  # a name cut by the wrap
            ("Reviewer: Cy Diaz", 10, ""),
            ("Summary of the submission", 10, "b"),
        ],
    )
    assert got.title == f"{title} Southern Alps"
    assert got.authors[-3:] == ("Ida Ivanova", "Vadim Ren", "Jo King")


def _card(
    tmp_path: Path, title_size: float, *, heading: bool, metadata: bool = True
) -> ExtractedPdf:
    """A link card printed from a browser: a poster's line, the title in bold barely
    larger than the description (the abstract), "by …" names; with ``heading`` the
    page's body opens with a bold "2. Related Work" larger than the title."""
    doc = pymupdf.open()
    doc.set_metadata({"title": _TITLE if metadata else "card.html"})
    page = doc.new_page(width=_W, height=_H)
    _text(page, _LEFT, 50, "Cy Diaz @cy_diaz", 12, face="b")
    _text(page, _LEFT, 74, "Our new study is out today.", 12)
    _text(page, _LEFT, 110, "preprint server", 7.5)
    _text(page, _LEFT, 134, _TITLE, title_size, face="b")
    y = 160.0
    for line in _ABSTRACT:
        _text(page, _LEFT, y, line, 12)
        y += 15
    _text(page, _LEFT, y + 6, "by Ann Lee, Bo Chen", 10.8)
    y += 50
    if heading:
        _text(page, _LEFT, y, "2. Related Work", 15, face="b")
        y += 24
    for line in _BODY:
        _text(page, _LEFT, y, line, 12)
        y += 15
    path = tmp_path / "card.pdf"
    doc.save(path)
    return extract_pdf(path)


def test_a_cards_title_barely_larger_than_its_text_is_read(tmp_path: Path) -> None:
    for heading in (False, True):
        got = _card(tmp_path, 13.1, heading=heading)
        assert (got.title, got.authors, got.abstract) == (_TITLE, _NAMES, _TRUTH)
    # no title of the document's own (a browser prints the file's name): the larger run
    got = _card(tmp_path, 13.1, heading=False, metadata=False)
    assert (got.title, got.authors, got.abstract) == (_TITLE, _NAMES, _TRUTH)


def test_a_bibtex_value_cut_at_the_pages_edge_ends_at_the_next_field(tmp_path: Path) -> None:
    got = _record(
        tmp_path,
        [
            ("Publications Database", 16, ""),
            ("@article{lee2021,", 7, "m"),
            ("  title = {Street trees and the summer heat of small towns and of the plai", 7, "m"),
            ("  author = {Ann Lee and Bo Chen},", 7, "m"),
            ("}", 7, "m"),
        ],
    )
    assert got.authors == _NAMES and got.title.startswith("Street trees and the summer")


def test_a_profiles_entry_names_wrapped_onto_two_lines(tmp_path: Path) -> None:
    got = _record(
        tmp_path,
        [
            ("Cy Diaz", 22, "b"),
            ("Research Fellow", 9, ""),
            ("Overview | Publications | Teaching", 8, ""),
            (_TITLE, 10, ""),
            ("Ann Lee, Bo Chen, Dan Evans, Eva Fox,", 8, ""),
            ("Finn Gray", 8, ""),
            ("2. Related Work", 13, "b"),
        ],
    )
    assert got.title == _TITLE
    assert got.authors == ("Ann Lee", "Bo Chen", "Dan Evans", "Eva Fox", "Finn Gray")
