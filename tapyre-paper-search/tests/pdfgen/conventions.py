"""Front-matter conventions the first generator never drew, each a seeded option.

``draw(layout, rng, share)`` adds one or two of :data:`CONVENTIONS` to a
layout (and adjusts the fields a convention needs, e.g. two columns for
``abstract-left-column``); :func:`pdfgen.corpus.write_paper` asks the
functions below to draw them.  Every convention is modelled on a practice
common across scientific publishing, never on one publisher's pages:

``spaced-heading``          "S U M M A R Y", "Synopsis", small capitals
``article-info-sidebar``    history dates and keywords in a narrow column beside the abstract
``abstract-dash-runin``     "Abstract—" run into a bold (or italic) first paragraph
``highlights-box``          a framed list of key points above the abstract
``small-italic-abstract``   no heading; smaller italic type, indented on both sides
``large-banner``            a journal name set well above the title's size
``page1-running-header``    a running header with a page number on page 1
``margin-stamp``            a rotated identifier stamp in the left or right margin
``caps-authors-marks``      ALL-CAPS names with several marks (*, †, ‡), "and" before the last
``corresponding-footnotes`` corresponding-author and licence notes with e-mails at the foot
``subtitle-title``          a title and a smaller subtitle over three or more lines
``abstract-left-column``    the abstract fills the left column; the body starts on the right
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from pdfgen.canvas import Canvas, Face, Run, drawable, text_width, wrap
from pdfgen.flow import Block
from pdfgen.people import initialled

if TYPE_CHECKING:
    from pdfgen.corpus import Layout
    from pdfgen.front import Front

CONVENTIONS = (
    "spaced-heading",
    "article-info-sidebar",
    "abstract-dash-runin",
    "highlights-box",
    "small-italic-abstract",
    "large-banner",
    "page1-running-header",
    "margin-stamp",
    "caps-authors-marks",
    "corresponding-footnotes",
    "subtitle-title",
    "abstract-left-column",
)
# conventions that set the abstract themselves: at most one a paper
_ABSTRACT = frozenset(
    [
        "spaced-heading",
        "article-info-sidebar",
        "abstract-dash-runin",
        "small-italic-abstract",
        "abstract-left-column",
    ]
)
_SUBTITLES = (
    "a systematic review",
    "evidence from a multi-site cohort",
    "methods and first results",
    "a comparative study",
    "lessons from two decades of observations",
    "theory, simulation and experiment",
    "a randomised controlled trial",
    "an open benchmark and baseline models",
)
_SUBTITLES_DE = (
    "eine systematische Übersicht",
    "Ergebnisse einer multizentrischen Kohortenstudie",
    "Methoden und erste Ergebnisse",
    "eine vergleichende Studie",
)
_MARKS = ("*", "†", "‡", "§", "¶")


def draw(layout: Layout, rng: random.Random, share: float) -> Layout:
    """``layout`` with one or two conventions added to a ``share`` of papers."""
    if layout.damage or rng.random() >= share:
        return layout
    picked: list[str] = []
    for _ in range(1 if rng.random() < 0.6 else 2):
        choice = rng.choice(CONVENTIONS)
        if choice in picked or (choice in _ABSTRACT and _ABSTRACT & set(picked)):
            continue
        picked.append(choice)
    changes: dict[str, object] = {"conventions": tuple(picked)}
    simple = layout.abstract_mode in ("heading", "inline", "none")
    if _ABSTRACT & set(picked) and not simple:
        changes["abstract_mode"] = "heading"
    if "abstract-dash-runin" in picked:
        changes["abstract_mode"] = "inline"
    if "small-italic-abstract" in picked:
        changes.update(abstract_mode="none", abstract_place="narrow")
    if "spaced-heading" in picked or "article-info-sidebar" in picked:
        changes["abstract_mode"] = "heading"
    if "abstract-left-column" in picked:
        changes.update(columns=2, abstract_place="column")
    if {"large-banner", "margin-stamp", "page1-running-header"} & set(picked):
        changes.update(banner=False, stamp=False)
    if "caps-authors-marks" in picked:
        changes["author_mode"] = "line-marks"
    return replace(layout, **changes)  # type: ignore[arg-type]


def subtitled(title: str, rng: random.Random, *, german: bool = False, dash: str = "") -> str:
    """The true title of a ``subtitle-title`` paper: the record's title and a subtitle
    in its language, after a colon (or ``dash``, spaced)."""
    main = title.rstrip(".")
    subtitle = rng.choice(_SUBTITLES_DE if german else _SUBTITLES)
    joint = f" {dash} " if dash else ": "
    return f"{main}{joint}{subtitle}" if ":" not in main else main


def top(  # noqa: PLR0917 (drawing helpers take x, y, text, font, size)
    canvas: Canvas,
    layout: Layout,
    rng: random.Random,
    face: Face,
    margin: float,
    venue: str,
    y: float,
) -> float:
    """Draw the conventions above the title; returns the y the title starts at."""
    if "page1-running-header" in layout.conventions:
        first = rng.randint(101, 990)
        left = f"{venue} {rng.randint(3, 60)} ({rng.randint(1995, 2024)}) {first}–{first + 14}"
        canvas.text(margin, 40, left, face.styled(italic=True), 8.0, "header")
        number = str(first)
        canvas.text(
            canvas.width - margin - text_width(number, face, 9), 40, number, face, 9, "header"
        )
        canvas.rule(margin, 45, canvas.width - margin, 0.4)
        y += 12
    if "large-banner" in layout.conventions:
        size = layout.title_size * rng.uniform(1.3, 1.7)
        words = venue.split()
        for line in wrap(
            venue.upper() if rng.random() < 0.4 else venue,
            face.styled(bold=True),
            size,
            canvas.width - 2 * margin,
        ):
            canvas.text(margin, y + size, line, face.styled(bold=True), size, "banner")
            y += size * 1.15
        issue = (
            f"Volume {rng.randint(1, 90)}, Issue {rng.randint(1, 12)}, {rng.randint(1995, 2024)}"
        )
        canvas.text(margin, y + 10, issue, face, 8.0, "banner")
        canvas.rule(margin, y + 16, canvas.width - margin, 1.0)
        y += 30 + (4 if len(words) > 3 else 0)
    if "margin-stamp" in layout.conventions:
        stamp = rng.choice(
            [
                f"Preprint posted {rng.randint(1, 28)} May {rng.randint(2015, 2024)} · "
                "not peer reviewed",
                f"doi:10.{rng.randint(1000, 9999)}/p{rng.randint(100000, 999999)} · "
                f"version {rng.randint(1, 4)}",
                f"Accepted manuscript · {rng.randint(1, 28)} Oct {rng.randint(2015, 2024)} · "
                "licence CC BY 4.0",
            ]
        )
        size = rng.choice([9.0, 12.0, 16.0, 20.0])
        x = 32.0 if rng.random() < 0.7 else canvas.width - 18.0
        canvas.text(
            x,
            canvas.height * 0.7,
            stamp,
            Face("helvetica"),
            size,
            "stamp",
            rotate=90,
            color=(0.45, 0.45, 0.45),
        )
    return y


def authors_caps_marks(
    canvas: Canvas, front: Front, rng: random.Random, y: float
) -> tuple[float, list[str]]:
    """ALL-CAPS names, each with an affiliation number and one to three symbol marks
    (corresponding, equal contribution, present address), "and" before the last;
    affiliations and what the marks mean are footnotes."""
    size = front.size * 1.1
    runs: list[Run] = []
    meaning = {
        "*": "Corresponding author.",
        "†": "These authors contributed equally.",
        "‡": "Present address: " + front.affiliations[-1].line(2) + ".",
    }
    used: set[str] = set()
    for i, name in enumerate(front.authors):
        marks = [str(front.author_affiliation[i] + 1)]
        symbols = rng.sample(_MARKS[:3], k=rng.choice([0, 1, 1, 2, 3]))
        marks += [m for m in symbols if drawable(m, front.face)]  # base-14 fonts lack † ‡
        used.update(m for m in marks if m in meaning)
        runs += [
            Run(name.upper(), front.face, size, "author"),
            Run(",".join(marks), front.face, size * 0.6, "author", rise=size * 0.35),
        ]
        if i < len(front.authors) - 1:
            sep = (
                ", "
                if i < len(front.authors) - 2
                else (", and " if rng.random() < 0.4 else " and ")
            )
            runs.append(Run(sep, front.face, size, "author"))
    from pdfgen.front import _split_runs

    for row in _split_runs(runs, canvas.width - 2 * front.margin - 20):
        canvas.centred_runs(y + size, row, front.margin, canvas.width - front.margin)
        y += size * 1.4
    notes = [f"{i + 1} {aff.line()}" for i, aff in enumerate(front.affiliations)]
    notes += [f"{mark} {meaning[mark]}" for mark in _MARKS[:3] if mark in used]
    return y + 14, notes


def footnotes(front: Front, rng: random.Random) -> list[str]:
    """Corresponding-author and licence notes, with e-mail addresses, for page 1's foot."""
    count = min(len(front.authors), rng.choice([1, 1, 2, 3]))
    mails = ", ".join(f"{front.emails[i]} ({initialled(front.authors[i])})" for i in range(count))
    lead = rng.choice(["* Corresponding author.", "* Corresponding authors.", "✉ Correspondence:"])
    notes = [f"{lead} E-mail address{'es' if count > 1 else ''}: {mails}."]
    notes.append(
        rng.choice(
            [
                f"© {rng.randint(2010, 2024)} The Author(s). This is an open access article "
                "under the CC BY license.",
                "This article is distributed under the terms of the Creative Commons "
                "Attribution 4.0 International License, which permits use and reproduction.",
                f"Published online {rng.randint(1, 28)} April {rng.randint(2010, 2024)}. "
                "All rights reserved.",
            ]
        )
    )
    return notes


