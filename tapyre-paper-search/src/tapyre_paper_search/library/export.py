"""Writing references as BibTeX, RIS or CSL-JSON (pure: text in, text out).

:func:`export_references` is the one entry point; ``tapyre papers export``,
``GET /papers/export`` and anything else that exports call it with the
references of stored papers (:func:`~.reference.reference_from_metadata`).

* **BibTeX** (bibtexparser's writer): UTF-8; LaTeX's special characters
  escaped; words with capitals after their first letter (``BERT``, ``iPhone``)
  kept in braces so styles do not lower-case them; arXiv papers as
  ``@misc`` with ``eprint``/``archivePrefix``/``primaryClass`` as arXiv's own
  BibTeX has them; citation keys unique (the entry's own key when it has a
  usable one, else ``family + year + first title word``); attached PDFs in
  JabRef's ``file = {:path:PDF}``.
* **RIS** (rispy's writer): ``TY`` from the kind, ``AU`` per author, ``PY`` and
  ``DA``, ``L1`` per attached PDF.
* **CSL-JSON**: the input format of citeproc, Pandoc and Zotero, an array of
  items with structured names and ``issued.date-parts``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from tapyre_paper_search.library.reference import Name, Reference

FORMATS = ("bibtex", "ris", "csl-json")
"""The formats :func:`export_references` writes."""

MEDIA_TYPES = {
    "bibtex": "application/x-bibtex",
    "ris": "application/x-research-info-systems",
    "csl-json": "application/vnd.citationstyles.csl+json",
}
SUFFIXES = {"bibtex": ".bib", "ris": ".ris", "csl-json": ".json"}

_BIBTEX_TYPES = {
    "article-journal": "article",
    "article-magazine": "article",
    "article-newspaper": "article",
    "paper-conference": "inproceedings",
    "book": "book",
    "chapter": "incollection",
    "thesis": "phdthesis",
    "report": "techreport",
    "manuscript": "unpublished",
    "patent": "patent",
}
_RIS_TYPES = {
    "article-journal": "JOUR",
    "paper-conference": "CPAPER",
    "article": "UNPB",
    "book": "BOOK",
    "chapter": "CHAP",
    "thesis": "THES",
    "report": "RPRT",
    "manuscript": "UNPB",
    "webpage": "ELEC",
    "dataset": "DATA",
    "software": "COMP",
    "article-magazine": "MGZN",
    "article-newspaper": "NEWS",
    "entry-encyclopedia": "ENCYC",
    "patent": "PAT",
}
_LATEX_SPECIAL = {
    "\\": r"\textbackslash{}",
    "{": r"\{",
    "}": r"\}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}
_LATEX_CHARS = re.compile("[" + re.escape("".join(_LATEX_SPECIAL)) + "]")
_PROTECT = re.compile(r"\b(\w*[A-Z]\w*)\b")
_CITE_KEY = re.compile(r"^[A-Za-z0-9_:.+/-]+$")
_BIBTEX_ORDER = [
    *("title", "author", "editor", "journal", "booktitle", "year", "month", "date", "volume"),
    *("number", "pages", "publisher", "institution", "school", "address", "doi", "eprint"),
    *("archiveprefix", "primaryclass", "url", "isbn", "issn", "language", "keywords"),
    *("abstract", "note", "file"),
]


def export_references(references: Sequence[Reference], fmt: str) -> str:
    """``references`` written in ``fmt`` (one of :data:`FORMATS`).

    :raises ValueError: ``fmt`` is not one of them.
    """
    if fmt == "bibtex":
        return to_bibtex(references)
    if fmt == "ris":
        return to_ris(references)
    if fmt == "csl-json":
        return to_csl_json(references)
    raise ValueError(f"unknown export format {fmt!r}; choose one of {', '.join(FORMATS)}")


# -- BibTeX -------------------------------------------------------------------------


def to_bibtex(references: Sequence[Reference]) -> str:
    from bibtexparser.bibdatabase import BibDatabase
    from bibtexparser.bwriter import BibTexWriter

    database = BibDatabase()
    keys = cite_keys(references)
    database.entries = [_bibtex_entry(r, key) for r, key in zip(references, keys, strict=True)]
    writer = BibTexWriter()
    writer.indent = "  "
    writer.order_entries_by = None
    writer.display_order = _BIBTEX_ORDER
    writer.add_trailing_comma = True
    text: str = writer.write(database)
    return text


def _bibtex_entry(reference: Reference, key: str) -> dict[str, str]:
    kind = reference.kind
    entry_type = _BIBTEX_TYPES.get(kind, "misc")
    fields: dict[str, str] = {
        "title": protect_case(latex_escape(reference.title)),
        "author": _bibtex_names(reference.authors),
        "editor": _bibtex_names(reference.editors),
        "year": str(reference.year or ""),
        "month": str(reference.month or "") if reference.year else "",
        # BibLaTeX's full date, when the day is known (BibTeX styles ignore the field)
        "date": _iso_date(reference) if reference.day else "",
        "volume": latex_escape(reference.volume),
        "number": latex_escape(reference.issue),
        "pages": reference.pages.replace("--", "-").replace("-", "--"),
        "address": latex_escape(reference.place),
        "doi": reference.doi or "",
        "url": reference.url,
        "isbn": reference.isbn,
        "issn": reference.issn,
        "language": latex_escape(reference.language),
        "keywords": latex_escape(", ".join(reference.keywords)),
        "abstract": latex_escape(reference.abstract),
        "note": latex_escape(reference.note),
        "file": ";".join(":" + _file_escape(path) + ":PDF" for path in reference.pdfs),
    }
    container = latex_escape(reference.container)
    if entry_type == "article":
        fields["journal"] = container
    elif entry_type in ("inproceedings", "incollection"):
        fields["booktitle"] = container
    elif container:
        fields["howpublished" if kind == "webpage" else "journal"] = container
    publisher = latex_escape(reference.publisher)
    if entry_type == "techreport":
        fields["institution"] = publisher
    elif entry_type == "phdthesis":
        fields["school"] = publisher
    else:
        fields["publisher"] = publisher
    if reference.arxiv_id:
        fields["eprint"] = reference.arxiv_id
        fields["archiveprefix"] = "arXiv"
        fields["primaryclass"] = reference.arxiv_category or ""
    entry = {name: value for name, value in fields.items() if value}
    entry["ENTRYTYPE"] = entry_type
    entry["ID"] = key
    return entry


def cite_keys(references: Sequence[Reference]) -> list[str]:
    """A unique BibTeX key per reference: its own key when usable, else
    ``family + year + first title word`` (``vaswani2017attention``); ``a``, ``b`` …
    appended to repeats."""
    keys: list[str] = []
    taken: set[str] = set()
    for reference in references:
        own = reference.key
        base = own if own and _CITE_KEY.match(own) else _made_key(reference)
        key, suffix = base, 0
        while key in taken:
            key = base + _letters(suffix)
            suffix += 1
        taken.add(key)
        keys.append(key)
    return keys


def _made_key(reference: Reference) -> str:
    family = reference.authors[0].family if reference.authors else "anon"
    words = [w for w in re.findall(r"[^\W\d_]+", reference.title) if len(w) > 3]
    parts = [_ascii_word(family.split()[-1] if family.split() else family)]
    parts.append(str(reference.year or ""))
    parts.append(_ascii_word(words[0]) if words else "")
    return "".join(parts) or "ref"


def _ascii_word(word: str) -> str:
    import unicodedata

    folded = unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^A-Za-z0-9]", "", folded).lower()


def _letters(number: int) -> str:
    """0 → a, 25 → z, 26 → aa."""
    text = ""
    number += 1
    while number:
        number, rest = divmod(number - 1, 26)
        text = chr(ord("a") + rest) + text
    return text


def latex_escape(text: str) -> str:
    """``R&D_2 50%`` → ``R\\&D\\_2 50\\%`` (Unicode letters stay: the file is UTF-8)."""
    return _LATEX_CHARS.sub(lambda m: _LATEX_SPECIAL[m.group(0)], text or "")


def protect_case(text: str) -> str:
    """Braces around words whose capitals must survive a style's lower-casing."""

    def keep(match: re.Match[str]) -> str:
        word = match.group(1)
        return "{" + word + "}" if any(ch.isupper() for ch in word[1:]) else word

    return _PROTECT.sub(keep, text)


