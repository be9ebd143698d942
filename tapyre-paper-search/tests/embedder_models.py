"""Builds a tiny BERT with random weights and its WordPiece tokenizer in a folder,
as ``save_pretrained`` writes them (the tests' stand-in for SPECTER2)."""

from __future__ import annotations

from pathlib import Path

WORDS = [
    "the",
    "a",
    "of",
    "and",
    "in",
    "to",
    "is",
    "we",
    "for",
    "with",
    "on",
    "protein",
    "cell",
    "cells",
    "gene",
    "genes",
    "cancer",
    "model",
    "models",
    "language",
    "scientific",
    "paper",
    "papers",
    "abstract",
    "title",
    "neural",
    "network",
    "attention",
    "transformer",
    "search",
    "query",
    "vector",
    "vectors",
    "embedding",
    "embeddings",
    "data",
    "results",
    "method",
    "methods",
    "study",
    "mouse",
    "mice",
    "covid",
    "virus",
    "p53",
    "dna",
    "rna",
    "brain",
    "learning",
    "deep",
    "graph",
    "retrieval",
]


def build_tiny_bert(folder: Path, *, seed: int = 0, max_positions: int = 64) -> Path:
    """Save a 2-layer, 32-wide BERT (random weights) and a tokenizer in ``folder``."""
    import torch
    from transformers import BertConfig, BertModel

    try:
        from transformers import BertTokenizerFast as TokenizerClass
    except ImportError:  # transformers without the Fast alias
        from transformers import BertTokenizer as TokenizerClass

    folder.mkdir(parents=True, exist_ok=True)
    pieces = ["##s", "##ing", "##ed", "##er", "##al", "##ly", "##ion"]
    letters = [chr(c) for c in range(ord("a"), ord("z") + 1)]
    digits = [str(d) for d in range(10)]
    subletters = ["##" + c for c in letters + digits]
    punctuation = list(".,;:()[]-'\"/?!%")
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    for token in WORDS + pieces + letters + digits + subletters + punctuation:
        if token not in vocab:
            vocab.append(token)
    vocab_file = folder / "vocab.txt"
    vocab_file.write_text("\n".join(vocab) + "\n", encoding="utf-8")
    tokenizer = TokenizerClass(vocab_file=str(vocab_file), do_lower_case=True)
    tokenizer.model_max_length = max_positions
    tokenizer.save_pretrained(folder)

    torch.manual_seed(seed)
    config = BertConfig(
        vocab_size=len(vocab),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=4,
        intermediate_size=64,
        max_position_embeddings=max_positions,
        hidden_dropout_prob=0.0,
        attention_probs_dropout_prob=0.0,
        initializer_range=0.4,  # large enough that different inputs give distinct vectors
    )
    model = BertModel(config)
    model.save_pretrained(folder)
    return folder


def build_outlier_bert(folder: Path) -> Path:
    """:func:`build_tiny_bert` given what makes int8 lose precision in real encoders: one
    GELU channel of each layer much larger than the others (about 100), with small
    weights after it so that it does not swamp the output."""
    import torch
    from transformers import BertModel

    build_tiny_bert(folder)
    model = BertModel.from_pretrained(folder)
    with torch.no_grad():
        for layer in model.encoder.layer:
            layer.intermediate.dense.bias[7] = 100.0  # GELU channel 7: about 100
            layer.output.dense.weight[:, 7] *= 0.01
    model.save_pretrained(folder)
    return folder
