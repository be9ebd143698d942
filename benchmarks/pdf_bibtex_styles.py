"""Reference lists as BibTeX's real styles print them: parsed from LaTeX papers, scored per style.

Reads a corpus built by ``tools/latex_corpus/build.py --bibtex``
(``DIR/references.jsonl``: each paper's ``.bst`` style and the truth of its
entries), parses each PDF's references with ``extract_pdf`` and scores each truth
entry against the parsed entry with the most similar title (or, when none comes
close, the one with the most alike authors and year, else the entry at its
position): entries found (parsed / truth), title exact (folded), year, venue
(journal or proceedings, folded), DOI, arXiv id and surname F1 (against the
surnames the style prints: some cut long lists to "et al.").  A title, venue, DOI
or arXiv id counts only where the PDF prints it (several styles print no DOI or
eprint, and REVTeX and AAS print no article titles); a column with nothing to
score shows "-".

    python benchmarks/pdf_bibtex_styles.py --corpus DIR [--src SRC] [--verbose]
        [--styles NAME ...] [--dump FILE]
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from collections import defaultdict
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from pdf_metadata import fold, surname_f1  # noqa: E402

COLUMNS = ("title", "year", "venue", "doi", "arxiv", "surnF1")
SCORED_VENUES = frozenset(("article", "inproceedings"))


def squash(text: str) -> str:
    """``text`` folded with every space gone: a line break, or one hyphenating a word,
    does not hide a printed title."""
    return fold(text).replace(" ", "")


def printed_ids(text: str) -> str:
    """The PDF's text in lower case without white space (DOIs and ids break over lines)."""
    return re.sub(r"\s+", "", text.lower())


def score_entry(truth: dict[str, Any], parsed: Any, text: str, ids: str) -> list[float]:
    """One truth entry's scores (:data:`COLUMNS`; NaN where the field is not printed)."""
    nan = math.nan
    title_printed = bool(truth["title"]) and squash(truth["title"]) in text
    venue_printed = (
        truth["kind"] in SCORED_VENUES and bool(truth["venue"]) and squash(truth["venue"]) in text
    )
    doi_printed = bool(truth["doi"]) and truth["doi"].lower() in ids
    arxiv_printed = bool(truth["arxiv_id"]) and truth["arxiv_id"].lower() in ids
    surnames = truth.get("printed_surnames", truth["surnames"])
    if parsed is None:
        return [
            0.0 if title_printed else nan,
            0.0,
            0.0 if venue_printed else nan,
            0.0 if doi_printed else nan,
            0.0 if arxiv_printed else nan,
            0.0,
        ]
    return [
        float(fold(parsed.title) == fold(truth["title"])) if title_printed else nan,
        float(parsed.year == truth["year"]),
        float(fold(parsed.venue) == fold(truth["venue"])) if venue_printed else nan,
        float(parsed.doi == truth["doi"].lower()) if doi_printed else nan,
        float(parsed.arxiv_id == truth["arxiv_id"]) if arxiv_printed else nan,
        surname_f1(surnames, parsed.authors),
    ]


def match(truths: list[dict[str, Any]], parsed: list[Any]) -> list[Any]:
    """For each truth entry, the parsed entry with the most similar title (or, when none
    comes close, the one with the most alike authors and year, :func:`_by_names`, else
    the one at its position; ``None`` past the end)."""
    out = []
    for position, truth in enumerate(truths):
        title = fold(truth["title"])
        best = max(
            parsed, key=lambda p: SequenceMatcher(None, fold(p.title), title).ratio(), default=None
        )
        if best is None or SequenceMatcher(None, fold(best.title), title).ratio() < 0.6:
            best = _by_names(truth, parsed)
        if best is None:
            best = parsed[position] if position < len(parsed) else None
        out.append(best)
    return out


def _by_names(truth: dict[str, Any], parsed: list[Any]) -> Any:
    """The parsed entry whose authors and year are most like the truth's (a sorted list
    of entries with no title printed), if any shares more than half."""
    surnames = truth.get("printed_surnames", truth["surnames"])

    def likeness(entry: Any) -> float:
        return surname_f1(surnames, entry.authors) + 0.5 * (entry.year == truth["year"])

    best = max(parsed, key=likeness, default=None)
    return best if best is not None and likeness(best) > 0.75 else None


def _mean(values: list[float]) -> str:
    kept = [v for v in values if not math.isnan(v)]
    return f"{sum(kept) / len(kept):.3f}" if kept else "-"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--src", type=Path, default=ROOT / "tapyre-paper-search" / "src")
    parser.add_argument("--styles", nargs="*", help="only these styles")
    parser.add_argument("--verbose", action="store_true", help="print each failing entry")
    parser.add_argument("--dump", type=Path, help="write each entry's parse here (JSON lines)")
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    import pymupdf
    from tapyre_paper_search.pdf import extract_pdf

    rows = [
        json.loads(line) for line in (args.corpus / "references.jsonl").read_text().splitlines()
    ]
    scores: dict[str, list[list[float]]] = defaultdict(list)
    found: dict[str, list[float]] = defaultdict(list)
    dump = args.dump.open("w", encoding="utf-8") if args.dump else None
    for row in rows:
        truths = row["references"]
        if (args.styles and row["style"] not in args.styles) or not truths:
            continue  # (a paper with no entries has nothing to score, nor to find)
        path = args.corpus / row["name"]
        with pymupdf.open(path) as doc:
            raw = "".join(page.get_text() for page in doc)
        text, ids = squash(raw), printed_ids(raw)
        parsed = list(extract_pdf(path, tables=False, ocr=None).references)
        found[row["style"]].append(len(parsed) / len(truths))
        for truth, best in zip(truths, match(truths, parsed), strict=True):
            score = score_entry(truth, best, text, ids)
            scores[row["style"]].append(score)
            if args.verbose and any(v < 1 for v in score if not math.isnan(v)):
                print(f"{row['name']} {row['style']} {truth['kind']} {score}")
                print(f"  parsed {best.text[:200] if best else None!r}")
                print(f"  title {best.title if best else ''!r} / {truth['title']!r}")
                print(f"  venue {best.venue if best else ''!r} / {truth['venue']!r}")
                print(f"  names {best.authors if best else ()!r} / {truth['surnames']!r}")
            if dump:
                parse = {"text": best.text, "title": best.title, "authors": best.authors,
                         "year": best.year, "venue": best.venue} if best else None  # fmt: skip
                dump.write(json.dumps({"name": row["name"], "key": truth["key"],
                                       "parse": parse}, ensure_ascii=False) + "\n")  # fmt: skip
    if dump:
        dump.close()
    head = f"{'style':<22} {'papers':>6} {'refs':>5} {'found':>6} "
    print(head + " ".join(f"{c:>6}" for c in COLUMNS))
    every: list[list[float]] = []
    for style in sorted(scores):
        columns = list(zip(*scores[style], strict=True))
        every.extend(scores[style])
        share = sum(found[style]) / len(found[style])
        print(
            f"{style:<22} {len(found[style]):>6} {len(scores[style]):>5} {share:>6.3f} "
            + " ".join(f"{_mean(list(c)):>6}" for c in columns)
        )
    if every:
        total = sum(len(v) for v in found.values())
        share = sum(sum(v) for v in found.values()) / total
        columns = list(zip(*every, strict=True))
        print(
            f"{'all':<22} {total:>6} {len(every):>5} {share:>6.3f} "
            + " ".join(f"{_mean(list(c)):>6}" for c in columns)
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
