"""Six more first-page designs: an engineering transactions paper, a humanities or
social-science article, a chemistry paper with a citation sidebar, a multidisciplinary
science article with a bold summary paragraph, an open-access article with a
citation/licence sidebar, and a clinical "Original Paper" with a highlights box."""

from __future__ import annotations

import random

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.platypus import Paragraph

from realpage_corpus.clutter import (
    Venue,
    abstract_parts,
    citation,
    corresponding,
    esc,
    highlights,
    licence,
    names_markup,
    places_markup,
)
from realpage_corpus.kit import Kit, columns, frame
from realpage_corpus.layout import Placed

BLUE = colors.HexColor("#005a9c")
RED = colors.HexColor("#a5192e")
PALE = colors.HexColor("#eef3f8")
GREEN = colors.HexColor("#2e7d32")
_MONTHS = ("JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST",
           "SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER")  # fmt: skip


def transactions(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An engineering transactions paper: the capitals running head (journal, volume,
    number, month) with the page number, a large centred title, names with membership
    grades, two columns from the top: a bold "Abstract—" run-in paragraph and "Index
    Terms—" before "I. INTRODUCTION", the manuscript-history footnote (dates, the
    corresponding author, who is with which department, the DOI) at the first
    column's foot."""
    m = 46.0
    w, h = kit.width, kit.height
    top = h - m + 10
    month = _MONTHS[v.published.month - 1]
    kit.text(m, top, f"{v.journal.upper()}, VOL. {v.volume}, NO. {v.issue}, {month} {v.year}", 7)
    kit.text(w - m, top, str(v.first), 7, align="right")
    width = w - 2 * m
    y = (
        kit.para(
            esc(paper.title),
            m + 10,
            top - 20,
            width - 20,
            kit.style(22, align="centre", leading=25),
        )
        - 10
    )
    grades = tuple(
        rng.choice(
            ("", "", "Member, ISPS", "Student Member, ISPS", "Senior Member, ISPS", "Fellow, ISPS")
        )
        for _ in paper.authors
    )
    parts = [
        esc(a.name) + (f", <i>{g}</i>" if g else "")
        for a, g in zip(paper.authors, grades, strict=True)
    ]
    byline = (
        parts[0]
        if len(parts) == 1
        else ", ".join(parts[:-1]) + (", and " if len(parts) > 2 else " and ") + parts[-1]
    )
    y = kit.para(byline, m, y, width, kit.style(11, align="centre", leading=13.5)) - 14
    col = (width - 14) / 2
    text = kit.style(9, "bold", "justify", leading=10.6, spaceAfter=4)
    body = " ".join(esc(s.text if not s.label else f"{s.label} {s.text}") for s in paper.abstract)
    lead = [Paragraph(f"<i>Abstract</i>\u2014{body}", text)]
    if paper.keywords:
        lead.append(Paragraph(f"<i>Index Terms</i>\u2014{esc(', '.join(paper.keywords))}.", text))
    name, _mail = corresponding(paper)
    others = "; ".join(
        f"{esc(a.name)} is with the {esc(paper.affiliations[a.affiliations[0]].line(3))} "
        f"(e-mail: {esc(a.email)})"
        for a in paper.authors[:3]
    )
    note = (
        f"Manuscript received {v.received.us()}; revised {v.revised.us()}; "
        f"accepted {v.accepted.us()}. "
        f"Date of publication {v.published.us()}. This work was supported in part by the National "
        f"Research Council under Grant {rng.randint(10000, 99999)}. "
        f"(<i>Corresponding author: {esc(name)}.</i>)"
        f"<br/>{others}.<br/>Digital Object Identifier {v.doi}"
    )
    top_foot = kit.stack_up([note], m, m, col, kit.style(7, align="justify", leading=8.2))
    kit.rule(m, m + 40, top_foot + 3, 0.4)
    return Placed(
        [frame(m, top_foot + 10, col, y), frame(m + col + 14, m, col, y)],
        lead=lead,
        numbering="roman",
        size=9.5,
        margin=m,
    )


