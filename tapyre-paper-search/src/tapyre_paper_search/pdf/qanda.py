"""An abstract given as the answer to an interview's first question (pure).

A question-and-answer feature on a paper sets a standfirst under its headline ("We
spoke to Ann Lee and Bo Chen about their study."), then a labelled question ("Q: What
did you find?") and the summary of the paper as the labelled answer ("A: We measured
…").  Read under the title, the standfirst and the question opened the abstract.

:func:`answer_only` keeps the answer: where an abstract's text holds, within its first
:data:`_MAX_LEAD` characters, a question's label (:data:`_QANDA`: "Q", "Question",
"F" / "Frage", "Q" / "Question", "P" / "Pregunta", "D" / "Domanda", each with a colon),
a question ending in a question mark and then an answer's label of the same language
("A" / "Answer", "A" / "Antwort", "R" / "Réponse", "R" / "Respuesta", "R" / "Risposta"),
the abstract starts after the answer's label.  An abstract that asks a question of its
own ("… Why? Because …") has no labels and stays.
"""

from __future__ import annotations

import re

_MAX_LEAD = 400
_MAX_QUESTION = 200
# (question label, answer label) by language: English, German, French, Spanish, Italian
_PAIRS = (
    ("Q|Question", "A|Answer"),
    ("F|Frage", "A|Antwort"),
    ("Q|Question", "R|Réponse"),
    ("P|Pregunta", "R|Respuesta"),
    ("D|Domanda", "R|Risposta"),
)
_QANDA = re.compile(
    "|".join(
        rf"(?:^|\s)(?:{q})\s?:\s[^?]{{3,{_MAX_QUESTION}}}\?\s+(?:{a})\s?:\s+" for q, a in _PAIRS
    )
)


def answer_only(text: str) -> str:
    """``text`` from its answer on where it opens with a labelled question and answer
    (see the module), else ``text``."""
    match = _QANDA.search(text[: _MAX_LEAD + _MAX_QUESTION])
    if match is None or match.start() > _MAX_LEAD:
        return text
    return text[match.end() :]
