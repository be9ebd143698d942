"""Host: isolated plugin loading, registries, clashes, filters, components, LLM choice."""

from __future__ import annotations

import sys
from pathlib import Path

import click
import pytest
import tapyre
from tapyre import (
    Component,
    ComponentNotFoundError,
    Config,
    ConfigError,
    Host,
    LazyCommand,
    LLMNotConfiguredError,
    LLMProvider,
    PluginStatus,
    Tool,
    hookimpl,
)

GOOD = """
from tapyre import Tool, hookimpl

@hookimpl
def tapyre_register_tools(register):
    register(Tool.simple("echo", "Repeat the text.", lambda text: text))
"""


def host_for(tmp_path: Path, load: str, **env: str) -> Host:
    return Host(Config.load(tmp_path / "c.toml", env={"TAPYRE_LOAD_PLUGINS": load, **env}))


class Provider(LLMProvider):
    def __init__(self, name: str) -> None:
        self.name = name

    def chat_model(self, settings):  # type: ignore[no-untyped-def]
        raise NotImplementedError


def tools_plugin(name: str, *tools: Tool) -> object:
    class Plugin:
        tapyre_plugin_name = name

        @hookimpl
        def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
            for t in tools:
                register(t)

    return Plugin()


def test_two_hosts_share_nothing() -> None:
    first = Host(Config(), load_entrypoints=False)
    second = Host(Config(), load_entrypoints=False)
    first.register(tools_plugin("a", Tool.simple("ping", "Ping.", lambda t: "pong")))
    assert "a:ping" in first.tools
    assert "a:ping" not in second.tools
    assert "a" not in second.plugins


def test_builtin_parts_register_through_the_hooks() -> None:
    host = Host(Config(), load_entrypoints=False)
    record = host.plugins["tapyre"]
    assert record.source == "builtin"
    assert record.registered == {
        "llm_providers": ("scripted",),
        "settings": ("agents.*", "delegation", "a2a.remotes.*", "a2a.serve"),
    }
    assert host.owner("llm_providers", "scripted") == "tapyre"


def test_a_plugin_that_fails_to_import_is_recorded_and_skipped(tmp_path, fake_dist) -> None:
    fake_dist(
        "tapyre-plugin-bad",
        entry_points={"bad": "bad_mod"},
        modules={"bad_mod": "import a_module_nobody_installed\n"},
    )
    fake_dist("tapyre-plugin-good", entry_points={"good": "good_mod"}, modules={"good_mod": GOOD})
    host = host_for(tmp_path, "bad,good")
    shown = [n for n, r in host.plugins.items() if r.status is not PluginStatus.DISABLED]
    assert shown == ["tapyre", "bad", "good"]  # built-in first, then discovery order
    bad = host.plugins["bad"]
    assert bad.status is PluginStatus.FAILED
    assert bad.distribution == "tapyre-plugin-bad" and bad.version == "0.1.0"
    assert bad.error == (
        "import failed: ModuleNotFoundError: No module named 'a_module_nobody_installed'"
    )
    assert "a_module_nobody_installed" in (bad.hint or "")
    assert "Traceback" in (bad.traceback or "")
    assert host.plugins["good"].status is PluginStatus.LOADED
    assert "good:echo" in host.tools


HANGS = """
import time

time.sleep(120)  # a network call or a lock at import time
"""


def test_a_plugin_whose_import_hangs_is_abandoned_and_the_rest_load(tmp_path, fake_dist) -> None:
    fake_dist("tapyre-plugin-slow", entry_points={"slow": "slow_mod"}, modules={"slow_mod": HANGS})
    fake_dist("tapyre-plugin-good", entry_points={"good": "good_mod"}, modules={"good_mod": GOOD})
    host = host_for(tmp_path, "slow,good", TAPYRE_CORE__PLUGIN_IMPORT_TIMEOUT="0.5")
    slow = host.plugins["slow"]
    assert slow.status is PluginStatus.TIMED_OUT
    assert slow.error == (
        "import of plugin 'slow' (slow_mod) took longer than 0.5 s and was abandoned"
    )
    assert "TAPYRE_DISABLE_PLUGINS=slow" in (slow.hint or "")
    assert not slow.ok and slow.registered == {}
    assert host.plugins["good"].status is PluginStatus.LOADED
    assert "good:echo" in host.tools


def test_the_import_limit_is_read_from_the_config_and_checked(tmp_path) -> None:
    with pytest.raises(ConfigError, match=r"TAPYRE_CORE__PLUGIN_IMPORT_TIMEOUT\) must be a number"):
        host_for(tmp_path, "", TAPYRE_CORE__PLUGIN_IMPORT_TIMEOUT="soon")
    config = Config({"core": {"plugin_import_timeout": 3}})
    assert config.core().plugin_import_timeout == 3.0
    assert Config().core().plugin_import_timeout == 10.0


