"""PDFs whose first pages reproduce the front-matter failures of real papers, with their truth.

Each ``write_*`` function lays out one paper (a :class:`Paper`: title, authors,
affiliations, abstract) the way a kind of real PDF does, with PyMuPDF, and
returns the path.  ``build_development_set(folder)`` writes every kind for
several papers and returns ``[(path, Paper)]``: the synthetic half of the
front-matter development set (``benchmarks/pdf_metadata.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pymupdf

WIDTH = 468.0  # text width of a letter page with one-inch margins


@dataclass(frozen=True)
class Paper:
    """The truth about one generated paper."""

    title: str
    authors: tuple[str, ...]
    affiliations: tuple[str, ...]
    emails: tuple[str, ...]
    abstract: str
    metadata_title: str = ""


PAPERS = (
    Paper(
        title="Disk-Based Storage for Scalable Video",
        authors=("Edward Chang", "Avideh Zakhor"),
        affiliations=("University of California, Berkeley", "Stanford University"),
        emails=("echang@eecs.berkeley.edu", "avz@stanford.edu"),
        abstract=(
            "We study how a video server stores scalable video on disks so that clients with "
            "different bandwidths are served at once. Layers of each stream are placed on the "
            "disks by their access rates, and requests are scheduled in rounds. Simulations with "
            "real traces show that the placement doubles the number of streams served at the "
            "same start-up delay, while the buffer needed grows only slowly with the load."
        ),
    ),
    Paper(
        title="Mixed-Cation Perovskite Solar Cells with Long-Term Stability",
        authors=("Maria Fernández-López", "Jan van der Berg", "Kenji Tanaka"),
        affiliations=("Technical University of Delft", "Kyoto University"),
        emails=("m.fernandez@tudelft.nl", "j.vanderberg@tudelft.nl", "tanaka@kyoto-u.ac.jp"),
        abstract=(
            "Perovskite solar cells lose efficiency within weeks under light and heat. We show "
            "that mixing formamidinium and caesium cations in the absorber slows this decay. "
            "Devices kept at eighty degrees for a thousand hours keep ninety percent of their "
            "initial efficiency. X-ray diffraction and photoluminescence measurements trace the "
            "gain to suppressed phase segregation at grain boundaries of the mixed films."
        ),
    ),
    Paper(
        title="Sleep Spindles Predict Overnight Memory Consolidation in Older Adults",
        authors=("Laura Bianchi", "Thomas Müller", "Priya Raman", "Samuel O. Adeyemi"),
        affiliations=("University of Geneva", "Max Planck Institute for Human Development"),
        emails=("laura.bianchi@unige.ch", "tmueller@mpib-berlin.mpg.de"),
        abstract=(
            "Memory consolidation during sleep declines with age, but which features of sleep "
            "explain the decline is debated. We recorded sixty older adults with "
            "polysomnography across two nights after they learned word pairs. Fast spindle "
            "density during slow-wave sleep predicted how many pairs were retained the next "
            "morning, independently of total sleep time. Slow oscillation amplitude did not "
            "add to the prediction once spindles were accounted for."
        ),
    ),
    Paper(
        title="Graph Neural Networks for Molecular Property Prediction under Distribution Shift",
        authors=("Wei Zhang", "Anna Kowalska", "David A. Smith"),
        affiliations=("Tsinghua University", "University of Warsaw", "Carnegie Mellon University"),
        emails=("wzhang@tsinghua.edu.cn", "a.kowalska@uw.edu.pl", "dasmith@cmu.edu"),
        abstract=(
            "Models that predict molecular properties are trained on known chemical series but "
            "used on new scaffolds. We measure how much graph neural networks degrade when the "
            "test molecules come from scaffolds never seen in training. On eight benchmark "
            "tasks the error grows by a third on average. Pretraining on unlabeled molecules "
            "and scaffold-aware augmentation recover half of the loss, while larger models "
            "alone do not help."
        ),
    ),
)

PROCEEDINGS = (
    "Proceedings of the 45th Annual Meeting of the Association of Computational Linguistics"
)
JOURNAL = "Circuits and Systems for Video Technology, IEEE Transactions on"
OTHER_TITLE = "Efficient Indexing of Large Video Archives for Content-Based Retrieval"
REPORT_BODY = (
    "We describe the cohort, the measurements and the statistical analysis in turn, and report "
    "each result with its confidence interval so that readers can judge the size of every "
    "effect for themselves. "
) * 3
BODY = (
    "The rest of this paper describes the method in detail, the data we used, and the "
    "experiments that support our conclusions. We discuss limitations at the end. "
)


# -- drawing helpers ---------------------------------------------------------------


def _centered(page: pymupdf.Page, y: float, text: str, size: float, font: str = "helv") -> None:
    width = pymupdf.get_text_length(text, fontname=font, fontsize=size)
    page.insert_text(((612 - width) / 2, y), text, fontsize=size, fontname=font)


def _paragraph(
    page: pymupdf.Page,
    y: float,
    text: str,
    size: float = 10.0,
    *,
    x: float = 72.0,
    width: float = WIDTH,
) -> float:
    """Write ``text`` in lines of at most ``width``; returns the y below it."""
    words = text.split()
    line: list[str] = []
    step = size * 1.25
    for word in words:
        trial = " ".join([*line, word])
        if line and pymupdf.get_text_length(trial, fontname="helv", fontsize=size) > width:
            page.insert_text((x, y), " ".join(line), fontsize=size)
            y += step
            line = [word]
        else:
            line.append(word)
    if line:
        page.insert_text((x, y), " ".join(line), fontsize=size)
        y += step
    return y


def _title(page: pymupdf.Page, title: str, y: float = 90.0, size: float = 17.0) -> float:
    """The title centred in bold, broken in two lines when long (at a hyphen if it has one)."""
    lines = [title]
    if pymupdf.get_text_length(title, fontname="hebo", fontsize=size) > WIDTH:
        words = title.split()
        half = len(words) // 2
        lines = [" ".join(words[:half]), " ".join(words[half:])]
    for line in lines:
        _centered(page, y, line, size, "hebo")
        y += size * 1.3
    return y


def _authors_with_marks(page: pymupdf.Page, paper: Paper, y: float) -> float:
    """Names in one centred line with superscript affiliation numbers and a star."""
    pieces: list[tuple[str, float, float]] = []  # text, size, raise
    for i, name in enumerate(paper.authors):
        pieces.append((name, 11.0, 0.0))
        mark = f"{i % len(paper.affiliations) + 1}" + ("*" if i == 0 else "")
        pieces.append((mark, 7.0, -4.0))
        if i < len(paper.authors) - 1:
            pieces.append((", " if i < len(paper.authors) - 2 else " and ", 11.0, 0.0))
    total = sum(pymupdf.get_text_length(t, fontname="helv", fontsize=s) for t, s, _ in pieces)
    x = (612 - total) / 2
    for text, size, lift in pieces:
        page.insert_text((x, y + lift), text, fontsize=size)
        x += pymupdf.get_text_length(text, fontname="helv", fontsize=size)
    y += 16
    for i, affiliation in enumerate(paper.affiliations):
        _centered(page, y, f"{i + 1} {affiliation}", 9.0)
        y += 12
    _centered(page, y, ", ".join(paper.emails), 9.0, "cour")
    return y + 24


def _author_columns(page: pymupdf.Page, paper: Paper, y: float) -> float:
    """ACM style: one column per author with name, affiliation and e-mail below it."""
    per_row = 3
    for row_start in range(0, len(paper.authors), per_row):
        row = paper.authors[row_start : row_start + per_row]
        column = WIDTH / per_row
        for j, name in enumerate(row):
            i = row_start + j
            center = 72 + column * j + column / 2
            lines = [
                (name, 12.0),
                (paper.emails[i % len(paper.emails)], 9.0),
                (paper.affiliations[i % len(paper.affiliations)], 9.0),
            ]
            yy = y
            for text, size in lines:
                width = pymupdf.get_text_length(text, fontname="helv", fontsize=size)
                page.insert_text((center - width / 2, yy), text, fontsize=size)
                yy += size * 1.4
        y += 56
    return y + 10


def _body(page: pymupdf.Page, y: float, heading: str | None = "1 Introduction") -> None:
    if heading:
        page.insert_text((72, y), heading, fontsize=12, fontname="hebo")
        y += 18
    _paragraph(page, y, BODY * 6)


def _more_pages(doc: pymupdf.Document, count: int = 1) -> None:
    for number in range(count):
        page = doc.new_page()
        _paragraph(page, 80, f"Section {number + 2}. " + BODY * 12)


def _save(doc: pymupdf.Document, path: Path, metadata_title: str = "") -> Path:
    if metadata_title:
        doc.set_metadata({"title": metadata_title})
    doc.save(path)
    doc.close()
    return path


def _standard_page(doc: pymupdf.Document, paper: Paper, *, columns: bool = False) -> None:
    page = doc.new_page()
    y = _title(page, paper.title)
    y = _author_columns(page, paper, y + 10) if columns else _authors_with_marks(page, paper, y + 8)
    page.insert_text((72, y), "Abstract", fontsize=12, fontname="hebo")
    y = _paragraph(page, y + 16, paper.abstract)
    _body(page, y + 18)


def _standard_paper(
    doc: pymupdf.Document,
    path: Path,
    paper: Paper,
    metadata_title: str = "",
    *,
    columns: bool = False,
) -> Path:
    """Add the paper's standard first page (``columns=True``: ACM author columns) and
    a body page to ``doc``, then save it to ``path`` with ``metadata_title``."""
    _standard_page(doc, paper, columns=columns)
    _more_pages(doc)
    return _save(doc, path, metadata_title)


# -- the layouts -------------------------------------------------------------------


def write_proceedings_metadata(path: Path, paper: Paper) -> Path:
    """Metadata title: the proceedings' name; the layout has the right title."""
    return _standard_paper(pymupdf.open(), path, paper, PROCEEDINGS)


