"""placeholder"""
from office_corpus.styles import Style

HELD_STYLES: dict[str, Style] = {}
