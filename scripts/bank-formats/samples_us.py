#!/usr/bin/env python3
"""Writes the US banks' and budgeting apps' sample exports (and their expected rows) into
Tests/IntegrationTests/Fixtures/bank-exports/, each in its bank's or app's own conventions.
The transactions are invented; the layouts follow each format's `sources`
(data/bank-formats/ID.json). Run: python3 scripts/bank-formats/samples_us.py
"""
import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from samplekit import csv_field, date, expected_for, money, write_sample  # noqa: E402

D = datetime.date
USD = "USD"


def t(day, minor, description, merchant=None, category=None, kind="spend", currency=USD, **extra):
    """One transaction: day in October 2026 (or a date), spending positive, money in negative."""
    when = day if isinstance(day, datetime.date) else D(2026, 10, day)
    row = {"date": when, "minor": minor, "currency": currency, "description": description, "kind": kind}
    if merchant:
        row["merchant"] = merchant
    if category:
        row["category"] = category
    row.update(extra)
    return row


def lines(fields_list, delimiter=","):
    """Rows whose fields are already written as the bank writes them (quotes included)."""
    return [delimiter.join(fields) for fields in fields_list]


def q(text):
    """A field the bank always quotes."""
    return '"' + str(text).replace('"', '""') + '"'


def bare(text):
    """A field quoted only when it has to be (RFC 4180)."""
    return csv_field(text, ",", False)


def write_lines(name, text_lines, expected, newline, bom=False):
    """Writes lines exactly as given (the header is the first line)."""
    write_sample(name, None, [], expected, newline=newline, bom=bom, preamble=text_lines)


# ---------------------------------------------------------------- Chase credit card
def chase_card():
    src = "evanGunning/banki src/types/CCTransaction.ts; bank2ynab.conf [US Chase Credit Card 2019]"
    # (transaction, Chase category, Chase type)
    rows = [
        (t(1, 675, "SQ *BLUE BOTTLE COFFEE", "Blue Bottle", "Food & Dining"), "Food & Drink", "Sale"),
        (t(2, 3499, "AMZN Mktp US*2K4AB1CD2", "Amazon", "Shopping"), "Shopping", "Sale"),
        (t(3, 1842, "UBER *TRIP", "Uber", "Transportation"), "Travel", "Sale"),
        (t(4, 1999, "PAYPAL *STEAM GAMES", "Steam", "Entertainment"), "Entertainment", "Sale"),
        (t(6, 545, "STARBUCKS STORE 01234", "Starbucks", "Food & Dining"), "Food & Drink", "Sale"),
        (t(6, 545, "STARBUCKS STORE 01234", "Starbucks", "Food & Dining"), "Food & Drink", "Sale"),
        (t(7, 4810, "SHELL OIL 57442", "Shell", "Transportation"), "Gas", "Sale"),
        (t(8, 2350, "TST* JOE'S PIZZA", None, "Food & Dining"), "Food & Drink", "Sale"),
        (t(9, 6137, "TRADER JOE'S #552", "Trader Joe's", "Groceries"), "Groceries", "Sale"),
        (t(10, 1299, "CVS/PHARMACY #04521", "CVS", "Healthcare"), "Health & Wellness", "Sale"),
        (t(12, -1500, "AMZN Mktp US*7Q2ZX81K0", kind="income"), "Shopping", "Return"),
        (t(13, 1549, "NETFLIX.COM", "Netflix", "Entertainment"), "Entertainment", "Sale"),
        (t(14, 8999, "COMCAST CABLE COMM", "Comcast", "Other"), "Bills & Utilities", "Sale"),
        (t(15, -85000, "Payment Thank You - Web", kind="payment"), "", "Payment"),
        (t(16, 0, "AMAZON PRIME*0Z1XY2AB3", kind="zero"), "Shopping", "Sale"),
        (t(17, 1285, "CHIPOTLE 1234", "Chipotle", "Food & Dining"), "Food & Drink", "Sale"),
        (t(18, 9500, "ANNUAL MEMBERSHIP FEE", None, "Other"), "Fees & Adjustments", "Fee"),
        (t(19, -5000, "TRAVEL CREDIT $300/YEAR", kind="income"), "Fees & Adjustments", "Adjustment"),
    ]
    header = ["Transaction Date", "Post Date", "Description", "Category", "Type", "Amount", "Memo"]
    body = []
    for tx, category, kind in sorted(rows, key=lambda r: r[0]["date"], reverse=True):
        post = tx["date"] + datetime.timedelta(days=1 if kind != "Payment" else 0)
        body.append([date(tx["date"], "MM/DD/YYYY"), date(post, "MM/DD/YYYY"), tx["description"], category, kind,
                     money(-tx["minor"]), ""])
    write_sample("chase-card", header, body, expected_for("chase-card", src, [r[0] for r in rows]), newline="\r\n")


