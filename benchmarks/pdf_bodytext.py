"""How right ``extract_pdf`` reads the body text of LaTeX corpus papers.

The corpus is one ``tools/latex_corpus/build.py --body-text`` wrote: ``body.jsonl``
holds, for each paper, the plain text of the paragraphs and references it prints
(:func:`latex_corpus.body.body_text`).  For each paper the source's words are
looked for in the text of the pages ``extract_pdf`` gives (a word counts once
for each time it is found: multisets):

* ``words``: the share of the source's words found exactly;
* ``ligature words``: the same for the words holding "fi", "fl", "ff" (what TeX's
  ligatures set), and ``quote words`` for those holding an apostrophe;
* ``control``: characters U+0000-U+001F but line feeds (U+000A), and U+FFFD, in the pages'
  text, the passages the chunker cuts from them (``chunk_paper``) and the
  references' fields: none should be left.

Words are runs of letters, digits, apostrophes and hyphens; a trailing "'s" stays.
``’`` is read as ``'`` on both sides (the source's apostrophe is typed ``'``).

    python benchmarks/pdf_bodytext.py --corpus /tmp/tex20/train [--src OTHER_SRC] [--kinds]

``--src`` imports the package from another source tree (a base's); ``--kinds``
adds a row per truth kind (``encoding:t1``, ``class:llncs``, ...).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
_WORD = re.compile(r"[^\W_](?:[\w'\-]*[^\W_])?")
_CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\ufffd]")
_LIGATURE = re.compile(r"f[fil]")


def words(text: str) -> Counter[str]:
    """The words of ``text`` (see the module docstring), counted."""
    return Counter(_WORD.findall(text.replace("\u2019", "'")))


def controls(record: dict[str, Any], passages: list[str]) -> int:
    """Control characters and U+FFFD in what a reader gives of one paper."""
    texts = [page["text"] for page in record["pages"]] + passages
    for ref in record.get("references", ()):
        texts += [ref.get("text", ""), ref.get("title", ""), *ref.get("authors", ())]
    return sum(len(_CONTROL.findall(text)) for text in texts)


def score(source: list[str], record: dict[str, Any], passages: list[str]) -> dict[str, int]:
    """Counts for one paper: source words (all, with a ligature, with a quote), those
    found in the pages' text, and the control characters left."""
    wanted = words(" ".join(source))
    found = words("\n".join(page["text"] for page in record["pages"]))
    out: dict[str, int] = defaultdict(int)
    for word, count in wanted.items():
        hit = min(count, found[word])
        for part, holds in (
            ("words", True),
            ("ligature", bool(_LIGATURE.search(word))),
            ("quote", "'" in word),
        ):
            if holds:
                out[part] += count
                out[f"{part}_found"] += hit
    out["control"] = controls(record, passages)
    out["papers"] = 1
    return out


def _read(path: Path) -> tuple[dict[str, Any], list[str]]:
    from tapyre_paper_search.chunking import chunk_paper, count_whitespace_tokens
    from tapyre_paper_search.pdf import extract_pdf

    record = extract_pdf(path, ocr=None)
    passages = chunk_paper(path.stem, record.pages, count_whitespace_tokens)
    return record.to_dict(), [chunk.text for chunk in passages]


def _row(name: str, sums: dict[str, int]) -> str:
    def share(part: str) -> str:
        return f"{sums[f'{part}_found'] / sums[part]:.4f}" if sums[part] else "-"

    return (
        f"| {name} | {sums['papers']} | {share('words')} ({sums['words']}) | "
        f"{share('ligature')} ({sums['ligature']}) | {share('quote')} ({sums['quote']}) | "
        f"{sums['control']} |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--src", type=Path, default=ROOT / "tapyre-paper-search" / "src")
    parser.add_argument("--kinds", action="store_true", help="a row per truth kind")
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    kinds: dict[str, list[str]] = {}
    truth = args.corpus / "truth.jsonl"
    if truth.exists():
        for line in truth.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            kinds[row["name"]] = row.get("kinds", [])
    totals: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for line in (args.corpus / "body.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if not row["text"] or not (args.corpus / row["name"]).exists():
            continue
        record, passages = _read(args.corpus / row["name"])
        counts = score(row["text"], record, passages)
        for group in ["all", *(kinds.get(row["name"], []) if args.kinds else [])]:
            for key, value in counts.items():
                totals[group][key] += value
    print("| set | papers | words | ligature words | quote words | control chars |")
    print("| --- | --- | --- | --- | --- | --- |")
    for name in sorted(totals, key=lambda n: (n != "all", n)):
        print(_row(name, totals[name]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
