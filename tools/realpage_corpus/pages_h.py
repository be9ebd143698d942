"""Eight held-out first-page designs (round 73), each an everyday page carrying failure
kinds issue 25 names that generated pages have rarely had: an open archive's or a
college commons' cover sheet before the paper, a perspective piece whose abstract is a
large-type standfirst, a journal typeset in a word processor with junk in the PDF's own
author and title metadata, an older proceedings paper whose abstract runs on into
"Categories and Subject Descriptors" / "CCS Concepts" / "Keywords" with no gap, a
German- or French-language clinical journal with structured abstracts whose headings
stand on their own lines across a column break, a many-author paper with authors in
columns and a headingless abstract (on page two at times), an older preprint whose text
layer is broken (a font's map removed or wrong, or the title block an image), and a
workshop paper whose names share one line with only wide spaces between them."""

from __future__ import annotations

import random
import re
from pathlib import Path

from latex_corpus.paper import Paper
from pdfgen.people import split_name
from reportlab.lib import colors
from reportlab.platypus import Paragraph, Spacer

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
from realpage_corpus.pages_f import LANGUAGES, _and, _fit

TEAL = colors.HexColor("#0f5e63")
NAVY = colors.HexColor("#1d2f55")
BRICK = colors.HexColor("#9b3b22")
PALE = colors.HexColor("#f2efe6")
GREY = colors.HexColor("#555555")

ARCHIVES = (
    ("OAR", "Open Archive of Research", "oar.example.org", "oar"),
    ("MDA", "Multidisciplinary Deposit Archive", "mda-archive.example.net", "mda"),
    ("TESSERA", "Tessera Open Repository", "tessera.example.eu", "tess"),
)
COMMONS = (
    ("Riverbend University", "Riverbend Scholarly Commons", "scholar.riverbend.example"),
    ("Northfield College", "Northfield Digital Commons", "commons.northfield.example"),
    ("University of Caldera", "CalderaWorks", "works.caldera.example"),
)
SERIES_NAMES = ("Faculty Publications", "Faculty Articles", "Open Access Publications",
                "Departmental Papers", "Faculty Scholarship")  # fmt: skip
FIELDS_COMMONS = ("Ecology and Evolutionary Biology", "Computer Sciences", "Public Health",
                  "Physics", "Sociology", "Engineering",
                  "Medicine and Health Sciences")  # fmt: skip
PERSPECTIVES = (
    ("Trends in Integrative Science", "PERSPECTIVE"),
    ("Current Views in Biology and Society", "INSIGHT"),
    ("The Research Quarterly", "COMMENTARY"),
    ("Horizons in Applied Research", "OPINION"),
)
JUNK_AUTHORS = ("Microsoft Office User", "Administrator", "user", "jsmith", "Owner",
                "Windows User", "HP", "admin2", "Elsewhere Typesetting Services Pvt Ltd",
                "Journal Production Office", "TeX Output", "Lenovo", "CompuScript Ltd")  # fmt: skip
WORD_CREATORS = ("Microsoft\u00ae Word 2016", "Microsoft\u00ae Word for Microsoft 365",
                 "Writer", "Acrobat PDFMaker 11 for Word",
                 "PScript5.dll Version 5.2.2")  # fmt: skip
REGIONAL = (
    ("Journal of Regional Agricultural Research", "ISSN 2311-4470"),
    ("International Journal of Engineering Practice and Innovation", "ISSN 2409-1285"),
    ("Asian Journal of Health and Allied Sciences", "e-ISSN 2582-0637"),
    ("East African Journal of Science and Technology", "ISSN 1996-7801"),
)
OLD_MEETINGS = (
    ("SIGCP '07", "Conference on Information and Knowledge Practice", "Lisbon, Portugal"),
    ("WDM '09", "International Workshop on Data Mining Practice", "Banff, Canada"),
    ("IRS '06", "Symposium on Information Retrieval Systems", "Seattle, WA, USA"),
    ("MMC '11", "International Conference on Multimedia Computing", "Nara, Japan"),
)
CATEGORIES = (
    "H.3.3 [Information Storage and Retrieval]: Information Search and Retrieval\u2014"
    "retrieval models, search process",
    "I.2.6 [Artificial Intelligence]: Learning\u2014parameter learning",
    "H.2.8 [Database Management]: Database Applications\u2014data mining",
    "C.2.4 [Computer-Communication Networks]: Distributed Systems",
    "D.2.5 [Software Engineering]: Testing and Debugging",
    "I.4.8 [Image Processing and Computer Vision]: Scene Analysis",
)
CONCEPTS = (
    "\u2022<b>Information systems</b> \u2192 Retrieval models and ranking",
    "\u2022<b>Computing methodologies</b> \u2192 Machine learning approaches",
    "\u2022<b>Human-centered computing</b> \u2192 Empirical studies in HCI",
    "\u2022<b>Software and its engineering</b> \u2192 Software testing and debugging",
    "\u2022<b>Networks</b> \u2192 Network performance evaluation",
)
GENERAL_TERMS = ("Algorithms", "Experimentation", "Measurement", "Performance", "Design",
                 "Human Factors", "Theory")  # fmt: skip
STRUCTURED = {
    "de": ("Hintergrund", "Methoden", "Ergebnisse", "Schlussfolgerungen"),
    "fr": ("Contexte", "M\u00e9thodes", "R\u00e9sultats", "Conclusions"),
}
CLINICAL = {
    "de": ("Deutsche Zeitschrift f\u00fcr Klinische Forschung", "Originalarbeit",
           "Zitierweise", "Korrespondenzadresse", "Eingegangen", "Angenommen"),
    "fr": ("Revue m\u00e9dicale de recherche clinique", "Article original",
           "Pour citer cet article", "Auteur correspondant", "Re\u00e7u le", "Accept\u00e9 le"),
}  # fmt: skip
ONLINE = {
    "de": "<b>Zusatzmaterial online</b><br/>QR-Code scannen &amp; Beitrag online lesen. Die "
    "Online-Version dieses Beitrags enthält Zusatzmaterial.",
    "fr": "<b>Matériel complémentaire</b><br/>Scannez le code QR pour lire l'article en ligne. "
    "La version en ligne contient du matériel supplémentaire.",
}
OLD_LABS = ("Institute for Theoretical Physics", "Department of Applied Mathematics",
            "Center for Nonlinear Studies", "Laboratory for Computer Science")  # fmt: skip
