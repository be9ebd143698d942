"""An HTML paper's body: headed sections of real prose, a table, a reference list.

The paragraphs are other records' abstracts of the same split (never the paper's
own abstract), as in :mod:`latex_corpus.body`, whose section names are reused.
"""

from __future__ import annotations

import random
import re

from latex_corpus.body import SECTIONS
from pdfgen.people import initialled
from pdfgen.sources import Record

from html_corpus.parts import esc

_VENUES = ("Journal of Applied Studies", "Review of Measurement", "Transactions on Systems")


def _prose(record: Record, rng: random.Random, number: int) -> str:
    text = re.sub(r"^(?:abstract|summary)\W*", "", record.abstract_text, flags=re.I)
    sentences = [s for s in text.split(". ") if s]
    return esc(". ".join(sentences[: rng.randint(3, 7)]).rstrip(".")) + f". [{number}]"


def _reference(number: int, record: Record, rng: random.Random) -> str:
    names = [initialled(n) for n in record.authors[:3]] or ["A. Anonymous"]
    more = ", et al." if len(record.authors) > 3 else ""
    year = record.year or rng.randint(1995, 2023)
    text = f"{', '.join(names)}{more}, “{record.title},” {rng.choice(_VENUES)}, {year}."
    return f"<li>{esc(text)}</li>"


def _table(rng: random.Random) -> str:
    rows = "".join(
        f"<tr><td>{name}</td><td>{rng.uniform(0.5, 0.99):.3f}</td>"
        f"<td>{rng.uniform(0.5, 0.99):.3f}</td><td>{rng.randint(10, 900)}</td></tr>"
        for name in ("Baseline", "Variant A", "Variant B", "Full model")
    )
    return (
        "<table><caption>Table 1. Scores of the compared settings.</caption>"
        "<tr><th>Setting</th><th>Precision</th><th>Recall</th><th>Samples</th></tr>"
        f"{rows}</table>"
    )


def body_html(records: tuple[Record, ...], seed: int) -> str:
    """Numbered (or plain) ``<h2>`` sections, prose, a table in Results, and References."""
    rng = random.Random(seed)
    others = records[:10]
    per = max(1, len(others) // len(SECTIONS))
    numbered = rng.random() < 0.6
    out = []
    for index, title in enumerate(SECTIONS):
        out.append(f"<h2>{index + 1}. {title}</h2>" if numbered else f"<h2>{title}</h2>")
        last = index == len(SECTIONS) - 1
        chunk = others[index * per :] if last else others[index * per : (index + 1) * per]
        for offset, record in enumerate(chunk):
            out.append(f"<p>{_prose(record, rng, index * per + offset + 1)}</p>")
        if title == "Results":
            out.append(_table(rng))
    items = "".join(_reference(n, r, rng) for n, r in enumerate(others, start=1))
    out.append(f'<h2>References</h2><ol class="refs">{items}</ol>')
    return "".join(out)
