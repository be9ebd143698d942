"""Six held-out first-page designs (round 70): an economics working paper's cover, a
law-review article, a mathematics journal article, an astronomy article with a
structured abstract, a university technical report's cover and a thesis's title page
with its abstract page."""

from __future__ import annotations

import random

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.platypus import Paragraph, Spacer

from realpage_corpus.clutter import (
    JEL,
    MSC,
    SERIES,
    Venue,
    abstract_parts,
    corresponding,
    esc,
    initials_name,
    names_markup,
    places_markup,
)
from realpage_corpus.kit import Kit, columns, frame
from realpage_corpus.layout import Placed

MAROON = colors.HexColor("#7b1f2e")
SLATE = colors.HexColor("#34495e")
LIGHT = colors.HexColor("#f2f2f2")
_SYMBOLS = ("*", "\u2020", "\u2021", "\u00a7", "\u00b6", "**", "\u2020\u2020", "\u2021\u2021")


def econ_working_paper(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An economics or social-science working/discussion paper's cover: the series name
    and number at the top, a centred title, each name with a footnote symbol, the
    month and year, a centred "Abstract", "JEL Classification:" and "Keywords:" lines,
    and at the foot the thanks note and each author's institution and e-mail, one
    column; the paper proper starts on the next page (a long abstract, set as small
    as 7 pt, that still does not fit moves to the top of that page)."""
    m = 72.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    top = h - 54
    series = rng.choice(SERIES)
    number = f"{'DP' if 'Discussion' in series else 'WP'} No. {rng.randint(10, 999)}"
    kit.text(m, top, series, 8.5, "italic")
    kit.text(w - m, top, number, 8.5, align="right")
    kit.rule(m, w - m, top - 6, 0.5)
    y = top - 58
    y = kit.para(esc(paper.title), m, y, width, kit.style(17, "bold", "centre", leading=21)) - 22
    named = [
        f"{esc(a.name)}<super>{_SYMBOLS[i % len(_SYMBOLS)]}</super>"
        for i, a in enumerate(paper.authors)
    ]
    if rng.random() < 0.5:  # names side by side in cells, each kept on one line
        per = min(3, len(named))
        cell = width / per
        for start in range(0, len(named), per):
            row = named[start : start + per]
            left = m + (width - len(row) * cell) / 2
            lows = [
                kit.para(n, left + i * cell, y, cell, kit.style(11.5, align="centre", leading=15))
                for i, n in enumerate(row)
            ]
            y = min(lows) - 4
        y -= 10
    else:
        byline = ", ".join(named[:-1]) + (" and " if len(named) > 1 else "") + named[-1]
        y = kit.para(byline, m, y, width, kit.style(11.5, align="centre", leading=15)) - 14
    month = rng.choice(("January", "March", "May", "June", "September", "November"))
    kit.text(w / 2, y - 10, f"{month} {v.year}", 10.5, align="centre")
    thanks = (
        "We thank seminar participants at the annual meeting and "
        f"{rng.choice(('two anonymous referees', 'the editor', 'our discussants'))} for helpful "
        "comments. All errors are our own. The views expressed are those of the authors and do "
        "not necessarily reflect those of the institutions they belong to."
    )
    foot = []
    for i, a in enumerate(paper.authors):
        place = paper.affiliations[a.affiliations[0]]
        note = f"<super>{_SYMBOLS[i % len(_SYMBOLS)]}</super>{esc(place.line(2))}. E-mail: "
        note += esc(a.email)
        if i == 0:
            note += ". " + thanks
        foot.append(note)
    top_foot = kit.stack_up(foot, m, m, width, kit.style(7.8, align="justify", leading=9.5))
    kit.rule(m, m + 100, top_foot + 4, 0.5)
    codes = ", ".join(sorted(rng.sample(JEL, rng.randint(3, 5))))
    tail = [f"<b>JEL Classification:</b> {codes}"]
    if paper.keywords:
        tail.append("<b>Keywords:</b> " + esc(", ".join(paper.keywords)))
    y = _cover_abstract(kit, abstract_parts(paper, "i"), tail, y - 44, top_foot + 12)
    return Placed([frame(m, m, width, y - 20)], numbering="arabic", size=10.5, columns=1, margin=m)


def _cover_abstract(kit: Kit, parts: list[str], tail: list[str], top: float, low: float) -> float:
    """A working paper's centred "Abstract" and its ``parts`` with the ``tail`` lines
    (JEL codes, keywords) from ``top`` on the cover, set as small as 7 pt to stay above
    ``low``; where it still does not fit, at the top of the next page.  Ends the cover;
    where page two's body starts."""
    m, width = 72.0, kit.width - 144
    inner, h = width - 48, kit.height
    sizes = (10, 9.5, 9, 8.5, 8, 7.5, 7)
    for turn in range(2):
        for size in sizes:
            style = kit.style(size, align="justify", leading=size * 1.3)
            need = sum(kit.tall(p, inner, style) + 4 for p in parts)
            need += sum(kit.tall(t, inner, kit.style(9.5)) + 3 for t in tail) + 30
            if top - need > low:
                break
        if top - need > low or turn:
            break
        kit.canvas.showPage()  # the cover holds the front matter only
        top, low = h - m, m + 60
    y = top
    kit.text(kit.width / 2, y, "Abstract", 11, "bold", align="centre")
    y -= 10
    for part in parts:
        y = kit.para(part, m + 24, y, inner, style) - 4
    y -= 7
    for line in tail:
        y = kit.para(line, m + 24, y - 3, inner, kit.style(9.5))
    if top != h - m:
        kit.canvas.showPage()
        y = h - m
    return y


def law_review(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A law-review article: the volume's running line, a capitals title, the author's
    name in capitals with a star footnote (position, thanks), an italic abstract
    without heading or under "ABSTRACT", a short table of contents, the introduction
    in one column, and the star footnote with a numbered note at the foot."""
    m = 78.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    top = h - 60
    review = rng.choice(
        ("LAKESHORE LAW REVIEW", "EASTFIELD UNIVERSITY LAW REVIEW",
         "JOURNAL OF REGULATORY STUDIES", "NORTHERN STATE LAW JOURNAL")
    )  # fmt: skip
    kit.text(m, top, f"{v.volume} {review}", 7.5)
    kit.text(w - m, top, str(v.first), 8, align="right")
    y = kit.para(esc(paper.title.upper()), m, top - 26, width, kit.style(14, "bold", "centre"))
    marks = ["*", "**", "***", "\u2020", "\u2020\u2020", "\u2021"]
    named = [
        f"{esc(a.name.upper())}<super>{marks[i % len(marks)]}</super>"
        for i, a in enumerate(paper.authors)
    ]
    byline = ", ".join(named[:-1]) + (" &amp; " if len(named) > 1 else "") + named[-1]
    y = kit.para(byline, m, y - 16, width, kit.style(10.5, align="centre", leading=14)) - 18
    if rng.random() < 0.5:
        kit.text(w / 2, y, "ABSTRACT", 9.5, "bold", align="centre")
        y -= 8
    for part in abstract_parts(paper, "i"):
        y = kit.para(part, m + 18, y, width - 36, kit.style(9.5, "italic", "justify", leading=12))
        y -= 3
    y -= 10
    kit.text(m, y, "TABLE OF CONTENTS", 8.5, "bold")
    toc = ("INTRODUCTION", "I. THE PROBLEM IN CONTEXT", "II. THE CURRENT DOCTRINE",
           "III. A PROPOSED FRAMEWORK", "CONCLUSION")  # fmt: skip
    for index, line in enumerate(toc):
        y -= 11
        kit.text(m + 12, y, line, 8)
        kit.text(w - m, y, str(v.first + 2 + index * rng.randint(4, 9)), 8, align="right")
    y -= 20
    kit.text(w / 2, y, "INTRODUCTION", 10, "bold", align="centre")
    y -= 8
    foot = []
    for i, a in enumerate(paper.authors):
        place = paper.affiliations[a.affiliations[0]]
        rank = rng.choice(("Professor of Law", "Associate Professor of Law", "Visiting Scholar"))
        note = f"{marks[i % len(marks)]} {rank}, {esc(place.institution)}."
        if i == 0:
            note += (
                f" For helpful comments I thank {v.editor} and the participants of the faculty "
                "workshop. The editors of the Review provided excellent assistance."
            )
        foot.append(note)
    foot.append(
        f"1. <i>See generally</i> {esc(initials_name(v.editor))}, <i>The Limits of "
        f"Regulation</i>, {v.volume - 1} L. REV. SOC. INQ. {v.first // 2} "
        f"(20{rng.randint(5, 19):02d})."
    )
    top_foot = kit.stack_up(foot, m, m + 6, width, kit.style(7.5, align="justify", leading=9))
    kit.rule(m, m + 90, top_foot + 4, 0.5)
    kit.text(w / 2, m - 14, str(v.first), 8, align="centre")
    return Placed(
        [frame(m, top_foot + 10, width, y)],
        first_heading=False,
        numbering="roman",
        size=10,
        columns=1,
        margin=m,
    )


def math_article(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A mathematics journal article: the journal's small capitals head with volume and
    pages, a capitals title, the names in capitals joined by "AND", a small indented
    "Abstract." run-in paragraph, "1. Introduction" in one column, and at the foot the
    subject classification, the key words, "Received by the editors" and the
    copyright; the addresses come at the end of the paper."""
    m = 84.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    top = h - 64
    head = f"{v.journal.upper()}\nVolume {v.volume}, Number {v.issue}, {v.year}, Pages {v.pages}"
    for i, line in enumerate(head.split("\n")):
        kit.text(m - 20, top - i * 9, line, 7)
    if rng.random() < 0.5:
        kit.text(w - m + 20, top, f"https://doi.org/{v.doi}", 7, align="right")
    y = kit.para(
        esc(paper.title.upper()), m, top - 40, width, kit.style(11.5, "bold", "centre", leading=15)
    )
    names = [esc(a.name.upper()) for a in paper.authors]
    byline = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " AND " + names[-1]
    y = kit.para(byline, m, y - 14, width, kit.style(9.5, align="centre", leading=12)) - 16
    parts = abstract_parts(paper, "i")
    parts[0] = "<font size='8.5'>A<font size='7'>BSTRACT</font>.</font> " + parts[0]
    for part in parts:
        y = kit.para(part, m + 22, y, width - 44, kit.style(8.5, align="justify", leading=10.5))
        y -= 2
    y -= 12
    primary, *secondary = sorted(rng.sample(MSC, 3))
    foot = [
        f"<i>{v.year - 1} Mathematics Subject Classification.</i> Primary {primary}; "
        f"Secondary {', '.join(secondary)}.",
        f"<i>Key words and phrases.</i> {esc(', '.join(paper.keywords) or 'estimates')}.",
        f"Received by the editors {v.received.us()}, and, in revised form, {v.revised.us()}.",
    ]
    if rng.random() < 0.6:
        foot.append(
            f"The {rng.choice(('first', 'second'))} author was partially supported by a national "
            f"research grant no. {rng.randint(10000, 99999)}."
        )
    small = kit.style(7.5, align="justify", leading=9, firstLineIndent=10)
    top_foot = kit.stack_up(foot, m, m + 18, width, small)
    kit.text(w - m, m + 6, f"\u00a9{v.year} The Society", 7, align="right")
    kit.text(w / 2, m - 16, str(v.first), 8, align="centre")
    return Placed(
        [frame(m, top_foot + 8, width, y)], numbering="arabic", size=9.5, columns=1, margin=m
    )


def astro_article(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An astronomy article: the manuscript line and the society's mark at the top, a
    large title, names with numbered marks, numbered affiliations with an e-mail, the
    "Received ... / Accepted ..." line, a ruled "ABSTRACT" whose labelled parts run on
    (Context., Aims., ... in italics where the record has them), "Key words." with
    astronomy-style subject terms, two columns from "1. Introduction", the page's
    number and "Article published by" line at the foot."""
    m = 48.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    top = h - 40
    kit.text(m, top, f"{v.abbrev.replace('.', '')} manuscript no. {rng.randint(30000, 49999)}", 8)
    kit.text(w - m, top, f"\u00a9The Society {v.year}", 8, align="right")
    kit.text(w - m, top - 10, v.published.us(), 8, align="right")
    y = kit.para(esc(paper.title), m, top - 30, width, kit.style(16, "bold", leading=19)) - 8
    y = kit.para(names_markup(paper, star=False), m, y, width, kit.style(10, leading=13)) - 5
    places = places_markup(paper)
    _name, mail = corresponding(paper)
    places[-1] += f"<br/>e-mail: {esc(mail)}"
    for place in places:
        y = kit.para(place, m, y, width, kit.style(7.5, leading=9))
    y -= 6
    kit.text(w / 2, y - 6, f"Received {v.received.long()} / Accepted {v.accepted.long()}", 8,
             align="centre")  # fmt: skip
    y -= 14
    kit.rule(m, w - m, y, 0.5)
    kit.text(m, y - 11, "ABSTRACT", 8.5, "bold")
    y -= 15
    parts = abstract_parts(paper, "i")
    text = "<br/>".join(parts) if paper.record.structured else parts[0]
    y = kit.para(text, m, y, width, kit.style(8.6, align="justify", leading=10.4)) - 4
    terms = ("galaxies: evolution", "stars: formation", "methods: numerical",
             "techniques: spectroscopic", "ISM: clouds", "cosmology: observations",
             "planets and satellites: atmospheres")  # fmt: skip
    chosen = rng.sample(terms, 3)
    y = kit.para(
        "<b>Key words.</b> " + " \u2013 ".join(chosen), m, y, width, kit.style(8.6, leading=10.4)
    )
    y -= 5
    kit.rule(m, w - m, y, 0.5)
    kit.text(w - m, m - 14, "Article number, page 1 of " + str(rng.randint(8, 22)), 7.5,
             align="right")  # fmt: skip
    return Placed(columns(m, w - m, m, y - 10, 2, gap=16), size=9, margin=m)


def tech_report(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A university department's technical report cover: the department's band with a
    logo, "Technical Report" and its number, the title, the names with their places
    under each, the date, a framed "Abstract", a funding note and a notice at the foot;
    the report proper begins on the next page."""
    m = 62.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    band = 58
    kit.rect(0, h - band, w, band, fill=SLATE, stroke=None)
    kit.logo(m, h - band + 12, 44, 34, colors.HexColor("#5d7b99"))
    place = paper.affiliations[0]
    kit.text(m + 56, h - 26, place.institution, 12, "bold", color=colors.white)
    kit.text(m + 56, h - 42, place.department or "Department of Research", 9, color=colors.white)
    number = f"TR-{v.year}-{rng.randint(1, 40):02d}"
    y = h - band - 40
    kit.text(m, y, rng.choice(("Technical Report", "TECHNICAL REPORT", "Research Report")), 11,
             "bold", color=SLATE)  # fmt: skip
    kit.text(w - m, y, number, 11, "bold", align="right", color=SLATE)
    kit.rule(m, w - m, y - 8, 1.2)
    y = kit.para(esc(paper.title), m, y - 36, width, kit.style(20, "bold", leading=24)) - 20
    for a in paper.authors:
        where = paper.affiliations[a.affiliations[0]]
        y = kit.para(f"<b>{esc(a.name)}</b>", m, y, width, kit.style(11, leading=13.5))
        y = kit.para(esc(where.line(2)), m + 12, y, width, kit.style(8.5, "italic", leading=10.5))
        y -= 5
    y = kit.para(v.published.long(), m, y - 10, width, kit.style(10)) - 18
    foot = [
        f"This work was supported in part by grant {rng.choice('ABCDEFG')}{rng.randint(100, 999)}-"
        f"{rng.randint(1000, 9999)}.",
        "Reports in this series are distributed for early dissemination of research results; "
        "they have not been peer reviewed. Copyright remains with the authors.",
    ]
    top_foot = kit.stack_up(foot, m, m - 20, width, kit.style(7.5, "italic", leading=9))
    parts = ["<b>Abstract</b>", *abstract_parts(paper)]
    inner = width - 20
    for size in (9, 8.5, 8, 7.5, 7, 6.5, 6):  # a long abstract set smaller to keep the cover
        style = kit.style(size, align="justify", leading=size * 1.25, spaceAfter=3)
        tall = sum(kit.tall(p, inner, style) + 3 for p in parts) + 16
        if y - tall > top_foot + 6:
            break
    kit.rect(m, y - tall, width, tall, fill=LIGHT, stroke=colors.grey)
    yy = y - 9
    for part in parts:
        yy = kit.para(part, m + 10, yy, inner, style) - 3
    kit.canvas.showPage()
    kit.text(w / 2, h - 40, f"{number} \u2014 {paper.title[:70]}", 7.5, align="centre")
    return Placed(
        [frame(m, m, width, h - m - 10)], numbering="arabic", size=10, columns=1, margin=m
    )


def thesis(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A doctoral or master's thesis: a centred title page (title, "by", the one
    writer, "A thesis submitted in partial fulfilment ...", the department,
    university and year, the supervisors, who are not authors), then an abstract page
    ("Abstract" heading, the abstract at one-and-a-half spacing) followed by the
    acknowledgements; the design's ``authors`` is 1."""
    m = 80.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    writer = paper.authors[0]
    place = paper.affiliations[writer.affiliations[0]]
    y = h - 130
    y = kit.para(esc(paper.title), m, y, width, kit.style(18, "bold", "centre", leading=24)) - 40
    if rng.random() < 0.5:
        y = kit.para("by", m, y, width, kit.style(11, "italic", "centre")) - 10
    y = kit.para(esc(writer.name), m, y, width, kit.style(14, align="centre")) - 60
    degree = rng.choice(("Doctor of Philosophy", "Master of Science", "Doctor of Philosophy"))
    y = kit.para(
        f"A thesis submitted in partial fulfilment of the requirements for the degree of "
        f"<br/><i>{degree}</i>",
        m + 20, y, width - 40, kit.style(11, align="centre", leading=15),
    ) - 24  # fmt: skip
    kit.logo(w / 2 - 30, y - 50, 60, 44, MAROON)
    y -= 70
    for line in (place.department, place.institution, place.country):
        if line:
            y = kit.para(esc(line), m, y, width, kit.style(11, align="centre", leading=14))
    y = kit.para(str(v.year), m, y - 14, width, kit.style(11, align="centre")) - 36
    helpers = [a.name for a in paper.authors[1:3]] or [v.editor]
    label = "Supervisors:" if len(helpers) > 1 else "Supervisor:"
    kit.para(
        f"<i>{label}</i> " + " and ".join(f"Prof. {esc(n)}" for n in helpers),
        m, y, width, kit.style(10, align="centre"),
    )  # fmt: skip
    kit.canvas.showPage()
    kit.text(w / 2, m - 20, "iii", 10, align="centre")
    y = h - 110
    kit.text(w / 2, y, rng.choice(("Abstract", "ABSTRACT")), 15, "bold", align="centre")
    y -= 26
    for part in abstract_parts(paper):
        y = kit.para(part, m, y, width, kit.style(11, align="justify", leading=17)) - 8
    lead = [
        Spacer(1, 24),
        Paragraph("Acknowledgements", kit.style(15, "bold", "centre", spaceAfter=10)),
        Paragraph(
            f"I am grateful to my {label.lower().rstrip(':')} for their patience and guidance, "
            "and to my family and friends for their support throughout these years.",
            kit.style(11, align="justify", leading=17),
        ),
    ]
    tall = sum(f.wrap(width, h)[1] + f.getSpaceAfter() for f in lead) + 2
    return Placed(
        [frame(m, y - 6 - tall, width, y - 6)],  # the first chapter on a page of its own
        lead=lead,
        numbering="arabic",
        size=11,
        columns=1,
        margin=m,
    )
