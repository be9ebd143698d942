"""The passage filter of the web page: Markdown tables (as the PDF reader keeps
them in passages) become HTML tables, everything else stays escaped text."""

from __future__ import annotations

from tapyre_paper_search.search.highlight import highlighter
from tapyre_paper_search.web.render import passage

TABLE = "Street trees.\n| A | B |\n|---|:---:|\n| x<b> | 1 \\| 2 |\n| yew |\nAfter."


def test_a_markdown_table_becomes_an_html_table_between_the_prose() -> None:
    html = str(passage(TABLE, None))
    assert html == (
        '<span class="prose">Street trees.</span>'
        '<table class="md-table"><tr><th scope="col">A</th><th scope="col">B</th></tr>'
        "<tr><td>x&lt;b&gt;</td><td>1 | 2</td></tr><tr><td>yew</td></tr></table>"
        '<span class="prose">After.</span>'
    )


def test_matched_words_are_marked_inside_cells() -> None:
    html = str(passage(TABLE, highlighter("yew streets", ["en"])))
    assert "<td><mark>yew</mark></td>" in html
    assert '<span class="prose"><mark>Street</mark> trees.</span>' in html


def test_bars_without_a_header_rule_stay_text() -> None:
    # A cut snippet (no rule line under the first row) and prose with pipes are text.
    for text in ("| A | B |\n| 1 | 2 |", "a | b | c", "| A | B |"):
        assert str(passage(text, None)) == f'<span class="prose">{text}</span>'
