"""Tidy54: one function for "this text is its names and nothing else", one drawn-rules
test hook, pure-move splits, one place for the shared test data, folded repeats.

* ``jointwork.only_names`` and ``bylineunder.wholly_names`` asked the same question with
  a copy each (separators as written; marks and "and" case-folded):
  :func:`~tapyre_paper_search.pdf.namesonly.only_names` with both differences as
  parameters; the parenthesised piece the joint-work line, a letter's signatures and a
  byline's people drop is :data:`~tapyre_paper_search.pdf.namesonly.BRACKETED`, once.
* ``drawnrules.READS`` (a counter for the whole process that tests read) is
  ``drawnrules.counted_reads()``, a context manager counting only inside its block.
* ``features``' line geometry moved to :mod:`~tapyre_paper_search.pdf.lineneighbours`,
  ``ocr``'s text-layer checks to :mod:`~tapyre_paper_search.pdf.textlayer`.
* ``tests/shared_data.py`` is the one place the shared test data is looked for
  (``TAPYRE_SHARED_DATA`` overrides it).
* The box around several boxes (``boxes.union``, ``boxes.float_union``) and a references
  page's column edge (``refbands.column_edge``) are written once.

Controls (labelled ``control``) pass on the base too: the callers' edge cases, on lines
and on pages drawn with PyMuPDF.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest
from tapyre_paper_search.pdf.bylineunder import wholly_names
from test_pdf_front_matter_front52 import _TITLE, _flyer, _rows

_ROOT = Path(__file__).resolve().parents[2]
_PDF_DIR = Path(importlib.import_module("tapyre_paper_search.pdf").__file__ or "").parent
"""The reader's modules where they are imported from (the base's, run against it)."""


@pytest.mark.parametrize(
    ("text", "names", "expected"),
    [
        ("Bo Chen and Cy Diaz", ["Bo Chen", "Cy Diaz"], True),
        ("Bo Chen et Cy Diaz", ["Bo Chen", "Cy Diaz"], True),
        ("Bo Chen y Cy Diaz", ["Bo Chen", "Cy Diaz"], True),
        ("Bo Chen; Cy Diaz & Eva Roth", ["Bo Chen", "Cy Diaz", "Eva Roth"], True),
        ("BO CHEN AND CY DIAZ", ["Bo Chen", "Cy Diaz"], False),  # as written: no folding
        ("Bo Chen* and Cy Diaz", ["Bo Chen", "Cy Diaz"], False),  # a mark is no separator
        ("Bo Chen and the team", ["Bo Chen"], False),
        ("Bo Chen andy Cy Diaz", ["Bo Chen", "Cy Diaz"], False),  # whole words only
    ],
)
def test_only_names_as_written(text: str, names: list[str], expected: bool) -> None:
    namesonly = importlib.import_module("tapyre_paper_search.pdf.namesonly")
    assert namesonly.only_names(text, names) is expected


def test_only_names_folded_with_a_bylines_leftovers() -> None:
    namesonly = importlib.import_module("tapyre_paper_search.pdf.namesonly")
    marks = re.compile(r"[\s,*\d]*(?:\band\b[\s,*\d]*)*", re.IGNORECASE)
    names = ["Ann Lee", "Bo Chen"]
    assert namesonly.only_names("ANN  LEE* AND BO CHEN1", names, left_over=marks, folded=True)
    assert not namesonly.only_names("ANN LEE AND BO CHEN", names, left_over=marks)
    assert not namesonly.only_names("Ann Lee et Bo Chen", names, left_over=marks, folded=True)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("ANN LEE\u2020 AND BO CHEN*", ("Ann Lee", "Bo Chen")),
        ("Ann Lee1, Bo Chen2 and Cy Diaz3", ("Ann Lee", "Bo Chen", "Cy Diaz")),
        ("Ann Lee und Bo Chen", ("Ann Lee", "Bo Chen")),
        ("Ann Lee et Bo Chen", ()),  # "et" is no byline's leftover
        ("Ann Lee (Leeds) and Bo Chen", ()),  # nor a bracket
    ],
)
def test_control_wholly_names_edges(text: str, names: tuple[str, ...]) -> None:
    assert wholly_names(text) == names


def _holders(piece: str) -> list[str]:
    return sorted(p.name for p in _PDF_DIR.glob("*.py") if piece in p.read_text("utf-8"))


def test_bracketed_and_only_names_are_defined_once() -> None:
    assert _holders('re.compile(r"\\s*\\([^()]*\\)")') == ["namesonly.py"]
    assert _holders("def only_names(") == ["namesonly.py"]
    assert _holders('.casefold(), " ", 1)') == []  # wholly_names asks only_names


def test_control_joint_work_with_brackets_and_semicolons(tmp_path: Path) -> None:
    for joint, names in (
        ("Joint work with Bo Chen (MIT); Cy Diaz (ETH).", ("Ann Lee", "Bo Chen", "Cy Diaz")),
        ("Joint work with Bo Chen & Cy Diaz.", ("Ann Lee", "Bo Chen", "Cy Diaz")),
        ("Joint work with Bo Chen and the city council.", ("Ann Lee",)),
    ):
        got = _rows(tmp_path, _flyer(joint))
        assert (got.title, got.authors) == (_TITLE, names), joint


def _cut_title_page(path: Path) -> Path:
    """A title's two rows cut by a rule drawn across the page (the title reader reads
    the first page's drawings for it)."""
    from test_pdf_front_matter_latex50 import _kicker_page

    _kicker_page(path, None, "The shunt problem: control of functional", "shunting in vasculature")
    return path


