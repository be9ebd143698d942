"""Front-matter pieces every style shares, as HTML: author lists, affiliations, abstracts.

The text of the title, the authors' names and the abstract is the record's own,
only escaped for HTML, so the truth is what the PDF prints.
"""

from __future__ import annotations

import html
import string

from latex_corpus.paper import Author, Paper


def esc(text: str) -> str:
    """``text`` escaped for HTML element content and attributes."""
    return html.escape(text, quote=True)


def mark(index: int, letters: bool) -> str:
    """The mark of affiliation ``index`` (0-based): 1, 2, … or a, b, …"""
    return string.ascii_lowercase[index] if letters else str(index + 1)


def marks_of(author: Author, paper: Paper, *, letters: bool = False, star: bool = True) -> str:
    """The author's affiliation marks (and ``*`` for the corresponding author), comma-separated."""
    marks = [mark(a, letters) for a in author.affiliations] if len(paper.affiliations) > 1 else []
    if star and author.corresponding:
        marks.append("*")
    return ",".join(marks)


def author_list(
    paper: Paper, *, letters: bool = False, star: bool = True, last_and: bool = True
) -> str:
    """The authors inline, each with ``<sup>`` marks, separated by commas and a final "and"."""
    out: list[str] = []
    count = len(paper.authors)
    for i, author in enumerate(paper.authors):
        if i:
            out.append(" and " if last_and and i == count - 1 else ", ")
        sup = marks_of(author, paper, letters=letters, star=star)
        out.append(f'<span class="author">{esc(author.name)}')
        out.append(f"<sup>{sup}</sup></span>" if sup else "</span>")
    return "".join(out)


def affiliation_list(paper: Paper, *, letters: bool = False, tag: str = "div") -> str:
    """One element per affiliation, marked with ``<sup>`` when there are several."""
    many = len(paper.affiliations) > 1
    return "".join(
        f'<{tag} class="affiliation">'
        + (f"<sup>{mark(i, letters)}</sup>" if many else "")
        + f"{esc(place.line())}</{tag}>"
        for i, place in enumerate(paper.affiliations)
    )


def corresponding_note(paper: Paper, lead: str = "* Correspondence: ") -> str:
    """The corresponding author's e-mail behind ``lead``."""
    author = next(a for a in paper.authors if a.corresponding)
    return f'<div class="note">{esc(lead)}{esc(author.email)}</div>'


def abstract_html(paper: Paper, label: str = "", *, label_tag: str = "strong") -> str:
    """The abstract as paragraphs; ``label`` runs in before its text when given.

    A structured abstract gives one paragraph per section with its label in bold."""
    lead = f"<{label_tag}>{esc(label)}</{label_tag}> " if label else ""
    out = []
    for number, section in enumerate(paper.abstract):
        head = f"<strong>{esc(section.label)}</strong> " if section.label else ""
        out.append(f"<p>{lead if number == 0 else ''}{head}{esc(section.text)}</p>")
    return "".join(out)


def keyword_line(paper: Paper, label: str = "Keywords:", sep: str = ", ") -> str:
    """ "Keywords: a, b, c" (nothing when the record gives no keyword)."""
    if not paper.keywords:
        return ""
    return f'<p class="keywords"><strong>{esc(label)}</strong> {esc(sep.join(paper.keywords))}</p>'


_PARTICLES = {"de", "van", "von", "der", "den", "da", "di", "del", "la", "le", "dos"}


def surname_first(name: str) -> str:
    """``name`` written "Surname, Given" (a surname's particles kept with it)."""
    parts = name.split()
    cut = len(parts) - 1
    while cut > 1 and parts[cut - 1].lower() in _PARTICLES:
        cut -= 1
    given = " ".join(parts[:cut])
    return f"{' '.join(parts[cut:])}, {given}" if given else name
