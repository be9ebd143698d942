"""A city closed by its country under an author card's institution is no name (issue 25,
``latex67``).

An ACM author card stacks the name (12 pt) over the department, the institution, "Ann
Arbor, UK" and the e-mail (10 pt).  The classifier rates the city's line an author's,
and the lenient reading gives "Ann Arbor": the byline's wrap across the card's rows
(:func:`~tapyre_paper_search.pdf.bandbreaks.reads_across_breaks`) added it as an author.
Line-level: the card's lines are built here.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.bandbreaks import reads_across_breaks
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.placelines import city_under_affiliation


def _card(rows: list[tuple[str, float]], top: float = 100.0) -> list[Line]:
    """``rows`` (text, size) stacked from ``top``, centred at x 150, one block."""
    lines, y = [], top
    for text, size in rows:
        width = 0.5 * size * len(text)
        lines.append(Line(text, size, False, False, False, 150 - width / 2, y, 150 + width / 2,
                          y + size, 0))  # fmt: skip
        y += size * 1.2
    return lines


def _two_cards(city: str = "Ann Arbor, UK", name_size: float = 12.0) -> list[Line]:
    rows = [
        ("Maxim A. Yurkin", name_size),
        ("Centre for Marine Chemistry", 10.0),
        ("Ann Arbor Institute of Technology", 10.0),
        (city, 10.0),
        ("myurkin@technology.ac.jp", 10.0),
        ("Valeri P. Maltsev", name_size),
        ("Centre for Marine Chemistry", 10.0),
        ("Ann Arbor Institute of Technology", 10.0),
        (city, 10.0),
        ("valeri.maltsev@technology.org", 10.0),
    ]
    return _card(rows)


def _scores(lines: list[Line]) -> list[float]:
    """The classifier's author probabilities as it gave them: the names and the cities."""
    return [1.0 if i in (0, 3, 5, 8) else 0.0 for i in range(len(lines))]


def test_a_city_closed_by_its_country_under_a_cards_institution_is_a_place() -> None:
    lines = _two_cards()
    zone = list(range(len(lines)))
    assert city_under_affiliation(lines, zone, 3)
    assert city_under_affiliation(lines, zone, 8)  # the first card's city is no name above


def test_the_cards_rows_read_across_no_city() -> None:
    lines = _two_cards()
    zone = list(range(len(lines)))
    read = [n for row in reads_across_breaks(lines, zone, _scores(lines)) for n in row]
    assert "Ann Arbor" not in read


def test_a_degree_after_a_name_is_no_region() -> None:
    lines = _two_cards("Ann Lee, MD")
    assert not city_under_affiliation(lines, list(range(len(lines))), 3)


def test_a_generation_or_letters_after_a_name_are_no_region() -> None:
    """Cards in one type, every name closed by a suffix of a code's shape (fix60c)."""
    for suffix in ("DO", "III"):
        lines = _two_cards(f"Jane Roe, {suffix}", name_size=10.0)
        lines[0] = _card([(f"Maxim Yurkin, {suffix}", 10.0)], lines[0].y0)[0]
        assert not city_under_affiliation(lines, list(range(len(lines))), 3)


def test_a_card_set_in_one_type_tells_no_city_from_a_person() -> None:
    lines = _two_cards(name_size=10.0)  # names in the addresses' type: kept as before
    assert not city_under_affiliation(lines, list(range(len(lines))), 3)


def test_a_line_in_the_names_type_under_an_institution_is_no_city() -> None:
    lines = _two_cards()
    lines[3] = _card([("Ann Lee, UK", 12.0)], lines[3].y0)[0]
    assert not city_under_affiliation(lines, list(range(len(lines))), 3)
