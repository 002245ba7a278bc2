#!/usr/bin/env python3
"""Generates Sources/SpendCore/Knowledge/CurrencyTable.swift from the Unicode CLDR
(Unicode License v3, see Sources/SpendCore/Knowledge/LICENSE-Unicode-CLDR.txt), read
through Babel.

    python3 -m venv /tmp/k && /tmp/k/bin/pip install -r scripts/knowledge/requirements.txt
    /tmp/k/bin/python scripts/knowledge/currencies.py [WORDNET_DIR]

What it takes from CLDR, for every currency some territory uses as legal tender today:
- the minor digits (ISO 4217's where CLDR rounds differently, see MINOR_DIGITS_ISO);
- the English names, singular and plural ("Pakistani rupee", "Pakistani rupees"), split
  into a country word ("pakistani") and a unit word ("rupees"); a unit word only one
  currency uses ("tenge", "taka", "cedis") names it on its own, and the others need the
  country word before them ("Sri Lankan rupees");
- the territory's English name as another country word ("Pakistan rupees");
- the signs its territories' locales write ("₸", "৳", "GH₵", "RD$") and their letter
  abbreviations of two letters or more that no other currency shares ("Kč", "Rp").
WORDNET_DIR (default /usr/share/wordnet) says which codes and unit words are common English words ("all",
"cup", "mad"): those count only in capitals.
What locals write that CLDR does not list ("tk", "KD", "dh"), and the default of a unit
word several currencies share ("rupees" are India's unless the country is said), are
hand-written in Sources/SpendCore/Parsing/CurrencyWords.swift, which wins over this table.
"""
import datetime
import os
import sys
import unicodedata
from collections import defaultdict

from babel import Locale, localedata, numbers
from babel.core import get_global

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from brands import wordnet_words  # noqa: E402
from normalise import fold  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, "Sources/SpendCore/Knowledge/CurrencyTable.swift")

# CLDR gives some currencies fewer digits than ISO 4217 because their cents are not
# used; money is stored in ISO 4217's minor units.
MINOR_DIGITS_ISO = {"AFN": 2, "ALL": 2, "IQD": 3, "IRR": 2, "KPW": 2, "LAK": 2, "LBP": 2, "MGA": 2,
                    "MMK": 2, "RSD": 2, "SLE": 2, "SOS": 2, "SYP": 2, "YER": 2, "UZS": 2, "MRU": 2}

# Currency signs: a sign of this kind is kept apart from the number it touches.
SIGN_CATEGORY = "Sc"


def folded(text):
    """Lowercase without accents, as the tokenizer's keys compare ("colón" is "colon")."""
    return fold(text).lower()


def is_latin(text):
    return all(ord(ch) < 0x250 or unicodedata.category(ch) == SIGN_CATEGORY for ch in text)


