"""latex60: a word's head left hanging before a conjunction at a line end.

"homo-" / "and heterodimers", "pre-" / "and postoperative": the hyphen is a suspended
one, so the break is a space and the hyphen stays (suspendedheads).  A word
hyphenated before "or" or "nor" ("col-" / "or", "mi-" / "nor") still joins, and so
does a plain word.  Cases marked "fails on base" fail on dc12ac45.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from drawnlines import drawn_text

# Lines of plain prose around the break: a page of a few words reads as no text.
_PROSE = ["We measured the samples in three rounds over two years,", "and we report here"]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # fail on base: "homo-and", "preand", "intraor", "short-and"
        (["Structure of homo-", "and heterodimers in cells."], "homo- and heterodimers"),
        (["during the pre-", "and postoperative care."], "pre- and postoperative"),
        (["both intra-", "or intercellular signals."], "intra- or intercellular"),
        (["the short-", "and long-term effects."], "short- and long-term"),
    ],
)
def test_a_head_hanging_before_a_conjunction_keeps_its_hyphen(
    tmp_path: Path, lines: list[str], expected: str
) -> None:
    assert expected in drawn_text(tmp_path / "hang.pdf", [*_PROSE, *lines])


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # controls: a word broken before "or" / "nor", a plain word, an acronym's head
        (["the col-", "or of the cells."], "the color of the cells."),
        (["a mi-", "nor and rare case."], "a minor and rare case."),
        (["a thou-", "sand cells were seen."], "a thousand cells"),
        (["either TNF-", "or LPS-induced loss."], "TNF- or LPS-induced"),
    ],
)
def test_other_breaks_read_as_before(tmp_path: Path, lines: list[str], expected: str) -> None:
    assert expected in drawn_text(tmp_path / "other.pdf", [*_PROSE, *lines])


def test_a_title_joined_with_a_space_keeps_the_suspended_hyphen() -> None:
    from tapyre_paper_search.pdf.normalize import normalize_inline, normalize_text

    # a title's rows joined with a space ("homo- and"), and with the row break
    assert normalize_inline("Structure of homo- and heterodimers") == (
        "Structure of homo- and heterodimers"
    )
    assert normalize_text("Structure of homo-\nand heterodimers") == (
        "Structure of homo- and heterodimers"
    )
    # a break between two blocks: the blank line goes with it ("A-" / "" / "and")
    assert normalize_text("cyclin A-\n\nand B-type genes") == "cyclin A- and B-type genes"
    # the conjunction as the text's last word is no suspended hyphen's: this rule leaves
    # it to the others (review56c: "the preand" was pinned as the expected reading)
    from tapyre_paper_search.pdf.suspendedheads import suspended_head

    assert not suspended_head("pre", "the pre-\nand", len("the pre-\n"))
    assert suspended_head("pre", "the pre-\nand post", len("the pre-\n"))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail before review56c: read as suspended hyphens ("Ferdin- and")
        ("the Ferdin-\nand Magellan route", "the Ferdinand Magellan route"),
        ("gen-\nou et la jambe", "genou et la jambe"),
        ("Sek-\nund und Minute", "Sekund und Minute"),
        # controls: a prefix's head, a combining form, a hyphenated word after "and"
        ("during the pre-\nand postoperative care", "during the pre- and postoperative care"),
        ("Structure of micro-\nand nanoparticles", "Structure of micro- and nanoparticles"),
        ("both time-\nand dose-dependent", "both time- and dose-dependent"),
    ],
)
def test_a_word_broken_before_a_conjunction_joins(text: str, expected: str) -> None:
    from tapyre_paper_search.pdf.normalize import normalize_text

    assert normalize_text(text) == expected
