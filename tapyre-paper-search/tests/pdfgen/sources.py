"""Real paper records to lay out: arXiv metadata and SciFact abstracts (``../shared/data``).

``load_pool(shared, split)`` reads the records of one split: ``"train"`` or
``"heldout"``.  A record lands in a split by a hash of its id, so the
held-out documents never share a title, abstract or author name list with
the training documents.  arXiv records bring real names (and TeX, turned
into plain text); SciFact records bring biomedical titles and abstracts,
many of them structured (``BACKGROUND … METHODS …``), and get authors drawn
from the split's own name pool.
"""

from __future__ import annotations

import json
import re
import zlib
from dataclasses import dataclass, field
from pathlib import Path

HELDOUT_SHARE = 0.25

_GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε",
    "zeta": "ζ", "eta": "η", "theta": "θ", "vartheta": "ϑ", "kappa": "κ", "lambda": "λ",
    "mu": "μ", "nu": "ν", "xi": "ξ", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ",
    "phi": "φ", "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ",
    "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ",
    "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω", "ell": "ℓ", "pm": "±", "mp": "∓", "le": "≤",
    "leq": "≤", "ge": "≥", "geq": "≥", "to": "→", "infty": "∞", "times": "×", "sim": "∼",
    "approx": "≈", "partial": "∂", "sum": "∑", "int": "∫", "in": "∈", "cap": "∩", "cup": "∪",
    "sqrt": "√", "neq": "≠", "ne": "≠", "cdot": "·", "ast": "*", "parallel": "∥", "nabla": "∇",
}  # fmt: skip
_ACCENTS = {
    "'": "\u0301",
    "`": "\u0300",
    '"': "\u0308",
    "^": "\u0302",
    "~": "\u0303",
    "c": "\u0327",
}
_TEX_ACCENT = re.compile(r"\\([`'\"^~c])\s*\{?\\?([A-Za-z])\}?")
_TEX_COMMAND = re.compile(r"\\([A-Za-z]+)\s*")


def tex_to_text(text: str) -> str:
    """Plain text of a TeX-flavoured title or abstract (good enough to print)."""
    text = _TEX_ACCENT.sub(lambda m: m.group(2) + _ACCENTS[m.group(1)], text)
    text = re.sub(r"\\cite\{[^}]*\}", "", text)
    text = _TEX_COMMAND.sub(lambda m: _GREEK.get(m.group(1), ""), text)
    text = text.replace("$", "").replace("{", "").replace("}", "").replace("~", " ")
    text = text.replace("\\", "").replace("^", "").replace("_", "")
    import unicodedata

    return " ".join(unicodedata.normalize("NFC", text).split())


@dataclass(frozen=True)
class Section:
    """A labelled part of a structured abstract (``label`` empty for plain ones)."""

    label: str
    text: str


@dataclass(frozen=True)
class Record:
    """One paper's real text: title, authors (may be empty) and abstract."""

    key: str
    title: str
    abstract: tuple[Section, ...]
    authors: tuple[str, ...] = ()
    doi: str = ""
    arxiv_id: str = ""
    venue: str = ""
    year: int = 0
    language: str = "en"
    keywords: tuple[str, ...] = field(default=())

    @property
    def abstract_text(self) -> str:
        return " ".join(f"{s.label} {s.text}".strip() for s in self.abstract)

    @property
    def structured(self) -> bool:
        return len(self.abstract) > 1


def split_of(key: str) -> str:
    """``"heldout"`` for about a quarter of the keys, else ``"train"`` (stable)."""
    share = (zlib.crc32(key.encode()) % 1000) / 1000
    return "heldout" if share < HELDOUT_SHARE else "train"


