"""Eight held-out first-page designs (round 74), each an everyday page carrying failure
kinds issue 25 names, of other genres, fields and producers than round 73's: an
institutional e-prints repository's cover sheet (an accepted-version notice or a record
sheet with a depositing user) before an author manuscript with a running title, a
society magazine's feature whose abstract is the large-type teaser beside an "About the
authors" box, a short communication from a word-processor template whose PDF metadata
keep the template's title and a login, editor or typesetter as author (names two to a
line with only a wide space), a statistics or economics journal whose headingless
abstract runs on into subject classifications, JEL codes and keywords, a clinical
research paper with a sidebar and a structured abstract cut by a column break (up to
fifteen names), a German or French institute's discussion paper whose cover has no
abstract and whose headingless English abstract opens page two, a computing journal
whose byline interleaves names and places in running text and whose headingless
abstract runs on into concepts and a reference format, and a scanned back issue whose
text layer is missing, poor OCR, or page one's glyphs outlined."""

from __future__ import annotations

import io
import random
from pathlib import Path

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.platypus import Paragraph, Spacer

from realpage_corpus.clutter import (
    JEL,
    MSC,
    Date,
    Venue,
    abstract_parts,
    citation,
    corresponding,
    esc,
    highlights,
    names_markup,
    places_markup,
)
from realpage_corpus.kit import Kit, columns, frame
from realpage_corpus.layout import Placed
from realpage_corpus.pages_f import _DE_MONTHS, _FR_MONTHS, _and, _fit, _groups
from realpage_corpus.pages_h import CONCEPTS, JUNK_AUTHORS, _given_surname, _sentences

INK = colors.HexColor("#23395d")
PLUM = colors.HexColor("#6b2d5c")
OLIVE = colors.HexColor("#4f6228")
RUST = colors.HexColor("#b4541a")
CREAM = colors.HexColor("#f6f1e3")
MIST = colors.HexColor("#eef2f6")
GREY = colors.HexColor("#5a5a5a")

# --- 1. an institutional e-prints repository's cover sheet -----------------------------

EPRINTS = (
    ("Harbourside University", "Harbourside ePrints", "eprints.harbourside.example"),
    ("University of Westmere", "Westmere Research Online", "researchonline.westmere.example"),
    ("Kestrel Institute of Technology", "Kestrel Open Repository", "openrepo.kestrel.example"),
    ("Lakeland University", "Lakeland Research Archive", "archive.lakeland.example"),
)
DEPOSITORS = ("Library Services", "Repository Team", "Dr Hannah Okonjo", "Mr Callum Reid",
              "Ms Ingrid Solberg", "Research Outputs Office")  # fmt: skip
VERSIONS = ("Accepted Version", "Author's Accepted Manuscript", "Submitted Version")


def _accepted_notice(kit: Kit, paper: Paper, v: Venue, rng: random.Random, where) -> None:
    """The accepted-version notice: the repository band, "This is the author's version
    of a work that was accepted for publication in the following source:", the APA
    citation (inverted initials, the title), the file's address, copyright and notice."""
    home, repo, host, ident = where
    w, h = kit.width, kit.height
    m = 60.0
    width = w - 2 * m
    kit.rect(0, h - 70, w, 70, fill=INK, stroke=None)
    kit.text(m, h - 42, repo, 22, "bold", color=colors.white)
    kit.text(m, h - 58, f"{home} institutional repository", 9, color=colors.white)
    y = h - 110
    kind = rng.choice(("accepted for publication", "submitted for publication", "published"))
    y = kit.para(f"This is the author's version of a work that was {kind} in the following "
                 "source:", m, y, width, kit.style(10.5, leading=13)) - 14  # fmt: skip
    y = kit.para(citation(paper, v, "apa"), m + 24, y, width - 48,
                 kit.style(11, leading=15)) - 16  # fmt: skip
    y = kit.para(f"This file was downloaded from: <u>https://{host}/{ident}/</u>", m, y, width,
                 kit.style(10.5, leading=13)) - 22  # fmt: skip
    box = [
        f"<b>\u00a9 Copyright {v.year} The Author(s)</b>",
        "This work is covered by copyright. Unless the document is being made available under "
        "a Creative Commons Licence, you must assume that re-use is limited to personal use and "
        "that permission from the copyright owner must be obtained for all other uses.",
        "<b>Notice</b>: <i>Please note that this document may not be the Version of Record "
        "(i.e. published version) of the work. Author manuscript versions (as Submitted for peer "
        "review or as Accepted for publication after peer review) can be identified by an "
        "absence of publisher branding and/or typeset appearance. If there is any doubt, please "
        "refer to the published source.</i>",
        f"https://doi.org/{esc(v.doi)}",
    ]
    style = kit.style(9, leading=11.5)
    need = sum(kit.tall(b, width - 20, style) + 6 for b in box) + 16
    kit.rect(m, y - need, width, need, fill=MIST, stroke=colors.grey)
    y -= 10
    for line in box:
        y = kit.para(line, m + 10, y, width - 20, style) - 6


