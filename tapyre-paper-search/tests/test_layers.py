"""The layers hold: the faces (the ``tapyre papers`` commands, the REST API, the
agent/MCP tools) reach the stores, the embedders and the search service only
through the application layer, and nothing outside the CLI package imports it.

Read from the source with :mod:`ast`: every import counts, at module level or
inside a function, except those under ``if TYPE_CHECKING:``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "tapyre_paper_search"

FACES = ("cli", "api", "tools.py", "web")
"""Adapters: parse, call the app, render."""

BEHIND_THE_APP = (
    "tapyre_paper_search.parts",
    "tapyre_paper_search.store",
    "tapyre_paper_search.search.service",
    "tapyre_paper_search.search.retrieval",
    "tapyre_paper_search.pipeline.ingest",
    "tapyre_paper_search.pipeline.journal",
    "tapyre_paper_search.pipeline.maintenance",
)
"""What only the application layer (and the domain below it) builds or calls."""


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, name: str | None = None) -> Iterator[tuple[int, str]]:
    """``(line, imported module)`` of every import outside ``if TYPE_CHECKING:`` in the
    module at ``path`` (named ``name``, by default from its place in the package)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    name = name or _module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]

    def visit(node: ast.AST) -> Iterator[tuple[int, str]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                yield from (item for stmt in child.orelse for item in visit_one(stmt))
                continue
            yield from visit_one(child)

    def visit_one(node: ast.AST) -> Iterator[tuple[int, str]]:
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            yield node.lineno, base
            for alias in node.names:
                yield node.lineno, f"{base}.{alias.name}"
        else:
            yield from visit(node)

    yield from visit(tree)


def _sources(*, inside: tuple[str, ...] | None = None) -> list[Path]:
    paths = sorted(PACKAGE.rglob("*.py"))
    if inside is None:
        return paths
    return [p for p in paths if p.relative_to(PACKAGE).parts[0] in inside]


def _hits(path: Path, prefixes: tuple[str, ...]) -> list[str]:
    return [
        f"{path.relative_to(PACKAGE)}:{line} imports {name}"
        for line, name in _imports(path)
        if any(name == p or name.startswith(f"{p}.") for p in prefixes)
    ]


def test_the_faces_reach_the_parts_only_through_the_app() -> None:
    offenders = [hit for path in _sources(inside=FACES) for hit in _hits(path, BEHIND_THE_APP)]
    assert offenders == []


def test_nothing_outside_the_cli_package_imports_it() -> None:
    outside = [p for p in _sources() if p.relative_to(PACKAGE).parts[0] != "cli"]
    assert len(outside) > 50
    offenders = [hit for path in outside for hit in _hits(path, ("tapyre_paper_search.cli",))]
    assert offenders == []


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("from tapyre_paper_search.store.sql import SqlMetadataStore", True),
        ("def f():\n    from tapyre_paper_search import parts\n", True),
        (
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    import tapyre_paper_search.parts\n",
            False,
        ),
        ("from tapyre_paper_search.search import SearchOptions", False),
    ],
)
def test_the_check_sees_imports_anywhere_but_type_checking_blocks(
    tmp_path: Path, source: str, found: bool
) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(source, encoding="utf-8")
    hits = [
        name
        for _, name in _imports(probe, "tapyre_paper_search.cli.probe")
        if any(name == p or name.startswith(f"{p}.") for p in BEHIND_THE_APP)
    ]
    assert bool(hits) is found, hits
