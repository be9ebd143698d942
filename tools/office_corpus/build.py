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
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from lang_corpus.office import localize_docx  # noqa: E402

from office_corpus.batch import add_corpus_arguments, write_sources, write_truths  # noqa: E402
from office_corpus.convert import convert  # noqa: E402
from office_corpus.document import truth_of, write_docx  # noqa: E402
from office_corpus.registry import ALL, allowed  # noqa: E402


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_corpus_arguments(parser, ALL, ROOT.parent / "shared" / "data")
    parser.add_argument(
        "--profile", type=Path, default=None, help="LibreOffice user profile (default: a new one)"
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    rows = write_sources(
        args, allowed, "office", "docx", write=write_docx, localize=localize_docx, truth_of=truth_of
    )
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
