"""speed40f (issue 25): the name helpers' answers kept for one document's front matter.

:func:`~tapyre_paper_search.pdf.linepieces.pieces` and
:func:`~tapyre_paper_search.pdf.namewords.as_name` are asked the same strings by the
line classifier's features and by the front-matter rules; inside
:func:`~tapyre_paper_search.pdf.namememo.scope` (entered by ``extract_pdf`` around
``read_front_matter``) each answer is computed once.  These tests hold the memo to
the functions it stands in for (``__wrapped__``: the code as before) on chosen
edge cases and on thousands of random lines, check that a list answer is never
shared, that nothing is kept outside a scope or after it, and that ``extract_pdf``
reads a drawn paper the same with and without the memo.  ``pieces``' last step
moved to :mod:`~tapyre_paper_search.pdf.bylead`; its old body is kept here.
"""

from __future__ import annotations

import contextlib
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import bylead, extract, linepieces, namememo, namewords

_NAMES = (
    "Jane Doe",
    "JOHN SMITH",
    "María López y Juan Pérez",
    "Ludwig van Beethoven",
    "Karl von und zu Guttenberg",
    "Azamat Kadyr uulu",
    "Ana Paula Costa e Silva",
    "Jean-Luc Picard",
    "F. Müller",
    "Rói við Stein",
    "New York",
    "Berlin, Germany",
    "ABOUT THE AUTHORS",
    "PREPARED BY",
    "Ann By",
    "Joan Puig i Ferrer",
    "Li Wei",
    "Department of Physics",
    "University of Oxford",
    "Q. Zhang",
    "O'Neil Brown",
)
_GLUE = (", ", " and ", " & ", "¹, ", "*, ", " · ", "; ", " und ", "\t", "  ", ", and ")
_EXTRA = ("By ", "F By ", "", "", "(Editor) ", "1 ", "a ")
_TAIL = ("", " jane@uni.edu", " (corresponding)", "²", " 12345", " ‐ ", "\u00a0Jr.")


