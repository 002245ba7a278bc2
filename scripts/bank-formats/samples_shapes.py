#!/usr/bin/env python3
"""Writes the shape-*.csv samples: bank exports in layouts that NO file in
data/bank-formats/ describes, so `spend import FILE` has to find the date, amount and
description columns, the delimiter, the encoding and the number and date conventions
from the file itself. Each sample varies one or two things; the expected file
(`"format": "detected"`) is written from this script's own transaction list, never from
the importer.

Conventions every shape sample shares (README.md in the fixture directory repeats them):
  * where a file has two date columns (booking and value date, transaction and posted
    date), the expected date is the first one, the day the money was spent;
  * where a file has a payee column and a description column (Empfänger and
    Verwendungszweck, Payee and a text Reference) or a repeated "Description", the
    expected description is the non-empty ones joined with a space in column order; an id
    column ("Reference Number", "Transaction ID") is not part of the description;
  * a row whose date column says "Pending" is counted as pending; a zero amount as zero;
    money in (a salary, a card refund) is income;
  * files without a currency column import with `--currency CODE`; a file with one
    imports with no options.

Run: python3 scripts/bank-formats/samples_shapes.py
"""
import datetime as dt
import os
import random
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from samplekit import date as fdate, expected_for, money, write_sample  # noqa: E402

RNG = random.Random(20251212)
D = dt.date
WRITTEN = []


def t(day, minor, currency, description, kind="spend", raw=None, **extra):
    """A transaction; `raw` is the text as the bank writes it when it differs from the
    description it must import as (HTML entities)."""
    out = {"date": day, "minor": minor, "currency": currency, "description": description, "kind": kind}
    if raw is not None:
        out["raw"] = raw
    out.update(extra)
    return out


def cents(low, high):
    """A random price between low and high (major units), in minor units."""
    return RNG.randint(low * 100, high * 100)


def raw(tx):
    return tx.get("raw", tx["description"])


def running(txs, opening):
    """Balance after each transaction, in file order given chronological `txs`."""
    bal, out = opening, []
    for tx in txs:
        if tx["kind"] != "pending":
            bal -= tx["minor"]
        out.append(bal)
    return out


def emit(name, what, header, txs, rows, currency=None, extra=None, **kw):
    """currency=None: the file has a currency column; else the code passed with --currency."""
    options = ["--currency", currency] if currency else []
    exp = expected_for("detected", "scripts/bank-formats/samples_shapes.py: " + what, txs, options)
    if extra:
        exp.update(extra)
    write_sample(name, header, rows, exp, **kw)
    WRITTEN.append((name, what))


def check_days(txs, pattern_first_is_day, decisive=True, late_from=None):
    """Numeric day/month dates: the order must be decidable (some day > 12) unless the
    sample is the ambiguous one; `late_from`: no row before that index decides it."""
    days = [x["date"].day for x in txs if x["kind"] != "pending"]
    if decisive:
        assert any(d > 12 for d in days), "no row decides the day/month order"
    else:
        assert all(d <= 12 for d in days), "an ambiguous sample must keep every day <= 12"
        # Read the other way round the dates must still run in order, so not even the
        # file's order tells day-first from month-first.
        swapped = [(x["date"].day, x["date"].month) for x in txs]
        assert swapped == sorted(swapped) and [x["date"] for x in txs] == sorted(x["date"] for x in txs)
    if late_from is not None:
        assert all(d <= 12 for d in days[:late_from]) and any(d > 12 for d in days[late_from:])


# 1 -------------------------------------------------------------------------------------
def comma_signed_balance():
    c = "USD"
    txs = [
        t(D(2025, 12, 1), -412500, c, "DIRECT DEP ACME CORP PAYROLL", "income"),
        t(D(2025, 12, 2), cents(3, 7), c, "STARBUCKS STORE 01234 SEATTLE WA"),
        t(D(2025, 12, 3), cents(40, 160), c, "SAFEWAY #1234 OAKLAND CA"),
        t(D(2025, 12, 3), 0, c, "CHECKCARD AUTH VERIFY NETFLIX.COM", "zero"),
        t(D(2025, 12, 5), 1549, c, "NETFLIX.COM 866-579-7172 CA"),
        t(D(2025, 12, 9), 575, c, "STARBUCKS STORE 01234 SEATTLE WA"),
        t(D(2025, 12, 9), 575, c, "STARBUCKS STORE 01234 SEATTLE WA"),
        t(D(2025, 12, 14), cents(25, 60), c, "SHELL OIL 57444 BERKELEY CA"),
        t(D(2025, 12, 20), cents(80, 250), c, "TARGET 00012345 EMERYVILLE CA"),
        t(D(2025, 12, 28), 225000, c, "RENT PAYMENT ZELLE TO J MARTINEZ"),
    ]
    bal = running(txs, 318244)
    rows = [[fdate(x["date"], "YYYY-MM-DD"), raw(x), money(-x["minor"]), money(b)] for x, b in zip(txs, bal)]
    emit("shape-comma-signed-balance",
         "comma, UTF-8, LF, ISO dates, one signed amount (spending negative) beside a Balance column, "
         "a zero row, two identical purchases on one day",
         ["Date", "Description", "Amount", "Balance"], txs, rows, currency=c, newline="\n")


