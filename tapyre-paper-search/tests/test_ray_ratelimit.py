"""arXiv's rate limit holds for the whole Ray cluster: four arXiv providers running
at once as Ray tasks, on two nodes, against the fake arXiv server, and the server
sees every request at least the interval after the one before."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from fake_arxiv import FakePaper, serve
from ray_cluster import LocalCluster

pytestmark = [pytest.mark.slow, pytest.mark.ray]

INTERVAL = 3.0  # arXiv's own: one request every three seconds
IDS = ["2401.00001", "2401.00002", "2401.00003", "2401.00005"]
PDFS = ["2203.00130v1.pdf", "2206.10883v3.pdf", "2302.07302v1.pdf", "2304.02623v1.pdf"]


def _fetch_one(base_url: str, arxiv_id: str, cache: str) -> tuple[int, str]:
    """A provider task: route arXiv requests through the cluster's limiter, then
    ingest one paper (a metadata request and a PDF download)."""
    import os

    from tapyre_paper_search.distributed.ratelimit import install_cluster_rate_limiter
    from tapyre_paper_search.providers.arxiv import ArxivProvider

    install_cluster_rate_limiter()
    provider = ArxivProvider.from_settings(
        {
            "cache_dir": cache,
            "state_path": f"{cache}/state.json",
            "api_url": f"{base_url}/api/query",
            "pdf_url": f"{base_url}/pdf/{{id}}",
            "rate_limit_s": INTERVAL,
            "timeout_s": 10.0,
            "max_retries": 1,
        }
    )
    items = list(provider.iter_papers(f"arxiv:{arxiv_id}..{arxiv_id}"))
    return os.getpid(), type(items[0]).__name__ if items else "nothing"


def test_four_concurrent_provider_tasks_share_one_cluster_wide_limit(
    ray_cluster: LocalCluster, papers_dir: Path, tmp_path: Path
) -> None:
    import ray
    from tapyre_paper_search.distributed.ratelimit import ACTOR_NAME

    task: Any = ray.remote(num_cpus=0.5)(_fetch_one)
    with serve() as fake:
        for arxiv_id, name in zip(IDS, PDFS, strict=True):
            fake.add(FakePaper(arxiv_id, papers_dir / name, title=f"Paper {arxiv_id}"))
        refs = [task.remote(fake.base_url, arxiv_id, str(tmp_path / arxiv_id)) for arxiv_id in IDS]
        results = ray.get(refs, timeout=300)
        times = sorted(r.at for r in fake.log)

    assert [kind for _, kind in results] == ["SourcePaper"] * 4
    assert len({pid for pid, _ in results}) > 1  # they ran in several worker processes
    assert len(times) == 8  # one metadata request and one PDF per task
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert min(gaps) >= INTERVAL, gaps
    # One limiter for the cluster, found by name.
    assert ray.get_actor(ACTOR_NAME, namespace="tapyre") is not None
