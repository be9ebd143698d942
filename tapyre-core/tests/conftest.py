"""Shared helpers: real (on-disk) fake distributions that importlib.metadata discovers."""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from tapyre import LLMOption, LLMProvider, hookimpl

pytest_plugins = ["tapyre.testing.pytest_plugin"]


@pytest.fixture(autouse=True)
def _isolated(tapyre_isolated: Path) -> None:
    """No test reads or writes the developer's data folder (conversation log, keys),
    installed-facts cache or configuration overrides (``TAPYRE_SECTION__KEY``)."""


@pytest.fixture
def fresh_tools() -> Iterator[None]:
    """The agent tests' tools (:mod:`agents_helpers`) start with no calls seen and no slow
    call released; a slow call left waiting is released after the test."""
    from agents_helpers import ENTERED, RELEASE, SEEN

    SEEN.clear()
    RELEASE.clear()
    ENTERED.clear()
    yield
    RELEASE.set()


FakeDist = Callable[..., Path]


@pytest.fixture
def fake_dist(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FakeDist:
    """Install a tiny distribution on ``sys.path``: modules, entry points, Requires-Dist.

    ``fake_dist("tapyre-plugin-x", entry_points={"x": "x_mod"}, modules={"x_mod": "..."})``
    writes ``x_mod.py`` and ``tapyre_plugin_x-0.1.0.dist-info`` into a fresh folder
    put first on ``sys.path``, exactly what an installer leaves behind.
    """
    counter = iter(range(1000))

    def make(
        name: str,
        *,
        entry_points: Mapping[str, str],
        modules: Mapping[str, str],
        version: str = "0.1.0",
        requires: tuple[str, ...] = ("tapyre-core>=0.1",),
    ) -> Path:
        root = tmp_path / f"site{next(counter)}"
        root.mkdir()
        for module, source in modules.items():
            (root / f"{module}.py").write_text(textwrap.dedent(source), encoding="utf-8")
        info = root / f"{name.replace('-', '_')}-{version}.dist-info"
        info.mkdir()
        metadata = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
        metadata += [f"Requires-Dist: {r}" for r in requires]
        (info / "METADATA").write_text("\n".join(metadata) + "\n", encoding="utf-8")
        eps = "[tapyre]\n" + "".join(f"{k} = {v}\n" for k, v in entry_points.items())
        (info / "entry_points.txt").write_text(eps, encoding="utf-8")
        monkeypatch.syspath_prepend(str(root))
        for module in modules:
            monkeypatch.delitem(__import__("sys").modules, module, raising=False)
        return root

    return make


@dataclass
class RecordingLLM:
    """A registered LLM provider whose models answer ``replies``; ``seen`` holds the settings
    they got and ``models`` the models themselves (``model.received``: the messages)."""

    provider: LLMProvider
    seen: list[dict[str, Any]]
    models: list[Any]

    @property
    def last_question(self) -> Any:
        """The last human message the latest model received."""
        return [m for m in self.models[-1].received[-1] if m.type == "human"][-1]

    @property
    def last_system(self) -> str:
        """The system prompt the latest model received."""
        return str(self.models[-1].received[-1][0].content)


@pytest.fixture
def recording_llm(register_plugin: Callable[..., Any]) -> Callable[..., RecordingLLM]:
    """``recording_llm(name, reads_api_key=False, options={}, attachment_types=(),
    replies=("ok",))`` registers such a provider."""

    def make(
        name: str,
        *,
        reads_api_key: bool = False,
        options: Mapping[str, LLMOption] | None = None,
        attachment_types: tuple[str, ...] = (),
        replies: tuple[Any, ...] = ("ok",),
    ) -> RecordingLLM:
        seen: list[dict[str, Any]] = []
        models: list[Any] = []

        class Recording(LLMProvider):
            def chat_model(self, settings):  # type: ignore[no-untyped-def]
                from tapyre.testing import ScriptedChatModel

                seen.append(dict(settings))
                models.append(ScriptedChatModel(replies=list(replies)))
                return models[-1]

        provider = Recording()
        provider.name = name
        provider.reads_api_key = reads_api_key
        provider.options = dict(options or {})
        provider.attachment_types = attachment_types

        class Plugin:
            tapyre_plugin_name = name

            @hookimpl
            def tapyre_register_llm_providers(self, register):  # type: ignore[no-untyped-def]
                register(provider)

        register_plugin(Plugin())
        return RecordingLLM(provider, seen, models)

    return make
