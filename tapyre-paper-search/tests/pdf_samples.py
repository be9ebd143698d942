"""Real PDF files for tests, made with PyMuPDF: good, and broken in each way we handle.

``make_bad_pdfs(folder)`` writes one file per failure reason and returns
``{file name: expected ExtractionError reason}``.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf

TITLE = "Sparse Retrieval for Scientific Claims"
ABSTRACT = (
    "We study how sparse lexical retrieval compares with dense retrieval for "
    "verifying scientific claims. Our experiments on three corpora show that a "
    "simple hybrid of both is more robust than either alone."
)
BODY = (
    "Retrieval of scientific papers is hard because claims use words the "
    "abstracts do not. We therefore combine signals. "
)


def write_paper(
    path: Path, *, pages: int = 3, title: str = TITLE, metadata_title: str = ""
) -> Path:
    """A text PDF laid out like a paper: big title, Abstract heading, body pages."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 90), title, fontsize=18, fontname="hebo")
    page.insert_text((72, 120), "Ada Lovelace, Alan Turing", fontsize=11)
    page.insert_text((72, 160), "Abstract", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 170, 520, 260), ABSTRACT, fontsize=10)
    page.insert_text((72, 290), "1 Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 300, 520, 700), BODY * 8, fontsize=10)
    for number in range(2, pages + 1):
        extra = doc.new_page()
        extra.insert_textbox(
            pymupdf.Rect(72, 72, 520, 700), f"Page {number} text. " + BODY * 10, fontsize=10
        )
    if metadata_title:
        doc.set_metadata({"title": metadata_title})
    doc.save(path)
    doc.close()
    return path


def write_encrypted(path: Path) -> Path:
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 72), "secret " * 40, fontsize=10)
    doc.save(
        path,
        encryption=pymupdf.PDF_ENCRYPT_AES_256,
        user_pw="user-secret",
        owner_pw="owner-secret",
    )
    doc.close()
    return path


def write_image_only(path: Path) -> Path:
    """Pages that are pictures without any text (photographs, plots) and no text layer:
    nothing to read, with or without OCR."""
    source = pymupdf.open()
    page = source.new_page()
    for i in range(12):
        page.draw_rect(
            pymupdf.Rect(60 + 35 * i, 100, 80 + 35 * i, 200 + 30 * i), fill=(0.2, 0.3, 0.6)
        )
    page.draw_circle((300, 600), 80, fill=(0.7, 0.2, 0.2))
    pixmap = page.get_pixmap(dpi=50)
    source.close()
    doc = pymupdf.open()
    for _ in range(2):
        page = doc.new_page()
        page.insert_image(page.rect, pixmap=pixmap)
    doc.save(path)
    doc.close()
    return path


def write_blank(path: Path) -> Path:
    """Pages with neither text nor images."""
    doc = pymupdf.open()
    doc.new_page()
    doc.new_page()
    doc.save(path)
    doc.close()
    return path


def make_bad_pdfs(folder: Path, good_pdf: Path | None = None) -> dict[str, str]:
    """Write one broken file per failure reason into ``folder``; name → expected reason.

    ``good_pdf`` (default: a generated paper) is the source of the truncated copies.
    """
    folder.mkdir(parents=True, exist_ok=True)
    if good_pdf is None:
        good_pdf = write_paper(folder.parent / "_source_for_truncation.pdf", pages=4)
    data = good_pdf.read_bytes()
    (folder / "zero-bytes.pdf").write_bytes(b"")
    (folder / "notes.pdf").write_text("These are my notes, not a PDF.\n" * 20)
    (folder / "error-page.pdf").write_bytes(
        b"<!DOCTYPE html><html><body>Rate exceeded.</body></html>"
    )
    (folder / "header-only.pdf").write_bytes(data[:16])
    (folder / "truncated-early.pdf").write_bytes(data[:400])
    write_encrypted(folder / "encrypted.pdf")
    write_image_only(folder / "scan.pdf")
    write_blank(folder / "blank.pdf")
    return {
        "zero-bytes.pdf": "empty",
        "notes.pdf": "not-a-pdf",
        "error-page.pdf": "not-a-pdf",
        "header-only.pdf": "corrupt",
        "truncated-early.pdf": "corrupt",
        "encrypted.pdf": "encrypted",
        "scan.pdf": "image-only",
        "blank.pdf": "empty",
    }


def add_body_pages(document: pymupdf.Document, count: int = 2) -> None:
    """``count`` pages of 40 lines of body text before a paper's last page."""
    for number in range(count):
        page = document.new_page()
        for row in range(40):
            text = f"Body line {row} of page {number}: results were measured in 2019."
            page.insert_text((54, 72 + 13 * row), text, fontsize=9)


def wrapped(text: str, font: str, size: float, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width`` points in ``font`` at ``size``."""
    lines, current = [], ""
    for word in text.split():
        longer = f"{current} {word}".strip()
        if current and pymupdf.get_text_length(longer, font, size) > width:
            lines.append(current)
            current = word
        else:
            current = longer
    return [*lines, current] if current else lines
