"""Six more held-out first-page designs (round 70): a chapter in an edited book, a
nursing or education journal article with a "what this paper adds" box, a geoscience
article with key points and a plain language summary, a biology preprint with the
server's licence stamp, a bilingual journal article (another language's abstract
first) and a conference extended abstract with a teaser figure under a one-column head."""

from __future__ import annotations

import random

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.platypus import Paragraph

from realpage_corpus.clutter import (
    BOOKS,
    Venue,
    abstract_parts,
    citation,
    corresponding,
    esc,
    foreign_abstract,
    highlights,
    initials_name,
    licence,
    names_markup,
    places_markup,
)
from realpage_corpus.kit import Kit, columns, frame
from realpage_corpus.layout import Placed

PURPLE = colors.HexColor("#5b2c83")
OCEAN = colors.HexColor("#0b5394")
SAND = colors.HexColor("#fbf3e4")
MINT = colors.HexColor("#e6f4ea")
CRIMSON = colors.HexColor("#b0202c")


def book_chapter(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A chapter in an edited book: "Chapter N" and a large title, the chapter's
    authors with their places, a small indented "Abstract" and "Keywords", "N.1
    Introduction" in one column, and at the foot the copyright line naming the book's
    editors, the book and its series (editors are not authors) with the chapter's DOI."""
    m = 70.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    book, series = rng.choice(BOOKS)
    chapter = rng.randint(2, 14)
    top = h - 80
    kit.text(m, top, f"Chapter {chapter}", 14, "bold" if rng.random() < 0.5 else "regular")
    kit.rule(m, w - m, top - 8, 0.8)
    y = kit.para(esc(paper.title), m, top - 24, width, kit.style(18, "bold", leading=22)) - 14
    y = kit.para(names_markup(paper, star=False), m, y, width, kit.style(11, leading=14)) - 24
    parts = abstract_parts(paper)
    parts[0] = "<b>Abstract</b> " + parts[0]
    small = kit.style(8.5, align="justify", leading=10.5)
    for part in parts:
        y = kit.para(part, m + 18, y, width - 18, small) - 2
    if paper.keywords:
        y = kit.para("<b>Keywords</b> " + esc(" \u00b7 ".join(paper.keywords)), m + 18, y - 4,
                     width - 18, small)  # fmt: skip
    y -= 18
    editors = [v.editor, rng.choice(("Ingrid Solheim", "Kwame Mensah", "Elena Petrova"))]
    foot = [
        *(f"{p}" for p in places_markup(paper)),
        f"\u00a9 The Author(s), under exclusive license to Elsewhere Academic Press {v.year}",
        f"{esc(initials_name(editors[0]))}, {esc(initials_name(editors[1]))} (eds.), "
        f"<i>{esc(book)}</i>, {esc(series)} {v.volume}, https://doi.org/{v.doi}_{chapter}",
    ]
    top_foot = kit.stack_up(foot, m, m + 10, width, kit.style(7.5, leading=9))
    kit.rule(m, m + 80, top_foot + 4, 0.5)
    kit.text(w - m, m - 8, str(v.first), 8, align="right")
    return Placed(
        [frame(m, top_foot + 10, width, y)], numbering="arabic", size=9.8, columns=1, margin=m
    )


def nursing_box(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A nursing or education journal article: the journal's coloured top line with
    the article type, received/accepted dates and DOI, the title, names with
    credentials after them and numbered marks, numbered affiliations, a
    "Correspondence" line, the abstract in labelled blocks as the record has them
    (under a rule headed "Abstract"), keywords, and a framed "What is already known /
    What this paper adds" box before a two-column body."""
    m = 50.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    top = h - 42
    kit.rect(m, top - 4, width, 16, fill=PURPLE, stroke=None)
    kind = rng.choice(("ORIGINAL RESEARCH", "EMPIRICAL RESEARCH QUANTITATIVE",
                       "RESEARCH ARTICLE"))  # fmt: skip
    kit.text(m + 6, top + 1, kind, 8, "bold", color=colors.white)
    kit.text(w - m - 6, top + 1, f"DOI: {v.doi}", 7.5, align="right", color=colors.white)
    kit.text(m, top - 16, f"Received: {v.received.short()}  |  Revised: {v.revised.short()}  |  "
             f"Accepted: {v.accepted.short()}", 7)  # fmt: skip
    y = kit.para(esc(paper.title), m, top - 30, width, kit.style(17, "bold", leading=21)) - 8
    creds = ("RN, PhD", "PhD, RN", "MSc, RN", "BSN, RN", "EdD", "PhD", "RN, MPH")
    y = kit.para(
        names_markup(paper, star=False, suffixes=tuple(rng.sample(creds, 3)), join=" | ",
                     last=" | "),
        m, y, width, kit.style(10.5, leading=14),
    ) - 6  # fmt: skip
    for place in places_markup(paper, parts=3):
        y = kit.para(place, m, y, width, kit.style(7.5, leading=9))
    name, mail = corresponding(paper)
    y = kit.para(f"<b>Correspondence</b><br/>{esc(name)}, Email: {esc(mail)}", m, y - 5, width / 2,
                 kit.style(7.5, leading=9)) - 8  # fmt: skip
    kit.rule(m, w - m, y, 1)
    kit.text(m, y - 12, "Abstract", 10, "bold", color=PURPLE)
    y -= 18
    for section in paper.abstract:
        if section.label:
            y = kit.para(f"<b>{esc(section.label)}</b>", m, y, width, kit.style(8.5)) - 1
        y = kit.para(esc(section.text), m, y, width, kit.style(8.5, align="justify", leading=10.5))
        y -= 3
    if paper.keywords:
        y = kit.para("<b>KEYWORDS</b><br/>" + esc(", ".join(paper.keywords)), m, y - 2, width,
                     kit.style(8, leading=10)) - 6  # fmt: skip
    facts = highlights(paper, rng)
    half = max(1, len(facts) // 2)
    box = [
        "<b>What is already known about the topic?</b>",
        *(f"\u2022 {f}" for f in facts[:half]),
        "<b>What this paper adds</b>",
        *(f"\u2022 {f}" for f in facts[half:]),
    ]
    style = kit.style(8, leading=10, spaceAfter=2)
    tall = sum(kit.tall(b, width - 16, style) + 2 for b in box) + 12
    kit.rect(m, y - tall, width, tall, fill=SAND, stroke=PURPLE)
    yy = y - 6
    for line in box:
        yy = kit.para(line, m + 8, yy, width - 16, style) - 2
    y -= tall + 10
    kit.text(m, m - 16, f"{v.abbrev} {v.year};{v.volume}:{v.first}\u2013{v.first + 12}.", 7)
    kit.text(w - m, m - 16, "journalsonline.example/nur", 7, align="right")
    return Placed(columns(m, w - m, m, y, 2), numbering="caps", size=9, margin=m)


def geo_keypoints(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A geoscience or ecology article: the journal's name and "RESEARCH ARTICLE" with
    the DOI, a left sidebar (Key Points, Supporting Information, Correspondence to,
    Citation, dates and the licence), the title and names with numbered marks and
    affiliations in the main column, "Abstract" then "Plain Language Summary" (a
    second, simpler summary that is not the abstract), then "1. Introduction"."""
    m = 44.0
    w, h = kit.width, kit.height
    top = h - 40
    kit.text(m, top, v.journal, 13, "bold", color=OCEAN)
    kit.logo(w - m - 48, top - 8, 48, 22, OCEAN)
    kit.rule(m, w - m, top - 14, 1.2)
    side = 140.0
    x = m + side + 16
    mw = w - m - x
    kit.text(m, top - 30, "RESEARCH ARTICLE", 8, "bold", color=OCEAN)
    kit.text(m, top - 40, v.doi, 7)
    facts = highlights(paper, rng)
    small = kit.style(7, leading=8.6)
    name, mail = corresponding(paper)
    bits = [
        "<b>Key Points:</b>",
        *(f"\u2022 {f}" for f in facts[:3]),
        "",
        "<b>Supporting Information:</b>",
        "\u2022 Supporting Information S1",
        "",
        "<b>Correspondence to:</b>",
        f"{esc(initials_name(name))},<br/>{esc(mail)}",
        "",
        "<b>Citation:</b>",
        citation(paper, v, "apa"),
        "",
        f"Received {v.received.long()}<br/>Accepted {v.accepted.long()}<br/>"
        f"Accepted article online {v.published.long()}",
        "",
        esc(licence(v, "cc")),
    ]
    ys = top - 56
    for bit in bits:
        ys = kit.para(bit or "&nbsp;", m, ys, side, small) - 1
    y = kit.para(esc(paper.title), x, top - 30, mw, kit.style(15, "bold", leading=18)) - 8
    y = kit.para(names_markup(paper), x, y, mw, kit.style(9.5, leading=12)) - 4
    for place in places_markup(paper, parts=3):
        y = kit.para(place, x, y, mw, kit.style(7.5, "italic", leading=9))
    y -= 8
    kit.text(x, y - 8, "Abstract", 10, "bold", color=OCEAN)
    y -= 14
    body = kit.style(8.8, align="justify", leading=11)
    for part in abstract_parts(paper):
        y = kit.para(part, x, y, mw, body) - 3
    kit.text(x, y - 10, "Plain Language Summary", 10, "bold", color=OCEAN)
    y -= 16
    plain = " ".join(facts[-2:]) + " " + rng.choice(
        ("This helps us understand how the system may change in the future.",
         "These findings matter for people who manage land and water.",
         "Our results can help improve forecasts.")
    )  # fmt: skip
    y = kit.para(esc(plain), x, y, mw, body) - 6
    kit.rule(m, w - m, m - 6, 0.4)
    kit.text(m, m - 16, f"\u00a9 {v.year}. The Authors.", 7)
    kit.text(w - m, m - 16, f"1 of {rng.randint(14, 30)}", 7, align="right")
    return Placed([frame(x, m, mw, y)], numbering="arabic", size=9, columns=1, margin=m)


def bio_preprint(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A biology preprint: the server's licence stamp across the top ("... doi: ...;
    this version posted ...; The copyright holder for this preprint (which was not
    certified by peer review) is the author/funder ..."), a bold sans title, names
    with numbered marks and "*", affiliations, "*Correspondence", "Lead contact", a
    "Summary" (or "Abstract") heading, the summary, highlights and "Keywords", and the
    stamp again at the foot; the body on the next pages."""
    m = 60.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    day = v.published
    stamp = (
        f"bioPrePrint preprint doi: https://doi.org/10.1101/{day.year}.{day.month:02d}."
        f"{day.day:02d}.{rng.randint(400000, 599999)}; this version posted {day.us()}. The "
        "copyright holder for this preprint (which was not certified by peer review) is the "
        "author/funder, who has granted bioPrePrint a license to display the preprint in "
        "perpetuity. It is made available under a "
        f"{rng.choice(('CC-BY', 'CC-BY-NC-ND', 'CC-BY-NC'))} 4.0 International license."
    )
    grey = kit.style(6.5, align="centre", leading=7.8, color=colors.HexColor("#555555"))
    kit.para(stamp, m - 20, h - 18, width + 40, grey)
    y = kit.para(esc(paper.title), m, h - 80, width, kit.style(16, "bold", leading=20)) - 12
    y = kit.para(names_markup(paper), m, y, width, kit.style(10.5, leading=14)) - 8
    for place in places_markup(paper):
        y = kit.para(place, m, y, width, kit.style(8.5, leading=10.5))
    name, mail = corresponding(paper)
    y = kit.para(f"*Correspondence: {esc(mail)}", m, y - 4, width, kit.style(8.5))
    y = kit.para(f"Lead contact: {esc(name)}", m, y, width, kit.style(8.5)) - 16
    kit.text(m, y, rng.choice(("Summary", "SUMMARY", "Abstract")), 12, "bold")
    y -= 8
    for part in abstract_parts(paper):
        y = kit.para(part, m, y, width, kit.style(10, align="justify", leading=14)) - 4
    y -= 6
    facts = [f"\u2022 {fact}" for fact in highlights(paper, rng)]
    point = kit.style(9.5, leading=12)
    if y - 20 - sum(kit.tall(f, width - 8, point) for f in facts) > m + 60:  # room left
        kit.text(m, y, "Highlights", 11, "bold")
        y -= 4
        for fact in facts:
            y = kit.para(fact, m + 8, y, width - 8, point)
    if paper.keywords and y > m + 70:
        y = kit.para("<b>Keywords:</b> " + esc("; ".join(paper.keywords)), m, y - 8, width,
                     kit.style(9.5)) - 8  # fmt: skip
    kit.para(stamp, m - 20, m - 2, width + 40, grey)
    kit.text(w - m, m + 20, "1", 9, align="right")
    return Placed(
        [frame(m, m + 32, width, y)],
        numbering="plain",
        size=10,
        columns=1,
        margin=m,
        lineno=rng.random() < 0.5,
    )


def bilingual(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An article in a bilingual (Portuguese- or Spanish-language) journal printed in
    English: the journal's header with ISSN and the section name, the title, names
    with numbered marks, affiliations, a "Resumo"/"Resumen" in the other language with
    its "Palavras-chave"/"Palabras clave" first, then the English "Abstract" and
    "Keywords", a how-to-cite line and the dates; two columns.  The truth's abstract
    is the English one."""
    m = 52.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    language = rng.choice(("pt", "es"))
    title_of = {"pt": "Revista Brasileira de Estudos Aplicados",
                "es": "Revista Iberoamericana de Ciencias Aplicadas"}  # fmt: skip
    top = h - 40
    kit.text(m, top, title_of[language], 11, "bold", color=CRIMSON)
    kit.text(w - m, top, f"ISSN {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}", 7.5,
             align="right")  # fmt: skip
    kit.text(m, top - 11, f"v. {v.volume}, n. {v.issue}, p. {v.pages}, {v.year}", 7.5)
    kit.text(w - m, top - 11, {"pt": "ARTIGO ORIGINAL", "es": "ARTÍCULO ORIGINAL"}[language],
             7.5, "bold", align="right", color=CRIMSON)  # fmt: skip
    kit.rule(m, w - m, top - 17, 0.8)
    y = kit.para(esc(paper.title), m, top - 32, width, kit.style(15, "bold", "centre", leading=19))
    y = kit.para(names_markup(paper), m, y - 10, width, kit.style(10, align="centre")) - 6
    for place in places_markup(paper, parts=3):
        y = kit.para(place, m, y, width, kit.style(7.5, "italic", "centre", leading=9))
    y -= 12
    head, keys, text = foreign_abstract(paper, rng, language)
    body = kit.style(8.8, align="justify", leading=11)
    y = kit.para(f"<b>{head}</b>: {esc(text)}", m, y, width, body) - 3
    words = {"pt": "pesquisa; análise; saúde", "es": "investigación; análisis; salud"}[language]
    y = kit.para(f"<b>{keys}</b>: {words}.", m, y, width, body) - 8
    parts = abstract_parts(paper)
    parts[0] = "<b>Abstract</b>: " + parts[0]
    for part in parts:
        y = kit.para(part, m, y, width, body) - 3
    if paper.keywords:
        y = kit.para("<b>Keywords</b>: " + esc("; ".join(paper.keywords)) + ".", m, y, width, body)
    y -= 6
    kit.rule(m, w - m, y, 0.5)
    name, mail = corresponding(paper)
    cite = {"pt": "Como citar", "es": "Cómo citar"}[language]
    got = {"pt": ("Recebido em", "Aceito em"), "es": ("Recibido", "Aceptado")}[language]
    foot = [
        f"<b>{cite}:</b> {citation(paper, v, 'vancouver')}",
        f"{got[0]} {v.received.short()}. {got[1]} {v.accepted.short()}.",
        f"<b>Autor correspondente / Autor de correspondencia:</b> {esc(name)} ({esc(mail)})",
    ]
    col = (width - 14) / 2
    top_foot = kit.stack_up(foot, m, m, col, kit.style(6.8, leading=8.3))
    kit.rule(m, m + 60, top_foot + 3, 0.4)
    frames = [frame(m, top_foot + 10, col, y - 10), frame(m + col + 14, m, col, y - 10)]
    return Placed(frames, numbering="arabic", size=9, margin=m)


def extended_abstract(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A conference extended abstract (graphics, HCI or visualization): a one-column
    head (title, names and places in a row or a line), a teaser figure across the page
    with its "Figure 1:" caption, then two columns: "ABSTRACT", the permission block at
    the first column's foot, "1 INTRODUCTION"."""
    m = 54.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    top = h - 54
    y = kit.para(esc(paper.title), m, top, width, kit.style(17, "bold", "centre", leading=21)) - 10
    y = kit.para(names_markup(paper, star=False), m, y, width, kit.style(10.5, align="centre",
                 leading=13)) - 3  # fmt: skip
    for place in places_markup(paper, parts=2):
        y = kit.para(place, m, y, width, kit.style(8, "italic", "centre", leading=9.5))
    y -= 10
    high = rng.randint(110, 160)
    panels = rng.randint(2, 4)
    pw = (width - 8 * (panels - 1)) / panels
    for i in range(panels):
        kit.picture(m + i * (pw + 8), y - high, pw, high, rng.randrange(4) + i)
    y -= high + 4
    caption = (
        f"Figure 1: {esc(highlights(paper, rng)[0])} From left to right: "
        + ", ".join(f"({chr(97 + i)})" for i in range(panels))
        + " the conditions compared."
    )
    y = kit.para(caption, m, y, width, kit.style(8, leading=10)) - 10
    col = (width - 18) / 2
    lead = [Paragraph("ABSTRACT", kit.style(9.5, "bold", spaceAfter=3))]
    lead += [
        Paragraph(p, kit.style(8.6, align="justify", leading=10.6, spaceAfter=2))
        for p in abstract_parts(paper)
    ]
    if paper.keywords:
        lead.append(Paragraph("KEYWORDS", kit.style(9.5, "bold", spaceBefore=5, spaceAfter=2)))
        lead.append(Paragraph(esc(", ".join(paper.keywords)), kit.style(8.6, leading=10.6)))
    perm = (
        "Permission to make digital or hard copies of part or all of this work for personal or "
        "classroom use is granted without fee provided that copies are not made or distributed "
        "for profit or commercial advantage and that copies bear this notice and the full "
        f"citation on the first page.<br/>{esc(licence(v, 'owner'))}<br/>https://doi.org/{v.doi}"
    )
    top_foot = kit.stack_up([perm], m, m, col, kit.style(6.5, leading=7.8))
    frames = [frame(m, top_foot + 8, col, y), frame(m + col + 18, m, col, y)]
    return Placed(frames, lead=lead, numbering="conf", size=8.8, margin=m)
