"""Seven train first-page designs (round 72, realpage72) of the failure kinds issue 25
names that no earlier design had: three repository cover sheets of other kinds (an
institutional repository's "This is the accepted manuscript" sheet with a citation
block, a platform's "Downloaded from ... on DATE" stamp sheet, a university eprints
sheet with its own large title block and "Persistent link"), each with the paper
starting on page two; a magazine-style teaser whose standfirst in large type is the
abstract (no "Abstract" heading); a proceedings paper whose abstract runs on into
"Categories and Subject Descriptors" / "CCS Concepts" / "Index Terms" / "Keywords"
without a blank line and whose names are two a line with only a wide space between
them; a structured abstract whose sub-headings stand on lines of their own in the body's
type, under names and places interleaved; and authors in two or three columns.  Every
design sets junk in the PDF's own author field (a publisher's or society's name, a login
name, "Microsoft Office User", "Administrator", a typesetter's name) while the real
names are on the page.  Journals, repositories, platforms and publishers are invented."""

from __future__ import annotations

import random

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.platypus import Paragraph

from realpage_corpus.clutter import (
    Date,
    Venue,
    abstract_parts,
    citation,
    corresponding,
    esc,
    names_markup,
    places_markup,
)
from realpage_corpus.kit import Kit, columns, frame
from realpage_corpus.layout import Placed

INK = colors.HexColor("#203040")
RUST = colors.HexColor("#9a3b1b")
MIST = colors.HexColor("#f0f2f4")
# a PDF's author field as real files carry it when nobody set it right
_SOCIETIES = ("Northfield Society of Engineers", "Harlow Academic Press",
              "Association for Applied Inquiry", "Elmstead Publishing Group")  # fmt: skip
_TYPESETTERS = ("Typeset by Pagecraft Ltd", "LaserWords Composition", "Keyline Typesetting",
                "compositor", "Deepa Raghunathan", "Martin Kowalczyk", "S. Velmurugan",
                "Joanne Whitfield")  # fmt: skip
_PLAIN_JUNK = ("Microsoft Office User", "Administrator", "user", "Owner", "Windows User",
               "HP Authorized Customer", "Author")  # fmt: skip
_REPOSITORIES = ("Kestrel Research Online", "WRAP: Westmoor Research Archive",
                 "Pennard Open Repository", "DORA: Digital Open Research Archive",
                 "Calder Scholarly Commons")  # fmt: skip
_PLATFORMS = ("scholararchive.org", "journals.meridianpress.org", "academic.lanternhub.com",
              "www.periodica-online.net")  # fmt: skip
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")  # fmt: skip


def junk_author(kit: Kit, paper: Paper, rng: random.Random) -> None:
    """Set the PDF's author field to junk: a society or publisher, a login name made
    from the first author's name ("jsmith2"), a tool's default user, a typesetter."""
    kind = rng.randrange(4)
    if kind == 0:
        junk = rng.choice(_SOCIETIES)
    elif kind == 1:
        parts = paper.authors[0].name.lower().split()
        login = (parts[0][:1] + parts[-1]).encode("ascii", "ignore").decode() or "jdoe"
        junk = login + str(rng.randint(1, 9)) if rng.random() < 0.6 else login
    elif kind == 2:
        junk = rng.choice(_PLAIN_JUNK)
    else:
        junk = rng.choice(_TYPESETTERS)
    kit.canvas.setAuthor(junk)


def _when(rng: random.Random, year: int) -> Date:
    return Date(rng.randint(1, 28), rng.randint(1, 12), min(year + rng.randint(0, 4), 2025))


