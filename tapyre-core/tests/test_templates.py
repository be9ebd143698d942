"""Saved prompt templates: `ask -t NAME -p KEY VALUE`, `ask --save NAME` and `tapyre templates
list/show/edit/remove/path`, driven as a user drives them (a real $EDITOR process included)."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest
from tapyre import LLMOption
from tapyre._history import LogStore
from tapyre._paths import log_path, templates_dir
from tapyre._templates import Template, TemplateError


def write_template(host, name: str, text: str) -> Path:  # type: ignore[no-untyped-def]
    folder = templates_dir(host.config)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.toml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def fake_editor(tmp_path: Path, new_text: str | None) -> str:
    """An $EDITOR command that replaces the file with ``new_text`` (None: leaves it alone)
    and keeps what it was given in ``given.toml``."""
    script = tmp_path / "editor.py"
    replacement = tmp_path / "replacement.toml"
    if new_text is not None:
        replacement.write_text(textwrap.dedent(new_text), encoding="utf-8")
    script.write_text(
        textwrap.dedent(
            f"""
            import shutil, sys
            from pathlib import Path
            target = Path(sys.argv[-1])
            shutil.copy(target, {str(tmp_path / "given.toml")!r})
            replacement = Path({str(replacement)!r})
            if replacement.exists():
                target.write_text(replacement.read_text())
            """
        ),
        encoding="utf-8",
    )
    return f"{sys.executable} {script}"


def test_ask_t_fills_input_and_parameters_and_uses_the_templates_options(
    tapyre_host, tapyre_cli, recording_llm
):
    rec = recording_llm("rec", options={"temperature": LLMOption(float, "t")})
    write_template(
        tapyre_host,
        "summarize",
        """
        system = "You summarise for $audience."
        prompt = '''
        Summarise in $words words:

        $input
        '''
        llm = "rec"
        model = "tiny"

        [options]
        temperature = 0.3

        [defaults]
        words = "50"
        """,
    )
    result = tapyre_cli(
        "ask", "-t", "summarize", "-p", "audience", "children", "Trees cool cities."
    )
    assert result.exit_code == 0, result.output
    assert rec.last_question.content == "Summarise in 50 words:\n\nTrees cool cities.\n"
    assert rec.last_system == "You summarise for children."
    assert rec.seen[-1]["model"] == "tiny" and rec.seen[-1]["temperature"] == 0.3
    # the command's own options win: -p over [defaults], -o over [options], -m over model
    result = tapyre_cli(
        "ask", "-t", "summarize", "-p", "audience", "experts", "-p", "words", "9",
        "-o", "temperature", "0.9", "-m", "big", "Rivers flood.",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert rec.last_question.content.startswith("Summarise in 9 words:")
    assert rec.seen[-1]["model"] == "big" and rec.seen[-1]["temperature"] == 0.9
    logged = LogStore(log_path(tapyre_host.config)).recent(1)[0]
    assert logged.template == "summarize" and logged.options == {"temperature": 0.9}


def test_piped_text_is_the_input_and_a_prompt_without_input_gets_it_appended(
    tapyre_host, tapyre_cli, recording_llm
):
    rec = recording_llm("rec")
    tapyre_host.config.set("core.llm", "rec")
    write_template(tapyre_host, "review", 'prompt = "Review this change."\n')
    result = tapyre_cli("ask", "-t", "review", input="- old\n+ new\n")
    assert result.exit_code == 0, result.output
    assert rec.last_question.content == "Review this change.\n\n- old\n+ new\n"
    write_template(tapyre_host, "french", 'system = "Answer in French."\n')
    assert tapyre_cli("ask", "-t", "french", "Hello?").exit_code == 0
    assert rec.last_question.content == "Hello?" and rec.last_system == "Answer in French."
    empty = tapyre_cli("ask", "-t", "french")
    assert empty.exit_code == 1
    assert "template 'french' has no prompt, and no input was given" in empty.stderr


def test_template_errors_are_one_line(tapyre_host, tapyre_cli, recording_llm):
    recording_llm("rec")
    tapyre_host.config.set("core.llm", "rec")
    write_template(tapyre_host, "recipe", 'prompt = "A recipe with $ingredients from $country"\n')
    missing = tapyre_cli("ask", "-t", "recipe", "-p", "ingredients", "eggs")
    assert missing.exit_code == 1
    assert missing.stderr.startswith("error: template 'recipe' needs a value for country.")
    assert "-p country VALUE" in missing.stderr
    typo = tapyre_cli("ask", "-t", "recipe", "-p", "contry", "x", "-p", "ingredients", "y")
    assert typo.exit_code == 1
    assert "has no parameter contry (its parameters: ingredients, country)" in typo.stderr
    unknown = tapyre_cli("ask", "-t", "recipes", "x")
    assert unknown.exit_code == 1
    assert "no template named 'recipes' (did you mean recipe?) (templates: recipe)" in (
        unknown.stderr
    )
    path = write_template(tapyre_host, "broken", 'prompt = "x"\nmodle = "y"\n')
    bad = tapyre_cli("ask", "-t", "broken", "x")
    assert bad.exit_code == 1 and bad.stderr.startswith(f"error: {path}: ")
    assert "modle" in bad.stderr and bad.stderr.count("\n") == 1
    dollar = write_template(tapyre_host, "cost", 'prompt = "It costs $5"\n')
    assert "a $ that is not a placeholder" in tapyre_cli("ask", "-t", "cost").stderr
    assert dollar.exists()
    assert tapyre_cli("ask", "-p", "a", "b", "hi").exit_code == 2


def test_save_writes_a_template_that_ask_t_uses(tapyre_host, tapyre_cli, recording_llm):
    rec = recording_llm("rec", options={"temperature": LLMOption(float, "t")})
    result = tapyre_cli(
        "ask", "--save", "haiku", "--llm", "rec", "-m", "poet", "-o", "temperature", "1.5",
        "-s", "You write haiku.", "-p", "season", "autumn", "A haiku about $input in $season",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    path = templates_dir(tapyre_host.config) / "haiku.toml"
    assert result.stdout == f"Template haiku saved to {path}.\n"
    assert rec.seen == []  # --save asks nothing
    import tomllib

    assert tomllib.loads(path.read_text()) == {
        "prompt": "A haiku about $input in $season",
        "system": "You write haiku.",
        "llm": "rec",
        "model": "poet",
        "options": {"temperature": 1.5},
        "defaults": {"season": "autumn"},
    }
    assert tapyre_cli("ask", "-t", "haiku", "rain").exit_code == 0
    assert rec.last_question.content == "A haiku about rain in autumn"
    assert rec.seen[-1]["model"] == "poet" and rec.seen[-1]["temperature"] == 1.5
    again = tapyre_cli("ask", "--save", "haiku", "other")
    assert again.exit_code == 1 and "template 'haiku' already exists" in again.stderr
    unused = tapyre_cli("ask", "--save", "x", "-p", "mood", "sad", "no parameter here")
    assert unused.exit_code == 1 and "-p mood: the prompt has no $mood parameter" in unused.stderr
    assert not (templates_dir(tapyre_host.config) / "x.toml").exists()


def test_templates_list_show_remove_and_path(tapyre_host, tapyre_cli):
    write_template(tapyre_host, "b-sys", 'system = "Reply as a pirate."\n')
    write_template(tapyre_host, "a-prompt", 'prompt = "Explain $input"\nmodel = "m"\n')
    write_template(tapyre_host, "c-bad", "prompt = \n")
    listing = tapyre_cli("templates", "list")
    assert listing.exit_code == 0, listing.output
    lines = listing.stdout.splitlines()
    assert lines[0].split() == ["NAME", "TEMPLATE"]
    assert lines[1].startswith("a-prompt") and "prompt: Explain $input  model: m" in lines[1]
    assert lines[2].startswith("b-sys") and "system: Reply as a pirate." in lines[2]
    assert lines[3].startswith("c-bad") and "invalid:" in lines[3]
    as_json = json.loads(tapyre_cli("templates", "list", "--json").stdout)
    assert as_json[0]["name"] == "a-prompt" and as_json[0]["model"] == "m"
    assert as_json[0]["parameters"] == []
    assert "error" in as_json[2]
    assert tapyre_cli("templates", "show", "b-sys").stdout == 'system = "Reply as a pirate."\n'
    folder = templates_dir(tapyre_host.config)
    assert tapyre_cli("templates", "path").stdout == f"{folder}\n"
    assert tapyre_cli("templates", "remove", "b-sys").exit_code == 0
    assert not (folder / "b-sys.toml").exists()
    gone = tapyre_cli("templates", "remove", "b-sys")
    assert gone.exit_code == 1 and "no template named 'b-sys'" in gone.stderr
    assert tapyre_cli("templates", "show", "../etc").exit_code == 1


def test_edit_creates_a_template_from_the_example_in_the_editor(
    tapyre_host, tapyre_cli, tmp_path, monkeypatch
):
    monkeypatch.setenv("EDITOR", fake_editor(tmp_path, 'prompt = "Explain $input simply."\n'))
    monkeypatch.delenv("VISUAL", raising=False)
    result = tapyre_cli("templates", "edit", "explain")
    assert result.exit_code == 0, result.output
    path = templates_dir(tapyre_host.config) / "explain.toml"
    assert path.read_text() == 'prompt = "Explain $input simply."\n'
    given = (tmp_path / "given.toml").read_text()
    assert "tapyre ask -t explain" in given  # a new template starts from the example
    # the example itself is a valid template
    import tomllib

    example = Template.from_table("explain", tomllib.loads(given))
    assert example.render("text", {})[0] == "Summarise this in 100 words:\n\ntext\n"


def test_an_invalid_edit_keeps_the_template_and_the_text(
    tapyre_host, tapyre_cli, tmp_path, monkeypatch
):
    path = write_template(tapyre_host, "t", 'prompt = "good $input"\n')
    monkeypatch.delenv("VISUAL", raising=False)
    monkeypatch.setenv("EDITOR", fake_editor(tmp_path, 'prompt = "bad\n'))
    result = tapyre_cli("templates", "edit", "t")
    assert result.exit_code == 1
    rejected = path.with_name("t.toml.rejected")
    assert f"template t was not changed and your text is kept in {rejected}" in result.stderr
    assert path.read_text() == 'prompt = "good $input"\n'
    assert rejected.read_text() == 'prompt = "bad\n'
    # the next edit reopens the rejected text; a valid result replaces the template
    monkeypatch.setenv("EDITOR", fake_editor(tmp_path, 'prompt = "fixed $input"\n'))
    assert tapyre_cli("templates", "edit", "t").exit_code == 0
    assert (tmp_path / "given.toml").read_text() == 'prompt = "bad\n'
    assert path.read_text() == 'prompt = "fixed $input"\n' and not rejected.exists()
    # an editor that saves nothing changes nothing
    (tmp_path / "none").mkdir()
    monkeypatch.setenv("EDITOR", fake_editor(tmp_path / "none", None))
    unchanged = tapyre_cli("templates", "edit", "t")
    assert unchanged.exit_code == 0 and "No changes" in unchanged.stdout


@pytest.mark.parametrize(
    ("template", "given", "expected"),
    [
        (Template("a", prompt="Cost in $$: $input"), "x", "Cost in $: x"),
        (Template("a", prompt="${input}s"), "apple", "apples"),
        (Template("a", prompt="Intro"), None, "Intro"),
    ],
)
def test_render(template: Template, given: str | None, expected: str) -> None:
    assert template.render(given, {})[0] == expected


def test_render_without_any_prompt_or_input_is_an_error() -> None:
    with pytest.raises(TemplateError):
        Template("a").render(None, {})


def test_ask_without_a_question_template_or_piped_text_is_a_usage_error(tapyre_cli):
    result = tapyre_cli("ask")
    assert result.exit_code == 2
    assert "Missing QUESTION (or -t TEMPLATE, or text on standard input)." in result.stderr
    both = tapyre_cli("ask", "-f", "-", "-", input="text")
    assert both.exit_code == 2 and "both read standard input" in both.stderr