def write_journal_appended(path: Path, paper: Paper) -> Path:
    """Metadata title: the title with the journal appended."""
    return _standard_paper(pymupdf.open(), path, paper, f"{paper.title} - {JOURNAL}")


def write_other_metadata_title(path: Path, paper: Paper) -> Path:
    """Metadata title: another paper's title (the template it was made from)."""
    return _standard_paper(pymupdf.open(), path, paper, OTHER_TITLE)


def write_agreeing_metadata(path: Path, paper: Paper) -> Path:
    """Metadata title: the same title in sentence case (it agrees, so it is used)."""
    sentence_case = paper.title[0] + paper.title[1:].lower()
    return _standard_paper(pymupdf.open(), path, paper, sentence_case)


def write_cover_page(path: Path, paper: Paper) -> Path:
    """Page 1: a repository's cover (large logo text, download notice); the paper on page 2."""
    doc = pymupdf.open()
    cover = doc.new_page()
    _centered(cover, 110, "UTRECHT UNIVERSITY REPOSITORY", 26, "hebo")
    y = _paragraph(cover, 170, f"This is the accepted manuscript of: {paper.title}.", 11)
    notice = (
        "Downloaded from the Utrecht University Repository on 12 March 2024. "
        "Citation for published version (APA): see the publisher's version of record. "
        "General rights: copyright and moral rights for the publications made accessible in "
        "the public portal are retained by the authors. Users may download and print one copy "
        "of any publication for private study. Take down policy: if you believe that this "
        "document breaches copyright please contact us providing details."
    )
    _paragraph(cover, y + 20, notice, 10)
    return _standard_paper(doc, path, paper)


