"""Round 49's second review (review56): speed45's fast paths give the answers of the
code before them (base49's, 44ce9b73) on adversarial inputs: case folds, Unicode
letters and spaces, combining marks, ligatures, dotless "ı", words opening with a
digit or punctuation, one-word and hyphenated names, math letters beside ASCII.

Every test here is a labelled control: it compares with base49's modules, run in a
subprocess with their own ``PYTHONPATH``, and is skipped where that tree is absent.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from tapyre_paper_search.pdf import cues, linepieces, lines, namewords

_BASE = Path("/work/base49/tapyre-paper-search/src")

_TEXTS = [
    "Ann Lee and Bo Chen",
    "ANN LEE AND BO CHEN",
    "Ann Lee AND Bo Chen",
    "Ann Lee und Bo",
    "Ann\u00a0Lee,\u00a0Bo Chen",
    "Ann Lee\u2003&\u2003Bo Chen",
    "Ann · Bo",
    "Ann•Bo",
    "A\u22c5B and C",
    "A \u22c5 B",
    "A\u2219B",
    "x | y",
    "Über Lee; Ærø Chen",
    "İstanbul and İzmir",
    "Dımıtrı and ılker",
    "\ufb01eld and \ufb02ow",
    "Jose\u0301 Lee and Rene\u0301",
    "e\u0301cole",
    "Université de Lyon",
    "UNIVERSITY OF OSLO",
    "univ. Paris",
    "3M Company",
    "4th Floor",
    "École normale",
    "ecole normale",
    "e.V. Berlin",
    "co. Ltd",
    "Dept of Physics",
    "Österreich",
    "österreich",
    "Vienna, Austria",
    "VIETNAM",
    "u.s.a.",
    "U.K.",
    "uk",
    "E-Mail: a@b.org",
    "eMAIL",
    "Emaıl",
    "EMAİL",
    "✉ Ann",
    "name{at}x.org",
    "{a,b}@x.org",
    "Jean-Luc Picard",
    "O'Neil",
    "O’Neil",
    "Madonna",
    "Björk",
    "Jean-Luc",
    "Ann-Marie Lee",
    "Ann  Lee",
    " Ann ",
    "\u2003Ann\u2003Lee\u2003",
    "",
    " ",
    "α",
    "𝛼 β",
    "x′",
    "ab′",
    "E = mc²",
    "Lee1",
    "and",
    "AND",
    "aNd",
    "\u1e00nd",
    "\u212a",
    "ſ",
    "µ",
    "Und",
    "und so",
]


def _math_letters(text: str) -> bool:
    """``fontstyle.math_letters`` (``lines._math_letters`` before tidy58: base49's tree)."""
    try:
        from tapyre_paper_search.pdf.fontstyle import math_letters
    except ImportError:
        return bool(lines._math_letters(text))  # type: ignore[attr-defined]
    return math_letters(text)


def _answers() -> dict[str, list[object]]:
    out: dict[str, list[object]] = {}
    for text in _TEXTS:
        out[text] = [
            linepieces.SPLIT.split(text),
            cues.has_affiliation(text),
            cues.affiliation_words(text),
            cues.has_country(text),
            cues.has_email(text),
            cues.without_emails(text, "#"),
            namewords.looks_like_name(text),
            namewords.looks_like_name(text, places=False),
            _math_letters(text),
        ]
    return out


_SCRIPT = """
import json, sys
sys.path.insert(0, {test_dir!r})
from test_review56_speed import _answers
json.dump(_answers(), sys.stdout)
"""


@pytest.mark.skipif(not _BASE.is_dir(), reason="base49's tree is absent")
def test_control_speed45s_fast_paths_answer_as_base49() -> None:
    """Control: the same answers as base49's code for every adversarial input."""
    env = dict(os.environ, PYTHONPATH=f"{_BASE}{os.pathsep}{Path(__file__).parent}")
    script = _SCRIPT.format(test_dir=str(Path(__file__).parent))
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
    )
    base = json.loads(done.stdout)
    here = json.loads(json.dumps(_answers()))
    assert {k: v for k, v in here.items() if base[k] != v} == {}
    assert len(here) == len(_TEXTS)
