"""Spelling normalisation shared by the knowledge generators.

The Swift side (Sources/SpendCore/Knowledge/KnowledgeKey.swift) makes the same key from
a typed token: lowercase, with everything that is not a letter or digit dropped, and a
trailing "+" read as "plus". The generators emit every spelling a person might type
(accents or not, "&" or "and", hyphens as spaces or glued), so the parser never folds.
"""
import itertools
import re
import unicodedata


def token_key(token):
    token = token.lower().replace("’", "'")
    if token.endswith("+") and len(token) > 1:
        token = token[:-1] + "plus"
    return "".join(ch for ch in token if ch.isalnum())


def fold(text):
    """Diacritics off: "Café" → "Cafe"."""
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if unicodedata.category(ch) != "Mn")


def spellings(name, folded=True):
    """The keys a person might type for a name, as space-joined token keys; with
    folded=False only those that keep its accents."""
    results = set()
    bases = {name, fold(name)} if folded else {name}
    variants = set()
    for base in bases:
        base = base.replace("’", "'")
        variants.add(base)
        variants.add(base.replace("&", " and "))
        variants.add(base.replace(" & ", " "))
        variants.add(base.replace("+", " plus"))
        if base.lower().startswith("the "):
            variants.add(base[4:])
    for variant in list(variants):
        # Hyphens and dots inside a name: typed glued ("7eleven") or apart ("7 eleven").
        variants.add(re.sub(r"[-./]", " ", variant))
        variants.add(re.sub(r"(?<=\w)'s\b", "", variant))  # possessive dropped, see below
    for variant in variants:
        tokens = [token_key(t) for t in re.split(r"\s+", variant.strip())]
        tokens = [t for t in tokens if t]
        if not tokens:
            continue
        results.add(" ".join(tokens))
        if len(tokens) > 1:
            results.add("".join(tokens))
    return results
