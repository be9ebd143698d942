"""Every HTML style by name, and which ones a split may use."""

from __future__ import annotations

from html_corpus.styles import STYLES, Style
from html_corpus.styles_held import HELD_STYLES
from html_corpus.styles_more import MORE_STYLES
from html_corpus.styles_rotated import ROTATED_STYLES
from html_corpus.styles_rotated2 import ROTATED2_STYLES
from html_corpus.styles_rotated3 import ROTATED3_STYLES
from html_corpus.styles_rotated4 import ROTATED4_STYLES
from html_corpus.styles_rotated5 import ROTATED5_STYLES
from html_corpus.styles_rotated6 import ROTATED6_STYLES
from html_corpus.styles_rotated7 import ROTATED7_STYLES
from html_corpus.styles_rotated8 import ROTATED8_STYLES
from html_corpus.styles_rotated9 import ROTATED9_STYLES
from html_corpus.styles_rotated10 import ROTATED10_STYLES
from html_corpus.styles_rotated11 import ROTATED11_STYLES
from html_corpus.styles_rotated12 import ROTATED12_STYLES
from html_corpus.styles_rotated13 import ROTATED13_STYLES
from html_corpus.styles_rotated14 import ROTATED14_STYLES
from html_corpus.styles_rotated15 import ROTATED15_STYLES
from html_corpus.styles_rotated16 import ROTATED16_STYLES
from html_corpus.styles_rotated17 import ROTATED17_STYLES
from html_corpus.styles_rotated18 import ROTATED18_STYLES
from html_corpus.styles_rotated19 import ROTATED19_STYLES
from html_corpus.styles_rotated20 import ROTATED20_STYLES
from html_corpus.styles_rotated21 import ROTATED21_STYLES
from html_corpus.styles_rotated22 import ROTATED22_STYLES
from html_corpus.styles_rotated23 import ROTATED23_STYLES
from html_corpus.styles_rotated24 import ROTATED24_STYLES
from html_corpus.styles_rotated25 import ROTATED25_STYLES
from html_corpus.styles_rotated26 import ROTATED26_STYLES
from html_corpus.styles_rotated27 import ROTATED27_STYLES
from html_corpus.styles_rotated28 import ROTATED28_STYLES
from html_corpus.styles_rotated29 import ROTATED29_STYLES
from html_corpus.styles_rotated30 import ROTATED30_STYLES
from html_corpus.styles_rotated31 import ROTATED31_STYLES
from html_corpus.styles_rotated32 import ROTATED32_STYLES
from html_corpus.styles_rotated33 import ROTATED33_STYLES
from html_corpus.styles_rotated34 import ROTATED34_STYLES
from html_corpus.styles_rotated35 import ROTATED35_STYLES
from html_corpus.styles_rotated36 import ROTATED36_STYLES
from html_corpus.styles_rotated37 import ROTATED37_STYLES
from html_corpus.styles_rotated38 import ROTATED38_STYLES
from html_corpus.styles_rotated39 import ROTATED39_STYLES
from html_corpus.styles_rotated40 import ROTATED40_STYLES

ALL: dict[str, Style] = {
    **STYLES,
    **MORE_STYLES,
    **ROTATED_STYLES,
    **ROTATED2_STYLES,
    **ROTATED3_STYLES,
    **ROTATED4_STYLES,
    **ROTATED5_STYLES,
    **ROTATED6_STYLES,
    **ROTATED7_STYLES,
    **ROTATED8_STYLES,
    **ROTATED9_STYLES,
    **ROTATED10_STYLES,
    **ROTATED11_STYLES,
    **ROTATED12_STYLES,
    **ROTATED13_STYLES,
    **ROTATED14_STYLES,
    **ROTATED15_STYLES,
    **ROTATED16_STYLES,
    **ROTATED17_STYLES,
    **ROTATED18_STYLES,
    **ROTATED19_STYLES,
    **ROTATED20_STYLES,
    **ROTATED21_STYLES,
    **ROTATED22_STYLES,
    **ROTATED23_STYLES,
    **ROTATED24_STYLES,
    **ROTATED25_STYLES,
    **ROTATED26_STYLES,
    **ROTATED27_STYLES,
    **ROTATED28_STYLES,
    **ROTATED29_STYLES,
    **ROTATED30_STYLES,
    **ROTATED31_STYLES,
    **ROTATED32_STYLES,
    **ROTATED33_STYLES,
    **ROTATED34_STYLES,
    **ROTATED35_STYLES,
    **ROTATED36_STYLES,
    **ROTATED37_STYLES,
    **ROTATED38_STYLES,
    **ROTATED39_STYLES,
    **ROTATED40_STYLES,
    **HELD_STYLES,
}
HELDOUT_STYLES = tuple(name for name, style in ALL.items() if style.heldout)


def allowed(split: str, names: list[str] | None = None) -> list[Style]:
    """The styles of ``names`` (default all) a ``split`` corpus may use.

    Held-out styles are refused for ``train`` (rules are never tuned on them);
    a held-out corpus gets only the held-out styles unless ``names`` says otherwise."""
    chosen = [ALL[n] for n in (names or list(ALL))]
    if split != "train":
        return chosen if names else [s for s in chosen if s.heldout]
    asked_held = [s.name for s in chosen if s.heldout] if names else []
    if asked_held:
        raise ValueError(f"held-out styles {HELDOUT_STYLES} never go into a train corpus")
    return [s for s in chosen if not s.heldout]
