"""Opt-in compiled build of the PDF reader's hot modules (mypyc); pure Python by default.

The package's metadata lives in ``pyproject.toml``; this file only adds extension
modules, and only when ``TAPYRE_COMPILE=1`` is set at build time::

    pip install mypy "setuptools>=77" ./tapyre-core   # mypyc ships with mypy
    TAPYRE_COMPILE=1 pip install --no-build-isolation ./tapyre-paper-search

(``setuptools>=77`` reads ``license = "MIT"``; a new venv's own setuptools may be older.)

Without the switch (the default ``pip install``, CI) nothing is compiled and the wheel
is pure Python.  With it, mypyc compiles :data:`COMPILED` (the pure-Python stages that
take most of ``extract_pdf``'s own CPU time: page blocks, lines, tables' grid,
normalised pages, references' names; docs/pdf-log.md, speed41c) to C extensions that sit
beside the ``.py`` files and are imported in their place.  ``extract`` stays pure
(``benchmarks/pdf_stages.py`` times the stages through its names).  Not yet listed
(docs/pdf-log.md, speed42c): ``ocr`` cannot be compiled (its error class inherits
``RuntimeError``, which a mypyc native class may not), and ``authors``, which compiled
raised ``TypeError`` where frontauthors passed a ``numpy.bool`` as ``lenient: bool``
(a Python bool since review155; authors compiled is not yet tested).  The compiled modules
give byte-identical output (tests/test_speed41c.py; ``nox -s paper_search_compiled``
runs the PDF reader's tests against the whole list); a compiled module's functions are
bound early, so monkeypatching one of them is not seen by its compiled callers.
"""

from __future__ import annotations

import os

from setuptools import setup

COMPILED: tuple[str, ...] = (
    "blocks",
    "clutter",
    "equations",
    "features",
    "fontstyle",
    "frontlines",
    "grid",
    "justified",
    "lineendhyphens",
    "lineneighbours",
    "linenames",
    "linenumbers",
    "lines",
    "mendcheck",
    "namememo",
    "namewords",
    "normalize",
    "numbercolumns",
    "onetype",
    "order",
    "ordercolumns",
    "orderrunon",
    "pagemend",
    "pageread",
    "pagetext",
    "refentry",
    "references",
    "refforms",
    "refnameat",
    "refnames",
    "refpublisher",
    "refsplit",
    "refyearvenue",
    "spanfields",
    "spantype",
    "tableregions",
    "tables",
    "textrow",
    "wordblocks",
    "words",
)
"""Modules of ``tapyre_paper_search.pdf`` compiled with ``TAPYRE_COMPILE=1``."""


def compiled_paths() -> list[str]:
    """The source files mypyc compiles, relative to this folder."""
    return [f"src/tapyre_paper_search/pdf/{name}.py" for name in COMPILED]


MYPY_OPTIONS: tuple[str, ...] = ("--ignore-missing-imports", "--follow-imports=silent")
"""What mypyc's type check needs here: the optional dependencies have no stubs, and the
modules the compiled ones import are read for their types but not checked (review146:
built from the clone, mypy finds the repository's strict settings, and in a build
environment without the runtime dependencies — ``--no-build-isolation`` installs them
only after the build — strict mypy failed on graph/, records/, errors.py …, none of
them compiled, so the documented build stopped before compiling anything)."""


def extensions() -> list[object]:
    """mypyc's extension modules when ``TAPYRE_COMPILE=1``, else none (pure Python)."""
    if os.environ.get("TAPYRE_COMPILE") != "1":
        return []
    from mypyc.build import mypycify

    return list(mypycify([*MYPY_OPTIONS, *compiled_paths()], opt_level="3"))


if __name__ == "__main__":
    setup(ext_modules=extensions())
