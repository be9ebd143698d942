#!/usr/bin/env bash
# A development machine for the PDF reader's corpus builders and benchmarks
# (tools/*_corpus, benchmarks/pdf_*.py), on Debian or Ubuntu:
#   1. the Debian packages the builders and the OCR/browser/MariaDB tests use
#      (as root; otherwise the apt-get line to run is printed), and
#   2. a virtual environment with tapyre-core and tapyre-paper-search in editable
#      mode, their test extras, ruff, mypy, nox and playwright (the browser tests,
#      tests/web_browser.py, drive Debian's chromium through it; no browser is
#      downloaded: it had been installed by hand, tidy44).
# Usage: bash tools/dev_setup.sh [VENV]     (VENV defaults to ~/.venvs/tapyre-dev)
# Not needed to install or test the packages: the README's two commands do that.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=${1:-$HOME/.venvs/tapyre-dev}

packages=(
  # OCR (tapyre-paper-search's ocr extra reads Tesseract's language data)
  tesseract-ocr tesseract-ocr-eng tesseract-ocr-deu
  # the browser corpus (tools/html_corpus) and the web tests
  chromium
  # the MySQL store's tests
  mariadb-server
  # the word-processor corpus (tools/office_corpus)
  libreoffice-writer-nogui fonts-liberation2 fonts-dejavu
  fonts-crosextra-carlito fonts-crosextra-caladea
  # the LaTeX corpus (tools/latex_corpus): its classes, fonts and BibTeX styles;
  # lmodern, cm-super and tex-gyre are only recommended by TeX Live's packages,
  # so --no-install-recommends leaves them out ("lmodern.sty not found")
  texlive-latex-base texlive-latex-recommended texlive-latex-extra
  texlive-fonts-recommended texlive-fonts-extra texlive-science
  texlive-plain-generic texlive-publishers texlive-bibtex-extra
  texlive-lang-german texlive-lang-french texlive-lang-european
  lmodern cm-super tex-gyre
  # pdftoppm and pdftotext, for looking at pages
  poppler-utils
)
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${packages[@]}"
else
  echo "not root or no apt-get: install the Debian packages with" >&2
  echo "  sudo apt-get install --no-install-recommends ${packages[*]}" >&2
fi

python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet -e "./tapyre-core[test]" \
  -e "./tapyre-paper-search[test]" ruff mypy nox "playwright>=1.49" reportlab
echo "done: . $venv/bin/activate"
