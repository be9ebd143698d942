"""The PDF reader's language of short titles and abstracts in each language it
meets (lang35): English, German, French and Dutch are told; Spanish, Italian and
Portuguese are "other" (none of the told ones).  The texts were written here."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.language import text_language, title_language

TITLES = {
    "en": (
        "A Simple Method for Estimating Annotation Quality",
        "Growth of Urban Trees over Ten Years",
    ),
    "de": (
        "Ein einfaches Verfahren für die Schätzung der Qualität",
        "Das Wachstum von Stadtbäumen über zehn Jahre",
    ),
    "fr": (
        "Une méthode simple pour estimer la qualité des annotations",
        "La croissance des arbres urbains sur dix ans",
    ),
    "nl": (
        "Een eenvoudige methode voor het schatten van de kwaliteit",
        "De groei van stadsbomen gedurende tien jaar",
    ),
    "other": (
        "Los datos clínicos de dos hospitales universitarios",
        "La crescita degli alberi urbani nel corso di dieci anni",
        "Os resultados mostram uma redução clara do tempo de cálculo",
        "Um método simples para estimar a qualidade das anotações",
    ),
}
ABSTRACTS = {
    "en": "We study the growth of urban trees in Beijing and São Paulo over ten years. "
    "The results show a clear reduction of the computing time.",
    "de": "Wir untersuchen das Wachstum von Stadtbäumen über zehn Jahre. Die Ergebnisse "
    "zeigen eine deutliche Verkürzung der Rechenzeit.",
    "fr": "Nous étudions la croissance des arbres urbains pendant dix ans. Les résultats "
    "montrent une nette réduction du temps de calcul.",
    "nl": "In deze studie onderzoeken wij de groei van bomen in de stad gedurende tien jaar. "
    "De resultaten laten zien dat de rekentijd duidelijk korter wordt.",
    "other": (
        "Estudiamos el crecimiento de los árboles urbanos durante diez años. Los resultados "
        "muestran una reducción clara del tiempo de cálculo.",
        "Studiamo la crescita degli alberi urbani nel corso di dieci anni. I risultati "
        "mostrano una netta riduzione del tempo di calcolo.",
        "Estudamos o crescimento das árvores urbanas durante dez anos. Os resultados "
        "mostram uma redução clara do tempo de cálculo, também com poucos dados.",
        "As medições foram feitas em quatro laboratórios independentes pela equipa.",
    ),
}


@pytest.mark.parametrize(("language", "title"), [(k, t) for k, ts in TITLES.items() for t in ts])
def test_a_short_title_is_told_in_its_language(language: str, title: str) -> None:
    assert text_language(title, least=1, title=True, other=True) == language
    assert title_language(title) == ("" if language == "other" else language)


@pytest.mark.parametrize(
    ("language", "text"),
    [(k, t) for k, ts in ABSTRACTS.items() for t in ((ts,) if isinstance(ts, str) else ts)],
)
def test_an_abstract_is_told_in_its_language(language: str, text: str) -> None:
    assert text_language(text, other=True) == language


def test_dutch_and_portuguese_abstracts_differ_from_english() -> None:
    english = ABSTRACTS["en"]
    assert isinstance(english, str)
    for other in (ABSTRACTS["nl"], ABSTRACTS["other"][2]):
        assert isinstance(other, str)
        assert text_language(other, other=True) not in ("", "en")


def test_names_spelled_with_dutch_or_portuguese_letters_are_no_evidence() -> None:
    assert text_language("Beijing, São Paulo and Rijswijk host the sites we compare.") == "en"
