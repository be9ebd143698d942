"""Fragments: text from files and URLs sent with a prompt (``tapyre ask -f FILE|URL``).

A fragment is read whole, as text, before the model is contacted.  A file
must be UTF-8 text; ``-`` is standard input.  A URL (``http``/``https``
only) is fetched with limits: at most ``[core] fragment_max_bytes`` bytes
(also the limit for files), ``[core] fetch_timeout`` seconds for the server
to answer, at most :data:`MAX_REDIRECTS` redirects, and only textual content
types (``text/*``, JSON, XML, YAML, JavaScript); the body is decoded with the
charset the server names (UTF-8 otherwise).  Every failure is one
:class:`FragmentError` naming the file or URL.  What the log keeps of a
fragment is :meth:`Fragment.record`: its source, size and SHA-256 digest.
"""

from __future__ import annotations

import hashlib
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tapyre._bounded_read import read_bounded
from tapyre._errors import TapyreError

MAX_REDIRECTS = 5
TEXT_TYPES = (
    "application/json",
    "application/xml",
    "application/javascript",
    "application/x-yaml",
    "application/yaml",
    "application/toml",
    "application/x-ndjson",
)
"""Content types besides ``text/*`` (and ``…+json``, ``…+xml``) that a URL fragment may have."""


class FragmentError(TapyreError):
    """A fragment cannot be read: missing file, not text, too large, or a URL that failed."""


@dataclass(frozen=True)
class Fragment:
    """One piece of text sent with the prompt; ``system`` ones join the system prompt."""

    source: str
    text: str
    system: bool = False

    def record(self) -> dict[str, Any]:
        """What the log keeps: ``{source, system, chars, sha256}``."""
        digest = hashlib.sha256(self.text.encode("utf-8")).hexdigest()
        return {
            "source": self.source,
            "system": self.system,
            "chars": len(self.text),
            "sha256": digest,
        }


def read_fragment(source: str, *, max_bytes: int, timeout: float, system: bool = False) -> Fragment:
    """The fragment ``source`` names: a URL, ``-`` (standard input) or a file.

    :raises FragmentError: it cannot be read within the limits (see the module docstring).
    """
    if source.startswith(("http://", "https://")):
        return Fragment(source, fetch_text(source, max_bytes=max_bytes, timeout=timeout), system)
    scheme, sep, _ = source.partition("://")
    if sep and scheme.isalpha() and not Path(source).exists():
        raise FragmentError(
            f"fragment {source}: only http and https URLs are fetched, not {scheme}"
        )
    if source == "-":
        data = sys.stdin.buffer.read(max_bytes + 1)
        return Fragment("-", _decode(data, "standard input", max_bytes), system)
    path, data = read_bounded(source, what="fragment", max_bytes=max_bytes, error=FragmentError)
    return Fragment(str(path.resolve()), _decode(data, str(source), max_bytes), system)


def fetch_text(url: str, *, max_bytes: int, timeout: float) -> str:
    """The text at ``url``, fetched within the limits of the module docstring.

    :raises FragmentError: an HTTP error, a network failure, too many redirects,
        a body over ``max_bytes`` or a content type that is not text.
    """
    import urllib.error
    import urllib.request

    from tapyre._version import __version__

    class LimitedRedirects(urllib.request.HTTPRedirectHandler):
        max_redirections = MAX_REDIRECTS  # urllib's own limit is 10

    opener = urllib.request.build_opener(LimitedRedirects())
    request = urllib.request.Request(url, headers={"User-Agent": f"tapyre/{__version__}"})
    try:
        with opener.open(request, timeout=timeout) as response:
            content_type = response.headers.get_content_type()
            if not is_text_type(content_type):
                raise FragmentError(
                    f"fragment {url} is {content_type}, not text",
                    hint="Save it and attach it with -a FILE if the model takes that type.",
                )
            length = response.headers.get("Content-Length")
            if length is not None and length.isdigit() and int(length) > max_bytes:
                raise _too_large(url, max_bytes)
            data = response.read(max_bytes + 1)
            charset = response.headers.get_content_charset() or "utf-8"
    except FragmentError:
        raise
    except urllib.error.HTTPError as exc:
        if 300 <= exc.code < 400:
            raise FragmentError(f"fragment {url}: more than {MAX_REDIRECTS} redirects") from None
        raise FragmentError(f"fragment {url}: HTTP {exc.code} {exc.reason}") from None
    except urllib.error.URLError as exc:
        reason = exc.reason if not isinstance(exc.reason, BaseException) else _why(exc.reason)
        raise FragmentError(f"fragment {url}: cannot fetch it: {reason}") from None
    except TimeoutError:
        raise FragmentError(
            f"fragment {url}: no answer within {timeout:g} s",
            hint="Raise [core] fetch_timeout (TAPYRE_CORE__FETCH_TIMEOUT) for a slow server.",
        ) from None
    except (OSError, ValueError) as exc:
        raise FragmentError(f"fragment {url}: cannot fetch it: {_why(exc)}") from None
    if len(data) > max_bytes:
        raise _too_large(url, max_bytes)
    text: str
    try:
        text = data.decode(charset, errors="replace")
    except LookupError:  # a charset Python does not know
        text = data.decode("utf-8", errors="replace")
    return text


def is_text_type(content_type: str) -> bool:
    """Whether a URL fragment of ``content_type`` (no parameters) is text."""
    kind = content_type.lower()
    return (
        kind.startswith("text/") or kind in TEXT_TYPES or kind.endswith(("+json", "+xml", "+yaml"))
    )


def _decode(data: bytes, where: str, max_bytes: int) -> str:
    if len(data) > max_bytes:
        raise _too_large(where, max_bytes)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise FragmentError(
            f"fragment {where} is not UTF-8 text",
            hint="Attach binary files (images, PDFs) with -a FILE instead.",
        ) from None


def _too_large(where: str, max_bytes: int) -> FragmentError:
    return FragmentError(
        f"fragment {where} is larger than {max_bytes} bytes",
        hint="Raise [core] fragment_max_bytes (TAPYRE_CORE__FRAGMENT_MAX_BYTES) to allow it.",
    )


def _why(exc: BaseException) -> str:
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
