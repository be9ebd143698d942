"""Eight held-out first-page designs (round 71): a computer-science proceedings-volume
paper, an engineering conference paper with author blocks in a grid, a psychology
manuscript (title page, abstract page), a medical case report, a humanities article with
an epigraph, a review article with a contents list beside its abstract, a government
agency's report with a foreword, and an older typewritten preprint."""

from __future__ import annotations

import random
from pathlib import Path

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Spacer

from realpage_corpus.clutter import (
    AGENCIES,
    DEGREES,
    EPIGRAPHS,
    PROCEEDINGS,
    REVIEWS,
    Venue,
    abstract_parts,
    citation,
    corresponding,
    esc,
    grouped_emails,
    highlights,
    initials_name,
    names_markup,
    places_markup,
)
from realpage_corpus.kit import Kit, columns, frame
from realpage_corpus.layout import Placed

TEAL = colors.HexColor("#00677f")
NAVY = colors.HexColor("#1f3a5f")
PALE = colors.HexColor("#eef3f7")
ROSE = colors.HexColor("#fbeaea")
_ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th")


def lncs_paper(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A computer-science paper in a proceedings volume: a narrow text block, a centred
    bold title, centred names with numbered marks (ORCID icons at times), centred
    numbered institutions with the e-mails grouped in braces, a small indented
    "Abstract." run-in and "Keywords:" joined by middle dots, "1 Introduction" in one
    column, and the volume's copyright line (editors, series, pages, DOI) at the foot."""
    w, h = kit.width, kit.height
    m = (w - 345) / 2  # the volume's narrow text block
    top = h - 100
    width = w - 2 * m
    y = kit.para(esc(paper.title), m, top, width, kit.style(14, "bold", "centre", leading=17))
    names = names_markup(paper, star=False, orcid=rng.random() < 0.5)
    y = kit.para(names, m, y - 14, width, kit.style(10, align="centre", leading=14)) - 8
    small = kit.style(8.6, align="centre", leading=11.5)
    for place in places_markup(paper, parts=rng.choice((2, 4))):
        y = kit.para(place, m, y, width, small)
    y = kit.para(esc(", ".join(grouped_emails(paper))), m, y - 1, width, small) - 18
    parts = abstract_parts(paper)
    parts[0] = "<b>Abstract.</b> " + parts[0]
    for size in (8.6, 8.0, 7.5, 7.0):  # a long abstract set smaller, then wider
        indent = 25 if size > 7 else 0
        text = kit.style(size, "regular", "justify", size * 1.21, leftIndent=indent,
                         rightIndent=indent, spaceAfter=2)  # fmt: skip
        if y - sum(kit.tall(p, width, text) + 2 for p in parts) > m + 95:
            break
    lead = [Paragraph(part, text) for part in parts]  # too long still: on to page two
    if paper.keywords:
        keys = "<b>Keywords:</b> " + esc(" \u00b7 ".join(paper.keywords))
        lead += [Spacer(1, 3), Paragraph(keys, text)]
    lead.append(Spacer(1, 16))
    conf, short = rng.choice(PROCEEDINGS)
    editors = f"{esc(initials_name(v.editor))} et al. (Eds.)"
    foot = (
        f"\u00a9 The Author(s), under exclusive license to Elsewhere Nature Switzerland AG "
        f"{v.year}<br/>{editors}: {short} {v.year}, LNCS {rng.randint(12000, 14999)}, "
        f"pp. {v.first % 400}\u2013{v.first % 400 + 15}, {v.year}.<br/>https://doi.org/{v.doi}"
    )
    top_foot = kit.stack_up([foot], m, m + 4, width, kit.style(7.5, leading=9))
    kit.text(m, h - 62, f"{conf}", 7.5, "italic", color=colors.grey)
    return Placed(
        [frame(m, top_foot + 14, width, y)], lead=lead, numbering="arabic", size=9.8,
        columns=1, margin=m,
    )  # fmt: skip


def ieee_conference(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An engineering / computing conference paper: a large centred title, author blocks
    in a grid of three a row (name, italic department and institution, city and country,
    e-mail; ordinals before the names at times, as the template left them), a bold
    "Abstract\u2014" run-in and "Index Terms\u2014" in the first column, the ISBN and
    copyright line at its foot, "I. INTRODUCTION", two columns."""
    m = 54.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    y = kit.para(esc(paper.title), m, h - 60, width, kit.style(21, align="centre", leading=26))
    y -= 14
    ordinals = rng.random() < 0.35
    per = 3 if len(paper.authors) > 2 else len(paper.authors)
    cell = width / per
    for start in range(0, len(paper.authors), per):
        row = paper.authors[start : start + per]
        left = m + (width - len(row) * cell) / 2
        lows = []
        for i, author in enumerate(row):
            x = left + i * cell
            place = paper.affiliations[author.affiliations[0]]
            name = esc(author.name)
            if ordinals:
                name = f"{_ORDINALS[(start + i) % len(_ORDINALS)]} {name}"
            yy = kit.para(name, x, y, cell - 6, kit.style(10.5, align="centre", leading=12.5))
            small = kit.style(9, "italic", "centre", leading=10.5)
            yy = kit.para(esc(place.department), x, yy, cell - 6, small)
            yy = kit.para(esc(place.institution), x, yy, cell - 6, small)
            where = ", ".join(p for p in (place.address.split(",")[-1].strip(), place.country) if p)
            yy = kit.para(esc(where), x, yy, cell - 6, kit.style(9, align="centre", leading=10.5))
            yy = kit.para(esc(author.email), x, yy, cell - 6, kit.style(9, align="centre"))
            lows.append(yy)
        y = min(lows) - 12
    col = (width - 18) / 2
    text = kit.style(9, "bold", "justify", leading=10.5, spaceAfter=2)
    parts = abstract_parts(paper, "i")
    parts[0] = "<i>Abstract</i>\u2014" + parts[0]
    lead = [Paragraph(p, text) for p in parts]
    if paper.keywords:
        lead.append(Paragraph("<i>Index Terms</i>\u2014" + esc(", ".join(paper.keywords)), text))
    lead.append(Spacer(1, 6))
    foot = (
        f"979-8-{rng.randint(3000, 3999)}-{rng.randint(1000, 9999)}-{rng.randint(0, 9)}/"
        f"{v.year % 100:02d}/$31.00 \u00a9{v.year} Elsewhere Engineering Society"
    )
    kit.text(m, m - 2, foot, 7)
    if rng.random() < 0.5:
        kit.text(w / 2, h - 30, f"{v.year} {rng.choice(PROCEEDINGS)[0]} ({v.published.long()})",
                 7.5, align="centre")  # fmt: skip
    return Placed(
        [frame(m, m + 10, col, y), frame(m + col + 18, m + 10, col, y)],
        lead=lead,
        numbering="roman",
        size=9.5,
        margin=m,
    )


def psych_manuscript(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A psychology or social-science manuscript as submitted: a running head in
    capitals with the page number on each page; page one the bold centred title, the
    names and numbered institutions centred, and the "Author Note" (ORCID numbers,
    disclosures, "Correspondence concerning this article ...") low on the page; page
    two "Abstract" centred over the abstract at manuscript spacing and an italic
    "Keywords:" line; the text from page three under the title again, its first
    section unheaded."""
    m = 72.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    short = paper.title.upper()
    short = short if len(short) < 50 else short[:50].rsplit(" ", 1)[0]
    labelled = rng.random() < 0.5

    def header(page: int) -> None:
        lead = "Running head: " if labelled and page == 1 else ""
        kit.text(m, h - 44, lead + short, 10.5)
        kit.text(w - m, h - 44, str(page), 10.5, align="right")

    header(1)
    y = kit.para(esc(paper.title), m, h - 190, width, kit.style(13, "bold", "centre", leading=26))
    y = kit.para(names_markup(paper, star=False), m, y - 26, width,
                 kit.style(12, align="centre", leading=24))  # fmt: skip
    for place in places_markup(paper, parts=2):
        y = kit.para(place, m, y, width, kit.style(12, align="centre", leading=24))
    name, mail = corresponding(paper)
    author = next(a for a in paper.authors if a.corresponding)
    place = paper.affiliations[author.affiliations[0]]
    note = [
        " ".join(f"{esc(a.name)} https://orcid.org/{a.orcid}" for a in paper.authors[:3]),
        "We have no known conflict of interest to disclose. The data and materials are "
        "available from the first author on request.",
        f"Correspondence concerning this article should be addressed to {esc(name)}, "
        f"{esc(place.line(2))}. Email: {esc(mail)}",
    ]
    body = kit.style(11, leading=20, firstLineIndent=36)
    top_note = kit.stack_up(note, m, m, width, body)
    kit.text(w / 2, top_note + 12, "Author Note", 12, "bold", align="centre")
    kit.canvas.showPage()
    header(2)
    parts = abstract_parts(paper, "i")
    tail = esc(", ".join(paper.keywords)) if paper.keywords else ""
    for leading in (24.0, 20.0, 16.0, 13.0):
        style = kit.style(11.5 if leading > 14 else 10.5, leading=leading)
        need = sum(kit.tall(p, width, style) for p in parts) + 60
        if need < h - 2 * m - 40:
            break
    kit.text(w / 2, h - 100, "Abstract", 12, "bold", align="centre")
    y = h - 112
    for part in parts:
        y = kit.para(part, m, y, width, style)
    if tail:
        kit.para(f"<i>Keywords:</i> {tail}", m + 36, y - 4, width - 36, style)
    kit.canvas.showPage()
    header(3)
    y = kit.para(esc(paper.title), m, h - 84, width, kit.style(12, "bold", "centre", leading=24))
    return Placed(
        [frame(m, m, width, y - 12)], first_heading=False, numbering="plain", size=11.5,
        columns=1, margin=m,
    )  # fmt: skip


def case_report(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A medical case report or short communication: the journal line, a coloured
    "CASE REPORT" label, the title, names with degrees and numbered marks, numbered
    affiliations, then a narrow shaded column (corresponding author's address box,
    dates, keywords) beside "Abstract" (labelled parts as the record has them), a
    "Learning points" box under it (not the abstract), two columns from "Introduction"."""
    m = 48.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    top = h - 40
    kit.logo(m, top - 6, 30, 18, TEAL)
    kit.text(m + 38, top, v.journal, 9.5, "bold", color=TEAL)
    kit.text(m + 38, top - 10, f"{v.abbrev} {v.year};{v.volume}({v.issue}):{v.first}", 7.5)
    kind = rng.choice(("CASE REPORT", "Case Report", "SHORT COMMUNICATION", "Clinical Case"))
    wide = kit.badge(w - m - 90, top - 4, kind, TEAL, 8)
    del wide
    kit.rule(m, w - m, top - 18, 1.2)
    y = kit.para(esc(paper.title), m, top - 30, width, kit.style(16, "bold", leading=19.5)) - 8
    degrees = tuple(rng.sample(DEGREES, 4))
    y = kit.para(names_markup(paper, suffixes=degrees), m, y, width, kit.style(10, leading=13))
    y -= 5
    for place in places_markup(paper, parts=3):
        y = kit.para(place, m, y, width, kit.style(7.5, leading=10))
    y -= 10
    side = 150.0
    main_x, main_w = m + side + 14, width - side - 14
    name, mail = corresponding(paper)
    author = next(a for a in paper.authors if a.corresponding)
    home = paper.affiliations[author.affiliations[0]]
    box = [
        "<b>Correspondence to</b>",
        f"{rng.choice(('Dr ', ''))}{esc(name)}, {esc(home.line(3))}; {esc(mail)}",
        f"Received {v.received.long()}<br/>Accepted {v.accepted.long()}",
    ]
    if paper.keywords:
        box.append("<b>Keywords</b><br/>" + "<br/>".join(esc(k) for k in paper.keywords))
    style = kit.style(7.5, leading=9.2)
    tall = sum(kit.tall(b, side - 12, style) + 5 for b in box) + 8
    kit.rect(m, y - tall, side, tall, fill=PALE, stroke=None)
    yy = y - 5
    for line in box:
        yy = kit.para(line, m + 6, yy, side - 12, style) - 5
    kit.text(main_x, y - 9, "Abstract", 10.5, "bold", color=TEAL)
    ya = y - 15
    text = kit.style(8.8, align="justify", leading=11)
    for part in abstract_parts(paper):
        ya = kit.para(part, main_x, ya, main_w, text) - 2
    ya -= 6
    points = highlights(paper, rng)[:3]
    lines = ["<b>Learning points</b>", *(f"\u2022 {p}" for p in points)]
    pstyle = kit.style(8, leading=10)
    ptall = sum(kit.tall(p, main_w - 12, pstyle) + 2 for p in lines) + 8
    kit.rect(main_x, ya - ptall, main_w, ptall, fill=ROSE, stroke=None)
    yp = ya - 4
    for line in lines:
        yp = kit.para(line, main_x + 6, yp, main_w - 12, pstyle) - 2
    y = min(y - tall, ya - ptall) - 12
    kit.text(m, m - 16, f"\u00a9 Author(s) {v.year}. Re-use permitted under CC BY-NC.", 7)
    kit.text(w - m, m - 16, f"doi:{v.doi}", 7, align="right")
    return Placed(columns(m, w - m, m, y, 2), numbering="plain", size=9, margin=m)


def humanities_epigraph(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A humanities journal article (history, philosophy, literary studies): the
    journal's italic running line with volume and pages, a centred roman title, each
    author's name in capitals with the institution in italics under it, an indented
    abstract with no heading, an epigraph with its attribution, the text unheaded in
    one column, and a thanks footnote with the copyright line at the foot."""
    m = 76.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    top = h - 56
    kit.text(w / 2, top, f"{v.journal}, Vol. {v.volume}, No. {v.issue} ({v.year}), pp. "
             f"{v.pages}", 8.5, "italic", align="centre")  # fmt: skip
    y = kit.para(esc(paper.title), m + 20, top - 40, width - 40,
                 kit.style(16, align="centre", leading=20)) - 18  # fmt: skip
    if len(paper.authors) <= 3:  # each name over its institution
        for author in paper.authors:
            y = kit.para(esc(author.name.upper()), m, y, width, kit.style(10, align="centre")) - 1
            place = paper.affiliations[author.affiliations[0]]
            y = kit.para(esc(place.institution), m, y, width,
                         kit.style(9.5, "italic", "centre")) - 6  # fmt: skip
    else:  # a line of names in capitals, then the institutions
        names = [esc(a.name.upper()) for a in paper.authors]
        byline = ", ".join(names[:-1]) + " AND " + names[-1]
        y = kit.para(byline, m, y, width, kit.style(10, align="centre", leading=13)) - 3
        for place in dict.fromkeys(paper.affiliations[a.affiliations[0]] for a in paper.authors):
            y = kit.para(esc(place.institution), m, y, width, kit.style(9.5, "italic", "centre"))
        y -= 6
    y -= 12
    italic = rng.random() < 0.5
    foot = [
        f"I am grateful to {esc(v.editor)} and to the journal's anonymous readers for their "
        "comments on earlier drafts; a version of this essay was presented at a research "
        "seminar, whose participants I also thank.",
        f"\u00a9 {v.year} {esc(v.journal)}. All rights reserved.",
    ]
    top_foot = kit.stack_up(foot, m, m + 4, width, kit.style(7.8, leading=9.5))
    kit.rule(m, m + 90, top_foot + 4, 0.5)
    parts = abstract_parts(paper, "b" if italic else "i")
    for size in (9.0, 8.5, 8.0, 7.5, 7.0, 6.5):  # a long abstract set smaller, then wider
        inner = width - 60 if size > 7 else width
        text = kit.style(size, "italic" if italic else "regular", "justify", leading=size * 1.27)
        if y - sum(kit.tall(p, inner, text) + 2 for p in parts) > top_foot + 110:
            break
    for part in parts:
        y = kit.para(part, m + (width - inner) / 2, y, inner, text) - 2
    if paper.keywords and rng.random() < 0.5:
        y = kit.para("Keywords: " + esc("; ".join(paper.keywords)), m + 30, y - 4, width - 60,
                     kit.style(8.5, "italic"))  # fmt: skip
    y -= 18
    quote, source = rng.choice(EPIGRAPHS)
    y = kit.para(f"\u201c{esc(quote)}\u201d", m + width * 0.45, y, width * 0.55,
                 kit.style(9, "italic", leading=11.5))  # fmt: skip
    y = kit.para(f"\u2014 {source}", m + width * 0.45, y - 2, width * 0.55,
                 kit.style(8.5, align="right")) - 16  # fmt: skip
    kit.text(w / 2, m - 14, str(v.first), 8.5, align="centre")
    return Placed(
        [frame(m, top_foot + 12, width, y)], first_heading=False, numbering="roman", size=10.2,
        columns=1, margin=m,
    )  # fmt: skip


def review_contents(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A review article in a yearly review series: the series' band, then a left
    column with the volume, "First published as a Review in Advance", DOI and
    copyright, and beside the abstract a "Contents" list of numbered sections with
    pages; in the main column the title, names, institutions with e-mail, "Keywords"
    one a line and "Abstract"; the body from "1. INTRODUCTION" in the main column."""
    m = 48.0
    w, h = kit.width, kit.height
    side = 150.0
    main_x = m + side + 16
    main_w = w - m - main_x
    top = h - 44
    kit.rect(m, top - 8, w - 2 * m, 24, fill=NAVY, stroke=None)
    series = rng.choice(REVIEWS)
    kit.text(m + 8, top, series.upper(), 10, "bold", color=colors.white)
    kit.text(w - m - 8, top, f"Vol. {v.volume}", 9, align="right", color=colors.white)
    info = [
        f"<i>{esc(series)}</i> {v.year}. {v.volume}:{v.first}\u2013{v.first + 24}",
        f"First published as a Review in Advance on {v.published.us()}",
        f"https://doi.org/{v.doi}",
        f"Copyright \u00a9 {v.year} by the author(s). All rights reserved",
    ]
    yi = top - 34
    for line in info:
        yi = kit.para(line, m, yi, side, kit.style(7.2, leading=8.8, color=colors.grey)) - 4
    y = kit.para(esc(paper.title), main_x, top - 30, main_w, kit.style(17, "bold", leading=20.5))
    y = kit.para(names_markup(paper, star=False), main_x, y - 10, main_w,
                 kit.style(10.5, leading=15)) - 4  # fmt: skip
    places = places_markup(paper, parts=3)
    for index, place in enumerate(places):
        mails = [a.email for a in paper.authors if a.affiliations and a.affiliations[0] == index]
        line = place + ("; email: " + esc(", ".join(mails)) if mails else "")
        y = kit.para(line, main_x, y, main_w, kit.style(8, "italic", leading=9.8)) - 1
    y -= 12
    if paper.keywords:
        kit.text(main_x, y, "Keywords", 9.5, "bold", color=NAVY)
        y -= 4
        for key in paper.keywords:
            y = kit.para(esc(key), main_x, y, main_w, kit.style(8.5, "italic", leading=10.5))
        y -= 16
    kit.text(main_x, y, "Abstract", 9.5, "bold", color=NAVY)
    contents_top = y + 9
    y -= 4
    for part in abstract_parts(paper):
        y = kit.para(part, main_x, y, main_w, kit.style(8.8, align="justify", leading=11.2)) - 2
    sections = ("INTRODUCTION", "BACKGROUND", "METHODS OF SYNTHESIS", "EVIDENCE TO DATE",
                "OPEN QUESTIONS", "OUTLOOK")  # fmt: skip
    style = kit.style(7.5, leading=9.2)
    lines = [f"{i + 1}. {s}" for i, s in enumerate(sections)]
    tall = len(lines) * 11 + 24
    kit.rect(m, contents_top - tall, side, tall, fill=PALE, stroke=None)
    kit.text(m + 6, contents_top - 12, "Contents", 9, "bold", color=NAVY)
    yc, page = contents_top - 18, v.first + 1
    for line in lines:
        kit.para(line, m + 6, yc, side - 30, style)
        kit.text(m + side - 6, yc - 7, str(page), 7.5, align="right")
        yc, page = yc - 11, page + rng.randint(2, 5)
    kit.text(w - m, m - 18, str(v.first), 8, align="right")
    kit.text(m, m - 18, series, 7, "italic", color=colors.grey)
    return Placed(
        [frame(main_x, m, main_w, y - 10)], numbering="caps", size=9.5, columns=1, margin=m
    )


def agency_report(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A government agency's report: page one the cover (agency band and seal, report
    number, large title, "Prepared by" the authors with their places, "Prepared for"
    an office, month and year, a distribution statement and a disclaimer); page two a
    "Foreword" signed by a director (not an author), then "Abstract" and "Keywords", a
    "Suggested citation" (names and title again), the report's text under it."""
    m = 66.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    agency, short, office = rng.choice(AGENCIES)
    kit.rect(0, h - 110, w, 110, fill=NAVY, stroke=None)
    kit.canvas.saveState()
    kit.canvas.setFillColor(colors.white)
    kit.canvas.circle(m + 24, h - 55, 24, fill=1, stroke=0)
    kit.canvas.setFillColor(NAVY)
    kit.canvas.circle(m + 24, h - 55, 14, fill=1, stroke=0)
    kit.canvas.restoreState()
    kit.text(m + 60, h - 50, agency.upper(), 12, "bold", color=colors.white)
    kit.text(m + 60, h - 66, office, 9.5, color=colors.white)
    number = f"{short}/TR-{v.year}-{rng.randint(1, 60):03d}"
    kit.text(w - m, h - 132, f"Report {number}", 10, "bold", align="right")
    y = kit.para(esc(paper.title), m, h - 190, width, kit.style(24, "bold", leading=31)) - 36
    kit.text(m, y, "Prepared by", 10, "italic")
    y -= 8
    for author in paper.authors:
        place = paper.affiliations[author.affiliations[0]]
        y = kit.para(f"<b>{esc(author.name)}</b><br/>{esc(place.line(2))}", m + 14, y, width - 14,
                     kit.style(10, leading=12.5)) - 5  # fmt: skip
    y -= 14
    kit.text(m, y, "Prepared for", 10, "italic")
    kit.text(m + 14, y - 14, f"{office}, {agency}", 10)
    month = rng.choice(("February", "April", "July", "October", "December"))
    kit.text(m, y - 40, f"{month} {v.year}", 11, "bold")
    notice = (
        "DISTRIBUTION STATEMENT: Approved for public release; distribution is unlimited. "
        f"The views expressed are those of the authors and do not necessarily reflect the "
        f"policy of the {agency}. Mention of products does not constitute endorsement."
    )
    kit.stack_up([notice], m, m, width, kit.style(7.5, leading=9, color=colors.grey))
    kit.canvas.showPage()
    top = h - m
    kit.text(w - m, h - 40, number, 8, align="right", color=colors.grey)
    kit.text(m, top, "Foreword", 13, "bold", color=NAVY)
    foreword = [
        f"The {esc(agency)} supports research that informs decisions on public programmes. "
        "This report is one of a series prepared under the agency's research plan; it has "
        "been reviewed by agency staff and by external experts before publication.",
        "We hope that the findings will be useful to practitioners, policy makers and the "
        "research community, and we welcome comments on this report.",
    ]
    y = top - 8
    for para in foreword:
        y = kit.para(para, m, y, width, kit.style(9.5, align="justify", leading=12.5)) - 5
    y = kit.para(f"{esc(v.editor)}<br/>Director, {esc(office)}", m, y - 6, width,
                 kit.style(9.5, "italic", leading=12)) - 22  # fmt: skip
    kit.text(m, y, "Abstract", 13, "bold", color=NAVY)
    y -= 8
    for part in abstract_parts(paper):
        y = kit.para(part, m, y, width, kit.style(9.5, align="justify", leading=12.5)) - 4
    if paper.keywords:
        y = kit.para("<b>Keywords:</b> " + esc(", ".join(paper.keywords)), m, y - 4, width,
                     kit.style(9.5)) - 4  # fmt: skip
    cite = citation(paper, v, "apa").split(" (")[0]
    y = kit.para(f"<b>Suggested citation:</b> {cite} ({v.year}). <i>{esc(paper.title)}</i> "
                 f"(Report {number}). {esc(agency)}.", m, y - 6, width,
                 kit.style(8.5, leading=10.5)) - 16  # fmt: skip
    kit.text(w / 2, m - 20, "iii", 8.5, align="centre")
    return Placed([frame(m, m, width, y)], numbering="arabic", size=10, columns=1, margin=m)


_MONO = {
    "regular": "DejaVuSansMono.ttf",
    "bold": "DejaVuSansMono-Bold.ttf",
    "italic": "DejaVuSansMono-Oblique.ttf",
    "bolditalic": "DejaVuSansMono-BoldOblique.ttf",
}


def _mono_faces() -> dict[str, str]:
    """A monospace family's four faces (DejaVu Sans Mono; Courier where it is missing)."""
    where = Path("/usr/share/fonts/truetype/dejavu")
    if not all((where / f).exists() for f in _MONO.values()):
        return {"regular": "Courier", "bold": "Courier-Bold", "italic": "Courier-Oblique",
                "bolditalic": "Courier-BoldOblique"}  # fmt: skip
    faces = {}
    for face, file in _MONO.items():
        name = f"realpage-mono-{face}"
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, str(where / file)))
        faces[face] = name
    return faces


def typed_preprint(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An older typewritten preprint of a physics or mathematics department, in a
    monospace face throughout: the preprint number and date at the top right, the title
    in capitals centred, each name centred with its institution under it (a star on the
    first for a grant footnote), "ABSTRACT" centred over the abstract, "Submitted to"
    a journal, the grant note at the foot; the text from page two."""
    kit.faces.update(_mono_faces())
    m = 72.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    size = 10.5
    number = f"{rng.choice(('UTP', 'DAMTP', 'IFT', 'SLAC-PUB', 'MIT-CTP'))}-"
    number += f"{v.year % 100:02d}/{rng.randint(10, 199)}"
    kit.text(w - m, h - 60, number, size, align="right")
    month = rng.choice(("January", "March", "June", "August", "November"))
    kit.text(w - m, h - 60 - size * 1.5, f"{month} {v.year}", size, align="right")
    centre = kit.style(size, align="centre", leading=size * 1.6)
    title = paper.title.upper() if rng.random() < 0.6 else paper.title
    y = kit.para(esc(title), m + 20, h - 150, width - 40,
                 kit.style(12, align="centre", leading=18)) - 30  # fmt: skip
    if rng.random() < 0.4:
        y = kit.para("by", m, y, width, centre) - 10
    if len(paper.authors) > 4:  # the names in lines, then the places
        names = [esc(a.name) for a in paper.authors]
        names[0] += "*"
        y = kit.para(", ".join(names[:-1]) + " and " + names[-1], m, y, width, centre) - 8
        used = dict.fromkeys(paper.affiliations[a.affiliations[0]] for a in paper.authors)
        for place in used:
            y = kit.para(esc(place.line(4)), m + 30, y, width - 60, centre) - 3
    for index, author in enumerate(paper.authors if len(paper.authors) <= 4 else ()):
        star = "*" if index == 0 else ""
        y = kit.para(esc(author.name) + star, m, y, width, centre) - 2
        if (
            index == len(paper.authors) - 1
            or author.affiliations != paper.authors[index + 1].affiliations
        ):
            for place_index in author.affiliations[:1]:
                place = paper.affiliations[place_index]
                lines = [place.department, place.institution, place.address, place.country]
                for line in (p for p in lines if p):
                    y = kit.para(esc(line), m, y, width, centre)
            y -= size * 1.4
        elif rng.random() < 0.5:
            y = kit.para("and", m, y - 2, width, centre) - 4
    journal = rng.choice(("Physical Letters B", "Annals of Mathematical Physics",
                          "Journal of Statistical Problems"))  # fmt: skip
    grant = (f"* Work supported in part by the Research Council under grant "
             f"{rng.choice(('DE-AC03', 'PHY-', 'GR/'))}{rng.randint(10000, 99999)}.")  # fmt: skip
    kit.rule(m, m + 120, m + 22, 0.6)
    kit.para(esc(grant), m, m + 16, width, kit.style(9, leading=11))
    kit.text(w / 2, m + 44, f"Submitted to {journal}", size, align="centre")
    plain = kit.style(size, align="left", leading=size * 1.5, firstLineIndent=36)
    parts = abstract_parts(paper, "b")
    need = sum(kit.tall(p, width - 72, plain) for p in parts) + 40
    if y - need < m + 60:  # the abstract on a page of its own (single-spaced if long)
        kit.canvas.showPage()
        y = h - m + 20
        for size in (10.5, 10, 9.5, 9, 8.5):
            plain = kit.style(size, align="left", leading=size * 1.25, firstLineIndent=36)
            if sum(kit.tall(p, width - 72, plain) for p in parts) + 40 < y - m:
                break
    y -= 20
    kit.text(w / 2, y, "ABSTRACT", size, align="centre")
    y -= size * 1.4
    for part in parts:
        y = kit.para(part, m + 36, y, width - 72, plain)
    kit.canvas.showPage()
    return Placed([frame(m, m, width, h - m)], numbering="arabic", size=10, columns=1, margin=m)
