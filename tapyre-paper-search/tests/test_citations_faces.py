"""What a paper cites and what cites it, through the faces: ``tapyre papers show``
(text and ``--json``), ``GET /papers/{id}/citations`` on a real server and the
``paper_citations`` agent tool (served by ``tapyre mcp serve``), over PDFs ingested
by the real CLI (SQLite, Qdrant Edge)."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from api_server import running
from pdf_samples import TITLE, write_paper
from pipeline_helpers import hash_host
from tapyre import ToolError
from tapyre_paper_search.tools import build_tools
from test_cli_papers import _Papers
from test_pipeline_references import CITING_TITLE, _citing_paper


@pytest.fixture
def papers(tmp_path: Path) -> _Papers:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "cited.pdf")
    _citing_paper(folder / "citing.pdf")
    papers = _Papers(hash_host(tmp_path / "data", workers=1))
    ingest = papers("ingest", "-q", str(folder))
    assert ingest.exit_code == 0, ingest.output
    return papers


def test_show_says_what_a_paper_cites_and_what_cites_it(papers: _Papers) -> None:
    cited, citing = papers.paper_id("Sparse Retrieval"), papers.paper_id("Citation Graphs")

    shown = papers("show", citing)
    assert shown.exit_code == 0, shown.output
    assert "references  3 (1 in this collection)" in shown.output
    # Only the entry naming a stored paper is listed by default, with that paper's id.
    cites = shown.output.split("Cites\n", 1)[1]
    assert "[1] A. Lovelace, A. Turing (2021). Sparse retrieval for scientific claims" in cites
    assert f"-> {cited}" in cites and "Hopper" not in cites
    # The picture page without a text layer is noted with how it was read.
    assert "page 4      " in shown.output and "no-text-layer" in shown.output

    every = papers("show", citing, "--references").output
    listed = every.split("References\n", 1)[1]
    assert "[2] G. Hopper (1952). Compilers for everyone" in listed
    assert "doi:10.1145/609784.609818" in listed and "arXiv:1905.01234" in listed

    other = papers("show", cited).output
    assert "cited by    1 in this collection" in other
    assert f"Cited by\n  {citing}  {CITING_TITLE}" in other
    assert "references  " not in other  # its own list is empty: no row

    data = json.loads(papers("show", citing, "--json").output)
    assert data["references_kept"] is True
    assert [(r["number"], r["cited_paper_id"]) for r in data["references"]] == [
        (1, cited),
        (2, None),
        (3, None),
    ]
    assert data["references"][2]["arxiv_id"] == "1905.01234"
    assert data["cited_by"] == []
    assert [(n["number"], n["note"].split(";")[0]) for n in data["page_notes"]] == [
        (4, "no-text-layer")
    ]
    assert json.loads(papers("show", cited, "--json").output)["cited_by"] == [
        {"paper_id": citing, "title": CITING_TITLE, "year": None, "number": 1}
    ]


def test_the_api_serves_citations(papers: _Papers) -> None:
    from tapyre_paper_search.api import create_app
    from tapyre_paper_search.app import PaperSearchApp

    cited, citing = papers.paper_id("Sparse Retrieval"), papers.paper_id("Citation Graphs")
    with (
        running(create_app(PaperSearchApp.of(papers.host))) as url,
        httpx.Client(base_url=url, timeout=30.0) as http,
    ):
        body = http.get(f"/papers/{citing}/citations").json()
        assert body["paper_id"] == citing
        assert [r["title"] for r in body["references"]] == [
            "Sparse retrieval for scientific claims",
            "Compilers for everyone: a practical account",
            "Sleep spindles and memory consolidation in adults",
        ]
        assert body["references"][0]["cited_paper_id"] == cited
        back = http.get(f"/papers/{cited}/citations", params={"limit": 1}).json()
        assert [c["paper_id"] for c in back["cited_by"]] == [citing]
        assert http.get(f"/papers/{cited}").json()["metadata"]["title"] == TITLE
        missing = http.get("/papers/2499.99999/citations")
        assert missing.status_code == 404 and "2499.99999" in missing.json()["error"]
        assert http.get(f"/papers/{cited}/citations", params={"limit": 0}).status_code == 422


def test_the_citations_tool_says_what_a_paper_cites_and_what_cites_it(papers: _Papers) -> None:
    cited, citing = papers.paper_id("Sparse Retrieval"), papers.paper_id("Citation Graphs")
    tool = {t.name: t for t in build_tools(host=papers.host)}["paper_citations"]
    assert tool.side_effects == frozenset()  # read-only: served without asking
    assert tool.parameters["required"] == ["paper_id"]

    text = tool.invoke({"paper_id": citing})
    assert text.splitlines()[0] == (
        f"{citing}: 3 references (1 in this collection), cited by 0 papers of this collection."
    )
    cites = text.split("Cites (in this collection):\n", 1)[1]
    assert "[1] A. Lovelace, A. Turing (2021). Sparse retrieval for scientific claims" in cites
    assert f"-> {cited}" in cites and "Hopper" not in cites

    every = tool.invoke({"paper_id": citing, "every_reference": True})
    listed = every.split("References:\n", 1)[1]
    assert "[2] G. Hopper (1952). Compilers for everyone" in listed
    assert "arXiv:1905.01234" in listed

    # By a unique id prefix, from the cited side.
    other = tool.invoke({"paper_id": cited[:12]})
    assert f"Cited by (in this collection):\n  {citing}  {CITING_TITLE}" in other
    assert ", entry [1]" in other

    for bad in ("no-such-paper-id", "  "):
        with pytest.raises(ToolError):
            tool.invoke({"paper_id": bad})
