"""An abstract label the reader set apart from the text run in after it (pure).

A browser justifies a paragraph that opens with a bold run-in label ("**Résumé** Les
données …") by spreading the row's words; the reader then cuts the row at the wide
gaps, so the label is a line of its own and the text's first row starts right of it,
while the following rows start under the label.  The abstract's column is then the
label's (:func:`label_row_left`): the wrapped rows are not "wholly left" of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line


def label_row_left(lines: Sequence[Line], heading: int, start: int) -> float:
    """The heading's left edge where it is a label run in on the text's first row that
    the reader set apart as a line of its own (a justified row's wide gaps: "Résumé" |
    "Les" | "données" …) and the text wraps back under it; else no edge (infinity)."""
    if heading >= len(lines) or start >= len(lines) or start <= heading:
        return float("inf")  # (an index of another page's lines: no label here)
    head = lines[heading]
    first = lines[start]
    if first.page != head.page or abs(first.y0 - head.y0) > head.size * 0.5:
        return float("inf")
    if first.x0 < head.x1:
        return float("inf")
    for line in lines[start + 1 : start + 12]:
        if line.page != head.page:
            break
        if line.y0 > head.y0 + head.size * 0.5:  # the next row
            return head.x0 if abs(line.x0 - head.x0) <= 2 else float("inf")
    return float("inf")
