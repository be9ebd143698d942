"""Front matter of hand-laid first pages (:mod:`layout_pages`) that earlier rules got
wrong: a title ending in a colon with no subtitle, a box of key points above the names,
an abstract set in bold before a bold heading of its own type."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer, write_page
from pdf_samples import wrapped as _wrapped
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.extract import read_front_pages
from tapyre_paper_search.pdf.subtitle import title_above

COLON_TITLE = "Scalable Video Streams:"


def check(
    path: Path,
    front: Callable[[Writer], None],
    title: str,
    *,
    abstract: str = ABSTRACT,
    names: bool = True,
    use_model: bool = True,
    body: bool = True,
) -> None:
    """The paper ``front`` draws (the body pages after it unless ``body`` is false) gives
    ``title``, ``abstract`` and, unless ``names`` is false, the three names."""
    result = extract_pdf(write_page(path, front, body=body), use_model=use_model)
    assert result.title == title
    if names:
        assert list(result.authors) == list(AUTHORS)
    assert result.abstract == abstract


def _colon_title_then_abstract(page: Writer) -> None:
    # No subtitle: a headingless abstract in body type, the names after it.
    page.line(COLON_TITLE, 17, bold=True, centred=True)
    page.space(12)
    page.paragraph(ABSTRACT)
    page.line(", ".join(AUTHORS), 9, italic=True)


def _colon_title_then_heading(page: Writer) -> None:
    page.line(COLON_TITLE, 17, bold=True, centred=True)
    page.space(10)
    page.line("Abstract", 11, bold=True, centred=True)
    page.paragraph(ABSTRACT, x=80, width=435)
    page.line(", ".join(AUTHORS), 9, italic=True)


def _subtitle_in_body_type(page: Writer) -> None:
    # A subtitle no larger than the body but set apart: bold, centred, one line.
    page.line(COLON_TITLE, 17, bold=True, centred=True)
    page.line("Disk-based storage at scale", 10, bold=True, centred=True)
    page.space(10)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.space(10)
    page.line("Abstract", 11, bold=True)
    page.paragraph(ABSTRACT)


def test_a_subtitle_in_body_type_set_apart_from_the_text_is_kept(tmp_path: Path) -> None:
    check(
        tmp_path / "subtitle.pdf",
        _subtitle_in_body_type,
        f"{COLON_TITLE} Disk-based storage at scale",
    )


def _names_block(page: Writer) -> None:
    page.line(TITLE, 17, bold=True, centred=True)
    page.space(10)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
    page.space(14)


def _bold_abstract_then_bold_heading(page: Writer) -> None:
    # The abstract in bold, a small gap, an unnumbered bold heading of its size, roman text.
    _names_block(page)
    page.line("Abstract", 10, bold=True)
    page.paragraph(ABSTRACT, bold=True, after=2)
    page.line("Problem Statement", 10, bold=True)
    page.paragraph(BODY)


def _roman_abstract_then_bold_paragraph(page: Writer) -> None:
    # A headingless abstract in roman, then the introduction's first paragraph in bold.
    _names_block(page)
    page.paragraph(ABSTRACT)
    page.paragraph(BODY, bold=True)
    page.paragraph(BODY)


@pytest.mark.parametrize("use_model", [True, False])
@pytest.mark.parametrize(
    ("front", "title"),
    [
        # a title ending in a colon, no subtitle: it keeps its colon, the abstract its text
        (_colon_title_then_abstract, COLON_TITLE),
        (_colon_title_then_heading, COLON_TITLE),
        # an abstract ends where its type turns bold or roman
        (_bold_abstract_then_bold_heading, TITLE),
        (_roman_abstract_then_bold_paragraph, TITLE),
    ],
)
def test_the_title_and_the_abstract_end_where_their_own_lines_end(
    tmp_path: Path, front: Callable[[Writer], None], title: str, use_model: bool
) -> None:
    check(tmp_path / "paper.pdf", front, title, use_model=use_model)


def _names_and_headed_abstract(page: Writer) -> None:
    """The names, their affiliation, and the abstract under its heading."""
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
    page.space(14)
    page.line("Abstract", 11, bold=True, centred=True)
    page.paragraph(ABSTRACT, 9.5, x=80, width=435)


def _key_points_above_names(page: Writer) -> None:
    page.line(TITLE, 18, bold=True, centred=True)
    page.space(8)
    page.line("Key points", 10, bold=True)
    page.line("- Placement by access rate doubles the streams", 9)
    page.line("- Buffers grow slowly with load", 9)
    page.space(6)
    _names_and_headed_abstract(page)


def test_a_box_of_key_points_above_the_names_ends_before_them(tmp_path: Path) -> None:
    check(tmp_path / "box.pdf", _key_points_above_names, TITLE)


def _intro_title_under_a_journal_name(page: Writer) -> None:
    # A one-line title worded like a section heading, under a larger journal name.
    page.line("Journal of Video Systems", 22, bold=True, centred=True)
    page.space(4)
    page.line("Introduction to Scalable Video Storage", 16, bold=True, centred=True)
    page.space(10)
    _names_and_headed_abstract(page)


def test_a_title_worded_like_a_heading_under_a_journal_name_keeps_its_authors(
    tmp_path: Path,
) -> None:
    title = "Introduction to Scalable Video Storage"
    check(tmp_path / "intro.pdf", _intro_title_under_a_journal_name, title)


@pytest.mark.parametrize(
    ("label", "bold", "italic"),
    [("Original Article", True, False), ("Invited Paper", False, True)],
)
@pytest.mark.parametrize("use_model", [True, False])
def test_an_article_type_between_the_title_and_the_names_is_no_author(
    tmp_path: Path, label: str, bold: bool, italic: bool, use_model: bool
) -> None:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(6)
        page.line(label, 12, bold=bold, italic=italic, centred=True)
        page.space(8)
        _names_and_headed_abstract(page)

    check(tmp_path / "label.pdf", front, TITLE, use_model=use_model)


CAPS_TITLE = ("PLACEMENT OF SCALABLE VIDEO", "STREAMS ON DISK ARRAYS", "FOR CLIENT GROUPS")


@pytest.mark.parametrize("size", [16.0, 17.8])
def test_a_capitals_title_s_last_lines_are_no_names(tmp_path: Path, size: float) -> None:
    # A title in capitals, not bold, under a larger journal name, its names in smaller
    # type: its short last lines read like names (or an affiliation) to the classifier.
    def front(page: Writer) -> None:
        page.line("Computer Science Research", 28, bold=True)
        page.line("Volume 79, Issue 4, 1999", 8)
        page.space(12)
        for line in CAPS_TITLE:
            page.line(line, size, centred=True)
        page.space(10)
        page.line(", ".join(AUTHORS), 12.6, centred=True)
        page.line("University of Example, Berlin, Germany", 9.4, centred=True)
        page.space(14)
        page.line("Summary", 11, bold=True)
        page.paragraph(ABSTRACT, 11)

    check(tmp_path / "caps.pdf", front, " ".join(CAPS_TITLE))


def _names_after_abstract_and_keywords(page: Writer) -> None:
    page.line(TITLE, 17, bold=True, centred=True)
    page.space(12)
    page.line("Abstract", 11, bold=True)
    page.paragraph(ABSTRACT)
    page.line("Keywords: video servers; disk placement; scalable coding", 9)
    page.space(8)
    page.line(", ".join(AUTHORS), 11, italic=True)
    page.line("University of Example, Berlin, Germany", 9, italic=True)


@pytest.mark.parametrize("use_model", [True, False])
def test_names_set_after_the_abstract_and_its_keywords_are_read(
    tmp_path: Path, use_model: bool
) -> None:
    check(tmp_path / "last.pdf", _names_after_abstract_and_keywords, TITLE, use_model=use_model)


# A structured abstract, each part opening a line with its label run in, in bold, its
# text wrapped in a narrow measure, a little space between the parts.
STRUCTURED = (
    ("IMPORTANCE:", "Video servers must serve clients with different bandwidths at once."),
    ("Objective:", "To place the layers of scalable streams on disks by their access rates."),
    ("Design, settings, and participants:", "Simulations with real traces of two servers."),
    ("Results:", "The placement doubles the number of streams served at the same delay."),
    ("Conclusions:", "The buffer needed grows only slowly with the load."),
)


def _structured_runin_labels(page: Writer) -> None:
    _names_block(page)
    page.line("Abstract", 11, bold=True)
    for label, text in STRUCTURED:
        page.y += 4
        lead = pymupdf.get_text_length(label + " ", "tibo", 10)
        # the label and a few words: the line is set mostly in bold
        rows = _wrapped(text, "tiro", 10, 270 - lead)
        page.y += 12.5
        page.page.insert_text((60, page.y), label, fontsize=10, fontname="tibo")
        page.page.insert_text((60 + lead, page.y), rows[0], fontsize=10, fontname="tiro")
        for row in rows[1:]:
            page.line(row, 10)


def test_a_structured_abstract_is_not_cut_at_a_run_in_label(tmp_path: Path) -> None:
    abstract = " ".join(f"{label} {text}" for label, text in STRUCTURED)
    check(
        tmp_path / "structured.pdf", _structured_runin_labels, TITLE, abstract=abstract, names=False
    )


GERMAN_TITLE = "Speicherung skalierbarer Videoströme"
GERMAN_ABSTRACT = (
    "Wir untersuchen, wie ein Videoserver skalierbare Videoströme so auf Platten ablegt, "
    "dass Nutzer mit unterschiedlicher Bandbreite zugleich bedient werden. Die Schichten "
    "werden nach ihrer Zugriffsrate verteilt und die Anfragen in Runden bearbeitet."
)


def _german_names(page: Writer) -> None:
    """The German title and the names under it, centred."""
    page.line(GERMAN_TITLE, 17, bold=True, centred=True)
    page.space(10)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.space(14)


def _synopsis_then_translation(page: Writer) -> None:
    # The paper's own abstract under a letter-spaced "Synopsis", then an English one.
    _german_names(page)
    page.line("S Y N O P S I S", 11, bold=True)
    page.paragraph(GERMAN_ABSTRACT)
    page.line("ABSTRACT", 11, bold=True)
    page.paragraph(ABSTRACT)


def test_a_synopsis_heading_heads_the_paper_s_own_abstract(tmp_path: Path) -> None:
    # No English body after the English abstract: where the title's language is not told,
    # a body in the second abstract's language makes that one the paper's (bodylanguage,
    # latex63); this page's own abstract is the German one under "Synopsis".
    front, title = _synopsis_then_translation, GERMAN_TITLE
    check(tmp_path / "synopsis.pdf", front, title, abstract=GERMAN_ABSTRACT, body=False)


def _dates_then_small_italic_abstract(page: Writer) -> None:
    # No heading anywhere: the history dates, then the abstract in small italic type
    # indented on both sides, then the text.
    _names_block(page)
    page.line("Received 14 May 2020; accepted 11 January 2021", 8.5, x=90)
    page.space(6)
    _small_italic_abstract_then_text(page, 9, x=90)


def _small_italic_abstract_then_text(page: Writer, size: float, *, x: float) -> None:
    """The abstract in small italic type, 400 points wide from ``x``, then two paragraphs
    of text in body type."""
    for line in _wrapped(ABSTRACT, "tiit", size, 400):
        page.line(line, size, italic=True, x=x)
    page.space(14)
    page.paragraph(BODY)
    page.paragraph(BODY)


def test_a_headingless_abstract_under_the_history_dates_is_read(tmp_path: Path) -> None:
    front = _dates_then_small_italic_abstract
    check(tmp_path / "dates.pdf", front, TITLE, names=False, body=False)


# One paragraph of a structured abstract, its labels run in without a stop (the first
# opening the paragraph), a line going on a sentence with "subjects." (no subject list).
PLAIN_STRUCTURED = (
    "{} The video servers we study serve clients with different",
    "bandwidths at once from a small number of shared disks and trial",
    "subjects. {} We place the layers of each stream on the disks by",
    "their access rates and schedule requests in rounds. {} The placement",
    "doubles the number of streams served at the same start-up delay.",
)


@pytest.mark.parametrize(
    "labels", [("INTRODUCTION", "METHODS", "RESULTS"), ("Background", "Methods", "Results")]
)
def test_a_structured_abstract_in_one_plain_paragraph_is_kept_whole(
    tmp_path: Path, labels: tuple[str, str, str]
) -> None:
    rows = "\n".join(PLAIN_STRUCTURED).format(*labels).split("\n")

    def front(page: Writer) -> None:
        _names_block(page)
        page.line("ABSTRACT", 11, bold=True)
        for row in rows:
            page.line(row, 10)

    check(tmp_path / "plain.pdf", front, TITLE, abstract=" ".join(rows), names=False)


NAMES = (
    "Xiaoming Li",
    "Chenggang Fujino",
    "Jelena Bertulani",
    "Luca Kirschner",
    "Fredrik Wieck",
    "Jelena Toher",
    "Shi-Lin Kotov",
    "Marc Brink",
    "Philipp Sungu",
    "Pacey Morgan",
    "Mscislaw Nowak",
    "Keyla Duarte",
)


def test_names_that_open_like_a_classification_label_do_not_end_the_names(
    tmp_path: Path,
) -> None:
    # A long list of names, each over its affiliation, pushes the abstract to page 2;
    # "Jelena" opens like "JEL", "Pacey" like "PACS", "Keyla" like "Key words".
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line(TITLE, 17, bold=True)
    page.space(10)
    for name in NAMES:
        page.line(name, 11.5)
        page.line("Biochemistry Department, Bergen University Hospital, Norway", 9)
    second = Writer(doc.new_page(width=595, height=842))
    second.line("Abstract", 11, bold=True)
    second.paragraph(ABSTRACT)
    second.line("1 Introduction", 12, bold=True)
    second.paragraph(BODY)
    doc.save(tmp_path / "names.pdf")
    result = extract_pdf(tmp_path / "names.pdf")
    assert result.title == TITLE
    assert list(result.authors) == list(NAMES)
    assert result.abstract == ABSTRACT


GERMAN_ROWS = (
    "Wir kombinieren historische Karten und Satellitendaten für 84 Gletscher. Seit",
    "1850 ging die Fläche um",
    "64 Prozent zurück, wobei sich der Verlust nach 1980 deutlich",
    "beschleunigte.",
)


def test_an_abstract_line_opening_with_a_number_mid_sentence_goes_on(tmp_path: Path) -> None:
    # "64 Prozent zurück, …" looks like a numbered heading, but the sentence runs on.
    def front(page: Writer) -> None:
        _german_names(page)
        page.line("Zusammenfassung", 11, bold=True)
        for row in GERMAN_ROWS:
            page.line(row, 10)

    abstract = " ".join(GERMAN_ROWS)
    check(tmp_path / "number.pdf", front, GERMAN_TITLE, abstract=abstract, names=False)


GERMAN_BODY = (
    "Frühere Arbeiten haben diese Frage meist an kleinen Stichproben untersucht, z. B. "
    "an einzelnen Standorten oder in kurzen Zeiträumen. Das erschwert den Vergleich, "
    "d. h. die Befunde lassen sich kaum verallgemeinern. Wir folgen daher dem Vorgehen "
    "von Müller u. a. und erweitern es um längere Messreihen, die wir hier beschreiben. "
) * 2


def test_a_short_title_s_paper_keeps_its_own_abstract_before_a_translation(
    tmp_path: Path,
) -> None:
    # A title too short to tell its language; the German abstract set small and
    # italic with no heading, then "Abstract" and an English one, then German text.
    def front(page: Writer) -> None:
        _german_names(page)
        for row in _wrapped(GERMAN_ABSTRACT, "tiit", 8.5, 400):
            page.line(row, 8.5, italic=True, x=90)
        page.space(10)
        page.line("A B S T R A C T", 11, bold=True, centred=True)
        page.paragraph(ABSTRACT, x=90, width=400)
        page.line("1 Einleitung", 12, bold=True)
        page.paragraph(GERMAN_BODY)

    check(
        tmp_path / "short.pdf",
        front,
        GERMAN_TITLE,
        abstract=GERMAN_ABSTRACT,
        names=False,
        body=False,
    )


LONG_TITLE = (
    "The Evolution of",
    "Dominance in Sporophytic",
    "Self-Incompatibility",
    "Systems. II. Mate",
    "Availability and",
    "Recombination:",
)


def _long_title_and_subtitle(page: Writer) -> None:
    # A long title in narrow lines ending in a colon, its subtitle smaller below; the
    # classifier rates "Recombination:" about as much an affiliation as a title line.
    page.line("Cell Biology Research", 25, bold=True)
    page.space(30)
    for line in LONG_TITLE:
        page.line(line, 20.6, centred=True)
    page.line("methods and first results", 16, centred=True)
    page.space(10)
    _names_and_headed_abstract(page)


def test_a_title_line_after_one_that_runs_on_is_no_affiliation(tmp_path: Path) -> None:
    title = " ".join(LONG_TITLE) + " methods and first results"
    check(tmp_path / "subtitle.pdf", _long_title_and_subtitle, title)


def test_a_subtitle_chosen_alone_gives_way_to_the_title_above_it(tmp_path: Path) -> None:
    lines = read_front_pages(write_page(tmp_path / "sub.pdf", _long_title_and_subtitle))[0].lines
    title = [i for i, line in enumerate(lines) if line.size == 20.6]
    subtitle = [i for i, line in enumerate(lines) if line.size == 16]
    assert title_above(lines, [[0], title, subtitle], subtitle) == title
    assert title_above(lines, [[0], title[:-1], subtitle], subtitle) == subtitle  # not above it


def test_a_headingless_abstract_under_a_box_of_key_points_is_read(tmp_path: Path) -> None:
    # "Highlights" and its points (prose, like an abstract's), then the abstract in
    # small italic type with no heading, then the text.
    def front(page: Writer) -> None:
        _names_block(page)
        page.line("Highlights", 9, bold=True, x=80)
        page.line("- Placement by access rate doubles the streams served at once.", 8, x=90)
        page.line("- Buffers grow only slowly with the load of the server.", 8, x=90)
        page.space(14)
        _small_italic_abstract_then_text(page, 8, x=100)

    check(tmp_path / "box.pdf", front, TITLE, names=False, body=False)
