"""Storage of paper search: metadata in SQL, vectors in Qdrant.

The contracts are :class:`~tapyre_paper_search.contracts.VectorStore` and
:class:`~tapyre_paper_search.contracts.MetadataStore`; the built-in
implementations, each a component with one ``build(settings)`` factory:

* :mod:`.qdrant_edge` (``qdrant-edge``, the default): the Qdrant engine in
  process, on disk; :mod:`.qdrant_remote` (``qdrant``): a Qdrant server by URL,
  or qdrant-client's local mode.  Both share :mod:`._base` (behaviour, over
  :mod:`._lifecycle`) and :mod:`.qdrant_translate` (requests, filters and results).
* :mod:`.sql` (``sql``): :class:`~.sql.SqlMetadataStore` (SQLAlchemy 2; SQLite
  by default, MySQL/MariaDB through PyMySQL).
* :mod:`.vectors`: the vector records and collection layout;
  :mod:`.records`: the metadata records; :mod:`.points`: the payload every
  point carries; :mod:`.ids`: deterministic point ids.

Importing this package is cheap: SQLAlchemy, qdrant-edge and qdrant-client are
imported by the modules that need them.  The configured stores are built
through the host: :func:`tapyre_paper_search.parts.vector_store` and
:func:`~tapyre_paper_search.parts.metadata_store`.
"""
