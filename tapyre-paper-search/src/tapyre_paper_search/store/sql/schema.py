"""The tables of the SQL metadata store (one ``sqlalchemy.MetaData``).

Ids are compared byte for byte (case-sensitive) on MySQL/MariaDB too; long
text uses ``LONGTEXT`` there; every table is InnoDB in utf8mb4.  A paper's
authors, categories, chunks, page notes, references and link keys are keyed by
its ``paper_id`` and deleted with it (:data:`PAPER_PARTS`).
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import mysql
from sqlalchemy.schema import SchemaItem

MYSQL_DIALECTS = ("mysql", "mariadb")


def _id_type(length: int = 255) -> sa.types.TypeEngine[str]:
    """A string compared byte for byte (case-sensitive ids) on MySQL/MariaDB too."""
    return sa.String(length).with_variant(
        mysql.VARCHAR(length, charset="utf8mb4", collation="utf8mb4_bin"), *MYSQL_DIALECTS
    )


def _long_text() -> sa.types.TypeEngine[str]:
    return sa.Text().with_variant(mysql.LONGTEXT(charset="utf8mb4"), *MYSQL_DIALECTS)


_TABLE_OPTIONS: dict[str, Any] = {
    "mysql_engine": "InnoDB",
    "mysql_charset": "utf8mb4",
    "mysql_collate": "utf8mb4_unicode_ci",
    "mariadb_engine": "InnoDB",
    "mariadb_charset": "utf8mb4",
    "mariadb_collate": "utf8mb4_unicode_ci",
}

metadata_obj = sa.MetaData()

runs = sa.Table(
    "runs",
    metadata_obj,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("source", sa.Text, nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("started_at", sa.DateTime, nullable=False),
    sa.Column("finished_at", sa.DateTime),
    sa.Column("stats", sa.JSON),
    **_TABLE_OPTIONS,
)

papers = sa.Table(
    "papers",
    metadata_obj,
    sa.Column("paper_id", _id_type(), primary_key=True),
    sa.Column("title", sa.Text, nullable=False),
    sa.Column("abstract", _long_text(), nullable=False),
    sa.Column("published", sa.Date),
    sa.Column("updated", sa.Date),
    sa.Column("year", sa.Integer, index=True),
    sa.Column("version", sa.String(32)),
    sa.Column("doi", sa.String(255)),
    sa.Column("journal_ref", sa.Text),
    sa.Column("source", sa.String(64), nullable=False),
    sa.Column("content_hash", _id_type(128), nullable=False),
    sa.Column("locator", sa.Text, nullable=False),
    sa.Column("page_count", sa.Integer, nullable=False),
    sa.Column("chunk_count", sa.Integer, nullable=False),
    sa.Column("char_count", sa.BigInteger, nullable=False),
    sa.Column("token_count", sa.BigInteger, nullable=False),
    sa.Column("chunker_version", sa.String(64), nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("run_id", sa.Integer, sa.ForeignKey("runs.id", ondelete="SET NULL"), index=True),
    sa.Column("stored_at", sa.DateTime, nullable=False),
    sa.Column("other_title", sa.Text),
    sa.Column("abstract_inferred", sa.Boolean),
    # A reference library's entry as JSON (library.reference), for export.
    sa.Column("reference", _long_text()),
    **_TABLE_OPTIONS,
)
# Finding papers by DOI, case-insensitively (store.sql.lookups).  MySQL/MariaDB
# compare the column case-insensitively already, and MariaDB has no expression index.
sa.Index("papers_doi_key", sa.func.lower(papers.c.doi)).ddl_if(dialect="sqlite")
sa.Index("papers_doi", papers.c.doi).ddl_if(
    callable_=lambda *_, dialect, **__: dialect.name in MYSQL_DIALECTS
)


def _owning_paper_column() -> sa.Column[str]:
    """The ``paper_id`` key of a table whose rows belong to one paper: part of the
    primary key, and deleted with the paper."""
    return sa.Column(
        "paper_id",
        _id_type(),
        sa.ForeignKey("papers.paper_id", ondelete="CASCADE"),
        primary_key=True,
    )


def _paper_parts_table(name: str, number: str, *columns: SchemaItem) -> sa.Table:
    """A table of one paper's numbered parts (its authors, chunks, pages…): the primary
    key is the paper's id and the part's ``number``; the rows are deleted with the paper."""
    return sa.Table(
        name,
        metadata_obj,
        _owning_paper_column(),
        sa.Column(number, sa.Integer, primary_key=True, autoincrement=False),
        *columns,
        **_TABLE_OPTIONS,
    )


paper_authors = _paper_parts_table(
    "paper_authors",
    "position",
    sa.Column("name", sa.String(512), nullable=False),
    sa.Column("author_key", _id_type(512), nullable=False, index=True),
)

paper_categories = _paper_parts_table(
    "paper_categories",
    "position",
    sa.Column("category", _id_type(64), nullable=False, index=True),
)

chunks = _paper_parts_table(
    "chunks",
    "chunk_index",
    sa.Column("text", _long_text(), nullable=False),
    sa.Column("page_start", sa.Integer, nullable=False),
    sa.Column("page_end", sa.Integer, nullable=False),
    sa.Column("char_start", sa.Integer, nullable=False),
    sa.Column("char_end", sa.Integer, nullable=False),
    sa.Column("token_count", sa.Integer, nullable=False),
    # ISO 639-1 code of the chunk's language (tapyre_paper_search.language); NULL: not detected.
    sa.Column("language", sa.String(8)),
)

# Only the pages whose text did not simply come from the text layer.
paper_pages = _paper_parts_table(
    "paper_pages",
    "number",
    sa.Column("source", sa.String(16), nullable=False),
    sa.Column("note", sa.Text, nullable=False),
)

paper_references = _paper_parts_table(
    "paper_references",
    "position",
    sa.Column("number", sa.Integer),
    sa.Column("text", _long_text(), nullable=False),
    sa.Column("authors", sa.JSON, nullable=False),
    sa.Column("title", sa.Text, nullable=False),
    sa.Column("year", sa.Integer),
    sa.Column("venue", sa.Text, nullable=False),
    # The link keys of records.references, indexed: "cited by" looks them up.
    sa.Column("doi", _id_type(), index=True),
    sa.Column("arxiv_id", _id_type(64), index=True),
    sa.Column("title_key", _id_type(), index=True),
)

paper_keys = sa.Table(
    "paper_keys",
    metadata_obj,
    # What a reference may name a paper by besides its id: kind "doi" or "title"
    # (records.references' keys).  A table of its own, so that databases made
    # before it existed gain it without changing the papers table.
    _owning_paper_column(),
    sa.Column("kind", sa.String(8), primary_key=True),
    sa.Column("key", _id_type(), primary_key=True),
    sa.Index("ix_paper_keys_lookup", "kind", "key"),
    **_TABLE_OPTIONS,
)

failures_table = sa.Table(
    "failures",
    metadata_obj,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("run_id", sa.Integer, sa.ForeignKey("runs.id", ondelete="SET NULL"), index=True),
    sa.Column("paper_id", _id_type(), index=True),
    sa.Column("content_hash", _id_type(128)),
    sa.Column("locator", sa.Text, nullable=False),
    sa.Column("reason", sa.String(64), nullable=False),
    sa.Column("message", sa.Text, nullable=False),
    sa.Column("created_at", sa.DateTime, nullable=False),
    **_TABLE_OPTIONS,
)


ingest_journal = sa.Table(
    "ingest_journal",
    metadata_obj,
    # The in-flight journal (see pipeline.journal): one row per paper of a batch
    # whose vectors may be written before SQL knows them; deleted when it settles.
    sa.Column("batch", _id_type(128), primary_key=True),
    sa.Column("paper_id", _id_type(), primary_key=True, index=True),
    sa.Column("begun_at", sa.DateTime, nullable=False),
    **_TABLE_OPTIONS,
)

writer_leases = sa.Table(
    "writer_leases",
    metadata_obj,
    # Who may write (see pipeline.journal): taken by insert, taken over by a
    # compare-and-swap on (owner, beat), kept alive by heartbeats.
    sa.Column("name", _id_type(64), primary_key=True),
    sa.Column("owner", _id_type(64), nullable=False),
    sa.Column("host", sa.String(255), nullable=False),
    sa.Column("pid", sa.Integer, nullable=False),
    sa.Column("beat", sa.BigInteger, nullable=False),
    sa.Column("acquired_at", sa.DateTime, nullable=False),
    sa.Column("heartbeat_at", sa.DateTime, nullable=False),
    **_TABLE_OPTIONS,
)

PAPER_PARTS = (chunks, paper_authors, paper_categories, paper_pages, paper_references, paper_keys)
"""The tables whose rows belong to one paper, deleted with it (before its row:
SQLite enforces the foreign keys only when asked to)."""
