"""The LLM relevance filter: the model sees numbered passages and returns only
the indices of those worth keeping; the program does the keeping."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from tapyre_paper_search.search.llm_io import complete, parse_reply

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

SYSTEM = """\
You judge which passages from scientific papers help answer a question.
The passages are numbered [0], [1], …  Reply with one JSON object and nothing
else: {"keep": [indices of the relevant passages]}.  Keep a passage when it is
on the question's topic and could support an answer; drop the others.
Reply {"keep": []} when none is relevant.
"""

PASSAGE_CHARS = 700


class _KeepReply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    keep: list[int]


def relevant_indices(
    model: BaseChatModel, question: str, passages: Sequence[str]
) -> tuple[list[int], str | None]:
    """Indices of ``passages`` to keep, in their original order, and an error
    note.  On an unusable reply every passage is kept (nothing is lost)."""
    if not passages:
        return [], None
    listing = "\n\n".join(
        f"[{i}] {' '.join(text.split())[:PASSAGE_CHARS]}" for i, text in enumerate(passages)
    )
    user = f"Question: {question}\n\nPassages:\n{listing}"
    reply, error = parse_reply(complete(model, SYSTEM, user), _KeepReply)
    if reply is None:
        return list(range(len(passages))), f"relevance filter: {error}; kept every passage"
    keep = sorted({i for i in reply.keep if 0 <= i < len(passages)})
    dropped = [i for i in reply.keep if not 0 <= i < len(passages)]
    note = f"relevance filter: ignored indices outside the list: {dropped}" if dropped else None
    return keep, note
