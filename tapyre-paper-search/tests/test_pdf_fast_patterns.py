"""The fast paths of the PDF reader's patterns answer as the plain patterns do.

Speed work on the hot paths (issue 25) rewrote patterns so the regex engine can
skip to where they may match, and put cheap tests in front of costly ones.
These tests hold each rewrite to the plain form it replaced, on hand-picked
cases (Unicode case folds, word boundaries, non-ASCII text) and on random
strings made of the pieces that matter.
"""

from __future__ import annotations

import random
import re

import pytest
from tapyre_paper_search.pdf import (
    clutter,
    cues,
    linepieces,
    refentry,
    refmarks,
    refnameforms,
    refparts,
    refvenue,
)
from tapyre_paper_search.pdf.blocks import (
    _MATH_CHARS,
    BlockLine,
    TextBlock,
    math_symbols,
    text_blocks,
)
from tapyre_paper_search.pdf.equations import is_equation
from tapyre_paper_search.pdf.lineendhyphens import hyphenated_words
from tapyre_paper_search.pdf.normalize import (
    _SPACED_BREAK,
    normalize_inline,
    normalize_text,
)
from tapyre_paper_search.pdf.textrow import char_counts as _char_counts
from tapyre_paper_search.pdf.words import LazyVocabulary, vocabulary

_PIECES = (
    "University", "UNIVERSITY", "univ.", "Institut", "Dept", "dept", "Lab", "labs", "Inc",
    "USA", "u.s.a", "Germany", "GERMANY", "Österreich", "ÖSTERREICH", "Straße", "STRASSE",
    "Fakultät", "e-mail", "E-Mail", "Email", "mail", "x@y.org", "{a,b}@", "✉", "İ", "ı", "ſ",
    "K", "ß", "and", "AND", "und", "Band", "&", "A B S T R A C T", "1999", "2020a", "x2020",
    "19999", "_2020", "10.1234/abc", "110.1234/x", "é10.1234/y", "vol.", "pp.", "pages",
    "xpages", "al.", "J.", "Ed.", "eds.", "(2001", ", 2002", ", 12–34", " 7 (", "-", ".",
)  # fmt: skip


