"""Bylines and names, round 54 (bylines54), on generated report pages.

A person's head before a colon whose own domain the page prints with their own
mailbox ("jane@jane-smith.org"): the domain is theirs, no firm's (review58).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_bylines50 import _page

# --- a person's own domain with their own mailbox: no firm's (review58) ---------------


@pytest.mark.parametrize(
    ("byline", "extra", "want"),
    [
        ("Prepared by Jane Smith: Owen Price", "jane@jane-smith.org",
         ("Jane Smith", "Owen Price")),
        ("Prepared by Ruth Allen: Owen Price",
         "© 2021 Ruth Allen, www.ruthallen.com, ruth@ruthallen.net",
         ("Ruth Allen", "Owen Price")),
        ("Prepared by Dorka Vale: Owen Price", "dvale@dorkavale.com",
         ("Dorka Vale", "Owen Price")),
        # control: another person's mailbox at the firm's domain names it the firm's
        ("Prepared by Grant Thornton: Ann Lee", "ann.lee@grant-thornton.co.uk", ("Ann Lee",)),
        # control: a firm's role mailbox is no person's
        ("Prepared by Grant Thornton: Ann Lee", "info@grantthornton.com", ("Ann Lee",)),
    ],
)  # fmt: skip
def test_a_persons_own_domain_with_their_mailbox(
    tmp_path: Path, byline: str, extra: str, want: tuple[str, ...]
) -> None:
    assert _page(tmp_path, byline, extra, foot=True) == want
