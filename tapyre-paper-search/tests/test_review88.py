"""review88: near-misses of round thirty-two's rules (refs32, latex32, lead32).

1. A sentence whose space after its full stop the text lost ("frame-" / "work.The")
   is no domain: its line-end hyphen is mended as before (``docwords._URLISH``).
2. A chemistry book's editors after its semicolon end the book title whatever part
   follows them (a series named without "Series") (``refchembook.book_parts``).
3. A title's own "//" before words in small letters is no ISO 690 / GOST source mark
   where the entry shows none of the standards' other marks (``refparts._source``).
   A GB/T entry's " / " before its type code's "]//" is the title's, no people's
   (``refparts._people``).
4. Capitals in brackets ending a title that are no GB/T type code stay
   (``refforms._TYPE_CODE``).
5. A short entry under a hanging list whose year closes it ("WHO (2001).", "Anon.
   2003.") is an entry (``refpieces._SHAPE``).
6. A cache-only read (``OcrOptions.cache_only``) of a scan with a page not in the OCR
   cache says so, whatever the other pages' OCR found (``extract``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf import docwords, extract_pdf, ocr
from tapyre_paper_search.pdf.ocr import OcrOptions
from tapyre_paper_search.pdf.references import parse_reference
from test_references_refs32 import _hanging_list_and

_WORDS = docwords.DocumentWords(hyphenated=frozenset(), whole=frozenset({"framework"}))


@pytest.mark.parametrize(
    ("text", "mended"),
    [
        ("we used the frame-\nwork.The results", "we used the framework.The results"),
        ("the frame-\nwork.It is new", "the framework.It is new"),
    ],
)
def test_a_sentence_glued_after_its_stop_is_no_domain(text: str, mended: str) -> None:
    assert docwords.mend_breaks(text, _WORDS) == mended


@pytest.mark.parametrize(
    "text",
    [
        "see www.lee-\nlab.org for it",
        "at https://x.org/frame-\nwork.html now",
        "mail frame-\nwork@x.org",
    ],
)
def test_guard_a_url_or_address_keeps_its_hyphen(text: str) -> None:
    assert docwords.mend_breaks(text, _WORDS) == text


@pytest.mark.parametrize(
    "series",
    [
        "Methods in Molecular Biology 1234",
        "Topics in Current Chemistry 123",
        "NATO ASI Series C: Mathematical and Physical Sciences",
    ],
)
def test_a_series_after_a_books_editors_is_no_title(series: str) -> None:
    entry = (
        f"Lee, K. Protein Folds. In Protein Design; Kim, H., Ed.; {series}; "
        "Humana Press: Totowa, NJ, 2009; pp 1-9."
    )
    reference = parse_reference(entry)
    assert (reference.title, reference.venue) == ("Protein Folds", "Protein Design")


@pytest.mark.parametrize(
    ("entry", "title", "venue"),
    [
        (
            "Doe J. Comments // and code: a study of C++ style. Software Practice, 2010, 12: 1-9.",
            "Comments // and code: a study of C++ style",
            "Software Practice",
        ),
        (
            "Doe J, Roe A. Read/write heads // a review of failures. IEEE Trans Magn. 2010;12:1-9.",
            "Read/write heads // a review of failures",
            "IEEE Trans Magn",
        ),
    ],
)
def test_a_titles_own_double_slash_is_no_source_mark(entry: str, title: str, venue: str) -> None:
    reference = parse_reference(entry)
    assert (reference.title, reference.venue) == (title, venue)


@pytest.mark.parametrize(
    ("entry", "title", "venue"),
    [
        (
            "Doe J. Title of work / J. Doe, A. Roe // Journal of X. — 2010. — Vol. 12. — P. 1-9.",
            "Title of work",
            "Journal of X",
        ),
        (
            "Ivanov I. I. Theory of things // Journal of Physics. 2010. Vol. 12. P. 1-9.",
            "Theory of things",
            "Journal of Physics",
        ),
        (
            "Иванов И. И. Теория / И. И. Иванов, П. П. Петров // Журнал. — 2010. — Т. 12. — "
            "С. 1-9.",
            "Иванов И. И. Теория",
            "Журнал",
        ),
    ],
)
def test_guard_a_standards_source_mark_stays(entry: str, title: str, venue: str) -> None:
    reference = parse_reference(entry)
    assert (reference.title, reference.venue) == (title, venue)


@pytest.mark.parametrize("code", ["[NO]", "[CO]"])
def test_capitals_in_brackets_ending_a_title_stay(code: str) -> None:
    entry = f"Doe J. Brain levels of {code}. Nature, 2010, 12: 1-9."
    assert parse_reference(entry).title == f"Brain levels of {code}"


def test_guard_a_type_code_goes() -> None:
    entry = "DOE J, ROE A. Brain levels of oxygen[J/OL]. Nature, 2010, 12: 1-9."
    assert parse_reference(entry).title == "Brain levels of oxygen"


def test_an_image_only_paper_with_a_page_not_in_the_cache_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cache-only read of a scan whose first page's OCR found nothing and whose second
    page's reading is not kept cannot say how a full run reads it: it says the OCR is
    not in the cache (a re-scoring run leaves the paper out), not that OCR found no
    text (scored as a failure a full run may not make)."""
    document = pymupdf.open()
    picture = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 40, 40), False)
    picture.set_rect(picture.irect, (120, 120, 120))
    for _ in range(2):
        document.new_page().insert_image(pymupdf.Rect(50, 50, 500, 700), pixmap=picture)
    document.save(tmp_path / "scan.pdf")

    def cached_reading(page: Any, _flags: int, _options: OcrOptions) -> tuple[Any, list[Any]]:
        if page.number == 0:  # kept, and no words on it
            return {"width": 595, "height": 842, "blocks": []}, []
        raise ocr.OcrNotCachedError(f"page {page.number + 1} is {ocr.NOT_CACHED}")

    monkeypatch.setattr(ocr, "ocr_page", cached_reading)
    options = OcrOptions(cache=tmp_path / "cache", cache_only=True)
    with pytest.raises(ExtractionError, match=f"their OCR is {ocr.NOT_CACHED}"):
        extract_pdf(tmp_path / "scan.pdf", ocr=options)


@pytest.mark.parametrize("short", ["WHO (2001).", "OECD (2019a).", "Anon. 2003.", "IPCC, 2021:"])
def test_a_short_entry_closed_by_its_year_under_a_hanging_list_stays(short: str) -> None:
    assert _hanging_list_and(short)[-1] == short


@pytest.mark.parametrize("flush", ["WHO 2001", "Sci Rep 2020", "Vol. 12 (2020).", "Page 2 (2020)."])
def test_guard_a_flush_line_without_an_entrys_shape_is_none(flush: str) -> None:
    assert not _hanging_list_and(flush)[-1].startswith(flush)


def test_a_slash_in_a_title_before_a_type_codes_source_mark_stays() -> None:
    entry = (
        "WANG X, LI Y. Input / output scheduling in clusters[C]//Proceedings of X. "
        "Berlin: Springer, 2021: 90-109."
    )
    reference = parse_reference(entry)
    assert reference.title == "Input / output scheduling in clusters"
    assert reference.venue.startswith("Proceedings of X")
