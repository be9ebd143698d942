"""Shortcuts in references parsing answer as the plain forms do (issue 25, speed19).

``refnameat.name_at`` tests each reading once and stops as soon as none is left;
``refentry`` and ``refvenue`` ask their arXiv patterns only of text that could hold
"arxiv"; ``normalize_text`` splits at blank lines only where there is one.  These
tests hold each to the plain form it replaced, on hand-picked and random inputs.
"""

from __future__ import annotations

import random

import pytest
from tapyre_paper_search.pdf import (
    normalize,
    refentry,
    reflistwords,
    refnameat,
    refnameforms,
    refnames,
    refvenue,
)
from tapyre_paper_search.pdf.refnameforms import Named
from tapyre_paper_search.pdf.refnames import leading_names


def _plain_name_at(
    text: str, position: int, previous: Named | None = None, shortest: bool = False
) -> Named | None:
    """``name_at`` as first written: every filter on the whole list, in turn."""
    rn, forms = refnameat, refnameforms
    if rn._TITLE_OPENING.match(text, position):  # (refs29: "The IC(50) of …")
        return None
    found = [(f, m) for f, pattern in forms.NAME_FORMS if (m := pattern.match(text, position))]
    if not found and reflistwords.SUFFIX_NEAR.match(text, position):
        found = [(f, m) for f, pattern in forms.BARE_FORMS if (m := pattern.match(text, position))]
    found = [
        fm
        for fm in found
        if not rn.full_given(fm)
        or rn._list_goes_on(text, fm[1])
        or rn.closes_with_colon(text, fm[1])  # (bib19: "Eeg, Jan ; Hendry, Martin: T")
    ]
    found = [fm for fm in found if "late" not in fm[1].re.groupindex or rn._list_ends(text, fm[1])]
    if len(found) > 1:
        found = [fm for fm in found if not rn._suffix_before_given(text, fm)]
    if previous is not None and rn._initials_after(previous):
        found = [fm for fm in found if fm[0] == previous[0]] or found
        if previous[0] == "d":
            found = [fm for fm in found if rn._ends_a_name(text, fm[1])]
    if previous is not None and rn.full_given(previous):
        found = [fm for fm in found if rn._ends_a_name(text, fm[1])]
    elif previous is not None and (previous[0] == "a" or rn._initials_after(previous)):
        found = [fm for fm in found if fm[0] == previous[0] or rn._ends_a_name(text, fm[1])]
    elif previous is not None and previous[0] == "c":  # (refs55: no word in small letters on)
        found = [fm for fm in found if not rn._SMALL_WORD_ON.match(text, fm[1].end())]
        if len(found) > 1:
            found = [fm for fm in found if rn._ends_a_name(text, fm[1])] or found
    elif len(found) > 1:
        found = [fm for fm in found if rn._ends_a_name(text, fm[1])] or found
        if previous is None:  # (refs56: no given-first reading running into a title)
            found = rn._no_title_after_initials(text, found)
    if not found:
        return None
    if shortest:
        found = [fm for fm in found if fm[1].group(0).rstrip().endswith(".")]
        return min(found, key=lambda fm: fm[1].end() - fm[1].start()) if found else None
    return max(found, key=lambda fm: fm[1].end() - fm[1].start())


_ENTRIES = (
    "Doe J, Chen L. Title of the paper. Nature 2019;3:1-9.",
    "Hilario, L. M. Leon, G. A. Bakos, and J. Smith. 2019. A title. Venue.",
    "Doe, J. Graphs, Trees and Forests. Venue 2001.",
    "Smith, Adam, The Wealth of Nations, 1776.",
    "Bishop, Christopher M. Pattern Recognition and Machine Learning. Springer, 2006.",
    "Roshchin IV, Clerc F. Title in small words. J Med 2001.",
    "Logan IV, Robert L., and Jane Roe. 2020. Title. In Proc.",
    "King, M. L., Jr., and A. Lee (1968). Title. Venue.",
    "Kovacs G. Montelukast and fluticasone in asthma. Lancet 2001.",
    "A. Smith, Advanced Human Nutrition, Public Health Res. 3 (2009).",
    "Doe J, Hepatitis B and C in adults. BMJ 2004.",
    "Lee A and the CONSORT Group. Title. 2010.",
    "Google, Gemini: a family of models. 2023.",
    "N. J. E. II, A. Smith. Title. 2001.",
    "van der Berg, P., De Napoli, M.; Di Vecchia, P. Title, 2000.",
    "Jane Q. Doe, Ruth Miller and Kim A. Smith/Li Chen. Title. 2012.",
)
_NAMES = (
    "J. Doe", "Doe, J.", "Doe, Jane", "Doe J", "Doe JP", "Jane Q. Doe", "A. V. Gopala Rao",
    "Logan IV, R. L.", "King, M. L., Jr.", "M. Lopez de Haro", "HongSheng Zhao", "S C Tiwari",
    "de Souza, A.", "O'Neil, B.", "Smith-Jones, K.", "Yu. A. Petrov", "Lee B. II",
    "Chen L.", "Hilario, L. M. Leon", "Doe, J. R.", "Tanya M Elliott", "Ab-Ab-Ab",
)  # fmt: skip
_SEPARATORS = (", ", "; ", " and ", ", and ", " & ", ", ", " und ", "† , ")
_AFTER = (
    ". A study of things. Nature 2019.", " (2019). Title. Venue.", ", Deep networks for x.",
    ". 2020. Title.", " et al. Title.", ", Public Health Res. 3 (2009).", " and C in adults.",
    ", The Wealth of Nations.", " Phys. Rev. 12, 3 (2001).", ": a family of models.",
    ". direct conversion of x.", " and others. T.", ", II, N. J. Title.", "",
)  # fmt: skip


