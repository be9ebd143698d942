"""Reading docs/plugins.md's paper-search plugin guide, and following it.

The guide's examples are files under ``docs/examples/`` that the guide shows
verbatim; its other steps are code blocks marked by their first line (the
file they change).  :func:`extend_plugin` applies those steps, as written, to a
package that ``tapyre plugins new NAME`` wrote, so a test of the result tests
what a reader of the guide gets.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "plugins.md"
EXAMPLES = ROOT / "docs" / "examples"

_SAVE_AS = re.compile(
    r"^# docs/examples/[\w.]+: save as ((?:src/tapyre_plugin_NAME|tests)/[\w.]+\.py)$"
)


def load_example(name: str) -> ModuleType:
    """The module ``docs/examples/NAME``, imported from its file."""
    spec = importlib.util.spec_from_file_location(f"docs_example_{name[:-3]}", EXAMPLES / name)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def code_blocks(language: str = "") -> list[str]:
    """The guide's fenced code blocks (of ``language``, when given), in order, each
    dedented by its fence's indentation (blocks inside list items are indented)."""
    blocks: list[str] = []
    fence: tuple[str, str] | None = None  # (indentation, language) of the open block
    body: list[str] = []
    for line in GUIDE.read_text(encoding="utf-8").splitlines():
        stripped = line.lstrip(" ")
        if fence is None:
            if stripped.startswith("```"):
                fence, body = (line[: len(line) - len(stripped)], stripped[3:].strip()), []
            continue
        if stripped == "```":
            if not language or fence[1] == language:
                blocks.append("".join(f"{b}\n" for b in body))
            fence = None
            continue
        assert not line.strip() or line.startswith(fence[0]), f"badly indented: {line!r}"
        body.append(line[len(fence[0]) :])
    return blocks


def marked_block(first_line: str) -> str:
    """The one code block of the guide whose first line is ``first_line``, without it."""
    found = [b for b in code_blocks() if b.splitlines()[0] == first_line]
    assert len(found) == 1, f"{len(found)} blocks of docs/plugins.md start with {first_line!r}"
    return found[0].split("\n", 1)[1]


def examples() -> list[Path]:
    """The example modules under docs/examples/."""
    return sorted(EXAMPLES.glob("*.py"))


def save_as(example: Path) -> str:
    """Where the guide says to save ``example`` in a plugin (``src/tapyre_plugin_NAME/…``,
    or ``tests/…`` for a test module)."""
    first = example.read_text(encoding="utf-8").splitlines()[0]
    match = _SAVE_AS.match(first)
    assert match, f"{example.name}: the first line must say where to save it, not {first!r}"
    return match.group(1)


PAPER_PLUGIN_EXAMPLES = ("notes_provider.py", "hashing_embedder.py", "notes_tool.py")
"""The examples the guide's walk-through adds to a new plugin."""


def extend_plugin(package: Path, name: str) -> None:
    """Follow the guide's walk-through on ``package`` (written by ``plugins new NAME``):
    the dependencies, the example modules, the imports and the tool's registration."""
    module = package / "src" / f"tapyre_plugin_{name}" / "__init__.py"

    pyproject = package / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    dependencies = marked_block("# pyproject.toml: the dependencies")
    text, count = re.subn(r"^dependencies = \[.*?\]\n", dependencies, text, flags=re.M | re.S)
    assert count == 1, text
    pyproject.write_text(text, encoding="utf-8")

    for example in PAPER_PLUGIN_EXAMPLES:
        source = EXAMPLES / example
        target = package / save_as(source).replace("NAME", name)
        target.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")

    code = module.read_text(encoding="utf-8")
    imports = marked_block("# src/tapyre_plugin_NAME/__init__.py: after the imports")
    imports = imports.replace("NAME", name)
    last_import = max(
        i for i, line in enumerate(code.splitlines()) if line.startswith(("import ", "from "))
    )
    lines = code.splitlines(keepends=True)
    lines.insert(last_import + 1, imports)
    code = "".join(lines)
    hook = marked_block("# src/tapyre_plugin_NAME/__init__.py: the tools hook becomes")
    code, count = re.subn(
        r"^@hookimpl\ndef tapyre_register_tools\(.*?(?=^\S)",
        lambda _: hook + "\n\n",
        code,
        flags=re.M | re.S,
    )
    assert count == 1, code
    module.write_text(code, encoding="utf-8")


LLM_PROVIDER_EXAMPLES = ("lmstudio_provider.py", "lmstudio_contract.py")
"""The guide's third-party LLM provider and its contract run."""


def add_llm_provider(package: Path, name: str) -> None:
    """Follow the guide's "Testing a provider: the contract" on ``package`` (written by
    ``plugins new NAME``): the dependencies, the provider, its contract test and its hook."""
    pyproject = package / "pyproject.toml"
    dependencies = marked_block("# pyproject.toml: an LLM provider's dependencies")
    text, count = re.subn(
        r"^dependencies = \[.*?\]\n",
        dependencies,
        pyproject.read_text(encoding="utf-8"),
        flags=re.M | re.S,
    )
    assert count == 1, text
    pyproject.write_text(text, encoding="utf-8")
    for example in LLM_PROVIDER_EXAMPLES:
        source = EXAMPLES / example
        target = package / save_as(source).replace("NAME", name)
        target.write_text(source.read_text(encoding="utf-8").replace("NAME", name), "utf-8")
    module = package / "src" / f"tapyre_plugin_{name}" / "__init__.py"
    hook = marked_block("# src/tapyre_plugin_NAME/__init__.py: the provider's hook")
    code = module.read_text(encoding="utf-8").rstrip() + "\n\n\n" + hook.replace("NAME", name)
    module.write_text(code, encoding="utf-8")