def _bibtex_names(names: Sequence[Name]) -> str:
    return " and ".join(
        "{" + latex_escape(n.family) + "}" if n.literal else latex_escape(n.inverted) for n in names
    )


def _file_escape(path: str) -> str:
    return path.replace("\\", "\\\\").replace(":", "\\:").replace(";", "\\;")


# -- RIS ------------------------------------------------------------------------------


def to_ris(references: Sequence[Reference]) -> str:
    import rispy
    from rispy.writer import RisWriter

    class _PlainRisWriter(RisWriter):  # type: ignore[misc]  # rispy ships no types
        """RIS without rispy's ``1.``, ``2.`` lines between records, which other
        readers (Zotero, EndNote) do not expect."""

        def set_header(self, count: int) -> str:
            return ""

    records = [_ris_record(r) for r in references]
    text: str = rispy.dumps(
        records,
        implementation=_PlainRisWriter,
        list_tags=["AU", "A2", "KW", "UR", "L1", "N1"],
    )
    return text


def _ris_record(reference: Reference) -> dict[str, Any]:
    pages = reference.pages.split("-", 1)
    record: dict[str, Any] = {
        "type_of_reference": _RIS_TYPES.get(reference.kind, "GEN"),
        "title": reference.title,
        "authors": [_ris_name(n) for n in reference.authors],
        "secondary_authors": [_ris_name(n) for n in reference.editors],
        "secondary_title": reference.container,
        "year": str(reference.year or ""),
        "date": _ris_date(reference),
        "volume": reference.volume,
        "number": reference.issue,
        "start_page": pages[0].strip() if reference.pages else "",
        "end_page": pages[1].strip() if len(pages) > 1 else "",
        "publisher": reference.publisher,
        "place_published": reference.place,
        "doi": reference.doi or "",
        "issn": reference.isbn or reference.issn,
        "language": reference.language,
        "keywords": list(reference.keywords),
        "abstract": reference.abstract,
        "urls": [url] if (url := reference.url or _arxiv_url(reference)) else [],
        "notes": [reference.note] if reference.note else [],
        "id": reference.key,
        "file_attachments1": list(reference.pdfs),
    }
    return {key: value for key, value in record.items() if value}