def _random_entries(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    entries = []
    for _ in range(count):
        names = [rng.choice(_NAMES) for _ in range(rng.randint(1, 5))]
        text = names[0]
        for name in names[1:]:
            text += rng.choice(_SEPARATORS) + name
        entries.append(text + rng.choice(_AFTER))
    return entries


def test_names_read_as_with_every_filter_on_the_whole_list(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    entries = [*_ENTRIES, *_random_entries(3000, seed=19)]
    fast = [(leading_names(t), leading_names(t, shortest=True)) for t in entries]
    monkeypatch.setattr(refnames, "name_at", _plain_name_at)
    plain = [(leading_names(t), leading_names(t, shortest=True)) for t in entries]
    assert fast == plain
    # the hand-picked entries are read as their forms want
    assert fast[0][0] == (("J Doe", "L. Chen"), "Title of the paper. Nature 2019;3:1-9.")
    assert fast[3][0][0] == ("Adam Smith",)
    assert fast[8][0][1].startswith("Montelukast")


def test_readings_at_every_separator_match_the_plain_form() -> None:
    """``name_at`` itself, after each kind of previous reading, with ``shortest``."""
    for text in [*_ENTRIES, *_random_entries(200, seed=7)]:
        previous: list[Named | None] = [None]
        for position in range(len(text)):
            for before in previous[-3:]:
                for shortest in (False, True):
                    got = refnameat.name_at(text, position, before, shortest)
                    want = _plain_name_at(text, position, before, shortest)
                    assert (got and (got[0], got[1].span())) == (
                        want and (want[0], want[1].span())
                    ), (text, position)
            named = refnameat.name_at(text, position)
            if named is not None:
                previous.append(named)


_ARXIV_PIECES = (
    "arXiv:2101.01234", "ARXIV preprint arXiv: 1905.0001v2", "arxiv.org/abs/hep-th/9901001",
    "arXıv 2101.01234", "arxİv:2101.01234", "ar xiv", "Title", ", 2019. ", "doi:10.1/x",
    "Nature 521", "é", " preprint ", "1905.00001", "hep-th/9901001",
)  # fmt: skip


@pytest.mark.parametrize("seed", [1, 2])
def test_arxiv_patterns_are_asked_wherever_they_could_match(seed: int) -> None:
    rng = random.Random(seed)
    texts = [
        "".join(rng.choice(_ARXIV_PIECES) for _ in range(rng.randint(0, 6))) for _ in range(3000)
    ]
    matched = 0
    for text in texts:
        if not refentry._may_hold_arxiv(text):
            assert refentry._ARXIV.search(text) is None, text
            assert refvenue._ARXIV_TAIL.search(text) is None, text
        matched += refentry._ARXIV.search(text) is not None
    assert matched > 100  # the random texts do hold ids
    # the dotless and dotted i are folded by the pattern: such text is always asked
    assert refentry._may_hold_arxiv("arXıv 2101.01234")
    assert not refentry._may_hold_arxiv("Title. Nature 521, 2019.")


def test_entries_with_and_without_arxiv_parse_as_the_plain_form(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(3)
    texts = [
        rng.choice(_ENTRIES) + "".join(rng.choice(_ARXIV_PIECES) for _ in range(rng.randint(0, 3)))
        for _ in range(1500)
    ]
    fast = [refentry.parse_reference(t) for t in texts]
    monkeypatch.setattr(refentry, "_may_hold_arxiv", lambda text: True)
    assert [refentry.parse_reference(t) for t in texts] == fast
    parsed = refentry.parse_reference("J. Doe. A title. arXiv preprint arXiv:2101.01234, 2021.")
    assert parsed.arxiv_id == "2101.01234" and parsed.year == 2021


def test_one_paragraph_is_normalised_as_when_split_at_blank_lines() -> None:
    rng = random.Random(5)
    pieces = ("sum-", "\n", "maries", " ", "\n\n", "| a | b |", "Mixed- Cation", "x", "\n\n\n")
    for _ in range(2000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 8)))
        if "\n\n" not in text:
            assert normalize._BLANK_LINES.split(text) == [text]
    assert normalize.normalize_text("sum-\nmaries of\nit") == "summaries of it"
    assert normalize.normalize_text("a\n\n\nb-\nc") == "a\n\nb-c"
    assert normalize.normalize_inline("| a |\n| b |") == "| a |\n| b |"


_TITLE_PIECES = (
    "Deep nets", " PhD thesis", ", Ph.D. Thesis", " Technical Report TR-30", " Tech. Rep.",
    ", ETH Zurich", ", MIT", " tech", "THESIS", "theſis", ", arXiv", "é", " of x", ".",
)  # fmt: skip


def test_titles_are_tidied_as_with_every_pattern_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    from tapyre_paper_search.pdf import refforms

    rng = random.Random(11)
    titles = [
        "".join(rng.choice(_TITLE_PIECES) for _ in range(rng.randint(1, 6))) for _ in range(3000)
    ]
    asked = 0
    for title in titles:
        asked += refforms._KIND_AFTER.search(title) is not None
        if "thesis" not in title and "Tech" not in title:
            assert refforms._KIND_AFTER.search(title) is None, title
        if title.isascii() and "thesis" not in title.lower():
            assert refforms._THESIS.search(title) is None, title
    assert asked > 100  # the random titles do end with kinds
    assert refforms.tidy_title("A study of things PhD thesis, ETH Zurich", "") == (
        "A study of things",
        "ETH Zurich",
    )
    assert refforms.tidy_title("A study of things, PhD thesis", "Venue")[0] == "A study of things"
