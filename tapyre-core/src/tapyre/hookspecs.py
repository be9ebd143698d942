"""The hooks a Tapyre plugin can implement.

A plugin is a module (or object) named by an entry point in the ``tapyre``
group.  It implements any of the hooks below with the :data:`tapyre.hookimpl`
marker.  Every hook hands the plugin a ``register`` callback; the plugin calls
it once per thing it provides.  A hook implementation may omit parameters it
does not use (pluggy passes only those it names).

Registering must stay cheap: do not import torch, transformers, a model or a
database driver at import time or inside a hook.  Register factories; build
heavy objects on first use.

The host calls each plugin's hooks through pluggy (one plugin at a time, so
that a plugin's error stays its own), so wrapper implementations,
``tryfirst``/``trylast`` and pluggy's hook-call monitoring apply; see "How
hooks are called" in ``docs/plugins.md``.

Every hook below is documented in ``docs/plugins.md`` (a test checks this).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    import click

    from tapyre._components import Component, LazyCommand
    from tapyre._config import Config
    from tapyre._embedding import DenseEmbedder, SparseEmbedder
    from tapyre._host import Host
    from tapyre._llm import LLMProvider
    from tapyre._schema import TableSchema
    from tapyre._tools import SimpleTool, Tool

PROJECT_NAME = "tapyre"
"""The pluggy project name and the entry-point group plugins are listed under."""

hookspec = pluggy.HookspecMarker(PROJECT_NAME)
hookimpl = pluggy.HookimplMarker(PROJECT_NAME)


# ---------------------------------------------------------------------------
# Language models
# ---------------------------------------------------------------------------


@hookspec
def tapyre_register_llm_providers(register: Callable[[LLMProvider], None]) -> None:
    """Register LLM providers.

    :param register: call with an :class:`~tapyre.LLMProvider` instance.  Its
        ``name`` is how users select it (``[core] llm = "NAME"``, ``--llm NAME``)
        and the configuration table it reads (``[llm.NAME]``).  Names are
        unique across plugins; a second provider with a taken name is rejected
        and reported by ``tapyre plugins doctor``.
    """


# ---------------------------------------------------------------------------
# Tools for the agent
# ---------------------------------------------------------------------------


@hookspec
def tapyre_register_tools(
    register: Callable[[Tool | SimpleTool], None], config: Config, host: Host
) -> None:
    """Register tools the agent may call.

    :param register: call with a :class:`~tapyre.Tool` or any object with
        ``name``, ``description`` and ``run(text) -> str``.  The host gives each
        tool the stable id ``PLUGIN:NAME``.  When two plugins register the same
        name the clash is reported and the model sees both under
        ``PLUGIN_NAME`` names.
    :param config: the host's configuration, read-only.  Tools should read
        their settings lazily, when called, so that registering stays cheap.
    :param host: the host registering the tools.  A tool that needs other
        parts (a store, an embedder, the chat model the user picked with
        ``--llm``) keeps this reference and builds them through it when called,
        so an application's host, set up in code, is the one used.
    """


# ---------------------------------------------------------------------------
# Data providers, embedders and stores (used by tapyre-paper-search and others)
# ---------------------------------------------------------------------------


@hookspec
def tapyre_register_data_providers(register: Callable[[Component[Any]], None]) -> None:
    """Register data providers: sources of documents to ingest.

    :param register: call with a :class:`~tapyre.Component` whose ``kind`` names
        the records it yields (``"papers"`` for
        :class:`tapyre_paper_search` providers) and whose ``factory`` receives
        the ``[data_providers.NAME]`` settings.  The built object's interface is
        defined by the consumer of that kind.
    """


@hookspec
def tapyre_register_embedders(
    register: Callable[[Component[DenseEmbedder | SparseEmbedder]], None],
) -> None:
    """Register embedders.

    :param register: call with a :class:`~tapyre.Component` of kind ``"dense"``
        (factory returns a :class:`~tapyre.DenseEmbedder`) or ``"sparse"``
        (returns a :class:`~tapyre.SparseEmbedder`).  The factory receives the
        ``[embedders.NAME]`` settings and is the place to import torch.
    """


@hookspec
def tapyre_register_vector_stores(register: Callable[[Component[Any]], None]) -> None:
    """Register vector stores.

    :param register: call with a :class:`~tapyre.Component` whose factory
        receives the ``[vector_stores.NAME]`` settings and returns the store.
        ``kind`` names the interface the store implements (``"papers"`` for
        ``tapyre_paper_search.VectorStore``).
    """


@hookspec
def tapyre_register_metadata_stores(register: Callable[[Component[Any]], None]) -> None:
    """Register metadata (SQL or document) stores.

    :param register: call with a :class:`~tapyre.Component` whose factory
        receives the ``[metadata_stores.NAME]`` settings and returns the store;
        ``kind`` names the interface it implements (``"papers"``).
    """


# ---------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------


@hookspec
def tapyre_register_commands(
    register: Callable[[click.Command | LazyCommand], None],
) -> None:
    """Add commands or command groups to the ``tapyre`` CLI.

    :param register: call with a :class:`click.Command` or, preferably, a
        :class:`~tapyre.LazyCommand` naming ``"module:attribute"``, which is
        imported only when the command runs so ``tapyre --help`` stays fast.
        A name that clashes with a built-in command is rejected and reported.
    """


# ---------------------------------------------------------------------------
# Configuration
# ---------------------------------------------------------------------------


@hookspec
def tapyre_register_settings(register: Callable[[TableSchema], None]) -> None:
    """Declare the configuration tables a plugin owns besides its providers' and components'.

    :param register: call with a :class:`~tapyre.TableSchema` whose ``name`` is
        the dotted table (``"tools.PLUGIN"``, ``"papers"``).  ``tapyre config
        set`` then checks keys, types and ranges against it, reading a file
        warns about unknown keys, and ``tapyre config keys`` lists it.
        ``free_form=True`` accepts keys the schema does not list.
    """
