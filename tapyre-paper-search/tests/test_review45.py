"""Round 45's review (review45): rules that read too much, fixed.

- A participle lead (bylines45's :mod:`~tapyre_paper_search.pdf.bylineverbs`) read a
  title's line in capitals as names ("Guided by Large Language Models" named "Large
  Language Models"): :func:`~tapyre_paper_search.pdf.bylinepeople.reads_as_names`
  refuses a piece of three dictionary words or more with no given name.
- A person's colon or dash (:func:`~tapyre_paper_search.pdf.bylinetails.members_after_colon`)
  read any capitalised part after it as a second person ("Ann Lee – Executive Summary",
  "Ann Lee - World Bank"): a part that names a thing (an organisation, a heading, a
  document's part or state) and no person is left out.
- :mod:`~tapyre_paper_search.pdf.asidenames` read two capitalised words before any
  bracket with a comma as a name ("Supplementary Material (Tables S1, S2)"): the aside
  must name a place.
- :func:`~tapyre_paper_search.pdf.refacronyms.without_run_on_acronym` cut a part's roman
  number as a publisher's acronym ("… Computer Vision Part II" -> "… Part"): a roman
  numeral is no acronym.

Each fix has tests that fail on main 2839b7ae and labelled controls (pass on both).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from report_pages import Row, report_authors
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.bylinetails import members_after_colon
from tapyre_paper_search.pdf.bylineverbs import participle_names
from tapyre_paper_search.pdf.closingbyline import Closing
from tapyre_paper_search.pdf.frontnames import zone_names
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.refacronyms import without_run_on_acronym
from tapyre_paper_search.pdf.references import parse_reference

# --- a participle before a title's words in capitals ---------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Guided by Large Language Models",
        "Regulated by Heat Shock Proteins",
        "Governed by Partial Differential Equations",
        "Validated by Monte Carlo Simulation",
        "Mediated by Tumor Necrosis Factor",
    ],
)
def test_a_participle_before_a_topic_in_capitals_names_nobody(line: str) -> None:
    assert participle_names(line) is None


@pytest.mark.parametrize(
    "line",
    ["Regulated by Heat Shock Proteins in yeast", "Guided by Large Language Models in practice"],
)
def test_a_title_line_with_a_participle_reads_no_names(line: str) -> None:
    assert names_in_line(line) == []


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Drafted by Ann Lee and Bo Chen", "Ann Lee and Bo Chen"),
        ("Estudo realizado por Rita Santos", "Rita Santos"),
        ("Drafted by Mary Ann Brown", "Mary Ann Brown"),
        ("Compiled by Tom Lee", "Tom Lee"),
        ("Drafted by Mark van der Berg", "Mark van der Berg"),
        ("Drafted by Tom de la Cruz", "Tom de la Cruz"),
    ],
)
def test_control_names_after_a_participle_stay_read(line: str, names: str) -> None:
    assert participle_names(line) == names


# --- a person's colon or dash before what is no person -------------------------------


@pytest.mark.parametrize(
    "rest",
    [
        "Ann Lee – Executive Summary",
        "Ann Lee - World Bank",
        "Ann Lee: Draft Version",
        "Ann Lee: Keynote Address",
        "Ann Lee - Appendix A",
    ],
)
def test_after_a_person_a_part_that_is_no_person_is_left_out(rest: str) -> None:
    assert members_after_colon(rest) == "Ann Lee"


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Presented by Ann Lee - World Bank", ["Ann Lee"]),
        ("Prepared by Ann Lee: Draft Version", ["Ann Lee"]),
        ("Presented by Ann Lee: Annual General Meeting", ["Ann Lee"]),
        ("Prepared by Ann Lee – Team Lead", ["Ann Lee"]),
    ],
)
def test_a_lead_then_a_person_and_a_dash_names_the_person(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("rest", "names"),
    [
        ("Ann Lee: Bo Chen", "Ann Lee, Bo Chen"),
        ("Ann Lee: Rita Santos", "Ann Lee, Rita Santos"),
        ("Ann Lee – Tom Brown", "Ann Lee, Tom Brown"),
        ("Ann Lee – Grace Wood, Bo Chen", "Ann Lee, Grace Wood, Bo Chen"),
        ("Ravi Menon – Sofia Lindgren", "Ravi Menon, Sofia Lindgren"),
        ("Statistics Norway – Ann Lee", "Ann Lee"),
        ("Ann Lee: Senior Analyst", "Ann Lee"),
        ("Ann Lee: Department of Health", "Ann Lee"),
    ],
)
def test_control_two_people_a_body_and_a_post_read_as_before(rest: str, names: str) -> None:
    assert members_after_colon(rest) == names


_FLOOD = "Flood Risk in the Baltic Region"


def _report(tmp: Path, subtitle: str, byline: str) -> tuple[str, ...]:
    """A report page: its title, ``subtitle`` under it in bold, then ``byline``."""
    rows = [Row(124, subtitle, size=13, bold=True)] + ([Row(150, byline)] if byline else [])
    return report_authors(tmp / "r.pdf", rows, tail=166, intro=350, title=_FLOOD)


@pytest.mark.parametrize(
    ("subtitle", "byline", "names"),
    [
        ("Guided by Large Language Models", "Ann Lee and Bo Chen", ("Ann Lee", "Bo Chen")),
        ("Regulated by Heat Shock Proteins", "", ()),
        ("Presented by Ann Lee - World Bank", "", ("Ann Lee",)),
        ("Compiled by Ann Lee: Draft Version", "", ("Ann Lee",)),
    ],
)
def test_a_report_page_reads_no_topic_nor_document_as_authors(
    tmp_path: Path, subtitle: str, byline: str, names: tuple[str, ...]
) -> None:
    assert _report(tmp_path, subtitle, byline) == names


@pytest.mark.parametrize(
    "byline", ["Prepared by Ann Lee – Executive Summary", "Presented by Ann Lee – World Bank"]
)
def test_a_byline_s_dash_before_a_thing_names_the_person_only(tmp_path: Path, byline: str) -> None:
    # the byline in DejaVu Serif: the base-14 bold face prints an en dash as "·"
    assert _report(tmp_path, "A Regional Assessment", byline) == ("Ann Lee",)


def test_control_a_participle_byline_under_a_subtitle_is_read(tmp_path: Path) -> None:
    assert _report(tmp_path, "A Regional Assessment", "Drafted by Ann Lee and Bo Chen") == (
        "Ann Lee",
        "Bo Chen",
    )


# --- a name before a place in brackets ------------------------------------------------


def _zone_read(texts: list[str]) -> tuple[str, ...]:
    """The names the author zone ``texts`` (at a chapter page's foot, under a title,
    the classifier scoring them low) gives."""
    title = Line("Conformal Field Theory", 22.0, False, False, False, 72.0, 150.0, 540.0, 172.0, 0)
    lines = [title] + [
        Line(text, 10.0, False, False, False, 72.0, 689.0 + 12 * k, 540.0, 699.0 + 12 * k, 2)
        for k, text in enumerate(texts)
    ]
    scores = np.array([0.0] + [0.1] * len(texts))
    zone = list(range(1, len(texts) + 1))
    return zone_names(lines, [0], [], zone, scores, found=None, closing=Closing())


@pytest.mark.parametrize(
    "texts",
    [
        ["Supplementary Material (Tables S1, S2)"],
        ["Climate Change (IPCC, 2021)"],
        ["Open Access (CC BY, 2021)"],
        ["Working Paper (Series A, No. 12)"],
        ["Received Date (dd, mm, yyyy)"],
    ],
)
def test_words_before_an_aside_that_names_no_place_are_no_name(texts: list[str]) -> None:
    assert _zone_read(texts) == ()


@pytest.mark.parametrize(
    ("texts", "names"),
    [
        (["Ann Lee (Lund University, Sweden)"], ("Ann Lee",)),
        (["Bo Chen (Lund, Sweden)"], ("Bo Chen",)),
        (["Rita Santos (Porto,", "Portugal)"], ("Rita Santos",)),
        (["Claire Martin (Inserm, Paris, France)"], ("Claire Martin",)),
        (["Claire Martin (Inserm, Paris)"], ("Claire Martin",)),
    ],
)
def test_control_a_name_before_its_place_is_read(texts: list[str], names: tuple[str, ...]) -> None:
    assert _zone_read(texts) == names


# --- a roman numeral after a proceedings' name ----------------------------------------


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "J. Doe. A title here. In Proceedings of the European Conference on Computer"
            " Vision Part II, pages 1-9, 2020.",
            "Proceedings of the European Conference on Computer Vision Part II",
        ),
        (
            "J. Doe. A title here. In Proceedings of the Symposium on Combinatorics Volume"
            " III, pages 1-9, 2020.",
            "Proceedings of the Symposium on Combinatorics Volume III",
        ),
        (
            "Doe J & AB Roe 2006 ‘Trade and growth’ in Proceedings of the Conference on"
            " Logic Vol IV pp. 1-9.",
            "Proceedings of the Conference on Logic Vol IV",
        ),
    ],
)
def test_a_part_s_roman_number_stays_in_the_venue(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


@pytest.mark.parametrize(
    ("venue", "kept"),
    [
        (
            "Proceedings of the 5th Conference on Psychology IEEE",
            "Proceedings of the 5th Conference on Psychology",
        ),
        (
            "Proceedings of the International Conference on Machine Learning ICML",
            "Proceedings of the International Conference on Machine Learning ICML",
        ),
        (
            "Proceedings of the 31st Conference on Oncology ACM",
            "Proceedings of the 31st Conference on Oncology",
        ),
    ],
)
def test_control_a_publisher_s_acronym_is_cut_a_name_s_own_kept(venue: str, kept: str) -> None:
    assert without_run_on_acronym(venue) == kept