# ---------------------------------------------------------------- Chase checking
def chase_checking():
    src = "goabove1970/api api/src/models/transaction/chase/ChaseTransaction.ts, ChaseTransactionType.ts"
    # (transaction, Details, Type, raw description as Chase pads it, check number)
    rows = [
        (t(1, 545, "STARBUCKS STORE 01234 SEATTLE WA 10/01", "Starbucks", "Food & Dining"), "DEBIT", "DEBIT_CARD", None, ""),
        (t(1, 545, "STARBUCKS STORE 01234 SEATTLE WA 10/01", "Starbucks", "Food & Dining"), "DEBIT", "DEBIT_CARD", None, ""),
        (t(2, 1842, "UBER *TRIP HELP.UBER.COM CA 10/02", "Uber", "Transportation"), "DEBIT", "DEBIT_CARD",
         "UBER   *TRIP HELP.UBER.COM CA            10/02", ""),
        (t(3, 4218, "WHOLE FOODS MARKET #10234 SAN FRANCISCO CA 10/03", "Whole Foods", "Groceries"), "DEBIT", "DEBIT_CARD", None, ""),
        (t(5, 4000, "Zelle payment to Alex Kim JPM99ab12cd3"), "DEBIT", "QUICKPAY_DEBIT", None, ""),
        (t(6, -245000, "ACME CORP PAYROLL PPD ID: 9111111101", kind="income"), "CREDIT", "ACH_CREDIT",
         "ACME CORP        PAYROLL                    PPD ID: 9111111101", ""),
        (t(7, 85000, "Payment to Chase card ending in 4821 10/07", kind="payment"), "DEBIT", "LOAN_PMT", None, ""),
        (t(8, 30000, "Online Transfer to SAV ...7788 transaction#: 21498765432 10/08", kind="transfer"), "DEBIT", "ACCT_XFER", None, ""),
        (t(9, 12540, "CITI AUTOPAY PAYMENT 261009 PPD ID: CITICARDAP", kind="payment"), "DEBIT", "ACH_DEBIT",
         "CITI AUTOPAY     PAYMENT    261009          PPD ID: CITICARDAP", ""),
        (t(10, 5120, "SHELL OIL 57442 OAKLAND CA 10/10", "Shell", "Transportation"), "DEBIT", "DEBIT_CARD", None, ""),
        (t(12, 12000, "CHECK 1043"), "CHECK", "CHECK_PAID", None, "1043"),
        (t(13, -1999, "TARGET 00012345 SAN FRANCISCO CA 10/12", kind="income"), "CREDIT", "MISC_CREDIT", None, ""),
        (t(14, 1200, "MONTHLY SERVICE FEE"), "DEBIT", "FEE_TRANSACTION", None, ""),
        (t(15, 2350, "TST* JOE'S PIZZA SAN FRANCISCO CA 10/15", None, "Food & Dining"), "DEBIT", "DEBIT_CARD", None, ""),
        (t(16, 2714, "AMAZON.COM*2K4AB1CD2 AMZN.COM/BILL WA 10/16", "Amazon", "Shopping"), "DEBIT", "DEBIT_CARD", None, ""),
    ]
    for tx, _, _, raw, _ in rows:
        if raw:
            tx["description"] = raw  # the expected description is Chase's text, whitespace runs collapsed
    balance = 318244  # before the first row
    dated = []
    for r in rows:
        balance -= r[0]["minor"]
        dated.append((r, balance))
    body = ["Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #"]
    for (tx, details, kind, raw, check), bal in reversed(dated):  # newest first
        # Chase quotes the description and ends every data row with one more comma than the header.
        body.append(",".join([details, date(tx["date"], "MM/DD/YYYY"), q(tx["description"]), money(-tx["minor"]),
                              kind, money(bal), check, ""]))
    write_lines("chase-checking", body, expected_for("chase-checking", src, [r[0] for r in rows]), "\r\n")


# ---------------------------------------------------------------- American Express (US)
def amex_us():
    src = "jbmilgrom/budget-interpreter src/amex/index.ts; jmcameron/amex2qif README (format 4)"
    ref = iter(range(320262740112233440, 320262740112233440 + 100))
    # (transaction, extended details, appears as, address, city/state, zip, category)
    rows = [
        (t(1, 675, "SQ *BLUE BOTTLE COFFEE", "Blue Bottle", "Food & Dining"), "SQ *BLUE BOTTLE COFFEE\nOAKLAND\nCA",
         "SQ *BLUE BOTTLE COFFEEOAKLAND             CA", "300 WEBSTER ST", "OAKLAND\nCA", "94607", "Restaurant-Restaurant"),
        (t(2, 2689, "AMZN Mktp US*2K4AB1CD2", "Amazon", "Shopping"), "2K4AB1CD2 MERCHANDISE\nAMAZON MARKETPLACE NA PA\nAMZN.COM/BILL",
         "AMAZON MARKETPLACE NAMZN.COM/BILL       WA", "410 TERRY AVE N", "SEATTLE\nWA", "98109",
         "Merchandise & Supplies-Internet Purchase"),
        (t(3, 2460, "UBER *TRIP", "Uber", "Transportation"), "UBER *TRIP\nHELP.UBER.COM\nCA",
         "UBER *TRIP          HELP.UBER.COM       CA", "1515 3RD ST", "SAN FRANCISCO\nCA", "94158", "Transportation-Taxis & Coach"),
        (t(4, 41240, "DELTA AIR LINES", "Delta", "Transportation"), "DELTA AIR LINES", "DELTA AIR LINES ATLANTA GA",
         "", "", "", "Travel-Airline"),
        (t(5, 545, "STARBUCKS STORE 01234", "Starbucks", "Food & Dining"), "STARBUCKS", "STARBUCKS STORE 01234 SEATTLE WA",
         "", "", "", "Restaurant-Restaurant"),
        (t(5, 545, "STARBUCKS STORE 01234", "Starbucks", "Food & Dining"), "STARBUCKS", "STARBUCKS STORE 01234 SEATTLE WA",
         "", "", "", "Restaurant-Restaurant"),
        (t(7, 12011, "COSTCO WHOLESALE", "Costco", "Groceries"), "COSTCO", "COSTCO WHOLESALE SAN FRANCISCO CA",
         "", "", "", "Merchandise & Supplies-Wholesale Stores"),
        (t(8, 5230, "SHELL OIL 57442", "Shell", "Transportation"), "SHELL OIL 57442\nOAKLAND\nCA", "SHELL OIL 57442     OAKLAND             CA",
         "2140 BROADWAY", "OAKLAND\nCA", "94612", "Transportation-Fuel"),
        (t(9, 1876, "WALGREENS #1234", "Walgreens", "Healthcare"), "WALGREENS", "WALGREENS #1234     OAKLAND             CA",
         "", "", "", "Merchandise & Supplies-Pharmacies"),
        (t(10, 8500, "VERIZON WIRELESS", "Verizon", "Other"), "VERIZON WIRELESS", "VERIZON*RECURRING PAY 800-922-0204 FL",
         "", "", "", "Communications-Other Telecom"),
        (t(11, -50000, "MOBILE PAYMENT - THANK YOU", kind="payment"), "MOBILE PAYMENT - THANK YOU", "MOBILE PAYMENT - THANK YOU",
         "", "", "", ""),
        (t(12, -2689, "AMZN Mktp US*2K4AB1CD2", kind="income"), "2K4AB1CD2 MERCHANDISE\nAMAZON MARKETPLACE NA PA\nAMZN.COM/BILL",
         "AMAZON MARKETPLACE NAMZN.COM/BILL       WA", "410 TERRY AVE N", "SEATTLE\nWA", "98109",
         "Merchandise & Supplies-Internet Purchase"),
        (t(14, 8950, "TICKETMASTER", "Ticketmaster", "Entertainment"), "TICKETMASTER\n800-653-8000\nCA", "TICKETMASTER        800-653-8000        CA",
         "", "", "", "Entertainment-General Attractions"),
        (t(15, 0, "AMAZON PRIME*ZX1AB2CD3", kind="zero"), "AMAZON PRIME", "AMAZON PRIME*ZX1AB2CD3 AMZN.COM/BILL WA",
         "", "", "", "Merchandise & Supplies-Internet Purchase"),
        (t(16, 25000, "RENEWAL MEMBERSHIP FEE"), "RENEWAL MEMBERSHIP FEE", "RENEWAL MEMBERSHIP FEE", "", "", "", ""),
    ]
    header = ["Date", "Description", "Card Member", "Account #", "Amount", "Extended Details", "Appears On Your Statement As",
              "Address", "City/State", "Zip Code", "Country", "Reference", "Category"]
    body = []
    for tx, ext, appears, address, city, zipcode, category in sorted(rows, key=lambda r: r[0]["date"], reverse=True):
        country = "UNITED STATES" if address else ""
        body.append([date(tx["date"], "MM/DD/YYYY"), tx["description"], "PAT EXAMPLE", "-41007", money(tx["minor"]), ext, appears,
                     address, city, zipcode, country, f"'{next(ref)}'", category])
    write_sample("amex-us", header, body, expected_for("amex-us", src, [r[0] for r in rows]), newline="\r\n")


