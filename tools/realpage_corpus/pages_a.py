"""Six first-page designs: an open-access biomedical article, an engineering journal's
masthead with an article-info sidebar, a physics letter, a machine-learning preprint
with line numbers, a health-sciences preprint and a computing conference paper."""

from __future__ import annotations

import random

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.platypus import Paragraph, Spacer

from realpage_corpus.clutter import (
    Venue,
    abstract_parts,
    corresponding,
    esc,
    licence,
    names_markup,
    places_markup,
)
from realpage_corpus.kit import Kit, columns, frame
from realpage_corpus.layout import Placed

TEAL = colors.HexColor("#00697a")
ORANGE = colors.HexColor("#e36c0a")
GREY = colors.HexColor("#ececec")
NAVY = colors.HexColor("#1f3864")


def biomed_oa(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An open-access biomedical or public-health research article: logo and journal
    name, "RESEARCH" label and "Open Access" badge, names with ORCID icons, a shaded
    structured abstract with its keywords, correspondence and licence at the foot, the
    affiliations at the end ("Full list of author information ..."), one column."""
    m = 48.0
    w, h = kit.width, kit.height
    top = h - m
    kit.logo(m, top - 26, 54, 26, TEAL)
    kit.text(m + 62, top - 10, v.abbrev.replace(".", ""), 8, "bold")
    kit.text(m + 62, top - 21, f"({v.year}) {v.volume}:{v.first}", 7.5)
    kit.text(w - m, top - 10, f"https://doi.org/{v.doi}", 7, align="right")
    y = top - 40
    kit.rule(m, w - m, y, 0.4)
    kit.text(
        m,
        y - 14,
        rng.choice(("RESEARCH", "RESEARCH ARTICLE", "ORIGINAL RESEARCH")),
        9,
        "bold",
        color=TEAL,
    )
    kit.badge(w - m - 70, y - 14, "Open Access", ORANGE)
    y = kit.para(esc(paper.title), m, y - 26, w - 2 * m, kit.style(17, "bold", leading=20)) - 10
    y = (
        kit.para(
            names_markup(paper, orcid=True), m, y, w - 2 * m, kit.style(10, "bold", leading=13)
        )
        - 12
    )
    parts = ["<b>Abstract</b>", *abstract_parts(paper)]
    if paper.keywords:
        parts.append("<b>Keywords:</b> " + esc(", ".join(paper.keywords)))
    style = kit.style(8.6, align="justify", leading=11, spaceAfter=3)
    inner = w - 2 * m - 16
    tall = sum(kit.tall(p, inner, style) + 3 for p in parts) + 14
    kit.rect(m, y - tall, w - 2 * m, tall, fill=GREY, stroke=None)
    yy = y - 8
    for part in parts:
        yy = kit.para(part, m + 8, yy, inner, style) - 3
    y -= tall + 14
    _name, mail = corresponding(paper)
    foot = [
        f"*Correspondence: {esc(mail)}",
        "Full list of author information is available at the end of the article",
        "\u00a9 The Author(s) "
        + str(v.year)
        + ". <b>Open Access</b> This article is licensed under a "
        "Creative Commons Attribution 4.0 International License, which permits use, sharing, "
        "adaptation, distribution and reproduction in any medium or format, as long as you give "
        "appropriate credit to the original author(s) and the source.",
    ]
    bottom = m + 14
    top_foot = kit.stack_up(foot, m, bottom, w - 2 * m, kit.style(6.8, leading=8.4))
    kit.rule(m, m + 120, top_foot + 3, 0.4)
    kit.text(w / 2, m - 6, f"Page 1 of {rng.randint(9, 18)}", 7, align="centre")
    return Placed(
        [frame(m, top_foot + 10, w - 2 * m, y)], numbering="plain", size=9.2, columns=1, margin=m
    )


def masthead_sidebar(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An engineering or environmental-science article of a large commercial journal:
    a running line with volume and article number, a grey masthead (logo, "Contents
    lists available at", journal name, homepage, cover thumbnail), names with letter
    marks, lettered affiliations, an ARTICLE INFO sidebar (history, keywords) beside the
    ABSTRACT, two-column body from "1. Introduction", the corresponding author, DOI,
    dates and rights at the foot."""
    m = 42.0
    w, h = kit.width, kit.height
    top = h - m
    kit.text(
        w / 2,
        top,
        f"{v.journal} {v.volume} ({v.year}) {v.first}{rng.randint(100, 999)}",
        7.5,
        align="centre",
        color=TEAL,
    )
    band = 62
    y = top - 8
    kit.rect(m, y - band, w - 2 * m, band, fill=GREY, stroke=None)
    kit.logo(m + 4, y - band + 8, 56, band - 16, ORANGE)
    kit.text(w / 2, y - 16, "Contents lists available at ScholarHub", 7.5, align="centre")
    kit.text(w / 2, y - 34, v.journal, 14, align="centre", color=TEAL)
    kit.text(
        w / 2,
        y - 48,
        f"journal homepage: www.journalsite.example/locate/{v.abbrev.split('.')[0].lower()}",
        7,
        align="centre",
    )
    kit.picture(w - m - 46, y - band + 4, 42, band - 8, rng.randrange(4))
    y -= band + 4
    kit.rule(m, w - m, y, 2)
    y = kit.para(esc(paper.title), m, y - 12, w - 2 * m, kit.style(15, leading=18)) - 8
    y = (
        kit.para(
            names_markup(paper, letters=True, orcid=rng.random() < 0.5),
            m,
            y,
            w - 2 * m,
            kit.style(10, leading=13),
        )
        - 5
    )
    for place in places_markup(paper, letters=True):
        y = kit.para(place, m, y, w - 2 * m, kit.style(7, "italic", leading=8.5))
    y -= 8
    kit.rule(m, w - m, y, 0.4)
    side = (w - 2 * m) * 0.28
    main_x = m + side + 16
    main_w = w - m - main_x
    kit.text(m, y - 12, "A R T I C L E   I N F O", 7.5)
    kit.text(main_x, y - 12, "A B S T R A C T", 7.5)
    kit.rule(m, m + side, y - 17, 0.4)
    kit.rule(main_x, w - m, y - 17, 0.4)
    small = kit.style(7, leading=9)
    info = [
        "<i>Article history:</i>",
        f"Received {v.received.long()}",
        f"Received in revised form {v.revised.long()}",
        f"Accepted {v.accepted.long()}",
        f"Available online {v.published.long()}",
        "",
        "<i>Keywords:</i>",
        *(esc(k.capitalize()) for k in paper.keywords),
    ]
    ys = y - 22
    for line in info:
        ys = kit.para(line or "&nbsp;", m, ys, side, small)
    ya = y - 22
    for part in abstract_parts(paper):
        ya = kit.para(part, main_x, ya, main_w, kit.style(8, align="justify", leading=10)) - 2
    ya = kit.para(
        f"\u00a9 {v.year} Elsewhere Scientific Ltd. All rights reserved.",
        main_x,
        ya - 2,
        main_w,
        kit.style(7, align="right"),
    )
    y = min(ys, ya) - 8
    kit.rule(m, w - m, y, 0.4)
    name, mail = corresponding(paper)
    initials = ". ".join(p[0] for p in name.split()[:-1]) + ". " + name.split()[-1]
    foot = [
        f"* Corresponding author.<br/><i>E-mail address:</i> {esc(mail)} ({esc(initials)}).",
        f"https://doi.org/{v.doi}",
        f"Received {v.received.long()}; Received in revised form {v.revised.long()}; "
        f"Accepted {v.accepted.long()}",
        f"0000-0000/{esc(licence(v, 'rights'))}",
    ]
    top_foot = kit.stack_up(foot, m, m, (w - 2 * m) / 2 - 7, kit.style(6.5, leading=8))
    kit.rule(m, m + 80, top_foot + 3, 0.4)
    frames = columns(m, w - m, top_foot + 10, y - 10, 2)
    frames[1] = frame(frames[1].x1, m, frames[1].width, y - 10)
    return Placed(frames, numbering="arabic", size=8.8, margin=m)


def physics_letter(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A physics letter: the journal's capitals running head with volume, article
    number and year and an "Editors' Suggestion" tag, a centred title, names and
    italic numbered affiliations, the received/revised/published line, a narrow
    abstract and a DOI line, two columns whose first section has no heading, the
    corresponding author and the licence at the foot of the first column."""
    m = 54.0
    w, h = kit.width, kit.height
    top = h - m
    kit.text(m, top, f"{v.journal.upper()} {v.volume}, {v.first:06d} ({v.year})", 7.5)
    if rng.random() < 0.5:
        kit.text(w - m, top, "Editors' Suggestion", 7.5, "bold", align="right", color=TEAL)
    kit.rule(m, w - m, top - 4, 0.4)
    width = w - 2 * m
    y = (
        kit.para(
            esc(paper.title),
            m + 20,
            top - 22,
            width - 40,
            kit.style(13, "bold", "centre", leading=16),
        )
        - 8
    )
    y = (
        kit.para(
            names_markup(paper, join=", ", last=", and " if len(paper.authors) > 2 else " and "),
            m,
            y,
            width,
            kit.style(10, align="centre", leading=12.5),
        )
        - 4
    )
    for place in places_markup(paper):
        y = kit.para(place, m + 30, y, width - 60, kit.style(8.5, "italic", "centre", leading=10))
    dates = (
        f"(Received {v.received.long()}; revised {v.revised.long()}; accepted "
        f"{v.accepted.long()}; published {v.published.long()})"
    )
    y = kit.para(dates, m, y - 6, width, kit.style(8.5, align="centre")) - 8
    text = " ".join(abstract_parts(paper, "i"))
    y = kit.para(text, m + 28, y, width - 56, kit.style(9, align="justify", leading=11)) - 4
    kit.text(w - m - 28, y - 8, f"DOI: {v.doi}", 8, align="right")
    y -= 22
    _name, mail = corresponding(paper)
    col = (width - 14) / 2
    foot = [
        f"*Corresponding author: {esc(mail)}",
        "<i>Published by the Society under the terms of the Creative Commons Attribution 4.0 "
        "International license. Further distribution of this work must maintain attribution "
        "to the author(s) and the published article's title, journal citation, and DOI.</i>",
    ]
    top_foot = kit.stack_up(foot, m, m + 10, col, kit.style(7, leading=8.4))
    kit.rule(m, m + 60, top_foot + 3, 0.4)
    kit.text(w / 2, m - 14, f"{v.first:06d}-1", 8, align="centre")
    frames = [frame(m, top_foot + 10, col, y), frame(m + col + 14, m + 10, col, y)]
    return Placed(frames, first_heading=False, numbering="roman", size=9.3, margin=m)


def ml_preprint(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A machine-learning preprint under review: the repository's stamp turned up the
    left margin, "Preprint. Under review." over a ruled title, author blocks with
    affiliation and e-mail side by side, a centred "Abstract" heading over a narrow
    abstract, line numbers down the margin, "1 Introduction", a submission note at the
    foot."""
    m = 72.0
    w, h = kit.width, kit.height
    top = h - m + 20
    number = f"{v.year % 100:02d}{v.accepted.month:02d}.{rng.randint(1000, 29999):05d}"
    stamp = f"arXiv:{number}v{rng.randint(1, 3)}  [cs.LG]  {v.published.short()}"
    kit.canvas.saveState()
    kit.canvas.translate(28, h / 2 - 120)
    kit.canvas.rotate(90)
    kit.text(0, 0, stamp, 18, color=colors.HexColor("#888888"))
    kit.canvas.restoreState()
    kit.text(w / 2, top, "Preprint. Under review.", 8, "italic", align="centre", color=colors.grey)
    width = w - 2 * m
    kit.rule(m, w - m, top - 14, 3)
    y = (
        kit.para(esc(paper.title), m, top - 24, width, kit.style(16, "bold", "centre", leading=19))
        - 8
    )
    kit.rule(m, w - m, y, 1)
    y -= 14
    per = 3 if len(paper.authors) > 4 else min(2, len(paper.authors))
    cell = (width + 20) / per - 20
    for start in range(0, len(paper.authors), per):
        row = paper.authors[start : start + per]
        lows = []
        for i, author in enumerate(row):
            x = m + i * (cell + 20) + (width - len(row) * (cell + 20) + 20) / 2
            place = paper.affiliations[author.affiliations[0]]
            yy = kit.para(f"<b>{esc(author.name)}</b>", x, y, cell, kit.style(10, align="centre"))
            yy = kit.para(esc(place.institution), x, yy, cell, kit.style(9, align="centre"))
            yy = kit.para(esc(place.country), x, yy, cell, kit.style(9, align="centre"))
            yy = kit.para(
                f'<font face="Courier" size="8">{esc(author.email)}</font>',
                x,
                yy,
                cell,
                kit.style(9, align="centre"),
            )
            lows.append(yy)
        y = min(lows) - 10
    kit.text(w / 2, y - 10, "Abstract", 12, "bold", align="centre")
    y = (
        kit.para(
            " ".join(abstract_parts(paper)),
            m + 36,
            y - 20,
            width - 72,
            kit.style(10, align="justify", leading=12.2),
        )
        - 12
    )
    foot = "Submitted to the Thirty-sixth Annual Conference on Learning Systems. Do not distribute."
    kit.para(foot, m, m, width, kit.style(8, "italic"))
    kit.numbers(m - 14, top - 30, m + 20, 12.2, rng.randint(1, 3))
    kit.text(w / 2, m - 26, "1", 9, align="centre")
    return Placed(
        [frame(m, m + 20, width, y)], numbering="arabic", size=10, columns=1, margin=m, lineno=True
    )


def health_preprint(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A health-sciences preprint (a submitted manuscript posted before review): the
    server's small copyright header over the page, a left-aligned title, names with
    numbered marks, numbered affiliations, "* Corresponding author" and an e-mail
    line, an "Abstract" heading over a structured abstract at manuscript spacing,
    line numbers, and the not-peer-reviewed note at the foot."""
    m = 64.0
    w, h = kit.width, kit.height
    head = (
        f"preprint doi: https://doi.org/10.1101/{v.year}.{v.accepted.month:02d}.{v.accepted.day:02d}."
        f"{rng.randint(20000000, 20999999)}; this version posted {v.published.us()}. The copyright "
        "holder for this preprint (which was not certified by peer review) is the author/funder, "
        "who has granted a license to display the preprint in perpetuity. It is made available "
        "under a CC-BY-NC-ND 4.0 International license."
    )
    kit.para(
        head,
        24,
        h - 14,
        w - 48,
        kit.style(6.5, align="centre", leading=7.8, color=colors.HexColor("#444444")),
    )
    note = (
        "NOTE: This preprint reports new research that has not been certified by peer review "
        "and should not be used to guide clinical practice."
    )
    kit.para(note, 24, 30, w - 48, kit.style(6.5, align="centre", color=colors.HexColor("#444444")))
    width = w - 2 * m
    lead = 17.0
    y = kit.para(esc(paper.title), m, h - m - 6, width, kit.style(14, "bold", leading=lead)) - 10
    y = (
        kit.para(
            names_markup(paper, join=", ", last=", " if rng.random() < 0.4 else " and "),
            m,
            y,
            width,
            kit.style(11, leading=lead),
        )
        - 8
    )
    for place in places_markup(paper):
        y = kit.para(place, m, y, width, kit.style(10, leading=lead - 2))
    _name, mail = corresponding(paper)
    y = kit.para("* Corresponding author", m, y - 8, width, kit.style(10, leading=lead - 2))
    y = kit.para(f"E-mail: {esc(mail)}", m, y, width, kit.style(10, leading=lead - 2)) - 12
    y = kit.para("<b>Abstract</b>", m, y, width, kit.style(12, leading=lead)) - 4
    for part in abstract_parts(paper):
        y = kit.para(part, m, y, width, kit.style(10.5, leading=lead)) - 2
    kit.numbers(m - 12, h - m - 18, 60, lead, 1)
    kit.text(w / 2, 46, "1", 9, align="centre")
    return Placed(
        [frame(m, 60, width, y - 12)],
        numbering="plain",
        size=10.5,
        columns=1,
        margin=m,
        lineno=True,
    )


def conference_paper(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A computing conference paper in two columns: a centred sans title, author blocks
    (name, institution, city and country, e-mail) side by side, then in the first
    column ABSTRACT, CONCEPTS, KEYWORDS and a "Reference Format" citation block before
    "1 INTRODUCTION", the permission and copyright block at the first column's foot."""
    m = 54.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    y = (
        kit.para(
            esc(paper.title), m, h - m - 10, width, kit.style(17, "bold", "centre", leading=20)
        )
        - 12
    )
    per = min(4, len(paper.authors)) if len(paper.authors) != 5 else 3
    cell = width / per
    for start in range(0, len(paper.authors), per):
        row = paper.authors[start : start + per]
        lows = []
        offset = (width - len(row) * cell) / 2
        for i, author in enumerate(row):
            x = m + offset + i * cell
            place = paper.affiliations[author.affiliations[0]]
            yy = kit.para(esc(author.name), x, y, cell - 6, kit.style(11, align="centre"))
            for line in (
                place.institution,
                ", ".join(p for p in (place.address, place.country) if p),
                author.email,
            ):
                yy = kit.para(
                    esc(line), x, yy, cell - 6, kit.style(9, align="centre", leading=10.5)
                )
            lows.append(yy)
        y = min(lows) - 10
    col = (width - 20) / 2
    head = kit.style(9.5, "bold", spaceBefore=4, spaceAfter=2)
    text = kit.style(8.7, align="justify", leading=10.6, spaceAfter=2)
    lead = [Paragraph("ABSTRACT", head)]
    lead += [Paragraph(p, text) for p in abstract_parts(paper)]
    lead += [
        Paragraph("CONCEPTS", head),
        Paragraph(
            "\u2022 <b>Computing methodologies</b> \u2192 Machine learning; "
            "<i>Information systems</i>.",
            text,
        ),
    ]
    if paper.keywords:
        lead += [Paragraph("KEYWORDS", head), Paragraph(esc(", ".join(paper.keywords)), text)]
    names = [esc(a.name) for a in paper.authors]
    short = names[0] if len(names) == 1 else ", ".join(names[:-1]) + ", and " + names[-1]
    lead += [
        Paragraph(
            f"<b>Reference Format:</b><br/>{short}. {v.year}. {esc(paper.title)}. "
            "In <i>Proceedings of the Conference on Computing Systems "
            f"(CCS '{v.year % 100:02d})</i>. "
            f"{rng.randint(8, 14)} pages. "
            f"https://doi.org/{v.doi}",
            kit.style(7.8, leading=9.4, spaceBefore=4),
        ),
        Spacer(1, 4),
    ]
    permission = (
        "Permission to make digital or hard copies of all or part of this work for personal or "
        "classroom use is granted without fee provided that copies are not made or distributed "
        "for profit or commercial advantage and that copies bear this notice and the full "
        "citation on the first page. Copyrights for third-party components of this work must "
        f"be honored.<br/><i>CCS '{v.year % 100:02d}, {v.published.us()}, Lisbon, Portugal</i><br/>"
        f"{licence(v, 'owner')}<br/>"
        f"ISBN 978-1-4503-{rng.randint(1000, 9999)}-{rng.randint(0, 9)}<br/>"
        f"https://doi.org/{v.doi}"
    )
    top_foot = kit.stack_up([permission], m, m, col, kit.style(6.6, leading=7.8))
    return Placed(
        [frame(m, top_foot + 10, col, y), frame(m + col + 20, m, col, y)],
        lead=lead,
        numbering="conf",
        size=8.7,
        margin=m,
    )
