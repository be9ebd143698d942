from __future__ import annotations

import os
import socket
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fake_ollama import FakeOllamaServer
from tapyre.testing import CliRun
from tapyre.testing import run_tapyre as run_cli
from tapyre_llm_ollama import OllamaProvider

pytest_plugins = ["tapyre.testing.pytest_plugin"]


@pytest.fixture(autouse=True)
def _private_data_dir(tapyre_data_dir: Path) -> None:
    """No test writes the user's conversation log or keys file (``TAPYRE_DATA_DIR``)."""


@pytest.fixture(autouse=True)
def _no_ollama_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """A developer's OLLAMA_HOST must not leak into the tests."""
    monkeypatch.delenv("OLLAMA_HOST", raising=False)
    for key in [k for k in os.environ if k.startswith("TAPYRE_LLM__")]:
        monkeypatch.delenv(key, raising=False)


@pytest.fixture
def fake_ollama() -> Iterator[FakeOllamaServer]:
    with FakeOllamaServer() as server:
        yield server


@pytest.fixture
def provider() -> OllamaProvider:
    return OllamaProvider()


@pytest.fixture
def closed_url() -> str:
    """A loopback URL where nothing listens (connection refused)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


# -- the real command line in a subprocess --------------------------------------


@pytest.fixture
def run_tapyre(tmp_path: Path) -> Callable[..., CliRun]:
    """Run the installed ``tapyre`` console script with a temporary config file.

    Only this package's plugin is loaded (``[plugins] load``), and no
    ``TAPYRE_*``/``OLLAMA_*`` variable of the caller leaks in; ``env`` adds some.
    """

    def run(
        *args: str,
        config: dict[str, Any],
        env: dict[str, str] | None = None,
        timeout: float = 600,
    ) -> CliRun:
        return run_cli(
            *args,
            config={"plugins": {"load": ["ollama"]}, **config},
            config_path=tmp_path / "config.toml",
            env=env,
            drop_env=("TAPYRE_", "OLLAMA_"),
            timeout=timeout,
        )

    return run


# -- an Ollama endpoint: the Ollama-exact fake, or a real Ollama (marker ollama) --

REAL_OLLAMA_URL_ENV = "TAPYRE_TEST_OLLAMA_URL"
REAL_OLLAMA_MODEL_ENV = "TAPYRE_TEST_OLLAMA_MODEL"


@dataclass
class OllamaEndpoint:
    """Where the end-to-end tests send their questions.

    ``fake`` is the scripted server, or ``None`` for a real Ollama (whose
    answers cannot be scripted, so tests check their shape only).
    """

    url: str
    model: str
    fake: FakeOllamaServer | None


def _real_ollama() -> OllamaEndpoint:
    import httpx
    from tapyre_llm_ollama._settings import normalise_base_url

    raw = os.environ.get(REAL_OLLAMA_URL_ENV) or _ORIGINAL_OLLAMA_HOST or "http://localhost:11434"
    url = normalise_base_url(raw)
    try:
        version = httpx.get(f"{url}/api/version", timeout=3).json()["version"]
        tags = httpx.get(f"{url}/api/tags", timeout=10).json()["models"]
    except (httpx.HTTPError, ValueError, KeyError, TypeError) as exc:
        pytest.skip(
            f"no Ollama server answers at {url} ({type(exc).__name__}); start one (ollama serve) "
            f"or set {REAL_OLLAMA_URL_ENV} / OLLAMA_HOST to run the real-Ollama tests"
        )
    model = os.environ.get(REAL_OLLAMA_MODEL_ENV)
    if not model:
        for entry in tags:
            show = httpx.post(f"{url}/api/show", json={"model": entry["model"]}, timeout=30).json()
            if "tools" in (show.get("capabilities") or []):
                model = entry["model"]
                break
    if not model:
        pytest.skip(
            f"the Ollama {version} server at {url} has no model with tool support pulled: "
            f"run `ollama pull qwen3:0.6b` or set {REAL_OLLAMA_MODEL_ENV}"
        )
    return OllamaEndpoint(url=url, model=model, fake=None)


# Read before the autouse fixture above removes OLLAMA_HOST from the environment.
_ORIGINAL_OLLAMA_HOST = os.environ.get("OLLAMA_HOST")


@pytest.fixture(params=["fake", pytest.param("real", marks=pytest.mark.ollama)])
def ollama_endpoint(request: pytest.FixtureRequest) -> Iterator[OllamaEndpoint]:
    if request.param == "real":
        yield _real_ollama()
        return
    with FakeOllamaServer(stream_delay=0.02) as fake:
        yield OllamaEndpoint(url=fake.url, model="llama3.2", fake=fake)
