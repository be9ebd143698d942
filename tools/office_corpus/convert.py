"""``.docx`` to PDF with LibreOffice, many files per call.

``convert(files, outdir)`` runs ``soffice --headless --convert-to pdf`` on a
batch of files (LibreOffice's start-up takes seconds, the files themselves
little) with its own user profile (``-env:UserInstallation``; by default a new
temporary one a call), so it neither reads nor writes the profile of a
LibreOffice someone has open, nor shares one with another build running at the
same time, and returns the ``.docx`` files whose PDF did not appear (a PDF left in
``outdir`` by an earlier build is removed first, never taken for a new one).
"""

from __future__ import annotations

import contextlib
import shutil
import subprocess
import tempfile
from pathlib import Path

BATCH = 40
TIMEOUT_S = 600.0


def soffice() -> str:
    """The LibreOffice executable, or ``""`` when it is not installed."""
    return shutil.which("soffice") or shutil.which("libreoffice") or ""


def convert(
    files: list[Path], outdir: Path, profile: Path | None = None, *, timeout_s: float = TIMEOUT_S
) -> list[Path]:
    """Convert ``files`` into ``outdir`` (``BATCH`` a call) with the user ``profile``
    (``None``: a temporary one); the files left without a PDF."""
    program = soffice()
    if not program:
        raise SystemExit("LibreOffice (soffice) is not installed: see tools/dev_setup.sh")
    if profile is None:
        with tempfile.TemporaryDirectory(prefix="office-corpus-profile-") as temporary:
            return convert(files, outdir, Path(temporary), timeout_s=timeout_s)
    profile.mkdir(parents=True, exist_ok=True)
    for f in files:  # a PDF of an earlier build would pass for this one's
        (outdir / f.with_suffix(".pdf").name).unlink(missing_ok=True)
    for start in range(0, len(files), BATCH):
        batch = [str(f) for f in files[start : start + BATCH]]
        command = [
            program,
            f"-env:UserInstallation={profile.resolve().as_uri()}",
            "--headless",
            "--convert-to",
            "pdf",
            "--outdir",
            str(outdir),
            *batch,
        ]
        with contextlib.suppress(subprocess.TimeoutExpired):  # missing PDFs reported below
            subprocess.run(command, capture_output=True, timeout=timeout_s, check=False)
    return [f for f in files if not (outdir / f.with_suffix(".pdf").name).exists()]
