"""Evaluation: run a query set through the search and score it against
relevance judgments (nDCG@10, recall@10/@100, MRR@10, latency p50/p95).

Translated query sets: :func:`pair_queries` matches a query set with the same
queries in another language (same ids, e.g. SciFact's German claims and their
English originals), :func:`compare` scores both on the same judgments and
:class:`PairedReport` holds, per mode, the nDCG@10 of each language and their
ratio (``tapyre papers eval --compare-queries``).

Reads BEIR-style files: queries as JSON lines (``{"id": …, "text": …}``, BEIR's
``_id`` also accepted) and qrels as TSV (``query-id corpus-id score`` with or
without a header line, or the 4-column TREC form ``qid 0 docid grade``).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.search.metrics import mrr_at_k, ndcg_at_k, percentile, recall_at_k
from tapyre_paper_search.search.text_table import Column, text_table

Qrels = dict[str, dict[str, int]]


@dataclass(frozen=True)
class EvalQuery:
    id: str
    text: str


@dataclass(frozen=True)
class ModeReport:
    """Scores of one retrieval mode, averaged over the judged queries."""

    mode: str
    queries: int
    ndcg_at_10: float
    recall_at_10: float
    recall_at_100: float
    mrr_at_10: float
    latency_p50_ms: float
    latency_p95_ms: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "queries": self.queries,
            "ndcg@10": round(self.ndcg_at_10, 4),
            "recall@10": round(self.recall_at_10, 4),
            "recall@100": round(self.recall_at_100, 4),
            "mrr@10": round(self.mrr_at_10, 4),
            "latency_p50_ms": round(self.latency_p50_ms, 2),
            "latency_p95_ms": round(self.latency_p95_ms, 2),
        }


def load_queries(path: Path) -> list[EvalQuery]:
    """Queries from a JSON-lines file; a bad line is an error naming the line."""
    queries: list[EvalQuery] = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise SearchError(f"cannot read queries {path}: {exc.strerror or exc}") from None
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            qid = record.get("id", record.get("_id"))
            text = record["text"]
        except (ValueError, KeyError, AttributeError):
            raise SearchError(
                f"{path}:{number}: expected a JSON object with 'id' and 'text'"
            ) from None
        if qid is None or not str(text).strip():
            raise SearchError(f"{path}:{number}: query needs an 'id' and a non-empty 'text'")
        queries.append(EvalQuery(str(qid), str(text)))
    return queries


def load_qrels(path: Path) -> Qrels:
    """Relevance judgments from a TSV (or whitespace-separated) file."""
    qrels: Qrels = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise SearchError(f"cannot read qrels {path}: {exc.strerror or exc}") from None
    for number, line in enumerate(lines, start=1):
        fields = line.split()
        if not fields:
            continue
        if len(fields) == 4:  # TREC: qid iteration docid grade
            fields = [fields[0], fields[2], fields[3]]
        if len(fields) != 3:
            raise SearchError(f"{path}:{number}: expected 'query-id corpus-id score'")
        qid, doc, grade = fields
        try:
            value = int(float(grade))
        except ValueError:
            if number == 1:
                continue  # header line
            raise SearchError(f"{path}:{number}: score {grade!r} is not a number") from None
        qrels.setdefault(qid, {})[doc] = value
    return qrels


def doc_key_mapper(qrels: Qrels) -> Callable[[str], str]:
    """Map stored paper ids onto the ids the judgments use.

    Records of a dump are stored as ``"<source>:<id>"`` (``scifact:4983``)
    while BEIR qrels say ``4983``; an id unknown to the qrels is tried without
    its source prefix.
    """
    known = {doc for judged in qrels.values() for doc in judged}

    def key(paper_id: str) -> str:
        if paper_id in known or ":" not in paper_id:
            return paper_id
        return paper_id.split(":", 1)[1]

    return key


def evaluate(
    mode: str,
    retrieve: Callable[[str], Sequence[str]],
    queries: Iterable[EvalQuery],
    qrels: Qrels,
    *,
    key: Callable[[str], str] | None = None,
    progress: Callable[[int], None] | None = None,
) -> ModeReport:
    """Score ``retrieve`` (query text → ranked paper ids, at least 100 wanted).

    Queries without judgments are skipped, as BEIR does.  Latency is the
    wall time of each ``retrieve`` call.
    """
    key = key or doc_key_mapper(qrels)
    ndcg, r10, r100, mrr, latencies = [], [], [], [], []
    for query in queries:
        judged = qrels.get(query.id)
        if not judged:
            continue
        started = time.perf_counter()
        ids = retrieve(query.text)
        latencies.append((time.perf_counter() - started) * 1000.0)
        ranking = list(dict.fromkeys(key(i) for i in ids))
        ndcg.append(ndcg_at_k(ranking, judged, 10))
        r10.append(recall_at_k(ranking, judged, 10))
        r100.append(recall_at_k(ranking, judged, 100))
        mrr.append(mrr_at_k(ranking, judged, 10))
        if progress:
            progress(1)
    if not ndcg:
        raise SearchError("no query has relevance judgments: check that the ids match")

    def mean(values: list[float]) -> float:
        return sum(values) / len(values)

    return ModeReport(
        mode=mode,
        queries=len(ndcg),
        ndcg_at_10=mean(ndcg),
        recall_at_10=mean(r10),
        recall_at_100=mean(r100),
        mrr_at_10=mean(mrr),
        latency_p50_ms=percentile(latencies, 50),
        latency_p95_ms=percentile(latencies, 95),
    )


def format_reports(reports: Sequence[ModeReport]) -> str:
    """A plain-text table of the reports side by side."""
    columns = (
        Column("mode", 10, left=True),
        Column("queries", 7),
        Column("nDCG@10", 8, ".4f"),
        *(Column(title, 7, ".4f") for title in ("R@10", "R@100", "MRR@10")),
        *(Column(title, 8, ".1f") for title in ("p50 ms", "p95 ms")),
    )
    rows = [
        (
            r.mode,
            r.queries,
            r.ndcg_at_10,
            r.recall_at_10,
            r.recall_at_100,
            r.mrr_at_10,
            r.latency_p50_ms,
            r.latency_p95_ms,
        )
        for r in reports
    ]
    return text_table(columns, rows)


# ---------------------------------------------------------------------------
# The same queries in two languages
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PairedReport:
    """One mode scored on the same queries in two languages (same ids, same judgments)."""

    mode: str
    first: ModeReport
    second: ModeReport
    first_language: str
    second_language: str

    @property
    def ratio(self) -> float:
        """nDCG@10 of the first language over the second's (1.0: no loss)."""
        return self.first.ndcg_at_10 / self.second.ndcg_at_10 if self.second.ndcg_at_10 else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "queries": self.first.queries,
            "languages": [self.first_language, self.second_language],
            f"ndcg@10_{self.first_language}": round(self.first.ndcg_at_10, 4),
            f"ndcg@10_{self.second_language}": round(self.second.ndcg_at_10, 4),
            "ratio": round(self.ratio, 4),
            self.first_language: self.first.to_dict(),
            self.second_language: self.second.to_dict(),
        }


