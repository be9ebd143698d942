"""Write a corpus of ReportLab-typeset papers with their truth (see :mod:`reportlab_corpus`).

    python tools/reportlab_corpus/build.py --out DIR --count N --split train|heldout
        [--seed S] [--styles NAME ...] [--shared DIR]

Records and their authors are drawn as :mod:`office_corpus` draws them (``pdfgen``'s
pool of the split, arXiv ones at ``ARXIV_SHARE``; :func:`office_corpus.batch.write_sources`);
papers are spread evenly over the styles (``--styles``, default every style the split
allows: the held-out styles only in a ``heldout`` corpus). Each paper is written
straight to ``DIR/NAME.pdf`` by ReportLab's Platypus; ``DIR/truth.jsonl`` has one
``pdfgen.corpus.Truth`` a line (kinds: the style's name, ``reportlab``,
``heldout-style``, ``structured-abstract``, ``two-column``), as
``benchmarks/pdf_metadata.py --corpus DIR`` reads it, and ``DIR/body.jsonl`` the
plain text of each body's paragraphs and references, a row a PDF
(``benchmarks/pdf_bodytext.py --corpus DIR``).  The language options are
refused: nothing here localizes a paper.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from lang_corpus.paper import Extras  # noqa: E402
from latex_corpus.paper import Paper  # noqa: E402
from office_corpus.batch import add_corpus_arguments, write_sources, write_truths  # noqa: E402
from shared_data import SHARED_DATA  # noqa: E402

from reportlab_corpus.document import Look, truth_of, write_pdf  # noqa: E402
from reportlab_corpus.styles import ALL, Style, allowed  # noqa: E402


def _no_localizing(_path: Path, _paper: Paper, _extras: Extras) -> None:
    raise SystemExit("the ReportLab corpus has no localized papers: drop the language options")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_corpus_arguments(parser, ALL, SHARED_DATA)
    args = parser.parse_args(argv)
    bodies: list[tuple[str, list[str]]] = []

    def write(paper: Paper, style: Style, path: Path) -> Look:
        look = write_pdf(paper, style, path)
        bodies.append((path.name, list(look.body)))
        return look

    rows = write_sources(
        args, allowed, "reportlab", "pdf", write=write, localize=_no_localizing, truth_of=truth_of
    )
    made = []
    for path, truth in rows:
        path.replace(args.out / path.name)
        made.append((args.out / path.name, truth))
    (args.out / "pdf").rmdir()
    write_truths(args.out / "truth.jsonl", made, (), "ReportLab")
    with (args.out / "body.jsonl").open("w", encoding="utf-8") as out:
        for name, text in bodies:
            out.write(json.dumps({"name": name, "text": text}, ensure_ascii=False) + "\n")
    print(f"{len(made)} of {args.count} papers in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
