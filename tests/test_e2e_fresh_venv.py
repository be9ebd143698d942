"""Done-when items 2–4, through real entry-point discovery in fresh virtual environments."""

from __future__ import annotations

import pytest
from tapyre.testing import HEAVY_MODULES, imported_modules
from venvs import Venv, assert_ok, write_script

pytestmark = pytest.mark.slow

HELLO_REPLIES = [
    {
        "content": "Let me greet Ada.",
        "tool_calls": [{"name": "greet", "args": {"name": "Ada", "language": "de"}}],
    },
    "The hello plugin says: {tool_result}",
]


def test_venv_builds_quickly(hello_venv: Venv, broken_venv: Venv) -> None:
    print(f"venv builds: {hello_venv.build_seconds:.1f} s and {broken_venv.build_seconds:.1f} s")
    assert hello_venv.build_seconds < 60 and broken_venv.build_seconds < 60


# -- 2. core + hello only: the plugin and its tool are found -----------------------


def test_plugins_list_shows_the_hello_plugin(hello_venv: Venv) -> None:
    result = hello_venv.run("plugins", "list")
    assert_ok(result)
    rows = {line.split()[0]: line for line in result.stdout.splitlines()[1:]}
    assert set(rows) == {"tapyre", "hello"}
    assert rows["hello"].split()[1:4] == ["tapyre-plugin-hello", "0.1.0", "loaded"]
    assert "tools: greet; commands: hello" in rows["hello"]


def test_tools_list_shows_the_hello_tool(hello_venv: Venv) -> None:
    result = hello_venv.run("tools", "list")
    assert_ok(result)
    assert [line.split()[0] for line in result.stdout.splitlines()[1:]] == ["hello:greet"]
    assert "Greet a person by name." in result.stdout


def test_the_plugin_command_runs(hello_venv: Venv) -> None:
    result = hello_venv.run("hello", "Ada", "--language", "fr")
    assert_ok(result)
    assert result.stdout == "Bonjour, Ada!\n"


# -- 4. tapyre ask with the scripted model calls the hello tool, end to end --------------


def test_ask_calls_the_hello_tool_and_prints_the_answer(hello_venv: Venv) -> None:
    write_script(hello_venv, HELLO_REPLIES)
    result = hello_venv.run("ask", "Please greet Ada in German")
    assert_ok(result)
    assert result.stdout.splitlines()[-1] == "The hello plugin says: Hallo, Ada!"
    assert '→ hello:greet {"language": "de", "name": "Ada"}' in result.stderr
    assert "← hello:greet [ok] Hallo, Ada!" in result.stderr


def test_ask_without_an_llm_is_one_line_exit_1(hello_venv: Venv, tmp_path) -> None:
    result = hello_venv.run("ask", "hi", TAPYRE_CONFIG=str(tmp_path / "none.toml"))
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: no LLM configured")


# -- 3. with the broken plugin package installed too, everything still works ------------


@pytest.mark.parametrize(
    "args",
    [
        ("--help",),
        ("--version",),
        ("plugins", "list"),
        ("plugins", "doctor"),
        ("tools", "list"),
        ("llms", "list"),
        ("config", "show"),
        ("config", "path"),
        ("hello", "Ada"),
        ("ask", "greet Ada"),
        ("chat",),
    ],
    ids=" ".join,
)
def test_every_command_works_with_the_broken_plugin_installed(broken_venv: Venv, args) -> None:
    write_script(broken_venv, HELLO_REPLIES)
    result = broken_venv.run(*args, input="greet Ada\n")
    assert_ok(result)
    assert "Traceback" not in result.stderr


def test_plugins_list_marks_the_broken_plugins_failed(broken_venv: Venv) -> None:
    result = broken_venv.run("plugins", "list")
    assert_ok(result)
    rows = {line.split()[0]: line for line in result.stdout.splitlines()[1:]}
    assert rows["hello"].split()[3] == "loaded"
    assert rows["broken"].split()[1:4] == ["tapyre-plugin-broken", "0.0.1", "failed"]
    assert "No module named 'tapyre_dependency_that_is_not_installed'" in rows["broken"]
    assert rows["broken_register"].split()[3] == "failed"
    assert "RuntimeError" in rows["broken_register"]
    assert "tapyre plugins doctor" in result.stderr


def test_plugins_doctor_says_why(broken_venv: Venv) -> None:
    result = broken_venv.run("plugins", "doctor")
    assert_ok(result)
    out = result.stdout
    assert "broken (failed) - tapyre-plugin-broken 0.0.1" in out
    assert "error: import failed: ModuleNotFoundError" in out
    assert "what to do: Install the missing module 'tapyre_dependency_that_is_not_installed'" in out
    assert "TAPYRE_DISABLE_PLUGINS=broken" in out
    assert "Traceback (most recent call last)" in out
    assert "broken_register (failed)" in out
    assert "the broken_register plugin failed while registering" in out
    assert "2 plugin(s) need attention" in out


def test_a_half_registered_plugin_leaves_nothing_behind(broken_venv: Venv) -> None:
    assert "half_registered" not in broken_venv.run("tools", "list").stdout


def test_disabling_the_broken_plugins_by_environment(broken_venv: Venv) -> None:
    result = broken_venv.run(
        "plugins", "list", TAPYRE_DISABLE_PLUGINS="broken,tapyre-plugin-broken"
    )
    rows = {line.split()[0]: line.split()[3] for line in result.stdout.splitlines()[1:]}
    assert rows == {
        "tapyre": "loaded",
        "hello": "loaded",
        "broken": "disabled",
        "broken_register": "disabled",
    }
    only = broken_venv.run("plugins", "list", TAPYRE_LOAD_PLUGINS="hello")
    assert "failed" not in only.stdout


# -- start-up stays light ----------------------------------------------------------------


@pytest.mark.parametrize(
    "args", [("--help",), ("plugins", "list"), ("tools", "list")], ids=" ".join
)
def test_startup_imports_no_model_library_in_the_fresh_venv(broken_venv: Venv, args) -> None:
    probe = imported_modules(args, python=broken_venv.python, env=broken_venv.env())
    assert probe.returncode == 0, probe.stderr
    assert probe.heavy() == set()
    assert not {"langchain", "langchain_core", "langgraph"} & probe.loaded
    assert "tapyre_plugin_hello" in probe.loaded  # the plugin was really discovered


def test_heavy_modules_cover_the_model_libraries() -> None:
    assert {"torch", "transformers"} <= HEAVY_MODULES
