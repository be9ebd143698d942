"""Per-command model and options, keys from `tapyre keys set`, and token usage, against the
OpenAI-exact fake server on loopback."""

from __future__ import annotations

import re

import tapyre_llm_openai.plugin
from tapyre import Host
from tapyre_llm_openai import OpenAIProvider


def _use(host: Host, url: str) -> None:
    host.register(tapyre_llm_openai.plugin, name="openai")
    host.config.set("core.llm", "openai")
    host.config.set("llm.openai.base_url", url)
    host.config.set("llm.openai.model", "gpt-4o-mini")
    host.config.set("llm.openai.max_retries", 0)


def test_the_provider_declares_typed_options() -> None:
    options = OpenAIProvider.options
    assert {"temperature", "max_tokens", "timeout", "max_retries"} <= set(options)
    assert options["temperature"].type is float and options["max_tokens"].type is int
    assert OpenAIProvider.reads_api_key


def test_model_and_options_reach_the_request(tapyre_host, tapyre_cli, fake_openai) -> None:
    _use(tapyre_host, fake_openai.url)
    tapyre_host.config.set("llm.openai.model", "no-tools-model")
    fake_openai.reply("Fine.")
    result = tapyre_cli(
        "ask", "-m", "gpt-4o-mini", "-o", "temperature", "0.25", "-o", "max_tokens", "40", "hi"
    )
    assert result.exit_code == 0, result.output
    (request,) = fake_openai.chat_requests()
    assert request.body["model"] == "gpt-4o-mini"
    assert request.body["temperature"] == 0.25
    assert request.body.get("max_tokens", request.body.get("max_completion_tokens")) == 40


def test_a_stored_key_is_sent_and_never_printed(tapyre_host, tapyre_cli, fake_openai) -> None:
    fake_openai.api_key = "sk-stored-abc123"
    _use(tapyre_host, fake_openai.url)
    assert tapyre_cli("keys", "set", "openai", input="sk-stored-abc123\n").exit_code == 0
    fake_openai.reply("Authorised.")
    result = tapyre_cli("ask", "hi")
    assert result.exit_code == 0, result.output
    assert result.stdout == "Authorised.\n"
    (request,) = fake_openai.chat_requests()
    assert request.headers["authorization"] == "Bearer sk-stored-abc123"
    for command in (["keys", "list"], ["config", "show"], ["logs", "--json"]):
        assert "sk-stored-abc123" not in tapyre_cli(*command).output


def test_usage_reported_by_the_server_is_printed_and_logged(
    tapyre_host, tapyre_cli, fake_openai
) -> None:
    _use(tapyre_host, fake_openai.url)
    fake_openai.reply("Two words.")
    result = tapyre_cli("ask", "-u", "count")
    assert result.exit_code == 0, result.output
    match = re.search(r"Token usage: (\d+) input, (\d+) output", result.stderr)
    assert match, result.stderr
    assert int(match[1]) > 0 and int(match[2]) > 0
    import json

    (logged,) = json.loads(tapyre_cli("logs", "--json").stdout)
    assert logged["usage"] == {"input_tokens": int(match[1]), "output_tokens": int(match[2])}
    assert logged["provider"] == "openai" and logged["model"] == "gpt-4o-mini"


def test_attachments_reach_the_request_as_image_and_file_parts(
    tapyre_host, tapyre_cli, fake_openai, tmp_path
) -> None:
    import base64

    _use(tapyre_host, fake_openai.url)
    photo = tmp_path / "photo.png"
    photo.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(32)))
    paper = tmp_path / "paper.pdf"
    paper.write_bytes(b"%PDF-1.7\n1 0 obj\n")
    fake_openai.reply("Both read.")
    result = tapyre_cli("ask", "-a", str(photo), "-a", str(paper), "Compare them.")
    assert result.exit_code == 0, result.output
    assert result.stdout == "Both read.\n"
    (request,) = fake_openai.chat_requests()
    parts = request.body["messages"][-1]["content"]
    assert parts[0] == {"type": "text", "text": "Compare them."}
    png = base64.b64encode(photo.read_bytes()).decode()
    assert parts[1] == {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{png}"}}
    pdf = base64.b64encode(paper.read_bytes()).decode()
    assert parts[2]["type"] == "file"
    assert parts[2]["file"]["file_data"] == f"data:application/pdf;base64,{pdf}"
    assert parts[2]["file"]["filename"] == "paper.pdf"
    audio = tmp_path / "talk.wav"
    audio.write_bytes(b"RIFF\x00\x00\x00\x00WAVEfmt ")
    refused = tapyre_cli("ask", "-a", str(audio), "Transcribe.")
    assert refused.exit_code == 1 and "audio/wav, which LLM openai does not take" in refused.stderr
    assert len(fake_openai.chat_requests()) == 1