def test_a_slow_but_finishing_import_loads_within_the_limit(tmp_path, fake_dist) -> None:
    slowish = "import time\ntime.sleep(0.2)\n" + GOOD
    fake_dist(
        "tapyre-plugin-slowish",
        entry_points={"slowish": "slowish_mod"},
        modules={"slowish_mod": slowish},
    )
    host = host_for(tmp_path, "slowish", TAPYRE_CORE__PLUGIN_IMPORT_TIMEOUT="30")
    assert host.plugins["slowish"].status is PluginStatus.LOADED


def test_a_plugin_that_fails_while_registering_keeps_nothing(tmp_path, fake_dist) -> None:
    source = GOOD + "\n    raise RuntimeError('boom')\n"
    fake_dist("tapyre-plugin-half", entry_points={"half": "half_mod"}, modules={"half_mod": source})
    host = host_for(tmp_path, "half")
    record = host.plugins["half"]
    assert record.status is PluginStatus.FAILED
    assert record.error == "registration failed: RuntimeError: boom"
    assert record.registered == {}
    assert "half:echo" not in host.tools


def test_invalid_registrations_fail_the_plugin() -> None:
    class Plugin:
        @hookimpl
        def tapyre_register_embedders(self, register):  # type: ignore[no-untyped-def]
            register("not a component")

    host = Host(Config(), load_entrypoints=False)
    record = host.register(Plugin(), name="invalid")
    assert record.status is PluginStatus.FAILED
    assert "register a tapyre.Component" in (record.error or "")
    assert host.embedders == {}


def test_a_misspelt_hook_is_reported_with_a_suggestion() -> None:
    class Plugin:
        @hookimpl
        def tapyre_register_tool(self, register):  # type: ignore[no-untyped-def]
            pass

    record = Host(Config(), load_entrypoints=False).register(Plugin(), name="typo")
    assert record.status is PluginStatus.FAILED
    assert "did you mean tapyre_register_tools?" in (record.error or "")


def test_an_incompatible_core_requirement_is_not_imported(tmp_path, fake_dist, monkeypatch) -> None:
    monkeypatch.setattr("tapyre._loading.__version__", "0.1.0")
    fake_dist(
        "tapyre-plugin-old",
        entry_points={"old": "old_mod"},
        modules={"old_mod": "raise AssertionError('must not be imported')\n"},
        requires=("tapyre-core<0.1", "tapyre-core>=9; extra == 'never'"),
    )
    host = host_for(tmp_path, "old")
    record = host.plugins["old"]
    assert record.status is PluginStatus.INCOMPATIBLE
    assert record.error == "requires tapyre-core<0.1 but tapyre-core 0.1.0 is installed"
    assert "old_mod" not in sys.modules


@pytest.mark.parametrize(
    ("env", "section"),
    [
        ({"TAPYRE_DISABLE_PLUGINS": "off"}, {}),
        ({"TAPYRE_LOAD_PLUGINS": "on"}, {}),
        ({}, {"load": ["on", "off"], "disable": ["off"]}),
        ({}, {"load": ["tapyre-plugin-on"]}),  # distribution names work too
    ],
)
def test_plugins_can_be_disabled_by_environment_and_config(
    tmp_path, fake_dist, env, section
) -> None:
    fake_dist("tapyre-plugin-on", entry_points={"on": "on_mod"}, modules={"on_mod": GOOD})
    fake_dist(
        "tapyre-plugin-off",
        entry_points={"off": "off_mod"},
        modules={"off_mod": "raise AssertionError('disabled plugins are not imported')\n"},
    )
    if "load" not in section:
        env = {"TAPYRE_LOAD_PLUGINS": "on,off", **env}
    host = Host(Config({"plugins": section}, env=env))
    assert host.plugins["on"].status is PluginStatus.LOADED
    assert host.plugins["off"].status is PluginStatus.DISABLED
    assert "off_mod" not in sys.modules


def test_tool_name_clashes_are_reported_and_disambiguated() -> None:
    host = Host(
        Config(),
        load_entrypoints=False,
        plugins=[
            tools_plugin("alpha", Tool.simple("search", "Search A.", str)),
            tools_plugin("beta.x", Tool.simple("search", "Search B.", str)),
        ],
    )
    assert set(host.tools) == {"alpha:search", "beta.x:search"}
    assert host.tools["alpha:search"].model_name == "alpha_search"
    assert host.tools["beta.x:search"].model_name == "beta_x_search"
    assert any("also registered by beta.x" in w for w in host.plugins["alpha"].warnings)
    assert len(host.problems) == 2
    with pytest.raises(ComponentNotFoundError, match="ambiguous"):
        host.tool("search")
    assert host.tool("beta_x_search").id == "beta.x:search"


