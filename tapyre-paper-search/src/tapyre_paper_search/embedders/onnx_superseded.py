"""Removing a model's exports that nothing reads again: int8 exports of older
:data:`~.onnx_export.INT8_VERSION`\\ s, float32 exports of an older ONNX Runtime.

Each int8 version is a new cache key (``<name>-int8-<pooling>-q<N>[u8]-<hash>``), and
nothing reads an older one again: without this, every version left its model,
manifest, graph without the padding mask and their mapped copies (about 46 MB
each for all-MiniLM-L6-v2) in the cache for good.  When an int8 build publishes
a version, :func:`remove_superseded` removes the files of the same model's older
versions: keys of a lower version whose manifest names the same model folder
(``source``).  Never a file of the current version, of the float32 export (an
old int8 manifest that kept float32 points at it: only files named after the old
key go), or of another model.  Likewise each float32 export a new ONNX Runtime
(or :data:`~.onnx_export.EXPORT_VERSION`) makes removes the older float32
exports of the same model folder and their mapped copies
(:func:`remove_older_exports`), never one a newer runtime made.  A key whose
mapped copy is being written (its ``.mapped-lock`` held by another process) is
left for a later build, and so is one a live process reads (its ``<key>.in-use``
held shared, :mod:`.onnx_in_use`; where flock is unavailable nothing is removed).
Best effort: a file that cannot be removed stays.
"""

from __future__ import annotations

import contextlib
import glob
import json
import logging
import re
from collections.abc import Mapping
from pathlib import Path

from tapyre_paper_search.embedders.onnx_mapped import MAPPED

log = logging.getLogger(__name__)

_INT8_KEY = re.compile(
    r"^(?P<name>.+)-int8-(?P<pooling>[^-]+)-q(?P<version>\d+)(?:u8)?-[0-9a-f]{24}$"
)
_FP32_KEY = re.compile(r"^(?P<name>.+)-fp32-[0-9a-f]{24}$")


def remove_superseded(
    cache_dir: Path, key: str, version: str, published: Mapping[str, object]
) -> list[str]:
    """Remove the files of the int8 keys older than ``version`` of the model whose int8
    export ``key`` (with the manifest ``published``, as written) was just published in
    ``cache_dir``; the keys removed."""
    current = _INT8_KEY.match(key)
    source = published.get("source")
    if current is None or not isinstance(source, str) or not version.isdigit():
        return []
    older = []
    for manifest in cache_dir.glob(f"{glob.escape(current['name'])}-int8-*.json"):
        old = _INT8_KEY.match(manifest.stem)
        if (
            old is not None
            and old["name"] == current["name"]
            and int(old["version"]) < int(version)
            and _source(manifest) == source
        ):
            older.append(manifest.stem)
    return _remove_keys(cache_dir, older, "superseded int8 models")


def remove_older_exports(cache_dir: Path, key: str, new: Mapping[str, object]) -> list[str]:
    """Remove the float32 exports of the model whose float32 export ``key`` (with the
    manifest ``new``, as written) was just published in ``cache_dir`` that an older
    ONNX Runtime or :data:`EXPORT_VERSION` made (or the same ones from weights since
    changed in the model folder), with their mapped copies; the keys removed.

    Another ``<name>-fp32-<hash>`` key goes when its manifest names the same model
    folder (``source``) and records a runtime and an export version no newer than
    this one's (a manifest from before runtimes were recorded counts as older); one
    a newer ONNX Runtime made (another environment sharing the cache) stays."""
    current = _FP32_KEY.match(key)
    if current is None or not isinstance(new.get("source"), str):
        return []
    export, runtime = _number(new.get("export_version")), _number(new.get("runtime"))
    if export is None or runtime is None:
        return []
    older = []
    for manifest in cache_dir.glob(f"{glob.escape(current['name'])}-fp32-*.json"):
        if manifest.stem == key or _FP32_KEY.match(manifest.stem) is None:
            continue  # the name first: only another float32 key's manifest is read
        old = _manifest(manifest)
        if old is None:
            continue
        old_export = _number(old.get("export_version"))
        old_runtime = _number(old.get("runtime", "0"))  # none recorded: counted as older
        if (
            old.get("source") == new["source"]
            and old_export is not None
            and old_runtime is not None
            and old_export <= export
            and old_runtime <= runtime
        ):
            older.append(manifest.stem)
    return _remove_keys(cache_dir, older, "older float32 exports")


def _remove_keys(cache_dir: Path, keys: list[str], what: str) -> list[str]:
    """Remove each key's files (:func:`_remove_key`); the keys removed."""
    removed = [key for key in keys if _remove_key(cache_dir, key)]
    if removed:
        log.info("hf: removed the %s %s from %s", what, removed, cache_dir)
    return removed


def _number(version: object) -> tuple[int, ...] | None:
    """``"1.32.0"`` → ``(1, 32, 0)``; ``None`` for anything else."""
    parts = version.split(".") if isinstance(version, str) else []
    return tuple(int(p) for p in parts) if parts and all(p.isdigit() for p in parts) else None


def _manifest(path: Path) -> dict[str, object] | None:
    """The manifest (a JSON object) at ``path``; None where it cannot be read as one."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _source(manifest: Path) -> str | None:
    """The model folder (``source``) the manifest at ``manifest`` records, if any."""
    source = (_manifest(manifest) or {}).get("source")
    return source if isinstance(source, str) else None


def _remove_key(cache_dir: Path, key: str) -> bool:
    """Remove ``<key>.*`` (manifest last), unless a live process reads the export
    (:mod:`.onnx_in_use`) or a mapped copy of it is being written."""
    from tapyre_paper_search.embedders.onnx_in_use import removable

    with removable(cache_dir, key) as free:
        return free and _remove_files(cache_dir, key)


def _remove_files(cache_dir: Path, key: str) -> bool:
    from tapyre_paper_search._fs import try_lock, unlock

    locks = sorted(cache_dir.glob(f"{glob.escape(key)}*{MAPPED}lock"))
    held = []
    try:
        for path in locks:
            handle = path.open("a+b")
            held.append(handle)
            if not try_lock(handle):
                return False
        files = [p for p in cache_dir.glob(f"{glob.escape(key)}.*") if p.suffix != ".json"]
        for path in [*files, cache_dir / f"{key}.json"]:
            with contextlib.suppress(OSError):
                path.unlink()
        return True
    except OSError:
        return False
    finally:
        for handle in held:
            unlock(handle)
            handle.close()
