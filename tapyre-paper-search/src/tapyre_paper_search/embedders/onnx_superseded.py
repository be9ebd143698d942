"""Removing a model's int8 exports of older :data:`~.onnx_export.INT8_VERSION`\\ s.

Each int8 version is a new cache key (``<name>-int8-<pooling>-q<N>-<hash>``), and
nothing reads an older one again: without this, every version left its model,
manifest, graph without the padding mask and their mapped copies (about 46 MB
each for all-MiniLM-L6-v2) in the cache for good.  When an int8 build publishes
a version, :func:`remove_superseded` removes the files of the same model's older
versions: keys of a lower version whose manifest names the same model folder
(``source``).  Never a file of the current version, of the float32 export (an
old int8 manifest that kept float32 points at it: only files named after the old
key go), or of another model.  A key whose mapped copy is being written (its
``.mapped-lock`` held by another process) is left for a later build.  Best
effort: a file that cannot be removed stays.
"""

from __future__ import annotations

import contextlib
import glob
import json
import logging
import re
from pathlib import Path

from tapyre_paper_search.embedders.onnx_mapped import MAPPED

log = logging.getLogger(__name__)

_INT8_KEY = re.compile(r"^(?P<name>.+)-int8-(?P<pooling>[^-]+)-q(?P<version>\d+)-[0-9a-f]{24}$")


def remove_superseded(cache_dir: Path, key: str, version: str) -> list[str]:
    """Remove the files of the int8 keys older than ``version`` of the model whose int8
    export ``key`` was just published in ``cache_dir``; the keys removed."""
    current = _INT8_KEY.match(key)
    source = _source(cache_dir / f"{key}.json")
    if current is None or source is None or not version.isdigit():
        return []
    removed = []
    for manifest in cache_dir.glob(f"{glob.escape(current['name'])}-int8-*.json"):
        old = _INT8_KEY.match(manifest.stem)
        if (
            old is None
            or old["name"] != current["name"]
            or int(old["version"]) >= int(version)
            or _source(manifest) != source
        ):
            continue
        if _remove_key(cache_dir, manifest.stem):
            removed.append(manifest.stem)
    if removed:
        log.info("hf: removed the superseded int8 models %s from %s", removed, cache_dir)
    return removed


def _source(manifest: Path) -> str | None:
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    source = data.get("source") if isinstance(data, dict) else None
    return source if isinstance(source, str) else None


def _remove_key(cache_dir: Path, key: str) -> bool:
    """Remove ``<key>.*`` (manifest last), unless a mapped copy of it is being written."""
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
