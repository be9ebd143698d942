"""Tapyre Paper Search: ingestion, storage, search and cited answers over scientific papers."""
