"""The conversation log: every ``ask`` and ``chat`` exchange in a SQLite database.

One row per exchange (a question and its answer): the prompt, system prompt,
LLM name, provider, model, options, tool calls with their arguments and
results, the response, token usage when the provider reports it, the duration
and the conversation id (``cid``) that ties the exchanges of one conversation
together.  The messages of each exchange (tool calls included) are kept as
LangChain's JSON so ``tapyre ask -c`` can send the conversation to the model
again.  Prompts and responses are indexed with SQLite FTS5 (``tapyre logs -q``).
Since schema version 2 an exchange also records the template it used and the
fragments and attachments it sent (their sources, sizes and SHA-256 digests;
the content itself travels in the messages).  An older database is upgraded
in place the first time it is opened.

The database (``<data dir>/logs.db``, see :mod:`tapyre._paths`) is created with
mode 0600.  ``[core] log = false`` (``TAPYRE_CORE__LOG``) or ``--no-log``
turns logging off; the CLI turns every failure to write the log into a
one-line warning, never a lost answer.

The records themselves (:class:`Exchange`, :class:`ToolCallRecord`, :func:`new_cid`)
are :mod:`tapyre._exchange`'s, exported here too.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre._errors import TapyreError
from tapyre._exchange import Exchange, ToolCallRecord, new_cid
from tapyre._paths import create_private_file

if TYPE_CHECKING:
    from langchain_core.messages import BaseMessage

SCHEMA_VERSION = 2
LOCK_TIMEOUT = 2.0
"""Seconds to wait for another process holding the database before giving up."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS exchanges (
    id INTEGER PRIMARY KEY,
    cid TEXT NOT NULL,
    created TEXT NOT NULL,
    prompt TEXT NOT NULL,
    system TEXT,
    llm TEXT,
    provider TEXT,
    model TEXT,
    options TEXT NOT NULL DEFAULT '{}',
    tool_calls TEXT NOT NULL DEFAULT '[]',
    response TEXT NOT NULL,
    input_tokens INTEGER,
    output_tokens INTEGER,
    duration_ms INTEGER,
    messages TEXT NOT NULL DEFAULT '[]',
    template TEXT,
    fragments TEXT NOT NULL DEFAULT '[]',
    attachments TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS exchanges_by_cid ON exchanges (cid, id);
CREATE VIRTUAL TABLE IF NOT EXISTS exchanges_fts USING fts5 (
    prompt, response, content = 'exchanges', content_rowid = 'id'
);
CREATE TRIGGER IF NOT EXISTS exchanges_index AFTER INSERT ON exchanges BEGIN
    INSERT INTO exchanges_fts (rowid, prompt, response) VALUES (new.id, new.prompt, new.response);
END;
CREATE TRIGGER IF NOT EXISTS exchanges_unindex AFTER DELETE ON exchanges BEGIN
    INSERT INTO exchanges_fts (exchanges_fts, rowid, prompt, response)
    VALUES ('delete', old.id, old.prompt, old.response);