# 2 -------------------------------------------------------------------------------------
def de_soll_haben():
    c = "EUR"
    parts = [
        (D(2025, 11, 28), -284312, "Müller & Söhne GmbH", "Gehalt November 2025", "income"),
        (D(2025, 12, 1), cents(20, 90), "REWE Markt GmbH", "Kartenzahlung girocard", "spend"),
        (D(2025, 12, 2), 115000, "Hausverwaltung Schröder", "Miete Dezember Whg. 3 OG", "spend"),
        (D(2025, 12, 4), cents(3, 15), "Café Kränzler", "Kartenzahlung", "spend"),
        (D(2025, 12, 8), cents(10, 40), "dm-drogerie markt", "Kartenzahlung girocard", "spend"),
        (D(2025, 12, 15), 4990, "Deutsche Bahn Fernverkehr", "BahnCard 25 Verlängerung", "spend"),
        (D(2025, 12, 17), 123456, "MediaMarkt München", "Kartenzahlung girocard", "spend"),
        (D(2025, 12, 22), -2500, "Lieferando.de", "Erstattung Bestellung 7781", "income"),
    ]
    txs = [t(d, m, c, f"{a} {b}", k, parts=[a, b]) for d, m, a, b, k in parts]
    check_days(txs, True)
    rows = []
    for x in txs:
        valuta = x["date"] + dt.timedelta(days=RNG.choice([0, 0, 1, 2]))
        soll = money(-x["minor"], decimal=",", group=".") if x["minor"] > 0 else ""
        haben = money(-x["minor"], decimal=",", group=".") if x["minor"] < 0 else ""
        rows.append([fdate(x["date"], "DD.MM.YYYY"), fdate(valuta, "DD.MM.YYYY"), *x["parts"], soll, haben])
    preamble = ['"Kontoinhaber:";"Anna Müller"', '"Kontonummer:";"DE12 5001 0517 0648 4898 90"',
                '"Zeitraum:";"01.12.2025 - 31.12.2025"', '"Kontostand vom 31.12.2025:";"3.118,02 EUR"', ""]
    emit("shape-de-soll-haben",
         "semicolon, UTF-8, CRLF, German header Buchungstag/Wertstellung/Empfänger/Verwendungszweck/Soll/Haben "
         "(Soll signed negative), DD.MM.YYYY, 1.234,56, account-details preamble",
         ["Buchungstag", "Wertstellung", "Empfänger", "Verwendungszweck", "Soll", "Haben"], txs, rows,
         currency=c, delimiter=";", quote_all=True, preamble=preamble)


# 3 -------------------------------------------------------------------------------------
def utf16le_tab_debit_credit():
    c = "GBP"
    txs = [
        t(D(2025, 12, 1), cents(2, 6), c, "Café Nero Kensington"),
        t(D(2025, 12, 2), -265000, c, "BGC ACME UK LTD SALARY", "income"),
        t(D(2025, 12, 4), cents(30, 90), c, "Sainsbury's S/mkt Holborn"),
        t(D(2025, 12, 6), 0, c, "TfL Travel Charge pre-auth", "zero"),
        t(D(2025, 12, 13), 1299, c, "Spotify £12.99 Premium"),
        t(D(2025, 12, 19), cents(20, 70), c, "Müller Kitchen & Bar Soho"),
        t(D(2025, 12, 23), 8900, c, "Zara Oxford Street €-priced gift card"),
    ]
    check_days(txs, True)
    bal = running(txs, 123456)
    rows = []
    for x, b in zip(txs, bal):
        posted = x["date"] + dt.timedelta(days=RNG.choice([1, 2]))
        debit = money(x["minor"]) if x["minor"] >= 0 else ""
        credit = money(-x["minor"]) if x["minor"] < 0 else ""
        rows.append([fdate(x["date"], "DD/MM/YYYY"), fdate(posted, "DD/MM/YYYY"), raw(x), debit, credit, money(b)])
    emit("shape-utf16le-tab-debit-credit",
         "tab, UTF-16 LE with BOM, CRLF, Transaction Date and Posted Date, unsigned Debit/Credit pair "
         "(one empty per row), DD/MM/YYYY, £ é ü € in descriptions",
         ["Transaction Date", "Posted Date", "Description", "Debit", "Credit", "Balance"], txs, rows,
         currency=c, delimiter="\t", encoding="utf-16-le", bom=True)


# 4 -------------------------------------------------------------------------------------
def utf16be_fr_debit_credit():
    c = "EUR"
    txs = [
        t(D(2025, 12, 1), cents(20, 80), c, "CB CARREFOUR MARKET 01/12"),
        t(D(2025, 12, 3), cents(3, 12), c, "CB BOULANGERIE PÂTISSERIE DU MARCHÉ"),
        t(D(2025, 12, 5), -231045, c, "VIR SEPA SALAIRE DÉCEMBRE", "income"),
        t(D(2025, 12, 10), 6721, c, "PRLV SEPA EDF CLIENTS PARTICULIERS"),
        t(D(2025, 12, 16), cents(15, 45), c, "CB CRÊPERIE SAINT-GERMAIN"),
        t(D(2025, 12, 21), 129900, c, "CB FNAC PARIS ÉTOILE 1 299 € TTC"),
        t(D(2025, 12, 27), cents(40, 90), c, "CB SNCF INTERNET BILLET TGV"),
    ]
    check_days(txs, True)
    rows = [[fdate(x["date"], "DD/MM/YYYY"), raw(x),
             money(x["minor"], decimal=",") if x["minor"] > 0 else "",
             money(-x["minor"], decimal=",") if x["minor"] < 0 else ""] for x in txs]
    emit("shape-utf16be-fr-debit-credit",
         "tab, UTF-16 BE with BOM, LF, French header Date opération/Libellé/Débit/Crédit (unsigned), "
         "DD/MM/YYYY, decimal comma",
         ["Date opération", "Libellé", "Débit", "Crédit"], txs, rows, currency=c, delimiter="\t",
         encoding="utf-16-be", bom=True, newline="\n")


