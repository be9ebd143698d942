"""The builders' ``--language`` options and what they do to each drawn paper.

``--language de fr`` makes a ``--language-share`` of the papers (default all)
German or French (``es``, ``it``: Spanish, Italian, lang26), the language drawn per
paper; the draws use their own random stream (seeded by the corpus seed and the
paper's name), so the builder's own draws, and every paper left English, are those
of a corpus built without the
option.  Without ``--language`` :meth:`Localizer.draw` returns the paper as drawn.
The sentence pools (the German SciFact claims and :data:`~lang_corpus.sentences.MORE_GERMAN`;
:data:`~lang_corpus.text.FRENCH` and :data:`~lang_corpus.sentences.MORE_FRENCH`) are split
between held-out and the other splits (:func:`~lang_corpus.sentences.for_split`); the split is
the second part of the builders' seed (``"office:train:23"``).  ``--bilingual-layouts``
(lang26) adds the ``one-block`` order (:data:`~lang_corpus.paper.LANG26_ORDERS`);
``--side-by-side`` (lang33, held-out split only) also the ``side-by-side`` order
(:data:`~lang_corpus.paper.LANG33_HELDOUT_ORDERS`); ``--page-two`` (lang37, any split)
adds the ``page-two`` order (:data:`~lang_corpus.paper.PAGE_TWO`: the translated
title and English abstract at the top of the second page); ``--abstract-at-end``
(lang38) the ``end`` order (:data:`~lang_corpus.paper.AT_END`: the English abstract
before the references); ``--english-title`` (lang39) more of the ``english-title`` order
(:data:`~lang_corpus.paper.ENGLISH_TITLE`); ``--parallel`` (lang38; German and French
since lang39) draws each abstract with its English translation (:mod:`~lang_corpus.parallel`).
"""

from __future__ import annotations

import argparse
import random
from dataclasses import replace
from pathlib import Path

from latex_corpus.paper import Paper
from pdfgen.corpus import Truth

from lang_corpus.paper import (
    AT_END,
    ENGLISH_TITLE,
    LANG26_ORDERS,
    LANG33_HELDOUT_ORDERS,
    ORDERS,
    PAGE_TWO,
    Extras,
    localize,
)
from lang_corpus.romance import SENTENCES as ROMANCE
from lang_corpus.sentences import MORE_FRENCH, MORE_GERMAN, for_split
from lang_corpus.text import FRENCH, german_sentences


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--language`` and ``--language-share`` to a builder's ``parser``."""
    parser.add_argument(
        "--language", nargs="+", choices=["de", "fr", "es", "it", "pt", "nl"], default=None,
        help="write papers in German, French, Spanish and/or Italian (see lang_corpus)",
    )  # fmt: skip
    parser.add_argument("--language-share", type=float, default=1.0)
    parser.add_argument(
        "--bilingual-layouts", action="store_true",
        help="also draw lang26's orders (both abstracts in one block: lang_corpus.paper)",
    )  # fmt: skip
    parser.add_argument(
        "--side-by-side", action="store_true",
        help="held-out split only: also draw lang33's order (the paper's own abstract "
        "boxed beside the English one; implies --bilingual-layouts)",
    )  # fmt: skip
    parser.add_argument(
        "--page-two", action="store_true",
        help="also draw lang37's order (the English title and abstract on page 2; "
        "implies --bilingual-layouts)",
    )  # fmt: skip
    parser.add_argument(
        "--abstract-at-end", action="store_true",
        help="also draw lang38's order (the English abstract at the end of the body, "
        "before the references; implies --bilingual-layouts)",
    )  # fmt: skip
    parser.add_argument(
        "--english-title", action="store_true",
        help="draw lang39's english-title order more often (an English title over the "
        "paper's own abstract, the English one after it)",
    )  # fmt: skip
    parser.add_argument(
        "--parallel", action="store_true",
        help="the English abstract a translation of the paper's own "
        "(lang_corpus.parallel; de/fr since lang39)",
    )  # fmt: skip


class Localizer:
    """Makes drawn papers German or French as the options ask (or leaves them)."""

    def __init__(
        self,
        languages: list[str] | None,
        share: float,
        seed: str,
        shared: Path,
        *,
        layouts: bool = False,
        side_by_side: bool = False,
        page_two: bool = False,
        at_end: bool = False,
        parallel: bool = False,
        english_title: bool = False,
    ):
        self.languages = languages or []
        self.share = share
        self.seed = seed
        self.orders = LANG26_ORDERS if layouts or page_two or at_end else ORDERS
        split = seed.split(":")[1] if seed.count(":") >= 2 else "train"
        self.split = split if parallel else None
        if side_by_side:
            if split != "heldout":
                raise ValueError("--side-by-side is a held-out layout (lang33): --split heldout")
            self.orders = LANG33_HELDOUT_ORDERS
        if page_two:
            self.orders = (*self.orders, *PAGE_TWO)
        if at_end:
            self.orders = (*self.orders, *AT_END)
        if english_title:
            self.orders = (*self.orders, *ENGLISH_TITLE)
        german = german_sentences(shared) + MORE_GERMAN if "de" in self.languages else ()
        self.sentences = {
            "de": for_split(german, split),
            "fr": for_split(FRENCH + MORE_FRENCH, split),
            **{language: for_split(pool, split) for language, pool in ROMANCE.items()},
        }

    def draw(self, paper: Paper, name: str) -> tuple[Paper, Extras | None]:
        """``paper`` localized (and its extras) or, for an English one, ``paper`` and ``None``."""
        if not self.languages:
            return paper, None
        rng = random.Random(f"lang:{self.seed}:{name}")
        if rng.random() >= self.share:
            return paper, None
        language = rng.choice(self.languages)
        return localize(
            paper, language, rng, self.sentences[language], self.orders, split=self.split
        )

    @staticmethod
    def truth(truth: Truth, extras: Extras | None) -> Truth:
        """``truth`` with the paper's language, kinds ``lang-de``/``lang-fr`` and
        ``abstract-<order>``, and the abstract in the title's language
        (:attr:`~lang_corpus.paper.Extras.stored`) for a localized paper."""
        if extras is None:
            return truth
        kinds = [*truth.kinds, f"lang-{extras.language}", f"abstract-{extras.order}"]
        abstract = extras.stored or truth.abstract
        return replace(truth, language=extras.language, kinds=kinds, abstract=abstract)