# ---------------------------------------------------------------- Capital One (credit card)
def capital_one():
    src = "simonmichael/hledger examples/csv/banking/capital-one.csv.rules"
    rows = [
        (t(1, 675, "SQ *BLUE BOTTLE COFFEE", "Blue Bottle", "Food & Dining"), "Dining"),
        (t(2, 3499, "AMZN Mktp US*2K4AB1CD2", "Amazon", "Shopping"), "Merchandise"),
        (t(3, 1842, "UBER *TRIP", "Uber", "Transportation"), "Other Travel"),
        (t(4, 1999, "PAYPAL *STEAM GAMES", "Steam", "Entertainment"), "Entertainment"),
        (t(6, 545, "STARBUCKS STORE 01234", "Starbucks", "Food & Dining"), "Dining"),
        (t(6, 545, "STARBUCKS STORE 01234", "Starbucks", "Food & Dining"), "Dining"),
        (t(7, 4810, "SHELL OIL 57442", "Shell", "Transportation"), "Gas/Automotive"),
        (t(8, 2350, "TST* JOE'S PIZZA", None, "Food & Dining"), "Dining"),
        (t(9, 6137, "TRADER JOE'S #552", "Trader Joe's", "Groceries"), "Grocery"),
        (t(10, -50000, "CAPITAL ONE MOBILE PYMT", kind="payment"), "Payment/Credit"),
        (t(11, -1500, "AMZN Mktp US*7Q2ZX81K0", kind="income"), "Merchandise"),
        (t(12, 1299, "CVS/PHARMACY #04521", "CVS", "Healthcare"), "Health Care"),
        (t(13, 0, "SPOTIFY USA", kind="zero"), "Entertainment"),
        (t(14, 8999, "COMCAST CALIFORNIA", "Comcast", "Other"), "Phone/Cable"),
        (t(15, -2500, "CREDIT-CASH BACK REWARD", kind="income"), "Payment/Credit"),
    ]
    header = ["Transaction Date", "Posted Date", "Card No.", "Description", "Category", "Debit", "Credit"]
    body = []
    for tx, category in sorted(rows, key=lambda r: r[0]["date"], reverse=True):
        posted = tx["date"] + datetime.timedelta(days=1)
        debit = money(tx["minor"]) if tx["minor"] >= 0 else ""
        credit = money(-tx["minor"]) if tx["minor"] < 0 else ""
        body.append([date(tx["date"], "YYYY-MM-DD"), date(posted, "YYYY-MM-DD"), "4821", tx["description"], category, debit, credit])
    write_sample("capital-one-card", header, body, expected_for("capital-one-card", src, [r[0] for r in rows]), newline="\n")


