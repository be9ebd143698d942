"""Round 62, abstracts: a justified paragraph with several lines stretched word by word
(:func:`tapyre_paper_search.pdf.justified.justified_rows`, ``_spread_words``).

Train (abs61's bold-summary shape rotated into train, seed 62003): a headingless bold
summary whose few stretched rows PyMuPDF cut into one word a line had those rows left
apart, their gaps overlapping by chance as a gutter's would; the abstract ended at the
first stretched row ("… Moreover,").  Controls: two columns' lines row by row stay
apart; so do one-word pieces unevenly spaced.
"""

from __future__ import annotations

from typing import Any

from tapyre_paper_search.pdf.justified import justified_rows

_SIZE = 11.0


def _line(x0: float, y0: float, text: str) -> dict[str, Any]:
    x1 = x0 + len(text) * _SIZE * 0.5
    span = {"text": text, "size": _SIZE, "font": "Serif-Bold", "bbox": (x0, y0, x1, y0 + 13)}
    return {"bbox": (x0, y0, x1, y0 + 13), "spans": [span], "dir": (1.0, 0.0)}


def _stretched(y0: float, words: list[str], gaps: list[float]) -> list[dict[str, Any]]:
    """One row of one-word pieces from x 50 to 545, ``gaps`` between them (the last
    piece set flush right)."""
    out, x = [], 50.0
    for word, gap in zip(words, [*gaps, 0.0], strict=True):
        out.append(_line(x, y0, word))
        x = out[-1]["bbox"][2] + gap
    last = out[-1]
    shift = 545.0 - last["bbox"][2]
    last["bbox"] = (last["bbox"][0] + shift, y0, 545.0, y0 + 13)
    last["spans"][0]["bbox"] = last["bbox"]
    return out


def _full(y0: float) -> dict[str, Any]:
    line = _line(50.0, y0, "x" * 90)
    line["bbox"] = (50.0, y0, 545.0, y0 + 13)
    return line


_WORDS = ["Moreover,", "we", "demonstrate", "that", "cellular", "origin", "influences", "the"]


def _even_rows() -> list[dict[str, Any]]:
    block = [_full(100.0)]
    for k, y0 in enumerate((113.0, 126.0, 139.0)):
        words = _WORDS if k != 1 else [*_WORDS[1:], "vitro"]
        widths = sum(len(w) * _SIZE * 0.5 for w in words)
        gap = (495.0 - widths) / (len(words) - 1)
        block += _stretched(y0, words, [gap] * (len(words) - 1))
    return [*block, _full(152.0)]


def test_rows_stretched_word_by_word_are_joined() -> None:
    block = _even_rows()
    runs = justified_rows([block])[0]
    assert [len(run) for run in runs] == [1, 8, 8, 8, 1]


def test_two_columns_written_row_by_row_stay_apart() -> None:
    block = [_full(100.0)]
    for y0 in (113.0, 126.0, 139.0):
        block += [_line(50.0, y0, "a left column's line of words"),
                  _line(310.0, y0, "the right one's words"), ]  # fmt: skip
        block[-1]["bbox"] = (310.0, y0, 545.0, y0 + 13)
    runs = justified_rows([block])[0]
    assert all(len(run) == 1 for run in runs)


def test_uneven_one_word_pieces_over_each_other_stay_apart() -> None:
    block = [_full(100.0)]
    for y0 in (113.0, 126.0, 139.0):
        block += _stretched(y0, ["Name", "Place", "Role", "Date"], [40.0, 10.0, 30.0])
    runs = justified_rows([block])[0]
    assert all(len(run) == 1 for run in runs)
