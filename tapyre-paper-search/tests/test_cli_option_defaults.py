"""The search commands' options default to the options record's ``DEFAULTS``, flags
included (a plain flag is off unless given), and ``--help`` shows those defaults."""

from __future__ import annotations

import dataclasses

import click
from click.testing import CliRunner
from tapyre_paper_search.cli.search import search_command
from tapyre_paper_search.search.options import DEFAULTS, SearchOptions


def test_every_search_option_defaults_to_defaults_flags_included() -> None:
    fields = {f.name for f in dataclasses.fields(SearchOptions)} - {"k"}
    options = [p for p in search_command.params if isinstance(p, click.Option)]
    checked = [p for p in options if p.name in fields]
    assert any(p.name == "mmr" for p in checked)
    for param in checked:
        if param.is_flag and not param.secondary_opts:  # "--rewrite": off unless given
            assert getattr(DEFAULTS, param.name) is False, param.name
            continue
        assert param.default == getattr(DEFAULTS, param.name), param.name
        assert param.show_default, param.name


def test_help_shows_the_mmr_default() -> None:
    result = CliRunner().invoke(search_command, ["--help"], terminal_width=200)
    assert result.exit_code == 0, result.output
    (line,) = [row for row in result.output.splitlines() if "--mmr / --no-mmr" in row]
    default = "mmr" if DEFAULTS.mmr else "no-mmr"
    assert f"[default: {default}]" in line
    assert "maximal marginal relevance" in line
