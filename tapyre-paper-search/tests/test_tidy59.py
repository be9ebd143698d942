"""Tidy59: three pure-move splits of reference modules over 300 lines, and one fold.

* ``refparts`` → ``refsource`` (an ISO 690 / GOST entry's "//" source and the people
  after its title's " / ": ``responsible``, ``source_of``, ``people_before``,
  ``DASH_FIELD``), with ``refentry``'s ``responsible_names`` (same idea);
* ``refforms`` → ``refpublisher`` (a publisher off a title or venue:
  ``without_publisher``, ``without_publisher_after``, ``book_publisher``; compiled,
  as ``refforms`` is);
* ``refnameforms`` → ``reflistwords`` (the words of a list of names that are no names:
  ``NAME_SEPARATOR``, ``LAST_JOIN``, ``ET_AL``, ``GROUP_WORDS``, ``MARKS``,
  ``suffix_words``, ``SUFFIX_NEAR``);
* ``citeline``: the page's own citation, asked by the zone's readers
  (``citation_lines``) and by the last resort (``cite_line_names``), is read once a page.

Each split test reads a references page drawn with PyMuPDF and asks the moved code
where it now lives, and checks that the old module no longer holds it (no re-export).
All fail on the base (42a76c10), where the new modules do not exist and the old ones are
over 300 lines.
"""

from __future__ import annotations

import importlib
import runpy
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import citeline, extract_pdf
from tapyre_paper_search.pdf.lines import Line, page_lines
from test_pdf_front_matter_front38 import _CITE, _record
from test_references_refs64 import _reference_pdf

_ROOT = Path(__file__).resolve().parents[2]
_PDF = _ROOT / "tapyre-paper-search" / "src" / "tapyre_paper_search" / "pdf"
_GUIDE = _ROOT / "docs" / "pdf.md"
_SETUP = _ROOT / "tapyre-paper-search" / "setup.py"

_ENTRIES = (
    ("Lattice rigidity of frames / N. V. C. Shekar, L. Theran // Journal of",
     "Geometry. — 2012. — V. 12. — P. 1-9."),
    ("Doe, J., Roe, B., Calcium and peak bone mass, Wiley, Berlin,", "2009."),
    ("A. Lee, B. Chen, and C. Wang, Sparse coding of odours in the fly, in Proceedings",
     "of the 9th Conference on Learning. Springer, 2019."),
    ("Lee, A., Chen, B., Wang, C., u. a.: Reading the ground water. In: Nature",
     "521 (2015), S. 436-444."),
    ("Logan, R. L., IV, and Smith, J. Reading the ground water. Nature 521 (2015)", "436-444."),
    ("Doe, J. Lattice rigidity of frames / J. Doe, A. Roe // Journal of Geometry. — 2012.",
     "— V. 12. — P. 1-9."),
)  # fmt: skip


def _gone(module: str, *names: str) -> list[str]:
    """The ``names`` that ``module`` of the reader still holds (none after a pure move)."""
    held = importlib.import_module(f"tapyre_paper_search.pdf.{module}")
    return [name for name in names if hasattr(held, name)]


_Refs = list[tuple[tuple[str, ...], str, str]]
"""Each drawn entry's (authors, title, venue) as the reader gives them."""


@pytest.fixture(scope="module")
def _refs(tmp_path_factory: pytest.TempPathFactory) -> _Refs:
    path = _reference_pdf(tmp_path_factory.mktemp("tidy59") / "refs.pdf", _ENTRIES)
    return [(r.authors, r.title, r.venue) for r in extract_pdf(path, ocr=None).references]


# -- refparts → refsource -----------------------------------------------------------------


def test_refsource_reads_an_iso690_entrys_source_and_people(_refs: _Refs) -> None:
    from tapyre_paper_search.pdf import refsource

    assert _refs[0] == (
        ("N. V. C. Shekar", "L. Theran"),
        "Lattice rigidity of frames",
        "Journal of Geometry",
    )
    rest = "Title / J. Doe, A. Roe et al. // Journal. — 2010. — V. 12."
    source = refsource.source_of(rest)
    assert source is not None and rest[source.end() :].startswith("Journal")
    assert refsource.responsible(rest) == "J. Doe, A. Roe et al."
    assert refsource.DASH_FIELD.search(rest) is not None
    assert refsource.source_of("Comments // and code: a study") is None  # a title's own
    gbt = "Input / output scheduling[C]//Proceedings of X. Berlin: Springer, 2021."
    code = refsource.source_of(gbt)  # GB/T 7714: a type code's "]" before the source
    assert code is not None and refsource.people_before(gbt, code) is None
    assert refsource.responsible(gbt) == ""  # its " / " is the title's
    gone = ("responsible", "_source", "_people", "_SOURCE", "_RESPONSIBLE", "_DASH_FIELD")
    assert _gone("refparts", *gone) == []


def test_refsource_reads_the_people_after_the_title_over_those_before_it(_refs: _Refs) -> None:
    from tapyre_paper_search.pdf import refsource

    # the first name read before the title again after it: all the people after it
    assert _refs[5][:2] == (("J. Doe", "A. Roe"), "Lattice rigidity of frames")
    rest = "Title / J. Doe, A. Roe // Journal. — 2010."
    assert refsource.responsible_names(("J. Doe",), rest, rest) == (("J. Doe", "A. Roe"), rest)
    both = ("J. Doe", "A. Roe")
    assert refsource.responsible_names(both, rest, "entry") == (both, rest)  # no more after it
    # none read before is among them: those were the title's words, the title opens the entry
    assert refsource.responsible_names(("T. Combination",), rest, "entry") == (both, "entry")
    assert _gone("refentry", "_responsible_names", "fold_word") == []


