"""What the reference-library providers share: turning a library entry and its
attached PDF into a :class:`~tapyre_paper_search.records.SourcePaper`, and the
``bibtex`` and ``ris`` providers themselves (a file read whole, entries mapped
by :mod:`tapyre_paper_search.library`).

A library entry becomes a paper with

* the id of :func:`tapyre_paper_search.library.identity.paper_id` (arXiv id,
  ``doi:…``, or ``ref:…``), so the paper is stored once whichever source
  brings it;
* the entry's metadata, which wins over what the PDF says (title, authors,
  date, DOI);
* its first attached PDF that exists; a missing one is logged and the entry
  ingested from its metadata (title and abstract);
* a ``content_hash`` over the entry's fields and the PDF's bytes, so an edited
  entry or a replaced PDF is ingested again and an unchanged one skipped.

Relative PDF paths are resolved against ``pdf_dir`` when set, else against
the library file's folder; ``file://`` URLs are accepted.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse
from urllib.request import url2pathname

from tapyre_paper_search import component_settings
from tapyre_paper_search._fs import file_sha256
from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.library.identity import paper_id
from tapyre_paper_search.library.reference import LibraryEntry, paper_metadata
from tapyre_paper_search.providers.base import ProviderItem
from tapyre_paper_search.records import SourceFailure, SourcePaper

log = logging.getLogger(__name__)


def library_paper(
    entry: LibraryEntry, *, source: str, resolve: Callable[[str], Path | None]
) -> SourcePaper:
    """The paper of ``entry`` (see the module docstring); ``resolve`` finds an
    attachment's file (``None`` when it is not there)."""
    reference = entry.reference
    pdf = None
    for raw in reference.pdfs:
        pdf = resolve(raw)
        if pdf is not None:
            break
    if pdf is None and reference.pdfs:
        log.warning(
            "%s: the attached PDF %s was not found; ingesting the entry's metadata only",
            entry.locator,
            reference.pdfs[0],
        )
    digest = hashlib.sha256(reference_fingerprint(entry).encode("utf-8"))
    if pdf is not None:
        digest.update(b"\x1f" + file_sha256(pdf).encode("ascii"))
    # Stored with the PDF as found, so an export names the file that was read.
    kept = dataclasses.replace(reference, pdfs=(str(pdf.absolute()),) if pdf else ())
    metadata = paper_metadata(kept, paper_id(reference), source)
    return SourcePaper(metadata, digest.hexdigest(), entry.locator, pdf_path=pdf)


def without_repeats(items: Iterable[ProviderItem]) -> Iterator[ProviderItem]:
    """``items`` with a paper that came before (the same id) reported as a
    ``duplicate`` failure naming the first, so one source yields each paper once."""
    first: dict[str, str] = {}
    for item in items:
        if isinstance(item, SourcePaper):
            paper_id = item.metadata.paper_id
            if paper_id in first:
                yield SourceFailure(
                    item.locator,
                    "duplicate",
                    f"{item.locator}: the same paper ({paper_id}) as {first[paper_id]}; skipped",
                    paper_id=paper_id,
                )
                continue
            first[paper_id] = item.locator
        yield item


def reference_fingerprint(entry: LibraryEntry) -> str:
    """The entry's fields as canonical JSON (what its content hash covers, PDFs apart)."""
    fields = dataclasses.asdict(dataclasses.replace(entry.reference, pdfs=()))
    return json.dumps(fields, sort_keys=True, ensure_ascii=False, default=str)


def path_resolver(*folders: Path) -> Callable[[str], Path | None]:
    """Finds an attachment given as a path or ``file:`` URL: absolute, or relative to
    the first of ``folders`` where it exists.  Mendeley writes absolute Unix paths
    without their leading ``/``; those are found too."""

    def resolve(raw: str) -> Path | None:
        text = raw.strip()
        if text.lower().startswith("file:"):
            text = url2pathname(unquote(urlparse(text).path))
        elif "://" in text:
            return None  # a web link, not a file
        path = Path(text).expanduser()
        candidates = [path] if path.is_absolute() else [f / path for f in folders]
        if not path.is_absolute():
            candidates.append(Path("/") / path)
        for candidate in candidates:
            try:
                if candidate.is_file() and candidate.stat().st_size > 0:
                    return candidate
            except OSError:
                continue
        return None

    return resolve


