"""Eight held-out first-page designs (round 72), everyday kinds: a mid-size society
journal article with names and places interleaved in one centred block, a two-column
conference paper with names in one line and places by numbers, a preprint of the LaTeX
article class, a German- or French-language journal article with its English abstract
second, a chemistry-style article with a large graphic beside or above its abstract, a
journal article with names joined by middle dots and places in the page's footnotes, a
university repository's cover sheet before an accepted manuscript, and a magazine feature
whose standfirst is the abstract."""

from __future__ import annotations

import random

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, Spacer

from realpage_corpus.clutter import (
    Date,
    Venue,
    abstract_parts,
    citation,
    corresponding,
    esc,
    marks_of,
    names_markup,
    places_markup,
)
from realpage_corpus.kit import Kit, columns, frame
from realpage_corpus.layout import Placed

WINE = colors.HexColor("#7a1f2b")
SLATE = colors.HexColor("#34495e")
SKY = colors.HexColor("#e9f1f8")
AMBER = colors.HexColor("#c8790a")
SYMBOLS = ("\u2020", "\u2021", "\u00a7", "\u00b6", "#", "**", "\u2020\u2020", "\u2021\u2021")
SOCIETIES = (
    ("Journal of the Atmospheric Sciences Society", "Society for Atmospheric Research"),
    ("Bulletin of Hydrological Studies", "Hydrological Studies Society"),
    ("Journal of Applied Acoustics and Vibration", "Society of Acoustics and Vibration"),
    ("Journal of Plant Ecology and Soils", "Society for Plant Ecology"),
    ("Journal of Quantitative Sociology", "Association for Quantitative Sociology"),
)
MEETINGS = (
    "Proceedings of the 9th Workshop on Language Resources and Evaluation",
    "Proceedings of the Annual Meeting on Computational Semantics",
    "Proceedings of the 4th Workshop on Trustworthy Learning Systems",
    "Findings of the Conference on Text and Speech Processing",
    "Proceedings of the 12th International Conference on Learning and Vision",
)
MAGAZINES = (
    ("COMPUTING PRACTICE", "Computing Practice Magazine"),
    ("THE SCIENCE OBSERVER", "The Science Observer"),
    ("ENGINEERING REVIEW", "Engineering Review Magazine"),
    ("HEALTH SYSTEMS TODAY", "Health Systems Today"),
)
_DE_MONTHS = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
              "September", "Oktober", "November", "Dezember")  # fmt: skip
_FR_MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
              "septembre", "octobre", "novembre", "décembre")  # fmt: skip
# a German- or French-language journal's words and a generic first abstract in that
# language (printed before the English abstract; not the truth)
LANGUAGES = {
    "de": {
        "journals": (
            "Zeitschrift für Angewandte Umweltforschung",
            "Deutsche Zeitschrift für Versorgungsforschung",
            "Zeitschrift für Bildungs- und Sozialforschung",
        ),
        "kinds": ("Originalarbeit", "Übersichtsarbeit", "Originalien", "Kurzbeitrag"),
        "abstract": "Zusammenfassung",
        "keys": "Schlüsselwörter",
        "and": " und ",
        "dates": ("Eingegangen", "Angenommen", "Online publiziert"),
        "contact": "Korrespondenzadresse",
        "mail": "E-Mail",
        "topic": "das Thema",
        "first": "Einleitung",
        "rights": "Der/die Autor(en)",
        "sentences": (
            "Die vorliegende Studie untersucht {k} anhand von Daten aus mehreren Quellen.",
            "Hintergrund der Arbeit ist die bislang unzureichende Evidenz zu dieser Frage.",
            "Es wurden die wichtigsten Einflussfaktoren in einer Stichprobe analysiert.",
            "Die Ergebnisse zeigen deutliche Unterschiede zwischen den untersuchten Gruppen.",
            "Die Befunde werden im Hinblick auf Forschung und Praxis diskutiert.",
            "Weitere Untersuchungen sind notwendig, um die Ergebnisse zu bestätigen.",
        ),
    },
    "fr": {
        "journals": (
            "Revue française de santé et société",
            "Cahiers de recherche en sciences de l'éducation",
            "Revue d'écologie et d'environnement appliqués",
        ),
        "kinds": ("Article original", "Note de recherche", "Revue de la littérature"),
        "abstract": "Résumé",
        "keys": "Mots-clés",
        "and": " et ",
        "dates": ("Reçu le", "Accepté le", "Disponible en ligne le"),
        "contact": "Auteur correspondant",
        "mail": "Courriel",
        "topic": "le sujet",
        "first": "Introduction",
        "rights": "Les auteurs",
        "sentences": (
            "Cette étude examine {k} à partir de données recueillies dans plusieurs contextes.",
            "L'objectif était de mieux comprendre les facteurs associés à ce phénomène.",
            "Une analyse quantitative a été menée sur un échantillon représentatif.",
            "Les résultats montrent des différences importantes entre les groupes étudiés.",
            "Les implications pour la recherche et la pratique sont discutées.",
            "D'autres travaux seront nécessaires pour confirmer ces observations.",
        ),
    },
}


