"""tapyre.testing: the scripted chat model, the scripted provider and the import probe."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, AIMessageChunk, HumanMessage
from tapyre import Config, ConfigError, Host, TapyreError
from tapyre.testing import ScriptedChatModel, ScriptExhaustedError, imported_modules


def test_replies_are_replayed_in_order_and_recorded() -> None:
    model = ScriptedChatModel(replies=["one", AIMessage(content="two")])
    assert model.invoke("a").content == "one"
    assert model.invoke([HumanMessage(content="b")]).content == "two"
    assert [m[0].content for m in model.received] == ["a", "b"]
    assert model.remaining == 0
    with pytest.raises(ScriptExhaustedError, match="has 2"):
        model.invoke("c")


def test_only_the_latest_calls_are_kept() -> None:
    # a server answering from a long script must not hold every prompt it was sent
    model = ScriptedChatModel(replies=["r"] * 5, keep_received=2)
    for question in "abcde":
        model.invoke(question)
    assert [m[0].content for m in model.received] == ["d", "e"]


def test_streaming_yields_words_then_tool_calls() -> None:
    model = ScriptedChatModel(
        replies=[{"content": "Let me look.", "tool_calls": [{"name": "f", "args": {"x": 1}}]}]
    )
    chunks = list(
        model.bind_tools([{"name": "f", "description": "F.", "parameters": {}}]).stream("q")
    )
    assert [c.content for c in chunks if c.content] == ["Let ", "me ", "look."]
    merged = chunks[0]
    for chunk in chunks[1:]:
        merged += chunk
    assert isinstance(merged, AIMessageChunk)
    assert merged.tool_calls == [
        {"name": "f", "args": {"x": 1}, "id": "call_1_0", "type": "tool_call"}
    ]


def test_calls_to_unbound_tools_and_bad_replies_are_errors() -> None:
    model = ScriptedChatModel(replies=[{"tool_calls": [{"name": "nope"}]}, 42])
    bound = model.bind_tools([{"name": "f", "description": "F.", "parameters": {}}])
    with pytest.raises(TapyreError, match="calls tool 'nope', which is not bound"):
        bound.invoke("q")
    with pytest.raises(TapyreError, match="must be a string or a table"):
        model.invoke("q")


def test_the_scripted_provider_reads_a_script_file(tmp_path) -> None:
    script = tmp_path / "replies.json"
    script.write_text(json.dumps(["from the file"]))
    host = Host(Config({"llm": {"scripted": {"script": str(script)}}}), load_entrypoints=False)
    assert host.chat_model("scripted").invoke("q").content == "from the file"
    assert host.llm_providers["scripted"].status(host.config.section("llm", "scripted")).models == (
        "1 scripted replies",
    )


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({}, "needs replies"),
        ({"script": "/does/not/exist.json"}, "does not exist"),
        ({"replies": "x"}, "expected a list"),
    ],
)
def test_the_scripted_provider_explains_bad_settings(settings, message) -> None:
    host = Host(Config({"llm": {"scripted": settings}}), load_entrypoints=False)
    with pytest.raises(ConfigError, match=message):
        host.chat_model("scripted")


def test_the_probe_sees_attempted_imports(tmp_path) -> None:
    probe = imported_modules(["--version"], env={"TAPYRE_CONFIG": str(tmp_path / "c.toml")})
    assert probe.returncode == 0 and probe.stdout.startswith("tapyre ")
    assert "tapyre" in probe.loaded and "click" in probe.loaded
    assert probe.heavy() == set()


def test_no_core_production_module_imports_tapyre_testing() -> None:
    """``tapyre.testing`` is for tests; the ``scripted`` provider's model is production code."""
    import ast

    import tapyre
    from tapyre import _scripted, testing

    assert testing.ScriptedChatModel is _scripted.ScriptedChatModel
    package = Path(tapyre.__file__).parent
    offenders = []
    for path in package.rglob("*.py"):
        if "testing" in path.relative_to(package).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            if any(n == "tapyre.testing" or n.startswith("tapyre.testing.") for n in names):
                offenders.append(path.name)
    assert offenders == []


def test_the_pytest_plugin_is_opt_in_and_changes_no_test_by_itself(tmp_path) -> None:
    """Installing tapyre-core loads nothing into another project's pytest run; opting in
    gives the fixtures, and still no fixture runs for a test that does not name it."""

    (tmp_path / "test_other.py").write_text(
        "import os, pytest\n"
        "def test_no_data_dir_is_set():\n"
        "    assert 'TAPYRE_DATA_DIR' not in os.environ\n"
        "def test_the_fixtures_are_there_only_when_asked_for(request):\n"
        "    opted_in = os.environ['OPTED_IN'] == '1'\n"
        "    if not opted_in:\n"
        "        with pytest.raises(pytest.FixtureLookupError):\n"
        "            request.getfixturevalue('tapyre_host')\n"
        "    else:\n"
        "        assert request.getfixturevalue('tapyre_host').config.env['TAPYRE_DATA_DIR']\n",
        encoding="utf-8",
    )
    for opted_in, extra in (("0", []), ("1", ["-p", "tapyre.testing.pytest_plugin"])):
        assert "2 passed" in _pytest_in(tmp_path, {"OPTED_IN": opted_in}, *extra)


def _pytest_in(folder: Path, env: dict[str, str], *options: str) -> str:
    """pytest's output for the tests of ``folder``, run in a child process that sees
    no ``TAPYRE_*``/``PYTEST_*`` variable of this one, only ``env``; fails unless all pass."""
    import os
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *options, "."],
        cwd=folder,
        env={
            **{k: v for k, v in os.environ.items() if not k.startswith(("TAPYRE_", "PYTEST_"))},
            **env,
        },
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_the_closed_url_refuses_connections(tapyre_closed_url: str) -> None:
    import socket
    from urllib.parse import urlsplit

    url = urlsplit(tapyre_closed_url)
    assert (url.scheme, url.hostname, url.path) == ("http", "127.0.0.1", "")
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", url.port), timeout=5).close()


def test_isolated_hides_the_developer_s_settings_data_and_cache(tmp_path: Path) -> None:
    """In a project's own pytest run, as its conftest would autouse it: the developer's
    overrides (``TAPYRE_SECTION__KEY``) are gone, the other ``TAPYRE_*`` variables stay,
    and the data folder and cache are the test's own."""

    (tmp_path / "test_mine.py").write_text(
        "import os\n"
        "from tapyre import Config\n"
        "def test_isolated(tapyre_isolated, tapyre_installed_cache, tmp_path):\n"
        "    assert os.environ['TAPYRE_DATA_DIR'] == str(tapyre_isolated)\n"
        "    assert os.environ['TAPYRE_INSTALLED_CACHE'] == str(tapyre_installed_cache)\n"
        "    assert not [n for n in os.environ if '__' in n and n.startswith('TAPYRE_')]\n"
        "    assert os.environ['TAPYRE_TEST_GGUF'] == '/models/gemma.gguf'\n"
        "    config = Config.load(tmp_path / 'config.toml')\n"
        "    assert config.section('llm', 'work') == {} and config.section('core') == {}\n",
        encoding="utf-8",
    )
    env = {
        "TAPYRE_LLM__WORK__MODEL": "the-developer-s",
        "TAPYRE_CORE__LLM": "work",
        "TAPYRE_TEST_GGUF": "/models/gemma.gguf",
        "TAPYRE_DATA_DIR": str(tmp_path / "the-developer-s-data"),
    }
    assert "1 passed" in _pytest_in(tmp_path, env, "-p", "tapyre.testing.pytest_plugin")
