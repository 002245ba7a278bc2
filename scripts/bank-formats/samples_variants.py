#!/usr/bin/env python3
"""Writes one sample per older or alternative export version of a bank (the variant
formats in data/bank-formats/: dkb-classic, dkb-card, n26-legacy, revolut-legacy, ...) into
Tests/IntegrationTests/Fixtures/bank-exports/, in exactly that version's conventions, with
the rows it should import as. Every transaction is invented; the layouts follow the sources
named in each format file.

    python3 scripts/bank-formats/samples_variants.py
"""
import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from samplekit import T, date, expect, line, money, q, write_sample  # noqa: E402

D = datetime.date
MONTHS_LONG = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December"]


def write_lines(name, lines, expected, newline, encoding="utf-8", bom=False):
    """Writes lines exactly as given (preamble and header included)."""
    write_sample(name, None, [], expected, newline=newline, encoding=encoding, bom=bom, preamble=lines)


def running(transactions, opening):
    """Balances after each row, in the order given (money in raises it; pending rows leave it)."""
    out, balance = [], opening
    for t in transactions:
        if t["kind"] != "pending" and t.get("amount", True) is not None:
            balance -= t["minor"]
        out.append(balance)
    return out


def eur(minor, group="."):
    return money(minor, decimal=",", group=group)


def short_amount(minor):
    """An amount as a spreadsheet prints a float: -3.3, -25, 12.05."""
    text = money(minor)
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


# --- DKB Girokonto, before 2023 --------------------------------------------------------------

def dkb_classic():
    ts = [
        T(D(2022, 9, 30), 1537, "REWE Filialen Voll", merchant="Rewe", text="Lastschrift", purpose="REWE SAGT DANKE. 43218765"),
        T(D(2022, 9, 29), 1245, "dm-drogerie markt//Berlin/DE", merchant="dm", text="Kartenzahlung",
          purpose="2022-09-28      Debitk.11 VISA Debit"),
        T(D(2022, 9, 29), 1245, "dm-drogerie markt//Berlin/DE", merchant="dm", text="Kartenzahlung",
          purpose="2022-09-28      Debitk.11 VISA Debit"),
        T(D(2022, 9, 27), 2890, "Lieferando.de", merchant="Lieferando", text="FOLGELASTSCHRIFT",
          purpose="1024853056047 . Lieferando.de, Ihr Einkauf bei Lieferando.de"),
        T(D(2022, 9, 26), 4120, "ALDI SUED", merchant="Aldi Süd", text="Kartenzahlung",
          purpose="2022-09-24      Debitk.11 VISA Debit"),
        T(D(2022, 9, 25), -285000, "ACME GmbH", kind="income", text="Gutschrift", purpose="Lohn/Gehalt 09/2022"),
        T(D(2022, 9, 22), 50000, "KREDITKARTEN GELDANLAGE", kind="transfer", text="Umbuchung", purpose="Max Mustermann"),
        T(D(2022, 9, 20), 45210, "KREDITKARTENABRECHNUNG", kind="payment", text="KREDITKARTENABRECHNUNG",
          purpose="VISA-ABR. 4748XXXXXXXX1234"),
        T(D(2022, 9, 15), 115000, "Hausverwaltung Schäfer", text="Dauerauftrag", purpose="Miete Oktober Whg. 3 links"),
        T(D(2022, 9, 12), 0, "PayPal Europe S.a.r.l. et Cie S.C.A", kind="zero", text="FOLGELASTSCHRIFT",
          purpose="PP.1234.PP . Kontoverifizierung"),
        T(D(2022, 9, 10), -4995, "Zalando SE", kind="income", text="Gutschrift", purpose="Rückerstattung 10203040"),
        T(D(2022, 9, 5), 1799, "Netflix International B.V.", merchant="Netflix", text="Lastschrift",
          purpose="Netflix Monatsabo P1234567"),
        T(D(2022, 9, 2), 6475, "congstar - eine Marke der Telekom Deutschland GmbH                    Landgrabenweg 149",
          text="Lastschrift", purpose="Mobilfunk Kundennummer 1234567"),
    ]
    preamble = ['"Kontonummer:";"DE12120300001234567890 / Girokonto";', "",
                '"Von:";"01.09.2022";', '"Bis:";"30.09.2022";', '"Kontostand vom 30.09.2022:";"3.456,78 EUR";', "",
                line(["Buchungstag", "Wertstellung", "Buchungstext", "Auftraggeber / Begünstigter", "Verwendungszweck",
                      "Kontonummer", "BLZ", "Betrag (EUR)", "Gläubiger-ID", "Mandatsreferenz", "Kundenreferenz"],
                     ";", True, True)]
    for i, t in enumerate(ts):
        d = date(t["date"], "DD.MM.YYYY")
        debit = t["text"] in ("Lastschrift", "FOLGELASTSCHRIFT")
        preamble.append(line([d, d, t["text"], t["description"], t["purpose"], f"DE{(i * 7919) % 90 + 10}"
                              f"{(i * 104729) % 10 ** 18:018d}", "BYLADEM1001", eur(-t["minor"]),
                              f"DE{i + 10}ZZZ0000012345{i}    " if debit else "", f"M{i:05d}-2022" if debit else "",
                              f"1024853056{i:03d}" if debit else "NOTPROVIDED"], ";", True, True))
        if i == 4:  # a day's balance line: no amount, fewer fields, not a transaction
            preamble.append(line([d, "", "", "", "Tagessaldo", "", "", ""], ";", True, True))
    write_lines("dkb-classic", preamble, expect("dkb-classic", ts, "EUR"), "\n", encoding="iso-8859-1")


