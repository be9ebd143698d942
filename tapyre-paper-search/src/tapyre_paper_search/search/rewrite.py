"""Query rewriting: the LLM turns one question into several search queries whose
results are fused (see :func:`tapyre_paper_search.search.fusion.multi_query_fusion`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from tapyre_paper_search.search.llm_io import complete, parse_reply

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

SYSTEM = """\
You write search queries for a semantic search engine over scientific papers.
Given a question, write {n} different short queries that together find the
papers answering it: use the field's terminology, synonyms and the specific
methods or entities involved.  Keep the question's language.
Reply with one JSON object and nothing else: {{"queries": ["…", "…"]}}
"""

MAX_QUERY_CHARS = 300


class _RewriteReply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    queries: list[str]


def rewrite_query(model: BaseChatModel, question: str, n: int = 3) -> tuple[list[str], str | None]:
    """The question followed by up to ``n`` distinct rewrites, and an error note
    when the reply was unusable (then only the question is returned)."""
    reply, error = parse_reply(complete(model, SYSTEM.format(n=n), question), _RewriteReply)
    queries = [question]
    if reply is None:
        return queries, f"query rewriting: {error}"
    seen = {question.casefold()}
    for raw in reply.queries:
        text = " ".join(str(raw).split())[:MAX_QUERY_CHARS]
        if text and text.casefold() not in seen:
            seen.add(text.casefold())
            queries.append(text)
        if len(queries) > n:
            break
    return queries, None
