"""The sizing table of docs/scaling.md, computed from measured per-unit costs.

Every input is a flag whose default is the figure measured for the guide (the
command that measured it is in the flag's help and in docs/scaling.md); pass
your own machine's figures to size for it.  Prints, for each collection size
(``--papers``): chunk and point counts, Qdrant disk and resident memory (int8
quantization, float32 originals on disk), SQL size, ingestion hours on one
16-core + GPU node and on ``--nodes`` such nodes with Ray (with the upsert rate the Qdrant
server must then absorb), the HNSW build time and the expected query latency.

``--arxiv-sample`` measures the arXiv pages-per-paper assumption from the
``comments`` field ("12 pages, 3 figures") of an arXiv metadata snapshot.

    python benchmarks/sizing.py
    python benchmarks/sizing.py --papers 100000 1000000 2500000 --nodes 1 4 8
    python benchmarks/sizing.py --arxiv-sample ../shared/data/arxiv-metadata-sample.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import re
import statistics
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

_PAGES = re.compile(r"(\d+)\s*pages", re.IGNORECASE)


def _measured(default: float, help: str) -> Any:
    """A :class:`Costs` field: its flag's default and help (where the figure comes from)."""
    return field(default=default, metadata={"help": help})


@dataclass(frozen=True)
class Costs:
    """Measured per-unit costs; each field is a flag of the same name whose default is
    the measured figure and whose help says where it comes from."""

    pages_per_paper: float = _measured(
        16.7, "arXiv mean pages/paper (--arxiv-sample on the shared metadata sample)"
    )
    chunks_per_page: float = _measured(
        2.67, "pipeline.py --copies 3 --workers 0 (256-token chunks, 32 overlap)"
    )
    extract_pages_per_core_s: float = _measured(
        82.0, "pages per CPU-second of the CPU pipeline: pipeline.py --workers 0"
    )
    extract_only_pages_per_core_s: float = _measured(
        153.0, "pages per CPU-second of PDF extraction alone: pdf_extraction.py --rounds 2"
    )
    cores: int = _measured(14, "extraction workers on a 16-core node")
    embed_chunks_per_gpu_s: float = _measured(
        8516.0, "SPECTER2-sized BERT, bf16, 256 tokens, H100 (issue 10's recorded ceiling)"
    )
    disk_bytes_per_point: float = _measured(
        5745.0,
        "scale_sim.py target run (9,589) less the paper-vector slot every chunk point paid "
        "before paper points had a collection of their own (3,072 float32 + 772 int8)",
    )
    anon_bytes_per_point: float = _measured(
        1808.0, "scale_sim.py target run (2,580) less the paper vector's int8 slot (772)"
    )
    prepare_ms_per_chunk: float = _measured(
        2.1,
        "CPU ms per passage of chunking + BM25 (Ray CPU tasks): scale_sim.py --pipeline",
    )
    driver_ms_per_chunk: float = _measured(
        0.40,
        "CPU ms per passage of the single writer (SQL rows + vector upserts, the driver "
        "under Ray): scale_sim.py --pipeline (SQLite + Qdrant Edge; a server not measured)",
    )
    measured_points: float = _measured(
        157_500.0, "points of the scale_sim.py run the build time and latencies come from"
    )
    optimize_s: float = _measured(379.1, "scale_sim.py: optimize() seconds")
    index_speedup: float = _measured(
        8.0, "assumed: a 16-core node's HNSW build vs the loaded 2-core machine measured"
    )
    sql_bytes_per_chunk: float = _measured(
        2017.0, "pipeline.py: SQLite bytes per chunk, paper rows included"
    )
    sql_bytes_per_paper: float = _measured(
        0.0, "extra SQL bytes per paper (0: included in the per-chunk figure)"
    )
    dense_ms: float = _measured(1.32, "scale_sim.py: dense p50")
    hybrid_ms: float = _measured(3.54, "scale_sim.py: hybrid p50")
    hybrid_exponent: float = _measured(
        0.65, "hybrid p50 ~ N^x, fitted: 1.25 ms at 31,500 points, 3.54 at 157,500"
    )
    filtered_ms: float = _measured(43.15, "scale_sim.py: filtered hybrid p50")
    filtered_exponent: float = _measured(
        0.87, "filtered hybrid p50 ~ N^x, fitted: 10.7 ms at 31,500 points, 43.15 at 157,500"
    )


