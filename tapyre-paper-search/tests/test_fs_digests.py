""":func:`~tapyre_paper_search._fs.sample_digest`: a cheap fingerprint whose blocks
cover the file's first and last bytes, so a file cut, grown or changed at either end
gets another digest."""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search._fs import SAMPLE_BLOCK_BYTES, SAMPLE_BLOCKS, sample_digest

# Sizes where the spread of the blocks does not divide evenly (the last block once
# stopped up to SAMPLE_BLOCKS - 2 bytes short of the end), and files smaller than a block.
_SIZES = [
    SAMPLE_BLOCK_BYTES + (SAMPLE_BLOCKS - 1) * 1000 + SAMPLE_BLOCKS - 2,
    10 * SAMPLE_BLOCK_BYTES + 7,
    SAMPLE_BLOCK_BYTES,
    100,
]


@pytest.mark.parametrize("size", _SIZES)
@pytest.mark.parametrize("where", [0, -1])
def test_a_change_at_either_end_changes_the_digest(tmp_path: Path, size: int, where: int) -> None:
    data = bytearray(b"\x01" * size)
    path = tmp_path / "weights"
    path.write_bytes(bytes(data))
    before = sample_digest(path)
    data[where] ^= 0xFF
    path.write_bytes(bytes(data))
    assert sample_digest(path) != before
    assert sample_digest(path).startswith(f"{size}-")


def test_the_same_bytes_give_the_same_digest(tmp_path: Path) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    for path in (one, two):
        path.write_bytes(bytes(range(256)) * 100)
    assert sample_digest(one) == sample_digest(two)
