"""Write a corpus of LaTeX-typeset papers with their truth (see :mod:`latex_corpus`).

    python tools/latex_corpus/build.py --out DIR --count N --split train|heldout
        [--seed S] [--classes NAME ...] [--keep-tex]

Records are drawn from ``pdfgen``'s pool of the split, arXiv ones (real author
lists) at :data:`ARXIV_SHARE`. Papers are spread evenly over the classes
(``--classes``, default: every class allowed for the split; the held-out
classes ``mnras``, ``nature``, ``achemso``, ``kluwer``, ``spie`` and ``cje``
only in a ``heldout`` corpus).
``DIR/truth.jsonl`` has one ``pdfgen.corpus.Truth`` a line; kinds are the
template name, ``class:NAME`` of the document class, ``heldout-class`` for a
class never looked at, and ``structured-abstract`` where the record has one. A
record whose text cannot be typeset, or a paper that fails to compile, is
reported on stderr and replaced by another record.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from pdfgen.sources import load_pool  # noqa: E402

from latex_corpus.escape import UntypesettableError  # noqa: E402
from latex_corpus.paper import draw_paper  # noqa: E402
from latex_corpus.templates import ALL, allowed, truth_of  # noqa: E402

ARXIV_SHARE = 0.4  # arXiv records (real author lists) are 200 of ~5,400: draw them more


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--count", type=int, default=120)
    parser.add_argument("--split", choices=["train", "heldout"], required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--classes", nargs="*", default=None, choices=sorted(ALL))
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--keep-tex", action="store_true", help="write each paper's .tex too")
    args = parser.parse_args(argv)
    if not args.shared.exists():
        parser.error(f"shared data folder {args.shared} is absent")
    templates = allowed(args.split, args.classes)
    records, names = load_pool(args.shared, args.split)
    arxiv = [r for r in records if r.arxiv_id]
    rng = random.Random(f"latex:{args.split}:{args.seed}")
    args.out.mkdir(parents=True, exist_ok=True)
    from latex_corpus.compiler import compile_pdf

    failures = written = 0
    with (args.out / "truth.jsonl").open("w", encoding="utf-8") as truth_file:
        for number in range(args.count):
            template = templates[number % len(templates)]
            name = f"{args.split}-{number:04d}-{template.name}.pdf"
            for _attempt in range(5):
                record = rng.choice(arxiv if rng.random() < ARXIV_SHARE else records)
                try:
                    paper = draw_paper(record, rng, names, rng.sample(records, k=40))
                    source = template.source(paper)
                except UntypesettableError as exc:
                    print(f"skip {record.key}: {exc}", file=sys.stderr)
                    continue
                error = compile_pdf(source, args.out / name)
                tex = (args.out / name).with_suffix(".tex")
                if args.keep_tex or error:
                    tex.write_text(source, encoding="utf-8")
                else:  # a failed attempt's .tex (another record) must not stay beside the PDF
                    tex.unlink(missing_ok=True)
                if not error:
                    break
                failures += 1
                print(f"{name} ({record.key}) did not compile: {error}", file=sys.stderr)
            else:
                print(f"{name}: gave up after 5 records", file=sys.stderr)
                continue
            truth = truth_of(paper, template, name, args.split)
            truth_file.write(json.dumps(asdict(truth), ensure_ascii=False) + "\n")
            truth_file.flush()
            written += 1
            print(f"{name}: {record.key}", file=sys.stderr)
    print(
        f"{written} of {args.count} papers in {args.out}; {failures} compile failures",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
