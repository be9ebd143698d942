"""The root README and every printed install line stay true.

* The packages and extras tables list every package and every extra of the
  ``pyproject.toml`` files, and the sessions table every ``nox -l`` session
  with whether CI runs it.
* No document, README or command-line hint offers a name ``pip install``
  cannot install from a clone: Tapyre's packages are not on a package index,
  so they are named by their folder (``./tapyre-core``); a bare
  ``tapyre-llm-ollama`` is refused, and so is any third-party name the project
  itself never installs (in a ``pyproject.toml``, ``noxfile.py`` or
  ``.ci/run``).  An extra of a Tapyre package (``"tapyre-core[mcp]"``) is
  allowed: pip takes it by name once the package is installed.

Placeholders are not checked: ``/path/to/…``, upper-case words (``NAME``,
``./FOLDER[EXTRA]``), ``{…}`` in f-strings and ``@…@`` in templates.
"""

from __future__ import annotations

import ast
import re
import shlex
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PIP_INSTALL = re.compile(r"\bpip3? install\b(?P<rest>[^\n]*)")
STOP_AT = re.compile(r"`|&&|\|\||;|\||\)|\s#|\s—|\s–")
STOP_WORDS = {"or", "and", "then", "first", "once", "in", "from", "with", "to"}
OPTIONS_WITH_A_FILE = {"-r", "--requirement", "-c", "--constraint", "--config-settings"}


def projects() -> dict[str, Path]:
    """Each distribution of the repository, by canonical name, with its folder."""
    found = {}
    for pyproject in [*ROOT.glob("*/pyproject.toml"), *ROOT.glob("examples/*/pyproject.toml")]:
        data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
        found[canonicalize_name(data["project"]["name"])] = pyproject.parent
    return found


def extras() -> set[tuple[str, str]]:
    """``(folder, extra)`` for every extra of every package."""
    found = set()
    for folder in projects().values():
        data = tomllib.loads((folder / "pyproject.toml").read_text(encoding="utf-8"))
        for extra in data["project"].get("optional-dependencies", {}):
            found.add((folder.relative_to(ROOT).as_posix(), extra))
    return found


def table(heading: str, first: str) -> list[list[str]]:
    """The rows of the README table under ``## heading`` whose first header cell is ``first``."""
    section = README.read_text(encoding="utf-8").split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]
    rows: list[list[str]] = []
    inside = False
    for line in section.splitlines():
        if not line.startswith("|"):
            inside = False
            continue
        cells = [c.strip().strip("`") for c in line.strip().strip("|").split("|")]
        if cells[0] == first:
            inside = True
        elif inside and not set(cells[0]) <= {"-", " "}:
            rows.append(cells)
    return rows


def test_the_packages_table_lists_every_package() -> None:
    listed = {row[0] for row in table("Packages", "folder")}
    assert listed == {p.relative_to(ROOT).as_posix() for p in projects().values()}


def test_the_extras_table_lists_every_extra_of_every_package() -> None:
    rows = table("Packages", "package")
    listed = {(row[0], row[1]) for row in rows}
    assert listed == extras(), (
        "README.md's extras table differs from the pyproject.toml files: "
        f"missing {sorted(extras() - listed)}, not declared {sorted(listed - extras())}"
    )
    assert all(len(row) == 3 and row[2] for row in rows), "every extra says what it adds"


