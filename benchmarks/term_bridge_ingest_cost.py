"""What encoding the term bridge's words at ingest adds to the embedding stage.

In one process, with the ``multilingual`` embedder on one thread: the first
``--abstracts`` SciFact abstracts (title and abstract, one passage each) are
embedded as the ingestion's embedding stage does (``--batch`` passages a call),
then the same batches go through the ingestion's
:class:`~tapyre_paper_search.pipeline.vocabulary.VocabularyFeed` (the words new
to the collection encoded, 256 a call).  Prints CPU seconds of each, passages per
CPU-second with and without the words, the words encoded and the load average.

    nice -n 10 python benchmarks/term_bridge_ingest_cost.py --abstracts 300
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

CORPUS = Path(__file__).resolve().parents[2] / "shared/data/scifact-dev/corpus.jsonl"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--abstracts", type=int, default=300)
    parser.add_argument("--batch", type=int, default=64)
    args = parser.parse_args()
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    from tapyre_paper_search.embedders.bm25 import Bm25Embedder
    from tapyre_paper_search.embedders.multilingual import MultilingualEmbedder
    from tapyre_paper_search.pipeline.vocabulary import VocabularyFeed
    from tapyre_paper_search.search.word_vectors import WordVectors

    with args.corpus.open() as lines:
        rows = [json.loads(next(lines)) for _ in range(args.abstracts)]
    texts = [f"{r['title']}\n\n{r['abstract']}" for r in rows]
    bm25 = Bm25Embedder()
    dense = MultilingualEmbedder(threads=1)
    dense.embed_passages(["warm up"])
    batches = [texts[i : i + args.batch] for i in range(0, len(texts), args.batch)]
    started = time.process_time()
    for batch in batches:
        dense.embed_passages(batch)
    passages_s = time.process_time() - started
    with tempfile.TemporaryDirectory() as folder:
        store = WordVectors(Path(folder) / "words.npz", dense.dimension)
        feed = VocabularyFeed(dense, bm25.term_ids, store)
        started = time.process_time()
        for batch in batches:
            chunks = [SimpleNamespace(text=t, language=bm25.passage_language(t)) for t in batch]
            feed.add([SimpleNamespace(chunks=chunks)])
        feed.finish()
        words_s = time.process_time() - started
    report = {
        "abstracts": len(texts),
        "passages_cpu_s": round(passages_s, 1),
        "words_cpu_s": round(words_s, 1),
        "words_encoded": feed.encoded,
        "passages_per_cpu_s_without": round(len(texts) / passages_s, 2),
        "passages_per_cpu_s_with": round(len(texts) / (passages_s + words_s), 2),
        "added": round(words_s / passages_s, 3),
        "load_average": [round(x, 1) for x in os.getloadavg()],
    }
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
