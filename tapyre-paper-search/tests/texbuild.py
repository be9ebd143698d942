"""Typeset a LaTeX source with TeX Live's pdflatex for a test (the dev environment and
CI's paper-search session install TeX Live)."""

from __future__ import annotations

import subprocess
from pathlib import Path


def typeset(folder: Path, stem: str, source: str, *, check: bool, timeout: int) -> Path:
    """Write ``source`` to ``folder/stem.tex`` and run pdflatex there in batch mode;
    the PDF's path.  ``check``: a non-zero exit status fails the test (where a warning's
    status is expected, the PDF and its log are what the test checks)."""
    (folder / f"{stem}.tex").write_text(source, encoding="utf-8")
    subprocess.run(
        ["pdflatex", "-interaction=batchmode", f"{stem}.tex"],
        cwd=folder,
        check=check,
        capture_output=True,
        timeout=timeout,
    )
    return folder / f"{stem}.pdf"
