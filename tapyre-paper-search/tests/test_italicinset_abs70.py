"""abs70: a short abstract with no heading set in italic, in from both edges, over the
introduction's roman paragraph at the whole measure
(:mod:`tapyre_paper_search.pdf.italicinset`, asked in
:func:`~tapyre_paper_search.pdf.headingless.inferred`).

The classifier scores a short italic inset below the roman paragraph under it, which
was read as the abstract.  Controls: an epigraph hanging to the right with its
attribution, a quotation, a dedication or an occasion's note set the same way, a line
with no sentence's end, an inset at the measure, a long inset the classifier reads.
Lines built as PyMuPDF reads a one-column page (9 pt body, 8.5 pt italic inset)."""

from __future__ import annotations

import numpy as np
import pytest
from tapyre_paper_search.pdf.headingless import inferred
from tapyre_paper_search.pdf.lines import Line

_LEFT, _RIGHT = 64.0, 531.0
_INTRO = [
    "Membrane cholesterol modulates a variety of cell signalling pathways and functions.",
    "While cholesterol depletion has potent anti-inflammatory effects in various cell",
    "types, its effects on inflammatory responses in macrophages remain elusive, and we",
    "show here overt pro-inflammatory effects of passive cholesterol depletion.",
]


def _line(text: str, y: float, size: float, x0: float, x1: float, *, italic: bool = False,
          bold: bool = False) -> Line:  # fmt: skip
    return Line(text=text, size=size, bold=bold, italic=italic, mono=False, x0=x0, y0=y,
                x1=x1, y1=y + size * 1.1, block=int(y))  # fmt: skip


def _page(inset: list[str], x0: float = 92.0, x1: float = 503.0) -> list[Line]:
    """Title, byline, an italic place line, the ``inset`` lines (``x0`` to ``x1``, the
    last shorter), the roman paragraph at the measure."""
    lines = [
        _line("The birth of string theory", 68.0, 17.0, _LEFT, 308.0, bold=True),
        _line("Paolo Di Vecchia", 93.0, 11.0, _LEFT, 162.0),
        _line("Niels Bohr Institute, Copenhagen, Denmark", 116.0, 8.0, _LEFT, 300.0, italic=True),
    ]  # fmt: skip
    y = 137.0
    for k, text in enumerate(inset):
        end = x1 if k < len(inset) - 1 else min(x1, x0 + 180.0)
        lines.append(_line(text, y, 8.5, x0, end, italic=True))
        y += 10.5
    y += 11.0
    for k, text in enumerate(_INTRO):
        lines.append(_line(text, y + 11.0 * k, 9.0, _LEFT, _RIGHT if k < 3 else 300.0))
    return lines


def _read(lines: list[Line], *, inset_score: float = 0.3) -> str:
    """``inferred`` with the classifier calling the roman paragraph abstract and the
    inset ``inset_score``."""
    scores = np.array([0.0, 0.0, 0.0] + [inset_score] * (len(lines) - 7) + [0.95] * 4)
    found = inferred(lines, 1, 9.0, scores, {0})
    return found.text if found is not None else ""


_SHORT = {
    "english": ["In this contribution we go through the developments that in the years 1968",
                "to 1974 led from the Veneziano model to the bosonic string."],
    "german": ["Wir beschreiben eine Reduktion von SAT auf 2-SAT in polynomieller Zeit und",
               "zeigen, dass die Größe der Formel polynomiell bleibt."],
    "french": ["Nous décrivons les archives notariales d'une petite ville du Languedoc au",
               "dix-huitième siècle et ce qu'elles disent des familles."],
    "spanish": ["Se analiza la jurisprudencia reciente del Tribunal Supremo sobre la",
                "responsabilidad civil de los médicos en la sanidad pública."],
    "portuguese": ["Descrevemos uma redução de SAT para 2-SAT em tempo polinomial, com uma",
                   "fórmula de tamanho polinomial no número de variáveis."],
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(_SHORT))
def test_a_short_italic_inset_over_the_roman_text_is_the_abstract(language: str) -> None:
    inset = _SHORT[language]
    assert _read(_page(inset)) == " ".join(inset)


def test_control_an_epigraph_hanging_right_with_its_attribution_is_not_read() -> None:
    """An epigraph set in from the left only: the roman paragraph, as on the base."""
    epigraph = ["What we call the beginning is often the end, and to make an end is to",
                "make a beginning; the end is where we start from."]  # fmt: skip
    got = _read(_page(epigraph, x0=300.0, x1=531.0))
    assert got.startswith("Membrane cholesterol")


@pytest.mark.parametrize(
    "inset",
    [
        ["\u201cNothing in life is to be feared, it is only to be understood, and now is",
         "the time to understand more, so that we may fear less.\u201d"],
        ["Dedicated to Professor Maria Rossi on the occasion of her seventieth birthday,",
         "with gratitude from her students and colleagues."],
        ["Herrn Professor Dr. Hans Müller anlässlich seines siebzigsten Geburtstages in",
         "Dankbarkeit und Verehrung von seinen Schülern."],
        ["À la mémoire de Jean Dupont, notre collègue et ami, qui nous a quittés trop tôt",
         "au printemps dernier."],
        ["Communicated by Maria Rossi, University of Padua. Received 12 March 2019; revised",
         "2 May 2019; accepted 3 June 2019."],
        ["Zur Geschichte der Feldforschung in den Alpen zwischen den beiden Weltkriegen",
         "und danach"],
    ],
)  # fmt: skip
def test_control_a_quotation_note_or_title_set_so_is_not_read(inset: list[str]) -> None:
    assert _read(_page(inset)).startswith("Membrane cholesterol")


def test_control_an_italic_block_at_the_measure_is_not_an_inset() -> None:
    inset = _SHORT["english"]
    assert _read(_page(inset, x0=_LEFT, x1=_RIGHT)).startswith("Membrane cholesterol")


def test_control_a_long_inset_the_classifier_reads_is_read_as_before() -> None:
    inset = [*_SHORT["english"][:1], *_SHORT["german"][:1], *_SHORT["french"]]
    got = _read(_page(inset), inset_score=0.97)
    assert got.startswith("In this contribution")
