"""review135 on speed40f (issue 25): the per-document name memo (:mod:`.pdf.namememo`).

speed40f's change is exact by design; review135 found no wrong answer, so these are
CONTROLS (they pass on ef8224da and must keep passing): ``extract_pdf`` reads pages
unlike the corpora (a blank first page, rotated text, right-to-left names, soft
hyphens, ligatures and control characters in a byline, "By" in a title) the same with
and without the memo; the memo is per context (a worker thread that did not enter
:func:`~tapyre_paper_search.pdf.namememo.scope` computes, two asyncio tasks keep
apart memos, a context copied inside a scope answers as the plain function after it
ends); an error raised by a kept function is not kept.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import authors, extract, namememo, namewords

_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _text(page: pymupdf.Page, y: float, text: str, size: float = 10, rotate: int = 0) -> None:
    if Path(_FONT).exists():
        page.insert_text((72, y), text, fontsize=size, fontfile=_FONT, fontname="dv", rotate=rotate)
    else:  # pragma: no cover - the base-14 font draws what it can
        page.insert_text((72, y), text, fontsize=size, rotate=rotate)


_BODY = [f"Body line {k} of the paper goes on with ordinary words." for k in range(18)]


def _draw(path: Path, front: list[tuple[str, float]], *, blank_first: bool = False) -> None:
    doc = pymupdf.open()
    if blank_first:
        doc.new_page(width=595, height=842)  # a page with no text at all
    page = doc.new_page(width=595, height=842)
    y = 90.0
    for text, size in front:
        _text(page, y, text, size)
        y += size * 1.6
    _text(page, y + 10, "Abstract", 11)
    for k in range(3):
        _text(page, y + 26 + 13 * k, "We study how names are read on pages unlike the corpora.")
    _text(page, y + 80, "1 Introduction", 12)
    for k, line in enumerate(_BODY):
        _text(page, y + 100 + 13 * k, line)
    # a rotated margin note (an arXiv-like stamp, text read bottom to top)
    _text(page, 780, "Preprint submitted to nobody, 2026", 8, rotate=90)
    doc.save(path)
    doc.close()


_PAGES: dict[str, tuple[list[tuple[str, float]], bool]] = {
    "rtl-names": (
        [("Reading Arabic Bylines", 18), ("محمد علي، فاطمة حسن و يوسف كريم", 11)],
        False,
    ),
    "hebrew-and-latin": (
        [("Mixed Scripts in One Byline", 18), ("דוד כהן, Jane Doe and Ann Lee", 11)],
        False,
    ),
    "soft-hyphen-ligature": (
        [("E\ufb03cient Readers", 18), ("Jo\u00adhann Mül\u00adler, Sofia Gri\ufb00in", 11)],
        False,
    ),
    "control-characters": (
        [("Noisy Text Layers", 18), ("Jane\u0007 Doe, John\u0000 Smith", 11)],
        False,
    ),
    "by-in-title": (
        [("Learning By Doing By Example", 18), ("By Jane Doe and Ann By", 11)],
        True,
    ),
    "one-block": ([("Jane Doe", 11)], False),
    "cue-in-affiliation": (
        [
            ("Names That Look Like Places", 18),
            ("Paris Hilton, Georgia Brown and Jordan Peterson", 11),
            ("University of Georgia, Athens, GA 30602", 9),
        ],
        True,
    ),
}


def _read(path: Path, scope: Callable[[], contextlib.AbstractContextManager[None]]) -> object:
    real = namememo.scope
    namememo.scope = scope  # type: ignore[assignment]
    try:
        return extract.extract_pdf(path, ocr=None)
    finally:
        namememo.scope = real


@pytest.mark.parametrize("name", sorted(_PAGES))
def test_control_unusual_pages_read_the_same_with_and_without_memo(
    tmp_path: Path, name: str
) -> None:
    front, blank = _PAGES[name]
    path = tmp_path / f"{name}.pdf"
    _draw(path, front, blank_first=blank)
    assert _read(path, namememo.scope) == _read(path, contextlib.nullcontext)


def test_control_worker_threads_read_as_the_main_thread(tmp_path: Path) -> None:
    paths = []
    for name in ("rtl-names", "by-in-title", "cue-in-affiliation"):
        front, blank = _PAGES[name]
        paths.append(tmp_path / f"{name}.pdf")
        _draw(paths[-1], front, blank_first=blank)
    alone = [extract.extract_pdf(p, ocr=None) for p in paths]
    with ThreadPoolExecutor(max_workers=3) as pool:
        threaded = list(pool.map(lambda p: extract.extract_pdf(p, ocr=None), paths * 2))
    assert threaded == alone * 2


def _counted() -> tuple[list[str], Callable[[str], list[str]]]:
    calls: list[str] = []

    @namememo.per_document
    def split(text: str) -> list[str]:
        calls.append(text)
        return text.split()

    return calls, split


def test_control_a_thread_that_entered_no_scope_computes() -> None:
    calls, split = _counted()
    with namememo.scope():
        split("a b")
        with ThreadPoolExecutor(max_workers=1) as pool:
            pool.submit(split, "a b").result()
            pool.submit(split, "a b").result()
        split("a b")
    assert calls == ["a b"] * 3


def test_control_a_context_copied_in_a_scope_answers_as_the_function() -> None:
    calls, split = _counted()
    with namememo.scope():
        copied = contextvars.copy_context()
    assert copied.run(split, "x y") == ["x", "y"]
    got = copied.run(split, "x y")
    got.append("z")  # a caller's change stays its own
    assert copied.run(split, "x y") == ["x", "y"]
    assert calls == ["x y"]
    assert namememo._MEMOS.get() is None


def test_control_asyncio_tasks_keep_apart_memos() -> None:
    calls, split = _counted()

    async def one(text: str) -> list[str]:
        with namememo.scope():
            first = split(text)
            await asyncio.sleep(0)
            return [*first, *split(text)]

    async def both() -> list[list[str]]:
        return list(await asyncio.gather(one("p q"), one("p q")))

    assert asyncio.run(both()) == [["p", "q", "p", "q"]] * 2
    assert calls == ["p q", "p q"]  # one computation a task's scope


def test_control_an_error_is_not_kept() -> None:
    calls: list[str] = []

    @namememo.per_document
    def fails(text: str) -> str:
        calls.append(text)
        raise ValueError(text)

    with namememo.scope():
        for _ in range(2):
            with pytest.raises(ValueError):
                fails("bad")
    assert calls == ["bad", "bad"]


@pytest.mark.parametrize(
    "line",
    [
        "",
        " ",
        "\u00a0",
        "محمد علي، فاطمة حسن",
        "Jo\u00adhann Mül\u00adler",
        "Jane\u0000 Doe",
        "BY JANE DOE",
        "İsmail Çelik and Ⅻ Louis",
    ],
)
def test_control_memo_answers_as_the_plain_functions_on_odd_lines(line: str) -> None:
    plain_pieces = authors.pieces.__wrapped__  # type: ignore[attr-defined]
    plain_name = namewords.as_name.__wrapped__  # type: ignore[attr-defined]
    with namememo.scope():
        for _ in range(2):
            assert authors.pieces(line) == plain_pieces(line)
            for piece in [line, *plain_pieces(line)]:
                assert namewords.as_name(piece) == plain_name(piece)
                assert namewords.as_name(piece, places=False) == plain_name(piece, places=False)
