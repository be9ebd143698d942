"""The word-processor corpus's LibreOffice step and raw WordprocessingML, with a stand-in
``soffice`` (a script that records its arguments and converts nothing)."""

from __future__ import annotations

import sys
from pathlib import Path

import docx
import pytest
from docx.oxml.ns import qn

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from office_corpus import convert as convert_module
from office_corpus.docx_parts import continuous_section, paragraph, rule


@pytest.fixture
def fake_soffice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A stand-in soffice that writes its arguments, one call a line, to the log returned."""
    log = tmp_path / "calls.log"
    script = tmp_path / "soffice"
    script.write_text(f'#!/bin/sh\necho "$@" >> {log}\n', encoding="utf-8")
    script.chmod(0o755)
    monkeypatch.setattr(convert_module, "soffice", lambda: str(script))
    return log


def test_a_pdf_left_by_an_earlier_build_is_no_conversion(
    tmp_path: Path, fake_soffice: Path
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "train-0000-ieee.pdf").write_bytes(b"%PDF-1.4 from an earlier build")
    source = tmp_path / "train-0000-ieee.docx"
    source.write_bytes(b"")
    assert convert_module.convert([source], out) == [source]


def test_each_conversion_has_its_own_profile_unless_one_is_named(
    tmp_path: Path, fake_soffice: Path
) -> None:
    source = tmp_path / "a.docx"
    source.write_bytes(b"")
    convert_module.convert([source], tmp_path)
    convert_module.convert([source], tmp_path)
    convert_module.convert([source], tmp_path, tmp_path / "named")
    profiles = [
        word.split("=", 1)[1]
        for line in fake_soffice.read_text(encoding="utf-8").splitlines()
        for word in line.split()
        if word.startswith("-env:UserInstallation=")
    ]
    assert len(profiles) == 3 and len(set(profiles)) == 3
    assert profiles[2] == (tmp_path / "named").resolve().as_uri()
    for uri in profiles[:2]:  # temporary, removed after the call
        assert not Path(uri.removeprefix("file://")).exists()


def test_columns_and_borders_stand_where_the_schema_puts_them() -> None:
    document = docx.Document()
    para = paragraph(document, "ruled", before=3, align="centre")
    rule(para, "top")
    rule(para)
    tags = [child.tag for child in para._p.pPr]
    assert tags.index(qn("w:pBdr")) < tags.index(qn("w:spacing")) < tags.index(qn("w:jc"))
    assert [b.tag for b in para._p.pPr.find(qn("w:pBdr"))] == [qn("w:top"), qn("w:bottom")]
    section = continuous_section(document, 2)
    tags = [child.tag for child in section._sectPr]
    assert tags.count(qn("w:cols")) == 1
    assert tags.index(qn("w:cols")) < tags.index(qn("w:docGrid"))
