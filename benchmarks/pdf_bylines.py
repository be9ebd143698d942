"""Bylines read right: a set of byline rows, each drawn on a generated report page.

Each row of ``--rows`` (a text file; blank lines and comments, opening with ``# ``,
skipped) is one page, drawn with the byline tests' page builders
(``tapyre-paper-search/tests``), and is right when the authors read are exactly the
ones wanted, in order (or, for a series row, the title is):

    BYLINE => Ann Lee | Bo Chen          the byline under a report's title
    BYLINE // SECOND => Ann Lee          two byline lines, the second under the first
    BYLINE ## FOOT => Ann Lee            a small line at the page's foot (a copyright)
    BYLINE ^^ LOGO => Ann Lee            a large bold line over the page (a logo's text)
    series: HEAD ~ ROW => TITLE          a bold head over an italic row (the title wanted)

An empty want (``BYLINE =>``) wants no author.  Prints each row (``ok``/``MISS``, what was
read) and the count right::

    python benchmarks/pdf_bylines.py --rows benchmarks/data/bylines52_dev.txt
    python benchmarks/pdf_bylines.py --src /work/base50/tapyre-paper-search/src --rows …
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _read(line: str, where: Path) -> tuple[str, str]:
    """The row's reading (authors joined by " | ", or the title) on a page under ``where``."""
    from report_pages import byline_authors, two_line_authors
    from tapyre_paper_search.pdf import extract_pdf
    from test_bylines50 import _page
    from test_pdf_front_matter_latex47 import _two_types

    drawn, want = (part.strip() for part in line.split("=>", 1))
    if drawn.startswith("series:"):
        head, row = (part.strip() for part in drawn[len("series:") :].split("~", 1))
        _two_types(where / "s.pdf", head, row)
        return extract_pdf(where / "s.pdf").title or "", want
    if "##" in drawn or "^^" in drawn:
        mark = "##" if "##" in drawn else "^^"
        byline, extra = (part.strip() for part in drawn.split(mark, 1))
        authors = _page(where, byline, extra, foot=mark == "##")
    elif " // " in drawn:  # spaced: a link's "https://" is no second line (bylines69)
        first, second = (part.strip() for part in drawn.split(" // ", 1))
        authors = two_line_authors(where, first, second)
    else:
        authors = byline_authors(where, drawn)
    return " | ".join(authors), " | ".join(part.strip() for part in want.split("|") if part)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=Path, required=True)
    parser.add_argument("--src", type=Path, default=ROOT / "tapyre-paper-search" / "src")
    args = parser.parse_args()
    sys.path[:0] = [str(args.src.resolve()), str(ROOT / "tapyre-paper-search" / "tests")]
    rows = [
        line.strip()
        for line in args.rows.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.lstrip().startswith("# ")
    ]
    right = 0
    with tempfile.TemporaryDirectory() as scratch:
        for n, line in enumerate(rows):
            where = Path(scratch) / str(n)
            where.mkdir()
            read, want = _read(line, where)
            right += read == want
            print(f"{'ok  ' if read == want else 'MISS'} {line}\n       read: {read}")
    print(f"right: {right}/{len(rows)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
