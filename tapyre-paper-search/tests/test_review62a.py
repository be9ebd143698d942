"""Review fixes, round 62 (fix62a): lines only, no page drawn.

An affiliation or a sentence of prose in Arabic, Persian, Hebrew or Devanagari letters
is no byline (:mod:`.scriptnames`); "Ko" and "U" before two syllables of Korean or
Cantonese given names too are the surname, no honorific (:mod:`.honourwords`); a
thesis lead's names close at a word of purpose, "for the degree …" (:mod:`.thesisleads`).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.honourwords import without_honours
from tapyre_paper_search.pdf.scriptnames import script_names
from tapyre_paper_search.pdf.thesisleads import thesis_names


@pytest.mark.parametrize(
    "line",
    [
        "قسم علوم الحاسب، كلية الحاسب",  # department, college
        "گروه مهندسی برق، دانشکده فنی",  # Persian: department, faculty
        "في هذا البحث، نقدم طريقة جديدة لتحليل البيانات",  # a sentence
        "המחלקה למדעי המחשב, הפקולטה להנדסה",  # department, faculty
        "בעבודה זו, אנו מציגים שיטה חדשה",  # a sentence
        "गणित विभाग, दिल्ली विश्वविद्यालय",  # department, university
    ],
)
def test_script_affiliation_or_prose_is_no_byline(line: str) -> None:
    assert script_names(line) is None


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Ko Min Su, Lee Ji Won", "Ko Min Su, Lee Ji Won"),  # a Korean surname
        ("Ann Lee and U Wai San", "Ann Lee and U Wai San"),  # a Cantonese surname
        ("Ko Min Thu, Daw San San", "Min Thu, San San"),  # Burmese honorifics
    ],
)
def test_surname_ko_or_u_before_shared_syllables_stays(line: str, want: str) -> None:
    assert without_honours(line) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Thèse présentée par Camille Girard pour obtenir le grade de docteur", "Camille Girard"),
        ("A thesis submitted by Ann Lee for the degree of Doctor of Philosophy", "Ann Lee"),
        ("Tesis presentada por Lucía Herrera Molina para optar al grado", "Lucía Herrera Molina"),
    ],
)
def test_thesis_lead_names_close_at_a_word_of_purpose(line: str, want: str) -> None:
    assert thesis_names(line) == want
