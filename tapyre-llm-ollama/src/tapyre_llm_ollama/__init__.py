"""Tapyre LLM provider for Ollama.

Install it next to ``tapyre-core`` and configure ``[llm.ollama]``; the core
finds it through the ``tapyre`` entry point (:mod:`tapyre_llm_ollama.plugin`).
"""

from tapyre_llm_ollama._provider import OllamaProvider
from tapyre_llm_ollama._settings import DEFAULT_BASE_URL, OllamaSettings

__version__ = "0.1.0"

__all__ = ["DEFAULT_BASE_URL", "OllamaProvider", "OllamaSettings", "__version__"]
