"""Round 54, LaTeX front matter (the rotated classes' kinds, seen on train corpora).

An issue's contents page set in front of the paper (the journal's name, "Contents",
entries of a title with dotted leaders to its page number and the names under it, the
paper's own entry one of them) was read as the paper's first page: the journal's name
became the title and the names of every entry its authors.  A page where three lines
or more end in dotted leaders and which lists the title the next page sets in large
type is now passed over like a repository's cover (:mod:`~tapyre_paper_search.pdf.cover`).

A title in another language in large bold with its translation into the paper's
language under it in italics (then both abstracts) stored the first: the record holds
the title in the language the page's body text is written in, and the abstract follows
the title (:mod:`~tapyre_paper_search.pdf.translatedtitle`).

A title in large capitals down the whole first column of a wide page, run on at the
top of the second with the names under it there, was read as the second column's rows
(the top of the page, read first), the first column's rows as names.  The title is now
read first column first, and the names read from those rows are dropped
(:mod:`~tapyre_paper_search.pdf.columnruntitle`).

Controls: a title page whose table of contents lists sections, not the title of the
next page, stays the paper's first page; a German paper (German body) keeps its German
title over an English translation; an English title over a German translation stays;
large rows over the first column's body text do not run on into the second column.
The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer, wrapped
from tapyre_paper_search.pdf import extract_pdf

_OTHERS = (
    ("Roots under pavements and the growth of street trees", "Lena Hoffmann, Jonas Weber"),
    ("A survey of drought stress in urban forests", "Mei Lin, Oskar Nyberg"),
    ("Soil moisture sensing with cheap probes", "Amina Yusuf, Ravi Menon"),
)
_PORTUGUESE_TITLE = "Um estudo sobre o armazenamento de fluxos de vídeo"
_RESUMO = (
    "Este trabalho investiga o armazenamento de vídeo em discos. Descrevemos em detalhe os "
    "dados, as medições e a análise. Os resultados mostram novas relações para os "
    "servidores. Por fim, discutimos a importância para pesquisas futuras."
)
_GERMAN_TITLE = "Plattenbasierte Speicherung für skalierbare Videoströme"
_GERMAN = (
    "Die Arbeit untersucht, wie ein Server skalierbare Videos auf den Platten ablegt, "
    "damit die Nutzer mit verschiedenen Bandbreiten zugleich bedient werden. Wir "
    "beschreiben die Daten, die Messungen und die Auswertung im Einzelnen, und wir zeigen, "
    "dass die Verteilung der Schichten die Zahl der Ströme verdoppelt. "
)


def _entry(page: Writer, title: str, names: str, number: int) -> None:
    """A contents entry: the title in bold, dotted leaders to its page number, the names."""
    x = 72 + pymupdf.get_text_length(title, "tibo", 10)
    page.line(title, 10, bold=True, x=72)
    dots = " ." * int((500 - x) / pymupdf.get_text_length(" .", "tiro", 10))
    page.page.insert_text((x, page.y), dots, fontsize=10, fontname="tiro")
    page.page.insert_text((515, page.y), str(number), fontsize=10, fontname="tiro")
    page.line(names, 10, italic=True, x=72)
    page.space(8)


def _body(page: Writer, text: str = BODY) -> None:
    page.space(10)
    page.line("1 Introduction", 12, bold=True)
    while page.y < 720:
        page.paragraph(text)


def _issue(path: Path, *, listed: bool) -> Path:
    """Page 1 an issue's contents (the paper's own entry second where ``listed``),
    page 2 the paper."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line("Annals of Research Letters", 18, bold=True, centred=True)
    page.line("Volume 30, Issue 9, November 2023", 11, centred=True)
    page.space(30)
    page.line("Contents", 14, bold=True, x=72)
    page.space(10)
    entries = list(_OTHERS)
    if listed:
        entries.insert(1, (TITLE, ", ".join(AUTHORS)))
    for k, (title, names) in enumerate(entries):
        _entry(page, title, names, 1 + 12 * k)
    paper = Writer(doc.new_page(width=595, height=842))
    paper.line(TITLE, 17, bold=True, centred=True)
    paper.space(6)
    paper.line(", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1], 11, centred=True)
    paper.line("Department of Computer Science, University of Tarnów, Poland", 9, centred=True)
    paper.space(14)
    paper.line("Abstract", 11, bold=True, centred=True)
    paper.paragraph(ABSTRACT, x=90, width=415)
    _body(paper)
    doc.save(path)
    return path


def test_an_issues_contents_page_before_the_paper_is_passed_over(tmp_path: Path) -> None:
    result = extract_pdf(_issue(tmp_path / "issue.pdf", listed=True))
    assert result.title == TITLE
    assert tuple(result.authors) == AUTHORS
    assert result.abstract.startswith("We study how a video server")


def test_a_contents_page_that_does_not_list_the_next_pages_title_is_kept(
    tmp_path: Path,
) -> None:
    """The entries name other papers only: no sign the paper is the next page's."""
    result = extract_pdf(_issue(tmp_path / "issue.pdf", listed=False))
    assert result.title == "Annals of Research Letters"


def test_a_title_page_with_its_own_contents_keeps_its_title(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.space(80)
    page.line(TITLE, 20, bold=True, centred=True)
    page.space(20)
    page.line(", ".join(AUTHORS), 12, centred=True)
    page.space(60)
    page.line("Contents", 14, bold=True, x=72)
    for k, section in enumerate(("Introduction", "Methods", "Results", "Discussion")):
        page.line(f"{k + 1} {section}" + " ." * 60 + f" {3 + 2 * k}", 10, x=72)
    second = Writer(doc.new_page(width=595, height=842))
    second.line("Abstract", 12, bold=True)
    second.paragraph(ABSTRACT)
    _body(second)
    doc.save(tmp_path / "report.pdf")
    result = extract_pdf(tmp_path / "report.pdf")
    assert result.title == TITLE


def _bilingual(path: Path, first: str, second: str, other: str, body: str) -> Path:
    """``first`` in large bold over ``second`` in italics, the names, ``other`` under
    "Resumo" and the English abstract under "Abstract", then ``body``."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line(first, 17, bold=True, centred=True)
    page.space(4)
    page.line(second, 12, italic=True, centred=True)
    page.space(8)
    page.line(", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1], 11, centred=True)
    page.line("Department of Computer Science, University of Tarnów, Poland", 9, centred=True)
    page.space(14)
    page.line("Resumo" if other == _RESUMO else "Zusammenfassung", 11, bold=True, x=60)
    page.paragraph(other)
    page.line("Abstract", 11, bold=True, x=60)
    page.paragraph(ABSTRACT)
    _body(page, body)
    doc.save(path)
    return path


def test_a_title_over_its_translation_into_the_papers_language_gives_the_translation(
    tmp_path: Path,
) -> None:
    path = _bilingual(tmp_path / "pt.pdf", _PORTUGUESE_TITLE, TITLE, _RESUMO, BODY)
    result = extract_pdf(path)
    assert result.title == TITLE
    assert result.abstract.startswith("We study how a video server")
    assert tuple(result.authors) == AUTHORS


def test_a_german_title_over_its_english_translation_in_a_german_paper_stays(
    tmp_path: Path,
) -> None:
    path = _bilingual(tmp_path / "de.pdf", _GERMAN_TITLE, TITLE, _GERMAN, _GERMAN * 2)
    result = extract_pdf(path)
    assert result.title == _GERMAN_TITLE


def test_an_english_title_over_its_german_translation_in_an_english_paper_stays(
    tmp_path: Path,
) -> None:
    path = _bilingual(tmp_path / "en.pdf", TITLE, _GERMAN_TITLE, _GERMAN, BODY)
    result = extract_pdf(path)
    assert result.title == TITLE
    assert result.abstract.startswith("We study how a video server")


_LEFT_ROWS = ("CAN WE APPLY THE", "NATIONAL", "CHOLESTEROL", "EDUCATION", "PROGRAM ADULT")
_RIGHT_ROWS = ("DEFINITION OF THE", "SYNDROME TO ASIANS?")


def _across(path: Path, *, body_under: bool) -> Path:
    """A wide first page in two columns: a small masthead, then the title in 26-point
    capitals down the left column to its foot and on at the top of the right one, the
    name and place under it there; page 2 the abstract and the body.  With
    ``body_under`` the left column goes on under its rows in body text."""
    doc = pymupdf.open()
    page = doc.new_page(width=842, height=595)
    page.insert_text((60, 60), "Philosophers' Review", fontsize=12, fontname="tiro")
    page.insert_text((60, 76), "volume 16, no. 26", fontsize=10, fontname="tiro")
    y = 160.0
    for row in _LEFT_ROWS:
        x = 230 - pymupdf.get_text_length(row, "tiro", 26) / 2
        page.insert_text((x, y), row, fontsize=26, fontname="tiro")
        y += 40
    if body_under:
        for row in wrapped(BODY, 10, 330)[:4]:
            page.insert_text((60, y), row, fontsize=10, fontname="tiro")
            y += 13
    y = 80.0
    for row in _RIGHT_ROWS:
        x = 630 - pymupdf.get_text_length(row, "tiro", 26) / 2
        page.insert_text((x, y), row, fontsize=26, fontname="tiro")
        y += 40
    page.insert_text((570, 220), "Jinlong Cohen", fontsize=16, fontname="tiit")
    page.insert_text((550, 250), "National Institute of Biochemistry", fontsize=10, fontname="tiit")
    second = Writer(doc.new_page(width=595, height=842))
    second.line("Abstract", 11, bold=True, x=60)
    second.paragraph(ABSTRACT)
    _body(second)
    doc.save(path)
    return path


def test_a_title_run_from_the_first_column_to_the_top_of_the_next_is_read_whole(
    tmp_path: Path,
) -> None:
    result = extract_pdf(_across(tmp_path / "across.pdf", body_under=False))
    assert result.title == " ".join(_LEFT_ROWS + _RIGHT_ROWS)
    assert tuple(result.authors) == ("Jinlong Cohen",)


def test_rows_over_the_first_columns_body_text_are_not_the_title_run_on(
    tmp_path: Path,
) -> None:
    """The first column goes on under its large rows: they do not run on into the
    second column's head."""
    result = extract_pdf(_across(tmp_path / "across.pdf", body_under=True))
    assert not result.title.startswith("CAN WE APPLY THE")
