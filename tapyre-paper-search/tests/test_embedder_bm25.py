"""BM25 sparse vectors and the scientific-text tokenizer: golden terms, stable
term ids, BM25 saturation on passages, presence on queries."""

from __future__ import annotations

import hashlib
import subprocess
import sys

import pytest
from tapyre import ConfigError
from tapyre_paper_search.embedders import bm25, lexical
from tapyre_paper_search.embedders.bm25 import Bm25Embedder, term_id
from tapyre_paper_search.errors import EmbedderError

GOLDEN_TERMS = [
    (
        "COVID-19 and IL-6 levels in p53-deficient mice (2.5 mg/kg).",
        [
            "covid-19",
            "covid",
            "19",
            "il-6",
            "il",
            "level",
            "p53-deficient",
            "p53",
            "53",
            "defici",
            "mice",
            "2.5",
            "mg",
            "kg",
        ],
    ),
    (
        "ResNet50 outperforms BERTBase on mRNA data; SARS‐CoV‐2 spike",
        [
            "resnet50",
            "resnet",
            "50",
            "res",
            "net",
            "outperform",
            "bertbas",
            "bert",
            "base",
            "mrna",
            "rna",
            "data",
            "sars-cov-2",
            "sar",
            "cov",
            "co",
            "spike",
        ],
    ),
    (
        "The ﬁndings of Smith et al. (e.g. Fig. 3) were generalized.",
        ["find", "smith", "fig", "3", "general"],
    ),
    (
        "ＣＯＶＩＤ−19 in type 2 diabetes, 10–20%",
        ["covid-19", "covid", "19", "type", "2", "diabet", "10-20", "10", "20"],
    ),
    (
        "covid19 IL6 H2O x_1 GPT4o",
        ["covid19", "covid", "19", "il6", "il", "h2o", "1", "gpt4o", "gpt"],
    ),
]


@pytest.mark.parametrize(("text", "terms"), GOLDEN_TERMS)
def test_golden_terms(text: str, terms: list[str]) -> None:
    assert lexical.tokenize(text) == terms


def test_stopwords_single_letters_and_garbage_are_dropped() -> None:
    assert lexical.tokenize("the of and a is I s") == []
    assert lexical.tokenize("x" * 41 + " protein") == ["protein"]
    assert lexical.tokenize("") == []
    assert lexical.tokenize("— … ,;") == []


def test_the_soft_hyphen_joins_a_word_split_across_lines() -> None:
    assert lexical.tokenize("regu\u00adlation") == lexical.tokenize("regulation") == ["regul"]


def test_term_ids_are_crc32_and_stable_across_processes() -> None:
    assert term_id("covid-19") == 308839808
    assert term_id("p53") == 3058766562
    assert term_id("protein") == 2566447538
    code = (
        "from tapyre_paper_search.embedders.bm25 import term_id;"
        "print(term_id('covid-19'), term_id('protein'))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONHASHSEED": "123", "PATH": ""} | _pythonpath(),
    ).stdout.split()
    assert out == ["308839808", "2566447538"]


def _pythonpath() -> dict[str, str]:
    import os

    return {"PYTHONPATH": os.pathsep.join(sys.path)}


def test_passage_weights_are_saturated_term_frequencies() -> None:
    embedder = Bm25Embedder(k1=1.2, b=0.75, avg_doc_length=4.0)
    [vector] = embedder.embed_passages(["protein protein protein cell"])
    # dl = 4 terms = avgdl, so the length norm is k1 and weight = tf·2.2/(tf+1.2)
    weights = dict(zip(vector.indices, vector.values, strict=True))
    assert weights[term_id("protein")] == pytest.approx(3 * 2.2 / (3 + 1.2))
    assert weights[term_id("cell")] == pytest.approx(1 * 2.2 / (1 + 1.2))
    assert list(vector.indices) == sorted(vector.indices)


