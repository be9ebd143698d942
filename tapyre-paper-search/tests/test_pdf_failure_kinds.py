"""Front matter of generated papers in each kind of layout that broke earlier rules.

Every case draws one paper with ``pdfgen`` (records written here, so no shared
data is needed) in a layout of one failure kind seen on real PDFs, extracts
it and checks title, authors and abstract against what was drawn.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from front_matter_pdfs import PAPERS, runin_abstract, write_labelled_body
from pdfgen import Layout, Record, write_paper
from pdfgen.german import german_records
from pdfgen.sources import Section
from tapyre_paper_search.pdf import extract_pdf

NAMES = [
    "Maria Fernández-López", "Jan van der Berg", "Kenji Tanaka", "Laura Bianchi", "Thomas Müller",
    "Priya Raman", "Samuel O. Adeyemi", "Wei Zhang", "Anna Kowalska", "David A. Smith",
    "Olga Petrova", "Rafael Souza", "Ingrid Holm", "Chen Li", "Fatima Haddad", "Jonas Berg",
]  # fmt: skip

PLAIN = Record(
    key="test:plain",
    title="Disk-Based Storage for Scalable Video Streams",
    abstract=(
        Section(
            "",
            "We study how a video server stores scalable video on disks so that clients with "
            "different bandwidths are served at once. Layers of each stream are placed on the "
            "disks by their access rates, and requests are scheduled in rounds. Simulations "
            "with real traces show that the placement doubles the number of streams served at "
            "the same start-up delay, while the buffer needed grows only slowly with the load.",
        ),
    ),
    authors=("Edward Chang", "Avideh Zakhor", "Priya Raman"),
)
STRUCTURED = Record(
    key="test:structured",
    title="Sleep Spindles Predict Overnight Memory Consolidation in Older Adults",
    abstract=(
        Section("Background", "Memory consolidation during sleep declines with age, but which "
                "features of sleep explain the decline is debated."),
        Section("Methods", "We recorded sixty older adults with polysomnography across two nights "
                "after they learned word pairs."),
        Section("Results", "Fast spindle density during slow-wave sleep predicted how many pairs "
                "were retained the next morning, independently of total sleep time."),
        Section("Conclusions", "Slow oscillation amplitude did not add to the prediction once "
                "spindles were accounted for."),
    ),
    authors=("Laura Bianchi", "Thomas Müller", "Samuel O. Adeyemi"),
)  # fmt: skip
_OTHER_TEXTS = (
    (
        "Graph neural networks under scaffold shift",
        "Models degrade on new scaffolds. Pretraining helps recover half of the loss.",
        "Wei Zhang",
    ),
    (
        "Street trees and urban heat",
        "Trees cool streets by two degrees at noon. The effect is largest on sealed squares.",
        "Anna Kowalska",
    ),
    (
        "Mixed cations stabilise perovskite cells",
        "Caesium slows the decay of solar cells. Devices keep ninety percent of their efficiency.",
        "Rafael Souza",
    ),
)
OTHERS = [
    Record(
        key=f"test:other{i}",
        title=title,
        abstract=(Section("", text),),
        authors=(name,),
        year=2000 + i,
    )
    for i, (title, text, name) in enumerate(_OTHER_TEXTS)
]


def _fold(text: str) -> list[str]:
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return re.sub(r"[^0-9a-z]+", " ", text).split()


def token_f1(truth: str, guess: str) -> float:
    a, b = Counter(_fold(truth)), Counter(_fold(guess))
    common = sum((a & b).values())
    if not common:
        return float(not a and not b)
    return 2 * common / (sum(a.values()) + sum(b.values()))


def draw(tmp_path: Path, record: Record, **choices: object) -> tuple[object, object]:
    layout = Layout(**{"author_count": len(record.authors) or 3, "after": False, **choices})  # type: ignore[arg-type]
    truth, _ = write_paper(
        tmp_path / "paper.pdf", record, layout, names=NAMES, others=OTHERS, split="test"
    )
    return truth, extract_pdf(tmp_path / "paper.pdf")


def check(truth: object, pdf: object, *, abstract: float = 0.97) -> None:
    assert pdf.title.casefold() == truth.title.casefold()  # type: ignore[attr-defined]
    assert [a.casefold() for a in pdf.authors] == [a.casefold() for a in truth.authors]  # type: ignore[attr-defined]
    assert token_f1(truth.abstract, pdf.abstract) >= abstract, pdf.abstract  # type: ignore[attr-defined]


@pytest.mark.parametrize("mode", ["structured-lines", "structured-inline"])
@pytest.mark.parametrize("columns", [1, 2])
def test_structured_abstract_is_kept_whole_with_its_labels(
    tmp_path: Path, mode: str, columns: int
) -> None:
    truth, pdf = draw(tmp_path, STRUCTURED, abstract_mode=mode, columns=columns, seed=3)
    check(truth, pdf)
    assert {"conclusions", "background"} <= set(_fold(pdf.abstract))  # type: ignore[attr-defined]


_LONG_PARTS = {
    "Objective": "To determine whether the use of two colloids during joint replacement is "
    "associated with a higher risk of complications after surgery.",
    "Design": "Retrospective cohort study of data from hospitals between 2006 and 2013.",
    "Setting": "Data from five hundred hospitals taking part in a national database of "
    "hospital stays and their charges.",
    "Participants": "About one million patients undergoing elective replacement of the hip or "
    "the knee.",
    "Exposures": "Fluid given with either colloid around the time of surgery, or neither.",
    "Main outcome measures": "Acute renal failure and thromboembolic, cardiac and pulmonary "
    "complications.",
    "Results": "Compared with patients who received neither colloid, fluid with either colloid "
    "was associated with a higher risk of acute renal failure and of most other "
    "complications, and the use of one of them declined over the years.",
    "Conclusions": "As in critically ill patients, the colloids were associated with a higher "
    "risk of renal failure and other complications, which questions their wide use in "
    "elective joint replacement.",
}
LONG_STRUCTURED = Record(
    key="test:long-structured",
    title="Colloid Use in Elective Joint Replacement and Complications After Surgery",
    abstract=tuple(Section(label, text) for label, text in _LONG_PARTS.items()),
    authors=("Laura Bianchi", "Thomas Müller", "Samuel O. Adeyemi", "Wei Zhang"),
)


def test_a_long_structured_abstract_in_a_column_runs_through_its_labels(tmp_path: Path) -> None:
    """Labels run in ("Setting: …"), no heading, set in one column of two: the line
    classifier doubts the later parts, but every part opening with a label goes on."""
    truth, pdf = draw(
        tmp_path,
        LONG_STRUCTURED,
        abstract_mode="structured-inline",
        abstract_place="column",
        columns=2,
        author_mode="line-marks",
        seed=6,
    )
    check(truth, pdf)
    assert pdf.abstract_inferred  # type: ignore[attr-defined]


_BODY_LABELS = ("Background.", "Participants.", "Measurements.", "Analysis.", "Discussion.")


@pytest.mark.parametrize(
    ("number", "labels", "bold", "gap"),
    [
        (0, _BODY_LABELS, True, 6.0),  # review13's A1: bold labels, a gap a little wider
        (0, tuple(label.replace(".", ":") for label in _BODY_LABELS), True, 14.0),
        (0, _BODY_LABELS, True, 0.0),  # the gap of the abstract's parts: the style tells
        (1, ("Cohort.", "Analysis."), True, 6.0),  # review13's C3: labels outside the list
        (1, ("Cohort.", "Analysis."), False, 6.0),  # plain like the abstract's: the gap tells
        (0, ("Methods.", "Results."), False, 0.0),  # a label used already
    ],
)
def test_a_headingless_structured_abstract_stops_before_a_labelled_body(
    tmp_path: Path, number: int, labels: tuple[str, ...], bold: bool, gap: float
) -> None:
    """Labels run in ("Objective: …"), no heading, then a body without a section heading
    whose paragraphs open with labels of their own (short reports, letters): the
    abstract ends with its last part, not with the first page."""
    paper = PAPERS[number]
    pdf = extract_pdf(
        write_labelled_body(tmp_path / "l.pdf", paper, labels, bold=bold, gap=gap), ocr=None
    )
    assert pdf.abstract == runin_abstract(paper)
    assert pdf.abstract_inferred


def test_a_scans_uneven_sizes_and_gaps_do_not_cut_a_structured_abstract() -> None:
    """On a scan OCR measures each line's size and box: a label line measured smaller,
    after a gap wider than the parts' but no wider than the scan's uneven lines, is
    still a part of the abstract (the run goes on to it; guard, as on main)."""
    from tapyre_paper_search.pdf.headingless import from_probabilities
    from tapyre_paper_search.pdf.lines import Line

    rows = [  # (text, size, top, bottom, block): tops and bottoms as OCR boxed them
        (
            "Background: The inputs required to keep any given serum level are not",
            10.0,
            315,
            326,
            0,
        ),
        ("known, particularly within ranges comparable to the probable supply", 10.0, 326, 336, 0),
        ("of the vitamin in winter.", 10.0, 341, 350, 0),
        (
            "OBJECTIVES: The objectives were to establish the relation between the",
            10.0,
            352,
            365,
            0,
        ),
        (
            "steady state input and the resulting serum concentration and to estimate",
            10.0,
            364,
            377,
            0,
        ),
        (
            "the share of the daily requirement met by reserves in body tissue stores.",
            10.0,
            379,
            389,
            0,
        ),
        (
            "DESIGN: The vitamin was given daily in controlled oral doses for twenty weeks.",
            8.5,
            397,
            404,
            1,
        ),
    ]
    lines = [
        Line(t, size, False, False, False, 72.0, top, 520.0, bottom, block, lead="GlyphLessFont/")
        for t, size, top, bottom, block in rows
    ]
    found = from_probabilities(lines, range(len(lines)), [0.95] * 6 + [0.1])
    assert found is not None
    assert found.text.endswith("controlled oral doses for twenty weeks.")


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_keyword_blocks_end_the_abstract(tmp_path: Path, seed: int) -> None:
    # after=True draws Keywords / Index Terms / CCS Concepts / Categories … after it
    truth, pdf = draw(tmp_path, PLAIN, abstract_mode="inline", after=True, seed=seed)
    check(truth, pdf)
    assert not re.search(r"keywords|index terms|ccs|categories|general terms", pdf.abstract, re.I)  # type: ignore[attr-defined]


def test_abstract_without_heading(tmp_path: Path) -> None:
    truth, pdf = draw(tmp_path, PLAIN, abstract_mode="none", seed=4)
    check(truth, pdf)
    assert pdf.abstract_inferred  # type: ignore[attr-defined]


def test_teaser_abstract_before_the_authors(tmp_path: Path) -> None:
    truth, pdf = draw(tmp_path, PLAIN, abstract_mode="teaser", seed=7)
    check(truth, pdf)


@pytest.mark.parametrize(
    ("family", "columns", "seed"),
    [("dejavu-sans", 1, 1), ("dejavu-sans", 2, 1), ("helvetica", 1, 3), ("times", 2, 3)],
)
def test_teaser_abstract_wins_over_longer_body_paragraphs(
    tmp_path: Path, family: str, columns: int, seed: int
) -> None:
    # Affiliations beside the names, then body paragraphs the classifier also finds
    # abstract-like, longer than the teaser: the teaser it is sure of comes first.
    truth, pdf = draw(
        tmp_path,
        PLAIN,
        abstract_mode="teaser",
        author_mode="beside",
        family=family,
        columns=columns,
        seed=seed,
    )
    check(truth, pdf)


def test_abstract_pushed_to_page_two_by_a_long_author_list(tmp_path: Path) -> None:
    record = replace(PLAIN, authors=tuple(NAMES[:14]))
    truth, pdf = draw(tmp_path, record, abstract_mode="page2", author_mode="line-marks", seed=2)
    check(truth, pdf)


def test_repository_cover_sheet_is_not_the_paper(tmp_path: Path) -> None:
    truth, pdf = draw(tmp_path, PLAIN, cover=True, seed=11)
    check(truth, pdf)


@pytest.mark.parametrize(
    "mode", ["line-marks", "columns", "interleaved", "footnote", "beside", "gaps", "by-line"]
)
def test_authors_in_every_arrangement(tmp_path: Path, mode: str) -> None:
    record = replace(
        PLAIN, authors=("Edward Chang", "Avideh Zakhor", "Priya Raman", "Jan van der Berg")
    )
    truth, pdf = draw(tmp_path, record, author_mode=mode, seed=13)
    check(truth, pdf)


def test_junk_author_metadata_is_not_preferred_over_the_page(tmp_path: Path) -> None:
    truth, pdf = draw(tmp_path, PLAIN, metadata_author="junk", seed=17)
    check(truth, pdf)


@pytest.mark.parametrize("number", [0, 3, 5])
def test_german_front_matter(tmp_path: Path, number: int) -> None:
    record = replace(
        german_records()[number], authors=("Jürgen Weiß", "Anne-Kathrin Schäfer", "Götz von Bülow")
    )
    truth, pdf = draw(tmp_path, record, author_mode="interleaved", seed=19 + number)
    check(truth, pdf)


@pytest.mark.parametrize(("number", "family"), [(0, "courier"), (1, "times"), (3, "times")])
def test_a_german_abstract_without_heading_wins_over_the_english_one_under_a_heading(
    tmp_path: Path, number: int, family: str
) -> None:
    # The paper's own abstract in its language, set without a heading, then
    # "Abstract" and its English translation, then keywords: the first is the paper's.
    record = replace(
        german_records()[number], authors=("Jürgen Weiß", "Anne-Kathrin Schäfer", "Götz von Bülow")
    )
    truth, pdf = draw(
        tmp_path,
        record,
        abstract_mode="none",
        author_mode="by-line",
        family=family,
        after=True,
        seed=2,
    )
    check(truth, pdf)


def test_an_editorial_signed_at_its_end_has_its_signer_as_author(tmp_path: Path) -> None:
    import pymupdf

    body = PLAIN.abstract[0].text
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 60), "E D I T O R I A L", fontsize=9)
    page.insert_text((72, 100), PLAIN.title, fontsize=18, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 130, 520, 330), f"{body} {body}", fontsize=10)
    y = 360.0
    for text in (
        "Ingrid M. Holm",
        "Department of Computer Science, University of Bergen,",
        "Bergen, Norway",
        "Email: ingrid.holm@example.org",
    ):
        page.insert_text((72, y), text, fontsize=10)
        y += 13
    page.insert_text((72, y + 20), "REFERENCES", fontsize=10, fontname="hebo")
    page.insert_textbox(
        pymupdf.Rect(72, y + 30, 520, y + 90),
        "1. Chang E, Zakhor A. Scalable video data placement on parallel disk arrays. "
        "Proc SPIE. 1994;2185:208-21.",
        fontsize=8.5,
    )
    doc.save(tmp_path / "editorial.pdf")
    pdf = extract_pdf(tmp_path / "editorial.pdf")
    assert pdf.title == PLAIN.title
    assert pdf.authors == ("Ingrid M. Holm",)
    # Names in a paragraph before the references are no signature.
    doc = pymupdf.open(tmp_path / "editorial.pdf")
    doc[0].add_redact_annot(pymupdf.Rect(60, 350, 540, 420))
    doc[0].apply_redactions()
    doc[0].insert_text((72, 372), "We thank Ingrid M. Holm of the University of Bergen.")
    doc.save(tmp_path / "thanks.pdf")
    assert extract_pdf(tmp_path / "thanks.pdf").authors == ()


# -- conventions the first generator never drew (pdfgen.conventions) -------------------


@pytest.mark.parametrize(
    ("seed", "family"), [(2, "dejavu-serif"), (3, "times"), (5, "dejavu-serif")]
)
def test_a_journal_name_set_larger_above_the_title_is_not_the_title(
    tmp_path: Path, seed: int, family: str
) -> None:
    # The journal's name, its volume line and a rule, then the title over the names.
    truth, pdf = draw(tmp_path, PLAIN, conventions=("large-banner",), family=family, seed=seed)
    check(truth, pdf)


@pytest.mark.parametrize(("seed", "centred"), [(1, True), (2, False), (4, True)])
def test_a_subtitle_set_smaller_under_a_title_ending_in_a_colon_is_part_of_it(
    tmp_path: Path, seed: int, centred: bool
) -> None:
    truth, pdf = draw(
        tmp_path, PLAIN, conventions=("subtitle-title",), title_centred=centred, seed=seed
    )
    assert ": " in truth.title  # type: ignore[attr-defined]
    check(truth, pdf)


@pytest.mark.parametrize(("seed", "columns"), [(1, 2), (5, 2), (7, 2), (2, 1)])
def test_an_article_info_column_beside_the_abstract_stays_out_of_it(
    tmp_path: Path, seed: int, columns: int
) -> None:
    # "ARTICLE INFO" (history dates, keywords) on the left, read before the abstract.
    truth, pdf = draw(
        tmp_path, PLAIN, conventions=("article-info-sidebar",), columns=columns, seed=seed
    )
    check(truth, pdf)
    assert not re.search(r"received|history|keywords", pdf.abstract, re.I)  # type: ignore[attr-defined]


@pytest.mark.parametrize("seed", [2, 10, 15])
def test_an_abstract_set_in_bold_after_a_run_in_heading_is_kept_whole(
    tmp_path: Path, seed: int
) -> None:
    # "Abstract—" run into a paragraph set in bold, in a column: its short bold lines
    # (a line before a break, a paragraph's last) are no headings.
    truth, pdf = draw(
        tmp_path,
        PLAIN,
        conventions=("abstract-dash-runin",),
        abstract_mode="inline",
        columns=2,
        abstract_place="column",
        seed=seed,
    )
    check(truth, pdf)


@pytest.mark.parametrize("family", ["dejavu-serif", "times"])
def test_a_title_keeps_the_en_dash_and_minus_it_prints(tmp_path: Path, family: str) -> None:
    # A base-14 family draws such a title in a Unicode face, as publishers embed one.
    record = replace(PLAIN, title="Gene–environment interactions at −20 °C in stored‐grain pests")
    truth, pdf = draw(tmp_path, record, family=family, seed=1)
    assert truth.title == "Gene–environment interactions at −20 °C in stored-grain pests"  # type: ignore[attr-defined]
    assert pdf.title == truth.title  # type: ignore[attr-defined]


@pytest.mark.parametrize("seed", [3, 6, 8])
def test_a_journal_name_over_a_title_and_its_teaser_is_not_the_title(
    tmp_path: Path, seed: int
) -> None:
    # The names come after the teaser, not right under the title.
    truth, pdf = draw(
        tmp_path, PLAIN, conventions=("large-banner",), abstract_mode="teaser", seed=seed
    )
    check(truth, pdf)


@pytest.mark.parametrize(("seed", "mode"), [(4, "columns"), (6, "beside")])
def test_a_box_of_key_points_under_the_names_adds_no_names(
    tmp_path: Path, seed: int, mode: str
) -> None:
    record = replace(PLAIN, authors=("Edward Chang", "Avideh Zakhor"))
    truth, pdf = draw(
        tmp_path, record, conventions=("highlights-box",), author_mode=mode, seed=seed
    )
    check(truth, pdf)


@pytest.mark.parametrize("size", [14.0, 23.5])
def test_a_title_line_of_digits_stays_with_its_title(tmp_path: Path, size: float) -> None:
    # At these sizes the title's last line is "1850" alone.
    record = replace(
        PLAIN, title="Glacier retreat and summer temperatures in the Eastern Alps since 1850"
    )
    truth, pdf = draw(tmp_path, record, title_size=size, seed=1)
    check(truth, pdf)


@pytest.mark.parametrize(
    ("title", "size"),
    [
        ("Overview of disk-based storage for scalable video streams on many servers", 22.0),
        ("Introduction to scalable video storage", 17.0),
    ],
)
def test_a_title_worded_like_a_section_heading_is_still_front_matter(
    tmp_path: Path, title: str, size: float
) -> None:
    # "Overview …" / "Introduction …" opens the title, not the body: names follow it.
    truth, pdf = draw(tmp_path, replace(PLAIN, title=title), title_size=size, seed=2)
    check(truth, pdf)
