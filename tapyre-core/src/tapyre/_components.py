"""What plugins register: cheap descriptions and factories, never heavy objects.

Every hook in :mod:`tapyre.hookspecs` hands the plugin a ``register`` callback.
The objects passed to it must be cheap to create: registering must not import
torch, transformers, a model or a database driver.  Heavy objects are built by
the ``factory`` on first use, with the plugin's section of the configuration.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from tapyre._schema import TableSchema

T_co = TypeVar("T_co", covariant=True)

Settings = Mapping[str, Any]
"""A component's own section of the configuration, e.g. ``[llm.openai]``.

Keys are strings; values are what TOML can hold.  Environment overrides are
already applied.  A factory must treat it as read-only.
"""


class TableSettings(dict[str, Any]):
    """A settings mapping that knows the table it came from (``table="llm.work"``).

    The host hands LLM providers their ``[llm.NAME]`` table as one of these,
    so that an alias's errors name ``[llm.work]``, not the provider's table;
    :func:`tapyre.settings.table_of` reads it.
    """

    def __init__(self, data: Mapping[str, Any], *, table: str) -> None:
        super().__init__(data)
        self.table = table


@dataclass(frozen=True)
class Component(Generic[T_co]):
    """A named, lazily built component: an embedder, a store, a data provider.

    ``factory`` receives the component's settings (for an embedder named
    ``specter2`` that is the ``[embedders.specter2]`` table) and returns the
    built object.  It is called only when the component is first used, so it is
    where heavy imports belong.

    ``kind`` is a free-form tag that consumers filter on (e.g. ``"dense"`` or
    ``"sparse"`` for embedders, ``"papers"`` for data providers).

    ``settings`` declares the keys of its table (a :class:`~tapyre.TableSchema`);
    ``None`` leaves the table unchecked.
    """

    name: str
    factory: Callable[[Settings], T_co]
    description: str = ""
    kind: str = ""
    settings: TableSchema | None = None

    def __post_init__(self) -> None:
        _check_name(self.name, "component")


@dataclass(frozen=True)
class LazyCommand:
    """A CLI command (or group) imported only when it is invoked.

    ``import_path`` is ``"module:attribute"`` naming a :class:`click.Command`.
    ``tapyre --help`` lists ``name`` and ``help`` without importing the module,
    which keeps start-up light however many plugins are installed.
    """

    name: str
    import_path: str
    help: str = ""
    aliases: tuple[str, ...] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        _check_name(self.name, "command")
        if ":" not in self.import_path:
            raise ValueError(
                f"LazyCommand {self.name!r}: import_path {self.import_path!r} must be "
                "'module:attribute'"
            )


def _check_name(name: str, what: str) -> None:
    if not name or not all(c.isalnum() or c in "-_." for c in name):
        raise ValueError(f"invalid {what} name {name!r}: use letters, digits, '-', '_' or '.'")