def highlights(  # noqa: PLR0917 (drawing helpers take x, y, text, font, size)
    canvas: Canvas,
    pool: list[str],
    rng: random.Random,
    face: Face,
    size: float,
    margin: float,
    y: float,
) -> float:
    """A framed "Highlights" list of three to five key points; returns the y below it."""
    label = rng.choice(["Highlights", "HIGHLIGHTS", "Key points", "Key Points"])
    width = canvas.width - 2 * margin
    top_y = y
    y += 6
    canvas.text(margin + 8, y + size, label, face.styled(bold=True), size, "other")
    y += size * 1.6
    for point in rng.sample(pool, k=min(len(pool), rng.randint(3, 5))):
        for i, line in enumerate(wrap(point, face, size * 0.9, width - 32)):
            if i == 0:
                canvas.text(margin + 10, y + size * 0.9, "•", face, size * 0.9, "other")
            canvas.text(margin + 22, y + size * 0.9, line, face, size * 0.9, "other")
            y += size * 0.9 * 1.25
    y += 6
    canvas.box((margin, top_y, margin + width, y), fill=None)
    return y + 12


def sidebar_abstract(
    canvas: Canvas,
    y: float,
    text: str,
    words: list[str],
    *,
    look: tuple[Face, float, float],
    rng: random.Random,
) -> float:
    """ "ARTICLE INFO" (history dates, keywords) in a narrow left column, the abstract
    under its own heading on the right; returns the y below both.  ``look``: the
    face, body size and margin."""
    face, size, margin = look
    side = (canvas.width - 2 * margin) * 0.3
    caps = rng.random() < 0.5
    canvas.rule(margin, y, canvas.width - margin, 0.6)
    y += 6
    heads = ("A R T I C L E  I N F O", "A B S T R A C T") if caps else ("Article info", "Abstract")
    small = size * 0.8
    canvas.text(margin, y + size, heads[0], face.styled(bold=not caps), size * 0.9, "other")
    left = y + size * 2
    lines = ["Article history:"]
    for event in ("Received", "Received in revised form", "Accepted", "Available online"):
        if rng.random() < 0.8:
            lines.append(
                f"{event} {rng.randint(1, 28)} {rng.choice(['March', 'June', 'October'])} 2022"
            )
    lines += ["", "Keywords:", *words]
    for line in lines:
        for piece in wrap(line, face, small, side - 8) or [""]:
            face_used = face.styled(italic=line.endswith(":"))
            canvas.text(
                margin,
                left + small,
                piece,
                face_used,
                small,
                "keywords" if line in words else "other",
            )
            left += small * 1.3
    x = margin + side + 12
    canvas.text(x, y + size, heads[1], face.styled(bold=not caps), size * 0.9, "abstract-heading")
    right = y + size * 2
    for line in wrap(text, face, size * 0.92, canvas.width - margin - x):
        canvas.text(x, right + size * 0.92, line, face, size * 0.92, "abstract")
        right += size * 0.92 * 1.25
    bottom = max(left, right) + 6
    canvas.rule(margin, bottom, canvas.width - margin, 0.6)
    return bottom + 14


