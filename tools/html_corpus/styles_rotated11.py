"""HTML paper styles: a tab bar, a reading-time byline (front35's held-out styles,
train from front36).

front35 wrote these two for a held-out corpus and measured them once (browser held
out, closing22: ``tabbed`` abstract 0.323, ``readtime`` authors 0.000); front36 moved
them here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new
held-out ones in :mod:`html_corpus.styles_held`:

* ``tabbed`` (front35): a publisher's article page: the journal's name and the
  article type as a grey line over the title, the names as links joined by commas
  with a "Show affiliations" toggle after them, then a tab bar ("Abstract", "Full
  text", "Figures", "References", "Metrics", the first underlined as the open tab)
  and the abstract under it with no heading;
* ``readtime`` (front35): a blogging platform's post: a round avatar with the first
  name's initial, then one line "Ann Lee and Bo Chen · 12 min read · 3 May 2021",
  a follow button; the title under it, a deck (standfirst) in grey; the abstract
  under a bold "TL;DR" label.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_MONTHS = ("January", "March", "May", "June", "September", "November")
_JOURNALS = ("Journal of Applied Studies", "Open Research Letters", "Review of Methods")
_TYPES = ("Research article", "Original paper", "Brief report")
_TABS = ("Abstract", "Full text", "Figures", "References", "Metrics")
_DECKS = (
    "What the measurements say, and what they leave open.",
    "A short account of a long study.",
    "Notes from the lab on a question that keeps coming back.",
)


def _names(paper: Paper) -> list[str]:
    return [esc(a.name) for a in paper.authors]


def _joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _tabbed(paper: Paper, look: Look, rng: random.Random) -> str:
    head = f"{esc(rng.choice(_JOURNALS))} \u2022 {esc(rng.choice(_TYPES))}"
    links = ", ".join(f'<a href="#">{n}</a>' for n in _names(paper))
    tabs = "".join(
        f'<span class="tab{" on" if k == 0 else ""}">{t}</span>' for k, t in enumerate(_TABS)
    )
    return (
        f'<div class="jr">{head}</div><h1>{esc(paper.title)}</h1>'
        f'<div class="names">{links} <span class="tog">Show affiliations</span></div>'
        f'<div class="tabs">{tabs}</div>{abstract_html(paper)}'
    )


def _tabbed_css(look: Look) -> str:
    return (
        ".jr{font-size:.8em;color:#777}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .5em}}"
        ".names a{color:#1a5a96;text-decoration:none}.tog{font-size:.75em;color:#999}"
        ".tabs{display:flex;gap:18px;border-bottom:1px solid #ccc;margin:1em 0 .8em}"
        ".tab{font-size:.85em;padding:.3em 0}.tab.on{border-bottom:3px solid #1a5a96}"
    )


def _readtime(paper: Paper, look: Look, rng: random.Random) -> str:
    names = _names(paper)
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2014, 2025)}"
    line = f"{_joined(names)} \u00b7 {rng.randint(4, 25)} min read \u00b7 {esc(day)}"
    return (
        f'<div class="who"><span class="av">{esc(paper.authors[0].name[:1])}</span>'
        f'<span class="line">{line}</span><span class="fol">Follow</span></div>'
        f'<h1>{esc(paper.title)}</h1><div class="deck">{esc(rng.choice(_DECKS))}</div>'
        f"{abstract_html(paper, 'TL;DR')}"
    )


def _readtime_css(look: Look) -> str:
    return (
        ".who{display:flex;align-items:center;gap:8px;font-size:.85em;margin:0 0 1em}"
        ".av{display:inline-block;width:28px;height:28px;border-radius:14px;"
        "background:#555;color:#fff;text-align:center;line-height:28px}"
        ".fol{border:1px solid #1a8917;color:#1a8917;border-radius:12px;padding:0 8px}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .3em}}"
        ".deck{font-size:1.1em;color:#777;margin-bottom:1em}"
    )


ROTATED11_STYLES: dict[str, Style] = {
    "tabbed": Style("tabbed", _tabbed, _tabbed_css),
    "readtime": Style("readtime", _readtime, _readtime_css, family="sans"),
}
