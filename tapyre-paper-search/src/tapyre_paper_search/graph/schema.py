"""The graph's SQL tables, in the metadata store's database (SQLite or MySQL/MariaDB).

* ``graph_passages``: one row per chunk in the graph, keyed like the chunk and
  deleted with it (a foreign key to ``chunks`` with ``ON DELETE CASCADE``): a
  paper deleted, or saved again with new chunks, takes its graph rows with it
  in the same transaction, so the graph never describes text that is gone.
* ``graph_sentences``: a passage's sentences (position, character span, the
  int8 vector and its scale); deleted with their passage.  The text is not
  copied: it is the chunk's text between ``char_start`` and ``char_end``.
* ``graph_entities``: one row per entity key (normalised name), its display
  name and label, and its vector.
* ``graph_mentions``: sentence × entity with a count; deleted with the
  sentence.  An entity no mention refers to any more is removed by
  :meth:`~tapyre_paper_search.graph.store.GraphStore.remove_unused_entities`.
* ``graph_state``: one row: the extractor and embedder the graph was built
  with, the vector width, and ``version``, a counter every write increments (an
  index snapshot built at version *n* is current while the counter says *n*).

The ``chunks`` table is reflected from the database for the foreign key, so
these tables follow its column types exactly (MariaDB's InnoDB requires that).
Created with ``checkfirst``: opening an existing graph is a no-op.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import mysql
from sqlalchemy.engine import Engine

MYSQL_DIALECTS = ("mysql", "mariadb")
KEY_CHARS = 200

_TABLE_OPTIONS: dict[str, Any] = {
    f"{dialect}_{option}": value
    for dialect in MYSQL_DIALECTS
    for option, value in (
        ("engine", "InnoDB"),
        ("charset", "utf8mb4"),
        ("collate", "utf8mb4_unicode_ci"),
    )
}


def _binary_key(length: int) -> sa.types.TypeEngine[str]:
    """A string compared byte for byte on MySQL/MariaDB too (``é`` ≠ ``e``)."""
    return sa.String(length).with_variant(
        mysql.VARCHAR(length, charset="utf8mb4", collation="utf8mb4_bin"), *MYSQL_DIALECTS
    )


def _row_id() -> sa.types.TypeEngine[int]:
    """A 64-bit row id that SQLite still treats as its rowid (autoincrement)."""
    return sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def _vector() -> sa.types.TypeEngine[bytes]:
    return sa.LargeBinary().with_variant(mysql.BLOB(), *MYSQL_DIALECTS)


def _passage_of(table: str, name: str) -> sa.ForeignKeyConstraint:
    """The row's passage, ``(paper_id, chunk_index)``, is one of ``table``'s; the row is
    deleted with it."""
    return sa.ForeignKeyConstraint(
        ["paper_id", "chunk_index"],
        [f"{table}.paper_id", f"{table}.chunk_index"],
        ondelete="CASCADE",
        name=name,
    )


@dataclass(frozen=True)
class GraphTables:
    """The graph's tables, bound to the ``chunks`` table of one database."""

    metadata: sa.MetaData
    chunks: sa.Table
    passages: sa.Table
    sentences: sa.Table
    entities: sa.Table
    mentions: sa.Table
    state: sa.Table

    @property
    def own(self) -> list[sa.Table]:
        """The graph's own tables, parents first."""
        return [self.state, self.entities, self.passages, self.sentences, self.mentions]


def graph_tables(engine: Engine) -> GraphTables:
    """The graph's tables for the database of ``engine`` (reflects ``chunks``).

    :raises sqlalchemy.exc.NoSuchTableError: the database has no ``chunks`` table.
    """
    metadata = sa.MetaData()
    with warnings.catch_warnings():
        # reflecting chunks reflects papers, whose DOI index is on an expression
        # SQLAlchemy cannot reflect; the graph never uses that index
        warnings.filterwarnings("ignore", "Skipped unsupported reflection", sa.exc.SAWarning)
        chunks = sa.Table("chunks", metadata, autoload_with=engine)
    paper_type = chunks.c.paper_id.type
    passages = sa.Table(
        "graph_passages",
        metadata,
        sa.Column("paper_id", paper_type, primary_key=True),
        sa.Column("chunk_index", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("sentence_count", sa.Integer, nullable=False),
        sa.Column("built_at", sa.DateTime, nullable=False),
        _passage_of("chunks", "fk_graph_passages_chunks"),
        **_TABLE_OPTIONS,
    )
    sentences = sa.Table(
        "graph_sentences",
        metadata,
        sa.Column("sentence_id", _row_id(), primary_key=True, autoincrement=True),
        sa.Column("paper_id", paper_type, nullable=False),
        sa.Column("chunk_index", sa.Integer, nullable=False),
        sa.Column("position", sa.Integer, nullable=False),
        sa.Column("char_start", sa.Integer, nullable=False),
        sa.Column("char_end", sa.Integer, nullable=False),
        sa.Column("vector", _vector(), nullable=False),
        sa.Column("scale", sa.Float, nullable=False),
        _passage_of("graph_passages", "fk_graph_sentences_passages"),
        sa.Index("ix_graph_sentences_passage", "paper_id", "chunk_index", "position"),
        **_TABLE_OPTIONS,
    )
    entities = sa.Table(
        "graph_entities",
        metadata,
        sa.Column("entity_id", _row_id(), primary_key=True, autoincrement=True),
        sa.Column("entity_key", _binary_key(KEY_CHARS), nullable=False, unique=True),
        sa.Column("name", sa.String(KEY_CHARS), nullable=False),
        sa.Column("label", sa.String(32), nullable=False),
        sa.Column("vector", _vector(), nullable=False),
        sa.Column("scale", sa.Float, nullable=False),
        **_TABLE_OPTIONS,
    )
    mentions = sa.Table(
        "graph_mentions",
        metadata,
        sa.Column(
            "sentence_id",
            _row_id(),
            sa.ForeignKey(
                "graph_sentences.sentence_id",
                ondelete="CASCADE",
                name="fk_graph_mentions_sentences",
            ),
            primary_key=True,
            autoincrement=False,
        ),
        sa.Column(
            "entity_id",
            _row_id(),
            sa.ForeignKey("graph_entities.entity_id", name="fk_graph_mentions_entities"),
            primary_key=True,
            autoincrement=False,
        ),
        sa.Column("count", sa.Integer, nullable=False),
        sa.Index("ix_graph_mentions_entity", "entity_id"),
        **_TABLE_OPTIONS,
    )
    state = sa.Table(
        "graph_state",
        metadata,
        sa.Column("name", sa.String(32), primary_key=True),
        sa.Column("extractor", sa.String(255), nullable=False),
        sa.Column("embedder", sa.String(255), nullable=False),
        sa.Column("dimension", sa.Integer, nullable=False),
        sa.Column("version", sa.BigInteger, nullable=False),
        sa.Column("updated_at", sa.DateTime, nullable=False),
        **_TABLE_OPTIONS,
    )
    return GraphTables(metadata, chunks, passages, sentences, entities, mentions, state)


def create(engine: Engine, tables: GraphTables) -> None:
    """Create the graph's tables that do not exist yet."""
    tables.metadata.create_all(engine, tables=tables.own, checkfirst=True)
