"""Which local paths a server may ingest when a client names them: ``[papers] ingest_roots``.

``POST /ingest`` takes sources as text, and a path among them is read by the
server's user: without a rule a web page or a remote client could have
``~/.ssh`` or ``~/.config`` ingested and read back through ``/search``.  So a
path source of a request is accepted only when it lies inside one of the
configured roots *after resolving symbolic links*, and, for a folder, when no
link inside it leads out of them; otherwise the request is refused (403)
before anything is opened: only the paths' own metadata (what they are, where
their links point) is looked at.  The roots are empty by default: clients
upload files instead, and a user's own ``tapyre papers ingest`` hands its job
over with a token only that user can read (:mod:`.server_record`), which
lifts the rule for that request.

Sources that are not paths (``arxiv:2401.00001..2401.00100``) are not
concerned.  A path is a source that exists on the server, or that looks like
one (``/``, ``\\``, ``~`` or ``.`` in front, a drive letter, a separator).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from tapyre_paper_search.errors import ForbiddenSourceError

_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]+:")
"""``arxiv:…``, ``zotero:…``: a provider's own source syntax, not a path (two letters
at least, so that ``C:\\papers`` stays a path)."""

MAX_ENTRIES = 1_000_000
"""Entries of a folder looked at for links leading out; a larger tree is refused."""

HINT = (
    "Add its folder to [papers] ingest_roots (TAPYRE_PAPERS__INGEST_ROOTS), upload the "
    "files instead, or run `tapyre papers ingest` as the server's user on its machine."
)


def is_path_source(source: str) -> bool:
    """Whether ``source`` names a local file or folder (see the module docs)."""
    text = source.strip()
    if not text:
        return False
    if os.path.lexists(Path(text).expanduser()):
        return True
    if _SCHEME.match(text):
        return False
    return text[0] in "/\\~." or "/" in text or "\\" in text or bool(re.match(r"^[A-Za-z]:", text))


@dataclass(frozen=True)
class IngestRoots:
    """The folders path sources must lie in (resolved); none: no path is accepted."""

    roots: tuple[Path, ...] = ()

    @classmethod
    def of(cls, folders: Iterable[str | os.PathLike[str]]) -> IngestRoots:
        """From configured folders (``~`` expanded, links resolved)."""
        return cls(tuple(Path(f).expanduser().resolve() for f in folders if str(f).strip()))

    def contains(self, path: Path) -> bool:
        """Whether the resolved ``path`` is one of the roots or inside one."""
        return any(path == root or path.is_relative_to(root) for root in self.roots)

    def check(self, sources: Sequence[str]) -> None:
        """Refuse the request when a path source leads outside the roots.

        :raises ForbiddenSourceError: naming the source as given (a link's target
            is not shown: the client need not learn the server's layout).
        """
        for source in sources:
            if is_path_source(source):
                self._check_path(source)

    def _check_path(self, source: str) -> None:
        given = Path(source.strip()).expanduser()
        if not self.roots:
            raise ForbiddenSourceError(
                f"this server ingests no local paths for clients ([papers] ingest_roots is "
                f"empty): {source!r} refused",
                hint=HINT,
            )
        resolved = given.resolve()
        if not self.contains(resolved):
            link = " (it is a link leading out)" if given.is_symlink() else ""
            raise ForbiddenSourceError(
                f"{source!r} is outside the folders this server may ingest from "
                f"([papers] ingest_roots){link}",
                hint=HINT,
            )
        if resolved.is_dir():
            self._check_links_in(source, resolved)

    def _check_links_in(self, source: str, folder: Path) -> None:
        """Every link under ``folder`` must lead inside the roots (links to folders are
        not descended into: the folder provider does not follow them by default)."""
        seen = 0
        for parent, dirs, files in os.walk(folder, followlinks=False):
            seen += len(dirs) + len(files)
            if seen > MAX_ENTRIES:
                raise ForbiddenSourceError(
                    f"{source!r} holds more than {MAX_ENTRIES:,} entries; name a smaller folder",
                    hint=HINT,
                )
            for name in (*dirs, *files):
                entry = Path(parent, name)
                if entry.is_symlink() and not self.contains(entry.resolve()):
                    inside = entry.relative_to(folder)
                    raise ForbiddenSourceError(
                        f"{source!r} holds a link leading outside the folders this server "
                        f"may ingest from ({str(inside)!r})",
                        hint=HINT,
                    )