def pair_queries(
    queries: Sequence[EvalQuery], others: Sequence[EvalQuery]
) -> tuple[list[EvalQuery], list[EvalQuery]]:
    """The queries of both sets whose id is in both, in the first set's order.

    :raises SearchError: no id is shared (the sets are not translations of each other).
    """
    by_id = {q.id: q for q in others}
    first = [q for q in queries if q.id in by_id]
    if not first:
        raise SearchError(
            "the two query sets share no id: --compare-queries takes the same queries "
            "in another language, under the same ids"
        )
    return first, [by_id[q.id] for q in first]


def queries_language(queries: Sequence[EvalQuery]) -> str:
    """The language most of ``queries`` are in (a code of
    :data:`tapyre_paper_search.language.LANGUAGES`)."""
    from collections import Counter

    from tapyre_paper_search import language

    counts = Counter(language.detect(q.text) for q in queries)
    return counts.most_common(1)[0][0] if counts else language.DEFAULT_LANGUAGE


def compare(
    mode: str,
    retrieve: Callable[[str], Sequence[str]],
    queries: Sequence[EvalQuery],
    others: Sequence[EvalQuery],
    qrels: Qrels,
    *,
    progress: Callable[[int], None] | None = None,
) -> PairedReport:
    """Score ``queries`` and their translations ``others`` (see :func:`pair_queries`)
    with the same retrieval and judgments."""
    first, second = pair_queries(queries, others)
    judged = [i for i, q in enumerate(first) if qrels.get(q.id)]
    first, second = [first[i] for i in judged], [second[i] for i in judged]
    return PairedReport(
        mode,
        evaluate(mode, retrieve, first, qrels, progress=progress),
        evaluate(mode, retrieve, second, qrels, progress=progress),
        queries_language(first),
        queries_language(second),
    )


def format_paired(reports: Sequence[PairedReport]) -> str:
    """A plain-text table: per mode, nDCG@10 in each language and their ratio."""
    if not reports:
        return ""
    a, b = reports[0].first_language, reports[0].second_language
    columns = (
        Column("mode", 10, left=True),
        Column("queries", 7),
        Column(f"nDCG@10 {a}", 11, ".4f"),
        Column(f"nDCG@10 {b}", 11, ".4f"),
        Column(f"{a}/{b}", 7, ".3f"),
        Column(f"R@100 {a}", 9, ".4f"),
        Column(f"R@100 {b}", 9, ".4f"),
    )
    rows = [
        (
            r.mode,
            r.first.queries,
            r.first.ndcg_at_10,
            r.second.ndcg_at_10,
            r.ratio,
            r.first.recall_at_100,
            r.second.recall_at_100,
        )
        for r in reports
    ]
    return text_table(columns, rows)
