"""The ``bibtex`` and ``ris`` providers: entries to papers, attached PDFs, change detection."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from pdf_samples import write_paper
from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.providers.library_files import BibtexProvider, RisProvider
from tapyre_paper_search.records import SourceFailure, SourcePaper


def _bib(folder: Path, body: str, name: str = "refs.bib") -> Path:
    path = folder / name
    path.write_text(body, encoding="utf-8")
    return path


def _papers(items: list[SourcePaper | SourceFailure]) -> list[SourcePaper]:
    return [i for i in items if isinstance(i, SourcePaper)]


def test_bibtex_entries_with_relative_and_absolute_pdfs(tmp_path: Path) -> None:
    (tmp_path / "pdfs").mkdir()
    relative = write_paper(tmp_path / "pdfs" / "trees.pdf", title="Street Trees")
    absolute = write_paper(tmp_path / "attention.pdf", title="Attention")
    bib = _bib(
        tmp_path,
        "@article{trees, title={Street Trees}, author={Berg, Anna}, year=2021,"
        " doi={10.1234/TREES}, file={:pdfs/trees.pdf:PDF}}\n"
        "@misc{att, title={Attention}, author={Vaswani, Ashish}, year=2017, eprint={1706.03762},"
        f" archivePrefix={{arXiv}}, file={{Full Text:{absolute}:application/pdf}}}}\n"
        "@misc{nofile, title={No File}, year=2000}\n",
    )
    trees, attention, nofile = _papers(list(BibtexProvider().iter_papers(str(bib))))
    assert (trees.metadata.paper_id, trees.pdf_path) == ("doi:10.1234/trees", relative)
    assert (attention.metadata.paper_id, attention.pdf_path) == ("1706.03762", absolute)
    assert nofile.pdf_path is None and nofile.metadata.paper_id.startswith("ref:")
    assert trees.locator == f"{bib}:1" and trees.metadata.source == "bibtex"
    assert trees.metadata.authors == ("Anna Berg",) and trees.metadata.year == 2021


def test_pdf_dir_setting_and_mendeley_paths(tmp_path: Path) -> None:
    library = tmp_path / "library"
    library.mkdir()
    pdf = write_paper(library / "a.pdf")
    bib = _bib(
        tmp_path,
        "@article{a, title={A}, file={:a.pdf:pdf}}\n"
        f"@article{{b, title={{B}}, file={{:{str(pdf)[1:]}:pdf}}}}\n",
    )
    a, b = _papers(
        list(BibtexProvider.from_settings({"pdf_dir": str(library)}).iter_papers(str(bib)))
    )
    assert a.pdf_path == library / "a.pdf"
    assert b.pdf_path == pdf  # Mendeley leaves out the leading "/" of absolute paths


def test_missing_pdf_is_logged_and_entry_kept(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    bib = _bib(tmp_path, "@article{a, title={A}, file={:gone.pdf:PDF}}\n")
    with caplog.at_level(logging.WARNING):
        [paper] = _papers(list(BibtexProvider().iter_papers(str(bib))))
    assert paper.pdf_path is None
    assert f"{bib}:1: the attached PDF gone.pdf was not found" in caplog.text


def test_content_hash_follows_the_entry_and_the_pdf(tmp_path: Path) -> None:
    pdf = write_paper(tmp_path / "a.pdf", title="First")
    bib = _bib(tmp_path, "@article{a, title={A}, year=2020, file={:a.pdf:PDF}}\n")

    def hash_now() -> str:
        [paper] = _papers(list(BibtexProvider().iter_papers(str(bib))))
        return paper.content_hash

    first = hash_now()
    assert hash_now() == first
    write_paper(pdf, title="Second")
    replaced = hash_now()
    assert replaced != first
    _bib(
        tmp_path, "@article{a, title={A}, year=2020, abstract={Now with one.}, file={:a.pdf:PDF}}\n"
    )
    assert hash_now() not in (first, replaced)


def test_latin1_bibtex_is_read(tmp_path: Path) -> None:
    path = tmp_path / "old.bib"
    path.write_bytes(
        "@article{a, title={Caf\xe9 Studies}, author={M\xfcller, J}}\n".encode("latin-1")
    )
    [paper] = _papers(list(BibtexProvider().iter_papers(str(path))))
    assert paper.metadata.title == "Café Studies" and paper.metadata.authors == ("J Müller",)


def test_ris_file_with_file_url(tmp_path: Path) -> None:
    (tmp_path / "with space").mkdir()
    pdf = write_paper(tmp_path / "with space" / "trees.pdf")
    ris = tmp_path / "refs.ris"
    ris.write_text(
        "TY  - JOUR\nTI  - Street Trees\nAU  - Berg, Anna\nPY  - 2021\n"
        f"L1  - {pdf.as_uri()}\nER  - \n",
        encoding="utf-8",
    )
    [paper] = _papers(list(RisProvider().iter_papers(str(ris))))
    assert paper.pdf_path == pdf and paper.metadata.source == "ris"
    assert paper.locator == f"{ris}:1"


def test_files_without_entries_are_errors(tmp_path: Path) -> None:
    notes = _bib(tmp_path, "just some notes, not BibTeX\n", name="notes.bib")
    with pytest.raises(SourceError, match="holds no BibTeX entries; nothing was ingested"):
        list(BibtexProvider().iter_papers(str(notes)))
    ris = tmp_path / "x.ris"
    ris.write_text("hello\n", encoding="utf-8")
    with pytest.raises(SourceError, match="holds no RIS entries"):
        list(RisProvider().iter_papers(str(ris)))
    empty = _bib(tmp_path, "", name="empty.bib")
    assert list(BibtexProvider().iter_papers(str(empty))) == []
    with pytest.raises(SourceError, match="does not exist"):
        list(BibtexProvider().iter_papers(str(tmp_path / "absent.bib")))


def test_handles(tmp_path: Path) -> None:
    bib = _bib(tmp_path, "")
    ris = tmp_path / "a.RIS"
    ris.write_text("", encoding="utf-8")
    assert BibtexProvider().handles(str(bib)) and not BibtexProvider().handles(str(ris))
    assert RisProvider().handles(str(ris)) and not RisProvider().handles(str(bib))
    assert not BibtexProvider().handles(str(tmp_path / "absent.bib"))
    assert not BibtexProvider().handles(str(tmp_path))


def test_count_is_the_number_of_items(tmp_path: Path) -> None:
    bib = _bib(
        tmp_path, "@string{x = {y}}\n@article{a, title={A}}\n@misc{b, title={B}}\n@comment{c}\n"
    )
    assert (
        BibtexProvider().count(str(bib)) == len(list(BibtexProvider().iter_papers(str(bib)))) == 2
    )
    ris = tmp_path / "a.ris"
    ris.write_text("TY  - JOUR\nTI  - A\nER  - \n\nTY  - JOUR\nTI  - B\nER  - \n", encoding="utf-8")
    assert RisProvider().count(str(ris)) == 2
    assert BibtexProvider().count(str(tmp_path / "absent.bib")) is None


def test_a_paper_twice_in_one_file_is_reported_once(tmp_path: Path) -> None:
    bib = _bib(
        tmp_path,
        "@article{a, title={Trees}, doi={10.1234/T}}\n"
        "@article{b, title={Trees (again)}, doi={10.1234/t}}\n"
        "@article{c, title={Other}}\n",
    )
    first, repeat, other = BibtexProvider().iter_papers(str(bib))
    assert isinstance(first, SourcePaper) and isinstance(other, SourcePaper)
    assert isinstance(repeat, SourceFailure) and repeat.reason == "duplicate"
    assert repeat.message == f"{bib}:2: the same paper (doi:10.1234/t) as {bib}:1; skipped"
