"""One paper's plan and LaTeX source for ``build.py``, and its truth's extras.

:func:`plan` and :func:`planned` give paper ``number``'s template (font, line numbers)
and BibTeX style; :func:`paper_source` and :func:`source_of` its LaTeX and ``.bib``
entries with the options' additions; :func:`extras` adds the options' kinds and
``body.jsonl`` row; :func:`check_styles` refuses styles that fit no chosen class.
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import replace
from typing import IO

from pdfgen.corpus import Truth

from latex_corpus.bibstyles import Style, back_matter, preamble
from latex_corpus.bibtex import BibEntry, bib_entries, entry_of
from latex_corpus.bibtypes import typed_entry_of
from latex_corpus.bibtypes68 import held_entry_of
from latex_corpus.bibtypes69 import entry69_of
from latex_corpus.bibtypes71 import entry71_of
from latex_corpus.bibtypes72 import entry72_of
from latex_corpus.bibtypes73 import entry73_of
from latex_corpus.bibtypes74 import entry74_of
from latex_corpus.bibtypes75 import entry75_of
from latex_corpus.bibtypes76 import entry76_of
from latex_corpus.bibtypes77 import entry77_of
from latex_corpus.bibtypes78 import entry78_of
from latex_corpus.bibtypes79 import entry79_of
from latex_corpus.bibtypes80 import entry80_of
from latex_corpus.bibtypes81 import entry81_of
from latex_corpus.bitmaps import bitmap_kinds, bitmap_source
from latex_corpus.body import body_text
from latex_corpus.compounds import compounded, paragraph
from latex_corpus.fonts import draw_font, with_font
from latex_corpus.lineno import with_lineno
from latex_corpus.paper import Paper
from latex_corpus.scripts import scripted, sentence
from latex_corpus.templates import Template
from latex_corpus.titlefaces import with_title_figures


def check_styles(styles: list[Style], templates: list[Template]) -> None:
    """Refuse, before any paper is written, styles that fit none of the classes."""
    unfit = [s.name for s in styles if not any(t.name in s.templates for t in templates)]
    if unfit:
        raise SystemExit(f"styles {', '.join(unfit)} fit none of the chosen classes")


def extras(
    truth: Truth,
    paper: Paper,
    bitmap: tuple[str, str] | None,
    body_file: IO[str] | None,
    *,
    bibtex: bool,
    scripts: tuple[bool, str | None] = (False, None),
    compounds: bool = False,
) -> None:
    """``--bitmap``'s kinds on ``truth`` (``bitmap``: the paper's source and pdflatex
    log, ``None`` without it); ``--body-text``'s row in ``body_file`` (no text where
    BibTeX made the list: :func:`body_text` knows only ``thebibliography``'s); with
    ``--scripts`` (``scripts``: the flag and the title :func:`scripted` gave) the added
    sentence in the row and the title's end in ``truth``; with ``--compounds``
    (``compounds``) the added paragraph in the row."""
    if bitmap:
        truth.kinds.extend(bitmap_kinds(*bitmap))
    if scripts[1] is not None:  # --scripts' title end
        truth.title = scripts[1]
    if body_file:
        text = [] if bibtex else body_text(paper)
        if text and scripts[0]:  # the added sentence and its footnote (words: order is no matter)
            text = [*text, *sentence(paper)[1]]
        if text and compounds:
            text = [*text, paragraph(paper)]
        row = {"name": truth.name, "text": text}
        body_file.write(json.dumps(row, ensure_ascii=False) + "\n")
        body_file.flush()


def paper_source(
    paper: Paper,
    template: Template,
    style: Style | None,
    rng: random.Random,
    names: list[str],
    *,
    typed: bool = False,
    held: bool = False,
    held69: bool = False,
    held71: bool = False,
    held72: bool = False,
    held73: bool = False,
    held74: bool = False,
    held75: bool = False,
    held76: bool = False,
    held77: bool = False,
    held78: bool = False,
    held79: bool = False,
    held80: bool = False,
    held81: bool = False,
) -> tuple[str, list[BibEntry]]:
    """The paper's LaTeX, and its ``.bib`` entries when ``style`` has BibTeX make the list
    (with ``typed``, of :mod:`latex_corpus.bibtypes`' entry types; with ``held``, of
    :mod:`latex_corpus.bibtypes68`' shapes; with ``held69``, of
    :mod:`latex_corpus.bibtypes69`'; with ``held71``, of :mod:`latex_corpus.bibtypes71`';
    with ``held72``, of :mod:`latex_corpus.bibtypes72`'; with ``held73``, of
    :mod:`latex_corpus.bibtypes73`'; with ``held74``, of :mod:`latex_corpus.bibtypes74`';
    with ``held75``, of :mod:`latex_corpus.bibtypes75`'; with ``held76``, of
    :mod:`latex_corpus.bibtypes76`'; with ``held77``, of :mod:`latex_corpus.bibtypes77`';
    with ``held78``, of :mod:`latex_corpus.bibtypes78`'; with ``held79``, of
    :mod:`latex_corpus.bibtypes79`'; with ``held80``, of :mod:`latex_corpus.bibtypes80`';
    with ``held81``, of :mod:`latex_corpus.bibtypes81`' held-out ones)."""
    if not style:
        return template.source(paper), []
    make = (
        entry81_of
        if held81
        else entry80_of
        if held80
        else entry79_of
        if held79
        else entry78_of
        if held78
        else entry77_of
        if held77
        else entry76_of
        if held76
        else entry75_of
        if held75
        else entry74_of
        if held74
        else entry73_of
        if held73
        else entry72_of
        if held72
        else entry71_of
        if held71
        else entry69_of
        if held69
        else held_entry_of
        if held
        else typed_entry_of
        if typed
        else entry_of
    )
    entries = bib_entries(paper, rng, names, make)
    packages = preamble(style, template.documentclass)
    if style.class_option:
        options = ",".join(o for o in (template.options, style.class_option) if o)
        template = replace(template, options=options)
    return template.source(paper, back_matter(style), packages), entries


def source_of(
    paper: Paper,
    template: Template,
    style: Style | None,
    draw: tuple[random.Random, list[str]],
    *,
    args: argparse.Namespace,
    number: int,
) -> tuple[str, list[BibEntry], str | None]:
    """:func:`paper_source`, in METAFONT bitmaps with ``--bitmap`` (T1 and OT1 by turns)
    and with ``--scripts``' sentence and title end (the title a reader should give, or
    ``None``: the record's) and ``--compounds``' paragraph; a title with a digit in a
    class whose title face has no figures is set in its text face
    (:mod:`latex_corpus.titlefaces`)."""
    source, entries = paper_source(
        paper, template, style, *draw, typed=args.entry_types, held=args.held_types,
        held69=args.held_types69, held71=args.held_types71,
        held72=args.held_types72, held73=args.held_types73, held74=args.held_types74,
        held75=args.held_types75, held76=args.held_types76, held77=args.held_types77,
        held78=args.held_types78, held79=args.held_types79,
        held80=args.held_types80, held81=args.held_types81,
    )  # fmt: skip
    source = bitmap_source(source, t1=number % 2 == 0) if args.bitmap else source
    source, title = scripted(source, paper) if args.scripts else (source, None)
    source = compounded(source, paper) if args.compounds else source
    source = with_title_figures(source, template.documentclass, title or paper.title)
    return source, entries, title


def planned(
    number: int, templates: list[Template], styles: list[Style], args: argparse.Namespace
) -> tuple[Template, Style | None, str | None, list[str]]:
    """Paper ``number``'s template (set in its drawn font with ``--fonts``, numbered with
    ``--lineno``), style, font (``None`` without ``--fonts``; ``""`` for the class's own)
    and the truth kinds of its line numbers (none without ``--lineno``)."""
    template, style = plan(number, templates, styles)
    font = None
    if args.fonts is not None:
        rng = random.Random(f"font:{args.split}:{args.seed}:{number}")
        font = draw_font(template, rng, args.fonts)
        template = with_font(template, font)
    numbered: list[str] = []
    if args.lineno:
        draw = random.Random(f"lineno:{args.split}:{args.seed}:{number}")
        template, numbered = with_lineno(template, draw, args.lineno_every)
    return template, style, font, numbered


def plan(
    number: int, templates: list[Template], styles: list[Style]
) -> tuple[Template, Style | None]:
    """Paper ``number``'s template and BibTeX style: without styles the templates in turn;
    with them, the styles in turn, each paper's template among the style's own in turn."""
    if not styles:
        return templates[number % len(templates)], None
    style = styles[number % len(styles)]
    fits = [t for t in templates if t.name in style.templates]
    if not fits:
        raise SystemExit(f"style {style.name} fits none of the chosen classes")
    return fits[(number // len(styles)) % len(fits)], style
