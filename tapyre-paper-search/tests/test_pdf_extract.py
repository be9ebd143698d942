"""PDF extraction on real papers and on files broken in every way we handle."""

from __future__ import annotations

import shutil
from datetime import date
from pathlib import Path

import pymupdf
import pytest
from pdf_samples import ABSTRACT, TITLE, make_bad_pdfs, write_paper
from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf import extract_pdf, parse_pdf_date
from tapyre_paper_search.records import ExtractedPdf

# Titles as printed on the papers; most of these files have empty title metadata.
REAL_TITLES = {
    "2023.eacl-main.121.pdf": (
        "LONGEVAL: Guidelines for Human Evaluation of Faithfulness in Long-form Summarization"
    ),
    "2206.10883v3.pdf": (
        "Multi-LexSum: Real-World Summaries of Civil Rights Lawsuits at Multiple Granularities"
    ),
    "papermage.pdf": (
        "PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating "
        "Visually-Rich Scientific Documents"
    ),
    "2020.acl-main.447.pdf": "S2ORC: The Semantic Scholar Open Research Corpus",
    "2203.00130v1.pdf": (
        "Paper Plain: Making Medical Research Papers Approachable to Healthcare Consumers "
        "with Natural Language Processing"
    ),
    "2302.07302v1.pdf": (
        "CiteSee: Augmenting Citations in Scientific Papers with Persistent and Personalized "
        "Historical Context"
    ),
    "2304.02623v1.pdf": (
        "Beyond Summarization: Designing AI Support for Real-World Expository Writing Tasks"
    ),
}
HARD_TITLES = {
    "key-error-585bcfc650f744efa7942900b742c1b64863350e.pdf": (
        "Low-Power Silicon Strain Sensor Based on CMOS Current Reference Topology"
    ),
    "value-error-box-diff-page-3574574f60182fc886aa13ad9d9dd3efc4d0a081.pdf": (
        "Novelty Controlled Paraphrase Generation with Retrieval Augmented Conditional "
        "Prompt Tuning"
    ),
    "index-string-out-of-range-d5b4bf22619ce0cb4b7742bc9174c5c4ef407a80.pdf": (
        "COVID-19 vaccination and treatment in vulnerable populations"
    ),
}
ABSTRACT_STARTS = {
    "2023.eacl-main.121.pdf": "While human evaluation remains best practice for accurately",
    "2206.10883v3.pdf": "With the advent of large language models, methods for abstractive",
    "papermage.pdf": "Despite growing interest in applying natural language processing",
    "2020.acl-main.447.pdf": "We introduce S2ORC, a large corpus of 81.1M English-language",
    "2203.00130v1.pdf": "When seeking information not covered in patient-friendly documents",
    "2302.07302v1.pdf": "When reading a scholarly article, inline citations help researchers",
    "2304.02623v1.pdf": "Large language models have introduced exciting new opportunities",
}
ABSTRACT_ENDS = {
    "2020.acl-main.447.pdf": "tools and tasks for text mining over academic text.",
    "2302.07302v1.pdf": "inline citation when conducting real-world literature reviews.",
    "2304.02623v1.pdf": "and discuss considerations for future research.",
}


@pytest.mark.parametrize("name", sorted(REAL_TITLES))
def test_title_and_abstract_of_real_papers(papers_dir: Path, name: str) -> None:
    extracted = extract_pdf(papers_dir / name)
    assert extracted.title == REAL_TITLES[name]
    assert extracted.abstract.startswith(ABSTRACT_STARTS[name])
    assert name not in ABSTRACT_ENDS or extracted.abstract.endswith(ABSTRACT_ENDS[name])
    assert "Introduction" not in extracted.abstract
    assert "INTRODUCTION" not in extracted.abstract


@pytest.mark.parametrize("name", sorted(HARD_TITLES))
def test_titles_of_hard_papers(papers_hard_dir: Path, name: str) -> None:
    assert extract_pdf(papers_hard_dir / name).title == HARD_TITLES[name]


def test_layout_title_is_used_when_metadata_is_empty(papers_dir: Path) -> None:
    doc = pymupdf.open(papers_dir / "papermage.pdf")
    assert doc.metadata["title"] == ""
    doc.close()
    assert extract_pdf(papers_dir / "papermage.pdf").title.startswith("PaperMage")


def test_pages_metadata_and_dates(papers_dir: Path) -> None:
    extracted = extract_pdf(papers_dir / "2020.acl-main.447.pdf")
    assert extracted.page_count == 15 and len(extracted.pages) == 15
    assert [p.number for p in extracted.pages] == list(range(1, 16))
    assert extracted.page_errors == ()
    assert extracted.authors[:2] == ("Kyle Lo", "Lucy Lu Wang")
    assert extracted.created == date(2020, 5, 2)
    text = "\n\n".join(p.text for p in extracted.pages)
    assert "ﬁ" not in text and "\u00ad" not in text
    assert "Semantic Scholar literature graph" in text
    assert "knowledge from humankind’s collective research efforts" in text  # lines unwrapped
    assert "structured, machine-readable full text" in text  # written whole on another page
    # the margin stamp and page numbers are not body text
    assert "4969\n" not in text


def test_tables_only_page_has_no_title(papers_dir: Path) -> None:
    extracted = extract_pdf(papers_dir / "1903.10676.pdf")
    assert extracted.title == "" and extracted.abstract == ""
    assert "BC5CDR" in extracted.pages[0].text


def test_rotated_arxiv_stamp_is_dropped(papers_dir: Path) -> None:
    first = extract_pdf(papers_dir / "2203.00130v1.pdf").pages[0].text
    assert "arXiv:2203.00130v1" not in first


