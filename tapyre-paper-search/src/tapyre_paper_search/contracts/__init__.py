"""The contracts of paper search: what a data provider, a vector store and a
metadata store must do.  Plugins implement these to replace a built-in part,
and prove it with the conformance suites of
:mod:`tapyre_paper_search.testing.contracts`.

* :class:`PaperProvider` (:mod:`.providers`): a source of papers
  (``tapyre_register_data_providers``, ``kind="papers"``); optionally a
  :class:`CountingProvider`.
* :class:`VectorStore` (:mod:`.vectors`): the collection of paper and chunk
  points (``tapyre_register_vector_stores``, ``kind="papers"``; chosen by
  ``[papers] vector_store``).  Its records are in
  :mod:`tapyre_paper_search.records.vectors`, the layout of the built-in stores
  in :mod:`tapyre_paper_search.store.vectors`; optionally a
  :class:`VerifiableVectorStore` (an embedded store that finds its own damage
  and rebuilds from what it can read).
* :class:`MetadataStore` (:mod:`.metadata`): :class:`PaperRecords`,
  :class:`IngestLog` and :class:`InflightJournal` (``tapyre_register_metadata_stores``,
  ``kind="papers"``; chosen by ``[papers] metadata_store``); optionally
  :class:`WriterLeases`, required of a store that is ``shared``.
* :class:`PaperReferences` (:mod:`.references`): optional, for a metadata store
  that keeps papers' references lists and links them to the collection.
* :class:`PaperCatalog` (:mod:`.catalog`): optional, a metadata store that
  lists its papers a page at a time (``tapyre papers list``, ``GET /papers``).
* :class:`WorkerTokenCounting` (:mod:`.embedders`): optional, for a dense
  embedder whose token counting can travel to extraction worker processes;
  :class:`ParallelEncoding`: optional, for one that can encode large inputs in
  worker processes.

A store component's factory receives its own settings table
(``[vector_stores.NAME]`` / ``[metadata_stores.NAME]``) with ``data_dir`` (the
``[papers] data_dir`` folder, as a string) added where the table sets none.

The built-in implementations are
:class:`~tapyre_paper_search.store.qdrant_edge.EdgeVectorStore` (embedded, the
default), :class:`~tapyre_paper_search.store.qdrant_remote.RemoteVectorStore`
(a Qdrant server) and :class:`~tapyre_paper_search.store.sql.SqlMetadataStore`
(SQLite or MySQL/MariaDB, with writer leases).

Every protocol is runtime-checkable; an optional part is found by
``isinstance`` against its protocol, never by reading a signature.  Importing
this package is cheap: no SQLAlchemy, Qdrant or torch.
"""

from tapyre_paper_search.contracts.catalog import PaperCatalog
from tapyre_paper_search.contracts.embedders import ParallelEncoding, WorkerTokenCounting
from tapyre_paper_search.contracts.metadata import (
    InflightJournal,
    IngestLog,
    MetadataStore,
    PaperRecords,
    WriterLeases,
)
from tapyre_paper_search.contracts.providers import CountingProvider, PaperProvider
from tapyre_paper_search.contracts.references import PaperReferences
from tapyre_paper_search.contracts.vectors import VectorStore, VerifiableVectorStore

__all__ = [
    "CountingProvider",
    "InflightJournal",
    "IngestLog",
    "MetadataStore",
    "PaperCatalog",
    "PaperProvider",
    "PaperRecords",
    "PaperReferences",
    "ParallelEncoding",
    "VectorStore",
    "VerifiableVectorStore",
    "WorkerTokenCounting",
    "WriterLeases",
]
