"""The conformance suite of :class:`~tapyre_paper_search.contracts.PaperReferences`,
the optional references part of a metadata store."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from tapyre_paper_search.contracts import MetadataStore, PaperReferences
from tapyre_paper_search.records import CitingPaper, PaperRecord, Reference
from tapyre_paper_search.testing.contracts.metadata import MetadataStoreFixtures
from tapyre_paper_search.testing.contracts.samples import stored_paper

__all__ = ["PaperReferencesContract"]

_TITLE = "Attention Is All You Need"
_DOI = "10.5555/3295222.3295349"


def _entry(number: int, **fields: object) -> Reference:
    text = f"[{number}] " + "; ".join(f"{k}={v}" for k, v in fields.items())
    return Reference(text=text, number=number, **fields)  # type: ignore[arg-type]


def _paper(paper_id: str, *entries: Reference, **fields: Any) -> PaperRecord:
    """A paper titled "Paper <id>" (too short to link by), without a DOI unless given."""
    fields = {"title": f"Paper {paper_id}", "doi": None} | fields
    return stored_paper(paper_id, references=entries, **fields)


def _references(store: MetadataStore) -> PaperReferences:
    assert isinstance(store, PaperReferences), f"{type(store).__name__} is not PaperReferences"
    return store


def _cited(store: MetadataStore, paper_id: str) -> list[str | None]:
    return [r.cited_paper_id for r in _references(store).references(paper_id)]


class PaperReferencesContract(MetadataStoreFixtures):
    """What a metadata store that keeps references lists does, as pytest tests.

    Subclass it beside :class:`~.MetadataStoreContract` with the same fixture
    ``make_metadata_store``; every test saves papers with
    :meth:`~tapyre_paper_search.contracts.PaperRecords.save_papers`.
    """

    def test_a_references_list_comes_back_in_order(self, metadata_store: MetadataStore) -> None:
        entries = (
            Reference(
                text="[1] A. Vaswani, N. Shazeer. Attention is all you need. NIPS, 2017.",
                authors=("A. Vaswani", "N. Shazeer"),
                title="Attention is all you need",
                year=2017,
                venue="NIPS",
                doi="10.1000/xyz",
                arxiv_id="1706.03762",
                number=1,
            ),
            Reference(text="Smith, J. (2001). A book without a number. ü ∑ 🚀"),
            _entry(3, title="Grüße aus dem Labor: eine Studie über Messungen"),
        )
        metadata_store.save_papers([_paper("p1", *entries)])
        assert _references(metadata_store).references("p1") == list(entries)
        assert _references(metadata_store).references("unknown") == []
        got = metadata_store.get_paper("p1")
        assert got is not None and got.references == ()  # read through references()

    def test_entries_link_by_doi_then_arxiv_id_then_title(
        self, metadata_store: MetadataStore
    ) -> None:
        metadata_store.save_papers(
            [
                _paper("2401.00001", doi="10.1000/ABC", title="Graph Networks for Weather"),
                _paper("scifact:7", title=_TITLE),
                _paper("sha256:ff", title="Some Other Work Entirely Here"),
            ]
        )
        entries = (
            _entry(1, doi="10.1000/abc"),  # DOIs match whatever their case
            _entry(2, arxiv_id="2401.00001"),
            _entry(3, title="Attention is all you need."),  # case and punctuation aside
            _entry(4, title="attention is all you need", doi="10.9/elsewhere"),
            _entry(5, doi="10.1000/abc", title=_TITLE),  # the DOI decides
            _entry(6, title="Unknown work of nobody at all"),
            _entry(7, arxiv_id="2401.99999"),
        )
        metadata_store.save_papers([_paper("citing", *entries)])
        assert _cited(metadata_store, "citing") == [
            "2401.00001",
            "2401.00001",
            "scifact:7",
            "scifact:7",
            "2401.00001",
            None,
            None,
        ]

    def test_short_shared_and_own_titles_do_not_link(self, metadata_store: MetadataStore) -> None:
        metadata_store.save_papers(
            [
                _paper("a", title="Deep Learning"),
                _paper("b", title="One Title Of Two Papers"),
                _paper("c", title="One title of two papers"),
            ]
        )
        entries = (
            _entry(1, title="Deep learning"),  # too short to name one work
            _entry(2, title="One Title of Two Papers"),  # two papers have it
            _entry(3, title="My Own Paper Cites Itself"),
        )
        metadata_store.save_papers([_paper("self", *entries, title="My own paper cites itself")])
        assert _cited(metadata_store, "self") == [None, None, None]
        assert _references(metadata_store).cited_by("self") == []

    def test_a_paper_stored_later_is_linked_at_once(self, metadata_store: MetadataStore) -> None:
        entries = (_entry(1, title=_TITLE), _entry(2, arxiv_id="2401.00002"))
        metadata_store.save_papers([_paper("citing", *entries)])
        assert _cited(metadata_store, "citing") == [None, None]
        metadata_store.save_papers([_paper("2401.00002", title=_TITLE)])
        assert _cited(metadata_store, "citing") == ["2401.00002", "2401.00002"]
        assert metadata_store.delete_paper("2401.00002")
        assert _cited(metadata_store, "citing") == [None, None]

    def test_cited_by_lists_exactly_the_papers_whose_entries_link_to_it(
        self, metadata_store: MetadataStore
    ) -> None:
        metadata_store.save_papers([_paper("target", title=_TITLE, doi=_DOI)])
        older = (_entry(1, title="Unrelated Work About Other Things"), _entry(4, doi=_DOI.upper()))
        newer = (Reference(text="Vaswani et al. Attention is all you need.", title=_TITLE),)
        misled = (_entry(2, title=_TITLE, doi="10.9/another-paper"),)  # its DOI names another
        twice = (_entry(1, title=_TITLE), _entry(2, doi=_DOI))
        metadata_store.save_papers(
            [
                _paper("older", *older, published=date(2019, 1, 1)),
                _paper("newer", *newer, published=date(2023, 5, 1)),
                _paper("misled", *misled, published=date(2024, 1, 1)),
                _paper("twice", *twice, published=None),
                _paper("another", title="Another Paper With A DOI", doi="10.9/another-paper"),
            ]
        )
        citing = _references(metadata_store).cited_by("target")
        assert citing == [
            CitingPaper("newer", "Paper newer", 2023, 1),  # unnumbered: its position
            CitingPaper("older", "Paper older", 2019, 4),
            CitingPaper("twice", "Paper twice", None, 1),
        ]
        assert [c.paper_id for c in _references(metadata_store).cited_by("target", limit=1)] == [
            "newer"
        ]
        assert _references(metadata_store).cited_by("another") == [
            CitingPaper("misled", "Paper misled", 2024, 2)
        ]
        assert _references(metadata_store).cited_by("unknown") == []

    def test_a_list_is_replaced_and_deleted_with_its_paper(
        self, metadata_store: MetadataStore
    ) -> None:
        metadata_store.save_papers([_paper("target", title=_TITLE)])
        first = (_entry(1, title=_TITLE), _entry(2, title="Second Entry Of The List"))
        metadata_store.save_papers([_paper("citing", *first)])
        assert len(_references(metadata_store).references("citing")) == 2
        again = (_entry(1, title="A Different Work Cited Here"),)
        metadata_store.save_papers([_paper("citing", *again)])
        assert [r.title for r in _references(metadata_store).references("citing")] == [
            "A Different Work Cited Here"
        ]
        assert _references(metadata_store).cited_by("target") == []
        metadata_store.save_papers([_paper("citing", *first)])
        assert metadata_store.delete_paper("citing")
        assert _references(metadata_store).references("citing") == []
        assert _references(metadata_store).cited_by("target") == []

    def test_another_store_object_reads_the_same_links(
        self, make_metadata_store: Callable[[], MetadataStore]
    ) -> None:
        writer = make_metadata_store()
        try:
            writer.save_papers(
                [
                    _paper("target", title=_TITLE, doi=_DOI),
                    _paper("citing", _entry(7, doi=_DOI)),
                ]
            )
        finally:
            writer.close()
        reader = make_metadata_store()
        try:
            assert _cited(reader, "citing") == ["target"]
            assert _references(reader).cited_by("target") == [
                CitingPaper("citing", "Paper citing", 2017, 7)
            ]
        finally:
            reader.close()
