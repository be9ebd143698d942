"""Two abstracts on the same finding, one German and one English: the
collection the tests of languages ingest."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

RECORDS = [
    {
        "id": "de1",
        "title": "Wärmeinseln in deutschen Großstädten",
        "abstract": "Wir untersuchten die Oberflächentemperaturen von Straßen in zwölf Vierteln. "
        "Straßenbäume senkten die Temperaturen der Oberflächen an heißen Nachmittagen deutlich.",
    },
    {
        "id": "en1",
        "title": "Street trees and surface temperature",
        "abstract": "We measured the surface temperatures of streets in twelve neighbourhoods. "
        "Street trees lowered surface temperatures markedly on hot afternoons.",
    },
]


def ingested(data: Path, records: list[dict[str, str]]) -> Any:
    """The test pipeline (:func:`pipeline_helpers.make_pipeline`) after ingesting
    ``records`` as an abstract dump under ``data``; its stores stay open."""
    from pipeline_helpers import make_pipeline
    from tapyre_paper_search.providers.metadata import MetadataFileProvider

    dump = data / "dump" / "papers.jsonl"
    dump.parent.mkdir()
    dump.write_text("".join(json.dumps(r) + "\n" for r in records))
    pipeline = make_pipeline(data)
    pipeline.run([(MetadataFileProvider.from_settings({}), str(dump))])
    return pipeline
