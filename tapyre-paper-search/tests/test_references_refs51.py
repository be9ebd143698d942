"""Round fifty-one's reference rules (refs51): a link broken after its host's stop goes
on with the next line only where that line opens with a path, not with words."""

from __future__ import annotations

from tapyre_paper_search.pdf.refpieces import entry_text


def test_a_link_broken_before_words_keeps_the_space() -> None:
    parts = ["Data at https://www.example.com.", "and/or based on the survey, 2020."]
    assert entry_text(parts, None) == (
        "Data at https://www.example.com. and/or based on the survey, 2020."
    )


def test_a_link_broken_before_a_word_pair_and_more_words_keeps_the_space() -> None:
    parts = ["Smith, J. Notes. https://notes.example.org.", "read/write access for all."]
    assert entry_text(parts, None) == (
        "Smith, J. Notes. https://notes.example.org. read/write access for all."
    )


def test_control_a_doi_link_broken_after_its_host_stop_goes_on() -> None:
    # control (refs49): the path holds digits and a stop
    parts = ["Doe, A. Title. Journal 5, 1-9. https://doi.", "org/10.2124/x5050"]
    assert entry_text(parts, None) == (
        "Doe, A. Title. Journal 5, 1-9. https://doi.org/10.2124/x5050"
    )


def test_control_a_link_whose_path_is_the_whole_line_goes_on() -> None:
    # control: the next line is the path alone
    parts = ["Doe, A. Site. https://www.example.", "com/about"]
    assert entry_text(parts, None) == "Doe, A. Site. https://www.example.com/about"


def test_control_a_path_with_a_file_before_words_goes_on() -> None:
    # control: a stop inside the path's piece ("page.html") before more words
    parts = ["Doe, A. Site. https://www.example.", "org/page.html accessed 2020."]
    assert entry_text(parts, None) == (
        "Doe, A. Site. https://www.example.org/page.html accessed 2020."
    )
