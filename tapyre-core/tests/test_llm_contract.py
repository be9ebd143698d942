"""The built-in ``scripted`` provider passes the LLM provider contract (``tapyre.testing``)."""

from __future__ import annotations

from typing import Any

import pytest
from tapyre._builtins import ScriptedProvider
from tapyre.testing import LLMEndpoint, LLMProviderContract, Reply
from tapyre.testing._llm_endpoint import scripted_replies


class TestScriptedContract(LLMProviderContract):
    @pytest.fixture
    def llm_endpoint(self) -> LLMEndpoint:
        settings: dict[str, Any] = {"replies": ["A scripted answer."]}

        def say(*replies: Reply | str) -> None:
            settings["replies"] = scripted_replies(replies)

        return LLMEndpoint(
            ScriptedProvider(),
            settings,
            plugin="tapyre._builtins",
            say=say,
            # the scripted model's way of being a model without tool calling
            no_tools={**settings, "tool_calling": False},
        )
