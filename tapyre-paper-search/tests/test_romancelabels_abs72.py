"""abs72: a structured abstract whose parts' labels stand on lines of their own in
French, Spanish, Portuguese or Italian ("Métodos", "Résultats", "Conclusiones",
"Risultati"): the label list (:data:`~tapyre_paper_search.pdf.structlabels.
STRUCTURE_LABEL`) held English and German ones only, so such a label, bold on its own
line after a sentence's end, ended the abstract as a heading would (the abstract cut
after its first part or two).  Now the parts' labels of those four languages are in
the list (not "Introducción", "Discussione", which head a body).  Controls: the body's
bold "Introducción" under the abstract still ends it; an English abstract with its
labels alone, as before.  Real PDFs drawn with PyMuPDF in base-14 Times."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import AUTHORS, BODY, TITLE, Writer
from tapyre_paper_search.pdf import extract_pdf, structlabels

_PARTS = {
    "spanish": (
        ("Antecedentes", "La mortalidad por cáncer de mama baja con el cribado."),
        ("Métodos", "Se revisaron doce ensayos con medio millón de mujeres."),
        ("Resultados", "El cribado redujo la mortalidad en una quinta parte."),
        ("Conclusiones", "El cribado de mujeres mayores de cincuenta años es útil."),
    ),
    "french": (
        ("Contexte", "Les arbres des villes sont comptés chaque année."),
        ("Méthodes", "Nous avons comparé les comptages de douze villes."),
        ("Résultats", "Les comptages simples concordent à un dixième près."),
        ("Conclusions", "Une vérification simple suffit pour chaque ville."),
    ),
    "portuguese": (
        ("Contexto", "As árvores urbanas são contadas todos os anos."),
        ("Métodos", "Comparamos as contagens de doze cidades diferentes."),
        ("Resultados", "As contagens simples concordaram dentro de um décimo."),
        ("Conclusões", "Uma verificação simples basta em cada cidade."),
    ),
    "italian": (
        ("Contesto", "Gli alberi delle città vengono contati ogni anno."),
        ("Metodi", "Abbiamo confrontato i conteggi di dodici città."),
        ("Risultati", "I conteggi semplici concordano entro un decimo."),
        ("Conclusioni", "Una verifica semplice basta in ogni città."),
    ),
    "english": (
        ("Background", "Street trees in cities are counted every year."),
        ("Methods", "We compared the counts of twelve cities."),
        ("Results", "Simple tallies matched the survey within a tenth."),
        ("Conclusions", "A simple check is enough in every city."),
    ),
}


def _read(tmp_path: Path, parts: tuple[tuple[str, str], ...], heading: str) -> str:
    """The abstract read from a page: "Abstract", each part's bold label on its own line
    over its text, then the body under a bold ``heading``."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line(TITLE, 16, centred=True)
    page.space(6)
    page.line(", ".join(AUTHORS), 10, centred=True)
    page.space(14)
    page.line("Abstract", 11, bold=True)
    for label, text in parts:
        page.line(label, 10, bold=True)
        page.paragraph(text, 10, after=2)
    page.space(12)
    page.line(heading, 11, bold=True)
    while page.y < 700:
        page.paragraph(BODY)
    path = tmp_path / "parts.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=1, tables=False).abstract


def _whole(parts: tuple[tuple[str, str], ...]) -> list[str]:
    return " ".join(f"{label} {text}" for label, text in parts).split()


@pytest.mark.parametrize("language", ["spanish", "french", "portuguese", "italian"])
def test_labels_alone_in_another_language_keep_the_abstract_whole(
    tmp_path: Path, language: str
) -> None:
    parts = _PARTS[language]
    assert _read(tmp_path, parts, "1 Introducción").split() == _whole(parts)  # cut on base


def test_the_bodys_introduccion_still_ends_it(tmp_path: Path) -> None:
    parts = _PARTS["spanish"]
    assert "Studies" not in _read(tmp_path, parts, "Introducción")


def test_english_labels_alone_as_before(tmp_path: Path) -> None:
    parts = _PARTS["english"]
    assert _read(tmp_path, parts, "1 Introduction").split() == _whole(parts)


# Review (round 67): a label folds whole, not to the English label it starts with
# ("Resultados" read "result", "Conclusiones" "conclusion", "Contexte" "context"), and
# the Italian objective's label is "Obiettivo" or "Obiettivi" (the list held "Obiettiv").
@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Resultados: El cribado redujo la mortalidad.", "resultados"),
        ("Conclusiones", "conclusiones"),
        ("Contexte", "contexte"),
        ("Contexto: As árvores urbanas são contadas.", "contexto"),
        ("Results: Simple tallies matched.", "results"),
        ("Conclusions", "conclusions"),
        ("Methods and results: We compared.", "methods and results"),
    ],
)
def test_a_label_folds_whole(text: str, folded: str) -> None:
    assert structlabels.structure_label(text) == folded


@pytest.mark.parametrize("label", ["Obiettivo", "Obiettivi", "OBIETTIVO:"])
def test_the_italian_objective_label_alone(label: str) -> None:
    assert structlabels.STRUCTURE_HEADING.match(label)