# 5 -------------------------------------------------------------------------------------
def pipe_bom_currency_column():
    txs = [
        t(D(2025, 12, 2), cents(5, 30), "EUR", "Zürich Hauptbahnhof SBB Ticket"),
        t(D(2025, 12, 3), cents(8, 25), "EUR", "Crème de la Crème Bistro Wien"),
        t(D(2025, 12, 5), -180000, "EUR", "Payment from ACME GmbH", "income"),
        t(D(2025, 12, 11), cents(10, 40), "GBP", "Wagamama London £ card"),
        t(D(2025, 12, 14), cents(3, 9), "GBP", "Costa Coffee Heathrow T5"),
        t(D(2025, 12, 18), 4599, "EUR", "Booking.com Hotel Amsterdam"),
        t(D(2025, 12, 24), cents(20, 60), "EUR", "Lidl Würzburg 2 € Rabatt"),
    ]
    check_days(txs, True)
    rows = []
    for x in txs:
        value = x["date"] + dt.timedelta(days=RNG.choice([0, 1, 2]))
        rows.append([fdate(x["date"], "DD-MM-YYYY"), fdate(value, "DD-MM-YYYY"), raw(x), money(-x["minor"]),
                     x["currency"]])
    emit("shape-pipe-bom-currency-column",
         "pipe, UTF-8 with BOM, CRLF, Booking Date and Value Date, Narrative, DD-MM-YYYY, a Currency column "
         "with EUR and GBP rows (no options)",
         ["Booking Date", "Value Date", "Narrative", "Amount", "Currency"], txs, rows, delimiter="|", bom=True)


# 6 -------------------------------------------------------------------------------------
def latin1_fr_montant():
    c = "EUR"
    txs = [
        t(D(2025, 12, 1), cents(5, 20), c, "CB Café de Flore Paris"),
        t(D(2025, 12, 2), cents(15, 40), c, "CB Müller Drogerie Strasbourg"),
        t(D(2025, 12, 4), -195000, c, "VIR Salaire Société Générale Assurances", "income"),
        t(D(2025, 12, 9), 5000, c, "RETRAIT DAB LONDON 43,10 £"),
        t(D(2025, 12, 15), cents(30, 120), c, "CB Leclerc Hypermarché Évry"),
        t(D(2025, 12, 30), 1199, c, "PRLV Free Mobile forfait été"),
    ]
    check_days(txs, True)
    rows = [[fdate(x["date"], "DD/MM/YYYY"), raw(x), money(-x["minor"], decimal=",")] for x in txs]
    emit("shape-latin1-fr-montant",
         "semicolon, ISO-8859-1 (é ü £ in header and descriptions, no €), CRLF, French Date opération/Libellé/"
         "Montant signed with decimal comma",
         ["Date opération", "Libellé", "Montant"], txs, rows, currency=c, delimiter=";", encoding="iso-8859-1")


# 7 -------------------------------------------------------------------------------------
def cp1252_money_out_in():
    c = "EUR"
    txs = [
        t(D(2025, 12, 1), cents(30, 90), c, "Dunnes Stores – €10 off voucher"),
        t(D(2025, 12, 3), cents(3, 8), c, "Café Sol Kilkenny"),
        t(D(2025, 12, 5), -245000, c, "Salary – Acme Ireland Ltd", "income"),
        t(D(2025, 12, 12), cents(40, 80), c, "Circle K Naas fuel"),
        t(D(2025, 12, 19), cents(15, 45), c, "Penneys Mary St – Grüße gift"),
        t(D(2025, 12, 22), 123456, c, "Harvey Norman Blanchardstown"),
    ]
    check_days(txs, True)
    bal = running(txs, 98765)
    sym = dict(decimal=",", group=".", symbol="€", symbol_after=True)
    rows = [[fdate(x["date"], "DD-MM-YY"), raw(x), money(x["minor"], **sym) if x["minor"] > 0 else "",
             money(-x["minor"], **sym) if x["minor"] < 0 else "", money(b, **sym)] for x, b in zip(txs, bal)]
    emit("shape-cp1252-money-out-in",
         "semicolon, Windows-1252 (€ as 0x80, en dash, é ü), CRLF, Money Out/Money In with '12,50 €' and "
         "1.234,56, two-digit years DD-MM-YY",
         ["Date", "Details", "Money Out", "Money In", "Balance"], txs, rows, currency=c, delimiter=";",
         encoding="cp1252")


# 8 -------------------------------------------------------------------------------------
def nl_af_bij():
    c = "EUR"
    txs = [
        t(D(2025, 12, 1), cents(10, 60), c, "Albert Heijn 1403 AMSTERDAM"),
        t(D(2025, 12, 2), cents(3, 20), c, "NS GROEP IZ NS REIZIGERS Utrecht"),
        t(D(2025, 12, 4), -289500, c, "Werkgever B.V. Salaris december", "income"),
        t(D(2025, 12, 8), cents(5, 25), c, "HEMA Kalverstraat"),
        t(D(2025, 12, 16), 124999, c, "bol.com b.v. Utrecht"),
        t(D(2025, 12, 20), cents(20, 70), c, "Jumbo Supermarkten Rotterdam"),
    ]
    check_days(txs, True)
    rows = [[fdate(x["date"], "DD-MM-YYYY"), raw(x), "Af" if x["minor"] > 0 else "Bij",
             money(abs(x["minor"]), decimal=",")] for x in txs]
    emit("shape-nl-af-bij",
         "comma, every field quoted, UTF-8, CRLF, Dutch Datum/Naam / Omschrijving/Af Bij/Bedrag (EUR): "
         "unsigned amount with an Af/Bij direction column, decimal comma, DD-MM-YYYY",
         ["Datum", "Naam / Omschrijving", "Af Bij", "Bedrag (EUR)"], txs, rows, currency=c, quote_all=True)


