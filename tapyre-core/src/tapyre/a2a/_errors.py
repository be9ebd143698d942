"""The A2A package's error, and the check that the SDK is installed."""

from __future__ import annotations

from tapyre.agents._budget import DelegationError


class A2AError(DelegationError):
    """An A2A agent could not be reached, served, or spoke the protocol wrongly.

    One line naming the agent and what to do; during a delegation the
    calling model is told, as for any failed tool call.
    """


def require_sdk() -> None:
    """Import the A2A SDK or raise :class:`A2AError` naming the extra to install."""
    try:
        import a2a.client  # noqa: F401
    except ImportError:
        raise A2AError(
            "A2A needs the a2a-sdk package, which is not installed",
            hint='Install it with: pip install "tapyre-core[a2a]".',
        ) from None
