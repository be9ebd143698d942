"""Compile one LaTeX file with pdflatex in a temporary folder.

``compile_pdf(source, target)`` runs ``pdflatex -interaction=nonstopmode``
twice (the second run settles references and page ranges), each under a
time limit, and copies the PDF to ``target``.  With ``bib`` (a ``.bib`` file's
text, written as ``refs.bib``) it runs pdflatex, ``bibtex``, then pdflatex twice,
as a paper with a BibTeX bibliography is made.  It returns ``""`` on success,
else the reason (the first error line of the log): a paper that does not
compile is reported and skipped by the caller, never half-written.
"""

from __future__ import annotations

import re
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


def _complete(folder: Path) -> bool:
    """Whether bibtex wrote an entry for every one of the ``.bib``'s entries (a
    ``\\bibitem``, or biblatex's ``\\entry``)."""
    bbl = folder / "paper.bbl"
    if not bbl.exists():
        return False
    text = bbl.read_text(encoding="latin-1")
    written = text.count("\\bibitem") + text.count("\\entry{")
    entries = re.findall(r"^@", (folder / "refs.bib").read_text(encoding="utf-8"), re.M)
    return written >= len(entries)


def _run(command: list[str], folder: Path, timeout_s: float) -> str:
    try:
        done = subprocess.run(
            command, cwd=folder, capture_output=True, timeout=timeout_s, check=False
        )
    except subprocess.TimeoutExpired:
        return f"{command[0]} took over {timeout_s:.0f} s"
    if done.returncode == 0:
        return ""
    if command[0].endswith("bibtex"):
        # Status 1 is warnings (a field left empty); some styles also report an error on
        # an entry they print whole (vancouver's theses): the list counts if it is complete.
        if done.returncode <= 2 and _complete(folder):
            return ""
        return "bibtex failed: " + done.stdout.decode("latin-1").strip()[-300:]
    return _first_error(folder / "paper.log")


def compile_pdf(
    source: str,
    target: Path,
    *,
    timeout_s: float = TIMEOUT_S,
    bib: str = "",
    log: list[str] | None = None,
) -> str:
    """Typeset ``source`` into ``target`` (see the module docstring); the last run's log
    is appended to ``log`` where given (on success)."""
    program = pdflatex()
    if not program:
        return "pdflatex not installed"
    latex = [program, "-interaction=nonstopmode", "-halt-on-error", "paper.tex"]
    steps = [latex] * RUNS
    if bib:
        bibtex = shutil.which("bibtex")
        if not bibtex:
            return "bibtex not installed"
        steps = [latex, [bibtex, "paper"], latex, latex]
    with tempfile.TemporaryDirectory(prefix="latex-corpus-") as tmp:
        folder = Path(tmp)
        (folder / "paper.tex").write_text(source, encoding="utf-8")
        if bib:
            (folder / "refs.bib").write_text(bib, encoding="utf-8")
        for step in steps:
            error = _run(step, folder, timeout_s)
            if error:
                return error
        pdf = folder / "paper.pdf"
        if not pdf.exists():
            return "no PDF written"
        shutil.copyfile(pdf, target)
        if log is not None:
            log.append((folder / "paper.log").read_text(encoding="latin-1"))
    return ""
