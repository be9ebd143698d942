"""BibTeX and BibLaTeX files read into :class:`~.reference.Reference` (bibtexparser).

bibtexparser parses; this module maps fields.  What it reads:

* every entry type; ``@string`` macros and the month names are expanded;
  LaTeX is decoded (``{\\"u}`` → ``ü``) and protective braces dropped;
* ``author``/``editor`` split by BibTeX's name rules (:mod:`.names`);
* dates from ``year``/``month`` or BibLaTeX's ``date``;
* the DOI from ``doi`` (or a ``doi.org`` URL), the arXiv id from
  ``eprint`` + ``archivePrefix``/``eprinttype``, an arXiv DOI or URL, or a
  ``journal = {arXiv preprint arXiv:…}`` as Google Scholar writes it;
* attached files from ``file`` as JabRef, Zotero and Mendeley write it
  (``Description:path:type`` separated by ``;``, ``\\:`` escaping a colon,
  Mendeley's ``$\\backslash$``), from ``pdf`` / ``local-url``, and from BibDesk's
  ``bdsk-file-N`` (a base64 property list naming a relative path).

An entry bibtexparser cannot parse (bibtexparser keeps it as a comment) is
reported with its line, and the rest of the file is read.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator, Mapping

from tapyre_paper_search.library.identity import find_arxiv_id, normalize_doi
from tapyre_paper_search.library.names import parse_name
from tapyre_paper_search.library.reference import (
    LibraryEntry,
    Name,
    Reference,
    parse_date,
    parse_month,
)
from tapyre_paper_search.records import SourceFailure

_HEAD = re.compile(r"^[ \t]*@[ \t]*([A-Za-z]+)[ \t]*[{(][ \t]*([^,\s{}()]*)", re.MULTILINE)
_NOT_ENTRIES = frozenset({"comment", "string", "preamble"})
_KEPT = (("\\{", "\x00", "{"), ("\\}", "\x01", "}"), ("\\$", "\x02", "$"))
"""Escapes latex_to_unicode would lose: (escape, placeholder while it runs, character)."""
_AND = re.compile(r"\s+and\s+", re.IGNORECASE)
_KINDS = {
    "article": "article-journal",
    "inproceedings": "paper-conference",
    "conference": "paper-conference",
    "proceedings": "book",
    "book": "book",
    "mvbook": "book",
    "booklet": "book",
    "inbook": "chapter",
    "incollection": "chapter",
    "phdthesis": "thesis",
    "mastersthesis": "thesis",
    "thesis": "thesis",
    "techreport": "report",
    "report": "report",
    "manual": "report",
    "unpublished": "manuscript",
    "online": "webpage",
    "electronic": "webpage",
    "www": "webpage",
    "dataset": "dataset",
    "software": "software",
    "patent": "patent",
    "misc": "document",
}


def read_bibtex(text: str, name: str) -> Iterator[LibraryEntry | SourceFailure]:
    """The entries of a BibTeX file's ``text``, in file order; ``name`` prefixes locators.

    Locators are ``name:LINE`` (the line of the entry's ``@``).
    """
    from bibtexparser.bparser import BibTexParser

    heads = [
        (match.group(1).lower(), match.group(2), text.count("\n", 0, match.start()) + 1)
        for match in _HEAD.finditer(text)
    ]
    lines: dict[str, list[int]] = defaultdict(list)
    for kind, key, line in heads:
        if kind not in _NOT_ENTRIES:
            lines[key].append(line)
    parser = BibTexParser(common_strings=True, ignore_nonstandard_types=False)
    database = parser.parse(text, partial=True)
    parsed_keys = set()
    for fields in database.entries:
        key = str(fields.get("ID", ""))
        parsed_keys.add(key)
        found = lines.get(key)
        locator = f"{name}:{found.pop(0)}" if found else f"{name}@{key}"
        reference = reference_from_fields(fields)
        if not reference.title:
            yield SourceFailure(locator, "empty", f"{locator}: the entry {key!r} has no title")
            continue
        yield LibraryEntry(reference, locator)
    for kind, key, line in heads:
        if kind in _NOT_ENTRIES or key in parsed_keys:
            continue
        locator = f"{name}:{line}"
        yield SourceFailure(
            locator,
            "bad-record",
            f"{locator}: the @{kind} entry {key!r} is not valid BibTeX (unbalanced braces "
            "or quotes, or a missing comma); it was skipped",
        )


def count_entries(text: str) -> int:
    """How many entries (not ``@string``/``@comment``/``@preamble``) ``text`` starts."""
    return sum(1 for m in _HEAD.finditer(text) if m.group(1).lower() not in _NOT_ENTRIES)


def reference_from_fields(fields: Mapping[str, str]) -> Reference:
    """A reference from one bibtexparser entry (field names in lower case, raw values)."""
    get = {name.lower(): str(value) for name, value in fields.items()}

    def text(*names: str) -> str:
        for field_name in names:
            value = get.get(field_name, "").strip()
            if value:
                return decode(value)
        return ""

    entry_type = get.get("entrytype", "misc").lower()
    prefix = text("archiveprefix", "eprinttype").lower()
    eprint = text("eprint")
    url = text("url")
    doi = normalize_doi(text("doi")) or normalize_doi(url if "doi.org" in url else "")
    journal = text("journal", "journaltitle")
    arxiv_id = find_arxiv_id(
        f"arXiv:{eprint}" if eprint and prefix in ("arxiv", "") else None,
        get.get("arxivid") or get.get("arxiv"),
        doi,
        url,
        journal if journal.lower().startswith("arxiv") else None,
    )
    year, month, day = parse_date(text("date"))
    if year is None:
        year, _, _ = parse_date(text("year"))
        month = parse_month(text("month"))
        day = int(text("day")) if text("day").isdigit() else None
    kind = _KINDS.get(entry_type, "document")
    if arxiv_id and (kind == "document" or (kind == "article-journal" and _is_arxiv(journal))):
        kind = "article"
    if kind == "article" and _is_arxiv(journal):
        journal = ""
    return Reference(
        title=text("title"),
        kind=kind,
        authors=parse_names(get.get("author", "")),
        editors=parse_names(get.get("editor", "")),
        year=year,
        month=month,
        day=day,
        doi=doi,
        arxiv_id=arxiv_id,
        arxiv_category=text("primaryclass") or None if arxiv_id else None,
        abstract=text("abstract"),
        container=journal or text("booktitle", "howpublished" if kind == "webpage" else ""),
        volume=text("volume"),
        issue=text("number", "issue"),
        pages=text("pages").replace("--", "-").replace("\u2013", "-"),
        publisher=text("publisher", "institution", "school", "organization"),
        place=text("address", "location"),
        url=url,
        isbn=text("isbn"),
        issn=text("issn"),
        language=text("language", "langid"),
        keywords=tuple(k.strip() for k in re.split(r"[,;]", text("keywords")) if k.strip()),
        note=text("note"),
        key=get.get("id", ""),
        pdfs=tuple(attached_files(get)),
    )


def parse_names(value: str) -> tuple[Name, ...]:
    """An ``author``/``editor`` value split on ``and`` outside braces."""
    names = []
    for part in _split_outside_braces(value, _AND):
        if part.strip().lower() == "others":  # BibTeX's "and others": et al.
            continue
        name = parse_name(part, latex=True)
        if name is not None:
            names.append(name)
    return tuple(names)


def decode(value: str) -> str:
    """A field's text: LaTeX decoded, protective braces and line breaks gone."""
    from bibtexparser.latexenc import latex_to_unicode

    from tapyre_paper_search.pdf.normalize import normalize_inline

    if "\\" in value or "{" in value:
        value = value.replace("\\textasciicircum{}", "^")
        for escape, placeholder, _ in _KEPT:
            value = value.replace(escape, placeholder)
        value = latex_to_unicode(value).replace("{", "").replace("}", "")
        for _, placeholder, character in _KEPT:
            value = value.replace(placeholder, character)
    return normalize_inline(value)


def attached_files(fields: Mapping[str, str]) -> Iterator[str]:
    """Paths of the PDFs an entry attaches, preferred first (see the module docstring)."""
    for entry in _split_unescaped(fields.get("file", ""), ";"):
        parts = _split_unescaped(entry, ":")
        if len(parts) >= 3:
            path, kind = ":".join(parts[1:-1]), parts[-1]
        elif len(parts) == 2 and _is_file_type(parts[1]):
            path, kind = parts
        elif len(parts) == 2:
            path, kind = parts[1], ""
        else:
            path, kind = (parts[0] if parts else ""), ""
        path = _unescape(path.strip())
        if path and (_is_pdf_type(kind) or path.lower().endswith(".pdf")):
            yield path
    for name in ("pdf", "local-url"):
        value = fields.get(name, "").strip()
        if value.lower().endswith(".pdf"):
            yield _unescape(value)
    for name in sorted(n for n in fields if n.startswith("bdsk-file-")):
        relative = bibdesk_path(fields[name])
        if relative and relative.lower().endswith(".pdf"):
            yield relative


def bibdesk_path(value: str) -> str | None:
    """The relative path in a BibDesk ``bdsk-file-N`` field: base64 of a binary
    property list (an ``NSKeyedArchiver`` archive) holding ``relativePath``."""
    import base64
    import binascii
    import plistlib

    try:
        archive = plistlib.loads(base64.b64decode("".join(value.split()), validate=True))
    except (binascii.Error, ValueError, plistlib.InvalidFileException):
        return None
    objects = archive.get("$objects") if isinstance(archive, dict) else None
    if not isinstance(objects, list):
        return None
    for obj in objects:
        if isinstance(obj, dict) and "relativePath" in obj:
            ref = obj["relativePath"]
            target = objects[ref.data] if isinstance(ref, plistlib.UID) else ref
            return target if isinstance(target, str) else None
    return None


def _is_arxiv(journal: str) -> bool:
    return journal.lower().startswith("arxiv")


def _is_file_type(text: str) -> bool:
    return bool(re.fullmatch(r"[A-Za-z]+(?:/[\w.+-]+)?", text.strip()))


def _is_pdf_type(text: str) -> bool:
    return "pdf" in text.lower()


def _unescape(path: str) -> str:
    path = path.replace("$\\backslash$", "\\")
    return re.sub(r"\\([:;\\])", r"\1", path) if "\\:" in path or "\\;" in path else path


def _split_unescaped(text: str, separator: str) -> list[str]:
    """``text`` split on ``separator`` not preceded by a backslash (JabRef's escaping)."""
    if not text:
        return []
    return re.split(rf"(?<!\\){re.escape(separator)}", text)


def _split_outside_braces(text: str, separator: re.Pattern[str]) -> list[str]:
    parts: list[str] = []
    depth = start = 0
    position = 0
    while position < len(text):
        ch = text[position]
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
        elif depth == 0:
            match = separator.match(text, position)
            if match:
                parts.append(text[start:position])
                start = position = match.end()
                continue
        position += 1
    parts.append(text[start:])
    return [part for part in parts if part.strip()]
