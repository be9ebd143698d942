"""Publishing an int8 version removes the same model's older int8 versions and their side
files, never a file of the current version, of the float32 export or of another model
(review13 finding 4); publishing a float32 export removes the same model's float32
exports an older ONNX Runtime made, with their mapped copies, never a newer one's, and
never one a live process reads (review14 finding 3)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from tapyre_paper_search.embedders import onnx_superseded

_OLD_SIDE = (
    ".onnx",
    ".unpadded.onnx",
    ".mapped-lock",
    ".mapped-ort1.32.0-1-2.onnx",
    ".mapped-ort1.32.0-1-2.weights",
    ".unpadded.mapped-lock",
    ".unpadded.mapped-ort1.32.0-3-4.onnx",
    ".unpadded.mapped-ort1.32.0-3-4.weights",
)


def remove_superseded(cache: Path, key: str, version: str) -> list[str]:
    """:func:`.onnx_superseded.remove_superseded` after ``key``'s manifest was written."""
    manifest = json.loads((cache / f"{key}.json").read_text(encoding="utf-8"))
    return onnx_superseded.remove_superseded(cache, key, version, manifest)


def remove_older_exports(cache: Path, key: str) -> list[str]:
    """:func:`.onnx_superseded.remove_older_exports` after ``key``'s manifest was written."""
    manifest = json.loads((cache / f"{key}.json").read_text(encoding="utf-8"))
    return onnx_superseded.remove_older_exports(cache, key, manifest)


def _key(version: int, digit: str, pooling: str = "mean", name: str = "bert") -> str:
    return f"{name}-int8-{pooling}-q{version}-{digit * 24}"


def _fp32(digit: str, name: str = "bert") -> str:
    return f"{name}-fp32-{digit * 24}"


def _cache_entry(
    cache: Path, key: str, source: str, *, file: str | None = None, **made: str
) -> set[Path]:
    """A key's manifest and side files, as the cache holds them; their paths.  ``made``:
    the manifest's ``runtime`` and ``export_version``, where it records them."""
    manifest = {"source": str(source), "file": file or f"{key}.onnx", "weights": "int8", **made}
    (cache / f"{key}.json").write_text(json.dumps(manifest), encoding="utf-8")
    paths = {cache / f"{key}.json"}
    for side in _OLD_SIDE:
        (cache / f"{key}{side}").write_bytes(b"x")
        paths.add(cache / f"{key}{side}")
    return paths


def _old_versions(cache: Path, source: str) -> tuple[set[Path], set[Path]]:
    """Older int8 versions of ``source`` (to go) and files that must stay."""
    fp32 = cache / f"bert-fp32-{'e' * 24}.onnx"
    fp32.write_bytes(b"float")
    gone = _cache_entry(cache, _key(4, "a"), source)
    gone |= _cache_entry(cache, _key(3, "b", "cls"), source)
    gone |= _cache_entry(cache, _key(2, "c"), source, file=fp32.name)  # kept float32
    kept = {fp32, cache / "digests.json"}
    (cache / "digests.json").write_text("{}", encoding="utf-8")
    kept |= _cache_entry(cache, _key(4, "d"), "/elsewhere/bert")  # another model, same name
    kept |= _cache_entry(cache, _key(4, "f", name="other"), source)  # another name
    return gone, kept


def test_older_versions_of_the_model_go_and_nothing_else(tmp_path: Path) -> None:
    source = str(tmp_path / "bert")
    gone, kept = _old_versions(tmp_path, source)
    kept |= _cache_entry(tmp_path, _key(5, "9"), source)  # the version just published
    kept |= _cache_entry(tmp_path, _key(6, "8"), source)  # a newer one (a newer tapyre)
    removed = remove_superseded(tmp_path, _key(5, "9"), "5")
    assert sorted(removed) == sorted([_key(4, "a"), _key(3, "b", "cls"), _key(2, "c")])
    assert not [p for p in gone if p.exists()]
    assert set(tmp_path.iterdir()) == kept


def test_a_key_whose_mapped_copy_is_being_written_stays(tmp_path: Path) -> None:
    from tapyre_paper_search._fs import try_lock, unlock

    source = str(tmp_path / "bert")
    _cache_entry(tmp_path, _key(4, "a"), source)
    _cache_entry(tmp_path, _key(5, "9"), source)
    with (tmp_path / f"{_key(4, 'a')}.unpadded.mapped-lock").open("a+b") as lock:
        assert try_lock(lock)  # another writer (flock: per open file, so per process too)
        try:
            assert remove_superseded(tmp_path, _key(5, "9"), "5") == []
        finally:
            unlock(lock)
    assert (tmp_path / f"{_key(4, 'a')}.onnx").exists()
    assert remove_superseded(tmp_path, _key(5, "9"), "5") == [_key(4, "a")]


