"""Front matter of journal classes the second LaTeX train corpus showed (aastex631,
cas-dc, apa7, jmlr: ``tools/latex_corpus/classes_journals.py``), drawn with PyMuPDF so
no TeX is needed:

* a title in body type set double-spaced, an "Author Note" under the names and the
  abstract on the next page (an APA manuscript's title page);
* a title in body type whose first line fills the measure, names right under it (an
  AAS preprint);
* a page of highlights in front of the paper, repeating its title and names (an
  Elsevier submission);
* a metadata title written from the LaTeX source, with the printed title's en dashes
  and curly quotes made plain (and dirt read as letters, which flattens nothing);
* a surname with a particle ("M. Lopez de Yugova") and a byline wrapped before one over
  an "article info" column, whose first heading ends the author zone;
* bold names whose initial reads as a Roman number ("X. Wang"), and a bold affiliation
  under a body-size title;
* an abstract under two columns of author blocks, going on at the top of the next
  column and of the next page, or ending on a web address beside an author's e-mail.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer
from pdfgen.canvas import Face, wrap
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.authorband import band_names
from tapyre_paper_search.pdf.authorzone import author_zone
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.titles import choose_title, flattened
from textlines import text_line

AFFILIATION = "Department of Physics, University of Tarnów, Poland"
LONG_TITLE = (
    "Disk-Based Storage for Scalable Video Streams Served to Many Clients at Once "
    "over Networks of Different Bandwidths"
)


def _write(path: Path, *pages: Callable[[Writer], None], metadata_title: str = "") -> Path:
    doc = pymupdf.open()
    for draw in pages:
        draw(Writer(doc.new_page(width=595, height=842)))
    if metadata_title:
        doc.set_metadata({"title": metadata_title})
    doc.save(path)
    return path


def _body(page: Writer, heading: str = "1 Introduction") -> None:
    page.line(heading, 12, bold=True)
    while page.y < 700:
        page.paragraph(BODY, 12)


def _apa_title_page(*title: str) -> Callable[[Writer], None]:
    def draw(page: Writer) -> None:
        page.space(120)
        for k, line in enumerate(title):
            page.space(8 if k else 0)  # double-spaced: a step of 23 points, near twice the size
            page.line(line, 12, bold=True, centred=True)
        page.space(20)
        page.line(", ".join(AUTHORS[:2]) + f", and {AUTHORS[2]}", 12, centred=True)
        page.space(11)
        page.line(AFFILIATION, 12, centred=True)
        page.space(300)
        page.line("Author Note", 12, bold=True, centred=True)
        page.space(11)
        page.paragraph(
            f"Correspondence concerning this article should be addressed to {AUTHORS[0]}, "
            "Email: chang@tarnow.edu",
            12,
        )

    return draw


def _apa_abstract_page(page: Writer) -> None:
    page.line("Abstract", 12, bold=True, centred=True)
    page.space(11)
    page.paragraph(ABSTRACT, 12)
    page.space(20)
    _body(page)


def test_a_double_spaced_title_in_body_type_keeps_its_second_line(tmp_path: Path) -> None:
    lines = ("Disk-Based Storage for Scalable Video Streams Served", "to Many Clients at Once")
    title_page = _apa_title_page(*lines)
    result = extract_pdf(_write(tmp_path / "apa.pdf", title_page, _apa_abstract_page))
    assert result.title == " ".join(lines)
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


def test_an_author_note_under_the_names_is_no_name(tmp_path: Path) -> None:
    title_page = _apa_title_page(TITLE)
    result = extract_pdf(_write(tmp_path / "apa.pdf", title_page, _apa_abstract_page))
    assert result.title == TITLE
    assert list(result.authors) == list(AUTHORS)


def _measure_line(words: list[str], size: float, width: float) -> tuple[str, str]:
    """The words that fill ``width`` points in bold Times, and the rest."""
    for cut in range(len(words), 0, -1):
        if pymupdf.get_text_length(" ".join(words[:cut]), "tibo", size) <= width:
            return " ".join(words[:cut]), " ".join(words[cut:])
    return "", " ".join(words)


def _aas_preprint(page: Writer) -> None:
    # The text fills 490 points of the 595-point page: the title's first line starts
    # as far left as the body's lines.
    page.line("Draft version November 29, 2026", 9, x=52)
    page.space(20)
    first, rest = _measure_line(LONG_TITLE.split(), 12, 490)
    page.line(first, 12, bold=True, centred=True)
    page.line(rest, 12, bold=True, centred=True)
    page.space(4)
    page.line(f"{AUTHORS[0]},1 {AUTHORS[1]},1 and {AUTHORS[2]}1", 10, centred=True)
    page.line(f"1{AFFILIATION}", 8, centred=True)
    page.space(10)
    page.line("ABSTRACT", 12, centred=True)
    page.paragraph(ABSTRACT, 12, x=52, width=490)
    page.line("1 Introduction", 12, bold=True, x=52)
    while page.y < 700:
        page.paragraph(BODY, 12, x=52, width=490)


def test_a_body_size_title_filling_the_measure_over_its_names(tmp_path: Path) -> None:
    result = extract_pdf(_write(tmp_path / "aas.pdf", _aas_preprint))
    assert result.title == LONG_TITLE
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


def _bold_notice_over_names(page: Writer) -> None:
    # A bold line filling the measure with no names right under it stays out.
    page.line("THIS DRAFT IS DISTRIBUTED FOR COMMENT ONLY, PLEASE DO NOT QUOTE OR CITE IT", 11,
              bold=True, centred=True)  # fmt: skip
    page.paragraph(BODY, 11)
    _body(page)


def test_a_bold_line_filling_the_measure_without_names_under_it_is_no_title(
    tmp_path: Path,
) -> None:
    result = extract_pdf(_write(tmp_path / "notice.pdf", _bold_notice_over_names))
    assert "DRAFT" not in result.title


def _highlights_page(page: Writer) -> None:
    page.line("Highlights", 14, x=52)
    page.space(6)
    first, rest = _measure_line(LONG_TITLE.split(), 12, 490)
    page.line(first, 12, bold=True, x=52)
    page.line(rest, 12, bold=True, x=52)
    page.line(",".join(AUTHORS), 10, x=52)
    page.space(12)
    for point in ("Layers are placed by access rate.", "Twice the streams are served."):
        page.line(f"• {point}", 10, x=63)
        page.space(10)


def _journal_page(title: tuple[str, ...], byline: str) -> Callable[[Writer], None]:
    """A journal's first page: ``title`` lines at 17 points, ``byline``, an affiliation,
    a headed abstract and the body, all from the left margin."""

    def draw(page: Writer) -> None:
        for line in title:
            page.line(line, 17, x=52)
        page.space(4)
        page.line(byline, 12, x=52)
        page.line(AFFILIATION, 6, italic=True, x=52)
        page.space(10)
        page.line("Abstract", 10, bold=True, x=52)
        page.paragraph(ABSTRACT, 8, x=52, width=490)
        page.space(10)
        page.line("1. Introduction", 10, bold=True, x=52)
        while page.y < 700:
            page.paragraph(BODY, 10, x=52, width=490)

    return draw


def _paper_page(page: Writer) -> None:
    _journal_page(_measure_line(LONG_TITLE.split(), 17, 490), ", ".join(AUTHORS))(page)


def test_a_page_of_highlights_in_front_of_the_paper_is_passed_over(tmp_path: Path) -> None:
    result = extract_pdf(_write(tmp_path / "highlights.pdf", _highlights_page, _paper_page))
    assert result.title == LONG_TITLE
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


PRINTED = "β-Catenin–Environment Interplay in Kollár’s Cohort"
# Base-14 fonts know no Greek, en dash or curly quote: DejaVu Serif (pdfgen draws with it).
_SERIF = Path("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")


def _dashed_title_page(page: Writer) -> None:
    page.page.insert_text((60, 90), PRINTED, fontsize=17, fontname="serif", fontfile=str(_SERIF))
    page.y = 100
    page.line(", ".join(AUTHORS), 12)
    page.line(AFFILIATION, 8, italic=True)
    page.space(10)
    page.line("Abstract", 10, bold=True)
    page.paragraph(ABSTRACT, 10)
    _body(page)


def test_the_printed_title_wins_over_a_metadata_title_made_plain(tmp_path: Path) -> None:
    # hyperref writes the title from the source: the math left out, the dash a space.
    plain = "-Catenin Environment Interplay in Kollár's Cohort"
    path = _write(tmp_path / "dashes.pdf", _dashed_title_page, metadata_title=plain)
    assert extract_pdf(path).title == PRINTED


def test_a_metadata_title_is_flattened_only_by_lost_or_plain_characters() -> None:
    assert flattened("-catenin signalling", "β-catenin signalling")  # math left out
    assert flattened("An integrin β3 KRAS RalB complex", "An integrin β3–KRAS–RalB complex")
    assert flattened("Kollár's theorem", "Kollár’s theorem")
    assert not flattened("Gene Expression", "Gene Ex-pression")  # a hyphen kept at a break
    assert not flattened("A study of trees", "A study of trees∗")  # a footnote mark
    assert not flattened("Efficient fine tuning", "Efﬁcient ﬁne tuning")  # letters differ
    assert not flattened("Same title", "Same title")
    # The metadata title keeps winning where the page broke a word.
    assert choose_title("Gene Expression Atlas", "Gene Ex-pression Atlas").title == (
        "Gene Expression Atlas"
    )


PARTICLE_AUTHORS = ("Jaspal Singh Su", "Bastian Mikhailov", "M. Lopez de Yugova")


_particle_byline = _journal_page(
    (TITLE,), "Jaspal Singh Su, Bastian Mikhailov and M. Lopez de Yugova"
)


def test_a_name_whose_surname_has_a_particle_stays_whole(tmp_path: Path) -> None:
    # "M. Lopez de Yugova" is one name, not "M. Lopez" and "de Yugova".
    result = extract_pdf(_write(tmp_path / "particle.pdf", _particle_byline))
    assert list(result.authors) == list(PARTICLE_AUTHORS)


COLUMN_ABSTRACT = (
    " ".join([ABSTRACT] * 6) + " The last sentence of the abstract is long and it runs on"
)
COLUMN_END = "to the top of the next column where it ends."


def _author_grid(text: str) -> tuple[Callable[[Writer], None], Callable[[Writer], None]]:
    """Two columns of author blocks over two columns: the abstract ``text`` fills the
    left column under them and goes on at the top of the right one, under the right
    blocks, and (when it is long) at the top of page 2."""
    lines = wrap(text, Face("times", italic=True), 10, 220)
    left = 38  # lines from y = 320 down to the foot of the left column
    right = min(len(lines), left + 39)  # from y = 304 down to the foot of the right one

    def first(page: Writer) -> None:
        doc_page = page.page

        def centred(text: str, y: float, size: float, font: str, middle: float) -> None:
            x = middle - pymupdf.get_text_length(text, font, size) / 2
            doc_page.insert_text((x, y), text, fontsize=size, fontname=font)

        centred(TITLE, 80, 17, "tibo", 297)
        for k, name in enumerate([*AUTHORS, "Jaspal Singh Su"]):
            middle, top = (160 if k % 2 == 0 else 430), 120 + 80 * (k // 2)
            centred(name, top, 12, "tiro", middle)
            for row, place in enumerate(("Department of Physics", "University of Tarnów")):
                centred(place, top + 14 * (row + 1), 12, "tiit", middle)
            centred(f"{name.split()[-1].lower()}@tarnow.edu", top + 42, 12, "tiit", middle)
        centred("Abstract", 300, 12, "tibo", 180)
        for k, line in enumerate(lines[:right]):
            at = (72, 320 + 12 * k) if k < left else (320, 304 + 12 * (k - left))
            doc_page.insert_text(at, line, fontsize=10, fontname="tiit")
        _body_from(doc_page, 304 + 12 * (right - left) + 30)

    def second(page: Writer) -> None:
        for k, line in enumerate(lines[right:]):
            page.page.insert_text((72, 80 + 12 * k), line, fontsize=10, fontname="tiit")
        _body_from(page.page, 80 + 12 * (len(lines) - right) + 30)

    return first, second


def _body_from(doc_page: pymupdf.Page, y: float) -> None:
    """ "1. Introduction" at ``y`` in the right column, body text under it."""
    if y > 740:
        return
    doc_page.insert_text((320, y), "1. Introduction", fontsize=12, fontname="tibo")
    for line in wrap(BODY * 3, Face("times"), 10, 220):
        y += 12
        if y > 770:
            break
        doc_page.insert_text((320, y), line, fontsize=10, fontname="tiro")


def test_an_abstract_under_author_blocks_goes_on_in_the_next_column(tmp_path: Path) -> None:
    pages = _author_grid(f"{COLUMN_ABSTRACT} {COLUMN_END}")
    result = extract_pdf(_write(tmp_path / "grid.pdf", *pages))
    assert result.title == TITLE
    assert result.abstract.endswith(COLUMN_END)
    assert result.abstract.startswith(ABSTRACT)
    assert set(result.authors) == {*AUTHORS, "Jaspal Singh Su"}  # the right blocks too


def test_an_abstract_in_the_next_column_goes_on_to_the_next_page(tmp_path: Path) -> None:
    text = " ".join([ABSTRACT] * 10) + f" The last sentence runs on {COLUMN_END}"
    result = extract_pdf(_write(tmp_path / "grid.pdf", *_author_grid(text)))
    assert result.abstract == normalize_inline(text)


@pytest.mark.parametrize("stop", [";", ":"])
def test_an_abstract_whose_column_ends_in_a_semicolon_or_colon_goes_on_in_the_next_column(
    tmp_path: Path, stop: str
) -> None:
    # The left column's last line ends "… kinds of load;": no sentence ends there.
    lines = wrap(" ".join([ABSTRACT] * 6), Face("times", italic=True), 10, 220)
    last = f"show that the placement copes with both kinds of load{stop}"
    text = " ".join([*lines[:37], last, COLUMN_END])
    result = extract_pdf(_write(tmp_path / "grid.pdf", *_author_grid(text)))
    assert result.abstract == normalize_inline(text)


LONGER_ABSTRACT = f"{ABSTRACT} {ABSTRACT} {ABSTRACT}"
KEYWORDS = ("video", "disks", "placement", "streaming", "servers", "buffers")
WRAPPED_AUTHORS = ("Floris van der Tak", "John Black", "David Jansen", "Ewine van Dishoeck")


def _article_info_page(page: Writer) -> None:
    """An "article info" column (keywords, then the body's first heading) beside the
    abstract, under a byline wrapped inside a name with a particle."""
    page.line(TITLE, 17, x=52)
    page.space(4)
    page.line("Floris van der Tak, John Black, David Jansen, Ewine", 12, x=52)
    page.line("van Dishoeck", 12, x=52)
    page.line(AFFILIATION, 8, italic=True, x=52)
    page.space(14)
    top = page.y
    for text, size in (("ARTICLE INFO", 10), ("Keywords:", 8), *[(k, 8) for k in KEYWORDS]):
        page.line(text, size, x=52)
    abstract = Writer(page.page)
    abstract.y = top
    abstract.line("ABSTRACT", 10, x=224)
    abstract.paragraph(LONGER_ABSTRACT, 8, x=224, width=320)  # it runs past the keywords
    page.y = abstract.y + 12
    heading = page.y
    page.line("1. Introduction", 12, bold=True, x=52)
    page.y = heading
    page.line("2. Related Work", 12, bold=True, x=307)
    while page.y < 700:
        page.paragraph(BODY, 10, x=52, width=230)


def test_a_byline_wrapped_before_a_particle_over_an_article_info_column(tmp_path: Path) -> None:
    result = extract_pdf(_write(tmp_path / "info.pdf", _article_info_page))
    assert list(result.authors) == list(WRAPPED_AUTHORS)  # no "van Dishoeck", "Related Work"
    assert result.abstract == LONGER_ABSTRACT


def _line(text: str, x: float, y: float, size: float = 10.0, *, bold: bool = False) -> Line:
    return text_line(text, y, size=size, bold=bold, x0=x, per_char=0.5 * size, block=1)


def test_the_author_zone_ends_at_the_body_s_first_heading() -> None:
    # Reading order as a two-column page with an "article info" column gives it: the
    # left column (keywords, then "1. Introduction") before the abstract on the right,
    # "2. Related Work" level with "1. Introduction" after it.
    lines = [
        _line(TITLE, 51, 55, 17),
        _line("Floris van der Tak, John Black, David Jansen", 51, 102, 12),
        _line(AFFILIATION, 51, 143, 8),
        _line("ARTICLE INFO", 51, 182),
        _line("Keywords:", 51, 202, 8),
        _line("video", 51, 211, 8),
        _line("1. Introduction", 51, 356, 12, bold=True),
        _line("ABSTRACT", 224, 183),
        *[_line(ABSTRACT[k : k + 80], 224, 202 + 10 * k / 80, 8) for k in range(0, 400, 80)],
        _line("2. Related Work", 307, 356, 12, bold=True),
        _line(BODY[:60], 51, 373),
    ]
    found = find_heading(lines, 1)
    assert found is not None and found.start == 7
    zone = author_zone(lines, 1, 10.0, found)
    assert zone == [1, 2, 3, 4, 5]  # not "1. Introduction", nor what lies level with it
    assert band_names(lines, zone, None, ()) == ()


def test_a_bold_name_whose_initial_reads_as_a_roman_number_ends_no_author_zone() -> None:
    # "X. Wang" and "V. Kumar" in bold read like headings numbered X and V.
    names = ("Edward Chang", "X. Wang", "V. Kumar")
    lines = [
        _line(TITLE, 51, 55, 17),
        *[_line(name, 51, 80 + 14 * k, 11, bold=True) for k, name in enumerate(names)],
        _line(AFFILIATION, 51, 122, 8),
        _line("Abstract", 51, 140, bold=True),
        _line(ABSTRACT[:80], 51, 153),
        _line(ABSTRACT[80:160], 51, 166),
    ]
    found = find_heading(lines, 1)
    assert found is not None and found.start == 5
    assert author_zone(lines, 1, 10.0, found) == [1, 2, 3, 4]


def _bold_affiliation_under_title(page: Writer) -> None:
    # A one-line bold title in body type and a bold affiliation in its style a step of
    # 1.8 sizes under it: no second line of a title set double-spaced.
    page.space(120)
    page.line(TITLE, 12, bold=True, centred=True)
    page.space(7)
    page.line("Institute for Advanced Study", 12, bold=True, centred=True)
    page.space(20)
    page.line(", ".join(AUTHORS), 12, centred=True)
    page.space(30)
    page.line("Abstract", 12, bold=True, centred=True)
    page.paragraph(ABSTRACT, 12)
    _body(page)


def test_a_bold_affiliation_under_a_body_size_title_is_no_second_line(tmp_path: Path) -> None:
    result = extract_pdf(_write(tmp_path / "affiliation.pdf", _bold_affiliation_under_title))
    assert result.title == TITLE


URL_ABSTRACT = f"{ABSTRACT} The code is available at github.com/tapyre/code"


def _blocks_beside_a_short_abstract(page: Writer) -> None:
    """One author block over the left column, three over the right reaching below the
    abstract's heading: an e-mail in the abstract's type, in lower case, comes right
    after the abstract's last line (a web address, no full stop) in reading order."""
    doc_page = page.page

    def centred(text: str, y: float, size: float, font: str, middle: float) -> None:
        x = middle - pymupdf.get_text_length(text, font, size) / 2
        doc_page.insert_text((x, y), text, fontsize=size, fontname=font)

    centred(TITLE, 80, 17, "tibo", 297)
    blocks = ((160, AUTHORS[0], 120), *[(430, name, 120 + 70 * k) for k, name in
              enumerate((AUTHORS[1], "Jaspal Singh Su", AUTHORS[2]))])  # fmt: skip
    for middle, name, top in blocks:
        centred(name, top, 11, "tiro", middle)
        centred("University of Tarnów", top + 13, 11, "tiit", middle)
        centred(f"{name.split()[-1].lower()}@tarnow.edu", top + 26, 11, "tiit", middle)
    centred("Abstract", 218, 11, "tibo", 160)
    for k, line in enumerate(wrap(URL_ABSTRACT, Face("times", italic=True), 11, 220)):
        doc_page.insert_text((72, 234 + 13 * k), line, fontsize=11, fontname="tiit")
    _body_from(doc_page, 340)


def test_an_abstract_ending_on_a_web_address_takes_no_e_mail_beside_it(tmp_path: Path) -> None:
    result = extract_pdf(_write(tmp_path / "blocks.pdf", _blocks_beside_a_short_abstract))
    assert result.abstract == URL_ABSTRACT


def test_a_metadata_title_is_not_flattened_by_dirt_read_as_letters() -> None:
    assert not flattened("Deep learning of cell images", "Deep learning ofˈcell images")
    assert not flattened("Learning in the wild", "Learning in the wildª")
    assert flattened("Kollr's theorem", "Kollár’s theorem")  # a cased letter still counts