def _random_texts(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    seps = (" ", "  ", "", ", ", "\n", "\t")
    return [
        "".join(rng.choice(_PIECES) + rng.choice(seps) for _ in range(rng.randint(1, 10)))
        for _ in range(count)
    ]


_TEXTS = [
    "Department of Computer Science, Stanford University, CA 94305, USA",
    "DEPARTMENT OF PHYSICS, UNIVERSITÄT WIEN, ÖSTERREICH",
    "Jane Doe and John Smith",
    "Contact: jane.doe@example.org",
    "E-Mail: jd@uni-x.de",
    "A B S T R A C T",
    "İnstitute of Sciences, Türkiye",
    "We study the flux of particles in the Kelvin range (K).",
    *_random_texts(3000, 25),
]


@pytest.mark.parametrize("text", _TEXTS[:8])
def test_cue_helpers_answer_as_the_patterns_on_examples(text: str) -> None:
    assert cues.affiliation_words(text) == len(cues.AFFILIATION.findall(text))
    assert cues.has_affiliation(text) == bool(cues.AFFILIATION.search(text))
    assert cues.has_country(text) == bool(cues.COUNTRY.search(text))
    assert cues.has_email(text) == bool(cues.EMAIL.search(text))
    assert cues.without_emails(text, " , ") == cues.EMAIL.sub(" , ", text)


def test_cue_helpers_answer_as_the_patterns_on_random_text() -> None:
    for text in _TEXTS:
        assert cues.affiliation_words(text) == len(cues.AFFILIATION.findall(text)), text
        assert cues.has_country(text) == bool(cues.COUNTRY.search(text)), text
        assert cues.has_email(text) == bool(cues.EMAIL.search(text)), text
        assert cues.squeeze(text) == re.sub(r"(?<=\b\w) (?=\w\b)", "", text), text


def test_letters_digits_and_capitals_are_counted_as_str_methods_count_them() -> None:
    # ASCII lines are counted with bytes.translate, the others character by character.
    for text in [*_TEXTS, "", "x²½ⅣΣσ٣", "ÀB1 c_", "ﬁ 1ST"]:
        expected = (
            sum(map(str.isalpha, text)),
            sum(map(str.isdigit, text)),
            sum(map(str.isupper, text)),
        )
        assert _char_counts(text) == expected, text
    assert _char_counts("Ab1 C2") == (3, 2, 2)


def test_name_pieces_are_cut_as_by_the_plain_patterns() -> None:
    def plain(line: str) -> list[str]:
        text = " ".join(line.replace("\u00a0", " ").split("\t"))
        text = linepieces._PARENTHESES.sub(" ", text)
        # an aside cut by the line's end (front37), asked unconditionally here
        text = linepieces._OPEN_TAIL.sub(" ", linepieces._CLOSE_HEAD.sub(" ", text))
        text = cues.without_emails(text, " , ")
        text = linepieces._LEAD.sub("", linepieces._MARKS.sub(" ", text))
        # each piece trimmed as pieces() trims it (an initial or a suffix keeps its
        # closing stop: bylines57, bylines58)
        parts = linepieces.SPLIT.split(text)
        return [linepieces._trimmed(p) for p in parts if p and p.strip(" .:")]

    extra = [
        "Jane Doe1 John Smith²",
        "JANE DOE AND JOHN SMITH",
        "A. Bnd   C. Dnd",
        "Ann\u2003\u2003\u2003Bo",
    ]
    for text in [*_TEXTS, *extra]:
        assert linepieces.pieces(text) == plain(text), text
    assert linepieces.pieces("Jane Doe1 AND John Smith") == ["Jane Doe", "John Smith"]


def test_math_symbols_are_counted_as_the_set_of_symbols_finds_them() -> None:
    for text in [*_TEXTS, "x = α + β²", "a ≤ b ⇒ ∀x", "plain", ""]:
        assert math_symbols(text) == sum(char in _MATH_CHARS for char in text), text
    assert math_symbols("x = α + β") == 4


def test_clutter_is_told_as_by_the_stripped_text() -> None:
    def block(raw: str, y0: float, y1: float) -> TextBlock:
        return TextBlock(50.0, y0, 500.0, y1, None, 0, len(raw.replace(" ", "")), raw=raw)

    running = frozenset({"Journal of Things #"})
    for raw in ("\u2003 \n\u00a0", " ", "\t"):
        assert clutter.is_clutter(block(raw, 400.0, 410.0), 800.0, running), repr(raw)
    assert clutter.is_clutter(block("  12 ", 770.0, 780.0), 800.0, frozenset())
    assert clutter.is_clutter(block("Journal of  Things 7", 10.0, 20.0), 800.0, running)
    # The same text in the body is no running header; a long block in the margin neither.
    assert not clutter.is_clutter(block("Journal of Things 7", 400.0, 410.0), 800.0, running)
    assert clutter.margin_key(block("Journal of Things 7", 400.0, 410.0), 800.0) is None
    long = block("\n".join(["Journal of Things 7"] * 9), 10.0, 120.0)
    assert clutter.margin_key(long, 800.0) is None
    assert clutter.margin_key(block("x", 10.0, 20.0), 0.0) is None


def test_reference_patterns_match_their_plain_forms() -> None:
    plain = {
        refentry._DOI: re.compile(r"\b(10\.\d{4,9}/[^\s\"<>]+)", re.IGNORECASE),
        refmarks.YEAR: re.compile(r"\b((?:19|20)\d{2})[a-z]?\b"),
        refvenue.VENUE_END: re.compile(
            r"\(\s*(?:19|20)\d{2}|,\s*(?:19|20)\d{2}\b|\bvol\.|\bpp\.|\bpages\b|\s\d+\s*\(|"
            r",\s*\d+[-–]\d+|\.\s+(?:19|20)\d{2}\b|"
            r",\s*\d+(?:\s*\(\s*\d+\s*\))?\s*:\s*\d|\s\d+(?:\s*\(\d+\))?,\s*\d+\s*[-–]\s*\d|"
            r";\s*(?:19|20)\d{2}\.\s+p\.\s|\.\s+\d+\s*[-–]\s*\d+\s*\.?\s*$|"
            r"\s\d+[A-Z]?,\s*pp?\.\s*\d"
        ),
    }
    for text in _TEXTS:
        for fast, slow in plain.items():
            found = [(m.start(), m.end()) for m in fast.finditer(text)]
            assert found == [(m.start(), m.end()) for m in slow.finditer(text)], text


def test_the_surname_pattern_holds_no_possessive_group() -> None:
    # CPython before 3.11.5 (Debian's 3.11.2) matches a possessive group ("(?:…)*+")
    # wrongly (gh-106052): the test below failed there on 47 of its texts.
    assert not re.search(r"\)[*+?}]\+", refnameforms._ONE_SURNAME)
    assert re.fullmatch(rf"(?:{refnameforms._ONE_SURNAME})", "Smith-Jones-Lee")
    # a segment is never given back: "Smith" alone is no surname before "-Jones"
    assert not re.match(rf"(?:{refnameforms._ONE_SURNAME})(?=-)", "Smith-Jones")


def test_possessive_hyphen_segments_of_a_surname_match_as_the_plain_ones() -> None:
    # The plain form could split every "-Ab" two ways; possessive, a chain of them fails
    # at once where no name ends after it (review11 finding 4).
    up = refnameforms._UP
    plain_surname = rf"(?:[a-z]{{1,4}}['’])?[{up}][\w'’]++(?:-[{up}]?[\w'’]++)*"
    fast = re.compile(rf"(?:{refnameforms._ONE_SURNAME})(?={refnameforms._END})")
    slow = re.compile(rf"(?:{plain_surname})(?={refnameforms._END})")
    rng = random.Random(12)
    pieces = (
        "Ab",
        "-",
        "Smith",
        "Jones",
        "-x",
        "d'",
        "O’",
        "É",
        "é",
        ", ",
        " ",
        ".",
        "2019",
        "and ",
    )
    texts = ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 9))) for _ in range(3000)]
    for text in [*_TEXTS, "Smith-Jones, A.", "Lee-Park-Kim and B. Roe", "Ab-Ab-", *texts]:
        found = [(m.start(), m.end()) for m in fast.finditer(text)]
        assert found == [(m.start(), m.end()) for m in slow.finditer(text)], text