def _fit(
    kit: Kit,
    parts: list[str],
    width: float,
    room: float,
    sizes: tuple[float, ...],
    *,
    face: str = "regular",
    align: str = "justify",
    spread: float = 1.22,
    **more: float,
) -> tuple[ParagraphStyle, float]:
    """The first of ``sizes`` at which ``parts`` (each 2 pt apart) fit in ``room``
    points at ``width``, else the last; the style and the parts' height."""
    for size in sizes:
        style = kit.style(size, face, align, leading=size * spread, **more)
        need = sum(kit.tall(p, width, style) + 2 for p in parts)
        if need <= room:
            break
    return style, need


def _surname(name: str) -> str:
    return name.rsplit(maxsplit=1)[-1]


def _groups(paper: Paper) -> list[tuple[list[str], tuple[int, ...]]]:
    """Runs of consecutive authors with the same affiliations: their names and links."""
    out: list[tuple[list[str], tuple[int, ...]]] = []
    for author in paper.authors:
        if out and out[-1][1] == author.affiliations:
            out[-1][0].append(author.name)
        else:
            out.append(([author.name], author.affiliations))
    return out


def _and(names: list[str], last: str = " and ", join: str = ", ") -> str:
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return names[0] + last + names[1]
    return join.join(names[:-1]) + ("," if last == " and " else "") + last + names[-1]


def _rows(
    kit: Kit,
    units: list[tuple[str, str, str]],
    x: float,
    top: float,
    width: float,
    *,
    style: ParagraphStyle,
    gap: float,
) -> float:
    """Names as unbreakable units (plain text, raised marks, markup) in centred lines
    ``gap`` apart, as a template sets them in a row of boxes; the last line's bottom."""
    size, font = style.fontSize, style.fontName
    sized = [
        (kit.canvas.stringWidth(plain, font, size) + kit.canvas.stringWidth(mark, font, size * 0.7)
         + 2, markup)
        for plain, mark, markup in units
    ]  # fmt: skip
    lines: list[list[tuple[float, str]]] = [[]]
    for unit in sized:
        used = sum(u[0] for u in lines[-1]) + gap * len(lines[-1])
        if lines[-1] and used + unit[0] > width:
            lines.append([])
        lines[-1].append(unit)
    y = top
    for line in lines:
        total = sum(u[0] for u in line) + gap * (len(line) - 1)
        left, low = x + (width - total) / 2, y
        for wide, markup in line:
            low = min(low, kit.para(markup, left, y, wide + 6, style))
            left += wide + gap
        y = low
    return y


