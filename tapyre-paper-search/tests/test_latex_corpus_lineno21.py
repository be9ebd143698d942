"""The LaTeX corpus builder's review copies with a set interval (``--lineno-every``) and
its bitmap papers' encoding label from the compile's log, without TeX."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.bitmaps import bitmap_kinds, bitmap_source
from latex_corpus.lineno import is_twocolumn, with_lineno
from latex_corpus.templates import ALL
from test_latex_corpus import _paper


def test_a_set_interval_replaces_the_drawn_one_and_leaves_the_other_draws() -> None:
    for number in range(30):
        seed = f"lineno:train:21:{number}"
        drawn, drawn_kinds = with_lineno(ALL["amsart"], random.Random(seed))
        fifth, kinds = with_lineno(ALL["amsart"], random.Random(seed), 5)
        assert "lineno:every5" in kinds and "\\modulolinenumbers[5]" in fifth.preamble
        # the spacing and margin drawn are those of the plain draw (one column: no switch)
        assert [k for k in kinds if k != "lineno:every5"] == [
            k for k in drawn_kinds if not k.startswith("lineno:every")
        ]
        assert ("[right]{lineno}" in fifth.preamble) == ("[right]{lineno}" in drawn.preamble)


def test_two_column_review_copies_switch_the_right_columns_numbers_by_turns() -> None:
    assert is_twocolumn(ALL["article-twocolumn"]) and is_twocolumn(ALL["revtex-aps"])
    assert is_twocolumn(ALL["ieeetran-journal"]) and not is_twocolumn(ALL["amsart"])
    draws = [
        with_lineno(ALL["article-twocolumn"], random.Random(f"lineno:train:21:{n}"), 5)
        for n in range(20)
    ]
    switched = [t for t, kinds in draws if "lineno:switch" in kinds]
    assert 0 < len(switched) < len(draws)
    for template, kinds in draws:
        head = template.source(_paper())
        assert ("\\usepackage[switch]{lineno}" in head) == ("lineno:switch" in kinds)
        assert "\\modulolinenumbers[5]" in head
    # without the set interval no paper is switched (corpora drawn before are unchanged)
    plain = [with_lineno(ALL["article-twocolumn"], random.Random(f"x{n}"))[1] for n in range(20)]
    assert not any("lineno:switch" in kinds for kinds in plain)


def test_a_class_that_loads_t1_itself_is_labelled_t1_from_the_log() -> None:
    source = bitmap_source(ALL["cas-dc"].source(_paper()), t1=False)
    assert "{fontenc}" not in source
    # pdfTeX lists the bitmap fonts it embedded at the log's end, lines broken at 79
    log = (
        " </root/.texlive2022/texmf-var/fonts/pk/ljfour/jknappen/ec/ecrm100\n0.600pk>"
        "</usr/share/texlive/texmf-dist/fonts/pk/ljfour/public/cm/dpi600/cmmi10.pk>\n"
    )
    assert bitmap_kinds(source, log) == ["bitmap-fonts", "encoding:t1"]
    ot1_log = " </usr/share/texlive/texmf-dist/fonts/pk/ljfour/public/cm/dpi600/c\nmr10.pk>"
    assert bitmap_kinds(source, ot1_log) == ["bitmap-fonts", "encoding:ot1"]
    assert bitmap_kinds(source) == ["bitmap-fonts", "encoding:ot1"]
