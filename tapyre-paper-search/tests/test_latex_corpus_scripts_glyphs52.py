"""``build.py --scripts`` (glyphs52): a power, a formula's subscripts, a footnote mark
after a year and an index in each paper's body, a formula or a power at the end of
one title in two, and the plain readings the truth and ``body.jsonl`` hold.  Nothing
here runs pdflatex; on the base the module is missing (ImportError)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.escape import latex
from latex_corpus.paper import Paper, draw_paper
from pdfgen.sources import Record, Section

_SOURCE = (
    "\\title{{{title}}}\n\\begin{{document}}\n\\section{{Results}}\nText.\n"
    "\\section{{Conclusions}}\nEnd.\n"
)


def _papers() -> list[Paper]:
    papers = []
    for seed in range(12):
        record = Record(
            f"x:{seed}",
            "Stomatal conductance in drought.",
            (Section("", "Text."),),
            authors=("Jane Doe", "Ravi Kumar"),
        )
        papers.append(draw_paper(record, random.Random(seed), ["Jane Doe", "Ravi Kumar"], []))
    return papers


def test_sentence_before_conclusions_and_its_plain_reading() -> None:
    from latex_corpus.scripts import scripted, sentence

    for paper in _papers():
        source, _ = scripted(_SOURCE.format(title=latex(paper.title)), paper)
        added, plain = sentence(paper)
        assert added + "\\section{Conclusions}" in source
        assert "\\footnote{" in added and "$x_i$" in added
        assert "^" in plain[0] and "xi was weighed" in plain[0]
        assert "\\" not in plain[0] and "$" not in plain[0]


def test_one_title_in_two_ends_with_a_formula_or_a_power() -> None:
    from latex_corpus.scripts import scripted

    titles = []
    for paper in _papers():
        source, title = scripted(_SOURCE.format(title=latex(paper.title)), paper)
        if title is None:
            assert f"\\title{{{latex(paper.title)}}}" in source
            continue
        assert title.startswith("Stomatal conductance in drought ")  # its full stop goes
        assert "\\textsubscript{" in source or "\\textsuperscript{" in source
        titles.append(title)
    assert 2 <= len(titles) <= 10
