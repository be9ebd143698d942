"""tidy42: the last read's leftovers of round 41, each a small change of behaviour.

1. ``markedbyline``'s check for digits glued inside a piece ("Sentinel2 Imagery") passes
   over every word for "and" the bylines' reading knows
   (:data:`~tapyre_paper_search.pdf.namewords.CONJUNCTIONS`), not only "and|und|et|y|e".
2. ``docwords.after_lone_letter`` is the one reading of "a letter standing alone before
   a spaced mark", for ``DocumentWords.marks_spaced`` (capitals too) and
   ``markspacing`` (small letters only).
3. ``overviewhead`` reads a list under "At a glance" by ``cues.LIST_MARK`` ("(i) ",
   "a) ", "1. ", "— " too); ``abovetitle`` keeps its narrower symbol bullets on purpose.

Tests not labelled as controls fail on d1cd53c5.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import docwords, extract_pdf, markedbyline, markspacing
from tapyre_paper_search.pdf.docwords import SPACED_MARK, DocumentWords
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.markedbyline import marked_byline
from test_pdf_front_matter_review103 import glance_page as _glance
from textlines import text_line


def _line(text: str) -> Line:
    return text_line(text, 100.0, x1=300.0)


# 1. markedbyline: the words for "and" after a name's glued mark


@pytest.mark.parametrize(
    "text",
    [
        "Ann Lee1 og Bo Chen2",
        "Anna Berg1 och Erik Lund2",
        "Joan Puig1 i Maria Soler2",
        "Mehmet Yılmaz1 ve Ayşe Kaya2",
        "Aino Virtanen1 ja Eero Laine2",
        "Ion Popescu1 și Ana Ionescu2",
        "Kovács Anna1 és Nagy Béla2",
    ],
)
def test_a_mark_before_the_word_for_and_closes_its_name(text: str) -> None:
    """The mark before "og", "och", "i", "ve", "ja", "și", "és" closes a name: no
    digits glued inside a piece (d1cd53c5 read "Lee1 og" as "Sentinel2 Imagery")."""
    assert markedbyline._GLUED_INSIDE.search(text) is None


@pytest.mark.parametrize(
    "text", ["Ann Lee1 and Bo Chen2", "Ana Silva1 e João Costa2", "Jean Dupont1 et Marie Curie2"]
)
def test_control_the_words_for_and_read_before(text: str) -> None:
    """Control (passed over on d1cd53c5 and now)."""
    assert markedbyline._GLUED_INSIDE.search(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Sentinel2 Imagery",
        "Sentinel2 i Landsat Imagery",  # a one-letter "i" in a title line
        "Model3 i Analisi de Dades",
        "Barcelona1 i Girona2",  # a place line
        "Sentinel2 og Landsat8",
        "Etapa2 i Resultats",
    ],
)
def test_control_a_title_or_place_line_is_still_no_marked_byline(text: str) -> None:
    """Control: the wider set glues no title or place line into a byline (d1cd53c5 and
    now): each piece must still read as a name."""
    assert not marked_byline(_line(text))


def test_control_a_byline_with_marks_still_reads() -> None:
    """Control (front41b's byline, read on d1cd53c5 and now)."""
    assert marked_byline(_line("Ann Lee1 and Bo Chen2"))


# 2. docwords.after_lone_letter: one reading of the letter standing alone


def _words(texts: tuple[str, ...]) -> DocumentWords:
    return DocumentWords(hyphenated=frozenset(), whole=frozenset(), texts=texts)


def _at(text: str) -> int:
    found = SPACED_MARK.search(text)
    assert found is not None
    return found.start()


@pytest.mark.parametrize(
    ("text", "capitals", "small"),
    [
        ("f : X → Y", True, True),
        ("{x : x > 0}", True, True),
        ("(y ; z)", True, True),
        ("Vitamin D : a prospective study", True, False),  # a capital: only with capitals
        ("Women : a study", False, False),  # a word
        ("type 1 : studies", False, False),  # a digit
    ],
)
def test_a_letter_standing_alone_before_a_spaced_mark(
    text: str, capitals: bool, small: bool
) -> None:
    at = _at(text)
    assert docwords.after_lone_letter(text, at, capitals=True) is capitals
    assert docwords.after_lone_letter(text, at, capitals=False) is small


def test_control_a_capital_alone_loses_its_space_a_small_letter_keeps_it() -> None:
    """Control (d1cd53c5 and now): in a document with French spacing, "Vitamin D :"
    loses the space (a capital is a word's), "f : X" keeps it (mathematics)."""
    words = _words(("Les femmes : une étude ; le sommeil : un essai",))
    with docwords.reading(words):
        assert markspacing.unspaced("Vitamin D : a prospective study of bone in women") == (
            "Vitamin D: a prospective study of bone in women"
        )
        assert markspacing.unspaced("Let f : X → Y be a map on the women of the study") == (
            "Let f : X → Y be a map on the women of the study"
        )


def test_control_lone_letters_are_not_counted_as_french_spacing() -> None:
    """Control (d1cd53c5 and now): mathematics' spaced colons, capitals among them, make
    no French spacing."""
    assert not _words(("Let f : X → Y and F : A → B with {x : x > 0}.",)).marks_spaced
    assert _words(("Les femmes : une étude.",)).marks_spaced


# 3. overviewhead: the key points under "At a glance" by cues.LIST_MARK


@pytest.mark.parametrize("mark", ["(N)", "A)", "9."])
def test_numbered_key_points_at_a_glance_are_no_abstract(tmp_path: Path, mark: str) -> None:
    """d1cd53c5 took "(i) Lakes warm faster …" ("a) …", "1. …") for the abstract."""
    pdf = extract_pdf(_glance(tmp_path / "g.pdf", mark))
    assert pdf.abstract.startswith("We measure the temperature")


@pytest.mark.parametrize("mark", ["\u25aa", "-", "\u2022", "\u2014", "\u2023"])
def test_control_bulleted_key_points_at_a_glance_are_no_abstract(tmp_path: Path, mark: str) -> None:
    """Control (review103's bullets, no abstract on d1cd53c5 and now; the line reading
    sets "—" and "‣" opening a line as "·", which both sets hold)."""
    pdf = extract_pdf(_glance(tmp_path / "g.pdf", mark))
    assert pdf.abstract.startswith("We measure the temperature")
