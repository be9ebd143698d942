"""Multi-hop evaluation: questions whose answer takes several passages, scored per mode
and per question type.

Reads the ``multihop-2wiki`` format (2WikiMultihopQA as the HippoRAG and
LinearRAG papers use it): one JSON object a line with ``id``, ``type``,
``question``, ``answer`` (and optionally ``answer_aliases``), ``gold`` (the
ids of the passages the answer needs) and ``gold_complete`` (whether every
evidence triple's subject has a passage; recall is scored only where it does).

Per mode, for all questions and for each type:

* **R@2, R@5**: the share of a question's gold passages among the top 2 / 5
  papers, averaged over the gold-complete questions (HippoRAG's recall@k);
* **answer recall@5**: the share of questions whose normalised answer appears
  in the normalised text of the top 5 passages;
* **latency** p50 / p95 of the retrieval;
* with a language model: **Contain-Acc**, the share of generated answers that
  contain the normalised gold answer, and **LLM-judged accuracy**, the share
  the model judges correct with :data:`JUDGE_PROMPT` (as the LinearRAG paper
  reports them).
"""

from __future__ import annotations

import json
import re
import time
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.search.metrics import percentile
from tapyre_paper_search.search.text_table import Column, text_table

JUDGE_PROMPT = """You are grading an answer to a question against the gold answer.
Question: {question}
Gold answer: {gold}
Answer to grade: {answer}
Is the answer to grade correct, meaning it states the same fact as the gold answer \
(other wording, more detail or a different but equivalent form of a name or date are \
fine; a different fact, a refusal or "unknown" is not)? Reply with one word: yes or no."""
"""The prompt of the LLM-judged accuracy (also in docs/graph.md)."""

COMBINED_TYPES = ("compositional", "inference")
"""The types whose answer sits in a passage the question does not name: their answer
recall is also reported together."""


@dataclass(frozen=True)
class MultihopQuestion:
    """One question of a multi-hop set (see the module docs)."""

    id: str
    type: str
    question: str
    answer: str
    gold: tuple[str, ...]
    gold_complete: bool
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Retrieved:
    """What a mode retrieved for a question: paper ids best first, and the text of
    the best passages, best first."""

    paper_ids: tuple[str, ...]
    passages: tuple[str, ...]


@dataclass
class TypeScores:
    """Scores of one mode over one group of questions (a type, or all)."""

    questions: int = 0
    scored: int = 0
    r2: float = 0.0
    r5: float = 0.0
    answer_recall_5: float = 0.0
    contain_acc: float | None = None
    judged_acc: float | None = None
    latencies: list[float] = field(default_factory=list, repr=False)

    @property
    def latency_p50_ms(self) -> float:
        return percentile(self.latencies, 50)

    @property
    def latency_p95_ms(self) -> float:
        return percentile(self.latencies, 95)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "questions": self.questions,
            "gold_complete": self.scored,
            "R@2": round(100 * self.r2, 1),
            "R@5": round(100 * self.r5, 1),
            "answer_recall@5": round(100 * self.answer_recall_5, 1),
            "latency_p50_ms": round(self.latency_p50_ms, 1),
            "latency_p95_ms": round(self.latency_p95_ms, 1),
        }
        if self.contain_acc is not None:
            out["contain_acc"] = round(100 * self.contain_acc, 1)
        if self.judged_acc is not None:
            out["llm_judged_acc"] = round(100 * self.judged_acc, 1)
        return out


@dataclass(frozen=True)
class GeneratedAnswer:
    """One generated answer and how it was scored (``judged``: ``None`` without a judge)."""

    id: str
    type: str
    gold: str
    answer: str
    contained: bool
    judged: bool | None = None


@dataclass(frozen=True)
class MultihopReport:
    """One mode's scores: over all questions, per type, and over the combined types;
    ``answers``: the generated answers, in the questions' order (none without a model)."""

    mode: str
    overall: TypeScores
    by_type: dict[str, TypeScores]
    combined: TypeScores
    answers: tuple[GeneratedAnswer, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "all": self.overall.to_dict(),
            "types": {name: scores.to_dict() for name, scores in self.by_type.items()},
            "+".join(COMBINED_TYPES): self.combined.to_dict(),
        }


