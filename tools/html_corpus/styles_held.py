"""Held-out styles (front39): being written."""

from __future__ import annotations

from html_corpus.styles import Style

HELD_STYLES: dict[str, Style] = {}
