"""OCR'd abstracts on pages scanned under uneven light, as Tesseract reads them (round 42).

An abstract's first line that OCR gave in two pieces, a lone first word measured a
point under its row (its size read off its own letters) standing a word space of the
row's type off the rest (the rule tried for a word whose box OCR joined to a shadow
over it was not kept: ``docs/pdf-log.md``).  The tests use
OCR-shaped lines (word spans as wide as Times sets them, from ``test_pdf_ocr_front37``)
and read them as ``extract_pdf`` reads an OCR'd page; they need no Tesseract.  The
controls (marked so) hold on the base too.
"""

from __future__ import annotations

from typing import Any

from test_pdf_ocr_front37 import BODY, _line, _piece, _words

TITLE = "Regional features of spoken language in short written messages"
FIRST = "Regional features of spoken language appear in written short messages as well"


def _front(lines: list[dict[str, object]]) -> Any:
    from tapyre_paper_search.pdf.frontmatter import read_front_matter
    from tapyre_paper_search.pdf.lines import in_reading_order, page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    return read_front_matter([in_reading_order(page_lines(regroup_lines(page)))])


def _split_first_line(gap: float) -> list[dict[str, object]]:
    """The abstract's first line in two OCR pieces: its first word alone, measured 11.0,
    then the rest at the row's 12.0, ``gap`` points to the right of it."""
    lone = _words(FIRST.split(maxsplit=1)[0], 11.0)
    rest = _words(" ".join(FIRST.split()[1:]), 12.0, lone[0][2] + gap)
    return [_piece(lone, 120.0, 12.0), _piece(rest, 120.0, 12.0)]


def _abstract_page(first: list[dict[str, object]]) -> list[dict[str, object]]:
    lines = [_line(TITLE, 40.0, 17.0), _line("I. Grabec and Maxim A. Wadati", 70.0, 12.5)]
    lines += [_line("Abstract", 100.0, 12.0, 280.0)]
    lines += first
    lines += [_line(BODY, 134.0 + 14.0 * i, 12.0) for i in range(6)]
    return lines


def _sized(piece: dict[str, object], size: float) -> dict[str, object]:
    spans: list[dict[str, Any]] = piece["spans"]  # type: ignore[assignment]
    return {**piece, "spans": [{**span, "size": size} for span in spans]}


def test_a_lone_first_word_a_word_space_off_its_row_begins_the_abstract() -> None:
    """11.3 points between "Regional" (11.0) and the rest (12.0): under an em of the
    row's type, over an em of the lone word's own size."""
    lone, rest = _split_first_line(11.3)
    front = _front(_abstract_page([_sized(lone, 11.0), rest]))
    assert front.abstract.startswith(FIRST)


def test_a_lone_word_is_joined_to_its_row_in_the_ocr_lines() -> None:
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    lone, rest = _split_first_line(11.3)
    lines = _abstract_page([_sized(lone, 11.0), rest])
    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    texts = [
        "".join(s["text"] for s in line["spans"]).strip()
        for block in regroup_lines(page)["blocks"]
        for line in block["lines"]
    ]
    assert FIRST in texts


def test_control_a_lone_word_more_than_an_em_off_its_row_stays_apart() -> None:
    """Two ems of the row's type between them: no word space; the pieces stay apart
    (base too)."""
    from tapyre_paper_search.pdf.ocrlines import joined_pieces

    lone, rest = _split_first_line(24.0)
    assert len(joined_pieces([_sized(lone, 11.0), rest])) == 2


def test_piece_em_is_the_longer_pieces_size() -> None:
    from tapyre_paper_search.pdf.ocrmeasure import piece_em

    rest = "Merkmale der gesprochenen Sprache"
    assert piece_em((11.0, 12.0), ("Regionale", rest)) == 12.0
    # fix42b: only a lone word of prose left of a longer piece; else the smaller size
    assert piece_em((12.0, 11.0), (rest, "Regionale")) == 11.0
    assert piece_em((11.0, 12.0), ("(a)", rest)) == 11.0
    assert piece_em((12.0, 11.0), ("Regionale Merkmale", "der gesprochenen")) == 11.0
