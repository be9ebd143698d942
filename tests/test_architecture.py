"""The shape of every package's source: no import cycles, small modules, the CLI on top.

Read from the files (the standard library's :mod:`ast`), nothing is imported,
so these tests cover every package of the repository whatever is installed:

* **No module-level import cycle.**  The graph has an edge ``A -> B`` when
  module ``A`` imports ``B`` while it is being imported: imports at module
  level and in class bodies, not those inside functions or under ``if
  TYPE_CHECKING:``.  ``from P import name`` reads the namespace of ``P``, so
  it is an edge to ``P`` (and to ``P.name`` as well when that is a module):
  a submodule that imports from its own package's ``__init__`` while that
  ``__init__`` imports it is a cycle.  Every strongly connected component of
  more than one module is reported.
* **Modules of at most** :data:`MAX_LINES` **lines.**
* **Nothing below the command line imports it.**  Only modules of a CLI
  package (a dotted name with a ``cli`` part: ``tapyre.cli.ask``,
  ``tapyre_paper_search.cli.search``, ``tapyre_plugin_applauncher.cli``) and
  test harnesses that drive the command line (a ``testing`` part:
  ``tapyre.testing.pytest_plugin``'s ``tapyre_cli`` fixture) may import
  ``tapyre.cli``, at any level.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAX_LINES = 500
CLI_MODULE = "tapyre.cli"


@dataclass(frozen=True)
class Module:
    """One source file: its dotted name, path and whether it is a package's ``__init__``."""

    name: str
    path: Path
    is_package: bool


def source_roots() -> list[Path]:
    """Every ``src`` folder of a package in the repository (the packages and the examples)."""
    roots = sorted(ROOT.glob("*/src")) + sorted(ROOT.glob("examples/*/src"))
    return [root for root in roots if any(root.glob("*/__init__.py"))]


def modules(root: Path) -> list[Module]:
    found = []
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root).with_suffix("")
        parts = relative.parts
        if not parts or any(not part.isidentifier() for part in parts):
            continue  # build folders, egg-info and the like
        is_package = parts[-1] == "__init__"
        name = ".".join(parts[:-1] if is_package else parts)
        found.append(Module(name, path, is_package))
    return found


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def module_level_imports(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """Imports that run when the module is imported (not in functions, not TYPE_CHECKING)."""
    pending: list[ast.stmt] = list(tree.body)
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            pending.extend(node.orelse)
        else:
            for field in ("body", "orelse", "finalbody", "handlers", "cases"):
                for child in getattr(node, field, ()):
                    if isinstance(child, ast.ExceptHandler | ast.match_case):
                        pending.extend(child.body)
                    elif isinstance(child, ast.stmt):
                        pending.append(child)


def all_imports(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement, wherever it is."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node


def imported_names(module: Module, node: ast.Import | ast.ImportFrom) -> Iterator[str]:
    """The dotted names ``node`` depends on: the module it reads, and submodules it imports."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            yield alias.name
        return
    if node.level:
        package = module.name.split(".")
        if not module.is_package:
            package = package[:-1]
        base_parts = package[: len(package) - (node.level - 1)]
        base = ".".join([*base_parts, *([node.module] if node.module else [])])
    else:
        base = node.module or ""
    yield base
    for alias in node.names:
        if alias.name != "*":
            yield f"{base}.{alias.name}"


def import_graph(found: list[Module]) -> dict[str, set[str]]:
    """Module-level import edges between the modules ``found``."""
    known = {m.name for m in found}
    graph: dict[str, set[str]] = {m.name: set() for m in found}
    for module in found:
        tree = ast.parse(module.path.read_text(encoding="utf-8"), str(module.path))
        for node in module_level_imports(tree):
            for name in imported_names(module, node):
                if name in known and name != module.name:
                    graph[module.name].add(name)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def describe(component: list[str], graph: dict[str, set[str]]) -> str:
    members = set(component)
    edges = [f"{a} -> {b}" for a in component for b in sorted(graph[a] & members)]
    return "; ".join(edges)


ROOTS = source_roots()


def test_every_package_is_covered() -> None:
    names = {root.parent.name for root in ROOTS}
    assert {"tapyre-core", "tapyre-llm-ollama", "tapyre-paper-search"} <= names
    assert "tapyre-plugin-hello" in names


@pytest.mark.parametrize("root", ROOTS, ids=[root.parent.name for root in ROOTS])
def test_no_module_level_import_cycle(root: Path) -> None:
    graph = import_graph(modules(root))
    found = cycles(graph)
    assert not found, "module-level import cycles:\n" + "\n".join(
        describe(component, graph) for component in found
    )


@pytest.mark.parametrize("root", ROOTS, ids=[root.parent.name for root in ROOTS])
def test_modules_are_at_most_500_lines(root: Path) -> None:
    long = {
        str(m.path.relative_to(ROOT)): count
        for m in modules(root)
        if (count := len(m.path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long, f"modules over {MAX_LINES} lines (split them by noun): {long}"


def _may_import_the_cli(module: Module) -> bool:
    parts = module.name.split(".")
    return "cli" in parts or "testing" in parts


@pytest.mark.parametrize("root", ROOTS, ids=[root.parent.name for root in ROOTS])
def test_only_command_line_modules_import_the_cli(root: Path) -> None:
    offenders = []
    for module in modules(root):
        if _may_import_the_cli(module):
            continue
        tree = ast.parse(module.path.read_text(encoding="utf-8"), str(module.path))
        for node in all_imports(tree):
            names = set(imported_names(module, node))
            if any(n == CLI_MODULE or n.startswith(f"{CLI_MODULE}.") for n in names):
                offenders.append(f"{module.name} (line {node.lineno})")
    assert not offenders, "modules outside a CLI package import tapyre.cli: " + ", ".join(offenders)


# -- the checks themselves find what they must -----------------------------------


def _graph_of(tmp_path: Path, files: dict[str, str]) -> dict[str, set[str]]:
    for relative, text in files.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return import_graph(modules(tmp_path))


SAMPLES = {
    "importing back from the package's __init__": (
        {
            "pkg/__init__.py": "from pkg._host import Host\n",
            "pkg/_host.py": "from pkg import _loading\n",
            "pkg/_loading.py": "from . import hookspecs\n",
            "pkg/hookspecs.py": "",
        },
        [["pkg", "pkg._host", "pkg._loading"]],
    ),
    "imports in functions and TYPE_CHECKING blocks": (
        {
            "pkg/__init__.py": "from pkg.a import A\n",
            "pkg/a.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n    from pkg import b\n"
                "else:\n    import json\n"
                "class A:\n    def f(self):\n        from pkg import b\n"
            ),
            "pkg/b.py": "from pkg.a import A\n",
        },
        [],
    ),
    "imports in try blocks and class bodies": (
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "try:\n    from .b import B\nexcept ImportError:\n    B = None\n",
            "pkg/b.py": "class B:\n    from pkg import a\n",
        },
        [["pkg.a", "pkg.b"]],
    ),
}
"""Sample packages and the cycles the check must find in them (none where imports do not run)."""


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_cycle_check_finds_what_runs_at_import(tmp_path: Path, sample: str) -> None:
    files, expected = SAMPLES[sample]
    for relative, text in files.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert cycles(import_graph(modules(tmp_path))) == expected
