"""speed40p (issue 25): exact cuts in reading a page (``pageread.read_page``'s own work).

Each cut gives what the code it replaced gave; these tests hold it to that code,
written out here (the ``_old_*`` functions), on chosen edge cases and on random
inputs:

* :func:`~tapyre_paper_search.pdf.textlayer.text_layer_problem` takes how to find out
  whether the page shows images and asks it only where the answer depends on it
  (little text, or few words among many characters): ``read_page`` no longer looks
  up a prose page's images;
* ``justified._rows``: a block of one line is one run at once;
* ``wordblocks._block``: a block's box in one walk over its lines;
* :func:`~tapyre_paper_search.pdf.blocks.blocks_from_tuples`: a blank block told
  without copying it, math symbols counted inline.

The front pages' lines (with the one-line rows) are checked against the lines made
from the words grouped as before (a control: tried, a grouping run by run was slower).
"""

from __future__ import annotations

import random
from collections import defaultdict
from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import frontlines, justified, pageread, textlayer
from tapyre_paper_search.pdf.blocks import TextBlock, blocks_from_tuples, is_arxiv_stamp
from tapyre_paper_search.pdf.blocks import math_symbols as _math_symbols
from tapyre_paper_search.pdf.lines import in_reading_order, page_lines
from tapyre_paper_search.pdf.wordblocks import blocks_from_words

_PROSE = (
    "The model reads the text of each page and the results show that the method "
    "works well on the data sets we studied in this paper. "
)


def _old_text_layer_problem(text: str, has_images: bool) -> str | None:
    visible = len(text) - text.count(" ") - text.count("\n")
    if visible < textlayer._MIN_CHARS:
        return textlayer.NO_TEXT_LAYER if has_images else None
    words = textlayer._WORD.findall(text, 0, textlayer._SAMPLE_CHARS)
    if textlayer._ODD.search(text) or "(cid:" in text:
        odd = len(textlayer._ODD.findall(text)) + 8 * len(textlayer._CID.findall(text))
        if odd > visible * textlayer._MAX_SYMBOL_SHARE:
            return textlayer.GARBAGE_TEXT_LAYER
    if len(words) >= textlayer._MIN_WORDS:
        if not textlayer._few_known(words) or textlayer._vowels_plausible(words):
            return None
        return textlayer.GARBAGE_TEXT_LAYER
    if has_images and len(words) * 4 < visible / 8:
        return textlayer.GARBAGE_TEXT_LAYER
    return None


class _Asked:
    def __init__(self, answer: bool) -> None:
        self.answer, self.calls = answer, 0

    def __call__(self) -> bool:
        self.calls += 1
        return self.answer


def test_images_asked_only_where_they_decide() -> None:
    no = _Asked(False)
    assert textlayer.text_layer_problem("", has_images=no) is None  # a blank page, not a scan
    assert no.calls == 1
    yes = _Asked(True)
    assert textlayer.text_layer_problem("  3 ", has_images=yes) == textlayer.NO_TEXT_LAYER
    prose = _Asked(True)
    assert textlayer.text_layer_problem(_PROSE * 4, has_images=prose) is None
    assert prose.calls == 0  # enough known words: images do not matter
    soup = "#%&@" * 60 + " abc"
    for answer, want in ((True, textlayer.GARBAGE_TEXT_LAYER), (False, None)):
        asked = _Asked(answer)
        assert textlayer.text_layer_problem(soup, has_images=asked) == want
        assert asked.calls == 1


def test_text_layer_problem_as_before_random() -> None:
    rng = random.Random(40)
    pieces = [
        "the", "model", "wkh", "prgho", "\ue001", "\ufffd", "(cid:12)", "#", "12",
        " ", "\n", "Straße", "\x03", "ÿ", "und", "der", "xqzt", "a",
    ]  # fmt: skip
    for _ in range(3000):
        text = " ".join(rng.choice(pieces) for _ in range(rng.randint(0, 120)))
        for images in (True, False):
            want = _old_text_layer_problem(text, images)
            assert textlayer.text_layer_problem(text, has_images=images) == want, repr(text)
            asked = _Asked(images)
            assert textlayer.text_layer_problem(text, has_images=asked) == want, repr(text)
            assert asked.calls <= 1


