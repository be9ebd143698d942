from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from fake_ollama import FakeOllamaServer
from tapyre_llm_ollama import OllamaProvider

pytest_plugins = ["tapyre.testing.pytest_plugin"]


@pytest.fixture(autouse=True)
def _private(tapyre_isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes the developer's data, cache or settings, ``OLLAMA_HOST`` included."""
    monkeypatch.delenv("OLLAMA_HOST", raising=False)


@pytest.fixture
def fake_ollama() -> Iterator[FakeOllamaServer]:
    with FakeOllamaServer() as server:
        yield server


@pytest.fixture
def provider() -> OllamaProvider:
    return OllamaProvider()


# -- a real Ollama (tests marked ollama) ---------------------------------------------

REAL_OLLAMA_URL_ENV = "TAPYRE_TEST_OLLAMA_URL"
REAL_OLLAMA_MODEL_ENV = "TAPYRE_TEST_OLLAMA_MODEL"

# Read before the autouse fixture above removes OLLAMA_HOST from the environment.
_ORIGINAL_OLLAMA_HOST = os.environ.get("OLLAMA_HOST")


@dataclass(frozen=True)
class RealOllama:
    """A real Ollama server and a pulled model with tool support."""

    url: str
    model: str


@pytest.fixture
def real_ollama() -> RealOllama:
    """``TAPYRE_TEST_OLLAMA_URL``, else ``OLLAMA_HOST``, else localhost:11434, and the model
    ``TAPYRE_TEST_OLLAMA_MODEL``, else the first pulled one whose capabilities include tools;
    skips, saying why, when no server answers or no such model is pulled."""
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
    return RealOllama(url=url, model=model)
