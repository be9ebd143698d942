"""How the graph index grows: build time, peak memory and query latency at 10x and 100x
a real collection, by replicating it with renamed entities.

The base is a collection ingested with the graph (the 6,119 passages of
2WikiMultihopQA, see ``graph_eval.py``).  Copy *c* of it has every paper under a
new id and every entity renamed (its key and name get a suffix of that copy), but
for the 2% of entities most papers mention (countries, nationalities, languages),
which stay shared the way they are in a real collection that grows.  Sentence and
entity vectors are the base's; chunk texts are copied.  The extraction and the
embedding of each passage (the part of a build that reads text) cost the same per
passage at any size, so they are measured on the base (``graph_eval.py`` and
``papers graph build``) and not repeated; what this script measures is everything
whose cost could grow with the collection:

* ``write``: the graph's SQL writes through :class:`GraphStore` (64 papers per
  transaction, entity-key lookups against everything stored), per 1,000 passages;
* ``read``: SQL into arrays, ``snapshot``: saving them, ``load``: loading the
  snapshot, ``index``: the sparse matrices and the walk graph, each with the peak
  resident memory of the process doing it (one child process per step);
* ``query``: graph ranking (linking by name, bridging, Personalized PageRank) of the
  dev questions over the whole graph, with the dense and lexical candidates of the
  base collection, p50 / p95 in milliseconds.

::

    python benchmarks/graph_scale.py --base /tmp/2wiki --copies 10 --out /tmp/2wiki-x10
    python benchmarks/graph_scale.py --base /tmp/2wiki --copies 100 --out /tmp/2wiki-x100

Everything is in SQLite under ``--out``; the load average is printed with the
figures.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))
SHARED_FRACTION = 0.02


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def sql_store(folder: Path) -> Any:
    from tapyre_paper_search.store.sql import SqlMetadataStore

    return SqlMetadataStore(f"sqlite:///{folder / 'papers.sqlite3'}")


def replicate(base: Path, out: Path, copies: int) -> dict[str, Any]:
    """Write ``copies`` renamed copies of the base graph (and its papers) under ``out``."""
    import numpy as np
    from tapyre_paper_search.graph.index import GraphIndex
    from tapyre_paper_search.graph.loading import read_parts
    from tapyre_paper_search.graph.store import GraphStore, NewEntity, PassageRows

    source = sql_store(base)
    graph = GraphStore(source.engine)
    state = graph.state()
    assert state is not None, f"{base} has no graph: build it first"
    parts = read_parts(graph, state.dimension)
    index = GraphIndex(parts)
    shared = set(np.argsort(-index.df)[: int(SHARED_FRACTION * index.entities)].tolist())
    records = source.get_papers(parts.paper_ids, with_chunks=True)
    target = sql_store(out)
    store = GraphStore(target.engine)
    store.claim(state.extractor, state.embedder, state.dimension)
    passages_of: dict[str, list[int]] = {}
    for row, paper in enumerate(parts.passage_paper.tolist()):
        passages_of.setdefault(parts.paper_ids[paper], []).append(row)
    by_passage: dict[int, list[int]] = {}
    for row, passage in enumerate(parts.sentence_passage.tolist()):
        by_passage.setdefault(passage, []).append(row)
    mention_rows: dict[int, list[int]] = {}
    for row, sentence in enumerate(parts.mention_sentence.tolist()):
        mention_rows.setdefault(sentence, []).append(row)
    started = time.perf_counter()
    passages_written = 0
    for copy in range(copies):
        suffix = "" if copy == 0 else f" x{copy:03d}"

        def key(entity: int, suffix: str = suffix) -> str:
            base_key = parts.entity_keys[entity]
            return base_key if entity in shared else f"{base_key}{suffix}"

        papers = list(dict.fromkeys(parts.paper_ids))
        for start in range(0, len(papers), 64):
            batch = papers[start : start + 64]
            renamed = [_renamed(records[p], copy) for p in batch]
            target.save_papers(renamed, chunker_version="copy")
            rows: list[PassageRows] = []
            keys: dict[str, int] = {}
            for passage in (row for p in batch for row in passages_of[p]):
                sentences = by_passage.get(passage, [])
                mentions = []
                for s in sentences:
                    counts = {}
                    for m in mention_rows.get(s, []):
                        entity = int(parts.mention_entity[m])
                        counts[key(entity)] = int(parts.mention_count[m])
                        keys[key(entity)] = entity
                    mentions.append(counts)
                paper_id, chunk = index.passage_key(passage)
                rows.append(
                    PassageRows(
                        f"{paper_id}~{copy}" if copy else paper_id,
                        chunk,
                        [tuple(parts.sentence_spans[s]) for s in sentences],
                        parts.sentence_codes[sentences],
                        parts.sentence_scales[sentences],
                        mentions,
                    )
                )
            known = store.known_entities(keys)
            new = [
                NewEntity(
                    k,
                    parts.entity_names[e] + (suffix if e not in shared else ""),
                    "COPY",
                    parts.entity_codes[e],
                    float(parts.entity_scales[e]),
                )
                for k, e in keys.items()
                if k not in known
            ]
            store.write(rows, new)
            passages_written += len(rows)
        print(f"copy {copy + 1}/{copies}: {passages_written} passages", file=sys.stderr)
    spent = time.perf_counter() - started
    counts = store.counts()
    return {
        "copies": copies,
        "passages": counts.passages,
        "sentences": counts.sentences,
        "entities": counts.entities,
        "mentions": counts.mentions,
        "write_s": round(spent, 1),
        "write_s_per_1000_passages": round(1000 * spent / max(1, passages_written), 3),
        "write_peak_mb": round(peak_mb()),
        "sqlite_mb": round((out / "papers.sqlite3").stat().st_size / 2**20),
    }


def _renamed(record: Any, copy: int) -> Any:
    from dataclasses import replace

    if copy == 0:
        return record
    paper_id = f"{record.metadata.paper_id}~{copy}"
    return replace(
        record,
        metadata=replace(
            record.metadata, paper_id=paper_id, title=f"{record.metadata.title} x{copy:03d}"
        ),
        chunks=[replace(c, paper_id=paper_id) for c in record.chunks],
    )


def measure(step: str, out: Path, base: Path) -> dict[str, Any]:
    """One step in this process (run as a child, so its peak memory is its own)."""
    from tapyre_paper_search.graph.index import GraphIndex
    from tapyre_paper_search.graph.loading import load_snapshot, read_parts, save_snapshot
    from tapyre_paper_search.graph.store import GraphStore

    store = GraphStore(sql_store(out).engine)
    state = store.state()
    assert state is not None
    snapshot = out / "graph" / "index-bench"
    started = time.perf_counter()
    if step == "read":
        parts = read_parts(store, state.dimension)
        result = {"read_s": time.perf_counter() - started}
        started = time.perf_counter()
        save_snapshot(snapshot, parts)
        result["snapshot_s"] = time.perf_counter() - started
        result["read_peak_mb"] = peak_mb()
        return result
    parts = load_snapshot(snapshot)
    assert parts is not None, "run the read step first"
    loaded = time.perf_counter() - started
    started = time.perf_counter()
    index = GraphIndex(parts)
    walk = index.walk(1.0)
    built = time.perf_counter() - started
    result = {"load_s": loaded, "index_s": built, "walk_edges": int(walk.matrix.nnz)}
    if step == "query":
        result.update(_queries(index, base))
    result["index_peak_mb"] = peak_mb()
    return result


def _queries(index: Any, base: Path) -> dict[str, Any]:
    """Graph ranking of the dev questions with the base collection's candidates."""
    import pickle

    import numpy as np
    from tapyre_paper_search.graph.linking import link
    from tapyre_paper_search.graph.params import RankingParams
    from tapyre_paper_search.graph.ranking import rank
    from tapyre_paper_search.graph.vectors import unit

    cached = base / "graph-bench-questions.pkl"
    questions = pickle.loads(cached.read_bytes())
    params = RankingParams()
    times = []
    for q in questions:
        started = time.perf_counter()
        vectors = q["mention_vectors"]
        seeds = link(
            index,
            q["question"],
            q["mentions"],
            lambda texts, v=vectors: np.stack([v[t] for t in texts]),
            threshold=0.8,
        )
        dense = _rows(index, q["dense"])
        lexical = _rows(index, q["lexical"])
        rank(index, unit(q["vector"])[0], seeds, dense, lexical, params=params, limit=1000)
        times.append(time.perf_counter() - started)
    ordered = np.sort(np.array(times)) * 1000
    return {
        "queries": len(times),
        "rank_p50_ms": round(float(np.percentile(ordered, 50)), 1),
        "rank_p95_ms": round(float(np.percentile(ordered, 95)), 1),
    }


