"""Export to BibTeX, RIS and CSL-JSON, and reading the exports back."""

from __future__ import annotations

import dataclasses
import json
from datetime import date

import pytest
from tapyre_paper_search.library.bibtex import read_bibtex
from tapyre_paper_search.library.export import (
    FORMATS,
    cite_keys,
    export_references,
    latex_escape,
    protect_case,
)
from tapyre_paper_search.library.reference import (
    LibraryEntry,
    Name,
    Reference,
    reference_from_metadata,
)
from tapyre_paper_search.library.ris import read_ris
from tapyre_paper_search.records import PaperMetadata

REFERENCES = [
    Reference(
        title="Street Trees Cool Cities: 50% of R&D_2 in {braces} with $x^2$ and a~tilde",
        kind="article-journal",
        authors=(
            Name("van der Berg", "Anna-Maria"),
            Name("Müller", "Jörg"),
            Name("Smith", "John", suffix="Jr."),
            Name("Urban Climate Lab", literal=True),
        ),
        year=2021,
        month=6,
        day=15,
        doi="10.1234/Trees.2021",
        abstract="Trees lower street temperatures.",
        container="Urban Climate",
        volume="12",
        issue="3",
        pages="45-67",
        publisher="Elsevier",
        url="https://example.org/trees",
        issn="2212-0955",
        keywords=("climate", "trees"),
        key="berg2021trees",
        pdfs=("/data/papers/Berg: Trees; 2021.pdf",),
    ),
    Reference(
        title="Attention Is All You Need",
        kind="article",
        authors=(Name("Vaswani", "Ashish"), Name("Shazeer", "Noam")),
        year=2017,
        arxiv_id="1706.03762",
        arxiv_category="cs.CL",
        key="vaswani2017attention",
    ),
    Reference(
        title="BERT Pre-training for the iPhone",
        kind="paper-conference",
        authors=(Name("Devlin", "Jacob"),),
        editors=(Name("Editor", "Eve"),),
        year=2019,
        container="Proceedings of NAACL",
        pages="4171-4186",
        publisher="ACL",
        place="Minneapolis",
        key="devlin2019",
    ),
]


def _back(entries: list[LibraryEntry | object]) -> list[Reference]:
    assert all(isinstance(e, LibraryEntry) for e in entries), entries
    return [e.reference for e in entries if isinstance(e, LibraryEntry)]


def test_bibtex_round_trip_keeps_every_field() -> None:
    text = export_references(REFERENCES, "bibtex")
    assert "@article{berg2021trees," in text and "@misc{vaswani2017attention," in text
    assert "@inproceedings{devlin2019," in text
    assert "title = {Street Trees Cool Cities: 50\\% of R\\&D\\_2 in \\{braces\\}" in text
    assert "{BERT} Pre-training for the {iPhone}" in text
    assert "{Urban Climate Lab}" in text and "Smith, Jr., John" in text
    assert "pages = {45--67}" in text
    back = _back(list(read_bibtex(text, "out.bib")))
    assert back == list(REFERENCES)


def test_ris_round_trip() -> None:
    text = export_references(REFERENCES, "ris")
    assert not text.lstrip().startswith("1.")  # no rispy record numbers
    assert "AU  - Smith, John, Jr." in text and "AU  - Urban Climate Lab" in text
    assert "DA  - 2021/06/15" in text and "UR  - https://arxiv.org/abs/1706.03762" in text
    assert "L1  - /data/papers/Berg: Trees; 2021.pdf" in text
    back = _back(list(read_ris(text, "out.ris")))
    for original, read in zip(REFERENCES, back, strict=True):
        for name in (
            "title",
            "authors",
            "year",
            "month",
            "day",
            "doi",
            "arxiv_id",
            "container",
            "volume",
            "issue",
            "pages",
            "publisher",
            "place",
            "key",
            "pdfs",
        ):
            assert getattr(read, name) == getattr(original, name), name
    assert [r.kind for r in back] == ["article-journal", "article", "paper-conference"]
    assert back[2].editors == (Name("Editor", "Eve"),)


def test_csl_json_items() -> None:
    items = json.loads(export_references(REFERENCES, "csl-json"))
    berg, attention, bert = items
    assert berg["id"] == "berg2021trees" and berg["type"] == "article-journal"
    assert berg["author"][0] == {"family": "van der Berg", "given": "Anna-Maria"}
    assert berg["author"][2] == {"family": "Smith", "given": "John", "suffix": "Jr."}
    assert berg["author"][3] == {"literal": "Urban Climate Lab"}
    assert berg["issued"] == {"date-parts": [[2021, 6, 15]]}
    assert (berg["DOI"], berg["container-title"], berg["page"]) == (
        "10.1234/Trees.2021",
        "Urban Climate",
        "45-67",
    )
    assert attention["type"] == "article" and attention["number"] == "arXiv:1706.03762"
    assert attention["URL"] == "https://arxiv.org/abs/1706.03762"
    assert attention["issued"] == {"date-parts": [[2017]]}
    assert bert["editor"] == [{"family": "Editor", "given": "Eve"}]


def test_cite_keys_are_made_and_unique() -> None:
    plain = Reference(title="The Über Study of Trees", authors=(Name("Müller", "J"),), year=2020)
    untitled = Reference(title="A", year=None)
    keys = cite_keys([plain, plain, plain, untitled, dataclasses.replace(plain, key="bad key,")])
    assert keys == [
        "muller2020uber",
        "muller2020ubera",
        "muller2020uberb",
        "anon",
        "muller2020uberc",
    ]


def test_stored_papers_become_references() -> None:
    arxiv = PaperMetadata(
        paper_id="1706.03762",
        title="Attention Is All You Need",
        authors=("Ashish Vaswani", "Ludwig van Beethoven"),
        categories=("cs.CL", "cs.LG"),
        published=date(2017, 6, 12),
    )
    ref = reference_from_metadata(arxiv)
    assert (ref.kind, ref.arxiv_id, ref.arxiv_category) == ("article", "1706.03762", "cs.CL")
    assert ref.authors[1] == Name("van Beethoven", "Ludwig")
    assert (ref.year, ref.month, ref.day) == (2017, 6, 12)
    year_only = PaperMetadata(
        paper_id="doi:10.1/x",
        title="T",
        published=date(2020, 1, 1),
        doi="10.1/X",
        journal_ref="Journal 1(2):3-4",
    )
    ref = reference_from_metadata(year_only)
    assert (ref.year, ref.month, ref.kind, ref.container, ref.doi) == (
        2020,
        None,
        "article-journal",
        "Journal 1(2):3-4",
        "10.1/X",
    )


def test_escaping_helpers() -> None:
    assert latex_escape("a_b & c% $1 #2 {x} ~ ^ \\") == (
        "a\\_b \\& c\\% \\$1 \\#2 \\{x\\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{}"
    )
    assert protect_case("Using BERT and iPhone for Trees") == "Using {BERT} and {iPhone} for Trees"


def test_unknown_format() -> None:
    assert FORMATS == ("bibtex", "ris", "csl-json")
    with pytest.raises(ValueError, match="unknown export format 'xml'"):
        export_references(REFERENCES, "xml")


def test_references_round_trip_through_json() -> None:
    for reference in REFERENCES:
        text = reference.to_json()
        assert "\n" not in text
        assert ('"pages"' in text) == bool(reference.pages)
        assert Reference.from_json(text) == reference
    assert Reference.from_json('{"title": "T", "later_field": 1}') == Reference(title="T")
    with pytest.raises(ValueError, match="not a stored reference"):
        Reference.from_json("[1, 2]")
