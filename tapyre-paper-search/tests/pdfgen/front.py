"""The top of a generated paper's first page: banner, title and author block.

Each ``authors_*`` function draws the names (and affiliations, e-mail
addresses) in one of the ways real papers do and returns the y below what it
drew plus the footnote lines it wants at the foot of the page.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pdfgen.canvas import Canvas, Face, Run, text_width, wrap
from pdfgen.people import Affiliation

_MARKS = ("*", "†", "‡", "§", "¶", "‖")


@dataclass
class Front:
    """What the author block needs: the truth and how to set it."""

    authors: tuple[str, ...]
    affiliations: tuple[Affiliation, ...]
    author_affiliation: tuple[int, ...]
    emails: tuple[str, ...]
    face: Face
    size: float
    margin: float
    german: bool = False
    letters: bool = False  # affiliation marks a, b, c instead of 1, 2, 3

    @property
    def left(self) -> float:
        return self.margin


def banner(  # noqa: PLR0917 (drawing helpers take x, y, text, font, size)
    canvas: Canvas, rng: random.Random, face: Face, venue: str, y: float, margin: float
) -> float:
    """A journal line, an article-type label or a DOI line above the title."""
    kind = rng.choice(["journal", "label", "doi", "journal-big", "received"])
    right = canvas.width - margin
    if kind == "journal":
        pages = f"pp. {rng.randint(1, 900)}-{rng.randint(901, 999)}"
        text = f"{venue}, Vol. {rng.randint(1, 90)}, No. {rng.randint(1, 12)}, {pages}"
        canvas.text(margin, y, text, face.styled(italic=True), 8.0, "banner")
        canvas.rule(margin, y + 4, right, 0.5)
        return y + 26
    if kind == "label":
        label = rng.choice(
            [
                "RESEARCH ARTICLE",
                "Original Article",
                "ARTICLE",
                "Research Paper",
                "Full Paper",
                "ORIGINAL RESEARCH",
            ]
        )
        canvas.text(
            margin, y, label, face.styled(bold=True), rng.choice([8.0, 9.0, 10.0]), "banner"
        )
        return y + 24
    if kind == "doi":
        canvas.text(
            margin,
            y,
            f"DOI: 10.{rng.randint(1000, 9999)}/{rng.choice(['jx', 'ab', 'pr'])}."
            f"{rng.randint(10000, 99999)}",
            face,
            7.5,
            "banner",
        )
        return y + 20
    if kind == "received":
        canvas.text(
            margin,
            y,
            f"Received: {rng.randint(1, 28)} March 2021 / Accepted: {rng.randint(1, 28)} June 2021",
            face,
            7.5,
            "banner",
        )
        return y + 22
    # a journal name set larger than anything else on the page
    canvas.text(margin, y + 8, venue, face.styled(bold=True), rng.uniform(18, 26), "banner")
    canvas.rule(margin, y + 16, right, 1.2)
    return y + 40


def title(  # noqa: PLR0917 (drawing helpers take x, y, text, font, size)
    canvas: Canvas,
    rng: random.Random,
    text: str,
    face: Face,
    size: float,
    y: float,
    margin: float,
    *,
    centred: bool,
    caps: bool,
    subtitled: bool = False,
    subtitle: tuple[str, bool, float] = ("", False, 0.78),
) -> float:
    """Draw the title from ``y``; ``subtitled``: in a narrower measure, the part
    after ": " on lines of its own, smaller and not bold (``subtitle-title``);
    ``subtitle``: the dash that takes the colon's place ("" for none), whether it
    opens the subtitle rather than ending the title, and the subtitle's scale."""
    if subtitled:
        dash, opens, scale = subtitle
        main, _, sub = text.partition(f" {dash} " if dash else ": ")
        width = (canvas.width - 2 * margin) * rng.uniform(0.5, 0.7)
        light = face.styled(bold=False, italic=rng.random() < 0.4)
        head = main if not sub or (dash and opens) else f"{main} {dash}" if dash else f"{main}:"
        sub = f"{dash} {sub}" if sub and dash and opens else sub
        pieces = [(line, face, size) for line in wrap(head, face, size, width)]
        pieces += [(line, light, size * scale) for line in wrap(sub, light, size * scale, width)]
    else:
        shown = text.upper() if caps else text
        width = canvas.width - 2 * margin - (60 if centred else 30)
        pieces = [(line, face, size) for line in wrap(shown, face, size, width)]
    for line, line_face, line_size in pieces:
        x = (canvas.width - text_width(line, line_face, line_size)) / 2 if centred else margin
        canvas.text(x, y + line_size, line, line_face, line_size, "title")
        y += line_size * (1.25 if subtitled else rng.uniform(1.15, 1.35))
    return y + size * 0.6