# ---------------------------------------------------------------- Bank of America (checking)
def bofa_checking():
    src = "bank2ynab.conf [US Bank of America] (Header Rows = 7)"
    rows = [
        t(1, 675, "CHECKCARD 1001 SQ *BLUE BOTTLE COFFEE San Francisco CA 24431066274000123456789", "Blue Bottle", "Food & Dining"),
        t(2, -245000, "ACME CORP DES:PAYROLL ID:XXXXX45678 INDN:DOE,JANE CO ID:XXXXX12345 PPD", kind="income"),
        t(3, 545, "CHECKCARD 1002 STARBUCKS STORE 01234 SEATTLE WA 24692166275000234567890", "Starbucks", "Food & Dining"),
        t(3, 545, "CHECKCARD 1002 STARBUCKS STORE 01234 SEATTLE WA 24692166275000234567890", "Starbucks", "Food & Dining"),
        t(4, 4810, "PURCHASE 1004 SHELL OIL 57442 OAKLAND CA", "Shell", "Transportation"),
        t(5, 60000, "Online Banking payment to CRD 4321 Confirmation# XXXXX12345", kind="payment"),
        t(6, 25000, "Online Banking transfer to SAV 7788 Confirmation# XXXXX67890", kind="transfer"),
        t(7, 6137, "CHECKCARD 1006 TRADER JOE'S #552 SAN FRANCISCO CA 24755426279000345678901", "Trader Joe's", "Groceries"),
        t(8, 3499, "CHECKCARD 1007 AMZN Mktp US*2K4AB1CD2 Amzn.com/bill WA 24692166280000456789012", "Amazon", "Shopping"),
        t(9, 32000, "AMERICAN EXPRESS DES:ACH PMT ID:W1234567890 INDN:JANE DOE CO ID:1134992250 WEB", kind="payment"),
        t(12, -1999, "CHECKCARD 1010 TARGET 00012345 SAN FRANCISCO CA 24431066284000567890123", kind="income"),
        t(13, 1200, "Monthly Maintenance Fee"),
        t(14, 4000, "Zelle payment to ALEX KIM Conf# t0ab12cd3"),
        t(15, 1299, "CHECKCARD 1014 CVS/PHARMACY #04521 OAKLAND CA 24692166288000678901234", "CVS", "Healthcare"),
        t(16, -10000, "Online Banking transfer from SAV 7788 Confirmation# XXXXX13579", kind="transfer"),
    ]
    begin, first, last = 421055, D(2026, 10, 1), D(2026, 10, 16)
    credits = sum(-r["minor"] for r in rows if r["minor"] < 0)
    debits = sum(r["minor"] for r in rows if r["minor"] > 0)
    end = begin + credits - debits

    def amt(minor):
        return money(minor, group=",")

    out = ["Description,,Summary Amt.",
           f'Beginning balance as of {date(first, "MM/DD/YYYY")},,{q(amt(begin))}',
           f"Total credits,,{q(amt(credits))}",
           f"Total debits,,{q(amt(-debits))}",
           f'Ending balance as of {date(last, "MM/DD/YYYY")},,{q(amt(end))}',
           "",
           "Date,Description,Amount,Running Bal.",
           # The statement's opening line: no amount, not a transaction.
           f'{date(first, "MM/DD/YYYY")},Beginning balance as of {date(first, "MM/DD/YYYY")},,{q(amt(begin))}']
    balance = begin
    for tx in rows:  # oldest first
        balance -= tx["minor"]
        out.append(",".join([date(tx["date"], "MM/DD/YYYY"), q(tx["description"]), q(amt(-tx["minor"])), q(amt(balance))]))
    write_lines("bofa-checking", out, expected_for("bofa-checking", src, rows), "\r\n")


# ---------------------------------------------------------------- Wells Fargo (checking, no header)
def wells_fargo():
    src = "simonmichael/hledger examples/csv/banking/wellsfargo-checking.csv.rules"
    rows = [
        (t(1, 675, "PURCHASE AUTHORIZED ON 09/30 SQ *BLUE BOTTLE COFFEE San Francisco CA S386273123456789 CARD 1234",
           "Blue Bottle", "Food & Dining"), ""),
        (t(2, -245000, "ACME CORP PAYROLL 261002 XXXXX4567 DOE,JANE", kind="income"), ""),
        (t(3, 545, "PURCHASE AUTHORIZED ON 10/02 STARBUCKS STORE 01234 SEATTLE WA S466275123456789 CARD 1234",
           "Starbucks", "Food & Dining"), ""),
        (t(3, 545, "PURCHASE AUTHORIZED ON 10/02 STARBUCKS STORE 01234 SEATTLE WA S466275123456789 CARD 1234",
           "Starbucks", "Food & Dining"), ""),
        (t(5, 1842, "PURCHASE AUTHORIZED ON 10/04 UBER *TRIP HELP.UBER.COM CA S306277234567890 CARD 1234",
           "Uber", "Transportation"), ""),
        (t(6, 30000, "ONLINE TRANSFER TO DOE J WAY2SAVE SAVINGS XXXXXX7788 REF #IBEXK2ABCD ON 10/06/26", kind="transfer"), ""),
        (t(7, 32000, "AMEX EPAYMENT ACH PMT 261007 W1234 JANE DOE", kind="payment"), ""),
        (t(8, 6137, "PURCHASE AUTHORIZED ON 10/07 TRADER JOE'S #552 SAN FRANCISCO CA S586280345678901 CARD 1234",
           "Trader Joe's", "Groceries"), ""),
        (t(9, 12000, "CHECK # 1043"), "1043"),
        (t(12, -1999, "PURCHASE RETURN AUTHORIZED ON 10/11 TARGET T-1234 SAN FRANCISCO CA S616284456789012 CARD 1234",
           kind="income"), ""),
        (t(13, 1000, "MONTHLY SERVICE FEE"), ""),
        (t(14, 4810, "PURCHASE AUTHORIZED ON 10/13 SHELL OIL 57442 OAKLAND CA P000000012345678 CARD 1234",
           "Shell", "Transportation"), ""),
        (t(15, 15000, "RECURRING TRANSFER TO DOE J WAY2SAVE SAVINGS REF #OPE0ABC123 XXXXXX7788", kind="transfer"), ""),
        (t(16, 2350, "PURCHASE AUTHORIZED ON 10/15 TST* JOE'S PIZZA SAN FRANCISCO CA S466289567890123 CARD 1234",
           None, "Food & Dining"), ""),
    ]
    body = []
    for tx, check in sorted(rows, key=lambda r: r[0]["date"], reverse=True):  # newest first
        body.append([date(tx["date"], "MM/DD/YYYY"), money(-tx["minor"]), "*", check, tx["description"]])
    write_sample("wells-fargo-checking", None, body, expected_for("wells-fargo-checking", src, [r[0] for r in rows]),
                 newline="\r\n", quote_all=True)


# ---------------------------------------------------------------- Discover
def discover():
    src = "redstreet/beancount_reds_importers beancount_reds_importers/importers/discover/__init__.py"
    rows = [
        (t(1, 675, "SQ *BLUE BOTTLE COFFEE OAKLAND CA", "Blue Bottle", "Food & Dining"), "Restaurants"),
        (t(2, 3499, "AMAZON.COM*2K4AB1CD2 AMZN.COM/BILLWA", "Amazon", "Shopping"), "Merchandise"),
        (t(3, 1842, "UBER *TRIP HELP.UBER.COMCA", "Uber"), "Travel/ Entertainment"),
        (t(5, 545, "STARBUCKS STORE 01234 SEATTLE WA", "Starbucks", "Food & Dining"), "Restaurants"),
        (t(5, 545, "STARBUCKS STORE 01234 SEATTLE WA", "Starbucks", "Food & Dining"), "Restaurants"),
        (t(6, 4810, "SHELL OIL 57442 OAKLAND CA", "Shell", "Transportation"), "Gasoline"),
        (t(7, 6137, "TRADER JOE'S #552 SAN FRANCISCO CA", "Trader Joe's", "Groceries"), "Supermarkets"),
        (t(8, 1299, "CVS/PHARMACY #04521 OAKLAND CA", "CVS", "Healthcare"), "Medical Services"),
        (t(9, -50000, "INTERNET PAYMENT - THANK YOU", kind="payment"), "Payments and Credits"),
        (t(10, -1500, "AMAZON.COM*7Q2ZX81K0 AMZN.COM/BILLWA", kind="income"), "Merchandise"),
        (t(11, -2000, "CASHBACK BONUS REDEMPTION PYMT/STMT CRDT", kind="income"), "Awards and Rebate Credits"),
        (t(12, 0, "APPLE.COM/BILL 866-712-7753 CA", kind="zero"), "Services"),
        (t(13, 2350, "TST* JOE'S PIZZA SAN FRANCISCO CA", None, "Food & Dining"), "Restaurants"),
        (t(14, 8999, "COMCAST CALIFORNIA 800-COMCAST CA", "Comcast", "Other"), "Services"),
    ]
    out = ["Trans. Date,Post Date,Description,Amount,Category"]
    for tx, category in rows:  # oldest first
        post = tx["date"] + datetime.timedelta(days=1)
        out.append(",".join([date(tx["date"], "MM/DD/YYYY"), date(post, "MM/DD/YYYY"), q(tx["description"]),
                             money(tx["minor"]), q(category)]))
    write_lines("discover-card", out, expected_for("discover-card", src, [r[0] for r in rows]), "\r\n")


# ---------------------------------------------------------------- Citi
def citi():
    src = "public Citi importer fixtures (Status,Date,Description,Debit,Credit,Member Name)"
    rows = [
        (t(1, 675, "SQ *BLUE BOTTLE COFFEE OAKLAND CA", "Blue Bottle", "Food & Dining"), "Cleared"),
        (t(2, 3499, "AMZN Mktp US*2K4AB1CD2 Amzn.com/bill WA", "Amazon", "Shopping"), "Cleared"),
        (t(4, 545, "STARBUCKS STORE 01234 SEATTLE WA", "Starbucks", "Food & Dining"), "Cleared"),
        (t(4, 545, "STARBUCKS STORE 01234 SEATTLE WA", "Starbucks", "Food & Dining"), "Cleared"),
        (t(5, 4810, "SHELL OIL 57442 OAKLAND CA", "Shell", "Transportation"), "Cleared"),
        (t(6, 1999, "PAYPAL *STEAM GAMES 4029357733 WA", "Steam", "Entertainment"), "Cleared"),
        (t(8, -50000, "ONLINE PAYMENT, THANK YOU", kind="payment"), "Cleared"),
        (t(9, -1500, "AMZN Mktp US*7Q2ZX81K0 Amzn.com/bill WA", kind="income"), "Cleared"),
        (t(10, 0, "APPLE.COM/BILL 866-712-7753 CA", kind="zero"), "Cleared"),
        (t(12, 2350, "TST* JOE'S PIZZA SAN FRANCISCO CA"), "Cleared"),
        (t(13, -2500, "Cash rewards statement credit", kind="income"), "Cleared"),
        (t(14, 1842, "UBER *TRIP HELP.UBER.COM CA", "Uber", "Transportation"), "Cleared"),
        (t(16, 3822, "TRADER JOE'S #552 SAN FRANCISCO CA", kind="pending"), "Pending"),
    ]
    out = ["Status,Date,Description,Debit,Credit,Member Name"]
    for tx, status in sorted(rows, key=lambda r: r[0]["date"], reverse=True):
        debit = money(tx["minor"]) if tx["minor"] >= 0 else ""
        credit = money(tx["minor"]) if tx["minor"] < 0 else ""  # Citi writes credits negative
        out.append(",".join([status, date(tx["date"], "MM/DD/YYYY"), q(tx["description"]), debit, credit, "JANE DOE"]))
    write_lines("citi-card", out, expected_for("citi-card", src, [r[0] for r in rows]), "\r\n")


# ---------------------------------------------------------------- Mint
def mint():
    src = "simonmichael/hledger examples/csv/apps/mint.csv.rules"
    card, checking = "CREDIT CARD", "TOTAL CHECKING"
    # (transaction, Mint's cleaned name, Mint category, account)
    rows = [
        (t(1, 675, "SQ *BLUE BOTTLE COFFEE", None, "Food & Dining"), "Blue Bottle Coffee", "Coffee Shops", card),
        (t(2, 3499, "AMZN Mktp US*2K4AB1CD2", "Amazon", "Shopping"), "Amazon", "Shopping", card),
        (t(3, 1842, "UBER *TRIP", "Uber", "Transportation"), "Uber", "Ride Share", card),
        (t(4, 1999, "PAYPAL *STEAM GAMES", "Steam", "Entertainment"), "Steam", "Entertainment", card),
        (t(6, 545, "STARBUCKS STORE 01234", "Starbucks", "Food & Dining"), "Starbucks", "Coffee Shops", card),
        (t(6, 545, "STARBUCKS STORE 01234", "Starbucks", "Food & Dining"), "Starbucks", "Coffee Shops", card),
        (t(7, 4810, "SHELL OIL 57442", "Shell", "Transportation"), "Shell", "Gas & Fuel", card),
        (t(8, 2350, "TST* JOE'S PIZZA", None, "Food & Dining"), "Joe's Pizza", "Restaurants", card),
        (t(9, 6137, "TRADER JOE'S #552", "Trader Joe's", "Groceries"), "Trader Joe's", "Groceries", card),
        (t(10, -245000, "ACME CORP PAYROLL PPD ID: 9111111101", kind="income"), "Acme Corp", "Paycheck", checking),
        (t(11, 85000, "Payment to Chase card ending in 4821", kind="payment"), "Chase Card Payment", "Credit Card Payment", checking),
        (t(11, -85000, "AUTOMATIC PAYMENT - THANK YOU", kind="payment"), "Payment Thank You", "Credit Card Payment", card),
        (t(12, 30000, "Online Transfer to SAV ...7788", kind="transfer"), "Transfer to Savings", "Transfer", checking),
        (t(13, -1500, "AMZN Mktp US*7Q2ZX81K0", kind="income"), "Amazon", "Shopping", card),
        (t(14, 1299, "CVS/PHARMACY #04521", "CVS", "Healthcare"), "CVS", "Pharmacy", card),
        (t(15, 0, "AMAZON PRIME*0Z1XY2AB3", kind="zero"), "Amazon Prime", "Shopping", card),
        (t(16, 8999, "COMCAST CABLE COMM", "Comcast", "Other"), "Comcast", "Internet", checking),
    ]
    header = ["Date", "Description", "Original Description", "Amount", "Transaction Type", "Category", "Account Name", "Labels", "Notes"]
    body = []
    for tx, name, category, account in sorted(rows, key=lambda r: r[0]["date"], reverse=True):
        kind = "debit" if tx["minor"] >= 0 else "credit"
        body.append([date(tx["date"], "M!/DD/YYYY"), name, tx["description"], money(abs(tx["minor"])), kind, category, account, "", ""])
    write_sample("mint", header, body, expected_for("mint", src, [r[0] for r in rows]), newline="\n", quote_all=True)


