"""Connecting to the SQL database: URLs, SQLite pragmas, MySQL/MariaDB options,
and which database errors are worth a retry."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy.engine import URL, Connection, Engine
from tapyre import TapyreError

from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.store.sql.schema import MYSQL_DIALECTS

T = TypeVar("T")

# MySQL/MariaDB error codes worth a retry: deadlock, lock wait timeout, lost connection
_TRANSIENT_MYSQL = {1205, 1213, 2006, 2013}


def sqlite_database(engine: Engine) -> str | None:
    """The SQLite file ``engine`` opens (what :func:`retrying` names in its damage
    hint), or ``None`` for another database."""
    url = engine.url
    return url.database if url.get_backend_name() == "sqlite" else None


def create_engine(url: str, *, echo: bool) -> Engine:
    try:
        parsed = sa.engine.make_url(url)
    except sa.exc.ArgumentError as exc:
        raise StoreError(
            f"Invalid database URL {url!r}.",
            hint="Use sqlite:///PATH or mysql+pymysql://USER:PASSWORD@HOST/DATABASE "
            "([metadata_stores.sql] url, TAPYRE_METADATA_STORES__SQL__URL).",
        ) from exc
    backend = parsed.get_backend_name()
    kwargs: dict[str, Any] = {"echo": echo, "future": True}
    if backend == "sqlite":
        database = parsed.database or ""
        if database and database != ":memory:" and not database.startswith("file:"):
            Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)
            parsed = parsed.set(database=str(Path(database).expanduser()))
        else:
            kwargs["poolclass"] = sa.pool.StaticPool
        kwargs["connect_args"] = {"check_same_thread": False, "timeout": 30}
    elif backend in MYSQL_DIALECTS:
        if "charset" not in parsed.query:
            parsed = parsed.update_query_dict({"charset": "utf8mb4"})
        kwargs.update(pool_pre_ping=True, pool_recycle=3600)
    else:
        raise StoreError(
            f"Unsupported database {backend!r} in {safe_url(parsed)}.",
            hint="Use sqlite:///PATH or mysql+pymysql://USER:PASSWORD@HOST/DATABASE.",
        )
    try:
        engine = sa.create_engine(parsed, **kwargs)
    except (ImportError, sa.exc.NoSuchModuleError) as exc:
        raise StoreError(
            f"No database driver for {safe_url(parsed)}: {exc}.",
            hint="MySQL/MariaDB need PyMySQL: use a mysql+pymysql:// URL (pip install pymysql).",
        ) from exc
    if backend == "sqlite":
        sa.event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.execute("PRAGMA journal_mode=WAL")  # answers 'memory' for in-memory databases
        cursor.execute("PRAGMA synchronous=NORMAL")
    finally:
        cursor.close()


def safe_url(url: str | URL) -> str:
    """A database URL with its password hidden, for messages."""
    try:
        parsed = sa.engine.make_url(url) if isinstance(url, str) else url
    except sa.exc.ArgumentError:
        return "<invalid URL>"
    return parsed.render_as_string(hide_password=True)


def is_transient(exc: sa.exc.DBAPIError) -> bool:
    if exc.connection_invalidated:
        return True
    orig = exc.orig
    args = getattr(orig, "args", ())
    if args and isinstance(args[0], int) and args[0] in _TRANSIENT_MYSQL:
        return True
    text = str(orig).lower()
    return "database is locked" in text or "database table is locked" in text


RETRIES = 4
"""Attempts of an operation that meets transient lock errors (then it fails)."""


def retrying(
    attempt: Callable[[], T], *, fail: Callable[[str], Exception], database: str | None = None
) -> T:
    """Run ``attempt``, again after a short wait when the database says a lock or a
    lost connection got in the way; any other database error (or the last transient
    one) is raised as ``fail(one-line description)``, the original as its cause (with
    :func:`damage_hint` when the SQLite file ``database`` is damaged or no database)."""
    for i in range(RETRIES):
        try:
            return attempt()
        except sa.exc.DBAPIError as exc:
            if i + 1 < RETRIES and is_transient(exc):
                time.sleep(0.1 * 2**i)
                continue
            error = fail(describe_error(exc))
            if isinstance(error, TapyreError) and error.hint is None:
                error.hint = damage_hint(exc, database)
            raise error from exc
    raise AssertionError("unreachable")  # pragma: no cover


def in_transaction(engine: Engine, work: Callable[[Connection], T]) -> Callable[[], T]:
    """``work`` inside one transaction of ``engine`` (committed when it returns)."""

    def attempt() -> T:
        with engine.begin() as conn:
            return work(conn)

    return attempt


def in_connection(engine: Engine, work: Callable[[Connection], T]) -> Callable[[], T]:
    """``work`` on a connection of ``engine``, for reads."""

    def attempt() -> T:
        with engine.connect() as conn:
            return work(conn)

    return attempt


DAMAGED_SQLITE = frozenset({"SQLITE_CORRUPT", "SQLITE_NOTADB"})
"""SQLite's error names for a file that is damaged or not a database at all."""


def damage_hint(exc: sa.exc.DBAPIError, database: str | None = None) -> str | None:
    """What to do when ``exc`` says the SQLite file ``database`` is damaged or is not an
    SQLite database at all (``None``: it says neither).  Only the failed step is rolled
    back: earlier batches of a writing command may have been committed."""
    name = getattr(exc.orig, "sqlite_errorname", None)
    if name not in DAMAGED_SQLITE:
        return None
    path = database or "the database file"
    if name == "SQLITE_NOTADB":
        return (
            f"{path} is not an SQLite database (or its header is damaged): check that "
            "papers.data_dir or [metadata_stores.sql] url points at your papers database, "
            f"else restore it from a backup (`sqlite3 {path} .recover` saves what is "
            "readable); this step changed nothing."
        )
    return (
        f"The file is damaged: try `sqlite3 {path} REINDEX` (a damaged index alone), else "
        f"restore it from a backup (`sqlite3 {path} .recover` saves what is readable); "
        "this step changed nothing, and the vectors cannot rebuild it."
    )


def describe_error(exc: sa.exc.DBAPIError) -> str:
    text = str(exc.orig) if exc.orig is not None else str(exc)
    return text.strip().splitlines()[0][:300] if text.strip() else type(exc).__name__
