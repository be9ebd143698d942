"""HTML paper styles, part twelve: front36's held-out styles, train from front37.

front36 wrote these two for a held-out corpus and measured them once (browser held
out: ``notebook`` authors 0.836, ``onthispage`` 0.917); front37 moved them here
(``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out
ones in :mod:`html_corpus.styles_held`:

* ``notebook`` (front36): a computational notebook exported to a page: every cell
  in a grey box with an "In [n]:" prompt in the margin; a markdown cell with the
  title as its heading and a bold "Authors:" line ("Ann Lee (Institute of X), Bo
  Chen (Centre Y)"), a code cell of imports, then a markdown cell with "Summary" as a
  second-level heading over the abstract, then an output cell's text;
* ``onthispage`` (front36): a documentation-like article page with an "On this
  page" table of contents in a narrow left column (Abstract, Introduction, Methods,
  Results, Discussion, References) beside the main column, which holds the title,
  the names in one line joined by commas with a date under them, and the abstract
  under an "Abstract" heading.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_IMPORTS = (
    "import numpy as np\nimport pandas as pd\nfrom scipy import stats",
    "import xarray as xr\nimport matplotlib.pyplot as plt",
    "library(tidyverse)\nlibrary(lme4)",
)
_OUTPUTS = ("(1204, 17)", "Loaded 3 files, 58 213 rows.", "array([0.12, 0.48, 0.91])")
_TOC = ("Abstract", "Introduction", "Methods", "Results", "Discussion", "References")
_MONTHS = ("January", "March", "May", "June", "September", "November")


def _cell(number: int | None, body: str, kind: str = "md") -> str:
    prompt = f"In&nbsp;[{number}]:" if number is not None else ""
    margin = f'<div class="pr">{prompt}</div>'
    return f'<div class="cell {kind}">{margin}<div class="in">{body}</div></div>'


def _notebook(paper: Paper, look: Look, rng: random.Random) -> str:
    people = ", ".join(
        esc(a.name) + (f" ({esc(paper.first_place(k))})" if paper.first_place(k) else "")
        for k, a in enumerate(paper.authors)
    )
    head = f"<h1>{esc(paper.title)}</h1><p><strong>Authors:</strong> {people}</p>"
    code = f"<pre>{esc(rng.choice(_IMPORTS))}</pre>"
    summary = f"<h2>Summary</h2>{abstract_html(paper)}"
    out = f"<pre>{esc(rng.choice(_OUTPUTS))}</pre>"
    return (
        _cell(None, head)
        + _cell(1, code, "code")
        + _cell(None, summary)
        + _cell(2, "<pre>df.shape</pre>", "code")
        + _cell(None, out, "out")
    )


def _notebook_css(look: Look) -> str:
    return (
        ".cell{display:flex;margin:.4em 0}.pr{width:60px;flex:none;color:#303f9f;"
        "font-family:monospace;font-size:.8em;padding-top:.4em}.in{flex:1}"
        ".code .in{background:#f5f5f5;border:1px solid #e0e0e0;padding:.2em .5em}"
        "pre{margin:.2em 0;font-size:.85em}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .4em}}h2{{font-size:1.2em}}"
    )


def _onthispage(paper: Paper, look: Look, rng: random.Random) -> str:
    toc = "".join(f"<li>{t}</li>" for t in _TOC)
    names = ", ".join(esc(a.name) for a in paper.authors)
    day = f"{rng.choice(_MONTHS)} {rng.randint(1, 28)}, {rng.randint(2014, 2025)}"
    main = (
        f'<h1>{esc(paper.title)}</h1><div class="by">{names}</div>'
        f'<div class="dt">Published {esc(day)}</div><h2>Abstract</h2>{abstract_html(paper)}'
    )
    return (
        f'<div class="wrap"><nav><div class="oh">On this page</div><ul>{toc}</ul></nav>'
        f'<div class="main">{main}</div></div>'
    )


def _onthispage_css(look: Look) -> str:
    return (
        ".wrap{display:flex;gap:28px}nav{width:130px;flex:none;font-size:.8em;"
        "border-right:1px solid #ddd;padding-right:8px}.oh{font-weight:bold;color:#555}"
        "nav ul{list-style:none;padding:0;margin:.4em 0}nav li{margin:.3em 0;color:#1a5a96}"
        ".main{flex:1}"
        f"h1{{font-size:{look.title_px}px;margin:0 0 .4em}}h2{{font-size:1.1em}}"
        ".by{font-size:1em}.dt{font-size:.8em;color:#777;margin-bottom:.6em}"
    )


ROTATED12_STYLES: dict[str, Style] = {
    "notebook": Style("notebook", _notebook, _notebook_css, family="sans"),
    "onthispage": Style("onthispage", _onthispage, _onthispage_css),
}
