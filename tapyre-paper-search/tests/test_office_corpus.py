"""The word-processor corpus builder (``tools/office_corpus``) without LibreOffice.

Each style's ``.docx`` must carry the truth's title, authors and abstract in
reading order; two-column styles break to their columns after the front matter
with a continuous section break; the truth is in pdfgen's format; builders pass over
a record whose title is a running head or whose abstract is a placeholder.  The
held-out split and the rotated styles' tests are in ``test_office_corpus_rotation.py``
(the front-matter rounds' styles in ``test_office_corpus_front.py``).  Nothing here
runs soffice.
"""

from __future__ import annotations

import random
import re
import sys
from dataclasses import asdict, fields, replace
from pathlib import Path

import docx
import pytest
from docx.oxml.ns import qn

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.escape import UntypesettableError
from latex_corpus.paper import Author, Paper, draw_paper, is_placeholder_abstract
from office_corpus.batch import draw_from_pool, is_running_head
from office_corpus.document import truth_of, write_docx
from office_corpus.look import draw_look
from office_corpus.registry import ALL
from pdfgen.corpus import Truth
from pdfgen.people import Affiliation
from pdfgen.sources import Record, Section

PLACES = (
    Affiliation("Department of Physics", "University of Tarnów", "Tarnów", "Poland"),
    Affiliation("School of Data Science", "Delft Institute of Technology", "", "Netherlands"),
)


def _paper(
    *,
    structured: bool = False,
    seed: int = 7,
    texts: tuple[str, str, str] = (
        "We measured the growth of street trees over ten years.",
        "Trees grow in cities.",
        "We counted their rings.",
    ),
) -> Paper:
    """A paper of three authors in two places; its abstract is ``texts[0]`` or, where
    ``structured``, ``texts[1]`` under "Background" and ``texts[2]`` under "Methods"."""
    plain, background, methods = texts
    abstract = (
        (Section("Background", background), Section("Methods", methods))
        if structured
        else (Section("", plain),)
    )
    people = (("Zoë Kowalczyk", (0,)), ("Pieter de Vries", (0, 1)), ("Ann O'Neil", (1,)))
    authors = tuple(
        Author(name, links, f"author{k}@example.org", f"0000-0002-1825-009{k}", k == 0)
        for k, (name, links) in enumerate(people)
    )
    others = tuple(
        Record(
            f"scifact:{n}",
            f"Roots under pavements {n}",
            (Section("", "Roots spread. They lift. Slabs crack."),),
        )
        for n in range(1, 8)
    )
    return Paper(
        record=Record("scifact:0", "Growth of street trees: a decade of rings", abstract),
        authors=authors,
        affiliations=PLACES,
        keywords=("growth", "trees"),
        others=others,
        seed=seed,
    )


def _text_in_order(path: Path) -> str:
    """The first page header's text, then the body's paragraphs and cells in order."""
    document = docx.Document(str(path))
    body, texts = document.element.body, [document.sections[0].header.paragraphs[0].text]
    for node in body.iter(qn("w:p")):
        texts.append("".join(t.text or "" for t in node.iter(qn("w:t"))))
    texts.append(document.sections[0].first_page_footer.paragraphs[0].text)  # then its foot
    return re.sub(r"\s+", " ", " ".join(texts))


