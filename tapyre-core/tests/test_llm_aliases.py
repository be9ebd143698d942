"""LLM aliases (`[llm.NAME] provider = "KIND"`) and what `tapyre llms list` shows."""

from __future__ import annotations

from typing import Any

import pytest
from tapyre import (
    Config,
    ConfigError,
    Host,
    LLMError,
    LLMNotConfiguredError,
    LLMProvider,
    LLMStatus,
    hookimpl,
)
from tapyre.testing import ScriptedChatModel


class Failing(ScriptedChatModel):
    """A chat model whose every call fails, to exercise ``translate_error``."""

    def _generate(self, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("boom")

    def _stream(self, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("boom")


class EchoProvider(LLMProvider):
    """A test provider: its model answers with ``[llm.NAME] greeting``; records every call."""

    name = "echo"
    description = "answers with its greeting"

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []

    def chat_model(self, settings):  # type: ignore[no-untyped-def]
        self.calls.append(("chat_model", dict(settings)))
        if settings.get("fail"):
            return Failing(replies=[])
        return ScriptedChatModel(replies=[str(settings.get("greeting", "no greeting"))])

    def status(self, settings):  # type: ignore[no-untyped-def]
        self.calls.append(("status", dict(settings)))
        return LLMStatus(
            provider=self.name,
            model=settings.get("model"),
            endpoint=settings.get("base_url"),
            reachable=True,
            models=("m1", "m2"),
        )

    def translate_error(self, error, settings):  # type: ignore[no-untyped-def]
        self.calls.append(("translate_error", dict(settings)))
        return LLMError(f"echo at {settings.get('base_url')} failed: {error}")


class EchoPlugin:
    tapyre_plugin_name = "echo"

    def __init__(self) -> None:
        self.provider = EchoProvider()

    @hookimpl
    def tapyre_register_llm_providers(self, register):  # type: ignore[no-untyped-def]
        register(self.provider)


class OtherProvider(EchoProvider):
    name = "other"


class OtherPlugin:
    tapyre_plugin_name = "other"

    @hookimpl
    def tapyre_register_llm_providers(self, register):  # type: ignore[no-untyped-def]
        register(OtherProvider())


TWO_ENDPOINTS: dict[str, Any] = {
    "core": {"llm": "work"},
    "llm": {
        "echo": {"base_url": "http://plain/v1", "greeting": "from plain echo"},
        "work": {
            "provider": "echo",
            "base_url": "http://work/v1",
            "model": "big",
            "greeting": "from work",
        },
        "home": {"provider": "echo", "base_url": "http://home/v1", "greeting": "from home"},
    },
}


def make_host(data: dict[str, Any]) -> tuple[Host, EchoProvider]:
    plugin = EchoPlugin()
    return Host(Config(data), load_entrypoints=False, plugins=[plugin]), plugin.provider


def configure(host: Host, data: dict[str, Any]) -> None:
    for table, values in data.items():
        for key, value in values.items():
            if isinstance(value, dict):
                for sub, item in value.items():
                    host.config.set(f"{table}.{key}.{sub}", item)
            else:
                host.config.set(f"{table}.{key}", value)


def rows(stdout: str) -> dict[str, list[str]]:
    """`tapyre llms list` rows by name (without the default mark), split on 2+ spaces."""
    import re

    lines = stdout.splitlines()
    assert lines[0].split()[:3] == ["NAME", "PROVIDER", "STATUS"]
    table = {}
    for line in lines[1:]:
        if line.strip():
            cells = re.split(r"\s{2,}", line.strip())
            cells[0] = cells[0].lstrip("*")
            table[cells[0]] = cells
    return table


# -- the host ------------------------------------------------------------------


def test_aliases_are_names_of_their_own() -> None:
    host, _ = make_host(TWO_ENDPOINTS)
    assert host.llm_names() == ["scripted", "echo", "work", "home"]
    work = host.llm("work")
    assert (work.name, work.kind, work.is_alias, work.configured) == ("work", "echo", True, True)
    assert work.settings == {"base_url": "http://work/v1", "model": "big", "greeting": "from work"}
    plain = host.llm("echo")
    assert not plain.is_alias and plain.settings["base_url"] == "http://plain/v1"


def test_core_llm_picks_the_alias_and_llm_switches(tapyre_host: Host) -> None:
    host, provider = make_host(TWO_ENDPOINTS)
    assert host.ask("hi") == "from work"
    assert host.ask("hi", llm="home") == "from home"
    assert host.ask("hi", llm="echo") == "from plain echo"
    # the provider got each table's settings, never the `provider` key
    assert [s["base_url"] for c, s in provider.calls if c == "chat_model"] == [
        "http://work/v1",
        "http://home/v1",
        "http://plain/v1",
    ]
    assert all("provider" not in s for _, s in provider.calls)
    assert host.llm("home").provider is provider


def test_the_only_alias_table_is_the_default() -> None:
    host, _ = make_host({"llm": {"lab": {"provider": "echo", "greeting": "from lab"}}})
    assert host.llm().name == "lab"
    assert host.ask("hi") == "from lab"


def test_plain_table_with_its_own_provider_key_still_works() -> None:
    host, _ = make_host({"llm": {"echo": {"provider": "echo", "greeting": "plain"}}})
    assert host.llm_names() == ["scripted", "echo"]
    assert host.llm("echo").settings == {"greeting": "plain"}
    assert host.ask("hi") == "plain"


def test_alias_of_the_scripted_provider() -> None:
    host, _ = make_host({"llm": {"demo": {"provider": "scripted", "replies": ["scripted alias"]}}})
    assert host.ask("hi", llm="demo") == "scripted alias"


def test_translate_error_gets_the_alias_settings() -> None:
    data = {"llm": {"flaky": {"provider": "echo", "base_url": "http://flaky/v1", "fail": True}}}
    host, provider = make_host(data)
    with pytest.raises(LLMError, match=r"^echo at http://flaky/v1 failed: boom$"):
        host.ask("hi", llm="flaky")
    assert ("translate_error", {"base_url": "http://flaky/v1", "fail": True}) in provider.calls


def test_alias_settings_take_environment_overrides() -> None:
    config = Config.load(
        path="/nonexistent/tapyre.toml",
        env={"TAPYRE_LLM__WORK__PROVIDER": "echo", "TAPYRE_LLM__WORK__GREETING": "env"},
    )
    host = Host(config, load_entrypoints=False, plugins=[EchoPlugin()])
    assert host.ask("hi", llm="work") == "env"


def test_unknown_provider_is_one_line_naming_the_table_and_the_installed() -> None:
    host, _ = make_host({"llm": {"work": {"provider": "opnai"}}})
    with pytest.raises(ConfigError) as info:
        host.ask("hi", llm="work")
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(
        '[llm.work] provider = "opnai" is not an installed LLM provider '
        "(installed providers: echo)."  # never the built-in test provider
    )
    with pytest.raises(ConfigError, match=r"\[llm.work\]"):
        host.llm()  # the only table, so the default


def test_no_llm_configured_never_suggests_the_test_provider() -> None:
    host = Host(Config({}), load_entrypoints=False)  # only the built-in scripted provider
    assert "scripted" in host.llm_providers
    with pytest.raises(LLMNotConfiguredError) as info:
        host.llm()
    assert "installed providers: none" in str(info.value)
    assert "scripted" not in str(info.value) and "scripted" not in (info.value.hint or "")


def test_non_string_provider_is_a_config_error() -> None:
    host, _ = make_host({"llm": {"work": {"provider": 3}}})
    with pytest.raises(ConfigError, match=r"^\[llm.work\] provider = 3 is not an installed"):
        host.llm("work")


def test_an_alias_cannot_reuse_an_installed_providers_name() -> None:
    host, _ = make_host({"llm": {"echo": {"provider": "scripted"}}})
    with pytest.raises(ConfigError, match=r"'echo' is itself an installed LLM provider"):
        host.llm("echo")


def test_unknown_name_lists_providers_and_aliases() -> None:
    host, _ = make_host(TWO_ENDPOINTS)
    with pytest.raises(LLMNotConfiguredError) as info:
        host.llm("nope")
    assert "installed providers: echo; aliases: work, home" in str(info.value)


# -- the command line ------------------------------------------------------------


def test_cli_ask_uses_the_default_alias_and_llm_switches(register_plugin, tapyre_host, tapyre_cli):
    register_plugin(EchoPlugin())
    configure(tapyre_host, TWO_ENDPOINTS)
    default = tapyre_cli("ask", "hi")
    assert default.exit_code == 0, default.output
    assert default.stdout == "from work\n"
    switched = tapyre_cli("ask", "--llm", "home", "hi")
    assert switched.exit_code == 0, switched.output
    assert switched.stdout == "from home\n"


def test_cli_unknown_alias_provider_is_one_line(register_plugin, tapyre_host, tapyre_cli):
    register_plugin(EchoPlugin())
    tapyre_host.config.set("llm.work.provider", "opnai")
    result = tapyre_cli("ask", "--llm", "work", "hi")
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith('error: [llm.work] provider = "opnai" is not an installed')
    assert "installed providers: echo)" in result.stderr and "scripted" not in result.stderr


def test_llms_list_shows_aliases_with_their_provider(register_plugin, tapyre_host, tapyre_cli):
    register_plugin(EchoPlugin())
    configure(tapyre_host, TWO_ENDPOINTS)
    tapyre_host.config.set("llm.broken.provider", "opnai")
    result = tapyre_cli("llms", "list")
    assert result.exit_code == 0, result.output
    table = rows(result.stdout)
    assert list(table) == ["echo", "work", "home", "broken"]  # scripted is not configured
    assert table["work"][:6] == ["work", "echo", "default", "big", "http://work/v1", "yes"]
    assert table["work"][6] == "m1, m2"
    assert result.stdout.splitlines()[2].startswith("*work ")
    assert table["home"][:3] == ["home", "echo", "configured"]
    assert table["echo"][:3] == ["echo", "echo", "configured"]
    assert table["broken"][:3] == ["broken", "opnai", "invalid"]
    assert "is not an installed LLM provider" in table["broken"][-1]


# -- the built-in scripted provider in `tapyre llms list` ---------------------------


def test_llms_list_hides_the_unconfigured_scripted_provider(
    register_plugin, tapyre_host, tapyre_cli
):
    register_plugin(EchoPlugin())
    result = tapyre_cli("llms", "list")
    assert result.exit_code == 0, result.output
    assert "scripted" not in result.stdout
    table = rows(result.stdout)
    # the only installed third-party provider is the default, even unconfigured
    assert table["echo"][:3] == ["echo", "echo", "default"]
    assert result.stderr == ""


def test_llms_list_says_not_configured(register_plugin, tapyre_host, tapyre_cli):
    register_plugin(EchoPlugin())
    register_plugin(OtherPlugin())
    tapyre_host.config.set("llm.other.greeting", "hi")
    table = rows(tapyre_cli("llms", "list").stdout)
    assert list(table) == ["echo", "other"]
    assert table["echo"][2] == "not configured"
    assert table["other"][2] == "default"  # the only configured table


def test_llms_list_with_nothing_but_scripted_installed(tapyre_cli):
    result = tapyre_cli("llms", "list")
    assert result.exit_code == 0
    assert "scripted" not in result.stdout
    assert "No LLM providers installed" in result.stdout


def test_llms_list_shows_scripted_when_configured(tapyre_host, tapyre_cli):
    tapyre_host.config.set("llm.scripted.replies", ["a"])
    table = rows(tapyre_cli("llms", "list").stdout)
    assert table["scripted"][:3] == ["scripted", "scripted", "default"]
    assert table["scripted"][-1] == "1 scripted replies"


def test_llms_list_shows_scripted_when_selected(tapyre_host, tapyre_cli):
    tapyre_host.config.set("core.llm", "scripted")
    result = tapyre_cli("llms", "list")
    table = rows(result.stdout)
    assert table["scripted"][:3] == ["scripted", "scripted", "default"]
    assert "needs replies" in table["scripted"][-1]  # selected but unusable: say why
