"""Write a corpus of papers printed from HTML by Chromium, with truth (see :mod:`html_corpus`).

    python tools/html_corpus/build.py --out DIR --count N --split train|heldout
        [--seed S] [--styles NAME ...] [--jobs J] [--shared DIR]

Records and their authors are drawn as :mod:`latex_corpus` draws them
(``pdfgen``'s pool of the split, arXiv ones at ``ARXIV_SHARE``;
:func:`latex_corpus.paper.draw_paper`); papers are spread evenly over the styles
(``--styles``, default every train style for ``train`` and every held-out style
for ``heldout``; held-out styles are refused for ``train``). Each paper is written
to ``DIR/html/NAME.html`` and printed by Chromium into ``DIR/NAME.pdf``
(:mod:`html_corpus.chromium`). ``DIR/truth.jsonl`` has one ``pdfgen.corpus.Truth``
a line for each PDF made; kinds are the style's name, ``html``, ``heldout-style``,
``structured-abstract`` and ``two-column``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from lang_corpus.html import localize_html  # noqa: E402
from office_corpus.batch import add_corpus_arguments, write_sources, write_truths  # noqa: E402
from shared_data import SHARED_DATA  # noqa: E402

from html_corpus.chromium import JOBS, print_pdfs  # noqa: E402
from html_corpus.document import truth_of, write_html  # noqa: E402
from html_corpus.registry import ALL, allowed  # noqa: E402


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_corpus_arguments(parser, ALL, SHARED_DATA)
    parser.add_argument("--jobs", type=int, default=JOBS, help="Chromium processes at a time")
    parser.add_argument("--no-print", action="store_true", help="write the HTML pages only")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    rows = write_sources(
        args, allowed, "html", "html", write=write_html, localize=localize_html, truth_of=truth_of
    )
    failed = (
        set() if args.no_print else set(print_pdfs([p for p, _ in rows], args.out, jobs=args.jobs))
    )
    write_truths(args.out / "truth.jsonl", rows, failed, "Chromium")
    print(f"{len(rows) - len(failed)} of {args.count} papers in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
