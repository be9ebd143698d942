"""Embedders of tapyre-paper-search: ``specter2``, ``hf`` (any transformers
encoder), ``multilingual`` (multilingual-e5-small in C, German and English in
one space), ``openai`` (any OpenAI-compatible embeddings server) and ``bm25``
(sparse lexical vectors, each text analysed in its language).

They are registered by :mod:`tapyre_paper_search.embedders.plugin`, an entry
point of its own.  Importing this package is cheap: torch and transformers are
imported only when a dense embedder is built (see :mod:`.transformer`).
"""
