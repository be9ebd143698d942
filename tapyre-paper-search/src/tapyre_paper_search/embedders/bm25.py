"""BM25 sparse vectors for Qdrant's sparse index with the IDF modifier.

Qdrant multiplies a query term's weight by the term's IDF, computed over the
collection, when the sparse vector is configured with ``Modifier.IDF``.  So
this embedder produces only the other half of BM25:

* passages: for each term, the saturated term frequency
  ``tf · (k1 + 1) / (tf + k1 · (1 − b + b · dl / avgdl))``, where ``dl`` is
  the passage's length in terms and ``avgdl`` a configured estimate of the
  average (a collection-wide average is not known while ingesting);
* queries: weight 1 for each distinct term.

The dot product Qdrant computes is then the BM25 score.

Languages: each passage is analysed in its own language (English or German,
detected by :mod:`tapyre_paper_search.language`; see
:mod:`~tapyre_paper_search.embedders.lexical` for the pipelines), and so is each
query; a query the detector is unsure of is analysed in both and its terms
joined.  Terms the languages share (gene names, numbers, loan words) have the
same id in both, so a German query still reaches English passages through them.
``languages = ["en"]`` analyses everything as English without detection: the
terms, and the name, of the analysis before German was added (collections built
then open unchanged).

Term ids are the
CRC-32 of the term's UTF-8 bytes: stable across processes and machines, with
no vocabulary to store (two terms rarely share an id; when they do, both
count as one term).
"""

from __future__ import annotations

import zlib
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from itertools import chain, repeat

from tapyre import Settings, SparseEmbedder, SparseVector

from tapyre_paper_search import component_settings
from tapyre_paper_search.embedders import lexical
from tapyre_paper_search.errors import EmbedderError

DEFAULT_K1 = 1.2
DEFAULT_B = 0.75
DEFAULT_AVG_DOC_LENGTH = 100.0
"""Terms per passage: chunks of 256 tokens of the real papers average 104 terms,
SciFact abstracts 159 (``python benchmarks/embedders.py --only bm25``)."""


@lru_cache(maxsize=lexical.TOKEN_CACHE_SIZE)
def term_id(term: str) -> int:
    """The sparse index of ``term``: CRC-32 of its UTF-8 bytes (0 … 2³²−1)."""
    return zlib.crc32(term.encode("utf-8"))


DEFAULT_LANGUAGES = lexical.LANGUAGES
"""``[embedders.bm25] languages``: English and German, each text in its own."""


@lru_cache(maxsize=lexical.TOKEN_CACHE_SIZE)
def _token_ids(token: str, language: str) -> tuple[int, ...]:
    return tuple(term_id(term) for term in lexical.analyze_token(token, language))


class Bm25Embedder(SparseEmbedder):
    """Sparse BM25 term weights; IDF is left to the index (``Modifier.IDF``)."""

    def __init__(
        self,
        *,
        k1: float = DEFAULT_K1,
        b: float = DEFAULT_B,
        avg_doc_length: float = DEFAULT_AVG_DOC_LENGTH,
        languages: Sequence[str] = DEFAULT_LANGUAGES,
    ) -> None:
        if k1 <= 0 or not 0 <= b <= 1 or avg_doc_length <= 0:
            raise EmbedderError(
                f"bm25: need k1 > 0, 0 <= b <= 1 and avg_doc_length > 0 "
                f"(got k1={k1}, b={b}, avg_doc_length={avg_doc_length})."
            )
        unknown = [lang for lang in languages if lang not in lexical.LANGUAGES]
        if unknown or not languages:
            raise EmbedderError(
                f"bm25: languages {list(languages)!r}: give one or more of "
                f"{list(lexical.LANGUAGES)} (the first is used when a text is in none)."
            )
        self.k1 = k1
        self.b = b
        self.avg_doc_length = avg_doc_length
        self.languages = tuple(dict.fromkeys(languages))

    @property
    def name(self) -> str:
        params = f"k1={self.k1:g},b={self.b:g},avgdl={self.avg_doc_length:g}"
        if self.languages != ("en",):
            params += ",languages=" + "+".join(self.languages)
        return f"bm25-{lexical.TOKENIZER_VERSION}-crc32({params})"

    def passage_language(self, text: str) -> str:
        """The language ``text`` is analysed in as a passage."""
        if len(self.languages) == 1:
            return self.languages[0]
        from tapyre_paper_search import language

        found = language.detect(text)
        return found if found in self.languages else self.languages[0]

    def query_languages(self, text: str) -> tuple[str, ...]:
        """The languages a query is analysed in (several when the detector is unsure)."""
        if len(self.languages) == 1:
            return self.languages
        from tapyre_paper_search import language

        found = tuple(lang for lang in language.query_languages(text) if lang in self.languages)
        return found or self.languages[:1]

    def term_ids(self, text: str, language: str | None = None) -> list[int]:
        """The term ids of ``text`` analysed as ``language`` (default: as a passage
        is, in its detected language), in order, with repeats."""
        lang = language or self.passage_language(text)
        tokens = lexical.raw_tokens(lexical.normalize(text))
        # map() over the cached function, no generator: this runs for every token ingested
        return list(chain.from_iterable(map(_token_ids, tokens, repeat(lang))))

    def embed_passages(self, texts: Sequence[str]) -> list[SparseVector]:
        """Saturated term frequencies of each text.  A text given twice in one call is
        weighed once (an abstract that fits one chunk is also its paper's text)."""
        k1, b, avgdl = self.k1, self.b, self.avg_doc_length
        k1_plus_1 = k1 + 1.0
        vectors = []
        weighed: dict[str, SparseVector] = {}
        for text in texts:
            known = weighed.get(text)
            if known is not None:
                vectors.append(known)
                continue
            ids = self.term_ids(text)
            counts = Counter(ids)
            norm = k1 * (1.0 - b + b * len(ids) / avgdl)
            indices = sorted(counts)
            values = [tf * k1_plus_1 / (tf + norm) for tf in map(counts.__getitem__, indices)]
            weighed[text] = SparseVector(tuple(indices), tuple(values))
            vectors.append(weighed[text])
        return vectors

    def embed_queries(self, texts: Sequence[str]) -> list[SparseVector]:
        vectors = []
        for text in texts:
            terms = {i for lang in self.query_languages(text) for i in self.term_ids(text, lang)}
            indices = tuple(sorted(terms))
            vectors.append(SparseVector(indices, (1.0,) * len(indices)))
        return vectors


def build(settings: Settings) -> Bm25Embedder:
    """Factory of the ``bm25`` component: settings ``k1``, ``b``, ``avg_doc_length``,
    ``languages`` (declared in ``component_settings.BM25``)."""
    table = component_settings.BM25.read(settings, table="embedders.bm25")
    return Bm25Embedder(
        k1=table["k1"],
        b=table["b"],
        avg_doc_length=table["avg_doc_length"],
        languages=tuple(lang.strip().lower() for lang in table["languages"]),
    )
