"""Translate a written HTML page's labels and add a localized paper's extra lines.

:func:`localize_html` sets the page's ``lang``, translates every element text that
is a label (:func:`~lang_corpus.paper.translate_piece`; the " and " before the last
author too) and puts the second abstract, the received/accepted line and the
corresponding author's line after the ``</p>`` that ends the first abstract.
lang37's ``page-two`` order sets the English title (a heading) and the English
abstract after those lines in a block that breaks the page before it (spanning the
columns of a two-column body, lang38).  lang38's ``end`` order puts the second
abstract before the references heading.
"""

from __future__ import annotations

import re
from pathlib import Path

from html_corpus.parts import esc
from latex_corpus.paper import Paper

from lang_corpus.paper import Extras, translate_piece
from lang_corpus.text import translate_label

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
        end += len("</p>")
        lines = []
        if extras.second and not extras.translated and extras.order != "end":
            label, text = extras.second
            strong = f"<strong>{esc(label)}</strong> " if label else ""
            lines.append(f"<p>{strong}{esc(text)}</p>")
        if extras.order == "side-by-side" and lines:
            page, end = _side_by_side(page, found, end, lines.pop())
        lines += [f"<p>{esc(line)}</p>" for line in (extras.dates, extras.corresponding) if line]
        page = page[:end] + "".join(lines) + page[end:]
        if extras.translated and extras.second:
            page = _put_page_two(page, end, esc(paper.title[:40]), extras)
        if extras.order == "end" and extras.second:
            page = _at_end(page, end, extras)
    path.write_text(page, encoding="utf-8")


_OPEN = re.compile(r"<p[ >]")


def _side_by_side(page: str, found: int, end: int, second: str) -> tuple[str, int]:
    """``page`` with the paragraph ending at ``end`` (the one holding ``found``) and
    ``second`` set as two columns, ``second`` in a bordered box (lang33's held-out
    ``side-by-side`` order), and the index just after the two columns."""
    start = max((m.start() for m in _OPEN.finditer(page, 0, found)), default=-1)
    if start < 0:
        return page[:end] + second + page[end:], end + len(second)
    row = (
        '<div style="display:flex;gap:1.4em;align-items:flex-start">'
        f'<div style="flex:1">{page[start:end]}</div>'
        '<div style="flex:1;border:1px solid #444;padding:0.4em 0.7em">'
        f"{second}</div></div>"
    )
    return page[:start] + row + page[end:], start + len(row)


_HEADING = re.compile(r"<h[1-6][ >]")


def _put_page_two(page: str, end: int, title: str, extras: Extras) -> str:
    """``page`` with the English title and abstract in a block starting a new page,
    before the first heading after the first abstract (``end``) and the title (``title``,
    escaped) or, with none, at ``end``."""
    shown = page.find(title)
    start = max(end, page.find("<", shown) if shown >= 0 else end)
    heading = _HEADING.search(page, start)
    at = heading.start() if heading else end
    label, text = extras.second or ("Abstract", "")
    return page[:at] + _page_two(extras.translated, label, text) + page[at:]


def _at_end(page: str, end: int, extras: Extras) -> str:
    """``page`` with the second abstract before the last heading that is the references
    label (lang38's ``end`` order), else before the last heading after ``end``, else at
    ``end``."""
    word = esc(translate_label("References", extras.language, extras.pick) or "References")
    heads = [m.start() for m in _HEADING.finditer(page, end)]
    named = [
        h for h in heads if re.match(rf"<h[1-6][^>]*>\s*{re.escape(word)}\s*<", page[h:], re.I)
    ]
    at = (named or heads or [end])[-1]
    label, text = extras.second or ("Abstract", "")
    return page[:at] + f"<p><strong>{esc(label)}</strong> {esc(text)}</p>" + page[at:]


def _page_two(title: str, label: str, text: str) -> str:
    """``title`` and the abstract ``label`` ``text`` in a block starting a new page; the
    block spans a multi-column body's columns (lang38: inside ``column-count`` the
    break was ignored and "page two" opened mid-page)."""
    return (
        '<div style="break-before:page;page-break-before:always;column-span:all">'
        f'<p style="text-align:center;font-weight:bold;font-size:1.35em">{esc(title)}</p>'
        f"<p><strong>{esc(label)}</strong> {esc(text)}</p></div>"
    )
