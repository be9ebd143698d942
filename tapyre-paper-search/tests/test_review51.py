"""Review of round 47's refs54 tail-comma rule (review51): a title's own division
("Part 2, Chapter 3, 12-19") is not read as a venue."""

from __future__ import annotations

from tapyre_paper_search.pdf.reftailcomma import comma_tail


def test_chapter_division_is_not_a_venue() -> None:
    """Fails on the base: it read venue "Chapter" with volume 3."""
    text = "Essays in theory, Part 2, Chapter 3, 12-19."
    assert comma_tail(text, "", text) is None


def test_section_division_is_not_a_venue() -> None:
    """Fails on the base: it read venue "Section"."""
    text = "Notes on growth, Volume 1, Section 4, 101-120."
    assert comma_tail(text, "", text) is None


def test_control_journal_tail_still_read() -> None:
    """Control: a journal's name before its volume and pages is still read."""
    text = "A study of things, Annals of Neuroscience 64, 712-730."
    assert comma_tail(text, "", text) == ("A study of things", "Annals of Neuroscience")


def test_control_one_word_journal_still_read() -> None:
    """Control: a one-word journal name is still read."""
    text = "Cells that move, in vivo, Nature 5, 12-19."
    assert comma_tail(text, "", text) == ("Cells that move, in vivo", "Nature")
