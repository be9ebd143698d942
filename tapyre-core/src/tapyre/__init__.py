"""Tapyre: a plugin host for an AI assistant.

The public API is re-exported here by name; every other module is private
except :mod:`tapyre.hookspecs` (the plugin contract), :mod:`tapyre.testing`
(helpers for plugin authors), :mod:`tapyre.settings` (typed settings
readers), :mod:`tapyre.mcp`, :mod:`tapyre.agents` (named agents and
delegation), :mod:`tapyre.a2a` (the A2A protocol) and :mod:`tapyre.cli` (the
command line, and helpers for plugins' own commands).
"""

from tapyre._agent import Agent, Conversation
from tapyre._components import Component, LazyCommand, Settings
from tapyre._config import Config, CoreSettings
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
    iter_causes,
)
from tapyre._events import (
    AgentEvent,
    AnswerEvent,
    Confirmer,
    NestedEvent,
    ProgressEvent,
    TokenEvent,
    ToolCallEvent,
    ToolCallRequest,
    ToolResultEvent,
)
from tapyre._host import Host
from tapyre._json import record_json, to_jsonable
from tapyre._llm import LLMProvider, LLMStatus, ServerLLMSettings
from tapyre._llm_choice import LLMChoice
from tapyre._llm_options import LLMOption
from tapyre._loading import PluginRecord, PluginStatus
from tapyre._registry import RegisteredTool
from tapyre._schema import Setting, TableSchema
from tapyre._tools import SIMPLE_PARAMETERS, SideEffect, SimpleTool, Tool, tool
from tapyre._version import __version__
from tapyre.hookspecs import hookimpl

__all__ = [
    "SIMPLE_PARAMETERS",
    "Agent",
    "AgentEvent",
    "AnswerEvent",
    "Component",
    "ComponentNotFoundError",
    "Config",
    "ConfigError",
    "Confirmer",
    "Conversation",
    "CoreSettings",
    "DenseEmbedder",
    "Host",
    "LLMChoice",
    "LLMError",
    "LLMModelNotFoundError",
    "LLMNotConfiguredError",
    "LLMOption",
    "LLMProvider",
    "LLMStatus",
    "LLMToolCallingUnsupportedError",
    "LLMUnreachableError",
    "LazyCommand",
    "NestedEvent",
    "PluginError",
    "PluginRecord",
    "PluginStatus",
    "ProgressEvent",
    "RegisteredTool",
    "ServerLLMSettings",
    "Setting",
    "Settings",
    "SideEffect",
    "SimpleTool",
    "SparseEmbedder",
    "SparseVector",
    "TableSchema",
    "TapyreError",
    "TokenEvent",
    "Tool",
    "ToolCallEvent",
    "ToolCallRequest",
    "ToolError",
    "ToolRefusedError",
    "ToolResultEvent",
    "__version__",
    "hookimpl",
    "iter_causes",
    "record_json",
    "to_jsonable",
    "tool",
]
