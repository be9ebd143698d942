"""tapyre a2a add, list and remove: remote agents in the configuration, their keys apart."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import tomlkit
from a2a_helpers import HostileAgent, served_app
from agents_helpers import DemoTools, scripted
from click.testing import CliRunner, Result
from tapyre import Config, Host
from tapyre._keys import KeyStore
from tapyre._paths import keys_path
from tapyre.cli import cli
from tapyre.testing import child_environ, free_port

pytest.importorskip("a2a.client", reason="needs tapyre-core[a2a]")


def run(tmp_path: Path, *args: str, input: str | None = None) -> Result:
    path = tmp_path / "config.toml"
    if not path.exists():
        path.write_text(tomlkit.dumps({"agents": {"helper": {"tools": []}}}), encoding="utf-8")
    env = {"TAPYRE_DATA_DIR": str(tmp_path / "data")}
    host = Host(Config.load(path, env=env), load_entrypoints=False)
    return CliRunner().invoke(cli, list(args), obj=host, input=input)


def stored(tmp_path: Path) -> dict[str, Any]:
    return tomlkit.parse((tmp_path / "config.toml").read_text(encoding="utf-8")).unwrap()


def keys(tmp_path: Path) -> KeyStore:
    return KeyStore(keys_path(Config(env={"TAPYRE_DATA_DIR": str(tmp_path / "data")})))


@pytest.fixture
def remote(tmp_path: Path) -> Any:
    data = {"core": {"llm": "r"}, "llm": {"r": scripted("remote answer")}}
    host = Host(Config(data), load_entrypoints=False, plugins=[DemoTools()])
    with served_app(host, tmp_path / "remote-tasks.db") as served:
        yield served


def test_add_reads_the_card_and_stores_the_remote(tmp_path: Path, remote: Any) -> None:
    result = run(tmp_path, "a2a", "add", "lab", remote.url + "/", "--timeout", "30")
    assert result.exit_code == 0, result.output
    assert "Agent card: tapyre 0.1.0 (JSONRPC, HTTP+JSON); skills: demo:search" in result.stderr
    assert result.stdout.startswith(f"A2A agent lab ({remote.url}) added to ")
    table = stored(tmp_path)["a2a"]["remotes"]["lab"]
    assert table == {"url": remote.url, "timeout": 30.0, "description": table["description"]}
    assert table["description"].startswith("Tapyre's assistant")
    listed = json.loads(run(tmp_path, "a2a", "list", "--json").stdout)
    assert listed == [
        {
            "name": "lab",
            "url": remote.url,
            "key": "none",
            "timeout": 30.0,
            "max_bytes": 8388608,
            "description": table["description"],
        }
    ]
    checked = run(tmp_path, "a2a", "list", "--check")
    assert "ok: tapyre 0.1.0, 4 skill(s)" in checked.stdout
    # a remote agent is a tool of the default agent, and one a named agent may name
    assert run(tmp_path, "config", "set", "agents.helper.agents", '["lab"]').exit_code == 0
    shown = run(tmp_path, "agents", "show", "helper")
    assert "delegates to: a2a:lab" in shown.stdout


def test_add_with_key_keeps_it_in_the_keys_file_only(tmp_path: Path, remote: Any) -> None:
    result = run(tmp_path, "a2a", "add", "lab", remote.url, "--key", input="s3cret\n")
    assert result.exit_code == 0, result.output
    assert keys(tmp_path).get("a2a.lab") == "s3cret"
    assert "s3cret" not in (tmp_path / "config.toml").read_text(encoding="utf-8")
    listed = run(tmp_path, "a2a", "list")
    assert listed.stdout.splitlines()[1].split()[:3] == ["lab", remote.url, "stored"]
    removed = run(tmp_path, "a2a", "remove", "lab")
    assert removed.exit_code == 0 and "with its stored key" in removed.stdout
    assert keys(tmp_path).get("a2a.lab") is None
    assert "remotes" not in stored(tmp_path).get("a2a", {})


def test_add_fails_in_one_line_and_stores_nothing(tmp_path: Path) -> None:
    unreachable = f"http://127.0.0.1:{free_port()}"
    cases = [
        (("lab", unreachable), f"error: A2A agent 'lab' cannot be reached at {unreachable}"),
        (("lab", "ftp://x"), "error: [a2a.remotes.lab] url (TAPYRE_A2A__REMOTES__LAB__URL) "),
        (("bad name", "http://x"), "error: a2a add: invalid agent name 'bad name'"),
        (("helper", "http://x"), "error: 'helper' already names a local agent ([agents.helper])"),
    ]
    for args, expected in cases:
        result = run(tmp_path, "a2a", "add", *args)
        assert result.exit_code == 1, result.output
        assert result.stderr.startswith(expected), result.stderr
        assert len(result.stderr.strip().splitlines()) == 1
    assert "a2a" not in stored(tmp_path)


def test_add_refuses_a_server_that_is_no_a2a_agent(tmp_path: Path) -> None:
    with HostileAgent(mode="unauthorized") as refusing:
        result = run(tmp_path, "a2a", "add", "lab", refusing.url)
    assert result.stderr.startswith(
        "error: A2A agent 'lab' refused the request: it needs an API key, or another one. "
        "Store its key with `tapyre keys set a2a.lab`."
    )
    with HostileAgent(mode="huge") as other:
        result = run(tmp_path, "a2a", "add", "lab", other.url + "/somewhere")
    assert "has no agent card at" in result.stderr


def test_add_without_check_and_remove_an_unknown_one(tmp_path: Path) -> None:
    added = run(tmp_path, "a2a", "add", "later", "http://127.0.0.1:9", "--no-check")
    assert added.exit_code == 0, added.output
    assert stored(tmp_path)["a2a"]["remotes"]["later"] == {"url": "http://127.0.0.1:9"}
    again = run(tmp_path, "a2a", "add", "later", "http://127.0.0.1:9", "--no-check")
    assert again.stderr.startswith("error: an A2A agent named 'later' is already configured")
    missing = run(tmp_path, "a2a", "remove", "nope")
    assert missing.exit_code == 1
    assert missing.stderr.startswith("error: no A2A agent named 'nope' in the config file")
    other = tmp_path / "other"
    other.mkdir()
    assert run(other, "a2a", "list").stdout.startswith("No A2A agents configured")


@pytest.mark.parametrize(
    "args", [("a2a", "--help"), ("a2a", "list"), ("agents", "list")], ids=" ".join
)
def test_the_a2a_sdk_is_imported_only_when_an_agent_is_called_or_served(
    tmp_path: Path, args: tuple[str, ...]
) -> None:

    from tapyre.testing import imported_modules

    config = tmp_path / "config.toml"
    remote = {"url": "http://127.0.0.1:9", "description": "Never called."}
    config.write_text(tomlkit.dumps({"a2a": {"remotes": {"lab": remote}}}), encoding="utf-8")
    env = child_environ()
    env.update(TAPYRE_CONFIG=str(config), TAPYRE_DATA_DIR=str(tmp_path / "data"))
    probe = imported_modules(args, env=env)
    assert probe.returncode == 0, probe.stderr
    assert not {"a2a", "starlette", "sqlalchemy", "uvicorn"} & probe.loaded