# 9 -------------------------------------------------------------------------------------
def direction_dr_cr():
    c = "INR"
    txs = [
        t(D(2025, 12, 1), -8500000, c, "NEFT-SALARY-ACME TECHNOLOGIES PVT LTD", "income"),
        t(D(2025, 12, 2), cents(150, 900), c, "UPI/SWIGGY/swiggy@icici/Food order"),
        t(D(2025, 12, 5), cents(1200, 4000), c, "POS 4321XXXX1234 BIG BAZAAR KORAMANGALA"),
        t(D(2025, 12, 5), 0, c, "UPI/PAYTM/mandate verification", "zero"),
        t(D(2025, 12, 14), 2500000, c, "NACH/HDFC HOME LOAN EMI DEC"),
        t(D(2025, 12, 21), cents(200, 700), c, "UPI/ZOMATO/zomato@hdfc/Order"),
    ]
    opening = 12345600
    bal = running(txs, opening)
    rows = [[fdate(x["date"], "DD-Mon-YYYY"), raw(x), money(abs(x["minor"]), group=","),
             "CR" if x["minor"] < 0 else "DR", money(b, group=",")] for x, b in zip(txs, bal)]
    preamble = ["Account Name :,MR RAHUL SHARMA", "Account Number :,'50100123456789", "Branch :,KORAMANGALA",
                '"Statement From : 01-Dec-2025 To : 31-Dec-2025"', ""]
    debits = sum(x["minor"] for x in txs if x["minor"] > 0)
    credits = -sum(x["minor"] for x in txs if x["minor"] < 0)
    trailer = ["", "Opening Balance,Debits,Credits,Closing Balance",
               ",".join('"' + money(v, group=",") + '"' for v in (opening, debits, credits, bal[-1]))]
    emit("shape-direction-dr-cr",
         "comma, UTF-8, LF, 12-Dec-2025 dates, unsigned amount with a Dr/Cr column (DR/CR), 1,234.56, "
         "preamble and an opening/closing balance summary after the rows",
         ["Date", "Narrative", "Amount", "Dr/Cr", "Balance"], txs, rows, currency=c, newline="\n",
         preamble=preamble, trailer=trailer)


# 10 ------------------------------------------------------------------------------------
def direction_d_c():
    c = "AUD"
    parts = [
        (D(2025, 12, 1), cents(40, 150), "WOOLWORTHS 1234 SYDNEY NSW", "EFTPOS CARD 4321", "spend"),
        (D(2025, 12, 3), cents(10, 60), "Bunnings Warehouse Alexandria", "EFTPOS CARD 4321", "spend"),
        (D(2025, 12, 4), -321000, "ACME PTY LTD", "PAYROLL DEC 2025", "income"),
        (D(2025, 12, 11), cents(5, 40), "Chemist Warehouse Bondi", "", "spend"),
        (D(2025, 12, 18), 49900, "JB Hi-Fi Broadway", "VISA CARD 4321", "spend"),
        (D(2025, 12, 26), cents(20, 90), "Coles 0567 Newtown", "EFTPOS CARD 4321", "spend"),
    ]
    txs = [t(d, m, c, " ".join(p for p in (a, b) if p), k, parts=[a, b]) for d, m, a, b, k in parts]
    rows = [[fdate(x["date"], "DD Mon YYYY"), *x["parts"], money(abs(x["minor"])), "C" if x["minor"] < 0 else "D",
             x["currency"]] for x in txs]
    preamble = ['Account,"Everyday Account 062-000 1234 5678"', "Period,01 Dec 2025 - 31 Dec 2025",
                'Note,"Amounts are shown as ""D"" debit / ""C"" credit"', ""]
    emit("shape-direction-d-c",
         "comma, UTF-8, CRLF, '12 Dec 2025' dates, unsigned amount with a D/C column, Payee and a text "
         "Reference (joined, an empty one left out), a Currency column, preamble lines with doubled quotes",
         ["Date", "Payee", "Reference", "Amount", "D/C", "Currency"], txs, rows, preamble=preamble)


# 11 ------------------------------------------------------------------------------------
def direction_words():
    c = "USD"
    txs = [
        t(D(2025, 12, 1), cents(20, 60), c, "WHOLE FOODS MARKET #10234 AUSTIN TX"),
        t(D(2025, 12, 2), 1599, c, "HULU 877-8244858 CA"),
        t(D(2025, 12, 5), -198000, c, "ACH CREDIT GUSTO PAYROLL", "income"),
        t(D(2025, 12, 9), cents(8, 30), c, "CHIPOTLE 1234 AUSTIN TX"),
        t(D(2025, 12, 17), cents(30, 70), c, "H-E-B #592 AUSTIN TX"),
        t(D(2025, 12, 23), 23456, c, "BEST BUY 00001234 AUSTIN TX"),
    ]
    rows = [[fdate(x["date"], "Mon D!, YYYY"), raw(x), money(abs(x["minor"])),
             "Credit" if x["minor"] < 0 else "Debit"] for x in txs]
    emit("shape-direction-words",
         "comma, UTF-8, LF, 'Dec 12, 2025' dates (quoted, they hold the delimiter), Value Date, unsigned "
         "amount with a Transaction Type column saying Debit/Credit",
         ["Value Date", "Description", "Amount", "Transaction Type"], txs, rows, currency=c, newline="\n")


# 12 ------------------------------------------------------------------------------------
def cr_suffix():
    c = "NZD"
    txs = [
        t(D(2025, 12, 1), cents(30, 120), c, "COUNTDOWN PONSONBY AUCKLAND"),
        t(D(2025, 12, 2), 1250, c, "Z ENERGY GREAT NORTH RD"),
        t(D(2025, 12, 8), -120000, c, "SALARY KIWI CO LTD", "income"),
        t(D(2025, 12, 15), cents(10, 40), c, "THE WAREHOUSE SYLVIA PARK"),
        t(D(2025, 12, 19), -2999, c, "REFUND MIGHTY APE", "income"),
        t(D(2025, 12, 28), 118323, c, "NOEL LEEMING NEWMARKET"),
    ]
    check_days(txs, True)

    def amt(m):
        return money(abs(m), group=",") + (" CR" if m < 0 else "")
    rows = [[fdate(x["date"], "DD/MM/YY"), raw(x), amt(x["minor"])] for x in txs]
    emit("shape-cr-suffix",
         "comma, UTF-8, CRLF, two-digit years DD/MM/YY, Details, one unsigned amount with money in marked "
         "'1,200.00 CR'",
         ["Date", "Details", "Amount"], txs, rows, currency=c)