def _lines(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        names = rng.sample(_NAMES, rng.randint(1, 4))
        glue = rng.choice(_GLUE)
        out.append(rng.choice(_EXTRA) + glue.join(names) + rng.choice(_TAIL))
    return out


_BY_LEAD = re.compile(r"^(?:[^\W\d_]\s+)?by\s+(?=[^\W\d_])", re.IGNORECASE)


def _base_without_by_lead(parts: list[str]) -> list[str]:
    """``authors._without_by_lead`` as it was before it moved (98372058)."""
    k = next((k for k, p in enumerate(parts) if len(p) > 1), None)
    if k is None or not (parts[k][1:2] == " " or parts[k][:3].lower() == "by "):
        return parts
    return [*parts[:k], _BY_LEAD.sub("", parts[k]), *parts[k + 1 :]]


@pytest.mark.parametrize(
    "parts",
    [
        [],
        ["F"],
        ["F", "By Jane Doe"],
        ["By Jane Doe", "Ann Lee"],
        ["Jane Doe", "By Nguyen"],
        ["a By Jane"],
        ["BY JOHN SMITH"],
        ["Byron Kay"],
        ["F By"],
        ["x", "y", "by z w"],
    ],
)
def test_without_by_lead_as_before(parts: list[str]) -> None:
    assert bylead.without_by_lead(list(parts)) == _base_without_by_lead(list(parts))


def test_memo_answers_as_the_functions_on_random_lines() -> None:
    lines = _lines(3000, seed=40)
    plain_pieces = linepieces.pieces.__wrapped__  # type: ignore[attr-defined]
    plain_name = namewords.as_name.__wrapped__  # type: ignore[attr-defined]
    want = [plain_pieces(line) for line in lines]
    with namememo.scope():
        for _ in range(2):  # the second round answers from the memo
            got = [linepieces.pieces(line) for line in lines]
            assert got == want
            for parts in got:
                for piece in parts:
                    for places in (True, False):
                        assert namewords.as_name(piece, places=places) == plain_name(
                            piece, places=places
                        )
                    assert namewords.as_name(piece) == plain_name(piece)
                    assert namewords.looks_like_name(piece) == bool(plain_name(piece))


def test_places_flag_is_part_of_the_key() -> None:
    piece = "Berlin Germany"
    plain = namewords.as_name.__wrapped__  # type: ignore[attr-defined]
    with namememo.scope():
        first = namewords.as_name(piece, places=False)
        second = namewords.as_name(piece, places=True)
    assert (first, second) == (plain(piece, places=False), plain(piece, places=True))


def test_a_list_answer_is_never_shared() -> None:
    with namememo.scope():
        first = linepieces.pieces("Jane Doe, John Smith and Ann Lee")
        want = list(first)
        first.append("Mallory")
        first[0] = "changed"
        assert linepieces.pieces("Jane Doe, John Smith and Ann Lee") == want


def _counted() -> tuple[list[str], Callable[[str], str]]:
    calls: list[str] = []

    @namememo.per_document
    def upper(text: str) -> str:
        calls.append(text)
        return text.upper()

    return calls, upper


def test_nothing_kept_outside_a_scope_or_after_it() -> None:
    calls, upper = _counted()
    assert [upper("a"), upper("a")] == ["A", "A"]
    assert calls == ["a", "a"]
    with namememo.scope():
        upper("b"), upper("b"), upper("c")
    assert calls == ["a", "a", "b", "c"]
    with namememo.scope():
        upper("b")  # a new document computes again
    assert calls[-1] == "b" and len(calls) == 5


def test_scope_ends_on_an_error_and_nests() -> None:
    calls, upper = _counted()
    with pytest.raises(RuntimeError), namememo.scope():
        upper("x")
        raise RuntimeError
    upper("x")
    assert calls == ["x", "x"]
    with namememo.scope():
        upper("y")
        with namememo.scope():
            upper("y")
        upper("y")
    assert calls == ["x", "x", "y", "y"]


def test_memo_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(namememo, "MAX_ENTRIES", 3)
    calls, upper = _counted()
    with namememo.scope():
        for text in "abcdeabcde":
            upper(text)
    assert calls == [*"abcde", "d", "e"]


def _paper(path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 100), "Reading Papers Faster With Memos", fontsize=18)
    page.insert_text((72, 130), "Jane Doe¹, John Smith² and María López y Juan Pérez", fontsize=11)
    page.insert_text(
        (72, 146), "¹University of Oxford, UK  ²Technische Universität Berlin", fontsize=9
    )
    page.insert_text((72, 160), "jane.doe@ox.ac.uk", fontsize=9)
    page.insert_text((72, 190), "Abstract", fontsize=11)
    body = (
        "We read the same names twice and keep the answers for one document only.",
        "The classifier and the rules ask the same questions of the same lines.",
        "Nothing is kept between documents, so a second reading costs the same.",
    )
    for k, text in enumerate(body):
        page.insert_text(
            (
                72,
                206 + 14 * k,
            ),
            text,
            fontsize=10,
        )
    page.insert_text((72, 270), "1 Introduction", fontsize=12)
    for k in range(20):
        page.insert_text(
            (72, 290 + 14 * k), f"Body line {k} of the paper that goes on.", fontsize=10
        )
    doc.save(path)
    doc.close()


def test_extract_pdf_reads_the_same_with_and_without_the_memo(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path)
    kept: list[dict[object, dict[object, object]]] = []
    real = namememo.scope

    @contextlib.contextmanager
    def recording() -> Iterator[None]:
        with real():
            yield
            memos = namememo._MEMOS.get()
            assert memos is not None
            kept.append(memos)

    monkeypatch.setattr(namememo, "scope", recording)
    with_memo = extract.extract_pdf(path, ocr=None)
    monkeypatch.setattr(namememo, "scope", contextlib.nullcontext)
    without = extract.extract_pdf(path, ocr=None)
    assert with_memo == without
    assert with_memo.authors  # the byline was read
    # the first reading kept the name helpers' answers for its document alone
    (memos,) = kept
    assert len(memos[namewords.as_name.__wrapped__]) > 0  # type: ignore[attr-defined]
    assert len(memos[linepieces.pieces.__wrapped__]) > 0  # type: ignore[attr-defined]
    assert namememo._MEMOS.get() is None
