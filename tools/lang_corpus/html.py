"""Translate a written HTML page's labels and add a localized paper's extra lines.

:func:`localize_html` sets the page's ``lang``, translates every element text that
is a label (:func:`~lang_corpus.paper.translate_piece`; the " and " before the last
author too) and puts the second abstract, the received/accepted line and the
corresponding author's line after the ``</p>`` that ends the first abstract.
"""

from __future__ import annotations

import re
from pathlib import Path

from html_corpus.parts import esc
from latex_corpus.paper import Paper

from lang_corpus.paper import Extras, translate_piece

_TEXT = re.compile(r">([^<>]+)<")


def localize_html(path: Path, paper: Paper, extras: Extras) -> None:
    """Translate the labels of the page at ``path`` and add ``extras``' lines."""
    page = path.read_text(encoding="utf-8")
    page = page.replace('<html lang="en">', f'<html lang="{extras.language}">', 1)
    page = _TEXT.sub(lambda m: f">{translate_piece(m.group(1), extras)}<", page)
    tail = esc(paper.abstract[-1].text[-40:])
    found = page.find(tail)
    end = page.find("</p>", found) if found >= 0 else -1
    if end >= 0:
        lines = []
        if extras.second:
            label, text = extras.second
            strong = f"<strong>{esc(label)}</strong> " if label else ""
            lines.append(f"<p>{strong}{esc(text)}</p>")
        lines += [f"<p>{esc(line)}</p>" for line in (extras.dates, extras.corresponding) if line]
        end += len("</p>")
        page = page[:end] + "".join(lines) + page[end:]
    path.write_text(page, encoding="utf-8")
