"""What the word-processor and the browser corpus builders share: their common
options, a paper drawn from the split's pool (arXiv records at ``ARXIV_SHARE``),
another record tried where one cannot be typeset or whose title is a page's running
head, the sources written one paper a style in turn, and the truth file written for
the pages that became PDFs."""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any, Protocol, TypeVar

from lang_corpus.options import Localizer, add_arguments
from lang_corpus.paper import Extras
from latex_corpus.build import ARXIV_SHARE
from latex_corpus.escape import UntypesettableError
from latex_corpus.paper import Paper, draw_paper
from pdfgen.corpus import Truth
from pdfgen.sources import Record, load_pool
from pdfgen.worldnames import add_world_names, world_records


class _Named(Protocol):
    @property
    def name(self) -> str: ...


S = TypeVar("S", bound=_Named)
L = TypeVar("L")

ATTEMPTS = 5
# A running head as a source scraped it for a title: capitals only, a folio after it
# (a year is no folio: "SEMEVAL 2017", "COVID-19 IN 2020" are titles; review63).
_RUNNING_HEAD = re.compile(r"[^a-z]*[A-Z][^a-z]* (?!(?:19|20)\d\d$)\d{1,4}")


def is_running_head(title: str) -> bool:
    """Whether a record's ``title`` is a page's running head in capitals and its page
    number ("YOKO HONDA AND SHUJI HONDA 1"), not a paper's title: such a record,
    printed as a title, puts other people's names where a running head sits."""
    return _RUNNING_HEAD.fullmatch(title.strip()) is not None


def draw_from_pool(
    rng: random.Random, records: list[Record], arxiv: list[Record], names: list[str], name: str
) -> Paper | None:
    """A paper for ``name`` drawn from ``records`` (``arxiv`` the pool's arXiv records),
    trying up to :data:`ATTEMPTS` records (one whose title is a running head,
    :func:`is_running_head`, is passed over); ``None``, reported, when none can be typeset."""
    for _attempt in range(ATTEMPTS):
        record = rng.choice(arxiv if rng.random() < ARXIV_SHARE else records)
        if is_running_head(record.title):
            print(f"skip {record.key}: its title is a running head", file=sys.stderr)
            continue
        try:
            return draw_paper(record, rng, names, rng.sample(records, k=40))
        except UntypesettableError as exc:
            print(f"skip {record.key}: {exc}", file=sys.stderr)
    print(f"{name}: gave up after {ATTEMPTS} records", file=sys.stderr)
    return None


def write_truths(
    path: Path, rows: Sequence[tuple[Path, Truth]], failed: Collection[Path], engine: str
) -> None:
    """``path`` (JSON lines) with the truth of every row whose source is not in
    ``failed``; each failed one is reported as one ``engine`` made no PDF of."""
    with path.open("w", encoding="utf-8") as out:
        for source, truth in rows:
            if source in failed:
                print(f"{source.name}: {engine} made no PDF", file=sys.stderr)
                continue
            out.write(json.dumps(asdict(truth), ensure_ascii=False) + "\n")


def add_corpus_arguments(
    parser: argparse.ArgumentParser, styles: Iterable[str], shared: Path
) -> None:
    """The options both builders take: ``--split``, ``--styles`` (one of ``styles``),
    ``--out``, ``--count``, ``--seed``, ``--shared`` (default ``shared``), the world
    names' options and the language options (:func:`lang_corpus.options.add_arguments`)."""
    parser.add_argument("--split", choices=["train", "heldout"], required=True)
    parser.add_argument("--styles", nargs="*", default=None, choices=sorted(styles))
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shared", type=Path, default=shared)
    add_world_names(parser)
    add_arguments(parser)


def write_sources(
    args: argparse.Namespace,
    allowed: Callable[[str, list[str] | None], list[S]],
    tag: str,
    folder: str,
    *,
    write: Callable[[Paper, S, Path], L],
    localize: Callable[[Path, Paper, Extras], None],
    truth_of: Callable[[Paper, S, str, str, L], Truth],
) -> list[tuple[Path, Truth]]:
    """Write ``args.count`` papers' sources into ``args.out / folder`` and give each
    source's path with its truth.

    The styles are ``allowed(args.split, args.styles)`` (a refusal ends the run), taken
    in turn; records come from the split's pool in ``args.shared`` (with world names
    where asked), drawn by one generator seeded ``"<tag>:<split>:<seed>"``, which also
    seeds the :class:`~lang_corpus.options.Localizer`.  Each paper is written by
    ``write`` to ``NAME.<folder>`` ("docx" or "html"), localized by ``localize`` where
    the localizer drew extras, and its truth is ``truth_of`` what ``write`` gave."""
    try:
        styles = allowed(args.split, args.styles)
    except ValueError as exc:
        raise SystemExit(str(exc)) from None
    if not args.shared.exists():
        raise SystemExit(f"shared data folder {args.shared} is absent")
    records, names = load_pool(args.shared, args.split)
    if args.world_names:
        records, names = world_records(records, names, args.split, args.seed, args.world_names)
    arxiv = [r for r in records if r.arxiv_id]
    seed = f"{tag}:{args.split}:{args.seed}"
    rng = random.Random(seed)
    localizer = Localizer(
        args.language,
        args.language_share,
        seed,
        args.shared,
        layouts=args.bilingual_layouts,
        side_by_side=args.side_by_side,
        page_two=args.page_two,
        at_end=args.abstract_at_end,
        parallel=args.parallel,
        english_title=args.english_title,
    )
    out = args.out / folder
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    for number in range(args.count):
        style = styles[number % len(styles)]
        name = f"{args.split}-{number:04d}-{style.name}"
        paper = draw_from_pool(rng, records, arxiv, names, name)
        if paper is None:
            continue
        paper, extras = localizer.draw(paper, name)
        path = out / f"{name}.{folder}"
        drawn = write(paper, style, path)
        if extras is not None:
            localize(path, paper, extras)
        truth = truth_of(paper, style, f"{name}.pdf", args.split, drawn)
        rows.append((path, localizer.truth(truth, extras)))
    return rows


def paper_truth(
    paper: Paper,
    name: str,
    split: str,
    style: str,
    *,
    engine: str,
    heldout: bool,
    columns: int,
    layout: dict[str, Any],
    no_abstract: bool = False,
) -> Truth:
    """What ``paper`` printed as ``name`` in the style named ``style`` says, in
    pdfgen's truth format: kinds ``style``, ``engine`` ("html", "office") and, as they
    hold, ``heldout-style``, ``structured-abstract`` and ``two-column`` (``columns``
    over one); the layout is the style's name, the paper's key, then ``layout``.  With
    ``no_abstract`` (a correction notice, a book review: indexes give such a notice no
    abstract, and the reader's ``cues.NO_ABSTRACT`` reads none) the abstract is empty
    though the page prints the text."""
    kinds = [style, engine]
    if heldout:
        kinds.append("heldout-style")
    if paper.structured:
        kinds.append("structured-abstract")
    if columns > 1:
        kinds.append("two-column")
    return Truth(
        name,
        split,
        kinds,
        "en",
        title=paper.title,
        authors=[a.name for a in paper.authors],
        abstract="" if no_abstract else paper.record.abstract_text,  # labels and texts
        layout={"style": style, "key": paper.key, **layout},
    )
