"""speed41c: the opt-in compiled build (mypyc) of the PDF reader's hot modules.

``tapyre-paper-search/setup.py`` compiles :data:`COMPILED` only when
``TAPYRE_COMPILE=1`` is set at build time; the default build stays pure Python.  A
compiled module checks its annotations at run time, so an annotation that lies (grid's
``Word`` said five items where PyMuPDF's words have eight) loses pages in a compiled
build: the compiled build must give the pure build's answers.  The build test compiles
grid and normalize into a temporary copy of the package (it skips only when no C
compiler is found) and compares ``extract_pdf``'s record and ``word_grid`` on random
words of eight and of five items with the pure modules'.
"""

from __future__ import annotations

import json
import os
import random
import runpy
import shlex
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Any

import pymupdf
import pytest
import tapyre_paper_search
from tapyre_paper_search.pdf import grid
from tapyre_paper_search.pdf.extract import extract_pdf

_PACKAGE = Path(tapyre_paper_search.__file__).resolve().parent
# the source folder's setup.py (the package may be installed elsewhere: CI's nox venv)
_SETUP = Path(__file__).resolve().parents[1] / "setup.py"


def _setup(monkeypatch: pytest.MonkeyPatch, switch: str | None) -> dict[str, Any]:
    if switch is None:
        monkeypatch.delenv("TAPYRE_COMPILE", raising=False)
    else:
        monkeypatch.setenv("TAPYRE_COMPILE", switch)
    return runpy.run_path(str(_SETUP), run_name="setup_under_test")


@pytest.mark.parametrize("switch", [None, "0", "", "yes"])
def test_default_build_compiles_nothing(
    monkeypatch: pytest.MonkeyPatch, switch: str | None
) -> None:
    assert _setup(monkeypatch, switch)["extensions"]() == []


def test_compiled_modules_exist(monkeypatch: pytest.MonkeyPatch) -> None:
    names = _setup(monkeypatch, None)["COMPILED"]
    assert names and len(set(names)) == len(names)
    for path in _setup(monkeypatch, None)["compiled_paths"]():
        assert (_SETUP.parent / path).is_file(), path


def test_grid_word_is_any_length() -> None:
    """PyMuPDF's words (eight items) and the table filler's (five) both fit the type."""
    assert grid.Word == tuple[Any, ...]


def _words(rng: random.Random, items: int) -> list[tuple[Any, ...]]:
    rows, columns = rng.randint(1, 6), rng.randint(1, 5)
    words = []
    for row in range(rows):
        y = 100 + row * rng.choice((12.0, 14.0, 20.0))
        for column in range(columns):
            if rng.random() < 0.15:
                continue
            x = 50 + column * rng.choice((60.0, 80.0)) + rng.uniform(-3, 3)
            text = rng.choice(("0.91", "12", "BERT", "n/a", "77.3", "x"))
            word = (x, y, x + 6 * len(text), y + 9, text, 0, row, column)
            words.append(word[:items])
    return words


def _grid_cases() -> list[list[tuple[Any, ...]]]:
    rng = random.Random(41)
    return [_words(rng, rng.choice((5, 8))) for _ in range(300)]


def _pdf(path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 90), "Compiled Readers Give the Same Records", fontsize=16)
    page.insert_text((72, 115), "Ada Lovelace and Alan Turing", fontsize=11)
    page.insert_text((72, 150), "Abstract", fontsize=10)
    text = "We read the same pages with a compiled and a pure reader and compare them. " * 3
    page.insert_textbox(pymupdf.Rect(72, 160, 520, 230), text, fontsize=9)
    for row in range(5):
        for column in range(4):
            cell = "Model" if row == 0 else f"{row * 7 + column * 3}.{column}"
            page.insert_text((90 + column * 90, 260 + row * 14), cell, fontsize=9)
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 90), "References", fontsize=11)
    for number in range(6):
        entry = f"[{number + 1}] A. Author and B. Writer. Paper {number}. Journal, 20{number + 10}."
        page.insert_text((72, 110 + number * 14), entry, fontsize=9)
    doc.save(path)
    doc.close()


_CHILD = """
import json, sys
from pathlib import Path
from tapyre_paper_search.pdf import grid, normalize
from tapyre_paper_search.pdf.extract import extract_pdf
assert grid.__file__.endswith(".so") and normalize.__file__.endswith(".so"), grid.__file__
cases = json.loads(Path(sys.argv[1]).read_text())
grids = [grid.word_grid([tuple(w) for w in words]) for words in cases]
print(json.dumps({"record": repr(extract_pdf(Path(sys.argv[2]))), "grids": grids}))
"""

_BUILD = """
from setuptools import setup
from mypyc.build import mypycify
setup(name="compiled_under_test", script_args=["build_ext", "--inplace"],
      ext_modules=mypycify(["--ignore-missing-imports", "--follow-imports=skip",
                            "tapyre_paper_search/pdf/grid.py",
                            "tapyre_paper_search/pdf/normalize.py"]))
"""


def _compiler() -> str | None:
    command = shlex.split(sysconfig.get_config_var("CC") or "cc")
    return shutil.which(command[0]) if command else None


@pytest.mark.slow
def test_compiled_build_gives_the_pure_answers(tmp_path: Path) -> None:
    if _compiler() is None:
        pytest.skip("no C compiler")
    src = tmp_path / "src"
    shutil.copytree(_PACKAGE, src / "tapyre_paper_search", ignore=shutil.ignore_patterns("*.so"))
    built = subprocess.run(
        [sys.executable, "-c", _BUILD], cwd=src, capture_output=True, text=True, check=False
    )
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    cases = _grid_cases()
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    pdf = tmp_path / "paper.pdf"
    _pdf(pdf)
    paths = [str(src), *(p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p)]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
    child = subprocess.run(
        [sys.executable, "-c", _CHILD, str(tmp_path / "cases.json"), str(pdf)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert child.returncode == 0, child.stderr[-3000:]
    compiled = json.loads(child.stdout)
    pure_grids = [grid.word_grid(words) for words in cases]
    assert compiled["grids"] == json.loads(json.dumps(pure_grids))
    assert any(g is not None for g in pure_grids)
    assert compiled["record"] == repr(extract_pdf(pdf))
