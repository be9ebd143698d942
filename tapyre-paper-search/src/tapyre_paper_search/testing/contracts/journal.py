"""The conformance suite of :class:`~tapyre_paper_search.contracts.InflightJournal`."""

from __future__ import annotations

from collections.abc import Callable

from tapyre_paper_search.contracts import InflightJournal, MetadataStore
from tapyre_paper_search.testing.contracts.metadata import MetadataStoreFixtures

__all__ = ["JournalContract"]


class JournalContract(MetadataStoreFixtures):
    """What the in-flight journal of a metadata store does, as pytest tests.

    Subclass it beside :class:`~.MetadataStoreContract` (same fixture,
    ``make_metadata_store``).  Two store objects on the same data stand for two
    machines: a batch one begins is pending for the other.
    """

    def test_it_is_a_journal(self, metadata_store: MetadataStore) -> None:
        assert isinstance(metadata_store, InflightJournal)
        assert metadata_store.journal_pending() == []

    def test_batches_are_pending_until_ended_for_every_writer(
        self, make_metadata_store: Callable[[], MetadataStore]
    ) -> None:
        one, two = make_metadata_store(), make_metadata_store()
        try:
            one.journal_begin("a:1", ["2401.00001", "2401.00002"])
            one.journal_begin("a:2", ["2401.00002", "2401.00003"])
            two.journal_begin("b:1", ["sha256:ÄbC"])
            assert two.journal_pending() == ["2401.00001", "2401.00002", "2401.00003", "sha256:ÄbC"]
            one.journal_end("a:1")
            assert one.journal_pending() == ["2401.00002", "2401.00003", "sha256:ÄbC"]
            one.journal_end("nope")  # ending an unknown batch changes nothing
            assert len(two.journal_pending()) == 3
            one.journal_begin("a:2", ["2401.00003"])  # again, as a retry would: replaced
            assert two.journal_pending() == ["2401.00003", "sha256:ÄbC"]
            two.journal_clear()
            assert one.journal_pending() == []
        finally:
            one.close()
            two.close()

    def test_ids_differing_in_case_are_different_papers(
        self, metadata_store: MetadataStore
    ) -> None:
        metadata_store.journal_begin("a:1", ["sha256:abc", "sha256:ABC"])
        assert sorted(metadata_store.journal_pending()) == ["sha256:ABC", "sha256:abc"]

    def test_a_paper_in_two_batches_is_pending_once(self, metadata_store: MetadataStore) -> None:
        metadata_store.journal_begin("a:1", ["p1", "p2", "p1"])
        metadata_store.journal_begin("a:2", ["p2"])
        assert metadata_store.journal_pending() == ["p1", "p2"]
        metadata_store.journal_end("a:1")
        assert metadata_store.journal_pending() == ["p2"]

    def test_an_empty_batch_records_nothing(self, metadata_store: MetadataStore) -> None:
        metadata_store.journal_begin("a:1", [])
        assert metadata_store.journal_pending() == []

    def test_the_journal_survives_closing_and_reopening(
        self, make_metadata_store: Callable[[], MetadataStore]
    ) -> None:
        store = make_metadata_store()
        try:
            store.journal_begin("crashed:1", ["2401.00001"])
        finally:
            store.close()
        reopened = make_metadata_store()
        try:
            assert reopened.journal_pending() == ["2401.00001"]
        finally:
            reopened.close()
