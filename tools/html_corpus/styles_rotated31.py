"""HTML paper styles, part thirty-one: front55's held-out styles, now train.

front55 wrote them for its held-out corpus and measured them once (browser held out,
seed 55: 0.562 / 0.248 / 0.258 / 0.938 title / author F1 / surname F1 / abstract F1,
the same before and after its rules; trialrecord 1.000 / 0.300 / 0.300 / 0.875,
catalogrecord 0.125 / 0.196 / 0.217 / 1.000); front56 moved them here (``git mv`` of
``styles_held.py``, only the flag dropped).  Each is modelled on a page real papers
are printed from:

* ``trialrecord`` (front55): a study's record in a trial registry: a tab line, the
  title as the heading, the registry's identifier, "Sponsor:" (an institution) and
  "Information provided by (Responsible Party):" naming the first author, then
  "Study Overview" with the abstract behind a bold "Brief Summary" label, a table of
  study fields ("Conditions", "Study Type", "Enrollment (Estimated)", dates), and
  "Contacts and Locations": a "Central Contact" (another person, with a telephone
  number and an e-mail) and "Study Officials", each name with a degree and a role
  ("Ann Lee, PhD · Principal Investigator · Place");
* ``catalogrecord`` (front55): a library catalogue's full record of the paper: a
  breadcrumb, the title as the heading with the statement of responsibility after a
  slash ("Title / Ann Lee, Bo Chen and Cy Diaz."), then a table of fields: "Author"
  (the first name surname first with a birth year, "Lee, Ann, 1978-"), "Other
  authors" (the others the same way, one a line), "Published", "Format", "In" (the
  source), "Summary" (the abstract), "Subjects" (headings joined by " -- ") and
  "Holdings".
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc, surname_first
from html_corpus.styles import Style

_DEGREES = ("PhD", "MD", "MD, PhD", "MSc", "DPhil")
_ROLES = ("Study Director", "Study Chair", "Principal Investigator")
_STUDY_TYPES = ("Interventional", "Observational")
_SOURCES = ("Journal of Methods", "Annals of Measurement", "Applied Research Letters")
_SUBJECTS = ("Research", "Methodology", "Statistics", "Case studies")


def _row(label: str, value: str) -> str:
    return f"<tr><th>{esc(label)}</th><td>{value}</td></tr>"


def _joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _trialrecord(paper: Paper, look: Look, rng: random.Random) -> str:
    ident = f"NCT0{rng.randint(1000000, 5999999)}"
    year = rng.randint(2012, 2024)
    first = paper.authors[0].name
    place = paper.first_place(0) or "University Hospital"
    others = [r.authors[0] for r in paper.others if r.authors]
    contact = others[0] if others else "Eve Moretti"
    officials = []
    for index, author in enumerate(paper.authors):
        role = "Principal Investigator" if index == 0 else rng.choice(_ROLES)
        where = paper.first_place(index) or place
        officials.append(
            f"<li><b>{esc(author.name)}, {rng.choice(_DEGREES)}</b> \u00b7 {role}"
            f" \u00b7 {esc(where)}</li>"
        )
    conditions = ", ".join(paper.keywords[:3]) or "Healthy Volunteers"
    fields = [
        _row("Conditions", esc(conditions)),
        _row("Study Type", rng.choice(_STUDY_TYPES)),
        _row("Enrollment (Estimated)", str(rng.randint(40, 900))),
        _row("Study Start (Actual)", f"{year}-{rng.randint(1, 12):02d}-01"),
        _row("Primary Completion (Estimated)", f"{year + 2}-{rng.randint(1, 12):02d}-30"),
    ]
    mail = contact.split()[-1].lower()
    return (
        '<p class="tabs"><b>Study Details</b> \u00b7 Researcher View \u00b7 No Results Posted'
        " \u00b7 Record History</p>"
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="ids">ClinicalTrials ID <b>{ident}</b></p>'
        f'<p class="ids">Sponsor: {esc(place)}</p>'
        f'<p class="ids">Information provided by (Responsible Party): {esc(first)},'
        f" {esc(place)}</p>"
        f'<p class="ids">Last Update Posted: {year + 1}-{rng.randint(1, 12):02d}-15</p>'
        '<h2>Study Overview</h2><h3 class="lab">Brief Summary</h3>'
        f"{abstract_html(paper)}"
        f'<table class="meta">{"".join(fields)}</table>'
        "<h2>Contacts and Locations</h2>"
        f"<p><b>Central Contact</b><br>{esc(contact)}<br>Phone: +1 555 {rng.randint(100, 999)}"
        f" {rng.randint(1000, 9999)}<br>Email: {esc(mail)}@trials.example.org</p>"
        f'<p><b>Study Officials</b></p><ul class="off">{"".join(officials)}</ul>'
    )


def _trialrecord_css(look: Look) -> str:
    return (
        ".tabs{border-bottom:2px solid #0b5;color:#333;font-size:.9em}"
        f".title{{font-size:{look.title_px}px}}.ids{{color:#444;font-size:.9em;margin:.2em 0}}"
        ".lab{font-size:1em}.meta th{text-align:left;width:14em;color:#333}"
        ".off{list-style:none;padding-left:0}"
    )


def _catalogued(name: str, rng: random.Random) -> str:
    """A catalogue's heading for a person: "Lee, Ann, 1978-" (a year one time in two)."""
    heading = surname_first(name)
    return f"{heading}, {rng.randint(1950, 1992)}-" if rng.random() < 0.5 else heading + "."


def _catalogrecord(paper: Paper, look: Look, rng: random.Random) -> str:
    names = [a.name for a in paper.authors]
    year = rng.randint(2010, 2024)
    source = (
        f"{rng.choice(_SOURCES)}, vol. {rng.randint(2, 40)}, no. {rng.randint(1, 12)}"
        f" ({year}), p. {rng.randint(10, 400)}-{rng.randint(401, 900)}"
    )
    keyword = paper.keywords[0].capitalize() if paper.keywords else "Research"
    subjects = "<br>".join(
        esc(f"{keyword} -- {rng.choice(_SUBJECTS)}") for _ in range(min(2, len(names)) or 1)
    )
    rows = [_row("Author", esc(_catalogued(names[0], rng)))]
    if len(names) > 1:
        rows.append(_row("Other authors", "<br>".join(esc(_catalogued(n, rng)) for n in names[1:])))
    rows += [
        _row("Published", str(year)),
        _row("Format", "Article"),
        _row("In", esc(source)),
        _row("Summary", abstract_html(paper)),
        _row("Subjects", subjects),
        _row("Holdings", "Available online \u00b7 Full text"),
    ]
    return (
        '<p class="path">Library catalogue \u203a Search results \u203a Full record</p>'
        f'<h1 class="title">{esc(paper.title)} / {esc(_joined(names))}.</h1>'
        '<p class="acts">Cite \u00b7 Email \u00b7 Export \u00b7 Save</p>'
        f'<table class="meta">{"".join(rows)}</table>'
    )


def _catalogrecord_css(look: Look) -> str:
    return (
        ".path,.acts{color:#555;font-size:.85em}"
        f".title{{font-size:{look.title_px}px;font-weight:normal}}"
        ".meta th{text-align:left;vertical-align:top;width:8em;color:#333;padding-right:.6em}"
    )


ROTATED31_STYLES: dict[str, Style] = {
    "trialrecord": Style("trialrecord", _trialrecord, _trialrecord_css, family="sans"),
    "catalogrecord": Style("catalogrecord", _catalogrecord, _catalogrecord_css),
}
