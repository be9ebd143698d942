"""A throwaway MariaDB server for the store tests: Debian's ``mariadbd`` on loopback.

:func:`running_mariadb` (the session fixture ``mariadb_server`` of
``conftest.py``) initialises a data folder in a temporary directory
(``mariadb-install-db``), starts ``mariadbd`` on 127.0.0.1 with a free port
and a private socket, creates a test user, and stops the server at the end of
the session.  It skips with the reason when
the binaries are absent (``apt-get install mariadb-server``), unless
``TAPYRE_REQUIRE_MARIADB=1`` (set by ``.ci/run``) turns the skip into a failure.

Tests ask for the fixture ``mariadb_server`` (or ``mariadb_url``, a fresh
database on it); nothing imports it.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

USER = "tapyre"
PASSWORD = "tapyre-test-pw"
START_TIMEOUT_S = 90


def _find(*names: str) -> str | None:
    for name in names:
        found = shutil.which(name)
        if found:
            return found
        for folder in ("/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin"):
            candidate = Path(folder) / name
            if candidate.is_file() and os.access(candidate, os.X_OK):
                return str(candidate)
    return None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class MariaDBServer:
    """A running server; :meth:`create_database` gives each test its own database."""

    port: int
    socket_path: Path
    process: subprocess.Popen[bytes]

    def url(self, database: str) -> str:
        return f"mysql+pymysql://{USER}:{PASSWORD}@127.0.0.1:{self.port}/{database}?charset=utf8mb4"

    def _admin(self, sql: str) -> None:
        import pymysql

        conn = pymysql.connect(
            unix_socket=str(self.socket_path), user="root", password="", autocommit=True
        )
        try:
            with conn.cursor() as cursor:
                cursor.execute(sql)
        finally:
            conn.close()

    def create_database(self, prefix: str = "t") -> str:
        """Create an empty utf8mb4 database; returns its SQLAlchemy URL."""
        name = f"{prefix}_{uuid.uuid4().hex[:12]}"
        self._admin(f"CREATE DATABASE `{name}` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci")
        return self.url(name)

    def drop_database(self, url: str) -> None:
        name = url.rsplit("/", 1)[1].split("?", 1)[0]
        self._admin(f"DROP DATABASE IF EXISTS `{name}`")


def _skip_or_fail(reason: str) -> None:
    if os.environ.get("TAPYRE_REQUIRE_MARIADB") == "1":
        pytest.fail(f"{reason} (TAPYRE_REQUIRE_MARIADB=1 requires a MariaDB server)")
    pytest.skip(reason)


def _start(datadir: Path, mariadbd: str, run_as_root: bool) -> MariaDBServer:
    port = _free_port()
    socket_path = datadir / "mysqld.sock"
    log = datadir / "error.log"
    command = [
        mariadbd,
        "--no-defaults",
        f"--datadir={datadir}",
        f"--socket={socket_path}",
        f"--pid-file={datadir / 'mysqld.pid'}",
        f"--log-error={log}",
        f"--port={port}",
        "--bind-address=127.0.0.1",
        "--skip-name-resolve",
        "--skip-log-bin",
        "--innodb-buffer-pool-size=32M",
        "--innodb-log-file-size=16M",
        "--innodb-flush-log-at-trx-commit=2",
        "--character-set-server=utf8mb4",
        "--collation-server=utf8mb4_unicode_ci",
    ]
    if run_as_root:
        command.append("--user=root")
    process = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    server = MariaDBServer(port, socket_path, process)
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            break
        if socket_path.exists():
            try:
                server._admin("SELECT 1")
            except Exception:  # not accepting connections yet
                pass
            else:
                return server
        time.sleep(0.2)
    _stop(process)
    tail = log.read_text(errors="replace")[-2000:] if log.exists() else "(no error log)"
    raise RuntimeError(f"mariadbd did not start (exit code {process.returncode}):\n{tail}")


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


def running_mariadb() -> Iterator[MariaDBServer]:
    """A MariaDB server on 127.0.0.1 until the generator closes (skips the test when
    MariaDB is not installed)."""
    mariadbd = _find("mariadbd", "mysqld")
    install_db = _find("mariadb-install-db", "mysql_install_db")
    if mariadbd is None or install_db is None:
        _skip_or_fail(
            "MariaDB is not installed (no mariadbd / mariadb-install-db): "
            "apt-get install mariadb-server"
        )
    assert mariadbd is not None and install_db is not None
    run_as_root = hasattr(os, "geteuid") and os.geteuid() == 0
    # A short base path: the socket path must fit in 107 bytes.
    base = Path(tempfile.mkdtemp(prefix="tapyre-mariadb-"))
    datadir = base / "data"
    try:
        init = [
            install_db,
            "--no-defaults",
            f"--datadir={datadir}",
            "--auth-root-authentication-method=normal",
            "--skip-test-db",
            "--skip-name-resolve",
        ]
        if run_as_root:
            init.append("--user=root")
        result = subprocess.run(init, capture_output=True, text=True, timeout=300, check=False)
        if result.returncode != 0:
            raise RuntimeError(
                f"mariadb-install-db failed ({result.returncode}):\n"
                f"{(result.stdout + result.stderr)[-2000:]}"
            )
        server = None
        for _attempt in range(3):  # the free port may be taken between probe and bind
            try:
                server = _start(datadir, mariadbd, run_as_root)
                break
            except RuntimeError as exc:
                error = exc
        if server is None:
            raise error
        for host in ("127.0.0.1", "localhost"):
            server._admin(f"CREATE USER '{USER}'@'{host}' IDENTIFIED BY '{PASSWORD}'")
            server._admin(f"GRANT ALL PRIVILEGES ON *.* TO '{USER}'@'{host}'")
        try:
            yield server
        finally:
            _stop(server.process)
    finally:
        with contextlib.suppress(OSError):
            shutil.rmtree(base)