def _centred(canvas: Canvas, y: float, text: str, face: Face, size: float, role: str) -> None:  # noqa: PLR0917
    canvas.text((canvas.width - text_width(text, face, size)) / 2, y, text, face, size, role)


def _affiliation_lines(
    front: Front, canvas: Canvas, y: float, *, numbered: bool, centred: bool
) -> float:
    size = front.size * 0.85
    face = front.face.styled(italic=random.Random(len(front.authors)).random() < 0.5)
    for i, aff in enumerate(front.affiliations):
        label = "abcdefgh"[i] if front.letters else str(i + 1)
        text = (f"{label} " if numbered else "") + aff.line()
        for line in wrap(text, face, size, canvas.width - 2 * front.margin - 40):
            if centred:
                _centred(canvas, y, line, face, size, "affiliation")
            else:
                canvas.text(front.left, y, line, face, size, "affiliation")
            y += size * 1.3
    return y


def authors_line_marks(
    canvas: Canvas, front: Front, rng: random.Random, y: float
) -> tuple[float, list[str]]:
    """Names on centred lines with superscript affiliation numbers, affiliations below."""
    size = front.size * 1.15
    small = size * 0.6
    lines: list[list[Run]] = [[]]
    width = 0.0
    limit = canvas.width - 2 * front.margin - 30
    for i, name in enumerate(front.authors):
        number = front.author_affiliation[i]
        mark = str(number + 1) if not front.letters else "abcdefgh"[number]
        mark += "*" if i == 0 and rng.random() < 0.5 else ""
        sep = (
            ""
            if i == len(front.authors) - 1
            else (" and " if i == len(front.authors) - 2 and rng.random() < 0.6 else ", ")
        )
        piece = [
            Run(name, front.face, size, "author"),
            Run(mark, front.face, small, "author", rise=size * 0.35),
        ]
        if sep:
            piece.append(Run(sep, front.face, size, "author"))
        piece_width = sum(text_width(r.text, r.face, r.size) for r in piece)
        if width + piece_width > limit and lines[-1]:
            lines.append([])
            width = 0.0
        lines[-1].extend(piece)
        width += piece_width
    for runs in lines:
        canvas.centred_runs(y + size, runs, front.margin, canvas.width - front.margin)
        y += size * 1.4
    y = _affiliation_lines(front, canvas, y + 4, numbered=True, centred=True)
    if rng.random() < 0.6:
        mail = ", ".join(front.emails[:4])
        if rng.random() < 0.4:  # "{jane, john}@uni.edu"
            users = [e.split("@")[0] for e in front.emails[:4]]
            mail = "{" + ", ".join(users) + "}@" + front.emails[0].split("@")[1]
        face = Face("courier") if rng.random() < 0.5 else front.face
        for line in wrap(mail, face, front.size * 0.8, limit):
            _centred(canvas, y + 2, line, face, front.size * 0.8, "affiliation")
            y += front.size
    return y + 14, []


