"""The settings tables of the READMEs are the declarations, and every declared table has one.

Each setting is declared once, in its package (a :class:`tapyre.TableSchema`);
a README shows a table as ``tapyre config keys --markdown TABLE`` between
``<!-- settings TABLE -->`` and ``<!-- /settings -->``.  These tests run that
command on a host with every installed package (the e2e session installs them
all) and fail when a README's copy differs from the declaration, or when a
package declares a table its README does not show.  To update a README, run
``tapyre config keys --markdown TABLE`` and paste the output over the old table.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from tapyre import Config, Host
from tapyre._loading import CORE_DISTRIBUTION
from tapyre.cli import cli

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"<!-- settings (?P<table>\S+) -->\n(?P<body>.*?)<!-- /settings -->", re.S)


def readmes() -> list[Path]:
    return sorted([*ROOT.glob("*/README.md"), *ROOT.glob("examples/*/README.md")])


def blocks(readme: Path) -> dict[str, str]:
    return {m["table"]: m["body"] for m in BLOCK.finditer(readme.read_text(encoding="utf-8"))}


@pytest.fixture(scope="module")
def host(tmp_path_factory: pytest.TempPathFactory) -> Host:
    """Every installed plugin, no user configuration."""
    path = tmp_path_factory.mktemp("settings-docs") / "config.toml"
    return Host(Config.load(path, env={}))


def generated(host: Host, table: str) -> str:
    result = CliRunner().invoke(cli, ["config", "keys", "--markdown", table], obj=host)
    assert result.exit_code == 0, result.output
    return result.stdout


def declared_tables(host: Host) -> dict[str, str]:
    """Each declared configuration table, with the distribution that declares it."""
    owners: dict[str, str] = {
        "core": CORE_DISTRIBUTION,
        "plugins": CORE_DISTRIBUTION,
        "mcp.serve": CORE_DISTRIBUTION,
    }

    def distribution(category: str, name: str) -> str:
        plugin = host.owner(category, name) or ""
        record = host.plugins.get(plugin)
        return (record.distribution if record else None) or CORE_DISTRIBUTION

    for name, provider in host.llm_providers.items():
        if provider.settings_schema is not None:
            owners[f"llm.{name}"] = distribution("llm_providers", name)
    for category in ("embedders", "data_providers", "vector_stores", "metadata_stores"):
        for name, component in host.registry(category).items():
            if component.settings is not None:
                owners[f"{category}.{name}"] = distribution(category, name)
    for name in host.registry("settings"):
        owners[name] = distribution("settings", name)
    return owners


def readme_of(distribution: str) -> Path:
    for path in readmes():
        if path.parent.name == distribution:
            return path
    raise AssertionError(f"no README.md for the distribution {distribution}")


CASES = [(path, table) for path in readmes() for table in blocks(path)]


def test_the_readmes_hold_settings_tables() -> None:
    tables = {table for _, table in CASES}
    assert {"core", "llm.ollama", "llm.openai", "papers"} <= tables


@pytest.mark.parametrize(
    ("readme", "table"),
    CASES,
    ids=[f"{path.parent.name}:{table}" for path, table in CASES],
)
def test_a_readme_table_is_the_declaration(host: Host, readme: Path, table: str) -> None:
    expected = generated(host, table)
    assert blocks(readme)[table] == expected, (
        f"{readme.relative_to(ROOT)}: the [{table}] table differs from its declaration; "
        f"replace it with the output of `tapyre config keys --markdown {table}`:\n{expected}"
    )


def test_every_declared_table_is_in_its_packages_readme(host: Host) -> None:
    missing = [
        f"[{table}] in {readme_of(distribution).relative_to(ROOT)}"
        for table, distribution in declared_tables(host).items()
        if table not in blocks(readme_of(distribution))
    ]
    assert not missing, "declared tables no README shows: " + ", ".join(missing)


def test_a_changed_declaration_changes_the_table(host: Host) -> None:
    """The check compares with the declaration itself, not with a copy of the README."""
    from tapyre._schema import CORE_SCHEMA

    setting = CORE_SCHEMA.get("max_iterations")
    assert setting is not None
    assert f"| `max_iterations` | {setting.allowed()} | `{setting.default}` |" in (
        generated(host, "core")
    )
