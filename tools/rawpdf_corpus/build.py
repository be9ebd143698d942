"""Write a corpus of papers drawn as publishers' tools draw them (see :mod:`rawpdf_corpus`).

    python tools/rawpdf_corpus/build.py --out DIR --count N --split train|heldout
        [--seed S] [--styles NAME ...] [--shared DIR]

Records and their authors are drawn as :mod:`office_corpus` draws them (``pdfgen``'s
pool of the split, arXiv ones at ``ARXIV_SHARE``; :func:`office_corpus.batch.write_sources`);
papers are spread evenly over the styles (``--styles``, default every style the split
allows: the held-out styles only in a ``heldout`` corpus), and each is drawn in one of
its split's drawing orders (:data:`rawpdf_corpus.orders.TRAIN`, ``HELDOUT``: round
68's ocr-words).  Each paper is written
straight to ``DIR/NAME.pdf``; ``DIR/truth.jsonl`` has one ``pdfgen.corpus.Truth`` a
line (kinds: the style's name, ``rawpdf``, ``heldout-style``, ``structured-abstract``,
``two-column``, ``order-<order>``, ``mapping-<font kind>`` (:mod:`rawpdf_corpus.fontkinds`),
``ligatures``, ``invisible-text``), as ``benchmarks/pdf_metadata.py --corpus DIR``
reads it (``--kinds`` breaks the figures down by them).  The language options are
refused: nothing here localizes a paper.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from lang_corpus.paper import Extras  # noqa: E402
from latex_corpus.paper import Paper  # noqa: E402
from office_corpus.batch import add_corpus_arguments, write_sources, write_truths  # noqa: E402
from shared_data import SHARED_DATA  # noqa: E402

from rawpdf_corpus.document import Drawn, truth_of, write_pdf  # noqa: E402
from rawpdf_corpus.styles import ALL, Style, allowed  # noqa: E402


def _no_localizing(_path: Path, _paper: Paper, _extras: Extras) -> None:
    raise SystemExit("the raw corpus has no localized papers: drop the language options")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_corpus_arguments(parser, ALL, SHARED_DATA)
    args = parser.parse_args(argv)

    def write(paper: Paper, style: Style, path: Path) -> Drawn:
        return write_pdf(paper, style, path, args.split)

    rows = write_sources(
        args, allowed, "rawpdf", "pdf", write=write, localize=_no_localizing, truth_of=truth_of
    )
    made = []
    for path, truth in rows:
        path.replace(args.out / path.name)
        made.append((args.out / path.name, truth))
    (args.out / "pdf").rmdir()
    write_truths(args.out / "truth.jsonl", made, (), "raw")
    print(f"{len(made)} of {args.count} papers in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
