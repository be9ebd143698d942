"""Round 49's second review (review56): front48's printed mail and the list that sent it.

A mail with no sign-off named its sender (front48): a list's or a program's sender
("Ecology Mailing List <ecology-l@…>", "Preprint Bot <noreply@…>", "Mailer Daemon")
was read as the message's author, and a member's message relayed by the list ("Ann Lee
via ecology-l <ecology-l@…>") named nobody.  ``mailsign.sender_person`` reads the
person or nobody; a plain sender and a sign-off read as before (labelled controls).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import mailsign
from test_pdf_front_matter_front48 import _MAIL_TITLE, _mail_record

_NO_SIGNOFF = ["Best performance was reached in the"]


def _sent_by(tmp_path: Path, sender: str, signoff: list[str]) -> tuple[str, tuple[str, ...]]:
    rows = [("From:", sender), ("Date:", "3 Sep 2013"), ("Subject:", f"[preprint] {_MAIL_TITLE}")]
    return _mail_record(tmp_path, rows, signoff)


@pytest.mark.parametrize(
    "sender",
    [
        "Ecology Mailing List <ecology-l@lists.example.org>",
        "Preprint Bot <noreply@example.org>",
        "Mailer Daemon <mailer-daemon@example.org>",
    ],
)
def test_a_list_or_a_program_sending_the_mail_is_no_author(tmp_path: Path, sender: str) -> None:
    """Fails on 8175a405: the robot's name was the author."""
    assert _sent_by(tmp_path, sender, _NO_SIGNOFF) == (_MAIL_TITLE, ())


def test_a_members_mail_relayed_by_the_list_names_the_member(tmp_path: Path) -> None:
    """Fails on 8175a405: nobody was read."""
    found = _sent_by(tmp_path, "Ann Lee via ecology-l <ecology-l@lists.example.org>", _NO_SIGNOFF)
    assert found == (_MAIL_TITLE, ("Ann Lee",))


@pytest.mark.parametrize(
    ("value", "person"),
    [
        ("Ann Lee via ecology-l <ecology-l@lists.example.org>", "Ann Lee"),
        ("ecology-l on behalf of Ann Lee <ecology-l@lists.example.org>", "Ann Lee"),
        ("Google Scholar Alerts <scholaralerts-noreply@example.com>", ""),
    ],
)
def test_sender_person_reads_the_person_or_nobody(value: str, person: str) -> None:
    """Fails on 8175a405: no such reader."""
    assert mailsign.sender_person(value) == person


def test_control_a_plain_sender_is_the_author(tmp_path: Path) -> None:
    """Control (passes on 8175a405 too)."""
    found = _sent_by(tmp_path, "Ann Lee <alee@example.org>", _NO_SIGNOFF)
    assert found == (_MAIL_TITLE, ("Ann Lee",))


def test_control_a_lists_mail_with_a_signoff_names_its_signers(tmp_path: Path) -> None:
    """Control (passes on 8175a405 too): the sign-off names everybody."""
    sender = "Ecology Mailing List <ecology-l@lists.example.org>"
    found = _sent_by(tmp_path, sender, ["Best wishes,", "Ann Lee and Bo Chen"])
    assert found == (_MAIL_TITLE, ("Ann Lee", "Bo Chen"))
