"""Round 57, LaTeX front matter: a title filling the first column, run on at the second's top.

A wide first page sets a long title in 30-point capitals down the whole left column
("COMPARISONS" / "BETWEEN" / … / "LONG-TERM") and runs it on at the top of the right
column ("OUTCOME AMONG" / … / "TRIALS"), the names under it there.  The right column's
rows start higher than the left's: read top down, the rows of both columns interleave,
the title group held some of each and the title read "123 RANDOMISED BETWEEN TRIALS
DIFFERENT POLYCHEMOTHERAPY".  Each column's stack of rows in the title's type is now
read whole, the left one first (:mod:`~tapyre_paper_search.pdf.spreadtitle`).  Typeset
with pdflatex in the ``philosophersimprint`` class, its title in the text face (the
class's Trajan capitals print no digits; a PyMuPDF page reads in another order and
reads right on the base).

Control: a shorter title run on at the right column's top over three rows (latex56's
case, :mod:`~tapyre_paper_search.pdf.columnruntitle`) reads the same.
"""

from __future__ import annotations

from pathlib import Path

from layout_pages import ABSTRACT, BODY
from tapyre_paper_search.pdf import extract_pdf
from texbuild import typeset

_IMPRINT = r"""\documentclass[]{philosophersimprint}
\usepackage[utf8]{inputenc}
\title{%s}
\author{Zihua Leites, Thomas Thamizhavel}
\affiliation{National Institute of Public Health}
\journalvolume{16}
\journalnumber{14}
\date{October 2020}
\copyrightinfo{Leites and Thamizhavel}
\begin{document}
\makeatletter\PHIM@trajantitlefalse\makeatother
\maketitle
\begin{abstract}
%s
\end{abstract}
\section{Introduction}
%s
\end{document}
"""


def _read(tmp_path: Path, title: str) -> tuple[str, list[str]]:
    source = _IMPRINT % (title, (ABSTRACT + " ") * 3, (BODY + "\n\n") * 12)
    result = extract_pdf(typeset(tmp_path, "spread", source, check=True, timeout=120))
    return result.title.lower(), list(result.authors)


def test_a_title_down_the_first_column_run_on_at_the_second_reads_in_order(
    tmp_path: Path,
) -> None:
    title = (
        "Comparisons between different polychemotherapy regimens for early breast cancer: "
        "meta-analyses of long-term outcome among 100,000 women in 123 randomised trials"
    )
    assert _read(tmp_path, title) == (title.lower(), ["Zihua Leites", "Thomas Thamizhavel"])


def test_a_title_run_on_over_three_rows_reads_as_before(tmp_path: Path) -> None:
    title = (
        "Three common functional polymorphisms in microRNA encoding genes in the "
        "susceptibility to hepatocellular carcinoma: a systematic review and meta-analysis"
    )
    assert _read(tmp_path, title) == (title.lower(), ["Zihua Leites", "Thomas Thamizhavel"])