def abstract(blocks: list[Block], layout: Layout, rng: random.Random, face: Face) -> list[Block]:
    """The abstract's blocks as the layout's abstract convention sets them."""
    conventions = layout.conventions
    if "spaced-heading" in conventions and blocks and blocks[0].role == "abstract-heading":
        word = rng.choice(["Abstract", "Summary", "Synopsis", "Summary"])
        style = rng.choice(["spaced", "caps", "smallcaps", "tracked", "plain"])
        head = blocks[0]
        text = {"spaced": " ".join(word.upper()), "caps": word.upper()}.get(style, word)
        label = style if style in ("smallcaps", "tracked") else ""
        return [replace(head, text=text, label=label), *blocks[1:]]
    if "abstract-dash-runin" in conventions and blocks:
        body = blocks[0]
        styled = face.styled(bold=rng.random() < 0.6, italic=rng.random() < 0.5)
        label = rng.choice(["Abstract—", "Abstract—", "Abstract.", "Summary—"])
        return [replace(body, face=styled, label=label), *blocks[1:]]
    if "small-italic-abstract" in conventions and blocks:
        body = blocks[0]
        size = (body.size or 10.0) * rng.uniform(0.82, 0.9)
        return [replace(body, face=face.styled(italic=True), size=size), *blocks[1:]]
    return blocks
