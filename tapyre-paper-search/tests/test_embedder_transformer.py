"""The transformers embedders' loading and inference path on CPU, with a tiny
random-weight BERT and a tokenizer the test builds (no network, no download)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")

import torch
from embedder_models import build_tiny_bert
from tapyre import ConfigError
from tapyre_paper_search.embedders import hf, specter2
from tapyre_paper_search.embedders.transformer import plan_batches
from tapyre_paper_search.errors import EmbedderError

TEXTS = [
    "the protein of mice",
    "covid virus and p53 genes in brain cells",
    "deep learning",
    "neural network attention models for scientific paper retrieval with query vectors "
    "and embeddings of abstracts",
    "a",
]


@pytest.fixture(scope="module")
def tiny_bert(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_bert(tmp_path_factory.mktemp("tiny-bert"))


def _reference(folder: Path, texts: list[str], pooling: str) -> np.ndarray:
    """Each text alone through the model's own forward pass, in float32."""
    from transformers import AutoModel, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(folder)
    model = AutoModel.from_pretrained(folder).eval()
    rows = []
    with torch.no_grad():
        for text in texts:
            inputs = tokenizer(text, return_tensors="pt", truncation=True, max_length=64)
            hidden = model(**inputs).last_hidden_state[0]
            rows.append(hidden[0] if pooling == "cls" else hidden.mean(0))
    return torch.stack(rows).numpy()


@pytest.mark.parametrize("execution", ["packed", "padded"])
@pytest.mark.parametrize("pooling", ["cls", "mean"])
def test_vectors_match_the_models_own_forward_pass(
    tiny_bert: Path, execution: str, pooling: str
) -> None:
    embedder = hf.build(
        {
            "model": str(tiny_bert),
            "pooling": pooling,
            "normalize": False,
            "dtype": "float32",
            "execution": execution,
            "batch_tokens": 40,  # several batches, to check the order is restored
        }
    )
    assert embedder.encoder.execution == execution
    vectors = embedder.embed_passages(TEXTS)
    assert vectors.dtype == np.float32
    assert vectors.shape == (len(TEXTS), 32)
    np.testing.assert_allclose(vectors, _reference(tiny_bert, TEXTS, pooling), atol=2e-5)
    # distinct inputs, distinct vectors: a broken model would hide behind equal rows
    assert np.abs(vectors[0] - vectors[1]).max() > 1e-3


def test_normalised_vectors_have_unit_length(tiny_bert: Path) -> None:
    embedder = hf.build({"model": str(tiny_bert), "dtype": "float32", "normalize": True})
    norms = np.linalg.norm(embedder.embed_queries(TEXTS), axis=1)
    np.testing.assert_allclose(norms, 1.0, rtol=1e-5)


def test_prefixes_reach_the_model_and_change_the_name(tiny_bert: Path) -> None:
    plain = hf.build({"model": str(tiny_bert), "dtype": "float32"})
    prefixed = hf.build(
        {
            "model": str(tiny_bert),
            "dtype": "float32",
            "query_prefix": "query: ",
            "passage_prefix": "paper: ",
        }
    )
    np.testing.assert_allclose(
        prefixed.embed_queries(["deep learning"]),
        plain.embed_passages(["query: deep learning"]),
        atol=1e-6,
    )
    np.testing.assert_allclose(
        prefixed.embed_passages(["deep learning"]),
        plain.embed_passages(["paper: deep learning"]),
        atol=1e-6,
    )
    assert prefixed.name != plain.name
    # the passage prefix takes room from the passage
    assert prefixed.max_tokens == plain.max_tokens - plain.count_tokens(["paper: "])[0]


def test_long_inputs_are_truncated_and_counted(tiny_bert: Path) -> None:
    embedder = hf.build({"model": str(tiny_bert), "dtype": "float32", "pooling": "cls"})
    assert embedder.max_tokens == 62  # 64 positions less [CLS] and [SEP]
    long_text = " ".join(["protein"] * 100)
    exact = " ".join(["protein"] * 62)
    assert embedder.count_tokens([long_text, exact, ""]) == [100, 62, 0]
    before = embedder.truncated
    vectors = embedder.embed_passages([long_text, exact, "deep learning"])
    assert embedder.truncated == before + 1
    # what is past the limit is ignored
    np.testing.assert_allclose(vectors[0], vectors[1], atol=1e-6)


def test_papers_are_title_sep_abstract(tiny_bert: Path) -> None:
    embedder = hf.build({"model": str(tiny_bert), "dtype": "float32"})
    assert embedder.separator == "[SEP]"
    papers = embedder.embed_papers([("deep learning", "neural network models")])
    direct = embedder.embed_passages(["deep learning [SEP] neural network models"])
    np.testing.assert_allclose(papers, direct, atol=1e-6)
    # [SEP] in the text is the separator token, not the letters
    tokens = embedder.encoder.tokenize(["deep learning [SEP] neural"])[0].tolist()
    assert tokens.count(embedder.encoder.tokenizer.sep_token_id) == 2