def test_simple_tool_objects_are_accepted() -> None:
    class Shout:
        name = "shout"
        description = "Upper-case the text."

        def run(self, text: str) -> str:
            return text.upper()

    host = Host(Config(), load_entrypoints=False, plugins=[tools_plugin("s", Shout())])  # type: ignore[arg-type]
    registered = host.tool("s:shout")
    assert registered.tool.is_simple
    assert registered.tool.invoke({"text": "hi"}) == "HI"


def test_llm_provider_and_command_clashes_keep_the_first() -> None:
    class First:
        @hookimpl
        def tapyre_register_llm_providers(self, register):  # type: ignore[no-untyped-def]
            register(Provider("dup"))

    class Second:
        @hookimpl
        def tapyre_register_llm_providers(self, register):  # type: ignore[no-untyped-def]
            register(Provider("dup"))

        @hookimpl
        def tapyre_register_commands(self, register):  # type: ignore[no-untyped-def]
            register(LazyCommand("ask", "x:y"))
            register(click.Command("mine"))

    host = Host(Config(), load_entrypoints=False, plugins=[First(), Second()])
    assert host.owner("llm_providers", "dup") == "first"
    assert "already registered by first" in host.plugins["second"].warnings[0]
    assert "clashes with a built-in command" in host.plugins["second"].warnings[1]
    assert list(host.commands) == ["mine"]


def test_components_are_built_once_per_host_with_their_settings() -> None:
    built: list[dict[str, object]] = []

    class Plugin:
        @hookimpl
        def tapyre_register_embedders(self, register):  # type: ignore[no-untyped-def]
            register(Component("fake", lambda s: built.append(dict(s)) or object(), kind="dense"))

    config = Config({"embedders": {"fake": {"dim": 4}}})
    host = Host(config, load_entrypoints=False, plugins=[Plugin()])
    assert host.build("embedders", "fake") is host.build("embedders", "fake")
    assert built == [{"dim": 4}]
    other = Host(config, load_entrypoints=False, plugins=[Plugin()])
    assert other.build("embedders", "fake") is not host.build("embedders", "fake")
    with pytest.raises(
        ComponentNotFoundError, match=r"no embedder named 'nope' \(available: fake\)"
    ):
        host.build("embedders", "nope")


