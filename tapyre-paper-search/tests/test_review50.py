"""Round 47's second review (review50) of refs53's reference rules.

* A title in capitals with no stop after a bare year, before a journal's head ("2009
  Quantum Chaos Journal of Physics 68(9), 472-481"), was read whole as the venue by
  refs53's titleless reading and the title lost (reftitleless._title_before_head).
* "and al." (the slip refs53 reads as "et al.") right before the year ("Roe, B., and
  al. 2010. Title") was read as the title (refnameforms.ET_AL).

and of front44's front-matter rules:

* the dot operator "⋅" (U+22C5) front44 made a name separator cut a product between
  symbols in a title ("Fast A⋅B Products" read as two names): now only spaced
  (linepieces.SPLIT);
* under "1. Abstract" a line opening "1.5 million …" lost "1.5" where the abstract's
  paragraphs carry no numbers: only where the first line opens with "1.1" are they
  dropped (numberedparas.unnumbered).

Controls (labelled) keep refs53's titleless venues, the names the rules must not eat,
front44's spaced operators and its numbered paragraphs.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.numberedparas import unnumbered
from tapyre_paper_search.pdf.references import parse_reference


def _title_venue(text: str) -> tuple[str, str]:
    ref = parse_reference(text)
    return ref.title, ref.venue


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Doe A & Roe B 2009 Quantum Chaos Journal of Physics 68(9), 472-481.",
            ("Quantum Chaos", "Journal of Physics"),
        ),
        (
            "Doe A & Roe B 2009 In Vivo Imaging Journal of Cell Studies 12, 3-9.",
            ("In Vivo Imaging", "Journal of Cell Studies"),
        ),
        (
            "Doe A & Roe B 2009 Spin Glasses International Journal of Magnetism 12, 3-9.",
            ("Spin Glasses", "International Journal of Magnetism"),
        ),
        (
            "Doe A & Roe B 2009 Marine Biology Advances in Radiology 57(12), 177-180.",
            ("Marine Biology", "Advances in Radiology"),
        ),
        (
            "Doe, A. & Roe, B. (2014). Quantum Chaos Journal of Physics, 65 (3), 34-48.",
            ("Quantum Chaos", "Journal of Physics"),
        ),
    ],
)
def test_a_title_in_capitals_before_a_journals_head_is_kept(
    text: str, expected: tuple[str, str]
) -> None:
    assert _title_venue(text) == expected


def test_a_sentence_case_title_before_a_journals_head_gets_its_venue() -> None:
    text = "Doe A & Roe B 2009 Gauge theories Annals of Physics 68, 472-481."
    assert _title_venue(text) == ("Gauge theories", "Annals of Physics")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Ravindran T R & Chandra S 2009 Annals of Marine Chemistry 68(9), 472-481.",
            ("", "Annals of Marine Chemistry"),
        ),
        (
            "Hoekstra A G & Xi X 2004 Proceedings of the 60th Conference on Materials 81, 172-179.",
            ("", "Proceedings of the 60th Conference on Materials"),
        ),
        (
            "Doe, A. & Roe, B. (2014). International Journal of Physics, 65 (3), 34-48.",
            ("", "International Journal of Physics"),
        ),
        (
            "Doe A & Roe B 2009 Physical Review Letters 68, 472-481.",
            ("", "Physical Review Letters"),
        ),
        (
            "Doe A & Roe B 2009 Spin glasses. Journal of Physics B 68(9), 472-481.",
            ("Spin glasses", "Journal of Physics B"),
        ),
    ],
)
def test_control_titleless_venues_and_a_stopped_title_stay(
    text: str, expected: tuple[str, str]
) -> None:
    assert _title_venue(text) == expected


def test_and_al_before_the_year_closes_the_names() -> None:
    ref = parse_reference("Doe, A., Roe, B., and al. 2010. Spin waves in films. Nature 521, 1-5.")
    assert ref.authors == ("A. Doe", "B. Roe")
    assert (ref.title, ref.venue) == ("Spin waves in films", "Nature")


def test_and_colleagues_before_the_year_closes_the_names() -> None:
    ref = parse_reference("Doe, A. and colleagues 2010. Spin waves in films. Nature 521, 1-5.")
    assert ref.authors == ("A. Doe",)
    assert ref.title == "Spin waves in films"


def test_control_a_given_name_al_after_and_is_a_person() -> None:
    ref = parse_reference("Doe, A., Roe, B., and Al. Efros, 2010. Title here. Nature 521, 1-5.")
    assert ref.authors == ("A. Doe", "B. Roe", "Al. Efros")
    assert (ref.title, ref.venue) == ("Title here", "Nature")


def test_control_and_al_before_a_title_still_closes_the_names() -> None:
    ref = parse_reference("Doe, A. and al. Spin waves in films. Nature 521, 1-5 (2010).")
    assert ref.authors == ("A. Doe",)
    assert ref.title == "Spin waves in films"


@pytest.mark.parametrize("line", ["Fast A\u22c5B Products", "Dense A\u2219B Sums"])
def test_an_unspaced_dot_operator_is_a_product_not_a_cut(line: str) -> None:
    assert names_in_line(line) == []


@pytest.mark.parametrize("dot", ["\u2219", "\u22c5"])
def test_control_a_spaced_operator_still_joins_names(dot: str) -> None:
    assert names_in_line(f"Ann Lee {dot} Bo Chen") == ["Ann Lee", "Bo Chen"]


def _heading(text: str) -> list[Line]:
    return [Line(text, 10.0, True, False, False, 72.0, 100.0, 200.0, 110.0, 0)]


def test_an_unnumbered_abstract_under_a_numbered_heading_keeps_its_numbers() -> None:
    parts = ["We count the deaths of", "1.5 million people over", "ten years."]
    assert unnumbered(parts, _heading("1. Abstract"), 0) == parts


def test_control_numbered_paragraphs_lose_their_numbers() -> None:
    parts = ["1.1 Many viruses spread.", "1.2 We report a study."]
    assert unnumbered(parts, _heading("1 Summary"), 0) == [
        "Many viruses spread.",
        "We report a study.",
    ]
