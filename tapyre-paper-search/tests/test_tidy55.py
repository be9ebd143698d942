"""Code health, round 55 (tidy55): behaviour kept, repeats folded.

* One lookup of the shared data: every script of ``benchmarks/`` and every corpus
  builder of ``tools/`` takes ``TAPYRE_SHARED_DATA`` (else ``../shared/data``) from
  ``tests/shared_data.py``; the builders' ``--shared`` defaults honour the variable.
* ``contribrows`` drops asides with ``namesonly.BRACKETED_OR_SQUARE`` (its own copy
  gone); ``refmarkednames``' pattern of bracketed given names stays its own.
* ``refbreaks`` walks back to a word's start in one helper (``_word_before``).
* Pure-move splits: ``ocrregroup``'s footnote marks into ``ocrmarks``, ``linenumbers``'
  column finders into ``numbercolumns``, ``rivers``' walk down the page into
  ``riverwalk``.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from shared_data import ENV, REPOSITORY

_PROBE = """
import importlib.util, json, sys
from pathlib import Path
out = {}
for item in sys.argv[1:]:
    path, expression = item.split("::")
    spec = importlib.util.spec_from_file_location(Path(path).stem + "_probe", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out[path] = str(eval(expression, {"m": module}))
print(json.dumps(out))
"""
_BUILDER_ARGS = '._arguments(["--out", "x", "--split", "train"]).shared'


def _probe(items: list[str], shared: str) -> dict[str, str]:
    """What each ``path::expression`` of ``items`` gives (``m`` the loaded script),
    in a child whose ``TAPYRE_SHARED_DATA`` is ``shared``."""
    env = {**os.environ, ENV: shared}
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, *items],
        cwd=REPOSITORY,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("builder", ["latex_corpus", "office_corpus", "html_corpus"])
def test_corpus_builders_shared_default_follows_the_variable(builder: str, tmp_path: Path) -> None:
    path = f"tools/{builder}/build.py"
    assert _probe([f"{path}::m{_BUILDER_ARGS}"], str(tmp_path)) == {path: str(tmp_path)}


def test_benchmarks_shared_folder_follows_the_variable(tmp_path: Path) -> None:
    scripts = ["scale_sim", "paper_vectors", "multilingual_fusion", "multilingual_speed"]
    items = [f"benchmarks/{name}.py::m.SHARED" for name in [*scripts, "soak_traffic"]]
    assert set(_probe(items, str(tmp_path)).values()) == {str(tmp_path)}


def test_no_script_looks_the_shared_data_up_itself() -> None:
    """Only ``tests/shared_data.py`` reads the variable or spells the default folder."""
    default = " / ".join(('"shared"', '"data"'))  # (not written whole here: tidy54's test)
    own = []
    for folder in ("benchmarks", "tools"):
        for path in sorted((REPOSITORY / folder).rglob("*.py")):
            code = path.read_text(encoding="utf-8")
            if f'environ.get("{ENV}"' in code or default in code:
                own.append(str(path.relative_to(REPOSITORY)))
    assert own == []


# -- one bracketed-aside pattern (namesonly) ------------------------------------------


def test_contributor_rows_drop_asides_with_the_names_pattern() -> None:
    """``contribrows`` drops round and square asides with ``namesonly``'s pattern, the
    very one it wrote itself (no copy of its own left)."""
    namesonly = importlib.import_module("tapyre_paper_search.pdf.namesonly")
    contribrows = importlib.import_module("tapyre_paper_search.pdf.contribrows")
    assert namesonly.BRACKETED.pattern == r"\s*\([^()]*\)"
    assert namesonly.BRACKETED_OR_SQUARE.pattern == r"\s*(?:\([^()]*\)|\[[^\[\]]*\])"
    assert contribrows.BRACKETED_OR_SQUARE is namesonly.BRACKETED_OR_SQUARE
    assert not hasattr(contribrows, "_BRACKETED")


def test_bracketed_given_names_are_their_own_pattern() -> None:
    """``refmarkednames`` reads names whose given names stand in brackets: a pattern of
    names, not an aside dropped, so it stays its own (named for what it matches)."""
    marked = importlib.import_module("tapyre_paper_search.pdf.refmarkednames")
    assert not hasattr(marked, "_BRACKETED")
    assert marked._BRACKETED_NAMES.match("Lee (Ann), Chen (Bo), Title") is not None
    entry = "Smith (J.), Jones (A. B.), Title of the work. Journal 3, 2010."
    assert (
        marked.comma_names(entry) == "Smith, J., Jones, A. B., Title of the work. Journal 3, 2010."
    )


def test_contributor_row_with_square_and_round_asides_on_a_page(tmp_path: Path) -> None:
    """Control (passes on the base too): a PyMuPDF page whose co-author row places each
    person in brackets of both kinds gives the two names."""
    from test_pdf_front_matter_front47 import _TITLE
    from test_pdf_front_matter_front51 import _page

    row = "Co-authors: Ann Lee [Leeds], Bo Chen (Lyon)"
    got = _page(tmp_path, [(_TITLE, 18, "b"), (row, 10, "")])
    assert (got.title, got.authors) == (_TITLE, ("Ann Lee", "Bo Chen"))


# -- one walk back to a word's start (refbreaks) --------------------------------------


def test_the_word_before_a_break_is_one_helper() -> None:
    refbreaks = importlib.import_module("tapyre_paper_search.pdf.refbreaks")
    text = "Kinetochore-\nindependent"
    assert refbreaks._word_before(text, text.index("-")) == "kinetochore"
    text = "IL-6-\nindependent"
    assert refbreaks._word_before(text, text.rindex("-")) is None  # digits before
    text = "a-b-\nendothelial-x"
    assert refbreaks._word_before(text, text.index("-\n")) is None  # a hyphen before
    text = "x_abc-\nx"
    assert refbreaks._word_before(text, text.index("-")) is None
    assert refbreaks._word_before("-\nx", 0) == ""


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("kinetochore-\nindependent", "kinetochore-independent"),
        ("Mesenchymal-\nendothelial-transition", "Mesenchymal-endothelial-transition"),
        ("IL-6-\nindependent", "IL-6-\nindependent"),
        ("dis-\nassociated", "dis-\nassociated"),
        ("mechano-\nsensitive", "mechano-\nsensitive"),
        ("a-b-\nendothelial-x", "a-b-\nendothelial-x"),
    ],
)
def test_typed_hyphens_read_as_before(text: str, read: str) -> None:
    """Controls (pass on the base too): the two callers' answers are kept."""
    refbreaks = importlib.import_module("tapyre_paper_search.pdf.refbreaks")
    assert refbreaks.typed_hyphens(text) == read


# -- pure-move splits: ocrmarks, numbercolumns, riverwalk ------------------------------

_PDF = Path(__file__).resolve().parents[1] / "src" / "tapyre_paper_search" / "pdf"


@pytest.mark.parametrize(
    ("old", "new", "moved"),
    [
        ("ocrregroup", "ocrmarks", ("_sized_spans", "_split_mark", "_marked", "_MARKED_WORD")),
        ("linenumbers", "numbercolumns", ("_columns", "_counted_on", "_ALIGN", "_AT_EDGE")),
        ("rivers", "riverwalk", ("_walk", "_clear", "_held", "_MIN_WIDTH_EMS", "_BREAK_LINES")),
    ],
)
def test_a_coherent_part_moved_out_whole(old: str, new: str, moved: tuple[str, ...]) -> None:
    """The part lives in its new module only (made public where the old one calls it),
    and the old module is under 300 lines again."""
    before = importlib.import_module(f"tapyre_paper_search.pdf.{old}")
    after = importlib.import_module(f"tapyre_paper_search.pdf.{new}")
    assert [name for name in moved if hasattr(before, name)] == []
    assert all(hasattr(after, name.lstrip("_")) or hasattr(after, name) for name in moved)
    assert len((_PDF / f"{old}.py").read_text("utf-8").splitlines()) <= 300


def test_the_moved_functions_are_the_ones_called() -> None:
    regroup = importlib.import_module("tapyre_paper_search.pdf.ocrregroup")
    marks = importlib.import_module("tapyre_paper_search.pdf.ocrmarks")
    numbers = importlib.import_module("tapyre_paper_search.pdf.linenumbers")
    columns = importlib.import_module("tapyre_paper_search.pdf.numbercolumns")
    rivers = importlib.import_module("tapyre_paper_search.pdf.rivers")
    walk = importlib.import_module("tapyre_paper_search.pdf.riverwalk")
    assert regroup.sized_spans is marks.sized_spans
    assert (numbers.columns, numbers.counted_on) == (columns.columns, columns.counted_on)
    assert numbers.MIN_NUMBERS == columns.MIN_NUMBERS == 3
    assert (rivers.walk, rivers.clear, rivers.held) == (walk.walk, walk.clear, walk.held)
    # names' footnote marks OCR read as characters split off as raised marks
    words = [
        ("Ann", 0.0, 20.0),
        (" Lee’,", 20.0, 40.0),
        (" Bo", 40.0, 50.0),
        (" Chen’", 50.0, 70.0),
    ]
    line = {"spans": [{"text": t, "size": 9.0, "bbox": (a, 0.0, b, 10.0)} for t, a, b in words]}
    spans = marks.sized_spans(line, 11.0)
    assert [s["text"] for s in spans] == ["Ann", " ", "Lee", "*", ",", " Bo", " ", "Chen", "*"]
    assert {s["size"] for s in spans if s["text"] != "*"} == {11.0}


@pytest.mark.parametrize(("every", "right"), [(1, False), (5, False), (1, True)])
def test_a_review_copys_margin_numbers_still_leave(tmp_path: Path, every: int, right: bool) -> None:
    """Control (passes on the base too): a PyMuPDF review copy's margin numbers, every
    line or every fifth, left or right, stay out of the record and the text."""
    from tapyre_paper_search.pdf import extract_pdf
    from test_pdf_linenumbers import _ABSTRACT, _TITLE, _numbered_paper

    path = _numbered_paper(tmp_path / "review.pdf", every=every, step=14.0, right=right)
    got = extract_pdf(path, use_model=True)
    assert (got.title, got.authors, got.abstract) == (
        _TITLE,
        ("Ann Lee", "Bo Chen", "Carl Diaz"),
        _ABSTRACT,
    )
    assert not any(w.isdigit() for w in got.pages[1].text.split()[:-1])
