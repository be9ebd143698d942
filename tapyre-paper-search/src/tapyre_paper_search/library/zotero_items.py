"""Zotero items as :class:`~.reference.Reference`: one mapping for the local database
(:mod:`.zotero_sqlite`) and the web API (:mod:`~tapyre_paper_search.providers.zotero_web`).

Both hand over an item the way the Zotero web API's ``data`` object has it:
``itemType``, the item's fields by their Zotero names (``title``,
``publicationTitle``, ``DOI``, ``date``, ``extra`` ...) and ``creators``
(``{"creatorType", "firstName", "lastName"}`` or ``{"creatorType", "name"}``).

Type-specific fields are read through their base field (``proceedingsTitle``
and ``bookTitle`` are ``publicationTitle``; ``institution`` and ``university``
are ``publisher``).  The arXiv id is found in ``archiveID`` (``arXiv:2401.00001``,
Zotero's preprint field), the DOI, the URL or ``extra`` (``arXiv: 2401.00001``),
and a DOI in ``extra`` (``DOI: 10.…``) counts for item types without a DOI field.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from tapyre_paper_search.library.identity import find_arxiv_id, normalize_doi
from tapyre_paper_search.library.reference import Name, Reference, parse_date
from tapyre_paper_search.pdf.normalize import normalize_inline

KINDS = {
    "journalArticle": "article-journal",
    "conferencePaper": "paper-conference",
    "preprint": "article",
    "book": "book",
    "bookSection": "chapter",
    "thesis": "thesis",
    "report": "report",
    "manuscript": "manuscript",
    "webpage": "webpage",
    "blogPost": "webpage",
    "dataset": "dataset",
    "computerProgram": "software",
    "magazineArticle": "article-magazine",
    "newspaperArticle": "article-newspaper",
    "encyclopediaArticle": "entry-encyclopedia",
    "dictionaryEntry": "entry-encyclopedia",
    "presentation": "speech",
    "patent": "patent",
    "document": "document",
}
"""Zotero item types → CSL types (others are ``document``)."""

SKIPPED_TYPES = frozenset({"attachment", "note", "annotation"})
"""Item types that are not works: they belong to a parent item."""

_CONTAINERS = (
    "publicationTitle",
    "proceedingsTitle",
    "bookTitle",
    "websiteTitle",
    "blogTitle",
    "encyclopediaTitle",
    "dictionaryTitle",
    "forumTitle",
    "programTitle",
)
_PUBLISHERS = ("publisher", "institution", "university", "company", "repository", "label")
_EXTRA_DOI = re.compile(r"^\s*DOI\s*:\s*(\S+)", re.IGNORECASE | re.MULTILINE)
_EXTRA_KEY = re.compile(r"^\s*Citation Key\s*:\s*(\S+)", re.IGNORECASE | re.MULTILINE)


def reference_from_item(
    data: Mapping[str, Any], *, pdfs: Iterable[str] = (), key: str | None = None
) -> Reference:
    """A reference from a Zotero item's data (see the module docstring)."""

    def field(*names: str) -> str:
        for name in names:
            value = data.get(name)
            if isinstance(value, str) and value.strip():
                return normalize_inline(value)
        return ""

    extra = str(data.get("extra") or "")
    doi = normalize_doi(field("DOI"))
    if doi is None:
        extra_doi = _EXTRA_DOI.search(extra)
        doi = normalize_doi(extra_doi.group(1)) if extra_doi else None
    url = field("url")
    arxiv_id = find_arxiv_id(field("archiveID"), doi, url, extra)
    year, month, day = parse_date(str(data.get("date") or ""))
    kind = KINDS.get(str(data.get("itemType", "")), "document")
    container = field(*_CONTAINERS)
    if arxiv_id and kind == "article-journal" and container.lower().startswith("arxiv"):
        kind, container = "article", ""
    authors, editors = _creators(data.get("creators") or ())
    cited_as = _EXTRA_KEY.search(extra)
    return Reference(
        title=field("title", "caseName", "nameOfAct", "subject"),
        kind=kind,
        authors=authors,
        editors=editors,
        year=year,
        month=month,
        day=day,
        doi=doi,
        arxiv_id=arxiv_id,
        abstract=field("abstractNote"),
        container=container,
        volume=field("volume", "codeVolume", "reporterVolume"),
        issue=field("issue"),
        pages=field("pages", "firstPage").replace("\u2013", "-").replace("--", "-"),
        publisher=field(*_PUBLISHERS),
        place=field("place"),
        url=url,
        isbn=field("ISBN"),
        issn=field("ISSN"),
        language=field("language"),
        keywords=tuple(_tags(data.get("tags") or ())),
        # Zotero's item keys (ABCD2345) make poor citation keys: only a citation key
        # kept in Extra (as Better BibTeX writes it) is the entry's own.
        key=cited_as.group(1) if cited_as else (key or ""),
        pdfs=tuple(pdfs),
    )


def _creators(creators: Iterable[Mapping[str, Any]]) -> tuple[tuple[Name, ...], tuple[Name, ...]]:
    """(authors, editors); an item whose creators include no author lists its first
    creator type (a programmer, a presenter) as its authors."""
    by_type: dict[str, list[Name]] = {}
    for creator in creators:
        kind = str(creator.get("creatorType") or "author")
        if creator.get("name"):
            name = Name(family=normalize_inline(str(creator["name"])), literal=True)
        else:
            family = normalize_inline(str(creator.get("lastName") or ""))
            given = normalize_inline(str(creator.get("firstName") or ""))
            if not (family or given):
                continue
            name = Name(family=family or given, given=given if family else "")
        by_type.setdefault(kind, []).append(name)
    editors = tuple(by_type.get("editor", ()))
    if "author" in by_type:
        return tuple(by_type["author"]), editors
    primary = next((k for k in by_type if k not in ("editor", "seriesEditor", "translator")), None)
    return (tuple(by_type[primary]) if primary else ()), editors


def _tags(tags: Iterable[Any]) -> Iterable[str]:
    for tag in tags:
        name = tag.get("tag") if isinstance(tag, Mapping) else tag
        if isinstance(name, str) and name.strip():
            yield name.strip()
