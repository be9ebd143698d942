"""Write a held-out corpus of real-shaped first pages with their truth (see
:mod:`realpage_corpus`).

    python tools/realpage_corpus/build.py --shared /work/shared/data --split heldout
        --seed 6969 --count N --out DIR [--styles DESIGN ...]

Records and their authors are drawn as :mod:`office_corpus` draws them
(:func:`office_corpus.batch.write_sources`: the split's pool, arXiv records at
``ARXIV_SHARE``), papers spread evenly over the designs in turn.  Each paper is written
to ``DIR/NAME.pdf``; ``DIR/truth.jsonl`` has one ``pdfgen.corpus.Truth`` a line (kinds:
the design's name and ``realpage``), as ``benchmarks/pdf_metadata.py --corpus DIR
--kinds`` reads it.  The language options are refused.
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

from realpage_corpus.designs import DESIGNS, allowed  # noqa: E402
from realpage_corpus.document import truth_of, write_pdf  # noqa: E402


def _no_localizing(_path: Path, _paper: Paper, _extras: Extras) -> None:
    raise SystemExit("the realpage corpus has no localized papers: drop the language options")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_corpus_arguments(parser, DESIGNS, SHARED_DATA)
    args = parser.parse_args(argv)
    rows = write_sources(
        args,
        allowed,
        "realpage",
        "pdf",
        write=write_pdf,
        localize=_no_localizing,
        truth_of=truth_of,
    )
    made = []
    for path, truth in rows:
        path.replace(args.out / path.name)
        made.append((args.out / path.name, truth))
    (args.out / "pdf").rmdir()
    write_truths(args.out / "truth.jsonl", made, (), "ReportLab")
    print(f"{len(made)} of {args.count} papers in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
