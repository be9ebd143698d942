"""The records of paper search, one module per noun; every one is plain data with
its JSON form (``to_dict``) beside it, and none imports a client library.

* :mod:`.papers`: :class:`PaperMetadata`, :class:`Chunk`, :class:`PaperRecord`
  (a paper as stored) and what a store says about one (:class:`PaperState`,
  :class:`PaperInventory`);
* :mod:`.sources`: what a data provider yields (:class:`SourcePaper`,
  :class:`SourceFailure`);
* :mod:`.extraction`: what PDF conversion makes (:class:`Page`,
  :class:`ExtractedPdf`, :class:`PageSource`: how a page's text was obtained);
* :mod:`.references`: a paper's references list (:class:`Reference`) and the
  papers citing one (:class:`CitingPaper`);
* :mod:`.runs`: the ingest log (:class:`RunRecord`, :class:`FailureRecord`);
* :mod:`.stats`: :class:`StoreStats`;
* :mod:`.leases`: the writer lease (:class:`WriterLease`, :class:`LeaseClaim`);
* :mod:`.vectors`: what the vector store speaks (:class:`CollectionSpec`,
  :class:`VectorPoint`, :class:`VectorQuery`, :class:`Hit`, :class:`PaperGroup`,
  :class:`StoredPoint`);
* :mod:`.catalog`: a page of the stored papers (:class:`PaperQuery`,
  :class:`PaperPage`, :class:`ListedPaper`);
* :mod:`.checks`: ``tapyre papers check``'s report (:class:`CheckReport`,
  :class:`PaperDifference`, :class:`RepairSummary`).

Importing this package is cheap: no NumPy, SQLAlchemy, Qdrant or torch.
"""

from tapyre_paper_search.records.catalog import ListedPaper, PaperPage, PaperQuery
from tapyre_paper_search.records.checks import (
    PROBLEMS,
    CheckReport,
    PaperDifference,
    RepairSummary,
)
from tapyre_paper_search.records.extraction import PAGE_SOURCES, ExtractedPdf, Page, PageSource
from tapyre_paper_search.records.leases import LeaseClaim, WriterLease
from tapyre_paper_search.records.papers import (
    Chunk,
    PaperInventory,
    PaperMetadata,
    PaperRecord,
    PaperState,
)
from tapyre_paper_search.records.references import CitingPaper, Reference
from tapyre_paper_search.records.runs import RUN_STATUSES, FailureRecord, RunRecord, run_stats
from tapyre_paper_search.records.sources import (
    REASON_PATTERN,
    SOURCE_FAILURE_REASONS,
    SourceFailure,
    SourcePaper,
)
from tapyre_paper_search.records.stats import StoreStats
from tapyre_paper_search.records.vectors import (
    FILTERED_HNSW_EF,
    KINDS,
    SCHEMA_VERSION,
    CollectionSpec,
    Hit,
    Kind,
    PaperGroup,
    StoredPoint,
    VectorPoint,
    VectorQuery,
)

__all__ = [
    "FILTERED_HNSW_EF",
    "KINDS",
    "PAGE_SOURCES",
    "PROBLEMS",
    "REASON_PATTERN",
    "RUN_STATUSES",
    "SCHEMA_VERSION",
    "SOURCE_FAILURE_REASONS",
    "CheckReport",
    "Chunk",
    "CitingPaper",
    "CollectionSpec",
    "ExtractedPdf",
    "FailureRecord",
    "Hit",
    "Kind",
    "LeaseClaim",
    "ListedPaper",
    "Page",
    "PageSource",
    "PaperDifference",
    "PaperGroup",
    "PaperInventory",
    "PaperMetadata",
    "PaperPage",
    "PaperQuery",
    "PaperRecord",
    "PaperState",
    "Reference",
    "RepairSummary",
    "RunRecord",
    "SourceFailure",
    "SourcePaper",
    "StoreStats",
    "StoredPoint",
    "VectorPoint",
    "VectorQuery",
    "WriterLease",
    "run_stats",
]
