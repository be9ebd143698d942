"""tapyre-llm-ollama's own messages through the real ``tapyre`` command.

What every provider does (answers, streaming, tool calls, the agent, ``tapyre
ask`` and ``llms list``, one-line errors) is the contract's
(``test_ollama_contract.py``); these are Ollama's words and ``OLLAMA_HOST``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fake_ollama import FakeOllamaServer
from tapyre.testing import CliRun, run_tapyre


def tapyre(tmp_path: Path, *args: str, config: dict[str, Any], **env: str) -> CliRun:
    """The installed ``tapyre`` with only this plugin; no ``TAPYRE_*``/``OLLAMA_*`` leaks in."""
    return run_tapyre(
        *args,
        config={"plugins": {"load": ["ollama"]}, **config},
        config_path=tmp_path / "config.toml",
        env=env,
        drop_env=("TAPYRE_", "OLLAMA_"),
    )


def test_a_model_not_pulled_names_the_pull_command(tmp_path: Path) -> None:
    with FakeOllamaServer() as fake:
        settings = {"base_url": fake.url, "model": "tapyre-no-such-model:1b"}
        run = tapyre(tmp_path, "ask", "hello", config={"llm": {"ollama": settings}})
    assert run.returncode == 1
    assert run.stdout == ""
    (line,) = run.stderr.strip().splitlines()
    assert line.startswith("error: model 'tapyre-no-such-model:1b' is not available on the Ollama")
    assert line.endswith("Pull it with: ollama pull tapyre-no-such-model:1b")


def test_a_stopped_server_names_ollama_serve_and_ollama_host(
    tmp_path: Path, tapyre_closed_url: str
) -> None:
    settings = {"base_url": tapyre_closed_url, "model": "llama3.2"}
    run = tapyre(tmp_path, "ask", "hello", config={"llm": {"ollama": settings}})
    assert run.returncode == 1
    (line,) = run.stderr.strip().splitlines()
    assert line == (
        f"error: cannot reach the Ollama server at {tapyre_closed_url}. "
        "Start it with `ollama serve`, "
        "or point [llm.ollama] base_url (or OLLAMA_HOST) at the right address."
    )


def test_ollama_host_reaches_the_cli(tmp_path: Path) -> None:
    """No base_url: OLLAMA_HOST in the environment is used."""
    with FakeOllamaServer() as fake:
        fake.reply("via OLLAMA_HOST")
        config = {"core": {"llm": "ollama"}, "llm": {"ollama": {"model": "llama3.2"}}}
        run = tapyre(tmp_path, "ask", "hi", config=config, OLLAMA_HOST=fake.url[len("http://") :])
    assert run.returncode == 0, run.stderr
    assert run.stdout == "via OLLAMA_HOST\n"


def test_an_attached_image_reaches_ollama_as_images(tmp_path: Path) -> None:
    import base64

    photo = tmp_path / "photo.png"
    photo.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(64)))
    paper = tmp_path / "paper.pdf"
    paper.write_bytes(b"%PDF-1.4\n")
    with FakeOllamaServer() as fake:
        fake.reply("A test pattern.")
        config = {"core": {"llm": "ollama"}, "llm": {"ollama": {"base_url": fake.url}}}
        config["llm"]["ollama"]["model"] = "llama3.2"
        run = tapyre(tmp_path, "ask", "-a", str(photo), "What is this?", config=config)
        refused = tapyre(tmp_path, "ask", "-a", str(paper), "Summarise.", config=config)
        requests = fake.chat_requests()
    assert run.returncode == 0, run.stderr
    assert run.stdout == "A test pattern.\n"
    (request,) = requests  # the refused PDF sent nothing
    question = request.body["messages"][-1]
    assert question["role"] == "user" and "What is this?" in question["content"]
    assert question["images"] == [base64.b64encode(photo.read_bytes()).decode()]
    assert refused.returncode == 1
    assert refused.stderr.startswith(
        "error: attachment paper.pdf is application/pdf, which LLM ollama does not take "
        "(it takes: image/png, image/jpeg)"
    )
