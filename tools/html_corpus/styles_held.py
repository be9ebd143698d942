"""HTML paper styles, part forty-three: front67's held-out styles.

front67 wrote them before any rule of its round and measures them once at the base and
once at its last rule (``--split heldout``; a train corpus refuses them).  They are the
common pages a paper library holds printed from a browser, each in a layout no earlier
style prints (checked against the registry: ``gdocs``, ``wikipage``, ``blog``,
``authorcard`` exist, in other layouts); the truth's convention is said with each:

* ``journalwebprint``: an article printed from a journal's web page: the site's header
  (its name, a row of navigation links, "Search"), a breadcrumb, "Research Article \u00b7
  Open Access", the title, the authors with superscript numbers, the affiliation list,
  "Published: date", then "Abstract" and "Keywords".  Its authors are the byline's;
* ``docspage``: a technical note printed from a documentation site: a top bar (the
  project's name, "v2.1", "GitHub"), a left menu of page names beside the main column,
  a breadcrumb, the title, a field list "Authors" (the names joined with commas and
  "and"), "Status", "Last updated", then "Overview" over the abstract.  Its authors are
  the field's names;
* ``researchnote``: a research note on a group's blog: the blog's name, the title,
  "Posted date in Research notes", then one author card a person in a row (a circle with
  the initials, the name in bold, a role line "Postdoctoral researcher, Place"), then the
  note's text (the abstract) with no heading.  Its authors are the cards' names;
* ``docsubtitle``: a word-processor document shared as a web page: the title, a grey
  subtitle of one sentence, the names one a line each with the place after an em dash,
  then "Summary" over the abstract.  Its authors are those lines' names.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, affiliation_list, author_list, esc, keyword_line
from html_corpus.styles import Style
from html_corpus.styles_rotated35 import _joined  # front61's helper, shared

_MONTHS = ("February", "April", "June", "August", "October", "December")
_SITES = ("Frontiers of Science", "Open Research Letters", "Journal of Applied Studies")
_PAGES = ("Getting started", "Installation", "Configuration", "Tutorials", "Technical notes",
          "API reference", "Changelog")  # fmt: skip
_ROLES = ("Postdoctoral researcher", "PhD student", "Research scientist", "Group leader")
_SUBTITLES = ("A short account of what we found and what it means.",
              "Notes for the working group, revised after the second review.",
              "A draft for discussion; comments are welcome.")  # fmt: skip


def _day(rng: random.Random) -> str:
    return f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2016, 2024)}"


def _initials(name: str) -> str:
    return "".join(part[0] for part in name.split()[:2] if part[:1].isalpha()).upper()


def _journalwebprint(paper: Paper, look: Look, rng: random.Random) -> str:
    site = rng.choice(_SITES)
    return (
        f'<div class="site"><b>{esc(site)}</b> <span class="nav">Home \u00b7 Journals \u00b7 '
        "Articles \u00b7 Submit \u00b7 About \u00b7 Sign in</span> "
        '<span class="search">Search</span></div>'
        f'<p class="crumb">Home \u203a Volume {rng.randint(3, 30)} \u203a Issue '
        f"{rng.randint(1, 12)}</p>"
        '<p class="kind">Research Article \u00b7 Open Access</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="authors">{author_list(paper, star=False)}</p>'
        f'<div class="places">{affiliation_list(paper)}</div>'
        f'<p class="date">Published: {_day(rng)}</p>'
        f"<h2>Abstract</h2>{abstract_html(paper)}" + keyword_line(paper, "Keywords")
    )


def _journalwebprint_css(look: Look) -> str:
    return (
        ".site{background:#123;color:#fff;padding:6px;font-size:.9em}"
        ".nav{margin-left:2em;font-size:.85em}.search{float:right;font-size:.85em}"
        ".crumb,.date{font-size:.8em;color:#555}.kind{font-size:.85em;color:#a40}"
        f".title{{font-size:{look.title_px:.0f}px}}.places{{font-size:.8em}}h2{{font-size:1.1em}}"
    )


def _docspage(paper: Paper, look: Look, rng: random.Random) -> str:
    menu = "".join(f"<li>{esc(page)}</li>" for page in _PAGES)
    names = esc(_joined([a.name for a in paper.authors]))
    return (
        '<div class="bar"><b>fluxkit</b> v2.1 \u25be <span class="gh">GitHub</span></div>'
        f'<div class="grid"><ul class="menu">{menu}</ul><div class="main">'
        '<p class="crumb">Docs \u203a Technical notes</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<dl class="fields"><dt>Authors</dt><dd>{names}</dd><dt>Status</dt><dd>Final</dd>'
        f"<dt>Last updated</dt><dd>{_day(rng)}</dd></dl>"
        f"<h2>Overview</h2>{abstract_html(paper)}</div></div>"
    )


def _docspage_css(look: Look) -> str:
    return (
        ".bar{border-bottom:1px solid #ccc;padding:4px;font-size:.9em}.gh{float:right}"
        ".grid{display:grid;grid-template-columns:11em auto;gap:1em}"
        ".menu{font-size:.8em;list-style:none;padding:0;color:#036}"
        f".crumb{{font-size:.8em;color:#666}}.title{{font-size:{look.title_px:.0f}px}}"
        ".fields{display:grid;grid-template-columns:7em auto;font-size:.85em}"
        ".fields dt{font-weight:bold}.fields dd{margin:0}h2{font-size:1.1em}"
    )


def _researchnote(paper: Paper, look: Look, rng: random.Random) -> str:
    cards = []
    for index, author in enumerate(paper.authors):
        place = paper.first_place(index) or "the group"
        role = _ROLES[(index + rng.randint(0, 3)) % len(_ROLES)]
        cards.append(
            f'<div class="card"><span class="avatar">{esc(_initials(author.name))}</span>'
            f'<b>{esc(author.name)}</b><br><span class="role">{role}, {esc(place)}</span></div>'
        )
    return (
        '<p class="blog">The Lab Notes Blog</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="posted">Posted {_day(rng)} in Research notes</p>'
        f'<div class="cards">{"".join(cards)}</div>{abstract_html(paper)}'
    )


def _researchnote_css(look: Look) -> str:
    return (
        ".blog{font-size:1.2em;color:#264;font-weight:bold}"
        f".title{{font-size:{look.title_px:.0f}px}}.posted{{font-size:.8em;color:#666}}"
        ".cards{display:flex;flex-wrap:wrap;gap:1em;margin-bottom:1em}"
        ".card{border:1px solid #ddd;padding:6px;font-size:.85em;width:14em}"
        ".avatar{display:inline-block;width:2em;height:2em;border-radius:1em;background:#264;"
        "color:#fff;text-align:center;line-height:2em;margin-right:.4em}.role{color:#555}"
    )


def _docsubtitle(paper: Paper, look: Look, rng: random.Random) -> str:
    people = "".join(
        f'<p class="person">{esc(a.name)} \u2014 {esc(paper.first_place(i) or "independent")}</p>'
        for i, a in enumerate(paper.authors)
    )
    return (
        f'<p class="title">{esc(paper.title)}</p>'
        f'<p class="subtitle">{esc(rng.choice(_SUBTITLES))}</p>{people}'
        f'<p class="head">Summary</p>{abstract_html(paper)}'
    )


def _docsubtitle_css(look: Look) -> str:
    return (
        f".title{{font-size:{look.title_px + 4:.0f}px;margin-bottom:2px}}"
        ".subtitle{font-size:1.15em;color:#666;margin-top:0}.person{margin:1px 0}"
        ".head{font-size:1.3em;margin-top:1em}"
    )


HELD_STYLES: dict[str, Style] = {
    "journalwebprint": Style(
        "journalwebprint", _journalwebprint, _journalwebprint_css, family="sans", heldout=True
    ),
    "docspage": Style("docspage", _docspage, _docspage_css, family="sans", heldout=True),
    "researchnote": Style("researchnote", _researchnote, _researchnote_css, heldout=True),
    "docsubtitle": Style(
        "docsubtitle", _docsubtitle, _docsubtitle_css, family="sans", heldout=True
    ),
}