def load_multihop(path: Path) -> list[MultihopQuestion]:
    """The questions of a multi-hop set; a bad line is an error naming it."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise SearchError(f"cannot read questions {path}: {exc.strerror or exc}") from None
    questions = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            gold = record["gold"]
            question = MultihopQuestion(
                id=str(record["id"]),
                type=str(record.get("type") or "unknown"),
                question=str(record["question"]),
                answer=str(record["answer"]),
                gold=tuple(str(g) for g in gold),
                gold_complete=bool(record.get("gold_complete", True)),
                aliases=tuple(str(a) for a in record.get("answer_aliases") or ()),
            )
        except (ValueError, KeyError, TypeError, AttributeError):
            raise SearchError(
                f"{path}:{number}: expected a JSON object with 'id', 'question', 'answer' "
                "and 'gold' (the multihop-2wiki format)"
            ) from None
        if not question.question.strip():
            raise SearchError(f"{path}:{number}: the question is empty")
        questions.append(question)
    if not questions:
        raise SearchError(f"{path} holds no questions")
    return questions


_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCTUATION = re.compile(r"[^\w\s]")


def normalize_answer(text: str) -> str:
    """Lower case, accents, punctuation and articles removed, white space collapsed
    (SQuAD's normalisation, plus accents)."""
    decomposed = unicodedata.normalize("NFKD", text)
    folded = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return " ".join(_ARTICLES.sub(" ", _PUNCTUATION.sub(" ", folded)).split())


def contains_answer(text: str, question: MultihopQuestion) -> bool:
    """Whether the normalised ``text`` holds the normalised answer (or an alias) as
    whole words."""
    haystack = f" {normalize_answer(text)} "
    return any(
        f" {needle} " in haystack
        for needle in (normalize_answer(a) for a in (question.answer, *question.aliases))
        if needle
    )


def paper_key(gold: Iterable[str]) -> Callable[[str], str]:
    """Map stored paper ids to the set's ids: ``multihop-2wiki:2wiki-00017`` (a record
    of a dump keeps its source) is ``2wiki-00017`` in the set."""
    known = set(gold)

    def key(paper_id: str) -> str:
        if paper_id in known or ":" not in paper_id:
            return paper_id
        return paper_id.split(":", 1)[1]

    return key


Answerer = Callable[[MultihopQuestion], str]
Judge = Callable[[MultihopQuestion, str], bool]


def evaluate_multihop(
    mode: str,
    retrieve: Callable[[str], Retrieved],
    questions: Sequence[MultihopQuestion],
    *,
    answer: Answerer | None = None,
    judge: Judge | None = None,
    progress: Callable[[int], None] | None = None,
) -> MultihopReport:
    """Score ``retrieve`` on ``questions``; with ``answer`` (and ``judge``) also the
    accuracy of generated answers.  Latency is the wall time of each ``retrieve``."""
    key = paper_key(g for q in questions for g in q.gold)
    sums: dict[str, dict[str, Any]] = {}
    generated_answers: list[GeneratedAnswer] = []
    for question in questions:
        started = time.perf_counter()
        found = retrieve(question.question)
        elapsed = (time.perf_counter() - started) * 1000.0
        ranked = list(dict.fromkeys(key(p) for p in found.paper_ids))
        row: dict[str, Any] = {
            "latency": elapsed,
            "answer_recall_5": contains_answer(" ".join(found.passages[:5]), question),
        }
        if question.gold_complete and question.gold:
            gold = set(question.gold)
            row["r2"] = len(gold.intersection(ranked[:2])) / len(gold)
            row["r5"] = len(gold.intersection(ranked[:5])) / len(gold)
        if answer is not None:
            generated = answer(question)
            row["contain_acc"] = contains_answer(generated, question)
            if judge is not None:
                row["judged_acc"] = judge(question, generated)
            generated_answers.append(
                GeneratedAnswer(
                    question.id,
                    question.type,
                    question.answer,
                    generated,
                    row["contain_acc"],
                    row.get("judged_acc"),
                )
            )
        groups = ["all", question.type]
        if question.type in COMBINED_TYPES:
            groups.append("+")
        for group in groups:
            _add(sums.setdefault(group, {}), row)
        if progress is not None:
            progress(1)
    types = sorted({q.type for q in questions})
    return MultihopReport(
        mode=mode,
        overall=_scores(sums.get("all", {})),
        by_type={t: _scores(sums[t]) for t in types},
        combined=_scores(sums.get("+", {})),
        answers=tuple(generated_answers),
    )


def _add(total: dict[str, Any], row: dict[str, Any]) -> None:
    total["questions"] = total.get("questions", 0) + 1
    total.setdefault("latencies", []).append(row["latency"])
    for name in ("r2", "r5", "answer_recall_5", "contain_acc", "judged_acc"):
        if name in row:
            total[name] = total.get(name, 0.0) + float(row[name])
            total[f"n_{name}"] = total.get(f"n_{name}", 0) + 1


def _scores(total: dict[str, Any]) -> TypeScores:
    def mean(name: str) -> float | None:
        count = total.get(f"n_{name}", 0)
        return total[name] / count if count else None

    return TypeScores(
        questions=total.get("questions", 0),
        scored=total.get("n_r2", 0),
        r2=mean("r2") or 0.0,
        r5=mean("r5") or 0.0,
        answer_recall_5=mean("answer_recall_5") or 0.0,
        contain_acc=mean("contain_acc"),
        judged_acc=mean("judged_acc"),
        latencies=list(total.get("latencies", [])),
    )


def format_multihop(reports: Sequence[MultihopReport]) -> str:
    """A plain-text table: one line per mode and group of questions."""
    with_llm = any(r.overall.contain_acc is not None for r in reports)
    columns = [Column("mode", 8, left=True), Column("questions", 26, left=True), Column("n", 4)]
    columns += [Column(title, 6, ".1f") for title in ("R@2", "R@5", "ans@5")]
    columns += [Column(title, 7, ".1f") for title in ("p50 ms", "p95 ms")]
    if with_llm:
        columns += [Column("Contain", 7), Column("Judged", 7)]
    rows = []
    for report in reports:
        groups = [("all", report.overall), *report.by_type.items()]
        groups.append(("+".join(COMBINED_TYPES), report.combined))
        for name, s in groups:
            row: list[Any] = [report.mode, name, s.questions]
            row += [100 * s.r2, 100 * s.r5, 100 * s.answer_recall_5]
            row += [s.latency_p50_ms, s.latency_p95_ms]
            if with_llm:
                row += [_percent(s.contain_acc), _percent(s.judged_acc)]
            rows.append(row)
    return text_table(columns, rows)


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}"


