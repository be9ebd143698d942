"""A document's pages, read one by one, as its normalised page texts (pure; split out
of :mod:`~tapyre_paper_search.pdf.extract` with no change).

:func:`normalised_pages` takes every page :func:`~tapyre_paper_search.pdf.pageread.read_page`
read, drops the lines repeated as running headers and footers
(:func:`~tapyre_paper_search.pdf.clutter.running_keys`), puts each page's blocks in
reading order (:func:`~tapyre_paper_search.pdf.pagetext.ordered_blocks`), joins them into
at most :data:`MAX_PAGE_CHARS` characters, and normalises each text with the document's
own hyphenated words and line-end breaks (:mod:`~tapyre_paper_search.pdf.normalize`,
:mod:`~tapyre_paper_search.pdf.hardhyphens`), the document's words being read
(:func:`~tapyre_paper_search.pdf.docwords.reading`) while they are.
"""

from __future__ import annotations

from typing import Any

from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.clutter import running_keys
from tapyre_paper_search.pdf.docwords import DocumentWords, reading
from tapyre_paper_search.pdf.hardhyphens import hard_breaks
from tapyre_paper_search.pdf.hyphenset import HyphenatedWords
from tapyre_paper_search.pdf.lineendhyphens import hyphenated_words
from tapyre_paper_search.pdf.namedheads import capital_breaks
from tapyre_paper_search.pdf.normalize import normalize_text
from tapyre_paper_search.pdf.pageread import PageRead
from tapyre_paper_search.pdf.pagetext import joined, ordered_blocks
from tapyre_paper_search.pdf.words import LazyVocabulary
from tapyre_paper_search.records import Page

MAX_PAGE_CHARS = 200_000
"""Text beyond this many characters on one page is dropped (generated junk pages)."""

MIN_TEXT_CHARS = 32
"""Fewer non-space characters than this in the whole file count as no text."""


def normalised_pages(
    read: list[PageRead],
) -> tuple[list[Page], list[list[TextBlock]], list[tuple[str, str]], DocumentWords]:
    """The normalised pages, each page's blocks in reading order (for the references),
    the line-end breaks after hyphens the author typed (:func:`hard_breaks`: in a
    document that never hyphenates; ``[]`` in one that does), and the document's words
    (its hyphenated words, those breaks' among them, and its words written whole)."""
    heights = [(r.height, r.blocks) for r in read]
    running = running_keys(heights)
    ordered = [_ordered(r, running) for r in read]
    texts = [_joined(blocks) for blocks in ordered]
    if running and visible_chars(texts) < MIN_TEXT_CHARS:
        # Removing the repeated lines would leave nothing: they are the document's text
        # (3,000 pages of one line each), not its running header.
        ordered = [_ordered(r, frozenset()) for r in read]
        texts = [_joined(blocks) for blocks in ordered]
    # A compound broken at a line end keeps its hyphen if the paper writes it
    # whole elsewhere ("machine-\nreadable" when "machine-readable" occurs).
    # So does one it writes broken before a capital ("Induced-\nPluripotent"; hyph54).
    # A compound broken at a line end and never written whole ("sixteen-\nchannel")
    # keeps its hyphen when both parts are words: the paper's own words count.
    words = LazyVocabulary(texts)
    # (a set that keeps what the line-end rules read from all its words: hyphenset)
    known = HyphenatedWords()
    known.update(*(hyphenated_words(text) | capital_breaks(text, words) for text in texts))
    hard = hard_breaks(texts, words)
    known.update(f"{head}-{tail}".lower() for head, tail in hard)
    document = DocumentWords(known, words, texts)
    # The closing rules ask whether the text splits a plain word and whether it writes a
    # prefix with its hyphen: of the whole document, not the page alone (a page with no
    # plain split joins "EM-" / "BASE" where the document's other pages split; hyph58).
    with reading(document):
        pages = [
            Page(r.number, _normalised(text, known, words), r.source, r.note)
            for r, text in zip(read, texts, strict=True)
        ]
    return pages, ordered, hard, document


def _normalised(text: str, known: set[str], words: LazyVocabulary) -> str:
    # ``known`` holds the page's own hyphenated words: they are not read again.
    return normalize_text(text, hyphenated=known, words=words, own_hyphenated=True)


def _ordered(read: PageRead, running: frozenset[str]) -> list[TextBlock]:
    return ordered_blocks(read.blocks, read.height, running, tables=read.tables)


def _joined(blocks: list[TextBlock]) -> str:
    return joined(blocks, MAX_PAGE_CHARS)


def visible_chars(texts: Any) -> int:
    """Characters other than spaces in ``texts``."""
    return sum(len(text) - text.count(" ") for text in texts)
