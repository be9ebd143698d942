"""Review of round forty-one's reference rules (review144 on refs41).

1. ``refbreaks`` kept a line-end hyphen before "associated", "bound", "sensitive", …
   where the break is a plain word's hyphenation ("Dis-" / "associated", "out-" /
   "bound"), a combining form's closed compound ("mechano-" / "sensitive", "immuno-" /
   "deficient") or a Latin prefix's ("multi-" / "specific", "trans-" / "activated"):
   41a1bd40 joined them all; and it ran before the paper's own spellings were read
   ("water-" / "based" where the paper writes "waterbased").
2. ``refplaces.no_surname`` read a double surname whose initials happen to spell its
   words as a place ("López García, L. G."), and a place in the list dropped the join
   of the names before it ("García Márquez, G., Smith, J., New York, N.Y.").
Controls (marked so) pass before the fixes too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.docwords import DocumentWords
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refpieces import entry_text


@pytest.mark.parametrize(
    ("parts", "expected"),
    [
        (["Why proteins Dis-", "associated in vitro."], "Disassociated in vitro"),
        (["Traffic on the out-", "bound lanes."], "outbound lanes"),
        (["A spell-", "bound audience."], "spellbound audience"),
        (["Piezo1 is a mechano-", "sensitive channel."], "mechanosensitive channel"),
        (["Severe combined immuno-", "deficient mice."], "immunodeficient mice"),
        (["Smart thermo-", "responsive hydrogels."], "thermoresponsive hydrogels"),
        (["Engineered multi-", "specific antibodies."], "multispecific antibodies"),
        (["Genes trans-", "activated by Tat."], "transactivated by Tat"),
        # controls: refs41's compounds keep their hyphen
        (["A kinetochore-", "independent mechanism."], "kinetochore-independent mechanism"),
        (["Glutaminolysis activates Rag-", "mTORC1 signaling."], "Rag-mTORC1 signaling"),
        (["Novel acridine-", "based dyes."], "acridine-based dyes"),
    ],
)
def test_a_plain_word_or_closed_compound_broken_at_a_line_end_is_joined(
    parts: list[str], expected: str
) -> None:
    assert expected in entry_text(parts, None)


def test_the_papers_own_spelling_comes_before_the_compound_rule() -> None:
    words = DocumentWords(hyphenated=(), whole={"waterbased"})
    assert "waterbased paints" in entry_text(["Durable water-", "based paints."], words)
    # control: the paper's hyphen is kept
    words = DocumentWords(hyphenated={"water-based"}, whole=())
    assert "water-based paints" in entry_text(["Durable water-", "based paints."], words)


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "López García, L. G. A study of things. Science 3, 1-2, 2015.",
            ("L. G. López García",),
            "A study of things",
        ),
        (
            "López García, L.G. A study of things. Science 3, 1-2, 2015.",
            ("L.G. López García",),
            "A study of things",
        ),
        (
            "Smith, J., López García, L. G. (2015). A study of things. Science 3, 1-2.",
            ("J. Smith", "L. G. López García"),
            "A study of things",
        ),
        (
            "García Márquez, G., Smith, J., New York, N.Y. (2015). A study of things.",
            ("G. García Márquez", "J. Smith"),
            None,
        ),
        # controls: refs41's places and publishers
        (
            "Smith, J., New York, N.Y., 2015. A study of things. Journal of Stuff 3, 1-5.",
            ("J. Smith",),
            None,
        ),
        ("Doe, J., Cambridge University Press, C. (2015). A book of things.", ("J. Doe",), None),
        (
            "Press, W. H., Teukolsky, S. A., Van Loan, C. F. (2007). Numerical recipes. "
            "Cambridge University Press.",
            ("W. H. Press", "S. A. Teukolsky", "C. F. Van Loan"),
            "Numerical recipes",
        ),
    ],
)
def test_a_double_surname_whose_initials_spell_it_is_a_persons(
    text: str, authors: tuple[str, ...], title: str | None
) -> None:
    reference = parse_reference(text)
    assert reference.authors[: len(authors)] == authors
    if title is not None:
        assert reference.title == title
