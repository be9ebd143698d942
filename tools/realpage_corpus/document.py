"""One paper drawn as a PDF in one design (page one by the design, the body's rest on
page two), and its truth."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from latex_corpus.paper import Author, Paper
from pdfgen.corpus import Truth
from pdfgen.people import email
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.pdfgen.canvas import Canvas

from realpage_corpus.body import body_flow
from realpage_corpus.clutter import venue
from realpage_corpus.kit import Kit, columns, faces_of
from realpage_corpus.layout import Design


def grown(paper: Paper, design: Design) -> Paper:
    """``paper`` with up to ``design.grow`` more authors (fifteen at most in all), drawn
    from the neighbour records' authors (and made-up names where ``design.invent``) by a
    generator seeded by the paper: the same for the page and its truth."""
    if not design.grow:
        return paper
    rng = random.Random(f"grow:{design.name}:{paper.seed}")
    have = [a.name for a in paper.authors]
    pool = [n for o in paper.others for n in o.authors if n not in have and n.isprintable()]
    pool = sorted({n for n in pool if 1 < len(n.split()) < 5 and len(n) < 40})
    if design.invent:  # made-up names where the neighbours have too few (round 74)
        from realpage_corpus.pages_i import MADE_UP_NAMES

        pool = sorted(set(pool) | {n for n in MADE_UP_NAMES if n not in have})
    rng.shuffle(pool)
    room = min(design.grow, 15 - len(have), len(pool))
    low = room // 2 if design.invent else 0
    extra = pool[: rng.randint(low, room)] if room > 0 else []
    more = []
    for name in extra:
        link = rng.randrange(len(paper.affiliations))
        domain = paper.affiliations[link].institution.split()[-1]
        more.append(Author(name, (link,), email(name, domain, rng), "", False))
    return replace(paper, authors=paper.authors + tuple(more))


def write_pdf(paper: Paper, design: Design, path: Path) -> str:
    """Write ``paper`` in ``design`` to ``path``; the font family drawn in."""
    paper = grown(paper, design)
    rng = random.Random(f"realpage:{design.name}:{paper.seed}")
    texts = [paper.title, paper.record.abstract_text, *(a.name for a in paper.authors)]
    texts += [p.line() for p in paper.affiliations] + list(paper.keywords)
    texts += [o.abstract_text for o in paper.others[:12]]
    family, faces = faces_of(rng.choice(design.families), texts)
    a4 = design.page == "a4" or (design.page == "either" and rng.random() < 0.5)
    width, height = A4 if a4 else LETTER
    canvas = Canvas(str(path), pagesize=(width, height))
    canvas.setTitle("")
    canvas.setAuthor("")
    kit = Kit(canvas, width, height, faces)
    placed = design.draw(kit, paper, venue(rng, paper), rng)
    flow = placed.lead + body_flow(
        kit, paper, rng, placed.size, numbering=placed.numbering, first_heading=placed.first_heading
    )
    rest = kit.fill(flow, placed.frames)
    canvas.showPage()
    if rest:
        m = placed.margin
        kit.fill(rest, columns(m, width - m, m, height - m, placed.columns, gap=16))
        if placed.lineno:
            kit.numbers(m - 12, height - m - placed.size, m, placed.size * 1.25, 60)
        kit.text(width / 2, m - 20, "2", 8, align="centre")
        canvas.showPage()
    canvas.save()
    if placed.post:
        placed.post(path)
    return family


def truth_of(paper: Paper, design: Design, name: str, split: str, family: str) -> Truth:
    """What the page prints: the record's title, the names as drawn, the abstract's
    labels and texts; kinds the design's name and "realpage"."""
    paper = grown(paper, design)
    return Truth(
        name,
        split,
        [design.name, "realpage"],
        "en",
        title=paper.title,
        authors=[a.name for a in paper.authors[: design.authors or None]],
        abstract=paper.record.abstract_text,
        layout={"style": design.name, "key": paper.key, "font": family},
    )