def dkb_classic_2013():
    ts = [
        T(D(2013, 1, 24), 220709, "KREDITKARTENABRECHNUNG", kind="payment", text="EIGENE KREDITKARTENABRECHN.",
          purpose="VISA-ABR. 4748123412341234 "),
        T(D(2013, 1, 23), 2350, "BLABLABLA VEREIN", text="LASTSCHRIFT", purpose="123456789012, VNR. 1234567 BEITRAG 2013"),
        T(D(2013, 1, 21), 3467, "EDEKA CENTER MUELLER", merchant="Edeka", text="LASTSCHRIFT",
          purpose="EC 65012345 210113175512OC1"),
        T(D(2013, 1, 21), 3467, "EDEKA CENTER MUELLER", merchant="Edeka", text="LASTSCHRIFT",
          purpose="EC 65012345 210113175512OC1"),
        T(D(2013, 1, 18), 1190, "ROSSMANN VIELEN DANK", merchant="Rossmann", text="LASTSCHRIFT",
          purpose="EC 65012346 180113101022OC1"),
        T(D(2013, 1, 15), -231200, "ACME GMBH", kind="income", text="GUTSCHRIFT", purpose="GEHALT 01/2013"),
        T(D(2013, 1, 10), 30000, "MAX MUSTERMANN", kind="transfer", text="UMBUCHUNG", purpose="SPARPLAN"),
        T(D(2013, 1, 8), 0, "DKB", kind="zero", text="ABSCHLUSS", purpose="ABSCHLUSS PER 31.12.2012"),
        T(D(2013, 1, 4), 109100, "AZ REAL ESTATE GERMANY", text="LASTSCHRIFT",
          purpose="X X 01.01.13-31.01.13-GM WOHNEN 01.01.13-31.01.13-VZ BK X "),
        T(D(2013, 1, 3), -1500, "AMAZON EU S.A.R.L.", kind="income", text="GUTSCHRIFT", purpose="ERSTATTUNG 302-1234567"),
        T(D(2013, 1, 2), 895, "MCDONALDS 1234 BERLIN", merchant="McDonald's", text="LASTSCHRIFT",
          purpose="EC 65012347 020113124455OC1"),
    ]
    lines = ['"Kontonummer:";"1234567890 / Internet-Konto";', "", '"Von:";"01.01.2013";', '"Bis:";"31.01.2013";',
             '"Kontostand vom:";"1.234,56";', "",
             line(["Buchungstag", "Wertstellung", "Buchungstext", "Auftraggeber/Begünstigter", "Verwendungszweck",
                   "Kontonummer", "BLZ", "Betrag (EUR)"], ";", True, True)]
    for i, t in enumerate(ts):
        d = date(t["date"], "DD.MM.YYYY")
        lines.append(line([d, d, t["text"], t["description"], t["purpose"], f"{905001200 + i * 37}", "60080000",
                           eur(-t["minor"])], ";", True, True))
    write_lines("dkb-classic-2013", lines, expect("dkb-classic-2013", ts, "EUR"), "\r\n", encoding="iso-8859-1")


# --- DKB credit card -------------------------------------------------------------------------

def dkb_card():
    ts = [
        T(D(2022, 10, 14), 1080, "REWE Filiale Muenchen", merchant="Rewe", settled="Nein", booked=D(2022, 10, 15)),
        T(D(2022, 10, 12), 515, "SOME WEBSHOP", settled="Nein", booked=D(2022, 10, 13), orig="-5,95 USD"),
        T(D(2022, 10, 10), 2399, "AMAZON.DE*2K4AB1CD2", merchant="Amazon", settled="Nein", booked=D(2022, 10, 11)),
        T(D(2022, 10, 8), 450, "STARBUCKS MUENCHEN HBF", merchant="Starbucks", settled="Ja", booked=D(2022, 10, 9)),
        T(D(2022, 10, 8), 450, "STARBUCKS MUENCHEN HBF", merchant="Starbucks", settled="Ja", booked=D(2022, 10, 9)),
        T(D(2022, 10, 5), 7990, "DB BAHN A-NR K8QX2P", merchant="Deutsche Bahn", settled="Ja", booked=D(2022, 10, 6)),
        T(D(2022, 10, 3), 0, "PAYPAL *VERIFIZIERUNG", kind="zero", settled="Ja", booked=D(2022, 10, 4)),
        T(D(2022, 9, 30), -200, "HabenzinsenZ 000001111 T 030   0000", kind="income", settled="Ja",
          booked=D(2022, 9, 30)),
        T(D(2022, 9, 22), -13652, "Ausgleich Kreditkarte gem. Abrechnung v. 22.09.22", kind="payment", settled="Ja",
          booked=D(2022, 9, 23)),
        T(D(2022, 9, 20), -2995, "ZALANDO SE GUTSCHRIFT", kind="income", settled="Ja", booked=D(2022, 9, 21)),
        T(D(2022, 9, 18), 1199, "SPOTIFY P1A2B3C4D5", merchant="Spotify", settled="Ja", booked=D(2022, 9, 19)),
        T(D(2022, 9, 15), 6890, "IKEA DEUTSCHLAND MUENCHEN", merchant="IKEA", settled="Ja", booked=D(2022, 9, 16)),
    ]
    lines = ['"Kreditkarte:";"4748********1234 Kreditkarte";', "", '"Von:";"15.09.2022";', '"Bis:";"15.10.2022";',
             '"Saldo:";"-1234.56 EUR";', '"Datum:";"15.10.2022";', "",
             line(["Umsatz abgerechnet und nicht im Saldo enthalten", "Wertstellung", "Belegdatum", "Beschreibung",
                   "Betrag (EUR)", "Ursprünglicher Betrag"], ";", True, True)]
    for t in ts:
        lines.append(line([t["settled"], date(t["booked"], "DD.MM.YYYY"), date(t["date"], "DD.MM.YYYY"),
                           t["description"], eur(-t["minor"]), t.get("orig", "")], ";", True, True))
    write_lines("dkb-card", lines, expect("dkb-card", ts, "EUR"), "\n", encoding="iso-8859-1")


def dkb_card_2023():
    ts = [
        T(D(2026, 9, 30), 1080, "REWE Filiale Muenchen", merchant="Rewe", status="Vorgemerkt", typ="Im Geschäft",
          kind="pending"),
        T(D(2026, 9, 28), 2399, "AMAZON.DE*2K4AB1CD2", merchant="Amazon", status="Gebucht", typ="Online"),
        T(D(2026, 9, 27), 450, "STARBUCKS MUENCHEN HBF", merchant="Starbucks", status="Gebucht", typ="Im Geschäft"),
        T(D(2026, 9, 27), 450, "STARBUCKS MUENCHEN HBF", merchant="Starbucks", status="Gebucht", typ="Im Geschäft"),
        T(D(2026, 9, 25), 1104, "PRET A MANGER LONDON", merchant="Pret", status="Gebucht", typ="Im Geschäft",
          fx="-9,60 GBP"),
        T(D(2026, 9, 22), 0, "PAYPAL *VERIFIZIERUNG", kind="zero", status="Gebucht", typ="Online"),
        T(D(2026, 9, 20), 249, "Kartenpreis", status="Gebucht", typ="Entgelt"),
        T(D(2026, 9, 18), -15790, "Ausgleich Kreditkarte gem. Abrechnung", kind="payment", status="Gebucht",
          typ="Lastschrift"),
        T(D(2026, 9, 15), -2995, "ZALANDO SE", kind="income", status="Gebucht", typ="Gutschrift"),
        T(D(2026, 9, 12), 7990, "DB BAHN A-NR K8QX2P", merchant="Deutsche Bahn", status="Gebucht", typ="Online"),
        T(D(2026, 9, 8), 1799, "NETFLIX.COM", merchant="Netflix", status="Gebucht", typ="Online"),
        T(D(2026, 9, 5), 15541, "MEDIAMARKT MUENCHEN", merchant="MediaMarkt", status="Gebucht", typ="Im Geschäft"),
    ]
    lines = [line(["Karte", "Visa Kreditkarte", "4748 •••• •••• 1234"], ";", True), '""',
             line(["Saldo vom 30.09.2026:", "-1234.56 EUR"], ";", True), '""',
             line(["Belegdatum", "Wertstellung", "Status", "Beschreibung", "Umsatztyp", "Betrag (€)",
                   "Fremdwährungsbetrag"], ";", True)]
    for t in ts:
        booked = D.fromordinal(t["date"].toordinal() + 1)
        lines.append(line([date(t["date"], "DD.MM.YY"), date(booked, "DD.MM.YY"), t["status"], t["description"],
                           t["typ"], eur(-t["minor"]) + " €", t.get("fx", "")], ";", True))
    write_lines("dkb-card-2023", lines, expect("dkb-card-2023", ts, "EUR"), "\n", bom=True)


# --- N26, before 2023 ------------------------------------------------------------------------

def n26_rows(language):
    """One set of transactions for the three languages; (type, category) words per language."""
    words = {
        "en": {"card": "MasterCard Payment", "out": "Outgoing Transfer", "in": "Income", "dd": "Direct Debit",
               "groc": "Food & Groceries", "bars": "Bars & Restaurants", "travel": "Transport & Car",
               "media": "Media & Electronics", "home": "Household & Utilities", "misc": "Miscellaneous",
               "income": "Income", "shop": "Shopping"},
        "de": {"card": "MasterCard Zahlung", "out": "Ausgehende Überweisung", "in": "Gutschrift", "dd": "Lastschrift",
               "groc": "Lebensmittel & Supermärkte", "bars": "Bars & Restaurants", "travel": "Transport & Auto",
               "media": "Medien & Elektronik", "home": "Haushalt & Nebenkosten", "misc": "Sonstiges",
               "income": "Einkommen", "shop": "Shopping"},
        "fr": {"card": "Paiement MasterCard", "out": "Virement sortant", "in": "Revenus", "dd": "Prélèvement",
               "groc": "Alimentation & Supermarchés", "bars": "Bars & Restaurants", "travel": "Transport & Voiture",
               "media": "Multimédia & Électronique", "home": "Maison & Charges", "misc": "Divers",
               "income": "Revenus", "shop": "Shopping"},
    }[language]
    mapped = {"en": {"groc": "Groceries", "bars": "Food & Dining", "travel": "Transportation", "media": "Shopping",
                     "home": "Other", "misc": "Other", "shop": "Shopping"},
              "de": {"groc": "Groceries", "bars": "Food & Dining", "travel": "Transportation", "media": "Shopping",
                     "home": "Other", "misc": "Other", "shop": "Shopping"},
              "fr": {"shop": "Shopping"}}[language]

    def t(day, minor, payee, typ, cat, kind="spend", merchant=None, **extra):
        return T(D(2021, 10, day), minor, payee, kind=kind, merchant=merchant,
                 category=mapped.get(cat) if kind == "spend" else None, typ=words[typ], cat=words[cat], **extra)

    return [
        t(1, 2345, "REWE Markt GmbH", "card", "groc", merchant="Rewe"),
        t(2, 795, "dm-drogerie markt", "card", "shop", merchant="dm"),
        t(2, 795, "dm-drogerie markt", "card", "shop", merchant="dm"),
        t(3, 3190, "Lieferando.de", "card", "bars", merchant="Lieferando"),
        t(4, 7990, "DB BAHN A-NR K8QX2P", "card", "travel", merchant="Deutsche Bahn"),
        t(5, -285000, "ACME GmbH", "in", "income", kind="income", iban="DE89370400440532013000",
          ref="Gehalt 10/2021"),
        t(6, 125000, "Hausverwaltung Schäfer", "out", "home", iban="DE02120300000000202051", ref="Miete November"),
        t(8, 1234, "PRET A MANGER LONDON", "card", "bars", merchant="Pret", fx=("-10.5", "GBP", "0.8509")),
        t(9, 0, "Amazon", "card", "shop", kind="zero"),
        t(11, -4995, "Zalando SE", "card", "shop", kind="income"),
        t(12, 1799, "Netflix International B.V.", "dd", "media", merchant="Netflix", iban="NL45INGB0001234567",
          ref="Netflix Abo"),
        t(14, 5630, "Stadtwerke Berlin", "dd", "home", iban="DE89370400440532013000", ref="Abschlag November"),
    ]


def n26_legacy(name, header, with_category):
    ts = n26_rows({"n26-legacy": "en", "n26-legacy-de": "de", "n26-legacy-fr": "fr"}[name])
    lines = [",".join(q(h) for h in header)]
    for t in ts:
        fx_amount, fx_cur, rate = t.get("fx", ("", "", ""))
        fields = [date(t["date"], "YYYY-MM-DD"), t["description"], t.get("iban", ""), t["typ"], t.get("ref", "")]
        if with_category:
            fields.append(t["cat"])
        fields += [short_amount(-t["minor"]), fx_amount, fx_cur, rate]
        lines.append(",".join(q(f) for f in fields))
    if not with_category:
        for t in ts:
            t.pop("category", None)
    write_lines(name, lines, expect(name, ts, "EUR"), "\n")


# --- Revolut, before 2020 --------------------------------------------------------------------

def revolut_legacy():
    ts = [
        T(D(2019, 4, 1), -50000, "Top-Up by *4821", kind="transfer", cat="general"),
        T(D(2019, 4, 2), 2999, "Premium plan fee", cat="general"),
        T(D(2019, 4, 3), 640, "Bolt", merchant="Bolt", category="Transportation", cat="transport"),
        T(D(2019, 4, 3), 640, "Bolt", merchant="Bolt", category="Transportation", cat="transport"),
        T(D(2019, 4, 5), 2345, "Lidl", merchant="Lidl", category="Groceries", cat="groceries"),
        T(D(2019, 4, 6), 1390, "Pret A Manger FX Rate €1 = £0.8633", merchant="Pret", category="Food & Dining",
          cat="restaurants", ex_out="GBP 12.00"),
        T(D(2019, 4, 7), 10000, "Exchanged to GBP FX Rate €1 = £0.8633", kind="transfer", cat="general",
          ex_out="EUR 100.00", ex_in="GBP 86.33"),
        T(D(2019, 4, 8), 0, "Google *temporary Hold", kind="zero", cat="services"),
        T(D(2019, 4, 9), -2995, "Zara", kind="income", cat="shopping"),
        T(D(2019, 4, 10), 1450, "Starbucks", merchant="Starbucks", category="Food & Dining", cat="restaurants",
          notes="coffee with Sam"),
        T(D(2019, 4, 12), 123456, "IKEA", merchant="IKEA", category="Shopping", cat="shopping"),
        T(D(2019, 4, 14), -142, "From Piglet", kind="income", cat="transfers"),
        T(D(2019, 4, 15), 899, "Netflix", merchant="Netflix", category="Entertainment", cat="entertainment"),
    ]
    balances = running(ts, 243180)
    lines = ["Completed Date ; Description ; Paid Out (EUR) ; Paid In (EUR) ; Exchange Out; Exchange In; "
             "Balance (EUR); Category; Notes"]
    for t, bal in reversed(list(zip(ts, balances))):  # newest first
        day = f"{date(t['date'], 'Mon')} {t['date'].day}, {t['date'].year}"
        out = money(t["minor"]) if t["minor"] >= 0 else ""
        into = money(-t["minor"]) if t["minor"] < 0 else ""
        lines.append(f"{day} ; {t['description']}  ; {out} ; {into} ; {t.get('ex_out', '')} ; {t.get('ex_in', '')} ; "
                     f"{money(bal)}; {t['cat']}; {t.get('notes', '')}")
    write_lines("revolut-legacy", lines, expect("revolut-legacy", ts, "EUR"), "\n")


def revolut_legacy_gbp():
    ts = [
        T(D(2018, 10, 1), -20000, "Top-Up by *1234", kind="transfer", cat="general"),
        T(D(2018, 10, 2), 280, "TfL Travel Charge", merchant="TfL", category="Transportation", cat="transport"),
        T(D(2018, 10, 2), 280, "TfL Travel Charge", merchant="TfL", category="Transportation", cat="transport"),
        T(D(2018, 10, 3), 4217, "Tesco Stores", merchant="Tesco", category="Groceries", cat="groceries"),
        T(D(2018, 10, 5), 2340, "Deliveroo", merchant="Deliveroo", category="Food & Dining", cat="restaurants"),
        T(D(2018, 10, 6), 5000, "Exchanged to EUR", kind="transfer", cat="general", ex_out="GBP 50.00",
          ex_in="EUR 56.41"),
        T(D(2018, 10, 8), 0, "Amazon Prime*0Z1XY2AB3", kind="zero", cat="shopping"),
        T(D(2018, 10, 9), -1999, "ASOS.com", kind="income", cat="shopping"),
        T(D(2018, 10, 11), 865, "Boots", merchant="Boots", category="Healthcare", cat="health"),
        T(D(2018, 10, 13), 1199, "Spotify", merchant="Spotify", category="Entertainment", cat="entertainment"),
        T(D(2018, 10, 15), 310, "Caffe Nero", merchant="Caffè Nero", category="Food & Dining", cat="restaurants"),
        T(D(2018, 10, 16), 1875, "Wagamama", merchant="Wagamama", category="Food & Dining", cat="restaurants"),
    ]
    balances = running(ts, 10412)
    lines = ["Completed Date;Reference;Paid Out (GBP);Paid In (GBP);Exchange Out;Exchange In; Balance (GBP);Category"]
    for t, bal in reversed(list(zip(ts, balances))):
        day = f"{t['date'].day} {MONTHS_LONG[t['date'].month - 1]} {t['date'].year}"
        out = money(t["minor"]) if t["minor"] >= 0 else ""
        into = money(-t["minor"]) if t["minor"] < 0 else ""
        lines.append(";".join([day, t["description"], out, into, t.get("ex_out", ""), t.get("ex_in", ""), money(bal),
                               t["cat"]]))
    write_lines("revolut-legacy-gbp", lines, expect("revolut-legacy-gbp", ts, "GBP"), "\n")


