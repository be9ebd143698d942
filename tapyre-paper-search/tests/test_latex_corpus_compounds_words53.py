"""``build.py --compounds`` (words53): a paragraph of hyphenated compounds before each
paper's "Conclusions" section, and its plain text in ``body.jsonl``.  Nothing here runs
pdflatex; on the base the module is missing (ImportError)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.paper import Paper, draw_paper
from pdfgen.sources import Record, Section

_SOURCE = "\\begin{document}\n\\section{Results}\nText.\n\\section{Conclusions}\nEnd.\n"


def _record(key: str, abstract: str) -> Record:
    return Record(key, "Stomatal conductance.", (Section("", abstract),), authors=("Jane Doe",))


def _papers() -> list[Paper]:
    others = [_record(f"o:{n}", "Leaves close. Stomata shut. Water is kept.") for n in range(3)]
    return [
        draw_paper(_record(f"x:{seed}", "Text."), random.Random(seed), ["Jane Doe"], others)
        for seed in range(12)
    ]


def test_paragraph_before_conclusions_holds_compounds() -> None:
    from latex_corpus.compounds import COMPOUNDS, compounded, paragraph

    drawn: set[str] = set()
    for paper in _papers():
        plain = paragraph(paper)
        source = compounded(_SOURCE, paper)
        assert plain + "\n\n\\section{Conclusions}" in source
        words = [word for word in COMPOUNDS if f" {word} " in plain or f" {word}," in plain]
        assert len(words) == 8
        drawn.update(words)
    assert {"life-span", "gastro-intestinal", "anti-viral", "genome-wide"} & drawn
    assert len(drawn) > 20


def test_source_without_conclusions_is_unchanged() -> None:
    from latex_corpus.compounds import compounded

    paper = _papers()[0]
    assert compounded("\\section{Results}\nText.\n", paper) == "\\section{Results}\nText.\n"


def test_build_writes_the_paragraph_into_body_text() -> None:
    import importlib.util
    import io
    import json
    from types import SimpleNamespace

    from latex_corpus.compounds import paragraph

    path = Path(__file__).resolve().parents[2] / "tools" / "latex_corpus" / "build.py"
    spec = importlib.util.spec_from_file_location("latex_corpus_build_words53", path)
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    paper = _papers()[1]
    rows = []
    for flag in (False, True):
        out = io.StringIO()
        truth = SimpleNamespace(name="p.pdf", kinds=[], title="T")
        build.extras(truth, paper, None, out, bibtex=False, compounds=flag)
        rows.append(json.loads(out.getvalue())["text"])
    assert rows[1] == [*rows[0], paragraph(paper)]
