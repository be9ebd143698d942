"""Reading BibTeX: fields, names, LaTeX, attached files, arXiv ids, bad entries."""

from __future__ import annotations

import pytest
from tapyre_paper_search.library.bibtex import attached_files, read_bibtex
from tapyre_paper_search.library.identity import paper_id
from tapyre_paper_search.library.reference import LibraryEntry, Name, Reference
from tapyre_paper_search.records import SourceFailure

BIB = r"""
@string{jmlr = "Journal of Machine Learning Research"}
@comment{written by hand, and by JabRef}

@article{berg2021trees,
  title     = {Street {Trees} Cool {C}ities: an {\"U}ber-study of {NDVI}},
  author    = {van der Berg, Anna-Maria and M{\"u}ller, J{\"o}rg and Smith, Jr., John
               and {Urban Climate Lab}},
  journal   = jmlr,
  year      = 2021,
  month     = jun,
  volume    = {12},
  number    = {3},
  pages     = {45--67},
  doi       = {https://doi.org/10.1234/Trees.2021},
  keywords  = {climate; cities, trees},
  abstract  = {Trees lower street temperatures by 2\,K \& more than 50\% of
               the time.},
}

@inproceedings{broken,
  title = {An {unbalanced title,
  year = 2020
}

@misc{vaswani2017attention,
      title={Attention Is All You Need},
      author={Ashish Vaswani and Noam Shazeer and others},
      year={2017},
      eprint={1706.03762},
      archivePrefix={arXiv},
      primaryClass={cs.CL}
}

@article{scholar,
  title={Deep residual learning},
  author={He, Kaiming},
  journal={arXiv preprint arXiv:1512.03385},
  year={2015}
}

@online{biblatex,
  title = {A Web Page},
  author = {Doe, Jane},
  date = {2022-03-15},
  url = {https://example.org/page},
}

@article{untitled, author = {Nobody, A}, year = 2000}
"""


@pytest.fixture(scope="module")
def parsed() -> list[LibraryEntry | SourceFailure]:
    return list(read_bibtex(BIB, "refs.bib"))


def _entry(parsed: list[LibraryEntry | SourceFailure], key: str) -> Reference:
    for item in parsed:
        if isinstance(item, LibraryEntry) and item.reference.key == key:
            return item.reference
    raise AssertionError(f"no entry {key}")


def test_fields_names_and_latex(parsed: list[LibraryEntry | SourceFailure]) -> None:
    ref = _entry(parsed, "berg2021trees")
    assert ref.title == "Street Trees Cool Cities: an Über-study of NDVI"
    assert ref.authors == (
        Name("van der Berg", "Anna-Maria"),
        Name("Müller", "Jörg"),
        Name("Smith", "John", suffix="Jr."),
        Name("Urban Climate Lab", literal=True),
    )
    assert ref.kind == "article-journal"
    assert ref.container == "Journal of Machine Learning Research"
    assert (ref.year, ref.month, ref.day) == (2021, 6, None)
    assert (ref.volume, ref.issue, ref.pages) == ("12", "3", "45-67")
    assert ref.doi == "10.1234/Trees.2021"
    assert ref.keywords == ("climate", "cities", "trees")
    assert ref.abstract.startswith("Trees lower street temperatures by 2")
    assert "& more than 50% of the time." in ref.abstract
    assert paper_id(ref) == "doi:10.1234/trees.2021"


def test_locators_are_lines(parsed: list[LibraryEntry | SourceFailure]) -> None:
    lines = {item.reference.key: item.locator for item in parsed if isinstance(item, LibraryEntry)}
    assert lines["berg2021trees"] == "refs.bib:5"
    assert lines["vaswani2017attention"] == "refs.bib:26"


def test_bad_and_untitled_entries_are_reported(parsed: list[LibraryEntry | SourceFailure]) -> None:
    failures = {f.locator: f for f in parsed if isinstance(f, SourceFailure)}
    assert failures["refs.bib:21"].reason == "bad-record"
    assert "@inproceedings entry 'broken' is not valid BibTeX" in failures["refs.bib:21"].message
    [untitled] = [f for f in failures.values() if f.reason == "empty"]
    assert "'untitled' has no title" in untitled.message
    good = [i for i in parsed if isinstance(i, LibraryEntry)]
    assert len(good) == 4


