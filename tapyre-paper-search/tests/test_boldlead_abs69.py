"""A bold standfirst set a little larger than the body, under the byline and over the
text in roman, is the abstract before any other headingless reading (abs69,
:func:`~tapyre_paper_search.pdf.boldlead.bold_lead` with ``larger``, asked first by
:func:`~tapyre_paper_search.pdf.headingless.inferred`); the base read the roman
paragraph under it (the first substantial one).  Controls, the roman paragraph read as
before: a notice in bold, a run far larger than the body (a deck or a heading), a run
right under the title (no byline between), a run over italic text, a bold
second-language title with no stop, a key point's run-in label."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.headingless import inferred
from tapyre_paper_search.pdf.lines import Line
from textlines import text_line

# Three lines, 30 words or more (fix64c: a two-line bold note is no standfirst).
_LEADS = {
    "en": ("In this article we discuss a relation between the string topology and the",
           "differential forms based on the theory of iterated integrals, and we show how",
           "the loop product of a manifold is read off its de Rham complex."),
    "de": ("Wir haben viertausend Straßenbäume in drei Städten zehn Jahre lang beobachtet",
           "und zeigen, dass die Breite der Baumscheibe wichtiger ist als die Art, vor",
           "allem in den ersten Jahren nach der Pflanzung."),
    "fr": ("Nous avons suivi quatre mille arbres d'alignement dans trois villes pendant",
           "dix ans : la largeur de la fosse compte davantage que l'espèce plantée, surtout",
           "pendant les premières années après la plantation."),
    "es": ("Seguimos cuatro mil árboles urbanos en tres ciudades durante diez años y",
           "mostramos que el ancho del alcorque importa más que la especie elegida, sobre",
           "todo en los primeros años tras la plantación."),
    "pt": ("Acompanhamos quatro mil árvores urbanas em três cidades durante dez anos e",
           "mostramos que a largura da cova importa mais do que a espécie plantada,",
           "sobretudo nos primeiros anos depois do plantio."),
}  # fmt: skip
_PARAGRAPH = (  # the introduction's first paragraph, reading like an abstract
    "Root growth under pavements is limited by soil compaction and heat. Here we show that",
    "deletion of the surface layer increases root depth in young lindens by 40% (P < 0.01),",
    "and that inhibition of sealing improves survival under drought. We found that these",
    "effects persist for five years. These results suggest a role for open pits in urban",
    "forestry and support a change in the planting guidelines of northern municipalities.",
)


def _line(text: str, y: float, size: float, *, bold: bool = False, x0: float = 72) -> Line:
    return text_line(text, y, size=size, bold=bold, x0=x0, x1=523, block=int(y))


def _page(
    lead: tuple[str, ...], *, size: float = 10.0, byline: bool = True, italic: bool = False
) -> list[Line]:
    lines = [_line("Iterated integrals and the loop product", 60, 17, bold=True)]
    if byline:
        lines.append(_line("Koichi Fujii and Ann Lee", 85, 11))
    y = 120.0
    for text in lead:
        lines.append(_line(text, y, size, bold=True))
        y += size * 1.2
    y += 8
    for k, text in enumerate(_PARAGRAPH):
        line = _line(text, y, 9.0, x0=84 if k == 0 else 72)
        lines.append(
            Line(text, 9.0, False, True, False, *_box(line), line.block) if italic else line
        )
        y += 11
    lines.append(_line("1. Introduction", y + 20, 10.0, bold=True))
    return lines


def _box(line: Line) -> tuple[float, float, float, float]:
    return line.x0, line.y0, line.x1, line.y1


def _read(lines: list[Line]) -> str:
    found = inferred(lines, 1, 9.0, None, {0})
    return " ".join(found.text.split()) if found else ""


@pytest.mark.parametrize("language", sorted(_LEADS))
def test_a_larger_bold_standfirst_is_the_abstract(language: str) -> None:
    assert _read(_page(_LEADS[language])) == " ".join(" ".join(_LEADS[language]).split())


@pytest.mark.parametrize("size", [10.0, 11.0])
def test_a_standfirst_one_or_two_points_larger(size: float) -> None:
    assert _read(_page(_LEADS["en"], size=size)).startswith("In this article")


@pytest.mark.parametrize(
    ("lead", "extra"),
    [
        (("This work was supported by the Swedish Research Council under grant 2019-01234",
          "and by the city of Umeå, which gave access to its planting records."), {}),
        (_LEADS["en"], {"size": 15.0}),  # far larger than the body: a deck or a heading
        (_LEADS["en"], {"byline": False}),  # right under the title: a subtitle or a deck
        (_LEADS["en"], {"italic": True}),  # over italic text, not the body's roman
        (("Zur Geschichte der Straßenbäume in drei nordischen Städten: eine Studie über",
          "zehn Jahre Wachstum und Überleben unter Pflaster"), {}),  # a title, no stop
        (("Question: Does the width of a tree pit change how street trees grow in their",
          "first decade after planting in three northern cities?"), {}),  # a key point
    ],
)  # fmt: skip
def test_no_larger_bold_standfirst(lead: tuple[str, ...], extra: dict[str, object]) -> None:
    assert not _read(_page(lead, **extra)).startswith(" ".join(lead[0].split()[:4]))  # type: ignore[arg-type]
