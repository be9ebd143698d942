"""The raw corpus's front-page looks, and which a split may use (held-out looks, and
held-out drawing orders, only in a held-out corpus)."""

from __future__ import annotations

from dataclasses import dataclass

from rawpdf_corpus.orders import HELDOUT, TRAIN


@dataclass(frozen=True)
class Style:
    """One publisher-like first page.

    ``face``: "serif" or "sans"; ``title_align``: "centre" or "left"; ``names``:
    "plain", "caps" (small capitals) or "bold"; ``marks``: "digits" or "letters";
    ``places``: "under" (lines under the names), "footnote" (first-page footnotes) or
    "sidebar" (a narrow left column beside the abstract, with the keywords),
    "sidebar-right" (the same right of the abstract) or "table" (a byline table:
    names in one row, each one's place under it, :mod:`rawpdf_corpus.layouts`);
    ``abstract``: "heading" (a bold heading line), "spaced" (a letter-spaced capital
    heading, ``Tc``), "runin" (a bold label running into the text), "box" (a ruled
    box, spaced heading inside) or "column" (the first paragraph of the body's left
    column under a heading); ``label``: the abstract's heading or label; ``keywords``:
    the keyword label; ``columns``: the body's columns; ``banner``: a journal line
    ruled off over the title; ``inset``: "quote" (a pull quote) or "caption" (a figure
    and its caption) set inside the abstract's column, "" for none; ``outlined``: the
    title drawn as outlines (filled paths, one a word) with its text invisible over
    them (render mode 3), as a title exported "as outlines" keeps a text layer;
    ``initial``: the title opening on a large initial (:mod:`rawpdf_corpus.initials`);
    ``whiteout``: an earlier title drawn under a white box before the page's text
    (:mod:`rawpdf_corpus.whiteout`); ``cropped``: the page's boxes off the origin, with
    printer's marks outside its ``CropBox`` (:mod:`rawpdf_corpus.cropped`); ``layer``:
    a draft title in an optional-content layer that is off (:mod:`rawpdf_corpus.layers`);
    ``redraw``: the header and title drawn again by a second content stream
    (:mod:`rawpdf_corpus.redraw`); ``upside``: a production note turned upside down
    along the page's foot (:mod:`rawpdf_corpus.upside`); ``rotated``: landscape media
    shown upright by ``/Rotate 90`` (:mod:`rawpdf_corpus.rotated`); ``annotated``: the
    abstract only in a ``FreeText`` annotation's appearance (:mod:`rawpdf_corpus.annotated`);
    ``ocrlayer``: "under" or "over", page one's text again as a misaligned hidden OCR
    layer drawn before or after it ("over": lines missing; :mod:`rawpdf_corpus.ocrlayer`).

    Round 64's held-out styles are train styles since round 65 (``raw-initial``,
    ``raw-whiteout``), round 65's since round 66 (``raw-cropped``, ``raw-layer``),
    round 66's since round 67 (``raw-redraw``, ``raw-upside``), round 67's since round
    68 (``raw-rotated``, ``raw-annot``)."""

    name: str
    face: str
    title_align: str
    names: str
    marks: str
    places: str
    abstract: str
    label: str
    keywords: str
    columns: int
    banner: bool
    heldout: bool = False
    inset: str = ""
    outlined: bool = False
    initial: bool = False
    whiteout: bool = False
    cropped: bool = False
    layer: bool = False
    redraw: bool = False
    upside: bool = False
    rotated: bool = False
    annotated: bool = False
    ocrlayer: str = ""