# ---------------------------------------------------------------- YNAB (web app register)
YNAB_OPTIONS = ["--currency", "USD"]


def ynab_money(minor):
    return money(minor, group=",", symbol="$")


def ynab():
    src = "simonmichael/hledger examples/csv/apps/ynab-web-register.csv.rules"
    card, checking = "Chase Sapphire", "Checking"
    # (transaction, account, category group, category, memo, cleared)
    rows = [
        (t(D(2026, 9, 30), -421055, "Starting Balance", kind="transfer"), checking, "Inflow", "Ready to Assign", "", "Reconciled"),
        (t(1, 675, "Blue Bottle Coffee", None, "Food & Dining"), card, "Wants", "Dining Out", "", "Cleared"),
        (t(2, 3499, "Amazon", "Amazon"), card, "Wants", "Fun Money", "phone case", "Cleared"),
        (t(3, 1842, "Uber", "Uber", "Transportation"), card, "Needs", "Transportation", "", "Cleared"),
        (t(4, 1999, "Steam", "Steam", "Entertainment"), card, "Wants", "Entertainment", "", "Cleared"),
        (t(6, 545, "Starbucks", "Starbucks", "Food & Dining"), card, "Wants", "Dining Out", "", "Cleared"),
        (t(6, 545, "Starbucks", "Starbucks", "Food & Dining"), card, "Wants", "Dining Out", "", "Cleared"),
        (t(7, 4810, "Shell", "Shell", "Transportation"), card, "Needs", "Transportation", "", "Cleared"),
        (t(9, 6137, "Trader Joe's", "Trader Joe's", "Groceries"), card, "Needs", "Groceries", "", "Cleared"),
        (t(10, -245000, "Acme Corp", kind="income"), checking, "Inflow", "Ready to Assign", "October pay", "Cleared"),
        (t(11, 85000, "Transfer : Chase Sapphire", kind="transfer"), checking, "", "", "", "Cleared"),
        (t(11, -85000, "Transfer : Checking", kind="transfer"), card, "", "", "", "Cleared"),
        (t(13, -1500, "Amazon", kind="income"), card, "Wants", "Fun Money", "return", "Cleared"),
        (t(14, 0, "Reconciliation Balance Adjustment", kind="zero"), checking, "", "", "", "Reconciled"),
        (t(15, 124999, "Bay Property Management", None, "Other"), checking, "Bills", "Rent/Mortgage", "", "Cleared"),
        (t(16, 2350, "Joe's Pizza", None, "Food & Dining"), card, "Wants", "Dining Out", "", "Uncleared"),
    ]
    out = ['"Account","Flag","Date","Payee","Category Group/Category","Category Group","Category","Memo","Outflow","Inflow","Cleared"']
    for tx, account, group, category, memo, cleared in rows:
        both = f"{group}: {category}" if group else ""
        outflow = ynab_money(max(tx["minor"], 0))
        inflow = ynab_money(max(-tx["minor"], 0))
        out.append(",".join([q(account), q(""), q(date(tx["date"], "MM/DD/YYYY")), q(tx["description"]), q(both), q(group),
                             q(category), q(memo), bare(outflow), bare(inflow), q(cleared)]))
    write_lines("ynab", out, expected_for("ynab", src, [r[0] for r in rows], YNAB_OPTIONS), "\n", bom=True)


