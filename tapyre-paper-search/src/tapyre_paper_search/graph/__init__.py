"""The graph index of paper search: multi-hop retrieval without a language model at
index time (``--mode graph``).

A LinearRAG-style graph of passages (the stored chunks), their sentences and
the named entities they mention, built with an entity extractor and the
collection's dense embedder only, kept in SQL tables beside the metadata
store's.  A question activates its own entities, bridging activates the
entities its relevant sentences lead to, and Personalized PageRank seeded by
those entities and the dense and lexical scores ranks the passages, so a
passage two hops away, which shares no word with the question, is found.

Modules, by noun:

* :mod:`.extractors`: the entity-extractor component (the ``spacy`` default);
* :mod:`.normalize`, :mod:`.sentences`, :mod:`.analysis`: names to keys,
  passages to sentences, passages to sentences with their entity keys;
* :mod:`.vectors`: int8 sentence and entity vectors;
* :mod:`.schema`, :mod:`.store`: the SQL tables and their reads and writes;
* :mod:`.builder`, :mod:`.build`: adding papers, and building what is missing;
* :mod:`.index`, :mod:`.loading`: the graph as sparse matrices, read from SQL or
  a snapshot file;
* :mod:`.linking`, :mod:`.bridging`, :mod:`.pagerank`, :mod:`.ranking`,
  :mod:`.params`: the retrieval algorithm;
* :mod:`.retriever`: graph search over a collection;
* :mod:`.settings`, :mod:`.plugin`, :mod:`.errors`.

The package needs the ``graph`` extra (spaCy, its English pipeline, SciPy) for
anything beyond its settings and registrations; importing it is cheap.
See ``docs/graph.md``.
"""
