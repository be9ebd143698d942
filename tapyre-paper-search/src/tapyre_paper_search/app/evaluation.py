"""Retrieval evaluation as an operation: a query set with judgments, scored per mode.

:class:`EvalRequest` names the queries, the judgments and the search settings;
:func:`evaluate_modes` runs every query through a search function once per mode
(after one untimed warm-up query, which loads the models) and returns one
:class:`~tapyre_paper_search.search.evaluation.ModeReport` per mode — or, with
the same queries in another language (``compare_queries``), one
:class:`~tapyre_paper_search.search.evaluation.PairedReport` per mode.  Progress
is reported through :class:`EvalProgress`, so a terminal can draw a bar per mode.

:class:`MultihopRequest` and :func:`evaluate_multihop_modes` do the same for
multi-hop questions (R@2, R@5, answer recall@5, latency per question type; with
a language model, Contain-Acc and LLM-judged accuracy of generated answers).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, cast

from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.search.options import (
    DEFAULTS,
    MODES,
    FusionKind,
    Level,
    Mode,
    SearchOptions,
)

if TYPE_CHECKING:
    from tapyre_paper_search.app.application import PaperSearchApp
    from tapyre_paper_search.search.evaluation import EvalQuery, ModeReport, PairedReport
    from tapyre_paper_search.search.multihop import MultihopQuestion, MultihopReport
    from tapyre_paper_search.search.results import SearchResponse


@dataclass(frozen=True)
class EvalRequest:
    """What to evaluate: ``queries`` (in order), their judgments ``qrels``
    (query id → paper id → grade), the ``modes`` compared (in order), the search
    settings every mode shares (``candidates``: hits per prefetch, 0 from k), and
    ``compare_queries``: the same queries in another language, under the same ids
    (only the queries in both sets are scored, in both languages).

    :raises SearchError: no queries, a mode that is not a search mode, or
        ``compare_queries`` sharing no id with ``queries``.
    """

    queries: tuple[EvalQuery, ...]
    qrels: Mapping[str, Mapping[str, int]]
    modes: tuple[Mode, ...] = ("lexical", "dense", "hybrid")
    level: Level = "paper"
    fusion: FusionKind = DEFAULTS.fusion
    rrf_k: int = DEFAULTS.rrf_k
    candidates: int = 0
    compare_queries: tuple[EvalQuery, ...] = ()
    k: int = field(default=100, init=False)
    """Papers retrieved per query: enough for recall@100."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "queries", tuple(self.queries))
        object.__setattr__(self, "modes", tuple(self.modes))
        object.__setattr__(self, "compare_queries", tuple(self.compare_queries))
        if not self.queries:
            raise SearchError("the query set holds no queries")
        if self.compare_queries:
            from tapyre_paper_search.search.evaluation import pair_queries

            paired, _ = pair_queries(self.queries, self.compare_queries)
            object.__setattr__(self, "queries", tuple(paired))
        unknown = [m for m in self.modes if m not in MODES]
        if unknown or not self.modes:
            raise SearchError(f"modes must be some of {', '.join(MODES)}, got {self.modes!r}")

    def options(self, mode: Mode) -> SearchOptions:
        """The search options of one mode."""
        return SearchOptions(
            k=self.k,
            mode=mode,
            level=self.level,
            fusion=self.fusion,
            rrf_k=self.rrf_k,
            passages_per_paper=1,
            candidates=self.candidates,
        )


class EvalProgress(Protocol):
    """Told how an evaluation goes: a mode starts (with its query count), queries are
    scored, the mode ends."""

    def mode_started(self, mode: str, queries: int) -> None: ...

    def advanced(self, count: int) -> None: ...

    def mode_ended(self, report: ModeReport | PairedReport | MultihopReport) -> None: ...