def test_running_headers_and_page_numbers_are_dropped(papers_dir: Path) -> None:
    pages = extract_pdf(papers_dir / "2302.07302v1.pdf").pages
    # ACM's alternating running heads: "CHI ’23, April 23–28, …  Chang et al." / the title
    assert not any("Chang et al." in p.text for p in pages[1:])
    assert not any(p.text.startswith("CiteSee: Augmenting") for p in pages[1:])
    assert pages[0].text.startswith("CiteSee: Augmenting")  # the title itself stays
    eacl = extract_pdf(papers_dir / "2023.eacl-main.121.pdf").pages
    assert not any(p.text.endswith(str(1650 + p.number)) for p in eacl)


def test_max_pages_bounds_the_work(papers_dir: Path) -> None:
    extracted = extract_pdf(papers_dir / "2203.00130v1.pdf", max_pages=2)
    assert extracted.page_count == 39 and len(extracted.pages) == 2


def test_generated_paper(tmp_path: Path) -> None:
    path = write_paper(tmp_path / "p.pdf", pages=3)
    extracted = extract_pdf(path)
    assert extracted.title == TITLE
    assert extracted.abstract == ABSTRACT
    assert len(extracted.pages) == 3 and extracted.pages[2].text.startswith("Page 3 text.")


def test_metadata_title_is_used_when_it_agrees_and_is_not_junk(tmp_path: Path) -> None:
    agreeing = "Sparse retrieval for scientific claims&#x02010;"  # sentence case, an entity
    good = write_paper(tmp_path / "a.pdf", metadata_title=agreeing)
    assert extract_pdf(good).title == "Sparse retrieval for scientific claims-"
    assert extract_pdf(good).other_title == ""
    junk = write_paper(tmp_path / "b.pdf", metadata_title="Microsoft Word - draft3.docx")
    assert (extract_pdf(junk).title, extract_pdf(junk).other_title) == (TITLE, "")


def test_one_bad_page_loses_only_that_page(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_paper(tmp_path / "p.pdf", pages=4)
    real_get_textpage = pymupdf.Page.get_textpage

    def flaky(self: pymupdf.Page, *args: object, **kwargs: object) -> object:
        if self.number == 2:
            raise RuntimeError("code=2: syntax error in content stream")
        return real_get_textpage(self, *args, **kwargs)

    monkeypatch.setattr(pymupdf.Page, "get_textpage", flaky)
    extracted = extract_pdf(path)
    assert [p.number for p in extracted.pages] == [1, 2, 4]
    assert extracted.page_errors == ((3, "code=2: syntax error in content stream"),)


def test_a_front_page_whose_lines_cannot_be_made_keeps_the_document(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the front-matter lines are made when the reader first asks, after the per-page
    # guard: a failure there loses that page's lines, not the document
    from tapyre_paper_search.pdf import frontlines

    path = write_paper(tmp_path / "p.pdf", pages=3)
    real_page_lines = frontlines.page_lines

    def flaky(data: object, index: int, words: object) -> object:
        if index == 0:
            raise RuntimeError("bad line")
        return real_page_lines(data, index, words)  # type: ignore[arg-type]

    monkeypatch.setattr(frontlines, "page_lines", flaky)
    extracted = extract_pdf(path)
    assert [p.number for p in extracted.pages] == [1, 2, 3]
    assert extracted.pages[2].text.startswith("Page 3 text.")
    assert extracted.page_errors == ()


def test_every_page_failing_is_corrupt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_paper(tmp_path / "p.pdf", pages=2)

    def broken(self: pymupdf.Page, *args: object, **kwargs: object) -> object:
        raise RuntimeError("broken")

    monkeypatch.setattr(pymupdf.Page, "get_textpage", broken)
    with pytest.raises(ExtractionError) as info:
        extract_pdf(path)
    assert info.value.reason == "corrupt"


def test_too_large(tmp_path: Path) -> None:
    path = write_paper(tmp_path / "p.pdf")
    with pytest.raises(ExtractionError) as info:
        extract_pdf(path, max_bytes=100)
    assert info.value.reason == "too-large"


def test_mixed_folder_good_papers_extracted_bad_ones_listed_with_reasons(
    papers_dir: Path, papers_hard_dir: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "mixed"
    shutil.copytree(papers_dir, folder / "papers")
    shutil.copytree(papers_hard_dir, folder / "hard")
    source = papers_dir / "2020.acl-main.447.pdf"
    expected = make_bad_pdfs(folder / "bad", good_pdf=source)
    data = source.read_bytes()
    (folder / "bad" / "truncated-half.pdf").write_bytes(data[: len(data) // 2])

    good: dict[str, ExtractedPdf] = {}
    bad: dict[str, str] = {}
    for path in sorted(folder.rglob("*.pdf")):
        try:
            good[path.name] = extract_pdf(path)
        except ExtractionError as exc:
            assert path.name in exc.message  # the message names the file
            bad[path.name] = exc.reason

    # MuPDF could rebuild a PDF cut in half, but part of a paper is not the paper
    assert bad == {**expected, "truncated-half.pdf": "truncated"}
    real = {p.name for p in papers_dir.glob("*.pdf")} | {
        p.name for p in papers_hard_dir.glob("*.pdf")
    }
    assert real <= set(good)
    assert sum(len(good[name].pages) for name in real) == 171  # every page of every paper


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("D:20210714213225Z00'00'", date(2021, 7, 14)),
        ("D:20230502114556+01'00'", date(2023, 5, 2)),
        ("D:2020", date(2020, 1, 1)),
        ("2021-07-14T10:00:00", date(2021, 7, 14)),
        ("D:20211399", None),
        ("", None),
        ("yesterday", None),
    ],
)
def test_parse_pdf_date(raw: str, expected: date | None) -> None:
    assert parse_pdf_date(raw) == expected