# 13 ------------------------------------------------------------------------------------
def spaced_signs_timestamps():
    txs = [
        t(D(2025, 12, 1), cents(20, 80), "CHF", "Migros Zürich HB"),
        t(D(2025, 12, 3), 420, "CHF", "Coop Pronto Bahnhofstrasse"),
        t(D(2025, 12, 3), 420, "CHF", "Coop Pronto Bahnhofstrasse"),
        t(D(2025, 12, 5), -650000, "CHF", "Lohn Dezember Helvetia AG", "income"),
        t(D(2025, 12, 12), cents(5, 25), "CHF", "Confiserie Sprüngli Café"),
        t(D(2025, 12, 20), 8800, "CHF", "SBB CFF FFS Halbtax"),
        t(D(2025, 12, 22), cents(10, 30), "EUR", "Café Müller Konstanz"),
    ]
    rows = []
    for x in txs:
        hh, mm, ss = RNG.randint(7, 20), RNG.randint(0, 59), RNG.randint(0, 59)
        stamp = fdate(x["date"], "YYYY-MM-DD") + f"T{hh:02d}:{mm:02d}:{ss:02d}+01:00"
        rows.append([stamp, raw(x), money(-x["minor"], plus=True, space_sign=True), x["currency"]])
    # The two identical purchases are minutes apart on the same day.
    rows[2][0] = rows[1][0][:11] + "16:41:07+01:00"
    rows[1][0] = rows[1][0][:11] + "16:38:52+01:00"
    emit("shape-spaced-signs-timestamps",
         "tab, UTF-8, LF, timestamps 2025-12-12T14:03:00+01:00, Merchant, amounts '- 12.50' / '+ 12.50', "
         "a Currency column (CHF and EUR), two identical purchases on one day",
         ["Date", "Merchant", "Amount", "Currency"], txs, rows, delimiter="\t", newline="\n")


# 14 ------------------------------------------------------------------------------------
def gbp_symbols_preamble():
    c = "GBP"
    chrono = [
        t(D(2025, 12, 1), -265000, c, "Salary ACME LTD", "income"),
        t(D(2025, 12, 2), cents(20, 70), c, "Tesco Stores 3297 Camden"),
        t(D(2025, 12, 4), 118323, c, "John Lewis Oxford St"),
        t(D(2025, 12, 8), cents(3, 9), c, "Pret A Manger King's Cross"),
        t(D(2025, 12, 13), 880, c, "TfL Travel Charge"),
        t(D(2025, 12, 18), cents(2, 6), c, "Greggs Euston"),
        t(D(2025, 12, 21), cents(30, 90), c, "Café Rouge – Covent Garden"),
    ]
    check_days(chrono, True)
    bal = running(chrono, 210045)
    sym = dict(group=",", symbol="£")
    rows = [[fdate(x["date"], "DD/MM/YYYY"), raw(x), money(x["minor"], **sym) if x["minor"] > 0 else "",
             money(-x["minor"], **sym) if x["minor"] < 0 else "", money(b, **sym)] for x, b in zip(chrono, bal)]
    txs, rows = chrono[::-1], rows[::-1]  # newest first
    preamble = ['"Account Name:","FlexAccount ****12345"', '"Account Balance:","' + money(bal[-1], **sym) + '"',
                '"Statement for ""J O\'Brien"" 01 Dec 2025 to 31 Dec 2025"', ""]
    trailer = ["", '"Closing balance",,,,"' + money(bal[-1], **sym) + '"']
    emit("shape-gbp-symbols-preamble",
         "comma, UTF-8, CRLF, newest first, Paid out/Paid in with '£1,183.23', Balance, DD/MM/YYYY, "
         "preamble lines (one field with doubled quotes) and a Closing balance line",
         ["Date", "Description", "Paid out", "Paid in", "Balance"], txs, rows, currency=c, quote_all=True,
         preamble=preamble, trailer=trailer)


# 15 ------------------------------------------------------------------------------------
def usd_withdrawals_late_mdy():
    c = "USD"
    txs = [
        t(D(2025, 11, 3), 400, c, "STARBUCKS STORE 01234"),
        t(D(2025, 11, 5), cents(20, 60), c, "CVS/PHARMACY #01234"),
        t(D(2025, 11, 7), -215000, c, "DIRECT DEP EMPLOYER PAYROLL", "income"),
        t(D(2025, 11, 9), cents(30, 90), c, "TRADER JOE'S #552"),
        t(D(2025, 11, 10), 1549, c, "NETFLIX.COM"),
        t(D(2025, 11, 12), cents(10, 35), c, "UBER *TRIP HELP.UBER.COM"),
        t(D(2025, 11, 25), cents(60, 150), c, "COSTCO WHSE #0123"),
        t(D(2025, 11, 28), 123456, c, "APPLE STORE R102"),
    ]
    check_days(txs, False, decisive=True, late_from=6)
    bal = running(txs, 150000)
    sym = dict(group=",", symbol="$ ")
    rows = [[fdate(x["date"], "MM/DD/YYYY"), raw(x), money(x["minor"], **sym) if x["minor"] > 0 else "",
             money(-x["minor"], **sym) if x["minor"] < 0 else "", money(b, **sym)] for x, b in zip(txs, bal)]
    emit("shape-usd-withdrawals-late-mdy",
         "comma, UTF-8, LF, Posted Date month-first MM/DD/YYYY where only the 7th row (day 25) decides the "
         "order, Withdrawals/Deposits with '$ 4.00', Balance '$ 1,234.56'",
         ["Posted Date", "Description", "Withdrawals", "Deposits", "Balance"], txs, rows, currency=c, newline="\n")


