"""Abstracts as real papers set them, the blocks that follow them, and section headings.

``abstract_blocks`` returns the flow blocks of one abstract style and the
abstract's true text; ``after_abstract`` the keyword / index-term /
classification blocks some styles put right after it; ``first_heading`` the
heading the body starts with.
"""

from __future__ import annotations

import random
import re

from pdfgen.canvas import Face
from pdfgen.flow import Block
from pdfgen.sources import Record

_HEADINGS_EN = ("Abstract", "ABSTRACT", "A B S T R A C T", "Abstract", "Summary", "ABSTRACT")
_HEADINGS_DE = ("Zusammenfassung", "Kurzfassung", "ZUSAMMENFASSUNG", "Abstract")
_INLINE = ("Abstract—", "Abstract:", "Abstract.", "ABSTRACT:", "Abstract -")
_STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "for",
        "in",
        "on",
        "and",
        "or",
        "with",
        "to",
        "from",
        "by",
        "at",
        "as",
        "via",
        "under",
        "over",
        "into",
        "using",
        "its",
        "their",
        "is",
        "are",
        "der",
        "die",
        "das",
        "und",
        "mit",
        "von",
        "für",
        "im",
        "in",
        "am",
        "zur",
        "zum",
        "bei",
        "über",
        "ein",
        "eine",
        "des",
        "den",
        "dem",
    ]
)


def heading_text(rng: random.Random, german: bool) -> str:
    return rng.choice(_HEADINGS_DE if german else _HEADINGS_EN)


def abstract_blocks(  # noqa: PLR0917 (drawing helpers take x, y, text, font, size)
    record: Record, mode: str, rng: random.Random, face: Face, size: float, german: bool
) -> tuple[list[Block], str]:
    """(blocks, true abstract text) of ``record``'s abstract in ``mode``.

    Modes: ``heading``, ``inline``, ``none``, ``structured-lines``,
    ``structured-inline``, ``teaser`` (the caller places it).
    """
    align = "center" if rng.random() < 0.35 else "left"
    heading_face = face.styled(bold=rng.random() < 0.8, italic=rng.random() < 0.15)
    heading = Block(
        "heading",
        heading_text(rng, german),
        role="abstract-heading",
        face=heading_face,
        size=size * rng.choice([1.0, 1.1, 1.2]),
        align=align,
    )
    body_face = face.styled(italic=rng.random() < 0.1)
    body_size = size * rng.choice([0.9, 0.95, 1.0])
    if record.structured and mode.startswith("structured"):
        blocks: list[Block] = [heading] if rng.random() < 0.9 else []
        truth: list[str] = []
        for section in record.abstract:
            label = section.label if rng.random() < 0.6 else section.label.upper()
            if mode == "structured-lines":
                blocks.append(
                    Block(
                        "heading",
                        label,
                        role="abstract",
                        face=face.styled(bold=True),
                        size=body_size,
                    )
                )
                blocks.append(
                    Block("plain", section.text, role="abstract", face=body_face, size=body_size)
                )
            else:
                blocks.append(
                    Block(
                        "runin",
                        section.text,
                        role="abstract",
                        face=body_face,
                        size=body_size,
                        label=f"{label}:",
                    )
                )
            truth.append(f"{label} {section.text}")
        return blocks, " ".join(truth)
    text = record.abstract_text
    if mode == "inline":
        label = rng.choice(_INLINE)
        return [
            Block("runin", text, role="abstract", face=body_face, size=body_size, label=label)
        ], text
    if mode in ("none", "teaser"):
        return [Block("plain", text, role="abstract", face=body_face, size=body_size)], text
    paragraphs = _paragraphs(text, rng)
    blocks = [heading] + [
        Block("plain", p, role="abstract", face=body_face, size=body_size) for p in paragraphs
    ]
    return blocks, text


