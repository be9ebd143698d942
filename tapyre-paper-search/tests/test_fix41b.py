"""The lead's second re-read of round 41 (fix41b): a wrapped suffix's pattern that
backtracked over a run of spaces, one list-mark pattern for the two rules that ask for
one, and a key point's label in capitals that took an abstract in capitals for a box.
"""

from __future__ import annotations

import random
import re

from tapyre_paper_search.pdf import boldlead, cues, suffixwrap

# suffixwrap's pattern before fix41b: "\s*,?\s+" splits a run of spaces in every way.
_OLD_OPENS = re.compile(r"^\s*(?P<suffix>II|III|IV|Jr\.?|Sr\.?)(?:\s*,?\s+and\s+|\s*,\s*|\s*$)")


def test_the_suffix_pattern_reads_as_before_on_random_lines() -> None:
    rng = random.Random(41)
    pieces = ("II", "III", "IV", "Jr.", "Sr", ",", " ", "  ", "and", "And", "x", "\t", "Myers")
    for _ in range(20000):
        line = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 7)))
        old, new = _OLD_OPENS.match(line), suffixwrap._OPENS.match(line)
        assert (old is None) == (new is None), line
        if old is not None and new is not None:
            assert (old.group("suffix"), old.end()) == (new.group("suffix"), new.end()), line


def test_the_suffix_pattern_has_no_two_ways_over_one_run_of_spaces() -> None:
    """The old "\\s*,?\\s+" (and its quadratic time over 40,000 spaces: 4.3 s) is gone;
    the reading is as before (test above)."""
    assert r"\s*,?\s+" not in suffixwrap._OPENS.pattern
    line = "IV" + " " * 40000 + "Results"
    assert suffixwrap._OPENS.match(line) is None
    assert suffixwrap._OPENS.match("II, and Philip C. Myers") is not None


def test_one_list_mark_for_key_labels_and_the_colon_rule() -> None:
    for item in ("(i) Lakes warm", "a) Lakes warm", "1. Lakes", "- Lakes", "\u2022 Lakes"):
        assert cues.LIST_MARK.match(item), item  # "(i)" and "a)" were no marks under a key label
    for item in ("\u25aa Lakes", "\u2014 Lakes"):
        assert cues.LIST_MARK.match(item), item  # nor these after "as follows:"
    for prose in ("Lakes warm faster", "e.g. lakes", "In 2020 lakes", "I. Smith"):
        assert not cues.LIST_MARK.match(prose), prose  # (controls)


def test_a_key_point_label_in_capitals_needs_an_item_after_it() -> None:
    assert not boldlead.opens_key_point("QUESTION ANSWERING OVER KNOWLEDGE GRAPHS REMAINS HARD")
    assert not boldlead.opens_key_point("FINDINGS FROM A NATIONAL SURVEY")
    # (controls: the labels are still caught)
    assert boldlead.opens_key_point("QUESTION Does wind warm lakes?")
    assert boldlead.opens_key_point("FINDINGS In this cohort of 300 lakes …")
    assert boldlead.opens_key_point("Question: Does wind warm lakes?")
