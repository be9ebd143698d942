"""Which int8 weights are exact on a CPU (:func:`.loading.int8_weights`), and whether
int8 is worth making there (:func:`.loading.cpu_has_int8_dot`); no onnx needed.

x86 CPUs without int8 dot products (VNNI, AMX) get uint8 weights: ONNX Runtime's
uint8×int8 kernel for AVX2 sums pairs of products in saturating 16 bits.  Where the
flags cannot be read (no ``/proc/cpuinfo``) an x86 machine gets uint8 too (exact on
every x86 CPU), any other machine int8."""

from __future__ import annotations

import pytest
from tapyre_paper_search.embedders import loading

AVX2_ONLY = frozenset({"sse4_2", "avx", "avx2", "fma"})
WITH_VNNI = AVX2_ONLY | {"avx512f", "avx512_vnni"}


@pytest.mark.parametrize(
    ("flags", "machine", "weights", "fast"),
    [
        (AVX2_ONLY, "x86_64", "u8", False),
        (WITH_VNNI, "x86_64", "s8", True),
        (AVX2_ONLY | {"avx_vnni"}, "x86_64", "s8", True),
        (AVX2_ONLY | {"amx_int8"}, "x86_64", "s8", True),
        (frozenset(), "AMD64", "u8", False),  # Windows on x86: no /proc/cpuinfo
        (frozenset(), "x86_64", "u8", False),  # macOS on Intel
        (frozenset(), "aarch64", "s8", False),  # ARM: its cpuinfo has no "flags" line
        (frozenset(), "arm64", "s8", False),
    ],
)
def test_the_weight_type_follows_the_cpus_int8_dot_products(
    monkeypatch: pytest.MonkeyPatch,
    flags: frozenset[str],
    machine: str,
    weights: str,
    fast: bool,
) -> None:
    monkeypatch.setattr(loading, "cpu_flags", lambda: flags)
    monkeypatch.setattr(loading.platform, "machine", lambda: machine)
    assert loading.int8_weights() == weights
    assert loading.cpu_has_int8_dot() is fast