# 16, 17 --------------------------------------------------------------------------------
# The day/month order of these two files cannot be decided from their dates (every day is
# 12 or less). The rule the expected rows assume: day-first when the amounts use a decimal
# comma or the currency is EUR or GBP; month-first when the currency is USD with a decimal
# point. Both files set "date_order_ambiguous": true in their expected JSON. Both readings
# keep the rows in date order, so the file's order does not decide it either.
def ambiguous_dates_eur():
    c = "EUR"
    txs = [
        t(D(2025, 11, 1), cents(10, 50), c, "Carrefour Express Bruxelles"),
        t(D(2025, 11, 4), -210000, c, "Salaire novembre Acme SA", "income"),
        t(D(2025, 11, 9), cents(3, 9), c, "Exki Gare Centrale"),
        t(D(2025, 12, 9), cents(20, 80), c, "Delhaize Ixelles"),
        t(D(2025, 12, 10), 3499, c, "Proximus mobile décembre"),
        t(D(2025, 12, 12), cents(30, 120), c, "Colruyt Anderlecht"),
    ]
    check_days(txs, True, decisive=False)
    rows = [[fdate(x["date"], "DD/MM/YYYY"), raw(x), money(-x["minor"], decimal=","), x["currency"]] for x in txs]
    emit("shape-ambiguous-dates-eur",
         "semicolon, UTF-8, CRLF, DD/MM/YYYY with every day <= 12 (order undecidable: day-first because of "
         "the decimal comma and EUR), Currency column",
         ["Date", "Description", "Amount", "Currency"], txs, rows, delimiter=";",
         extra={"date_order_ambiguous": True})


def ambiguous_dates_usd():
    c = "USD"
    txs = [
        t(D(2025, 11, 2), cents(10, 50), c, "KROGER #0123 COLUMBUS OH"),
        t(D(2025, 11, 6), -187500, c, "PAYROLL ACME INC", "income"),
        t(D(2025, 11, 9), cents(4, 9), c, "DUNKIN #345678"),
        t(D(2025, 12, 9), cents(20, 60), c, "MARATHON PETRO 1234"),
        t(D(2025, 12, 10), 1099, c, "SPOTIFY USA"),
        t(D(2025, 12, 11), cents(30, 120), c, "WALMART SUPERCENTER #1234"),
    ]
    check_days(txs, False, decisive=False)
    rows = [[fdate(x["date"], "MM/DD/YYYY"), raw(x), money(-x["minor"])] for x in txs]
    emit("shape-ambiguous-dates-usd",
         "comma, UTF-8, LF, MM/DD/YYYY with every day <= 12 (order undecidable: month-first because the "
         "currency is USD with a decimal point)",
         ["Date", "Description", "Amount"], txs, rows, currency=c, newline="\n",
         extra={"date_order_ambiguous": True})