# --- Sparkasse CSV-MT940 ---------------------------------------------------------------------

def sparkasse_mt940():
    ts = [
        T(D(2021, 3, 1), 2346, "REWE Markt GmbH", merchant="Rewe", text="KARTENZAHLUNG",
          purpose="SVWZ+2021-02-27T17.47 Debitk.1 2023-11"),
        T(D(2021, 3, 2), 340, "Baeckerei Kuehn", text="KARTENZAHLUNG", purpose="SVWZ+2021-03-01T07.12 Debitk.1 2023-11"),
        T(D(2021, 3, 2), 340, "Baeckerei Kuehn", text="KARTENZAHLUNG", purpose="SVWZ+2021-03-01T07.12 Debitk.1 2023-11"),
        T(D(2021, 3, 3), 6400, "Stadtwerke Karlsruhe GmbH", text="FOLGELASTSCHRIFT",
          purpose="EREF+2512400854-KD 123456 RE 001 MREF+M-123456 CRED+DE12ZZZ00000123412 SVWZ+Abschlag Strom"),
        T(D(2021, 3, 3), 115000, "Vermieterin Schäfer", text="DAUERAUFTRAG", purpose="SVWZ+Miete April"),
        T(D(2021, 3, 5), 30000, "Max Mustermann", kind="transfer", text="UMBUCHUNG", purpose="SVWZ+Sparbuch"),
        T(D(2021, 3, 25), -285000, "ACME GmbH", kind="income", text="GUTSCHR. UEBERWEISUNG",
          purpose="EREF+LOHN2103 SVWZ+Lohn/Gehalt 03/2021"),
        T(D(2021, 3, 26), -4995, "Zalando SE", kind="income", text="GUTSCHR. UEBERWEISUNG",
          purpose="SVWZ+Erstattung 10203040"),
        T(D(2021, 3, 28), 3475, "EDEKA Suedstadt", merchant="Edeka", text="KARTENZAHLUNG",
          purpose="SVWZ+2021-03-27T11.20 Debitk.1 2023-11"),
        T(D(2021, 3, 31), 0, "Sparkasse Karlsruhe", kind="zero", text="ENTGELTABSCHLUSS", purpose="Entgeltabrechnung"),
        T(D(2021, 3, 31), 1195, "dm-drogerie markt", merchant="dm", kind="pending", text="KARTENZAHLUNG",
          purpose="SVWZ+2021-03-31T18.02 Debitk.1 2023-11"),
        T(D(2021, 3, 29), 2499, "MediaMarkt Karlsruhe", merchant="MediaMarkt", text="KARTENZAHLUNG",
          purpose="SVWZ+2021-03-28T15.33 Debitk.1 2023-11"),
    ]
    header = ["Auftragskonto", "Buchungstag", "Valutadatum", "Buchungstext", "Verwendungszweck",
              "Beguenstigter/Zahlungspflichtiger", "Kontonummer", "BLZ", "Betrag", "Waehrung", "Info"]
    rows = []
    for i, t in enumerate(ts):
        d = date(t["date"], "DD.MM.YY")
        rows.append(["1234567890", d, d, t["text"], t["purpose"], t["description"], f"{(i * 7331) % 10 ** 10:010d}",
                     "66050101", money(-t["minor"], decimal=","), "EUR",
                     "Umsatz vorgemerkt" if t["kind"] == "pending" else "Umsatz gebucht"])
    write_sample("sparkasse-mt940", header, rows, expect("sparkasse-mt940", ts, "EUR"), delimiter=";",
                 encoding="iso-8859-1", newline="\r\n", quote_all=True)


# --- Chase, older downloads ------------------------------------------------------------------

def chase_card_legacy():
    ts = [
        T(D(2016, 12, 1), 675, "SQ *BLUE BOTTLE COFFEE", typ="Sale"),
        T(D(2016, 12, 2), 3499, "AMAZON MKTPLACE PMTS", merchant="Amazon", typ="Sale"),
        T(D(2016, 12, 9), 1809, "UBER   *US DEC09 DFMHE", merchant="Uber", typ="Sale"),
        T(D(2016, 12, 10), 545, "STARBUCKS STORE 01234", merchant="Starbucks", typ="Sale"),
        T(D(2016, 12, 10), 545, "STARBUCKS STORE 01234", merchant="Starbucks", typ="Sale"),
        T(D(2016, 12, 11), 4810, "SHELL OIL 57442", merchant="Shell", typ="Sale"),
        T(D(2016, 12, 12), -1500, "AMAZON MKTPLACE PMTS", kind="income", typ="Return"),
        T(D(2016, 12, 13), 6137, "TRADER JOE'S #552  QPS", merchant="Trader Joe's", typ="Sale"),
        T(D(2016, 12, 15), -85000, "Payment Thank You - Web", kind="payment", typ="Payment"),
        T(D(2016, 12, 16), 0, "AMAZON PRIME*0Z1XY2AB3", kind="zero", typ="Sale"),
        T(D(2016, 12, 17), 1285, "CHIPOTLE 1234", merchant="Chipotle", typ="Sale"),
        T(D(2016, 12, 18), 1549, "NETFLIX.COM", merchant="Netflix", typ="Sale"),
    ]
    header = ["Type", "Trans Date", "Post Date", "Description", "Amount"]
    rows = []
    for t in reversed(ts):
        post = t["date"] + datetime.timedelta(days=0 if t["typ"] == "Payment" else 1)
        rows.append([t["typ"], date(t["date"], "MM/DD/YYYY"), date(post, "MM/DD/YYYY"), t["description"],
                     money(-t["minor"])])
    write_sample("chase-card-legacy", header, rows, expect("chase-card-legacy", ts, "USD"), newline="\r\n")


def chase_checking_legacy():
    ts = [
        T(D(2012, 8, 31), 330, "MARIANOS FRESH00085043 CHICAGO IL            08/30", typ="DEBIT", note="Testing the notes"),
        T(D(2012, 8, 30), 1250, "WALGREENS #1234 CHICAGO IL                  08/29", merchant="Walgreens", typ="DEBIT"),
        T(D(2012, 8, 30), 1250, "WALGREENS #1234 CHICAGO IL                  08/29", merchant="Walgreens", typ="DEBIT"),
        T(D(2012, 8, 29), -245000, "ACME CORP        PAYROLL                    PPD ID: 1234567890", kind="income",
          typ="CREDIT"),
        T(D(2012, 8, 28), 60000, "Payment to Chase card ending in 1234 08/28", kind="payment", typ="DEBIT"),
        T(D(2012, 8, 27), 25000, "Online Transfer to SAV XXXXX7788 transaction#: 1234567890", kind="transfer",
          typ="DEBIT"),
        T(D(2012, 8, 24), 145000, "CHECK 1043", typ="CHECK", check="1043"),
        T(D(2012, 8, 23), 0, "ATM BALANCE INQUIRY 08/23", kind="zero", typ="DEBIT"),
        T(D(2012, 8, 22), 4810, "SHELL OIL 57442 CHICAGO IL                  08/21", merchant="Shell", typ="DEBIT"),
        T(D(2012, 8, 20), -1999, "TARGET T-1234 CHICAGO IL REFUND", kind="income", typ="CREDIT"),
        T(D(2012, 8, 17), 2305, "CHIPOTLE 0456 CHICAGO IL                    08/16", merchant="Chipotle", typ="DEBIT"),
    ]
    header = ["Type", "Post Date", "Description", "Amount", "Check or Slip #"]
    # The last column also carries notes typed in online banking ("-3.3,Testing the notes").
    rows = [[t["typ"], date(t["date"], "MM/DD/YYYY"), t["description"], short_amount(-t["minor"]),
             t.get("check", t.get("note", ""))] for t in ts]
    write_sample("chase-checking-legacy", header, rows, expect("chase-checking-legacy", ts, "USD"), newline="\r\n")


# --- American Express (US), short download ---------------------------------------------------

def amex_us_short():
    ts = [
        T(D(2026, 5, 25), 3531, "Interest Charge on Pay Over Time Purchases", member="ALEX EXAMPLE"),
        T(D(2026, 5, 24), 2695, "UBER", merchant="Uber", member="ALEX EXAMPLE"),
        T(D(2026, 5, 24), 170, "DUNKIN #365203 CUMMING GA", merchant="Dunkin'", member="SAM EXAMPLE"),
        T(D(2026, 5, 24), 170, "DUNKIN #365203 CUMMING GA", merchant="Dunkin'", member="SAM EXAMPLE"),
        T(D(2026, 5, 21), -94769, "MOBILE PAYMENT - THANK YOU", kind="payment", member="SAM EXAMPLE"),
        T(D(2026, 5, 19), 13316, "KATE SPADE NEW YORK NY", member="ALEX EXAMPLE"),
        T(D(2026, 5, 15), 5499, "AMZN MKTP US*A12BC3", merchant="Amazon", member="ALEX EXAMPLE"),
        T(D(2026, 5, 12), -2500, "AMZN MKTP US*A12BC3 REFUND", kind="income", member="ALEX EXAMPLE"),
        T(D(2026, 5, 10), 1549, "NETFLIX.COM", merchant="Netflix", member="ALEX EXAMPLE"),
        T(D(2026, 5, 9), -1005, "AUTOPAY PAYMENT - THANK YOU", kind="payment", member="ALEX EXAMPLE"),
        T(D(2026, 5, 6), 0, "APPLE.COM/BILL CUPERTINO CA", kind="zero", member="ALEX EXAMPLE"),
        T(D(2026, 4, 27), 9706, "BUDGET RENT A CAR LOS ANGELES CA", member="SAM EXAMPLE"),
        T(D(2026, 4, 25), 8744, "WHOLE FOODS MARKET #10234 AUSTIN TX", merchant="Whole Foods Market",
          member="ALEX EXAMPLE"),
    ]
    header = ["Date", "Description", "Card Member", "Account #", "Amount"]
    rows = [[date(t["date"], "MM/DD/YYYY"), t["description"], t["member"],
             "-55004" if t["member"] == "SAM EXAMPLE" else "-71002", money(t["minor"])] for t in ts]
    write_sample("amex-us-short", header, rows, expect("amex-us-short", ts, "USD"), newline="\r\n")


# --- Bank of America credit card -------------------------------------------------------------