def _ris_name(name: Name) -> str:
    """RIS's ``Family, Given, Suffix``; an organisation's name has no comma."""
    if name.literal:
        return name.family.replace(",", "")
    return ", ".join(part for part in (name.family, name.given or "", name.suffix) if part)


def _arxiv_url(reference: Reference) -> str:
    return f"https://arxiv.org/abs/{reference.arxiv_id}" if reference.arxiv_id else ""


def _iso_date(reference: Reference) -> str:
    issued = reference.issued
    return issued.isoformat() if issued else ""


def _ris_date(reference: Reference) -> str:
    if not reference.year:
        return ""
    month = f"{reference.month:02d}" if reference.month else ""
    day = f"{reference.day:02d}" if reference.month and reference.day else ""
    return f"{reference.year}/{month}/{day}" if month else str(reference.year)


# -- CSL-JSON -----------------------------------------------------------------------------


def to_csl_json(references: Sequence[Reference]) -> str:
    keys = cite_keys(references)
    items = [_csl_item(r, key) for r, key in zip(references, keys, strict=True)]
    return json.dumps(items, ensure_ascii=False, indent=2) + "\n"


def _csl_item(reference: Reference, key: str) -> dict[str, Any]:
    item: dict[str, Any] = {"id": key, "type": reference.kind, "title": reference.title}
    if reference.authors:
        item["author"] = [_csl_name(n) for n in reference.authors]
    if reference.editors:
        item["editor"] = [_csl_name(n) for n in reference.editors]
    if reference.year:
        parts = [reference.year]
        if reference.month:
            parts.append(reference.month)
            if reference.day:
                parts.append(reference.day)
        item["issued"] = {"date-parts": [parts]}
    optional = {
        "DOI": reference.doi or "",
        "URL": reference.url or _arxiv_url(reference),
        "container-title": reference.container,
        "volume": reference.volume,
        "issue": reference.issue,
        "page": reference.pages,
        "publisher": reference.publisher or ("arXiv" if reference.arxiv_id else ""),
        "publisher-place": reference.place,
        "number": f"arXiv:{reference.arxiv_id}" if reference.arxiv_id else "",
        "ISBN": reference.isbn,
        "ISSN": reference.issn,
        "language": reference.language,
        "keyword": ", ".join(reference.keywords),
        "abstract": reference.abstract,
        "note": reference.note,
    }
    item.update({name: value for name, value in optional.items() if value})
    return item


def _csl_name(name: Name) -> dict[str, str]:
    if name.literal:
        return {"literal": name.family}
    fields = {"family": name.family, "given": name.given, "suffix": name.suffix}
    return {key: value for key, value in fields.items() if value}
