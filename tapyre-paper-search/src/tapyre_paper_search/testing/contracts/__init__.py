"""Conformance suites: the contracts of paper search as pytest classes.

A third-party part proves it keeps a contract by subclassing the suite in its
own tests and giving one fixture, the way SQLAlchemy's dialect suite and
fsspec's abstract filesystem tests work; every built-in part of paper search
runs the same classes in CI::

    import pytest
    from tapyre_paper_search.testing.contracts import VectorStoreContract

    class TestMyVectorStore(VectorStoreContract):
        @pytest.fixture
        def make_vector_store(self, tmp_path):
            return lambda: MyVectorStore(tmp_path / "vectors")

=============================  ========================================  =====================
suite                          contract                                  fixture
=============================  ========================================  =====================
:class:`VectorStoreContract`   :class:`~tapyre_paper_search.contracts    ``make_vector_store``
                               .VectorStore`
:class:`MetadataStoreContract` paper records, ingest log, stats          ``make_metadata_store``
:class:`JournalContract`       :class:`~tapyre_paper_search.contracts    ``make_metadata_store``
                               .InflightJournal`
:class:`WriterLeaseContract`   :class:`~tapyre_paper_search.contracts    ``make_metadata_store``
                               .WriterLeases` (optional part)
:class:`PaperReferences        :class:`~tapyre_paper_search.contracts    ``make_metadata_store``
Contract`                      .PaperReferences` (optional part)
:class:`PaperCatalogContract`  :class:`~tapyre_paper_search.contracts    ``make_metadata_store``
                               .PaperCatalog` (optional part)
:class:`PaperProviderContract` :class:`~tapyre_paper_search.contracts    ``provider_case``
                               .PaperProvider`
:class:`DenseEmbedderContract` :class:`tapyre.DenseEmbedder`             ``dense_embedder``
:class:`SparseEmbedderContract`:class:`tapyre.SparseEmbedder`            ``sparse_embedder``
=============================  ========================================  =====================

A test the part fails names the behaviour it missed; a part that cannot do
something a test needs (a store that cannot be reopened) is not that part.
The classes are named ``…Contract``, so pytest collects only their ``Test…``
subclasses.
"""

from tapyre_paper_search.testing.contracts.catalog import PaperCatalogContract
from tapyre_paper_search.testing.contracts.embedders import (
    DenseEmbedderContract,
    SparseEmbedderContract,
)
from tapyre_paper_search.testing.contracts.journal import JournalContract
from tapyre_paper_search.testing.contracts.leases import WriterLeaseContract
from tapyre_paper_search.testing.contracts.metadata import MetadataStoreContract
from tapyre_paper_search.testing.contracts.providers import PaperProviderContract, ProviderCase
from tapyre_paper_search.testing.contracts.references import PaperReferencesContract
from tapyre_paper_search.testing.contracts.vectors import VectorStoreContract

__all__ = [
    "DenseEmbedderContract",
    "JournalContract",
    "MetadataStoreContract",
    "PaperCatalogContract",
    "PaperProviderContract",
    "PaperReferencesContract",
    "ProviderCase",
    "SparseEmbedderContract",
    "VectorStoreContract",
    "WriterLeaseContract",
]
