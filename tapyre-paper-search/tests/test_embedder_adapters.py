"""SPECTER2 with adapters (the ``adapters`` extra, which pins transformers 4.57):
proximity for passages and papers, ad-hoc query for queries, each matching the
adapters library's own forward pass.  Skipped where ``adapters`` is absent."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("torch")
adapters = pytest.importorskip("adapters", reason="the adapters extra is not installed")

import torch  # noqa: E402
from embedder_models import build_tiny_bert  # noqa: E402
from tapyre_paper_search.embedders import specter2  # noqa: E402

TEXTS = ["deep learning", "covid virus and p53 genes in brain cells", "the protein of mice"]


@pytest.fixture(scope="module")
def model_and_adapters(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    root = tmp_path_factory.mktemp("specter2-adapters")
    folder = build_tiny_bert(root / "base")
    model = adapters.AutoAdapterModel.from_pretrained(folder)
    torch.manual_seed(1)
    for name in ("proximity", "adhoc_query"):
        model.add_adapter(name, config="seq_bn")
    for name, parameter in model.named_parameters():
        if "adapters" in name:  # trained adapters are not the identity; random ones neither
            parameter.data.normal_(0, 0.3)
    model.save_adapter(str(root / "proximity"), "proximity")
    model.save_adapter(str(root / "adhoc_query"), "adhoc_query")
    return folder, root / "proximity", root / "adhoc_query"


def _reference(folder: Path, adapter: Path, role: str) -> np.ndarray:
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(folder)
    model = adapters.AutoAdapterModel.from_pretrained(folder).eval()
    model.load_adapter(str(adapter), load_as=role, set_active=True)
    with torch.no_grad():
        rows = [model(**tokenizer(t, return_tensors="pt")).last_hidden_state[0, 0] for t in TEXTS]
    return torch.stack(rows).numpy()


def test_each_role_uses_its_adapter(model_and_adapters: tuple[Path, Path, Path]) -> None:
    folder, proximity, query = model_and_adapters
    embedder = specter2.build(
        {
            "model": str(folder),
            "adapters": True,
            "proximity_adapter": str(proximity),
            "query_adapter": str(query),
            "dtype": "float32",
        }
    )
    assert embedder.name.endswith(f";adapters=proximity:{proximity},adhoc_query:{query}")
    assert embedder.encoder.execution == "padded"  # adapters live inside the layers
    passages = embedder.embed_passages(TEXTS)
    queries = embedder.embed_queries(TEXTS)
    np.testing.assert_allclose(passages, _reference(folder, proximity, "proximity"), atol=2e-5)
    np.testing.assert_allclose(queries, _reference(folder, query, "adhoc_query"), atol=2e-5)
    assert np.abs(passages - queries).max() > 1e-2
