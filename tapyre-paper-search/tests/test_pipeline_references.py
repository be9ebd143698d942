"""What ingestion keeps of a PDF besides its text: the references list, linked to the
papers of the collection, and how each page's text was obtained (real PDFs,
the real pipeline, SQLite and Qdrant Edge)."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from pdf_samples import TITLE, write_paper
from pipeline_helpers import folder_provider, make_pipeline, opened_stores, run_pipeline

CITING_TITLE = "Citation Graphs Between Retrieval Papers"
ENTRIES = (
    "[1] A. Lovelace and A. Turing. Sparse retrieval for scientific claims. "
    "Journal of Data Science, 12(3):1-20, 2021.",
    "[2] G. Hopper. Compilers for everyone: a practical account. "
    "Communications of the ACM, 1952. doi:10.1145/609784.609818",
    "[3] K. Tanaka. Sleep spindles and memory consolidation in adults. arXiv:1905.01234, 2019.",
)


def _citing_paper(path: Path) -> Path:
    """A paper whose references list names :data:`TITLE`, with a last page that is a
    picture without a text layer."""
    write_paper(path, title=CITING_TITLE, pages=2)
    doc = pymupdf.open(path)
    page = doc.new_page()
    page.insert_text((72, 90), "References", fontsize=12, fontname="hebo")
    y = 110.0
    for entry in ENTRIES:
        used = page.insert_textbox(pymupdf.Rect(72, y, 520, y + 60), entry, fontsize=9)
        y += 60 - used + 6
    picture = pymupdf.open()
    drawn = picture.new_page()
    drawn.draw_circle((300, 400), 120, fill=(0.7, 0.2, 0.2))
    pixmap = drawn.get_pixmap(dpi=40)
    picture.close()
    scan = doc.new_page()
    scan.insert_image(scan.rect, pixmap=pixmap)
    doc.saveIncr()
    doc.close()
    return path


def test_references_are_stored_linked_and_cited_by(tmp_path: Path) -> None:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "cited.pdf")
    _citing_paper(folder / "citing.pdf")
    pipeline = make_pipeline(tmp_path / "data")
    summary = run_pipeline(pipeline, [(folder_provider(), str(folder))])
    assert (summary.stored, summary.failed) == (2, 0)

    with opened_stores(tmp_path / "data") as (metadata, _):
        by_title = {
            r.metadata.title: r
            for r in metadata.get_papers(metadata.paper_ids(), with_chunks=False).values()
        }
        cited, citing = by_title[TITLE], by_title[CITING_TITLE]
        references = metadata.references(citing.metadata.paper_id)
        assert [r.number for r in references] == [1, 2, 3]
        assert references[0].title == "Sparse retrieval for scientific claims"
        assert references[0].cited_paper_id == cited.metadata.paper_id
        assert references[1].doi == "10.1145/609784.609818"
        assert references[2].arxiv_id == "1905.01234"
        assert [r.cited_paper_id for r in references[1:]] == [None, None]
        assert [(c.paper_id, c.number) for c in metadata.cited_by(cited.metadata.paper_id)] == [
            (citing.metadata.paper_id, 1)
        ]
        assert metadata.references(cited.metadata.paper_id) == []

        # The picture page has no text layer: it is noted, read by OCR or not at all.
        assert cited.page_notes == ()
        (note,) = citing.page_notes
        assert note.number == 4 and note.source in ("ocr", "none")
        assert note.note.startswith("no-text-layer")


def test_a_database_made_before_references_gains_their_tables(tmp_path: Path) -> None:
    from tapyre_paper_search.records import Reference
    from tapyre_paper_search.store.sql import SqlMetadataStore
    from tapyre_paper_search.testing.contracts.samples import stored_paper

    url = f"sqlite:///{tmp_path / 'papers.sqlite3'}"
    with SqlMetadataStore(url) as store:
        store.save_papers([stored_paper("old")])
        with store.engine.begin() as conn:  # as a version without these tables left it
            for table in ("paper_references", "paper_keys", "paper_pages"):
                conn.exec_driver_sql(f"DROP TABLE {table}")
    with SqlMetadataStore(url) as store:
        assert store.get_paper("old") is not None
        entry = Reference("[1] Attention is all you need.", title="Attention Is All You Need")
        store.save_papers([stored_paper("new", title="Another paper", references=(entry,))])
        assert [r.title for r in store.references("new")] == ["Attention Is All You Need"]
        # The old paper links once it is stored again (ingestion does so when the
        # chunker version changes, as it did with the version that brought references).
        assert store.references("new")[0].cited_paper_id is None
        store.save_papers([stored_paper("old")])
        assert store.references("new")[0].cited_paper_id == "old"


def test_pdf_reading_follows_the_settings(tmp_path: Path) -> None:
    from tapyre import ConfigError
    from tapyre_paper_search.pipeline import PdfReading
    from tapyre_paper_search.settings import PaperSearchSettings

    settings = PaperSearchSettings.from_mapping(
        {"ocr": False, "ocr_languages": " deu + eng ", "ocr_dpi": 200, "pdf_tables": False}
    )
    assert (settings.ocr, settings.ocr_languages, settings.ocr_dpi, settings.pdf_tables) == (
        False,
        "deu+eng",
        200,
        False,
    )
    with pytest.raises(ConfigError, match="ocr_languages"):
        PaperSearchSettings.from_mapping({"ocr_languages": "eng, deu"})

    folder = tmp_path / "pdfs"
    folder.mkdir()
    _citing_paper(folder / "citing.pdf")
    pipeline = make_pipeline(tmp_path / "data", pdf=PdfReading(ocr=False))
    try:
        assert pipeline.run([(folder_provider(), str(folder))]).stored == 1
        (record,) = pipeline.metadata.get_papers(pipeline.metadata.paper_ids()).values()
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()
    assert [(n.number, n.source, n.note) for n in record.page_notes] == [
        (4, "none", "no-text-layer; OCR turned off")
    ]