def test_the_vectors_of_fixed_passages_are_pinned() -> None:
    # The exact indices and weights (their repr's SHA-1) of an English and a German
    # passage: a faster tokeniser or weighting must give these, bit for bit.
    english = (
        "SARS-CoV-2 binds ACE2 receptors; IL-6 levels rose 2.5-fold in ResNet50-scored images "
        "of p53-deficient mice, and the protein's binding held across protein assays."
    )
    german = "Die Proben wurden am 3. Oktober bei minus 80 Grad gelagert und die Proteine gemessen."
    vectors = Bm25Embedder().embed_passages([english, german, english])
    digests = [
        hashlib.sha1(repr((v.indices, v.values)).encode(), usedforsecurity=False).hexdigest()
        for v in vectors
    ]
    assert digests == [
        "bdb1b1514d8433a1213b00b1f2880e4d819ed7c7",
        "12ca1a00bc054198af990229ef60303f9e6db88c",
        "bdb1b1514d8433a1213b00b1f2880e4d819ed7c7",
    ]
    assert len(vectors[0].indices) == 32
    norm = 1.2 * (0.25 + 0.75 * len(Bm25Embedder().term_ids(english)) / 100)
    weights = dict(zip(vectors[0].indices, vectors[0].values, strict=True))
    assert weights[term_id("protein")] == pytest.approx(2 * 2.2 / (2 + norm))


def test_longer_passages_weigh_each_occurrence_less() -> None:
    embedder = Bm25Embedder(avg_doc_length=10.0)
    short, long = embedder.embed_passages(
        ["protein folding", "protein folding " + " ".join(f"word{i}" for i in range(40))]
    )
    pid = term_id("protein")
    assert (
        dict(zip(short.indices, short.values, strict=True))[pid]
        > dict(zip(long.indices, long.values, strict=True))[pid]
    )


def test_queries_weigh_each_distinct_term_once() -> None:
    english = Bm25Embedder(languages=("en",))
    [vector] = english.embed_queries(["Protein proteins PROTEIN cells of mice"])
    assert vector.indices == tuple(sorted({term_id("protein"), term_id("cell"), term_id("mice")}))
    assert vector.values == (1.0, 1.0, 1.0)


def test_empty_texts_give_empty_vectors() -> None:
    embedder = Bm25Embedder()
    assert embedder.embed_passages(["", "the of"])[0].indices == ()
    assert embedder.embed_queries([""])[0].values == ()
    assert embedder.embed_passages([]) == []


def test_a_query_scores_the_matching_passage_highest() -> None:
    embedder = Bm25Embedder(avg_doc_length=8.0)
    passages = embedder.embed_passages(
        [
            "Interleukin-6 signalling in COVID-19 patients",
            "Graph neural networks for molecules",
            "Deep residual networks (ResNet50) for images",
        ]
    )
    [query] = embedder.embed_queries(["IL-6 covid"])

    def score(p: object) -> float:
        weights = dict(zip(p.indices, p.values, strict=True))  # type: ignore[attr-defined]
        return sum(weights.get(i, 0.0) for i in query.indices)

    scores = [score(p) for p in passages]
    assert scores[0] > 0 and scores[1] == 0 and scores[2] == 0
    [resnet] = embedder.embed_queries(["resnet"])
    assert set(resnet.indices) <= set(passages[2].indices)


def test_settings_and_name() -> None:
    embedder = bm25.build({"k1": "1.5", "b": 0.5, "avg_doc_length": 120})
    assert (embedder.k1, embedder.b, embedder.avg_doc_length) == (1.5, 0.5, 120.0)
    assert embedder.name == "bm25-sci-v1-crc32(k1=1.5,b=0.5,avgdl=120,languages=en+de)"
    assert bm25.build({}).name == "bm25-sci-v1-crc32(k1=1.2,b=0.75,avgdl=100,languages=en+de)"
    with pytest.raises(EmbedderError, match="b <= 1"):
        bm25.build({"b": 2})
    with pytest.raises(ConfigError, match=r"unknown setting in \[embedders.bm25\]: k2"):
        bm25.build({"k2": 1})
    with pytest.raises(ConfigError, match=r"k1 \(TAPYRE_EMBEDDERS__BM25__K1\) must be a number"):
        bm25.build({"k1": "high"})
