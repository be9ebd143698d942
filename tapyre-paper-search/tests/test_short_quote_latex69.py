"""latex69: a short abstract set as a quote (small type, indented on both sides, no
heading) right over the first section's heading is read though it holds fewer than
``MIN_WORDS`` words (:mod:`tapyre_paper_search.pdf.shortquote`)."""

from __future__ import annotations

from tapyre_paper_search.pdf.headingless import from_probabilities
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.shortquote import enough_words

_QUOTE = (
    "We prove the existence of global Bishop discs in a strictly pseudoconvex Stein domain in",
    "an almost complex manifold of complex dimension 2.",
)
_PROSE = "Adherens junctions, which are organized by adhesion proteins, sense pulling forces"


def _line(text: str, y: float, size: float, x0: float, x1: float, *, bold: bool = False) -> Line:
    return Line(text, size, bold, False, False, x0, y, x1, y + size, 0)


def _page(
    quote: tuple[str, ...] = _QUOTE, size: float = 9.0, edges: tuple[float, float] = (133, 462)
) -> list[Line]:
    left, right = edges
    rows = [_line(t, 182 + 11 * k, size, left, right) for k, t in enumerate(quote)]
    return [
        _line("Proper J-holomorphic discs in Stein domains", 113, 14.3, 140, 456, bold=True),
        _line("Bernard Coupet, Alexandre Sukhov, and Alexander Tumanov", 156, 10.0, 141, 454),
        *rows,
        _line("1. Introduction", 218, 12.0, 113, 201, bold=True),
        *[_line(_PROSE, 234 + 12 * k, 10.0, 113, 482) for k in range(6)],
    ]


def test_a_short_quote_over_the_first_heading_is_the_abstract() -> None:
    page = _page()
    assert enough_words(page, [2, 3])
    scores = [0.9 if k in (2, 3) else 0.0 for k in range(len(page))]
    found = from_probabilities(page, range(len(page)), scores)
    assert found is not None and found.text.startswith("We prove the existence")


def test_controls_body_type_full_measure_no_sentence_end_one_line_body_after() -> None:
    assert not enough_words(_page(size=10.0), [2, 3])  # the body's type
    assert not enough_words(_page(edges=(113, 482)), [2, 3])  # the body's measure
    open_end = (_QUOTE[0], "an almost complex manifold of complex dimension 2 and")
    assert not enough_words(_page(open_end), [2, 3])  # no sentence ends it
    assert not enough_words(_page((_QUOTE[1],)), [2])  # one line, few words
    page = _page()
    del page[4]  # prose right after the quote, no heading
    assert not enough_words(page, [2, 3])
