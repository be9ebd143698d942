"""German against English queries, and English quality, through the real pipeline.

Ingests SciFact abstracts with one dense embedder (``--dense``, e.g. ``hf`` for
all-MiniLM-L6-v2 or ``multilingual``) and BM25 into a fresh collection, then
searches in each mode (lexical, dense, hybrid; paper level, as ``tapyre papers
eval``) with:

* the 40 German claims of ``train-de`` and their English originals (same ids,
  same judgments): nDCG@10 of each and their ratio;
* the English train claims of the subset (all 809 with ``--full``).

The collection is the abstracts judged relevant to the claims evaluated plus
``--distractors`` others (fixed seed); ``--full`` takes all 5,183 abstracts.
Prints ingestion passages per second (wall and per CPU-second: chunks plus paper
vectors), query latency p50/p95 of the hybrid mode, and the load average.

    python benchmarks/multilingual_search.py --dense multilingual
    python benchmarks/multilingual_search.py --dense hf --claims 200 --distractors 400
    python benchmarks/multilingual_search.py --dense multilingual --full --json out.json
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from scifact_data import SCIFACT, abstracts, with_distractors

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # pipeline_helpers
MODES = ("lexical", "dense", "hybrid")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dense", default="multilingual", help="dense embedder component")
    parser.add_argument("--claims", type=int, default=200, help="English claims (40 German incl.)")
    parser.add_argument("--distractors", type=int, default=400)
    parser.add_argument("--full", action="store_true", help="all 5,183 abstracts, 809 claims")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()

    from tapyre_paper_search.search.evaluation import load_qrels, load_queries

    english = load_queries(SCIFACT / "train" / "queries.jsonl")
    qrels = load_qrels(SCIFACT / "train" / "qrels.tsv")
    german = load_queries(SCIFACT / "train-de" / "queries.jsonl")
    german_ids = {q.id for q in german}
    judged = [q for q in english if q.id in qrels]
    if not args.full:
        rest = [q for q in judged if q.id not in german_ids]
        judged = [q for q in judged if q.id in german_ids] + rest[: max(0, args.claims - 40)]
    corpus = abstracts()
    if not args.full:
        corpus = with_distractors(corpus, judged, qrels, args.distractors)
    with tempfile.TemporaryDirectory(prefix="tapyre-ml-") as tmp:
        result = run(Path(tmp), args.dense, corpus, judged, german=german, qrels=qrels)
    result.update(claims=len(judged), abstracts=len(corpus))
    print(json.dumps(result, indent=1))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1))
    return 0


def run(
    data: Path, dense_name: str, corpus: list, judged: list, *, german: list, qrels: dict
) -> dict:
    from pipeline_helpers import configured_pipeline
    from tapyre import Config, Host
    from tapyre_paper_search.app import PaperSearchApp
    from tapyre_paper_search.providers.metadata import MetadataFileProvider
    from tapyre_paper_search.search import SearchOptions
    from tapyre_paper_search.search.evaluation import evaluate

    dump = data / "scifact" / "corpus.jsonl"
    dump.parent.mkdir()
    dump.write_text("".join(json.dumps(d) + "\n" for d in corpus), encoding="utf-8")
    config = Config({"papers": {"data_dir": str(data), "dense_embedder": dense_name}}, env={})
    with configured_pipeline(config) as pipeline:
        dense = pipeline.dense
        print(f"ingesting {len(corpus)} abstracts with {dense.name}", file=sys.stderr, flush=True)
        load = os.getloadavg()[0]
        wall, cpu = time.perf_counter(), time.process_time()
        pipeline.run([(MetadataFileProvider.from_settings({}), str(dump))])
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        chunks = pipeline.vectors.count("chunk")
    passages = chunks + len(corpus)  # chunk vectors and one paper vector each
    figures: dict = {
        "dense": dense.name,
        "ingest": {
            "chunks": chunks,
            "passages": passages,
            "passages_per_s": round(passages / wall, 2),
            "passages_per_cpu_s": round(passages / cpu, 2),
            "load_average": round(load, 1),
        },
    }
    pairs = {q.id: q for q in judged}
    english40 = [pairs[q.id] for q in german if q.id in pairs]
    with PaperSearchApp(Host(config)) as service:
        for mode in MODES:
            options = SearchOptions(k=100, mode=mode, level="paper", passages_per_paper=1)  # type: ignore[arg-type]

            def retrieve(text: str, o: SearchOptions = options) -> list[str]:
                return [p.paper_id for p in service.search(text, o).papers]

            retrieve(judged[0].text)  # load the models
            de = evaluate(mode, retrieve, german, qrels)
            en = evaluate(mode, retrieve, english40, qrels)
            everything = evaluate(mode, retrieve, judged, qrels)
            figures[mode] = {
                "german40_ndcg10": round(de.ndcg_at_10, 4),
                "english40_ndcg10": round(en.ndcg_at_10, 4),
                "ratio": round(de.ndcg_at_10 / en.ndcg_at_10, 3) if en.ndcg_at_10 else None,
                "english_all_ndcg10": round(everything.ndcg_at_10, 4),
                "english_all_recall100": round(everything.recall_at_100, 4),
                "latency_p50_ms": round(everything.latency_p50_ms, 1),
                "latency_p95_ms": round(everything.latency_p95_ms, 1),
                "german_latency_p50_ms": round(de.latency_p50_ms, 1),
                "german_latency_p95_ms": round(de.latency_p95_ms, 1),
            }
            print(mode, figures[mode], file=sys.stderr, flush=True)
    figures["load_average_end"] = round(os.getloadavg()[0], 1)
    return figures


if __name__ == "__main__":
    raise SystemExit(main())
