"""``Closing``: the context-manager half of every paper-search object that holds
something until ``close()`` (the app, the stores, the search service, the ingest
journal, the server client, the eval progress bars)."""

from __future__ import annotations

from typing import Self


class Closing:
    """A mixin: ``with obj:`` gives ``obj`` and calls ``obj.close()`` when the block
    ends, however it ends.  The class defines ``close`` (idempotent where it can be
    called twice); list the mixin after a contract that declares ``close``, so the
    contract's declaration stays the one its subclasses must implement."""

    def close(self) -> None:
        """Release what the object holds; each class that uses the mixin defines it."""
        raise NotImplementedError

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
