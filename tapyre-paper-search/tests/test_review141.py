"""review141 on latex41: the French space before ":;?!" (:mod:`~tapyre_paper_search.pdf.
markspacing`) on pages the helper did not try, drawn with its test's builder.

* A ratio or a time, digits on both sides of a spaced colon ("a 2 : 1 cocrystal",
  "hexane : ethyl acetate (4 : 1)", "10 : 30") is typed so by the author (babel-french
  sets a space before the colon, never one after it: "3:1" prints "3 :1"): it keeps its
  space, and a document full of such ratios is not told French-spaced by them.
* A French document's title or abstract the language guess leaves undecided
  ("Covid-19 : quel impact ?") keeps its French spacing: the document's own text is
  French.
* A mathematical paper's spaced colons ("Let f : X -> Y", "{x in X : f(x) = y}") do
  not make it French-spaced: its abstract keeps "f : X" as printed.
Controls: the helper's English title in a French-spaced document still loses its
space, and so does a digit before a colon followed by a word ("type 1 : studies").
"""

from __future__ import annotations

from pathlib import Path

from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex41 import _ABSTRACT, _SPACED, _TITLE, _paper

# An English chemistry paper that sets its ratios "1 : 1" (a house style), with a prose
# colon or two written right after the word.
_RATIOS = [
    "The crude product was purified on silica, eluting with hexane : ethyl acetate (4 : 1)",
    "and then (2 : 1), to give a white solid; the 1 : 1 and 2 : 1 cocrystals were grown",
    "from ethanol : water (3 : 1) by slow evaporation at 10 : 30 each morning, and the",
    "salt (1 : 2) crystallised from acetone : water (9 : 1) in a 1 : 1 ratio as follows:",
]
_RATIO_ABSTRACT = [
    "Caffeine and glutaric acid form a 2 : 1 cocrystal and a 1 : 1 cocrystal; the 2 : 1",
    "form is stable at room temperature and converts to the 1 : 1 form in ethanol.",
]

# A French paper: its running text set with French spacing.
_FRENCH = [
    "Nous avons suivi une cohorte de patients hospitalisés dans trois services : la",
    "réanimation, la pneumologie et les urgences ; les données ont été recueillies par",
    "les infirmières. Pourquoi la mortalité a-t-elle baissé ? Les résultats le montrent :",
    "la prise en charge précoce est déterminante pour la survie des malades atteints.",
]
_FRENCH_ABSTRACT = [
    "Nous décrivons la prise en charge des patients atteints de la Covid-19 dans un",
    "hôpital universitaire : les résultats montrent une baisse de la mortalité ; enfin,",
    "nous discutons les limites de cette étude et les perspectives pour la suite.",
]


def test_a_ratio_in_a_title_keeps_its_spaces(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    title = ("A 2 : 1 cocrystal of caffeine and glutaric acid and its", "conversion in ethanol")
    _paper(path, title, _RATIO_ABSTRACT, _RATIOS)
    assert extract_pdf(path).title == " ".join(title)  # base: as printed


def test_a_ratio_in_an_abstract_keeps_its_spaces(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    title = ("Cocrystals of caffeine and glutaric acid: their forms and", "conversion in ethanol")
    _paper(path, title, _RATIO_ABSTRACT, _RATIOS)
    abstract = extract_pdf(path).abstract
    assert "form a 2 : 1 cocrystal and a 1 : 1 cocrystal" in abstract


def test_ratios_do_not_make_a_document_french_spaced(tmp_path: Path) -> None:
    # The author's own spaced colon in the title stays: the ratios are no French spacing.
    path = tmp_path / "paper.pdf"
    title = ("Caffeine cocrystals : forms, stability and their", "conversion in ethanol")
    _paper(path, title, _RATIO_ABSTRACT, _RATIOS)
    assert extract_pdf(path).title == " ".join(title)


# A mathematical paper: maps and sets with a spaced colon, its prose marks tight.
_MATHS = [
    "Let f : X -> Y be a proper morphism and let Z = {x in X : f(x) = y} be its fibre. For",
    "each g : Y -> W the composite g o f : X -> W is proper, and the set {y : Z is empty} is",
    "open. We write h : Z -> X for the inclusion and p : X -> S for the structure map; the",
    "following holds. Theorem 1. The map f is finite. Proof. Take u : U -> X an open cover.",
]
_MATHS_ABSTRACT = [
    "Let f : X -> Y be a proper morphism of schemes whose fibres are finite. We show that",
    "f is finite, and that the set {y in Y : f^-1(y) is empty} is open in Y.",
]


def test_a_mathematical_papers_colons_are_no_french_spacing(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    title = ("On proper morphisms with finite fibres", "and a theorem of Chevalley")
    _paper(path, title, _MATHS_ABSTRACT, _MATHS)
    abstract = extract_pdf(path).abstract
    assert abstract.startswith("Let f : X -> Y be a proper morphism")  # base: as printed
    assert "{y in Y : f^-1(y) is empty}" in abstract


def test_an_undecided_french_title_keeps_its_spacing(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    title = ("Covid-19 : quel impact ?", "")
    _paper(path, title, _FRENCH_ABSTRACT, _FRENCH)
    assert extract_pdf(path).title == "Covid-19 : quel impact ?"


def test_control_the_french_abstract_keeps_its_spacing(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    title = ("Covid-19 : quel impact ?", "")
    _paper(path, title, _FRENCH_ABSTRACT, _FRENCH)
    assert "universitaire : les résultats" in extract_pdf(path).abstract


def test_control_an_english_title_in_a_french_spaced_document_is_unspaced(
    tmp_path: Path,
) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, _TITLE, _ABSTRACT, _SPACED)
    assert extract_pdf(path).title == " ".join(_TITLE).replace(" :", ":")


def test_control_a_number_before_a_colon_and_a_word_is_unspaced(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    title = ("Poliovirus type 1 : studies on the alteration of", "a membrane component")
    _paper(path, title, _ABSTRACT, _SPACED)
    assert extract_pdf(path).title == " ".join(title).replace(" :", ":")


def test_a_time_or_ratio_is_no_french_space_but_a_number_before_a_word_is() -> None:
    from tapyre_paper_search.pdf.docwords import SPACED_MARK

    assert SPACED_MARK.search("the meeting opens at 10 : 30 and closes at 12 : 00") is None
    assert SPACED_MARK.search("mixed in a 1 : 1 ratio") is None
    assert SPACED_MARK.findall("poliovirus type 1 : studies ; part (2) : results") == [
        ":",
        ";",
        ":",
    ]


def test_control_a_letter_title_in_a_french_spaced_document_is_unspaced(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    title = ("Vitamin D : a prospective cohort study of women", "in eight districts")
    _paper(path, title, _ABSTRACT, _SPACED)
    assert extract_pdf(path).title == " ".join(title).replace(" :", ":")
