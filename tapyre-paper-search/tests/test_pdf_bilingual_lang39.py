"""lang39: German and French parallel abstracts in the builder (``--parallel``; the
English side translated sentence by sentence) and ``--english-title``; the reader's
abstract on a two-column page whose right column sits level with the label (a dates
line read before the abstract's text) or a little above it (the abstract's end, read
before the label), "werden" as Dutch evidence beside a Dutch-only word, and an untold
title leaning to the second abstract's language.  Pages drawn here with PyMuPDF; texts
written here.  The builder's cases import the lang39 names inside the test (absent on
the base, so they fail there one by one)."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.bilingualcut import pick
from tapyre_paper_search.pdf.language import text_language
from test_lang_corpus_lang26 import _paper

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

Row = tuple[float, float, float, bool, str]


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=\.)\s+", text) if s]


def _drawn(language: str, order: str, split: str = "train"):  # type: ignore[no-untyped-def]
    from lang_corpus.paper import LANG26_ORDERS, localize

    for seed in range(400):
        rng = random.Random(seed)
        drawn = localize(_paper(), language, rng, (), LANG26_ORDERS, split=split)
        if drawn[1].order == order:
            return drawn
    raise AssertionError(order)


@pytest.mark.parametrize(
    ("language", "order"),
    [("de", "native-first"), ("fr", "english-title"), ("de", "english-first")],
)
def test_german_and_french_parallel_abstracts_are_translations(language: str, order: str) -> None:
    from lang_corpus.parallel import ENGLISH
    from lang_corpus.translations import SENTENCES

    paper, extras = _drawn(language, order)
    second = extras.second[1]  # type: ignore[index]
    own = second if order == "english-first" else paper.record.abstract_text
    english = paper.record.abstract_text if order == "english-first" else second
    pairs = list(zip(_sentences(own), _sentences(english), strict=True))
    assert 3 <= len(pairs) <= 6
    for mine, theirs in pairs:
        assert SENTENCES[language].index(mine) == ENGLISH.index(theirs)
    if order == "english-title":  # the English title: the own title's translation
        assert paper.record.title.rstrip(".") + "." in ENGLISH


def test_german_parallel_held_out_draws_only_held_out_pairs() -> None:
    from lang_corpus.parallel import pairs

    train, held = pairs("de", "train"), pairs("fr", "heldout")
    paper, _ = _drawn("fr", "native-first", split="heldout")
    assert all(s in {own for own, _ in held} for s in _sentences(paper.record.abstract_text))
    assert len(pairs("de", "heldout")) + len(train) == 30


def test_english_title_option_weights_the_order(tmp_path: Path) -> None:
    from lang_corpus.options import Localizer

    plain = Localizer(["fr"], 1.0, "office:train:39", tmp_path, layouts=True)
    more = Localizer(["fr"], 1.0, "office:train:39", tmp_path, layouts=True, english_title=True)
    assert more.orders.count("english-title") == plain.orders.count("english-title") + 3


def _page(path: Path, rows: list[Row]) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for x, y, size, bold, text in rows:
        page.insert_text(
            (x, y + size * 0.85), text, fontsize=size, fontname="hebo" if bold else "helv"
        )
    doc.save(path)
    return path


_BODY = [
    "The IME1 gene of yeast is required for the initiation of",
    "meiosis. Transcription of IME1 is detected under conditions",
    "which are known to induce the initiation of meiosis, namely",
    "starvation for nitrogen and glucose, and the presence of the",
    "mating type gene products. In this paper we show that IME1",
    "is also subject to translational regulation in the cell.",
]


def _body(top: float) -> list[Row]:
    rows: list[Row] = [(57, top, 12.0, True, "1. Introdução")]
    for x in (57.0, 306.0):
        for k, text in enumerate(_BODY * 3):
            rows.append((x, top + 26 + 13 * k, 10.0, False, text))
    return rows


_HEAD: list[Row] = [
    (57, 69, 16.5, True, "As experiências revelam uma forte dependência dos"),
    (57, 89, 16.5, True, "parâmetros iniciais"),
    (149, 118, 10.5, False, "J. C. Fouxon, M. A. Khrapai e Franz Schroder"),
    (174, 144, 8.4, False, "Departamento de Biologia, Universidade de Braga, Portugal"),
]
_RESUMO = [
    "Esta abordagem não precisa de dados rotulados",
    "adicionais. Mostramos que a convergência é",
    "garantida sob hipóteses fracas. A variabilidade",
    "entre os sujeitos é baixa em todas as condições.",
]


def test_a_dates_line_level_with_the_label_in_the_right_column(tmp_path: Path) -> None:
    rows = [
        *_HEAD,
        (57, 175, 10.5, True, "Resumo"),
        (306, 175, 10.5, False, "Recebido em 5 agosto 2018; aceite em 17 março"),
        (306, 188, 10.5, False, "2020"),
        *((57, 201 + 12.4 * k, 10.5, False, t) for k, t in enumerate(_RESUMO)),
        (306, 211, 10.5, False, "Palavras-chave: vitamina, sol, carência"),
        *_body(290),
    ]
    record = extract_pdf(_page(tmp_path / "p.pdf", rows), tables=False)
    assert record.abstract.startswith("Esta abordagem não precisa")
    assert record.abstract.endswith("em todas as condições.")


def test_control_a_label_in_a_margin_column_keeps_its_text_on_its_row(tmp_path: Path) -> None:
    text = [
        "Esta abordagem não precisa de dados rotulados adicionais. Mostramos",
        "que a convergência é garantida sob hipóteses fracas. A variabilidade",
        "entre os sujeitos é baixa em todas as condições experimentais.",
    ]
    rows = [
        *_HEAD,
        (57, 175, 10.5, True, "Resumo"),
        *((140, 175 + 12.4 * k, 10.5, False, t) for k, t in enumerate(text)),
        *_body(260),
    ]
    record = extract_pdf(_page(tmp_path / "m.pdf", rows), tables=False)
    assert record.abstract.startswith("Esta abordagem não precisa")


def test_the_abstracts_end_set_a_little_above_its_label(tmp_path: Path) -> None:
    rows = [
        (43, 69, 24.0, True, "Nous étudions la croissance des arbres"),
        (43, 105, 24.0, True, "urbains sur dix ans"),
        (173, 146, 9.0, False, "V. S. Khrapai, S. Ludwig et W. Wegscheider"),
        (216, 171, 7.2, False, "Institut de Mécanique, Université de Lyon, France"),
        (318, 202, 9.0, False, "hypothèses faibles. Cette approche ne nécessite aucune"),
        (318, 215, 9.0, False, "donnée étiquetée supplémentaire."),
        (43, 206, 9.0, True, "Résumé"),
        (43, 226, 9.0, False, "Les données cliniques proviennent de deux hôpitaux."),
        (43, 239, 9.0, False, "Nous montrons que la convergence est garantie sous des"),
        (318, 238, 9.0, False, "Reçu le 10 novembre 2021 ; accepté le 13 décembre 2021"),
        (318, 260, 9.0, False, "Mots-clés : arbres, croissance, villes"),
        *_body(300),
    ]
    record = extract_pdf(_page(tmp_path / "u.pdf", rows), tables=False)
    assert record.abstract.startswith("Les données cliniques")
    assert record.abstract.endswith("aucune donnée étiquetée supplémentaire.")


DUTCH_WERDEN = (
    "De resterende fouten komen vooral door de ruis van de sensoren. De metingen werden "
    "uitgevoerd in vier onafhankelijke laboratoria. Wij analyseren de stabiliteit van "
    "composietmaterialen onder thermische belasting."
)
ENGLISH = (
    "The formation of spin-wave waveforms in magnetized stripes was observed by light "
    "scattering. In the linear regime the confinement decreases the amplitude near the "
    "edges of the stripes, and a new wave packet was observed."
)


def test_werden_beside_a_dutch_only_word_counts_for_dutch() -> None:
    assert text_language(DUTCH_WERDEN, other=True) == "nl"


def test_control_werden_in_german_stays_german() -> None:
    german = "Die Proben werden in vier Laboren gemessen. Die Ergebnisse werden diskutiert."
    assert text_language(german, other=True) == "de"


def _two(first: str, second: str) -> tuple[abstracts.Abstract, abstracts.Abstract]:
    return abstracts.Abstract(first, 0, frozenset({0})), abstracts.Abstract(
        second, 1, frozenset({1})
    )


def test_pick_an_untold_title_leaning_to_the_seconds_language() -> None:
    title = "De variatie tussen de proefpersonen is laag in alle omstandigheden"
    first, second = _two(ENGLISH, DUTCH_WERDEN)
    assert pick(title, first, second) is second


def test_control_pick_keeps_the_first_where_the_title_leans_to_it() -> None:
    title = "De variatie tussen de proefpersonen is laag in alle omstandigheden"
    first, second = _two(DUTCH_WERDEN, ENGLISH)
    assert pick(title, first, second) is first
