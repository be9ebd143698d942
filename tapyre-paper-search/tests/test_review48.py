"""Round 46's third review (review48): fixes to refs50's and refs51's rules.

1. A list's last name with particles after "and" ("Doe J, Smith A and de Souza K.
   Title"): refs50's ``refnameat._TITLE_ON`` read "and" before a word in small letters
   as the title going on, so the list ended at the first name and the title took the
   rest; a name's particles before a capital are no title's words.
2. A link broken after the stop of a host not yet whole ("https://www.who." then
   "int/publications (accessed …)"): refs51's ``refpieces._DOMAIN_GOES_ON`` kept the
   space where a word and a space follow the path; a host of one name besides "www"
   goes on with the next line's "int/" whatever follows (``_unfinished_host``).
3. A line-end hyphen inside a word that no list holds, before a piece with a hyphen of
   its own ("Mesen-" / "chymal-epithelial"): refs50's ``refbreaks._hyphened_tail`` kept
   it ("Mesen-chymal-epithelial"); the hyphen is a compound's only where the piece
   before it is a word or ends as one ("Mesenchymal-", ``_WORD_ENDING``).
4. A German participle's "von" before a name with a particle of its own whose given
   name no list holds ("Entwickelt von Johann von Neumann"): the line was read as one
   person's name, the participle in it; the first "von" is the lead's where the
   participle is a known word (``particletopics.name_with_own_particle``).
Controls (named so) pass on the base too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refpieces import entry_text

_TITLE = "A title of things"


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Doe J, Smith A and de Souza K. A title of things. Nature 2001;1:2-3.",
            ("J Doe", "A Smith", "K. de Souza"),
        ),
        (
            "Doe J, Smith A and van der Berg K. A title of things. Nature 2001;1:2-3.",
            ("J Doe", "A Smith", "K. van der Berg"),
        ),
    ],
)
def test_a_last_name_with_particles_after_and_stays_in_the_list(
    text: str, authors: tuple[str, ...]
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title, ref.year) == (authors, _TITLE, 2001)


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "Doe J and van Dijk K. A title of things. Nature 2001;1:2-3.",
            ("J Doe", "K. van Dijk"),
            _TITLE,
        ),
        (
            "Smith J, Oller Jose A. Cell and molecular biology. Nature 2001;1:2-3.",
            ("J Smith", "Jose A. Oller"),
            "Cell and molecular biology",
        ),
        (
            "Doe J, Lee A and the CONSORT Group. Statement. Lancet 2001;1:2-3.",
            ("J Doe", "A Lee"),
            "Statement",
        ),
    ],
)
def test_control_names_and_titles_after_and_read_as_before(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title) == (authors, title)


@pytest.mark.parametrize(
    ("lines", "text"),
    [
        (
            [
                "Doe J. Report. 2020. Available at: https://www.who.",
                "int/publications (accessed 2020).",
            ],
            "Doe J. Report. 2020. Available at: https://www.who.int/publications (accessed 2020).",
        ),
        (
            ["Doe J. Report. 2020. See https://doi.", "org/abc and more."],
            "Doe J. Report. 2020. See https://doi.org/abc and more.",
        ),
    ],
)
def test_a_link_broken_after_an_unfinished_host_goes_on(lines: list[str], text: str) -> None:
    assert entry_text(lines, None) == text


@pytest.mark.parametrize(
    ("lines", "text"),
    [
        (
            ["Doe J. Report. 2020. See https://www.example.com.", "and/or based on that."],
            "Doe J. Report. 2020. See https://www.example.com. and/or based on that.",
        ),
        (
            ["Doe J. Report. 2020. See https://doi.", "org/10.2124/x5050."],
            "Doe J. Report. 2020. See https://doi.org/10.2124/x5050.",
        ),
    ],
)
def test_control_links_after_a_whole_host_or_with_a_path(lines: list[str], text: str) -> None:
    assert entry_text(lines, None) == text


@pytest.mark.parametrize(
    ("lines", "text"),
    [
        (
            ["Doe J. The Mesen-", "chymal-epithelial transition. Nature 2001."],
            "Doe J. The Mesenchymal-epithelial transition. Nature 2001.",
        ),
        (
            ["Doe J. Immuno-", "histochemical-staining of cells. Nature 2001."],
            "Doe J. Immunohistochemical-staining of cells. Nature 2001.",
        ),
    ],
)
def test_a_syllable_break_before_a_hyphened_piece_is_joined(lines: list[str], text: str) -> None:
    assert entry_text(lines, None) == text


@pytest.mark.parametrize(
    ("lines", "text"),
    [
        (
            ["Doe J. The Mesenchymal-", "endothelial-transition. Nature 2001."],
            "Doe J. The Mesenchymal-endothelial-transition. Nature 2001.",
        ),
        (
            ["Doe J. A study of long-", "term-effects. Nature 2001."],
            "Doe J. A study of long-term-effects. Nature 2001.",
        ),
        (
            ["Doe J. A study of interac-", "tion-based methods. Nature 2001."],
            "Doe J. A study of interaction-based methods. Nature 2001.",
        ),
    ],
)
def test_control_compound_hyphens_read_as_before(lines: list[str], text: str) -> None:
    assert entry_text(lines, None) == text


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Entwickelt von Johann von Neumann", ["Johann von Neumann"]),
        ("Erarbeitet von Johann von Neumann", ["Johann von Neumann"]),
    ],
)
def test_a_participles_von_before_a_particle_name_is_the_lead(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Gebhardt von Blücher von Wahlstatt", ["Gebhardt von Blücher von Wahlstatt"]),
        ("Gebhardt von Blücher", ["Gebhardt von Blücher"]),
        ("Geschrieben von Maria von Trapp", ["Maria von Trapp"]),
        ("Renato da Costa Lima", ["Renato da Costa Lima"]),
        ("Gesteuert von Künstlicher Intelligenz", []),
    ],
)
def test_control_particle_names_read_as_before(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want
