"""An :class:`~.encoder.Encoder` whose forward pass runs in ONNX Runtime, without torch.

It runs an export cached by :mod:`.onnx_export` (fused attention and layer
norms, int8 weights where they keep the vectors, see :mod:`.onnx_quantize`)
with the model's own tokenizer (:mod:`.tokens`), so its inputs are those of the
torch encoder.  Building one imports neither torch nor transformers: a search
with a cached export starts fast.

Batches are nearly unpadded: sequences sorted by length share a forward pass
only while it stays within :data:`ONNX_BATCH_TOKENS` and padding stays under
:data:`MAX_PADDING`, so a 250-token chunk runs alone and short queries run
together.  On one thread ONNX Runtime runs sequences alone faster than in
padded batches (all-MiniLM-L6-v2 on SciFact abstracts: 13.7 against 15.6
CPU-seconds for 400, float32), and an int8 sequence alone is quantized by its
own range, not by its neighbours'.

In the ingest's worker processes (``unpadded``) with an export cached with its
graph without the padding mask (:mod:`.onnx_unpadded`: the int8 model's),
sequences of :data:`SHORT_TOKENS` or more share a pass only with their own
length and every pass without padding runs that graph; shorter ones are still
batched within :data:`MAX_PADDING` on the masked graph, which is loaded only
when such a pass comes (+32 MiB in a worker).  On the chunks of a 500-abstract
SciFact ingest (all-MiniLM-L6-v2, one thread, alternated in one process) a pass
without the mask was 3–4 % cheaper and the workers' calls 3–9 % cheaper than
masked batches; with every short sequence alone as well, texts of 1..64 tokens
of all-different lengths cost 7.5 % more than masked batches (a pass's fixed
cost outweighs the mask's), hence the short ones' padded passes.  Vectors are
not closer to float32 in general: int8 activations are quantized per pass, so
another batching moves them a little either way (lowest cosine to the masked
layout's 0.995 on short texts, within the int8 contract).

An unpadded graph that does not load (truncated) or was not made from this int8
model (:func:`.onnx_unpadded.tied_to`) never stops a worker: it warns, runs the
masked model, and removes the file, which the next pool's start writes again
(:mod:`.onnx_unpadded_repair`).
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.embedders import onnx_in_use as in_use
from tapyre_paper_search.embedders.batching import pad, plan_batches, pool, restore_order
from tapyre_paper_search.embedders.encoder import Encoder
from tapyre_paper_search.embedders.encoder_pool import available_cpus
from tapyre_paper_search.embedders.onnx_layernorm import KEEP_UNFUSED
from tapyre_paper_search.embedders.onnx_mapped import discard, mapped_model
from tapyre_paper_search.embedders.onnx_unpadded import MASK_INPUT, tied_to, unpadded_path
from tapyre_paper_search.embedders.tokens import ModelTokenizer
from tapyre_paper_search.errors import EmbedderError

if TYPE_CHECKING:
    from tapyre_paper_search.embedders.encoder_pool import EncoderPool
    from tapyre_paper_search.embedders.int8_workers import Int8Workers

log = logging.getLogger(__name__)

ONNX_BATCH_TOKENS = 256
"""Tokens of one forward pass (sequences × longest)."""
MAX_PADDING = 0.1
"""Share of padding a forward pass may carry."""
SHORT_TOKENS = 64
"""Below this many tokens a worker with the unpadded graph still batches sequences of
different lengths (padding within :data:`MAX_PADDING`) on the masked graph: a pass's
fixed cost outweighs the mask's there (see the module docs)."""


@dataclass(frozen=True)
class OnnxRecipe:
    """Builds the same encoder in a worker process, on one thread."""

    model_path: str
    tokens: ModelTokenizer
    component: str
    dimension: int
    pooling: str
    normalize: bool
    batch_tokens: int
    variant: str

    def __call__(self) -> OnnxEncoder:
        return OnnxEncoder(
            self.tokens,
            Path(self.model_path),
            component=self.component,
            dimension=self.dimension,
            pooling=self.pooling,
            normalize=self.normalize,
            batch_tokens=self.batch_tokens,
            variant=self.variant,
            threads=1,
            unpadded=True,
            whole_check=True,
        )


