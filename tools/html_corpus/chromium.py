"""HTML to PDF with Debian's Chromium, printed from its command line.

``print_pdfs(files, outdir)`` runs ``chromium --headless --print-to-pdf`` on each
``file://`` page (no Playwright, no network: ``--no-pdf-header-footer`` drops the
browser's date and URL lines), ``JOBS`` at a time, each with its own throw-away
user-data directory, and returns the pages whose PDF did not appear (a PDF left
in ``outdir`` by an earlier build is removed first, never taken for a new one).
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

JOBS = 2
TIMEOUT_S = 120.0
DEBIAN = "/usr/bin/chromium"


def chromium() -> str:
    """The Chromium executable, or ``""`` when it is not installed."""
    return shutil.which("chromium") or (DEBIAN if Path(DEBIAN).exists() else "")


def command(program: str, page: Path, pdf: Path, profile: Path) -> list[str]:
    """The command line that prints ``page`` into ``pdf``."""
    return [
        program,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-pdf-header-footer",
        f"--user-data-dir={profile}",
        f"--print-to-pdf={pdf}",
        page.resolve().as_uri(),
    ]


def _print_one(program: str, page: Path, pdf: Path, timeout_s: float) -> None:
    with tempfile.TemporaryDirectory(prefix="html-corpus-profile-") as profile:
        try:
            subprocess.run(
                command(program, page, pdf, Path(profile)),
                capture_output=True,
                timeout=timeout_s,
                check=False,
            )
        except subprocess.TimeoutExpired:  # reported as a missing PDF
            pdf.unlink(missing_ok=True)


def print_pdfs(
    files: list[Path], outdir: Path, *, jobs: int = JOBS, timeout_s: float = TIMEOUT_S
) -> list[Path]:
    """Print ``files`` into ``outdir`` (``NAME.html`` → ``NAME.pdf``); the pages left without."""
    program = chromium()
    if not program:
        raise SystemExit(
            "Chromium is not installed (Debian's package chromium): see tools/dev_setup.sh"
        )
    outdir.mkdir(parents=True, exist_ok=True)
    targets = [outdir / f.with_suffix(".pdf").name for f in files]
    for pdf in targets:
        pdf.unlink(missing_ok=True)
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        list(
            pool.map(
                lambda pair: _print_one(program, *pair, timeout_s), zip(files, targets, strict=True)
            )
        )
    return [
        f
        for f, pdf in zip(files, targets, strict=True)
        if not pdf.exists() or pdf.stat().st_size == 0
    ]