def authors_columns(
    canvas: Canvas, front: Front, rng: random.Random, y: float
) -> tuple[float, list[str]]:
    """One column per author: name, affiliation lines and e-mail under each other."""
    per_row = rng.choice([2, 3, 3, 4])
    inner = canvas.width - 2 * front.margin
    column = inner / per_row
    name_size = front.size * rng.choice([1.1, 1.2, 1.3])
    small = front.size * 0.9
    for start in range(0, len(front.authors), per_row):
        row = front.authors[start : start + per_row]
        bottom = y
        offset = (per_row - len(row)) * column / 2
        for j, name in enumerate(row):
            i = start + j
            centre = front.margin + offset + column * j + column / 2
            aff = front.affiliations[front.author_affiliation[i]]
            lines = [(name, name_size, front.face, "author")]
            for part in (aff.department, aff.institution, aff.address, aff.country):
                if part:
                    for wrapped in wrap(part, front.face, small, column - 8):
                        lines.append((wrapped, small, front.face, "affiliation"))
            if rng.random() < 0.8:
                lines.append(
                    (
                        front.emails[i],
                        small,
                        Face("courier") if rng.random() < 0.3 else front.face,
                        "affiliation",
                    )
                )
            yy = y
            for text, size, face, role in lines:
                canvas.text(
                    centre - text_width(text, face, size) / 2, yy + size, text, face, size, role
                )
                yy += size * 1.3
            bottom = max(bottom, yy)
        y = bottom + 10
    return y + 8, []


def authors_interleaved(
    canvas: Canvas, front: Front, rng: random.Random, y: float
) -> tuple[float, list[str]]:
    """Each name on its own line, its affiliation on the lines after it."""
    centred = rng.random() < 0.5
    size = front.size * 1.1
    for i, name in enumerate(front.authors):
        aff = front.affiliations[front.author_affiliation[i]]
        if centred:
            _centred(
                canvas, y + size, name, front.face.styled(bold=rng.random() < 0.3), size, "author"
            )
        else:
            canvas.text(front.left, y + size, name, front.face, size, "author")
        y += size * 1.3
        for line in wrap(
            aff.line(),
            front.face.styled(italic=True),
            front.size * 0.85,
            canvas.width - 2 * front.margin - 40,
        ):
            if centred:
                _centred(
                    canvas,
                    y + front.size,
                    line,
                    front.face.styled(italic=True),
                    front.size * 0.85,
                    "affiliation",
                )
            else:
                canvas.text(
                    front.left,
                    y + front.size,
                    line,
                    front.face.styled(italic=True),
                    front.size * 0.85,
                    "affiliation",
                )
            y += front.size * 1.15
        y += 4
    return y + 10, []


def authors_footnote(
    canvas: Canvas, front: Front, rng: random.Random, y: float
) -> tuple[float, list[str]]:
    """Names with symbol marks; the affiliations are footnotes at the foot of the page."""
    size = front.size * 1.15
    runs: list[Run] = []
    for i, name in enumerate(front.authors):
        mark = _MARKS[front.author_affiliation[i] % len(_MARKS)]
        runs += [
            Run(name, front.face, size, "author"),
            Run(mark, front.face, size * 0.6, "author", rise=size * 0.35),
        ]
        if i < len(front.authors) - 1:
            runs.append(
                Run(", " if i < len(front.authors) - 2 else " and ", front.face, size, "author")
            )
    rows = _split_runs(runs, canvas.width - 2 * front.margin - 20)
    for row in rows:
        canvas.centred_runs(y + size, row, front.margin, canvas.width - front.margin)
        y += size * 1.4
    notes = [f"{_MARKS[i % len(_MARKS)]} {aff.line()}" for i, aff in enumerate(front.affiliations)]
    if rng.random() < 0.6:
        notes.append(f"Corresponding author: {front.authors[0]}, {front.emails[0]}")
    return y + 16, notes


def _split_runs(runs: list[Run], limit: float) -> list[list[Run]]:
    rows: list[list[Run]] = [[]]
    width = 0.0
    for run in runs:
        w = text_width(run.text, run.face, run.size)
        if (
            width + w > limit
            and rows[-1]
            and run.role == "author"
            and run.rise == 0
            and run.text not in (", ", " and ")
        ):
            rows.append([])
            width = 0.0
        rows[-1].append(run)
        width += w
    return rows


