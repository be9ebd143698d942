"""Storage of paper search: metadata in SQL, vectors in Qdrant.

* :mod:`.sql`: :class:`~.sql.MetadataStore` (SQLAlchemy 2; SQLite by default,
  MySQL/MariaDB through PyMySQL): papers, authors, categories, chunk text,
  ingestion runs and failures.
* :mod:`.vectors`: the :class:`~.vectors.VectorStore` protocol, its records and
  the collection layout; implemented by :mod:`.qdrant_edge` (embedded, on disk,
  the default) and :mod:`.qdrant_remote` (a Qdrant server, or qdrant-client's
  local mode).
* :mod:`.points`: the payload every point carries; :mod:`.ids`: deterministic
  point ids.

Importing this package is cheap: SQLAlchemy, qdrant-edge and qdrant-client are
imported by the modules that need them.  Open the configured stores with
:meth:`tapyre_paper_search.settings.PaperSearchSettings.open_metadata_store` and
:meth:`~tapyre_paper_search.settings.PaperSearchSettings.open_vector_store`.
"""
