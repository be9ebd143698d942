"""The paper-search application: one object per host, every operation of every face.

See :mod:`tapyre_paper_search.app` for the layer as a whole.  This module is the
facade :class:`PaperSearchApp`; the work is done by the objects it holds:
:class:`~tapyre_paper_search.app.components.Components` (stores, embedders, model
and search services, opened on first use),
:class:`~tapyre_paper_search.app.ingestion.Ingestion` (runs),
:class:`~tapyre_paper_search.app.searching.SearchOperations` (search, answers),
:class:`~tapyre_paper_search.app.job_queue.JobQueue` (the job queue, started on
first use) and
:class:`~tapyre_paper_search.app.collection.Collection` (papers, catalog,
deletions, failures, the check).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Unpack

from tapyre_paper_search._closing import Closing
from tapyre_paper_search.app.collection import Collection
from tapyre_paper_search.app.components import Components
from tapyre_paper_search.app.graph import GraphOperations
from tapyre_paper_search.app.ingestion import Ingestion, IngestRequest
from tapyre_paper_search.app.job_queue import JobQueue
from tapyre_paper_search.app.searching import SearchOperations
from tapyre_paper_search.errors import SearchError

if TYPE_CHECKING:
    from pathlib import Path

    from tapyre import DenseEmbedder, Host, SparseEmbedder

    from tapyre_paper_search.app.collection import ExportedPapers, FailureEntry, WordCheck
    from tapyre_paper_search.app.components import GivenParts
    from tapyre_paper_search.app.embeddings import Embeddings
    from tapyre_paper_search.app.evaluation import EvalProgress, EvalRequest, MultihopRequest
    from tapyre_paper_search.app.ingestion import CancelHook
    from tapyre_paper_search.app.jobs import IngestJobs, JobEvent, JobSnapshot
    from tapyre_paper_search.app.stats import CollectionStats
    from tapyre_paper_search.contracts import MetadataStore, VectorStore
    from tapyre_paper_search.pipeline import Progress
    from tapyre_paper_search.pipeline.summary import IngestSummary
    from tapyre_paper_search.records import CheckReport, PaperRecord
    from tapyre_paper_search.records.catalog import PaperPage, PaperQuery
    from tapyre_paper_search.search.answer import SourcesMode
    from tapyre_paper_search.search.answer_stream import Answer
    from tapyre_paper_search.search.evaluation import ModeReport, PairedReport
    from tapyre_paper_search.search.explain import Explanation
    from tapyre_paper_search.search.highlight import Highlighter
    from tapyre_paper_search.search.multihop import MultihopReport
    from tapyre_paper_search.search.options import SearchOptions
    from tapyre_paper_search.search.passages_answer import PassagesAnswer
    from tapyre_paper_search.search.results import SearchResponse
    from tapyre_paper_search.settings import PaperSearchSettings

_HOST_ATTRIBUTE = "_tapyre_paper_search_app"
"""Where :meth:`PaperSearchApp.of` keeps a host's app: on the host object itself."""


