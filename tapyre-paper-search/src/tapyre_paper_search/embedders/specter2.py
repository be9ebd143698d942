"""The ``specter2`` embedder: SPECTER2 (``allenai/specter2_base``) vectors.

CLS pooling, 512 tokens at most; papers from ``title [SEP] abstract``, chunks
from their text, queries from the query.  On a GPU the weights are bf16 (fp16
where bf16 is unsupported) and BERT runs unpadded (:mod:`.packed_bert`).

With ``adapters = true`` and the ``adapters`` package installed (the
``adapters`` extra), the SPECTER2 adapters are loaded on top of the base
model: *proximity* (``allenai/specter2``) for papers and chunks, *ad-hoc
query* (``allenai/specter2_adhoc_query``) for queries.

Nothing is downloaded unless ``allow_download`` is set
(``TAPYRE_EMBEDDERS__SPECTER2__ALLOW_DOWNLOAD=1``): the model must be in the
Hugging Face cache (``hf download allenai/specter2_base``) or ``model`` must
name a local folder.
"""

from __future__ import annotations

from typing import Any

from tapyre import Settings
from tapyre.settings import check_known_keys, read_bool, read_int, read_str

from tapyre_paper_search import component_settings
from tapyre_paper_search.embedders.config import require_extra
from tapyre_paper_search.embedders.dense import TransformerEmbedder
from tapyre_paper_search.errors import EmbedderError

DEFAULT_MODEL = "allenai/specter2_base"
"""``[embedders.specter2] model`` (``TAPYRE_EMBEDDERS__SPECTER2__MODEL``)."""
DEFAULT_PROXIMITY_ADAPTER = "allenai/specter2"
DEFAULT_QUERY_ADAPTER = "allenai/specter2_adhoc_query"

SETTINGS = frozenset(component_settings.SPECTER2.keys)
"""Keys of ``[embedders.specter2]`` (declared in
:mod:`tapyre_paper_search.component_settings`)."""


def build(settings: Settings) -> TransformerEmbedder:
    """Factory of the ``specter2`` component (settings: see :data:`SETTINGS`)."""
    t = "embedders.specter2"
    check_known_keys(settings, SETTINGS, table=t)
    use_adapters = read_bool(settings, "adapters", table=t, default=False)
    if use_adapters:
        require_extra("specter2", "adapters", ("torch", "transformers", "adapters"))
    else:
        require_extra("specter2", "specter2")

    from tapyre_paper_search.embedders import loading
    from tapyre_paper_search.embedders import transformer as tr

    model = read_str(settings, "model", table=t, default=DEFAULT_MODEL).strip()
    revision = read_str(settings, "revision", table=t)
    allow_download = read_bool(settings, "allow_download", table=t, default=False)
    source = loading.resolve_source(model, "specter2")
    device = loading.pick_device(read_str(settings, "device", table=t, default="auto"))
    dtype = loading.pick_dtype(read_str(settings, "dtype", table=t, default="auto"), device)
    model_class = None
    if use_adapters:
        from adapters import AutoAdapterModel

        model_class = AutoAdapterModel
    tokenizer, net = loading.load_tokenizer_and_model(
        source,
        component="specter2",
        revision=revision,
        allow_download=allow_download,
        model_class=model_class,
    )
    name = f"specter2:{model}" + (f"@{revision}" if revision else "")
    passage_adapter = query_adapter = None
    if use_adapters:
        proximity = read_str(
            settings, "proximity_adapter", table=t, default=DEFAULT_PROXIMITY_ADAPTER
        )
        query = read_str(settings, "query_adapter", table=t, default=DEFAULT_QUERY_ADAPTER)
        _load_adapter(net, proximity, "proximity", allow_download)
        _load_adapter(net, query, "adhoc_query", allow_download)
        passage_adapter, query_adapter = "proximity", "adhoc_query"
        name += f";adapters=proximity:{proximity},adhoc_query:{query}"
    encoder = tr.TransformerEncoder(
        tokenizer,
        net,
        component="specter2",
        device=device,
        dtype=dtype,
        pooling="cls",
        normalize=False,
        batch_tokens=read_int(settings, "batch_tokens", table=t, minimum=0) or None,
        execution=read_str(settings, "execution", table=t, default="auto"),
    )
    return TransformerEmbedder(
        encoder,
        name=name,
        passage_adapter=passage_adapter,
        query_adapter=query_adapter,
        query_lanes=read_int(settings, "query_lanes", table=t, minimum=0, default=0),
    )


def _load_adapter(model: Any, reference: str, role: str, allow_download: bool) -> None:
    from tapyre_paper_search.embedders import loading

    source = loading.resolve_source(reference, "specter2")
    options: dict[str, Any] = {"load_as": role, "set_active": False}
    if not source.is_folder:
        options["source"] = "hf"
        options["local_files_only"] = not allow_download
    try:
        try:
            model.load_adapter(source.location, **options)
        except TypeError:
            options.pop("local_files_only", None)
            model.load_adapter(source.location, **options)
    except (OSError, ValueError) as exc:
        reason = (str(exc).strip().splitlines() or [type(exc).__name__])[0][:200]
        raise EmbedderError(
            f"specter2: cannot load the {role} adapter {reference} ({reason}); download it with "
            f"`hf download {reference}`, set [embedders.specter2] allow_download = true, or set "
            f"[embedders.specter2] {'proximity' if role == 'proximity' else 'query'}_adapter "
            "to a local folder."
        ) from exc