def authors_beside(
    canvas: Canvas, front: Front, rng: random.Random, y: float
) -> tuple[float, list[str]]:
    """One author a line with the affiliation beside the name ("JANE DOE, University of …")."""
    caps = rng.random() < 0.5
    paren = not caps and rng.random() < 0.4
    size = front.size * 1.05
    for i, name in enumerate(front.authors):
        aff = front.affiliations[front.author_affiliation[i]]
        shown = name.upper() if caps else name
        tail = f" ({aff.institution})" if paren else f", {aff.institution}, {aff.country}"
        x = canvas.runs(front.left, y + size, [Run(shown, front.face, size, "author")])
        canvas.runs(x, y + size, [Run(tail, front.face, size, "affiliation")])
        y += size * 1.45
    return y + 12, []


def authors_gaps(
    canvas: Canvas, front: Front, rng: random.Random, y: float
) -> tuple[float, list[str]]:
    """Names on one line separated only by a gap of half an em or so (no commas):
    close enough for PDF text extraction to read them as one line."""
    size = front.size * 1.15
    limit = canvas.width - 2 * front.margin - 20
    rows: list[list[str]] = [[]]
    for name in front.authors:
        trial = "    ".join([*rows[-1], name])
        if rows[-1] and text_width(trial, front.face, size) > limit:
            rows.append([])
        rows[-1].append(name)
    for row in rows:
        gap = size * rng.uniform(0.42, 0.7)
        total = sum(text_width(n, front.face, size) for n in row) + gap * (len(row) - 1)
        x = (canvas.width - total) / 2
        for name in row:
            x += canvas.text(x, y + size, name, front.face, size, "author") + gap
        y += size * 1.5
    y = _affiliation_lines(front, canvas, y + 2, numbered=False, centred=True)
    return y + 14, []


def authors_byline(
    canvas: Canvas, front: Front, rng: random.Random, y: float
) -> tuple[float, list[str]]:
    """ "by Jane Doe, John Smith and Ann Lee" on centred lines; affiliations as footnotes."""
    size = front.size * 1.1
    lead = "by " if not front.german else "von "
    runs = [Run(lead, front.face.styled(italic=True), size, "other")]
    for i, name in enumerate(front.authors):
        runs.append(Run(name, front.face, size, "author"))
        if i < len(front.authors) - 1:
            runs.append(
                Run(", " if i < len(front.authors) - 2 else " and ", front.face, size, "author")
            )
    for row in _split_runs(runs, canvas.width - 2 * front.margin - 20):
        canvas.centred_runs(y + size, row, front.margin, canvas.width - front.margin)
        y += size * 1.4
    notes = [aff.line() for aff in front.affiliations]
    return y + 14, notes


AUTHOR_MODES = {
    "line-marks": authors_line_marks,
    "columns": authors_columns,
    "interleaved": authors_interleaved,
    "footnote": authors_footnote,
    "beside": authors_beside,
    "gaps": authors_gaps,
    "by-line": authors_byline,
}


def footnotes(  # noqa: PLR0917 (drawing helpers take x, y, text, font, size)
    canvas: Canvas, notes: list[str], face: Face, size: float, margin: float, bottom: float
) -> float:
    """Footnote lines under a short rule at the foot of the page; returns their top."""
    lines: list[str] = []
    for note in notes:
        lines += wrap(note, face, size, canvas.width - 2 * margin)
    top = bottom - len(lines) * size * 1.2 - 6
    canvas.rule(margin, top, margin + 120, 0.4)
    y = top + 4
    for line in lines:
        role = (
            "affiliation" if not line.startswith(("©", "Preprint", "Corresponding")) else "footnote"
        )
        canvas.text(margin, y + size, line, face, size, role)
        y += size * 1.2
    return top