class OnnxEncoder(Encoder):
    """Pooled vectors from ONNX Runtime sessions on the CPU.

    ``variant`` is ``fp32`` (the same vectors as torch's float32, to rounding) or
    ``int8``.  ``threads``: intra-op threads for large inputs run in this process
    (default ``OMP_NUM_THREADS``, else every CPU); small inputs always run on one.
    ``worker_model``: see :meth:`recipe`.  ``unpadded``: when the model is cached with its
    graph without the padding mask, passes carry no padding and run that graph (see the
    module docs; the ingest workers' encoders).  ``whole_check``: a mapped copy's whole
    weights are checked against its digest once per process (the workers' encoders,
    see :mod:`.onnx_mapped`).
    """

    def __init__(
        self,
        tokens: ModelTokenizer,
        model_path: Path,
        *,
        component: str,
        dimension: int,
        pooling: str = "mean",
        normalize: bool = True,
        batch_tokens: int | None = None,
        variant: str = "fp32",
        threads: int | None = None,
        worker_model: Int8Workers | None = None,
        unpadded: bool = False,
        whole_check: bool = False,
    ) -> None:
        super().__init__(
            tokens,
            component=component,
            dimension=dimension,
            pooling=pooling,
            normalize=normalize,
            batch_tokens=batch_tokens or ONNX_BATCH_TOKENS,
        )
        self.model_path = model_path
        self.variant = variant
        self.execution = f"onnx-{variant}"
        self.threads = threads or _default_threads()
        self.worker_model = worker_model
        plain = unpadded_path(model_path)
        self.unpadded_path = plain if unpadded and plain.is_file() else None
        self.max_padding = 0.0 if self.unpadded_path else MAX_PADDING
        self.short_tokens = SHORT_TOKENS
        self.whole_check = whole_check
        self._sessions: dict[int, Any] = {}  # by threads
        self._unpadded_sessions: dict[int, Any] = {}
        self._sessions_lock = threading.Lock()
        in_use.hold(self, model_path)  # another environment's cleanup leaves it
        # loads (and checks) the model that runs now
        self.session = self._first_session()

    def _first_session(self) -> Any:
        """The one-thread session of the graph that runs now.  An unpadded graph that does
        not load (truncated, foreign) is only a lost speed-up: this encoder runs the masked
        model, and the file is removed (if it is still the one that failed) so that the
        next pool's start writes it again from the int8 model
        (:mod:`.onnx_unpadded_repair`)."""
        plain = self.unpadded_path
        if plain is None:
            return self._session(1)
        try:
            before: os.stat_result | None = plain.stat()
        except OSError:
            before = None
        try:
            session = self._session(1, True)
            if not tied_to(session, self.model_path):
                self._unpadded_sessions.clear()
                raise EmbedderError(f"hf: {plain.name} was not made from {self.model_path.name}")
            return session
        except EmbedderError as exc:
            log.warning(
                "hf: cannot load %s, the int8 model's graph without the padding mask (%s); "
                "this worker runs the masked model %s instead, and the file is removed to "
                "be written again from the int8 model when the next encoder pool starts",
                plain,
                exc.__cause__ or exc,
                self.model_path.name,
            )
            _remove_if_same(plain, before)
            self.unpadded_path, self.max_padding = None, MAX_PADDING
            return self._session(1)

    def recipe(self) -> OnnxRecipe:
        """Worker processes run this model, or the one ``worker_model`` gives (an
        export of the same model: ``auto`` gives its workers int8 where it keeps the
        vectors and pays, see :mod:`.int8_workers`); it is asked when a pool starts."""
        path, variant = (
            self.worker_model.current() if self.worker_model else (self.model_path, self.variant)
        )
        return self._recipe(path, variant)

    def pool_work(self, pool: EncoderPool, tokens: int) -> None:
        """Counts a float32 pool's work for ``worker_model`` and switches the pool to
        the int8 model once it is ready."""
        if self.worker_model is None or getattr(pool.recipe, "variant", "") != "fp32":
            return
        ready = self.worker_model.queued(tokens)
        if ready is not None and ready[1] != "fp32":
            pool.switch(self._recipe(*ready))

    def _recipe(self, path: Path, variant: str) -> OnnxRecipe:
        return OnnxRecipe(
            str(path),
            self.tokens,
            self.component,
            self.dimension,
            self.pooling,
            self.normalize,
            self.batch_tokens,
            variant,
        )

    def run(
        self, seqs: Sequence[NDArray[np.int64]], *, adapter: str | None, small: bool
    ) -> NDArray[np.float32]:
        if adapter is not None:
            raise EmbedderError(f"{self.component}: the onnx backend does not run adapters.")
        threads = 1 if small else self.threads
        batches = self._plan([len(s) for s in seqs])
        blocks = []
        for batch in batches:
            ids, mask = pad([seqs[i] for i in batch], self.tokens.pad_id)
            feed = {"input_ids": ids, MASK_INPUT: mask}
            plain = self.unpadded_path is not None and bool(mask.all())
            if plain:
                del feed[MASK_INPUT]
            (hidden,) = self._session(threads, plain).run(None, feed)
            blocks.append(pool(hidden, mask, self.pooling, self.normalize))
        return restore_order(batches, blocks, self.dimension)

    def _plan(self, lengths: list[int]) -> list[list[int]]:
        """The passes: with the unpadded graph, sequences of :data:`SHORT_TOKENS` or more
        share a pass only with their own length, shorter ones as in masked encoders."""
        if self.unpadded_path is None or self.short_tokens <= 0:
            return plan_batches(lengths, self.batch_tokens, max_padding=self.max_padding)
        batches: list[list[int]] = []
        for short in (False, True):
            chosen = [i for i, n in enumerate(lengths) if (n < self.short_tokens) == short]
            planned = plan_batches(
                [lengths[i] for i in chosen],
                self.batch_tokens,
                max_padding=MAX_PADDING if short else 0.0,
            )
            batches.extend([chosen[i] for i in batch] for batch in planned)
        return batches

    def _session(self, threads: int, unpadded: bool = False) -> Any:
        sessions = self._unpadded_sessions if unpadded else self._sessions
        session = sessions.get(threads)
        if session is None:
            with self._sessions_lock:
                session = sessions.get(threads)
                if session is None:
                    path = self.unpadded_path if unpadded else None
                    session = sessions[threads] = _load(
                        path or self.model_path, threads, whole=self.whole_check
                    )
        return session


