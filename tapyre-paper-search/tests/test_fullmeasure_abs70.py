"""abs70: a one-column abstract cut by page 1's footnotes in mid-sentence at a full line
goes on at page 2's top with a line that opens in a capital or a bracket
(:mod:`tapyre_paper_search.pdf.fullmeasure`, asked by
:func:`~tapyre_paper_search.pdf.abstractcarry.carry_on`).

The base wanted lower case there and read a capitalised line in the page's top 9 % as
its running head: the continuation was lost ("… isolated from the" / "Intestinal …",
German nouns, place names, "(quarks and leptons) …"), or its first line only (a
sentence's end over notes on the authors, the next sentence at page 2's top).
Controls: a page-1 line stopping short of the measure, a running head or a body column
in the abstract's size, a line set apart from the text under it, another type.
Lines built as PyMuPDF reads a one-column preprint (A4, 10 pt abstract, 8 pt notes)."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.abstractcarry import carry_on
from tapyre_paper_search.pdf.lines import Line

_HEIGHT = 842.0
_LEFT, _RIGHT = 72.0, 523.0


def _line(
    text: str,
    y: float,
    size: float = 10.0,
    *,
    x1: float = _RIGHT,
    page: int = 0,
    bold: bool = False,
    italic: bool = False,
    block: int = 0,
) -> Line:
    return Line(text=text, size=size, bold=bold, italic=italic, mono=False, x0=_LEFT, y0=y,
                x1=x1, y1=y + size * 1.02, block=block, page=page)  # fmt: skip


def _first_page(rows: list[str], *, last_x1: float = _RIGHT, notes: float = 8.0) -> list[Line]:
    """The abstract's heading, its ``rows`` (the last ending ``last_x1``), the notes in
    ``notes`` points (9: notes on the authors set apart, the abstract ends before them)."""
    lines = [_line("Abstract", 560.0, 11.0, bold=True, x1=130.0)]
    for k, text in enumerate(rows):
        x1 = last_x1 if k == len(rows) - 1 else _RIGHT
        lines.append(_line(text, 578.0 + 12.0 * k, x1=x1, block=1))
    lines += [
        _line("* Corresponding author: a.lee@example.org", 770.0, notes, x1=260.0, block=2),
        _line("1 Department of Biology, Lisbon, Portugal", 781.0, notes, x1=300.0, block=3),
    ]
    return lines


def _second_page(rows: list[str], *, head: str = "J. Appl. Res. 2016, 11",
                 x1: float = _RIGHT, gap: float = 12.0) -> list[Line]:  # fmt: skip
    """Page 2: a small running head, ``rows`` from its top margin (each but the last
    ``x1`` wide, ``gap`` from the first to the second), keywords, a bold heading."""
    lines = [_line(head, 30.0, 8.0, x1=170.0, page=1)] if head else []
    y = 53.0
    for k, text in enumerate(rows):
        end = x1 if k < len(rows) - 1 else min(x1, 300.0)
        lines.append(_line(text, y, x1=end, page=1, block=1))
        y += gap if k == 0 else 12.0
    lines.append(_line("Keywords: spill, page, abstract", y + 14.0, page=1, x1=300.0, block=2))
    lines.append(_line("1 Introduction", y + 40.0, 12.0, bold=True, x1=160.0, page=1, block=3))
    return lines


_CASES = {
    "english": (
        ["The transition of ductal carcinoma in situ to invasive carcinoma is poorly",
         "understood. The proteolytic end-products of the fungus offer a substratum for",
         "the growth of the bacterium, and the latter may be isolated from the"],
        ["Intestinal tract of apparently healthy mice, possibly as a constituent of the",
         "transient microflora of the animals studied here.",
         ],
    ),
    "german": (
        ["Die Aufnahme eines Tracers durch die Wurzeln dreier Gräser wurde bei steigendem",
         "Salzgehalt gemessen. Sie nahm bei zwei der Gräser ab und blieb beim dritten",
         "erhalten, was seine Ausbreitung auf salzigen Böden und die Verteilung des"],
        ["Wassers im Gewächshaus und auf dem Feld erklären kann, wie die Messungen an",
         "drei Standorten zeigen."],
    ),
    "french": (
        ["Nous avons mesuré la teneur en azote de trois sols agricoles pendant deux ans.",
         "Les prélèvements ont été faits chaque mois et analysés au laboratoire selon la",
         "méthode classique, et les résultats ont été comparés à ceux obtenus par le"],
        ["Kjeldahl automatisé du laboratoire régional, qui donne des valeurs voisines à",
         "deux pour cent près."],
    ),
    "spanish": (
        ["Estudiamos la migración interna de trabajadores agrícolas durante la última",
         "década a partir de los censos nacionales y de encuestas de hogares realizadas",
         "en tres provincias, y comparamos los resultados con los de otros países de"],
        ["América Latina que han seguido políticas similares de desarrollo rural en el",
         "mismo periodo."],
    ),
    "portuguese": (
        ["Este trabalho analisa a jurisprudência dos tribunais superiores sobre a",
         "responsabilidade civil do Estado por omissão, a partir de decisões publicadas",
         "entre 2000 e 2020, e discute os seus efeitos sobre a administração pública no"],
        ["Brasil e em Portugal, onde a doutrina seguiu caminhos diferentes nas últimas",
         "décadas."],
    ),
    "bracket": (
        ["The field equations of the compounding fields can be presented by analogy with",
         "octonion and sedenion interactions, and the study deduces some conclusions on",
         "the field source particles of the electromagnetic and gravitational currents"],
        ["(quarks and leptons) and intermediate particles consistent with current theories",
         "of interaction."],
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(_CASES))
def test_a_full_line_going_on_at_page_twos_top_in_a_capital_is_taken(case: str) -> None:
    first_rows, next_rows = _CASES[case]
    found = find_heading(_first_page(first_rows), 0, height=_HEIGHT)
    assert found is not None and not found.complete
    carried = carry_on(_second_page(next_rows), found, _HEIGHT)
    assert carried.text.endswith(next_rows[-1])
    assert next_rows[0] in carried.text


def test_control_a_page_one_line_short_of_the_measure_ends_there() -> None:
    """The last line stops short: its paragraph may end there; the capital line after
    it is not taken (as on the base)."""
    first_rows, next_rows = _CASES["german"]
    found = find_heading(_first_page(first_rows, last_x1=360.0), 0, height=_HEIGHT)
    assert found is not None
    carried = carry_on(_second_page(next_rows), found, _HEIGHT)
    assert next_rows[0] not in carried.text


@pytest.mark.parametrize("case", ["english", "spanish"])
def test_control_a_body_column_at_page_twos_top_is_not_taken(case: str) -> None:
    """A two-column body's first line (half the measure) opens page 2: no part of it."""
    first_rows, next_rows = _CASES[case]
    found = find_heading(_first_page(first_rows), 0, height=_HEIGHT)
    assert found is not None
    carried = carry_on(_second_page(next_rows, x1=290.0), found, _HEIGHT)
    assert next_rows[0] not in carried.text


