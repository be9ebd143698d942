"""Parts of the Ray executor that need no Ray: the rate limiter's slot keeping, and
the error without Ray."""

from __future__ import annotations

import itertools
import sys

import pytest


def test_slots_are_spaced_by_the_interval_and_a_hold_pushes_them_back() -> None:
    from tapyre_paper_search.distributed.ratelimit import SLACK_S, SlotKeeper

    keeper = SlotKeeper()
    delays = [keeper.reserve(3.0) for _ in range(4)]
    assert delays[0] == 0.0
    # Each caller waits one interval (plus the slack) longer than the one before.
    for before, after in itertools.pairwise(delays):
        assert after - before == pytest.approx(3.0 + SLACK_S, abs=0.05)
    keeper.hold(100.0)
    assert keeper.reserve(3.0) == pytest.approx(100.0, abs=0.5)


def test_without_ray_one_line_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    from tapyre import TapyreError
    from tapyre_paper_search.distributed import RayUnavailableError, require_ray

    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(RayUnavailableError) as caught:
        require_ray()
    assert isinstance(caught.value, TapyreError)
    message = str(caught.value)
    assert "pip install 'tapyre-paper-search[ray]'" in message
    assert "\n" not in message
