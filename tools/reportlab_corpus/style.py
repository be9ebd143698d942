"""One look of the ReportLab corpus (:class:`Style`); :mod:`reportlab_corpus.styles`
holds the tables of them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    """One journal-like look.

    ``font``: a key of :data:`reportlab_corpus.fonts.FAMILIES`; ``title_align``:
    "centre" or "left"; ``marks``: "digits" or "letters" (affiliation marks);
    ``places``: "under" (lines under the names), "table" (a mark/place table) or
    "footnote" (first-page footnotes); ``abstract``: "heading" (a heading line over
    it), "runin" (its label runs into the text), "boxed" (a framed box with the
    heading inside), "headingless" or a kind of ``KINDS61`` to ``KINDS72``
    (``reportlab_corpus.abstracts61`` to ``abstracts72``); ``label``: the abstract's
    label or heading; ``keywords``: the keyword label ("" for none); ``header``: a
    running head;
    ``columns``: the body's columns; ``banner``: a journal's line over the title (name,
    volume, year, DOI) ruled off under it; ``title_note``: a raised dagger after the
    title calling a first-page footnote (funding); ``named``: drawn only where
    ``--styles`` names it (abs61's to abs71's shapes, rotated into train by
    abs62 to abs72, and abs72's held-out ones, so the default draws stay as they
    were)."""

    name: str
    font: str
    title_align: str
    marks: str
    places: str
    abstract: str
    label: str
    keywords: str
    header: bool
    columns: int
    heldout: bool = False
    banner: bool = False
    title_note: bool = False
    named: bool = False
