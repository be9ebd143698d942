"""Splitting a passage into sentences, as character spans.  Pure.

Rule-based, for English prose as chunking leaves it: a sentence ends at ``.``,
``!`` or ``?`` (with closing quotes and brackets) followed by white space and
a capital letter, a digit or an opening quote or bracket; never after a
single capital (an initial: ``John F. Kennedy``), a known abbreviation
(``St.``, ``Dr.``, ``e.g.``, ``et al.``) or inside a number (``3.5``).  A
blank line always ends a sentence (a title before its abstract, paragraphs).
A sentence longer than :data:`MAX_SENTENCE_CHARS` is cut at the last space
before the limit, so one run-on table row cannot make a giant node.

Spans index into the text given, so entity mentions found in the whole
passage can be assigned to the sentence that contains them.
"""

from __future__ import annotations

import re

MAX_SENTENCE_CHARS = 1000
MIN_SENTENCE_CHARS = 2

ABBREVIATIONS = frozenset(
    """mr mrs ms dr prof sr jr st mt ft fig figs eq eqs no nos vol vols pp ed eds al
    etc vs cf ca approx dept univ inc ltd co corp bros gen col lt capt sgt cmdr adm rev
    hon gov pres sen rep jan feb mar apr jun jul aug sep sept oct nov dec e.g i.e
    resp ref refs sec ch art""".split()  # noqa: SIM905 - readable as prose
)
"""Words that end with a dot without ending a sentence (lower case, no dot)."""

_PARAGRAPH = re.compile(r"\n[ \t]*\n\s*")
_END = re.compile(r"""[.!?]+["'”’)\]]*\s+(?=["'“‘(\[]?[A-Z0-9À-Þ])""")
_LAST_WORD = re.compile(r"([\w.]+)[.!?]+[\"'”’)\]]*\s+$")


def split_sentences(text: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` spans of the sentences of ``text``, in order, without
    surrounding white space; fragments shorter than 2 characters are left out."""
    spans: list[tuple[int, int]] = []
    start = 0
    for paragraph in _PARAGRAPH.finditer(text):
        _split_paragraph(text, start, paragraph.start(), spans)
        start = paragraph.end()
    _split_paragraph(text, start, len(text), spans)
    return spans


def _split_paragraph(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    begin = start
    for match in _END.finditer(text, start, end):
        if _is_abbreviation(text[begin : match.end()]):
            continue
        _add(text, begin, match.end(), spans)
        begin = match.end()
    _add(text, begin, end, spans)


def _is_abbreviation(sentence: str) -> bool:
    """Whether the dot that ends ``sentence`` belongs to its last word instead."""
    if sentence.rstrip()[-1:] not in ".\"'”’)]":
        return False  # ! and ? always end a sentence
    found = _LAST_WORD.search(sentence)
    if found is None:
        return False
    word = found.group(1)
    if len(word) == 1 and word.isupper():
        return True  # an initial
    bare = word.rstrip(".").lower()
    return bare in ABBREVIATIONS or ("." in bare and len(bare) <= 5)  # e.g, i.e, U.S


def _add(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    while end - start > MAX_SENTENCE_CHARS:
        cut = text.rfind(" ", start, start + MAX_SENTENCE_CHARS)
        if cut <= start:
            cut = start + MAX_SENTENCE_CHARS
        _add(text, start, cut, spans)
        start = cut
        while start < end and text[start].isspace():
            start += 1
    if end - start >= MIN_SENTENCE_CHARS:
        spans.append((start, end))