# 18 ------------------------------------------------------------------------------------
def thousands_dot_late():
    c = "EUR"
    txs = [
        t(D(2025, 12, 1), 123400, c, "MediaMarkt Berlin Alexanderplatz"),
        t(D(2025, 12, 1), 240000, c, "Miete Dezember Hausverwaltung Krüger"),
        t(D(2025, 12, 2), -1250000, c, "Jahresbonus ACME AG", "income"),
        t(D(2025, 12, 3), 105000, c, "IKEA Deutschland Spandau"),
        t(D(2025, 12, 5), 375, c, "Bäckerei Kamps Hbf"),
        t(D(2025, 12, 14), 123456, c, "Saturn Electro Steglitz"),
        t(D(2025, 12, 20), cents(10, 40), c, "EDEKA Center Schöneberg"),
    ]
    check_days(txs, True)
    # The first four amounts are whole (-1.234, -2.400, 12.500, -1.050): a dot before three
    # digits reads as a decimal point or a thousands separator; -3,75 decides it.
    rows = [[fdate(x["date"], "DD.MM.YYYY"), raw(x),
             money(-x["minor"] // 100, decimals=0, group=".") if i < 4 else money(-x["minor"], decimal=",", group=".")]
            for i, x in enumerate(txs)]
    assert rows[0][2] == "-1.234" and rows[2][2] == "12.500"
    emit("shape-thousands-dot-late",
         "semicolon, UTF-8 with BOM, CRLF, German Buchungstag/Verwendungszweck/Betrag (EUR), first amounts "
         "'-1.234' and '12.500' ambiguous until '-3,75' and '-1.234,56' show the decimal comma",
         ["Buchungstag", "Verwendungszweck", "Betrag (EUR)"], txs, rows, currency=c, delimiter=";", bom=True)


# 19 ------------------------------------------------------------------------------------
def thousands_comma_late():
    c = "USD"
    txs = [
        t(D(2025, 12, 1), 123400, c, "DELTA AIR LINES ATLANTA"),
        t(D(2025, 12, 2), 1250000, c, "TUITION STATE UNIVERSITY BURSAR"),
        t(D(2025, 12, 3), -300000, c, "PAYROLL ACME INC", "income"),
        t(D(2025, 12, 6), 4599, c, "AMAZON.COM*2K4L19 AMZN.COM/BILL WA"),
        t(D(2025, 12, 12), 123456, c, "APPLE.COM/BILL"),
        t(D(2025, 12, 19), cents(10, 40), c, "PANERA BREAD #601234"),
    ]
    rows = [[fdate(x["date"], "YYYY-MM-DD"), raw(x),
             money(-x["minor"] // 100, decimals=0, group=",") if i < 3 else money(-x["minor"], group=",")]
            for i, x in enumerate(txs)]
    assert rows[0][2] == "-1,234" and rows[1][2] == "-12,500"
    emit("shape-thousands-comma-late",
         "comma, UTF-8, LF, first amounts '-1,234' and '-12,500' (quoted) ambiguous until '-45.99' and "
         "'-1,234.56' show the decimal point; whole amounts with no decimals",
         ["Date", "Description", "Amount"], txs, rows, currency=c, newline="\n")


# 20 ------------------------------------------------------------------------------------
def kwd_three_decimals():
    c = "KWD"
    txs = [
        t(D(2025, 12, 1), 1250, c, "Talabat Kuwait order"),
        t(D(2025, 12, 2), 12500, c, "The Sultan Center Salmiya"),
        t(D(2025, 12, 4), 750, c, "Caribou Coffee Avenues"),
        t(D(2025, 12, 7), -850000, c, "Salary transfer ACME Kuwait WLL", "income"),
        t(D(2025, 12, 15), 1250000, c, "X-cite by Alghanim Electronics"),
        t(D(2025, 12, 21), 6000, c, "KNPC Fuel Station Hawalli"),
        t(D(2025, 12, 28), 15000, c, "Zain Kuwait postpaid"),
    ]
    check_days(txs, True)
    bal = running(txs, 2345500)
    rows = [[fdate(x["date"], "DD/MM/YYYY"), raw(x), money(b, decimals=3, group=","),
             money(-x["minor"], decimals=3, group=","), x["currency"]] for x, b in zip(txs, bal)]
    assert rows[0][3] == "-1.250"
    emit("shape-kwd-three-decimals",
         "comma, UTF-8, CRLF, three-decimal currency (KWD: '-1.250' is 1250 fils, '-1,250.000'), Balance "
         "column BEFORE the Amount column, Currency column",
         ["Date", "Description", "Balance", "Amount", "Currency"], txs, rows)


# 21 ------------------------------------------------------------------------------------
def card_spending_positive():
    c = "USD"
    txs = [
        t(D(2025, 12, 1), 4599, c, "AMAZON.COM*2K4L19 AMZN.COM/BILL"),
        t(D(2025, 12, 3), cents(15, 40), c, "UBER *EATS PENDING.UBER.COM"),
        t(D(2025, 12, 6), cents(30, 60), c, "SHELL OIL 57444 SAN JOSE"),
        t(D(2025, 12, 9), -2399, c, "AMAZON.COM REFUND AMZN.COM/BILL", "income"),
        t(D(2025, 12, 14), cents(40, 110), c, "TRADER JOE'S #552 SAN JOSE"),
        t(D(2025, 12, 18), 1199, c, "SPOTIFY USA 877-778-1161"),
        t(D(2025, 12, 27), cents(8, 20), c, "CHIPOTLE 1234 CUPERTINO"),
    ]
    check_days(txs, True)
    rows = [[fdate(x["date"], "MM/DD/YY"), raw(x), money(x["minor"]), "2469216" + str(RNG.randint(10 ** 15, 10 ** 16 - 1))]
            for x in txs]
    emit("shape-card-spending-positive",
         "comma, UTF-8, CRLF, a card: one signed amount with spending POSITIVE and a refund negative, "
         "two-digit years MM/DD/YY, Merchant, a long numeric Reference Number column (not the amount, "
         "not the description)",
         ["Transaction Date", "Merchant", "Amount", "Reference Number"], txs, rows, currency=c)


# 22 ------------------------------------------------------------------------------------
def text_quirks():
    c = "GBP"
    txs = [
        t(D(2025, 12, 1), cents(10, 40), c, "M&S SIMPLY FOOD WATERLOO", raw="M&amp;S SIMPLY FOOD WATERLOO"),
        t(D(2025, 12, 2), 599, c, "McDonald's 1234 Brixton", raw="McDonald&#39;s 1234 Brixton"),
        t(D(2025, 12, 3), cents(5, 30), c, 'TOYS "R" US #1234 CROYDON'),
        t(D(2025, 12, 5), 2999, c, "AMAZON MARKETPLACE AMZN.CO.UK/PM",
          raw="AMAZON MARKETPLACE\nAMZN.CO.UK/PM"),
        t(D(2025, 12, 8), -150000, c, "FASTER PAYMENT FROM J SMITH \"RENT SHARE\"", "income"),
        t(D(2025, 12, 13), cents(20, 70), c, "TESCO STORES 3297 LONDON GB",
          raw="TESCO STORES 3297        LONDON           GB"),
        t(D(2025, 12, 16), 1250, c, "Ben & Jerry's Scoop Shop", raw="Ben &amp; Jerry&#39;s Scoop Shop"),
        t(D(2025, 12, 20), 4500, c, "Deliveroo \"Dishoom\" Shoreditch, London",
          raw="Deliveroo \"Dishoom\"   Shoreditch,\nLondon"),
    ]
    rows = []
    for x in txs:
        hh, mm, ss = RNG.randint(8, 21), RNG.randint(0, 59), RNG.randint(0, 59)
        rows.append([fdate(x["date"], "YYYY-MM-DD") + f" {hh:02d}:{mm:02d}:{ss:02d}", raw(x), money(-x["minor"])])
    emit("shape-text-quirks",
         "comma, UTF-8, CRLF, timestamps '2025-12-12 14:03:00', descriptions with embedded newlines, doubled "
         "quotes, HTML entities (&amp; &#39;) decoded, runs of padding spaces collapsed",
         ["Date", "Description", "Amount"], txs, rows, currency=c)


# 23 ------------------------------------------------------------------------------------
def header_trailing_comma():
    c = "CAD"
    txs = [
        t(D(2025, 12, 1), cents(2, 6), c, "TIM HORTONS #1234 TORONTO"),
        t(D(2025, 12, 2), cents(40, 150), c, "LOBLAWS 1021 TORONTO"),
        t(D(2025, 12, 4), -240000, c, "PAYROLL DEPOSIT ACME CANADA", "income"),
        t(D(2025, 12, 9), cents(30, 80), c, "PETRO-CANADA 98765"),
        t(D(2025, 12, 15), cents(5, 15), c, "Café Dépanneur Montréal"),
        t(D(2025, 12, 22), 8999, c, "CANADIAN TIRE #123"),
    ]
    rows = [[fdate(x["date"], "YYYY-MM-DD"), raw(x), money(-x["minor"])] for x in txs]
    emit("shape-header-trailing-comma",
         "comma, UTF-8, LF, header and rows ending with a comma (an empty last column), Memo as the only "
         "text column, ISO dates",
         ["Date", "Memo", "Amount"], txs, rows, currency=c, newline="\n", trailing_delimiter=True)


# 24 ------------------------------------------------------------------------------------
def ragged_pending():
    c = "SGD"
    chrono = [
        t(D(2025, 12, 1), -520000, c, "SALARY ACME PTE LTD", "income"),
        t(D(2025, 12, 2), cents(10, 40), c, "NTUC FAIRPRICE TAMPINES"),
        t(D(2025, 12, 4), 0, c, "GRAB CARD VERIFICATION", "zero"),
        t(D(2025, 12, 7), cents(3, 8), c, "YA KUN KAYA TOAST"),
        t(D(2025, 12, 15), cents(20, 90), c, "COLD STORAGE NOVENA"),
        t(D(2025, 12, 21), 1240, c, "GRAB *RIDE SINGAPORE"),
        t(D(2025, 12, 29), 3580, c, "SHOPEE SINGAPORE", "pending"),
        t(D(2025, 12, 30), 1480, c, "GRAB *FOOD SINGAPORE", "pending"),
    ]
    bal = running(chrono, 300000)
    rows = []
    for i, (x, b) in enumerate(zip(chrono, bal)):
        if x["kind"] == "pending":
            rows.append(["Pending", raw(x), money(-x["minor"])])  # no balance, no id: ragged
        elif i < 3:
            rows.append([fdate(x["date"], "YYYY-MM-DD"), raw(x), money(-x["minor"]), money(b)])  # ragged
        else:
            rows.append([fdate(x["date"], "YYYY-MM-DD"), raw(x), money(-x["minor"]), money(b),
                         f"FT{RNG.randint(10 ** 9, 10 ** 10 - 1)}"])
    txs, rows = chrono[::-1], rows[::-1]  # newest first: the pending rows lead, the ragged ones end the file
    emit("shape-ragged-pending",
         "comma, UTF-8, CRLF, newest first, 'Pending' in the date column (2 pending rows), ragged rows with "
         "fewer fields than the header at the end, a zero row",
         ["Date", "Description", "Amount", "Balance", "Transaction ID"], txs, rows, currency=c)


# 25 ------------------------------------------------------------------------------------
def duplicate_headers():
    c = "EUR"
    parts = [
        (D(2025, 12, 1), cents(20, 60), "TESCO IRELAND", "DUBLIN 2", "spend"),
        (D(2025, 12, 3), cents(3, 7), "BEWLEYS CAFE", "", "spend"),
        (D(2025, 12, 5), -230000, "SALARY ACME IRL", "", "income"),
        (D(2025, 12, 14), 6500, "ELECTRIC IRELAND", "DD 123456", "spend"),
        (D(2025, 12, 19), cents(10, 30), "SUPERVALU", "RATHMINES", "spend"),
    ]
    txs = [t(d, m, c, " ".join(p for p in (a, b) if p), k, parts=[a, b]) for d, m, a, b, k in parts]
    check_days(txs, True)
    bal = running(txs, 150000)
    rows = [[fdate(x["date"], "DD/MM/YYYY"), *x["parts"], money(-x["minor"]), money(b)] for x, b in zip(txs, bal)]
    emit("shape-duplicate-headers",
         "comma, UTF-8, CRLF, two columns both named Description (joined, empty ones left out), DD/MM/YYYY, "
         "signed amount, Balance",
         ["Date", "Description", "Description", "Amount", "Balance"], txs, rows, currency=c)


# 26 ------------------------------------------------------------------------------------
def no_decimals():
    c = "SEK"
    txs = [
        t(D(2025, 12, 1), 4500, c, "ICA Supermarket Södermalm"),
        t(D(2025, 12, 2), 120000, c, "Systembolaget Götgatan"),
        t(D(2025, 12, 5), -3200000, c, "Lön december Acme AB", "income"),
        t(D(2025, 12, 8), 97000, c, "SL Access 30 dagar"),
        t(D(2025, 12, 12), 0, c, "Kortkontroll Klarna", "zero"),
        t(D(2025, 12, 16), 5900, c, "Pressbyrån Centralen"),
        t(D(2025, 12, 22), 6500, c, "Espresso House Kungsgatan"),
    ]
    assert all(x["minor"] % 100 == 0 for x in txs)
    rows = [[fdate(x["date"], "YYYY-MM-DD"), raw(x), money(-x["minor"] // 100, decimals=0), x["currency"]] for x in txs]
    emit("shape-no-decimals",
         "semicolon, UTF-8, LF, ISO dates, whole amounts with no decimals ('-45', '-1200', '32000') in a "
         "two-decimal currency (SEK), a Currency column, a zero row",
         ["Booking Date", "Description", "Amount", "Currency"], txs, rows, delimiter=";", newline="\n")


def main():
    for make in (comma_signed_balance, de_soll_haben, utf16le_tab_debit_credit, utf16be_fr_debit_credit,
                 pipe_bom_currency_column, latin1_fr_montant, cp1252_money_out_in, nl_af_bij, direction_dr_cr,
                 direction_d_c, direction_words, cr_suffix, spaced_signs_timestamps, gbp_symbols_preamble,
                 usd_withdrawals_late_mdy, ambiguous_dates_eur, ambiguous_dates_usd, thousands_dot_late,
                 thousands_comma_late, kwd_three_decimals, card_spending_positive, text_quirks,
                 header_trailing_comma, ragged_pending, duplicate_headers, no_decimals):
        make()
    for name, what in WRITTEN:
        print(f"{name}.csv: {what}")


if __name__ == "__main__":
    main()
