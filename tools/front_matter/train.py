"""Train the front-matter line classifier shipped in tapyre-paper-search.

Generates (or reuses) the training corpus of PDFs laid out from real records
(``tapyre-paper-search/tests/pdfgen``, split ``train``; the ``heldout`` split
is never read here), reads each paper's first page the way the extractor
does (scanned pages by OCR), labels every line by the drawn text under it
(title, author, affiliation, abstract, other), trains gradient-boosted trees
(:mod:`gbt`) and writes ``front_matter_model.json`` into the package.

``--corpus`` may be given more than once, each ``FOLDER`` or
``FOLDER,count=N,seed=S,conventions=SHARE``: a folder without a corpus gets
one of ``N`` papers (default ``--count``) drawn with seed ``S`` (default 0)
and the front-matter conventions of ``pdfgen.conventions`` for the share
``SHARE`` of its papers (default ``--conventions``; 0 is the earlier layouts).
A tenth of the training papers is kept aside to report line accuracy per
class; pass ``--final`` to train on all of them once settled.  The lines read
from each PDF are kept in ``--cache FOLDER`` (:mod:`cachedlines`: keyed by the
PDF's hash and the reader's code and settings), so a change to the features
recomputes the rows from the kept lines in seconds instead of reading the
scans by OCR again (minutes).  ``--features-of MODEL`` trains on the features a
model file names (the shipped model predates some of :data:`FEATURES`).

    python tools/front_matter/train.py --corpus /tmp/pdfcorpus/train --count 400
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
import cachedlines  # noqa: E402
import gbt  # noqa: E402
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)
from tapyre_paper_search.pdf.features import FEATURES, line_features  # noqa: E402
from tapyre_paper_search.pdf.frontprobs import MODEL_FILE  # noqa: E402
from tapyre_paper_search.pdf.lineclasses import CLASSES  # noqa: E402
from tapyre_paper_search.pdf.lines import Line  # noqa: E402

ROLE_CLASS = {
    "title": "title",
    "author": "author",
    "affiliation": "affiliation",
    "abstract": "abstract",
}
MODEL_PATH = ROOT / "tapyre-paper-search" / "src" / "tapyre_paper_search" / "pdf" / MODEL_FILE


def label(line: Line, items: list[dict[str, object]]) -> str:
    """The class of an extracted line: author if any name is under it, else the
    role covering most of it (other for headings, banners, body text…)."""
    area: Counter[str] = Counter()
    for item in items:
        x0, y0, x1, y1 = item["rect"]  # type: ignore[misc]
        w = min(line.x1, x1) - max(line.x0, x0)
        h = min(line.y1, y1) - max(line.y0, y0)
        if w > 0 and h > 0:
            area[ROLE_CLASS.get(str(item["role"]), "other")] += w * h
    if area["author"] > 0:
        return "author"
    return area.most_common(1)[0][0] if area else "other"


def paper_rows(
    pdf: Path, items: list[dict[str, object]], cache: Path | None = None
) -> tuple[list[list[float]], list[int]]:
    """Feature rows and labels of the first page holding the paper's title (its lines
    read through the line cache folder ``cache``, when given)."""
    title_pages = sorted({int(i["page"]) for i in items if i["role"] == "title"})  # type: ignore[call-overload]
    if not title_pages:
        return [], []
    page_index = title_pages[0]
    pages = cachedlines.front_pages(pdf, page_index + 1, cache)
    if len(pages) <= page_index:
        return [], []
    page = pages[page_index]
    on_page = [i for i in items if i["page"] == page_index]
    rows = line_features(page)
    labels = [CLASSES.index(label(line, on_page)) for line in page.lines]
    return rows, labels


Paper = tuple[str, list[list[float]], list[int]]


def load(corpus: Path, cache: Path | None = None) -> list[Paper]:
    """The rows and labels of every paper of ``corpus`` (named ``FOLDER/NAME``)."""
    out = []
    for line in (corpus / "items.jsonl").read_text().splitlines():
        record = json.loads(line)
        # Scans are read by OCR (slow: minutes for all of them) and kept: the lines OCR
        # gives are noisier than a text layer's, and the classifier must know them too.
        rows, labels = paper_rows(corpus / record["name"], record["items"], cache)
        if rows:
            out.append((f"{corpus.name}/{record['name']}", rows, labels))
    return out


@dataclass(frozen=True)
class CorpusSpec:
    """A training corpus: its folder, and how to generate it when absent."""

    folder: Path
    count: int
    seed: int
    conventions: float


def corpus_spec(text: str, count: int, conventions: float) -> CorpusSpec:
    """``FOLDER`` or ``FOLDER,count=N,seed=S,conventions=SHARE`` (see the module docstring)."""
    folder, *options = text.split(",")
    values: dict[str, str] = {}
    for option in options:
        key, sep, value = option.partition("=")
        if not sep or key not in ("count", "seed", "conventions"):
            raise argparse.ArgumentTypeError(f"unknown corpus option {option!r} in {text!r}")
        values[key] = value
    try:
        return CorpusSpec(
            Path(folder),
            int(values.get("count", count)),
            int(values.get("seed", 0)),
            float(values.get("conventions", conventions)),
        )
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"bad corpus option in {text!r}: {exc}") from None


def ensure_corpus(spec: CorpusSpec, shared: Path) -> None:
    """Generate ``spec``'s corpus unless its folder already holds one of at least
    ``spec.count`` papers (a pdfgen ``items.jsonl``: the line labels come from it).

    A folder with a ``truth.jsonl`` but no ``items.jsonl`` (another builder's corpus,
    e.g. ``tools/latex_corpus``) cannot be trained on and is never overwritten: exits.
    """
    items = spec.folder / "items.jsonl"
    if items.exists() and len(items.read_text().splitlines()) >= spec.count:
        return
    if (spec.folder / "truth.jsonl").exists() and not items.exists():
        raise SystemExit(f"{spec.folder} has no items.jsonl: not a pdfgen corpus to train on")
    from pdfgen import build_corpus

    print(f"generating {spec.count} training papers in {spec.folder} …", file=sys.stderr)
    build_corpus(
        shared, spec.folder, spec.count, "train", seed=spec.seed, conventions=spec.conventions
    )


def feature_columns(model: Path | None) -> tuple[tuple[str, ...], list[int]]:
    """The features to train on (those ``model`` names, else all of :data:`FEATURES`)
    and their columns in the rows :func:`line_features` makes."""
    names = tuple(json.loads(model.read_text())["features"]) if model else FEATURES
    unknown = [name for name in names if name not in FEATURES]
    if unknown:
        raise SystemExit(f"{model} names features the package lacks: {', '.join(unknown)}")
    return names, [FEATURES.index(name) for name in names]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--corpus",
        action="append",
        default=[],
        help="FOLDER[,count=N][,seed=S][,conventions=SHARE]; more than one may be given "
        "(default /tmp/tapyre-pdf-corpus/train)",
    )
    parser.add_argument("--shared", type=Path, default=SHARED_DATA)
    parser.add_argument(
        "--count", type=int, default=400, help="papers to generate when the corpus is absent"
    )
    parser.add_argument(
        "--conventions",
        type=float,
        default=0.0,
        help="share of generated papers with the newer front-matter conventions, for "
        "a corpus that names none (0: the earlier layouts)",
    )
    parser.add_argument(
        "--cache",
        type=Path,
        default=Path("/tmp/tapyre-front-matter-lines"),
        help="folder keeping the lines read from each PDF between runs",
    )
    parser.add_argument("--no-cache", action="store_true", help="read every PDF again")
    parser.add_argument(
        "--final", action="store_true", help="train on every paper (no validation slice)"
    )
    parser.add_argument(
        "--features-of",
        type=Path,
        default=None,
        help="train on the features a model file names (e.g. the shipped model: "
        "rebuilds it after features were added)",
    )
    parser.add_argument("--rounds", type=int, default=gbt.Settings.rounds)
    parser.add_argument("--depth", type=int, default=gbt.Settings.depth)
    parser.add_argument("--out", type=Path, default=MODEL_PATH)
    args = parser.parse_args(argv)
    try:
        specs = [
            corpus_spec(text, args.count, args.conventions)
            for text in args.corpus or ["/tmp/tapyre-pdf-corpus/train"]
        ]
    except argparse.ArgumentTypeError as exc:
        parser.error(str(exc))
    started = time.perf_counter()
    papers = []
    for spec in specs:
        ensure_corpus(spec, args.shared)
        papers += load(spec.folder, None if args.no_cache else args.cache)
    papers.sort(key=lambda p: p[0])
    held = [] if args.final else papers[::10]
    train_papers = papers if args.final else [p for i, p in enumerate(papers) if i % 10]
    if not train_papers:
        raise SystemExit(f"no training rows ({len(papers)} papers gave labelled lines)")
    names, columns = feature_columns(args.features_of)
    x = np.asarray([r for _, rows, _ in train_papers for r in rows], dtype=np.float64)[:, columns]
    y = np.asarray([k for _, _, labels in train_papers for k in labels], dtype=np.intp)
    counts = np.bincount(y, minlength=len(CLASSES))
    weights = (counts.max() / np.maximum(counts, 1)) ** 0.5
    print(
        f"{len(train_papers)} papers, {len(y)} lines: "
        + ", ".join(f"{c} {n}" for c, n in zip(CLASSES, counts, strict=True))
    )
    settings = gbt.Settings(rounds=args.rounds, depth=args.depth)
    model = gbt.train(x, y, len(CLASSES), settings, weights=weights[y])
    model = {"features": list(names), "classes": list(CLASSES), **model}
    args.out.write_text(json.dumps(model, separators=(",", ":")) + "\n")
    print(
        f"trained in {time.perf_counter() - started:.0f} s; "
        f"wrote {args.out} ({args.out.stat().st_size // 1024} KiB)"
    )
    if held:
        from tapyre_paper_search.pdf.trees import TreeModel

        loaded = TreeModel.from_json(json.loads(args.out.read_text()))  # reads ``names``
        hx = np.asarray([r for _, rows, _ in held for r in rows], dtype=np.float64)[:, columns]
        hy = np.asarray([k for _, _, labels in held for k in labels], dtype=np.intp)
        guess = loaded.probabilities(hx).argmax(axis=1)
        print(
            f"validation ({len(held)} papers, {len(hy)} lines): accuracy {np.mean(guess == hy):.3f}"
        )
        for k, name in enumerate(CLASSES):
            truth, said = hy == k, guess == k
            precision = (truth & said).sum() / max(said.sum(), 1)
            recall = (truth & said).sum() / max(truth.sum(), 1)
            print(
                f"  {name:<12} precision {precision:.3f} recall {recall:.3f} ({truth.sum()} lines)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