def _block(text: str, math_chars: int = 0) -> TextBlock:
    lines = [BlockLine(row, 0, 0, 100, 10, 10.0, False) for row in text.split("\n")]
    chars = len(text) - text.count(" ") - text.count("\n")
    return TextBlock(0, 0, 100, 10, lines, math_chars=math_chars, chars=chars)


def test_equation_test_skips_counting_words_only_where_it_cannot_matter() -> None:
    assert is_equation(_block("f(x) = a + b"))  # a short relation
    assert is_equation(_block("x y z", math_chars=4))  # set in math fonts
    assert not is_equation(_block("where the relation holds = for every sample taken"))
    assert not is_equation(_block("Results and discussion"))  # no relation, no math
    assert not is_equation(_block("x" * 130 + " = y"))  # too long for a bare relation


def test_hyphenated_words_are_read_around_the_hyphens_as_from_every_word() -> None:
    word = re.compile(r"(?<![\w-])\w+(?:-\w+)+")
    rng = random.Random(7)
    pieces = ("a", "b1", "-", "--", " ", "\n", "é", "_", "x-y", "-z", "\xa0", "\t", "İ", "²", "—")
    texts = ["state-of-the-\nart and long-form -x y-", *_TEXTS]
    texts += ["".join(rng.choice(pieces) for _ in range(14)) for _ in range(5000)]
    for text in texts:
        every_word = {m.group().lower() for token in text.split() for m in word.finditer(token)}
        assert hyphenated_words(text) == every_word, text


def test_a_text_whose_lower_case_is_longer_reads_its_own_words_whole() -> None:
    # "İ" lowers to two characters, the second no letter: asked word by word in lower
    # case, "fi" would count as a word written whole; vocabulary() sees it is the tail
    # of "art-\nfi", so the break is a plain word's and is joined.
    text = "é-\n22channel2thesixteenİstateform-\nart-\nfi"
    assert normalize_text(text) == "é-22channel2thesixteenİstateformartfi"
    assert normalize_text(text.replace("İ", "I")) == "é-22channel2thesixteenIstateformartfi"


def test_spaced_break_pattern_matches_its_plain_form() -> None:
    conjunction = r"(?!(?:and|or|nor|to|as|vs|versus|und|et|ou)\b)"
    plain = re.compile(
        rf"(?<=[^\W\d_]{{2}})-[ \t]+{conjunction}(?=\w)"
        rf"|(?<=(?<!\w)[^\W\d_])-[ \t]+{conjunction}(?=[^\W\d_]{{2}})",
        re.IGNORECASE,
    )
    texts = ["Mixed- Cation", "pre- and post-training", "x- 1", "_- a", "é-\tb", *_TEXTS]
    texts += ["X- ray", "K- e+", "A- and B-", "3a- bb", "_a- bb", "é- ab", " b- Or"]
    for text in texts:
        assert _SPACED_BREAK.sub("-\n", text) == plain.sub("-\n", text), text


