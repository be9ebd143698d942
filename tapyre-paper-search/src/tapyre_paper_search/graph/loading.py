"""Reading the stored graph into arrays (:class:`~.index.GraphParts`), and a snapshot
that makes the next read fast.  Reading finds the aliases among the entities
(:mod:`.aliases`); the snapshot keeps them.

:func:`read_parts` reads the graph tables in one transaction (a consistent
view while an ingestion writes), streaming them a block of rows at a time into
NumPy arrays, and maps row ids to array rows with sorted searches.  Entities
that no mention refers to any more are left out.

The snapshot (:func:`save_snapshot` / :func:`load_snapshot`) is the same arrays
as ``.npy`` files in one folder beside the stores, tagged with the graph's
version.  Loading it maps the vector files into memory instead of reading them
(``mmap``): a search touches the sentences and entities it scores, so a
command over a graph of millions of sentences starts in about the time it takes
to read the entity keys.  It is only a cache: when the version in SQL differs,
the graph is read from SQL again and the snapshot replaced (a new folder,
renamed into place).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import sqlalchemy as sa
from sqlalchemy.engine import Connection

from tapyre_paper_search.graph.aliases import Aliases
from tapyre_paper_search.graph.errors import GraphStoreError
from tapyre_paper_search.graph.index import GraphParts
from tapyre_paper_search.graph.store import STATE_ROW, GraphStore
from tapyre_paper_search.graph.vectors import from_blobs

SNAPSHOT_FORMAT = 3
BLOCK = 50_000
_ARRAYS = (
    "passage_paper",
    "passage_chunk",
    "sentence_passage",
    "sentence_spans",
    "sentence_codes",
    "sentence_scales",
    "entity_codes",
    "entity_scales",
    "mention_sentence",
    "mention_entity",
    "mention_count",
)
_MAPPED = frozenset({"sentence_codes", "entity_codes"})
_TEXTS = ("paper_ids", "entity_keys", "entity_names")


def read_parts(store: GraphStore, dimension: int) -> GraphParts:
    """The whole stored graph as arrays (see the module docs)."""
    t = store.tables
    try:
        with store.engine.connect() as conn, conn.begin():
            version = conn.execute(
                sa.select(t.state.c.version).where(t.state.c.name == STATE_ROW)
            ).scalar()
            paper_ids, passage_paper, passage_chunk, row_of = _passages(conn, store)
            sentences = _sentences(conn, store, row_of, dimension)
            entities = _entities(conn, store, dimension)
            mentions = _mentions(conn, store)
    except sa.exc.DBAPIError as exc:
        raise GraphStoreError(f"the graph tables in {store.url} cannot be read: {exc}") from exc
    sentence_ids, sentence_passage, spans, codes, scales = sentences
    entity_ids, keys, names, entity_codes, entity_scales = entities
    m_sentence, m_entity, m_count = mentions
    order = np.argsort(sentence_ids)
    sentence_rows = order[np.searchsorted(sentence_ids, m_sentence, sorter=order)]
    entity_rows = np.searchsorted(entity_ids, m_entity)  # read in id order
    used = np.unique(entity_rows)
    renumber = np.full(len(entity_ids), -1, dtype=np.int64)
    renumber[used] = np.arange(len(used))
    return GraphParts(
        paper_ids=paper_ids,
        passage_paper=passage_paper,
        passage_chunk=passage_chunk,
        sentence_passage=sentence_passage,
        sentence_spans=spans,
        sentence_codes=codes,
        sentence_scales=scales,
        entity_keys=[keys[i] for i in used.tolist()],
        entity_names=[names[i] for i in used.tolist()],
        entity_codes=entity_codes[used],
        entity_scales=entity_scales[used],
        mention_sentence=sentence_rows.astype(np.int32),
        mention_entity=renumber[entity_rows].astype(np.int32),
        mention_count=m_count,
        version=str(version or 0),
    ).with_aliases()


def _blocks(conn: Connection, query: Any) -> Iterator[Sequence[Any]]:
    """The rows of ``query`` as plain tuples, a block at a time, straight from the
    database driver's cursor (in the connection's transaction): millions of rows go
    through here, and a row object per row costs more than reading it."""
    raw = conn.connection.driver_connection
    assert raw is not None
    cursor = _streaming_cursor(raw)
    try:
        cursor.execute(str(query.compile(dialect=conn.dialect)))
        while block := cursor.fetchmany(BLOCK):
            yield block
    finally:
        cursor.close()


def _streaming_cursor(raw: Any) -> Any:
    """A cursor that does not load the whole result first (PyMySQL's default does)."""
    if type(raw).__module__.startswith("pymysql"):
        import pymysql.cursors

        return raw.cursor(pymysql.cursors.SSCursor)
    return raw.cursor()


def _passages(
    conn: Connection, store: GraphStore
) -> tuple[list[str], np.ndarray, np.ndarray, dict[tuple[str, int], int]]:
    t = store.tables.passages
    query = sa.select(t.c.paper_id, t.c.chunk_index).order_by(t.c.paper_id, t.c.chunk_index)
    paper_ids: list[str] = []
    papers: list[int] = []
    chunks: list[int] = []
    row_of: dict[tuple[str, int], int] = {}
    for block in _blocks(conn, query):
        for paper_id, chunk in block:
            if not paper_ids or paper_ids[-1] != paper_id:
                paper_ids.append(paper_id)
            row_of[(paper_id, chunk)] = len(papers)
            papers.append(len(paper_ids) - 1)
            chunks.append(chunk)
    return paper_ids, np.array(papers, np.int32), np.array(chunks, np.int32), row_of


def _sentences(
    conn: Connection, store: GraphStore, row_of: dict[tuple[str, int], int], dimension: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    t = store.tables.sentences
    query = sa.select(
        t.c.sentence_id, t.c.paper_id, t.c.chunk_index, t.c.char_start, t.c.char_end,
        t.c.vector, t.c.scale,
    ).order_by(t.c.paper_id, t.c.chunk_index, t.c.position)  # fmt: skip
    ids, passages, spans, codes, scales = [], [], [], [], []
    for block in _blocks(conn, query):
        ids.append(np.fromiter((r[0] for r in block), np.int64, len(block)))
        passages.append(np.fromiter((row_of[(r[1], r[2])] for r in block), np.int32, len(block)))
        spans.append(np.array([(r[3], r[4]) for r in block], np.int32).reshape(-1, 2))
        codes.append(from_blobs([r[5] for r in block], dimension))
        scales.append(np.fromiter((r[6] for r in block), np.float32, len(block)))
    return (
        _join(ids, np.int64),
        _join(passages, np.int32),
        _join(spans, np.int32, (0, 2)),
        _join(codes, np.int8, (0, dimension)),
        _join(scales, np.float32),
    )


def _entities(
    conn: Connection, store: GraphStore, dimension: int
) -> tuple[np.ndarray, list[str], list[str], np.ndarray, np.ndarray]:
    t = store.tables.entities
    query = sa.select(t.c.entity_id, t.c.entity_key, t.c.name, t.c.vector, t.c.scale).order_by(
        t.c.entity_id
    )
    ids, codes, scales = [], [], []
    keys: list[str] = []
    names: list[str] = []
    for block in _blocks(conn, query):
        ids.append(np.fromiter((r[0] for r in block), np.int64, len(block)))
        keys.extend(r[1] for r in block)
        names.extend(r[2] for r in block)
        codes.append(from_blobs([r[3] for r in block], dimension))
        scales.append(np.fromiter((r[4] for r in block), np.float32, len(block)))
    return (
        _join(ids, np.int64),
        keys,
        names,
        _join(codes, np.int8, (0, dimension)),
        _join(scales, np.float32),
    )


def _mentions(conn: Connection, store: GraphStore) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    t = store.tables.mentions
    query = sa.select(t.c.sentence_id, t.c.entity_id, t.c.count)
    sentences, entities, counts = [], [], []
    for block in _blocks(conn, query):
        rows = np.array(block, dtype=np.int64).reshape(-1, 3)  # tuples of three ints
        sentences.append(rows[:, 0])
        entities.append(rows[:, 1])
        counts.append(rows[:, 2].astype(np.float32))
    return _join(sentences, np.int64), _join(entities, np.int64), _join(counts, np.float32)


def _join(parts: list[np.ndarray], dtype: Any, empty: tuple[int, ...] = (0,)) -> np.ndarray:
    return np.concatenate(parts) if parts else np.zeros(empty, dtype=dtype)


# -- the snapshot ----------------------------------------------------------------


def save_snapshot(path: Path, parts: GraphParts) -> None:
    """Write ``parts`` as the snapshot folder ``path``, replacing it whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{path.name}-", dir=path.parent))
    try:
        for name in _ARRAYS:
            np.save(staging / f"{name}.npy", np.ascontiguousarray(getattr(parts, name)))
        for name in _TEXTS:
            np.save(staging / f"{name}.npy", _text(getattr(parts, name)))
        np.save(staging / "aliases.npy", parts.with_aliases().aliases.arrays())  # type: ignore[union-attr]
        manifest = {"format": SNAPSHOT_FORMAT, "version": parts.version}
        (staging / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
        _swap(staging, path)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def _swap(staging: Path, path: Path) -> None:
    """Put the folder ``staging`` at ``path`` (a reader sees the old or the new one)."""
    old = None
    if path.exists():
        old = path.with_name(f".{path.name}-old-{os.getpid()}")
        path.replace(old)
    staging.replace(path)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def load_snapshot(path: Path) -> GraphParts | None:
    """The parts saved at ``path`` (the vectors memory-mapped); ``None`` when there is
    none or it cannot be read (a snapshot is a cache: the caller reads SQL instead)."""
    try:
        manifest = json.loads((path / "manifest.json").read_text(encoding="utf-8"))
        if manifest.get("format") != SNAPSHOT_FORMAT:
            return None
        arrays: dict[str, Any] = {
            name: np.load(path / f"{name}.npy", mmap_mode="r" if name in _MAPPED else None)
            for name in _ARRAYS
        }
        texts: dict[str, Any] = {name: _strings(np.load(path / f"{name}.npy")) for name in _TEXTS}
        aliases = Aliases.of(np.load(path / "aliases.npy"))
        return GraphParts(**arrays, **texts, version=str(manifest["version"]), aliases=aliases)
    except (OSError, ValueError, KeyError, TypeError, json.JSONDecodeError):
        return None


def _text(items: list[str]) -> np.ndarray:
    """Strings as one UTF-8 byte array, separated by NUL (which no key or id holds)."""
    return np.frombuffer("\0".join(items).encode("utf-8"), dtype=np.uint8)


def _strings(array: np.ndarray) -> list[str]:
    text = array.tobytes().decode("utf-8")
    return text.split("\0") if text else []


__all__ = ["load_snapshot", "read_parts", "save_snapshot"]
