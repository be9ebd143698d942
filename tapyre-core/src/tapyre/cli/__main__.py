"""``python -m tapyre.cli``: the same as the ``tapyre`` command."""

from tapyre.cli import main

main()
