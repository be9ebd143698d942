"""Round 48's second review (review53): speed43, bylines50 and refs55 re-read.

- refs55's book imprint before the year alone (:func:`~tapyre_paper_search.pdf.
  refplacetail.place_publisher_year`) cut a book's subtitle of listed words off its
  title ("Memory and Identity: Collected Essays, 2004" read as the title "Memory and",
  the venue "Identity: Collected Essays").
- bylines50's mark fix (:data:`~tapyre_paper_search.pdf.lonebyline._MARKS`) no longer
  read the second of two affiliation letters after a comma ("… Htun a,b").
- speed43's fast paths (:meth:`~tapyre_paper_search.pdf.words.LazyVocabulary.
  opening_with`, the bisection of :class:`~tapyre_paper_search.pdf.docwords.
  DocumentWords`) read against the full vocabulary on adversarial texts.

The regressions' tests fail on main before this round (4be46c37) and pass on the base
before round 48 (28240ea0), which lacked the rules; controls (labelled) pin exact values.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf.references import parse_reference


def _title_venue(text: str) -> tuple[str, str]:
    ref = parse_reference(text)
    return ref.title, ref.venue


# --- a book's subtitle of listed words before the year alone --------------------------


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Smith J. Memory and Identity: Collected Essays, 2004.",
            ("Memory and Identity: Collected Essays", ""),
        ),
        (
            "Smith J. Politics in Europe: New Perspectives, 2004.",
            ("Politics in Europe: New Perspectives", ""),
        ),
        (
            "Smith J. Women Writers of Boston: Feminist Readings, 2004.",
            ("Women Writers of Boston: Feminist Readings", ""),
        ),
        ("Smith J. Memory and Identity: Essays, 2004.", ("Memory and Identity: Essays", "")),
        ("Smith J. Politics of Memory: Studies, 2004.", ("Politics of Memory: Studies", "")),
    ],
)
def test_a_books_subtitle_of_listed_words_stays_in_its_title(
    text: str, want: tuple[str, str]
) -> None:
    assert _title_venue(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # control: a one-word publisher (refs55's reading)
        (
            "Smith J. Essays on Culture Berlin: Springer, 2004.",
            ("Essays on Culture", "Berlin: Springer"),
        ),
        # control: a publisher's word in the name
        (
            "Smith J. Essays on Culture Cambridge: MIT Press, 2004.",
            ("Essays on Culture", "Cambridge: MIT Press"),
        ),
        # control: a one-word publisher that is a listed word, no plural
        (
            "Smith J. Essays on Culture London: Penguin, 2004.",
            ("Essays on Culture", "London: Penguin"),
        ),
        # control: a name's word the English list lacks
        (
            "Smith J. Essays on Culture London: Palgrave Macmillan, 2004.",
            ("Essays on Culture", "London: Palgrave Macmillan"),
        ),
    ],
)
def test_control_a_books_imprint_before_the_year_alone(text: str, want: tuple[str, str]) -> None:
    assert _title_venue(text) == want


# --- a lone byline's affiliation letters after a comma --------------------------------


@pytest.mark.parametrize(
    ("text", "found", "want"),
    [
        ("Nwe Zaw Myint Htun a,b", ["Nwe Zaw", "Myint Htun"], "Nwe Zaw Myint Htun"),
        ("Aung Kyaw Soe Naing a,c", ["Aung Kyaw", "Soe Naing"], "Aung Kyaw Soe Naing"),
        # control: a space after the comma, read before and after bylines50
        ("Nwe Zaw Myint Htun a, b", ["Nwe Zaw", "Myint Htun"], "Nwe Zaw Myint Htun"),
        # control: a name's own last letter is no mark (bylines50)
        ("Thida Nilar Aye Aye*", ["Thida Nilar", "Aye Aye"], "Thida Nilar Aye Aye"),
        # control: two people, letters after them
        ("Ann Lee Bo Chen a,b", ["Ann Lee", "Bo Chen"], None),
        # control: no mark, no contact: two halves stay two (bylines49); "Maria Luíza
        # Farias Costa" is one person since bylines51 (a Romance double name)
        ("Priya Nair Ravi Kumar", ["Priya Nair", "Ravi Kumar"], None),
    ],
)
def test_lone_person_reads_letters_after_a_comma_as_marks(
    text: str, found: list[str], want: str | None
) -> None:
    from tapyre_paper_search.pdf.lonebyline import lone_person

    assert lone_person(text, found) == want


# --- a German body's compound ending standing alone is a surname ----------------------


@pytest.mark.parametrize(
    ("words", "want"),
    [
        (["Gottfried", "Dienst"], False),
        (["Maria", "Fonds"], False),
        (["Hans", "Verein"], False),
        # control: the endings closing a compound name a body (bylines50)
        (["Deutscher", "Wetterdienst"], True),
        (["Schweizerischer", "Nationalfonds"], True),
        (["Sächsischer", "Heimatverein"], True),
        # control: an ending that names a body alone too (before bylines50)
        (["Statistisches", "Bundesamt"], True),
    ],
)
def test_is_organisation_reads_dienst_alone_as_a_surname(words: list[str], want: bool) -> None:
    from tapyre_paper_search.pdf.refcreators import is_organisation

    assert is_organisation(words) is want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Erstellt von Gottfried Dienst", ("Gottfried Dienst",)),
        # control: a body after the participle (bylines50)
        ("Erstellt von Deutscher Wetterdienst", ()),
    ],
)
def test_a_person_named_dienst_after_a_participle(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    from report_pages import byline_authors

    assert byline_authors(tmp_path, byline) == want


# --- a braced group of addresses under a lone byline is several contacts --------------


@pytest.mark.parametrize(
    ("first", "second", "want"),
    [
        ("Yui Sato Haruto Tanaka", "{sato,tanaka}@u-tokyo.ac.jp", ("Yui Sato", "Haruto Tanaka")),
        ("Yui Sato Haruto Tanaka", "{sato, tanaka}@u-tokyo.ac.jp", ("Yui Sato", "Haruto Tanaka")),
        ("Priya Nair Ravi Kumar", "{priya|ravi}@iitd.ac.in", ("Priya Nair", "Ravi Kumar")),
        # control: one address, braced or not, is one contact (bylines50)
        ("Maria Luíza Farias Costa", "{mlcosta}@usp.br", ("Maria Luíza Farias Costa",)),
        ("Maria Luíza Farias Costa", "mlcosta@example.org", ("Maria Luíza Farias Costa",)),
    ],
)
def test_a_braced_group_of_addresses_is_a_contact_each(
    tmp_path: Path, first: str, second: str, want: tuple[str, ...]
) -> None:
    from report_pages import two_line_authors

    assert two_line_authors(tmp_path, first, second) == want


@pytest.mark.parametrize(
    ("texts", "want"),
    [
        (["{sato,tanaka}@u-tokyo.ac.jp"], False),
        (["{sato; tanaka}@u-tokyo.ac.jp"], False),
        # control: one address, one braced part
        (["{mlcosta}@usp.br"], True),
        (["Universidade de São Paulo", "mlcosta@example.org"], True),
        # control: two addresses
        (["sato@u-tokyo.ac.jp, tanaka@u-tokyo.ac.jp"], False),
    ],
)
def test_one_contact_counts_a_braced_groups_parts(texts: list[str], want: bool) -> None:
    from tapyre_paper_search.pdf.lonebyline import one_contact

    assert one_contact(texts) is want


# --- a row of fields' names under a series' numeral head is the title's ---------------

_HEAD = "Lectures on Mathematical Physics. IX."


@pytest.mark.parametrize(
    ("row", "want"),
    [
        ("Number Theory and Galois Cohomology", f"{_HEAD} Number Theory and Galois Cohomology"),
        ("Hodge Theory and Motivic Cohomology", f"{_HEAD} Hodge Theory and Motivic Cohomology"),
        # control: names whose given names are words stay off the title (bylines50)
        ("Kyle Lo and Doug Downey", _HEAD),
        # control: known words only (latex48)
        ("Conformal Bootstrap and Holography", f"{_HEAD} Conformal Bootstrap and Holography"),
    ],
)
def test_a_numeral_heads_row_of_learned_terms_is_no_names(
    tmp_path: Path, row: str, want: str
) -> None:
    from tapyre_paper_search.pdf import extract_pdf
    from test_pdf_front_matter_latex47 import _two_types

    path = tmp_path / "series.pdf"
    _two_types(path, _HEAD, row)
    assert extract_pdf(path).title == want


@pytest.mark.parametrize(
    ("found", "want"),
    [
        ([["Number", "Theory"], ["Galois", "Cohomology"]], False),
        ([["Quantum", "Gravity"], ["Lattice", "Renormalization"]], False),
        # control: a surname no list knows (bylines50)
        ([["Kyle", "Lo"], ["Doug", "Downey"]], True),
        ([["Josh", "Kemp"], ["Brad", "Tsitsiklis"]], True),
    ],
)
def test_surnames_row_leaves_learned_terms_out(found: list[list[str]], want: bool) -> None:
    from tapyre_paper_search.pdf.namesrow import surnames_row

    assert surnames_row(found) is want