# -- refforms → refpublisher --------------------------------------------------------------


def test_refpublisher_takes_a_publisher_off_a_title_and_a_venue(_refs: _Refs) -> None:
    from tapyre_paper_search.pdf import refpublisher

    assert _refs[1] == (("J. Doe", "B. Roe"), "Calcium and peak bone mass", "Wiley")
    assert _refs[2][1:] == (
        "Sparse coding of odours in the fly",
        "Proceedings of the 9th Conference on Learning",
    )
    assert refpublisher.without_publisher("Rapid growth (New York: MIT Press)") == "Rapid growth"
    venue = "Proceedings of the 9th Conference on X. Springer"
    assert refpublisher.without_publisher_after(venue) == "Proceedings of the 9th Conference on X"
    title = "Calcium and peak bone mass, Wiley"
    rest = f"{title}, Berlin, 2009."
    assert refpublisher.book_publisher(title, "Berlin", rest) == (title[:-7], "Wiley")
    gone = ("without_publisher", "without_publisher_after", "book_publisher", "_participle")
    assert _gone("refforms", *gone, "_PUBLISHER_AFTER", "_PUBLISHER_PLACE_YEAR") == []


# -- refnameforms → reflistwords ----------------------------------------------------------


def test_reflistwords_part_and_close_a_drawn_list_of_names(_refs: _Refs) -> None:
    from tapyre_paper_search.pdf import reflistwords

    assert _refs[3][:2] == (("A. Lee", "B. Chen", "C. Wang"), "Reading the ground water")
    assert _refs[4][0] == ("R. L. Logan IV", "J. Smith")
    assert reflistwords.ET_AL.match(", u. a.: Title") is not None
    assert reflistwords.NAME_SEPARATOR.match(" und B. Roe").group() == " und "
    assert reflistwords.LAST_JOIN.search("Lee, A., and Roe, B.") is not None
    assert reflistwords.SUFFIX_NEAR.match(", IV, and Smith") is None  # (a separator first)
    assert reflistwords.SUFFIX_NEAR.match(" IV, and Smith") is not None
    assert reflistwords.suffix_words() == r"(?:Jr|Sr)\.?|II|III|IV"
    assert "Group" in reflistwords.GROUP_WORDS and "†" in reflistwords.MARKS
    gone = ("NAME_SEPARATOR", "LAST_JOIN", "ET_AL", "GROUP_WORDS", "SUFFIX_NEAR", "MARKS")
    assert _gone("refnameforms", *gone) == []
    from tapyre_paper_search.pdf import refnameforms  # (it builds its forms on the one list)

    assert refnameforms.suffix_words is reflistwords.suffix_words


# -- citeline: the page's own citation read once ------------------------------------------


def test_the_pages_own_citation_is_read_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pymupdf.open(_record(tmp_path / "c.pdf", _CITE)) as doc:
        lines: tuple[Line, ...] = tuple(page_lines(doc[0].get_text("dict")).lines)
    title = [0, 1]
    read: list[int] = []
    real = citeline._read_citation

    def counted(*args: object) -> object:
        read.append(1)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(citeline, "_read_citation", counted)
    monkeypatch.setattr(citeline, "_last", [])
    cited = citeline.citation_lines(lines, title)
    names = citeline.cite_line_names(lines, title)
    assert names == ("A. Lee", "B. J. Chen", "E. Roth") and len(read) == 1
    assert {lines[i].text for i in cited} >= {_CITE[1]}
    assert citeline.cite_line_names(lines, [0]) == names and len(read) == 2  # another title
    assert citeline.cite_line_names(list(lines), title) == names and len(read) == 3  # a list
    assert citeline.cite_line_names(tuple(lines), title) == names and len(read) == 4  # new page


def test_the_cite_as_page_still_reads_its_names_whole(tmp_path: Path) -> None:
    pdf = extract_pdf(_record(tmp_path / "c.pdf", _CITE), max_pages=2)
    assert tuple(pdf.authors) == ("A. Lee", "B. J. Chen", "E. Roth")


# -- sizes, the compiled list, the guide ---------------------------------------------------


@pytest.mark.parametrize("module", ["refparts", "refforms", "refnameforms", "refentry"])
def test_each_split_module_is_300_lines_at_most(module: str) -> None:
    assert len((_PDF / f"{module}.py").read_text(encoding="utf-8").splitlines()) <= 300


def test_the_compiled_split_part_stays_compiled() -> None:
    names: tuple[str, ...] = runpy.run_path(str(_SETUP), run_name="setup_tidy59")["COMPILED"]
    assert "refforms" in names and "refpublisher" in names
    assert "refparts" not in names and "refsource" not in names  # pure as before
    assert "refnameforms" not in names and "reflistwords" not in names


def test_the_guide_names_each_new_module() -> None:
    guide = _GUIDE.read_text(encoding="utf-8")
    for name in ("refsource", "refpublisher", "reflistwords"):
        assert f"`{name}`" in guide, name