def run_modes(
    modes: Sequence[str],
    search: Callable[[str, str], Any],
    chunk_texts: Callable[[list[tuple[str, int]]], dict[tuple[str, int], str]],
    questions: Sequence[MultihopQuestion],
    *,
    answer: Callable[[str, str], str] | None = None,
    judge: Callable[[str], str] | None = None,
    progress: Callable[[str, int], Callable[[int], None]] | None = None,
) -> list[MultihopReport]:
    """One report per mode.

    ``search(question, mode)`` returns a search response (papers with their
    passages, best first); ``chunk_texts`` gives the whole text of passages by
    ``(paper_id, chunk_index)`` (a response carries snippets); ``answer(question,
    mode)`` generates an answer and ``judge(prompt)`` replies to
    :data:`JUDGE_PROMPT`; ``progress(mode, total)`` returns the per-question tick.
    The first question is searched once untimed per mode (it loads the models).
    """
    reports = []
    for mode in modes:

        def retrieve(text: str, mode: str = mode) -> Retrieved:
            papers = search(text, mode).papers
            best = [x for p in papers for x in p.passages][:5]
            whole = chunk_texts(
                [(x.paper_id, x.chunk_index) for x in best if x.chunk_index is not None]
            )
            shown = [whole.get((x.paper_id, x.chunk_index)) or x.text for x in best]
            return Retrieved(tuple(p.paper_id for p in papers), tuple(shown))

        answerer = None
        if answer is not None:
            answerer = _answerer(answer, mode)
        judging = None
        if judge is not None:
            judging = _judging(judge)
        retrieve(questions[0].question)
        tick = progress(mode, len(questions)) if progress is not None else None
        reports.append(
            evaluate_multihop(
                mode, retrieve, questions, answer=answerer, judge=judging, progress=tick
            )
        )
    return reports


def _answerer(answer: Callable[[str, str], str], mode: str) -> Answerer:
    return lambda question: answer(question.question, mode)


def _judging(judge: Callable[[str], str]) -> Judge:
    def verdict(question: MultihopQuestion, generated: str) -> bool:
        prompt = JUDGE_PROMPT.format(
            question=question.question, gold=question.answer, answer=generated
        )
        return judge_reply(judge(prompt))

    return verdict


def judge_reply(reply: str) -> bool:
    """Read a judge's one-word verdict: ``yes`` (first word, any case) is correct."""
    words = re.findall(r"[a-z]+", reply.casefold())
    return bool(words) and words[0] == "yes"
