"""Reading the stored graph into arrays (:class:`~.index.GraphParts`), and a snapshot file
that makes the next read fast.

:func:`read_parts` reads the graph tables in one transaction (a consistent
view while an ingestion writes), streaming, and maps row ids to array rows
with sorted searches, not per-row dictionaries.  Entities that no mention
refers to any more are left out.

The snapshot (:func:`save_snapshot` / :func:`load_snapshot`) is the same
arrays in one uncompressed ``.npz`` file beside the stores, tagged with the
graph's version: a command that searches once loads it in a fraction of the
time the SQL read takes.  It is only a cache: when the version in SQL differs,
the graph is read from SQL again and the snapshot replaced (atomically).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import zipfile
from pathlib import Path

import numpy as np
import sqlalchemy as sa

from tapyre_paper_search.graph.errors import GraphStoreError
from tapyre_paper_search.graph.index import GraphParts
from tapyre_paper_search.graph.store import STATE_ROW, GraphStore
from tapyre_paper_search.graph.vectors import from_blobs

SNAPSHOT_FORMAT = 1


def read_parts(store: GraphStore, dimension: int) -> GraphParts:
    """The whole stored graph as arrays (see the module docs)."""
    t = store.tables
    try:
        with store.engine.connect() as conn, conn.begin():
            stream = conn.execution_options(stream_results=True, yield_per=20_000)
            version = stream.execute(
                sa.select(t.state.c.version).where(t.state.c.name == STATE_ROW)
            ).scalar()
            passages = stream.execute(
                sa.select(t.passages.c.paper_id, t.passages.c.chunk_index).order_by(
                    t.passages.c.paper_id, t.passages.c.chunk_index
                )
            ).all()
            sentences = stream.execute(
                sa.select(
                    t.sentences.c.sentence_id,
                    t.sentences.c.paper_id,
                    t.sentences.c.chunk_index,
                    t.sentences.c.char_start,
                    t.sentences.c.char_end,
                    t.sentences.c.vector,
                    t.sentences.c.scale,
                ).order_by(
                    t.sentences.c.paper_id, t.sentences.c.chunk_index, t.sentences.c.position
                )
            ).all()
            entities = stream.execute(
                sa.select(
                    t.entities.c.entity_id,
                    t.entities.c.entity_key,
                    t.entities.c.name,
                    t.entities.c.vector,
                    t.entities.c.scale,
                ).order_by(t.entities.c.entity_id)
            ).all()
            mentions = stream.execute(
                sa.select(t.mentions.c.sentence_id, t.mentions.c.entity_id, t.mentions.c.count)
            ).all()
    except sa.exc.DBAPIError as exc:
        raise GraphStoreError(f"the graph tables in {store.url} cannot be read: {exc}") from exc
    return _assemble(passages, sentences, entities, mentions, dimension, str(version or 0))


def _assemble(
    passages: list[sa.Row[tuple[str, int]]],
    sentences: list[sa.Row[tuple[int, str, int, int, int, bytes, float]]],
    entities: list[sa.Row[tuple[int, str, str, bytes, float]]],
    mentions: list[sa.Row[tuple[int, int, int]]],
    dimension: int,
    version: str,
) -> GraphParts:
    paper_ids: list[str] = []
    passage_paper = np.zeros(len(passages), dtype=np.int32)
    passage_chunk = np.zeros(len(passages), dtype=np.int32)
    row_of: dict[tuple[str, int], int] = {}
    for row, (paper_id, chunk) in enumerate(passages):
        if not paper_ids or paper_ids[-1] != paper_id:
            paper_ids.append(paper_id)
        passage_paper[row] = len(paper_ids) - 1
        passage_chunk[row] = chunk
        row_of[(paper_id, chunk)] = row
    sentence_ids = np.fromiter((s[0] for s in sentences), dtype=np.int64, count=len(sentences))
    sentence_passage = np.fromiter(
        (row_of[(s[1], s[2])] for s in sentences), dtype=np.int32, count=len(sentences)
    )
    entity_ids = np.fromiter((e[0] for e in entities), dtype=np.int64, count=len(entities))
    m_sentence = np.fromiter((m[0] for m in mentions), dtype=np.int64, count=len(mentions))
    m_entity = np.fromiter((m[1] for m in mentions), dtype=np.int64, count=len(mentions))
    m_count = np.fromiter((m[2] for m in mentions), dtype=np.float32, count=len(mentions))
    sentence_order = np.argsort(sentence_ids)
    sentence_rows = sentence_order[np.searchsorted(sentence_ids, m_sentence, sorter=sentence_order)]
    entity_rows = np.searchsorted(entity_ids, m_entity)  # ordered by id already
    used = np.unique(entity_rows)
    renumber = np.full(len(entities), -1, dtype=np.int64)
    renumber[used] = np.arange(len(used))
    kept = [entities[i] for i in used.tolist()]
    return GraphParts(
        paper_ids=paper_ids,
        passage_paper=passage_paper,
        passage_chunk=passage_chunk,
        sentence_passage=sentence_passage,
        sentence_spans=np.array([(s[3], s[4]) for s in sentences], dtype=np.int32).reshape(-1, 2),
        sentence_codes=from_blobs([s[5] for s in sentences], dimension),
        sentence_scales=np.fromiter((s[6] for s in sentences), np.float32, len(sentences)),
        entity_keys=[e[1] for e in kept],
        entity_names=[e[2] for e in kept],
        entity_codes=from_blobs([e[3] for e in kept], dimension),
        entity_scales=np.fromiter((e[4] for e in kept), np.float32, len(kept)),
        mention_sentence=sentence_rows.astype(np.int32),
        mention_entity=renumber[entity_rows].astype(np.int32),
        mention_count=m_count,
        version=version,
    )


# -- the snapshot ----------------------------------------------------------------


def save_snapshot(path: Path, parts: GraphParts) -> None:
    """Write ``parts`` to ``path`` atomically (a temporary file, then a rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    arrays = {
        "format": np.array([SNAPSHOT_FORMAT]),
        "version": _text([parts.version]),
        "paper_ids": _text(parts.paper_ids),
        "entity_keys": _text(parts.entity_keys),
        "entity_names": _text(parts.entity_names),
        "passage_paper": parts.passage_paper,
        "passage_chunk": parts.passage_chunk,
        "sentence_passage": parts.sentence_passage,
        "sentence_spans": parts.sentence_spans,
        "sentence_codes": parts.sentence_codes,
        "sentence_scales": parts.sentence_scales,
        "entity_codes": parts.entity_codes,
        "entity_scales": parts.entity_scales,
        "mention_sentence": parts.mention_sentence,
        "mention_entity": parts.mention_entity,
        "mention_count": parts.mention_count,
    }
    fd, tmp = tempfile.mkstemp(prefix=".graph-", suffix=".npz", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            np.savez(out, **arrays)  # type: ignore[arg-type]
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def load_snapshot(path: Path) -> GraphParts | None:
    """The parts saved at ``path``; ``None`` when there is none or it cannot be read
    (a snapshot is a cache: the caller reads SQL instead)."""
    try:
        with np.load(path, allow_pickle=False) as data:
            if int(data["format"][0]) != SNAPSHOT_FORMAT:
                return None
            return GraphParts(
                paper_ids=_strings(data["paper_ids"]),
                passage_paper=data["passage_paper"],
                passage_chunk=data["passage_chunk"],
                sentence_passage=data["sentence_passage"],
                sentence_spans=data["sentence_spans"],
                sentence_codes=data["sentence_codes"],
                sentence_scales=data["sentence_scales"],
                entity_keys=_strings(data["entity_keys"]),
                entity_names=_strings(data["entity_names"]),
                entity_codes=data["entity_codes"],
                entity_scales=data["entity_scales"],
                mention_sentence=data["mention_sentence"],
                mention_entity=data["mention_entity"],
                mention_count=data["mention_count"],
                version=_strings(data["version"])[0],
            )
    except (OSError, KeyError, ValueError, IndexError, zipfile.BadZipFile):
        return None


def _text(items: list[str]) -> np.ndarray:
    """Strings as one UTF-8 byte array, separated by NUL (which no key or id holds)."""
    return np.frombuffer("\0".join(items).encode("utf-8"), dtype=np.uint8)


def _strings(array: np.ndarray) -> list[str]:
    text = array.tobytes().decode("utf-8")
    return text.split("\0") if text else []
