"""Whole generated papers in varied layouts, with their truth.

``write_paper(path, record, layout, ...)`` draws one paper in a given
:class:`Layout`; ``sample_layout(rng, record)`` draws a layout at random with
the mix of kinds real collections have; ``kinds_of(layout)`` names the
failure kinds a layout exercises (for figures per kind).
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

import pymupdf

from pdfgen import abstracts, body, conventions, front, variants
from pdfgen.canvas import Canvas, Face, face_for, families, printed
from pdfgen.damage import scan
from pdfgen.flow import Block, Flow
from pdfgen.people import (
    CITIES,
    GERMAN_CITIES,
    JUNK_METADATA_AUTHORS,
    affiliation,
    email,
    german_name,
    mixed_name,
)
from pdfgen.sources import Record, Section

ENGLISH_ABSTRACT = (
    "We report measurements that were collected over several years and analysed with a "
    "common model. The results agree with earlier studies and extend them to a larger sample."
)


@dataclass(frozen=True)
class Layout:
    """How one paper is set; every field is one independent choice."""

    family: str = "times"
    page: str = "letter"
    columns: int = 1
    body_size: float = 10.0
    title_size: float = 17.0
    title_bold: bool = True
    title_centred: bool = True
    title_caps: bool = False
    banner: bool = False
    stamp: bool = False
    author_mode: str = "line-marks"
    author_count: int = 3
    abstract_mode: str = (
        "heading"  # heading inline none structured-lines structured-inline teaser page2
    )
    abstract_place: str = "full"  # full narrow column
    after: bool = True
    cover: bool = False
    damage: str = ""  # "" scanned scanned-first garbage
    metadata_title: str = "none"  # right none junk other
    metadata_author: str = "none"  # right none junk
    copyright_note: bool = False
    seed: int = 0
    conventions: tuple[str, ...] = ()  # pdfgen.conventions.CONVENTIONS drawn for this paper
    gutter: float = 18.0  # points between two columns
    subtitle_dash: str = ""  # pdfgen.variants: "" (a colon), "–" or "—" before the subtitle
    subtitle_dash_opens: bool = False  # the dash opens the subtitle's first line
    subtitle_scale: float = 0.78  # the subtitle's size over the title's
    scan_dpi: int = 150  # resolution of the scanned pages (damage)
    scan_skew: float = 0.0  # degrees the scanned pages are turned (damage)


@dataclass
class Truth:
    """What a generated paper says about itself (the benchmark's answer key)."""

    name: str
    split: str
    kinds: list[str]
    language: str
    title: str
    authors: list[str]
    abstract: str
    references: list[dict[str, object]] = field(default_factory=list)
    layout: dict[str, object] = field(default_factory=dict)


def sample_layout(rng: random.Random, record: Record) -> Layout:
    structured = record.structured and rng.random() < 0.75
    modes = ["heading"] * 8 + ["inline"] * 3 + ["none"] * 3 + ["teaser"] * 2 + ["page2"] * 2
    mode = (
        rng.choice(["structured-lines", "structured-inline"]) if structured else rng.choice(modes)
    )
    columns = 2 if rng.random() < 0.55 else 1
    return Layout(
        family=rng.choice(families()),
        page=rng.choice(["letter", "a4"]),
        columns=columns,
        body_size=rng.choice([9.0, 9.5, 10.0, 10.0, 10.5, 11.0]),
        title_size=rng.uniform(14.0, 22.0),
        title_bold=rng.random() < 0.8,
        title_centred=rng.random() < 0.65,
        title_caps=rng.random() < 0.08,
        banner=rng.random() < 0.4,
        stamp=rng.random() < 0.15,
        author_mode=rng.choice(list(front.AUTHOR_MODES)),
        author_count=rng.randint(9, 16)
        if mode == "page2"
        else rng.choice([1, 2, 2, 3, 3, 4, 4, 5, 6, 7]),
        abstract_mode=mode,
        abstract_place=rng.choice(
            ["full", "narrow", "column"] if columns == 2 else ["full", "narrow"]
        ),
        after=rng.random() < 0.7,
        cover=rng.random() < 0.08,
        damage=rng.choice([""] * 18 + ["scanned", "scanned-first", "garbage"]),
        metadata_title=rng.choice(["right"] * 4 + ["none"] * 4 + ["junk"] * 2 + ["other"]),
        metadata_author=rng.choice(["right"] * 3 + ["none"] * 4 + ["junk"] * 3),
        copyright_note=rng.random() < 0.3,
        seed=rng.randrange(1 << 30),
    )


def kinds_of(layout: Layout, language: str) -> list[str]:
    kinds = []
    if layout.abstract_mode.startswith("structured"):
        kinds.append("structured-abstract")
    kinds += {
        "none": ["headingless-abstract"],
        "teaser": ["teaser-abstract"],
        "page2": ["abstract-on-page-2"],
    }.get(layout.abstract_mode, [])
    if layout.after:
        kinds.append("keywords-after-abstract")
    if layout.cover:
        kinds.append("cover-sheet")
    if layout.damage:
        kinds.append("broken-text-layer")
    if layout.metadata_author == "junk":
        kinds.append("junk-metadata-authors")
    kinds += {
        "gaps": ["authors-run-together"],
        "beside": ["affiliation-beside-names"],
        "interleaved": ["interleaved-affiliations"],
        "columns": ["authors-in-columns"],
        "footnote": ["footnote-affiliations"],
    }.get(layout.author_mode, [])
    if layout.columns == 2:
        kinds.append("two-columns")
    if language == "de":
        kinds.append("german")
    kinds += layout.conventions
    return kinds or ["plain"]


def write_paper(
    path: Path,
    record: Record,
    layout: Layout,
    *,
    names: list[str],
    others: list[Record],
    split: str,
    defects: tuple[str, ...] = (),
) -> tuple[Truth, list[dict[str, object]]]:
    """Draw ``record`` in ``layout`` to ``path``; returns its truth and the drawn items.
    ``defects`` (:mod:`pdfgen.defects`) spoil a damaged paper's scan further; they are
    named in its kinds (``scan-DEFECT``) and its layout (``scan_defects``)."""
    rng = random.Random(layout.seed)
    german = record.language == "de"
    if "subtitle-title" in layout.conventions:
        record = replace(
            record,
            title=conventions.subtitled(
                record.title, rng, german=german, dash=layout.subtitle_dash
            ),
        )
    width, height = (612.0, 792.0) if layout.page == "letter" else (595.0, 842.0)
    canvas = Canvas(pymupdf.open(), width, height)
    face = Face(layout.family)
    authors = record.authors[: layout.author_count] or tuple(
        german_name(rng) if german else mixed_name(rng, names) for _ in range(layout.author_count)
    )
    if layout.author_count > len(authors):
        authors = authors + tuple(
            mixed_name(rng, names) for _ in range(layout.author_count - len(authors))
        )
    authors = tuple(dict.fromkeys(authors))
    affiliations = tuple(
        affiliation(rng, german=german) for _ in range(rng.randint(1, min(4, len(authors))))
    )
    links = tuple(rng.randrange(len(affiliations)) for _ in authors)
    emails = tuple(
        email(a, affiliations[links[i]].institution.split()[-1], rng) for i, a in enumerate(authors)
    )
    info = front.Front(
        authors,
        affiliations,
        links,
        emails,
        face,
        layout.body_size,
        72.0 if layout.columns == 1 else 54.0,
        german,
        letters=rng.random() < 0.2,
    )
    if layout.cover:
        body.cover_sheet(
            canvas, record, authors, rng, face, rng.choice(GERMAN_CITIES if german else CITIES)
        )
    pool = body.sentences(others) or [record.abstract_text]
    blocks_after, abstract_truth = _first_page(canvas, record, layout, info, rng, german, pool)
    flow = blocks_after
    refs = [
        body.reference_for(r, rng, names or list(authors))
        for r in rng.sample(others, k=min(len(others), rng.randint(4, 12)))
    ]
    ref_blocks, ref_style = body.reference_blocks(refs, rng, german)
    from pdfgen.german import BODY_DE

    content = body.body_blocks(pool, rng, german_body=BODY_DE if german else "")
    for block in [*content, *ref_blocks]:
        flow.place(block)
    doc = canvas.doc
    if layout.metadata_title != "none" or layout.metadata_author != "none":
        doc.set_metadata(_metadata(record, authors, layout, rng, others))
    if layout.damage:
        pages = (
            [1 if layout.cover else 0]
            if layout.damage == "scanned-first"
            else list(range(doc.page_count))
        )
        damaged = scan(
            doc,
            pages,
            dpi=layout.scan_dpi,
            skew=layout.scan_skew,
            garbage=layout.damage == "garbage",
            seed=layout.seed,
            defects=defects,
        )
        doc.close()
        doc = damaged
    doc.save(path, garbage=3, deflate=True)
    doc.close()
    truth = Truth(
        name=path.name,
        split=split,
        kinds=kinds_of(layout, record.language)
        + [f"scan-{d}" for d in (defects if layout.damage else ())],
        language=record.language,
        title=printed(record.title, face_for(record.title, face)),
        authors=list(authors),
        abstract=abstract_truth,
        references=[asdict(r) for r in refs],
        layout={
            **asdict(layout),
            "reference_style": ref_style,
            **({"scan_defects": list(defects)} if defects and layout.damage else {}),
        },
    )
    return truth, [asdict(item) for item in canvas.items]


def _metadata(
    record: Record,
    authors: tuple[str, ...],
    layout: Layout,
    rng: random.Random,
    others: list[Record],
) -> dict[str, str]:
    meta: dict[str, str] = {}
    if layout.metadata_title == "right":
        meta["title"] = record.title
    elif layout.metadata_title == "junk":
        meta["title"] = rng.choice(
            ["Microsoft Word - manuscript_final.docx", "untitled", "paper.dvi", "main", "Title"]
        )
    elif layout.metadata_title == "other":
        meta["title"] = rng.choice(others).title if others else "Template"
    if layout.metadata_author == "right":
        meta["author"] = "; ".join(authors) if rng.random() < 0.5 else ", ".join(authors)
    elif layout.metadata_author == "junk":
        meta["author"] = rng.choice(JUNK_METADATA_AUTHORS)
    return meta


def _first_page(  # noqa: PLR0917 (drawing helpers take x, y, text, font, size)
    canvas: Canvas,
    record: Record,
    layout: Layout,
    info: front.Front,
    rng: random.Random,
    german: bool,
    pool: list[str],
) -> tuple[Flow, str]:
    """Draw the paper's first page up to its body; returns the body flow and the abstract truth."""
    canvas.new_page()
    margin = info.margin
    face = info.face
    size = layout.body_size
    y = 56.0
    header = body.running_header(
        record.title if rng.random() < 0.5 else f"{info.authors[0].split()[-1]} et al.",
        face,
        margin,
    )
    flow = Flow(
        canvas,
        face,
        size,
        layout.columns,
        margin,
        top=62.0,
        bottom=canvas.height - 60,
        header=header,
        rng=rng,
        gutter=layout.gutter,
    )  # type: ignore[arg-type]
    if layout.stamp:
        number = f"{rng.randint(1000, 2400)}.{rng.randint(10000, 99999)}v{rng.randint(1, 3)}"
        stamp = f"arXiv:{number} [cs.CL] {rng.randint(1, 28)} Mar 2023"
        canvas.text(30, 560, stamp, Face("times"), 18, "stamp", rotate=90, color=(0.5, 0.5, 0.5))
    if layout.banner:
        y = front.banner(canvas, rng, face, body.venue_for(rng), y + 8, margin)
    else:
        y += 20
    if layout.conventions:
        y = conventions.top(canvas, layout, rng, face, margin, body.venue_for(rng), y)
    title_face = face_for(record.title, face).styled(bold=layout.title_bold)
    y = front.title(
        canvas,
        rng,
        record.title,
        title_face,
        layout.title_size,
        y,
        margin,
        centred=layout.title_centred,
        caps=layout.title_caps,
        subtitled="subtitle-title" in layout.conventions,
        subtitle=(layout.subtitle_dash, layout.subtitle_dash_opens, layout.subtitle_scale),
    )
    blocks, truth = abstracts.abstract_blocks(record, layout.abstract_mode, rng, face, size, german)
    blocks = conventions.abstract(blocks, layout, rng, face)
    if layout.abstract_mode == "teaser":
        teaser = Flow(
            canvas,
            face.styled(italic=rng.random() < 0.6, bold=rng.random() < 0.3),
            size * rng.uniform(1.15, 1.35),
            1,
            margin,
            top=62.0,
            bottom=canvas.height - 60,
        )
        teaser.begin(y)
        teaser.place(replace(blocks[0], face=None, size=None))
        y = teaser.y + 10
        blocks = []
    draw_authors = (
        conventions.authors_caps_marks
        if "caps-authors-marks" in layout.conventions
        else front.AUTHOR_MODES[layout.author_mode]
    )
    if variants.TITLE_SIZE_NAMES in layout.conventions:
        y, notes = variants.authors_title_size(
            canvas, info, rng, y, layout.title_size, title_face, layout.title_centred
        )
    else:
        y, notes = draw_authors(canvas, info, rng, y)
    if "corresponding-footnotes" in layout.conventions:
        notes += conventions.footnotes(info, rng)
    if layout.copyright_note:
        notes.append(
            rng.choice(
                [
                    "© 2021 The Authors. Published under a CC BY 4.0 licence.",
                    f"Preprint submitted to {body.venue_for(rng)}",
                    "This work was supported by grant 2019-04411.",
                ]
            )
        )
    if notes:
        flow.bottom = (
            front.footnotes(canvas, notes, face, size * 0.75, margin, canvas.height - 50) - 10
        )
    after_blocks: list[Block] = []
    if layout.after and layout.abstract_mode not in ("teaser",):
        after_blocks, _ = abstracts.after_abstract(record, rng, face, size, german)
    heading = Block("heading", abstracts.first_heading(rng, german), role="heading")
    if layout.abstract_mode in ("none", "teaser") and rng.random() < 0.3:
        heading = Block("paragraph", "", role="body")  # the body follows without a heading
    if german and blocks and rng.random() < 0.4:
        # German papers often carry an English abstract after the German one.
        english = abstracts.abstract_blocks(
            replace(record, abstract=(Section("", ENGLISH_ABSTRACT),)),
            "heading",
            rng,
            face,
            size,
            False,
        )[0]
        blocks = [*blocks, *english]
    if rng.random() < 0.15 and layout.abstract_mode not in ("teaser", "page2"):
        dates = Block(
            "plain",
            f"Received {rng.randint(1, 28)} May 2020; accepted {rng.randint(1, 28)} January 2021",
            role="other",
            size=size * 0.8,
        )
        blocks = [dates, *blocks]
    if layout.abstract_mode == "page2":
        canvas.text(
            margin,
            y + 10,
            f"Running title: {' '.join(record.title.split()[:5])}",
            face,
            size * 0.9,
            "other",
        )
        canvas.new_page()
        header(canvas, 2)
        y = flow.top
    if "highlights-box" in layout.conventions and layout.abstract_mode != "page2":
        y = conventions.highlights(canvas, pool, rng, face, size, margin, y)
    if "article-info-sidebar" in layout.conventions:
        words = abstracts.keywords(record, rng)
        y = conventions.sidebar_abstract(
            canvas, y, truth, words, look=(face, size, margin), rng=rng
        )
        blocks, after_blocks = [], []
    place = layout.abstract_place if layout.abstract_mode != "page2" else "full"
    if blocks and place in ("full", "narrow"):
        inset = 40.0 if place == "narrow" else 0.0
        top_flow = Flow(
            canvas,
            face,
            size,
            1,
            margin + inset,
            top=62.0,
            bottom=flow.bottom,
            rng=rng,
            leading=rng.choice([1.2, 1.22, 1.3, 1.5, 1.65]),
        )
        top_flow.begin(y)
        for block in [*blocks, *after_blocks]:
            top_flow.place(block)
        y = top_flow.y + 8
        blocks, after_blocks = [], []
    flow.begin(y)
    _reset_bottom(flow, canvas.height - 60)
    for block in [*blocks, *after_blocks]:
        flow.place(block)
    if "abstract-left-column" in layout.conventions and flow.column == 0:
        flow.break_column()
    flow.place(heading)
    return flow, truth


def _reset_bottom(flow: Flow, bottom: float) -> None:
    """The footnotes shorten only the first page: later pages run to ``bottom``."""
    draw = flow.header

    def header(canvas: Canvas, number: int) -> None:
        flow.bottom = bottom
        if draw is not None:
            draw(canvas, number)

    flow.header = header
