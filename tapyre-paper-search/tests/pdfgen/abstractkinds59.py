"""Abstract layouts the round-59 abstracts track measures (abs59); the held-out split's
wordings are never used to write a rule.

``build_kinds59(shared, folder, count, split, seed)`` writes ``count`` one-column papers,
each a title, a names row, an affiliation, an abstract in one of :data:`KINDS` and a body,
with ``truth.jsonl`` (no ``items.jsonl``: ``benchmarks/pdf_metadata.py --corpus`` reads
the folder as it is). The kinds:

* ``runin-labels``: a structured abstract in ONE paragraph, its labels run in in bold
  with no line break ("Objective: … Design: … Setting: …");
* ``summary-after``: an abstract under its heading, then a lay summary or a significance
  statement under a heading of its own (not the abstract);
* ``cover-page2``: a full-page cover, the paper's first page with the abstract on page 2;
* ``foreign-keywords``: a headingless abstract, then a keyword line in another language;
* ``shaded-box``: an abstract in a shaded box under the names, no heading inside.

The wordings differ by split (``_WORDS``): train papers find failure kinds, the held-out
papers' figures are only ever read as a summary.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pymupdf

from pdfgen import body
from pdfgen.canvas import Canvas, Face, face_for, families, printed, text_width, wrap
from pdfgen.flow import Block, Flow
from pdfgen.people import affiliation, mixed_name
from pdfgen.sources import Record, load_pool

KINDS = ("runin-labels", "summary-after", "cover-page2", "foreign-keywords", "shaded-box")

_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "heldout": {
        "labels": (
            "Objective",
            "Design",
            "Setting",
            "Participants",
            "Main outcome measures",
            "Results",
            "Conclusions",
        ),
        "summary": ("Plain language summary", "Significance Statement", "PLAIN LANGUAGE SUMMARY"),
        "keywords": ("Mots-clés :", "Schlüsselwörter:", "Parole chiave:"),
        "cover": ("Accepted manuscript", "Author's final version"),
    },
    "train": {
        "labels": ("Aim", "Methods", "Findings", "Interpretation"),
        "summary": ("Lay summary", "Significance", "Author summary"),
        "keywords": ("Palabras clave:", "Trefwoorden:", "Nyckelord:"),
        "cover": ("Preprint", "Postprint"),
    },
}


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text) if s.strip()]


def _runin_paragraph(  # noqa: PLR0917 (drawing helpers take x, y, text, font, size)
    canvas: Canvas, parts: list[tuple[str, str]], face: Face, size: float, x0: float, y: float
) -> float:
    """Draw ``(label, text)`` parts as one ragged-right paragraph, each label in bold
    run in after the last part's end; returns the y under it."""
    width = canvas.width - 2 * x0
    bold = face.styled(bold=True)
    words = [
        item
        for label, text in parts
        for item in [(w, bold) for w in f"{label}:".split()] + [(w, face) for w in text.split()]
    ]
    x = x0
    space = text_width(" ", face, size)
    for word, wface in words:
        w = text_width(word, wface, size)
        if x > x0 and x + w > x0 + width:
            x, y = x0, y + size * 1.25
        x += canvas.text(x, y + size, word, wface, size, "abstract") + space
    return y + size * 1.8


def _front(  # noqa: PLR0917 (drawing helpers take x, y, text, font, size)
    canvas: Canvas, record: Record, authors: list[str], face: Face, rng: random.Random, y: float
) -> tuple[float, str]:
    """Title, names and one affiliation from ``y``; returns (y under them, printed title)."""
    title_face = face_for(record.title, face).styled(bold=True)
    tsize = rng.uniform(15, 19)
    for line in wrap(record.title, title_face, tsize, canvas.width - 144):
        canvas.text(72, y + tsize, line, title_face, tsize, "title")
        y += tsize * 1.25
    y += 10
    canvas.text(72, y + 11, ", ".join(authors), face, 11, "author")
    y += 18
    canvas.text(72, y + 9, affiliation(rng).line(), face.styled(italic=True), 9, "affiliation")
    return y + 24, printed(record.title, title_face)


