"""A thesis approval form's "Candidate" row names the authors, and a comma list of names
wrapped inside a name in its cell is read whole (formlabels, abs66).

tools/reportlab_corpus's "approval-form" shape sets the abstract in a ruled form's
"Abstract" row, under "Candidate" | names and "Thesis title" | title rows; the base
read no author there (the form's rows hid the byline, and "Candidate" was no people
label).  Controls: names over their places one a line stay one name a line; a
"Candidate genes" row is no people label.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.formlabels import PEOPLE_LABEL, row_names


def test_a_candidate_label_is_a_people_label() -> None:
    for label in ("Candidate", "Candidate:", "Name of candidate", "Name of the Candidate"):
        assert PEOPLE_LABEL.fullmatch(label), label


def test_candidate_words_in_prose_are_no_label() -> None:
    for text in ("Candidate genes", "Candidates for the prize", "Candidature"):
        assert not PEOPLE_LABEL.fullmatch(text), text


def test_a_name_list_wrapped_inside_a_name_is_read_whole() -> None:
    lines = ["Hema Chapman, W. Kamchatnov, K. Chandra, Deniz Esteban-Pretel, Thomas",
             "Page, A. Lee, Ludovit Podolsky"]  # fmt: skip
    assert row_names(lines) == [
        "Hema Chapman", "W. Kamchatnov", "K. Chandra", "Deniz Esteban-Pretel",
        "Thomas Page", "A. Lee", "Ludovit Podolsky",
    ]  # fmt: skip


def test_names_over_their_places_stay_one_a_line() -> None:
    assert row_names(["Ann Lee, Stanford University", "Bo Chen, University of Utah"]) == [
        "Ann Lee",
        "Bo Chen",
    ]