# names after it
_BYLINE_AFTER = {
    *("bylineend", "footbox", "afterrule", "standfirstend", "rolesfoot"),
    *("briefsidebar", "signoffend", "copyrightfoot", "masthead", "pressrelease"),
    "coverletter",  # signed "Sincerely," under the abstract
    *("policybrief", "newsletter"),  # "This brief was written by …", "Words by …" (front57)
    *("standardforeword", "moocnote", "catalogueentry"),  # editors, team, signature (front58)
    "teachingcase",  # "Professor A and Research Associates B and C prepared …" (front60)
    "bookreview",  # "Reviewed by A, B and C" under the review (front61)
    "bulletinnote",  # "A and B are researchers at …" under the standfirst (front63)
    *("obituary", "factsheet"),  # signed "— A, place" last; "Authors: A and B" foot (front64)
    "editorletter",  # "Sir," the letter, then its signers (front66)
}
_SURNAME_FIRST = {"wpseries", "disclosureform"}  # "Doe, Jane; Lee, Ann": the surnames in order
_SURNAME_FIRST |= {"citationbox"}  # "Lee, A., Chen, B. and Diaz, C. (2021)." (front60)
_SURNAME_CAPS = {"inverted", "epigraphessay"}  # "DOE, Jane ; LEE, Ann", "ANN LEE": in order
_TITLE_CAPS = {"footbox"}  # the title printed in capitals
_ABSTRACT_FIRST = {"summarybox"}  # the abstract in a box above the title
# names before the title: a memo's "FROM:" row, capitals, cards, a course heading, a header
_NAMED_TOP = ("memo", "draftheader", "cardside", "courseheading", "namesheader")
_NAMED_TOP += ("abstractsubmission",)  # "All authors:" over "Title:" (front65)
_NAMES_FIRST = {"namesfirst": str.upper} | dict.fromkeys(_NAMED_TOP, str)
_NAMES_FIRST["journalclub"] = lambda person: person.split()[-1]  # a citation "Lee A, …. Title."


@pytest.mark.parametrize("name", sorted(ALL))
@pytest.mark.parametrize("structured", [False, True])
def test_every_style_writes_the_truth_in_reading_order(
    name: str, structured: bool, tmp_path: Path
) -> None:
    paper = _paper(structured=structured)
    path = tmp_path / f"{name}.docx"
    look = write_docx(paper, ALL[name], path)
    truth = truth_of(paper, ALL[name], f"{name}.pdf", "train", look)
    text = _text_in_order(path)
    at = text.find(truth.title.upper() if name in _TITLE_CAPS else truth.title)
    assert at >= 0, name
    pieces = [p for s in paper.abstract for p in (s.label, s.text) if p]
    names = [a.split()[-1] for a in truth.authors] if name in _SURNAME_FIRST else truth.authors
    if name in _SURNAME_CAPS:
        names = [a.split()[-1].upper() for a in truth.authors]
    if name in _ABSTRACT_FIRST:  # the abstract before the title, the names after it
        start = -1
        for piece in pieces:
            start = text.find(piece, start + 1)
            assert 0 <= start < at, (name, piece)
        pieces = []
    if name in _NAMES_FIRST:  # the names before the title, the abstract after it
        start = -1
        for person in names:
            start = text.find(_NAMES_FIRST[name](person), start + 1)
            assert 0 <= start < at, (name, person)
        names = []
    # each label and text in order after the authors; a byline that closes the
    # abstract (bylineend's) after it
    ordered = [*pieces, *names] if name in _BYLINE_AFTER else [*names, *pieces]
    for piece in ordered:
        found = text.find(piece, at + 1)
        assert found > at, (name, piece)
        at = found
    if names:
        assert text.find(truth.title) < text.find(names[0]), "the title comes first"


_COLUMNS_FROM_THE_TOP = {"colopen"}  # the whole first page in two columns


@pytest.mark.parametrize(
    "name",
    sorted(n for n, s in ALL.items() if s.body_columns > 1 and n not in _COLUMNS_FROM_THE_TOP),
)
def test_two_column_styles_break_to_columns_after_the_front_matter(
    name: str, tmp_path: Path
) -> None:
    path = tmp_path / f"{name}.docx"
    write_docx(_paper(), ALL[name], path)
    document = docx.Document(str(path))
    counts = []
    for section in document.sections:
        cols = section._sectPr.find(qn("w:cols"))
        counts.append(int(cols.get(qn("w:num"), "1")) if cols is not None else 1)
    assert counts[0] == 1 and counts[-1] == 2, counts
    assert document.sections[-1].start_type == 0  # WD_SECTION.CONTINUOUS: the same page


def test_looks_vary_fonts_and_sizes() -> None:
    import random

    rng = random.Random(3)
    looks = [draw_look(rng) for _ in range(60)]
    assert len({look.serif for look in looks}) == 3 and len({look.sans for look in looks}) == 3
    assert len({look.body_size for look in looks}) >= 4


