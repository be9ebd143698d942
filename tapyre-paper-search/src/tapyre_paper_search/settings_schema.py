"""The declaration of the ``[papers]`` table: :data:`SCHEMA` and its constants.

Every key of paper search's own table, with its type, range, default and one-line
description, as :class:`~tapyre_paper_search.settings.PaperSearchSettings` reads it and
``tapyre config keys`` lists it; :data:`SCHEMA_DEFAULTS` are the declared defaults by
key.  Split from :mod:`tapyre_paper_search.settings` (tidy49), which imports every name
here and remains the place to import them from; the module docs there say why some
defaults are what they are.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapyre import Setting, TableSchema
from tapyre.serving import GUARD_SETTINGS

SECTION = "papers"
ENV_PREFIX = "TAPYRE_PAPERS__"
DEFAULT_VECTOR_STORE = "qdrant-edge"
DEFAULT_METADATA_STORE = "sql"
EXECUTORS = ("local", "ray")
MULTILINGUAL_CROSS_LANGUAGE_TERMS = 5
"""``cross_language_terms`` when unset and the dense embedder is ``multilingual``
(docs/multilingual.md has the measurements)."""

SCHEMA = TableSchema(
    SECTION,
    (
        Setting(
            "data_dir",
            "string",
            "Folder of the ingestion lock and the embedded stores' files.",
            shown_default="the user data folder's `tapyre/papers`",
        ),
        Setting(
            "vector_store",
            "string",
            "The vector store component (qdrant-edge, qdrant, or a plugin's); "
            "its settings are [vector_stores.NAME].",
            DEFAULT_VECTOR_STORE,
        ),
        Setting(
            "metadata_store",
            "string",
            "The metadata store component; its settings are [metadata_stores.NAME].",
            DEFAULT_METADATA_STORE,
        ),
        Setting(
            "dense_embedder",
            "string",
            "The dense embedder component (hf, specter2, multilingual, openai, or a plugin's); "
            "its settings are [embedders.NAME].",
            "hf",
        ),
        Setting(
            "sparse_embedder",
            "string",
            'The sparse embedder component; "" or "none" for dense-only collections.',
            "bm25",
        ),
        Setting("chunk_max_tokens", "integer", "Longest chunk, in tokens.", 256, minimum=16),
        Setting(
            "chunk_overlap_tokens",
            "integer",
            "Tokens a chunk shares with the previous one (less than chunk_max_tokens).",
            32,
            minimum=0,
        ),
        Setting(
            "workers",
            "integer",
            "PDF extraction processes (0: in the main process).",
            minimum=0,
            shown_default="CPUs − 1, at least 1",
        ),
        Setting(
            "extract_memory_mb",
            "integer",
            "Memory one extraction worker may add; a PDF needing more fails as too-large "
            "(0: no limit).",
            2048,
            minimum=0,
        ),
        Setting(
            "pdf_tables",
            "boolean",
            "Read a PDF's tables into Markdown rows (false: as running text, faster).",
            True,
        ),
        Setting(
            "ocr",
            "boolean",
            "Read PDF pages without a usable text layer (scans, broken fonts) by OCR, "
            "where Tesseract is installed (the ocr extra).",
            True,
        ),
        Setting(
            "ocr_languages",
            "string",
            "Tesseract languages for OCR, joined by + (those installed are used).",
            "eng+deu",
        ),
        Setting("ocr_dpi", "integer", "Resolution pages are rendered at for OCR.", 300, minimum=72),
        Setting("embed_batch_size", "integer", "Chunks per embedder call.", 64, minimum=1),
        Setting(
            "embed_workers",
            "integer",
            "Processes the dense embedder encodes in during ingestion, one thread each "
            "(0 or 1: in the main process).",
            minimum=0,
            shown_default="CPUs",
        ),
        Setting(
            "quantization",
            "string",
            "int8: an int8 copy of the dense vectors for search, rescored with the originals.",
            "int8",
            choices=("none", "int8"),
        ),
        Setting(
            "on_disk", "boolean", "Leave the float32 vectors on disk (large collections).", False
        ),
        Setting("hnsw_m", "integer", "HNSW graph links per node.", 16, minimum=4),
        Setting("hnsw_ef_construct", "integer", "HNSW candidates while building.", 100, minimum=4),
        Setting(
            "payload_text_chars",
            "integer",
            "Snippet characters kept with each vector point.",
            400,
            minimum=0,
        ),
        Setting(
            "executor",
            "string",
            "Where ingestion extracts and embeds: local (worker processes here) or ray "
            "(a Ray cluster; the ray extra).",
            "local",
            choices=EXECUTORS,
        ),
        Setting(
            "ray_address",
            "string",
            "The Ray cluster of executor = ray: auto or ray://HOST:PORT.",
            shown_default="`RAY_ADDRESS`, a cluster running here, or a new local one",
        ),
        Setting(
            "ingest_roots",
            "strings",
            "Folders POST /ingest may read paths from (links resolved; others: 403). "
            "The server's own user's `papers ingest` may name any path.",
            [],
        ),
        Setting(
            "max_queued_jobs",
            "integer",
            "Ingestion jobs a server keeps waiting behind the running one; one more gets 429.",
            16,
            minimum=1,
        ),
        Setting(
            "cross_language_terms",
            "integer",
            "Hybrid queries in another language than the collection's also search the "
            "collection's words nearest each query word in the dense embedder's space: "
            f"how many per word (0: off). Unset: {MULTILINGUAL_CROSS_LANGUAGE_TERMS} (the "
            "measured best) with the multilingual dense embedder, whose space the word "
            "closeness was measured in, 0 with any other; the words' vectors are encoded "
            "as papers are ingested.",
            minimum=0,
            maximum=50,
            shown_default=f"{MULTILINGUAL_CROSS_LANGUAGE_TERMS} with `dense_embedder = "
            '"multilingual"`, else 0',
        ),
        Setting("graph", "table", "The graph index's settings: the [papers.graph] table."),
        # `papers serve`'s guard: the keys every Tapyre server has (tapyre.serving)
        *GUARD_SETTINGS,
    ),
    "Paper search: where the collection lives, its components, chunking and serving.",
)
"""The ``[papers]`` table: every key :class:`PaperSearchSettings` reads, with its type,
range and default.  The reader takes defaults and bounds from here, and reading a
key this schema does not declare is a programming error, so the two cannot drift.
Registered through ``tapyre_register_settings`` (``tapyre config set`` and
``tapyre config keys`` use it)."""

SCHEMA_DEFAULTS: Mapping[str, Any] = {
    setting.key: setting.default for setting in SCHEMA.settings if setting.default is not None
}
"""The declared defaults, by key (the dataclass below takes its own from here)."""
