"""`tapyre keys`: a 0600 file apart from the config, read by providers by name, never printed."""

from __future__ import annotations

import json
import stat

from tapyre._keys import KeyStore
from tapyre._paths import keys_path
from tapyre.settings import table_of

SECRET = "sk-test-0123456789abcdef"


def test_set_stores_the_key_in_a_private_file_and_never_prints_it(tapyre_host, tapyre_cli):
    result = tapyre_cli("keys", "set", "openai", input=SECRET + "\n")
    assert result.exit_code == 0, result.output
    assert SECRET not in result.output
    path = keys_path(tapyre_host.config)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert json.loads(path.read_text()) == {"openai": SECRET}
    assert path != tapyre_host.config.path
    listing = tapyre_cli("keys", "list")
    assert listing.stdout == "openai\n" and SECRET not in listing.output
    assert tapyre_cli("keys", "path").stdout.strip() == str(path)
    assert SECRET not in tapyre_cli("config", "show").output


def test_set_without_a_key_stores_nothing(tapyre_host, tapyre_cli):
    result = tapyre_cli("keys", "set", "openai", input="\n")
    assert result.exit_code == 1 and "nothing was stored" in result.stderr
    assert not keys_path(tapyre_host.config).exists()


def test_a_provider_reading_api_key_gets_the_stored_key_by_name(
    tapyre_host, recording_llm, tapyre_cli
):
    keyed = recording_llm("keyed", reads_api_key=True)
    KeyStore(keys_path(tapyre_host.config)).set("keyed", SECRET)
    result = tapyre_cli("ask", "--llm", "keyed", "hi")
    assert result.exit_code == 0, result.output
    assert keyed.seen[-1]["api_key"] == SECRET
    # a key in the LLM's own table wins; aliases use their own name
    tapyre_host.config.set("llm.keyed.api_key", "from-config")
    assert tapyre_host.llm("keyed").settings["api_key"] == "from-config"
    tapyre_host.config.set("llm.work.provider", "keyed")
    assert "api_key" not in tapyre_host.llm("work").settings
    KeyStore(keys_path(tapyre_host.config)).set("work", "work-key")
    assert tapyre_host.llm("work").settings["api_key"] == "work-key"
    # the stored key and -m/-o keep the table the settings came from, so an
    # alias's errors still name [llm.work]
    assert table_of(tapyre_host.llm("work").settings, "llm.keyed") == "llm.work"
    tapyre_host.use_llm("work", settings={"model": "m2"})
    overlaid = tapyre_host.llm()
    assert overlaid.settings["model"] == "m2" and overlaid.settings["api_key"] == "work-key"
    assert table_of(overlaid.settings, "llm.keyed") == "llm.work"


def test_a_damaged_keys_file_is_one_line(tapyre_host, tapyre_cli):
    path = keys_path(tapyre_host.config)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json")
    result = tapyre_cli("keys", "list")
    assert result.exit_code == 1
    assert result.stderr.startswith(f"error: {path}: the keys file is not valid JSON")


def test_get_prints_the_stored_key_alone_for_scripts(tapyre_cli):
    assert tapyre_cli("keys", "set", "openai", input=SECRET + "\n").exit_code == 0
    result = tapyre_cli("keys", "get", "openai")
    assert result.exit_code == 0, result.output
    assert result.stdout == SECRET + "\n" and result.stderr == ""


def test_get_of_an_unknown_name_is_one_line_naming_the_stored_ones(tapyre_cli):
    tapyre_cli("keys", "set", "openai", input=SECRET + "\n")
    result = tapyre_cli("keys", "get", "opnai")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith("error: no key stored for 'opnai' (stored: openai)")
    assert "tapyre keys set opnai" in result.stderr


def test_remove_forgets_one_key_and_keeps_the_others(tapyre_host, tapyre_cli):
    tapyre_cli("keys", "set", "openai", input=SECRET + "\n")
    tapyre_cli("keys", "set", "work", input="sk-work\n")
    result = tapyre_cli("keys", "remove", "openai")
    assert result.exit_code == 0, result.output
    assert "Key for openai removed" in result.stdout
    path = keys_path(tapyre_host.config)
    assert json.loads(path.read_text()) == {"work": "sk-work"}
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert tapyre_cli("keys", "list").stdout == "work\n"
    again = tapyre_cli("keys", "remove", "openai")
    assert again.exit_code == 1
    assert "no key stored for 'openai'; nothing was removed (stored: work)" in again.stderr
    assert json.loads(path.read_text()) == {"work": "sk-work"}
