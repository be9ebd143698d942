"""hyph58: line-end hyphens, eleventh pass: the document's own spelling.

- Body text asks the whole document whether it splits plain words and writes a prefix
  with its hyphen (docpages): a page with no plain split of its own joins "EM-" /
  "BASE", "di-" / "nucleotide" where another page splits one.
- A prefix's hyphen before a capital ("sub-Saharan") or a vowel after a vowel-ending
  prefix ("re-analysed") shows no habit of the prefix (shortprefixes).
- A join the document writes closed with an ending ("entrainment") joins "en-" /
  "train" (closedstems).
- A Latin or French phrase broken after its first word keeps its hyphen ("in-" /
  "vitro", "en-" / "masse"; loanphrases).
- More compound tails: participles ("mitogen-" / "activating") and quasi-particles
  ("exciton-" / "photon"; compoundtails).
- A possessive opens no compound: "his-" / "tone" joins (functionheads).

Cases marked "fails on base" fail on c3a013ac; the others pin what stays.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pymupdf
import pytest
from drawnlines import read_after_hyphenation
from tapyre_paper_search.pdf import extract_pdf


def _pages(path: Path, pages: Sequence[Sequence[str]]) -> list[str]:
    """Draw each page's lines (Times, 10 pt, 14 pt apart) and read the pages back."""
    document = pymupdf.open()
    for lines in pages:
        page = document.new_page()
        for number, line in enumerate(lines):
            page.insert_text((72, 100 + 14 * number), line, fontsize=10, fontname="tiro")
    document.save(path)
    document.close()
    return [" ".join(page.text.split()) for page in extract_pdf(path).pages]


_SPLITS = ("The infor-", "mation was read here.")
_PLAIN = ("Nothing is broken on this page.",)


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # fail on base: the other page splits "infor-" / "mation", this one no word
        (("We searched MEDLINE, EM-", "BASE and more."), "We searched MEDLINE, EMBASE and more."),
        (("the di-", "nucleotide repeat"), "the dinucleotide repeat"),
        (("cells were en-", "grafted in mice"), "cells were engrafted in mice"),
        (("the in-", "activation of genes"), "the inactivation of genes"),
    ],
)
def test_a_page_joins_by_the_documents_splits(
    tmp_path: Path, lines: tuple[str, str], expected: str
) -> None:
    assert _pages(tmp_path / "two.pdf", [_SPLITS, lines])[1] == expected


@pytest.mark.parametrize(
    "lines",
    [
        # controls: a document that splits no plain word; another page's "en-" habit
        ("cells were en-", "grafted in mice"),
        ("the di-", "nucleotide repeat"),
    ],
)
def test_a_document_that_splits_no_word_keeps_the_hyphen(
    tmp_path: Path, lines: tuple[str, str]
) -> None:
    read = _pages(tmp_path / "plain.pdf", [_PLAIN, lines])[1]
    assert read == lines[0] + lines[1]


def test_another_pages_hyphen_keeps_it(tmp_path: Path) -> None:
    pages = [(*_SPLITS, "an en-dash here"), ("cells were en-", "grafted in mice")]
    assert _pages(tmp_path / "habit.pdf", pages)[1] == "cells were en-grafted in mice"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: a capital's or a vowel's hyphen read as the prefix's habit
        ("sub-Saharan data; the sub-\ngranular zone", "sub-Saharan data; the subgranular zone"),
        ("re-analysed data; the re-\ncombination rate", "re-analysed data; the recombination rate"),
        # controls: the habit before a small consonant keeps it
        ("sub-groups and the sub-\ngranular zone", "sub-groups and the sub-granular zone"),
        ("re-made parts; the re-\ncombination rate", "re-made parts; the re-combination rate"),
    ],
)
def test_a_hyphen_before_a_capital_or_a_vowel_is_no_habit(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


def test_the_documents_pages_show_no_habit_before_a_capital(tmp_path: Path) -> None:
    pages = [(*_SPLITS, "in sub-Saharan Africa"), ("in the sub-", "granular zone")]
    assert _pages(tmp_path / "capital.pdf", pages)[1] == "in the subgranular zone"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: the document writes the join closed with an ending
        ("Entrainment was seen; we en-\ntrain it", "Entrainment was seen; we entrain it"),
        ("Enciphered data; we en-\ncipher it", "Enciphered data; we encipher it"),
        # controls: no closed form; a hyphenated form written too
        ("we en-\ntrain it", "we en-train it"),
        ("en-trainment, entrainment; en-\ntrain it", "en-trainment, entrainment; en-train it"),
    ],
)
def test_a_join_the_document_writes_closed_joins(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: the join read as a word
        ("an in-\nvitro assay", "an in-vitro assay"),
        ("the ex-\nvivo test", "the ex-vivo test"),
        ("the en-\nmasse move", "the en-masse move"),
        ("a de-\nnovo assembly", "a de-novo assembly"),
        # controls: a word hyphenation split; the document's closed join
        ("the in-\ntegral form", "the integral form"),
        ("denovo reads; a de-\nnovo assembly", "denovo reads; a denovo assembly"),
    ],
)
def test_a_loan_phrase_keeps_its_hyphen(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: both joined
        ("the mitogen-\nactivating kinase", "the mitogen-activating kinase"),
        ("the exciton-\nphoton coupling", "the exciton-photon coupling"),
        ("the polaron-\nphonon term", "the polaron-phonon term"),
        # controls: a prefix, a combining form, a word of its own
        ("the in-\nactivating step", "the inactivating step"),
        ("the photo-\nactivating light", "the photoactivating light"),
        ("the per-\nforming group", "the performing group"),
    ],
)
def test_more_compound_tails_keep_their_hyphen(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


def test_the_new_functions_contracts() -> None:
    from tapyre_paper_search.pdf.closedstems import written_closed
    from tapyre_paper_search.pdf.loanphrases import loan_phrase
    from tapyre_paper_search.pdf.shortprefixes import writes_before_small

    assert written_closed("en", "train", {"entrained"}, [set()])
    assert not written_closed("en", "train", {"entrained"}, [{"en-trained"}])
    assert not written_closed("en", "tra", {"entras"}, [set()])  # too short a join
    assert loan_phrase("in", "vivo", lambda word: False)
    assert not loan_phrase("in", "vivo", lambda word: word == "invivo")
    assert not loan_phrase("in", "tegral", lambda word: False)
    assert writes_before_small("sub", ["the sub-groups"])
    assert not writes_before_small("sub", ["sub-Saharan", "a sub-\ngroup"])
    assert not writes_before_small("re", ["re-analysed", "Re-entry"])
    assert writes_before_small("re", ["RE-made"])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fails on base: "his" read as a compound's head
        ("the his-\ntone marks", "the histone marks"),
        # controls: histidine's "His-" capitalised; a join the list holds
        ("the His-\ntagged protein", "the His-tagged protein"),
        ("the her-\nbicide use", "the herbicide use"),
    ],
)
def test_a_possessive_opens_no_compound(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected
