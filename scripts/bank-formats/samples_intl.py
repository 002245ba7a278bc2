#!/usr/bin/env python3
"""Writes one sample export per non-US bank format (data/bank-formats/) into
Tests/IntegrationTests/Fixtures/bank-exports/, in that bank's own conventions, with the
rows it should import as. Every transaction here is invented; the layouts follow the
sources named in each format file.

    python3 scripts/bank-formats/samples_intl.py
"""
import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from samplekit import T, date, expect, line, money, q, write_sample  # noqa: E402

D = datetime.date


def running(transactions, opening):
    """Balances after each row (money in raises it), for banks that print one."""
    out, balance = [], opening
    for t in transactions:
        if t["kind"] != "pending":
            balance -= t["minor"]
        out.append(balance)
    return out


# --- American Express UK ------------------------------------------------------------------

def amex_uk():
    ts = [
        T(D(2026, 9, 1), 485, "PRET A MANGER LONDON", merchant="Pret", category="Food & Dining",
          cat="Entertainment-Bars & Cafés", addr="1 STRAND", town="LONDON", pc="WC2N 5HR"),
        T(D(2026, 9, 2), 280, "TFL TRAVEL CH TFL.GOV.UK/CP", merchant="TfL", cat="Transportation-Taxis & Coach",
          addr="55 BROADWAY", town="LONDON", pc="SW1H 0BD"),
        T(D(2026, 9, 2), 280, "TFL TRAVEL CH TFL.GOV.UK/CP", merchant="TfL", cat="Transportation-Taxis & Coach",
          addr="55 BROADWAY", town="LONDON", pc="SW1H 0BD"),
        T(D(2026, 9, 4), 6347, "SAINSBURYS S/MKTS LONDON", merchant="Sainsbury's", category="Groceries",
          cat="General Purchases-Groceries", addr="33 HOLBORN\nCITY OF LONDON", town="LONDON", pc="EC1N 2HT"),
        T(D(2026, 9, 6), 2340, "DELIVEROO LONDON", merchant="Deliveroo", category="Food & Dining",
          cat="Entertainment-Restaurants", addr="", town="LONDON", pc=""),
        T(D(2026, 9, 8), 1099, "NETFLIX.COM AMSTERDAM", merchant="Netflix", cat="Entertainment-Other",
          addr="", town="AMSTERDAM", pc="", country="NETHERLANDS"),
        T(D(2026, 9, 9), 845, "BOOTS THE CHEMIST 1142 LONDON", merchant="Boots", cat="General Purchases-Pharmacies",
          addr="44 STRAND", town="LONDON", pc="WC2N 5LR"),
        T(D(2026, 9, 12), 124856, "BRITISH AIRWAYS 1252345678901 HARMONDSWORTH", cat="Travel-Airline",
          addr="WATERSIDE", town="HARMONDSWORTH", pc="UB7 0GB"),
        T(D(2026, 9, 14), 0, "UBER *TRIP HELP.UBER.COM", kind="zero", cat="Transportation-Taxis & Coach",
          addr="", town="AMSTERDAM", pc="", country="NETHERLANDS"),
        T(D(2026, 9, 15), -2399, "AMAZON.CO.UK REFUND", kind="income", cat="General Purchases-Online Purchases",
          addr="1 PRINCIPAL PLACE", town="LONDON", pc="EC2A 2FA"),
        T(D(2026, 9, 18), -54012, "PAYMENT RECEIVED - THANK YOU", kind="payment", cat="",
          addr="", town="", pc="", country=""),
        T(D(2026, 9, 20), 1875, "WAGAMAMA LONDON", merchant="Wagamama", category="Food & Dining",
          cat="Entertainment-Restaurants", addr="1 TAVISTOCK ST", town="LONDON", pc="WC2E 7PG"),
    ]
    header = ["Date", "Description", "Amount", "Extended Details", "Appears On Your Statement As", "Address",
              "Town/City", "Postcode", "Country", "Reference", "Category"]
    rows = []
    for i, t in enumerate(ts):
        stated = t["description"] if t["kind"] == "payment" else t["description"].rsplit(" ", 1)[0]
        rows.append([date(t["date"], "DD/MM/YYYY"), t["description"], money(t["minor"]), "", stated, t["addr"],
                     t["town"], t["pc"], t.get("country", "UNITED KINGDOM"), f"'AT2626{i + 1:09d}'", t["cat"]])
    write_sample("amex-uk", header, rows, expect("amex-uk", ts, "GBP"), newline="\r\n")


# --- Monzo -----------------------------------------------------------------------------------

def monzo():
    ts = [
        T(D(2026, 9, 1), 435, "PRET A MANGER LONDON GBR", merchant="Pret", category="Food & Dining",
          type="Card payment", name="Pret A Manger", emoji="☕", cat="Eating out", addr="1 Strand"),
        T(D(2026, 9, 1), 280, "TFL TRAVEL CH TFL.GOV.UK/CP GBR", merchant="TfL", category="Transportation",
          type="Card payment", name="TfL", emoji="🚇", cat="Transport", addr="55 Broadway"),
        T(D(2026, 9, 1), 280, "TFL TRAVEL CH TFL.GOV.UK/CP GBR", merchant="TfL", category="Transportation",
          type="Card payment", name="TfL", emoji="🚇", cat="Transport", addr="55 Broadway"),
        T(D(2026, 9, 2), 4217, "TESCO STORES 3297 LONDON GBR", merchant="Tesco", category="Groceries",
          type="Card payment", name="Tesco", emoji="🛒", cat="Groceries", addr="22 Pentonville Rd"),
        T(D(2026, 9, 3), 20000, "", kind="transfer", type="Pot transfer", name="Rainy day", emoji="", cat="Savings"),
        T(D(2026, 9, 4), 860, "CAFE DE FLORE PARIS FRA", category="Food & Dining", type="Card payment",
          name="Café de Flore", emoji="🥐", cat="Eating out", local=(-1000, "EUR"), addr="172 Boulevard Saint-Germain"),
        T(D(2026, 9, 5), -245000, "ACME LTD SALARY SEP", kind="income", type="Faster payment", name="Acme Ltd",
          emoji="", cat="Income"),
        T(D(2026, 9, 6), 2340, "DELIVEROO LONDON GBR", merchant="Deliveroo", category="Food & Dining",
          type="Card payment", name="Deliveroo", emoji="🍕", cat="Eating out"),
        T(D(2026, 9, 8), 0, "AMAZON.CO.UK*AB12C3DE4 LONDON GBR", kind="zero", type="Card payment", name="Amazon",
          emoji="📦", cat="Shopping"),
        T(D(2026, 9, 10), 125000, "RENT OCTOBER", category="Other", type="Faster payment", name="J Smith",
          emoji="🏠", cat="Bills"),
        T(D(2026, 9, 12), 1199, "SPOTIFY P1A2B3C4D5 STOCKHOLM SWE", merchant="Spotify", category="Entertainment",
          type="Card payment", name="Spotify", emoji="🎵", cat="Entertainment"),
        T(D(2026, 9, 14), -1999, "ASOS.COM LONDON GBR", kind="income", type="Card payment", name="ASOS",
          emoji="👕", cat="Shopping"),
        T(D(2026, 9, 16), 5499, "SAINSBURYS S/MKTS LONDON GBR", merchant="Sainsbury's", category="Groceries",
          type="Card payment", name="Sainsbury's", emoji="🛒", cat="Groceries"),
    ]
    header = ["Transaction ID", "Date", "Time", "Type", "Name", "Emoji", "Category", "Amount", "Currency",
              "Local amount", "Local currency", "Notes and #tags", "Address", "Receipt", "Description",
              "Category split", "Money Out", "Money In", "Balance", "Balance currency"]
    balances = running(ts, 184512)
    rows = []
    for i, (t, bal) in enumerate(zip(ts, balances)):
        amount = money(-t["minor"])
        local, local_cur = t.get("local", (-t["minor"], "GBP"))
        rows.append([f"tx_0000B{i:02d}Xq7Lm{i * 37 % 100:02d}Rk9Tz2Wy", date(t["date"], "DD/MM/YYYY"),
                     f"{8 + i % 12:02d}:{(i * 7) % 60:02d}:{(i * 13) % 60:02d}", t["type"], t["name"], t["emoji"],
                     t["cat"], amount, "GBP", money(local), local_cur, "", t.get("addr", ""), "",
                     t["description"], "", amount if t["minor"] > 0 else "", amount if t["minor"] < 0 else "",
                     money(bal), "GBP"])
    write_sample("monzo", header, rows, expect("monzo", ts, "GBP"), newline="\n")


# --- Revolut ---------------------------------------------------------------------------------

def revolut():
    ts = [
        T(D(2026, 9, 1), 2345, "Lidl", merchant="Lidl", type="CARD_PAYMENT"),
        T(D(2026, 9, 2), -50000, "Top-Up by *4821", kind="transfer", type="TOPUP"),
        T(D(2026, 9, 3), 640, "Bolt", merchant="Bolt", type="CARD_PAYMENT"),
        T(D(2026, 9, 3), 640, "Bolt", merchant="Bolt", type="CARD_PAYMENT"),
        T(D(2026, 9, 5), 0, "Google *temporary Hold", kind="zero", type="CARD_PAYMENT"),
        T(D(2026, 9, 6), 123456, "IKEA", merchant="IKEA", type="CARD_PAYMENT"),
        T(D(2026, 9, 7), 10000, "To pocket EUR Holiday", kind="transfer", type="TRANSFER"),
        T(D(2026, 9, 8), 20000, "Exchanged to GBP", kind="transfer", type="EXCHANGE"),
        T(D(2026, 9, 9), -2995, "Zara", kind="income", type="CARD_REFUND"),
        T(D(2026, 9, 10), 1450, "Starbucks", merchant="Starbucks", type="CARD_PAYMENT"),
        T(D(2026, 9, 11), -120, "Metal Cashback", kind="income", type="CASHBACK"),
        T(D(2026, 9, 12), 4457, "Carrefour", merchant="Carrefour", type="CARD_PAYMENT", kind="pending"),
        T(D(2026, 9, 12), 899, "Netflix", merchant="Netflix", type="CARD_PAYMENT"),
    ]
    header = ["Type", "Product", "Started Date", "Completed Date", "Description", "Amount", "Fee", "Currency",
              "State", "Balance"]
    balances = running(ts, 243180)
    rows = []
    for i, (t, bal) in enumerate(zip(ts, balances)):
        hour = 9 + i % 11
        started = f"{date(t['date'], 'YYYY-MM-DD')} {hour:02d}:{(i * 11) % 60:02d}:{(i * 17) % 60:02d}"
        pending = t["kind"] == "pending"
        done = D.fromordinal(t["date"].toordinal() + (i % 2))
        completed = "" if pending else f"{date(done, 'YYYY-MM-DD')} {hour + 1:02d}:{(i * 19) % 60:02d}:{(i * 23) % 60:02d}"
        rows.append([t["type"], "Current", started, completed, t["description"], money(-t["minor"]), "0.00", "EUR",
                     "PENDING" if pending else "COMPLETED", "" if pending else money(bal)])
    write_sample("revolut", header, rows, expect("revolut", ts, "EUR"), newline="\n")


# --- Lloyds ----------------------------------------------------------------------------------

def lloyds():
    ts = [
        T(D(2026, 9, 30), 1250, "SAINSBURYS S/MKTS", merchant="Sainsbury's", code="DEB"),
        T(D(2026, 9, 30), 1250, "SAINSBURYS S/MKTS", merchant="Sainsbury's", code="DEB"),
        T(D(2026, 9, 28), 435, "PRET A MANGER", merchant="Pret", code="DEB"),
        T(D(2026, 9, 26), 0, "COSTA COFFEE 43012", kind="zero", code="DEB"),
        T(D(2026, 9, 25), -245000, "ACME LTD SALARY", kind="income", code="FPI"),
        T(D(2026, 9, 22), 50000, "SAVINGS 30-99-50 87654321", kind="transfer", code="TFR"),
        T(D(2026, 9, 20), 115000, "J SMITH RENT OCT", code="FPO"),
        T(D(2026, 9, 15), 1099, "NETFLIX.COM", merchant="Netflix", code="DD"),
        T(D(2026, 9, 12), -1599, "AMAZON.CO.UK", kind="income", code="DEB"),
        T(D(2026, 9, 10), 3617, "ASDA STORES 4512", merchant="Asda", code="DEB"),
        T(D(2026, 9, 8), 1320, "GREGGS PLC", merchant="Greggs", code="DEB"),
        T(D(2026, 9, 3), 7450, "TRAINLINE.COM", merchant="Trainline", code="DEB"),
    ]
    header = ["Transaction Date", "Transaction Type", "Sort Code", "Account Number", "Transaction Description",
              "Debit Amount", "Credit Amount", "Balance"]
    # Newest first, balance after each row read from the bottom up.
    balances = list(reversed(running(list(reversed(ts)), 312045)))
    rows = []
    for t, bal in zip(ts, balances):
        debit = money(t["minor"]) if t["minor"] >= 0 else ""
        credit = money(-t["minor"]) if t["minor"] < 0 else ""
        rows.append([date(t["date"], "DD/MM/YYYY"), t["code"], "'30-99-50", "12345678", t["description"], debit,
                     credit, money(bal)])
    write_sample("lloyds", header, rows, expect("lloyds", ts, "GBP"), newline="\r\n")


# --- Starling --------------------------------------------------------------------------------

def starling():
    ts = [
        T(D(2026, 9, 1), 315, "Greggs", merchant="Greggs", category="Food & Dining", ref="GREGGS PLC",
          type="CONTACTLESS", cat="EATING_OUT"),
        T(D(2026, 9, 1), 315, "Greggs", merchant="Greggs", category="Food & Dining", ref="GREGGS PLC",
          type="CONTACTLESS", cat="EATING_OUT"),
        T(D(2026, 9, 2), 5420, "Waitrose", merchant="Waitrose", category="Groceries", ref="WAITROSE 742",
          type="CONTACTLESS", cat="GROCERIES"),
        T(D(2026, 9, 3), 810, "TfL", merchant="TfL", category="Transportation", ref="TFL TRAVEL CH",
          type="CONTACTLESS", cat="TRANSPORT"),
        T(D(2026, 9, 5), -245000, "Acme Ltd", kind="income", ref="SALARY", type="FASTER PAYMENT", cat="INCOME"),
        T(D(2026, 9, 6), 115000, "J Smith", category="Other", ref="Rent October", type="FASTER PAYMENT",
          cat="PAYMENTS"),
        T(D(2026, 9, 8), 0, "Amazon", kind="zero", ref="AMAZON.CO.UK*AB12C", type="ONLINE PAYMENT", cat="SHOPPING"),
        T(D(2026, 9, 9), 1199, "Spotify", merchant="Spotify", category="Entertainment", ref="SPOTIFY",
          type="ONLINE PAYMENT", cat="ENTERTAINMENT"),
        T(D(2026, 9, 11), -699, "Boots", kind="income", ref="BOOTS REFUND", type="CONTACTLESS", cat="SHOPPING"),
        T(D(2026, 9, 13), 2875, "Nando's", merchant="Nando's", category="Food & Dining", ref="NANDOS CAMDEN",
          type="CHIP AND PIN", cat="EATING_OUT"),
        T(D(2026, 9, 15), 4250, "Octopus Energy", category="Other", ref="A-1B2C3D4E", type="DIRECT DEBIT",
          cat="BILLS_AND_SERVICES"),
    ]
    header = ["Date", "Counter Party", "Reference", "Type", "Amount (GBP)", "Balance (GBP)", "Spending Category",
              "Notes"]
    balances = running(ts, 98765)
    rows = [[date(t["date"], "DD/MM/YYYY"), t["description"], t["ref"], t["type"], money(-t["minor"]), money(bal),
             t["cat"], ""] for t, bal in zip(ts, balances)]
    write_sample("starling", header, rows, expect("starling", ts, "GBP"), newline="\n")


# --- Barclays (UK) ---------------------------------------------------------------------------

def barclays_uk():
    ts = [
        T(D(2026, 9, 30), 310, "COSTA COFFEE        ON 29 SEP          BCC", merchant="Costa", sub="Debit"),
        T(D(2026, 9, 30), 310, "COSTA COFFEE        ON 29 SEP          BCC", merchant="Costa", sub="Debit"),
        T(D(2026, 9, 29), 5130, "TESCO STORES 3021   ON 28 SEP          BCC", merchant="Tesco", sub="Debit"),
        T(D(2026, 9, 26), 2157, "DELIVEROO           ON 25 SEP          CPM", merchant="Deliveroo", sub="Debit"),
        T(D(2026, 9, 25), -464011, "ACME UK LTD         ACME UK LTD        BGC", kind="income", sub="Counter Credit"),
        T(D(2026, 9, 22), 0, "AMAZON.CO.UK        ON 21 SEP          BCC", kind="zero", sub="Debit"),
        T(D(2026, 9, 18), 13240, "TRAINLINE           ON 17 SEP          BCC", merchant="Trainline", sub="Debit"),
        T(D(2026, 9, 15), 118500, "J SMITH             RENT OCT           BBP", sub="Bill Payment"),
        T(D(2026, 9, 12), 2999, "VODAFONE LTD        A1234567           DDR", merchant="Vodafone", sub="Direct Debit"),
        T(D(2026, 9, 10), -1299, "AMAZON.CO.UK        REFUND             BCC", kind="income", sub="Debit"),
        T(D(2026, 9, 6), 1460, "WAGAMAMA LTD        ON 05 SEP          BCC", merchant="Wagamama", sub="Debit"),
    ]
    header = ["Number", "Date", "Account", "Amount", "Subcategory", "Memo"]
    rows = [["", date(t["date"], "DD/MM/YYYY"), "20-32-06 13152170", money(-t["minor"]), t["sub"], t["description"]]
            for t in ts]
    write_sample("barclays-uk", header, rows, expect("barclays-uk", ts, "GBP"), newline="\r\n")


# --- Nationwide ------------------------------------------------------------------------------

def nationwide():
    ts = [
        T(D(2026, 9, 1), 845, "CO-OP GROUP 070123", type="Contactless Payment"),
        T(D(2026, 9, 1), 845, "CO-OP GROUP 070123", type="Contactless Payment"),
        T(D(2026, 9, 2), 6203, "SAINSBURYS S/MKT", merchant="Sainsbury's", type="Visa purchase"),
        T(D(2026, 9, 3), 1325, "TV LICENCE MBP", type="Direct debit"),
        T(D(2026, 9, 4), 0, "AMAZON.CO.UK*AB12C", kind="zero", type="Visa purchase"),
        T(D(2026, 9, 5), 115000, "J SMITH RENT", type="Payment to"),
        T(D(2026, 9, 8), 30000, "07-10-40 54817554", kind="transfer", type="Transfer to"),
        T(D(2026, 9, 10), 465, "GREGGS PLC", merchant="Greggs", type="Contactless Payment"),
        T(D(2026, 9, 12), -1099, "BOOTS UK REFUND", kind="income", type="Visa credit"),
        T(D(2026, 9, 25), -212040, "ACME LTD SALARY", kind="income", type="Bank credit ACME LTD"),
        T(D(2026, 9, 27), 3499, "WAITROSE 742", merchant="Waitrose", type="Visa purchase"),
    ]
    preamble = ['"Account Name:","FlexAccount ****12345"', '"Account Balance:","£2387.65"',
                '"Available Balance: ","£2387.65"', ""]
    header = ["Date", "Transaction type", "Description", "Paid out", "Paid in", "Balance"]
    balances = running(ts, 196210)
    rows = []
    for t, bal in zip(ts, balances):
        out = money(t["minor"], symbol="£") if t["minor"] >= 0 else ""
        into = money(-t["minor"], symbol="£") if t["minor"] < 0 else ""
        rows.append([date(t["date"], "DD Mon YYYY"), t["type"], t["description"], out, into, money(bal, symbol="£")])
    write_sample("nationwide", header, rows, expect("nationwide", ts, "GBP"), encoding="iso-8859-1",
                 newline="\r\n", quote_all=True, preamble=preamble)


# --- N26 -------------------------------------------------------------------------------------

def n26():
    ts = [
        T(D(2026, 9, 1), 2345, "REWE Markt GmbH", merchant="Rewe", type="Presentment"),
        T(D(2026, 9, 2), 795, "dm-drogerie markt", merchant="dm", type="Presentment"),
        T(D(2026, 9, 2), 795, "dm-drogerie markt", merchant="dm", type="Presentment"),
        T(D(2026, 9, 3), 3190, "Lieferando.de", merchant="Lieferando", type="Presentment"),
        T(D(2026, 9, 4), 7990, "DB BAHN A-NR K8QX2P", merchant="Deutsche Bahn", type="Presentment"),
        T(D(2026, 9, 5), -285000, "ACME GmbH", kind="income", type="Credit Transfer", ref="Gehalt 09/2026",
          iban="DE89370400440532013000"),
        T(D(2026, 9, 6), 125000, "Hausverwaltung Schäfer", type="Debit Transfer", ref="Miete Oktober",
          iban="DE02120300000000202051"),
        T(D(2026, 9, 8), 1234, "PRET A MANGER LONDON", merchant="Pret", type="Presentment", orig=("10.50", "GBP", "0.8509")),
        T(D(2026, 9, 9), 0, "Amazon", kind="zero", type="Presentment"),
        T(D(2026, 9, 11), -4995, "Zalando SE", kind="income", type="Presentment"),
        T(D(2026, 9, 12), 1799, "Netflix International B.V.", merchant="Netflix", type="Direct Debit",
          ref="Netflix Abo", iban="NL45INGB0001234567"),
    ]

    def tq(text):  # N26 quotes text fields; numbers, dates and one-word types stay bare
        return q(text) if text else ""

    lines = ['"Booking Date","Value Date","Partner Name","Partner Iban",Type,"Payment Reference","Account Name",'
             '"Amount (EUR)","Original Amount","Original Currency","Exchange Rate"']
    for t in ts:
        d = date(t["date"], "YYYY-MM-DD")
        orig, cur, rate = t.get("orig", ("", "", ""))
        typ = q(t["type"]) if " " in t["type"] else t["type"]
        lines.append(",".join([d, d, tq(t["description"]), tq(t.get("iban", "")), typ, tq(t.get("ref", "")),
                               q("Main Account"), money(-t["minor"]), orig, cur, rate]))
    write_sample("n26", None, [], expect("n26", ts, "EUR"), newline="\n", preamble=lines)


# --- DKB (2023 export) -----------------------------------------------------------------------

def dkb():
    me = "Max Mustermann"
    ts = [
        T(D(2026, 9, 30), 867, "EDEKA//MUENCHEN/DE", merchant="Edeka", purpose="EDEKA SAGT DANKE"),
        T(D(2026, 9, 29), 1245, "dm-drogerie markt//München/DE", merchant="dm", purpose="2026-09-29 Debitk.12 VISA Debit"),
        T(D(2026, 9, 29), 1245, "dm-drogerie markt//München/DE", merchant="dm", purpose="2026-09-29 Debitk.12 VISA Debit"),
        T(D(2026, 9, 28), 3190, "Lieferando.de", merchant="Lieferando", purpose="Bestellung 4711 Lieferando"),
        T(D(2026, 9, 27), 2399, "REWE Markt GmbH", merchant="Rewe", purpose="REWE SAGT DANKE 12345"),
        T(D(2026, 9, 26), 599, "Bäckerei Wünsche//München/DE", kind="pending", purpose="Kartenzahlung"),
        T(D(2026, 9, 25), -285000, "ACME GmbH", kind="income", purpose="Lohn und Gehalt 09/2026"),
        T(D(2026, 9, 15), 125000, "Hausverwaltung Schäfer", purpose="Miete Oktober Whg. 3 links"),
        T(D(2026, 9, 12), 0, "PayPal Europe S.a.r.l. et Cie S.C.A", kind="zero", purpose="Kontoverifizierung"),
        T(D(2026, 9, 10), -4995, "Zalando SE", kind="income", purpose="Rückerstattung Bestellung 10203040"),
        T(D(2026, 9, 5), 1799, "Netflix International B.V.", merchant="Netflix", purpose="Netflix Monatsabo"),
        T(D(2026, 9, 2), 4210, "Rossmann//München/DE", merchant="Rossmann", purpose="Einkauf Drogerie"),
    ]
    preamble = [line(["Girokonto", "DE12120300001234567890"], ";", True), '""',
                line(["Kontostand vom 30.09.2026:", "3.456,78 €"], ";", True), '""']
    header = ["Buchungsdatum", "Wertstellung", "Status", "Zahlungspflichtige*r", "Zahlungsempfänger*in",
              "Verwendungszweck", "Umsatztyp", "IBAN", "Betrag (€)", "Gläubiger-ID", "Mandatsreferenz",
              "Kundenreferenz"]
    rows = []
    for i, t in enumerate(ts):
        d = date(t["date"], "DD.MM.YY")
        out = t["minor"] >= 0
        payer, payee = (me, t["description"]) if out else (t["description"], me)
        rows.append([d, d, "Vorgemerkt" if t["kind"] == "pending" else "Gebucht", payer, payee, t["purpose"],
                     "Ausgang" if out else "Eingang", f"DE{(i * 7919) % 100:02d}{(i * 104729) % 10 ** 18:018d}",
                     money(-t["minor"], decimal=",", group="."), "", "", ""])
    write_sample("dkb", header, rows, expect("dkb", ts, "EUR"), delimiter=";", encoding="utf-8", bom=True,
                 newline="\n", quote_all=True, preamble=preamble)


# --- ING Deutschland -------------------------------------------------------------------------

def ing_de():
    ts = [
        T(D(2026, 9, 30), 2345, "VISA REWE SAGT DANKE", merchant="Rewe", text="Lastschrift",
          purpose="NR8123456015 MUENCHEN KAUFUMSATZ 28.09 183512 ARN74463669123456099978837"),
        T(D(2026, 9, 29), 899, "VISA LIDL DIENSTLEISTUNG", merchant="Lidl", text="Lastschrift",
          purpose="NR8123456015 MUENCHEN KAUFUMSATZ 27.09 101512 ARN24463689108123456572752"),
        T(D(2026, 9, 29), 899, "VISA LIDL DIENSTLEISTUNG", merchant="Lidl", text="Lastschrift",
          purpose="NR8123456015 MUENCHEN KAUFUMSATZ 27.09 101512 ARN24463689108123456572752"),
        T(D(2026, 9, 28), 0, "ING", kind="zero", text="Abschluss", purpose="Abschluss 3. Quartal 2026"),
        T(D(2026, 9, 26), 50000, "Max Mustermann", kind="transfer", text="Umbuchung", purpose="Extra-Konto Sparen"),
        T(D(2026, 9, 25), -285000, "ACME GmbH", kind="income", text="Gehalt/Rente", purpose="Lohn / Gehalt 09/26"),
        T(D(2026, 9, 20), 8700, "Stadtwerke München GmbH", text="Lastschrift", purpose="Abschlag Strom Vertrag 123456"),
        T(D(2026, 9, 15), 115000, "Hausverwaltung Schäfer", text="Dauerauftrag / Terminueberweisung",
          purpose="Miete Oktober"),
        T(D(2026, 9, 12), -4995, "Zalando SE", kind="income", text="Gutschrift", purpose="Rückerstattung 10203040"),
        T(D(2026, 9, 10), 745, "VISA DM DROGERIE MARKT", merchant="dm", text="Lastschrift",
          purpose="NR8123456015 MUENCHEN KAUFUMSATZ 08.09 174401 ARN74463669123456012345678"),
        T(D(2026, 9, 4), 2190, "VISA ROSSMANN 2150", merchant="Rossmann", text="Lastschrift",
          purpose="NR8123456015 MUENCHEN KAUFUMSATZ 02.09 120233 ARN74463669123456087654321"),
        T(D(2026, 9, 2), 1350, "VISA MCDONALDS 1234", merchant="McDonald's", text="Lastschrift",
          purpose="NR8123456015 MUENCHEN KAUFUMSATZ 01.09 193012 ARN74463669123456011223344"),
    ]
    preamble = [
        "Umsatzanzeige;Datei erstellt am: 01.10.2026 09:12", ";Letztes Update: aktuell", "",
        "IBAN;DE12 5001 0517 1234 5678 90", "Kontoname;Girokonto", "Bank;ING", "Kunde;Max Mustermann",
        "Zeitraum;01.09.2026 - 30.09.2026", "Saldo;3.456,78;EUR", "", "Sortierung;Datum absteigend", "",
        "In der CSV-Datei finden Sie alle bereits gebuchten Umsätze. Die vorgemerkten Umsätze werden nicht "
        "aufgenommen, auch wenn sie in Ihrem Internetbanking angezeigt werden.", "",
    ]
    header = ["Buchung", "Valuta", "Auftraggeber/Empfänger", "Buchungstext", "Verwendungszweck", "Saldo", "Währung",
              "Betrag", "Währung"]
    balances = list(reversed(running(list(reversed(ts)), 345678 - sum(-t["minor"] for t in ts))))
    rows = []
    for t, bal in zip(ts, balances):
        d = date(t["date"], "DD.MM.YYYY")
        rows.append([d, d, t["description"], t["text"], t["purpose"], money(bal, decimal=",", group="."), "EUR",
                     money(-t["minor"], decimal=",", group="."), "EUR"])
    write_sample("ing-de", header, rows, expect("ing-de", ts, "EUR"), delimiter=";", encoding="iso-8859-1",
                 newline="\r\n", preamble=preamble)


# --- Sparkasse CSV-CAMT ----------------------------------------------------------------------

def sparkasse():
    ts = [
        T(D(2026, 9, 1), 2346, "REWE Markt GmbH//Karlsruhe/DE", merchant="Rewe", text="KARTENZAHLUNG",
          purpose="2026-08-31T17:47:21 Karte1 2028-11"),
        T(D(2026, 9, 2), 340, "Bäckerei Kühn//Karlsruhe/DE", text="KARTENZAHLUNG",
          purpose="2026-09-01T07:12:03 Karte1 2028-11"),
        T(D(2026, 9, 2), 340, "Bäckerei Kühn//Karlsruhe/DE", text="KARTENZAHLUNG",
          purpose="2026-09-01T07:12:03 Karte1 2028-11"),
        T(D(2026, 9, 3), 6400, "Stadtwerke Karlsruhe GmbH", text="FOLGELASTSCHRIFT",
          purpose="Abschlag Strom/Gas Vertragskonto 123456789"),
        T(D(2026, 9, 3), 115000, "Vermieterin Schäfer", text="DAUERAUFTRAG", purpose="Miete Oktober "),
        T(D(2026, 9, 5), 30000, "Max Mustermann", kind="transfer", text="UMBUCHUNG", purpose="Sparbuch Übertrag"),
        T(D(2026, 9, 25), -285000, "ACME GmbH", kind="income", text="GUTSCHRIFT", purpose="Lohn/Gehalt 09/2026"),
        T(D(2026, 9, 26), -4995, "Zalando SE", kind="income", text="GUTSCHRIFT", purpose="Erstattung 10203040"),
        T(D(2026, 9, 28), 3475, "EDEKA Südstadt//Karlsruhe/DE", merchant="Edeka", text="KARTENZAHLUNG",
          purpose="2026-09-27T11:20:45 Karte1 2028-11"),
        T(D(2026, 9, 30), 0, "Sparkasse Karlsruhe", kind="zero", text="ENTGELTABSCHLUSS", purpose="Entgeltabrechnung"),
        T(D(2026, 9, 30), 1195, "dm-drogerie markt//Karlsruhe/DE", merchant="dm", kind="pending", text="KARTENZAHLUNG",
          purpose="2026-09-30T18:02:11 Karte1 2028-11"),
        T(D(2026, 9, 29), 2499, "MediaMarkt Karlsruhe//Karlsruhe/DE", merchant="MediaMarkt", text="KARTENZAHLUNG",
          purpose="2026-09-28T15:33:09 Karte1 2028-11"),
    ]
    header = ["Auftragskonto", "Buchungstag", "Valutadatum", "Buchungstext", "Verwendungszweck", "Glaeubiger ID",
              "Mandatsreferenz", "Kundenreferenz (End-to-End)", "Sammlerreferenz", "Lastschrift Ursprungsbetrag",
              "Auslagenersatz Ruecklastschrift", "Beguenstigter/Zahlungspflichtiger", "Kontonummer/IBAN",
              "BIC (SWIFT-Code)", "Betrag", "Waehrung", "Info"]
    rows = []
    for t in ts:
        d = date(t["date"], "DD.MM.YY")
        debit = t["text"] == "FOLGELASTSCHRIFT"
        rows.append(["DE12660501010012345678", d, d, t["text"], t["purpose"], "DE12ZZZ00000123412" if debit else "",
                     "1234-1234123412341-12" if debit else "", "", "", "", "", t["description"],
                     "DE12341234123412341234", "KARSDE66XXX", money(-t["minor"], decimal=","), "EUR",
                     "Umsatz vorgemerkt" if t["kind"] == "pending" else "Umsatz gebucht"])
    write_sample("sparkasse-camt", header, rows, expect("sparkasse-camt", ts, "EUR"), delimiter=";",
                 encoding="iso-8859-1", newline="\n", quote_all=True)


# --- comdirect -------------------------------------------------------------------------------

def comdirect():
    ts = [
        T(D(2026, 10, 1), 1234, " Buchungstext: REWE Markt GmbH HAMBURG DE Karte Nr. 4871 78XX XXXX 1234 Kartenzahlung",
          kind="pending", vorgang="Kartenverfügung"),
        T(D(2026, 9, 30), 2190, " Buchungstext: EDEKA CENTER HAMBURG DE Karte Nr. 4871 78XX XXXX 1234 Ref. 3Q2C7AB1D",
          merchant="Edeka", vorgang="Kartenverfügung"),
        T(D(2026, 9, 30), 2190, " Buchungstext: EDEKA CENTER HAMBURG DE Karte Nr. 4871 78XX XXXX 1234 Ref. 3Q2C7AB1D",
          merchant="Edeka", vorgang="Kartenverfügung"),
        T(D(2026, 9, 29), 490, " Buchungstext: Kontoführungsentgelt 4,90 € Ref. 7G2C9XY12", vorgang="Entgelte"),
        T(D(2026, 9, 25), -285000, "Auftraggeber: ACME GmbH Buchungstext: Gehalt 09/2026 Ref. 5J2C8QW34",
          kind="income", vorgang="Übertrag / Überweisung"),
        T(D(2026, 9, 20), 115000, "Empfänger: Hausverwaltung Schäfer Kto/IBAN: DE02120300000000202051 "
          "BLZ/BIC: BYLADEM1001 Buchungstext: Miete Oktober Ref. 9K2C1AB56", vorgang="Übertrag / Überweisung"),
        T(D(2026, 9, 15), 0, "Zahlungsempfänger: PayPal Europe S.a.r.l. et Cie S.C.A Buchungstext: Kontoverifizierung "
          "Ref. 1L2C5CD78", kind="zero", vorgang="Lastschrift / Belastung"),
        T(D(2026, 9, 12), 1799, "Zahlungsempfänger: Netflix International B.V. Buchungstext: Netflix Monatsabo "
          "Ref. 2M2C6EF90", merchant="Netflix", vorgang="Lastschrift / Belastung"),
        T(D(2026, 9, 10), -4995, " Buchungstext: ZALANDO SE BERLIN DE Gutschrift Ref. 4N2C7GH12", kind="income",
          vorgang="Kartenverfügung"),
        T(D(2026, 9, 6), 6890, " Buchungstext: IKEA DEUTSCHLAND HAMBURG DE Karte Nr. 4871 78XX XXXX 1234 Ref. 6P2C8IJ34",
          merchant="IKEA", vorgang="Kartenverfügung"),
        T(D(2026, 9, 3), 129900, " Buchungstext: MEDIAMARKT HAMBURG DE Karte Nr. 4871 78XX XXXX 1234 Ref. 8R2C9KL56",
          merchant="MediaMarkt", vorgang="Kartenverfügung"),
    ]

    def row(fields):
        return line(fields, ";", True, trailing=True)

    preamble = [";", row(["Umsätze Girokonto", "Zeitraum: 30 Tage"]), row(["Neuer Kontostand", "3.456,78 EUR"]), "",
                row(["Buchungstag", "Wertstellung (Valuta)", "Vorgang", "Buchungstext", "Umsatz in EUR"])]
    for t in ts:
        if t["kind"] == "pending":
            preamble.append(row(["offen", "--", t["vorgang"], t["description"], money(-t["minor"], decimal=",", group=".")]))
        else:
            d = date(t["date"], "DD.MM.YYYY")
            preamble.append(row([d, d, t["vorgang"], t["description"], money(-t["minor"], decimal=",", group=".")]))
    closing = 345678 + sum(t["minor"] for t in ts if t["kind"] != "pending")
    preamble += ["", row(["Alter Kontostand", money(closing, decimal=",", group=".") + " EUR"]), ""]
    write_sample("comdirect", None, [], expect("comdirect", ts, "EUR"), encoding="cp1252", newline="\r\n",
                 preamble=preamble)


# --- ING Nederland ---------------------------------------------------------------------------

def ing_nl():
    own = "NL12INGB0001234567"
    ts = [
        T(D(2026, 9, 30), 2345, "Albert Heijn 1403 AMSTERDAM", merchant="Albert Heijn", code="BA", kind_="Betaalautomaat",
          note="Pasvolgnr: 001 30-09-2026 17:32 Transactie: A1B2C3 Term: 1BGD9H Apple Pay Valutadatum: 30-09-2026"),
        T(D(2026, 9, 29), 1190, "Jumbo Amsterdam Oost", merchant="Jumbo", code="BA", kind_="Betaalautomaat",
          note="Pasvolgnr: 001 29-09-2026 12:01 Transactie: D4E5F6 Term: 2CHE1K Valutadatum: 29-09-2026"),
        T(D(2026, 9, 29), 1190, "Jumbo Amsterdam Oost", merchant="Jumbo", code="BA", kind_="Betaalautomaat",
          note="Pasvolgnr: 001 29-09-2026 12:01 Transactie: D4E5F6 Term: 2CHE1K Valutadatum: 29-09-2026"),
        T(D(2026, 9, 27), 1250, "Café de Jaren AMSTERDAM", code="BA", kind_="Betaalautomaat",
          note="Pasvolgnr: 001 27-09-2026 21:14 Transactie: G7H8I9 Term: 3DJF2L Valutadatum: 27-09-2026"),
        T(D(2026, 9, 25), -285000, "ACME B.V.", kind="income", code="OV", kind_="Overschrijving", iban="NL91ABNA0417164300",
          note="Naam: ACME B.V. Omschrijving: Salaris september 2026 IBAN: NL91ABNA0417164300 Valutadatum: 25-09-2026"),
        T(D(2026, 9, 25), 50000, "Oranje Spaarrekening V12345678", kind="transfer", code="GT", kind_="Online bankieren",
          note="Naar Oranje Spaarrekening V12345678 Valutadatum: 25-09-2026"),
        T(D(2026, 9, 20), 125000, "Verhuurder B.V.", code="GT", kind_="Online bankieren", iban="NL20RABO0312345678",
          note="Naam: Verhuurder B.V. Omschrijving: Huur oktober IBAN: NL20RABO0312345678 Valutadatum: 20-09-2026"),
        T(D(2026, 9, 18), 2895, "Thuisbezorgd.nl via Adyen", merchant="Thuisbezorgd", code="ID", kind_="iDEAL",
          note="Naam: Thuisbezorgd.nl via Adyen Omschrijving: 1234567890 Bestelling 4711 Valutadatum: 18-09-2026"),
        T(D(2026, 9, 15), 0, "Kwijtschelding", kind="zero", code="VZ", kind_="Verzamelbetaling",
          note="Valutadatum: 15-09-2026"),
        T(D(2026, 9, 12), -2499, "Bol.com B.V.", kind="income", code="OV", kind_="Overschrijving", iban="NL27INGB0000026500",
          note="Naam: Bol.com B.V. Omschrijving: Terugbetaling 10203040 Valutadatum: 12-09-2026"),
        T(D(2026, 9, 8), 1599, "HEMA Amsterdam Kalverstr", merchant="HEMA", code="BA", kind_="Betaalautomaat",
          note="Pasvolgnr: 001 08-09-2026 15:40 Transactie: J1K2L3 Term: 4EKG3M Valutadatum: 08-09-2026"),
        T(D(2026, 9, 3), 845, "Kruidvat 7301 AMSTERDAM", merchant="Kruidvat", code="BA", kind_="Betaalautomaat",
          note="Pasvolgnr: 001 03-09-2026 10:22 Transactie: M4N5O6 Term: 5FLH4N Valutadatum: 03-09-2026"),
    ]
    header = ["Datum", "Naam / Omschrijving", "Rekening", "Tegenrekening", "Code", "Af Bij", "Bedrag (EUR)",
              "Mutatiesoort", "Mededelingen", "Saldo na mutatie", "Tag"]
    balances = list(reversed(running(list(reversed(ts)), 323456)))
    rows = [[date(t["date"], "YYYYMMDD"), t["description"], own, t.get("iban", ""), t["code"],
             "Bij" if t["minor"] <= 0 else "Af", money(abs(t["minor"]), decimal=","), t["kind_"], t["note"],
             money(bal, decimal=","), ""] for t, bal in zip(ts, balances)]
    write_sample("ing-nl", header, rows, expect("ing-nl", ts, "EUR"), delimiter=";", encoding="iso-8859-1",
                 newline="\r\n", quote_all=True)


# --- BoursoBank (Boursorama) -----------------------------------------------------------------

def boursorama():
    ts = [
        T(D(2026, 9, 1), 5420, "CARTE 31/08/26 CARREFOUR MARKET CB*1234", merchant="Carrefour Market",
          category="Groceries", cat="Alimentation", parent="Vie quotidienne", supplier="carrefour market"),
        T(D(2026, 9, 2), 215, "CARTE 01/09/26 RATP CB*1234", merchant="RATP", category="Transportation",
          cat="Transports en commun", parent="Auto & Moto", supplier="ratp"),
        T(D(2026, 9, 2), 215, "CARTE 01/09/26 RATP CB*1234", merchant="RATP", category="Transportation",
          cat="Transports en commun", parent="Auto & Moto", supplier="ratp"),
        T(D(2026, 9, 3), 1290, "CARTE 02/09/26 PHARMACIE DU MARCHE CB*1234", category="Healthcare", cat="Pharmacie",
          parent="Santé", supplier=""),
        T(D(2026, 9, 4), 2367, "CARTE 03/09/26 MONOPRIX CB*1234", merchant="Monoprix", category="Groceries",
          cat="Alimentation", parent="Vie quotidienne", supplier="monoprix"),
        T(D(2026, 9, 5), 115000, "VIR SEPA LOYER OCTOBRE SCI LES TILLEULS", cat="Loyer", parent="Logement",
          supplier=""),
        T(D(2026, 9, 6), 8900, "PRLV SEPA SNCF VOYAGEURS", merchant="SNCF Voyageurs", cat="Train",
          parent="Voyages & Transports", supplier="sncf"),
        T(D(2026, 9, 8), 0, "CARTE 07/09/26 AMAZON PAYMENTS CB*1234", kind="zero", cat="Achats en ligne",
          parent="Achats & Shopping", supplier="amazon"),
        T(D(2026, 9, 10), -2999, "AVOIR CARTE 09/09/26 FNAC CB*1234", kind="income", cat="Shopping",
          parent="Achats & Shopping", supplier="fnac"),
        T(D(2026, 9, 25), -285000, "VIR SEPA ACME SAS SALAIRE SEPTEMBRE", kind="income",
          cat="Salaires et revenus d'activité", parent="Revenus", supplier=""),
        T(D(2026, 9, 27), 1850, "CARTE 26/09/26 PICARD SURGELES CB*1234", merchant="Picard", category="Groceries",
          cat="Alimentation", parent="Vie quotidienne", supplier="picard"),
        T(D(2026, 9, 28), 980, "CARTE 27/09/26 FRANPRIX 5021 CB*1234", merchant="Franprix", cat="Alimentation",
          parent="Vie quotidienne", supplier="franprix"),
    ]
    header = ["dateOp", "dateVal", "label", "category", "categoryParent", "supplierFound", "amount", "comment",
              "accountNum", "accountLabel", "accountbalance"]
    lines = [";".join(header)]
    for t in ts:
        d = date(t["date"], "YYYY-MM-DD")
        lines.append(";".join([d, d, q(t["description"]), q(t["cat"]), q(t["parent"]), q(t["supplier"]),
                               money(-t["minor"], decimal=","), "", "00040211293", q("BoursoBank"), "2587,65"]))
    write_sample("boursorama", None, [], expect("boursorama", ts, "EUR"), bom=True, newline="\r\n", preamble=lines)


# --- CommBank --------------------------------------------------------------------------------

def commbank():
    ts = [
        T(D(2026, 9, 1), 5420, "WOOLWORTHS 1234 SYDNEY NS AUS Card xx1234 Value Date: 30/08/2026",
          merchant="Woolworths"),
        T(D(2026, 9, 2), 850, "COLES 0456 SYDNEY NS AUS Card xx1234 Value Date: 31/08/2026", merchant="Coles"),
        T(D(2026, 9, 2), 850, "COLES 0456 SYDNEY NS AUS Card xx1234 Value Date: 31/08/2026", merchant="Coles"),
        T(D(2026, 9, 3), 2360, "UBER *TRIP SYDNEY AU AUS Card xx1234 Value Date: 01/09/2026", merchant="Uber"),
        T(D(2026, 9, 4), 50000, "Transfer to xx5678 CommBank app", kind="transfer"),
        T(D(2026, 9, 5), 145000, "Transfer To J Smith NetBank Rent October", ),
        T(D(2026, 9, 8), 0, "AMAZON MKTPLC SYDNEY SOUTH NS AUS Card xx1234 Value Date: 06/09/2026", kind="zero"),
        T(D(2026, 9, 10), 3199, "MENULOG PTY LTD SYDNEY NS AUS Card xx1234 Value Date: 08/09/2026", merchant="Menulog"),
        T(D(2026, 9, 12), -2995, "KMART 1067 SYDNEY NS AUS Card xx1234 Value Date: 11/09/2026", kind="income"),
        T(D(2026, 9, 15), -412050, "Direct Credit 123456 ACME PTY LTD SALARY", kind="income"),
        T(D(2026, 9, 18), 1849, "CHEMIST WAREHOUSE SYDNEY NS AUS Card xx1234 Value Date: 16/09/2026",
          merchant="Chemist Warehouse"),
        T(D(2026, 9, 20), 12990, "BUNNINGS 342000 ALEXANDRIA NS AUS Card xx1234 Value Date: 18/09/2026",
          merchant="Bunnings"),
    ]
    balances = running(ts, 234567)
    rows = [[date(t["date"], "DD/MM/YYYY"), money(-t["minor"], plus=True), t["description"], money(bal, plus=True)]
            for t, bal in zip(ts, balances)]
    lines = [",".join([r[0], q(r[1]), q(r[2]), q(r[3])]) for r in rows]
    write_sample("commbank", None, [], expect("commbank", ts, "AUD"), newline="\r\n", preamble=lines)


# --- RBC Royal Bank --------------------------------------------------------------------------

def rbc():
    chq, visa = ("Chequing", "01234-5678901"), ("Visa", "4510123456781234")
    ts = [
        T(D(2026, 9, 1), 250, "TIM HORTONS #1234 TORONTO ON", merchant="Tim Hortons", acct=visa),
        T(D(2026, 9, 1), 250, "TIM HORTONS #1234 TORONTO ON", merchant="Tim Hortons", acct=visa),
        T(D(2026, 9, 2), 8214, "LOBLAWS #1089 TORONTO ON", merchant="Loblaws", acct=visa),
        T(D(2026, 9, 3), 2310, "IDP PURCHASE - 1234", acct=chq, d2="SHOPPERS DRUG MART #08"),
        T(D(2026, 9, 5), -250000, "PAYROLL DEPOSIT", kind="income", acct=chq, d2="ACME CORP"),
        T(D(2026, 9, 6), 145000, "INTERAC E-TRF- 5521", acct=chq, d2="J SMITH RENT"),
        T(D(2026, 9, 8), 0, "AMAZON.CA AMAZON.CA ON", kind="zero", acct=visa),
        T(D(2026, 9, 10), 4512, "CANADIAN TIRE #123 TORONTO ON", merchant="Canadian Tire", acct=visa),
        T(D(2026, 9, 12), -2999, "BEST BUY #931 TORONTO ON", kind="income", acct=visa),
        T(D(2026, 9, 15), -60000, "PAYMENT - THANK YOU / PAIEMENT - MERCI", kind="payment", acct=visa),
        T(D(2026, 9, 18), 1235, "DOLLARAMA #144 TORONTO ON", merchant="Dollarama", acct=visa),
        T(D(2026, 9, 20), 1899, "NETFLIX.COM 866-579-7172 ON", merchant="Netflix", acct=visa),
    ]
    lines = [line(["Account Type", "Account Number", "Transaction Date", "Cheque Number", "Description 1",
                   "Description 2", "CAD$", "USD$"], ",", True)]
    for t in ts:
        kind, number = t["acct"]
        lines.append(",".join([kind, number, date(t["date"], "M!/D!/YYYY"), "", q(t["description"]),
                               q(t["d2"]) if t.get("d2") else "", money(-t["minor"]), "", ""]))
    write_sample("rbc", None, [], expect("rbc", ts, "CAD"), newline="\r\n", preamble=lines)


SAMPLES = [amex_uk, monzo, revolut, lloyds, starling, barclays_uk, nationwide, n26, dkb, ing_de, sparkasse, comdirect,
           ing_nl, boursorama, commbank, rbc]

if __name__ == "__main__":
    for sample in SAMPLES:
        sample()
    print(f"wrote {len(SAMPLES)} samples")
