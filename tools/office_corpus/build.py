"""Write a corpus of word-processor-typeset papers with their truth (see :mod:`office_corpus`).

    python tools/office_corpus/build.py --out DIR --count N --split train|heldout
        [--seed S] [--styles NAME ...] [--profile DIR] [--shared DIR]

Records and their authors are drawn as :mod:`latex_corpus` draws them
(``pdfgen``'s pool of the split, arXiv ones at ``ARXIV_SHARE``;
:func:`latex_corpus.paper.draw_paper`); papers are spread evenly over the styles
(``--styles``, default every style the split allows: the held-out styles only in
a ``heldout`` corpus). Each paper is written to ``DIR/docx/NAME.docx`` with
python-docx, and all of them are converted by LibreOffice into ``DIR/NAME.pdf``
(:mod:`office_corpus.convert`). ``DIR/truth.jsonl`` has one
``pdfgen.corpus.Truth`` a line for each PDF made; kinds are the style's name,
``office``, ``heldout-style``, ``structured-abstract`` and ``two-column``.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from lang_corpus.office import localize_docx  # noqa: E402
from lang_corpus.options import Localizer, add_arguments  # noqa: E402
from pdfgen.sources import load_pool  # noqa: E402
from pdfgen.worldnames import add_world_names, world_records  # noqa: E402

from office_corpus.batch import draw_from_pool, write_truths  # noqa: E402
from office_corpus.convert import convert  # noqa: E402
from office_corpus.document import truth_of, write_docx  # noqa: E402
from office_corpus.registry import ALL, allowed  # noqa: E402


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["train", "heldout"], required=True)
    parser.add_argument("--styles", nargs="*", default=None, choices=sorted(ALL))
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument(
        "--profile", type=Path, default=None, help="LibreOffice user profile (default: a new one)"
    )
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "data")
    add_world_names(parser)
    add_arguments(parser)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
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
    rng = random.Random(f"office:{args.split}:{args.seed}")
    seed = f"office:{args.split}:{args.seed}"
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
    folder = args.out / "docx"
    folder.mkdir(parents=True, exist_ok=True)
    rows = []
    for number in range(args.count):
        style = styles[number % len(styles)]
        name = f"{args.split}-{number:04d}-{style.name}"
        paper = draw_from_pool(rng, records, arxiv, names, name)
        if paper is None:
            continue
        paper, extras = localizer.draw(paper, name)
        look = write_docx(paper, style, folder / f"{name}.docx")
        if extras is not None:
            localize_docx(folder / f"{name}.docx", paper, extras)
        truth = truth_of(paper, style, f"{name}.pdf", args.split, look)
        rows.append((folder / f"{name}.docx", localizer.truth(truth, extras)))
    failed = set(convert([path for path, _ in rows], args.out, args.profile))
    write_truths(args.out / "truth.jsonl", rows, failed, "LibreOffice")
    made = len(rows) - len(failed)
    print(
        f"{made} of {args.count} papers in {args.out}; {len(failed)} conversion failures",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