END;
"""

_MIGRATIONS: dict[int, tuple[str, ...]] = {
    2: (
        "ALTER TABLE exchanges ADD COLUMN template TEXT",
        "ALTER TABLE exchanges ADD COLUMN fragments TEXT NOT NULL DEFAULT '[]'",
        "ALTER TABLE exchanges ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]'",
    ),
}
"""Statements that bring a database of the previous version up to each version."""

_COLUMNS = (
    "id, cid, created, prompt, system, llm, provider, model, options, tool_calls, "
    "response, input_tokens, output_tokens, duration_ms, template, fragments, attachments"
)
_COLUMN_NAMES = tuple(name.strip() for name in _COLUMNS.split(","))
"""The columns an :class:`Exchange` is read from; each is named as its field."""
_JSON_COLUMNS = {"options": "{}", "tool_calls": "[]", "fragments": "[]", "attachments": "[]"}
"""The columns stored as JSON, with the value an empty one stands for."""


class LogError(TapyreError):
    """The conversation log cannot be read or written (locked, corrupt, unwritable)."""


class LogStore:
    """The log database at ``path``, created (0600, schema) on first write.

    Every method raises :class:`LogError` for a locked, corrupt or unreadable
    database; reading a database that does not exist yet finds nothing.
    """

    def __init__(self, path: Path) -> None:
        self.path = path

    # -- writing -----------------------------------------------------------

    def record(self, exchange: Exchange, messages: Sequence[BaseMessage] = ()) -> int:
        """Store ``exchange`` (and the messages of its turn); returns its id."""
        from langchain_core.messages import messages_to_dict

        created = datetime.now(UTC).isoformat(timespec="seconds")
        calls = [c.as_json() for c in exchange.tool_calls]
        row = (
            exchange.cid,
            created,
            exchange.prompt,
            exchange.system,
            exchange.llm,
            exchange.provider,
            exchange.model,
            _dumps(dict(exchange.options)),
            _dumps(calls),
            exchange.response,
            exchange.input_tokens,
            exchange.output_tokens,
            exchange.duration_ms,
            _dumps(messages_to_dict(list(messages))),
            exchange.template,
            _dumps([dict(f) for f in exchange.fragments]),
            _dumps([dict(a) for a in exchange.attachments]),
        )
        with self._connect(create=True) as db:
            cursor = db.execute(
                "INSERT INTO exchanges (cid, created, prompt, system, llm, provider, model, "
                "options, tool_calls, response, input_tokens, output_tokens, duration_ms, "
                "messages, template, fragments, attachments) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                row,
            )
            rowid = cursor.lastrowid
        assert rowid is not None
        return rowid

    # -- reading -----------------------------------------------------------

    def recent(
        self,
        limit: int | None = 3,
        *,
        cid: str | None = None,
        query: str | None = None,
        since: str | None = None,
        model: str | None = None,
    ) -> list[Exchange]:
        """Up to ``limit`` exchanges (``None``: all), oldest first.

        ``cid`` keeps one conversation; ``query`` keeps full-text matches of
        its words (prompt or response), the best ``limit`` matches; ``since``
        (a UTC timestamp as :func:`since_timestamp` gives) keeps exchanges
        logged at or after it; ``model`` keeps those of that model (or, when
        no model was recorded, of the LLM of that name).
        """
        if not self.path.exists():
            return []
        where: list[str] = []
        params: list[Any] = []
        if cid is not None:
            where.append("e.cid = ?")
            params.append(cid)
        if query is not None:
            where.append("e.id IN (SELECT rowid FROM exchanges_fts WHERE exchanges_fts MATCH ?)")
            params.append(_fts_query(query))
        if since is not None:
            where.append("e.created >= ?")
            params.append(since)
        if model is not None:
            where.append("(e.model = ? OR (e.model IS NULL AND e.llm = ?))")
            params += [model, model]
        sql = f"SELECT {_prefixed('e')} FROM exchanges e"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY e.id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        with self._connect() as db:
            rows = db.execute(sql, params).fetchall()
        return [_exchange(row) for row in reversed(rows)]

    def last_cid(self) -> str | None:
        """The conversation of the latest exchange, or ``None`` when the log is empty."""
        if not self.path.exists():
            return None
        with self._connect() as db:
            row = db.execute("SELECT cid FROM exchanges ORDER BY id DESC LIMIT 1").fetchone()
        return str(row[0]) if row else None

    def messages(self, cid: str) -> list[BaseMessage]:
        """Every message of conversation ``cid`` in order (tool calls and results included).

        :raises LogError: there is no such conversation.
        """
        from langchain_core.messages import messages_from_dict

        rows: list[Any] = []
        if self.path.exists():
            with self._connect() as db:
                rows = db.execute(
                    "SELECT messages FROM exchanges WHERE cid = ? ORDER BY id", (cid,)
                ).fetchall()
        if not rows:
            raise LogError(
                f"no conversation {cid!r} in the log {self.path}",
                hint="`tapyre logs` lists conversations with their ids.",
            )
        messages: list[BaseMessage] = []
        for (text,) in rows:
            messages.extend(messages_from_dict(json.loads(text)))
        return messages

    def backup(self, target: Path) -> int:
        """Copy the whole log to the new file ``target`` (mode 0600); the number of exchanges.

        Uses SQLite's online backup, so the copy is consistent even while
        another ``tapyre`` writes the log.

        :raises LogError: there is no log yet, ``target`` exists, or a copy failed.
        """
        if not self.path.exists():
            raise LogError(
                f"there is no conversation log to back up yet ({self.path})",
                hint="`tapyre ask` and `tapyre chat` create it.",
            )
        if target.exists() or target.is_symlink():
            raise LogError(
                f"{target} already exists; nothing was written",
                hint="Pick a new file name, or remove the old backup first.",
            )
        try:
            create_private_file(target)
            copy = sqlite3.connect(target)
        except (OSError, sqlite3.Error) as exc:
            raise LogError(f"cannot write the backup {target}: {exc}") from None
        try:
            with self._connect() as db:
                db.backup(copy)
            count: int = copy.execute("SELECT count(*) FROM exchanges").fetchone()[0]
        except sqlite3.Error as exc:
            copy.close()
            target.unlink(missing_ok=True)
            raise LogError(f"cannot write the backup {target}: {exc}") from None
        except LogError:
            copy.close()
            target.unlink(missing_ok=True)
            raise
        copy.close()
        return count

    # -- internals -----------------------------------------------------------

    @contextmanager
    def _connect(self, *, create: bool = False) -> Iterator[sqlite3.Connection]:
        try:
            if create and not self.path.exists():
                create_private_file(self.path)
            db = sqlite3.connect(self.path, timeout=LOCK_TIMEOUT)
        except (OSError, sqlite3.Error) as exc:
            raise LogError(f"cannot open the conversation log {self.path}: {exc}") from None
        try:
            with db:
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version < SCHEMA_VERSION:
                    _upgrade(db, version)
                yield db
        except sqlite3.OperationalError as exc:
            raise LogError(f"the conversation log {self.path} is unusable: {exc}") from None
        except sqlite3.DatabaseError as exc:
            raise LogError(
                f"the conversation log {self.path} is damaged: {exc}",
                hint="Move it away; a new one is created.",
            ) from None
        finally:
            db.close()


def _upgrade(db: sqlite3.Connection, version: int) -> None:
    """Create the schema (a new database) or migrate an older one to :data:`SCHEMA_VERSION`."""
    if version == 0:
        db.executescript(_SCHEMA)
    else:
        for step in range(version + 1, SCHEMA_VERSION + 1):
            for statement in _MIGRATIONS[step]:
                db.execute(statement)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def since_timestamp(text: str, now: datetime | None = None) -> str:
    """``--since`` as the UTC timestamp the log stores, for :meth:`LogStore.recent`.

    ``text`` is a duration back from ``now`` (``30m``, ``2h``, ``7d``, ``2w``;
    ``s``, ``m``, ``h``, ``d`` and ``w`` units) or an ISO date or date and
    time (``2026-11-01``, ``2026-11-01T09:30``; local time unless it names
    its offset).

    :raises LogError: neither.
    """
    now = now or datetime.now(UTC)
    value = text.strip()
    match = _DURATION.fullmatch(value.lower())
    if match:
        amount, unit = int(match["amount"]), match["unit"]
        moment = now - timedelta(seconds=amount * _UNIT_SECONDS[unit])
    else:
        try:
            moment = datetime.fromisoformat(value)
        except ValueError:
            raise LogError(
                f"--since {text!r} is neither a duration nor a date",
                hint="Use e.g. 30m, 2h, 7d, 2w, 2026-11-01 or 2026-11-01T09:30.",
            ) from None
        if moment.tzinfo is None:
            moment = moment.astimezone()  # the user's local time
    return moment.astimezone(UTC).isoformat(timespec="seconds")


_DURATION = re.compile(r"(?P<amount>\d+)\s*(?P<unit>[smhdw])")
_UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}


def turn_usage(messages: Sequence[BaseMessage]) -> tuple[int | None, int | None]:
    """Input and output tokens of a turn's model replies; ``None`` when none reported any."""
    from langchain_core.messages import AIMessage

    inputs = outputs = None
    for message in messages:
        usage = getattr(message, "usage_metadata", None) if isinstance(message, AIMessage) else None
        if usage:
            inputs = (inputs or 0) + int(usage.get("input_tokens", 0))
            outputs = (outputs or 0) + int(usage.get("output_tokens", 0))
    return inputs, outputs


def _fts_query(text: str) -> str:
    """Every word of ``text`` as a quoted FTS5 term: punctuation is searched, not parsed."""
    words = text.split()
    if not words:
        raise LogError("the search text is empty", hint="Pass words to -q.")
    return " ".join('"' + w.replace('"', '""') + '"' for w in words)


def _prefixed(alias: str) -> str:
    return ", ".join(f"{alias}.{name}" for name in _COLUMN_NAMES)


def _exchange(row: Sequence[Any]) -> Exchange:
    """The :class:`Exchange` of a row of :data:`_COLUMNS` (named as its fields)."""
    values = dict(zip(_COLUMN_NAMES, row, strict=True))
    for name, empty in _JSON_COLUMNS.items():
        values[name] = json.loads(values[name] or empty)
    values["tool_calls"] = [ToolCallRecord.from_json(c) for c in values["tool_calls"]]
    return Exchange(**values)


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


__all__ = [
    "LOCK_TIMEOUT",
    "SCHEMA_VERSION",
    "Exchange",
    "LogError",
    "LogStore",
    "ToolCallRecord",
    "new_cid",
    "since_timestamp",
    "turn_usage",
]
