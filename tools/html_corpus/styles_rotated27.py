"""HTML paper styles, part twenty-seven: front51's held-out styles, now train.

front51 wrote them for its held-out corpus and measured them once (browser held out,
seed 51: 0.750 / 0.500 / 0.500 / 0.493 title / author F1 / surname F1 / abstract F1
on its base, 0.917 / 0.550 / 0.675 / 0.910 after its rules); front52 moved them here
(``git mv`` of ``styles_held.py``, only the flag dropped).  Each is modelled on a page
real papers are printed from:

* ``videotalk`` (front51): a video site's page of the recorded talk on the paper: a
  dark player box with a play mark and a duration on top, the title under it as the
  video's title, a channel row (a meeting's name, a subscriber count, a "Subscribe"
  button), a "1,234 views · 3 May 2021" line, then a grey description box with
  "Speaker: Ann Lee", "Co-authors: Bo Chen, Cy Diaz", the abstract and a chapter
  list, and a comments header with one comment by another person;
* ``searchresults`` (front51): a scholarly search engine's results page: a search
  box holding a query, an "About 1,240 results" line, then results each with a
  title link, a green source line of initialled names ("A Lee, B Chen - Journal of
  Methods, 2021 - site.org") and a snippet; the paper's result comes first with its
  snippet expanded to the whole abstract, the other results are other papers.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_CHANNELS = ("Workshop on Data Methods", "Spring Meeting Talks", "Seminar Recordings")
_CHAPTERS = ("0:00 Introduction", "4:12 Methods", "11:40 Results", "19:05 Questions")
_COMMENTS = ("Great talk, thanks for sharing!", "Is the code available?", "Very clear.")
_VENUES = ("Journal of Methods", "Proceedings of the Annual Meeting", "Preprint")
_HOSTS = ("library.example.org", "repository.example.edu", "journals.example.com")


def _other(paper: Paper, index: int = 0) -> str:
    others = [r.authors[0] for r in paper.others if r.authors]
    return others[index % len(others)] if others else "Cy Diaz"


def _initialled(name: str) -> str:
    parts = name.split()
    return f"{parts[0][0]} {' '.join(parts[1:])}" if len(parts) > 1 else name


def _videotalk(paper: Paper, look: Look, rng: random.Random) -> str:
    names = [a.name for a in paper.authors]
    coauthors = f"<p>Co-authors: {esc(', '.join(names[1:]))}</p>" if names[1:] else ""
    chapters = "".join(f"<li>{esc(c)}</li>" for c in _CHAPTERS)
    views = f"{rng.randint(1, 9)},{rng.randint(100, 999)} views"
    return (
        '<div class="player"><span class="play">\u25b6</span>'
        f'<span class="dur">{rng.randint(12, 48)}:{rng.randint(10, 59)}</span></div>'
        f'<p class="vtitle">{esc(paper.title)}</p>'
        f'<p class="chan"><b>{esc(rng.choice(_CHANNELS))}</b> '
        f'<span class="subs">{rng.randint(1, 40)}.{rng.randint(1, 9)}K subscribers</span> '
        '<span class="sub">Subscribe</span></p>'
        f'<div class="desc"><p class="views">{views} \u00b7 {rng.randint(1, 28)} May '
        f"{rng.randint(2012, 2025)}</p><p>Speaker: {esc(names[0])}</p>{coauthors}"
        f"{abstract_html(paper)}<ul>{chapters}</ul></div>"
        f'<p class="ncom">{rng.randint(3, 60)} Comments</p>'
        f'<p class="com"><b>@{esc(_other(paper).lower().replace(" ", ""))}</b> '
        f"{esc(rng.choice(_COMMENTS))}</p>"
    )


def _videotalk_css(look: Look) -> str:
    return (
        ".player{background:#111;color:#fff;height:300px;position:relative;border-radius:10px}"
        ".play{position:absolute;left:45%;top:40%;font-size:40px}"
        ".dur{position:absolute;right:8px;bottom:6px;font-size:.8em}"
        ".vtitle{font-weight:bold;font-size:1.25em}.subs{color:#666;font-size:.85em}"
        ".sub{background:#000;color:#fff;border-radius:14px;padding:2px 10px}"
        ".desc{background:#eee;border-radius:10px;padding:.6em}.views{font-weight:bold}"
        ".ncom{font-weight:bold}"
    )


def _result(title: str, names: list[str], source: str, snippet: str) -> str:
    line = ", ".join(_initialled(n) for n in names)
    return (
        f'<div class="res"><a href="#">{esc(title)}</a>'
        f'<p class="src">{esc(line)} - {esc(source)}</p>{snippet}'
        '<p class="acts">Cited by 12 \u00b7 Related articles \u00b7 All 5 versions</p></div>'
    )


def _searchresults(paper: Paper, look: Look, rng: random.Random) -> str:
    query = " ".join(paper.title.split()[:3])
    year = rng.randint(2012, 2025)
    source = f"{rng.choice(_VENUES)}, {year} - {rng.choice(_HOSTS)}"
    names = [a.name for a in paper.authors]
    results = [_result(paper.title, names, source, abstract_html(paper))]
    for other in paper.others[:2]:
        shown = other.title[:1].upper() + other.title[1:]
        words = " ".join(" ".join(s.text for s in other.abstract).split()[:30])
        src = f"{rng.choice(_VENUES)}, {rng.randint(2000, 2025)} - {rng.choice(_HOSTS)}"
        results.append(_result(shown, list(other.authors[:3]), src, f"<p>{esc(words)} \u2026</p>"))
    return (
        f'<p class="box">{esc(query)}</p>'
        f'<p class="count">About {rng.randint(2, 9)},{rng.randint(100, 999)} results '
        f"(0.0{rng.randint(2, 9)} sec)</p>" + "".join(results)
    )


def _searchresults_css(look: Look) -> str:
    return (
        ".box{border:1px solid #aaa;border-radius:4px;padding:.3em;width:60%}"
        ".count{color:#777;font-size:.85em}.res a{color:#1a0dab;font-size:1.1em}"
        ".src{color:#006621;font-size:.85em}.acts{color:#777;font-size:.8em}"
    )


ROTATED27_STYLES: dict[str, Style] = {
    "videotalk": Style("videotalk", _videotalk, _videotalk_css),
    "searchresults": Style("searchresults", _searchresults, _searchresults_css),
}
