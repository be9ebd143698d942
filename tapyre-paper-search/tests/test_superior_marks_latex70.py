"""A mark drawn from a font of superior figures (newpx's ``npxsups``, newtx's ``ntxsups``)
on the line's baseline and in its size, which PyMuPDF does not flag raised, is a mark:
left out of a title's text, a comma between a byline's names (superiors, latex70)."""

from __future__ import annotations

from typing import Any

from tapyre_paper_search.pdf.fontstyle import superscript
from tapyre_paper_search.pdf.linenames import names_text, plain_text
from tapyre_paper_search.pdf.superiors import superior_font


def _spans(*runs: tuple[str, str]) -> list[dict[str, Any]]:
    """Spans of one 17.2 pt line, each (text, font), on one baseline, none flagged."""
    out, x = [], 100.0
    for text, font in runs:
        wide = len(text) * 17.2 * 0.5
        out.append({"text": text, "size": 17.2, "flags": 0, "font": font,
                    "bbox": (x, 122.7, x + wide, 139.5), "origin": (x, 135.0)})  # fmt: skip
        x += wide
    return out


def test_a_titles_mark_in_superior_figures_is_left_out() -> None:
    spans = _spans(("cancer cell migration", "TeXGyrePagellaX-Bold"), ("1", "npxsups-Bold"))
    assert plain_text(spans) == "cancer cell migration"


def test_a_bylines_marks_in_superior_figures_part_the_names() -> None:
    spans = _spans(
        ("Ann Lee", "NewTXTT"), ("1,2", "ABCDEF+ntxsups-Regular"), (", Bo Chen", "NewTXTT")
    )
    text, marks = names_text(spans)
    assert text.startswith("Ann Lee,") and "Bo Chen" in text and marks == 1


def test_a_digit_in_the_text_font_stays() -> None:
    spans = _spans(("Phase III", "TeXGyrePagellaX-Bold"), (" 2", "TeXGyrePagellaX-Bold"))
    assert plain_text(spans) == "Phase III 2"


def test_only_a_superiors_name_is_one() -> None:
    assert superior_font("npxsups-Bold") and superior_font("MinionPro-Superior")
    assert superior_font("LinLibertineTSups")  # (a name glued on)
    assert not any(map(superior_font, ("Superb-Bold", "SupremeLL", "SupplementSans", "Times")))
    assert superscript({"font": "ntxsups-Regular", "flags": 0})
    assert not superscript({"font": "Times-Roman", "flags": 0})