def arxiv_pages(path: Path) -> tuple[int, int, float, float]:
    """(records, records with a page count, mean, median pages) of an arXiv metadata file."""
    records = 0
    pages: list[int] = []
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if not line.strip():
                continue
            records += 1
            match = _PAGES.search(json.loads(line).get("comments") or "")
            if match and 0 < int(match.group(1)) < 1000:  # a few comments say "1000s of pages"
                pages.append(int(match.group(1)))
    if not pages:
        raise SystemExit(f"{path}: no record says how many pages it has")
    return records, len(pages), statistics.mean(pages), statistics.median(pages)


def size(c: Costs, papers: int, nodes: list[int]) -> dict[str, float]:
    """The guide's figures for ``papers`` full-text papers."""
    pages = papers * c.pages_per_paper
    chunks = pages * c.chunks_per_page
    points = chunks + papers  # one paper point (title + abstract) per paper
    out: dict[str, float] = {"papers": papers, "pages": pages, "chunks": chunks, "points": points}
    out["qdrant_disk_gib"] = points * c.disk_bytes_per_point / 2**30
    out["qdrant_ram_gib"] = points * c.anon_bytes_per_point / 2**30
    out["sql_gib"] = (chunks * c.sql_bytes_per_chunk + papers * c.sql_bytes_per_paper) / 2**30
    # HNSW build grows as N log N from the measured size; a node with more free cores
    # builds faster (index_speedup, an assumption: the build is parallel over cores).
    n0 = c.measured_points
    grow_nlogn = points * math.log(points) / (n0 * math.log(n0))
    out["hnsw_build_here_h"] = c.optimize_s * grow_nlogn / 3600
    out["hnsw_build_node_h"] = out["hnsw_build_here_h"] / c.index_speedup
    extract_s = pages / (c.extract_pages_per_core_s * c.cores)
    embed_s = chunks / c.embed_chunks_per_gpu_s
    # One writer thread stores every SQL row and vector, on one node or (the driver) under
    # Ray: it does not divide by nodes.
    driver_s = points * c.driver_ms_per_chunk / 1000
    out["writer_h"] = driver_s / 3600
    # The stages run at the same time: the slowest sets the pace; the index is built after.
    out["ingest_1_node_h"] = max(extract_s, embed_s, driver_s) / 3600 + out["hnsw_build_node_h"]
    for n in nodes:
        # Extraction, chunking and BM25 (Ray CPU tasks) and embedding scale with nodes.
        tasks_s = pages / c.extract_only_pages_per_core_s + chunks * c.prepare_ms_per_chunk / 1000
        hours = max(tasks_s / c.cores / n, embed_s / n, driver_s) / 3600
        out[f"ingest_{n}_nodes_h"] = hours
        out[f"server_points_per_s_{n}_nodes"] = points / (hours * 3600)
    # Latency of one shard holding every point (a cluster divides the points per shard):
    # dense HNSW search grows as log N; hybrid and filtered searches as the power of N
    # fitted between scale_sim.py's two sizes (far outside them: an order of magnitude).
    out["dense_p50_ms"] = c.dense_ms * math.log(points) / math.log(n0)
    out["hybrid_p50_ms"] = c.hybrid_ms * (points / n0) ** c.hybrid_exponent
    out["filtered_hybrid_p50_ms"] = c.filtered_ms * (points / n0) ** c.filtered_exponent
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--papers", type=int, nargs="+", default=[100_000, 1_000_000, 2_500_000])
    p.add_argument("--nodes", type=int, nargs="+", default=[4, 8])
    p.add_argument("--arxiv-sample", type=Path, help="measure pages/paper from this file")
    for f in fields(Costs):
        kind = int if f.type == "int" else float
        p.add_argument(
            "--" + f.name.replace("_", "-"), type=kind, default=f.default, help=f.metadata["help"]
        )
    args = p.parse_args()

    if args.arxiv_sample:
        records, counted, mean, median = arxiv_pages(args.arxiv_sample)
        print(
            f"{args.arxiv_sample}: {counted} of {records} records give a page count; "
            f"mean {mean:.1f}, median {median:.1f} pages"
        )
        return
    costs = Costs(**{f.name: getattr(args, f.name) for f in fields(Costs)})
    rows = [size(costs, n, args.nodes) for n in args.papers]
    for key in rows[0]:
        cells = "".join(f"{row[key]:>16,.1f}" for row in rows)
        print(f"{key:24s}{cells}")


if __name__ == "__main__":
    main()