_TRAIN = (
    Style("raw-centred", "serif", "centre", "plain", "digits", "under", "heading", "Abstract",
          "Keywords:", 2, True),
    Style("raw-runin-notes", "sans", "left", "caps", "letters", "footnote", "runin", "Abstract.",
          "Key words:", 1, False),
    Style("raw-sidebar", "serif", "left", "bold", "letters", "sidebar", "spaced", "ABSTRACT",
          "Keywords", 2, True),
    Style("raw-sidebar-right", "sans", "left", "plain", "digits", "sidebar-right", "heading",
          "Abstract", "Keywords:", 2, False),
    Style("raw-box", "sans", "centre", "plain", "digits", "under", "box", "ABSTRACT",
          "KEYWORDS:", 2, True),
    Style("raw-figure", "serif", "centre", "plain", "digits", "under", "heading", "Abstract",
          "Keywords:", 2, True, inset="caption"),
    Style("raw-column", "serif", "left", "caps", "digits", "footnote", "column", "Abstract",
          "Index terms:", 2, False),
    Style("raw-table", "sans", "centre", "bold", "digits", "table", "heading", "Abstract",
          "Keywords:", 2, True),
    Style("raw-quote", "serif", "left", "plain", "letters", "under", "spaced", "ABSTRACT",
          "Key words", 2, False, inset="quote"),
    Style("raw-outline-table", "serif", "centre", "plain", "digits", "table", "spaced",
          "ABSTRACT", "Keywords:", 2, False, outlined=True),
    Style("raw-outline-notes", "sans", "left", "bold", "letters", "footnote", "heading",
          "Summary", "Key words:", 1, True, outlined=True),
    Style("raw-initial", "serif", "left", "plain", "letters", "footnote", "runin",
          "Abstract.", "Keywords:", 1, False, initial=True),
    Style("raw-whiteout", "sans", "centre", "bold", "digits", "under", "heading",
          "Abstract", "Index Terms:", 2, True, whiteout=True),
    Style("raw-cropped", "serif", "centre", "caps", "letters", "under", "spaced",
          "ABSTRACT", "Keywords:", 2, True, cropped=True),
    Style("raw-layer", "sans", "left", "plain", "digits", "footnote", "runin",
          "Summary.", "Key words:", 1, False, layer=True),
    Style("raw-redraw", "serif", "centre", "bold", "letters", "under", "heading",
          "Abstract", "Keywords:", 2, True, redraw=True),
    Style("raw-upside", "sans", "left", "caps", "digits", "sidebar", "spaced",
          "ABSTRACT", "Key words", 2, False, upside=True),
    Style("raw-rotated", "serif", "left", "plain", "digits", "footnote", "heading",
          "Abstract", "Keywords:", 2, True, rotated=True),
    Style("raw-annot", "sans", "centre", "caps", "letters", "under", "runin",
          "Summary.", "Index Terms:", 2, False, annotated=True),
)  # fmt: skip
_HELD = (
    Style("raw-held-ocr-under", "serif", "centre", "plain", "digits", "under", "heading",
          "Abstract", "Keywords:", 2, False, heldout=True, ocrlayer="under"),
    Style("raw-held-ocr-over", "sans", "left", "bold", "letters", "footnote", "runin",
          "Abstract.", "Key words:", 1, True, heldout=True, ocrlayer="over"),
)  # fmt: skip

ALL: dict[str, Style] = {style.name: style for style in _TRAIN + _HELD}
HELDOUT_STYLES = tuple(name for name, style in ALL.items() if style.heldout)


def allowed(split: str, names: list[str] | None = None) -> list[Style]:
    """The styles of ``names`` (default all) a ``split`` corpus may use: a held-out
    corpus gets the held-out styles unless ``names`` says otherwise; a train corpus
    never gets one (asking for one raises ``ValueError``)."""
    chosen = [ALL[n] for n in (names or list(ALL))]
    held = [s for s in chosen if s.heldout]
    if split == "train" and names and held:
        raise ValueError(f"held-out styles {HELDOUT_STYLES} never go into a train corpus")
    if split == "train":
        return [s for s in chosen if not s.heldout]
    return chosen if names else held


def orders(split: str) -> tuple[str, ...]:
    """The drawing orders a ``split`` corpus draws from."""
    return TRAIN if split == "train" else HELDOUT
