"""Sample papers shipped with the package, written as PDFs for the quickstart.

Six short papers on unrelated topics (retrieval, corals, solar cells, sleep,
molecules, urban heat), written for this project, so ingestion and search can
be tried offline on real PDFs: ``tapyre papers demo FOLDER`` writes them.

Each ``*.txt`` file here has ``Key: value`` header lines (Title, Authors,
Date, Categories), a blank line, an ``Abstract`` paragraph, and numbered
section headings (``1 Introduction``) followed by paragraphs.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from datetime import date
from importlib import resources
from pathlib import Path
from typing import Any

_HEADING = re.compile(r"^\d+(?:\.\d+)*\s+\S")


@dataclass(frozen=True)
class SamplePaper:
    """One sample: ``slug`` names the file; ``sections`` are ``(heading, paragraphs)``."""

    slug: str
    title: str
    authors: tuple[str, ...]
    published: date
    categories: tuple[str, ...]
    abstract: str
    sections: tuple[tuple[str, tuple[str, ...]], ...]


def sample_papers() -> list[SamplePaper]:
    """The shipped samples, sorted by slug."""
    folder = resources.files(__name__)
    papers = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".txt"):
            papers.append(parse_sample(entry.name[:-4], entry.read_text(encoding="utf-8")))
    return papers


def parse_sample(slug: str, text: str) -> SamplePaper:
    """Parse the sample format described in the module docstring."""
    head, _, body = text.strip().partition("\n\n")
    fields = {}
    for line in head.splitlines():
        key, _, value = line.partition(":")
        fields[key.strip().lower()] = value.strip()
    blocks = [b.strip() for b in body.split("\n") if b.strip()]
    abstract = ""
    sections: list[tuple[str, list[str]]] = []
    current: list[str] | None = None
    for block in blocks:
        if block == "Abstract":
            current = None
            continue
        if _HEADING.match(block) and len(block) < 80:
            sections.append((block, []))
            current = sections[-1][1]
        elif current is None:
            abstract = f"{abstract} {block}".strip()
        else:
            current.append(block)
    return SamplePaper(
        slug=slug,
        title=fields["title"],
        authors=tuple(a.strip() for a in fields.get("authors", "").split(";") if a.strip()),
        published=date.fromisoformat(fields["date"]),
        categories=tuple(c.strip() for c in fields.get("categories", "").split(";") if c.strip()),
        abstract=abstract,
        sections=tuple((h, tuple(ps)) for h, ps in sections),
    )


def _html(paper: SamplePaper) -> str:
    parts = [
        f"<h1>{html.escape(paper.title)}</h1>",
        f"<p class='authors'>{html.escape(', '.join(paper.authors))}</p>",
        "<h2>Abstract</h2>",
        f"<p>{html.escape(paper.abstract)}</p>",
    ]
    for heading, paragraphs in paper.sections:
        parts.append(f"<h2>{html.escape(heading)}</h2>")
        parts.extend(f"<p>{html.escape(p)}</p>" for p in paragraphs)
    return "\n".join(parts)


_CSS = """
body { font-family: serif; font-size: 10pt; }
h1 { font-size: 16pt; text-align: center; }
h2 { font-size: 11pt; margin-top: 8pt; }
p { text-align: justify; margin-bottom: 5pt; }
p.authors { text-align: center; font-style: italic; }
"""


def write_pdf(paper: SamplePaper, path: Path) -> Path:
    """Lay ``paper`` out on A5 pages (so each spans a few pages) with PDF metadata."""
    import importlib

    # PyMuPDF has no type hints; one Any here keeps mypy strict elsewhere.
    pymupdf: Any = importlib.import_module("pymupdf")
    story = pymupdf.Story(html=_html(paper), user_css=_CSS)
    mediabox = pymupdf.paper_rect("a5")
    where = pymupdf.Rect(mediabox.x0 + 36, mediabox.y0 + 36, mediabox.x1 - 36, mediabox.y1 - 36)
    buffer = path.with_suffix(".tmp")
    writer = pymupdf.DocumentWriter(str(buffer))
    more = True
    while more:
        device = writer.begin_page(mediabox)
        more, _ = story.place(where)
        story.draw(device)
        writer.end_page()
    writer.close()
    doc = pymupdf.open(buffer)
    stamp = paper.published.strftime("D:%Y%m%d000000")
    doc.set_metadata(
        {
            "title": paper.title,
            "author": "; ".join(paper.authors),
            "subject": paper.abstract[:200],
            "keywords": ", ".join(paper.categories),
            "creationDate": stamp,
            "modDate": stamp,
            "creator": "tapyre papers demo",
            "producer": "PyMuPDF",
        }
    )
    # Fixed ids and no timestamps of today: the same sample gives the same bytes.
    doc.save(path, garbage=3, deflate=True, no_new_id=True)
    doc.close()
    buffer.unlink()
    return path


def write_samples(folder: Path) -> list[Path]:
    """Write every sample as ``FOLDER/<slug>.pdf``; returns the paths."""
    folder.mkdir(parents=True, exist_ok=True)
    return [write_pdf(paper, folder / f"{paper.slug}.pdf") for paper in sample_papers()]
