"""Writes bank-export samples in a bank's own conventions, and the rows they should import
as, from one list of transactions: the expected file never comes from the importer.

A transaction is a dict: date (datetime.date), minor (int, spending positive, money in
negative), currency, description, and optional merchant, category, kind ("spend",
"payment", "transfer", "pending", "zero", "income"). Each samples_*.py script describes
its banks' layouts with `Layout` and calls `write_sample`.
"""
import json
import os

FIXTURES = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "IntegrationTests", "Fixtures", "bank-exports")
FORMATS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "bank-formats")
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def money(minor, decimals=2, decimal=".", group="", symbol="", symbol_after=False, plus=False, space_sign=False):
    """minor units as a bank writes them: money(-123456, decimal=",", group=".") -> '-1.234,56'."""
    sign = "-" if minor < 0 else ("+" if plus and minor > 0 else "")
    minor = abs(minor)
    whole, cents = divmod(minor, 10 ** decimals)
    digits = f"{whole:,}".replace(",", group) if group else str(whole)
    text = digits + (decimal + str(cents).rjust(decimals, "0") if decimals else "")
    if symbol:
        text = f"{text} {symbol}" if symbol_after else f"{symbol}{text}"
    if sign and space_sign:
        return f"{sign} {text}"
    return sign + text


def date(day, pattern):
    """day as a bank writes it: pattern tokens YYYY, YY, MM, M, DD, D, Mon."""
    out = pattern
    for token, value in [("YYYY", f"{day.year:04d}"), ("Mon", MONTHS[day.month - 1]), ("MM", f"{day.month:02d}"),
                         ("DD", f"{day.day:02d}"), ("YY", f"{day.year % 100:02d}")]:
        out = out.replace(token, value)
    out = out.replace("M!", str(day.month)).replace("D!", str(day.day))
    return out


def csv_field(text, delimiter, quote_all):
    text = "" if text is None else str(text)
    if quote_all or any(c in text for c in (delimiter, '"', "\n", "\r")):
        return '"' + text.replace('"', '""') + '"'
    return text


def write_sample(name, header, rows, expected, delimiter=",", encoding="utf-8", bom=False, newline="\r\n",
                 quote_all=False, preamble=(), trailer=(), trailing_delimiter=False):
    """Writes NAME.csv and NAME.expected.json. `rows` are lists of field strings already in
    the bank's conventions; `expected` is the dict documented in data/bank-formats/README.md."""
    os.makedirs(FIXTURES, exist_ok=True)
    lines = list(preamble)
    end = delimiter if trailing_delimiter else ""
    if header is not None:
        lines.append(delimiter.join(csv_field(h, delimiter, quote_all) for h in header) + end)
    for row in rows:
        lines.append(delimiter.join(csv_field(f, delimiter, quote_all) for f in row) + end)
    lines.extend(trailer)
    text = newline.join(lines) + newline
    data = text.encode(encoding)
    if bom:
        data = {"utf-8": b"\xef\xbb\xbf", "utf-16-le": b"\xff\xfe", "utf-16-be": b"\xfe\xff"}[encoding] + data
    with open(os.path.join(FIXTURES, name + ".csv"), "wb") as f:
        f.write(data)
    with open(os.path.join(FIXTURES, name + ".expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, indent=1, ensure_ascii=False)
        f.write("\n")


def expected_for(format_id, source, transactions, options=()):
    """The expected import of `transactions`: spending rows stored, the rest counted."""
    out = {"format": format_id, "source": source, "options": list(options), "expenses": [],
           "excluded": {"payment": 0, "transfer": 0, "pending": 0, "zero": 0}, "income": []}
    for t in transactions:
        kind = t.get("kind", "spend")
        if kind == "spend":
            row = {"date": t["date"].isoformat(), "amount_minor": t["minor"], "currency": t["currency"],
                   "description": " ".join(t["description"].split())}
            for key in ("merchant", "category"):
                if t.get(key):
                    row[key] = t[key]
            out["expenses"].append(row)
        elif kind == "income":
            out["income"].append({"date": t["date"].isoformat(), "amount_minor": abs(t["minor"]), "currency": t["currency"]})
        else:
            out["excluded"][kind] += 1
    return out


# Shared by the samples_*.py scripts that describe banks' layouts.
def T(day, minor, description, kind="spend", merchant=None, category=None, currency=None, **extra):
    """A transaction: minor units, spending positive, money in negative."""
    t = {"date": day, "minor": minor, "description": description, "kind": kind, "currency": currency}
    if merchant:
        t["merchant"] = merchant
    if category:
        t["category"] = category
    t.update(extra)
    return t


def source_of(format_id):
    with open(os.path.join(FORMATS, format_id + ".json"), encoding="utf-8") as f:
        return json.load(f)["sources"][0]


def expect(format_id, transactions, currency):
    for t in transactions:
        t["currency"] = t["currency"] or currency
    return expected_for(format_id, source_of(format_id), transactions)


def q(text):
    """Always quoted."""
    return csv_field(text, ",", True)


def line(fields, delimiter=",", quote_all=False, trailing=False):
    return delimiter.join(csv_field(f, delimiter, quote_all) for f in fields) + (delimiter if trailing else "")
