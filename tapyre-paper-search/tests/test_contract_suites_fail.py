"""The conformance suites catch a part that breaks its contract.

A plugin's test module (written here, run by pytest in a child process, as a
plugin's CI would) subclasses the suites for built-in stores that are broken on
purpose, each in one way a third party might get wrong; the suite test naming
that behaviour must fail, and only it.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

PLUGIN_TESTS = textwrap.dedent(
    '''
    import pytest
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
    from tapyre_paper_search.store.sql import SqlMetadataStore
    from tapyre_paper_search.testing.contracts import (
        MetadataStoreContract, VectorStoreContract, WriterLeaseContract,
    )


    class TiesFirstSeen(EdgeVectorStore):
        """Lists equal scores in the engine's order instead of by point id."""

        def query_batch(self, queries):
            def order(hit):
                return (-round(hit.score, 6), hit.id[::-1])

            return [sorted(hits, key=order) for hits in super().query_batch(queries)]


    class OnePaperAtATime(SqlMetadataStore):
        """Commits each paper of a batch on its own: a failure leaves half a batch."""

        def save_papers(self, records, run_id=None, *, before_commit=None, **kwargs):
            for record in records:
                super().save_papers([record], run_id, **kwargs)
            if before_commit is not None:
                before_commit()


    class Unfenced(SqlMetadataStore):
        """Takes leases but saves a batch whoever holds the lease now."""

        def save_papers(self, records, run_id=None, *, lease=None, **kwargs):
            super().save_papers(records, run_id, **kwargs)


    class TestTies(VectorStoreContract):
        @pytest.fixture
        def make_vector_store(self, tmp_path):
            return lambda: TiesFirstSeen(tmp_path / "qdrant")


    class TestBatches(MetadataStoreContract):
        @pytest.fixture
        def make_metadata_store(self, tmp_path):
            return lambda: OnePaperAtATime(f"sqlite:///{tmp_path / 'p.sqlite3'}")


    class TestFence(WriterLeaseContract):
        @pytest.fixture
        def make_metadata_store(self, tmp_path):
            return lambda: Unfenced(f"sqlite:///{tmp_path / 'p.sqlite3'}")
    '''
)

BROKEN = {
    "TestTies::test_equal_scores_are_ordered_by_point_id",
    "TestBatches::test_a_failing_batch_changes_nothing",
    "TestFence::test_a_writer_that_lost_its_lease_saves_nothing",
}
"""What each broken part gets wrong, by the suite test that names it."""

CHECKED_ALONGSIDE = (
    "test_dense_search_is_nearest_by_cosine or test_a_batch_is_saved_whole or "
    "test_release_gives_the_lease_back_and_only_its_holder_can"
)
"""Tests the same broken parts pass: a breakage fails its own test, not every test."""


def test_each_breakage_fails_the_suite_test_that_names_it(tmp_path: Path) -> None:
    (tmp_path / "test_broken_parts.py").write_text(PLUGIN_TESTS, encoding="utf-8")
    selected = " or ".join(name.split("::")[1] for name in BROKEN) + " or " + CHECKED_ALONGSIDE
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rf", "-k", selected],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    failed = {
        line.split("test_broken_parts.py::", 1)[1].split(" ", 1)[0]
        for line in run.stdout.splitlines()
        if line.startswith("FAILED ")
    }
    assert failed == BROKEN, run.stdout[-4000:]
    assert "3 failed, 3 passed" in run.stdout, run.stdout[-2000:]