class PaperSearchApp(Closing):
    """Paper search over the collection a host's configuration names.

    Get a host's app with :meth:`of` (one per host, kept on it); construct one
    directly only with parts of your own (``vectors``, ``metadata``, ``dense``,
    ``sparse``, ``chat_model``, see
    :class:`~tapyre_paper_search.app.components.GivenParts`: given parts are used
    instead of those the host would build, and are never closed by :meth:`close`).
    Constructing opens nothing: stores, models and the job worker start on first
    use.  Every operation is safe from several threads.

    Errors derive from :class:`~tapyre_paper_search.errors.PaperSearchError`
    (and the core's :class:`tapyre.LLMError` for the language model).
    """

    def __init__(
        self,
        host: Host,
        *,
        settings: PaperSearchSettings | None = None,
        **given: Unpack[GivenParts],
    ) -> None:
        from tapyre_paper_search.settings import PaperSearchSettings

        self.host = host
        self.settings = settings or PaperSearchSettings.from_config(host.config)
        self.components = Components(host, self.settings, **given)
        self.ingestion = Ingestion(self.components)
        self.collection = Collection(self.components, self.ingestion)
        self.searching = SearchOperations(self.components, self.collection)
        """Search, answers and explanations (the search methods below delegate to it)."""
        self.graph = GraphOperations(self.components)
        """The graph index of multi-hop search: build, stats, check."""
        self.queue = JobQueue(self.ingestion, self.settings.max_queued_jobs)
        """The ingestion job queue's life: started with the first job, closed by :meth:`close`."""

    @classmethod
    def of(cls, host: Host) -> PaperSearchApp:
        """The app of ``host``: built on the first call, the same object afterwards
        (until :meth:`close`).  The CLI's commands, the REST API, the agent and MCP
        tools of one host share it, and so its stores and models."""
        state = vars(host)
        app = state.get(_HOST_ATTRIBUTE)
        if app is None:
            # setdefault is atomic: of two threads building at once, one app wins.
            # Building is cheap (nothing opens), so the loser costs nothing.
            app = state.setdefault(_HOST_ATTRIBUTE, cls(host))
        assert isinstance(app, PaperSearchApp)
        return app

    # -- the parts ----------------------------------------------------------------

    @property
    def metadata(self) -> MetadataStore:
        """The metadata store (opened on first use)."""
        return self.components.metadata

    @property
    def vectors(self) -> VectorStore:
        """The vector store (opened on first use)."""
        return self.components.vectors

    @property
    def journal_path(self) -> Path:
        """The ingestion lock's path (``+ ".lock"``) of these stores, in the data folder."""
        return self.components.journal_path

    def embedders(self) -> tuple[DenseEmbedder, SparseEmbedder | None]:
        """The configured dense and sparse embedders (built on first use)."""
        return self.components.embedders()

    # -- search and answers ---------------------------------------------------------

    def search(
        self, query: str, options: SearchOptions | None = None, *, llm: str | None = None
    ) -> SearchResponse:
        """Search the papers.  An arXiv id in ``query`` means "papers like this one".

        A lexical search made before anything loaded the dense model does not load
        it; the LLM steps of ``options`` need a language model (``llm``, or the
        host's choice), checked before any store is opened.

        :raises SearchError: an empty query, one with no searchable words.
        :raises StoreError: there is no collection yet.
        :raises tapyre.LLMNotConfiguredError: an LLM step without a model.
        """
        return self.searching.search(query, options, llm)

    def similar(self, paper_id: str, options: SearchOptions | None = None) -> SearchResponse:
        """Papers like ``paper_id`` — an arXiv reference (``2401.12345v2``,
        ``arXiv:2401.12345``, its URL), or a stored paper's id or unique id prefix;
        the paper itself is left out.

        :raises PaperNotFoundError: the collection holds no such paper.
        :raises SearchError: a prefix names several papers.
        """
        return self.searching.similar(paper_id, options)

    def ask(
        self,
        question: str,
        options: SearchOptions | None = None,
        *,
        max_passages: int = 8,
        sources: SourcesMode = "all",
        llm: str | None = None,
    ) -> Answer:
        """Search for ``question`` and answer it from the passages found, citing them.

        The search runs now; the model writes when the returned
        :class:`~tapyre_paper_search.search.answer_stream.Answer` is consumed: as
        text pieces, as typed events (:meth:`Answer.events`) or whole
        (:meth:`Answer.result`).  ``sources``: the list appended to the answer shows
        every retrieved source, the cited first (``"all"``), or only the cited.
        ``llm``: the LLM that answers (``None``: the host's choice).

        :raises tapyre.LLMNotConfiguredError: no language model (checked first).
        """
        return self.searching.ask(
            question, options, max_passages=max_passages, sources=sources, llm=llm
        )

    def passages(
        self, question: str, options: SearchOptions | None = None, *, max_passages: int = 8
    ) -> PassagesAnswer:
        """The answer without a language model: search for ``question`` and quote the
        passages that match it best, cited as a written answer would cite them, with
        one line saying how to set an LLM up (naming the installed providers)."""
        return self.searching.passages(question, options, max_passages)

    def passages_of(
        self, question: str, response: SearchResponse, max_passages: int = 8
    ) -> PassagesAnswer:
        """:meth:`passages` over a search already done (by a server holding the
        collection, say): nothing is opened."""
        return self.searching.passages_of(question, response, max_passages)

    def search_modes(self) -> tuple[str, ...]:
        """The search modes this installation offers, the default first (a face lists
        them; ``graph`` only when the graph extra and its entity extractor are here)."""
        return self.searching.modes()

    def highlighter(self, query: str) -> Highlighter:
        """What marks the words of a passage that match ``query`` (as BM25 analyses
        them, in the query's languages): for faces that show matched words."""
        from tapyre_paper_search.search.highlight import highlighter

        return highlighter(query)

    def explain(
        self, query: str, options: SearchOptions | None = None, paper_ids: Sequence[str] = ()
    ) -> Explanation:
        """Search ``query`` and give each shown passage's score per signal (dense,
        lexical) and its share of the fused score (only ``paper_ids``' when given)."""
        return self.searching.explain(query, options, paper_ids)

    def llm_available(self, llm: str | None = None) -> bool:
        """Whether answers and the LLM steps get a model: ``llm`` named (checked when
        used), a model given to this app, or one the host's configuration chooses."""
        return self.components.llm_available(llm)

    @property
    def dense_loaded(self) -> bool:
        """Whether the dense embedder is built (the first search that needs it loads
        its model: seconds a terminal may say something about)."""
        return self.components.dense_loaded

    def embed(self, texts: Sequence[str], kind: str = "query") -> Embeddings:
        """Dense vectors of ``texts`` (one row each), embedded as queries or passages.

        :raises SearchError: an unknown ``kind``.
        """
        from tapyre_paper_search.app.embeddings import embed

        return embed(self.components.embedders()[0], texts, kind)

    # -- the collection ----------------------------------------------------------------

    def paper(self, paper_id: str, *, chunks: bool = True) -> PaperRecord:
        """A stored paper, with its chunks unless ``chunks=False``.

        :raises PaperNotFoundError: no stored paper has that id.
        """
        return self.collection.paper(paper_id, chunks=chunks)

    def papers(self, query: PaperQuery | None = None) -> PaperPage:
        """One page of the stored papers, sorted and filtered (see
        :class:`~tapyre_paper_search.catalog.PaperQuery`)."""
        from tapyre_paper_search.records.catalog import PaperQuery

        return self.collection.papers(query or PaperQuery())

    def stats(self) -> CollectionStats:
        """What the collection holds: counts, sizes, embedders, the last run."""
        return self.collection.stats()

    def failures(self, limit: int = 100) -> list[FailureEntry]:
        """The files and records that could not be ingested (latest per item, oldest
        first, at most ``limit``), leaving out those stored since."""
        return self.collection.failures(limit)

    def delete(
        self, paper_ids: Sequence[str], *, confirm: Callable[[list[str]], bool] | None = None
    ) -> list[str]:
        """Delete papers from both stores (see :meth:`Collection.delete`)."""
        return self.collection.delete(paper_ids, confirm=confirm)

    def check(self, *, repair: bool = False) -> CheckReport:
        """Compare the stores paper by paper; ``repair`` makes them agree."""
        return self.collection.check(repair=repair)

    def check_words(self, *, repair: bool = False) -> WordCheck | None:
        """The term bridge's word vectors; ``repair`` encodes those missing."""
        return self.collection.check_words(repair=repair)

    def export(
        self,
        fmt: str,
        *,
        paper_ids: Sequence[str] = (),
        query: str | None = None,
        options: SearchOptions | None = None,
    ) -> ExportedPapers:
        """Stored papers as BibTeX, RIS or CSL-JSON: those ``paper_ids`` name (ids or
        unique prefixes), or those a search for ``query`` finds (best first), or every
        paper.  Papers from a library are written back as their entry.

        :raises SearchError: both ids and a query, an unknown format, an ambiguous prefix.
        :raises PaperNotFoundError: an id names no stored paper.
        """
        if paper_ids and query:
            raise SearchError(
                "give paper ids or --search, not both", hint="Export one selection at a time."
            )
        found_by = None
        if query is not None:
            search_query: str = query

            def found_by() -> list[str]:
                return [paper.paper_id for paper in self.search(search_query, options).papers]

        return self.collection.export(fmt, paper_ids=paper_ids, found_by=found_by)

    def evaluate(
        self, request: EvalRequest, progress: EvalProgress | None = None
    ) -> list[ModeReport] | list[PairedReport]:
        """Score retrieval on a query set: nDCG@10, recall@10/@100, MRR@10, latency."""
        from tapyre_paper_search.app.evaluation import evaluate_modes

        self.components.service(dense=any(mode != "lexical" for mode in request.modes))
        return evaluate_modes(request, self.search, progress)

    def evaluate_multihop(
        self, request: MultihopRequest, progress: EvalProgress | None = None
    ) -> list[MultihopReport]:
        """Score retrieval on multi-hop questions per mode and question type (R@2,
        R@5, answer recall@5, latency; with ``request.answers`` also the answers).

        :raises tapyre.LLMNotConfiguredError: ``answers`` without a language model
            (checked first).
        """
        from tapyre_paper_search.app.evaluation import evaluate_multihop_modes

        if request.answers:
            self.components.require_llm(request.llm)
        return evaluate_multihop_modes(self, request, progress)

    # -- ingestion ---------------------------------------------------------------------

    def ingest(
        self, request: IngestRequest, progress: Progress, on_cancel: CancelHook | None = None
    ) -> IngestSummary:
        """Run ``request`` here and now (see :class:`~tapyre_paper_search.app.ingestion.Ingestion`).

        :raises SourceError: a source no provider reads, checked before anything opens.
        :raises StoreError: another process holds the stores.
        """
        return self.ingestion.run(request, progress, on_cancel)

    def check_stores_free(self) -> None:
        """Raise :class:`~tapyre_paper_search.errors.StoreError` if another process
        holds the stores; afterwards this process holds the embedded vector store."""
        self.ingestion.check_stores_free()

    @property
    def jobs(self) -> IngestJobs:
        """The ingestion job queue (its worker thread starts with the first job)."""
        return self.queue.jobs

    def submit(self, request: IngestRequest) -> JobSnapshot:
        """Queue an ingestion job; jobs run one at a time, in order, on a thread of
        this process (searches go on meanwhile).

        :raises SourceError: a source no provider reads, an unknown provider
            (nothing is queued).
        :raises QueueFullError: ``[papers] max_queued_jobs`` jobs wait already.
        :raises ServerError: the app is closing.
        """
        return self.queue.submit(request)

    def job_list(self) -> list[JobSnapshot]:
        """Every remembered job, newest first."""
        return self.queue.list()

    def job(self, job_id: str) -> JobSnapshot:
        """A job as it is now.

        :raises JobNotFoundError: there is no such job.
        """
        return self.queue.get(job_id)

    def follow(self, job_id: str) -> Iterator[JobEvent]:
        """The events of a job until it ends (see :func:`~tapyre_paper_search.app.jobs.follow`).

        :raises JobNotFoundError: there is no such job (raised at once).
        """
        return self.queue.follow(job_id)

    def follow_async(self, job_id: str) -> AsyncIterator[JobEvent]:
        """The same events for an event loop: nothing waits on a thread
        (:func:`~tapyre_paper_search.app.jobs.follow_async`; a server's event streams).

        :raises JobNotFoundError: there is no such job (raised at once).
        """
        return self.queue.follow_async(job_id)

    def cancel(self, job_id: str) -> JobSnapshot:
        """Cancel a job: a queued one never runs, a running one stops as after Ctrl-C
        (what it committed stays); an ended one is left as it is.

        :raises JobNotFoundError: there is no such job.
        """
        return self.queue.cancel(job_id)

    # -- lifecycle ---------------------------------------------------------------------

    def flush(self) -> None:
        """Make the writes so far durable; everything stays open (the end of a command)."""
        self.components.flush()

    def close(self, timeout: float = 60.0) -> None:
        """Stop: cancel the jobs not ended and wait up to ``timeout`` s for a running one
        to stop at a safe point, close the stores this app opened, and forget it on its
        host.  Idempotent; the host must not be used for paper search afterwards."""
        if not self.queue.close(timeout):
            return
        self.components.close()
        state = vars(self.host)
        if state.get(_HOST_ATTRIBUTE) is self:
            del state[_HOST_ATTRIBUTE]

    def __repr__(self) -> str:
        return f"PaperSearchApp(data_dir={str(self.settings.data_dir)!r})"
