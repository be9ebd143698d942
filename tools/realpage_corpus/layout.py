"""What a design is and what its first page leaves for the body."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from latex_corpus.paper import Paper
from reportlab.platypus import Flowable, Frame

from realpage_corpus.clutter import Venue
from realpage_corpus.kit import Kit


@dataclass
class Placed:
    """What a design's first page leaves for the body: the frames the body fills on
    page one, flowables poured before it (an abstract set in the first column), the
    headings' numbering (:func:`realpage_corpus.body.heading`), whether the first
    section is headed, the body's size, the later pages' columns and margin, and
    whether later pages carry line numbers; ``post`` rewrites the saved file (a broken
    text layer, the producer's metadata) where a design needs it."""

    frames: list[Frame]
    lead: list[Flowable] = field(default_factory=list)
    numbering: str = "arabic"
    first_heading: bool = True
    size: float = 9.0
    columns: int = 2
    margin: float = 50.0
    lineno: bool = False
    post: Callable[[Path], None] | None = None


@dataclass(frozen=True)
class Design:
    """One first-page design: its name (a kind tag), the kind of real page it imitates
    (genre and field), the font families it draws in, its page size ("a4", "letter" or
    "either"), the function drawing page one, and whether it is held out (only in a
    ``heldout`` corpus) or a train design (only in a ``train`` corpus); ``authors`` caps
    the names drawn (a thesis: its one writer; the others appear as supervisors, who are
    not authors), 0 for all; ``grow`` the most names a many-author design adds to the
    record's (:func:`realpage_corpus.document.grown`: up to fifteen in all); ``invent``
    lets it draw them from made-up names where the neighbours have too few (at least
    half of ``grow``)."""

    name: str
    imitates: str
    families: tuple[str, ...]
    page: str
    draw: Callable[[Kit, Paper, Venue, random.Random], Placed]
    heldout: bool = False
    authors: int = 0
    grow: int = 0
    invent: bool = False