_LABEL_WORDS = (
    "BACKGROUND|OBJECTIVES?|AIMS?|PURPOSE|CONTEXT|IMPORTANCE|METHODS?|METHODOLOGY|DESIGN|"
    "SETTINGS?|PARTICIPANTS|PATIENTS|INTERVENTIONS?|MAIN|OUTCOMES?|MEASURES?|MEASUREMENTS|"
    "RESULTS?|FINDINGS|CONCLUSIONS?|INTERPRETATION|SIGNIFICANCE|DISCUSSION|MATERIALS|"
    "RELEVANCE|EXPOSURES?|SUBJECTS|RATIONALE|LIMITATIONS|TRIAL|REGISTRATION|SUMMARY"
)
# A label: structure words joined by "AND", "OF", commas or slashes ("DESIGN, SETTING, AND
# PARTICIPANTS"), followed by the section's first word.
_STRUCTURE = re.compile(
    rf"\b((?:{_LABEL_WORDS})(?:(?:\s*,\s*|\s+|\s*/\s*)(?:AND\s+|OF\s+|AND/OR\s+)?(?:{_LABEL_WORDS}))*)"
    r"\b(?=\s+[A-Z0-9(][a-z0-9(])"
)


def _sections(abstract: str) -> tuple[Section, ...]:
    """A SciFact abstract split at its upper-case structure labels, if it has any."""
    text = " ".join(abstract.split())
    marks = list(_STRUCTURE.finditer(text))
    if len(marks) < 2 or marks[0].start() > 0:
        return (Section("", text),)
    out = []
    for i, mark in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        body = text[mark.end() : end].strip()
        if body:
            out.append(Section(mark.group(1).capitalize(), body))
    return tuple(out)


def _arxiv_name(parts: list[str]) -> str:
    surname, given, suffix = (tex_to_text(p) for p in [*parts, "", ""][:3])
    given = re.sub(r"\s+-", "-", given)
    name = " ".join(p for p in (given, surname, suffix) if p)
    return name if re.search(r"[A-Za-z]", given) else ""


_ABSTRACT_MAX = 5000
"""The longest abstract a record keeps (the reader's own cap, ``abstract.ABSTRACT_MAX_CHARS``):
a few SciFact "abstracts" are a whole document scraped as one (scifact:26067999's 9,999
characters run from its summary through its body's sections), which no layout prints as
an abstract; names46 clips them."""


def clipped(text: str, most: int = _ABSTRACT_MAX) -> str:
    """``text`` up to its last sentence's end within ``most`` characters, or whole when it
    is no longer than that (names46: a whole document scraped as an abstract)."""
    if len(text) <= most:
        return text
    head = text[:most]
    end = max(head.rfind(". "), head.rfind("? "), head.rfind("! "))
    return head[: end + 1] if end > 0 else head.rsplit(" ", 1)[0]


def load_pool(shared: Path, split: str) -> tuple[list[Record], list[str]]:
    """(records, personal names) of ``split`` from the shared data folder."""
    records: list[Record] = []
    names: list[str] = []
    arxiv = shared / "arxiv-metadata-sample.jsonl"
    for line in arxiv.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if split_of("arxiv:" + row["id"]) != split:
            continue
        authors = tuple(n for n in (_arxiv_name(p) for p in row.get("authors_parsed", [])) if n)
        names.extend(a for a in authors if a not in names)
        abstract = tex_to_text(row["abstract"])
        year = int(row.get("update_date", "2007")[:4])
        records.append(
            Record(
                key="arxiv:" + row["id"],
                title=tex_to_text(row["title"]),
                abstract=(Section("", abstract),),
                authors=authors[:12],
                doi=row.get("doi") or "",
                arxiv_id=row["id"],
                venue=tex_to_text(row.get("journal-ref") or ""),
                year=year,
            )
        )
    corpus = shared / "scifact-dev" / "corpus.jsonl"
    for line in corpus.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if split_of("scifact:" + row["id"]) != split or len(row["abstract"].split()) < 40:
            continue
        title = " ".join(row["title"].split()).rstrip(".")
        records.append(
            Record(
                key="scifact:" + row["id"],
                title=title,
                abstract=_sections(clipped(" ".join(row["abstract"].split()))),
            )
        )
    return records, names
