"""Tapyre: a plugin host for an AI assistant.

The public API is re-exported here by name; every other module is private
except :mod:`tapyre.hookspecs` (the plugin contract), :mod:`tapyre.testing`
(helpers for plugin authors) and :mod:`tapyre.cli`.
"""

from tapyre._components import Component, LazyCommand, Settings
from tapyre._embedding import DenseEmbedder, SparseEmbedder, SparseVector
from tapyre._errors import (
    ComponentNotFoundError,
    ConfigError,
    LLMError,
    LLMModelNotFoundError,
    LLMNotConfiguredError,
    LLMToolCallingUnsupportedError,
    LLMUnreachableError,
    PluginError,
    TapyreError,
    ToolError,
    ToolRefusedError,
)
from tapyre._llm import LLMProvider, LLMStatus
from tapyre._tools import SIMPLE_PARAMETERS, SideEffect, SimpleTool, Tool, tool
from tapyre._version import __version__
from tapyre.hookspecs import hookimpl

__all__ = [
    "SIMPLE_PARAMETERS",
    "Component",
    "ComponentNotFoundError",
    "ConfigError",
    "DenseEmbedder",
    "LLMError",
    "LLMModelNotFoundError",
    "LLMNotConfiguredError",
    "LLMProvider",
    "LLMStatus",
    "LLMToolCallingUnsupportedError",
    "LLMUnreachableError",
    "LazyCommand",
    "PluginError",
    "Settings",
    "SideEffect",
    "SimpleTool",
    "SparseEmbedder",
    "SparseVector",
    "TapyreError",
    "Tool",
    "ToolError",
    "ToolRefusedError",
    "__version__",
    "hookimpl",
    "tool",
]
