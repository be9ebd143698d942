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


def test_the_printed_next_line_works_in_a_fresh_venv(tmp_path: Path) -> None:
    """The line `plugins new` prints installs the package with the clone's core and runs its
    tests; the old `pip install -e '.[test]'` alone cannot find tapyre-core."""
    import os
    import shlex
    import subprocess
    import sys

    from venvs import CORE, _closure, _link_distributions, _requirements

    writer = build_venv(tmp_path / "writer")
    result = writer.run("plugins", "new", "notes", "--dir", str(tmp_path))
    assert_ok(result)
    package = tmp_path / "tapyre-plugin-notes"
    (line,) = [ln for ln in result.stderr.splitlines() if ln.startswith("Next: ")]
    assert line == (
        f"Next: cd {package} && pip install {shlex.quote(f'{CORE}[test]')} -e '.[test]' && pytest"
    )
    assert shlex.quote(f"{CORE}[test]") in (package / "README.md").read_text(encoding="utf-8")

    def fresh(name: str) -> dict[str, str]:
        """A new venv with pip, holding tapyre-core's third-party dependencies (linked, so
        that only pytest and the build backend come from the index), but no tapyre-core."""
        venv = tmp_path / name
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        version = f"python{sys.version_info.major}.{sys.version_info.minor}"
        site = venv / "lib" / version / "site-packages"
        _link_distributions(_closure(_requirements(CORE)), site)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("TAPYRE_", "VIRTUAL_ENV"))}
        env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env['PATH']}"
        return env

    command = line.removeprefix("Next: ")
    done = subprocess.run(["bash", "-c", command], env=fresh("fresh"), capture_output=True,
                          text=True, timeout=900, check=False)  # fmt: skip
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "4 passed" in done.stdout
    old = subprocess.run(["bash", "-c", f"cd {package} && pip install -e '.[test]'"],
                         env=fresh("old"), capture_output=True, text=True, timeout=900,
                         check=False)  # fmt: skip
    assert old.returncode != 0
    assert "tapyre-core" in old.stderr and "No matching distribution" in old.stderr