def test_arxiv_ids_from_eprint_and_scholar_journals(
    parsed: list[LibraryEntry | SourceFailure],
) -> None:
    attention = _entry(parsed, "vaswani2017attention")
    assert (attention.arxiv_id, attention.arxiv_category, attention.kind) == (
        "1706.03762",
        "cs.CL",
        "article",
    )
    assert [a.family for a in attention.authors] == ["Vaswani", "Shazeer"]  # "others" dropped
    assert paper_id(attention) == "1706.03762"
    scholar = _entry(parsed, "scholar")
    assert (scholar.arxiv_id, scholar.kind, scholar.container) == ("1512.03385", "article", "")


def test_biblatex_dates_and_kinds(parsed: list[LibraryEntry | SourceFailure]) -> None:
    page = _entry(parsed, "biblatex")
    assert (page.year, page.month, page.day, page.kind) == (2022, 3, 15, "webpage")
    assert page.url == "https://example.org/page"
    assert paper_id(page).startswith("ref:")


@pytest.mark.parametrize(
    ("field", "expected"),
    [
        (r":papers/a.pdf:PDF", ["papers/a.pdf"]),
        (
            r"Full Text PDF:/home/u/Zotero/storage/AB/x.pdf:application/pdf",
            ["/home/u/Zotero/storage/AB/x.pdf"],
        ),
        (r":C$\backslash$:/Users/me/Mendeley/x.pdf:pdf", ["C:/Users/me/Mendeley/x.pdf"]),
        (r"Paper:C\:\\Users\\me\\x.pdf:PDF", ["C:\\Users\\me\\x.pdf"]),
        (r"Snapshot:page.html:text/html;Full Text:b.pdf:application/pdf", ["b.pdf"]),
        ("only.pdf", ["only.pdf"]),
        (r":a\;b.pdf:PDF", ["a;b.pdf"]),
    ],
)
def test_file_fields(field: str, expected: list[str]) -> None:
    assert list(attached_files({"file": field})) == expected


def test_pdf_and_local_url_fields() -> None:
    assert list(attached_files({"pdf": "x.pdf", "local-url": "file:///tmp/y.pdf"})) == [
        "x.pdf",
        "file:///tmp/y.pdf",
    ]


def test_same_paper_in_two_files_gets_one_id() -> None:
    one = next(read_bibtex("@article{a, title={Über Trees}, author={Berg, Anna}, year=2020}", "a"))
    two = next(
        read_bibtex('@misc{b, title={{\\"U}ber trees.}, author={A. Berg}, year={2020}}', "b")
    )
    assert isinstance(one, LibraryEntry) and isinstance(two, LibraryEntry)
    assert paper_id(one.reference) == paper_id(two.reference)
    three = next(read_bibtex("@misc{c, title={Über Trees}, author={Berg, Anna}, year=2021}", "c"))
    assert isinstance(three, LibraryEntry) and paper_id(three.reference) != paper_id(one.reference)


def test_bibdesk_file_fields() -> None:
    import base64
    import plistlib

    # The shape BibDesk writes: an NSKeyedArchiver archive whose root holds relativePath.
    archive = {
        "$archiver": "NSKeyedArchiver",
        "$version": 100000,
        "$top": {"root": plistlib.UID(1)},
        "$objects": [
            "$null",
            {"$class": plistlib.UID(3), "relativePath": plistlib.UID(2), "bookmark": b"\0" * 8},
            "papers/Berg 2021.pdf",
            {"$classname": "NSDictionary", "$classes": ["NSDictionary", "NSObject"]},
        ],
    }
    field = base64.b64encode(plistlib.dumps(archive, fmt=plistlib.FMT_BINARY)).decode()
    wrapped = "\n".join(field[i : i + 60] for i in range(0, len(field), 60))
    assert list(attached_files({"bdsk-file-1": wrapped})) == ["papers/Berg 2021.pdf"]
    assert list(attached_files({"bdsk-file-1": "not base64!"})) == []