def society_journal(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A mid-size society journal article (atmospheric science, hydrology, acoustics,
    ecology, sociology): a running line (date, surnames, page) over a rule, a centred
    title (capitals at times), then one centred block where each run of names sharing a
    place is followed by that place in italics (the names in capitals at times), the
    "(Manuscript received ..., in final form ...)" line, a headingless abstract indented
    and one size smaller ("ABSTRACT" over it at times), keywords at times, and the
    corresponding author and the society's copyright at the foot of the first column; two
    columns from "1. Introduction"."""
    m = 54.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    journal, society = rng.choice(SOCIETIES)
    top = h - 40
    heads = [_surname(a.name).upper() for a in paper.authors]
    head = heads[0] + (
        " ET AL." if len(heads) > 2 else "" if len(heads) == 1 else f" AND {heads[1]}"
    )
    kit.text(m, top, f"{v.published.day} {v.published.long().split()[1].upper()} {v.year}", 7.5)
    kit.text(w / 2, top, head, 7.5, align="centre")
    kit.text(w - m, top, str(v.first), 8, "bold", align="right")
    kit.rule(m, w - m, top - 5, 0.5)
    kit.text(m, top - 16, journal.upper(), 7.5, "bold")
    kit.text(w - m, top - 16, f"VOLUME {v.volume}", 7.5, "bold", align="right")
    caps_title = rng.random() < 0.4
    title = paper.title.upper() if caps_title else paper.title
    y = kit.para(esc(title), m + 30, top - 44, width - 60,
                 kit.style(13.5, "bold", "centre", leading=17)) - 12  # fmt: skip
    caps = rng.random() < 0.5
    name_style = kit.style(10, align="centre", leading=12.5)
    place_style = kit.style(8.5, "italic", "centre", leading=10.5)
    for names, links in _groups(paper):
        shown = [n.upper() if caps else n for n in names]
        y = kit.para(esc(_and(shown, " AND " if caps else " and ")), m, y, width, name_style)
        for link in links:
            y = kit.para(esc(paper.affiliations[link].line(4)), m + 40, y, width - 80, place_style)
        y -= 5
    r, f = v.received, v.revised
    y = kit.para(f"(Manuscript received {r.day} {r.long().split()[1]} {r.year}, in final form "
                 f"{f.day} {f.long().split()[1]} {f.year})", m, y - 2, width,
                 kit.style(8, align="centre")) - 12  # fmt: skip
    name, mail = corresponding(paper)
    foot = [
        f"<i>Corresponding author:</i> {esc(name)}, {esc(mail)}",
        f"\u00a9 {v.year} {esc(society)}. For information regarding reuse of this content "
        "and general copyright information, consult the Society's reuse policy.",
    ]
    col = (width - 18) / 2
    top_foot = kit.stack_up(foot, m, m, col, kit.style(7, leading=8.5))
    kit.rule(m, m + 60, top_foot + 3, 0.5)
    if rng.random() < 0.3:
        kit.text(w / 2, y, "ABSTRACT", 8.5, "bold", align="centre")
        y -= 6
    parts = abstract_parts(paper)
    inner = width - 72
    room = y - top_foot - 160
    text, _ = _fit(kit, parts, inner, room, (9.0, 8.5, 8.0, 7.5, 7.0), firstLineIndent=12)
    for part in parts:
        y = kit.para(part, m + 36, y, inner, text) - 2
    if paper.keywords and rng.random() < 0.5:
        y = kit.para("<i>KEYWORDS:</i> " + esc("; ".join(k.capitalize() for k in paper.keywords)),
                     m + 36, y - 4, inner, kit.style(8.5)) - 2  # fmt: skip
    y -= 14
    kit.rule(m, w - m, y + 6, 0.4)
    return Placed(
        [frame(m, top_foot + 10, col, y), frame(m + col + 18, m, col, y)],
        numbering="arabic", size=9.5, margin=m,
    )  # fmt: skip


def acl_conference(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A conference or workshop paper of a common two-column template (language
    processing, learning, vision): a bold centred title, the names in one line with
    numbered marks (stars for equal contribution at times), the places in one line by
    their numbers, the e-mails in a smaller line at times, then two columns from the
    top, the first opening with a centred bold "Abstract" over an indented abstract
    and going on with "1 Introduction"; the meeting's proceedings line (pages, date,
    association) centred at the page's foot."""
    m = 56.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    y = kit.para(esc(paper.title), m + 20, h - 66, width - 40,
                 kit.style(15, "bold", "centre", leading=18)) - 14  # fmt: skip
    equal = len(paper.authors) > 2 and rng.random() < 0.3
    units = []
    for index, author in enumerate(paper.authors):
        marks = marks_of(paper, index, False, False)
        if equal and index < 2:
            marks = (marks + "," if marks else "") + "*"
        markup = esc(author.name) + (f"<super>{marks}</super>" if marks else "")
        units.append((author.name, marks, markup))
    face = "bold" if rng.random() < 0.5 else "regular"
    style = kit.style(11, face, leading=14)
    if rng.random() < 0.5:  # names in a row of boxes, wide apart
        y = _rows(kit, units, m, y, width, style=style, gap=rng.choice((18.0, 28.0))) - 2
    else:  # names in one line with commas
        pieces = [u[2] for u in units]
        last = rng.choice((", ", " and "))
        names = pieces[0] if len(pieces) == 1 else ", ".join(pieces[:-1]) + last + pieces[-1]
        y = kit.para(names, m, y, width, kit.style(11, face, "centre", leading=14)) - 2
    places = places_markup(paper, parts=rng.choice((2, 4)))
    pstyle = kit.style(10, align="centre", leading=12.5)
    if rng.random() < 0.5:
        y = kit.para("\u2003".join(places), m, y, width, pstyle)
    else:
        for place in places:
            y = kit.para(place, m, y, width, pstyle)
    if rng.random() < 0.6:
        mails = ", ".join(esc(a.email) for a in paper.authors)
        y = kit.para(mails, m, y - 1, width, kit.style(9, align="centre", leading=11))
    y -= 18
    col = (width - 17) / 2
    meeting = rng.choice(MEETINGS)
    month = v.published.long().split()[1]
    foot = (
        f"{meeting}, pages {v.first % 900}\u2013{v.first % 900 + 11}<br/>"
        f"{month} {v.published.day}\u2013{v.published.day + 2}, {v.year}. \u00a9{v.year} "
        "Association for Language and Learning"
    )
    top_foot = kit.stack_up([foot], m, m - 14, width, kit.style(8.5, align="centre", leading=10.5))
    left_bottom = top_foot + 10
    if equal:
        note = "*Equal contribution."
        left_bottom = kit.stack_up([note], m, left_bottom, col, kit.style(8)) + 6
        kit.rule(m, m + 50, left_bottom - 3, 0.5)
    small = kit.style(10, align="justify", leading=12, leftIndent=12, rightIndent=12,
                      spaceAfter=3)  # fmt: skip
    lead = [Paragraph("Abstract", kit.style(12, "bold", "centre", spaceAfter=5))]
    lead += [Paragraph(p, small) for p in abstract_parts(paper)]
    lead.append(Spacer(1, 8))
    return Placed(
        [frame(m, left_bottom, col, y), frame(m + col + 17, top_foot + 10, col, y)],
        lead=lead, numbering="spaced", size=10, margin=m,
    )  # fmt: skip


def _latex_authors(
    kit: Kit, paper: Paper, rng: random.Random, where: tuple[float, float, float]
) -> tuple[float, list[str]]:
    """The article class's authors from ``where`` (left, top, width): blocks side by
    side or a row of names with thanks symbols; the bottom and the footnotes."""
    m, y, width = where
    blocks = len(paper.authors) <= 6 and rng.random() < 0.5
    notes: list[str] = []
    if blocks:  # \author{A \\ place \\ mail \and B ...}
        per = 3 if len(paper.authors) != 4 else 2
        cell = (width + 60) / per
        for start in range(0, len(paper.authors), per):
            row = paper.authors[start : start + per]
            left = m - 30 + (width + 60 - len(row) * cell) / 2
            lows = []
            for i, author in enumerate(row):
                place = paper.affiliations[author.affiliations[0]]
                lines = [esc(author.name), esc(place.institution)]
                if place.country:
                    lines.append(esc(place.country))
                lines.append(f"<font size=9>{esc(author.email)}</font>")
                lows.append(kit.para("<br/>".join(lines), left + i * cell, y, cell - 8,
                                     kit.style(11, align="centre", leading=13.5)))  # fmt: skip
            y = min(lows) - 12
        if rng.random() < 0.5:
            notes.append("This work was supported in part by a research grant of the "
                         f"Science Foundation ({rng.randint(100000, 999999)}).")  # fmt: skip
    else:  # \author{A\thanks{...} \and B\thanks{...}}
        symbols = ("*", "\u2020", "\u2021", "\u00a7", "\u00b6", "\u2016", "**", "\u2020\u2020")
        marks: dict[tuple[int, ...], str] = {}
        units = []
        for author in paper.authors:
            if author.affiliations not in marks:
                mark = symbols[len(marks) % len(symbols)]
                marks[author.affiliations] = mark
                place = "; ".join(paper.affiliations[i].line(4) for i in author.affiliations)
                notes.append(f"<super>{mark}</super>{esc(place)}.")
            mark = marks[author.affiliations]
            units.append((author.name, mark, f"{esc(author.name)}<super>{mark}</super>"))
        style = kit.style(12, leading=16)
        y = _rows(kit, units, m - 20, y, width + 40, style=style, gap=rng.choice((16.0, 26.0)))
        y -= 10
        name, mail = corresponding(paper)
        notes.append(f"Corresponding author: {esc(name)} ({esc(mail)}).")
    return y, notes


def latex_article(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A preprint made with the LaTeX article class: wide margins, a large roman
    centred title, the authors either as blocks side by side (name, place, e-mail) or
    as names in one line with thanks-footnote symbols (places, e-mails and a grant note
    in footnotes under a short rule), the date centred under them, a small bold centred
    "Abstract" over an indented abstract, "Keywords" at times, one column from "1
    Introduction" and the page number centred at the foot."""
    w, h = kit.width, kit.height
    m = (w - 360) / 2
    width = w - 2 * m
    y = kit.para(esc(paper.title), m - 10, h - 118, width + 20,
                 kit.style(17, align="centre", leading=21)) - 20  # fmt: skip
    y, notes = _latex_authors(kit, paper, rng, (m, y, width))
    when = v.published if rng.random() < 0.6 else v.received
    y = kit.para(when.us(), m, y - 2, width, kit.style(12, align="centre")) - 20
    bottom = m + 10
    kit.text(w / 2, m - 14, "1", 10, align="centre")
    if notes:
        bottom = kit.stack_up(notes, m, m + 4, width, kit.style(8, leading=9.6)) + 8
        kit.rule(m, m + width * 0.4, bottom - 4, 0.4)
    inner = kit.style(9.8, align="justify", leading=12, leftIndent=28, rightIndent=28,
                      firstLineIndent=14, spaceAfter=1)  # fmt: skip
    lead = [Paragraph("Abstract", kit.style(10, "bold", "centre", spaceAfter=5))]
    lead += [Paragraph(p, inner) for p in abstract_parts(paper)]
    if paper.keywords and rng.random() < 0.35:
        keys = "<b>Keywords:</b> " + esc(", ".join(paper.keywords))
        lead += [Spacer(1, 4), Paragraph(keys, kit.style(9.8, leftIndent=28, rightIndent=28))]
    lead.append(Spacer(1, 14))
    return Placed(
        [frame(m, bottom, width, y)], lead=lead, numbering="spaced", size=10.5, columns=1,
        margin=m,
    )  # fmt: skip


def _foreign_date(date: Date, language: str) -> str:
    if language == "de":
        return f"{date.day}. {_DE_MONTHS[date.month - 1]} {date.year}"
    return f"{date.day} {_FR_MONTHS[date.month - 1]} {date.year}"


def _two_abstracts(
    kit: Kit,
    paper: Paper,
    rng: random.Random,
    words: dict,
    box: tuple[float, float, float, float],
) -> float:
    """The first abstract in the journal's language and the English one, each with its
    heading and keywords, from ``box`` (left, top, width, room); the bottom."""
    m, y, width, room = box
    topic = paper.keywords[0] if paper.keywords else words["topic"]
    sentences = words["sentences"]
    chosen = [sentences[0].format(k=topic), *rng.sample(sentences[1:], rng.randint(3, 5))]
    foreign = [" ".join(chosen)]
    english = abstract_parts(paper)
    keys = esc(", ".join(paper.keywords)) if paper.keywords else ""
    whole = foreign + english + ([keys, keys] if keys else [])
    text, _ = _fit(kit, whole, width, room - 50, (9.0, 8.5, 8.0, 7.5, 7.0, 6.5))
    shade = rng.random() < 0.5
    start = y
    for heading, parts, key in (
        (words["abstract"], foreign, words["keys"]),
        ("Abstract", english, "Keywords"),
    ):
        kit.text(m, y - 9, heading, 10, "bold", color=WINE)
        y -= 13
        for part in parts:
            y = kit.para(part, m, y, width, text) - 2
        if keys:
            y = kit.para(f"<b>{key}:</b> {keys}", m, y - 2, width, text) - 2
        y -= 10
    if shade:
        kit.rule(m, m + width, start + 2, 0.4)
        kit.rule(m, m + width, y + 4, 0.4)
    return y


def foreign_journal(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """An article of a German- or French-language journal: the journal's name and
    volume line, the article type ("Originalarbeit", "Article original", ...) and a
    DOI, the title, the names with numbered marks joined by "und" / "et", the places
    with their numbers, the dates in that language, a first abstract in that language
    ("Zusammenfassung" / "Résumé", then "Schlüsselwörter" / "Mots-clés"), then the
    English "Abstract" and "Keywords", the correspondence address at the foot, and the
    text from "1 Einleitung" / "1 Introduction" in two columns (one at times)."""
    lang = rng.choice(("de", "fr"))
    words = LANGUAGES[lang]
    m = 52.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    journal = rng.choice(words["journals"])
    top = h - 42
    kit.logo(w - m - 34, top - 12, 34, 22, WINE)
    kit.text(m, top, journal, 10.5, "bold", color=WINE)
    heft = "Heft" if lang == "de" else "n\u00b0"
    kit.text(m, top - 12, f"{v.year} \u00b7 {v.volume} \u00b7 {heft} {v.issue} \u00b7 {v.pages}", 8)
    kit.text(m, top - 23, f"https://doi.org/{v.doi}", 7.5, color=colors.grey)
    kit.rule(m, w - m, top - 30, 0.8)
    kit.text(m, top - 44, rng.choice(words["kinds"]), 9, "bold", color=WINE)
    y = kit.para(esc(paper.title), m, top - 54, width, kit.style(16, "bold", leading=19.5)) - 8
    letters = rng.random() < 0.4
    names = names_markup(paper, letters=letters, star=False, last=words["and"],
                         orcid=rng.random() < 0.3)  # fmt: skip
    y = kit.para(names, m, y, width, kit.style(10.5, leading=13.5)) - 4
    for place in places_markup(paper, letters, parts=4):
        y = kit.para(place, m, y, width, kit.style(8, leading=9.8))
    dates = " \u00b7 ".join(
        f"{label} {_foreign_date(day, lang)}"
        for label, day in zip(words["dates"], (v.received, v.accepted, v.published), strict=True)
    )
    y = kit.para(dates, m, y - 4, width, kit.style(7.5, color=colors.grey)) - 4
    kit.text(m, y - 8, f"\u00a9 {words['rights']} {v.year}", 7.5, color=colors.grey)
    y -= 22
    name, mail = corresponding(paper)
    author = next(a for a in paper.authors if a.corresponding)
    home = paper.affiliations[author.affiliations[0]]
    contact = (
        f"<b>{words['contact']}:</b> {esc(name)}, {esc(home.line(4))}; {words['mail']}: {esc(mail)}"
    )
    top_foot = kit.stack_up([contact], m, m, width, kit.style(7.5, leading=9))
    kit.rule(m, m + 80, top_foot + 3, 0.5)
    y = _two_abstracts(kit, paper, rng, words, (m, y, width, y - top_foot - 120))
    first = Paragraph(f"1 {words['first']}", kit.style(10, "bold", spaceAfter=3))
    two = rng.random() < 0.7
    frames = columns(m, w - m, top_foot + 10, y - 4, 2, gap=16) if two else [
        frame(m, top_foot + 10, width, y - 4)
    ]  # fmt: skip
    return Placed(
        frames, lead=[first], first_heading=False, numbering="spaced", size=9.5,
        columns=2 if two else 1, margin=m,
    )  # fmt: skip


def _places_box(
    kit: Kit, paper: Paper, v: Venue, marks: dict[int, str], where: tuple[float, float]
) -> float:
    """The shaded box of places, dates and copyright at the foot of the first column
    (``where``: its left and width); its height."""
    m, col = where
    lines = [f"Received: {v.received.us()}", f"Revised: {v.revised.us()}",
             f"Published: {v.published.us()}"]  # fmt: skip
    box = [f"<super>{marks[i]}</super>" * (len(paper.affiliations) > 1) + esc(p.line(4))
           for i, p in enumerate(paper.affiliations) if i in marks]  # fmt: skip
    box += ["<br/>".join(lines), f"\u00a9 {v.year} Elsewhere Chemical Society"]
    style = kit.style(7, leading=8.5)
    tall = sum(kit.tall(b, col - 10, style) + 3 for b in box) + 8
    kit.rect(m, m, col, tall, fill=SKY, stroke=None)
    kit.stack_up(box, m + 5, m + 4, col - 10, style)
    return tall


def _symbol_names(paper: Paper) -> tuple[list[str], dict[int, str]]:
    """Each name with its places' symbols (dagger, double dagger, ...) and a star for
    the corresponding author; the symbol of each place."""
    marks: dict[int, str] = {}
    pieces = []
    for author in paper.authors:
        sign = []
        for link in author.affiliations:
            marks.setdefault(link, SYMBOLS[len(marks) % len(SYMBOLS)])
            if len(paper.affiliations) > 1:
                sign.append(marks[link])
        if author.corresponding:
            sign.append("*")
        pieces.append(esc(author.name) + (f"<super>{','.join(sign)}</super>" if sign else ""))
    return pieces, marks


def graphic_abstract(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A chemistry / materials / pharmacology article whose first page is largely a
    graphic: the journal's line and an "Article" bar, the title, names with symbol
    marks (dagger, double dagger, section ...) and a star for the corresponding author,
    "Cite This:" with "Read Online", then the table-of-contents graphic beside the
    bold-led "ABSTRACT:" (or a large graphic across the page above it), "KEYWORDS:" at
    times, two columns from "INTRODUCTION" with the places, dates and copyright in a
    box at the foot of the first column."""
    m = 48.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    top = h - 36
    short = "".join(word[0] for word in v.journal.split() if word[0].isupper())
    kit.text(m, top, f"pubs.elsewhere.org/{short.lower()}", 8, color=colors.grey)
    kit.rect(m, top - 24, width, 15, fill=SLATE, stroke=None)
    kit.text(m + 6, top - 20, rng.choice(("Article", "Research Article", "Letter")), 9, "bold",
             color=colors.white)  # fmt: skip
    y = kit.para(esc(paper.title), m, top - 36, width, kit.style(17, "bold", leading=20.5)) - 8
    pieces, marks = _symbol_names(paper)
    y = kit.para(_and(pieces), m, y, width, kit.style(10.5, leading=13.5)) - 8
    kit.text(m, y - 8, "Cite This:", 8, "bold")
    kit.text(m + 44, y - 8, f"{v.abbrev} {v.year}, {v.volume}, {v.first}\u2212{v.first + 12}", 8,
             "italic")  # fmt: skip
    kit.text(w - m, y - 8, "Read Online", 8, "bold", color=SLATE, align="right")
    y -= 14
    kit.rule(m, w - m, y, 0.5)
    y -= 10
    parts = abstract_parts(paper)
    parts[0] = "<b>ABSTRACT:</b> " + parts[0]
    beside = rng.random() < 0.6
    size_room = y - m - 250
    if beside:
        text_w = width * rng.choice((0.52, 0.58))
        text, need = _fit(kit, parts, text_w, size_room, (9.0, 8.5, 8.0, 7.5, 7.0))
        art_w = width - text_w - 12
        art_h = max(need, art_w * 0.75)
        kit.picture(m + text_w + 12, y - art_h, art_w, art_h, paper.seed)
        ya = y
        for part in parts:
            ya = kit.para(part, m, ya, text_w, text) - 2
        y = min(ya, y - art_h) - 6
    else:
        art_h = rng.choice((150.0, 190.0))
        kit.picture(m + width * 0.1, y - art_h, width * 0.8, art_h, paper.seed)
        y -= art_h + 10
        text, _ = _fit(kit, parts, width, y - m - 220, (9.0, 8.5, 8.0, 7.5, 7.0))
        for part in parts:
            y = kit.para(part, m, y, width, text) - 2
    if paper.keywords and rng.random() < 0.6:
        y = kit.para("<b>KEYWORDS:</b> " + esc(", ".join(paper.keywords)), m, y - 2, width,
                     kit.style(8.5)) - 2  # fmt: skip
    y -= 10
    col = (width - 16) / 2
    tall = _places_box(kit, paper, v, marks, (m, col))
    kit.text(w - m, m - 16, f"https://doi.org/{v.doi}", 7, align="right")
    return Placed(
        [frame(m, m + tall + 8, col, y), frame(m + col + 16, m, col, y)], numbering="caps",
        size=9, margin=m,
    )  # fmt: skip


def dot_byline(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A journal article of a large publisher's common layout: the journal's name and
    DOI at the top left, a logo at the right, "ORIGINAL ARTICLE" / "RESEARCH PAPER",
    the title, the names joined by middle dots with numbered marks (ORCID icons at
    times), "Received: ... / Accepted: ... / Published online: ...", the copyright line,
    a bold "Abstract" heading over the abstract (labelled parts as their own
    paragraphs), "Keywords" joined by middle dots, and at the page's foot the e-mail
    of the corresponding author and the numbered places; one column from
    "Introduction"."""
    m = 56.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    top = h - 48
    kit.text(m, top, v.journal, 8.5, "italic")
    kit.text(m, top - 11, f"https://doi.org/{v.doi}", 8)
    kit.logo(w - m - 40, top - 14, 40, 26, AMBER)
    kit.text(m, top - 44, rng.choice(("ORIGINAL ARTICLE", "RESEARCH PAPER", "ORIGINAL PAPER",
                                      "Original Article")), 9, "bold")  # fmt: skip
    y = kit.para(esc(paper.title), m, top - 54, width, kit.style(17, "bold", leading=20.5)) - 10
    names = names_markup(paper, star=False, orcid=rng.random() < 0.6, join=" \u00b7 ",
                         last=" \u00b7 ")  # fmt: skip
    y = kit.para(names, m, y, width, kit.style(11, leading=14.5)) - 8
    dates = (f"Received: {v.received.long()} / Accepted: {v.accepted.long()} / Published online: "
             f"{v.published.long()}")  # fmt: skip
    y = kit.para(dates, m, y, width, kit.style(7.5)) - 1
    owner = rng.choice(("The Author(s)", f"The Author(s), under exclusive licence to {v.journal}"))
    y = kit.para(f"\u00a9 {esc(owner)} {v.year}", m, y, width, kit.style(7.5)) - 14
    name, mail = corresponding(paper)
    foot = [f"* {esc(name)}<br/>{esc(mail)}"]
    if len(paper.affiliations) > 1:
        foot += [f"<super>{i + 1}</super> " + esc(p.line(4)) for i, p in
                 enumerate(paper.affiliations)]  # fmt: skip
    else:
        foot.append(esc(paper.affiliations[0].line(4)))
    fstyle = kit.style(7.5, leading=9)
    half = width * 0.48
    top_foot = kit.stack_up(foot, m, m, half, fstyle)
    kit.rule(m, m + 60, top_foot + 4, 0.5)
    kit.text(w - m, m - 18, rng.choice(("Vol.:(0123456789)", "1 3")), 7, align="right")
    parts = abstract_parts(paper)
    kit.text(m, y, "Abstract", 10, "bold")
    y -= 5
    text, _ = _fit(kit, parts, width, y - top_foot - 100, (9.5, 9.0, 8.5, 8.0, 7.5, 7.0))
    for part in parts:
        y = kit.para(part, m, y, width, text) - 3
    if paper.keywords:
        y = kit.para("<b>Keywords</b>\u2002" + esc(" \u00b7 ".join(paper.keywords)), m, y - 6,
                     width, text) - 4  # fmt: skip
    y -= 14
    return Placed(
        [frame(m, top_foot + 12, width, y)], numbering="plain", size=10, columns=1, margin=m
    )


def repository_cover(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A university repository's cover sheet before the accepted manuscript: page one
    the repository's logo and name, the title in bold, "Published in:", "Document
    version:", "Citation for published version (APA):" (surnames and initials, title
    again), "Link to publication", "General rights" and "Take down policy" paragraphs,
    the download date; page two the manuscript as submitted: title, names with
    numbered marks, places, "*Corresponding author:", "Abstract" (a heading of its
    own), the abstract at one-and-a-half spacing, "Keywords:", the text under it at
    manuscript spacing."""
    w, h = kit.width, kit.height
    m = 64.0
    width = w - 2 * m
    home = paper.affiliations[0].institution
    kit.logo(m, h - 82, 46, 30, SLATE)
    kit.text(m + 56, h - 62, home, 11, "bold", color=SLATE)
    kit.text(m + 56, h - 76, "Research Portal", 9.5, color=SLATE)
    kit.rule(m, w - m, h - 96, 0.8)
    y = kit.para(esc(paper.title), m, h - 120, width, kit.style(14, "bold", leading=17.5)) - 16
    label = kit.style(9, "bold", leading=11.5)
    body = kit.style(9, leading=11.5)
    version = rng.choice(("Accepted author manuscript", "Peer reviewed version",
                          "Author final version (often known as postprint)"))  # fmt: skip
    rows = [
        ("Published in:", f"<i>{esc(v.journal)}</i>"),
        ("DOI:", esc(v.doi)),
        ("Document version:", version),
        ("Publication date:", str(v.year)),
        ("Citation for published version (APA):", citation(paper, v, "apa")),
    ]
    for head, text in rows:
        y = kit.para(head, m, y, width, label) - 1
        y = kit.para(text, m, y, width, body) - 8
    y = kit.para(f"<b>Link to publication in the {esc(home)} Research Portal</b>", m, y - 4,
                 width, body) - 14  # fmt: skip
    rights = [
        "<b>General rights</b>",
        "Copyright and moral rights for the publications made accessible in the public portal "
        "are retained by the authors and/or other copyright owners and it is a condition of "
        "accessing publications that users recognise and abide by the legal requirements "
        "associated with these rights.",
        "<b>Take down policy</b>",
        "If you believe that this document breaches copyright please contact us providing "
        "details, and we will remove access to the work immediately and investigate your claim.",
    ]
    for line in rights:
        y = kit.para(line, m, y, width, kit.style(8, leading=10)) - 4
    when = Date(rng.randint(1, 28), rng.randint(1, 12), min(v.year + rng.randint(1, 4), 2025))
    kit.text(m, m, f"Download date: {when.day:02d}. {when.short().split()[1]}. {when.year}", 8)
    kit.canvas.showPage()
    spacing = rng.choice((1.5, 1.8))
    y = kit.para(esc(paper.title), m, h - 80, width,
                 kit.style(14, "bold", "centre", leading=18)) - 16  # fmt: skip
    y = kit.para(names_markup(paper), m, y, width, kit.style(11.5, align="centre", leading=16)) - 8
    for place in places_markup(paper, parts=4):
        y = kit.para(place, m, y, width, kit.style(10, leading=13))
    name, mail = corresponding(paper)
    y = kit.para(f"*Corresponding author: {esc(name)}, {esc(mail)}", m, y - 6, width,
                 kit.style(10)) - 18  # fmt: skip
    kit.text(m, y, "Abstract", 12, "bold")
    y -= 8
    text, _ = _fit(kit, abstract_parts(paper), width, y - m, (10.5, 10.0, 9.5, 9.0, 8.5),
                   align="left", spread=spacing)  # fmt: skip
    for part in abstract_parts(paper):
        y = kit.para(part, m, y, width, text) - 4
    if paper.keywords:
        y = kit.para("Keywords: " + esc("; ".join(paper.keywords)), m, y - 6, width, text) - 4
    kit.text(w / 2, m - 24, "1", 9, align="centre")
    return Placed(
        [frame(m, m, width, y - 14)], numbering="arabic", size=10.5, columns=1, margin=m,
        lineno=rng.random() < 0.4,
    )  # fmt: skip


def magazine_feature(kit: Kit, paper: Paper, v: Venue, rng: random.Random) -> Placed:
    """A magazine feature (a society's or trade magazine's research feature): the
    magazine's name and issue over a coloured rule, a section kicker, a large sans
    title, the abstract as the standfirst in a larger light or italic face, the byline
    "By ..." (in capitals at times) under or over it, three columns of text starting
    unheaded, and a short biography of each author at the foot of the last column
    (names again: not a byline)."""
    m = 46.0
    w, h = kit.width, kit.height
    width = w - 2 * m
    _kicker, magazine = rng.choice(MAGAZINES)
    top = h - 38
    kit.text(m, top, magazine.upper(), 8, "bold", color=WINE)
    month = v.published.long().split()[1]
    kit.text(w - m, top, f"{month.upper()} {v.year} | VOL. {v.volume} | NO. {v.issue}", 7.5,
             align="right")  # fmt: skip
    kit.rect(m, top - 9, width, 3, fill=WINE, stroke=None)
    kit.text(m, top - 26, rng.choice(("RESEARCH FEATURE", "CONTRIBUTED ARTICLE", "REVIEW",
                                      "IN DEPTH")), 9, "bold", color=WINE)  # fmt: skip
    y = kit.para(esc(paper.title), m, top - 34, width * 0.9,
                 kit.style(24, "bold", leading=27.5)) - 12  # fmt: skip
    caps = rng.random() < 0.4
    names = [a.name.upper() if caps else a.name for a in paper.authors]
    byline = ("BY " if caps else "By ") + esc(_and(names, " AND " if caps else " and "))
    bstyle = kit.style(9.5, "bold", leading=12, color=WINE if caps else colors.black)
    above = rng.random() < 0.35
    if above:
        y = kit.para(byline, m, y, width, bstyle) - 10
    parts = abstract_parts(paper)
    face = rng.choice(("italic", "regular"))
    stand_w = width * 0.78
    sizes = (12.5, 11.5, 10.5, 9.5, 8.5)
    text, _ = _fit(kit, parts, stand_w, y - m - 320, sizes, face=face, align="left", spread=1.3,
                   color=SLATE)  # fmt: skip
    for part in parts:
        y = kit.para(part, m, y, stand_w, text) - 3
    y -= 8
    if not above:
        y = kit.para(byline, m, y, width, bstyle) - 8
    kit.rule(m, w - m, y, 0.5)
    y -= 12
    col = (width - 2 * 14) / 3
    bios = []
    for author in paper.authors[:6]:
        place = paper.affiliations[author.affiliations[0]]
        role = rng.choice(
            ("a professor", "a researcher", "a senior lecturer", "a doctoral student")
        )
        bios.append(f"<b>{esc(author.name)}</b> is {role} at {esc(place.institution)}, "
                    f"{esc(place.country or place.institution)}.")  # fmt: skip
    bstyle = kit.style(7.3, "italic", leading=8.8)
    top_bio = kit.stack_up(bios, m + 2 * (col + 14), m, col, bstyle)
    kit.rule(m + 2 * (col + 14), w - m, top_bio + 3, 0.5)
    kit.text(m, m - 16, f"{magazine} | {v.published.us()}", 7, color=colors.grey)
    kit.text(w - m, m - 16, str(v.first), 8, "bold", align="right")
    frames = columns(m, w - m, m, y, 3)
    frames[2] = frame(m + 2 * (col + 14), top_bio + 10, col, y)
    return Placed(frames, first_heading=False, numbering="plain", size=9, columns=2, margin=m)
