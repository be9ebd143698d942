"""Where the tests find the shared test data (one place; tidy54).

Real files nobody here wrote (the papers, the arXiv sample, SciFact) lie in
``../shared/data`` beside the repository; ``TAPYRE_SHARED_DATA`` names another folder
(a checkout elsewhere, a CI cache).  ``conftest``'s fixtures (``shared_data``,
``papers_dir``, ``papers_hard_dir``), ``pipeline_helpers`` and the test modules that
build corpora from the pool all read :data:`SHARED_DATA`; so do the scripts of
``benchmarks/`` and the corpus builders of ``tools/`` (tidy55: they put this folder on
``sys.path`` as they do for ``pdfgen``), for their ``SHARED`` folders and their
``--shared`` defaults.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

ENV = "TAPYRE_SHARED_DATA"
"""The environment variable naming the shared data's folder."""
REPOSITORY = Path(__file__).resolve().parents[2]
"""The repository's root (this file is ``tapyre-paper-search/tests/shared_data.py``)."""


def shared_data_dir(environ: Mapping[str, str] = os.environ) -> Path:
    """The folder ``environ``'s :data:`ENV` names (when set and not empty), else
    ``../shared/data`` beside the repository; whether it exists is not asked."""
    return Path(environ.get(ENV) or REPOSITORY.parent / "shared" / "data")


SHARED_DATA = shared_data_dir()
"""The shared data's folder for this test run (read once, at import)."""