def _rows(index: Any, hits: list[tuple[str, int, float]]) -> dict[int, float]:
    rows = index.passage_rows([(p, c) for p, c, _ in hits])
    return {r: s for r, (_, _, s) in zip(rows, hits, strict=True) if r is not None}


def cache_questions(base: Path, questions: Path) -> None:
    """Embed the dev questions, find their mentions and candidates once, on the base."""
    import pickle

    os.environ["TAPYRE_PAPERS__DATA_DIR"] = str(base)
    from tapyre import Config, Host
    from tapyre_paper_search import PaperSearchApp
    from tapyre_paper_search.search.multihop import load_multihop

    items = []
    with PaperSearchApp.of(Host(Config.load(env=dict(os.environ)))) as app:
        service = app.components.service()
        retriever = service.graph.retriever()
        names = retriever.extractor
        for q in load_multihop(questions):
            vector = service.dense.embed_queries([q.question])[0]  # type: ignore[union-attr]
            lexical = service.sparse.embed_queries([q.question])[0] if service.sparse else None  # type: ignore[union-attr]
            dense_hits, lexical_hits = retriever._candidates(vector, lexical, None)
            mentions = names.extract_query(q.question)
            items.append(
                {
                    "question": q.question,
                    "vector": vector,
                    "mentions": mentions,
                    "mention_vectors": {
                        m.text: service.dense.embed_passages([m.text])[0]  # type: ignore[union-attr]
                        for m in mentions
                    },
                    "dense": [(h.paper_id, h.chunk_index or 0, h.score) for h in dense_hits],
                    "lexical": [(h.paper_id, h.chunk_index or 0, h.score) for h in lexical_hits],
                }
            )
    (base / "graph-bench-questions.pkl").write_bytes(pickle.dumps(items))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", type=Path, required=True, help="a collection with its graph")
    parser.add_argument("--out", type=Path, help="where the copies go (SQLite)")
    parser.add_argument("--copies", type=int, default=10)
    parser.add_argument(
        "--questions",
        type=Path,
        default=ROOT.parent / "shared/data/multihop-2wiki/questions-dev.jsonl",
    )
    parser.add_argument(
        "--step", choices=["write", "read", "index", "query", "cache"], default=None
    )
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    if args.step == "cache":
        cache_questions(args.base, args.questions)
        return 0
    if args.step is not None:
        assert args.out is not None
        if args.step == "write":
            print(json.dumps(replicate(args.base, args.out, args.copies)))
        else:
            print(json.dumps(measure(args.step, args.out, args.base)))
        return 0
    assert args.out is not None
    if not (args.base / "graph-bench-questions.pkl").exists():
        subprocess.run(
            [sys.executable, __file__, "--base", str(args.base), "--step", "cache"], check=True
        )
    load = os.getloadavg()[0]
    results: dict[str, Any] = {}
    for step in ("write", "read", "query"):
        command = [sys.executable, __file__, "--base", str(args.base), "--out", str(args.out)]
        command += ["--copies", str(args.copies), "--step", step]
        done = subprocess.run(command, check=True, capture_output=True, text=True)
        results.update(json.loads(done.stdout.strip().splitlines()[-1]))
    results = {k: round(v, 2) if isinstance(v, float) else v for k, v in results.items()}
    results["load_average"] = [round(load, 1), round(os.getloadavg()[0], 1)]
    print(json.dumps(results, indent=2))
    if args.json is not None:
        args.json.write_text(json.dumps(results, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
