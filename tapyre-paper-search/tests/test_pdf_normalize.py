"""Text normalisation of extracted PDF text (pure)."""

from __future__ import annotations

import time
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf, normalize_inline, normalize_text


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("the ﬁrst ﬂow", "the first flow"),  # ligatures (NFKC)
        ("ＡＢＣ１２３", "ABC123"),  # full-width forms
        ("multi\u2010document 1\u20135 x\u2212y", "multi-document 1-5 x-y"),  # dashes
        ("a\u2015b", "a—b"),
        ("COVID-\u00ad19 immuno\u00ad\nsuppressed", "COVID-19 immunosuppressed"),  # soft hyphens
        ("zero\u200bwidth\ufeff", "zerowidth"),
        ("Nicolas Andr\u00b4e and \u00b4Ecole", "Nicolas André and École"),  # TeX accents
        ("a \t b\u00a0c\u2003d", "a b c d"),  # spaces
        ("sum-\nmaries", "summaries"),  # hyphenated across lines
        ("state-of-the-\nart", "state-of-the-art"),  # compound keeps its hyphen
        ("long-form and long-\nform", "long-form and long-form"),  # seen with a hyphen
        ("COVID-\n19 and BERT-\nBase", "COVID-19 and BERT-Base"),
        ("an interface—\nPaper Plain", "an interface—Paper Plain"),
        ("one\nparagraph\n\n\n  two\n \nthree", "one paragraph\n\ntwo\n\nthree"),
        ("  \n\n ", ""),
        ("x\x00y\x0cz", "x y z"),
    ],
)
def test_normalize_text(raw: str, expected: str) -> None:
    assert normalize_text(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Gene\u2013environment at \u221220 K", "Gene\u2013environment at \u221220 K"),
        ("multi\u2010document \ufe63 x", "multi-document - x"),  # hyphens are hyphens
        ("Spin\u2013\norbit coupling", "Spin\u2013orbit coupling"),  # the break goes
        ("a\u2015b", "a\u2014b"),
    ],
)
def test_titles_keep_printed_dashes(raw: str, expected: str) -> None:
    assert normalize_inline(raw, dashes="printed") == expected
    assert normalize_inline(expected, dashes="printed") == expected


def test_printed_dashes_fold_like_hyphens_in_title_keys() -> None:
    from tapyre_paper_search.records.references import fold_title

    assert fold_title("Gene\u2013environment at \u221220 K") == fold_title(
        normalize_inline("Gene\u2013environment at \u221220 K")
    )


def test_normalize_is_idempotent() -> None:
    raw = "Multi-\nLexSum: ﬁve sum-\nmaries\n\n\nCOVID-\u00ad19 — tools\u2014\nPaper"
    once = normalize_text(raw)
    assert normalize_text(once) == once


def test_known_hyphenated_words_keep_their_hyphen() -> None:
    assert normalize_text("data-\nset", hyphenated={"data-set"}) == "data-set"
    assert normalize_text("data-\nset", words={"dataset"}) == "dataset"


def test_normalize_inline_gives_one_line() -> None:
    assert normalize_inline("Calculation of prompt\n  diphoton\n\nproduction") == (
        "Calculation of prompt diphoton production"
    )


def test_pathological_input_stays_linear() -> None:
    start = time.monotonic()
    normalize_text("a-" * 200_000 + "\nb")
    normalize_text("a" * 400_000 + "-\nb")
    normalize_text(("word " * 50 + "\n") * 5000)
    assert time.monotonic() - start < 5


def test_a_documents_words_are_asked_one_by_one_as_its_vocabulary_counts_them() -> None:
    from tapyre_paper_search.pdf.words import LazyVocabulary, vocabulary

    pages = [
        "Sixteen channels; summa-\nries of x2abc and a-\nb-\nchain.",
        "Über neuro-\nimaging, hyper-\nparameters, x\u00b2y and snake_case words",
        "a page ending in foo-",
        "bar starts the next one",
    ]
    truth = set().union(*(vocabulary(page) for page in pages))
    words = LazyVocabulary(pages)
    asked = truth | {"summa", "ries", "summaries", "neuro", "imaging", "hyper", "parameters"}
    asked |= {"chain", "foo", "bar", "abc", "case", "snake", "über", "zebra", "channel"}
    assert {word for word in asked if word in words} == truth
    assert "chain" in words  # "a-\nb-\nchain": "a-b" is the broken word, "chain" stands
    assert "summa" not in words and "ries" not in words
    assert "foo" in words and "bar" in words  # a page's end joins nothing
    assert set(words) == truth and len(words) == len(truth)


def test_a_lone_dash_opening_the_text_is_no_bracket_before_a_hyphen() -> None:
    # The bracket rule ("(Aire)-" / "mediated") needs a bracket before the dash: a
    # text whose first line is a dash alone keeps the break as a space.
    assert normalize_text("-\nThe results") == "- The results"
    assert normalize_text("(Aire)-\nmediated") == "(Aire)-mediated"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("as listed (Table 2)\u2013\nthe values agree", "as listed (Table 2)- the values agree"),
        ("in [4]\u2013  \nsee below", "in [4]- see below"),
        ("regulator (Aire)-\nmediated", "regulator (Aire)-mediated"),  # a hyphen joins
        ("the years (1990)\u2013\n2000", "the years (1990)-2000"),  # a range: no space
        ("(Table 2)\u2013\n\nNext", "(Table 2)-\n\nNext"),  # a paragraph stays
    ],
)
def test_an_en_dash_after_a_bracket_at_a_line_end_is_a_dash(raw: str, expected: str) -> None:
    assert normalize_text(raw) == expected
    assert normalize_text(expected) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("non-invasive X- ray imaging", "non-invasive X-ray imaging"),
        ("B- meson decays", "B-meson decays"),
        ("K- e+ scattering", "K- e+ scattering"),  # no word of two letters after it
        ("the A- and B-type cells", "the A- and B-type cells"),  # a suspended hyphen
        ("3a- bb", "3a- bb"),  # no one-letter word
    ],
)
def test_a_spaced_break_after_a_one_letter_word_joins_a_word(raw: str, expected: str) -> None:
    assert normalize_inline(raw) == expected


_SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"  # the base-14 fonts lack the en dash


def test_a_drawn_en_dash_after_a_bracket_keeps_the_next_word_apart(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    rows = [
        "The measured rates of all runs are listed in the table below (Table 2)\u2013",
        "the values agree with the model within their errors in every run we made.",
        "Further runs at other temperatures gave the same result (see Fig. 3)\u2013",
        "and so did the runs at other pressures, as the second figure shows clearly.",
    ]
    for k, row in enumerate(rows * 6):
        page.insert_text((60, 80 + 14 * k), row, fontsize=10, fontname="dv", fontfile=_SERIF)
    doc.save(tmp_path / "dash.pdf")
    text = extract_pdf(tmp_path / "dash.pdf").pages[0].text
    assert "(Table 2)- the values" in text
    assert "(see Fig. 3)- and so" in text
