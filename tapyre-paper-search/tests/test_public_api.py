"""The package's public API and its one filter and one options record.

Every name of ``__all__`` resolves (the lazy ones too) to a documented object of
the package, and a star import gives exactly those names.  The CLI, the REST API and the stores
speak the same records with the same field names.
"""

from __future__ import annotations

import dataclasses

import click
import tapyre_paper_search
from light_imports import heavy_imports
from tapyre_paper_search.api.schemas import FiltersBody, SearchBody
from tapyre_paper_search.cli.search import search_command
from tapyre_paper_search.contracts import MetadataStore, PaperProvider, VectorStore
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records import PaperMetadata, SourceFailure, SourcePaper
from tapyre_paper_search.records.vectors import VectorQuery
from tapyre_paper_search.search.options import DEFAULTS, SearchOptions


def test_every_public_name_resolves_and_is_documented() -> None:
    public = tapyre_paper_search.__all__
    assert len(set(public)) == len(public), "__all__ lists a name twice"
    assert sorted(public, key=str.casefold) == sorted(public), "__all__ is sorted"
    for name in public:
        value = getattr(tapyre_paper_search, name)
        assert value.__module__.startswith("tapyre_paper_search."), name
        assert (value.__doc__ or "").strip(), f"{name} has no docstring"
    star: dict[str, object] = {}
    exec("from tapyre_paper_search import *", star)
    assert sorted(set(star) - {"__builtins__"}) == sorted(public)
    assert tapyre_paper_search.VectorStore is VectorStore
    assert tapyre_paper_search.MetadataStore is MetadataStore
    assert tapyre_paper_search.PaperProvider is PaperProvider
    # the records a data provider yields, importable from the package a plugin depends on
    assert tapyre_paper_search.SourcePaper is SourcePaper
    assert tapyre_paper_search.SourceFailure is SourceFailure
    assert tapyre_paper_search.PaperMetadata is PaperMetadata


def test_importing_the_package_stays_light() -> None:
    heavy = {"numpy", "sqlalchemy", "qdrant_edge", "qdrant_client", "torch", "fitz"}
    assert heavy_imports("import tapyre_paper_search\n", heavy) == "[]"


def test_errors_derive_from_the_core() -> None:
    from tapyre import TapyreError

    for name in tapyre_paper_search.__all__:
        value = getattr(tapyre_paper_search, name)
        if name.endswith("Error"):
            assert issubclass(value, tapyre_paper_search.PaperSearchError)
            assert issubclass(value, TapyreError)


def test_the_api_filters_are_the_filter_record_field_for_field() -> None:
    record = [f.name for f in dataclasses.fields(SearchFilters)]
    assert list(FiltersBody.model_fields) == record
    body = FiltersBody(year_from=2001, year_to=2003, authors=["A B"], exclude_paper_ids=["x"])
    assert body.to_filters() == SearchFilters(
        year_from=2001, year_to=2003, authors=("A B",), exclude_paper_ids=("x",)
    )
    # the stores take the same record
    query = VectorQuery(dense=[1.0], filter=body.to_filters())
    assert query.filter is not None and query.filter.year_from == 2001


def test_the_api_and_cli_options_are_the_options_record() -> None:
    fields = {f.name for f in dataclasses.fields(SearchOptions)}
    body = set(SearchBody.model_fields) - {"query"}
    assert body <= fields
    defaults = SearchBody(query="q")
    for name in body - {"filters"}:
        assert getattr(defaults, name) == getattr(DEFAULTS, name), name
    assert defaults.to_options() == SearchOptions()
    assert isinstance(search_command, click.Command)
    cli_names = {p.name for p in search_command.params if isinstance(p, click.Option)}
    filter_fields = {f.name for f in dataclasses.fields(SearchFilters)}
    assert cli_names - {"llm", "as_json"} <= fields | filter_fields
    for param in search_command.params:
        if param.name in fields and param.name != "k" and not getattr(param, "is_flag", False):
            assert param.default == getattr(DEFAULTS, param.name), param.name


def test_a_source_failure_reason_is_a_short_code() -> None:
    from tapyre_paper_search import SourceError
    from tapyre_paper_search.records import SOURCE_FAILURE_REASONS

    for reason in SOURCE_FAILURE_REASONS:
        failure = SourceFailure("x.pdf", reason.replace("NNN", "404"), "x.pdf: went wrong")
        assert failure.reason == reason.replace("NNN", "404")
    for bad in ("", "HTTP error", "Empty", "x" * 65, "-dash"):
        try:
            SourceFailure("notes/a.txt", bad, "went wrong")
        except SourceError as exc:
            assert f"invalid failure reason {bad!r} for notes/a.txt" in str(exc)
            assert "such as 'unreadable' or 'http-404'" in (exc.hint or "")
        else:
            raise AssertionError(f"{bad!r} was accepted as a failure reason")
