"""``[papers] ingest_roots``: which paths a client may have the server ingest, checked on
real folders and links before anything is opened; the hand-off token of the server's
own user."""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.api.roots import IngestRoots, is_path_source
from tapyre_paper_search.api.server_record import ServerRecord, is_handoff, new_handoff_token
from tapyre_paper_search.errors import ForbiddenSourceError, SourceError


@pytest.fixture
def layout(tmp_path: Path) -> dict[str, Path]:
    allowed = tmp_path / "library"
    (allowed / "2024").mkdir(parents=True)
    (allowed / "2024" / "a.pdf").write_bytes(b"%PDF-1.4")
    secret = tmp_path / "home" / ".ssh"
    secret.mkdir(parents=True)
    (secret / "id_ed25519").write_text("-----BEGIN OPENSSH PRIVATE KEY-----")
    return {"allowed": allowed, "secret": secret}


def test_sources_that_are_paths() -> None:
    for source in ("/data/pdfs", "./pdfs", "~/papers", "pdfs/2024", "C:\\papers", "C:papers"):
        assert is_path_source(source), source
    for source in ("arxiv:2401.00001..2401.00010", "zotero:library", ""):
        assert not is_path_source(source), source


def test_paths_inside_the_roots_pass(layout: dict[str, Path]) -> None:
    roots = IngestRoots.of([layout["allowed"]])
    roots.check([str(layout["allowed"]), str(layout["allowed"] / "2024" / "a.pdf")])
    roots.check(["arxiv:2401.00001..2401.00002"])  # not a path


def test_a_path_outside_the_roots_is_refused(layout: dict[str, Path]) -> None:
    roots = IngestRoots.of([layout["allowed"]])
    secret = str(layout["secret"] / "id_ed25519")
    with pytest.raises(ForbiddenSourceError) as refused:
        roots.check([str(layout["allowed"]), secret])
    assert f"'{secret}' is outside the folders this server may ingest from" in str(refused.value)
    assert "ingest_roots" in str(refused.value)
    assert isinstance(refused.value, SourceError)
    dotdot = str(layout["allowed"] / ".." / "home" / ".ssh")
    with pytest.raises(ForbiddenSourceError):
        roots.check([dotdot])


def test_a_link_leaving_the_roots_is_refused_whether_named_or_inside_a_folder(
    layout: dict[str, Path],
) -> None:
    roots = IngestRoots.of([layout["allowed"]])
    link = layout["allowed"] / "keys.pdf"
    link.symlink_to(layout["secret"] / "id_ed25519")
    with pytest.raises(ForbiddenSourceError, match="it is a link leading out"):
        roots.check([str(link)])
    with pytest.raises(ForbiddenSourceError, match=r"holds a link leading outside .*'keys.pdf'"):
        roots.check([str(layout["allowed"])])
    link.unlink()
    (layout["allowed"] / "2024" / "more").symlink_to(layout["secret"])  # a folder link
    with pytest.raises(ForbiddenSourceError, match=r"'2024/more'"):
        roots.check([str(layout["allowed"])])


def test_a_link_inside_the_roots_is_fine(layout: dict[str, Path]) -> None:
    (layout["allowed"] / "same.pdf").symlink_to(layout["allowed"] / "2024" / "a.pdf")
    IngestRoots.of([layout["allowed"]]).check([str(layout["allowed"])])


def test_without_roots_no_path_is_accepted(layout: dict[str, Path]) -> None:
    with pytest.raises(
        ForbiddenSourceError, match=r"ingest_roots\] is empty|ingest_roots is empty"
    ):
        IngestRoots().check([str(layout["allowed"])])
    IngestRoots().check(["arxiv:2401.00001..2401.00002"])


def test_the_handoff_token_counts_only_from_loopback() -> None:
    token = new_handoff_token()
    assert len(token) >= 40 and token != new_handoff_token()
    assert is_handoff(token, token, "127.0.0.1")
    assert is_handoff(token, token, "::1")
    assert not is_handoff(token, token, "192.168.1.9")
    assert not is_handoff(token, token[:-1] + "x", "127.0.0.1")
    assert not is_handoff(token, None, "127.0.0.1")
    assert not is_handoff(None, token, "127.0.0.1")
    record = ServerRecord(1, "http://127.0.0.1:1", "now", api_key="k", handoff=token)
    assert record.client_headers() == {"Authorization": "Bearer k", "X-Tapyre-Handoff": token}
    assert token not in repr(record)
    assert ServerRecord.from_dict({"pid": 1, "url": "u", "handoff": token}).handoff == token