def test_empty_input_gives_an_empty_matrix(tiny_bert: Path) -> None:
    embedder = hf.build({"model": str(tiny_bert), "dtype": "float32"})
    assert embedder.embed_passages([]).shape == (0, 32)
    assert embedder.count_tokens([]) == []


def test_specter2_loads_a_local_folder_with_cls_vectors(tiny_bert: Path) -> None:
    embedder = specter2.build({"model": str(tiny_bert), "dtype": "float32", "device": "cpu"})
    assert embedder.name == f"specter2:{tiny_bert}"
    assert embedder.dimension == 32
    vectors = embedder.embed_passages(TEXTS[:3])
    np.testing.assert_allclose(vectors, _reference(tiny_bert, TEXTS[:3], "cls"), atol=2e-5)
    queries = embedder.embed_queries(TEXTS[:1])
    np.testing.assert_allclose(queries[0], vectors[0], atol=2e-5)


def test_cpu_defaults_to_onnx_and_torch_settings_keep_torch(
    tiny_bert: Path, tmp_path: Path
) -> None:
    pytest.importorskip("onnxruntime", reason="onnxruntime is not installed (the onnx extra)")
    auto = hf.build({"model": str(tiny_bert), "device": "cpu", "onnx_cache": str(tmp_path)})
    assert auto.encoder.execution == "onnx-fp32"
    tuned = hf.build({"model": str(tiny_bert), "device": "cpu", "dtype": "float32"})
    assert tuned.encoder.execution == "padded"  # a torch setting: the torch path, padded
    # one collection name: the backends give the same vectors to rounding
    assert auto.name == tuned.name
    cosine = (auto.embed_passages(TEXTS) * tuned.embed_passages(TEXTS)).sum(1)
    assert cosine.min() > 0.9999


def test_half_precision_on_cpu_stays_close_to_float32(tiny_bert: Path) -> None:
    exact = hf.build({"model": str(tiny_bert), "dtype": "float32"}).embed_passages(TEXTS)
    half = hf.build({"model": str(tiny_bert), "dtype": "bfloat16"}).embed_passages(TEXTS)
    cosine = (exact * half).sum(1)  # both normalised
    assert cosine.min() > 0.99


def test_missing_folder_is_a_one_line_error(tmp_path: Path) -> None:
    with pytest.raises(EmbedderError) as error:
        specter2.build({"model": str(tmp_path / "nowhere")})
    message = str(error.value)
    assert "\n" not in message
    assert "nowhere" in message and "[embedders.specter2] model" in message


def test_folder_without_a_model_is_a_one_line_error(tmp_path: Path) -> None:
    with pytest.raises(EmbedderError) as error:
        hf.build({"model": str(tmp_path)})
    assert "\n" not in str(error.value)
    assert str(tmp_path) in str(error.value)


def test_hub_model_is_not_downloaded_unless_allowed() -> None:
    # a hub id that no cache holds: loading must fail at once, offline, saying how to get it
    assert specter2.DEFAULT_MODEL == "allenai/specter2_base"
    with pytest.raises(EmbedderError) as error:
        specter2.build({"model": "tapyre-tests/no-such-model"})
    message = str(error.value)
    assert "\n" not in message
    assert "hf download tapyre-tests/no-such-model" in message
    assert "TAPYRE_EMBEDDERS__SPECTER2__ALLOW_DOWNLOAD" in message
    assert "[embedders.specter2] model" in message


def test_unknown_settings_and_bad_values_are_rejected(tiny_bert: Path) -> None:
    with pytest.raises(ConfigError, match=r"unknown setting in \[embedders.specter2\]: allow_"):
        specter2.build({"allow_downlaod": True})
    with pytest.raises(ConfigError, match=r"pooling \(TAPYRE_EMBEDDERS__HF__POOLING\) must be"):
        hf.build({"model": str(tiny_bert), "pooling": "max"})
    with pytest.raises(EmbedderError, match="dtype"):
        hf.build({"model": str(tiny_bert), "dtype": "int4"})
    with pytest.raises(EmbedderError, match="execution"):
        hf.build({"model": str(tiny_bert), "execution": "fast"})


def test_batches_are_sorted_by_length_within_the_token_budget() -> None:
    lengths = [5, 100, 7, 100, 60, 3]
    batches = plan_batches(lengths, batch_tokens=200)
    assert sorted(i for b in batches for i in b) == list(range(len(lengths)))
    for batch in batches:
        assert len(batch) * max(lengths[i] for i in batch) <= 200
    flat = [lengths[i] for b in batches for i in b]
    assert flat == sorted(lengths, reverse=True)
    assert plan_batches([], 100) == []
    assert plan_batches([10] * 10, 1000, max_sequences=4) == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]
