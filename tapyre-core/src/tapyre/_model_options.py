"""Saved default options per model (``tapyre llms options set MODEL KEY VALUE``).

They live in the configuration file, one table per LLM name and model::

    [model_options.ollama."qwen3:4b"]
    num_ctx = 8192

    [model_options.openai."gpt-4o-mini"]
    temperature = 0.2

Every ``ask`` and ``chat`` on that LLM with that model (``-m MODEL`` or the
LLM's ``model`` setting) uses them, under a template's ``[options]`` and the
command's ``-o``, which win.  Values are checked against the options the
provider declares (:attr:`tapyre.LLMProvider.options`) when saved and when
used.  Model names may hold dots and colons, so keys are handled as parts,
never as dotted strings.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from tapyre._errors import ConfigError
from tapyre._llm_options import check_options

if TYPE_CHECKING:
    from tapyre._config import Config
    from tapyre._llm_choice import LLMChoice

TABLE = "model_options"
"""The configuration table holding the saved options: ``[model_options.LLM."MODEL"]``."""


def model_of(choice: LLMChoice) -> str | None:
    """The model ``choice`` uses: its ``model`` setting, else its provider's declared default."""
    model = choice.settings.get("model")
    if model:
        return str(model)
    schema = choice.provider.settings_schema
    setting = schema.get("model") if schema is not None else None
    default = setting.default if setting is not None else None
    return str(default) if default else None


def saved_options(config: Config, llm: str, model: str | None) -> dict[str, Any]:
    """The options saved for ``model`` on the LLM named ``llm`` (``{}`` when none)."""
    if not model:
        return {}
    table = config.section(TABLE).get(llm, {})
    found = table.get(model, {}) if isinstance(table, dict) else {}
    return dict(found) if isinstance(found, dict) else {}


def all_saved(config: Config) -> list[tuple[str, str, str, Any]]:
    """Every saved option as ``(llm, model, option, value)``, in the file's order."""
    rows = []
    for llm, models in config.section(TABLE).items():
        if not isinstance(models, dict):
            continue
        for model, options in models.items():
            if isinstance(options, dict):
                rows += [(llm, model, key, value) for key, value in options.items()]
    return rows


def checked_saved_options(choice: LLMChoice, config: Config, model: str | None) -> dict[str, Any]:
    """:func:`saved_options` for ``choice``, converted by its provider's declared options.

    :raises ConfigError: a saved option the provider does not take (naming
        where it was saved and how to remove it).
    """
    saved = saved_options(config, choice.name, model)
    try:
        return check_options(choice.provider, choice.name, option_pairs(saved))
    except ConfigError as exc:
        raise ConfigError(
            f"saved options of model {model!r} on {choice.name}: {exc.message}",
            hint=f"`tapyre llms options clear {model} --llm {choice.name}` removes them.",
        ) from None


def option_pairs(values: Mapping[str, Any]) -> list[tuple[str, str]]:
    """Typed option values as the ``(KEY, VALUE)`` text pairs ``-o`` gives."""
    return [(key, option_text(value)) for key, value in values.items()]


def option_text(value: Any) -> str:
    """One typed value as ``-o`` would spell it (``true``, ``0.2``, ``gpt``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def save_option(config: Config, llm: str, model: str, key: str, value: Any) -> None:
    """Set ``[model_options.LLM."MODEL"] KEY = value`` (call ``config.save()`` to write)."""
    config.set_path([TABLE, llm, model, key], value)


def clear_options(config: Config, llm: str, model: str, keys: Iterable[str] = ()) -> list[str]:
    """Remove ``keys`` (all when empty) saved for ``model`` on ``llm``; the keys removed."""
    saved = saved_options(config, llm, model)
    wanted = list(keys) or list(saved)
    removed = [k for k in wanted if k in saved and config.unset_path([TABLE, llm, model, k])]
    return removed
