"""Write a corpus of word-processor-typeset papers with their truth (see :mod:`office_corpus`).

    python tools/office_corpus/build.py --out DIR --count N --split train|heldout
        [--seed S] [--styles NAME ...] [--profile DIR] [--shared DIR] [--scripts]

Records and their authors are drawn as :mod:`latex_corpus` draws them
(``pdfgen``'s pool of the split, arXiv ones at ``ARXIV_SHARE``;
:func:`latex_corpus.paper.draw_paper`); papers are spread evenly over the styles
(``--styles``, default every style the split allows: the held-out styles only in
a ``heldout`` corpus). Each paper is written to ``DIR/docx/NAME.docx`` with
python-docx, and all of them are converted by LibreOffice into ``DIR/NAME.pdf``
(:mod:`office_corpus.convert`). ``DIR/truth.jsonl`` has one
``pdfgen.corpus.Truth`` a line for each PDF made; kinds are the style's name,
``office``, ``heldout-style``, ``structured-abstract`` and ``two-column``.
With ``--scripts`` each body holds two sentences of superscripts and subscripts
(:mod:`office_corpus.scripts`), one title in two ends with a formula or a power
(:mod:`office_corpus.scripttitles`; the truth holds its plain reading), and
``DIR/body.jsonl`` holds the sentences' plain readings, a row a PDF
(``benchmarks/pdf_bodytext.py --corpus DIR`` measures it).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from lang_corpus.office import localize_docx  # noqa: E402
from latex_corpus.paper import Paper  # noqa: E402
from shared_data import SHARED_DATA  # noqa: E402

from office_corpus.batch import add_corpus_arguments, write_sources, write_truths  # noqa: E402
from office_corpus.convert import convert  # noqa: E402
from office_corpus.document import truth_of, write_docx  # noqa: E402
from office_corpus.look import Look  # noqa: E402
from office_corpus.registry import ALL, allowed  # noqa: E402
from office_corpus.scripts import sentence  # noqa: E402
from office_corpus.styles import Style  # noqa: E402


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_corpus_arguments(parser, ALL, SHARED_DATA)
    parser.add_argument(
        "--profile", type=Path, default=None, help="LibreOffice user profile (default: a new one)"
    )
    parser.add_argument(
        "--scripts",
        action="store_true",
        help="a power, a formula's subscripts, a year's note mark in each body (scripts.py)",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    texts: dict[str, list[str]] = {}  # --scripts: each PDF's added paragraphs, as read
    titles: dict[str, str] = {}  # --scripts: each ended title, as read

    def write(paper: Paper, style: Style, path: Path) -> Look:
        titled: list[str] = []
        if args.scripts:
            texts[f"{path.stem}.pdf"] = sentence(paper)[1]
        look = write_docx(paper, style, path, scripts=args.scripts, titled=titled)
        if titled:
            titles[f"{path.stem}.pdf"] = titled[0]
        return look

    rows = write_sources(
        args, allowed, "office", "docx", write=write, localize=localize_docx, truth_of=truth_of
    )
    for _, truth in rows:
        truth.title = titles.get(truth.name, truth.title)
    failed = set(convert([path for path, _ in rows], args.out, args.profile))
    write_truths(args.out / "truth.jsonl", rows, failed, "LibreOffice")
    if args.scripts:  # benchmarks/pdf_bodytext.py's rows: the added paragraphs alone
        with (args.out / "body.jsonl").open("w", encoding="utf-8") as out:
            for path, truth in rows:
                if path not in failed:
                    row = {"name": truth.name, "text": texts[truth.name]}
                    out.write(json.dumps(row, ensure_ascii=False) + "\n")
    made = len(rows) - len(failed)
    print(
        f"{made} of {args.count} papers in {args.out}; {len(failed)} conversion failures",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
