"""Testing helpers for paper-search plugins: the conformance suites of its contracts.

:mod:`tapyre_paper_search.testing.contracts` holds one pytest class per
contract (``VectorStoreContract``, ``MetadataStoreContract``,
``JournalContract``, ``WriterLeaseContract``, ``PaperProviderContract``,
``DenseEmbedderContract``, ``SparseEmbedderContract``).  A plugin's test
module subclasses the ones its part implements and gives one fixture; every
built-in part of paper search runs the same classes.  They need pytest (and
NumPy, a dependency of paper search); nothing else in the package imports them.
"""
