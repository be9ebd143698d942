"""A name in faked small capitals whose accented capital the text layer gives as its
letter and a combining accent ("B" + "ALA\u0301ZS": a composite font drawing "Á" as two
glyphs) is read whole, not cut at the accent; a particle in them after a name's initials
("P" + "AUL" + " H. M." + " " + "VAN") is the name's (linenames, producer63)."""

from __future__ import annotations

from typing import Any

from tapyre_paper_search.pdf.linenames import names_text


def _spans(*runs: tuple[str, float]) -> list[dict[str, Any]]:
    out, x = [], 56.0
    for text, size in runs:
        wide = len(text) * size * 0.6
        top = 95.0 if size < 10 else 92.6
        out.append({"text": text, "size": size, "flags": 0, "font": "Times-Roman",
                    "bbox": (x, top, x + wide, 105.5), "origin": (x, 103.0)})  # fmt: skip
        x += wide
    return out


def test_a_combining_accent_inside_faked_capitals_keeps_the_name() -> None:
    text, marks = names_text(
        _spans(("G", 12.0), ("ERD", 9.36), (" B", 12.0), ("ALA\u0301ZS", 9.36))
    )
    assert text == "GERD BALA\u0301ZS" and marks == 0


def test_a_whole_word_with_an_accent_after_a_faked_run_is_text() -> None:
    spans = _spans(("J", 12.0), ("OSE\u0301", 9.36), (" ", 9.36), ("DE\u0301", 9.36), (" L", 12.0))
    text, marks = names_text(spans)
    assert text.startswith("JOSE\u0301 DE\u0301 L") and marks == 0


def test_a_lone_accent_or_mark_is_still_a_mark() -> None:
    text, marks = names_text(_spans(("ANN LEE", 12.0), ("\u0301", 7.0), ("1", 7.0)))
    assert marks >= 1 and text.startswith("ANN LEE,")


def test_a_particle_after_initials_goes_on_the_faked_run() -> None:
    spans = _spans(
        ("R", 11.0), ("OBERT", 8.58), (" P. C.", 11.0), (" ", 8.58), ("DE", 8.58),
        (" M", 11.0), ("ARRAIS", 8.58),
    )  # fmt: skip
    text, marks = names_text(spans)
    assert text == "ROBERT P. C. DE MARRAIS" and marks == 0


def test_smaller_capitals_after_initials_with_no_faked_run_stay_marks() -> None:
    text, marks = names_text(_spans(("ANN P. LEE", 12.0), (" A.", 12.0), (" ", 7.0), ("BC", 7.0)))
    assert marks == 1 and text.startswith("ANN P. LEE A.,")
