"""lang33's held-out ``side-by-side`` order (the paper's own abstract boxed beside
the English one) in the builders' language options."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import docx
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from html_corpus.document import write_html
from html_corpus.registry import ALL as HTML_STYLES
from lang_corpus.html import localize_html
from lang_corpus.office import localize_docx
from lang_corpus.options import Localizer
from lang_corpus.paper import LANG33_HELDOUT_ORDERS, Extras, localize
from latex_corpus.paper import Paper
from office_corpus.document import write_docx
from office_corpus.registry import ALL as OFFICE_STYLES
from test_lang_corpus import GERMAN, _paper


def _side(language: str = "de") -> tuple[Paper, Extras]:
    for seed in range(400):
        paper, extras = localize(_paper(), language, random.Random(seed), GERMAN,
                                 LANG33_HELDOUT_ORDERS)  # fmt: skip
        if extras.order == "side-by-side":
            return paper, extras
    raise AssertionError("no draw gives side-by-side")


def test_side_by_side_prints_english_first_and_stores_the_title_language() -> None:
    paper, extras = _side()
    english = _paper().record.abstract_text
    assert paper.record.abstract_text == english  # printed first, left
    assert extras.second is not None and extras.second[0] in ("Zusammenfassung", "Kurzfassung")
    assert extras.stored == extras.second[1] != english  # a German title: the German one
    assert not extras.translate_abstract_label  # the left one keeps "Abstract"


def test_side_by_side_is_a_held_out_layout_only() -> None:
    with pytest.raises(ValueError):
        Localizer(["de"], 1.0, "html:train:33", Path("/nonexistent"), side_by_side=True)


def test_html_sets_the_two_abstracts_in_two_columns(tmp_path: Path) -> None:
    paper, extras = _side()
    path = tmp_path / "p.html"
    write_html(paper, HTML_STYLES["latexml"], path)
    localize_html(path, paper, extras)
    page = path.read_text(encoding="utf-8")
    row = page.index("display:flex")
    assert extras.second is not None
    assert row < page.index(paper.record.abstract_text[:30]) < page.index("border:1px solid #444")
    assert page.index("border:1px solid #444") < page.index(extras.second[1][:30])


def test_docx_sets_the_two_abstracts_in_a_two_cell_row(tmp_path: Path) -> None:
    paper, extras = _side()
    path = tmp_path / "p.docx"
    write_docx(paper, OFFICE_STYLES["ieee"], path)
    localize_docx(path, paper, extras)
    document = docx.Document(str(path))
    assert extras.second is not None
    rows = [
        t for t in document.tables if len(t.columns) == 2 and extras.second[1] in t.cell(0, 1).text
    ]
    assert len(rows) == 1
    assert paper.record.abstract_text[-40:] in rows[0].cell(0, 0).text
    body = "\n".join(p.text for p in document.paragraphs)
    assert extras.second[1] not in body and paper.record.abstract_text[-40:] not in body
