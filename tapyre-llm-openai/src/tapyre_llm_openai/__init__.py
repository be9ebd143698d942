"""Tapyre LLM provider for any OpenAI-compatible endpoint.

Install it next to ``tapyre-core`` and configure ``[llm.openai]``; the core
finds it through the ``tapyre`` entry point (:mod:`tapyre_llm_openai.plugin`).
"""

from tapyre_llm_openai._provider import OpenAIProvider
from tapyre_llm_openai._settings import OPENAI_BASE_URL, OpenAISettings

__version__ = "0.1.0"

__all__ = ["OPENAI_BASE_URL", "OpenAIProvider", "OpenAISettings", "__version__"]
