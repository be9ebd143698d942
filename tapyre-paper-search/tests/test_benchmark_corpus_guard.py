"""``benchmarks/pdf_metadata.py`` never writes a held-out corpus over a train corpus,
and ``benchmarks/pdf_ocr_front.py`` writes its generated sets only to a ``--corpus``
folder it is given.

Scoring a pdfgen train corpus with ``--heldout`` larger than it once regenerated the
folder as held-out papers, overwriting its truth; it is now an error naming the fix.
``pdf_ocr_front.py`` once generated into a folder under the temp dir that every run
shared; without ``--corpus`` it now stops with a one-line error and writes nothing.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import tempfile
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _bench(script: str = "pdf_metadata") -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"{script}_bench", BENCHMARKS / f"{script}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def _corpus(folder: Path, split: str, count: int) -> tuple[str, str]:
    rows = [
        {
            "name": f"{split}-{n:04d}.pdf",
            "title": "T",
            "authors": ["A B"],
            "abstract": "x",
            "kinds": [],
        }
        for n in range(count)
    ]
    truth = "".join(json.dumps(r) + "\n" for r in rows)
    items = "".join(json.dumps({"name": r["name"], "items": []}) + "\n" for r in rows)
    (folder / "truth.jsonl").write_text(truth)
    (folder / "items.jsonl").write_text(items)
    return truth, items


def test_a_train_corpus_asked_for_more_papers_than_it_holds_is_refused_untouched(
    tmp_path: Path,
) -> None:
    truth, items = _corpus(tmp_path, "train", 3)
    with pytest.raises(SystemExit, match="holds 3 papers of another split: pass --heldout 3"):
        _bench().heldout_set(tmp_path, tmp_path, 4)
    assert (tmp_path / "truth.jsonl").read_text() == truth
    assert (tmp_path / "items.jsonl").read_text() == items


def test_a_train_corpus_is_read_as_it_is_up_to_its_size(tmp_path: Path) -> None:
    _corpus(tmp_path, "train", 3)
    names = [path.name for _, path, _ in _bench().heldout_set(tmp_path, tmp_path, 3)]
    assert names == ["train-0000.pdf", "train-0001.pdf", "train-0002.pdf"]


def test_the_ocr_benchmark_without_a_corpus_folder_stops_with_one_line_and_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    bench = _bench("pdf_ocr_front")
    assert bench.main(["--columns", "1", "--gutters", "0", "--train", "1"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == bench.NO_CORPUS
    assert len(err.strip().splitlines()) == 1
    assert list(tmp_path.iterdir()) == []