def test_drawn_rule_reads_are_counted_only_inside_the_hook(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf import drawnrules, extract_pdf

    path = _cut_title_page(tmp_path / "cut.pdf")
    assert not hasattr(drawnrules, "READS")  # no counter kept for the whole process
    extract_pdf(path)  # outside: nothing counted anywhere
    with drawnrules.counted_reads() as outer:
        extract_pdf(path)
        with drawnrules.counted_reads() as inner:
            extract_pdf(path)
        extract_pdf(path)
    extract_pdf(path)
    assert (outer[0], inner[0]) == (2, 1)


def test_drawn_rules_module_keeps_no_mutable_state() -> None:
    from collections import Counter

    from tapyre_paper_search.pdf import drawnrules

    shared = [
        name
        for name, value in vars(drawnrules).items()
        if isinstance(value, (Counter, dict, list, set)) and not name.startswith("__")
    ]
    assert shared == []


def _two_column_names(path: Path) -> Path:
    """A title, two names side by side on one row, and a paragraph of four lines."""
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 100), "Seasonal Storage of Heat in Shallow Aquifers", fontsize=16)
    page.insert_text((72, 130), "Marta Ferreira", fontsize=11)
    page.insert_text((320, 130), "Jonas Lindqvist", fontsize=11)
    for k in range(4):
        page.insert_text((72, 170 + 12 * k), f"Line {k} of the abstract runs on here.", fontsize=10)
    doc.save(path)
    return path


def test_line_neighbours_moved_out_of_features(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf import features
    from tapyre_paper_search.pdf.pageread import read_front_pages

    neighbours = importlib.import_module("tapyre_paper_search.pdf.lineneighbours")
    lines = read_front_pages(_two_column_names(tmp_path / "p.pdf"), 1)[0].lines
    texts = [line.text for line in lines]
    left, right = texts.index("Marta Ferreira"), texts.index("Jonas Lindqvist")
    mates = neighbours.row_mates(lines, len(lines))
    assert mates[left] == [right] and mates[right] == [left]
    runs = neighbours.same_size_runs(lines, len(lines))
    assert [runs[i] for i, t in enumerate(texts) if t.startswith("Line ")] == [4] * 4
    assert neighbours.column(lines[right], 72.0, 523.0) == 1.0
    assert neighbours.gap(None, lines[0]) == 5.0
    assert not hasattr(features, "_same_size_run") and not hasattr(features, "_row_mates")
    assert len((_PDF_DIR / "features.py").read_text("utf-8").splitlines()) <= 300


def test_text_layer_checks_moved_out_of_ocr(tmp_path: Path) -> None:
    import pymupdf
    from tapyre_paper_search.pdf import ocr

    textlayer = importlib.import_module("tapyre_paper_search.pdf.textlayer")
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 100), "wkh vwxgb ri khdw lq vkdoorz dtxlihuv " * 3, fontsize=10)
    prose = "The ground water under three city districts kept the heat of summer. " * 3
    assert textlayer.text_layer_problem(page.get_text(), has_images=False) == (
        textlayer.GARBAGE_TEXT_LAYER
    )
    assert textlayer.text_layer_problem(prose, has_images=False) is None
    assert textlayer.text_layer_problem("", has_images=True) == textlayer.NO_TEXT_LAYER
    assert textlayer.known_share(prose) > textlayer.known_share(page.get_text())
    assert not hasattr(ocr, "text_layer_problem")  # moved, not re-exported
    assert len((_PDF_DIR / "ocr.py").read_text("utf-8").splitlines()) <= 300