def test_an_int8_build_removes_the_models_older_versions(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    pytest.importorskip("onnx", reason="onnx is not installed (the onnx extra)")
    pytest.importorskip("onnxruntime", reason="onnxruntime is not installed (the onnx extra)")
    from embedder_models import build_tiny_bert
    from tapyre_paper_search.embedders import hf, onnx_export

    folder = build_tiny_bert(tmp_path / "bert")
    cache = tmp_path / "cache"
    hf.build({"model": str(folder), "backend": "onnx", "onnx_cache": str(cache)})
    gone, kept = _old_versions(cache, str(folder))
    made = onnx_export.int8_cached(folder, cache)
    assert made is not None and made.weights == "int8"
    assert not [p for p in gone if p.exists()]
    assert all(p.exists() for p in kept)
    assert made.path.is_file() and (cache / f"{made.path.stem}.unpadded.onnx").is_file()
    assert onnx_export.find_cached(folder, "fp32", cache) is not None


def _float_exports(cache: Path, source: str) -> tuple[set[Path], set[Path]]:
    """Float32 exports of ``source`` an older runtime made (to go), and files that stay."""
    gone = _cache_entry(cache, _fp32("a"), source, runtime="1.31.0", export_version="2")
    gone |= _cache_entry(cache, _fp32("b"), source, export_version="2")  # no runtime recorded
    (cache / f"{_fp32('a')}.mapped-ort1.31.0-1-2.check").write_text("{}", encoding="utf-8")
    gone.add(cache / f"{_fp32('a')}.mapped-ort1.31.0-1-2.check")
    kept = _cache_entry(cache, _fp32("c"), source, runtime="1.33.0", export_version="2")
    kept |= _cache_entry(cache, _fp32("d"), source, runtime="1.31.0", export_version="3")
    kept |= _cache_entry(cache, _fp32("e"), "/elsewhere/bert", runtime="1.31.0")
    kept |= _cache_entry(cache, _fp32("f", name="other"), source, runtime="1.31.0")
    kept |= _cache_entry(cache, _key(5, "7"), source, runtime="1.31.0")  # int8: not here
    (cache / "digests.json").write_text("{}", encoding="utf-8")
    return gone, kept | {cache / "digests.json"}


def test_older_float_exports_of_the_model_go_and_nothing_else(tmp_path: Path) -> None:
    source = str(tmp_path / "bert")
    gone, kept = _float_exports(tmp_path, source)
    kept |= _cache_entry(tmp_path, _fp32("9"), source, runtime="1.32.0", export_version="2")
    removed = remove_older_exports(tmp_path, _fp32("9"))
    assert sorted(removed) == [_fp32("a"), _fp32("b")]
    assert not [p for p in gone if p.exists()]
    assert set(tmp_path.iterdir()) == kept


def test_only_other_float_keys_manifests_are_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The name is tested before a manifest is parsed, and the manifest just published
    is the one given, not read again."""
    source = str(tmp_path / "bert")
    _float_exports(tmp_path, source)
    _cache_entry(tmp_path, _fp32("9"), source, runtime="1.32.0", export_version="2")
    (tmp_path / "bert-fp32-not-a-key.json").write_text("{}", encoding="utf-8")
    manifest = json.loads((tmp_path / f"{_fp32('9')}.json").read_text(encoding="utf-8"))
    read: list[str] = []
    parse = onnx_superseded._manifest
    monkeypatch.setattr(onnx_superseded, "_manifest", lambda p: read.append(p.stem) or parse(p))
    onnx_superseded.remove_older_exports(tmp_path, _fp32("9"), manifest)
    assert sorted(read) == [_fp32(d) for d in "abcde"]


def _tiny_export(tmp_path: Path, before: Any = None) -> Any:
    """The tiny BERT's float32 export in ``tmp_path / "cache"`` (``before(cache, source)``
    runs first); its cached model."""
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    pytest.importorskip("onnxruntime", reason="onnxruntime is not installed (the onnx extra)")
    from embedder_models import build_tiny_bert
    from tapyre_paper_search.embedders import hf, onnx_export

    folder = build_tiny_bert(tmp_path / "bert")
    cache = tmp_path / "cache"
    cache.mkdir()
    if before is not None:
        before(cache, str(folder))
    hf.build({"model": str(folder), "backend": "onnx", "onnx_cache": str(cache)})
    made = onnx_export.find_cached(folder, "fp32", cache)
    assert made is not None
    return made


def test_a_float_export_removes_the_exports_an_older_runtime_made(tmp_path: Path) -> None:
    from tapyre_paper_search.embedders import onnx_export

    planted: list[set[Path]] = []
    made = _tiny_export(
        tmp_path, lambda cache, source: planted.extend(_float_exports(cache, source))
    )
    gone, kept = planted
    assert made is not None and made.manifest["runtime"] == onnx_export.runtime_version()
    assert not [p for p in gone if p.exists()]
    assert all(p.exists() for p in kept) and made.path.is_file()


def test_an_export_a_live_process_reads_stays_until_it_goes(tmp_path: Path) -> None:
    """review14 #3: another environment's cleanup removed an export a running process
    read, whose next session then failed; a live reader's key now stays."""
    import gc
    import subprocess
    import sys

    from tapyre_paper_search.embedders import onnx_in_use

    source = str(tmp_path / "bert")
    gone = _cache_entry(tmp_path, _fp32("a"), source, runtime="1.31.0", export_version="2")
    _cache_entry(tmp_path, _fp32("9"), source, runtime="1.32.0", export_version="2")
    model = tmp_path / f"{_fp32('a')}.onnx"
    # another process reads it (as an OnnxEncoder does, for its life)
    reader = subprocess.Popen(
        [sys.executable, "-c", _READER, str(model)], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    try:
        assert reader.stdout is not None and reader.stdout.readline() == b"holding\n"
        assert remove_older_exports(tmp_path, _fp32("9")) == []
        assert all(p.exists() for p in gone)
    finally:
        reader.communicate(b"\n", timeout=60)
    assert reader.returncode == 0

    class Encoder:  # an encoder of this process: held while it lives
        pass

    first, second = Encoder(), Encoder()
    onnx_in_use.hold(first, model)
    onnx_in_use.hold(second, model)  # two encoders of one key
    del first
    gc.collect()
    assert remove_older_exports(tmp_path, _fp32("9")) == []  # the second still reads it
    del second
    gc.collect()
    assert remove_older_exports(tmp_path, _fp32("9")) == [_fp32("a")]
    assert not [p for p in gone if p.exists()]
    assert not (tmp_path / f"{_fp32('a')}.in-use").exists()


_READER = """
import sys
from pathlib import Path
from tapyre_paper_search.embedders import onnx_in_use

class Encoder:
    pass

encoder = Encoder()
onnx_in_use.hold(encoder, Path(sys.argv[1]))
print("holding", flush=True)
sys.stdin.readline()
"""


def test_a_removed_export_is_named_as_removed_not_to_delete(tmp_path: Path) -> None:
    pytest.importorskip("onnxruntime", reason="onnxruntime is not installed (the onnx extra)")
    from tapyre_paper_search.embedders.onnx_encoder import _load
    from tapyre_paper_search.errors import EmbedderError

    with pytest.raises(EmbedderError) as raised:
        _load(tmp_path / f"{_fp32('a')}.onnx", 1)
    message = str(raised.value)
    assert "was removed" in message and "made again" in message
    assert "delete it" not in message


def test_an_encoder_on_an_older_export_keeps_it_and_opens_new_sessions(tmp_path: Path) -> None:
    import gc
    import shutil

    made = _tiny_export(tmp_path)
    from tapyre_paper_search.embedders.onnx_encoder import OnnxEncoder

    cache = made.path.parent
    old = f"{made.path.stem[:-24]}{'0' * 24}"  # another environment's older export
    shutil.copy(made.path, cache / f"{old}.onnx")
    manifest = {**made.manifest, "runtime": "1.0.0", "file": f"{old}.onnx"}
    (cache / f"{old}.json").write_text(json.dumps(manifest), encoding="utf-8")
    encoder = OnnxEncoder(
        made.tokens(component="hf"), cache / f"{old}.onnx", component="hf", dimension=made.dimension
    )
    first = encoder.encode(["street trees"])
    assert remove_older_exports(cache, made.path.stem) == []
    encoder._session(2)  # a new session (another thread count) still loads
    np = pytest.importorskip("numpy")
    np.testing.assert_allclose(encoder.encode(["street trees"]), first, atol=1e-6)
    del encoder
    gc.collect()
    assert remove_older_exports(cache, made.path.stem) == [old]
    assert not list(cache.glob(f"{old}*"))


def test_the_same_version_for_the_other_cpus_weights_stays(tmp_path: Path) -> None:
    """A uint8-weights key (``q<N>u8``, :func:`.loading.int8_weights`) is the same version
    as the int8 one, made for another kind of CPU sharing the cache: publishing either
    leaves the other; an older version of either goes."""
    source = str(tmp_path / "bert")
    signed, unsigned = _key(5, "9"), _key(5, "8").replace("-q5-", "-q5u8-")
    old_unsigned = _key(4, "7").replace("-q4-", "-q4u8-")
    kept = _cache_entry(tmp_path, signed, source) | _cache_entry(tmp_path, unsigned, source)
    gone = _cache_entry(tmp_path, old_unsigned, source)
    assert remove_superseded(tmp_path, unsigned, "5") == [old_unsigned]
    assert remove_superseded(tmp_path, signed, "5") == []
    assert not [p for p in gone if p.exists()]
    assert set(tmp_path.iterdir()) == kept
