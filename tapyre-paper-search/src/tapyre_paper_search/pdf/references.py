"""The references list of a paper: found, cut into entries, parsed into records (pure).

:func:`find_references` looks for the last "References" / "Bibliography" /
"Literature Cited" / "Literatur" heading among a paper's blocks (in reading
order) and takes the blocks after it, up to an appendix or supplementary
heading.  :func:`split_entries` cuts their lines into entries: at the next
number of a numbered list ("[12]", "12.", "(12)"), at lines that start
flush left where the entries are set with a hanging indent, or at block
boundaries.  :func:`parse_reference` reads one entry: DOI and arXiv id by
their patterns, the year, the authors (the leading list of names, in any of
the usual forms: "Jane Doe", "J. Doe", "Doe, J.", "DOE J"), the title
(quoted, or the sentence after the authors and year) and the venue (what
follows the title).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tapyre_paper_search.models import Reference
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.normalize import normalize_inline

HEADING = re.compile(
    r"^\s*(?:(?:\d{1,2}|[IVX]{1,4}|[A-Z])\.?\s+)?(?:references?(?: and notes| cited)?|bibliography|"
    r"literature(?: cited)?|works cited|cited literature|literatur(?:verzeichnis)?|"
    r"quellen(?:verzeichnis)?|referenzen|bibliographie)\s*:?\s*$",
    re.IGNORECASE,
)
_END = re.compile(
    r"^\s*(?:(?:appendix|appendices|anhang|supplementary|supplemental|supporting information|"
    r"acknowledge?ments?|danksagung)\b|[A-Z](?:\.\d+)?\s+[A-Z][a-z]+.{0,60}$)",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"^\s*(?:\[(\d{1,4})\]|\((\d{1,4})\)|(\d{1,4})[.)]?(?=\s+\S))")
_DOI = re.compile(r"\b(10\.\d{4,9}/[^\s\"<>]+)", re.IGNORECASE)
_ARXIV = re.compile(
    r"(?:arxiv(?:\.org/(?:abs|pdf)/|\s*:\s*|\s+preprint\s+arxiv:\s*|\s+))"
    r"((?:\d{4}\.\d{4,5})|(?:[a-z-]+(?:\.[A-Z]{2})?/\d{7}))(?:v\d+)?",
    re.IGNORECASE,
)
_YEAR = re.compile(r"\b((?:19|20)\d{2})[a-z]?\b")
_QUOTED = re.compile(r"[\"“”„]([^\"“”]{8,}?)[,.]?[\"“”]")
# Sentence ends inside an entry: ". " not after an initial ("J. ") or "al." / "pp." / "vol.".
_SEGMENT = re.compile(r"(?<!\b[A-Z])(?<!\bal)(?<!\bpp)(?<!\bvol)(?<!\bno)(?<!\bEd)(?<!\beds)\.\s+")
_NAME_PART = re.compile(r"^[A-ZÀ-Þ][\w'’.-]*$|^[a-z]{1,3}$")
_MAX_ENTRIES = 2000
_MAX_ENTRY_CHARS = 1200


def find_references(blocks: Sequence[TextBlock]) -> list[TextBlock]:
    """The blocks of the references list (after its heading), or ``[]``."""
    start = None
    for i, block in enumerate(blocks):
        if len(block.lines) <= 2 and HEADING.match(block.lines[0].text):
            start = i
    if start is None:
        return []
    out = []
    for block in blocks[start + 1 :]:
        if block.kind in ("table", "equation"):
            continue
        first = block.lines[0].text
        if len(block.lines) <= 2 and _END.match(first) and not _NUMBER.match(first):
            break
        out.append(block)
    return out


def split_entries(blocks: Sequence[TextBlock]) -> list[str]:
    """The entries of a references list, each as one line of text."""
    lines = [(line, block) for block in blocks for line in block.lines]
    if not lines:
        return []
    numbered = sum(bool(_NUMBER.match(line.text)) for line, _ in lines)
    entries: list[list[str]] = []
    expected = None
    for line, block in lines:
        text = line.text.strip()
        if numbered >= 2 and numbered * 4 >= len(entries) + 2:
            match = _NUMBER.match(text)
            value = int(next(g for g in match.groups() if g)) if match else None
            if value is not None and (expected is None or value == expected):
                entries.append([text])
                expected = value + 1
                continue
        elif _starts_entry(line, block, entries):
            entries.append([text])
            continue
        if entries:
            entries[-1].append(text)
        else:
            entries.append([text])
    out = []
    for parts in entries[:_MAX_ENTRIES]:
        joined = normalize_inline("\n".join(parts))
        if len(joined) >= 20:
            out.append(joined[:_MAX_ENTRY_CHARS])
    return out


def _starts_entry(line: BlockLine, block: TextBlock, entries: list[list[str]]) -> bool:
    """Without numbers: a line flush left where the others hang indented, or a block's
    first line (blocks of one entry each)."""
    left = min(l.x0 for l in block.lines)
    indented = [l for l in block.lines if l.x0 - left > 3]
    if indented and len(indented) < len(block.lines):
        return line.x0 - left <= 3
    return line is block.lines[0] or not entries


def parse_reference(text: str, number: int | None = None) -> Reference:
    """The parts of one entry (see the module docstring); what is not found stays empty."""
    text = _NUMBER.sub("", text, count=1).strip() if number is None else text
    doi_match = _DOI.search(text)
    doi = doi_match.group(1).rstrip(".,;)]") if doi_match else ""
    arxiv_match = _ARXIV.search(text)
    arxiv_id = arxiv_match.group(1) if arxiv_match else ""
    years = [int(y) for y in _YEAR.findall(_DOI.sub(" ", text))]
    year = years[0] if years else None
    cleaned = _DOI.sub(" ", text)
    cleaned = re.sub(r"https?://\S+|doi:\s*", " ", cleaned, flags=re.IGNORECASE)
    authors, rest = _authors(cleaned)
    title, venue = _title_and_venue(rest, cleaned)
    return Reference(
        text=text,
        authors=authors,
        title=title,
        year=year,
        venue=venue,
        doi=doi.lower(),
        arxiv_id=arxiv_id,
        number=number,
    )


def _authors(text: str) -> tuple[tuple[str, ...], str]:
    """The leading names of an entry and the text after them."""
    quoted = _QUOTED.search(text)
    head_end = quoted.start() if quoted else None
    segments = _SEGMENT.split(text if head_end is None else text[:head_end], maxsplit=1)
    head = segments[0]
    year = re.search(r"\(\s*(?:19|20)\d{2}[a-z]?\s*\)|,\s*(?:19|20)\d{2}[a-z]?\s*$", head)
    if year:
        head = head[: year.start()]
    if head_end is not None:
        rest = text[head_end:]
    else:
        rest = text[len(segments[0]) :].lstrip(". ")
        if year:
            rest = text[text.find(year.group(0)) + len(year.group(0)) :].lstrip(". ")
    return _names(head), rest


def _names(head: str) -> tuple[str, ...]:
    head = re.sub(r"\bet\s+al\b\.?|\band others\b", "", head, flags=re.IGNORECASE)
    parts = [p.strip(" .") for p in re.split(r",|;|\band\b|&|\bund\b", head) if p.strip(" .")]
    names: list[str] = []
    i = 0
    while i < len(parts):
        part = parts[i]
        words = part.split()
        following = parts[i + 1] if i + 1 < len(parts) else ""
        if len(words) == 1 and following and _initials(following):
            names.append(f"{following.strip()} {part}")  # "Doe, J." → "J. Doe"
            i += 2
            continue
        if len(words) >= 2 and _initials(" ".join(words[1:])) and not _initials(words[0]):
            names.append(f"{' '.join(words[1:])} {words[0]}")  # "Doe JA" → "JA Doe"
        elif 1 <= len(words) <= 5 and all(_NAME_PART.match(w) for w in words):
            names.append(part)
        else:
            break
        i += 1
    return tuple(n for n in names if sum(c.isalpha() for c in n) >= 2)


def _initials(text: str) -> bool:
    return bool(re.fullmatch(r"\s*(?:[A-Z]\.?\s*-?\s*){1,4}", text))


def _title_and_venue(rest: str, whole: str) -> tuple[str, str]:
    quoted = _QUOTED.search(whole)
    if quoted:
        title = quoted.group(1).strip(" ,.")
        after = whole[quoted.end() :]
        return title, _venue(after)
    rest = re.sub(r"^\(?\s*(?:19|20)\d{2}[a-z]?\s*\)?\s*[.,:]?\s*", "", rest)
    segments = [s.strip() for s in _SEGMENT.split(rest) if s.strip()]
    if not segments:
        return "", ""
    title = segments[0].rstrip(".")
    venue = _venue(" ".join(segments[1:]))
    return title, venue


def _venue(text: str) -> str:
    text = re.sub(r"^\s*[,.]?\s*(?:in:?\s+|in proceedings of\s+)?", "", text, flags=re.IGNORECASE)
    text = re.split(r"\(\s*(?:19|20)\d{2}|,\s*(?:19|20)\d{2}\b|\bvol\.|\bpp\.|\bpages\b|\s\d+\s*\(|,\s*\d+[-–]\d+", text)[0]
    text = re.sub(r"\barxiv(?: preprint)?\b.*$", "", text, flags=re.IGNORECASE)
    return text.strip(" ,.;:")


def references_of(blocks: Sequence[TextBlock]) -> tuple[Reference, ...]:
    """The parsed references list of a paper whose blocks (reading order) are ``blocks``."""
    entries = split_entries(find_references(blocks))
    out = []
    for i, entry in enumerate(entries):
        match = _NUMBER.match(entry)
        number = int(next(g for g in match.groups() if g)) if match else None
        body = _NUMBER.sub("", entry, count=1).strip() if match else entry
        parsed = parse_reference(body, number if number is not None else i + 1)
        out.append(parsed)
    return tuple(out)