def test_threads_building_one_component_at_once_get_one_object() -> None:
    """A server's request threads and its background job build on first use at once:
    the factory runs once (two objects over one embedded store folder would clash)."""
    import threading
    import time

    calls: list[int] = []
    entered = threading.Event()

    def slow_factory(settings: object) -> object:
        calls.append(1)
        entered.set()
        time.sleep(0.3)  # long enough for every other thread to arrive meanwhile
        return object()

    class Plugin:
        @hookimpl
        def tapyre_register_embedders(self, register):  # type: ignore[no-untyped-def]
            register(Component("slow", slow_factory, kind="dense"))

    host = Host(Config({}), load_entrypoints=False, plugins=[Plugin()])
    results: list[object] = []
    threads = [
        threading.Thread(target=lambda: results.append(host.build("embedders", "slow")))
        for _ in range(8)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert entered.is_set()
    assert len(calls) == 1
    assert len(results) == 8 and all(r is results[0] for r in results)


def test_llm_selection_order() -> None:
    class Plugin:
        @hookimpl
        def tapyre_register_llm_providers(self, register):  # type: ignore[no-untyped-def]
            register(Provider("one"))
            register(Provider("two"))

    def select(data: dict[str, object], llm: str | None = None) -> str:
        host = Host(Config(data), load_entrypoints=False, plugins=[Plugin()])
        return host.llm(llm).provider.name

    assert select({"core": {"llm": "two"}}) == "two"
    assert select({"core": {"llm": "two"}}, llm="one") == "one"
    assert select({"llm": {"one": {"model": "m"}}}) == "one"
    with pytest.raises(
        LLMNotConfiguredError, match=r"no LLM configured \(installed providers: one, two\)"
    ):
        select({})
    with pytest.raises(LLMNotConfiguredError, match="unknown LLM provider 'nope'"):
        select({}, llm="nope")


def test_the_only_installed_provider_is_used_without_config() -> None:
    class Plugin:
        @hookimpl
        def tapyre_register_llm_providers(self, register):  # type: ignore[no-untyped-def]
            register(Provider("only"))

    host = Host(Config(), load_entrypoints=False, plugins=[Plugin()])
    assert host.llm().provider.name == "only"


def test_unregister_removes_everything_the_plugin_registered() -> None:
    host = Host(Config(), load_entrypoints=False)
    host.register(tools_plugin("temp", Tool.simple("t", "T.", str)))
    host.unregister("temp")
    assert "temp" not in host.plugins and not host.tools


def test_trace_prints_every_hook_call(capsys) -> None:
    Host(Config(env={"TAPYRE_TRACE_PLUGINS": "1"}), load_entrypoints=False)
    err = capsys.readouterr().err
    assert "tapyre trace: tapyre.tapyre_register_llm_providers() registered [scripted]" in err


def test_trace_uses_pluggy_monitoring_and_reports_a_raising_hook(capsys) -> None:
    class Broken:
        tapyre_plugin_name = "broken"

        @hookimpl
        def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
            raise RuntimeError("no tools today")

    host = Host(Config(env={"TAPYRE_TRACE_PLUGINS": "1"}), load_entrypoints=False)
    host.register(Broken())
    err = capsys.readouterr().err
    assert "broken.tapyre_register_tools() raised RuntimeError: no tools today" in err
    assert "plugin broken failed: registration failed: RuntimeError: no tools today" in err


class Auditor:
    """A plugin wrapping every plugin's tool registration (pluggy's new-style wrapper)."""

    tapyre_plugin_name = "auditor"

    def __init__(self) -> None:
        self.seen: list[str] = []

    @hookimpl(wrapper=True)
    def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
        result = yield
        self.seen.append(repr(register))
        return result


def test_hook_wrappers_wrap_every_plugins_registration() -> None:
    auditor = Auditor()
    host = Host(
        Config(),
        load_entrypoints=False,
        plugins=[tools_plugin("a", Tool.simple("ping", "Ping.", str)), auditor],
    )
    # Registered after "a" in the same batch, the wrapper still wraps a's hook.
    assert auditor.seen == ["<register tools for plugin 'a'>"]
    host.register(tools_plugin("b", Tool.simple("pong", "Pong.", str)))
    assert auditor.seen[-1] == "<register tools for plugin 'b'>"
    assert host.plugins["auditor"].status is PluginStatus.LOADED
    assert set(host.tools) == {"a:ping", "b:pong"}


def test_a_hookwrapper_may_register_on_behalf_of_the_wrapped_plugin() -> None:
    class Adder:
        tapyre_plugin_name = "adder"

        @hookimpl(hookwrapper=True, tryfirst=True)
        def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
            yield
            register(Tool.simple("extra", "Added by a wrapper.", str))

    host = Host(
        Config(),
        load_entrypoints=False,
        plugins=[Adder(), tools_plugin("a", Tool.simple("ping", "Ping.", str))],
    )
    assert host.plugins["a"].registered == {"tools": ("ping", "extra")}


def test_a_raising_wrapper_fails_only_the_registration_it_wrapped() -> None:
    class Picky:
        tapyre_plugin_name = "picky"

        @hookimpl(wrapper=True)
        def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
            yield
            raise RuntimeError("picky says no")

    host = Host(Config(), load_entrypoints=False, plugins=[Picky()])
    record = host.register(tools_plugin("a", Tool.simple("ping", "Ping.", str)))
    assert record.status is PluginStatus.FAILED
    assert record.error == "registration failed: RuntimeError: picky says no"
    assert host.plugins["picky"].status is PluginStatus.LOADED


def test_public_api_is_exported_by_name() -> None:
    for name in ("Host", "Config", "Agent", "PluginRecord", "ToolCallRequest", "hookimpl"):
        assert name in tapyre.__all__ and hasattr(tapyre, name)


def test_an_unhashable_plugin_object_is_refused_alone() -> None:
    class Unhashable:  # noqa: PLW1641 - unhashable on purpose
        tapyre_plugin_name = "unhashable"

        def __eq__(self, other: object) -> bool:
            return self is other

        @hookimpl
        def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
            register(Tool.simple("x", "X.", str))

    host = Host(
        Config(),
        load_entrypoints=False,
        plugins=[Unhashable(), tools_plugin("a", Tool.simple("ping", "Ping.", str))],
    )
    record = host.plugins["unhashable"]
    assert record.status is PluginStatus.FAILED
    assert record.error == "invalid plugin: Unhashable objects are not hashable"
    assert host.plugins["a"].status is PluginStatus.LOADED


def test_tryfirst_and_trylast_order_the_wrappers_around_a_registration() -> None:
    entered: list[str] = []

    def wrapper_plugin(name: str, **order: bool) -> object:
        class Wrapper:
            tapyre_plugin_name = name

            @hookimpl(wrapper=True, **order)
            def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
                entered.append(name)
                return (yield)

        return Wrapper()

    Host(
        Config(),
        load_entrypoints=False,
        plugins=[
            # Without the markers pluggy would enter the later-registered one first.
            wrapper_plugin("first", tryfirst=True),
            wrapper_plugin("last", trylast=True),
            tools_plugin("a", Tool.simple("ping", "Ping.", str)),
        ],
    )
    assert entered == ["first", "last"]
