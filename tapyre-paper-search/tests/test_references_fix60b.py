"""Review fixes, round 60 (fix60b): refs75's reference rules narrowed where they cut
real titles.  A title opening on a person's particle ("von Willebrand disease") keeps it
(:mod:`tapyre_paper_search.pdf.refnameparticle`); a title-case title holding "Retrieved
from" and one closing on a named report ("the Final Report No. 5") stay whole
(:mod:`tapyre_paper_search.pdf.refsourcemarks`); a place in brackets is no language's
note (:mod:`tapyre_paper_search.pdf.reflangnote`)."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.reflangnote import without_language_note
from tapyre_paper_search.pdf.refsourcemarks import without_source_marks


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        ("Doe J, Roe A. von Willebrand disease: a review. Blood 2010;5:1-9.",
         ("J Doe", "A. Roe"), "von Willebrand disease: a review"),
        ("Doe J. von Hippel-Lindau disease in children. Lancet 2010;5:1-9.",
         ("J. Doe",), "von Hippel-Lindau disease in children"),
        ("Doe, J. von Neumann algebras. J. Math. Phys. 5, 1-9 (2010).",
         ("J. Doe",), "von Neumann algebras"),
    ],
)  # fmt: skip
def test_a_title_opening_on_a_persons_particle_keeps_it(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    parsed = parse_reference(text)
    assert (parsed.authors, parsed.title) == (authors, title)


@pytest.mark.parametrize(
    "title",
    [
        "Lost Memories Retrieved from Sleep",  # (a title-case title: no stop, no date)
        "Learning from the Final Report No. 5",  # (a report named in the title)
        "Notes from the Internal Report (Berlin Senate)",
        "The Warren Report 2 (Berlin: Springer)",  # (two words would stay)
    ],
)
def test_source_marks_inside_a_title_stay(title: str) -> None:
    assert without_source_marks(title, "") == (title, "")


@pytest.mark.parametrize("place", ["Japan", "Taiwan", "Munich", "Mali", "Shanghai", "Public"])
def test_a_place_in_brackets_is_no_language_note(place: str) -> None:
    title = f"Malaria in schools (in {place})"
    assert without_language_note(title, "Journal") == (title, "Journal")
    assert without_language_note("Title of the paper", f"(in {place}). In: Journal") == (
        "Title of the paper", f"(in {place}). In: Journal",
    )  # fmt: skip


@pytest.mark.parametrize("language", ["Hindi", "Korean", "Czech", "Arabic", "Thai", "Gaelic"])
def test_a_languages_note_still_goes(language: str) -> None:
    assert without_language_note(f"Malaria in schools [in {language}]", "J") == (
        "Malaria in schools", "J",
    )  # fmt: skip
