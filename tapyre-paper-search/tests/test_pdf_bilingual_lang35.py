"""Dutch and Portuguese papers (lang35): a Dutch title's own abstract is stored over the
English one printed before it, and Dutch and Portuguese history and correspondence
lines end the abstract above them.  Pages drawn with PyMuPDF; texts written here."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import abstractcues, extract_pdf
from test_pdf_bilingual_pages import ENGLISH, LEFT, STEP, _body, _head, _rows, _write

DUTCH_TITLE = "Een eenvoudige methode voor het meten van de groei van stadsbomen"
DUTCH = (
    "In deze studie meten wij de groei van bomen in drie grote steden gedurende tien jaar. "
    "De resultaten laten zien dat de bomen in parken sneller groeien dan de bomen langs "
    "drukke straten, en dat het verschil niet verdwijnt na een droge zomer."
)
PORTUGUESE = (
    "Estudamos o crescimento das árvores em três grandes cidades durante dez anos. Os "
    "resultados mostram que as árvores dos parques crescem mais depressa do que as das "
    "ruas movimentadas, e a diferença não desaparece depois de um verão seco."
)


def test_a_dutch_title_keeps_its_own_abstract_after_the_english_one(tmp_path: Path) -> None:
    # t3501 (pt/nl train): Dutch was told no language, so a Dutch paper printing the
    # English abstract first stored the English one.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, DUTCH_TITLE)
    page.insert_text((LEFT, 170), "Abstract", fontsize=11, fontname="tibo")
    y = _write(page, 186, _rows(ENGLISH))
    page.insert_text((LEFT, y + 12), "Samenvatting", fontsize=11, fontname="tibo")
    y = _write(page, y + 28, _rows(DUTCH))
    _body(page, y, "1 Inleiding")
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == DUTCH


@pytest.mark.parametrize(
    ("text", "ends"),
    [
        (DUTCH, ["Ontvangen 27 juli 2018; aanvaard 21 oktober 2018"]),
        (DUTCH, ["Corresponderende auteur: a.weber@uu.nl"]),
        (PORTUGUESE, ["Recebido em 3 março 2020; aceite em 9 maio 2021"]),
        (PORTUGUESE, ["Autor correspondente: ana@uc.pt"]),
    ],
)
def test_dutch_and_portuguese_history_lines_end_the_abstract(
    tmp_path: Path, text: str, ends: list[str]
) -> None:
    # t3501: "Ontvangen 27 juli 2018; aanvaard …" and "Corresponderende auteur: …" were
    # read into the Dutch abstract above them.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, "Growth of Urban Trees")
    page.insert_text((LEFT, 170), "Samenvatting" if text == DUTCH else "Resumo", fontsize=11)
    y = _write(page, 186, _rows(text))
    for line in ends:
        y = _write(page, y + STEP, [line])
    _body(page, y)
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == text


def test_history_words_before_no_date_are_a_sentence() -> None:
    assert abstractcues.is_abstract_heading("Resumo")
    assert abstractcues.HISTORY.match("Ontvangen op 3 maart 2020")
    assert not abstractcues.AFTER_ABSTRACT.match("Ontvangen signalen worden eerst gefilterd.")
    assert not abstractcues.AFTER_ABSTRACT.match("Recebido em mãos, o questionário …")