def test_words_asked_one_by_one_are_the_vocabulary_s_where_lowering_needs_context() -> None:
    # "Σ" lowers to "ς" or "σ" by its neighbours: lowering the text before the broken
    # words are taken out changes a word's last letter; "İ" lowers to two characters.
    # (A one-letter head after an apostrophe keeps its hyphen: "ΣΣ'S-wave"; a head in
    # capitals is an acronym and keeps it too; a mixed-case head is looked up; hyph55:
    # a Greek letter before a Latin one is a break between two scripts, which keeps it.)
    text = "The ΣΣ'SΣ-\nwave and ΣΣ-\nwave"
    assert normalize_inline(text) == "The ΣΣ'SΣ-wave and ΣΣ-wave"
    assert normalize_inline("The Σς'Sσ-\nwave and Σς-\nwave") == "The Σς'Sσ-wave and Σς-wave"
    rng = random.Random(11)
    pieces = ("σς", "ΣΣ", "Σ", "'S", "-\n", " ", "wave", "İ", "i", "a", "-", "\n")
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(10))
        lazy, whole = LazyVocabulary((text,)), vocabulary(text)
        for word in {*whole, "σς", "σσ", "ςς", "wave", "ii", "swave", "σσ'swave"}:
            assert (word in lazy) == (word in whole), (text, word)


def _line(spans: list[dict[str, object]], bbox: tuple[float, ...]) -> dict[str, object]:
    return {"dir": (1.0, 0.0), "bbox": bbox, "spans": spans}


def test_a_line_of_one_span_reads_as_the_same_span_cut_in_two() -> None:
    """``text_blocks`` reads a line of one span on a short path; cut into two spans of
    the same font, size and weight, the general path must give the same block (the
    line's text, box, size and weight, and the block's character and math counts)."""
    rng = random.Random(11)
    pieces = ("x", "=", " ", "α", "Table", "∑", "arXiv:", "  ", "1", "é", "\t")
    fonts = ("CMR10", "CMMI10", "Times-Bold", "Symbol", "")
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 6)))
        attrs = {
            "font": rng.choice(fonts),
            "size": rng.choice((8.0, 9.5, 10.0)),
            "flags": rng.choice((0, 16, 20, 4)),
        }
        cut = rng.randint(0, len(text))
        bbox = (10.0, 20.0, 10.0 + 5 * len(text), 30.0)
        one = {"blocks": [{"type": 0, "lines": [_line([{**attrs, "text": text}], bbox)]}]}
        two = {
            "blocks": [
                {
                    "type": 0,
                    "lines": [
                        _line([{**attrs, "text": text[:cut]}, {**attrs, "text": text[cut:]}], bbox)
                    ],
                }
            ]
        }
        assert text_blocks(one) == text_blocks(two), (text, attrs, cut)


def test_a_bold_line_of_one_span_is_bold_and_a_math_font_counts_its_characters() -> None:
    page = {
        "blocks": [
            {
                "type": 0,
                "lines": [
                    _line([{"text": "Results", "font": "Times-Bold", "size": 12.0, "flags": 16}],
                          (1.0, 2.0, 50.0, 14.0)),
                    _line([{"text": "x + y", "font": "CMMI10", "size": 10.0, "flags": 0}],
                          (1.0, 20.0, 30.0, 30.0)),
                ],
            }
        ]
    }  # fmt: skip
    (block,) = text_blocks(page)
    assert [(line.text, line.bold, line.size) for line in block.lines] == [
        ("Results", True, 12.0),
        ("x + y", False, 10.0),
    ]
    assert (block.chars, block.math_chars) == (7 + 3, 3)


def test_the_bracket_at_a_texts_end_is_found_as_the_patterns_search_finds_it() -> None:
    rng = random.Random(16)
    pieces = ("(", ")", "Springer", ", ", " ", "2009", ".", ";", "\u00a0", "Title", "x")
    texts = ["".join(rng.choice(pieces) for _ in range(rng.randint(0, 12))) for _ in range(4000)]
    texts += ["Growth (Springer, New York, 2009).", "A (b) c (CRC Press, 2020) .;", "(abc)"]
    for text in texts:
        fast, slow = refparts.bracket_at_end(text), refparts._BRACKETS_END.search(text)
        assert (fast and (fast.span(), fast.group(1))) == (slow and (slow.span(), slow.group(1)))
