"""Issue 12's "done when": a plugin with a tool, a data provider and a dense
embedder, written from docs/plugins.md alone, works in a fresh venv with
``tapyre ask`` and ``tapyre papers ingest``/``search``.

The package is the one ``tapyre plugins new labnotes`` writes, extended by
following the guide's walk-through as written (:mod:`plugin_docs`).  The venv
has tapyre-core, tapyre-paper-search and the plugin, and no torch: the plugin's
embedder is the only dense embedder that can be built there.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from plugin_docs import extend_plugin, load_example
from venvs import ROOT, Venv, assert_ok, build_venv, link_requirements, run_package_tests

pytestmark = pytest.mark.slow

PAPER_SEARCH = ROOT / "tapyre-paper-search"
NOTES = {
    "coral.txt": "Coral bleaching under marine heatwaves\n"
    "Reef corals expel their algae when the sea is too warm; we count bleached reefs.",
    "sleep.txt": "Sleep spindles and memory consolidation\n"
    "Slow-wave sleep replays the day's memories; spindles predict recall the next morning.",
    "perovskite.txt": "Stable perovskite solar cells\n"
    "Encapsulated perovskite cells keep their efficiency for a thousand hours of sunlight.",
    "blank.txt": "\n\n",
}


@pytest.fixture(scope="module")
def plugin_venv(tmp_path_factory: pytest.TempPathFactory) -> Venv:
    where = tmp_path_factory.mktemp("paper-plugin")
    writer = build_venv(where / "writer")
    assert_ok(writer.run("plugins", "new", "labnotes", "--dir", str(where)))
    package = where / "tapyre-plugin-labnotes"
    extend_plugin(package, "labnotes")
    return build_venv(where / "fresh", PAPER_SEARCH, package)


@pytest.fixture(scope="module")
def notes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("notes")
    for name, text in NOTES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def _configure(venv: Venv, replies: list[object]) -> None:
    script = venv.home / "script.json"
    script.write_text(json.dumps(replies), encoding="utf-8")
    data_dir = venv.home / "papers"
    venv.config.write_text(
        "\n".join(
            [
                "[core]",
                'llm = "scripted"',
                "[llm.scripted]",
                f"script = {json.dumps(str(script))}",
                "[papers]",
                f"data_dir = {json.dumps(str(data_dir))}",
                'dense_embedder = "hashing"',
                'sparse_embedder = "none"',
                "workers = 1",
                "[embedders.hashing]",
                "dimension = 128",
                "",
            ]
        ),
        encoding="utf-8",
    )


def test_the_extended_plugin_is_loaded_with_all_it_registers(plugin_venv: Venv) -> None:
    _configure(plugin_venv, [])
    result = plugin_venv.run("plugins", "list")
    assert_ok(result)
    row = next(line for line in result.stdout.splitlines() if line.startswith("labnotes "))
    assert row.split(maxsplit=4) == [
        "labnotes",
        "tapyre-plugin-labnotes",
        "0.1.0",
        "loaded",
        "tools: greet, list_notes; embedders: hashing; data_providers: notes; "
        "settings: tools.labnotes",
    ]
    # no torch to fall back on: the searches below can only use the plugin's embedder
    probe = subprocess.run(
        [str(plugin_venv.python), "-c", "import importlib.util as u; print(u.find_spec('torch'))"],
        env=plugin_venv.env(),
        capture_output=True,
        text=True,
        check=True,
    )
    assert probe.stdout.strip() == "None"


def test_the_extended_plugin_still_passes_its_own_tests(plugin_venv: Venv) -> None:
    link_requirements(plugin_venv, "pytest>=8")
    package = plugin_venv.path.parents[1] / "tapyre-plugin-labnotes"
    tests = run_package_tests(plugin_venv, package)
    assert tests.returncode == 0, tests.stdout + tests.stderr
    assert "4 passed" in tests.stdout


def test_ask_calls_the_plugin_tool_and_its_output_reaches_the_answer(
    plugin_venv: Venv, notes: Path
) -> None:
    _configure(
        plugin_venv,
        [
            {"tool_calls": [{"name": "list_notes", "args": {"folder": str(notes)}}]},
            "Your notes:\n{tool_result}",
        ],
    )
    result = plugin_venv.run("ask", f"Which notes are in {notes}?")
    assert_ok(result)
    assert result.stdout.strip().splitlines() == [
        "Your notes:",
        "blank.txt: (empty)",
        "coral.txt: Coral bleaching under marine heatwaves",
        "perovskite.txt: Stable perovskite solar cells",
        "sleep.txt: Sleep spindles and memory consolidation",
    ]
    assert "→ labnotes:list_notes" in result.stderr


def test_ingest_from_the_plugin_provider_with_the_plugin_embedder_then_search(
    plugin_venv: Venv, notes: Path
) -> None:
    _configure(plugin_venv, [])
    ingest = plugin_venv.run("papers", "ingest", f"notes:{notes}", "--json")
    assert_ok(ingest)
    summary = json.loads(ingest.stdout)
    assert (summary["stored"], summary["failed"]) == (3, 1), summary

    failures = plugin_venv.run("papers", "failures")
    assert_ok(failures)
    assert f"empty            {notes / 'blank.txt'}" in failures.stdout

    # the collection was built with the plugin's embedder, at the configured width
    stats = plugin_venv.run("papers", "stats", "--json")
    assert_ok(stats)
    assert "hashing-128" in stats.stdout

    # dense search ranks the papers as the plugin's embedder does
    embedder = load_example("hashing_embedder.py").HashingEmbedder(128)
    query = "why do warm seas bleach coral reefs"
    titles = {f"notes:{Path(n).stem}": t.split("\n", 1) for n, t in NOTES.items() if t.strip()}
    ids = sorted(titles)
    scores = (
        embedder.embed_papers([(titles[i][0], titles[i][1]) for i in ids])
        @ (embedder.embed_queries([query])[0])
    )
    expected = [ids[i] for i in scores.argsort()[::-1]]
    search = plugin_venv.run(
        "papers", "search", query, "--mode", "dense", "--level", "paper", "--json"
    )
    assert_ok(search)
    found = [hit["paper_id"] for hit in json.loads(search.stdout)["papers"]]
    assert found == expected and found[0] == "notes:coral", (found, expected)

    # a missing folder is one line naming it, and nothing stored is lost
    missing = plugin_venv.run("papers", "ingest", f"notes:{notes / 'nope'}")
    assert missing.returncode == 1
    assert missing.stderr.strip().splitlines()[-1] == (
        f"error: the notes folder {notes / 'nope'} does not exist. "
        "Give notes:FOLDER with a folder of .txt files."
    )
    assert missing.stderr.count("error:") == 1 and "Traceback" not in missing.stderr
    again = plugin_venv.run("papers", "search", "sleep memory", "--mode", "dense", "--json")
    assert json.loads(again.stdout)["papers"][0]["paper_id"] == "notes:sleep"