def bofa_card():
    ts = [
        T(D(2026, 3, 2), 4299, "AMAZON.COM*AB1CD2EF3", merchant="Amazon", addr="SEATTLE      WA "),
        T(D(2026, 3, 3), 8750, "WHOLE FOODS MARKET #123", merchant="Whole Foods Market", addr="FRISCO       TX "),
        T(D(2026, 3, 5), 7599, "DOORDASH-MCALISTERS DE 650-681-9470 CA", merchant="DoorDash",
          addr="650-681-9470  CA "),
        T(D(2026, 3, 6), 650, "STARBUCKS STORE 01234", merchant="Starbucks", addr="DALLAS       TX "),
        T(D(2026, 3, 6), 650, "STARBUCKS STORE 01234", merchant="Starbucks", addr="DALLAS       TX "),
        T(D(2026, 3, 8), -5516, "CASH REWARDS STATEMENT CREDIT", kind="income", addr=""),
        T(D(2026, 3, 10), 4176, "KROGER #539 800-853-3033 VA", merchant="Kroger", addr="800-853-3033  VA "),
        T(D(2026, 3, 12), -50000, "BA ELECTRONIC PAYMENT", kind="payment", addr=""),
        T(D(2026, 3, 14), 0, "APPLE.COM/BILL 866-712-7753 CA", kind="zero", addr="866-712-7753  CA "),
        T(D(2026, 3, 16), -2999, "BEST BUY 00012345 DALLAS TX", kind="income", addr="DALLAS       TX "),
        T(D(2026, 3, 18), 1549, "NETFLIX.COM", merchant="Netflix", addr="LOS GATOS    CA "),
        T(D(2026, 3, 20), 5210, "SHELL OIL 57442", merchant="Shell", addr="PLANO        TX "),
    ]
    lines = ["Posted Date,Reference Number,Payee,Address,Amount"]
    for i, t in enumerate(reversed(ts)):
        ref = f"2449215{7037637 + i * 3137:07d}{5325047 + i * 7919:09d}"
        lines.append(",".join([date(t["date"], "MM/DD/YYYY"), ref, q(t["description"]), q(t["addr"]),
                               money(-t["minor"])]))
    write_lines("bofa-card", lines, expect("bofa-card", ts, "USD"), "\r\n")


# --- Capital One 360 -------------------------------------------------------------------------

def capital_one_360():
    ts = [
        T(D(2026, 8, 1), 7500, "Withdrawal to COMCAST BILL PAY", typ="Debit"),
        T(D(2026, 8, 5), -150000, "Deposit from ACME PAYROLL", kind="income", typ="Credit"),
        T(D(2026, 8, 9), 4550, "Debit Card Purchase - TRADER JOE'S #123 CHICAGO IL", merchant="Trader Joe's",
          typ="Debit"),
        T(D(2026, 8, 10), 575, "Debit Card Purchase - STARBUCKS STORE 01234 CHICAGO IL", merchant="Starbucks",
          typ="Debit"),
        T(D(2026, 8, 10), 575, "Debit Card Purchase - STARBUCKS STORE 01234 CHICAGO IL", merchant="Starbucks",
          typ="Debit"),
        T(D(2026, 8, 11), 231135, "Withdrawal from CAPITAL ONE ONLINE PMT", kind="payment", typ="Debit"),
        T(D(2026, 8, 12), 20000, "Withdrawal to 360 Performance Savings XXXXXXX1234", kind="transfer", typ="Debit"),
        T(D(2026, 8, 14), 0, "Debit Card Purchase - APPLE.COM/BILL CUPERTINO CA", kind="zero", typ="Debit"),
        T(D(2026, 8, 15), 3210, "Debit Card Purchase - CVS/PHARMACY #04521 CHICAGO IL", merchant="CVS", typ="Debit"),
        T(D(2026, 8, 18), -1999, "Debit Card Purchase Return - TARGET 00012345 CHICAGO IL", kind="income",
          typ="Credit"),
        T(D(2026, 8, 20), 1250, "Zelle money sent to ALEX KIM", typ="Debit"),
        T(D(2026, 8, 22), 6830, "Debit Card Purchase - SHELL OIL 57442 CHICAGO IL", merchant="Shell", typ="Debit"),
    ]
    header = ["Account Number", "Transaction Date", "Transaction Amount", "Transaction Type",
              "Transaction Description", "Balance"]
    balances = running(ts, 250000)
    rows = [["1473", date(t["date"], "MM/DD/YY"), money(abs(t["minor"])), t["typ"], t["description"], money(bal)]
            for t, bal in reversed(list(zip(ts, balances)))]
    write_sample("capital-one-360", header, rows, expect("capital-one-360", ts, "USD"), newline="\n")


# --- Monzo, before 2019 ----------------------------------------------------------------------