def _default_threads() -> int:
    configured = os.environ.get("OMP_NUM_THREADS", "").strip()
    if configured.isdigit() and int(configured) > 0:
        return int(configured)
    return available_cpus()


def _remove_if_same(path: Path, seen: os.stat_result | None) -> None:
    """Remove ``path`` unless it was replaced since ``seen`` (a repair renamed a new one
    into place meanwhile)."""
    with contextlib.suppress(OSError):
        now = path.stat()
        if seen is None or (now.st_ino, now.st_mtime_ns) == (seen.st_ino, seen.st_mtime_ns):
            path.unlink()


def _load(path: Path, threads: int, *, whole: bool = False) -> Any:
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = max(1, threads)
    options.inter_op_num_threads = 1
    if threads > 1:
        # Idle pool threads sleep instead of spinning: all-MiniLM-L6-v2, 2 threads,
        # SciFact abstracts in batches: 65 against 77 CPU-ms a text, wall 34 against
        # 38 ms (a load of 1; under load spinning doubles the CPU).  One-thread
        # sessions (queries, worker processes) have no pool to spin.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.log_severity_level = 3  # no warnings on the console for a cached model
    # Layer norms the int8 export keeps plain stay plain (:mod:`.onnx_layernorm`).
    args: dict[str, Any] = {
        "providers": ["CPUExecutionProvider"],
        "disabled_optimizers": KEEP_UNFUSED,
    }
    mapped = mapped_model(path, options, whole=whole, **args)
    if mapped is not None:
        try:  # the same graph with its weights mapped, not parsed (:mod:`.onnx_mapped`)
            return onnxruntime.InferenceSession(str(mapped), options, **args)
        except Exception:  # broken, or removed under us: the model itself loads
            discard(path, mapped)  # and the next session writes the copy again
    try:
        return onnxruntime.InferenceSession(str(path), options, **args)
    except Exception as exc:  # a truncated or foreign file in the cache
        if not path.exists():
            raise EmbedderError(
                f"hf: the cached ONNX model {path} was removed (another environment's "
                "cleanup?); it is made again at the next start of this command."
            ) from exc
        raise EmbedderError(
            f"hf: cannot load the cached ONNX model {path} ({type(exc).__name__}); delete it "
            "and its manifest (the .json beside it) and it will be made again."
        ) from exc
