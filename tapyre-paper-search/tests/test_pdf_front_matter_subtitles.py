"""Titles with subtitles, names set as large as the title, and abstracts beside a margin
stamp, on hand-laid first pages (:mod:`layout_pages`): layouts the rules got wrong."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, AUTHORS, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf

MAIN = ("Disk-Based Storage for Scalable Video Streams", "in Heterogeneous Client Networks")
SUBTITLE = ("a placement study with real traces", "and two server designs")
AFFILIATION = "Department of Computer Science, University of Oslo, Norway"


_DEJAVU = Path("/usr/share/fonts/truetype/dejavu")


def _line(
    page: Writer, text: str, size: float, *, bold: bool = False, italic: bool = False
) -> None:
    """A centred line; one with a dash (which the base-14 fonts lack) in DejaVu Serif."""
    if text.isascii():
        page.line(text, size, bold=bold, italic=italic, centred=True)
        return
    style = "-" + ("Bold" if bold else "") + ("Italic" if italic else "")
    font = _DEJAVU / f"DejaVuSerif{style.rstrip('-')}.ttf"
    name = f"dv{int(bold)}{int(italic)}"
    width = pymupdf.Font(fontfile=str(font)).text_length(text, size)
    page.y += size * 1.25
    x = (page.page.rect.width - width) / 2
    page.page.insert_text((x, page.y), text, fontsize=size, fontname=name, fontfile=str(font))


def _head(page: Writer, title: Sequence[str], size: float = 18) -> None:
    for line in title:
        _line(page, line, size, bold=True)


def _names_and_abstract(page: Writer) -> None:
    page.space(10)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.line(AFFILIATION, 9, italic=True, centred=True)
    page.space(10)
    page.line("Abstract", 11, bold=True)
    page.paragraph(ABSTRACT)


def _subtitled(ending: str, opening: str, *, italic: bool, size: float) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        _head(page, (MAIN[0], MAIN[1] + ending))
        for k, line in enumerate(SUBTITLE):
            _line(page, opening + line if k == 0 else line, size, italic=italic)
        _names_and_abstract(page)

    return front


@pytest.mark.parametrize(
    "dash",
    [(" —", "", " — "), (" –", "", " – "), ("", "— ", " — "), (":", "", ": ")],
)
@pytest.mark.parametrize(("italic", "size"), [(True, 14), (False, 12.5)])
def test_a_two_line_title_keeps_its_subtitle_after_a_colon_or_a_dash(
    tmp_path: Path, dash: tuple[str, str, str], italic: bool, size: float
) -> None:
    # dash: how the title's last line ends, how the subtitle opens, what joins them
    ending, opening, joined = dash
    front = _subtitled(ending, opening, italic=italic, size=size)
    result = extract_pdf(write_page(tmp_path / "sub.pdf", front))
    assert result.title == " ".join(MAIN) + joined + " ".join(SUBTITLE)
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


TEASER = (
    "Video servers must serve clients of very different bandwidths at once, and the way "
    "layers are laid out on the disks decides how many streams they serve."
)


def _subtitle_over_teaser(page: Writer) -> None:
    # The subtitle and the teaser paragraph under it share a size; the teaser is set
    # across the page after a gap, the subtitle centred under the title.
    _head(page, (MAIN[0], MAIN[1] + ":"))
    page.line(SUBTITLE[0], 13, italic=True, centred=True)
    page.space(12)
    page.paragraph(TEASER, 13, x=60, width=475)
    _names_and_abstract(page)


def _small_subtitle_over_long_teaser(page: Writer) -> None:
    # A long teaser in 12 pt makes 12 pt the page's commonest size: the italic subtitle
    # in 11 pt right under the title is then smaller than that "body" type.
    _head(page, (MAIN[0], MAIN[1] + ":"), 15)
    page.line(SUBTITLE[0], 11, italic=True, centred=True)
    page.space(12)
    page.paragraph(" ".join([TEASER] * 4), 12)
    _names_and_abstract(page)


@pytest.mark.parametrize("front", [_subtitle_over_teaser, _small_subtitle_over_long_teaser])
def test_a_subtitle_ends_where_a_teaser_starts(
    tmp_path: Path, front: Callable[[Writer], None]
) -> None:
    result = extract_pdf(write_page(tmp_path / "teaser.pdf", front, body=False))
    assert result.title == f"{' '.join(MAIN)}: {SUBTITLE[0]}"
    assert list(result.authors) == list(AUTHORS)


def test_a_colon_title_over_a_paragraph_keeps_its_colon(tmp_path: Path) -> None:
    # A headingless abstract right under a title ending in a colon is no subtitle.
    def front(page: Writer) -> None:
        _head(page, (MAIN[0], MAIN[1] + ":"))
        page.space(6)
        page.paragraph(ABSTRACT, 11)
        page.line(", ".join(AUTHORS), 9, italic=True)

    result = extract_pdf(write_page(tmp_path / "colon.pdf", front))
    assert result.title == " ".join(MAIN) + ":"


def _bold_names(title: Sequence[str], rows: Sequence[str], size: float) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        _head(page, title, size)
        for row in rows:
            page.line(row, size, bold=True, centred=True)
        page.space(4)
        page.line(AFFILIATION, 9, italic=True, centred=True)
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


@pytest.mark.parametrize(
    "rows",
    [
        (", ".join(AUTHORS),),
        ("Edward Chang and Avideh Zakhor", "Priya Raman"),
        ("Edward Chang, Avideh Zakhor and Priya Raman",),
    ],
)
@pytest.mark.parametrize("title", [(TITLE,), MAIN])
@pytest.mark.parametrize("use_model", [True, False])
def test_names_in_bold_at_the_title_s_size_are_no_title_lines(
    tmp_path: Path, rows: tuple[str, ...], title: tuple[str, ...], use_model: bool
) -> None:
    path = write_page(tmp_path / "names.pdf", _bold_names(title, rows, 17))
    result = extract_pdf(path, use_model=use_model)
    assert result.title == " ".join(title)
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


def test_a_title_line_of_capitalised_words_stays_in_the_title(tmp_path: Path) -> None:
    # "Of Mice and Men" style words are no names: the small title words keep it.
    title = ("Placement of Layered Video", "Streams for Mixed Client Bandwidths")
    path = write_page(tmp_path / "caps.pdf", _bold_names(title, (", ".join(AUTHORS),), 17))
    assert extract_pdf(path).title == " ".join(title)


def _headingless(
    lines: Sequence[str], gap: float, last: str, size: float
) -> Callable[[Writer], None]:
    """Title, names and affiliation, then the abstract ``lines`` with no heading, and
    ``last`` (a keyword line) ``gap`` points under them in ``size`` points."""

    def front(page: Writer) -> None:
        _head(page, (TITLE,))
        page.line(", ".join(AUTHORS), 11, centred=True)
        page.line(AFFILIATION, 9, italic=True, centred=True)
        page.space(12)
        for line in lines:
            page.line(line, 10)
        page.space(gap)
        page.line(last, size)

    return front


def _headingless_with_lower_case_subjects(page: Writer) -> None:
    # A wrapped line of a headingless abstract opens with "subjects": no keyword block.
    _headingless(LOWER_CASE_ABSTRACT, 4, "Keywords: video servers; disk placement", 9)(page)


LOWER_CASE_ABSTRACT = (
    "We pooled the results of cross-sectional studies of serum markers from many",
    "cohorts around the world. The levels were higher in women than in men, and higher",
    "in the older groups than in the younger ones. There was no trend with latitude.",
    "Deficiency was widespread in every region we could study. We then looked at the",
    "levels of the markers, as measured in the blood, among the healthy native",
    "subjects retrieved from three large databases with the terms given in the text,",
    "and found that the levels did not fall with latitude once age and the season of",
    "sampling were taken into account in the regression of all the studies we found.",
)


@pytest.mark.parametrize("stamp_x", [None, 30.0, 570.0])
def test_a_line_opening_with_subjects_goes_on_an_abstract_before_keywords(
    tmp_path: Path, stamp_x: float | None
) -> None:
    path = write_page(tmp_path / "subjects.pdf", _headingless_with_lower_case_subjects)
    if stamp_x is not None:
        _stamp(path, stamp_x)
    result = extract_pdf(path)
    assert result.title == TITLE
    assert result.abstract == " ".join(LOWER_CASE_ABSTRACT)


def _stamp(path: Path, x: float) -> None:
    """A grey identifier stamp rotated 90° in the left or right margin of page 1."""
    doc = pymupdf.open(path)
    doc[0].insert_text(
        (x, 600),
        "doi:10.5555/p920343 · version 3 · not peer reviewed",
        fontsize=14,
        fontname="helv",
        rotate=90,
        color=(0.5, 0.5, 0.5),
    )
    doc.saveIncr()


BROKEN = (
    (
        ("J. W. F. Kulkarni, Xiaolin Patthey, Vladimir I.", "Li, A. O. Aebi and Chris Leites"),
        ("J. W. F. Kulkarni", "Xiaolin Patthey", "Vladimir I. Li", "A. O. Aebi", "Chris Leites"),
    ),
    (
        ("HongSheng Chapman and Chenggang", "Charmousis"),
        ("HongSheng Chapman", "Chenggang Charmousis"),
    ),
)


@pytest.mark.parametrize(("rows", "names"), BROKEN)
@pytest.mark.parametrize("subtitle", [False, True])
def test_names_broken_over_two_rows_at_the_title_s_size(
    tmp_path: Path, rows: tuple[str, ...], names: tuple[str, ...], subtitle: bool
) -> None:
    # A byline in bold at the title's size, set a little lower than the title's own line
    # step and broken inside a name; with a smaller subtitle between title and names.
    def front(page: Writer) -> None:
        _head(page, (MAIN[0], MAIN[1] + (":" if subtitle else "")))
        if subtitle:
            _line(page, SUBTITLE[0], 13, italic=True)
        page.space(8)
        for row in rows:
            _line(page, row, 18, bold=True)
        page.line(AFFILIATION, 9, italic=True, centred=True)
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    result = extract_pdf(write_page(tmp_path / "broken.pdf", front))
    assert result.title == " ".join(MAIN) + (f": {SUBTITLE[0]}" if subtitle else "")
    assert list(result.authors) == list(names)


@pytest.mark.parametrize(
    "second", ["Deep Learning, Neural Networks", "Bayesian Inference, Markov Chains"]
)
def test_capitalised_phrases_at_the_title_s_step_stay_in_the_title(
    tmp_path: Path, second: str
) -> None:
    # "Deep Learning, Neural Networks" reads as two names, but its words are words (a
    # term named for a person, "Markov Chains", has one) and the line keeps the title's
    # line step: a title line.
    title = ("Scaling Laws Revisited Once More", second)
    path = write_page(tmp_path / "phrases.pdf", _bold_names(title, (", ".join(AUTHORS),), 17))
    assert extract_pdf(path).title == " ".join(title)


def test_a_subtitle_in_body_type_right_under_the_title_is_kept(tmp_path: Path) -> None:
    # A one-line subtitle in roman at about the body's size, set close under the title:
    # the classifier may call it an affiliation, its words say it is none.
    def front(page: Writer) -> None:
        _head(page, (MAIN[0], MAIN[1] + ":"), 15)
        page.line("a comparative study", 10, centred=True)
        page.space(8)
        page.line("by " + " and ".join(AUTHORS[:2]), 11, centred=True)
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    result = extract_pdf(write_page(tmp_path / "small.pdf", front))
    assert result.title == f"{' '.join(MAIN)}: a comparative study"


@pytest.mark.parametrize(
    ("kind", "x"), [("rotated", 30.0), ("rotated", 575.0), ("stacked", 20.0), ("stacked", 570.0)]
)
def test_an_abstract_in_a_column_beside_a_margin_stamp_is_whole(
    tmp_path: Path, kind: str, x: float
) -> None:
    # A grey stamp in the left or right margin, rotated (an arXiv identifier) or set one
    # upright letter under the other (a publisher's vertical text), beside an abstract
    # set in a column: the stamp is no part of the front matter.
    def front(page: Writer) -> None:
        _head(page, (TITLE,))
        page.line(", ".join(AUTHORS), 11, centred=True)
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT, width=230)

    path = write_page(tmp_path / "stamp.pdf", front)
    if kind == "rotated":
        _stamp(path, x)
    else:
        doc = pymupdf.open(path)
        for k, char in enumerate("arXiv:2301.01234v2 [cs.CL] 3 Jan 2023"):
            doc[0].insert_text((x, 150 + k * 11), char, fontsize=10, color=(0.5, 0.5, 0.5))
        doc.saveIncr()
    result = extract_pdf(path)
    assert (result.title, list(result.authors)) == (TITLE, list(AUTHORS))
    assert result.abstract == ABSTRACT


@pytest.mark.parametrize(
    "second",
    [
        "Redes Neuronales, Aprendizaje Profundo",
        "Réseaux Neuronaux, Apprentissage Profond",
        "Kolmogorov Smirnov, Anderson Darling",
    ],
)
@pytest.mark.parametrize("use_model", [True, False])
def test_a_title_line_of_unlisted_words_over_a_byline_stays_in_the_title(
    tmp_path: Path, second: str, use_model: bool
) -> None:
    # Words no word list knows (another language, terms named for people) at the title's
    # own line step read as names; the byline under them says they are a title line.
    title = ("Spectral Solvers Revisited Once More", second)

    def front(page: Writer) -> None:
        _head(page, title, 17)
        _names_and_abstract(page)

    result = extract_pdf(write_page(tmp_path / "unlisted.pdf", front), use_model=use_model)
    assert result.title == " ".join(title)
    assert list(result.authors) == list(AUTHORS)


@pytest.mark.parametrize(
    "line", ["CERN, Geneva", "Google DeepMind, London", "Preprint, March 2021"]
)
def test_capitalised_pieces_close_under_a_colon_title_are_no_subtitle(
    tmp_path: Path, line: str
) -> None:
    # An affiliation or a dateline with no affiliation word, set close under the title:
    # no word in lower case, so the classifier's verdict stands.
    def front(page: Writer) -> None:
        _head(page, (MAIN[0], MAIN[1] + ":"))
        page.line(line, 12, centred=True)
        page.line(AFFILIATION, 9, italic=True, centred=True)
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    result = extract_pdf(write_page(tmp_path / "dateline.pdf", front))
    assert result.title == " ".join(MAIN) + ":"
    assert result.abstract == ABSTRACT


@pytest.mark.parametrize("label", ["keywords.", "key words;", "keywords"])
def test_a_lower_case_keyword_line_ends_a_headingless_abstract(tmp_path: Path, label: str) -> None:
    lines = LOWER_CASE_ABSTRACT[:3]
    front = _headingless(lines, 0, f"{label} video servers; disk placement; layered video", 10)
    result = extract_pdf(write_page(tmp_path / "keywords.pdf", front))
    assert result.abstract == " ".join(lines)


@pytest.mark.parametrize(
    ("subtitle", "size"),
    [("A Comparative Study", 10.0), ("Why Do They Fail? Evidence from Traces", 13.0)],
)
def test_a_title_case_subtitle_close_under_a_colon_title_is_kept(
    tmp_path: Path, subtitle: str, size: float
) -> None:
    # "A Comparative Study" reads as a name with an initial; a question mid-line ends no
    # sentence of running text.
    def front(page: Writer) -> None:
        _head(page, (MAIN[0], MAIN[1] + ":"), 15)
        page.line(subtitle, size, centred=True)
        page.space(8)
        page.line("by " + " and ".join(AUTHORS[:2]), 11, centred=True)
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    result = extract_pdf(write_page(tmp_path / "titlecase.pdf", front))
    assert result.title == f"{' '.join(MAIN)}: {subtitle}"
    assert list(result.authors) == list(AUTHORS[:2])


@pytest.mark.parametrize("subtitle", ["Human vs. Machine Placement", "Rules cf. Learned Models"])
def test_an_abbreviation_in_a_subtitle_ends_no_sentence(tmp_path: Path, subtitle: str) -> None:
    def front(page: Writer) -> None:
        _head(page, (MAIN[0], MAIN[1] + ":"), 15)
        page.line(subtitle, 13, centred=True)
        page.space(8)
        page.line("by " + " and ".join(AUTHORS[:2]), 11, centred=True)
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    result = extract_pdf(write_page(tmp_path / "abbreviation.pdf", front))
    assert result.title == f"{' '.join(MAIN)}: {subtitle}"


PROSE_KEYWORD_ABSTRACT = (
    "Web search engines answer most queries with ranked lists of documents, and the",
    "quality of the ranking decides whether users find what they need within seconds.",
    "Learned rankers need many labelled examples, which small collections never have.",
    "We study how search engines rank documents for short queries. From each page the",
    "keywords are extracted with a simple frequency rule and weighted by their position,",
    "and the resulting scores are compared with the clicks of many thousands of users.",
)


@pytest.mark.parametrize("use_model", [True, False])
def test_a_headingless_abstract_goes_on_through_a_line_opening_with_keywords_in_prose(
    tmp_path: Path, use_model: bool
) -> None:
    def front(page: Writer) -> None:
        _head(page, (TITLE,), 17)
        page.line(", ".join(AUTHORS), 11, centred=True)
        page.line(AFFILIATION, 9, italic=True, centred=True)
        page.space(12)
        for line in PROSE_KEYWORD_ABSTRACT:
            page.line(line, 10)
        page.line("Keywords: ranking; search; clicks", 10)

    result = extract_pdf(write_page(tmp_path / "prose.pdf", front), use_model=use_model)
    assert result.abstract.startswith(" ".join(PROSE_KEYWORD_ABSTRACT))