def write_headingless_abstract(path: Path, paper: Paper) -> Path:
    """Journal style: no "Abstract" heading and no Keywords or Introduction line after it;
    the abstract's last line is a block of its own (it once got lost)."""
    doc = pymupdf.open()
    page = doc.new_page()
    y = _title(page, paper.title)
    y = _authors_with_marks(page, paper, y + 8)
    sentences = paper.abstract.split(". ")
    head, last = ". ".join(sentences[:-1]) + ".", sentences[-1]
    y = _paragraph(page, y, head, 10.5)
    y = _paragraph(page, y, last, 10.5)  # a separate insert: its own block
    y += 20
    _paragraph(page, y, BODY * 3, 10.0)  # body text straight after, no heading
    page.insert_text((72, 600), "Methods", fontsize=12, fontname="hebo")
    _paragraph(page, 618, BODY * 3)
    _more_pages(doc)
    return _save(doc, path)


STRUCTURE_LABELS = ("BACKGROUND", "METHODS", "RESULTS", "CONCLUSIONS")


def _structure_parts(paper: Paper) -> list[str]:
    """The paper's abstract in up to four parts: its first three sentences and the rest."""
    sentences = paper.abstract.rstrip(".").split(". ")
    parts = [*sentences[:3], ". ".join(sentences[3:])]
    return [f"{part}." for part in parts if part]


