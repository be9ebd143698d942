"""``build.py``'s command line: its options and the split's record pool.

:func:`arguments` parses the options (documented in ``build.py``'s docstring) and
refuses a missing shared data folder and held-out entry shapes in a train corpus;
:func:`pool` gives the split's records and names.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from pdfgen.sources import Record, load_pool
from pdfgen.worldnames import add_world_names, world_records
from shared_data import SHARED_DATA

from latex_corpus.biblatexstyles import BIBLATEX_STYLES
from latex_corpus.bibstyles import STYLES
from latex_corpus.fonts import FACES
from latex_corpus.templates import ALL

DESCRIPTION = "Write a corpus of LaTeX-typeset papers with their truth (see :mod:`latex_corpus`)."


def arguments(argv: list[str] | None) -> argparse.Namespace:
    """``build.py``'s options, parsed from ``argv``; exits with a message where the shared
    data folder is absent or a held-out option is asked of a train corpus."""
    parser = argparse.ArgumentParser(description=DESCRIPTION)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--count", type=int, default=120)
    parser.add_argument("--split", choices=["train", "heldout"], required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--classes", nargs="*", default=None, choices=sorted(ALL))
    parser.add_argument("--shared", type=Path, default=SHARED_DATA)
    add_world_names(parser)
    parser.add_argument("--keep-tex", action="store_true", help="write each paper's .tex too")
    parser.add_argument(
        "--bibtex", nargs="*", default=None, choices=sorted(STYLES), help="BibTeX bibliographies"
    )
    parser.add_argument(
        "--biblatex", nargs="*", default=None, choices=sorted(BIBLATEX_STYLES), help="biblatex"
    )
    parser.add_argument(
        "--fonts",
        nargs="*",
        default=None,
        choices=sorted(FACES),
        help="draw each paper's text font (among the NAMEs given; none given: all)",
    )
    parser.add_argument("--bitmap", action="store_true", help="every font in METAFONT bitmaps")
    parser.add_argument("--body-text", action="store_true", help="write body.jsonl")
    parser.add_argument(
        "--scripts", action="store_true", help="exponents, subscripts, a note mark (scripts.py)"
    )
    parser.add_argument("--compounds", action="store_true", help="hyphenated compounds")
    parser.add_argument("--lineno", action="store_true", help="line-numbered review copies")
    parser.add_argument("--entry-types", action="store_true", help="more entry types (bibtypes.py)")
    parser.add_argument(
        "--held-types", action="store_true", help="refs68's entry shapes (bibtypes68.py)"
    )
    parser.add_argument(
        "--held-types69", action="store_true", help="refs69's entry shapes (bibtypes69.py)"
    )
    parser.add_argument(
        "--held-types71", action="store_true", help="refs71's entry shapes (bibtypes71.py)"
    )
    parser.add_argument(
        "--held-types72", action="store_true", help="refs72's entry shapes (bibtypes72.py)"
    )
    parser.add_argument(
        "--held-types73", action="store_true", help="refs73's entry shapes (bibtypes73.py)"
    )
    parser.add_argument(
        "--held-types74", action="store_true", help="refs74's entry shapes (bibtypes74.py)"
    )
    parser.add_argument(
        "--held-types75", action="store_true", help="refs75's entry shapes (bibtypes75.py)"
    )
    parser.add_argument(
        "--held-types76", action="store_true", help="refs76's entry shapes (bibtypes76.py)"
    )
    parser.add_argument(
        "--held-types77", action="store_true", help="refs77's entry shapes (bibtypes77.py)"
    )
    parser.add_argument(
        "--held-types78", action="store_true", help="refs78's entry shapes (bibtypes78.py)"
    )
    parser.add_argument(
        "--held-types79", action="store_true", help="refs79's entry shapes (bibtypes79.py)"
    )
    parser.add_argument(
        "--held-types80", action="store_true", help="refs80's entry shapes (bibtypes80.py)"
    )
    parser.add_argument(
        "--held-types81", action="store_true", help="refs81's held-out shapes (bibtypes81.py)"
    )
    parser.add_argument(
        "--lineno-every", type=int, choices=(1, 5), default=None, help="with --lineno: every Nth"
    )
    args = parser.parse_args(argv)
    if not args.shared.exists():
        parser.error(f"shared data folder {args.shared} is absent")
    if args.held_types81 and args.split == "train":
        parser.error("--held-types81 are held out: never with --split train")
    return args


def pool(args: argparse.Namespace) -> tuple[list[Record], list[str]]:
    """The split's records and names (with ``--world-names``: authors from many cultures)."""
    records, names = load_pool(args.shared, args.split)
    if args.world_names:
        return world_records(records, names, args.split, args.seed, args.world_names)
    return records, names