def _paragraphs(text: str, rng: random.Random) -> list[str]:
    sentences = re.split(r"(?<=[.!?])\s+(?=[A-Z])", text)
    if len(sentences) < 6 or rng.random() < 0.8:
        return [text]
    cut = len(sentences) // 2
    return [" ".join(sentences[:cut]), " ".join(sentences[cut:])]


def keywords(record: Record, rng: random.Random) -> list[str]:
    if record.keywords:
        return list(record.keywords)
    words = [w.strip(",.:;()") for w in record.title.split()]
    picked = [w for w in words if len(w) > 4 and w.lower() not in _STOPWORDS]
    rng.shuffle(picked)
    return [w.lower() for w in picked[: rng.randint(3, 5)]] or ["method"]


def after_abstract(
    record: Record, rng: random.Random, face: Face, size: float, german: bool
) -> tuple[list[Block], str]:
    """(blocks, kind) of what follows the abstract; kind ``""`` when nothing does."""
    words = keywords(record, rng)
    small = size * 0.9
    if german:
        label = rng.choice(["Schlüsselwörter:", "Schlagwörter:", "Stichwörter:", "Keywords:"])
        return [
            Block("runin", ", ".join(words), role="keywords", size=small, label=label)
        ], "keywords"
    kind = rng.choice(
        [
            "keywords",
            "keywords",
            "index-terms",
            "ccs",
            "categories",
            "msc",
            "additional",
            "none",
            "none",
        ]
    )
    if kind == "keywords":
        label = rng.choice(["Keywords:", "Key words:", "KEYWORDS:", "Keywords"])
        sep = rng.choice([", ", "; ", " · "])
        if label == "Keywords":
            return [
                Block("heading", label, role="keywords", size=size),
                Block("plain", sep.join(words), role="keywords", size=small),
            ], kind
        return [Block("runin", sep.join(words), role="keywords", size=small, label=label)], kind
    if kind == "index-terms":
        return [
            Block(
                "runin",
                ", ".join(words) + ".",
                role="keywords",
                size=small,
                label="Index Terms—",
                face=face.styled(italic=True),
            )
        ], kind
    if kind == "ccs":
        text = (
            "• Computing methodologies → Machine learning; "
            "• Information systems → Retrieval models and ranking."
        )
        return [Block("runin", text, role="keywords", size=small, label="CCS Concepts:")], kind
    if kind == "categories":
        return [
            Block("heading", "Categories and Subject Descriptors", role="keywords", size=size),
            Block(
                "plain",
                "H.3.3 [Information Storage and Retrieval]: Information Search and Retrieval",
                role="keywords",
                size=small,
            ),
            Block("heading", "General Terms", role="keywords", size=size),
            Block("plain", "Algorithms, Experimentation, Measurement", role="keywords", size=small),
            Block("heading", "Keywords", role="keywords", size=size),
            Block("plain", ", ".join(words), role="keywords", size=small),
        ], kind
    if kind == "msc":
        label = rng.choice(
            [
                "MSC 2020:",
                "Mathematics Subject Classification:",
                "PACS numbers:",
                "JEL Classification:",
            ]
        )
        codes = rng.choice(["35J60, 49K20", "05.45.-a, 89.75.Fk", "C21, D83, O33"])
        return [Block("runin", codes, role="keywords", size=small, label=label)], kind
    if kind == "additional":
        return [
            Block(
                "runin",
                "; ".join(words),
                role="keywords",
                size=small,
                label="Additional Key Words and Phrases:",
            )
        ], kind
    return [], ""


def first_heading(rng: random.Random, german: bool) -> str:
    if german:
        return rng.choice(["1 Einleitung", "1. Einleitung", "Einleitung", "1 Einführung"])
    return rng.choice(
        [
            "1 Introduction",
            "1. Introduction",
            "I. INTRODUCTION",
            "INTRODUCTION",
            "Introduction",
            "1 INTRODUCTION",
            "Background",
            "1 Background",
        ]
    )
