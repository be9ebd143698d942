"""Compile one LaTeX file with pdflatex in a temporary folder.

``compile_pdf(source, target)`` runs ``pdflatex -interaction=nonstopmode``
twice (the second run settles references and page ranges), each under a
time limit, and copies the PDF to ``target``.  It returns ``""`` on success,
else the reason (the first error line of the log): a paper that does not
compile is reported and skipped by the caller, never half-written.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

RUNS = 2
TIMEOUT_S = 90.0


def pdflatex() -> str:
    """The pdflatex executable, or ``""`` when TeX is not installed."""
    return shutil.which("pdflatex") or ""


def _first_error(log: Path) -> str:
    if not log.exists():
        return "no log written"
    lines = log.read_text(encoding="latin-1").splitlines()
    for number, line in enumerate(lines):
        if line.startswith("!"):
            return " ".join([line, *lines[number + 1 : number + 3]])[:300]
    return "pdflatex failed"


def compile_pdf(source: str, target: Path, *, timeout_s: float = TIMEOUT_S) -> str:
    """Typeset ``source`` into ``target`` (see the module docstring)."""
    program = pdflatex()
    if not program:
        return "pdflatex not installed"
    with tempfile.TemporaryDirectory(prefix="latex-corpus-") as tmp:
        folder = Path(tmp)
        (folder / "paper.tex").write_text(source, encoding="utf-8")
        for _ in range(RUNS):
            try:
                done = subprocess.run(
                    [program, "-interaction=nonstopmode", "-halt-on-error", "paper.tex"],
                    cwd=folder,
                    capture_output=True,
                    timeout=timeout_s,
                    check=False,
                )
            except subprocess.TimeoutExpired:
                return f"pdflatex took over {timeout_s:.0f} s"
            if done.returncode != 0:
                return _first_error(folder / "paper.log")
        pdf = folder / "paper.pdf"
        if not pdf.exists():
            return "no PDF written"
        shutil.copyfile(pdf, target)
    return ""
