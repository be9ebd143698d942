"""hyph57: line-end hyphens, tenth pass: two-letter prefixes and function words.

- A two-letter prefix papers write closed ("di", "en", "em" beside "re", "de", "un")
  joins before a listed word where the join is no listed word, in small letters and
  capitalised ("di-" / "nucleotide", "en-" / "grafted", "The Em-" / "base"), and in
  capitals ("EM-" / "BASE", "UN-" / "LABELLED"; closedjoins).  "IN-" / "HOSPITAL",
  "EX-" / "SMOKERS", "ON-" / "LINE" keep theirs.
- "in" before a listed word opening with a vowel joins ("in-" / "activation":
  shortprefixes); before a consonant ("in-" / "hospital") it is left as it was.
- An article, a pronoun, "of" or "is" opens no compound: "an-" / "notations",
  "he-" / "lices" join (functionheads); "at-" / "risk", "so-" / "called" keep theirs.

Cases marked "fails on base" fail on fddfda78; the others pin what stays.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from drawnlines import drawn_text, read_after_hyphenation


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: the hyphen kept
        ("the di-\nnucleotide repeat", "the dinucleotide repeat"),
        ("cells were en-\ngrafted in mice", "cells were engrafted in mice"),
        ("we searched em-\nbase and medline", "we searched embase and medline"),
        ("We searched The Em-\nbase database", "We searched The Embase database"),
        ("searched MEDLINE, EM-\nBASE, and", "searched MEDLINE, EMBASE, and"),
        ("cells were UN-\nLABELLED here", "cells were UNLABELLED here"),
        ("the DE-\nGRAND form", "the DEGRAND form"),  # as "de-" / "grand" reads
    ],
)
def test_a_two_letter_prefix_papers_close_joins(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # controls: prefixes written with a hyphen, a word as the head, the document's
        # own hyphen, a compound's tail after a prefix of its own
        ("the IN-\nHOSPITAL deaths", "the IN-HOSPITAL deaths"),
        ("the EX-\nSMOKERS group", "the EX-SMOKERS group"),
        ("the ON-\nLINE form", "the ON-LINE form"),
        ("the in-\nhospital deaths", "the in-hospital deaths"),
        ("the ex-\nsmokers group", "the ex-smokers group"),
        ("the Ad-\nmediated transfer", "the Ad-mediated transfer"),
        ("an en-dash and the en-\ngrafted cells", "an en-dash and the en-grafted cells"),
        ("an EM-image and the EM-\nBASE list", "an EM-image and the EM-BASE list"),
    ],
)
def test_other_two_letter_heads_keep_their_hyphen(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


def test_capitals_join_only_where_the_text_hyphenates() -> None:
    from tapyre_paper_search.pdf.normalize import normalize_text

    # a word processor's text splits no plain word: its "EM-" is the author's
    assert normalize_text("searched MEDLINE, EM-\nBASE, and") == "searched MEDLINE, EM-BASE, and"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: "in-activation", "in-elastic", "In-attention"
        ("the in-\nactivation of genes", "the inactivation of genes"),
        ("the in-\nelastic scattering", "the inelastic scattering"),
        ("In-\nattention was rated", "Inattention was rated"),
        # the preposition's compounds elsewhere say nothing of the prefix
        ("in-vitro tests and in-\nactivation", "in-vitro tests and inactivation"),
        # controls: before a consonant, the document's "in-" and a vowel, a further
        # hyphen, a word processor's text
        ("the in-\nhouse tests", "the in-house tests"),
        ("in-air tests and in-\nactivation", "in-air tests and in-activation"),
        ("the in-\nactivation-based test", "the in-activation-based test"),
    ],
)
def test_in_before_a_vowel_joins(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


def test_in_before_a_vowel_needs_a_hyphenating_text() -> None:
    from tapyre_paper_search.pdf.normalize import normalize_text

    assert normalize_text("the in-\nactivation of") == "the in-activation of"


@pytest.mark.parametrize(
    ("first", "rest", "joins"),
    [
        ("em", "base", True),
        ("un", "labelled", True),
        ("in", "hospital", False),  # no prefix papers close
        ("em", "map", False),  # too short a rest
        ("en", "nobled", False),  # opening with the prefix's last letter
        ("sub", "group", False),  # not two letters
        ("em", "qwzx", False),  # no listed word
    ],
)
def test_closes_in_capitals(first: str, rest: str, joins: bool) -> None:
    from tapyre_paper_search.pdf.closedjoins import CLOSED_IN_PAPERS
    from tapyre_paper_search.pdf.shortprefixes import closes_in_capitals  # new in hyph57

    assert closes_in_capitals(first, rest, CLOSED_IN_PAPERS) is joins


@pytest.mark.parametrize(
    ("head", "tail", "after", "joins"),
    [
        ("in", "activation", " o", True),
        ("in", "elastic", ".", True),
        ("in", "house", " t", False),  # a consonant
        ("in", "activation", "-b", False),  # a further hyphen
        ("un", "activation", " o", False),  # another prefix: closed_prefix's own rule
        ("in", "ert", " g", False),  # too short
    ],
)
def test_closes_before_vowel(head: str, tail: str, after: str, joins: bool) -> None:
    from tapyre_paper_search.pdf.shortprefixes import closes_before_vowel  # new in hyph57

    assert closes_before_vowel(head, tail, after) is joins


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: "an-notations", "us-ability"; "helices", "Annealing" join on both
        ("databases of functional an-\nnotations. We", "databases of functional annotations. We"),
        ("the two he-\nlices of the coil", "the two helices of the coil"),
        ("An-\nnealing was done at", "Annealing was done at"),
        ("its us-\nability was rated", "its usability was rated"),
    ],
)
def test_a_function_words_letters_join(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # controls: function words that open compounds, helium's symbol, a short tail,
        # capitals
        ("the at-\nrisk group", "the at-risk group"),
        ("the so-\ncalled cells", "the so-called cells"),
        ("the on-\nsite tests", "the on-site tests"),
        ("the He-\nburning stars", "the He-burning stars"),
        ("the AN-\nNOTATIONS list", "the AN-NOTATIONS list"),
    ],
)
def test_other_short_heads_keep_their_hyphen(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


@pytest.mark.parametrize(
    ("head", "tail", "joins"),
    [
        ("an", "notations", True),
        ("An", "notations", True),
        ("he", "lices", True),
        ("He", "lices", False),  # helium's symbol
        ("AN", "notations", False),
        ("an", "not", False),  # too short a tail
        ("an", "Notations", False),
        ("at", "risk", False),
        ("an", "nual", False),  # no known word after the break
        ("an", "other", False),  # the join a known word: joined before this is asked
    ],
)
def test_function_head(head: str, tail: str, joins: bool) -> None:
    from tapyre_paper_search.pdf.functionheads import function_head  # new in hyph57

    known = {"notations", "lices", "risk", "not", "other", "another"}.__contains__
    assert function_head(head, tail, known) is joins


_LINES = (
    "The infor-",
    "mation came from MEDLINE, EM-",
    "BASE and databases of functional an-",
    "notations; the di-",
    "nucleotide repeats were at-",
    "risk sites.",
)


def test_drawn_page_reads_the_kinds(tmp_path: Path) -> None:
    # fails on base: "EM-BASE", "an-notations", "di-nucleotide"
    text = drawn_text(tmp_path / "body.pdf", _LINES)
    assert "from MEDLINE, EMBASE and databases of functional annotations;" in text
    assert "the dinucleotide repeats were at-risk sites." in text


def test_a_page_text_is_read_once_for_its_splits(monkeypatch: pytest.MonkeyPatch) -> None:
    from tapyre_paper_search.pdf import closedjoins

    text = "The infor-\nmation was read; the sub-\ngroups and over-\ndense"
    calls: list[int] = []
    original = closedjoins._splits_in

    def counted(texts: Sequence[str]) -> bool:
        calls.append(1)
        return original(texts)

    monkeypatch.setattr(closedjoins, "_LAST_TEXT", [])
    monkeypatch.setattr(closedjoins, "_splits_in", counted)
    assert closedjoins.hyphenates(text) and closedjoins.hyphenates(text)
    assert len(calls) == 1
    assert not closedjoins.hyphenates("the sub-\ngroups")  # another text is read anew
    assert len(calls) == 2