WORKSHOPS = (
    "Workshop on Sustainable Computing Systems",
    "Regional Workshop on Applied Machine Learning",
    "Workshop on Digital Health Informatics",
    "Student Research Workshop on Language and Speech",
)


def _given_surname(name: str) -> str:
    """ "Surname, Given" as a repository's citation inverts a name."""
    given, surname = split_name(name)
    return f"{surname}, {' '.join(given)}" if given else surname


def _sentences(text: str, parts: int) -> list[str]:
    """``text`` cut into at most ``parts`` runs of whole sentences (a multi-paragraph
    abstract whose words are the record's)."""
    pieces = [p for p in re.split(r"(?<=[.!?])\s+(?=[A-Z0-9])", text) if p]
    if len(pieces) < 2:
        return [text]
    parts = min(parts, len(pieces))
    size = -(-len(pieces) // parts)
    return [" ".join(pieces[i : i + size]) for i in range(0, len(pieces), size)]


def _rewrite(path: Path, change) -> None:
    """Open ``path`` with PyMuPDF, apply ``change(doc)``, save it back in place."""
    import pymupdf

    doc = pymupdf.open(path)
    change(doc)
    tmp = path.with_name(path.name + ".tmp")
    doc.save(tmp, garbage=1)
    doc.close()
    tmp.replace(path)


def _stamp(kit: Kit, text: str, x: float, y: float, size: float = 6.5) -> None:
    """A download stamp up the left margin."""
    canvas = kit.canvas
    canvas.saveState()
    canvas.translate(x, y)
    canvas.rotate(90)
    kit.text(0, 0, text, size, color=colors.grey)
    canvas.restoreState()


# --- 1. an archive's cover sheet before the paper --------------------------------------


def _open_archive_cover(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> str:
    w, h = kit.width, kit.height
    m = 56.0
    width = w - 2 * m
    short, name, host, prefix = rng.choice(ARCHIVES)
    ident = f"{prefix}-0{rng.randint(1000000, 4999999)}"
    kit.logo(m, h - 86, 40, 40, NAVY)
    kit.text(m + 50, h - 72, short, 30, "bold", color=NAVY)
    kit.text(m + 50, h - 84, name.lower(), 8, color=NAVY)
    sub = Date(rng.randint(1, 28), rng.randint(1, 12), min(v.year + rng.randint(0, 3), 2025))
    right = w - m
    kit.text(right, h - 56, f"{short} Id: {ident}", 11, "bold", align="right")
    kit.text(right, h - 70, f"https://{host}/{ident}", 9, align="right")
    line = f"Submitted on {sub.short()}"
    if rng.random() < 0.4:
        later = Date(rng.randint(1, 28), rng.randint(1, 12), sub.year + 1)
        line += f" (v{rng.randint(2, 4)}), last revised {later.short()}"
    kit.text(right, h - 83, line, 8, "italic", align="right")
    kit.rule(m, w - m, h - 100, 0.6)
    y = kit.para(esc(paper.title), m, h - 124, width * 0.85, kit.style(15, "bold", leading=19))
    names = ", ".join(esc(a.name) for a in paper.authors)
    y = kit.para(names, m, y - 10, width * 0.85, kit.style(10.5, leading=13.5)) - 18
    y = kit.para("<b>To cite this version:</b>", m, y, width, kit.style(9)) - 3
    cite = (
        f"{names}. {esc(paper.title)}. <i>{esc(v.journal)}</i>, {v.year}, {v.volume} "
        f"({v.issue}), pp.{v.pages}. \u27e8{esc(v.doi)}\u27e9. \u27e8{ident}\u27e9"
    )
    y = kit.para(cite, m + 10, y, width - 10, kit.style(8.5, leading=11)) - 16
    kit.rule(m, w - m, y, 0.6)
    y -= 14
    col = (width - 24) / 2
    english = (
        f"{short} is a multi-disciplinary open access archive for the deposit and "
        "dissemination of scientific research documents, whether they are published or not. "
        "The documents may come from teaching and research institutions in France or abroad, "
        "or from public or private research centers."
    )
    french = (
        f"L'archive ouverte pluridisciplinaire <b>{short}</b>, est destinée au dépôt et à la "
        "diffusion de documents scientifiques de niveau recherche, publiés ou non, émanant des "
        "établissements d'enseignement et de recherche français ou étrangers, des laboratoires "
        "publics ou privés."
    )
    style = kit.style(8.5, align="justify", leading=11)
    low = kit.para(english, m, y, col, style)
    low = min(low, kit.para(french, m + col + 24, y, col, style))
    y = low - 22
    if rng.random() < 0.7:
        kit.badge(m, y, "cc  by", colors.HexColor("#3c3c3c"), 8)
        kit.text(m + 52, y, "Distributed under a Creative Commons Attribution 4.0 International "
                 "License", 8)  # fmt: skip
    return f"Downloaded from https://{host}/{ident} on {sub.long()}"


def _commons_cover(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> str:
    w, h = kit.width, kit.height
    m = 58.0
    width = w - 2 * m
    home, repo, host = rng.choice(COMMONS)
    series = rng.choice(SERIES_NAMES)
    kit.rect(0, h - 70, w, 70, fill=BRICK, stroke=None)
    kit.text(m, h - 42, home, 16, "bold", color=colors.white)
    kit.text(m, h - 58, repo, 10, color=colors.white)
    kit.text(m, h - 112, series, 22, "bold", color=BRICK)
    month = v.published.long().split()[1]
    kit.text(m, h - 130, f"{month} {v.year}", 10)
    y = kit.para(esc(paper.title), m, h - 150, width, kit.style(14, "bold", leading=18)) - 10
    lines = []
    for author in paper.authors:
        place = paper.affiliations[author.affiliations[0]].institution
        lines.append(f"{esc(author.name)}, <i>{esc(place)}</i>")
    style = kit.style(10, leading=12.5)
    for line in lines:
        y = kit.para(line, m, y, width, style) - 1
    slug = re.sub(r"[^a-z]+", "_", series.lower()).strip("_")
    y -= 14
    y = kit.para(f"Follow this and additional works at: https://{host}/{slug}", m, y, width,
                 kit.style(9, color=GREY)) - 3  # fmt: skip
    y = kit.para(f"Part of the {rng.choice(FIELDS_COMMONS)} Commons", m, y, width,
                 kit.style(9, color=GREY)) - 16  # fmt: skip
    y = kit.para("<b>Recommended Citation</b>", m, y, width, kit.style(10)) - 3
    people = [esc(_given_surname(a.name)) for a in paper.authors]
    names = "; ".join(people[:-1]) + ("; and " if len(people) > 1 else "") + people[-1]
    cite = (
        f'{names}, "{esc(paper.title)}" ({v.year}). <i>{series}</i>. {rng.randint(12, 999)}.'
        f"<br/>https://{host}/{slug}/{rng.randint(10, 999)}"
    )
    kit.para(cite, m, y, width, kit.style(9, leading=11.5))
    foot = (
        f"This Article is brought to you for free and open access by the {series} at {repo}. "
        f"It has been accepted for inclusion in {series} by an authorized administrator of "
        f"{repo}. For more information, please contact repository@{host}."
    )
    kit.rect(m, m - 6, width, 48, fill=PALE, stroke=None)
    kit.para(foot, m + 8, m + 38, width - 16, kit.style(8, leading=10))
    when = Date(rng.randint(1, 28), rng.randint(1, 12), min(v.year + rng.randint(1, 4), 2025))
    return f"This content downloaded from {home} on {when.long()}; all use subject to terms"


def archive_cover(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An archive's cover sheet before the paper, of two kinds: an open archive's (its
    short name large with a logo, its identifier, address and "Submitted on" at the
    right, the title and names, "To cite this version:" with the names and title again,
    the archive's blurb in English and French side by side, a licence badge) or a
    college commons' (a coloured band with the college, the series name larger than the
    title, each name with its institution, "Follow this and additional works at",
    "Part of the ... Commons", "Recommended Citation" with inverted names, the
    administrator's blurb); page two the paper: journal line, title, names with marks,
    places, "Abstract" (a heading or a run-in), keywords and the text, a download stamp
    up the margin or at the foot."""
    opened = rng.random() < 0.55
    stamp = (_open_archive_cover if opened else _commons_cover)(kit, paper, v, rng)
    kit.canvas.showPage()
    w, h = kit.width, kit.height
    m = 60.0
    width = w - 2 * m
    kit.text(m, h - 44, f"{v.journal} {v.year}; {v.volume}({v.issue}): {v.pages}", 8,
             "italic")  # fmt: skip
    kit.rule(m, w - m, h - 50, 0.4)
    y = kit.para(esc(paper.title), m, h - 74, width, kit.style(15, "bold", "centre", leading=19))
    letters = rng.random() < 0.4
    names = names_markup(paper, letters=letters, star=True)
    y = kit.para(names, m, y - 10, width, kit.style(11, align="centre", leading=14)) - 6
    for place in places_markup(paper, letters, parts=4):
        y = kit.para(place, m, y, width, kit.style(8.5, "italic", "centre", leading=10.5))
    _name, mail = corresponding(paper)
    y = kit.para(f"*Corresponding author. E-mail: {esc(mail)}", m, y - 4, width,
                 kit.style(8, align="centre")) - 14  # fmt: skip
    parts = abstract_parts(paper)
    text, _ = _fit(kit, parts, width - 40, y - m - 160, (9.5, 9.0, 8.5, 8.0, 7.5))
    if rng.random() < 0.5:
        kit.text(m + 20, y - 10, "Abstract", 10.5, "bold")
        y -= 14
    else:
        parts[0] = "<b>Abstract:</b> " + parts[0]
    for part in parts:
        y = kit.para(part, m + 20, y, width - 40, text) - 3
    if paper.keywords:
        keys = esc(", ".join(paper.keywords))
        y = kit.para(f"<b>Keywords:</b> {keys}", m + 20, y - 4, width - 40, text) - 4
    if opened:
        _stamp(kit, stamp, 22, m)
    else:
        kit.text(w / 2, 22, stamp, 6.5, align="centre", color=colors.grey)
    two = rng.random() < 0.6
    frames = columns(m, w - m, m, y - 10, 2) if two else [frame(m, m, width, y - 10)]
    return Placed(frames, numbering="arabic", size=9.5, columns=2 if two else 1, margin=m)


# --- 2. a perspective piece whose abstract is a standfirst ------------------------------


def teaser_standfirst(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A perspective / insight / commentary piece of a review journal: the journal's
    name and the piece's kind in a band, a large title, the abstract as a large-type
    standfirst with no heading (bold or light, coloured at times), the names on one line
    with wide spaces only (two or three a line) or "By ..." in capitals, the text in two
    columns starting unheaded with a pull quote, and the authors' places as sentences
    at the first column's foot ("Ann O'Neil is at ..., Pieter de Vries is in ...")."""
    w, h = kit.width, kit.height
    m = 48.0
    width = w - 2 * m
    journal, kind = rng.choice(PERSPECTIVES)
    kit.rect(m, h - 52, width, 18, fill=TEAL, stroke=None)
    kit.text(m + 6, h - 46, kind, 9, "bold", color=colors.white)
    kit.text(w - m - 6, h - 46, f"{journal} | {v.published.us()}", 8, align="right",
             color=colors.white)  # fmt: skip
    y = kit.para(esc(paper.title), m, h - 66, width * 0.92,
                 kit.style(rng.choice((22, 24, 26)), "bold", leading=28)) - 12  # fmt: skip
    parts = abstract_parts(paper)
    face = rng.choice(("bold", "regular", "italic"))
    tint = rng.choice((colors.black, TEAL, GREY))
    text, _ = _fit(kit, parts, width * 0.9, y - m - 300, (15, 14, 13, 12, 11, 10.5), face=face,
                   align="left", spread=1.28, color=tint)  # fmt: skip
    for part in parts:
        y = kit.para(part, m, y, width * 0.9, text) - 4
    y -= 8
    names = [a.name for a in paper.authors]
    if rng.random() < 0.7 and len(names) <= 9:
        per = 2 if len(names) <= 4 else 3
        for start in range(0, len(names), per):
            row = names[start : start + per]
            x = m
            for person in row:
                kit.text(x, y - 10, person, 10.5, "bold")
                x += kit.canvas.stringWidth(person, kit.faces["bold"], 10.5) + 34
            y -= 14
        y -= 6
    else:
        byline = "BY " + esc(_and([n.upper() for n in names], " AND "))
        y = kit.para(byline, m, y, width, kit.style(9.5, "bold", leading=12, color=TEAL)) - 8
    kit.rule(m, w - m, y, 0.6)
    y -= 10
    bits = []
    for author in paper.authors:
        place = paper.affiliations[author.affiliations[0]]
        verb = rng.choice(("is at", "is in the", "is with the"))
        where = place.line(3) if verb == "is at" else f"{place.department}, {place.institution}"
        bits.append(f"<b>{esc(author.name)}</b> {verb} {esc(where)}.")
    _name, mail = corresponding(paper)
    bits.append(f"e-mail: {esc(mail)}")
    col = (width - 16) / 2
    top_foot = kit.stack_up([" ".join(bits)], m, m, col, kit.style(7.2, leading=8.8))
    kit.rule(m, m + 60, top_foot + 3, 0.5)
    kit.text(w - m, m - 18, str(v.first), 8, "bold", align="right")
    quote = Paragraph(
        esc(paper.others[0].abstract[0].text.split(". ")[0][:150].rstrip(".")) + ".",
        kit.style(11, "italic", leading=14, color=TEAL, spaceBefore=6, spaceAfter=6),
    )
    frames = [frame(m, top_foot + 10, col, y), frame(m + col + 16, m, col, y)]
    return Placed(frames, lead=[quote] if rng.random() < 0.5 else [], first_heading=False,
                  numbering="plain", size=9, columns=2, margin=m)  # fmt: skip


# --- 3. a journal typeset in a word processor, junk metadata ---------------------------


def _junk_title(v: Venue, rng: random.Random) -> str:
    code = re.sub(r"[^A-Z]", "", v.abbrev.upper())[:4] or "JRNL"
    number = rng.randint(10, 99999)
    return rng.choice((
        f"{code}-D-{v.year % 100:02d}-{number:05d}_R{rng.randint(1, 3)}.docx",
        f"Microsoft Word - manuscript_final_v{rng.randint(2, 9)}.docx",
        f"Microsoft Word - {code.lower()}{number}.doc",
        "untitled",
        "Layout 1",
        f"PII: S{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}({v.year % 100:02d})00412-3",
        "Manuscript",
        f"paper{number}.dvi",
    ))  # fmt: skip


def _junk_metadata(kit: Kit, v: Venue, rng: random.Random) -> None:
    canvas = kit.canvas
    canvas.setAuthor(rng.choice(JUNK_AUTHORS))
    canvas.setTitle(_junk_title(v, rng))
    canvas.setCreator(rng.choice(WORD_CREATORS))
    if rng.random() < 0.3:
        canvas.setSubject(f"{v.journal}, {v.year}")


def office_journal(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A regional journal typeset in a word processor, with junk in the PDF's own author
    and title metadata (a login name, "Microsoft Office User", a typesetter, a file
    name as the title): a header table (journal, ISSN, volume, a logo), "Research
    Article", a left-aligned bold title, names and places interleaved (each name in bold
    on its line, its place in italics under it), "*Corresponding author", an "ABSTRACT"
    heading or "Abstract:" run-in, keywords, the text in one column from "1.
    INTRODUCTION" (two at times), and "Page 1 of N" at the foot."""
    _junk_metadata(kit, v, rng)
    w, h = kit.width, kit.height
    m = 56.0
    width = w - 2 * m
    journal, issn = rng.choice(REGIONAL)
    kit.rect(m, h - 86, width, 46, stroke=colors.black, width=0.5)
    kit.logo(m + 6, h - 80, 44, 34, colors.HexColor("#2e7d32"))
    kit.text(m + 60, h - 56, journal, 10.5, "bold")
    kit.text(m + 60, h - 70, f"{issn} | Vol. {v.volume}, Issue {v.issue}, {v.year}", 8)
    kit.text(m + 60, h - 80, f"https://doi.org/{v.doi}", 7.5, color=colors.blue)
    kit.text(m, h - 104, rng.choice(("Research Article", "Original Research Article",
                                      "Full Length Research Paper")), 10, "italic")  # fmt: skip
    y = kit.para(esc(paper.title), m, h - 112, width, kit.style(15, "bold", leading=19)) - 10
    numbered = rng.random() < 0.5
    size = 10.5 if len(paper.authors) <= 6 else 9.5
    for index, author in enumerate(paper.authors):
        mark = "*" if author.corresponding else ""
        label = f"{index + 1}. " if numbered else ""
        y = kit.para(f"{label}<b>{esc(author.name)}</b>{mark}", m, y, width,
                     kit.style(size, leading=size * 1.25))  # fmt: skip
        place = paper.affiliations[author.affiliations[0]].line(4)
        y = kit.para(esc(place), m + (10 if numbered else 0), y, width,
                     kit.style(size - 1.5, "italic", leading=(size - 1.5) * 1.2)) - 3  # fmt: skip
    _name, mail = corresponding(paper)
    y = kit.para(f"*Corresponding author: {esc(mail)}", m, y - 3, width, kit.style(8.5)) - 12
    kit.rule(m, w - m, y + 4, 0.5)
    parts = abstract_parts(paper)
    text, _ = _fit(kit, parts, width, y - m - 140, (10, 9.5, 9.0, 8.5, 8.0))
    if rng.random() < 0.5:
        kit.text(m, y - 9, "ABSTRACT", 10, "bold")
        y -= 14
    else:
        parts[0] = "<b>Abstract:</b> " + parts[0]
    for part in parts:
        y = kit.para(part, m, y, width, text) - 3
    if paper.keywords:
        y = kit.para("<b>Keywords:</b> " + esc(", ".join(paper.keywords)), m, y - 4, width,
                     text) - 4  # fmt: skip
    kit.rule(m, w - m, y - 2, 0.5)
    kit.text(w - m, m - 22, f"Page 1 of {rng.randint(8, 18)}", 8, align="right")
    kit.text(m, m - 22, f"{journal}", 7.5, "italic", color=GREY)
    two = rng.random() < 0.3
    frames = columns(m, w - m, m, y - 10, 2) if two else [frame(m, m, width, y - 10)]
    return Placed(frames, numbering="roman" if rng.random() < 0.3 else "arabic", size=10,
                  columns=2 if two else 1, margin=m)  # fmt: skip


# --- 4. an abstract running on into categories, concepts and keywords ------------------


def _author_grid(
    kit: Kit, paper: Paper, top: float, box: tuple[float, float], *, per: int, size: float
) -> float:
    """Author blocks ``per`` a row: the name, then under it the institution, the place
    and the e-mail, each block centred in its cell; the lowest bottom."""
    left, width = box
    cell = width / per
    y = top
    for start in range(0, len(paper.authors), per):
        row = paper.authors[start : start + per]
        shift = (per - len(row)) * cell / 2
        low = y
        for k, author in enumerate(row):
            place = paper.affiliations[author.affiliations[0]]
            x = left + shift + k * cell
            bottom = kit.para(esc(author.name), x, y, cell - 6,
                              kit.style(size + 2, align="centre"))  # fmt: skip
            lines = [place.institution, ", ".join(p for p in (place.address, place.country) if p),
                     author.email]  # fmt: skip
            for line in lines:
                if line:
                    bottom = kit.para(
                        esc(line),
                        x,
                        bottom,
                        cell - 6,
                        kit.style(size, align="centre", leading=size * 1.2),
                    )
            low = min(low, bottom)
        y = low - 10
    return y


def ccs_runon(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An older computing proceedings paper: a large centred sans title, author blocks
    three (two) a row with the institution, place and e-mail under each name, two
    columns, "ABSTRACT" over the abstract, and then, with no gap and in the same size,
    "Categories and Subject Descriptors" (subject codes), "General Terms", "Keywords" or
    "CCS Concepts" / "Index Terms" (a run-in in the abstract's own last paragraph at
    times); the permission and copyright block at the first column's foot; "1.
    INTRODUCTION"."""
    w, h = kit.width, kit.height
    m = 54.0
    width = w - 2 * m
    short, meeting, place = rng.choice(OLD_MEETINGS)
    y = kit.para(esc(paper.title), m + 20, h - 62, width - 40,
                 kit.style(17, "bold", "centre", leading=21)) - 16  # fmt: skip
    per = 3 if len(paper.authors) != 2 and len(paper.authors) != 4 else 2
    size = 8.5 if len(paper.authors) <= 6 else 7.5
    y = _author_grid(kit, paper, y, (m, width), per=per, size=size) - 6
    col = (width - 18) / 2
    permission = (
        "Permission to make digital or hard copies of all or part of this work for personal or "
        "classroom use is granted without fee provided that copies are not made or distributed "
        "for profit or commercial advantage and that copies bear this notice and the full "
        "citation on the first page. To copy otherwise, to republish, to post on servers or to "
        f"redistribute to lists, requires prior specific permission and/or a fee.<br/><i>{short}"
        f"</i>: {meeting}, {v.published.us()}, {place}.<br/>Copyright {v.year} the Society "
        f"for Computing Practice 978-1-{rng.randint(10000, 99999)}-{rng.randint(100, 999)}-"
        f"{rng.randint(0, 9)}/{v.year % 100:02d}/{v.published.month:02d} ...$10.00."
    )
    top_foot = kit.stack_up([permission], m, m, col, kit.style(6.8, leading=8))
    text = kit.style(9, align="justify", leading=10.8)
    head = kit.style(10, "bold", leading=12, spaceBefore=0, spaceAfter=0)
    lead = [Paragraph("ABSTRACT", kit.style(10, "bold", leading=12, spaceAfter=2))]
    parts = abstract_parts(paper)
    kind = rng.choice(("categories", "categories", "ccs", "index", "inline"))
    keys = esc(", ".join(paper.keywords)) if paper.keywords else "experiments"
    if kind == "inline":
        parts[-1] += f" <b>Keywords:</b> {keys}"
    lead += [Paragraph(p, text) for p in parts]
    if kind == "categories":
        codes = rng.sample(CATEGORIES, rng.randint(1, 3))
        terms = ", ".join(sorted(rng.sample(GENERAL_TERMS, rng.randint(2, 3))))
        lead += [
            Paragraph("Categories and Subject Descriptors", head),
            Paragraph(esc("; ".join(codes)), text),
            Paragraph("General Terms", head),
            Paragraph(terms, text),
            Paragraph("Keywords", head),
            Paragraph(keys, text),
        ]
    elif kind == "ccs":
        lead += [
            Paragraph("CCS Concepts", head),
            Paragraph("; ".join(rng.sample(CONCEPTS, rng.randint(1, 3))) + ";", text),
            Paragraph("Keywords", head),
            Paragraph(keys, text),
        ]
    elif kind == "index":
        lead += [Paragraph(f"<b><i>Index Terms</i></b>\u2014{keys}", text)]
    lead.append(Spacer(1, 6))
    first = [frame(m, top_foot + 8, col, y), frame(m + col + 18, m, col, y)]
    return Placed(first, lead=lead, numbering="arabic", size=9, columns=2, margin=m)  # fmt: skip


# --- 5. structured abstracts across a column break, another language first -------------


def _structured_flow(kit: Kit, heads: list[str], texts: list[str], size: float) -> list:
    label = kit.style(size + 0.5, "bold", leading=(size + 0.5) * 1.2, spaceBefore=4)
    text = kit.style(size, align="justify", leading=size * 1.3)
    flow: list = []
    for head, body in zip(heads, texts, strict=True):
        if head:
            flow.append(Paragraph(esc(head), label))
        flow.append(Paragraph(esc(body), text))
    return flow


def _clinical_foot(
    kit: Kit, paper: Paper, v: Venue, rng: random.Random, where: tuple[str, float, float]
) -> float:
    """The citation, correspondence and licence at the first column's foot, the
    online-version box over them at times; the top."""
    lang, m, col = where
    words = LANGUAGES[lang]
    _journal, _kind, cite_head, contact, _got, _took = CLINICAL[lang]
    name, mail = corresponding(paper)
    foot = [
        f"<b>{cite_head}:</b> {citation(paper, v, 'vancouver')}",
        f"<b>{contact}:</b> {esc(name)}, {esc(mail)}",
        f"\u00a9 {words['rights']} {v.year}. Open Access (CC BY 4.0).",
    ]
    top_foot = kit.stack_up(foot, m, m, col, kit.style(7, leading=8.4))
    kit.rule(m, m + col, top_foot + 3, 0.4)
    if rng.random() < 0.75:  # the online-version box with a code square over the foot
        base = top_foot + 12
        kit.rect(m, base, col, 64, fill=PALE, stroke=None)
        kit.picture(m + 8, base + 8, 48, 48, rng.randint(0, 3))
        online = ONLINE[lang]
        kit.para(online, m + 64, base + 56, col - 72, kit.style(7.5, leading=9.2))
        top_foot = base + 64
    return top_foot


def structured_split(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A German- or French-language clinical journal article: the journal's band, the
    article type, the (English) title, names with numbered marks joined by "und" / "et",
    places, dates in that language; in two columns under them the abstract in the
    journal's language with its headings (Hintergrund / Methoden / Ergebnisse /
    Schlussfolgerungen, Contexte / Méthodes / ...) each on a line of its own, then
    "Abstract" with the record's labels each on their own line over their texts (an
    unstructured abstract in two to four paragraphs), the columns breaking inside them;
    the citation, correspondence and licence at the first column's foot."""
    lang = rng.choice(("de", "fr"))
    w, h = kit.width, kit.height
    m = 50.0
    width = w - 2 * m
    words = LANGUAGES[lang]
    journal, kind, _cite, _contact, got, took = CLINICAL[lang]
    kit.rect(0, h - 46, w, 46, fill=NAVY, stroke=None)
    kit.text(m, h - 30, journal, 12, "bold", color=colors.white)
    kit.text(w - m, h - 30, f"{v.year} \u00b7 {v.volume}:{v.pages}", 9, align="right",
             color=colors.white)  # fmt: skip
    kit.text(m, h - 66, kind, 10, "bold", color=NAVY)
    kit.text(w - m, h - 66, f"https://doi.org/{v.doi}", 7.5, align="right", color=GREY)
    y = kit.para(esc(paper.title), m, h - 76, width, kit.style(17, "bold", leading=21)) - 10
    names = names_markup(paper, star=False, last=words["and"])
    y = kit.para(names, m, y, width, kit.style(11, leading=14)) - 4
    for place in places_markup(paper, parts=3):
        y = kit.para(place, m, y, width, kit.style(8, leading=9.6))
    y = kit.para(f"{got}: {v.received.long()} \u00b7 {took}: {v.accepted.long()}", m, y - 4,
                 width, kit.style(7.5, color=GREY)) - 10  # fmt: skip
    kit.rule(m, w - m, y + 4, 0.8)
    col = (width - 18) / 2
    top_foot = _clinical_foot(kit, paper, v, rng, (lang, m, col))
    chars = len(paper.record.abstract_text)
    size = 9.5 if chars < 1200 else 9 if chars < 2000 else 8.5
    flow: list = []
    topic = paper.keywords[0] if paper.keywords else words["topic"]
    sentences = list(words["sentences"])
    foreign = [
        f"{sentences[0].format(k=topic)} {sentences[1]}",
        sentences[2],
        sentences[3],
        f"{sentences[4]} {sentences[5]}",
    ]
    flow.append(
        Paragraph(words["abstract"], kit.style(11, "bold", leading=13, color=NAVY, spaceAfter=2))
    )
    flow += _structured_flow(kit, list(STRUCTURED[lang]), foreign, size)
    if paper.keywords:
        flow.append(
            Paragraph(
                f"<b>{words['keys']}:</b> " + esc(", ".join(paper.keywords)),
                kit.style(size, leading=size * 1.2, spaceBefore=3),
            )
        )
    flow.append(Spacer(1, 8))
    flow.append(Paragraph("Abstract", kit.style(11, "bold", leading=13, color=NAVY,
                                                spaceAfter=2)))  # fmt: skip
    if paper.structured:
        heads = [s.label for s in paper.abstract]
        texts = [s.text for s in paper.abstract]
    else:
        texts = _sentences(paper.record.abstract_text, rng.randint(2, 4))
        heads = [""] * len(texts)
    flow += _structured_flow(kit, heads, texts, size)
    if paper.keywords:
        flow.append(
            Paragraph(
                "<b>Keywords:</b> " + esc(", ".join(paper.keywords)),
                kit.style(size, leading=size * 1.2, spaceBefore=3),
            )
        )
    flow.append(Spacer(1, 8))
    first = Paragraph(f"1 {words['first']}",
                      kit.style(10, "bold", spaceAfter=3))  # fmt: skip
    frames = [frame(m, top_foot + 8, col, y - 4), frame(m + col + 18, m, col, y - 4)]
    return Placed(frames, lead=[*flow, first], first_heading=False, numbering="spaced",
                  size=9, columns=2, margin=m)  # fmt: skip


# --- 6. many authors in columns, a headingless abstract (on page two at times) ---------


def collab_columns(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A many-author paper (a consortium or a large lab): a small journal line, a
    centred title, the authors in two or three columns with each one's department,
    institution and country under the name (in italics), a correspondence line, dates;
    the abstract with no heading, an indented paragraph in a smaller or italic face
    under a rule (or, on a title page where the names fill page one, at the top of page
    two), the text from "1 Introduction"."""
    w, h = kit.width, kit.height
    m = 54.0
    width = w - 2 * m
    kit.text(m, h - 40, f"{v.abbrev} {v.volume} ({v.year}) {v.first}", 8, "italic", color=GREY)
    kit.text(w - m, h - 40, f"doi:{v.doi}", 8, align="right", color=GREY)
    y = kit.para(esc(paper.title), m + 10, h - 70, width - 20,
                 kit.style(16, "bold", "centre", leading=20)) - 16  # fmt: skip
    per = 3 if len(paper.authors) >= 5 or rng.random() < 0.4 else 2
    cell = width / per
    size = 8 if len(paper.authors) > 6 else 8.8
    for start in range(0, len(paper.authors), per):
        row = paper.authors[start : start + per]
        low = y
        for k, author in enumerate(row):
            x = m + k * cell
            bottom = kit.para(esc(author.name), x, y, cell - 8, kit.style(size + 1.7, "bold"))
            for link in author.affiliations:
                place = paper.affiliations[link]
                bottom = kit.para(esc(place.line(4)), x, bottom, cell - 8,
                                  kit.style(size, "italic", leading=size * 1.18))  # fmt: skip
            low = min(low, bottom)
        y = low - 8
    name, mail = corresponding(paper)
    y = kit.para(f"Correspondence: {esc(name)} ({esc(mail)})", m, y - 2, width,
                 kit.style(8, color=GREY)) - 2  # fmt: skip
    y = kit.para(f"Received {v.received.long()}; accepted {v.accepted.long()}", m, y, width,
                 kit.style(8, color=GREY)) - 10  # fmt: skip
    parts = abstract_parts(paper)
    face = rng.choice(("italic", "regular", "bold"))
    cover = y < h * 0.45 or rng.random() < 0.3
    if cover:
        kit.text(w / 2, m - 22, "1", 9, align="centre")
        kit.canvas.showPage()
        y = h - 70
        kit.text(w - m, h - 40, f"{v.abbrev} {v.volume} ({v.year})", 8, "italic", align="right",
                 color=GREY)  # fmt: skip
    kit.rule(m, w - m, y + 4, 0.6)
    text, _ = _fit(kit, parts, width - 48, y - m - 120, (9.5, 9.0, 8.5, 8.0, 7.5), face=face)
    text.firstLineIndent = 12
    y -= 6
    for part in parts:
        y = kit.para(part, m + 24, y, width - 48, text) - 2
    kit.rule(m, w - m, y - 4, 0.6)
    two = rng.random() < 0.6
    frames = columns(m, w - m, m, y - 16, 2) if two else [frame(m, m, width, y - 16)]
    return Placed(frames, numbering="spaced", size=9.5, columns=2 if two else 1, margin=m)


# --- 7. an older preprint with a broken text layer -------------------------------------


def _font_xrefs(doc, face: str) -> list[int]:
    """The xrefs of the embedded TrueType subsets of ``face`` ("bold" or "regular")."""
    out = []
    for xref in range(1, doc.xref_length()):
        base = doc.xref_get_key(xref, "BaseFont")
        if base[0] != "name" or doc.xref_get_key(xref, "ToUnicode")[0] != "xref":
            continue
        name = base[1]
        bold = "Bold" in name
        slanted = "Italic" in name or "Oblique" in name
        if (face == "bold" and bold and not slanted) or (
            face == "regular" and not bold and not slanted
        ):
            out.append(xref)
    return out


def _wrong_map(face: str, shift: int):
    """Each mapped letter moved ``shift`` places on in its alphabet (an old producer's
    map to the wrong code points); ``shift`` 0: every code to the private use area."""

    def move(match: re.Match) -> str:
        code = int(match.group(1), 16)
        if not shift:
            return f"<{0xE000 + int(match.group(0)[1:3], 16):04X}>"
        ch = chr(code)
        if "a" <= ch <= "z":
            code = ord("a") + (code - ord("a") + shift) % 26
        elif "A" <= ch <= "Z":
            code = ord("A") + (code - ord("A") + shift) % 26
        return f"<{code:04X}>"

    def pair(match: re.Match) -> str:
        return match.group(0)[:5] + move(match)

    def change(doc) -> None:
        for xref in _font_xrefs(doc, face):
            cmap = doc.xref_get_key(xref, "ToUnicode")[1].split()[0]
            stream = doc.xref_stream(int(cmap)).decode("latin-1")
            new = re.sub(r"<[0-9A-Fa-f]{2}> <([0-9A-Fa-f]{4})>", pair, stream)
            doc.update_stream(int(cmap), new.encode("latin-1"))

    return change


def _as_image(top: float, bottom: float):
    """The page's title block from ``top`` to ``bottom`` (PDF points from the foot)
    replaced by a grey picture of itself, its text removed."""

    def change(doc) -> None:
        import pymupdf

        page = doc[0]
        height = page.rect.height
        rect = pymupdf.Rect(0, height - top, page.rect.width, height - bottom)
        pix = page.get_pixmap(clip=rect, dpi=150, colorspace=pymupdf.csGRAY)
        page.add_redact_annot(rect)
        page.apply_redactions(images=pymupdf.PDF_REDACT_IMAGE_NONE,
                              graphics=pymupdf.PDF_REDACT_LINE_ART_NONE)  # fmt: skip
        page.insert_image(rect, pixmap=pix)

    return change


def broken_layer(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An older department preprint in a TeX look (an embedded TrueType serif), whose
    text layer is broken as old producers' are, while the page prints the truth: the
    title's bold font without its /ToUnicode map, the regular font's map sending letters
    to the wrong ones, or the title block (title, names, places) a grey picture of
    itself. The page: preprint number and date at the top right, a centred title, names
    and places interleaved (each name centred over its italic place, "and" between),
    the date, a centred "Abstract" and the indented abstract, PACS numbers or key words,
    the text from "1 Introduction" in one column."""
    w, h = kit.width, kit.height
    m = 72.0
    width = w - 2 * m
    lab = rng.choice(OLD_LABS)
    code = "".join(word[0] for word in lab.split() if word[0].isupper())
    number = f"{code}-{v.year % 100:02d}/{rng.randint(1, 60):02d}"
    kit.text(w - m, h - 60, number, 10, align="right")
    month = v.received.long().split()[1]
    kit.text(w - m, h - 73, f"{month} {v.received.year}", 10, align="right")
    top = h - 96
    y = kit.para(esc(paper.title), m, top, width, kit.style(16, "bold", "centre", leading=21))
    y -= 16
    for index, author in enumerate(paper.authors):
        y = kit.para(esc(author.name), m, y, width, kit.style(11.5, align="centre", leading=14))
        place = paper.affiliations[author.affiliations[0]]
        y = kit.para(esc(place.line(4)), m, y, width,
                     kit.style(10, "italic", "centre", leading=12.5)) - 4  # fmt: skip
        if index < len(paper.authors) - 1 and len(paper.authors) <= 4:
            y = kit.para("and", m, y, width, kit.style(10, align="centre")) - 4
    bottom = y - 4
    y -= 18
    kit.text(w / 2, y, "Abstract", 11, "bold", align="centre")
    y -= 8
    parts = abstract_parts(paper, "i")
    text, _ = _fit(kit, parts, width - 50, y - m - 100, (10.5, 10, 9.5, 9, 8.5, 8))
    for part in parts:
        y = kit.para(part, m + 25, y, width - 50, text) - 3
    if rng.random() < 0.5:
        pacs = ", ".join(f"{rng.randint(2, 98):02d}.{rng.randint(10, 80)}.+{c}"
                         for c in rng.sample("abcdefghjk", 2))  # fmt: skip
        y = kit.para(f"PACS numbers: {pacs}", m + 25, y - 6, width - 50, kit.style(9)) - 4
    elif paper.keywords:
        y = kit.para("<i>Key words:</i> " + esc(", ".join(paper.keywords)), m + 25, y - 6,
                     width - 50, kit.style(9)) - 4  # fmt: skip
    kit.text(w / 2, m - 30, "1", 10, align="centre")
    how = rng.choice(("bold-private", "regular-wrong", "title-image"))
    kit.extra["broken"] = how
    post = {
        "bold-private": _wrong_map("bold", 0),
        "regular-wrong": _wrong_map("regular", rng.randint(3, 20)),
        "title-image": _as_image(top + 4, bottom),
    }[how]
    return Placed([frame(m, m, width, y - 14)], numbering="spaced", size=10.5, columns=1,
                  margin=m, post=lambda path: _rewrite(path, post))  # fmt: skip


# --- 8. a workshop paper: names on one line with only wide spaces ----------------------


def _within(kit: Kit, text: str, size: float, room: float, face: str = "regular") -> float:
    """``size``, or less where ``text`` would not fit ``room`` less a wide space."""
    wide = kit.canvas.stringWidth(text, kit.faces[face], size)
    return size if wide <= room - 18 else size * (room - 18) / wide


def tabbed_workshop(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A workshop paper from a word processor's template (junk in the PDF's author
    metadata at times): the workshop's line, a centred bold title, the names two or
    three to a line with only wide spaces between them (tab stops, no commas), under
    each line its places at the same stops and the e-mails likewise; an "Abstract" run-in
    in bold italics, "Keywords" next with no gap; one or two columns from "1
    Introduction"."""
    if rng.random() < 0.6:
        _junk_metadata(kit, v, rng)
    w, h = kit.width, kit.height
    m = 60.0
    width = w - 2 * m
    kit.text(w / 2, h - 44, f"{rng.choice(WORKSHOPS)} ({v.year})", 8.5, "italic",
             align="centre", color=GREY)  # fmt: skip
    y = kit.para(esc(paper.title), m + 10, h - 70, width - 20,
                 kit.style(16, "bold", "centre", leading=20)) - 14  # fmt: skip
    per = 2 if len(paper.authors) in (2, 4) or rng.random() < 0.4 else 3
    stop = width / per
    size = 11 if len(paper.authors) <= 6 else 10
    for start in range(0, len(paper.authors), per):
        row = paper.authors[start : start + per]
        xs = [m + stop * (k + 0.5) + (per - len(row)) * stop / 2 for k in range(len(row))]
        for x, author in zip(xs, row, strict=True):
            kit.text(
                x, y - size, author.name, _within(kit, author.name, size, stop), align="centre"
            )
        y -= size + 4
        for x, author in zip(xs, row, strict=True):
            place = paper.affiliations[author.affiliations[0]]
            lines = (place.institution, place.country or place.address, author.email)
            for k, (line, face) in enumerate(
                zip(lines, ("italic", "italic", "regular"), strict=True)
            ):
                fit = _within(kit, line, 8.5, stop, face)
                kit.text(x, y - 8.5 - 10.5 * k, line, fit, face, align="centre")
        y -= 44
    y -= 4
    parts = abstract_parts(paper)
    two = rng.random() < 0.5
    text = kit.style(9.5 if two else 10, align="justify", leading=(9.5 if two else 10) * 1.2)
    parts[0] = "<b><i>Abstract</i></b>\u2014" + parts[0]
    if rng.random() < 0.5:
        parts[0] = parts[0].replace("\u2014", ": ", 1)
    lead = [Paragraph(p, text) for p in parts]
    keys = esc(", ".join(paper.keywords)) if paper.keywords else "applications"
    lead.append(Paragraph(f"<b><i>Keywords</i></b>\u2014{keys}", text))
    lead.append(Spacer(1, 8))
    kit.text(w / 2, m - 24, "1", 9, align="centre")
    frames = columns(m, w - m, m, y, 2) if two else [frame(m, m, width, y)]
    return Placed(frames, lead=lead, numbering="spaced", size=9.5 if two else 10,
                  columns=2 if two else 1, margin=m)  # fmt: skip
