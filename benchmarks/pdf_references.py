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
each entry's text is parsed alone (no PDF): title exact, year, surname F1, DOI
and arXiv id (where the text prints one).  ``tests/pdfgen/refstyles.py``
``MORE_STYLES`` adds comma-only styles, IEEE with "vol./no./pp." and "[Online].
Available:", ACM, APA 7, Nature without titles, Springer, "et al." lists, LNCS and
Chicago chapters with editors, old-form arXiv ids, a publisher after the venue.
``--text-split train`` takes
the text entries from the train split's records instead (``--text-count`` of them,
drawn as the corpus draws its references): rules are tuned there, never on the
held-out entries; ``--dump FILE`` writes each text entry's parse (JSON lines) to
compare two versions entry by entry.

    python benchmarks/pdf_references.py [--heldout 150] [--corpus DIR] [--text-styles]
        [--text-split train] [--text-count 1500] [--text-only] [--dump FILE]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import tempfile
import time
from collections import defaultdict
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data

from pdf_metadata import TESTS, fold, heldout_set, surname_f1  # noqa: E402
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=ROOT / "tapyre-paper-search" / "src")
    parser.add_argument("--shared", type=Path, default=SHARED_DATA)
    parser.add_argument("--heldout", type=int, default=150)
    parser.add_argument(
        "--corpus", type=Path, default=Path(tempfile.gettempdir()) / "tapyre-pdf-corpus" / "heldout"
    )
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument(
        "--text-styles", action="store_true", help="also parse entries written in more styles"
    )
    parser.add_argument("--text-split", choices=("heldout", "train"), default="heldout")
    parser.add_argument("--text-count", type=int, default=1500)
    parser.add_argument("--text-only", action="store_true", help="no PDFs: text styles only")
    parser.add_argument("--dump", type=Path, help="write each text entry's parse here")
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    if not args.text_only:
        _pdf_styles(args)
    if args.text_styles or args.text_only:
        if args.text_split == "train":
            refs = _train_references(args.shared, args.text_count)
        else:
            truths = _truths(args.corpus, args.shared, args.heldout)
            refs = [ref for row in truths.values() for ref in row["references"]]
        _text_styles(refs, args.dump)
    return 0


def _truths(corpus: Path, shared: Path, count: int) -> dict[str, dict[str, Any]]:
    heldout_set(shared, corpus, count)  # written first when absent
    rows = [json.loads(line) for line in (corpus / "truth.jsonl").read_text().splitlines()]
    return {row["name"]: row for row in rows}


def _train_references(shared: Path, count: int) -> list[dict[str, Any]]:
    """``count`` references of the train split's records, drawn as the corpus draws
    the references of its papers."""
    sys.path.insert(0, str(TESTS))
    import random
    from dataclasses import asdict

    from pdfgen.body import reference_for
    from pdfgen.sources import load_pool

    records, names = load_pool(shared, "train")
    rng = random.Random("train-references")
    chosen = rng.sample(records, k=min(count, len(records)))
    return [asdict(reference_for(record, rng, names)) for record in chosen]


def _pdf_styles(args: argparse.Namespace) -> None:
    """Entries of the held-out papers' lists, read from their PDFs, per style."""
    from tapyre_paper_search.pdf import extract_pdf

    items = heldout_set(args.shared, args.corpus, args.heldout)
    truths = _truths(args.corpus, args.shared, args.heldout)
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
                key=lambda p: SequenceMatcher(None, fold(p.title), fold(ref["title"])).ratio(),
                default=None,
            )
            if (
                best is None
                or SequenceMatcher(None, fold(best.title), fold(ref["title"])).ratio() < 0.6
            ):
                best = parsed[position] if position < len(parsed) else None
            # DOI and arXiv id are scored only where the entry prints one (a missed
            # entry scores 0 on them then, and on nothing it lacks).
            has_doi, has_arxiv = bool(ref["doi"]), bool(ref["arxiv_id"] and not ref["doi"])
            if best is None:
                missed = [0.0 if has else float("nan") for has in (has_doi, has_arxiv)]
                scores[style].append([0.0, 0.0, *missed, 0.0])
                continue
            title = float(fold(best.title) == fold(ref["title"]))
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


def _text_styles(refs: list[dict[str, Any]], dump: Path | None) -> None:
    """Title exact, year, surname F1, DOI and arXiv id of each entry written in each
    text style (the five ``EXTRA_STYLES`` without identifiers, as before; the
    ``MORE_STYLES`` with the identifiers the style prints)."""
    sys.path.insert(0, str(TESTS))
    from pdfgen.body import EXTRA_STYLES, Reference, format_reference
    from pdfgen.refstyles import MORE_STYLES, styled
    from tapyre_paper_search.pdf.references import parse_reference

    out = dump.open("w", encoding="utf-8") if dump else None
    print(f"\n{'text style':<14} {'refs':>5} {'title':>6} {'year':>6} {'doi':>6} {'arxiv':>6} "
          f"{'surnF1':>7} {'venue':>6} {'µs/entry':>8}")  # fmt: skip
    for style in (*EXTRA_STYLES, *MORE_STYLES):
        rows = []
        elapsed = 0.0
        for ref in refs:
            truth = Reference(
                tuple(ref["authors"]), ref["title"], ref["year"], ref["venue"],
                ref["doi"], ref["arxiv_id"],
            )  # fmt: skip
            if style in EXTRA_STYLES:
                truth = Reference(truth.authors, truth.title, truth.year, truth.venue)
                text = format_reference(truth, style)
            else:
                text, truth = styled(truth, style)
            began = time.perf_counter()
            parsed = parse_reference(text)
            elapsed += time.perf_counter() - began
            has_doi, has_arxiv = bool(truth.doi), bool(truth.arxiv_id and not truth.doi)
            rows.append((
                float(fold(parsed.title) == fold(truth.title)),
                float(parsed.year == truth.year),
                float(parsed.doi == truth.doi.lower()) if has_doi else float("nan"),
                float(parsed.arxiv_id == truth.arxiv_id) if has_arxiv else float("nan"),
                surname_f1(list(truth.authors), parsed.authors),
                float(fold(parsed.venue) == fold(truth.venue)),
            ))  # fmt: skip
            if out is not None:
                row = {"style": style, "text": text, "title": parsed.title,
                       "authors": parsed.authors, "year": parsed.year, "venue": parsed.venue,
                       "doi": parsed.doi, "arxiv_id": parsed.arxiv_id, "truth": truth.title,
                       "truth_venue": truth.venue,
                       "scores": rows[-1]}  # fmt: skip
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
        means = []
        for column in zip(*rows, strict=True):
            values = [v for v in column if not math.isnan(v)]  # NaN: nothing printed
            means.append(sum(values) / len(values) if values else float("nan"))
        micros = elapsed / max(1, len(rows)) * 1e6
        print(f"{style:<14} {len(rows):>5} " + " ".join(f"{m:>6.3f}" for m in means[:4])
              + f" {means[4]:>7.3f} {means[5]:>6.3f} {micros:>8.0f}")  # fmt: skip
    if out is not None:
        out.close()


if __name__ == "__main__":
    raise SystemExit(main())
