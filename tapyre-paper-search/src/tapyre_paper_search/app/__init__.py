"""The application layer of paper search: one object under every face.

:class:`PaperSearchApp` owns what a host's ``[papers]`` configuration names —
the metadata and vector stores, the embedders, the search service and the
chat model for answers, and the ingestion job queue — and offers every
operation with typed inputs and outputs:

* searching: ``search`` (query text, :class:`~tapyre_paper_search.search.SearchOptions`
  → :class:`~tapyre_paper_search.search.SearchResponse`), ``similar`` (a paper id →
  ``SearchResponse``), ``ask`` (a question → an :class:`Answer`: typed
  :data:`AnswerEvent` s as it streams, then a :class:`FinalAnswer` with its
  sources), ``embed`` (texts → :class:`Embeddings`);
* the collection: ``paper`` (an id → :class:`~tapyre_paper_search.records.PaperRecord`),
  ``citations`` (an id → :class:`PaperCitations`: its references list linked to the
  collection, and the stored papers citing it),
  ``papers`` (:class:`PaperQuery` → :class:`PaperPage`), ``stats`` (→
  :class:`CollectionStats`), ``failures`` (→ :class:`FailureEntry` s), ``delete``
  (ids → the deleted ids), ``check`` (→
  :class:`~tapyre_paper_search.pipeline.consistency.CheckReport`), ``evaluate``
  (:class:`EvalRequest` → a :class:`~tapyre_paper_search.search.evaluation.ModeReport`
  per mode), ``evaluate_multihop`` (:class:`MultihopRequest` → a
  :class:`~tapyre_paper_search.search.multihop.MultihopReport` per mode);
* the graph index of ``mode="graph"`` (``app.graph``): ``build`` (→
  :class:`GraphBuildSummary`), ``stats`` (→ :class:`GraphStats`), ``check``;
* ingestion: ``ingest`` (an :class:`IngestRequest` run here, reporting to a
  progress reporter → :class:`~tapyre_paper_search.pipeline.IngestSummary`), and
  the job queue: ``submit``, ``job``, ``job_list``, ``cancel`` (→
  :class:`JobSnapshot`) and ``follow`` (→ :data:`JobEvent` s until the job ends).

Every output carries its JSON form (``to_dict``), so the faces — the ``tapyre
papers`` commands (:mod:`tapyre_paper_search.cli`), the REST/SSE API
(:mod:`tapyre_paper_search.api`), the agent tools that ``tapyre mcp serve``
also serves (:mod:`tapyre_paper_search.tools`) — only parse their input, call
the app and render.  Errors derive from
:class:`~tapyre_paper_search.errors.PaperSearchError`.

``PaperSearchApp.of(host)`` is the host's app (built once, kept on the host);
the stores and models open on first use and :meth:`PaperSearchApp.close`
releases them.  Importing this package is cheap (no NumPy, SQLAlchemy, Qdrant
or torch).
"""

from __future__ import annotations

from tapyre_paper_search.app.application import PaperSearchApp
from tapyre_paper_search.app.citations import PaperCitations
from tapyre_paper_search.app.collection import FailureEntry
from tapyre_paper_search.app.embeddings import Embeddings
from tapyre_paper_search.app.evaluation import EvalProgress, EvalRequest, MultihopRequest
from tapyre_paper_search.app.graph import BuildProgress, GraphBuildSummary, GraphStats
from tapyre_paper_search.app.ingestion import IngestRequest
from tapyre_paper_search.app.jobs import (
    JobEnded,
    JobEvent,
    JobNote,
    JobProgressed,
    JobSnapshot,
    JobStatusChanged,
)
from tapyre_paper_search.app.stats import CollectionStats
from tapyre_paper_search.records.catalog import ListedPaper, PaperPage, PaperQuery
from tapyre_paper_search.search.answer_stream import (
    Answer,
    AnswerDone,
    AnswerEvent,
    AnswerStarted,
    AnswerText,
    FinalAnswer,
)

__all__ = [
    "Answer",
    "AnswerDone",
    "AnswerEvent",
    "AnswerStarted",
    "AnswerText",
    "BuildProgress",
    "CollectionStats",
    "Embeddings",
    "EvalProgress",
    "EvalRequest",
    "FailureEntry",
    "FinalAnswer",
    "GraphBuildSummary",
    "GraphStats",
    "IngestRequest",
    "JobEnded",
    "JobEvent",
    "JobNote",
    "JobProgressed",
    "JobSnapshot",
    "JobStatusChanged",
    "ListedPaper",
    "MultihopRequest",
    "PaperCitations",
    "PaperPage",
    "PaperQuery",
    "PaperSearchApp",
]