# ---------------------------------------------------------------- YNAB 4
def ynab4():
    src = "simonmichael/hledger examples/csv/apps/ynab-personal-register.csv.rules, ynab4-rtl.csv"
    card, checking = "Chase Sapphire", "Checking"
    rows = [
        (t(D(2026, 9, 30), -421055, "Starting Balance", kind="transfer"), checking, "Income", "Available this month", "", "R"),
        (t(1, 675, "Blue Bottle Coffee", None, "Food & Dining"), card, "Everyday Expenses", "Restaurants", "", "C"),
        (t(2, 3499, "Amazon", "Amazon", "Shopping"), card, "Everyday Expenses", "Household Goods", "", "C"),
        (t(4, 1999, "Steam", "Steam"), card, "Everyday Expenses", "Spending Money", "", "C"),
        (t(6, 545, "Starbucks", "Starbucks", "Food & Dining"), card, "Everyday Expenses", "Restaurants", "", "C"),
        (t(6, 545, "Starbucks", "Starbucks", "Food & Dining"), card, "Everyday Expenses", "Restaurants", "", "C"),
        (t(7, 4810, "Shell", "Shell", "Transportation"), card, "Everyday Expenses", "Fuel", "", "C"),
        (t(9, 6137, "Trader Joe's", "Trader Joe's", "Groceries"), card, "Everyday Expenses", "Groceries", "weekly shop", "C"),
        (t(10, -245000, "Acme Corp", kind="income"), checking, "Income", "Available this month", "", "C"),
        (t(11, 85000, "Transfer : Chase Sapphire", kind="transfer"), checking, "", "", "", "C"),
        (t(11, -85000, "Transfer : Checking", kind="transfer"), card, "", "", "", "C"),
        (t(13, -1500, "Amazon", kind="income"), card, "Everyday Expenses", "Household Goods", "return", "C"),
        (t(14, 0, "Reconciliation Balance Adjustment", kind="zero"), checking, "", "", "", "R"),
        (t(15, 124999, "Bay Property Management", None, "Other"), checking, "Monthly Bills", "Rent/Mortgage", "", "C"),
        (t(16, 1299, "CVS Pharmacy", "CVS Pharmacy", "Healthcare"), card, "Everyday Expenses", "Medical/Dental", "", "U"),
    ]
    balances = {}
    out = ['"Account","Flag","Check Number","Date","Payee","Category","Master Category","Sub Category","Memo","Outflow","Inflow","Cleared","Running Balance"']

    def text(value):  # YNAB 4 quotes text it has and leaves empty fields bare
        return q(value) if value else ""

    for tx, account, master, sub, memo, cleared in rows:
        balances[account] = balances.get(account, 0) - tx["minor"]
        category = f"{master}: {sub}" if master else ""
        out.append(",".join([text(account), "", "", date(tx["date"], "MM/DD/YYYY"), text(tx["description"]), text(category),
                             text(master), text(sub), text(memo), bare(ynab_money(max(tx["minor"], 0))),
                             bare(ynab_money(max(-tx["minor"], 0))), cleared, bare(ynab_money(balances[account]))]))
    write_lines("ynab4", out, expected_for("ynab4", src, [r[0] for r in rows], YNAB_OPTIONS), "\n")


# ---------------------------------------------------------------- Actual Budget
def actual_amount(minor):
    """integerToAmount then JavaScript's number to string: -6.75, -25, 2450, 0."""
    value = minor / 100
    return str(int(value)) if value == int(value) else f"{value:.2f}".rstrip("0")


def actual():
    src = "actualbudget/actual packages/loot-core/src/server/transactions/export/export-to-csv.ts (exportQueryToCSV)"
    # (transaction, payee, notes, category, split amount, cleared); Amount = -minor
    rows = [
        (t(16, 2350, "Joe's Pizza"), "Joe's Pizza", "", "Food", 0, "Not cleared"),
        (t(15, 8999, "Comcast", "Comcast", "Other"), "Comcast", "", "Bills", 0, "Cleared"),
        (t(14, 0, "Costco", kind="zero"), "Costco", "(SPLIT INTO 2) ", "", -8540, "Cleared"),
        (t(14, 6040, "Costco", "Costco"), "Costco", "(SPLIT 1 OF 2) ", "Food", 0, "Cleared"),
        (t(14, 2500, "Costco", "Costco"), "Costco", "(SPLIT 2 OF 2) household", "General", 0, "Cleared"),
        (t(13, -1500, "Amazon", kind="income"), "Amazon", "return", "General", 0, "Cleared"),
        (t(10, -245000, "Acme Corp", kind="income"), "Acme Corp", "", "Income", 0, "Reconciled"),
        (t(9, 6137, "Trader Joe's", "Trader Joe's"), "Trader Joe's", "", "Food", 0, "Reconciled"),
        (t(7, 4810, "Shell", "Shell"), "Shell", "", "General", 0, "Reconciled"),
        (t(6, 545, "Starbucks", "Starbucks"), "Starbucks", "", "Food", 0, "Reconciled"),
        (t(6, 545, "Starbucks", "Starbucks"), "Starbucks", "", "Food", 0, "Reconciled"),
        (t(4, 1999, "Steam", "Steam"), "Steam", "", "General", 0, "Reconciled"),
        (t(3, 1842, "Uber", "Uber"), "Uber", "", "General", 0, "Reconciled"),
        (t(2, 3499, "Amazon", "Amazon"), "Amazon", "", "General", 0, "Reconciled"),
        (t(1, 675, "Blue Bottle Coffee"), "Blue Bottle Coffee", "", "Food", 0, "Reconciled"),
        (t(D(2026, 9, 30), -421055, "Starting Balance", kind="transfer"), "Starting Balance", "", "Starting Balances", 0, "Reconciled"),
    ]
    header = ["Account", "Date", "Payee", "Notes", "Category", "Amount", "Split_Amount", "Cleared"]
    body = [["Checking", date(tx["date"], "YYYY-MM-DD"), payee, notes, category, actual_amount(-tx["minor"]),
             actual_amount(split), cleared] for tx, payee, notes, category, split, cleared in rows]
    write_sample("actual", header, body, expected_for("actual", src, [r[0] for r in rows], YNAB_OPTIONS), newline="\n")


# ---------------------------------------------------------------- Firefly III
def php_field(value):
    """PHP fputcsv (League\\Csv Writer): enclosed when it holds the delimiter, a quote, a space,
    a tab, a line break or a backslash; false and null are empty, true is 1."""
    if value is None or value is False:
        return ""
    if value is True:
        return "1"
    text = str(value)
    if any(c in text for c in ',"\\ \t\r\n'):
        return '"' + text.replace('"', '""') + '"'
    return text


FIREFLY_META = ["sepa_cc", "sepa_ct_op", "sepa_ct_id", "sepa_db", "sepa_country", "sepa_ep", "sepa_ci", "sepa_batch_id",
                "external_url", "interest_date", "book_date", "process_date", "due_date", "payment_date", "invoice_date",
                "recurrence_id", "internal_reference", "bunq_payment_id", "import_hash", "import_hash_v2", "external_id",
                "original_source", "recurrence_total", "recurrence_count"]