def test_truth_is_the_printed_text_in_pdfgen_format() -> None:
    paper = _paper(structured=True)
    look = draw_look(__import__("random").Random(1))
    truth = truth_of(paper, ALL["mdpi"], "train-0001-mdpi.pdf", "train", look)
    assert {f.name for f in fields(Truth)} == set(asdict(truth))
    assert truth.authors == ["Zoë Kowalczyk", "Pieter de Vries", "Ann O'Neil"]
    assert truth.abstract == "Background Trees grow in cities. Methods We counted their rings."
    assert truth.kinds == ["mdpi", "office", "structured-abstract"]
    held_style = replace(ALL["ieee"], heldout=True)
    held = truth_of(_paper(), held_style, "heldout-0001.pdf", "heldout", look)
    assert "heldout-style" in held.kinds and "structured-abstract" not in held.kinds


def test_builders_pass_over_a_record_whose_title_is_a_running_head() -> None:
    """A scraped record titled with a page's running head ("YOKO HONDA AND SHUJI
    HONDA 1") would print other people's names as the title: it is passed over."""
    assert is_running_head("YOKO HONDA AND SHUJI HONDA 1")
    assert not is_running_head("CD169+ MACROPHAGES PRESENT LIPID ANTIGENS")
    assert not is_running_head("Phase 2 trials of drug 3 in 2019")
    # a title in capitals that ends in a year is no running head (review63)
    assert not is_running_head("SEMEVAL 2017")
    assert not is_running_head("THE 100 MOST CITED PAPERS OF 2019")
    assert is_running_head("NATURE REVIEWS 1998 2")  # a folio after the year
    abstract = (Section("", " ".join(["Trees grow in cities."] * 12)),)
    head = Record("scifact:1", "YOKO HONDA AND SHUJI HONDA 1", abstract, ("Yoko Honda",))
    good = Record("scifact:2", "Growth of street trees", abstract, ("Ann Lee",))
    names = ["Ann Lee", "Bo Chen", "Cy Diaz", "Dee Evans", "Eli Ford", "Fay Gray"]
    pool = [head, good] * 20
    drawn = [draw_from_pool(random.Random(seed), pool, [good], names, "x") for seed in range(12)]
    keys = [paper.record.key for paper in drawn if paper is not None]
    assert len(keys) >= 10 and set(keys) == {"scifact:2"}


@pytest.mark.parametrize(
    "placeholder",
    [
        "No abstract given; compares pairs of languages from World Atlas of Language Structures.",
        "No abstract available.",
        "Abstract not available",
        "This paper has been withdrawn by the authors.",
    ],
)
def test_every_builder_passes_over_a_record_whose_abstract_is_a_placeholder(
    placeholder: str,
) -> None:
    """arXiv's stand-in for a missing abstract, printed, was taken as the truth's
    abstract (rot23's runon 0.916): draw_paper, which the LaTeX, word-processor and
    browser builders all call, refuses the record, and the pool draw takes another."""
    text = " ".join(["Trees grow in cities."] * 12)
    stub = Record("arxiv:1", "Pairs of languages", (Section("", placeholder),), ("Ann Lee",))
    good = Record("arxiv:2", "Growth of street trees", (Section("", text),), ("Bo Chen",))
    names = ["Ann Lee", "Bo Chen", "Cy Diaz", "Dee Evans", "Eli Ford", "Fay Gray"]
    with pytest.raises(UntypesettableError, match="placeholder"):
        draw_paper(stub, random.Random(1), names, [good])
    drawn = [
        draw_from_pool(random.Random(s), [stub, good] * 20, [stub], names, "x") for s in range(8)
    ]
    keys = {paper.record.key for paper in drawn if paper is not None}
    assert keys == {"arxiv:2"}
    # an abstract that only mentions availability is a real one
    assert not is_placeholder_abstract("We study when no abstract syntax tree is available.")
    assert not is_placeholder_abstract(text)
    # nor one that opens with the words as part of its sentence (review75)
    assert not is_placeholder_abstract("No abstract interpretation framework handles this.")
    assert not is_placeholder_abstract("Not available in stores, the drug was bought abroad.")