def write_kind(  # noqa: PLR0917 (one paper: its record, kind and draw)
    path: Path, record: Record, kind: str, names: list[str], pool: list[str], split: str, seed: int
) -> dict[str, object]:
    """Draw ``record`` as a paper of ``kind`` to ``path``; returns its truth row."""
    rng = random.Random(seed)
    words = _WORDS["heldout" if split == "heldout" else "train"]
    face = Face(rng.choice(families()))
    size = rng.choice([9.5, 10.0, 10.5])
    authors = list(dict.fromkeys(record.authors[:4] or [mixed_name(rng, names) for _ in range(3)]))
    canvas = Canvas(pymupdf.open())
    text = record.abstract_text
    if kind == "cover-page2":
        body.cover_sheet(canvas, record, tuple(authors), rng, face, "Geneva")
        canvas.text(72, 120, rng.choice(words["cover"]), face, 9, "cover")
    canvas.new_page()
    y, title = _front(canvas, record, authors, face, rng, 70.0)
    flow = Flow(canvas, face, size, 1, 72.0, top=62.0, bottom=canvas.height - 60, rng=rng)
    heading = Block("heading", rng.choice(["Abstract", "ABSTRACT"]), role="abstract-heading")
    after: list[Block] = []
    if kind == "runin-labels":
        sentences = _sentences(text)
        labels = list(words["labels"])[: max(2, min(len(sentences), len(words["labels"])))]
        share = max(1, len(sentences) // len(labels))
        parts = [
            (
                label,
                " ".join(sentences[i * share : (i + 1) * share if i < len(labels) - 1 else None]),
            )
            for i, label in enumerate(labels)
        ]
        parts = [(label, part) for label, part in parts if part]
        text = " ".join(f"{label}: {part}" for label, part in parts)
        if rng.random() < 0.6:
            flow.begin(y)
            flow.place(heading)
            y = flow.y
        y = _runin_paragraph(canvas, parts, face, size, 72.0, y)
        blocks: list[Block] = []
    elif kind == "summary-after":
        lay = " ".join(pool[:3]) if pool else "We explain the study in plain words."
        blocks = [heading, Block("plain", text, role="abstract")]
        after = [
            Block("heading", rng.choice(words["summary"]), role="other"),
            Block("plain", lay, role="other"),
        ]
    elif kind == "cover-page2":
        blocks = [heading, Block("plain", text, role="abstract")]
        if rng.random() < 0.5:
            canvas.new_page()
            y = 72.0
    elif kind == "foreign-keywords":
        blocks = [Block("plain", text, role="abstract")]
        label = rng.choice(words["keywords"])
        after = [Block("runin", "apprentissage, modèle, mesure", role="keywords", label=label)]
    else:  # shaded-box
        lines = wrap(text, face, size, canvas.width - 164)
        canvas.box((78, y - 4, canvas.width - 78, y + len(lines) * size * 1.25 + 8), fill=0.88)
        for line in lines:
            canvas.text(82, y + size, line, face, size, "abstract")
            y += size * 1.25
        y += 20
        blocks = []
    flow.begin(y)
    for block in [*blocks, *after]:
        flow.place(block)
    content = body.body_blocks(pool, rng, heading="1 Introduction")
    for block in content:
        flow.place(block)
    canvas.doc.save(path, garbage=3, deflate=True)
    canvas.doc.close()
    return {
        "name": path.name,
        "split": split,
        "kinds": [kind],
        "language": "en",
        "title": title,
        "authors": authors,
        "abstract": text,
    }


def build_kinds59(shared: Path, folder: Path, count: int, split: str, seed: int) -> None:
    """Write ``count`` papers of ``split``'s records, kinds in turn, to ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    records, names = load_pool(shared, split)
    rng = random.Random(f"kinds59:{split}:{seed}")
    with (folder / "truth.jsonl").open("w", encoding="utf-8") as out:
        for number in range(count):
            record = rng.choice([r for r in records if len(_sentences(r.abstract_text)) >= 3])
            pool = body.sentences(rng.sample(records, k=min(len(records), 20)))
            kind = KINDS[number % len(KINDS)]
            path = folder / f"{split}-{number:04d}.pdf"
            row = write_kind(path, record, kind, names, pool, split, rng.randrange(1 << 30))
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