def structured_abstract(paper: Paper) -> str:
    """The paper's abstract under :data:`STRUCTURE_LABELS`, a label before each of its
    first three sentences and the last label before the rest (if any)."""
    parts = _structure_parts(paper)
    return " ".join(f"{label} {part}" for label, part in zip(STRUCTURE_LABELS, parts, strict=False))


def write_dates_before_abstract(path: Path, paper: Paper, *, structured: bool = False) -> Path:
    """Journal style: a small dates line ("Received …; accepted …") between the authors
    and an abstract without a heading, plain or structured (each label on a line of its
    own), then the body under "1 Introduction"."""
    doc = pymupdf.open()
    page = doc.new_page()
    y = _title(page, paper.title)
    y = _authors_with_marks(page, paper, y + 8)
    page.insert_text((72, y), DATES, fontsize=8.0)
    y += 22
    if structured:
        for label, part in zip(STRUCTURE_LABELS, _structure_parts(paper), strict=False):
            page.insert_text((72, y), label, fontsize=10.5, fontname="hebo")
            y = _paragraph(page, y + 14, part, 10.5)
    else:
        y = _paragraph(page, y, paper.abstract, 10.5)
    _body(page, y + 20)
    _more_pages(doc)
    return _save(doc, path)


INTRO = (
    "Deep networks have changed how we read documents. In this paper we look at the "
    "problem of reading scanned forms, which remains hard for three reasons that we "
    "discuss below in turn, before we describe our own approach and its evaluation. "
)
DATES = "Received 3 May 2020; accepted 9 January 2021"


def write_dates_before_body(
    path: Path, paper: Paper, *, size: float = 10.5, dates: str = DATES, heading: str = ""
) -> Path:
    """A paper without an abstract (a letter, an editorial): a dates line between the
    authors and the body's text, which runs on with no heading or reaches a later
    section's ``heading`` ("2 Related work")."""
    doc = pymupdf.open()
    page = doc.new_page()
    y = _title(page, paper.title)
    y = _authors_with_marks(page, paper, y + 8)
    page.insert_text((72, y), dates, fontsize=8.0)
    y = _paragraph(page, y + 22, INTRO * 3, size)
    if heading:
        _body(page, y + 20, heading)
    else:
        _paragraph(page, y + 12, BODY * 3, size)
    _more_pages(doc)
    return _save(doc, path)


def write_two_column_affiliations(path: Path, paper: Paper) -> Path:
    """ACM style author columns: name, e-mail and affiliation under each other."""
    return _standard_paper(pymupdf.open(), path, paper, columns=True)


def write_hyphen_title(path: Path, paper: Paper) -> Path:
    """The title broken after a hyphen, and the metadata title with "- " in it."""
    doc = pymupdf.open()
    page = doc.new_page()
    first, _, rest = paper.title.partition("-")
    y = 90.0
    for line in (first + "-", rest):
        _centered(page, y, line, 17, "hebo")
        y += 22
    y = _authors_with_marks(page, paper, y + 8)
    page.insert_text((72, y), "Abstract", fontsize=12, fontname="hebo")
    y = _paragraph(page, y + 16, paper.abstract)
    _body(page, y + 18)
    _more_pages(doc)
    return _save(doc, path, paper.title.replace("-", "- ", 1))


def write_plain_title_and_names(path: Path, paper: Paper) -> Path:
    """Title and names set alike, not bold (an OCR'd page knows no bold): the title in
    two centred lines, the names in one line under it, then a headed abstract."""
    doc = pymupdf.open()
    page = doc.new_page()
    words = paper.title.split()
    half = len(words) // 2
    y = 90.0
    for line in (" ".join(words[:half]), " ".join(words[half:])):
        _centered(page, y, line, 14.0)
        y += 14.0 * 1.3
    names = ", ".join(paper.authors[:-1]) + " and " + paper.authors[-1]
    _centered(page, y + 8, names, 14.0)
    y += 48
    page.insert_text((72, y), "Abstract", fontsize=10)
    y = _paragraph(page, y + 14, paper.abstract)
    _body(page, y + 18)
    _more_pages(doc)
    return _save(doc, path)


