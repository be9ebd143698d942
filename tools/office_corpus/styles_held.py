"""Held-out styles (front39): being written."""

from __future__ import annotations

from office_corpus.styles import Style

HELD_STYLES: dict[str, Style] = {}
