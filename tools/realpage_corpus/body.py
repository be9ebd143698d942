"""The body under the front matter: headed sections of the neighbours' prose."""

from __future__ import annotations

import random
import re

from latex_corpus.body import SECTIONS
from latex_corpus.paper import Paper
from reportlab.platypus import Flowable, Paragraph

from realpage_corpus.clutter import esc
from realpage_corpus.kit import Kit

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII")


def _prose(text: str, rng: random.Random) -> str:
    text = re.sub(r"^(?:abstract|summary)\W*", "", text, flags=re.I)
    sentences = [s for s in text.split(". ") if s]
    return ". ".join(sentences[: rng.randint(3, 7)]).rstrip(".") + "."


def heading(index: int, title: str, numbering: str) -> str:
    """A section heading: ``numbering`` "arabic" ("1. Introduction"), "roman"
    ("I. INTRODUCTION"), "spaced" ("1 Introduction"), "plain" ("Introduction") or
    "caps" ("INTRODUCTION")."""
    if numbering == "arabic":
        return f"{index + 1}. {title}"
    if numbering == "roman":
        return f"{ROMAN[index]}. {title.upper()}"
    if numbering == "conf":
        return f"{index + 1} {title.upper()}"
    if numbering == "spaced":
        return f"{index + 1} {title}"
    if numbering == "caps":
        return title.upper()
    return title


def body_flow(
    kit: Kit,
    paper: Paper,
    rng: random.Random,
    size: float,
    *,
    numbering: str = "arabic",
    first_heading: bool = True,
) -> list[Flowable]:
    """The body's paragraphs under headings; without ``first_heading`` the first
    section's prose starts unheaded (a summary-paragraph letter)."""
    head = kit.style(size + 0.5, "bold", spaceBefore=6, spaceAfter=3)
    prose = kit.style(size, align="justify", leading=size * 1.25, firstLineIndent=10, spaceAfter=2)
    others = list(paper.others[:12])
    per = max(1, len(others) // len(SECTIONS))
    flow: list[Flowable] = []
    for index, title in enumerate(SECTIONS):
        if index or first_heading:
            flow.append(Paragraph(esc(heading(index, title, numbering)), head))
        for record in others[index * per : (index + 1) * per]:
            text = " ".join(section.text for section in record.abstract)
            flow.append(Paragraph(esc(_prose(text, rng)), prose))
    return flow