def test_control_a_full_running_head_set_apart_is_not_taken() -> None:
    """A line of the abstract's size across the measure in the top margin, set apart
    from the text under it (a running head), is not the abstract's."""
    first_rows, _ = _CASES["english"]
    rows = ["Journal of Applied Research and Field Studies, volume 11, issue 2, pages 1-14, 2016",
            "Intestinal tract of apparently healthy mice, possibly as a constituent of the",
            "transient microflora of the animals studied here."]  # fmt: skip
    found = find_heading(_first_page(first_rows), 0, height=_HEIGHT)
    assert found is not None
    carried = carry_on(_second_page(rows, head="", gap=30.0), found, _HEIGHT)
    assert "Journal of Applied Research" not in carried.text


def test_control_an_italic_line_at_page_twos_top_is_not_taken() -> None:
    """A line in another slant (an epigraph, a quoted head) at page 2's top: no."""
    first_rows, next_rows = _CASES["french"]
    found = find_heading(_first_page(first_rows), 0, height=_HEIGHT)
    assert found is not None
    second = _second_page(next_rows)
    second[1] = _line(next_rows[0], 53.0, italic=True, page=1, block=1)
    carried = carry_on(second, found, _HEIGHT)
    assert next_rows[0] not in carried.text


def test_the_unit_wants_a_full_line_on_both_sides() -> None:
    """:func:`measure_goes_on` itself: a full page-1 line ending no sentence and a full
    line of its type at the column's edge with its text under it."""
    from tapyre_paper_search.pdf.fullmeasure import measure_goes_on

    first_rows, next_rows = _CASES["portuguese"]
    found = find_heading(_first_page(first_rows), 0, height=_HEIGHT)
    assert found is not None and found.state is not None
    second = _second_page(next_rows)
    assert measure_goes_on(second, 1, found.state)
    assert not measure_goes_on(second, 0, found.state)  # the small running head
    assert not measure_goes_on(_second_page(next_rows, x1=290.0), 1, found.state)


_ENDED = ["The transition of ductal carcinoma in situ to invasive carcinoma is poorly",
          "understood. The proteolytic end-products of the fungus offer a substratum for",
          "the growth of the bacterium, as the lesions in infected mice have shown."]  # fmt: skip
_NEXT = ["In view of these facts, the co-existence of the two agents of infection is",
         "of clinical interest for the study of the animals here and for their flora."]  # fmt: skip


def test_after_notes_on_the_authors_the_next_sentence_keeps_its_first_line() -> None:
    """A sentence's end over notes on the authors (set apart, an e-mail among them), the
    next sentence at page 2's top in the top margin: its first line was read as the
    running head and lost (abs69's left item); now taken."""
    found = find_heading(_first_page(_ENDED, notes=9.0), 0, height=_HEIGHT)
    assert found is not None and found.state is not None and found.state.after_notes
    carried = carry_on(_second_page(_NEXT), found, _HEIGHT)
    assert carried.text.endswith("have shown. " + " ".join(_NEXT))


def test_control_after_notes_a_body_column_still_ends_it() -> None:
    """The same, page 2 opening with a two-column body's line: the abstract ends."""
    found = find_heading(_first_page(_ENDED, notes=9.0), 0, height=_HEIGHT)
    assert found is not None
    carried = carry_on(_second_page(_NEXT, x1=290.0), found, _HEIGHT)
    assert carried.text.endswith("have shown.")