def read_library_text(path: Path) -> str:
    """A library file's text: UTF-8 (with or without BOM), else Latin-1, as older
    BibTeX tools wrote it.  Raises :class:`SourceError` when it cannot be read."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SourceError(f"cannot read {path}: {exc}") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


class LibraryFileProvider:
    """A reference file of one format: ``.bib`` (``bibtex``) or ``.ris`` (``ris``).

    Options (``[data_providers.bibtex]`` / ``[data_providers.ris]``):
    ``pdf_dir``, the folder relative PDF paths are resolved against (default:
    the file's folder; JabRef calls it the main file directory).
    """

    name: str = ""
    suffixes: tuple[str, ...] = ()
    label: str = ""
    schema = component_settings.BIBTEX

    def __init__(self, *, pdf_dir: Path | None = None) -> None:
        self.pdf_dir = pdf_dir

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any] | None) -> LibraryFileProvider:
        values = cls.schema.read(settings or {}, table=f"data_providers.{cls.name}")
        pdf_dir = values["pdf_dir"]
        return cls(pdf_dir=Path(pdf_dir).expanduser() if pdf_dir else None)

    def handles(self, source: str) -> bool:
        path = Path(source).expanduser()
        return path.suffix.lower() in self.suffixes and path.is_file()

    def mark_done(self, paper_id: str) -> None:
        """Nothing to do: unchanged entries are skipped by their content hash."""

    def read(self, text: str, name: str) -> Iterator[LibraryEntry | SourceFailure]:
        """The entries of a file's ``text`` (``name`` prefixes their locators)."""
        raise NotImplementedError

    def count_in(self, text: str) -> int:
        """How many entries ``text`` holds (a progress bar's total)."""
        raise NotImplementedError

    def count(self, source: str) -> int | None:
        """How many items :meth:`iter_papers` will yield (for a progress bar)."""
        path = Path(source).expanduser()
        try:
            return self.count_in(read_library_text(path))
        except SourceError:
            return None

    def iter_papers(self, source: str) -> Iterator[ProviderItem]:
        path = Path(source).expanduser()
        if not path.is_file():
            raise SourceError(f"the {self.label} file {path} does not exist")
        text = read_library_text(path)
        folders = [f for f in (self.pdf_dir, path.parent) if f is not None]
        resolve = path_resolver(*folders)
        found = False
        for item in without_repeats(self._papers(text, str(path), resolve)):
            found = True
            yield item
        if not found and text.strip():
            raise SourceError(
                f"{path} holds no {self.label} entries; nothing was ingested",
                hint=f"Is it a {self.label} file? Entries start with "
                + ("'@article{key,'." if self.name == "bibtex" else "'TY  - '."),
            )

    def _papers(
        self, text: str, name: str, resolve: Callable[[str], Path | None]
    ) -> Iterator[ProviderItem]:
        for item in self.read(text, name):
            if isinstance(item, SourceFailure):
                yield item
            else:
                yield library_paper(item, source=self.name, resolve=resolve)


class BibtexProvider(LibraryFileProvider):
    """Entries of a BibTeX or BibLaTeX file (``refs.bib``), with their attached PDFs."""

    name = "bibtex"
    suffixes = (".bib", ".bibtex", ".biblatex")
    label = "BibTeX"

    def read(self, text: str, name: str) -> Iterator[LibraryEntry | SourceFailure]:
        from tapyre_paper_search.library.bibtex import read_bibtex

        return read_bibtex(text, name)

    def count_in(self, text: str) -> int:
        from tapyre_paper_search.library.bibtex import count_entries

        return count_entries(text)


class RisProvider(LibraryFileProvider):
    """Records of a RIS file (``refs.ris``), with their attached PDFs."""

    name = "ris"
    suffixes = (".ris",)
    label = "RIS"
    schema = component_settings.RIS

    def read(self, text: str, name: str) -> Iterator[LibraryEntry | SourceFailure]:
        from tapyre_paper_search.library.ris import read_ris

        return read_ris(text, name)

    def count_in(self, text: str) -> int:
        from tapyre_paper_search.library.ris import count_records

        return count_records(text)
