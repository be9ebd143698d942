"""speed39p (issue 25): exact cuts in page reading and the line classifier's features.

Each cut answers as the code it replaced; these tests hold it to that code, written
out here, on hand-picked edge cases and on random strings made of the pieces that
matter:

* :mod:`~tapyre_paper_search.pdf.textrow` (the per-line word features, moved out of
  ``features.py``): the structured-abstract label is one pattern for
  ``STRUCTURE_HEADING`` or ``STRUCTURE_RUNIN``; a URL is searched for only in a line
  holding "/" or "."; a postcode only in one with four digits or more (Unicode
  digits, superscripts and other ``isdigit`` characters included);
* :meth:`~tapyre_paper_search.pdf.barefonts.BareFonts.suspects` scans a page's text once
  for a control character or one read again, then searches each from there.
"""

from __future__ import annotations

import random

from tapyre_paper_search.pdf import barefonts, cues, structlabels
from tapyre_paper_search.pdf.barefonts import BareFonts, t1_in_word
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.textrow import (
    char_counts,
    has_url,
    is_structure_label,
    text_row,
)
from textlines import text_line

_LABELS = ("Background", "METHODS", "Methods and results", "Ziele", "Design, setting", "Result")
_SEPARATORS = ("", ".", ":", "—", "–", "-", " .", ": ", " - ", "  ")
_TAILS = ("", " ", "\n", "We study", "  x", " 1", "\n\n", " .", "—")


def _plain_structure(text: str) -> bool:
    return bool(
        structlabels.STRUCTURE_HEADING.match(text) or structlabels.STRUCTURE_RUNIN.match(text)
    )


def test_structure_label_is_either_pattern() -> None:
    cases = [
        " " * k + label + sep + tail
        for k in (0, 2)
        for label in _LABELS
        for sep in _SEPARATORS
        for tail in _TAILS
    ]
    cases += ["", "Backgrounds", "Methods are", "Results:", "results.", "  Conclusion  "]
    for text in cases:
        assert is_structure_label(text) == _plain_structure(text), repr(text)
    # both kinds are found: the merged pattern is no weaker
    assert is_structure_label("Methods: We") and is_structure_label("Background")
    assert not is_structure_label("Methods are described")


def test_structure_label_random() -> None:
    rng = random.Random(39)
    pieces = [*_LABELS, *_SEPARATORS, *_TAILS, "a", "Z", "ß", "\t"]
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 4)))
        assert is_structure_label(text) == _plain_structure(text), repr(text)


def test_url_gate_answers_as_the_search() -> None:
    cases = [
        "https://x.org",
        "HTTP://A",
        "see www.x",
        "WWW.EXAMPLE",
        "foo.com/bar",
        "FOO.DE/",
        "http:/ /x",
        "wwwx",
        "a/b",
        "no url here",
        "Jane Doe",
        "",
        "x.edu",
        "x.edu/",
    ]
    rng = random.Random(7)
    parts = ["http", "s", ":", "/", "www", ".", "com", "de", "W", " ", "x"]
    cases += ["".join(rng.choice(parts) for _ in range(rng.randint(0, 6))) for _ in range(3000)]
    for text in cases:
        assert has_url(text) == (cues.URL.search(text) is not None), repr(text)


def _line(text: str, names: str = "") -> Line:
    return text_line(text, 0.0, x0=0.0, x1=100.0, names=names)


_ROW_POSTCODE = 18  # text_row's "postcode" column (words_log … noise)
_ROW_URL = 15
_ROW_STRUCTURE = 24


def test_text_row_columns_answer_as_the_plain_patterns() -> None:
    """The gated columns of :func:`text_row` against the plain patterns, on lines with
    fewer and more than four digits of every kind ``isdigit`` counts (``\\d`` counts
    only decimal ones: a superscript two is no postcode digit)."""
    lines = [
        "D-80333 München, Germany",
        "80333",
        "Ulm 8933",
        "CB2 1TN Cambridge",
        "²³⁴⁵ superscripts",
        "١٢٣٤٥ Arabic-Indic digits",
        "12 345",
        "Vol. 3, pp. 12-99",
        "Results: we find",
        "https://example.org/x",
        "Jane Doe, John Smith",
        "Department of Physics, University of X, 12345 Y",
        " ".join(["word"] * 20) + " 12345 www.x.org/",  # long: its first 14 words alone
    ]
    for text in lines:
        row = text_row(_line(text))
        words = text.split()
        cut = text if len(words) <= 14 else " ".join(words[:14])
        assert row[_ROW_POSTCODE] == float(bool(cues.POSTCODE.search(cut))), text
        assert row[_ROW_URL] == float(bool(cues.URL.search(cut))), text
        assert row[_ROW_STRUCTURE] == float(_plain_structure(cut)), text
    assert text_row(_line("D-80333 München"))[_ROW_POSTCODE] == 1.0
    assert text_row(_line("Ulm 893"))[_ROW_POSTCODE] == 0.0


def test_postcode_gate_random() -> None:
    """The gate (four ``isdigit`` characters) never hides a POSTCODE match."""
    rng = random.Random(11)
    parts = ["1", "2", "9", "٣", "²", "A", "B", "-", " ", "x", "D"]
    for _ in range(5000):
        text = "".join(rng.choice(parts) for _ in range(rng.randint(0, 9)))
        if cues.POSTCODE.search(text):
            assert char_counts(text)[1] >= 4, repr(text)


def _plain_suspects(text: str) -> bool:
    """The check as it was, for a document without a bare font yet and no dict."""
    if barefonts._CONTROL.search(text):
        return True
    if barefonts._READ_AGAIN.search(text) is None:
        return False
    return t1_in_word(text)


def test_suspects_scans_once_and_answers_as_before() -> None:
    """Control (passes on the base too: the behaviour is unchanged)."""
    cases = [
        "",
        "plain text\nwith lines",
        "a quote ' then a control \x01",
        "Stra\xffe and \x02",
        "Wroc\xaaaw",
        "\x9f",
        "`tick`",
        "tab\tand\nnewline",
        "±3 °C then \x1f",
        "\x7f",
    ]
    rng = random.Random(5)
    parts = ["a", "b", " ", "'", "`", "\x01", "\x1f", "\x7f", "\x9f", "\xaa", "\xff", "±", "ł"]
    cases += ["".join(rng.choice(parts) for _ in range(rng.randint(0, 8))) for _ in range(3000)]
    for text in cases:
        assert BareFonts().suspects(text) == _plain_suspects(text), repr(text)
    found = BareFonts()
    found.found = True
    assert found.suspects("it's") and not found.suspects("plain")
