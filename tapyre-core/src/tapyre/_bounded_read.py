"""Reading a file the user named, at most a given number of bytes, with one-line errors.

``ask -f FILE`` and ``ask -a FILE`` read whole files before anything is sent;
a file larger than its limit must not be read whole just to be refused.
"""

from __future__ import annotations

from pathlib import Path

from tapyre._errors import TapyreError


def read_bounded(
    source: str, *, what: str, max_bytes: int, error: type[TapyreError]
) -> tuple[Path, bytes]:
    """The file ``source`` (``~`` expanded) and up to ``max_bytes + 1`` of its bytes.

    More than ``max_bytes`` bytes means the file is larger than the limit.

    :raises error: the file is missing, a folder or unreadable; the message
        starts with ``what`` (``"fragment"``, ``"attachment"``) and ``source``.
    """
    path = Path(source).expanduser()
    try:
        with path.open("rb") as file:
            return path, file.read(max_bytes + 1)
    except FileNotFoundError:
        raise error(f"{what} {source}: no such file") from None
    except IsADirectoryError:
        raise error(f"{what} {source} is a folder, not a file") from None
    except OSError as exc:
        raise error(f"{what} {source}: cannot read it: {exc.strerror or exc}") from None
