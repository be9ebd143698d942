"""What the PDF reader's gazetteer costs a process: load time and memory, per source tree.

    python benchmarks/places_load.py                      # this checkout
    python benchmarks/places_load.py --src /work/base37/tapyre-paper-search/src
    python benchmarks/places_load.py --runs 5

Each run is a fresh interpreter that imports :mod:`tapyre_paper_search.pdf.placenames`
(untimed), then times building its two caches as the reader does: the countries and
states (``_regions``, on the first name asked) and the multi-word cities (``_cities``,
on the first name before a place).  It prints the lowest wall time of each over the
runs and the rise of the peak resident memory (``ru_maxrss``) the two loads caused.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

_PROBE = """
import json, resource, time
from tapyre_paper_search.pdf import placenames
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t0 = time.perf_counter(); placenames._regions(); t1 = time.perf_counter()
placenames._cities(); t2 = time.perf_counter()
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"regions_s": t1 - t0, "cities_s": t2 - t1, "rss_mb": (after - before) / 1024}))
"""


def _run(src: Path | None) -> dict[str, float]:
    env = dict(os.environ)
    if src is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(src), env.get("PYTHONPATH", "")])
    out = subprocess.run(
        [sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True, check=True
    )
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, help="import tapyre_paper_search from here")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    runs = [_run(args.src) for _ in range(args.runs)]
    for key in ("regions_s", "cities_s", "rss_mb"):
        low = min(r[key] for r in runs)
        print(f"{key:10} lowest {low:.3f}  all {[round(r[key], 3) for r in runs]}")


if __name__ == "__main__":
    main()