def monzo_legacy():
    ts = [
        T(D(2018, 3, 1), 435, "PRET A MANGER         LONDON        GBR", merchant="Pret", category="Food & Dining",
          cat="eating_out", emoji="", addr="1 Strand"),
        T(D(2018, 3, 1), 280, "TFL TRAVEL CH         TFL.GOV.UK/CP GBR", merchant="TfL", category="Transportation",
          cat="transport", addr="55 Broadway"),
        T(D(2018, 3, 1), 280, "TFL TRAVEL CH         TFL.GOV.UK/CP GBR", merchant="TfL", category="Transportation",
          cat="transport", addr="55 Broadway"),
        T(D(2018, 3, 2), 4217, "TESCO STORES 3297     LONDON        GBR", merchant="Tesco", category="Groceries",
          cat="groceries", addr="22 Pentonville Rd"),
        T(D(2018, 3, 3), 20000, "pot_00009RX1mJvAkQf6bFyRa3", kind="transfer", cat="general"),
        T(D(2018, 3, 4), 860, "CAFE DE FLORE         PARIS         FRA", category="Food & Dining", cat="eating_out",
          local=(-1000, "EUR"), addr="172 Boulevard Saint-Germain"),
        T(D(2018, 3, 5), -245000, "ACME LTD SALARY MAR", kind="income", cat="general"),
        T(D(2018, 3, 6), 2500, "DELIVEROO             LONDON        GBR", merchant="Deliveroo",
          category="Food & Dining", cat="eating_out", notes="#takeaway"),
        T(D(2018, 3, 8), 0, "AMAZON UK MARKETPLACE  LONDON        GBR", kind="zero", cat="shopping"),
        T(D(2018, 3, 12), 1199, "SPOTIFY P1A2B3C4D5    STOCKHOLM     SWE", merchant="Spotify",
          category="Entertainment", cat="entertainment"),
        T(D(2018, 3, 14), -1999, "ASOS.COM              LONDON        GBR", kind="income", cat="shopping"),
        T(D(2018, 3, 16), 5490, "SAINSBURYS S/MKTS     LONDON        GBR", merchant="Sainsbury's",
          category="Groceries", cat="groceries"),
    ]
    header = ["id", "created", "amount", "currency", "local_amount", "local_currency", "category", "emoji",
              "description", "address", "notes", "receipt"]
    rows = []
    for i, t in enumerate(ts):
        local, local_cur = t.get("local", (-t["minor"], "GBP"))
        created = f"{date(t['date'], 'YYYY-MM-DD')} {8 + i % 12:02d}:{(i * 7) % 60:02d}:{(i * 13) % 60:02d} +0000"
        rows.append([f"tx_0000{i:02d}ABCDEFGHIJKLMNOPQ", created, short_amount(-t["minor"]), "GBP",
                     short_amount(local), local_cur, t["cat"], "", t["description"], t.get("addr", ""),
                     t.get("notes", ""), ""])
    write_sample("monzo-legacy", header, rows, expect("monzo-legacy", ts, "GBP"), newline="\n")


# --- Starling, statement without spending category -------------------------------------------

def starling_legacy():
    ts = [
        T(D(2019, 9, 1), 315, "Greggs", merchant="Greggs", ref="GREGGS PLC", type="CARD"),
        T(D(2019, 9, 1), 315, "Greggs", merchant="Greggs", ref="GREGGS PLC", type="CARD"),
        T(D(2019, 9, 2), 5420, "Waitrose", merchant="Waitrose", ref="WAITROSE 742", type="CARD"),
        T(D(2019, 9, 3), 810, "TfL", merchant="TfL", ref="TFL TRAVEL CH", type="CARD"),
        T(D(2019, 9, 5), -245000, "Acme Ltd", kind="income", ref="SALARY", type="FASTER PAYMENT"),
        T(D(2019, 9, 6), 115000, "J Smith", ref="Rent October", type="FASTER PAYMENT"),
        T(D(2019, 9, 8), 0, "Amazon", kind="zero", ref="AMAZON.CO.UK*AB12C", type="ONLINE PAYMENT"),
        T(D(2019, 9, 9), 1199, "Spotify", merchant="Spotify", ref="SPOTIFY", type="ONLINE PAYMENT"),
        T(D(2019, 9, 11), -699, "Boots", kind="income", ref="BOOTS REFUND", type="CARD"),
        T(D(2019, 9, 13), 2875, "Nando's", merchant="Nando's", ref="NANDOS CAMDEN", type="CARD"),
        T(D(2019, 9, 15), 4250, "Octopus Energy", ref="A-1B2C3D4E", type="DIRECT DEBIT"),
    ]
    header = ["Date", "Counter Party", "Reference", "Type", "Amount (GBP)", "Balance (GBP)"]
    balances = running(ts, 98765)
    rows = [[date(t["date"], "DD/MM/YYYY"), t["description"], t["ref"], t["type"], money(-t["minor"]), money(bal)]
            for t, bal in zip(ts, balances)]
    write_sample("starling-legacy", header, rows, expect("starling-legacy", ts, "GBP"), newline="\n")


N26_HEADERS = {
    "n26-legacy": ["Date", "Payee", "Account number", "Transaction type", "Payment reference", "Category",
                   "Amount (EUR)", "Amount (Foreign Currency)", "Type Foreign Currency", "Exchange Rate"],
    # The German export after the category column was dropped (late 2021).
    "n26-legacy-de": ["Datum", "Empfänger", "Kontonummer", "Transaktionstyp", "Verwendungszweck", "Betrag (EUR)",
                      "Betrag (Fremdwährung)", "Fremdwährung", "Wechselkurs"],
    "n26-legacy-fr": ["Date", "Bénéficiaire", "Numéro de compte", "Type de transaction", "Référence de paiement",
                      "Catégorie", "Montant (EUR)", "Montant (Devise étrangère)", "Sélectionnez la devise étrangère",
                      "Taux de conversion"],
}

SAMPLES = [dkb_classic, dkb_classic_2013, dkb_card, dkb_card_2023,
           lambda: n26_legacy("n26-legacy", N26_HEADERS["n26-legacy"], True),
           lambda: n26_legacy("n26-legacy-de", N26_HEADERS["n26-legacy-de"], False),
           lambda: n26_legacy("n26-legacy-fr", N26_HEADERS["n26-legacy-fr"], True),
           revolut_legacy, revolut_legacy_gbp, sparkasse_mt940, chase_card_legacy, chase_checking_legacy,
           amex_us_short, bofa_card, capital_one_360, monzo_legacy, starling_legacy]

if __name__ == "__main__":
    for sample in SAMPLES:
        sample()
    print(f"wrote {len(SAMPLES)} samples")
