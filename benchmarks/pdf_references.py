"""Reference parsing quality on generated papers whose references lists are known.

Each truth reference of a held-out generated paper (``tests/pdfgen``; the
references cite other real records in the ACL, IEEE, APA and Nature styles)
is matched to the parsed entry with the most similar title (or, when no title
comes close, the entry at its position), and scored: entries found (parsed
entries / truth entries), title exact (folded: case, accents, punctuation),
year, DOI and arXiv id exact (where the truth has one), author surname F1.

With ``--text-styles`` the same truth references are also written in styles the
generated papers do not use (``tests/pdfgen/body.py`` ``EXTRA_STYLES``: Harvard
with "and" or "&", Chicago, Vancouver, surname-first with dotted initials) and
each entry's text is parsed alone (no PDF): title exact, year, surname F1.

    python benchmarks/pdf_references.py [--heldout 150] [--corpus DIR] [--text-styles]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from pdf_metadata import TESTS, _fold, heldout_set, surname_f1  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=ROOT / "tapyre-paper-search" / "src")
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--heldout", type=int, default=150)
    parser.add_argument(
        "--corpus", type=Path, default=Path(tempfile.gettempdir()) / "tapyre-pdf-corpus" / "heldout"
    )
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument(
        "--text-styles", action="store_true", help="also parse entries written in more styles"
    )
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    from tapyre_paper_search.pdf import extract_pdf

    items = heldout_set(args.shared, args.corpus, args.heldout)
    truths = {
        json.loads(line)["name"]: json.loads(line)
        for line in (args.corpus / "truth.jsonl").read_text().splitlines()
    }
    scores: dict[str, list[list[float]]] = defaultdict(list)
    counts: dict[str, list[float]] = defaultdict(list)
    for name, path, truth in items:
        if "broken-text-layer" in truth.kinds:
            continue
        row = truths[name]
        style = str(row["layout"].get("reference_style", "all"))
        refs = row["references"]
        parsed = extract_pdf(path, tables=False).references
        counts[style].append(len(parsed) / max(1, len(refs)))
        for position, ref in enumerate(refs):
            best = max(
                parsed,
                key=lambda p: SequenceMatcher(None, _fold(p.title), _fold(ref["title"])).ratio(),
                default=None,
            )
            if (
                best is None
                or SequenceMatcher(None, _fold(best.title), _fold(ref["title"])).ratio() < 0.6
            ):
                best = parsed[position] if position < len(parsed) else None
            # DOI and arXiv id are scored only where the entry prints one (a missed
            # entry scores 0 on them then, and on nothing it lacks).
            has_doi, has_arxiv = bool(ref["doi"]), bool(ref["arxiv_id"] and not ref["doi"])
            if best is None:
                missed = [0.0 if has else float("nan") for has in (has_doi, has_arxiv)]
                scores[style].append([0.0, 0.0, *missed, 0.0])
                continue
            title = float(_fold(best.title) == _fold(ref["title"]))
            year = float(best.year == ref["year"])
            doi = float(best.doi == ref["doi"].lower()) if has_doi else float("nan")
            arxiv = float(best.arxiv_id == ref["arxiv_id"]) if has_arxiv else float("nan")
            authors = surname_f1(ref["authors"], best.authors)
            scores[style].append([title, year, doi, arxiv, authors])
            if args.verbose and (title < 1 or authors < 0.8):
                print(
                    f"  {name} [{style}] {best.text[:160]!r}\n"
                    f"    title {best.title!r} / {ref['title']!r}\n"
                    f"    authors {best.authors} / {ref['authors']}"
                )
    print(
        f"{'style':<8} {'papers':>6} {'refs':>5} {'found':>6} {'title':>6} {'year':>6} "
        f"{'doi':>6} {'arxiv':>6} {'surnF1':>7}"
    )
    everything = [row for rows in scores.values() for row in rows]
    for style, rows in [*sorted(scores.items()), ("all", everything)]:
        found = [c for s, cs in counts.items() if style in (s, "all") for c in cs]
        means = []
        for k in range(5):
            values = [r[k] for r in rows if r[k] == r[k]]  # NaN: no truth to compare
            means.append(sum(values) / len(values) if values else float("nan"))
        papers = len(found)
        print(
            f"{style:<8} {papers:>6} {len(rows):>5} {sum(found) / max(1, papers):>6.3f} "
            + " ".join(f"{m:>6.3f}" for m in means[:4])
            + f" {means[4]:>7.3f}"
        )
    if args.text_styles:
        _text_styles([ref for row in truths.values() for ref in row["references"]])
    return 0


def _text_styles(refs: list[dict[str, Any]]) -> None:
    """Title exact, year and surname F1 of each entry written in each extra style."""
    sys.path.insert(0, str(TESTS))
    from pdfgen.body import EXTRA_STYLES, Reference, format_reference
    from tapyre_paper_search.pdf.references import parse_reference

    print(f"\n{'text style':<12} {'refs':>5} {'title':>6} {'year':>6} {'surnF1':>7}")
    for style in EXTRA_STYLES:
        rows = []
        for ref in refs:
            truth = Reference(tuple(ref["authors"]), ref["title"], ref["year"], ref["venue"])
            parsed = parse_reference(format_reference(truth, style))
            rows.append(
                (
                    float(_fold(parsed.title) == _fold(ref["title"])),
                    float(parsed.year == ref["year"]),
                    surname_f1(ref["authors"], parsed.authors),
                )
            )
        means = [sum(column) / max(1, len(rows)) for column in zip(*rows, strict=True)]
        print(f"{style:<12} {len(rows):>5} {means[0]:>6.3f} {means[1]:>6.3f} {means[2]:>7.3f}")


if __name__ == "__main__":
    raise SystemExit(main())