def _record_sheet(kit: Kit, paper: Paper, v: Venue, rng: random.Random, where) -> None:
    """The repository's record sheet: band, the title large, the names inverted with
    semicolons, a table (item type, version, deposited on, depositing user, licence,
    official and permanent addresses, citation), "Copyright and reuse", enquiries."""
    home, repo, host, ident = where
    w, h = kit.width, kit.height
    m = 56.0
    width = w - 2 * m
    kit.rect(m, h - 60, width, 26, fill=PLUM, stroke=None)
    kit.text(m + 8, h - 52, repo.upper(), 12, "bold", color=colors.white)
    kit.text(w - m - 8, h - 52, home, 8.5, align="right", color=colors.white)
    kit.picture(w - m - 58, h - 132, 58, 58, rng.randint(0, 3))
    y = kit.para(esc(paper.title), m, h - 80, width - 76, kit.style(18, "bold", leading=22)) - 8
    names = "; ".join(esc(_given_surname(a.name)) for a in paper.authors)
    y = kit.para(names, m, y, width - 76, kit.style(11, "italic", leading=14)) - 18
    deposited = Date(rng.randint(1, 28), rng.randint(1, 12), min(v.year + rng.randint(0, 2), 2025))
    rows = [
        ("Item type", rng.choice(("Article", "Journal Article", "Conference or Workshop Item"))),
        ("Version", rng.choice(VERSIONS)),
        ("Deposited on", deposited.long()),
        ("Depositing user", rng.choice(DEPOSITORS)),
        ("Licence", rng.choice(("CC BY 4.0", "CC BY-NC-ND 4.0", "All rights reserved"))),
        ("Official URL", f"https://doi.org/{esc(v.doi)}"),
        ("Permanent link", f"https://{host}/id/eprint/{ident}"),
        ("Citation", citation(paper, v, "apa")),
    ]
    label = kit.style(9, "bold", leading=11.5)
    value = kit.style(9, leading=11.5)
    for head, text in rows:
        low = kit.para(head, m, y, 100, label)
        y = min(low, kit.para(text, m + 110, y, width - 110, value)) - 5
    kit.rule(m, w - m, y - 4, 0.4)
    y -= 16
    reuse = [
        "<b>Copyright and reuse</b>",
        f"{repo} makes this work available under the terms stated above. Copyright and all "
        "moral rights to the version of the paper presented here belong to the individual "
        "author(s) and/or other copyright owners. To the extent reasonable and practicable the "
        f"material made available in {repo} has been checked for eligibility before being made "
        "available.",
        f"<b>Enquiries</b>: if you have any concern about this item, please contact "
        f"repository@{host}, stating the permanent link.",
    ]
    for line in reuse:
        y = kit.para(line, m, y, width, kit.style(8.5, leading=10.8)) - 5


