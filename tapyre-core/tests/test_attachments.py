"""Attachments: `ask -a FILE` sends images and files to a model that takes their type, and
refuses the others before anything is sent."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest
from tapyre._attachments import mime_type
from tapyre._history import LogStore
from tapyre._paths import log_path

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 32
PDF = b"%PDF-1.4\n%fake but signed\n"


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    made = {
        "png": tmp_path / "photo.png",
        "pdf": tmp_path / "paper.pdf",
        "txt": tmp_path / "notes.txt",
        "disguised": tmp_path / "actually-a-png.jpg",
    }
    made["png"].write_bytes(PNG)
    made["pdf"].write_bytes(PDF)
    made["txt"].write_text("plain notes", encoding="utf-8")
    made["disguised"].write_bytes(PNG)
    return made


def test_an_image_is_sent_as_a_content_block_and_logged(
    tapyre_host, tapyre_cli, recording_llm, files
):
    rec = recording_llm("vision", attachment_types=("image/*",))
    tapyre_host.config.set("core.llm", "vision")
    result = tapyre_cli("ask", "-a", str(files["png"]), "What is in this picture?")
    assert result.exit_code == 0, result.output
    assert rec.last_question.content == [
        {"type": "text", "text": "What is in this picture?"},
        {"type": "image", "base64": base64.b64encode(PNG).decode(), "mime_type": "image/png"},
    ]
    (logged,) = LogStore(log_path(tapyre_host.config)).recent(1)
    assert logged.prompt == "What is in this picture?"
    (attachment,) = logged.attachments
    assert attachment["path"] == str(files["png"].resolve())
    assert attachment["mime_type"] == "image/png" and attachment["bytes"] == len(PNG)
    # -c sends the earlier image again with the conversation
    assert tapyre_cli("ask", "-c", "And the colours?").exit_code == 0
    earlier = next(m for m in rec.models[-1].received[-1] if m.type == "human")
    assert earlier.content[1]["mime_type"] == "image/png"
    listing = tapyre_cli("logs", "-n", "2").stdout
    assert f"+ attachment {files['png'].resolve()} (image/png, {len(PNG)} bytes)" in listing


def test_several_attachments_and_a_pdf_file_block(tapyre_host, tapyre_cli, recording_llm, files):
    rec = recording_llm("docs", attachment_types=("image/png", "application/pdf"))
    tapyre_host.config.set("core.llm", "docs")
    result = tapyre_cli("ask", "-a", str(files["pdf"]), "-a", str(files["disguised"]), "Compare.")
    assert result.exit_code == 0, result.output
    blocks = rec.last_question.content
    assert blocks[1] == {
        "type": "file",
        "base64": base64.b64encode(PDF).decode(),
        "mime_type": "application/pdf",
        "filename": "paper.pdf",
    }
    # the file's bytes name its type, not its name
    assert blocks[2]["type"] == "image" and blocks[2]["mime_type"] == "image/png"


def test_a_type_the_model_does_not_take_is_refused_before_sending(
    tapyre_host, tapyre_cli, recording_llm, files
):
    rec = recording_llm("vision", attachment_types=("image/*",))
    tapyre_host.config.set("core.llm", "vision")
    result = tapyre_cli("ask", "-a", str(files["pdf"]), "Summarise.")
    assert result.exit_code == 1
    assert result.stderr.startswith(
        "error: attachment paper.pdf is application/pdf, which LLM vision does not take "
        "(it takes: image/*)"
    )
    assert result.stderr.count("\n") == 1
    text = tapyre_cli("ask", "-a", str(files["txt"]), "Summarise.")
    assert text.exit_code == 1 and "Send text files with -f FILE instead." in text.stderr
    assert rec.models == [] and LogStore(log_path(tapyre_host.config)).recent(None) == []
    recording_llm("blind")
    blind = tapyre_cli("ask", "--llm", "blind", "-a", str(files["png"]), "What is it?")
    assert blind.exit_code == 1 and "(it takes: no attachments)" in blind.stderr


def test_missing_and_oversized_attachments_are_one_line(
    tapyre_host, tapyre_cli, recording_llm, files, tmp_path
):
    recording_llm("vision", attachment_types=("image/*",))
    tapyre_host.config.set("core.llm", "vision")
    missing = tapyre_cli("ask", "-a", str(tmp_path / "nope.png"), "q")
    assert missing.exit_code == 1 and "no such file" in missing.stderr
    tapyre_host.config.set("core.attachment_max_bytes", 10)
    big = tapyre_cli("ask", "-a", str(files["png"]), "q")
    assert big.exit_code == 1
    assert f"attachment {files['png']} is larger than 10 bytes" in big.stderr
    assert "attachment_max_bytes" in big.stderr


def test_ask_json_works_with_attachments(tapyre_host, tapyre_cli, recording_llm, files):
    recording_llm("vision", attachment_types=("image/*",))
    tapyre_host.config.set("core.llm", "vision")
    result = tapyre_cli("ask", "--json", "-a", str(files["png"]), "q")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["answer"] == "ok"


@pytest.mark.parametrize(
    ("name", "data", "expected"),
    [
        ("x.bin", b"\xff\xd8\xff\xe0rest", "image/jpeg"),
        ("x.bin", b"RIFF\x00\x00\x00\x00WEBPVP8 ", "image/webp"),
        ("x.bin", b"RIFF\x00\x00\x00\x00WAVEfmt ", "audio/wav"),
        ("x.bin", b"GIF89a...", "image/gif"),
        ("clip", b"\x00\x00\x00\x18ftypmp42", "video/mp4"),
        ("song.mp3", b"ID3\x03", "audio/mpeg"),
        ("data.csv", b"a,b\n1,2\n", "text/csv"),
        ("README", b"just text", "text/plain"),
        ("blob", b"\x00\xff\x00\xfe", "application/octet-stream"),
    ],
)
def test_mime_type_from_signature_then_name(name: str, data: bytes, expected: str) -> None:
    assert mime_type(Path(name), data) == expected
