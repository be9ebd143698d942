"""The LaTeX corpus builder (``tools/latex_corpus``) without TeX: escaping, the printed
text and the paper drawn from a record.

Split from ``test_latex_corpus.py`` (tidy46), which keeps the templates and the
held-out classes.  Nothing here runs pdflatex.
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.escape import UntypesettableError, latex, printed, typesettable
from latex_corpus.paper import draw_paper, keywords_of
from pdfgen.sources import Record, Section

# -- escaping and the printed text -------------------------------------------------------


def test_latex_escapes_every_special_character() -> None:
    assert latex("50% of a_b & c#1 costs $3 {x}") == r"50\% of a\_b \& c\#1 costs \$3 \{x\}"
    assert latex("a^b ~ c\\d") == r"a\textasciicircum{}b \textasciitilde{} c\textbackslash{}d"
    assert latex("x < y > z | w") == r"x \textless{} y \textgreater{} z \textbar{} w"


def test_latex_keeps_hyphens_and_apostrophes_their_own_glyphs() -> None:
    # "--" would print an en dash and "''" a closing double quote.
    assert latex("a--b") == "a-{}-b"
    assert latex("a---b") == "a-{}-{}-b"
    assert latex("it''s") == "it'{}'s"
    assert latex("well-known") == "well-known"
    assert latex("Why?`") == "Why?{}`{}"


def test_latex_maps_unicode_it_cannot_take_directly() -> None:
    assert latex("α-helix") == r"\ensuremath{\alpha}-helix"
    assert latex("T ≤ 5 K") == r"T \ensuremath{\leq} 5 K"
    assert latex("1990–2000 — “new”") == "1990--2000 --- ``new''"
    assert latex("Zoë Łukasiewicz") == "Zoë Łukasiewicz"  # T1 has Latin Extended-A


def test_untypesettable_text_is_refused_not_mangled() -> None:
    with pytest.raises(UntypesettableError, match="U\\+6F22"):
        latex("漢字 in a title")
    assert not typesettable("a ☃ snowman")
    assert typesettable("a plain title")


def test_printed_text_is_what_pdftex_sets() -> None:
    assert printed("Ann O'Neil's `trees'") == "Ann O\u2019Neil\u2019s \u2018trees\u2019"
    assert printed("  two\n spaces ") == "two spaces"
    assert printed("α-helix 50%") == "α-helix 50%"


# -- a paper drawn from a record -------------------------------------------------------


def test_draw_paper_keeps_the_record_and_links_every_author() -> None:
    record = Record(
        "arxiv:0704.0001",
        "Calculation of prompt diphoton production",
        (Section("", "A fully differential calculation in perturbative theory is presented."),),
        authors=("Csaba Balázs", "Edmond L. Berger", "Pavel M. Nadolsky"),
    )
    paper = draw_paper(record, random.Random(3), ["Jane Doe", "Ravi Kumar"], [record])
    assert [a.name for a in paper.authors] == list(record.authors)
    assert sum(a.corresponding for a in paper.authors) == 1
    assert all(0 <= i < len(paper.affiliations) for a in paper.authors for i in a.affiliations)
    assert all(re.fullmatch(r"\d{4}-\d{4}-\d{4}-\d{3}[\dX]", a.orcid) for a in paper.authors)
    assert paper.others == ()  # the record itself is never its own neighbour


def test_draw_paper_refuses_a_record_it_cannot_set() -> None:
    record = Record("scifact:9", "Études 漢字", (Section("", "Text."),))
    with pytest.raises(UntypesettableError):
        draw_paper(record, random.Random(0), ["Jane Doe", "Ravi Kumar"], [])


def test_keywords_come_from_the_records_own_words() -> None:
    record = Record("x", "Stomatal conductance", (Section("", "Drought reduces conductance."),))
    words = keywords_of(record, random.Random(1))
    assert words[:2] == ("stomatal", "conductance") and "drought" in words


MAPPED_NEIGHBOURS = {
    "it\u2019\u2019s": "it'{}'s",
    "it\u2019's": "it'{}'s",
    "\u2018`x": "`{}`{}x",
    "a\u2013-b": "a--{}-b",
    "a\u2014\u2013b": "a---{}--b",
    "\u201c\u2018x\u2019\u201d": "``{}`x'{}''",
    "a\u00a0b\u2009c": "a b c",  # Unicode spaces are plain spaces
}


@pytest.mark.parametrize("text", MAPPED_NEIGHBOURS)
def test_mapped_dashes_and_quotes_keep_their_own_glyphs_too(text: str) -> None:
    # A mapped character next to a plain one (or another mapped one) must not form
    # a ligature pdfTeX would print as one glyph (”, “, an em dash).
    assert latex(text) == MAPPED_NEIGHBOURS[text]


def test_draw_paper_gives_up_when_the_name_pool_is_too_small() -> None:
    record = Record("scifact:5", "Plain title", (Section("", "Some text here."),))
    outcomes = set()
    for seed in range(30):  # some seeds ask for more names than two pool names can make
        try:
            paper = draw_paper(record, random.Random(seed), ["Jane Doe", "Ravi Kumar"], [])
        except UntypesettableError:
            outcomes.add("refused")
        else:
            assert len({a.name for a in paper.authors}) == len(paper.authors) >= 1
            outcomes.add("drawn")
    assert outcomes == {"refused", "drawn"}
