"""Review fixes of abs59 and refs68 (fix56a): a bracketed month, season or event kept in
an article's title, an abbreviation's stop before an issuer, a conference's acronym of
roman letters, every degree before "thesis", bold body headings alone not carried as an
abstract's parts, a hyphenated compound after a summary's label.  Each case is paired
with the rule's own intended case as a control."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, AUTHORS, TITLE, Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.aloneparts import parts_alone
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.reftitlemarks import without_volume_numeral
from tapyre_paper_search.pdf.summaryafter import opens_summary
from textlines import text_line


@pytest.mark.parametrize(
    ("text", "title", "year"),
    [
        (
            "Shiller, R. (1988). Investor behavior in the stock market crash (October 1987)."
            " Journal of Finance, 43(3), 1-20.",
            "Investor behavior in the stock market crash (October 1987)",
            1988,
        ),
        (  # the title quoted: the bracket's year is never the entry's
            "[1] R. Shiller, “Investor behavior in the stock market crash (October 1987),”"
            " J. Finance, vol. 43, no. 3, pp. 1-20, 1988.",
            "Investor behavior in the stock market crash (October 1987)",
            1988,
        ),
        (
            "Doe, J. (2019). Seasonal influenza activity in the US (Winter 2018). Morb Mortal"
            " Wkly Rep 68, 1-5.",
            "Seasonal influenza activity in the US (Winter 2018)",
            2019,
        ),
        (
            "Doe, J. (2019). Notes from the Lindau meeting (Lindau 2019). Nature 570, 1-2.",
            "Notes from the Lindau meeting (Lindau 2019)",
            2019,
        ),
        (
            "Doe, J. (2020). Clinical features of the novel coronavirus (Wuhan 2020). Lancet"
            " 395, 497-506.",
            "Clinical features of the novel coronavirus (Wuhan 2020)",
            2020,
        ),
        # control: a book's place and year, no venue after it (the rule's own case)
        (
            "L. Fernández, Mild overexpression of MeCP2 causes a progressive neurological"
            " disorder in mice (Basel 2016)",
            "Mild overexpression of MeCP2 causes a progressive neurological disorder in mice",
            2016,
        ),
    ],
)
def test_a_bracketed_place_and_year_is_cut_off_a_books_title_only(
    text: str, title: str, year: int
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.year) == (title, year)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Smith, A. 2019. Annual report of the U.S. Department of Energy. 2019."
            " https://www.energy.gov/report.",
            "Annual report of the U.S. Department of Energy",
        ),
        (
            "Smith, A. Banking crises and the U.S. Federal Reserve Bank. 2019."
            " http://example.org/x",
            "Banking crises and the U.S. Federal Reserve Bank",
        ),
        # control: the issuer's own sentence before a link still goes
        (
            "Li, Qi. 2005b. sasCIF: an extension of core Crystallographic Information File"
            " for SAS. Society for Materials Science. https://www.example.org/notes/sascif"
            " (12 April, 2019).",
            "sasCIF: an extension of core Crystallographic Information File for SAS",
        ),
    ],
)
def test_an_abbreviations_stop_opens_no_issuers_sentence(text: str, title: str) -> None:
    assert parse_reference(text).title == title


@pytest.mark.parametrize(
    "text",
    [
        "Doe, J. and Roe, B. (2017). Learning to see. In Proceedings of the IEEE ICCV, pages 1–9.",
        "Doe J, Roe B. Learning to see. In: Proceedings of the IEEE ICCV. 2017. p. 1-9.",
    ],
)
def test_a_conference_acronym_of_roman_letters_stays_in_the_venue(text: str) -> None:
    assert parse_reference(text).venue == "Proceedings of the IEEE ICCV"


@pytest.mark.parametrize(
    ("venue", "cut"),
    [
        ("Proceedings of the Vienna Circle Institute VCI", ""),
        ("Proceedings of the Workshop on Ecology, ICCV", ""),
        ("Proceedings of the Workshop on Ecology, civil", ""),
        # controls: well-formed numerals still go
        ("Proceedings of the Workshop on Ecology, xxxvi", "Proceedings of the Workshop on Ecology"),
        ("Proceedings of the Workshop on Ecology XXXI", "Proceedings of the Workshop on Ecology"),
        ("Proceedings of the Workshop on Ecology, XIV", "Proceedings of the Workshop on Ecology"),
    ],
)
def test_only_a_well_formed_roman_numeral_is_a_volume(venue: str, cut: str) -> None:
    assert without_volume_numeral(venue) == (cut or venue)


@pytest.mark.parametrize(
    "degree", ["B.S.", "MEng", "Bachelor's", "BSc", "MPhil", "Diploma", "M.S.", "PhD"]
)
def test_every_degree_before_thesis_leaves_the_title(degree: str) -> None:
    ref = parse_reference(
        f"J. Doe. Growth of street trees in cities, {degree} thesis, University of Bergen, 2010."
    )
    assert ref.title == "Growth of street trees in cities"


_PARTS = [
    (
        "Background",
        "Streaming servers must decide where each layer of a video is stored. Earlier work"
        " placed layers at random across the disks of a server. We asked whether placing"
        " layers by their access rate changes how many clients a server can serve at once.",
    ),
    (
        "Methods",
        "We replayed the request traces of forty production servers over three years on a"
        " simulator. Each trace was run under random placement and under rate-based"
        " placement, with the same disks and the same buffer sizes.",
    ),
    (
        "Results",
        "Rate-based placement served on average 31 percent more concurrent streams at the"
        " same start-up delay. The gain was larger on servers with many small disks and"
        " smaller on servers with few large ones.",
    ),
    (
        "Discussion",
        "Placing layers by access rate is cheap to compute and needs no new hardware."
        " Operators of busy servers may gain capacity by adopting it, although the gain"
        " depends on the mix of disks in the server.",
    ),
]


def _body_under_headings(path: Path, label_size: float) -> Path:
    """Title, names, a headingless 9 pt abstract, then the body's parts in 10 pt under
    bold labels alone set in ``label_size``."""
    doc = pymupdf.open()
    writer = Writer(doc.new_page(width=595, height=842))
    writer.line(TITLE, 16, bold=True, centred=True)
    writer.space(6)
    writer.line(", ".join(AUTHORS), 11, centred=True)
    writer.line("Department of Computing, University of Leeds, UK", 9, italic=True, centred=True)
    writer.space(14)
    writer.paragraph(ABSTRACT, 9)
    writer.space(2)
    for label, text in _PARTS:
        writer.line(label, label_size, bold=True)
        writer.paragraph(text, 10)
        writer.space(4)
    doc.save(path)
    doc.close()
    return path


def test_bold_body_headings_larger_than_the_text_are_no_abstract_parts(tmp_path: Path) -> None:
    abstract = extract_pdf(_body_under_headings(tmp_path / "a.pdf", 11), ocr=None).abstract
    # (head: carried through the whole body; "Background" and "Methods" taken before
    # abs59 stay, the classifier's run, left)
    for _, text in _PARTS[2:]:
        assert text.split(". ")[0] not in abstract


def _line(text: str, y: float, *, bold: bool = False, size: float = 10.0) -> Line:
    return text_line(text, y, size=size, bold=bold, x0=54, x1=300, block=int(y))


def test_parts_alone_keeps_labels_in_the_texts_size_and_never_cuts_the_run() -> None:
    lines = [
        _line("Background", 100, bold=True),
        _line("Servers store layered video for many clients at once.", 113),
        _line("Methods", 130, bold=True),
        _line("We replayed the traces of forty servers on a simulator.", 143),
    ]
    every = set(range(len(lines)))
    assert parts_alone(lines, [0, 1], every) == [0, 1, 2, 3]  # control: the rule's case
    larger = [lines[0], lines[1], _line("Methods", 130, bold=True, size=11.5), lines[3]]
    larger[0] = _line("Background", 100, bold=True, size=11.5)
    assert parts_alone(larger, [0, 1], every) == [0, 1]  # body headings, larger
    # "Discussion" with no opening label before it: a body's, not an abstract's
    body = [
        _line("Results", 100, bold=True),
        _line("Rate-based placement served more streams at once.", 113),
        _line("Discussion", 130, bold=True),
        _line("Placing layers by access rate is cheap to compute.", 143),
    ]
    assert parts_alone(body, [0, 1], every) == [0, 1]
    # a label inside the run used before: the run is returned, never a shorter one
    again = [
        _line("Results", 100, bold=True),
        _line("Rate-based placement served more streams at once.", 113),
        _line("Results", 130, bold=True),
        _line("Placing layers by access rate is cheap to compute.", 143),
        _line("It needs no new hardware at all in the servers.", 156),
    ]
    assert parts_alone(again, [1, 2, 3, 4], every) == [1, 2, 3, 4]


def test_a_summary_label_with_a_compounds_hyphen_goes_on_the_abstract(tmp_path: Path) -> None:
    rows = [
        "We pooled genome-wide association results from twelve cohorts of European ancestry to",
        "find loci linked to resting heart rate in adults, using fixed-effect models throughout.",
        "Author summary-level statistics were shared by every cohort, and we tested 2.5 million",
        "variants for association, finding fourteen loci, six of them new, that together explain",
        "about three percent of the variance in heart rate among the adults we studied here.",
    ]
    doc = pymupdf.open()
    writer = Writer(doc.new_page(width=595, height=842))
    writer.line(TITLE, 16, bold=True, centred=True)
    writer.line(", ".join(AUTHORS), 11, centred=True)
    writer.space(14)
    writer.line("Abstract", 11, bold=True)
    for row in rows:
        writer.line(row, 10)
    writer.space(8)
    writer.line("1 Introduction", 12, bold=True)
    writer.paragraph("The heart rate at rest predicts mortality in many cohorts.", 10)
    doc.save(tmp_path / "s.pdf")
    doc.close()
    assert extract_pdf(tmp_path / "s.pdf", ocr=None).abstract == " ".join(rows)


@pytest.mark.parametrize(
    ("text", "running", "opens"),
    [
        ("Author summary-level statistics were shared", False, False),
        ("Public summary-statistics of the cohorts", False, False),
        ("Impact statement-driven reviews", False, False),
        ("Author summary: the heart beats", True, False),  # run in, mid-sentence
        # controls: the labels themselves
        ("Author summary", True, True),
        ("Author summary: the heart beats", False, True),
        ("Lay summary - In plain words, we", False, True),
        ("Significance Statement. We show", False, True),
        ("Abbreviations: AD, Alzheimer disease", False, True),
    ],
)
def test_summary_labels(text: str, running: bool, opens: bool) -> None:
    assert opens_summary(text, running=running) is opens
