"""`tapyre plugins new NAME` writes a package that installs and passes its own tests."""

from __future__ import annotations

from pathlib import Path

from venvs import assert_ok, build_venv, link_requirements, run_package_tests, write_script


def test_the_new_plugin_passes_its_own_tests_in_a_fresh_venv(tmp_path: Path) -> None:
    writer = build_venv(tmp_path / "writer")
    result = writer.run("plugins", "new", "notes", "--dir", str(tmp_path))
    assert_ok(result)
    package = tmp_path / "tapyre-plugin-notes"
    assert result.stdout.strip() == f"Wrote {package}"

    venv = build_venv(tmp_path / "fresh", package)
    link_requirements(venv, "pytest>=8")
    tests = run_package_tests(venv, package)
    assert tests.returncode == 0, tests.stdout + tests.stderr
    assert "4 passed" in tests.stdout

    # and the installed plugin works with the real command line
    write_script(
        venv,
        [{"tool_calls": [{"name": "greet", "args": {"name": "Ada"}}]}, "It said: {tool_result}"],
    )
    assert_ok(venv.run("config", "set", "tools.notes.greeting", "Hi"))
    bad = venv.run("config", "set", "tools.notes.greting", "Hi")
    assert bad.returncode == 1 and "did you mean greeting?" in bad.stderr
    answer = venv.run("ask", "Greet Ada")
    assert_ok(answer)
    assert answer.stdout.strip() == "It said: Hi, Ada!"
    assert "notes:greet" in venv.run("tools", "list").stdout
    # the README's settings table is what the declaration generates
    table = venv.run("config", "keys", "--markdown", "tools.notes")
    assert_ok(table)
    assert table.stdout in (package / "README.md").read_text(encoding="utf-8")