def main():
    english, _ = wordnet_words(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/wordnet")
    today = datetime.date.today()
    territory_currency = {}
    for territory in get_global("territory_currencies"):
        current = numbers.get_territory_currencies(territory, start_date=today, tender=True)
        if current:
            territory_currency[territory] = current[0]
    codes = sorted(set(territory_currency.values()))
    en = Locale("en")

    digits = {code: MINOR_DIGITS_ISO.get(code, numbers.get_currency_precision(code)) for code in codes}

    units = defaultdict(set)       # unit word → codes
    qualifiers = defaultdict(set)  # country word(s) → codes
    for code in codes:
        forms = {en.currencies.get(code, "")}
        forms |= set(en._data["currency_names_plural"].get(code, {}).values())
        for form in forms:
            if not is_latin(form):
                continue
            # Both as written and without accents: "colón" and "colon".
            for words in {tuple(form.lower().split()), tuple(folded(form).split())}:
                if 2 <= len(words) <= 3:
                    units[words[-1]].add(code)
                    qualifiers[" ".join(words[:-1])].add(code)
    for territory, code in territory_currency.items():
        name = en.territories.get(territory)
        if name and is_latin(name) and len(folded(name).split()) <= 2:
            qualifiers[folded(name)].add(code)
            qualifiers[name.lower()].add(code)

    # Abbreviations that are something else before a number: a telco ("MTN"), a word ("den").
    codes_with_brands = {"MTN", "DEN"}
    signs = defaultdict(set)
    abbreviations = defaultdict(set)
    for identifier in localedata.locale_identifiers():
        try:
            locale = Locale.parse(identifier)
        except Exception:
            continue
        code = territory_currency.get(locale.territory)
        symbol = code and locale.currency_symbols.get(code)
        if not symbol or symbol == code or not is_latin(symbol):
            continue
        symbol = symbol.rstrip(".")
        if any(unicodedata.category(ch) == SIGN_CATEGORY for ch in symbol):
            signs[symbol.lower()].add(code)
        elif len(symbol) >= 2 and symbol.isalpha():
            abbreviations[folded(symbol)].add(code)

    spoken = {u: next(iter(c)) for u, c in units.items() if len(c) == 1}
    for unit, code in list(spoken.items()):
        if unit in english:
            del spoken[unit]  # "real", "mark": an everyday word needs its country
    needing_country = sorted(u for u in units if u not in spoken)
    country_words = {q: next(iter(c)) for q, c in qualifiers.items() if len(c) == 1}
    lone_signs = {s: next(iter(c)) for s, c in signs.items() if len(c) == 1 and s not in ("$", "£", "¥")}
    # Two letters are too often something else before a number ("um 12", "da 5"): the
    # hand list in CurrencyWords keeps the two-letter ones people write ("Rp", "RM").
    prefixes = {a: next(iter(c)) for a, c in abbreviations.items()
                if len(c) == 1 and a not in english and len(a) >= 3 and a.upper() not in codes_with_brands}
    for table in (spoken, country_words, lone_signs, prefixes):
        for key, code in table.items():
            assert code in digits, (key, code)
    word_like = sorted(c.lower() for c in codes if c.lower() in english)

    def swift_string(text):
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

    def pairs(name, doc, table, value=swift_string):
        lines = [f"    /// {doc}", f"    static let {name}: [(String, {'Int' if value is str else 'String'})] = ["]
        for key in sorted(table):
            lines.append(f"        ({swift_string(key)}, {value(table[key])}),")
        lines.append("    ]")
        return "\n".join(lines)

    parts = [
        "// Generated by scripts/knowledge/currencies.py from the Unicode CLDR (Unicode License v3,",
        "// see LICENSE-Unicode-CLDR.txt). Do not edit by hand: change the script and run it again.",
        "",
        f"/// Every currency a territory uses today ({len(codes)}), and the ways people write and say them.",
        "enum CurrencyTable {",
        pairs("minorDigits", "ISO 4217 code → minor digits.", digits, value=str),
        pairs("spoken", "Unit words and local abbreviations that name one currency after a number (\"tenge\").", spoken),
        pairs("countryWords", "Country words before a unit word (\"pakistani\", \"sri lankan\").", country_words),
        pairs("signs", "Signs, alone or with letters, written against the number (\"₸\", \"gh₵\").", lone_signs),
        pairs("prefixes", "Letter abbreviations written before the number (\"rp\", \"tsh\").", prefixes),
        "    /// Unit words several currencies share: they need a country word or a default.",
        "    static let unitsNeedingCountry: [String] = [" + ", ".join(swift_string(u) for u in needing_country) + "]",
        "    /// Unit words several currencies share, and those currencies (\"dirhams\": AED MAD), so a",
        "    /// place the phrase names can say whose they are.",
        "    static let sharedUnits: [(String, String)] = [",
        *[f"        ({swift_string(u)}, {swift_string(' '.join(sorted(units[u])))})," for u in sorted(units) if len(units[u]) > 1],
        "    ]",
        "    /// Codes that are English words (\"all\", \"cup\"): only in capitals.",
        "    static let wordLikeCodes: [String] = [" + ", ".join(swift_string(c) for c in word_like) + "]",
        "}",
        "",
    ]
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(parts))
    print(f"{len(codes)} currencies, {len(spoken)} unit words, {len(country_words)} country words, "
          f"{len(lone_signs)} signs, {len(prefixes)} prefixes", file=sys.stderr)


if __name__ == "__main__":
    main()