def _manuscript(
    kit: Kit, paper: Paper, rng: random.Random, m: float, top: float, *, centred: bool
) -> tuple[float, float]:
    """Page two of a cover sheet: the manuscript's title, names with marks, places, the
    corresponding author, "Abstract" and the abstract; its bottom and the text's size."""
    w = kit.width
    width = w - 2 * m
    align = "centre" if centred else "left"
    y = kit.para(esc(paper.title), m, top, width, kit.style(15, "bold", align, leading=19)) - 12
    caps = rng.random() < 0.3
    y = kit.para(names_markup(paper, caps=caps, letters=caps), m, y, width,
                 kit.style(11, align=align, leading=14)) - 6  # fmt: skip
    for place in places_markup(paper, parts=4):
        y = kit.para(place, m, y, width, kit.style(9, "italic", align, leading=11.5))
    name, mail = corresponding(paper)
    y = kit.para(f"* Corresponding author: {esc(name)} ({esc(mail)})", m, y - 4, width,
                 kit.style(9, align=align)) - 16  # fmt: skip
    size = rng.choice((10.0, 10.5, 11.0))
    headed = rng.random() < 0.7
    if headed:
        kit.text(m if not centred else w / 2, y, "Abstract", size + 1, "bold",
                 align="centre" if centred else "left")  # fmt: skip
        y -= 8
    inset = 0.0 if headed else 30.0
    text = kit.style(
        size if headed else size - 1,
        align="justify",
        leading=size * rng.choice((1.25, 1.5)),
        leftIndent=inset,
        rightIndent=inset,
    )
    for part in abstract_parts(paper):
        y = kit.para(part, m, y, width, text) - 4
    if paper.keywords:
        y = kit.para("<b>Keywords:</b> " + esc(", ".join(paper.keywords)), m, y - 4, width,
                     text) - 4  # fmt: skip
    return y, size


