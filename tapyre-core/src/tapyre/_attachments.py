"""Attachments: files sent with a prompt to a model that takes them (``tapyre ask -a FILE``).

A file's MIME type comes from its first bytes when they are a known
signature (PNG, JPEG, GIF, WebP, PDF, WAV, MP3, Ogg, FLAC, MP4/MOV), else from
its name (:mod:`mimetypes`).  It is sent as one of LangChain's standard
content blocks (``image``, ``audio``, ``video``, ``file``, or ``text-plain``
for text), which each provider integration turns into its own wire format.
Whether a model takes a type is the provider's declaration
(:attr:`tapyre.LLMProvider.attachment_types`), checked before anything is
sent: an attachment nobody would read is a one-line error, not a silent
drop.  Files larger than ``[core] attachment_max_bytes`` are refused too.
"""

from __future__ import annotations

import base64
import hashlib
import mimetypes
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre._bounded_read import read_bounded
from tapyre._errors import TapyreError

if TYPE_CHECKING:
    from tapyre._llm_choice import LLMChoice

_SIGNATURES: tuple[tuple[bytes, int, str], ...] = (
    (b"\x89PNG\r\n\x1a\n", 0, "image/png"),
    (b"\xff\xd8\xff", 0, "image/jpeg"),
    (b"GIF87a", 0, "image/gif"),
    (b"GIF89a", 0, "image/gif"),
    (b"%PDF-", 0, "application/pdf"),
    (b"fLaC", 0, "audio/flac"),
    (b"OggS", 0, "audio/ogg"),
    (b"ID3", 0, "audio/mpeg"),
    (b"\xff\xfb", 0, "audio/mpeg"),
    (b"ftypqt", 4, "video/quicktime"),
    (b"ftyp", 4, "video/mp4"),
)
"""Leading bytes (at an offset) that name a file's type whatever its name says."""


class AttachmentError(TapyreError):
    """An attachment cannot be read, is too large, or the model does not take its type."""


@dataclass(frozen=True)
class Attachment:
    """A file to send with the prompt: its path, MIME type and bytes."""

    path: Path
    mime_type: str
    data: bytes

    def content_block(self) -> dict[str, Any]:
        """The LangChain standard content block carrying this file."""
        kind = self.mime_type.split("/", 1)[0]
        if kind == "text":
            text = self.data.decode("utf-8", errors="replace")
            return {"type": "text-plain", "text": text, "mime_type": self.mime_type}
        block: dict[str, Any] = {
            "type": kind if kind in ("image", "audio", "video") else "file",
            "base64": base64.b64encode(self.data).decode("ascii"),
            "mime_type": self.mime_type,
        }
        if block["type"] == "file":
            block["filename"] = self.path.name
        return block

    def record(self) -> dict[str, Any]:
        """What the log keeps: ``{path, mime_type, bytes, sha256}``."""
        return {
            "path": str(self.path),
            "mime_type": self.mime_type,
            "bytes": len(self.data),
            "sha256": hashlib.sha256(self.data).hexdigest(),
        }


def read_attachment(source: str, *, max_bytes: int) -> Attachment:
    """The file ``source`` as an :class:`Attachment`.

    :raises AttachmentError: it is missing, a folder, unreadable or over ``max_bytes``.
    """
    path, data = read_bounded(source, what="attachment", max_bytes=max_bytes, error=AttachmentError)
    if len(data) > max_bytes:
        raise AttachmentError(
            f"attachment {source} is larger than {max_bytes} bytes",
            hint="Raise [core] attachment_max_bytes (TAPYRE_CORE__ATTACHMENT_MAX_BYTES).",
        )
    return Attachment(path.resolve(), mime_type(path, data), data)


def mime_type(path: Path, data: bytes) -> str:
    """The type of the file ``path`` holding ``data``: its signature, else its name."""
    if data[:4] == b"RIFF" and data[8:12] in (b"WEBP", b"WAVE"):
        return "image/webp" if data[8:12] == b"WEBP" else "audio/wav"
    for signature, offset, kind in _SIGNATURES:
        if data[offset : offset + len(signature)] == signature:
            return kind
    guessed, _ = mimetypes.guess_type(path.name)
    if guessed:
        return guessed
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return "application/octet-stream"
    return "text/plain"


def check_accepted(choice: LLMChoice, attachments: list[Attachment]) -> None:
    """Refuse the attachments whose type the LLM's provider does not take.

    :raises AttachmentError: naming the first such file, its type and what the
        provider takes.
    """
    provider = choice.provider
    for attachment in attachments:
        if provider.accepts_attachment(attachment.mime_type):
            continue
        takes = ", ".join(provider.attachment_types) or "no attachments"
        name = choice.name if not choice.is_alias else f"{choice.name} ({provider.name})"
        hint = (
            "Send text files with -f FILE instead."
            if attachment.mime_type.startswith("text/")
            else "Pick an LLM whose models take it, or leave the file out."
        )
        raise AttachmentError(
            f"attachment {attachment.path.name} is {attachment.mime_type}, which LLM {name} "
            f"does not take (it takes: {takes})",
            hint=hint,
        )