def write_name_columns_before_keywords(path: Path, paper: Paper) -> Path:
    """One column per author (name, affiliation, e-mail) set in the abstract's size, a
    headingless abstract under them after a gap, then a keyword line."""
    doc = pymupdf.open()
    page = doc.new_page()
    y = _title(page, paper.title) + 10
    column = WIDTH / len(paper.authors)
    bottom = y
    for j, name in enumerate(paper.authors):
        center = 72 + column * j + column / 2
        affiliation = paper.affiliations[j % len(paper.affiliations)][:28]
        for k, text in enumerate((name, affiliation, paper.emails[j % len(paper.emails)])):
            width = pymupdf.get_text_length(text, fontname="helv", fontsize=10)
            page.insert_text((center - width / 2, y + 12 * k), text, fontsize=10)
            bottom = max(bottom, y + 12 * k)
    y = _paragraph(page, bottom + 30, paper.abstract)
    page.insert_text((72, y + 4), "Keywords: storage, cells, sleep", fontsize=10)
    _body(page, y + 30)
    _more_pages(doc)
    return _save(doc, path)


LAYOUTS: dict[str, Callable[[Path, Paper], Path]] = {
    "proceedings-metadata": write_proceedings_metadata,
    "journal-appended": write_journal_appended,
    "other-metadata-title": write_other_metadata_title,
    "agreeing-metadata": write_agreeing_metadata,
    "cover-page": write_cover_page,
    "headingless-abstract": write_headingless_abstract,
    "two-column-affiliations": write_two_column_affiliations,
}


RUNIN_LABELS = ("Objective:", "Methods:", "Results:", "Conclusions:")


def runin_abstract(paper: Paper) -> str:
    """The paper's abstract in parts, each opening with a run-in label of
    :data:`RUNIN_LABELS` ("Objective: …")."""
    parts = _structure_parts(paper)
    return " ".join(f"{label} {part}" for label, part in zip(RUNIN_LABELS, parts, strict=False))


def _run_in(page: pymupdf.Page, y: float, label: str, text: str, *, bold: bool) -> float:
    """A paragraph opening with ``label`` set run in, in bold or not; returns the y below."""
    font = "hebo" if bold else "helv"
    indent = pymupdf.get_text_length(f"{label} ", fontname=font, fontsize=10.0)
    page.insert_text((72, y), label, fontsize=10.0, fontname=font)
    words, first = text.split(), []
    while words and pymupdf.get_text_length(
        " ".join([*first, words[0]]), fontname="helv", fontsize=10.0
    ) <= (WIDTH - indent):
        first.append(words.pop(0))
    page.insert_text((72 + indent, y), " ".join(first), fontsize=10.0)
    return _paragraph(page, y + 12.5, " ".join(words)) if words else y + 12.5


def write_labelled_body(
    path: Path, paper: Paper, body_labels: tuple[str, ...], *, bold: bool, gap: float
) -> Path:
    """Short-report style: a structured abstract with plain run-in labels and no heading
    (:func:`runin_abstract`), then, ``gap`` points below it and with no section heading,
    body paragraphs opening with ``body_labels`` ("Background.") in bold or not."""
    doc = pymupdf.open()
    page = doc.new_page()
    y = _authors_with_marks(page, paper, _title(page, paper.title) + 8)
    for label, part in zip(RUNIN_LABELS, _structure_parts(paper), strict=False):
        y = _run_in(page, y, label, part, bold=False) + 4
    y += gap
    for label in body_labels:
        y = _run_in(page, y, label, REPORT_BODY, bold=bold) + 4
    _more_pages(doc)
    return _save(doc, path)


def build_development_set(folder: Path) -> list[tuple[Path, Paper]]:
    """Every layout for three papers, plus the hyphen-broken title: 22 PDFs."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for kind, write in LAYOUTS.items():
        for number, listed in enumerate(PAPERS[:3]):
            paper = PAPERS[3] if kind == "cover-page" and number == 0 else listed
            out.append((write(folder / f"{kind}-{number}.pdf", paper), paper))
    out.append((write_hyphen_title(folder / "hyphen-title.pdf", PAPERS[1]), PAPERS[1]))
    return out
