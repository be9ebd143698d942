"""glyphsoup (producer68): a text layer whose codes were read as the wrong characters
(a subset's codes given out in drawing order, read as a standard encoding: a cipher of
letters, digits and signs) is garbage even where its letters hold vowels and few of its
words are three letters long; real text in any language, formulas and addresses
included, is not."""

from __future__ import annotations

from pathlib import Path

import pytest
from simplefont_pages import simple_font_page
from tapyre_paper_search.pdf.extract import extract_pdf
from tapyre_paper_search.pdf.glyphsoup import SHARE, symbols_inside
from tapyre_paper_search.pdf.textlayer import GARBAGE_TEXT_LAYER, text_layer_problem

LINES = (
    (18, 720, "Roots under pavements crack slabs"),
    (11, 690, "Helen Marsh and Tomas Berg"),
    (10, 660, "Abstract"),
    (10, 645, "We measure how the roots of street trees lift and crack the slabs of"),
    (10, 632, "city pavements, and find that wide pits keep them level for decades."),
    (10, 600, "1. Introduction"),
    (10, 585, "Street trees shade the city and their roots grow under the pavement."),
    (10, 572, "Wide pits were dug in many streets of the old town over the years."),
)
# As MuPDF read a page of codes given out in drawing order (a subset, no map).
CIPHER = (
    'qVn1(V81(= 1: G"}(1tbS"#b"4 êbV)";= 1: _bS"#b"t4 P}(nV#4 e1/V#)\n'
    'n I#8"(#V/ ,")SbS#" P">V(8;"#84 eV)}V J"t"V(b. qVn1(V81(S"t4 ì(V%S/\n'
    '5 L1(("t>1#)S#2 V}8.1(+ Mñ;VS/O t+>1#2P/Vn1(V81(S+Vb+ü>\n'
    'n421/e51q qS7"/S.11) (V8S1t V(" 1#" 1: 8." n"t8 ;"Vt}("t 1: )SV2#1t8Sb'
)
REAL = (
    "Helsingin yliopiston tutkijat mittasivat katupuiden juurten kasvua vuosina 2001–2019.",
    "Die Wurzeln der Straßenbäume heben die Platten um 2,5 cm (p < 0.01; n = 387) an.",
    "Mesurer l'effet des racines : l'arbre « soulève » la dalle (voir https://x.org/a-b).",
    "2-(4-chlorophenyl)-N,N-dimethylethanamine and H2O2 at pH 7.4 with Fe(III) in 0.1 M.",
    "Contact: e.marsh@uni-example.edu, T. Berg, O'Neil, D'Angelo and Müller-Lüdenscheid.",
)


def _named(char: str, code: int) -> str:
    return "space" if char == " " else f"g{code}"


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The cipher's lines as a page's text layer gives them (its map says so)."""
    lines = [(s, y, text) for (s, y, _), text in zip(LINES, CIPHER.splitlines() * 2, strict=False)]
    path = tmp_path_factory.mktemp("glyphsoup") / "cipher.pdf"
    return simple_font_page(
        path, lines, _named, lambda c, code: "500" if code > 32 else "250", mapped=True
    )


def test_a_cipher_has_symbols_inside_most_words() -> None:
    assert symbols_inside(CIPHER) >= 0.8 > SHARE
    assert text_layer_problem(CIPHER, has_images=False) == GARBAGE_TEXT_LAYER  # base: None


@pytest.mark.parametrize("text", REAL)
def test_real_words_have_no_symbols_inside(text: str) -> None:
    assert symbols_inside(text * 4) < 0.25  # Finnish, German, French, chemistry, addresses
    assert text_layer_problem(text * 4, has_images=False) is None


def test_too_few_words_give_no_share() -> None:
    assert symbols_inside('qV(n "1(= b")', least=12) == 0.0
    assert symbols_inside("1999 2000 2001 (12) [3]") == 0.0  # numbers are no words


def test_a_cipher_layer_gives_no_front_matter(page: Path) -> None:
    read = extract_pdf(page, ocr=None)  # the base read a cipher line as the title
    assert read.pages[0].note.startswith(GARBAGE_TEXT_LAYER)
    assert read.title == "" and read.authors == () and read.abstract == ""