def _pdf(tmp_path: Path, texts: list[str]) -> Path:
    doc = pymupdf.open()
    for text in texts:
        page = doc.new_page(width=595, height=842)
        page.insert_textbox(pymupdf.Rect(72, 72, 523, 770), text, fontsize=10)
    path = tmp_path / "pages.pdf"
    doc.save(path)
    doc.close()
    return path


def test_prose_page_images_not_looked_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A page of prose under 2,000 characters: its text layer is fine whatever images
    it shows, so ``read_page`` does not ask MuPDF for them (the base did)."""
    path = _pdf(tmp_path, [_PROSE * 6, "Hello there"])
    calls: list[int] = []
    real = pymupdf.Page.get_images

    def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(self.number)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(pymupdf.Page, "get_images", counted)
    options = pageread.Options(None, False, None, True)
    with pymupdf.open(path) as doc:
        detail = pageread.Detail()
        first = pageread.read_page(doc, 0, path, options, detail)
        second = pageread.read_page(doc, 1, path, options, detail)
    assert first.note == "" and first.source == "text"
    assert calls == [1]  # the nearly empty page alone: is it a scan?
    assert second.note == "" and second.source == "text"  # no images: a blank page


def _dict_line(rng: random.Random, x: float, y: float) -> dict[str, Any]:
    size = rng.choice([0.0, 9.0, 10.0, 10.2])
    text = rng.choice(["", " ", "word", "Jane Doe", "1"])
    width = rng.uniform(5, 200)
    return {
        "bbox": (x, y, x + width, y + size + rng.uniform(-1, 1)),
        "dir": rng.choice([(1.0, 0.0), (0.0, 1.0)]),
        "spans": [{"text": text, "size": size}] if rng.random() < 0.9 else [],
    }


def test_rows_one_line_block_random() -> None:
    """The old loop, on a block of one line, gave one run ``[[0]]`` and the line's box
    (``last`` is ``None`` at the first line): the shortcut gives the same, whatever
    the line holds (a control: passes on the base too)."""
    rng = random.Random(401)
    for _ in range(2000):
        line = _dict_line(rng, rng.uniform(50, 300), rng.uniform(50, 700))
        assert justified._rows([line]) == ([[0]], [justified._box(line)])
    assert justified._rows([{"bbox": (1, 2, 3, 4), "spans": []}]) == ([[0]], [(1.0, 2.0, 3.0, 4.0)])
    two = [_dict_line(rng, 60.0, 100.0), _dict_line(rng, 400.0, 100.0)]
    assert len(justified._rows(two)[1]) == 2  # longer blocks: the loop, as before


def _old_block(lines: list[Any], size: float) -> TextBlock:
    text = "\n".join([line.text for line in lines])
    for line in lines:
        line.size = size
    made = TextBlock(
        min([line.x0 for line in lines]),
        min([line.y0 for line in lines]),
        max([line.x1 for line in lines]),
        max([line.y1 for line in lines]),
        lines,
    )
    made.chars = len(text) - text.count(" ") - text.count("\n")
    made.math_chars = _math_symbols(text)
    return made


def _shape(blocks: list[TextBlock]) -> list[Any]:
    return [
        (
            (b.box, b.chars, b.math_chars, b.kind, b.raw, b.detailed, b.text, b.line_count),
            [(ln.text, ln.x0, ln.y0, ln.x1, ln.y1, ln.size, ln.bold) for ln in b.lines],
        )
        for b in blocks
    ]


def _random_words(rng: random.Random) -> list[tuple[Any, ...]]:
    words = []
    for block in range(rng.randint(0, 4)):
        y = rng.uniform(40, 700)
        for line in range(rng.randint(1, 5)):
            x = rng.uniform(40, 90) - (10 if rng.random() < 0.2 else 0)
            for number in range(rng.randint(1, 6)):
                text = rng.choice(["Doe,", "J.", "2019.", "α=β", "x", "arXiv:1", "-0"])
                width = rng.choice([0.0, 4.0, 20.0])
                top = y + rng.choice([0.0, -0.0, 0.5, -1.0])
                words.append((x, top, x + width, top + rng.choice([8.0, 10.0, 12.5]), text,
                              block, line, number))  # fmt: skip
                x += width + rng.choice([0.0, 2.5, 40.0])
            y += rng.choice([0.0, 11.0, 13.0])
    return words


def test_word_blocks_as_before_random(monkeypatch: pytest.MonkeyPatch) -> None:
    from tapyre_paper_search.pdf import wordblocks

    rng = random.Random(402)
    cases = [_random_words(rng) for _ in range(1500)]
    new = [_shape(blocks_from_words(words, 1.2)) for words in cases]
    monkeypatch.setattr(wordblocks, "_block", _old_block)
    old = [_shape(blocks_from_words(words, 1.2)) for words in cases]
    assert new == old
    assert sum(len(shape) for shape in new) > 1500  # blocks were made


def _old_blocks_from_tuples(blocks: list[Any]) -> list[TextBlock]:
    out: list[TextBlock] = []
    for block in blocks:
        if len(block) < 7 or block[6] != 0:
            continue
        x0, y0, x1, y1 = float(block[0]), float(block[1]), float(block[2]), float(block[3])
        text = block[4].strip("\n")
        if not text.strip():
            continue
        if (x1 - x0 < (y1 - y0) * 0.3 and text.count("\n") <= 1) or is_arxiv_stamp(text):
            continue
        chars = len(text) - text.count(" ") - text.count("\n")
        out.append(
            TextBlock(x0, y0, x1, y1, None, _math_symbols(text), chars, raw=text, detailed=False)
        )
    return out


def test_blocks_from_tuples_as_before() -> None:
    rng = random.Random(403)
    texts = [
        "", "\n", " \n ", "\u2003", "\x0b\x0c", "\u00a0\n", "a", "\nText\n", "x = y + 1",
        "arXiv:2101.00001v2 [cs.CL] 1 Jan 2021", "αβ\nγ", " two\nlines ", "\u3000 \n",
    ]  # fmt: skip
    for _ in range(3000):
        blocks: list[Any] = []
        for number in range(rng.randint(0, 6)):
            x0, y0 = rng.uniform(0, 500), rng.uniform(0, 700)
            x1, y1 = x0 + rng.choice([1.0, 30.0, 300.0]), y0 + rng.choice([1.0, 12.0, 200.0])
            text = "".join(rng.choice(texts) for _ in range(rng.randint(1, 3)))
            block = (x0, y0, x1, y1, text, number, rng.choice([0, 0, 0, 1]))
            blocks.append(block[: rng.choice([7, 7, 7, 6])])
        assert _shape(blocks_from_tuples(blocks)) == _shape(_old_blocks_from_tuples(blocks))


def _old_by_line(words: list[Any]) -> dict[tuple[int, int], list[Any]]:
    by_line: dict[tuple[int, int], list[Any]] = defaultdict(list)
    for word in words:
        by_line[(word[5], word[6])].append((word[0], word[2], word[4]))
    return by_line


def test_front_lines_words_as_before(tmp_path: Path) -> None:
    names = "Jane Doe          John Smith          Ann Lee\n\nA Title of Some Length\n\n"
    path = _pdf(tmp_path, [names + _PROSE * 3])
    with pymupdf.open(path) as doc:
        textpage = doc.load_page(0).get_textpage(flags=pageread.flags())
        data, words = textpage.extractDICT(), textpage.extractWORDS()
    # a line's words out of order too (the grouping keeps the order they come in)
    shuffled = words[:3] + words[10:] + words[3:10]
    for given in (words, shuffled, []):
        got = frontlines.front_lines(lambda: data, (595.0, 842.0), 0, lambda w=given: w)
        want = in_reading_order(page_lines(data, 0, _old_by_line(given)))
        assert got == want
    assert got.lines  # lines were read