def evaluate_modes(
    request: EvalRequest,
    search: Callable[[str, SearchOptions], SearchResponse],
    progress: EvalProgress | None = None,
) -> list[ModeReport] | list[PairedReport]:
    """One report per mode of ``request``, searching with ``search``: a
    :class:`ModeReport`, or a :class:`PairedReport` with ``compare_queries``."""
    from tapyre_paper_search.search.evaluation import compare, evaluate

    qrels = {query: dict(judged) for query, judged in request.qrels.items()}
    paired = bool(request.compare_queries)
    reports: list[Any] = []
    for mode in request.modes:
        options = request.options(mode)

        def retrieve(text: str, options: SearchOptions = options) -> list[str]:
            return [paper.paper_id for paper in search(text, options).papers]

        retrieve(request.queries[0].text)  # warm up: the first call loads models
        total = len(request.queries) * (2 if paired else 1)
        if progress is not None:
            progress.mode_started(mode, total)
        advanced = progress.advanced if progress is not None else None
        report: ModeReport | PairedReport
        if paired:
            report = compare(
                mode, retrieve, request.queries, request.compare_queries, qrels, progress=advanced
            )
        else:
            report = evaluate(mode, retrieve, request.queries, qrels, progress=advanced)
        if progress is not None:
            progress.mode_ended(report)
        reports.append(report)
    return reports


@dataclass(frozen=True)
class MultihopRequest:
    """A multi-hop evaluation: ``questions`` (the ``multihop-2wiki`` format, see
    :func:`~tapyre_paper_search.search.multihop.load_multihop`), the ``modes``
    compared, and ``answers``: also generate an answer per question with the
    language model ``llm`` (``None``: the app's) from the ``answer_passages`` best
    passages (5, as the HippoRAG and LinearRAG papers' readers) and score it
    (Contain-Acc and LLM-judged accuracy).  Each search returns the 10 best papers,
    one passage each.

    :raises SearchError: no questions, or a mode that is not a search mode.
    """

    questions: tuple[MultihopQuestion, ...]
    modes: tuple[Mode, ...] = ("lexical", "dense", "hybrid", "graph")
    answers: bool = False
    llm: str | None = None
    answer_passages: int = 5

    def __post_init__(self) -> None:
        object.__setattr__(self, "questions", tuple(self.questions))
        if self.answer_passages < 1:
            raise SearchError(f"answer_passages must be at least 1, got {self.answer_passages}")
        object.__setattr__(self, "modes", tuple(self.modes))
        if not self.questions:
            raise SearchError("the question set holds no questions")
        unknown = [m for m in self.modes if m not in MODES]
        if unknown or not self.modes:
            raise SearchError(f"modes must be some of {', '.join(MODES)}, got {self.modes!r}")

    def options(self, mode: Mode) -> SearchOptions:
        """The search of one mode: the 10 best papers, one passage each."""
        return SearchOptions(k=10, mode=mode, passages_per_paper=1)


def evaluate_multihop_modes(
    app: PaperSearchApp, request: MultihopRequest, progress: EvalProgress | None = None
) -> list[MultihopReport]:
    """One :class:`~tapyre_paper_search.search.multihop.MultihopReport` per mode of
    ``request``, over ``app``'s collection (and its language model with ``answers``)."""
    from tapyre_paper_search.search.llm_io import complete
    from tapyre_paper_search.search.multihop import run_modes

    metadata = app.metadata

    def search(text: str, mode: str) -> SearchResponse:
        return app.search(text, request.options(cast("Mode", mode)))

    def chunk_texts(keys: list[tuple[str, int]]) -> dict[tuple[str, int], str]:
        return {key: chunk.text for key, chunk in metadata.get_chunks(keys).items()}

    # One service answers and judges, so that one model (built once) does both.
    answering = app.components.service(llm=request.llm) if request.answers else None

    def answer(question: str, mode: str) -> str:
        assert answering is not None
        options = request.options(cast("Mode", mode))
        # Only the model's words are scored: the sources list appended to them names
        # the cited passages' titles, which often are the answer itself.
        streamed = answering.ask(
            question, options, max_passages=request.answer_passages, sources="cited"
        )
        streamed.read()
        return streamed.body

    def judge(prompt: str) -> str:
        assert answering is not None
        return complete(answering.chat_model(), "You grade answers.", prompt)

    def started(mode: str, total: int) -> Callable[[int], None]:
        assert progress is not None
        progress.mode_started(mode, total)
        return progress.advanced

    reports: list[MultihopReport] = []
    for mode in request.modes:
        [report] = run_modes(
            [mode],
            search,
            chunk_texts,
            request.questions,
            answer=answer if request.answers else None,
            judge=judge if request.answers else None,
            progress=started if progress is not None else None,
        )
        if progress is not None:
            progress.mode_ended(report)
        reports.append(report)
    return reports