def eprint_cover(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An institutional e-prints repository's cover sheet before the author manuscript:
    an accepted-version notice (band, "This is the author's version ...", the APA
    citation, the file's address, copyright and version notice) or a record sheet (the
    title large, names inverted with semicolons, item type, version, deposited on,
    depositing user, licence, addresses, citation, copyright and reuse); page two the
    manuscript as submitted, without branding: "Running title:" at times, the title
    ("Title:" at times), names with lettered marks, places, corresponding author with
    telephone, a word count at times, "Abstract", keywords, the text, a download stamp
    at the top of the page."""
    home, repo, host = rng.choice(EPRINTS)
    ident = str(rng.randint(1200, 48000))
    where = (home, repo, host, ident)
    (_accepted_notice if rng.random() < 0.5 else _record_sheet)(kit, paper, v, rng, where)
    when = Date(rng.randint(1, 28), rng.randint(1, 12), min(v.year + rng.randint(1, 4), 2025))
    stamp = f"Downloaded from https://{host}/{ident}/ on {when.long()}"
    kit.text(kit.width / 2, 24, stamp, 7, align="centre", color=colors.grey)
    kit.canvas.showPage()
    w, h = kit.width, kit.height
    m = 66.0
    width = w - 2 * m
    kit.text(w - m, h - 30, stamp, 6.5, align="right", color=colors.grey)
    labelled = rng.random() < 0.35
    y = h - 62
    if rng.random() < 0.5:
        words, short = paper.title.split(), ""
        for word in words:
            if len(short) + len(word) > 42:
                break
            short = f"{short} {word}".strip()
        y = kit.para(f"<b>Running title:</b> {esc(short)}", m, y, width, kit.style(9.5)) - 12
    lead = "<b>Title:</b> " if labelled else ""
    y = kit.para(lead + esc(paper.title), m, y, width,
                 kit.style(14, "bold" if not labelled else "regular", leading=18)) - 12  # fmt: skip
    who = "<b>Authors:</b> " if labelled else ""
    y = kit.para(who + names_markup(paper, letters=True, star=True), m, y, width,
                 kit.style(11, leading=15)) - 6  # fmt: skip
    for place in places_markup(paper, letters=True, parts=4):
        y = kit.para(place, m, y, width, kit.style(9.5, leading=12))
    name, mail = corresponding(paper)
    phone = f"+{rng.randint(30, 61)} {rng.randint(10, 99)} {rng.randint(100, 999)} " \
        f"{rng.randint(1000, 9999)}"  # fmt: skip
    y = kit.para(f"*Corresponding author: {esc(name)}. Tel.: {phone}. E-mail: {esc(mail)}", m,
                 y - 6, width, kit.style(9.5, leading=12)) - 6  # fmt: skip
    if labelled:
        count = f"Word count: {rng.randint(3, 7)},{rng.randint(100, 999)}; Figures: " \
            f"{rng.randint(2, 6)}; Tables: {rng.randint(1, 4)}"  # fmt: skip
        y = kit.para(count, m, y, width, kit.style(9.5)) - 6
    y -= 10
    kit.text(m, y, rng.choice(("Abstract", "ABSTRACT")), 11.5, "bold")
    y -= 8
    parts = abstract_parts(paper)
    text, _ = _fit(kit, parts, width, y - m - 60, (10.5, 10, 9.5, 9, 8.5, 8), align="left",
                   spread=rng.choice((1.5, 1.7)))  # fmt: skip
    for part in parts:
        y = kit.para(part, m, y, width, text) - 4
    if paper.keywords:
        y = kit.para("<b>Keywords:</b> " + esc("; ".join(paper.keywords)), m, y - 6, width,
                     text) - 4  # fmt: skip
    kit.text(w / 2, m - 26, "1", 9, align="centre")
    return Placed([frame(m, m, width, y - 14)], numbering="arabic", size=10.5, columns=1,
                  margin=m, lineno=rng.random() < 0.5)  # fmt: skip


# --- 2. a magazine feature whose abstract is the teaser --------------------------------

BULLETINS = (
    ("Physics and Society Bulletin", "FEATURE", INK),
    ("The Field Ecologist", "FEATURE ARTICLE", OLIVE),
    ("Engineering Review Quarterly", "COVER STORY", RUST),
    ("Clinical Practice Today", "IN FOCUS", PLUM),
    ("Data and Society Monthly", "ANALYSIS", INK),
)


def _authors_box(
    kit: Kit, paper: Paper, where: tuple[float, float, float], tint, rng: random.Random
) -> float:
    """The "About the authors" box with its top left at ``where`` (x, top, width): each
    name in bold over its institution and country in italics; its height."""
    x, top, side = where
    head = kit.style(8, "bold", leading=10, color=tint)
    name_style = kit.style(8.5, "bold", leading=10.5)
    place_style = kit.style(7.5, "italic", leading=9)
    blocks = []
    for author in paper.authors:
        place = paper.affiliations[author.affiliations[0]]
        where_ = f"{place.institution}, {place.country or place.address}"
        blocks.append((esc(author.name), esc(where_)))
    need = 22 + sum(kit.tall(n, side - 12, name_style) + kit.tall(p, side - 12, place_style) + 4
                    for n, p in blocks)  # fmt: skip
    kit.rect(x, top - need, side, need, fill=CREAM, stroke=None)
    low = kit.para(rng.choice(("ABOUT THE AUTHORS", "THE AUTHORS")), x + 6, top - 6, side - 12,
                   head) - 4  # fmt: skip
    for name, place in blocks:
        low = kit.para(name, x + 6, low, side - 12, name_style)
        low = kit.para(place, x + 6, low, side - 12, place_style) - 4
    return need


def dek_feature(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A society's or trade magazine's feature: the magazine's name and issue over a
    coloured rule, a hero picture with a credit, a kicker, a very large title, the
    abstract as the teaser (deck) in large light or italic type with no heading, beside
    it an "About the authors" box (each name in bold over its place), an "In brief" box
    of bullets at the first column's foot (not the abstract), three columns starting
    unheaded, the magazine and page at the foot."""
    w, h = kit.width, kit.height
    m = 40.0
    width = w - 2 * m
    mag, kicker, tint = rng.choice(BULLETINS)
    kit.text(m, h - 30, mag.upper(), 9.5, "bold", color=tint)
    month = v.published.long().split()[1]
    kit.text(w - m, h - 30, f"{month} {v.year} \u00b7 Vol. {v.volume}, No. {v.issue}", 8,
             align="right", color=GREY)  # fmt: skip
    kit.rect(m, h - 38, width, 2.5, fill=tint, stroke=None)
    chars = len(paper.record.abstract_text)
    pic = 170 if chars < 700 else 120 if chars < 1200 else 64 if chars < 1800 else 0
    y = h - 46
    if pic and rng.random() < 0.8:
        kit.picture(m, y - pic, width, pic, rng.randint(0, 3))
        y -= pic + 9
        kit.text(w - m, y, rng.choice(("Illustration: studio staff", "Image: picture library",
                                        "Photo: the authors")), 6.5, "italic",
                 align="right", color=GREY)  # fmt: skip
        y -= 8
    kit.text(m, y - 10, kicker, 9, "bold", color=tint)
    y = kit.para(esc(paper.title), m, y - 16, width * 0.95,
                 kit.style(rng.choice((24, 27, 30)), "bold", leading=31)) - 12  # fmt: skip
    left = width * 0.64
    side = width - left - 16
    parts = abstract_parts(paper)
    face = rng.choice(("regular", "italic"))
    shade = rng.choice((GREY, tint, colors.black))
    text, _ = _fit(kit, parts, left, y - m - 150, (16, 15, 14, 13, 12, 11, 10, 9.5), face=face,
                   align="left", spread=1.3, color=shade)  # fmt: skip
    bottom = y
    for part in parts:
        bottom = kit.para(part, m, bottom, left, text) - 4
    need = _authors_box(kit, paper, (m + left + 16, y, side), tint, rng)
    y = min(bottom, y - need) - 10
    kit.rect(m, y, width, 0.8, fill=tint, stroke=None)
    y -= 10
    col = (width - 24) / 3
    bullets = [f"\u2022 {b}" for b in highlights(paper, rng)]
    top_box = m
    if rng.random() < 0.7:
        style = kit.style(7.5, leading=9.2)
        need = sum(kit.tall(b, col - 12, style) + 2 for b in bullets) + 22
        if need < (y - m) * 0.6:
            kit.rect(m, m, col, need, fill=CREAM, stroke=None)
            kit.text(m + 6, m + need - 12, "IN BRIEF", 8, "bold", color=tint)
            kit.stack_up(bullets, m + 6, m + 6, col - 12, style)
            top_box = m + need + 8
    kit.text(m, m - 22, f"{v.first}", 8, "bold")
    kit.text(w - m, m - 22, f"{mag} | {month} {v.year}", 7.5, align="right", color=GREY)
    frames = [frame(m, top_box, col, y), frame(m + col + 12, m, col, y),
              frame(m + 2 * (col + 12), m, col, y)]  # fmt: skip
    return Placed(frames, first_heading=False, numbering="caps", size=8.5, columns=3, margin=m)


# --- 3. a word-processor template's short communication with junk metadata -------------

TEMPLATE_TITLES = ("Paper Title (use style: paper title)", "Title of the Article",
                   "Manuscript Template", "Article Title Here", "Document1",
                   "Microsoft Word - Template_2019.dotx",
                   "Short communication template")  # fmt: skip
TEMPLATE_AUTHORS = (*JUNK_AUTHORS, "Author", "Editorial Office", "pc", "Dell", "Journal Editor")
SHORT_JOURNALS = (
    ("Tropical Veterinary and Animal Science", "Trop. Vet. Anim. Sci."),
    ("Journal of Food Quality and Safety Research", "J. Food Qual. Saf. Res."),
    ("Mediterranean Journal of Soil and Crop Science", "Medit. J. Soil Crop Sci."),
    ("Baltic Journal of Aquatic Sciences", "Balt. J. Aquat. Sci."),
)


def _template_metadata(kit: Kit, v: Venue, rng: random.Random) -> None:
    canvas = kit.canvas
    who = rng.random()
    canvas.setAuthor(v.editor if who < 0.25 else rng.choice(TEMPLATE_AUTHORS))
    canvas.setTitle(rng.choice(TEMPLATE_TITLES))
    canvas.setCreator(rng.choice(("Microsoft\u00ae Word 2013", "Microsoft\u00ae Word 2010",
                                  "Writer")))  # fmt: skip
    if rng.random() < 0.4:
        canvas.setSubject("Insert subject here")
    if rng.random() < 0.4:
        canvas.setKeywords("keyword1; keyword2; keyword3")


def template_junk(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A short communication typeset in a journal's word-processor template whose PDF
    metadata keep the template's title ("Paper Title (use style: paper title)") and a
    login, an office or the editor's name as author: the journal's line and a framed
    article type, the title left, the names two to a line with only a wide space
    between them (numbered marks), numbered places, received and accepted dates,
    "SUMMARY" / "Summary" over the full-width abstract with "Key words:" run on with no
    gap, the text in two columns."""
    _template_metadata(kit, v, rng)
    w, h = kit.width, kit.height
    m = 52.0
    width = w - 2 * m
    journal, abbrev = rng.choice(SHORT_JOURNALS)
    kit.text(m, h - 40, journal, 10, "bold", color=OLIVE)
    kit.text(m, h - 52, f"{abbrev} {v.year}, {v.volume}({v.issue}): {v.pages}", 8, color=GREY)
    label = rng.choice(("Short Communication", "SHORT COMMUNICATION", "Research Note"))
    lw = kit.canvas.stringWidth(label, kit.faces["bold"], 9) + 14
    kit.rect(w - m - lw, h - 54, lw, 18, stroke=OLIVE, width=0.8)
    kit.text(w - m - lw / 2, h - 48, label, 9, "bold", align="centre", color=OLIVE)
    kit.rule(m, w - m, h - 62, 0.6)
    y = kit.para(esc(paper.title), m, h - 76, width, kit.style(14, "bold", leading=18)) - 12
    half = width / 2
    size = 11 if len(paper.authors) <= 6 else 10
    style = kit.style(size, leading=size * 1.3)
    for start in range(0, len(paper.authors), 2):
        low = y
        for k, index in enumerate(range(start, min(start + 2, len(paper.authors)))):
            marks = ",".join(str(i + 1) for i in paper.authors[index].affiliations)
            star = "*" if paper.authors[index].corresponding else ""
            mark = f"<super>{marks}{star}</super>" if len(paper.affiliations) > 1 or star else ""
            low = min(low, kit.para(esc(paper.authors[index].name) + mark, m + k * half, y,
                                    half - 30, style))  # fmt: skip
        y = low
    y -= 6
    for index, place in enumerate(paper.affiliations):
        y = kit.para(f"<super>{index + 1}</super>{esc(place.line(4))}", m, y, width,
                     kit.style(8.5, "italic", leading=10.5))  # fmt: skip
    _name, mail = corresponding(paper)
    y = kit.para(f"*Corresponding author: {esc(mail)}", m, y - 3, width, kit.style(8.5)) - 2
    y = kit.para(f"Received for publication {v.received.long()}; accepted {v.accepted.long()}",
                 m, y, width, kit.style(8.5, color=GREY)) - 14  # fmt: skip
    kit.text(m, y, rng.choice(("SUMMARY", "Summary")), 10, "bold")
    y -= 6
    parts = abstract_parts(paper)
    keys = esc(", ".join(paper.keywords)) if paper.keywords else "field trial"
    if rng.random() < 0.5:
        parts[-1] += f" <b>Key words:</b> {keys}"
        extra = []
    else:
        extra = [f"<b>Key words:</b> {keys}"]
    text, _ = _fit(kit, parts + extra, width, y - m - 120, (9.5, 9, 8.5, 8))
    for part in parts + extra:
        y = kit.para(part, m, y, width, text) - 1
    kit.rule(m, w - m, y - 6, 0.6)
    kit.text(w / 2, m - 24, str(v.first), 8, align="centre")
    return Placed(columns(m, w - m, m, y - 16, 2, gap=18), numbering="caps", size=9,
                  columns=2, margin=m)  # fmt: skip


# --- 4. a statistics / economics journal, the abstract running on into codes -----------

QUANT = (
    ("Annals of Statistical Practice", "stat"),
    ("Electronic Journal of Inference", "stat"),
    ("Journal of Quantitative Economics and Policy", "econ"),
    ("Review of Applied Econometrics", "econ"),
)


def stats_runon(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A statistics or economics journal article: "Submitted to" or the journal's
    volume line, the title in capitals, "BY" and the names in capitals with numbered
    marks, the places with e-mails in italics; the abstract indented and small with no
    heading (statistics) or under a small centred "Abstract" (economics), and with no
    gap and in the same size "MSC2020 subject classifications:" / "JEL
    Classification:" and "Keywords and phrases:" / "Keywords:" (run into the
    abstract's last paragraph at times); "Received ..." and a grant note at the foot;
    one column from "1. Introduction"."""
    w, h = kit.width, kit.height
    m = 76.0
    width = w - 2 * m
    journal, kind = rng.choice(QUANT)
    if rng.random() < 0.5:
        kit.text(m, h - 46, f"Submitted to the {journal}", 8, "italic")
    else:
        kit.text(m, h - 46, f"{journal}, Vol. {v.volume} ({v.year}) {v.pages}", 8, "italic")
        kit.text(m, h - 56, f"ISSN: {rng.randint(1000, 2999)}-{rng.randint(1000, 9999)}  "
                 f"DOI: {v.doi}", 7.5, color=GREY)  # fmt: skip
    starred = kind == "econ" and rng.random() < 0.5
    title = esc(paper.title.upper()) + ("<super>*</super>" if starred else "")
    y = kit.para(title, m + 20, h - 84, width - 40, kit.style(12.5, "bold", "centre",
                                                               leading=16)) - 12  # fmt: skip
    people = []
    many = len(paper.affiliations) > 1
    for author in paper.authors:
        marks = ",".join(str(i + 1) for i in author.affiliations) if many else ""
        people.append(esc(author.name.upper()) + (f"<super>{marks}</super>" if marks else ""))
    byline = "B<font size='8'>Y</font> " + _and(people, " A<font size='8'>ND</font> ")
    y = kit.para(byline, m, y, width, kit.style(10, align="centre", leading=13)) - 6
    for index, place in enumerate(paper.affiliations):
        mark = f"<super>{index + 1}</super>" if many else ""
        mails = [a.email for a in paper.authors if a.affiliations[0] == index]
        extra = f", e-mail: {esc(', '.join(mails))}" if mails and rng.random() < 0.6 else ""
        y = kit.para(mark + esc(place.line(4)) + extra, m, y, width,
                     kit.style(8.5, "italic", "centre", leading=10.5))  # fmt: skip
    y -= 14
    inset = 24
    parts = abstract_parts(paper, "i")
    if kind == "econ":
        kit.text(w / 2, y, "Abstract", 9.5, "bold", align="centre")
        y -= 6
    keys = esc(", ".join(paper.keywords)) if paper.keywords else "estimation"
    if kind == "stat":
        codes = rng.sample(MSC, 3)
        tail = [f"<i>MSC2020 subject classifications:</i> Primary {codes[0]}, {codes[1]}; "
                f"secondary {codes[2]}.", f"<i>Keywords and phrases:</i> {keys}."]  # fmt: skip
    else:
        codes = sorted(rng.sample(JEL, rng.randint(2, 4)))
        tail = [f"<b>JEL Classification:</b> {', '.join(codes)}.", f"<b>Keywords:</b> {keys}."]
    if rng.random() < 0.3:
        parts[-1] += " " + " ".join(tail)
        tail = []
    foot = [f"Received {v.received.long().split(' ', 1)[1]}; revised "
            f"{v.revised.long().split(' ', 1)[1]}."]  # fmt: skip
    if starred:
        foot.insert(0, f"<super>*</super>We thank {esc(v.editor)}, two referees and seminar "
                    "participants for helpful comments.")  # fmt: skip
    else:
        foot.append(f"Supported in part by grant {rng.choice('ABCDEFG')}{rng.randint(10, 99)}-"
                    f"{rng.randint(1000, 9999)}.")  # fmt: skip
    top_foot = kit.stack_up(foot, m, m, width, kit.style(7.5, leading=9))
    kit.rule(m, m + 80, top_foot + 3, 0.4)
    text, _ = _fit(kit, parts + tail, width - 2 * inset, y - top_foot - 90, (9, 8.5, 8, 7.5))
    text.firstLineIndent = 10
    for part in parts + tail:
        y = kit.para(part, m + inset, y, width - 2 * inset, text) - 1
    kit.text(w - m, h - 46, str(v.first), 8, align="right")
    return Placed([frame(m, top_foot + 10, width, y - 14)], numbering="arabic", size=10,
                  columns=1, margin=m)  # fmt: skip


# --- 5. a clinical research paper: sidebar, structured abstract across columns ---------

# made-up names for a many-author trial's byline where the neighbour records have too
# few (:func:`realpage_corpus.document.grown` with ``Design.invent``)
MADE_UP_NAMES = (
    "Amara Osei-Bonsu", "Lindiwe Dlamini", "Tobias Reinholt", "Mei-Ling Sung", "Rahul Deshmane",
    "Sofie Vandenbroeck", "Joaquín Herrera Ruiz", "Katarzyna Wiśniewska", "Olumide Adeyemi",
    "Hanne Kristiansen", "Giulia Ferrante", "Tomás Ó Murchú", "Yusuf Karaca", "Elin Sjöberg",
    "Priya Ramanathan", "Mateus Carvalho", "Noor Al-Hashimi", "Anneke de Groot",
    "Kenji Morimoto", "Réka Farkas", "Diego Alarcón", "Saskia Brenneis", "Callum Fraser",
    "Wanjiru Kamau", "Ilse van der Berg", "Marek Novotný", "Beatriz Sousa Lima",
    "Farida Benali", "Oskar Lindgren", "Thi Hoa Nguyen", "Leah Goldfarb", "Ravi Subramaniam",
)  # fmt: skip
CLINICALS = (
    ("The Clinical Research Journal", "RESEARCH", "Clin. Res. J."),
    ("Journal of Population Health Trials", "ORIGINAL RESEARCH", "J. Popul. Health Trials"),
    ("General Practice and Primary Care Review", "RESEARCH", "Gen. Pract. Prim. Care Rev."),
)


def clinical_sidebar(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A general medical journal's research paper: a band with the journal and article
    type, a narrow left sidebar (numbered places, "Correspondence to", "Cite this as" in
    Vancouver form, dates, licence), the title and names (many, with numbered marks)
    over two columns holding the abstract ("ABSTRACT", the record's labels each on a
    line of its own, or paragraphs) that the column break cuts on many pages (a figure
    at the foot at times), then the text from "Introduction"."""
    w, h = kit.width, kit.height
    m = 36.0
    journal, kind, abbrev = rng.choice(CLINICALS)
    tint = rng.choice((INK, PLUM, RUST))
    kit.rect(0, h - 40, w, 40, fill=tint, stroke=None)
    kit.text(m, h - 26, journal, 12, "bold", color=colors.white)
    kit.text(w - m, h - 26, f"{abbrev} {v.year};{v.volume}:e{v.first}", 8.5, align="right",
             color=colors.white)  # fmt: skip
    side = 120.0
    x0 = m + side + 14
    rw = w - m - x0
    kit.text(x0, h - 62, kind, 9, "bold", color=tint)
    y = kit.para(esc(paper.title), x0, h - 70, rw, kit.style(18, "bold", leading=22)) - 8
    size = 9.5 if len(paper.authors) <= 8 else 8.5
    y = kit.para(names_markup(paper, star=False), x0, y, rw, kit.style(size, leading=size * 1.3))
    y -= 12
    # the sidebar
    small = kit.style(6.8, leading=8.2)
    name, mail = corresponding(paper)
    bits = [*places_markup(paper, parts=4)]
    bits.append(f"Correspondence to: {esc(name)} {esc(mail)}")
    bits.append("Additional material is published online only. To view please visit the "
                "journal online.")  # fmt: skip
    bits.append(f"<b>Cite this as:</b> {citation(paper, v, 'vancouver')}")
    bits.append(f"Accepted: {v.accepted.short()}")
    sy = h - 62
    for bit in bits:
        sy = kit.para(bit, m, sy, side, small) - 5
    kit.rule(m, m + side, sy, 0.4)
    kit.para("This is an Open Access article distributed in accordance with the Creative "
             "Commons Attribution Non Commercial (CC BY-NC 4.0) license.", m, sy - 4, side,
             small)  # fmt: skip
    col = (rw - 14) / 2
    bottom = m
    chars = len(paper.record.abstract_text)
    if rng.random() < 0.45 and chars < 1300:
        fig = rng.choice((150, 190, 230)) if chars < 900 else 130
        kit.picture(x0, m + 18, rw, fig - 18, rng.randint(0, 3))
        topic = esc(paper.keywords[0] if paper.keywords else "cohort")
        kit.para(f"<b>Fig 1</b> | Study flow and main estimates ({topic})", x0, m + 14, rw,
                 kit.style(7, leading=8.5))  # fmt: skip
        bottom = m + fig + 8
    chars = len(paper.record.abstract_text)
    asize = 9 if chars < 1400 else 8.5
    head = kit.style(asize, "bold", leading=asize * 1.25, color=tint, spaceBefore=3)
    body = kit.style(asize, align="left", leading=asize * 1.3)
    lead: list = [Paragraph("ABSTRACT", kit.style(10, "bold", leading=12, color=tint,
                                                  spaceAfter=2))]  # fmt: skip
    if paper.structured:
        for section in paper.abstract:
            if section.label:
                lead.append(Paragraph(esc(section.label), head))
            lead.append(Paragraph(esc(section.text), body))
    else:
        for piece in _sentences(paper.record.abstract_text, rng.randint(2, 4)):
            lead.append(Paragraph(esc(piece), kit.style(asize, align="left", leading=asize * 1.3,
                                                        spaceAfter=3)))  # fmt: skip
    lead.append(Spacer(1, 10))
    frames = [frame(x0, bottom, col, y), frame(x0 + col + 14, bottom, col, y)]
    return Placed(frames, lead=lead, numbering="plain", size=8.5, columns=3, margin=m)


# --- 6. a German or French institute's discussion paper -------------------------------

INSTITUTES = {
    "de": ("Institut für Wirtschafts- und Sozialforschung", "Diskussionspapier", "Nr.",
           "Herausgeber", "Die Diskussionspapiere geben die Meinung der Autorinnen und "
           "Autoren wieder und nicht notwendigerweise die des Instituts.", "JEL-Klassifikation",
           "Wir danken {p} sowie den Teilnehmenden des Forschungsseminars für hilfreiche "
           "Kommentare.", " und ", "Prof. Dr."),
    "fr": ("Centre de recherche en économie appliquée", "Document de travail", "n°",
           "Directeur de la publication", "Les documents de travail n'engagent que leurs "
           "auteurs.", "Classification JEL", "Nous remercions {p} ainsi que les participants "
           "au séminaire pour leurs commentaires.", " et ", "Pr"),
}  # fmt: skip
SYMBOLS = ("*", "\u2020", "\u2021", "\u00a7", "\u00b6", "**", "\u2020\u2020", "\u2021\u2021")


def discussion_paper(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A German- or French-language institute's discussion paper in English: page one
    a cover (the institute's band, "Diskussionspapier Nr." / "Document de travail n°",
    the title, the names joined by "und" / "et", month and year in that language, the
    imprint with the series editor (not an author), ISSN and the disclaimer); page two
    the title again, the names with symbol marks, the English abstract indented with no
    heading, JEL codes and keywords, footnotes with each author's place and e-mail and a
    thanks note naming a colleague (not an author), the text from "1 Introduction"."""
    lang = rng.choice(("de", "fr"))
    inst, series, number, editor_label, disclaimer, jel, thanks, joiner, rank = INSTITUTES[lang]
    months = _DE_MONTHS if lang == "de" else _FR_MONTHS
    w, h = kit.width, kit.height
    m = 64.0
    width = w - 2 * m
    kit.rect(0, h - 120, w, 120, fill=OLIVE, stroke=None)
    kit.logo(m, h - 100, 56, 56, colors.HexColor("#86a33d"))
    kit.para(esc(inst), m + 70, h - 52, width - 70, kit.style(15, "bold", leading=18,
                                                              color=colors.white))  # fmt: skip
    code = f"{v.year % 100:02d}-{rng.randint(1, 30):02d}"
    kit.text(m, h - 170, f"{series} {number} {code}", 13, "bold", color=OLIVE)
    y = kit.para(esc(paper.title), m, h - 200, width, kit.style(21, "bold", leading=26)) - 18
    names = _and([esc(a.name) for a in paper.authors], joiner)
    y = kit.para(names, m, y, width, kit.style(13, leading=17)) - 10
    kit.text(m, y - 12, f"{months[v.received.month - 1]} {v.year}", 11)
    editor = v.editor
    imprint = [
        f"<b>{editor_label}:</b> {rank} {esc(editor)}",
        f"{esc(inst)}, {esc(paper.affiliations[0].address or paper.affiliations[0].country)}",
        f"ISSN {rng.randint(1400, 2999)}-{rng.randint(1000, 9999)}",
        f"<i>{esc(disclaimer)}</i>",
    ]
    kit.rule(m, w - m, m + 70, 0.5)
    kit.stack_up(imprint, m, m, width, kit.style(8.5, leading=10.5))
    kit.canvas.showPage()
    symbols = {index: SYMBOLS[index % len(SYMBOLS)] for index in range(len(paper.authors))}
    y = kit.para(esc(paper.title) + "<super>\u00b0</super>", m, h - 80, width,
                 kit.style(15, "bold", "centre", leading=19)) - 12  # fmt: skip
    marked = [f"{esc(a.name)}<super>{symbols[i]}</super>" for i, a in enumerate(paper.authors)]
    y = kit.para(_and(marked), m, y, width, kit.style(11.5, align="centre", leading=15)) - 4
    y = kit.para(f"{months[v.received.month - 1]} {v.year}", m, y, width,
                 kit.style(10, align="centre")) - 18  # fmt: skip
    foot = [f"<super>\u00b0</super>{esc(thanks.format(p=editor))}"]
    for index, author in enumerate(paper.authors):
        place = paper.affiliations[author.affiliations[0]]
        foot.append(f"<super>{symbols[index]}</super>{esc(place.line(3))}; {esc(author.email)}")
    top_foot = kit.stack_up(foot, m, m, width, kit.style(7.5, leading=9))
    kit.rule(m, m + 90, top_foot + 3, 0.4)
    parts = abstract_parts(paper)
    face = rng.choice(("regular", "italic"))
    text, _ = _fit(kit, parts, width - 60, y - top_foot - 100, (10, 9.5, 9, 8.5, 8), face=face)
    for part in parts:
        y = kit.para(part, m + 30, y, width - 60, text) - 3
    codes = ", ".join(sorted(rng.sample(JEL, rng.randint(2, 4))))
    y = kit.para(f"<b>{jel}:</b> {codes}", m + 30, y - 10, width - 60, kit.style(9)) - 2
    if paper.keywords:
        y = kit.para("<b>Keywords:</b> " + esc(", ".join(paper.keywords)), m + 30, y, width - 60,
                     kit.style(9)) - 2  # fmt: skip
    kit.text(w / 2, m - 24, "1", 9, align="centre")
    return Placed([frame(m, top_foot + 10, width, y - 14)], numbering="spaced", size=10.5,
                  columns=1, margin=m)  # fmt: skip


# --- 7. a computing journal: names and places in running text --------------------------

TRANSACTIONS = (
    ("Transactions on Interactive Systems", "Trans. Interact. Syst."),
    ("Journal on Computing Education Research", "J. Comput. Educ. Res."),
    ("Transactions on Sensor Networks and Systems", "Trans. Sens. Netw. Syst."),
    ("Transactions on Software Methods", "Trans. Softw. Methods"),
)


def inline_byline(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A computing journal article in a one-column small format: the title left, the
    byline as running text interleaving names and places ("ANN LEE and BO CHEN,
    University ..., Country" a paragraph per place, or "Ann Lee (University ...,
    Country), Bo Chen (...)"), the abstract with no heading, then with no gap "CCS
    Concepts:", "Additional Key Words and Phrases:" and the "Reference Format:" (names
    and title again); at the foot the authors' addresses and the permission block;
    "1 INTRODUCTION"."""
    w, h = kit.width, kit.height
    m = 64.0
    width = w - 2 * m
    _journal, abbrev = rng.choice(TRANSACTIONS)
    y = kit.para(esc(paper.title), m, h - 64, width, kit.style(15.5, "bold", leading=19)) - 10
    style = kit.style(9, leading=11.5)
    if rng.random() < 0.6:
        for names, links in _groups(paper):
            place = paper.affiliations[links[0]]
            where = ", ".join(p for p in (place.institution, place.country or place.address) if p)
            line = _and([esc(n.upper()) for n in names]) + f", {esc(where)}"
            y = kit.para(line, m, y, width, style) - 1
    else:
        people = []
        for author in paper.authors:
            place = paper.affiliations[author.affiliations[0]]
            people.append(f"{esc(author.name)} ({esc(place.institution)}, "
                          f"{esc(place.country or place.address)})")  # fmt: skip
        y = kit.para(_and(people), m, y, width, kit.style(9.5, "italic", leading=12))
    y -= 10
    keys = esc(", ".join(paper.keywords)) if paper.keywords else "systems"
    month = v.published.long().split()[1]
    people = _and([esc(a.name) for a in paper.authors], ", and " if len(paper.authors) > 2
                  else " and ")  # fmt: skip
    article = rng.randint(1, 60)
    tail = [
        "CCS Concepts: " + "; ".join(rng.sample(CONCEPTS, rng.randint(1, 3))) + ".",
        f"Additional Key Words and Phrases: {keys}",
        f"<b>Reference Format:</b><br/>{people}. {v.year}. {esc(paper.title)}. <i>{abbrev}</i> "
        f"{v.volume}, {v.issue}, Article {article} ({month} {v.year}), {rng.randint(12, 38)} "
        f"pages. https://doi.org/{esc(v.doi)}",
    ]
    addresses = []
    for author in paper.authors:
        place = paper.affiliations[author.affiliations[0]]
        addresses.append(f"{esc(author.name)}, {esc(author.email)}, {esc(place.line(4))}")
    foot = [
        "Authors' addresses: " + "; ".join(addresses) + ".",
        "Permission to make digital or hard copies of all or part of this work for personal or "
        "classroom use is granted without fee provided that copies are not made or distributed "
        "for profit or commercial advantage and that copies bear this notice and the full "
        "citation on the first page.",
        f"\u00a9 {v.year} Copyright held by the owner/author(s). {rng.randint(1000, 2999)}-"
        f"{rng.randint(1000, 9999)}/{v.year}/{v.issue}-ART{article} $15.00<br/>"
        f"https://doi.org/{esc(v.doi)}",
    ]
    top_foot = kit.stack_up(foot, m, m, width, kit.style(6.8, leading=8.2))
    kit.rule(m, w - m, top_foot + 3, 0.4)
    parts = abstract_parts(paper)
    fit, _ = _fit(kit, parts + tail, width, y - top_foot - 60, (9, 8.5, 8, 7.5))
    for part in parts + tail:
        y = kit.para(part, m, y, width, fit) - 2
    kit.text(m, h - 36, f"{v.first}", 7.5)
    kit.text(w - m, h - 36, f"{abbrev}, Vol. {v.volume}, No. {v.issue}, Article {article}. "
             f"Publication date: {month} {v.year}.", 7, "italic", align="right")  # fmt: skip
    return Placed([frame(m, top_foot + 12, width, y - 12)], numbering="conf", size=9.5,
                  columns=1, margin=m)  # fmt: skip


# --- 8. a scanned back issue: no text layer, poor OCR, or fonts without maps ------------

OLD_JOURNALS = (
    "Bulletin of the Northern Society for Applied Biology",
    "Proceedings of the Coastal Academy of Sciences",
    "Journal of the Institute of Mining Practice",
    "Quarterly Bulletin of Agricultural Economics",
)
_OCR_SWAPS = (("rn", "m"), ("m", "rn"), ("l", "1"), ("e", "c"), ("i", "l"), ("h", "b"),
              ("o", "0"), ("t", "f"), ("a", "o"))  # fmt: skip


def _ocr_noise(text: str, rng: random.Random) -> str:
    """``text`` as a poor OCR engine reads it: one word in six or so with a letter
    confused, a space lost at times."""
    words = text.split(" ")
    out = []
    for word in words:
        read = word
        if len(word) > 2 and rng.random() < 0.18:
            for old, new in rng.sample(_OCR_SWAPS, len(_OCR_SWAPS)):
                if old in word:
                    read = word.replace(old, new, 1)
                    break
        out.append(read)
    joined = " ".join(out)
    if rng.random() < 0.3 and " " in joined:
        cut = rng.choice([i for i, c in enumerate(joined) if c == " "])
        joined = joined[:cut] + joined[cut + 1 :]
    return joined


def _scanned(mode: str, seed: int):
    """Rewrite the file as a scan of itself (grey 150 dpi pictures, slightly skewed,
    specks), with no text layer ("scan") or an invisible poor-OCR layer ("ocr")."""

    def change(path: Path) -> None:
        import pymupdf
        from PIL import Image, ImageDraw

        rng = random.Random(seed)
        src = pymupdf.open(path)
        out = pymupdf.open()
        angle = rng.uniform(-0.6, 0.6)
        for page in src:
            pix = page.get_pixmap(dpi=150, colorspace=pymupdf.csGRAY)
            image = Image.open(io.BytesIO(pix.tobytes("png"))).convert("L")
            image = image.rotate(angle, fillcolor=255, resample=Image.BICUBIC)
            draw = ImageDraw.Draw(image)
            for _ in range(rng.randint(60, 200)):
                x, y = rng.randrange(image.width), rng.randrange(image.height)
                draw.point((x, y), fill=rng.randint(60, 160))
            data = io.BytesIO()
            image.save(data, format="PNG")
            new = out.new_page(width=page.rect.width, height=page.rect.height)
            new.insert_image(new.rect, stream=data.getvalue())
            if mode == "ocr":
                for block in page.get_text("dict")["blocks"]:
                    for line in block.get("lines", ()):
                        for span in line["spans"]:
                            words = span["text"].strip()
                            if not words:
                                continue
                            noisy = _ocr_noise(span["text"], rng)
                            try:
                                new.insert_text(span["origin"], noisy, fontsize=span["size"],
                                                fontname="helv", render_mode=3)  # fmt: skip
                            except (ValueError, RuntimeError):
                                continue
        src.close()
        tmp = path.with_name(path.name + ".tmp")
        out.save(tmp, garbage=1, deflate=True)
        out.close()
        tmp.replace(path)

    return change


def _outlined(path: Path) -> None:
    """Page one's glyphs turned into outlines (vector paths, no text), as a print-ready
    file's are; the later pages keep their text."""
    import pymupdf

    src = pymupdf.open(path)
    svg = src[0].get_svg_image(text_as_path=True)
    drawn = pymupdf.open(stream=svg.encode(), filetype="svg")
    first = pymupdf.open("pdf", drawn.convert_to_pdf())
    out = pymupdf.open()
    out.insert_pdf(first)
    if len(src) > 1:
        out.insert_pdf(src, from_page=1)
    src.close()
    tmp = path.with_name(path.name + ".tmp")
    out.save(tmp, garbage=1, deflate=True)
    out.close()
    tmp.replace(path)


def scanned_back_issue(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An older society journal's article as a digitised back issue: the journal,
    volume, number, pages and year centred at the top, a centred title (capitals at
    times), the names in capitals or roman with each run's place in italics under it,
    "(Received ...)", "SUMMARY" centred or an "Abstract\u2014" run-in, the indented
    summary, the text in one column; the file rewritten as a skewed grey scan with no
    text layer, as a scan under an invisible poor-OCR layer, or with page one's glyphs
    turned into outlines (no text on page one)."""
    w, h = kit.width, kit.height
    m = 70.0
    width = w - 2 * m
    journal = rng.choice(OLD_JOURNALS)
    kit.text(w / 2, h - 50, f"{journal}, Vol. {v.volume}, No. {v.issue}, pp. {v.pages}, "
             f"{v.year}", 8.5, "italic", align="centre")  # fmt: skip
    kit.text(w / 2, h - 62, "Printed in the Netherlands", 7, align="centre")
    caps = rng.random() < 0.4
    title = esc(paper.title.upper() if caps else paper.title)
    y = kit.para(title, m + 10, h - 92, width - 20,
                 kit.style(13.5 if caps else 15, "bold", "centre", leading=19)) - 14  # fmt: skip
    upper = rng.random() < 0.5
    for names, links in _groups(paper):
        shown = [n.upper() if upper else n for n in names]
        y = kit.para(esc(_and(shown)), m, y, width, kit.style(11, align="centre", leading=14))
        place = paper.affiliations[links[0]]
        y = kit.para(esc(place.line(4)), m, y, width,
                     kit.style(9, "italic", "centre", leading=11)) - 6  # fmt: skip
    y = kit.para(f"(Received {v.received.long()})", m, y - 2, width,
                 kit.style(9, align="centre")) - 12  # fmt: skip
    parts = abstract_parts(paper)
    if rng.random() < 0.5:
        kit.text(w / 2, y - 9, "SUMMARY", 10, align="centre")
        y -= 16
    else:
        parts[0] = "<i>Abstract</i>\u2014" + parts[0]
    text, _ = _fit(kit, parts, width - 50, y - m - 80, (9.5, 9, 8.5, 8))
    for part in parts:
        y = kit.para(part, m + 25, y, width - 50, text) - 2
    kit.rule(w / 2 - 40, w / 2 + 40, y - 8, 0.5)
    mode = rng.choice(("scan", "ocr", "outlined"))
    kit.extra["broken"] = mode
    post = _outlined if mode == "outlined" else _scanned(mode, rng.randrange(1 << 30))
    return Placed([frame(m, m, width, y - 20)], numbering="arabic", size=10, columns=1,
                  margin=m, post=post)  # fmt: skip
