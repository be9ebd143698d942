"""The conformance suite of :class:`~tapyre_paper_search.contracts.PaperProvider`."""

from __future__ import annotations

import pickle
from dataclasses import dataclass

import pytest

from tapyre_paper_search.contracts import CountingProvider, PaperProvider
from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.records import SourceFailure, SourcePaper

__all__ = ["PaperProviderContract", "ProviderCase"]


@dataclass(frozen=True)
class ProviderCase:
    """A provider under test and what to read with it.

    ``source`` yields at least one paper; ``bad_source`` is one its
    ``iter_papers`` must refuse up front with a ``SourceError`` (a missing
    folder, a malformed range).
    """

    provider: PaperProvider
    source: str
    bad_source: str


def _key(item: SourcePaper | SourceFailure) -> tuple[str, ...]:
    if isinstance(item, SourcePaper):
        return ("paper", item.metadata.paper_id, item.locator, item.content_hash)
    return ("failure", item.paper_id or "", item.locator, item.reason)


class PaperProviderContract:
    """What every data provider does, as pytest tests.  Subclass it and define the
    fixture ``provider_case`` returning a :class:`ProviderCase`::

        class TestNotesProvider(PaperProviderContract):
            @pytest.fixture
            def provider_case(self, tmp_path):
                (tmp_path / "a.txt").write_text("A title\\nSome text")
                return ProviderCase(NotesProvider(), f"notes:{tmp_path}",
                                    f"notes:{tmp_path / 'missing'}")
    """

    @pytest.fixture
    def provider_case(self) -> ProviderCase:
        pytest.fail(
            f"{type(self).__name__} must define the fixture provider_case "
            "(a ProviderCase: the provider, a good source and a bad one)"
        )

    def test_it_is_a_provider_for_its_source(self, provider_case: ProviderCase) -> None:
        provider = provider_case.provider
        assert isinstance(provider, PaperProvider)
        assert isinstance(provider.name, str) and provider.name
        assert provider.handles(provider_case.source) is True

    def test_papers_carry_an_identity_a_hash_and_a_locator(
        self, provider_case: ProviderCase
    ) -> None:
        items = list(provider_case.provider.iter_papers(provider_case.source))
        papers = [i for i in items if isinstance(i, SourcePaper)]
        assert papers, f"{provider_case.source} yielded no paper"
        assert all(isinstance(i, SourcePaper | SourceFailure) for i in items)
        ids = [p.metadata.paper_id for p in papers]
        assert len(ids) == len(set(ids)), "a paper id came twice from one source"
        for paper in papers:
            assert paper.metadata.paper_id.strip() == paper.metadata.paper_id != ""
            assert paper.content_hash and paper.locator
            assert paper.pdf_path is None or paper.pdf_path.is_file()
            assert paper.pdf_path is not None or paper.metadata.title or paper.metadata.abstract
        for failure in items:
            if isinstance(failure, SourceFailure):
                assert failure.locator and failure.message
                assert "\n" not in failure.message

    def test_items_come_in_a_stable_order(self, provider_case: ProviderCase) -> None:
        provider = provider_case.provider
        first = [_key(i) for i in provider.iter_papers(provider_case.source)]
        again = [_key(i) for i in provider.iter_papers(provider_case.source)]
        assert first == again

    def test_every_item_can_be_marked_done_and_a_rerun_yields_no_new_paper(
        self, provider_case: ProviderCase
    ) -> None:
        provider = provider_case.provider
        first = list(provider.iter_papers(provider_case.source))
        for item in first:
            paper_id = item.metadata.paper_id if isinstance(item, SourcePaper) else item.paper_id
            if paper_id is not None:
                provider.mark_done(paper_id)
        known = {_key(i) for i in first}
        rerun = [_key(i) for i in provider.iter_papers(provider_case.source)]
        assert set(rerun) <= known  # a resuming provider yields fewer, never others

    def test_a_bad_source_is_refused_up_front(self, provider_case: ProviderCase) -> None:
        items = provider_case.provider.iter_papers(provider_case.bad_source)
        with pytest.raises(SourceError) as refused:
            next(iter(items))
        assert "\n" not in str(refused.value)

    def test_items_travel_to_worker_processes(self, provider_case: ProviderCase) -> None:
        for item in provider_case.provider.iter_papers(provider_case.source):
            assert pickle.loads(pickle.dumps(item)) == item

    def test_a_count_matches_the_items(self, provider_case: ProviderCase) -> None:
        provider = provider_case.provider
        if not isinstance(provider, CountingProvider):
            return  # an optional part: nothing to check
        count = provider.count(provider_case.source)
        if count is not None:
            assert count == len(list(provider.iter_papers(provider_case.source)))
