"""Reading RIS: tags, names, dates, attachments, incomplete records."""

from __future__ import annotations

from tapyre_paper_search.library.identity import paper_id
from tapyre_paper_search.library.reference import LibraryEntry, Name
from tapyre_paper_search.library.ris import read_ris
from tapyre_paper_search.records import SourceFailure

RIS = """\ufeffTY  - JOUR
TI  - Street Trees Cool Cities
AU  - van der Berg, Anna-Maria
AU  - Smith, John, Jr.
AU  - Urban Climate Lab
A2  - Ignored, Editor
T2  - Urban Climate
JO  - Urb. Clim.
PY  - 2021
DA  - 2021/06/15/
VL  - 12
IS  - 3
SP  - 45
EP  - 67
DO  - 10.1234/Trees.2021
SN  - 2212-0955
KW  - climate
KW  - trees
AB  - Trees lower street temperatures.
UR  - https://example.org/trees
L1  - file:///home/u/papers/Street%20Trees.pdf
L1  - internal-pdf://1234/trees.pdf
ER  -

TY  - CHAP
TI  - A Chapter
AU  - Doe, Jane
A2  - Editor, Eve
T2  - The Book
PY  - 2019///
PB  - MIT Press
CY  - Cambridge
SN  - 978-0-262-03384-8
ER  -

TY  - JOUR
TI  - An unfinished record

TY  - UNPB
TI  - Attention Is All You Need
AU  - Vaswani, Ashish
PY  - 2017
UR  - http://arxiv.org/abs/1706.03762v5
ER  -

TY  - GEN
AU  - Nobody, A
ER  -
""".replace("ER  -\n", "ER  - \n")  # RIS ends a record with "ER  - "


def _parsed() -> list[LibraryEntry | SourceFailure]:
    return list(read_ris(RIS, "refs.ris"))


def test_journal_article() -> None:
    first = _parsed()[0]
    assert isinstance(first, LibraryEntry) and first.locator == "refs.ris:1"
    ref = first.reference
    assert ref.title == "Street Trees Cool Cities"
    assert ref.authors == (
        Name("van der Berg", "Anna-Maria"),
        Name("Smith", "John", suffix="Jr."),
        Name("Urban Climate Lab", literal=True),
    )
    assert ref.editors == ()  # an article's A2 is not its editor
    assert (ref.kind, ref.container) == ("article-journal", "Urban Climate")
    assert (ref.year, ref.month, ref.day) == (2021, 6, 15)
    assert (ref.volume, ref.issue, ref.pages) == ("12", "3", "45-67")
    assert (ref.doi, ref.issn, ref.url) == (
        "10.1234/Trees.2021",
        "2212-0955",
        "https://example.org/trees",
    )
    assert ref.keywords == ("climate", "trees")
    assert ref.pdfs == (
        "file:///home/u/papers/Street%20Trees.pdf",
    )  # EndNote's internal link dropped
    assert paper_id(ref) == "doi:10.1234/trees.2021"


def test_chapter_with_editors_publisher_and_isbn() -> None:
    ref = _parsed()[1]
    assert isinstance(ref, LibraryEntry)
    chapter = ref.reference
    assert (chapter.kind, chapter.container, chapter.year) == ("chapter", "The Book", 2019)
    assert chapter.editors == (Name("Editor", "Eve"),)
    assert (chapter.publisher, chapter.place, chapter.isbn) == (
        "MIT Press",
        "Cambridge",
        "978-0-262-03384-8",
    )


def test_incomplete_and_untitled_records_are_reported() -> None:
    parsed = _parsed()
    incomplete = parsed[2]
    assert isinstance(incomplete, SourceFailure) and incomplete.locator == "refs.ris:36"
    assert incomplete.reason == "bad-record" and "no 'ER  - ' line" in incomplete.message
    untitled = parsed[4]
    assert isinstance(untitled, SourceFailure) and untitled.reason == "empty"


def test_arxiv_preprint_from_its_url() -> None:
    preprint = _parsed()[3]
    assert isinstance(preprint, LibraryEntry)
    assert (preprint.reference.arxiv_id, preprint.reference.kind) == ("1706.03762", "article")
    assert paper_id(preprint.reference) == "1706.03762"
