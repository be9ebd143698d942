"""The conformance suite of :class:`~tapyre_paper_search.contracts.WriterLeases`."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest

from tapyre_paper_search.contracts import MetadataStore, WriterLeases
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.records import WriterLease
from tapyre_paper_search.testing.contracts.metadata import MetadataStoreFixtures
from tapyre_paper_search.testing.contracts.samples import stored_paper

__all__ = ["WriterLeaseContract"]

NAME = "contract"


def _holder(owner: str, host: str = "host-a", pid: int = 100) -> WriterLease:
    return WriterLease(NAME, owner, host, pid)


def _never(_lease: WriterLease) -> bool:
    return False


def _leases(store: MetadataStore) -> WriterLeases:
    assert isinstance(store, WriterLeases), f"{type(store).__name__} keeps no writer leases"
    return store


class WriterLeaseContract(MetadataStoreFixtures):
    """What the writer lease of a metadata store does, as pytest tests.

    Subclass it beside :class:`~.MetadataStoreContract` (same fixture,
    ``make_metadata_store``).  Two store objects on the same data stand for two
    machines.  Ages are measured by the store's clock, which may count whole
    seconds: the takeover tests wait a little over a second.
    """

    def test_a_free_lease_is_taken_and_then_refused_to_others(
        self, make_metadata_store: Callable[[], MetadataStore]
    ) -> None:
        first, second = make_metadata_store(), make_metadata_store()
        one, two = _leases(first), _leases(second)
        try:
            assert one.writer_lease(NAME) is None
            assert one.take_writer_lease(_holder("a"), stale_after=60, is_dead=_never).taken
            refused = two.take_writer_lease(_holder("b", "host-b"), stale_after=60, is_dead=_never)
            assert not refused.taken
            assert refused.holder is not None
            assert (refused.holder.owner, refused.holder.host, refused.holder.pid) == (
                "a",
                "host-a",
                100,
            )
            assert refused.age is not None and 0 <= refused.age < 60
            held = two.writer_lease(NAME)
            assert held is not None and held.owner == "a" and held.heartbeat_at is not None
        finally:
            first.close()
            second.close()

    def test_heartbeats_count_and_only_the_holder_beats(
        self, metadata_store: MetadataStore
    ) -> None:
        leases = _leases(metadata_store)
        leases.take_writer_lease(_holder("a"), stale_after=60, is_dead=_never)
        assert leases.renew_writer_lease(NAME, "a")
        assert leases.renew_writer_lease(NAME, "a")
        lease = leases.writer_lease(NAME)
        assert lease is not None and lease.beat == 2
        assert not leases.renew_writer_lease(NAME, "someone-else")
        assert not leases.renew_writer_lease("another-lease", "a")

    def test_release_gives_the_lease_back_and_only_its_holder_can(
        self, metadata_store: MetadataStore
    ) -> None:
        leases = _leases(metadata_store)
        leases.take_writer_lease(_holder("a"), stale_after=60, is_dead=_never)
        leases.release_writer_lease(NAME, "someone-else")  # a no-op
        assert leases.writer_lease(NAME) is not None
        leases.release_writer_lease(NAME, "a")
        assert leases.writer_lease(NAME) is None
        assert not leases.renew_writer_lease(NAME, "a")
        assert leases.take_writer_lease(_holder("b"), stale_after=60, is_dead=_never).taken

    def test_a_dead_holders_lease_is_taken_over_at_once(
        self, metadata_store: MetadataStore
    ) -> None:
        leases = _leases(metadata_store)
        leases.take_writer_lease(_holder("dead", pid=4242), stale_after=3600, is_dead=_never)
        claim = leases.take_writer_lease(
            _holder("b"), stale_after=3600, is_dead=lambda lease: lease.pid == 4242
        )
        assert claim.taken
        assert claim.holder is not None and claim.holder.owner == "dead"
        held = leases.writer_lease(NAME)
        assert held is not None and held.owner == "b"

    def test_a_lease_without_heartbeats_goes_stale(self, metadata_store: MetadataStore) -> None:
        leases = _leases(metadata_store)
        leases.take_writer_lease(_holder("silent"), stale_after=60, is_dead=_never)
        time.sleep(1.2)  # the store's clock may count whole seconds
        assert not leases.take_writer_lease(_holder("b"), stale_after=60, is_dead=_never).taken
        claim = leases.take_writer_lease(_holder("b"), stale_after=0.5, is_dead=_never)
        assert claim.taken
        assert claim.age is not None and claim.age > 0.5
        assert not leases.renew_writer_lease(NAME, "silent")

    def test_of_many_taking_one_stale_lease_exactly_one_wins(
        self, make_metadata_store: Callable[[], MetadataStore]
    ) -> None:
        opened = [make_metadata_store() for _ in range(2)]
        stores = [_leases(store) for store in opened]
        try:
            stores[0].take_writer_lease(_holder("dead"), stale_after=60, is_dead=_never)
            start = threading.Barrier(8)
            taken: list[bool] = []

            def contender(i: int) -> None:
                start.wait()
                claim = stores[i % 2].take_writer_lease(
                    _holder(f"owner-{i}", pid=200 + i),
                    stale_after=60,
                    is_dead=lambda lease: lease.owner == "dead",
                )
                taken.append(claim.taken)

            threads = [threading.Thread(target=contender, args=(i,)) for i in range(8)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            assert sorted(taken) == [False] * 7 + [True]
            holder = stores[1].writer_lease(NAME)
            assert holder is not None and holder.owner.startswith("owner-")
        finally:
            for store in opened:
                store.close()

    def test_a_writer_that_lost_its_lease_saves_nothing(
        self, make_metadata_store: Callable[[], MetadataStore]
    ) -> None:
        """The fence: ``save_papers(..., lease=)`` renews the lease in its transaction
        and refuses the batch once another writer took the lease over."""
        stalled, successor = make_metadata_store(), make_metadata_store()
        try:
            mine = _holder("stalled")
            _leases(stalled).take_writer_lease(mine, stale_after=3600, is_dead=_never)
            stalled.save_papers([stored_paper("2401.00001")], lease=mine)  # held: saved
            assert stalled.get_paper("2401.00001") is not None
            claim = _leases(successor).take_writer_lease(
                _holder("successor", "host-b"), stale_after=3600, is_dead=lambda _: True
            )
            assert claim.taken
            with pytest.raises(StoreError, match="lost the writer lease"):
                stalled.save_papers([stored_paper("2401.00002")], lease=mine)
            assert successor.get_paper("2401.00002") is None
            held = _leases(successor).writer_lease(NAME)
            assert held is not None and held.owner == "successor"
        finally:
            stalled.close()
            successor.close()