def test_shared_data_is_found_in_one_place(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    import pipeline_helpers

    where = importlib.import_module("shared_data")
    default = _ROOT.parent.joinpath("shared", "data")
    assert where.shared_data_dir({}) == default == where.shared_data_dir({where.ENV: ""})
    assert where.shared_data_dir({where.ENV: str(tmp_path)}) == tmp_path
    assert pipeline_helpers.SHARED_DATA is where.SHARED_DATA
    assert pipeline_helpers.PAPERS == where.SHARED_DATA / "papers"
    # the fixtures' folder follows the variable, read when the test run starts
    probe = (
        "import conftest, pipeline_helpers; print(conftest.SHARED_DATA, pipeline_helpers.PAPERS)"
    )
    env = {**os.environ, where.ENV: str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=Path(__file__).parent,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.split() == [str(tmp_path), str(tmp_path / "papers")]
    tests = Path(__file__).parent
    needle = " / ".join(('"shared"', '"data"'))  # (not written whole here)
    lookups = [
        p.name
        for p in sorted(tests.glob("*.py"))
        if needle in p.read_text("utf-8") and p.name != "shared_data.py"
    ]
    assert lookups == []  # no test module finds the folder on its own


def test_one_union_of_boxes() -> None:
    boxes = importlib.import_module("tapyre_paper_search.pdf.boxes")
    given = [(3, 5.5, 10, 8), (1.5, 7, 9, 12.0), (2, 6, 11.5, 9)]
    assert boxes.union(given) == (1.5, 5.5, 11.5, 12.0)
    assert boxes.union(iter(given)) == (1.5, 5.5, 11.5, 12.0)  # read once, then asked four times
    whole = boxes.union([(1, 2, 3, 4), (0, 1, 5, 3)])
    assert whole == (0, 1, 5, 4) and all(type(v) is int for v in whole)  # as given
    floats = boxes.float_union([(1, 2, 3, 4), [0, 1, "5", 3]])
    assert floats == (0.0, 1.0, 5.0, 4.0) and all(type(v) is float for v in floats)
    with pytest.raises(ValueError):
        boxes.union([])
    copies = [
        p.name
        for p in sorted(_PDF_DIR.glob("*.py"))
        if "min(b[0] for b in boxes)" in p.read_text("utf-8")
        or "min(float(b[0]) for b in boxes)" in p.read_text("utf-8")
    ]
    assert copies == []  # (texpage's, left by tidy54 for speed54, folded at the merge)


def test_one_column_edge_for_a_references_page() -> None:
    from tapyre_paper_search.pdf import refcolumns
    from tapyre_paper_search.pdf.blocks import TextBlock

    refbands = importlib.import_module("tapyre_paper_search.pdf.refbands")
    left = [TextBlock(72, 100 + 40 * k, 290, 130 + 40 * k) for k in range(3)]
    right = [TextBlock(310, 100 + 40 * k, 523, 130 + 40 * k) for k in range(3)]
    assert refbands.column_edge([*left, *right]) == 308.0
    assert refbands.column_edge(left) is None  # one column
    hanging = [TextBlock(72, 100, 292, 130), TextBlock(295, 140, 523, 170)]
    assert refbands.column_edge(hanging) == 293.0  # (within two points of the edge)
    assert not hasattr(refcolumns, "_column_edge") and not hasattr(refbands, "_edge")