def humanities_article(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A humanities or social-science journal article: the journal's line with year,
    volume, number and pages and the DOI at the top left, a logo and a "Check for
    updates" badge at the right, an ARTICLE / REVIEW ARTICLE label, a large title,
    names in capitals with lettered affiliations, the ABSTRACT beside an ARTICLE
    HISTORY and KEYWORDS column, one-column body from "Introduction", the CONTACT line
    and the licence at the foot."""
    m = 56.0
    w, h = kit.width, kit.height
    top = h - m
    kit.text(m, top, v.journal.upper(), 8, "bold", color=RED)
    kit.text(m, top - 10, f"{v.year}, VOL. {v.volume}, NO. {v.issue}, {v.pages}", 7.5)
    kit.text(m, top - 20, f"https://doi.org/{v.doi}", 7.5, color=BLUE)
    kit.logo(w - m - 70, top - 22, 70, 30, RED)
    kit.badge(w - m - 190, top - 18, "Check for updates", colors.grey, 7)
    y = top - 44
    label = rng.choice(("ARTICLE", "RESEARCH ARTICLE", "REVIEW ARTICLE", "ORIGINAL ARTICLE"))
    kit.text(m, y, label, 8, "bold", color=RED)
    width = w - 2 * m
    y = kit.para(esc(paper.title), m, y - 10, width * 0.9, kit.style(18, "bold", leading=21)) - 8
    y = (
        kit.para(
            names_markup(paper, letters=True, caps=True, star=False, join=", ", last=" and "),
            m,
            y,
            width,
            kit.style(9.5, leading=12),
        )
        - 4
    )
    for place in places_markup(paper, letters=True):
        y = kit.para(place, m, y, width, kit.style(7.5, "italic", leading=9))
    y -= 18
    main = width * 0.68
    side_x = m + main + 16
    side = w - m - side_x
    kit.text(m, y, "ABSTRACT", 7.5, "bold", color=RED)
    ya = y - 6
    for part in abstract_parts(paper):
        ya = kit.para(part, m, ya, main, kit.style(8.8, align="justify", leading=11)) - 2
    small = kit.style(7.5, leading=9)
    ys = kit.para('<font color="#a5192e"><b>ARTICLE HISTORY</b></font>', side_x, y + 8, side, small)
    ys = kit.para(
        f"Received {v.received.long()}<br/>Accepted {v.accepted.long()}",
        side_x,
        ys - 2,
        side,
        small,
    )
    if paper.keywords:
        ys = kit.para('<font color="#a5192e"><b>KEYWORDS</b></font>', side_x, ys - 8, side, small)
        ys = kit.para(
            "; ".join(esc(k.capitalize()) for k in paper.keywords), side_x, ys - 2, side, small
        )
    y = min(ya, ys) - 14
    name, mail = corresponding(paper)
    foot = [
        f'<font color="#a5192e"><b>CONTACT</b></font> {esc(name)} '
        f'<font color="#005a9c">{esc(mail)}</font> '
        f"{esc(paper.affiliations[0].line(3))}",
        esc(licence(v, "cc")) if rng.random() < 0.6 else esc(licence(v, "rights")),
    ]
    top_foot = kit.stack_up(foot, m, m, width, kit.style(7, leading=8.5))
    kit.rule(m, w - m, top_foot + 4, 0.3)
    return Placed(
        [frame(m, top_foot + 12, width, y)], numbering="plain", size=9.6, columns=1, margin=m
    )


def chemistry_paper(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A chemistry or materials paper: a coloured band, the "PAPER" label and the
    journal's name, a left sidebar with "Cite this", the received/accepted dates, the
    DOI and a "Check for updates" badge, the title, names with letter marks and the
    headingless abstract in a pale box beside the sidebar, two-column body from
    "1. Introduction", lettered affiliations with the e-mail and a dagger note on the
    supplementary information at the foot of the first column."""
    m = 44.0
    w, h = kit.width, kit.height
    top = h - m
    kit.rect(0, h - 14, w, 14, fill=BLUE, stroke=None)
    kit.text(m, top - 8, rng.choice(("PAPER", "ARTICLE", "COMMUNICATION")), 16, "bold", color=BLUE)
    kit.text(w - m, top - 8, v.journal, 13, "bold", align="right", color=BLUE)
    kit.rule(m, w - m, top - 16, 0.8)
    side = 118.0
    main_x = m + side + 14
    main = w - m - main_x
    small = kit.style(7.5, leading=9.2, color=colors.HexColor("#333333"))
    ys = (
        kit.para(
            f"<b>Cite this:</b> <i>{esc(v.abbrev)}</i>, {v.year}, <b>{v.volume}</b>, {v.first}",
            m,
            top - 30,
            side,
            small,
        )
        - 10
    )
    kit.badge(m, ys - 6, "Check for updates", colors.grey, 6.5)
    ys -= 24
    ys = (
        kit.para(
            f"Received {v.received.ordinal()}<br/>Accepted {v.accepted.ordinal()}",
            m,
            ys,
            side,
            small,
        )
        - 8
    )
    ys = kit.para(f"DOI: {v.doi}", m, ys, side, small) - 8
    ys = kit.para("journalsite.example/materials", m, ys, side, small)
    y = kit.para(esc(paper.title), main_x, top - 28, main, kit.style(16, "bold", leading=19)) - 8
    y = (
        kit.para(
            names_markup(paper, letters=True), main_x, y, main, kit.style(10.5, "bold", leading=13)
        )
        - 8
    )
    style = kit.style(8.6, align="justify", leading=10.8)
    text = " ".join(abstract_parts(paper))
    tall = kit.tall(text, main - 14, style)
    kit.rect(main_x, y - tall - 12, main, tall + 12, fill=PALE, stroke=None)
    kit.para(text, main_x + 7, y - 6, main - 14, style)
    y = min(y - tall - 12, ys) - 14
    kit.rule(m, w - m, y + 6, 0.4)
    col = (w - 2 * m - 16) / 2
    _name, mail = corresponding(paper)
    notes = [
        f"<super>{chr(97 + i)}</super>{esc(p.line())}"
        + (f". E-mail: {esc(mail)}" if i == 0 else "")
        for i, p in enumerate(paper.affiliations)
    ]
    notes.append(f"\u2020 Electronic supplementary information (ESI) available. See DOI: {v.doi}x")
    top_foot = kit.stack_up(notes, m, m + 8, col, kit.style(6.8, leading=8))
    kit.rule(m, m + 50, top_foot + 3, 0.4)
    kit.text(m, m - 6, f"{v.first} | {v.abbrev}, {v.year}, {v.volume}, {v.pages}", 7)
    kit.text(
        w - m, m - 6, f"This journal is \u00a9 The Society of Chemistry {v.year}", 7, align="right"
    )
    return Placed(
        [frame(m, top_foot + 10, col, y), frame(m + col + 16, m + 8, col, y)], size=8.8, margin=m
    )


def science_article(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A multidisciplinary science journal's article: "Article" at the top, the DOI, a
    large sans title, names run together with raised numbers and "&" before the last,
    a narrow column of Received / Accepted / Published online with a "Check for
    updates" badge beside the bold summary paragraph (the abstract, no heading), the
    body starting unheaded in two columns under it, numbered affiliations and an
    e-mail at the foot."""
    m = 46.0
    w, h = kit.width, kit.height
    top = h - m
    kit.text(m, top - 14, "Article", 20, "bold")
    kit.text(w - m, top - 4, f"https://doi.org/{v.doi}", 7.5, align="right")
    width = w - 2 * m
    y = kit.para(esc(paper.title), m, top - 30, width, kit.style(21, "bold", leading=24)) - 10
    y = (
        kit.para(
            names_markup(paper, join=", ", last=" &amp; "),
            m,
            y,
            width,
            kit.style(9, "bold", leading=11.5),
        )
        - 12
    )
    side = 96.0
    small = kit.style(7.5, leading=10)
    ys = (
        kit.para(
            f"Received: {v.received.short()}<br/><br/>Accepted: {v.accepted.short()}<br/><br/>"
            f"Published online: {v.published.short()}",
            m,
            y,
            side,
            small,
        )
        - 10
    )
    kit.badge(m, ys - 8, "Check for updates", colors.grey, 6.5)
    ys -= 20
    main_x = m + side + 14
    text = " ".join(abstract_parts(paper))
    ya = (
        kit.para(text, main_x, y, w - m - main_x, kit.style(9.2, "bold", "justify", leading=11.8))
        - 10
    )
    y = min(ya, ys) - 6
    _name, mail = corresponding(paper)
    notes = " ".join(
        f"<super>{i + 1}</super>{esc(p.line())}." for i, p in enumerate(paper.affiliations)
    )
    notes += f" e-mail: {esc(mail)}"
    top_foot = kit.stack_up([notes], m, m, width, kit.style(6.8, leading=8.2))
    kit.rule(m, w - m, top_foot + 4, 0.3)
    kit.text(m, m - 14, f"{v.journal} | Vol {v.volume} | {v.published.long()}", 7)
    return Placed(
        columns(m, w - m, top_foot + 12, y, 2, gap=16),
        first_heading=False,
        numbering="plain",
        size=8.8,
        margin=m,
    )


def oa_sidebar(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An open-access multidisciplinary article: logos and the journal's name at the
    top, an "Article" label, the title, names with numbered marks, stars and ORCID
    icons, numbered affiliations, the "* Correspondence:" line, a bold "Abstract:"
    run in, "Keywords:", "1. Introduction"; a left sidebar under the front matter with
    a check badge, the "Citation:" block, "Academic Editor:", the dates, the
    publisher's note and the licence; the citation and the site at the foot."""
    m = 50.0
    w, h = kit.width, kit.height
    top = h - m
    kit.logo(m, top - 24, 40, 24, BLUE)
    kit.text(
        m + 48,
        top - 17,
        v.journal.split(" of ")[-1].split(" and ")[0].lower(),
        17,
        "bold",
        color=BLUE,
    )
    kit.logo(w - m - 46, top - 22, 46, 20, colors.HexColor("#4d4d4d"))
    side = 128.0
    main_x = m + side + 14
    main = w - m - main_x
    y = kit.para("<i>Article</i>", main_x, top - 40, main, kit.style(10))
    y = kit.para(esc(paper.title), main_x, y - 6, main, kit.style(17, "bold", leading=20)) - 8
    y = (
        kit.para(
            names_markup(paper, orcid=True), main_x, y, main, kit.style(10, "bold", leading=13)
        )
        - 6
    )
    small = kit.style(7.8, leading=9.5)
    for place in places_markup(paper):
        y = kit.para(place, main_x, y, main, small)
    _name, mail = corresponding(paper)
    y = (
        kit.para(
            f"<b>*</b> Correspondence: {esc(mail)}; Tel.: +{rng.randint(1, 99)}-"
            f"{rng.randint(100, 999)}-{rng.randint(1000000, 9999999)}",
            main_x,
            y - 2,
            main,
            small,
        )
        - 10
    )
    text = kit.style(9, align="justify", leading=11.5)
    parts = abstract_parts(paper)
    parts[0] = "<b>Abstract:</b> " + parts[0]
    for part in parts:
        y = kit.para(part, main_x, y, main, text) - 2
    if paper.keywords:
        y = kit.para(
            "<b>Keywords:</b> " + esc("; ".join(paper.keywords)), main_x, y - 4, main, text
        )
    y -= 10
    kit.rule(main_x, w - m, y + 4, 0.3)
    tiny = kit.style(6.6, leading=8)
    ys = h * 0.55
    kit.badge(m, ys, "check for updates", colors.grey, 6.5)
    ys -= 14
    for piece in (
        f"<b>Citation:</b> {citation(paper, v, 'mdpi')} https://doi.org/{v.doi}",
        f"Academic Editor: {esc(v.editor)}",
        f"Received: {v.received.long()}<br/>Revised: {v.revised.long()}<br/>"
        f"Accepted: {v.accepted.long()}"
        f"<br/>Published: {v.published.long()}",
        "<b>Publisher's Note:</b> The publisher stays neutral with regard to jurisdictional claims "
        "in published maps and institutional affiliations.",
        f"<b>Copyright:</b> \u00a9 {v.year} by the authors. "
        "Licensee Open Press, Basel, Switzerland. "
        "This article is an open access article distributed under the terms and conditions of the "
        "Creative Commons Attribution (CC BY) license.",
    ):
        ys = kit.para(piece, m, ys, side, tiny) - 7
    kit.text(m, m - 14, f"{v.abbrev} {v.year}, {v.volume}, {v.first}. https://doi.org/{v.doi}", 7)
    kit.text(w - m, m - 14, "https://www.journalsite.example/journal", 7, align="right")
    return Placed([frame(main_x, m, main, y)], numbering="arabic", size=9.2, columns=1, margin=m)


def clinical_highlights(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A clinical journal's "Original Paper": the citation line and a logo at the top,
    a coloured type label, the title, names with degrees separated by semicolons,
    numbered affiliations and a "Corresponding Author:" paragraph, a shaded Highlights
    box, a framed structured abstract with its keywords, two columns from
    "Introduction", the licence at the foot."""
    m = 50.0
    w, h = kit.width, kit.height
    top = h - m
    kit.text(
        m,
        top - 6,
        f"{v.abbrev.replace('.', '')} {v.year};{v.volume}({v.issue}):e{v.first}",
        8,
        color=GREEN,
    )
    kit.logo(w - m - 60, top - 16, 60, 22, GREEN)
    kit.rect(m, top - 34, 78, 14, fill=GREEN, stroke=None)
    kit.text(
        m + 6,
        top - 30,
        rng.choice(("Original Paper", "Original Investigation", "Review")),
        8.5,
        "bold",
        color=colors.white,
    )
    width = w - 2 * m
    y = kit.para(esc(paper.title), m, top - 44, width, kit.style(17, "bold", leading=20)) - 8
    degrees = tuple(
        rng.choice(("MD", "PhD", "MD, PhD", "MSc", "MPH", "RN, PhD", "BSc")) for _ in range(4)
    )
    y = (
        kit.para(
            names_markup(paper, star=False, join="; ", last="; ", suffixes=degrees),
            m,
            y,
            width,
            kit.style(10, "bold", leading=12.5),
        )
        - 6
    )
    for place in places_markup(paper):
        y = kit.para(place, m, y, width, kit.style(7.8, leading=9.4))
    name, mail = corresponding(paper)
    index = next(i for i, a in enumerate(paper.authors) if a.corresponding)
    y = (
        kit.para(
            f"<b>Corresponding Author:</b><br/>{esc(name)}, {degrees[index % 4]}<br/>"
            f"{esc(paper.affiliations[0].line())}<br/>"
            f"Email: {esc(mail)}",
            m,
            y - 6,
            width,
            kit.style(7.8, leading=9.4),
        )
        - 10
    )
    box = kit.style(8.4, leading=10.4, leftIndent=10, bulletIndent=2)
    items = highlights(paper, rng)
    tall = sum(kit.tall("\u2022 " + i, width - 20, box) for i in items) + 22
    kit.rect(m, y - tall, width, tall, fill=PALE, stroke=None)
    yy = kit.para("<b>Highlights</b>", m + 8, y - 5, width - 16, kit.style(9.5))
    for item in items:
        yy = kit.para(f"\u2022 {item}", m + 8, yy, width - 20, box)
    y -= tall + 8
    parts = ["<b>Abstract</b>", *abstract_parts(paper)]
    if paper.keywords:
        parts.append("<b>Keywords:</b> " + esc("; ".join(paper.keywords)))
    style = kit.style(8.5, align="justify", leading=10.6, spaceAfter=2)
    tall = sum(kit.tall(p, width - 16, style) + 2 for p in parts) + 12
    kit.rect(m, y - tall, width, tall, stroke=GREEN, width=0.8)
    yy = y - 6
    for part in parts:
        yy = kit.para(part, m + 8, yy, width - 16, style) - 2
    y -= tall + 12
    foot = (
        f"\u00a9{esc(', '.join(a.name for a in paper.authors[:3]))}. "
        f"Originally published in {esc(v.journal)} (https://www.journalsite.example), "
        f"{v.published.day:02d}.{v.published.month:02d}.{v.year}. This is an open-access "
        "article distributed under the terms of the Creative Commons Attribution License."
    )
    top_foot = kit.stack_up([foot], m, m, width, kit.style(6.6, leading=8))
    kit.rule(m, w - m, top_foot + 3, 0.3)
    return Placed(
        columns(m, w - m, top_foot + 10, y, 2, gap=16), numbering="plain", size=9, margin=m
    )