def firefly():
    src = "firefly-iii/firefly-iii app/Support/Export/ExportDataGenerator.php (exportTransactions)"
    checking, savings, euro = "Checking Account", "Savings Account", "Euro Cash"
    # (transaction, type, source, source type, destination, destination type, category)
    asset, expense, revenue = "Asset account", "Expense account", "Revenue account"
    rows = [
        (t(D(2026, 9, 30), -421055, "Initial balance for \"Checking Account\"", kind="transfer"), "Opening balance",
         "Initial balance for \"Checking Account\"", "Initial balance account", checking, asset, ""),
        (t(1, 675, "Coffee", "Blue Bottle"), "Withdrawal", checking, asset, "Blue Bottle", expense, "Coffee"),
        (t(2, 3499, "Phone case", "Amazon", "Shopping"), "Withdrawal", checking, asset, "Amazon", expense, "Shopping"),
        (t(3, 1842, "Ride home", "Uber", "Transportation"), "Withdrawal", checking, asset, "Uber", expense, "Transport"),
        (t(4, 1999, "Game", "Steam", "Entertainment"), "Withdrawal", checking, asset, "Steam", expense, "Games"),
        (t(6, 545, "Latte", "Starbucks"), "Withdrawal", checking, asset, "Starbucks", expense, "Coffee"),
        (t(6, 545, "Latte", "Starbucks"), "Withdrawal", checking, asset, "Starbucks", expense, "Coffee"),
        (t(7, 4810, "Fuel", "Shell", "Transportation"), "Withdrawal", checking, asset, "Shell", expense, "Transport"),
        (t(9, 6137, "Weekly groceries", "Trader Joe's", "Groceries"), "Withdrawal", checking, asset, "Trader Joe's", expense, "Groceries"),
        (t(10, -245000, "Salary October", kind="income"), "Deposit", "Acme Corp", revenue, checking, asset, "Salary"),
        (t(11, 30000, "Monthly savings", kind="transfer"), "Transfer", checking, asset, savings, asset, ""),
        (t(13, -1500, "Refund phone case", kind="income"), "Deposit", "Amazon", revenue, checking, asset, "Shopping"),
        (t(15, 1200, "Café au lait", None, "Food & Dining", currency="EUR"), "Withdrawal", euro, asset, "Café de Flore",
         expense, "Dining out"),
        (t(16, 2350, "Pizza", None, "Food & Dining"), "Withdrawal", checking, asset, "Joe's Pizza", expense, "Dining out"),
    ]
    header = ["user_id", "group_id", "journal_id", "created_at", "updated_at", "group_title", "type", "currency_code", "amount",
              "foreign_currency_code", "foreign_amount", "primary_currency_code", "pc_amount", "pc_foreign_amount", "description",
              "date", "source_name", "source_iban", "source_type", "destination_name", "destination_iban", "destination_type",
              "reconciled", "category", "budget", "bill", "tags", "notes"] + FIREFLY_META
    out = [",".join(php_field(h) for h in header)]
    for n, (tx, kind, source, source_type, dest, dest_type, category) in enumerate(rows, start=1):
        created = f"{tx['date'].isoformat()}T18:{10 + n:02d}:07-04:00"
        amount = money(-tx["minor"]) if kind == "Withdrawal" else money(abs(tx["minor"]))
        budget = "Everyday" if kind == "Withdrawal" else ""
        record = [1, 100 + n, 200 + n, created, created, "", kind, tx["currency"], amount, "", "", "USD", "", "",
                  tx["description"], f"{tx['date'].isoformat()}T00:00:00-04:00", source, "", source_type, dest, "", dest_type,
                  n < 10, category, budget, "", "", ""] + [""] * len(FIREFLY_META)
        out.append(",".join(php_field(v) for v in record))
    write_lines("firefly-iii", out, expected_for("firefly-iii", src, [r[0] for r in rows]), "\n")


# ---------------------------------------------------------------- Spend's own export
def spend():
    src = "Sources/SpendBooks/ExportFormats.swift CSVExport"
    # (transaction, category, merchant, person, source, id); description as typed
    rows = [
        (t(1, 675, "coffee at blue bottle", "Blue Bottle", "Food & Dining"), "Blue Bottle", "", "text", 101),
        (t(2, 3499, "amazon order phone case", "Amazon", "Shopping"), "Amazon", "", "text", 102),
        (t(3, 1842, "uber to the airport", "Uber", "Transportation"), "Uber", "", "voice", 103),
        (t(5, 545, "coffee at starbucks", "Starbucks", "Food & Dining"), "Starbucks", "", "text", 104),
        (t(5, 545, "coffee at starbucks", "Starbucks", "Food & Dining"), "Starbucks", "", "text", 105),
        (t(6, 6137, "groceries at trader joe's", "Trader Joe's", "Groceries"), "Trader Joe's", "", "import", 106),
        (t(7, 2350, "lunch with Sam, pizza", None, "Food & Dining"), "", "Sam", "text", 107),
        (t(8, 1299, "pharmacy at cvs", "CVS", "Healthcare"), "CVS", "", "voice", 108),
        (t(9, 8999, "internet bill", "Comcast", "Other"), "Comcast", "", "recurring", 109),
        (t(10, 320, "croissant in Paris", None, "Food & Dining", currency="EUR"), "", "", "text", 110),
        (t(11, 1200, "ramen in Tokyo", None, "Food & Dining", currency="JPY"), "", "", "text", 111),
        (t(12, 4500, "+1 ticket for Sam", None, "Entertainment"), "", "Sam", "text", 112),
        (t(13, 1999, "steam game", "Steam", "Entertainment"), "Steam", "", "text", 113),
    ]
    digits = {"USD": 2, "EUR": 2, "JPY": 0}

    def guard(text):  # FormulaGuard.escape
        return "'" + text if text.lstrip("'")[:1] in ("=", "+", "-", "@", "\t", "\r") else text

    header = ["date", "amount", "currency", "category", "description", "merchant", "person", "source", "id"]
    body = [[tx["date"].isoformat(), money(tx["minor"], decimals=digits[tx["currency"]]), tx["currency"], tx["category"],
             guard(tx["description"]), guard(merchant), guard(person), source, str(n)]
            for tx, merchant, person, source, n in rows]
    write_sample("spend", header, body, expected_for("spend", src, [r[0] for r in rows]), newline="\r\n")


def main():
    for writer in (chase_card, chase_checking, amex_us, capital_one, bofa_checking, wells_fargo, discover, citi, mint,
                   ynab, ynab4, actual, firefly, spend):
        writer()


if __name__ == "__main__":
    main()