def nox_sessions() -> dict[str, bool]:
    """``nox -l``: each session and whether ``nox`` runs it by default (CI does)."""
    listing = subprocess.run(
        [sys.executable, "-m", "nox", "-l", "--no-color"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    found = {}
    for line in listing.splitlines():
        match = re.match(r"^([*-]) (\S+)(?: -> .*)?$", line)
        if match:
            found[match[2]] = match[1] == "*"
    return found


def test_the_sessions_table_lists_every_nox_session_and_whether_ci_runs_it() -> None:
    pytest.importorskip("nox", reason="needs nox (the e2e session installs it)")
    rows = table("Development", "session")
    listed = {row[0]: row[1] == "yes" for row in rows}
    sessions = nox_sessions()
    assert sessions, "nox -l listed no session"
    assert listed == sessions, (
        f"README.md's sessions table differs from `nox -l`: {sorted(listed.items())} "
        f"vs {sorted(sessions.items())}"
    )
    assert all(len(row) == 3 and row[2] for row in rows), "every session says what it runs"


# -- what `pip install` is offered ---------------------------------------------------


def known_third_party() -> set[str]:
    """Names the project installs itself: its dependencies, nox's and CI's installs."""
    names: set[str] = set()
    for folder in projects().values():
        data = tomllib.loads((folder / "pyproject.toml").read_text(encoding="utf-8"))["project"]
        requirements = list(data.get("dependencies", []))
        for extra in data.get("optional-dependencies", {}).values():
            requirements += extra
        names |= {canonicalize_name(Requirement(r).name) for r in requirements}
    for text in nox_installs():
        names |= {canonicalize_name(Requirement(t).name) for t in [text] if _is_requirement(t)}
    for offer in offers_in_text((ROOT / ".ci" / "run").read_text(encoding="utf-8"), ".ci/run"):
        if _is_requirement(offer.token):
            names.add(canonicalize_name(Requirement(offer.token).name))
    return names - set(projects())


def nox_installs() -> list[str]:
    """The literal strings ``noxfile.py`` passes to ``session.install`` (constants resolved)."""
    tree = ast.parse((ROOT / "noxfile.py").read_text(encoding="utf-8"))
    constants: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            constants[node.targets[0].id] = _strings(node.value)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "install":
            for arg in node.args:
                value = arg.value if isinstance(arg, ast.Starred) else arg
                if isinstance(value, ast.Name):
                    found += constants.get(value.id, [])
                else:
                    found += _strings(value)
    return found


def _strings(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List):
        return [s for element in node.elts for s in _strings(element)]
    if isinstance(node, ast.Call) and node.args[1:]:  # os.environ.get(NAME, "default")
        return _strings(node.args[1])
    return []


def _is_requirement(token: str) -> bool:
    try:
        Requirement(token)
    except InvalidRequirement:
        return False
    return not token.startswith((".", "/"))


@dataclass(frozen=True)
class Offer:
    """One argument of a ``pip install`` line, and where the line is."""

    token: str
    where: str
    folder: Path = ROOT


def offers_in_text(text: str, where: str, folder: Path = ROOT) -> Iterator[Offer]:
    """Every package or path named after ``pip install`` in ``text``."""
    for number, line in enumerate(text.splitlines(), 1):
        for match in PIP_INSTALL.finditer(line):
            rest = STOP_AT.split(match["rest"], maxsplit=1)[0]
            try:
                tokens = shlex.split(rest)
            except ValueError:
                tokens = rest.split()
            skip_next = False
            for token in tokens:
                if skip_next:
                    skip_next = False
                    continue
                if token in OPTIONS_WITH_A_FILE:
                    skip_next = True
                    continue
                if token.startswith("-"):
                    continue
                if (token in STOP_WORDS or not token.strip(".,:")) and token != ".":
                    break
                cleaned = token if token == "." else token.rstrip(".,:")
                yield Offer(cleaned, f"{where}:{number}", folder)


def problem(offer: Offer, repository: dict[str, Path], known: set[str]) -> str | None:
    """Why ``offer`` cannot be installed from a clone, or ``None``."""
    token = offer.token
    base = token.split("[", 1)[0]
    if "/path/to/" in token or "{" in token or "@" in token or "…" in token:
        return None  # a placeholder
    if re.fullmatch(r"[./]*[A-Z][A-Z_]*(/[A-Z][A-Z_]*)*", base):
        return None  # NAME, ./FOLDER
    if base.startswith((".", "/", "~")) or "/" in base:
        path = Path(base).expanduser()
        if any((folder / path).exists() for folder in (ROOT, offer.folder)):
            return None
        return f"{token!r} is a path to nothing in the clone"
    try:
        requirement = Requirement(token)
    except InvalidRequirement:
        return f"{token!r} is not a package name pip takes"
    name = canonicalize_name(requirement.name)
    if name in repository:
        if requirement.extras:
            return None  # an extra of an installed Tapyre package: pip takes it by name
        folder = repository[name].relative_to(ROOT).as_posix()
        return f"{token!r} is not on a package index: name its folder (./{folder})"
    if name not in known:
        return f"{token!r} is installed nowhere by this project (pyproject, noxfile, .ci/run)"
    return None


def documents() -> list[Path]:
    found = {*ROOT.glob("*.md"), *ROOT.glob("*/*.md"), *ROOT.glob("examples/*/*.md")}
    found |= set((ROOT / "docs").rglob("*.md"))
    return sorted(p for p in found if not any(part.startswith(".") for part in p.parts))


def source_strings() -> Iterator[tuple[str, Path, int]]:
    """Every string literal of the packages' code (f-strings with ``{…}`` for values)."""
    for path in sorted(ROOT.glob("*/src/**/*.py")) + sorted(ROOT.glob("examples/*/src/**/*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        # the pieces of an f-string are read with it, not alone
        pieces = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) not in pieces:
                    yield node.value, path, node.lineno
            elif isinstance(node, ast.JoinedStr):
                parts = [
                    v.value if isinstance(v, ast.Constant) else "{…}"
                    for v in node.values
                    if isinstance(v, ast.Constant | ast.FormattedValue)
                ]
                yield "".join(str(p) for p in parts), path, node.lineno


def all_offers() -> list[Offer]:
    offers = []
    for path in documents():
        text = path.read_text(encoding="utf-8")
        offers += offers_in_text(text, path.relative_to(ROOT).as_posix(), path.parent)
    for text, path, line in source_strings():
        where = f"{path.relative_to(ROOT).as_posix()}:{line}"
        offers += [Offer(o.token, where) for o in offers_in_text(text, where)]
    return offers


def test_no_document_readme_or_hint_offers_an_uninstallable_name() -> None:
    offers = all_offers()
    assert len(offers) > 20, "the scan found (almost) no pip install lines"
    repository, known = projects(), known_third_party()
    problems = [
        f"{o.where}: {why}" for o in offers if (why := problem(o, repository, known)) is not None
    ]
    assert not problems, "install lines that fail from a clone:\n" + "\n".join(problems)


@pytest.mark.parametrize(
    ("line", "bad"),
    [
        ("pip install tapyre-llm-ollama", True),
        ("pip install tapyre-core tapyre-llm-openai", True),
        ("pip install --force-reinstall tapyre-paper-search", True),
        ("pip install tapyre-surely-not-a-package", True),
        ("pip install ./tapyre-missing-folder", True),
        ('pip install "tapyre-core[mcp]"', False),
        ("pip install ./tapyre-core ./tapyre-llm-ollama", False),
        ("`pip install -U 'tapyre-paper-search[ray]'` to", False),
        ("pip install mcp-server-time", False),
        ("pip install -e '.[test]'", False),
        ("pip install '/path/to/clone/tapyre-core[test]'", False),
        ('pip install "./FOLDER[EXTRA]"', False),
        ("install one: pip install ./tapyre-llm-ollama or ./tapyre-llm-openai", False),
    ],
)
def test_the_check_tells_installable_from_uninstallable(line: str, bad: bool) -> None:
    offers = list(offers_in_text(line, "example"))
    assert offers, line
    found = [problem(o, projects(), known_third_party()) for o in offers]
    assert any(found) is bad, (line, found)


def test_printed_hints_name_what_can_be_installed(tmp_path: Path) -> None:
    """The hints that name packages at run time (paths of the clone) pass the same check."""
    from click.testing import CliRunner
    from tapyre import Config, Host
    from tapyre.cli import cli

    empty = Host(Config.load(tmp_path / "none.toml", env={}), load_entrypoints=False)
    texts = []
    for args in (["llms", "list"], ["ask", "--llm", "nope", "hi"]):
        result = CliRunner().invoke(cli, args, obj=empty)
        texts.append(result.output)
    new = CliRunner().invoke(cli, ["plugins", "new", "notes", "--dir", str(tmp_path)], obj=empty)
    texts.append(new.output)
    texts.append((tmp_path / "tapyre-plugin-notes" / "README.md").read_text(encoding="utf-8"))
    offers = [o for text in texts for o in offers_in_text(text, "printed", tmp_path)]
    assert len(offers) >= 4, texts
    repository, known = projects(), known_third_party()
    problems = [why for o in offers if (why := problem(o, repository, known))]
    assert not problems, problems
