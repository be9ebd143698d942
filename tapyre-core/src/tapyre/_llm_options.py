"""Per-command model and options (``-m MODEL``, ``-o KEY VALUE``), checked against what a
provider declares.

A provider lists the options it understands in :attr:`tapyre.LLMProvider.options`:
names mapped to :class:`LLMOption` (a type and a description).  ``-o`` values
arrive as strings and are converted to that type here, so ``-o temperature hot``
is a one-line error before any model is contacted.  The checked values are
laid over the LLM's settings table for one command (see
:meth:`tapyre.Host.use_llm`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tapyre._errors import ConfigError

if TYPE_CHECKING:
    from tapyre._llm import LLMProvider

_TYPE_NAMES = {int: "integer", float: "number", str: "string", bool: "true or false"}
_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


@dataclass(frozen=True)
class LLMOption:
    """One option a provider accepts with ``-o NAME VALUE``.

    ``type`` is ``int``, ``float``, ``str`` or ``bool``; ``minimum`` bounds numbers.
    """

    type: type
    description: str
    minimum: float | None = None

    @property
    def type_name(self) -> str:
        """``integer``, ``number``, ``string`` or ``true or false``."""
        return _TYPE_NAMES.get(self.type, self.type.__name__)

    def convert(self, name: str, value: str) -> Any:
        """``value`` as this option's type.

        :raises ConfigError: it does not parse or is below ``minimum``.
        """
        text = value.strip()
        converted: Any
        try:
            if self.type is bool:
                if text.lower() not in _TRUE | _FALSE:
                    raise ValueError
                converted = text.lower() in _TRUE
            elif self.type is int:
                converted = int(text)
            elif self.type is float:
                converted = float(text)
            else:
                converted = value
        except ValueError:
            raise ConfigError(
                f"option {name} must be {self.type_name}, got {value!r}",
                hint=f"{name}: {self.description}",
            ) from None
        minimum = self.minimum
        if minimum is not None and isinstance(converted, int | float) and converted < minimum:
            raise ConfigError(f"option {name} must be at least {minimum:g}, got {value!r}")
        return converted


def check_options(
    provider: LLMProvider, llm_name: str, pairs: Iterable[tuple[str, str]]
) -> dict[str, Any]:
    """The ``-o KEY VALUE`` pairs converted by ``provider``'s declared options.

    :raises ConfigError: an option the provider does not declare, or a bad value.
    """
    declared: Mapping[str, LLMOption] = provider.options
    checked: dict[str, Any] = {}
    for key, value in pairs:
        option = declared.get(key)
        if option is None:
            known = ", ".join(sorted(declared)) or "none"
            raise ConfigError(
                f"LLM {llm_name!r} ({provider.name}) has no option {key!r} (options: {known})",
                hint="`tapyre llms list --options` shows each provider's options.",
            )
        checked[key] = option.convert(key, value)
    return checked