def accepted_cover(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An institutional repository's sheet before an accepted manuscript: the
    repository's name over a rule, "This is the accepted manuscript of the following
    article:" (or "This is an Accepted Manuscript of an article published in ..."), a
    citation block (names as "Surname, A. B.", year, title, journal, DOI), "Please cite
    the published version", a version-of-record note and a deposit licence; the paper
    from page two."""
    junk_author(kit, paper, rng)
    w, h = kit.width, kit.height
    m = 60.0
    width = w - 2 * m
    repo = rng.choice(_REPOSITORIES)
    kit.text(m, h - 58, repo, 12, "bold", color=INK)
    kit.rule(m, w - m, h - 66, 1.0)
    y = h - 100
    body = kit.style(10, leading=13.5)
    if rng.random() < 0.5:
        lead = "This is the accepted manuscript of the following article:"
    else:
        lead = (f"This is an Accepted Manuscript of an article published in <i>{esc(v.journal)}"
                f"</i> on {v.published.long()}, available online:")  # fmt: skip
    y = kit.para(lead, m, y, width, body) - 12
    block = kit.style(10.5, leading=14, leftIndent=18)
    y = kit.para(citation(paper, v, "apa") + f" https://doi.org/{esc(v.doi)}", m, y, width,
                 block) - 14  # fmt: skip
    notes = [
        "This version is the author's accepted manuscript, after peer review but before the "
        "publisher's copy-editing and typesetting. Please cite the published version.",
        "Deposited in accordance with the funder's open access policy. Made available under "
        "a Creative Commons Attribution-NonCommercial-NoDerivatives licence.",
        f"Deposit date: {_when(rng, v.year).long()}",
    ]
    for note in notes:
        y = kit.para(note, m, y, width, kit.style(9, leading=12)) - 8
    kit.text(m, 40, f"{repo} | https://{repo.split()[0].lower().strip(':')}.example.ac/", 7.5,
             color=colors.grey)  # fmt: skip
    kit.canvas.showPage()
    y, size = _manuscript(kit, paper, rng, m, h - 70, centred=rng.random() < 0.5)
    kit.text(w / 2, 36, "1", 9, align="centre")
    return Placed([frame(m, 56, width, y - 12)], size=size, columns=1, margin=m)


def stamp_cover(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A platform's cover sheet: the title in bold, "Author(s):" (names joined by
    commas and "and"), "Source:" (journal, volume, number, pages), "Published by:",
    "Stable URL:", the terms-of-use paragraph, "This content downloaded from ... on
    DATE"; the paper from page two with the same stamp up its foot, its names in
    capitals at times and its abstract under a small capitals "ABSTRACT"."""
    junk_author(kit, paper, rng)
    w, h = kit.width, kit.height
    m = 58.0
    width = w - 2 * m
    host = rng.choice(_PLATFORMS)
    when = _when(rng, v.year)
    stamp = (f"This content downloaded from 10.{rng.randint(1, 254)}.{rng.randint(1, 254)}."
             f"{rng.randint(1, 254)} on {_MONTHS[when.month - 1][:3]}, {when.day:02d} "
             f"{_MONTHS[when.month - 1][:3]} {when.year} {rng.randint(0, 23):02d}:"
             f"{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} UTC")  # fmt: skip
    y = kit.para(esc(paper.title), m, h - 70, width, kit.style(14, "bold", leading=18)) - 10
    label = kit.style(10, leading=13.5)
    people = [a.name for a in paper.authors]
    names = people[0] if len(people) == 1 else ", ".join(people[:-1]) + " and " + people[-1]
    publisher = rng.choice(_SOCIETIES)
    rows = [
        f"Author(s): {esc(names)}",
        f"Source: <i>{esc(v.journal)}</i>, Vol. {v.volume}, No. {v.issue} ({v.year}), "
        f"pp. {v.pages}",
        f"Published by: {esc(publisher)}",
        f"Stable URL: https://{host}/stable/{rng.randint(10**6, 10**7)}",
    ]
    for row in rows:
        y = kit.para(row, m, y, width, label) - 2
    y -= 16
    kit.rule(m, w - m, y, 0.5)
    terms = (f"{host} is a not-for-profit service that helps scholars, researchers, and "
             "students discover, use, and build upon a wide range of content in a trusted "
             "digital archive. Your use of this archive indicates your acceptance of the Terms "
             f"and Conditions of Use, available at https://{host}/terms")  # fmt: skip
    y = kit.para(terms, m, y - 10, width, kit.style(8.5, leading=11)) - 10
    kit.text(m, 40, stamp, 7.5, color=colors.grey)
    kit.canvas.showPage()
    head = f"{v.journal.upper()}  VOL. {v.volume}, NO. {v.issue}"
    kit.text(w / 2, h - 40, head, 7.5, align="centre")
    caps = rng.random() < 0.5
    y = kit.para(esc(paper.title), m + 20, h - 70, width - 40,
                 kit.style(14, "regular", "centre", leading=18)) - 12  # fmt: skip
    y = kit.para(names_markup(paper, star=False, caps=caps), m, y, width,
                 kit.style(10.5, align="centre", leading=14)) - 14  # fmt: skip
    kit.text(w / 2, y, "ABSTRACT", 8.5, align="centre")
    y -= 8
    text = kit.style(9, align="justify", leading=11.5, leftIndent=24, rightIndent=24)
    for part in abstract_parts(paper):
        y = kit.para(part, m, y, width, text) - 3
    kit.text(m, 30, stamp, 7, color=colors.grey)
    kit.text(m, 22, f"All use subject to https://{host}/terms", 7, color=colors.grey)
    return Placed(columns(m, w - m, 48, y - 12, 1), size=10, columns=1, margin=m)


def eprints_cover(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A university eprints sheet: the university's name band, its own large title
    block (the title in 20 pt), the citation line "Surname, Given and Surname, Given
    (year) Title. Journal, vol (n). pp.", "Persistent link:", "Copyright and reuse"
    and "Versions of research works" paragraphs, "Enquiries"; the paper from page two,
    its title centred, names, places and "Abstract"."""
    junk_author(kit, paper, rng)
    w, h = kit.width, kit.height
    m = 56.0
    width = w - 2 * m
    home = paper.affiliations[0].institution
    kit.rect(0, h - 70, w, 70, fill=RUST, stroke=None)
    kit.text(m, h - 44, f"{home} eprints", 16, "bold", color=colors.white)
    y = kit.para(esc(paper.title), m, h - 110, width, kit.style(20, "bold", leading=24)) - 18
    people = []
    for a in paper.authors:
        parts = a.name.split()
        people.append(f"{parts[-1]}, {' '.join(parts[:-1])}")
    names = (
        " and ".join(people) if len(people) < 3 else ", ".join(people[:-1]) + " and " + people[-1]
    )
    cite = (f"{esc(names)} ({v.year}) {esc(paper.title)}. <i>{esc(v.journal)}</i>, "
            f"{v.volume} ({v.issue}). pp. {v.pages}. ISSN {rng.randint(1000, 9999)}-"
            f"{rng.randint(1000, 9999)}")  # fmt: skip
    y = kit.para(cite, m, y, width, kit.style(10, leading=13.5)) - 12
    slug = rng.randint(1000, 99999)
    y = kit.para(f"<b>Persistent link:</b> https://eprints.{home.split()[-1].lower()}.example.ac"
                 f"/id/eprint/{slug}/", m, y, width, kit.style(10, leading=13)) - 18  # fmt: skip
    for head, text in (
        ("Copyright and reuse:", "The eprints service makes research freely available. "
         "Unless otherwise stated, copyright is retained by the author(s) and/or other "
         "copyright owners. Items may be reproduced for personal research or study without "
         "prior permission or charge, provided the authors, title and full bibliographic "
         "details are credited."),
        ("Versions of research works:", "This is the author's final version after peer "
         "review. It may differ from the published version; please consult the publisher's "
         "version if you wish to cite this paper."),
        ("Enquiries:", "If you have questions about this document, contact the eprints "
         "team."),
    ):  # fmt: skip
        y = kit.para(f"<b>{head}</b> {text}", m, y, width, kit.style(8.5, leading=11)) - 8
    kit.canvas.showPage()
    y, size = _manuscript(kit, paper, rng, m, h - 64, centred=True)
    return Placed([frame(m, 56, width, y - 12)], size=size, columns=1, margin=m)


def teaser_standfirst(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A perspective / news-analysis article: a section kicker, a large title, the
    abstract as a standfirst in large type under the title (roman or bold, no
    "Abstract" heading), the names after it in small capitals or plain (with "and"),
    a thin rule, two columns starting unheaded, the places and e-mail at the foot of the
    first column."""
    junk_author(kit, paper, rng)
    w, h = kit.width, kit.height
    m = 52.0
    width = w - 2 * m
    kicker = rng.choice(("PERSPECTIVE", "ANALYSIS", "COMMENTARY", "ESSAY", "VIEWPOINT"))
    kit.text(m, h - 50, kicker, 10, "bold", color=RUST)
    kit.text(w - m, h - 50, f"{v.journal} | {v.published.long()}", 8, align="right")
    y = kit.para(esc(paper.title), m, h - 62, width, kit.style(22, "bold", leading=26)) - 12
    people = [a.name for a in paper.authors]
    names = people[0] if len(people) == 1 else ", ".join(people[:-1]) + " and " + people[-1]
    first = rng.random() < 0.35
    if first:
        y = kit.para("By " + esc(names), m, y, width, kit.style(10, "italic", leading=12.5)) - 10
    size = 13.0
    parts = abstract_parts(paper)
    face = rng.choice(("regular", "bold", "italic"))
    tint = rng.choice((colors.black, colors.HexColor("#555555")))
    for size in (13.0, 12.0, 11.5, 11.0):
        style = kit.style(size, face, leading=size * 1.3, color=tint)
        if sum(kit.tall(p, width, style) for p in parts) < (h - 62 - y) + 260:
            break
    for part in parts:
        y = kit.para(part, m, y, width, style) - 4
    if not first:
        if rng.random() < 0.5:
            names = names.upper()
        y = kit.para(esc(names), m, y - 6, width, kit.style(9.5, "bold", leading=12)) - 10
    kit.rule(m, w - m, y, 0.5)
    col = (width - 16) / 2
    foot = [esc(p.line(4)) for p in paper.affiliations]
    _name, mail = corresponding(paper)
    foot.append(f"e-mail: {esc(mail)}")
    top_foot = kit.stack_up(foot, m, 50, col, kit.style(7, leading=8.5))
    kit.rule(m, m + 50, top_foot + 3, 0.4)
    frames = columns(m, w - m, 50, y - 10, 2, gap=16)
    frames[0] = frame(m, top_foot + 10, col, y - 10)
    return Placed(frames, first_heading=False, numbering="plain", size=9, columns=2, margin=m)


def runon_terms(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A proceedings paper: centred title, names two a line with only a wide space
    between them (no comma, no "and"), each pair's places under it at times; the first
    column's bold "ABSTRACT" then the abstract running on, at the same leading, into
    "Categories and Subject Descriptors" / "CCS Concepts" / "Index Terms" / "Keywords"
    (a bold run-in, no blank line), a permission block at the column's foot; "1.
    INTRODUCTION"."""
    junk_author(kit, paper, rng)
    w, h = kit.width, kit.height
    m = 54.0
    width = w - 2 * m
    y = kit.para(esc(paper.title), m + 20, h - 60, width - 40,
                 kit.style(17, "bold", "centre", leading=21)) - 14  # fmt: skip
    name_style = kit.style(11, align="centre", leading=14)
    wide = "\u00a0" * rng.choice((10, 14, 18))
    people = [esc(a.name) for a in paper.authors]
    boxes = rng.random() < 0.5
    for i in range(0, len(people), 2):
        pair = people[i : i + 2]
        if boxes and len(pair) == 2:
            # two template boxes: each name centred in its half, drawn apart
            kit.text(m + width / 4, y - 11, paper.authors[i].name, 11, align="centre")
            kit.text(m + 3 * width / 4, y - 11, paper.authors[i + 1].name, 11, align="centre")
            y -= 16
        else:
            y = kit.para(wide.join(pair), m, y, width, name_style) - 2
    y -= 4
    for place in places_markup(paper, parts=3):
        y = kit.para(place, m, y, width, kit.style(9, align="centre", leading=11))
    y -= 16
    col = (width - 18) / 2
    perm = ("Permission to make digital or hard copies of all or part of this work for personal "
            "or classroom use is granted without fee provided that copies are not made or "
            f"distributed for profit. Copyright {v.year} held by the owner/author(s).")  # fmt: skip
    top_perm = kit.stack_up([perm], m, 50, col, kit.style(7, leading=8.5))
    kit.text(m, y, "ABSTRACT", 10, "bold")
    y -= 5
    size = 9.0
    text = kit.style(size, align="justify", leading=size * 1.2)
    parts = abstract_parts(paper)
    cue = rng.choice(("Categories and Subject Descriptors", "CCS Concepts", "Index Terms",
                      "Keywords"))  # fmt: skip
    if cue == "Categories and Subject Descriptors":
        tail = (
            "H.3.3 [Information Search and Retrieval]: Retrieval models; I.2.7 [Natural "
            "Language Processing]: Text analysis"
        )
    elif cue == "CCS Concepts":
        tail = (
            "\u2022 Information systems \u2192 Retrieval models and ranking; \u2022 "
            "Computing methodologies \u2192 Machine learning"
        )
    else:
        tail = ", ".join(paper.keywords) or "data analysis, evaluation, methods"
    # no gap: the cue's line follows the abstract's last line at the same leading
    flow = [*parts[:-1], parts[-1]]
    lead = [Paragraph(p, text) for p in flow]
    face = rng.choice(("b", "i", ""))
    mark = "\u2014" if cue == "Index Terms" and face == "i" else rng.choice((":", "", "."))
    shown = f"<{face}>{cue}{mark}</{face}>" if face else f"{cue}{mark}"
    lead.append(Paragraph(f"{shown} {esc(tail)}", text))
    frames = [frame(m, top_perm + 8, col, y), *columns(m, w - m, 50, y, 2, gap=18)[1:]]
    return Placed(frames, lead=lead, numbering="arabic", size=size, columns=2, margin=m)


def structured_lines(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A clinical or public-health article: names and places interleaved (each name on
    its line, its place in italics under it), "Abstract" over a structured abstract
    whose sub-headings ("Background", "Methods" ...) stand on lines of their own in the
    body's very type (no bold, no colon), "Keywords:"; one column from
    "Introduction"."""
    junk_author(kit, paper, rng)
    w, h = kit.width, kit.height
    m = 62.0
    width = w - 2 * m
    kit.text(m, h - 44, v.journal, 9, "italic")
    kit.text(w - m, h - 44, f"https://doi.org/{v.doi}", 8, align="right")
    kit.rule(m, w - m, h - 50, 0.5)
    y = kit.para(esc(paper.title), m, h - 70, width, kit.style(16, "bold", leading=20)) - 12
    inline = rng.random() < 0.4
    for author in paper.authors:
        star = "*" if author.corresponding else ""
        place = paper.affiliations[author.affiliations[0]]
        if inline:
            # "Name, Place" on one line, a name and its place interleaved
            y = kit.para(f"<b>{esc(author.name)}</b>{star}, <i>{esc(place.line(3))}</i>", m, y,
                         width, kit.style(9.5, leading=12)) - 1  # fmt: skip
            continue
        y = kit.para(esc(author.name) + star, m, y, width, kit.style(10.5, "bold", leading=13))
        y = kit.para(esc(place.line(4)), m, y, width, kit.style(8.5, "italic", leading=10.5)) - 3
    y -= 12
    size = 10.0
    kit.text(m, y, "Abstract", size + 2, "bold")
    y -= 6
    text = kit.style(size, align="justify", leading=size * 1.25)
    shape = rng.choice(("plain", "caps", "colon"))
    for section in paper.abstract:
        if section.label:
            label = section.label.rstrip(":")
            label = label.upper() if shape == "caps" else label + (":" if shape == "colon" else "")
            y = kit.para(esc(label), m, y, width, text)
        y = kit.para(esc(section.text), m, y, width, text) - 4
    if paper.keywords:
        y = kit.para("Keywords: " + esc("; ".join(paper.keywords)), m, y - 4, width, text) - 4
    name, mail = corresponding(paper)
    kit.text(m, 40, f"* Corresponding author: {name}, {mail}", 7.5)
    return Placed([frame(m, 56, width, y - 12)], size=size, columns=1, margin=m)


def column_authors(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A society transactions or workshop paper: title, then the authors in two or
    three columns (each cell the name, its department or institution and its city,
    rows as many as needed), "Abstract" centred over the abstract set in the full
    measure, then two columns."""
    junk_author(kit, paper, rng)
    w, h = kit.width, kit.height
    m = 54.0
    width = w - 2 * m
    y = kit.para(esc(paper.title), m + 30, h - 64, width - 60,
                 kit.style(16, "bold", "centre", leading=20)) - 14  # fmt: skip
    per = 2 if len(paper.authors) in (2, 4) else 3
    per = rng.choice((2, 3)) if len(paper.authors) > 4 else per
    cell = width / per
    face = rng.choice(("regular", "bold"))
    for row in range(0, len(paper.authors), per):
        low = y
        chunk = paper.authors[row : row + per]
        start = m + (width - cell * len(chunk)) / 2
        for i, author in enumerate(chunk):
            x = start + i * cell
            place = paper.affiliations[author.affiliations[0]]
            bottom = kit.para(esc(author.name), x, y, cell - 8, kit.style(10.5, face, "centre"))
            bottom = kit.para(esc(place.line(3)), x, bottom, cell - 8,
                              kit.style(8.5, "italic", "centre", leading=10.5))  # fmt: skip
            bottom = kit.para(esc(author.email), x, bottom, cell - 8,
                              kit.style(8, align="centre"))  # fmt: skip
            low = min(low, bottom)
        y = low - 10
    y -= 6
    kit.text(w / 2, y, "Abstract", 11, "bold", align="centre")
    y -= 6
    text = kit.style(9.5, align="justify", leading=11.5, leftIndent=20, rightIndent=20)
    for part in abstract_parts(paper):
        y = kit.para(part, m, y, width, text) - 3
    return Placed(columns(m, w - m, 50, y - 14, 2, gap=18), size=9.5, columns=2, margin=m)
