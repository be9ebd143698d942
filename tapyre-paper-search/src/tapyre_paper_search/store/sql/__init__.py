"""The SQL metadata store: papers, authors, categories, chunks, references lists, runs,
failures (SQLAlchemy 2).

``SqlMetadataStore("sqlite:///…/papers.sqlite3")`` is the embedded default (WAL
journal, foreign keys on, 30 s busy timeout, so a reader such as the API
server and the ingesting process can share the file).
``SqlMetadataStore("mysql+pymysql://user:pass@host/db")`` (or ``mariadb+pymysql://``)
uses MySQL or MariaDB: InnoDB tables in utf8mb4, ids compared byte for byte,
pooled connections checked before use.  The schema is created on first use and
creating it again is a no-op; tables a newer version adds are created in an
older database on first use (it never alters existing ones).

A paper's rows (the paper, its authors, categories, chunks, page notes,
references list and the keys references link to it by) are replaced in
**one transaction** by :meth:`SqlMetadataStore.save_papers`; a paper is "done"
once that commits, which the pipeline does after its vectors are stored, so a
crash in between only makes the next run redo the paper (vector point ids are
deterministic, so nothing is duplicated).

Full chunk text lives here; the vector payload keeps a snippet
(see :mod:`tapyre_paper_search.store.vectors`).  Times are naive UTC.

Modules: :mod:`.schema` (the tables), :mod:`.engine` (connecting, SQLite
pragmas, MySQL/MariaDB options, which errors are worth a retry),
:mod:`.store` (:class:`SqlMetadataStore`, implementing
:class:`tapyre_paper_search.contracts.MetadataStore` and
:class:`~tapyre_paper_search.contracts.WriterLeases` and
:class:`~tapyre_paper_search.contracts.PaperReferences`: connections, retries,
errors) over the statements of :mod:`.papers` (paper records),
:mod:`.references` (references lists read with their links), :mod:`.log`
(runs, failures, statistics) and :mod:`.journal` (the in-flight journal and
the writer lease); the records it returns are in
:mod:`tapyre_paper_search.records`.  Importing this package imports SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from tapyre_paper_search import component_settings
from tapyre_paper_search.store.sql.engine import safe_url
from tapyre_paper_search.store.sql.store import SqlMetadataStore

__all__ = ["SqlMetadataStore", "build", "safe_url"]

SETTINGS = frozenset(component_settings.SQL.keys)
"""Keys of ``[metadata_stores.sql]`` (declared in :mod:`tapyre_paper_search.component_settings`)."""


def build(settings: Mapping[str, Any]) -> SqlMetadataStore:
    """Factory of the ``sql`` metadata store component (``[metadata_stores.sql]``).

    ``url`` (``TAPYRE_METADATA_STORES__SQL__URL``): an SQLAlchemy URL; default
    ``sqlite:///<data_dir>/papers.sqlite3``.  MySQL/MariaDB:
    ``mysql+pymysql://USER:PASSWORD@HOST/DATABASE``.
    """
    from tapyre.settings import check_known_keys, read_str

    from tapyre_paper_search.settings import default_data_dir

    table = "metadata_stores.sql"
    check_known_keys(settings, SETTINGS, table=table)
    url = read_str(settings, "url", table=table)
    if url is None:
        data_dir = read_str(settings, "data_dir", table=table)
        folder = Path(data_dir).expanduser() if data_dir else default_data_dir()
        url = f"sqlite:///{folder / 'papers.sqlite3'}"
    return SqlMetadataStore(url)
