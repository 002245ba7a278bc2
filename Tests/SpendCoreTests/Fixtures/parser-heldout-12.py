#!/usr/bin/env python3
"""Held-out set 12 for Spend's expense-phrase parser.

Written from the product brief and the labelling rules of set 11 (its generator's
docstring, comments, constants and note) only, without reading the parser's source or
tests and without building or running it. The everyday life of ordinary users, typed and
spoken the way they really are: about half the United States, a fifth the UK, Ireland,
Canada, Australia and New Zealand, and the rest from more than 25 other countries.
Standard library only. Run it to write parser-heldout-12.json next to this file.
"""
import json, collections, os, re, glob, datetime
from decimal import Decimal

T = "2026-12-05"      # today, a Saturday (also "this morning", "tonight", "2day")
Y = "2026-12-04"      # yesterday / yday / last night / fri / on Friday / Friday night / 12/4 / 4/12 / gestern / hier / hôm qua / ayer
THU = "2026-12-03"    # thu / on Thursday / two days ago / 12/3 / 3/12 / 3rd December / on the third
WED = "2026-12-02"    # wed / on Wednesday / three days ago / 12/2 / 2/12
TUE = "2026-12-01"    # tue / on Tuesday / on the 1st / on the first / 12/1 / 1/12 / December 1st
MON = "2026-11-30"    # mon / on Monday / 11/30 / 30/11
SUN = "2026-11-29"    # sun / on Sunday / Sunday night / last Sunday / 11/29 / 29/11
NOV28 = "2026-11-28"  # a week ago / 11/28 / 28/11 / on the 28th
NOV27 = "2026-11-27"  # Black Friday / 11/27 / 27/11
NOV26 = "2026-11-26"  # on Thanksgiving / 11/26
NOV25 = "2026-11-25"  # 11/25 / 25/11

# weekday arithmetic, checked rather than trusted
_t = datetime.date.fromisoformat(T)
assert _t.strftime("%A") == "Saturday"
for _iso, _days, _wd in ((Y, 1, "Friday"), (THU, 2, "Thursday"), (WED, 3, "Wednesday"), (TUE, 4, "Tuesday"),
                         (MON, 5, "Monday"), (SUN, 6, "Sunday"), (NOV28, 7, "Saturday"), (NOV27, 8, "Friday"),
                         (NOV26, 9, "Thursday"), (NOV25, 10, "Wednesday")):
    _d = datetime.date.fromisoformat(_iso)
    assert (_t - _d).days == _days and _d.strftime("%A") == _wd, _iso
# Thanksgiving 2026 is the fourth Thursday of November, Black Friday the day after
assert [d for d in (datetime.date(2026, 11, k) for k in range(1, 31)) if d.weekday() == 3][3].isoformat() == NOV26

MINOR = {"JPY": 0, "KRW": 0, "VND": 0, "CLP": 0, "UGX": 0, "XOF": 0, "XAF": 0, "PYG": 0,
         "RWF": 0, "ISK": 0, "BHD": 3, "KWD": 3, "OMR": 3, "JOD": 3, "TND": 3}

rows = []
def C(country, style, inp, amount, cur, cat, merchant, people=None, date=T):
    d = MINOR.get(cur, 2)
    amt = str(Decimal(str(amount)).quantize(Decimal(1).scaleb(-d)))
    rows.append(dict(country=country, style=style, input=inp, amount=amt, currency=cur,
                     category=cat, merchant=merchant, people=people or [], date=date))

F, TR, G, E, S, H, O = ("Food & Dining", "Transportation", "Groceries", "Entertainment",
                        "Shopping", "Healthcare", "Other")
U = "USD"
EU = "EUR"

# ============================ United States ============================
c = "United States"
# --- the South and Florida
C(c, "spoken", "Hattie B's with Marcus, twenty four sixty.", "24.60", U, F, "Hattie B's Hot Chicken", ["Marcus"])
C(c, "whisper", "Um, so I got a chicken biscuit at Biscuitville, it was $6.48.", "6.48", U, F, "Biscuitville")
C(c, "chat", "jim n nicks bbq w/ dre & kayla 47.85 yday", "47.85", U, F, "Jim 'N Nick's Bar-B-Q", ["Dre", "Kayla"], date=Y)
C(c, "spoken", "Chicken Salad Chick, fourteen twenty.", "14.20", U, F, "Chicken Salad Chick")
C(c, "whisper", "I just paid $112.37 at Sedano's for groceries.", "112.37", U, G, "Sedano's")
C(c, "whisper", "So I got two new tires at Tire Kingdom, that cost me $286.40.", "286.40", U, TR, "Tire Kingdom")
C(c, "spoken", "Rural King, um, thirty four ninety nine.", "34.99", U, S, "Rural King")
C(c, "whisper", "We saw a movie at Malco with Jasmine, it was $24.50.", "24.50", U, E, "Malco Theatres", ["Jasmine"])
C(c, "whisper", "Okay, the Piedmont Natural Gas bill came to $58.90.", "58.90", U, O, "Piedmont Natural Gas")
# --- Texas and the southern Plains
C(c, "whisper", "Okay, so dinner at Chuy's with Ana and Rob came to $58.40.", "58.40", U, F, "Chuy's", ["Ana", "Rob"])
C(c, "whisper", "Um, we got kolaches from Kolache Factory, it was $11.85.", "11.85", U, F, "Kolache Factory")
C(c, "chat", "bahama bucks 7.25", "7.25", U, F, "Bahama Buck's")
C(c, "chat", "fiesta mart 63.04 sun", "63.04", U, G, "Fiesta Mart", date=SUN)
C(c, "whisper", "So I topped up the TxTag, it was $40.", "40.00", U, TR, "TxTag")
C(c, "spoken", "Golden Chick, twelve dollars and sixty cents.", "12.60", U, F, "Golden Chick")
# --- the Midwest
C(c, "chat", "pizza ranch buffet w/ the kids 52.17", "52.17", U, F, "Pizza Ranch")
C(c, "whisper", "I got a concrete at Andy's Frozen Custard, it was $6.79.", "6.79", U, F, "Andy's Frozen Custard")
C(c, "spoken", "Graeter's, two scoops, eight fifty.", "8.50", U, F, "Graeter's")
C(c, "chat", "larosas pizza 27.90 thu", "27.90", U, F, "LaRosa's Pizzeria", date=THU)
C(c, "spoken", "Taco John's, nine eighty five.", "9.85", U, F, "Taco John's")
C(c, "whisper", "Okay, so groceries at Coborn's were $97.45.", "97.45", U, G, "Coborn's")
C(c, "chat", "pick n save 88.61 12/3", "88.61", U, G, "Pick 'n Save", date=THU)
C(c, "chat", "divvy bike 3.30", "3.30", U, TR, "Divvy")
C(c, "chat", "bomgaars dog food 39.99", "39.99", U, S, "Bomgaars")
C(c, "whisper", "So the We Energies bill came to $187.66.", "187.66", U, O, "We Energies")
C(c, "chat", "thrifty white pharmcy 14.20", "14.20", U, H, "Thrifty White Pharmacy")
# --- Mountain West and the Southwest
C(c, "chat", "costa vida w/ brooke 21.40", "21.40", U, F, "Costa Vida", ["Brooke"])
C(c, "whisper", "So I got a coffee at Ziggi's, it was $5.45.", "5.45", U, F, "Ziggi's Coffee")
C(c, "chat", "maceys 58.33", "58.33", U, G, "Macey's")
C(c, "whisper", "I filled up at Loaf N Jug, it was $43.80.", "43.80", U, TR, "Loaf 'N Jug")
C(c, "chat", "valley metro day pass 4 tue", "4.00", U, TR, "Valley Metro", date=TUE)
C(c, "whisper", "Okay, my APS bill came to $219.75.", "219.75", U, O, "APS")
C(c, "chat", "sportsmans warehose hiking boots 89.99", "89.99", U, S, "Sportsman's Warehouse")
C(c, "spoken", "Lagoon season pass, a hundred and forty nine dollars.", "149.00", U, E, "Lagoon")
C(c, "chat", "eos fitness 9.99", "9.99", U, H, "EoS Fitness")
# --- the West Coast, Hawaii and Alaska
C(c, "chat", "habit burger w/ tess 17.35", "17.35", U, F, "The Habit Burger Grill", ["Tess"])
C(c, "whisper", "So I got a box from Voodoo Doughnut, it came to $23.", "23.00", U, F, "Voodoo Doughnut")
C(c, "chat", "salt & straw 2 scoops 13.50", "13.50", U, F, "Salt & Straw")
C(c, "whisper", "Um, I had a chili plate at Zippy's, it was $13.25.", "13.25", U, F, "Zippy's")
C(c, "spoken", "L and L Hawaiian Barbecue, fifteen forty.", "15.40", U, F, "L&L Hawaiian Barbecue")
C(c, "whisper", "Um, groceries at New Seasons were $68.47.", "68.47", U, G, "New Seasons Market")
C(c, "spoken", "Carrs groceries, sixty eight twenty.", "68.20", U, G, "Carrs")
C(c, "spoken", "Reloaded my ORCA card, thirty dollars.", "30.00", U, TR, "ORCA")
C(c, "chat", "trimet 2.80 yday", "2.80", U, TR, "TriMet", date=Y)
C(c, "whisper", "I paid the bridge toll with Good To Go, it was $7.50.", "7.50", U, TR, "Good To Go!")
C(c, "chat", "sdg&e 188.24", "188.24", U, O, "SDG&E")
C(c, "chat", "big 5 basketball 24.99", "24.99", U, S, "Big 5 Sporting Goods")
# --- New England, New York and the Mid-Atlantic
C(c, "chat", "primanti bros w/ dom 18.90", "18.90", U, F, "Primanti Bros.", ["Dom"])
C(c, "whisper", "We got breakfast at Eat'n Park, it was $34.60.", "34.60", U, F, "Eat'n Park")
C(c, "chat", "&pizza 13.45", "13.45", U, F, "&pizza")
C(c, "chat", "16 handles froyo 9.80", "9.80", U, F, "16 Handles")
C(c, "whisper", "Um, coffee at Gregorys was $5.25.", "5.25", U, F, "Gregorys Coffee")
C(c, "chat", "legal sea foods w/ colleen 64.30 wed", "64.30", U, F, "Legal Sea Foods", ["Colleen"], date=WED)
C(c, "whisper", "I just paid $121.09 at Redner's.", "121.09", U, G, "Redner's Markets")
C(c, "chat", "quick chek gas 36.90", "36.90", U, TR, "QuickChek")
C(c, "chat", "nyc ferry 4", "4.00", U, TR, "NYC Ferry")
C(c, "spoken", "Peter Pan bus to Boston, twenty nine dollars.", "29.00", U, TR, "Peter Pan Bus Lines")
C(c, "whisper", "I picked up cold medicine at Kinney Drugs, it was $11.43.", "11.43", U, H, "Kinney Drugs")
C(c, "chat", "green mountian power 94.50", "94.50", U, O, "Green Mountain Power")
C(c, "chat", "hersheypark 2 tix 139.98", "139.98", U, E, "Hersheypark")
C(c, "whisper", "Um, we went to Kennywood with Gabe, that was $46.", "46.00", U, E, "Kennywood", ["Gabe"])
# --- nationwide apps, subscriptions, chargers, phones, hotels
C(c, "chat", "britbox 8.99", "8.99", U, E, "BritBox")
C(c, "whisper", "So my MUBI subscription renewed, it was $14.99.", "14.99", U, E, "MUBI")
C(c, "chat", "nfl+ 6.99", "6.99", U, E, "NFL+")
C(c, "chat", "mlb.tv 29.99", "29.99", U, E, "MLB.TV")
C(c, "chat", "chargepoint 11.42", "11.42", U, TR, "ChargePoint")
C(c, "chat", "electrify amercia 18.36", "18.36", U, TR, "Electrify America")
C(c, "whisper", "So the Curb cab to JFK was $61.20.", "61.20", U, TR, "Curb")
C(c, "chat", "lemonade renters insurance 14", "14.00", U, O, "Lemonade")
C(c, "whisper", "So I paid the Metro by T-Mobile bill, it was $40.", "40.00", U, O, "Metro by T-Mobile")
C(c, "whisper", "I paid the Starlink bill, it was $120.", "120.00", U, O, "Starlink")
C(c, "whisper", "The copay at Patient First was $50.", "50.00", U, H, "Patient First")
C(c, "chat", "shoe carnaval sneakers 59.99", "59.99", U, S, "Shoe Carnival")
C(c, "whisper", "I bought a hoodie at Hot Topic, it was $44.90.", "44.90", U, S, "Hot Topic")
C(c, "chat", "kirklands 2 pillows 29.98", "29.98", U, S, "Kirkland's")
C(c, "spoken", "Sally Beauty, sixteen fifty.", "16.50", U, S, "Sally Beauty")
C(c, "chat", "puttshack w/ kenji & mo 64", "64.00", U, E, "Puttshack", ["Kenji", "Mo"])
C(c, "whisper", "Um, we went bowling at Pinstripes with Zoe, that cost me $58.", "58.00", U, E, "Pinstripes", ["Zoe"])
C(c, "chat", "extended stay 2 nights 178", "178.00", U, TR, "Extended Stay America")
C(c, "whisper", "So the Super 8 in Amarillo was $72.40.", "72.40", U, TR, "Super 8")
C(c, "chat", "fox rent a car 3 days 146.70", "146.70", U, TR, "Fox Rent A Car")
C(c, "spoken", "Silver Airways to Key West, a hundred and thirty nine dollars.", "139.00", U, TR, "Silver Airways")
# --- no business named
C(c, "chat", "rent 1650 on the 1st", "1650.00", U, O, None, date=TUE)
C(c, "whisper", "Okay, so I paid the rent, it was $2,150.", "2150.00", U, O, None)
C(c, "spoken", "Electric bill on Monday, ninety seven thirty.", "97.30", U, O, None, date=MON)
C(c, "chat", "water & sewer 64.12", "64.12", U, O, None)
C(c, "chat", "gas bill 81.30 wed", "81.30", U, O, None, date=WED)
C(c, "whisper", "Um, the internet bill came to $70 this month.", "70.00", U, O, None)
C(c, "whisper", "Um, car insurance this month came to $156.", "156.00", U, O, None)
C(c, "whisper", "Daycare for the week was $310.", "310.00", U, O, None)
C(c, "spoken", "Babysitter last night, seventy five bucks.", "75.00", U, O, None, date=Y)
C(c, "whisper", "Um, the babysitter on Sunday night was $64.", "64.00", U, O, None, date=SUN)
C(c, "spoken", "Haircut on Thursday, thirty bucks.", "30.00", U, O, None, date=THU)
C(c, "chat", "christmas tip for the mail carrier 25", "25.00", U, O, None)
C(c, "spoken", "Dry cleaning, eighteen fifty.", "18.50", U, O, None)
C(c, "whisper", "So the laundromat was $9.75.", "9.75", U, O, None)
C(c, "whisper", "Um, the appliance repair guy fixed the dryer, it was $165.", "165.00", U, O, None)
C(c, "chat", "roofer fixed a leak 350 a week ago", "350.00", U, O, None, date=NOV28)
C(c, "chat", "storage unit 89 on 12/1", "89.00", U, O, None, date=TUE)
C(c, "spoken", "Donation to the food bank, fifty bucks.", "50.00", U, O, None)
C(c, "chat", "bday present for my nephew 30", "30.00", U, O, None)
C(c, "whisper", "I got hit with a $35 overdraft fee.", "35.00", U, O, None)
C(c, "chat", "new backpack for my daughter 34.99", "34.99", U, S, None)
C(c, "whisper", "I bought a pair of running shoes, it was $119.95.", "119.95", U, S, None)
C(c, "chat", "phone case 19.99 tue", "19.99", U, S, None, date=TUE)
C(c, "spoken", "Headphones, forty nine ninety nine.", "49.99", U, S, None)
C(c, "whisper", "I got a TV on Black Friday for $348.", "348.00", U, S, None, date=NOV27)
C(c, "spoken", "Cat food, twenty two forty.", "22.40", U, S, None)
C(c, "whisper", "The vet for the dog's shots was $96.", "96.00", U, H, None)
C(c, "spoken", "Ibuprofen, eight forty nine.", "8.49", U, H, None)
C(c, "chat", "allergy medicne 16.99 two days ago", "16.99", U, H, None, date=THU)
C(c, "spoken", "Eye exam, eighty five dollars.", "85.00", U, H, None)
C(c, "whisper", "Um, I paid $150 at the dentist for a cleaning.", "150.00", U, H, None)
C(c, "chat", "physical therapy copay 40 thu", "40.00", U, H, None, date=THU)
C(c, "whisper", "Um, I paid $22 for a yoga class on Tuesday.", "22.00", U, H, None, date=TUE)
C(c, "chat", "groceries 143.27", "143.27", U, G, None)
C(c, "whisper", "So groceries this morning came to $87.14.", "87.14", U, G, None)
C(c, "spoken", "Groceries, a hundred and six dollars and twenty cents.", "106.20", U, G, None)
C(c, "chat", "veggies at the farmers market 23", "23.00", U, G, None)
C(c, "chat", "milk & bananas 6.38", "6.38", U, G, None)
C(c, "whisper", "I picked up meat from the butcher, it was $48.60.", "48.60", U, G, None)
C(c, "chat", "thanksgiving groceries 164.38 on 11/25", "164.38", U, G, None, date=NOV25)
C(c, "chat", "lunch w/ dev 14.75", "14.75", U, F, None, ["Dev"])
C(c, "whisper", "I grabbed coffee with Rachel, it was $11.20.", "11.20", U, F, None, ["Rachel"])
C(c, "chat", "dinner w/ mom and dad 96.40", "96.40", U, F, None)
C(c, "whisper", "Okay, lunch with my dad and Luis came to $41.30.", "41.30", U, F, None, ["Luis"])
C(c, "spoken", "Pizza with Jake and Mia, thirty four bucks.", "34.00", U, F, None, ["Jake", "Mia"])
C(c, "spoken", "Dinner with Priya on Wednesday, sixty two forty.", "62.40", U, F, None, ["Priya"], date=WED)
C(c, "chat", "beers w/ the guys 42", "42.00", U, F, None)
C(c, "whisper", "Um, takeout Chinese last night was $38.65.", "38.65", U, F, None, date=Y)
C(c, "chat", "wings w/ tony 31.50 12/2", "31.50", U, F, None, ["Tony"], date=WED)
C(c, "chat", "food truck tacos 12", "12.00", U, F, None)
C(c, "spoken", "Coffee and a muffin, seven forty.", "7.40", U, F, None)
C(c, "chat", "gas on thanksgiving 47.12", "47.12", U, TR, None, date=NOV26)
C(c, "spoken", "Gas, fifty two dollars and ten cents.", "52.10", U, TR, None)
C(c, "chat", "airport parking 3 days 54", "54.00", U, TR, None)
C(c, "spoken", "Parking downtown, eighteen dollars.", "18.00", U, TR, None)
C(c, "whisper", "The mechanic replaced the alternator, it came to $412.80.", "412.80", U, TR, None)
C(c, "chat", "oil change 49.99 three days ago", "49.99", U, TR, None, date=WED)
C(c, "chat", "tire rotation 24.99 on 11/29", "24.99", U, TR, None, date=SUN)
C(c, "spoken", "Train ticket into the city, twelve seventy five.", "12.75", U, TR, None)
C(c, "whisper", "Um, the flight home for Christmas was $289.", "289.00", U, TR, None)
C(c, "chat", "hotel 2 nights in savannah 356", "356.00", U, TR, None)
C(c, "chat", "movie tix w/ ella 28.50 sun", "28.50", U, E, None, ["Ella"], date=SUN)
C(c, "spoken", "Concert tickets, a hundred and forty five dollars.", "145.00", U, E, None)
C(c, "whisper", "Um, we went mini golfing with Caleb, it was $24.", "24.00", U, E, None, ["Caleb"])
C(c, "whisper", "We took the kids to the museum last Sunday, it was $36.", "36.00", U, E, None, date=SUN)
C(c, "spoken", "Karaoke night with Becca and Jules, forty dollars.", "40.00", U, E, None, ["Becca", "Jules"])
C(c, "whisper", "I bought a new video game, it was $69.99.", "69.99", U, E, None)
C(c, "chat", "arcade 20 last night", "20.00", U, E, None, date=Y)

# ============================ United Kingdom ============================
c = "United Kingdom"
P = "GBP"
C(c, "chat", "rosas thai w/ ellie £27.40", "27.40", P, F, "Rosa's Thai", ["Ellie"])
C(c, "chat", "coffee#1 flat white £3.45", "3.45", P, F, "Coffee #1")
C(c, "whisper", "I did the big shop at Scotmid, it came to £46.18.", "46.18", P, G, "Scotmid")
C(c, "chat", "c2c return to southend £14.60", "14.60", P, TR, "c2c")
C(c, "chat", "merseyrail £5.40 3/12", "5.40", P, TR, "Merseyrail", date=THU)
C(c, "chat", "e.on bill £92.37", "92.37", P, O, "E.ON")
C(c, "whisper", "Okay, my iD Mobile bill was £12.", "12.00", P, O, "iD Mobile")
C(c, "chat", "united utilites £38.90", "38.90", P, O, "United Utilities")
C(c, "chat", "cex second hand phone £120", "120.00", P, S, "CeX")
C(c, "whisper", "We went to Chessington with Alfie, it cost £64.", "64.00", P, E, "Chessington World of Adventures Resort", ["Alfie"])
C(c, "chat", "mydentist check up £27.50", "27.50", P, H, "mydentist")
C(c, "chat", "chippy w/ josh £16.40", "16.40", P, F, None, ["Josh"])
C(c, "whisper", "Um, a pint and a packet of crisps was £7.20.", "7.20", P, F, None)
C(c, "chat", "sunday roast w/ nan & grandad £48.60 sun", "48.60", P, F, None, date=SUN)
C(c, "spoken", "Petrol, sixty quid.", "60.00", P, TR, None)
C(c, "whisper", "Um, the train to Manchester on Wednesday was £34.50.", "34.50", P, TR, None, date=WED)
C(c, "whisper", "The window cleaner was £15.", "15.00", P, O, None)
C(c, "spoken", "School shoes, thirty two quid.", "32.00", P, S, None)
C(c, "whisper", "I paid £26.80 at the dentist on 3rd December.", "26.80", P, H, None, date=THU)
C(c, "spoken", "Prescription, nine pounds ninety.", "9.90", P, H, None)
c = "Ireland"
C(c, "chat", "butlers hot choc €4.95", "4.95", EU, F, "Butlers Chocolate Café")
C(c, "whisper", "Um, we got pizza from Mizzoni's, it was €24.50.", "24.50", EU, F, "Mizzoni's")
C(c, "chat", "nct €55 2/12", "55.00", EU, TR, "NCT", date=WED)
C(c, "whisper", "Okay, my Yuno Energy bill came to €132.40.", "132.40", EU, O, "Yuno Energy")
C(c, "chat", "sam mccauley chemist €16.20", "16.20", EU, H, "Sam McCauley Chemists")
C(c, "spoken", "Chipper with Cian, eighteen euro.", "18.00", EU, F, None, ["Cian"])
C(c, "spoken", "Diesel yesterday, sixty euro.", "60.00", EU, TR, None, date=Y)
C(c, "chat", "physio €65 4/12", "65.00", EU, H, None, date=Y)
C(c, "whisper", "So I paid the rent, it was €1,650.", "1650.00", EU, O, None)

# ============================ Canada ============================
c = "Canada"
K = "CAD"
C(c, "chat", "smokes poutinerie C$14.25", "14.25", K, F, "Smoke's Poutinerie")
C(c, "whisper", "Um, I got a sub at Mr. Sub, it was C$11.80.", "11.80", K, F, "Mr. Sub")
C(c, "chat", "pizza 73 w/ brody C$32.40", "32.40", K, F, "Pizza 73", ["Brody"])
C(c, "chat", "couche-tard gas C$58.10", "58.10", K, TR, "Couche-Tard")
C(c, "chat", "407 etr C$23.76", "23.76", K, TR, "407 ETR")
C(c, "whisper", "So my Vidéotron bill was C$85.", "85.00", K, O, "Vidéotron")
C(c, "spoken", "Canada's Wonderland, seventy nine dollars Canadian.", "79.00", K, E, "Canada's Wonderland")
C(c, "whisper", "Um, parking downtown was C$18.", "18.00", K, TR, None)
C(c, "spoken", "Coffee and a donut with Émilie, six dollars Canadian.", "6.00", K, F, None, ["Émilie"])
C(c, "chat", "winter boots for the kids C$119.98", "119.98", K, S, None)
C(c, "chat", "daycare C$450 on the 1st", "450.00", K, O, None, date=TUE)
C(c, "whisper", "So the dentist on Wednesday was C$180.", "180.00", K, H, None, date=WED)

# ============================ Australia ============================
c = "Australia"
A = "AUD"
C(c, "chat", "brumbys 2 pies A$11.80", "11.80", A, F, "Brumby's Bakery")
C(c, "chat", "13cabs A$42.60", "42.60", A, TR, "13cabs")
C(c, "chat", "bob jane t-marts 2 tyres A$398", "398.00", A, TR, "Bob Jane T-Marts")
C(c, "whisper", "We booked the Spirit of Tasmania, it was A$215.", "215.00", A, TR, "Spirit of Tasmania")
C(c, "chat", "dymocks A$32.99", "32.99", A, S, "Dymocks")
C(c, "whisper", "So my amaysim plan renewed, it was A$30.", "30.00", A, O, "amaysim")
C(c, "chat", "synergy bill A$231.44", "231.44", A, O, "Synergy")
C(c, "spoken", "Petrol, eighty five Aussie dollars.", "85.00", A, TR, None)
C(c, "chat", "groceries A$134.20 3/12", "134.20", A, G, None, date=THU)
C(c, "chat", "footy tix w/ mitch A$48", "48.00", A, E, None, ["Mitch"])
C(c, "spoken", "Physio, eighty five Aussie dollars.", "85.00", A, H, None)
C(c, "whisper", "The parking at the beach was A$12.", "12.00", A, TR, None)
C(c, "chat", "new thongs A$14.99", "14.99", A, S, None)
c = "New Zealand"
Z = "NZD"
C(c, "chat", "mojo flat white NZ$5.50", "5.50", Z, F, "Mojo Coffee")
C(c, "whisper", "We took the Fullers360 ferry to Waiheke, it was NZ$62.", "62.00", Z, TR, "Fullers360")
C(c, "whisper", "Okay, the Electric Kiwi bill came to NZ$142.60.", "142.60", Z, O, "Electric Kiwi")
C(c, "spoken", "Mince and cheese pie, five New Zealand dollars.", "5.00", Z, F, None)
C(c, "chat", "doctor NZ$68 thu", "68.00", Z, H, None, date=THU)
C(c, "chat", "jandals NZ$12.99", "12.99", Z, S, None)

# ============================ Other countries ============================
c = "Germany"
C(c, "chat", "ditsch brezel 2,95 €", "2.95", EU, F, "Ditsch")
C(c, "whisper", "Um, I did the shopping at Marktkauf, it came to €54.30.", "54.30", EU, G, "Marktkauf")
C(c, "spoken", "Döner with Jonas, seven euros fifty.", "7.50", EU, F, None, ["Jonas"])
C(c, "chat", "apotheke 12,40 € gestern", "12.40", EU, H, None, date=Y)
c = "France"
C(c, "chat", "pomme de pain sandwich + boisson 8,90 €", "8.90", EU, F, "Pomme de Pain")
C(c, "whisper", "I bought a jacket at Kiabi, it was €34.99.", "34.99", EU, S, "Kiabi")
C(c, "chat", "pharmacie 18,60 € hier", "18.60", EU, H, None, date=Y)
c = "Spain"
C(c, "whisper", "Um, the shop at Ahorramas came to €41.20.", "41.20", EU, G, "Ahorramas")
C(c, "chat", "tapas w/ lucía 32,40 €", "32.40", EU, F, None, ["Lucía"])
C(c, "spoken", "Bus ticket, one euro fifty.", "1.50", EU, TR, None)
c = "Italy"
C(c, "chat", "tigros spesa 36,70 €", "36.70", EU, G, "Tigros")
C(c, "whisper", "So I had lunch at Panino Giusto with Giulia, it was €21.50.", "21.50", EU, F, "Panino Giusto", ["Giulia"])
C(c, "spoken", "Cappuccino and a cornetto, two euros eighty.", "2.80", EU, F, None)
c = "Netherlands"
C(c, "whisper", "I bought a rain jacket at Zeeman, it was €19.99.", "19.99", EU, S, "Zeeman")
C(c, "chat", "patat w/ sem 7,80 €", "7.80", EU, F, None, ["Sem"])
c = "Belgium"
C(c, "chat", "lunch garden vol-au-vent 14,90 €", "14.90", EU, F, "Lunch Garden")
C(c, "chat", "frituur w/ lotte 9,40 € 2/12", "9.40", EU, F, None, ["Lotte"], date=WED)
c = "Austria"
C(c, "chat", "ströck kaffee & kipferl 4,60 €", "4.60", EU, F, "Ströck")
C(c, "spoken", "Schnitzel with Florian, twenty two euros.", "22.00", EU, F, None, ["Florian"])
c = "Switzerland"
C(c, "chat", "ochsner sport ski socks CHF 29.90", "29.90", "CHF", S, "Ochsner Sport")
C(c, "whisper", "The PostAuto ticket was CHF 12.40.", "12.40", "CHF", TR, "PostAuto")
C(c, "chat", "zahnarzt CHF 180 mon", "180.00", "CHF", H, None, date=MON)
c = "Denmark"
C(c, "chat", "bilka 412,50 kr", "412.50", "DKK", G, "Bilka")
C(c, "spoken", "Smørrebrød with Freja, a hundred and forty Danish kroner.", "140.00", "DKK", F, None, ["Freja"])
c = "Norway"
C(c, "whisper", "Um, a hot dog at Deli de Luca was 49 Norwegian kroner.", "49.00", "NOK", F, "Deli de Luca")
C(c, "chat", "uno-x diesel NOK 640", "640.00", "NOK", TR, "Uno-X")
c = "Poland"
C(c, "whisper", "So I had pierogi at Zapiecek, it was 58 złoty.", "58.00", "PLN", F, "Zapiecek")
C(c, "chat", "fryzjer 70 zł", "70.00", "PLN", O, None)
c = "Czech Republic"
C(c, "chat", "košík.cz 1240 Kč", "1240.00", "CZK", G, "Košík.cz")
C(c, "whisper", "Um, lunch at Lokál with Tomáš was 460 Czech crowns.", "460.00", "CZK", F, "Lokál", ["Tomáš"])
C(c, "spoken", "Tram ticket in Prague on Monday, thirty Czech crowns.", "30.00", "CZK", TR, None, date=MON)
c = "Portugal"
C(c, "chat", "pans & company 7,85 €", "7.85", EU, F, "Pans & Company")
C(c, "whisper", "Um, my NOS bill came to €42.99.", "42.99", EU, O, "NOS")
C(c, "spoken", "Francesinha with Rui, fourteen euros.", "14.00", EU, F, None, ["Rui"])
c = "Israel"
C(c, "chat", "victory supermarket ₪312.40", "312.40", "ILS", G, "Victory")
C(c, "chat", "landwer w/ noa ₪86", "86.00", "ILS", F, "Landwer Cafe", ["Noa"])
C(c, "spoken", "Cinema tickets, ninety shekels.", "90.00", "ILS", E, None)
c = "Egypt"
C(c, "chat", "koshary el tahrir EGP 55", "55.00", "EGP", F, "Koshary El Tahrir")
C(c, "spoken", "Taxi to Zamalek, a hundred Egyptian pounds.", "100.00", "EGP", TR, None)
c = "Morocco"
C(c, "whisper", "So I paid 312 Moroccan dirhams at Aswak Assalam.", "312.00", "MAD", G, "Aswak Assalam")
C(c, "chat", "petit taxi 25 MAD", "25.00", "MAD", TR, None)
c = "Saudi Arabia"
C(c, "chat", "barns latte SAR 16", "16.00", "SAR", F, "Barn's")
C(c, "whisper", "Um, I filled up at Aldrees, it was 90 Saudi riyals.", "90.00", "SAR", TR, "Aldrees")
C(c, "whisper", "So my STC bill was 230 Saudi riyals.", "230.00", "SAR", O, "stc")
C(c, "chat", "kabsa w/ omar SAR 68", "68.00", "SAR", F, None, ["Omar"])
c = "Ghana"
C(c, "chat", "marwako shawarma GH₵85", "85.00", "GHS", F, "Marwako")
C(c, "spoken", "Trotro to Madina, eight cedis.", "8.00", "GHS", TR, None)
c = "Nigeria"
C(c, "whisper", "Um, I ordered shoes on Jumia, it was 24,500 naira.", "24500.00", "NGN", S, "Jumia")
C(c, "spoken", "Keke to the market, eight hundred naira.", "800.00", "NGN", TR, None)
c = "South Africa"
C(c, "chat", "rocomamas w/ thabo R186", "186.00", "ZAR", F, "RocoMamas", ["Thabo"])
C(c, "whisper", "So I filled up at Sasol, it came to R850.", "850.00", "ZAR", TR, "Sasol")
C(c, "chat", "braai meat from the butcher R420", "420.00", "ZAR", G, None)
c = "India"
I = "INR"
C(c, "chat", "keventers shake ₹220", "220.00", I, F, "Keventers")
C(c, "whisper", "Um, I paid 350 rupees for the doctor's consultation.", "350.00", I, H, None)
C(c, "whisper", "Um, I recharged my metro card with 500 rupees.", "500.00", I, TR, None)
c = "Pakistan"
C(c, "chat", "howdy burger PKR 1,450", "1450.00", "PKR", F, "Howdy")
C(c, "whisper", "Groceries at Naheed came to 6,800 Pakistani rupees.", "6800.00", "PKR", G, "Naheed Supermarket")
C(c, "spoken", "Chai and paratha with Bilal, three hundred Pakistani rupees.", "300.00", "PKR", F, None, ["Bilal"])
c = "Indonesia"
C(c, "chat", "jco donuts Rp 58.000", "58000.00", "IDR", F, "J.CO Donuts & Coffee")
C(c, "chat", "ojek to the office Rp 15.000", "15000.00", "IDR", TR, None)
C(c, "spoken", "Nasi goreng with Budi, thirty five thousand rupiah.", "35000.00", "IDR", F, None, ["Budi"])
c = "Malaysia"
C(c, "chat", "texas chicken w/ aiman RM 24.90", "24.90", "MYR", F, "Texas Chicken", ["Aiman"])
C(c, "chat", "99 speedmart RM 38.60", "38.60", "MYR", G, "99 Speedmart")
C(c, "chat", "teh tarik & roti canai RM 6.50", "6.50", "MYR", F, None)
c = "Taiwan"
C(c, "chat", "tkk fried chicken NT$210", "210.00", "TWD", F, "TKK Fried Chicken")
C(c, "spoken", "KTV with Wei, six hundred New Taiwan dollars.", "600.00", "TWD", E, None, ["Wei"])
c = "Hong Kong"
C(c, "chat", "fairwood lunch set HK$48", "48.00", "HKD", F, "Fairwood")
C(c, "spoken", "Milk tea and a pineapple bun, twenty eight Hong Kong dollars.", "28.00", "HKD", F, None)
c = "Japan"
C(c, "whisper", "We had yakiniku at Gyu-Kaku with Haruto, it was 8,400 yen.", "8400", "JPY", F, "Gyu-Kaku", ["Haruto"])
C(c, "whisper", "I bought curtains at Nitori, it was 4,990 yen.", "4990", "JPY", S, "Nitori")
C(c, "chat", "onigiri & green tea ¥380", "380", "JPY", F, None)
c = "South Korea"
C(c, "chat", "compose coffee ₩2,000", "2000", "KRW", F, "Compose Coffee")
C(c, "whisper", "Um, groceries at Lotte Mart came to 64,300 won.", "64300", "KRW", G, "Lotte Mart")
C(c, "spoken", "Bus fare, one thousand five hundred won.", "1500", "KRW", TR, None)
c = "Philippines"
C(c, "chat", "red ribbon cake ₱650", "650.00", "PHP", F, "Red Ribbon")
C(c, "spoken", "Tricycle ride, thirty Philippine pesos.", "30.00", "PHP", TR, None)
c = "Vietnam"
C(c, "chat", "pizza 4ps w/ linh 520.000đ", "520000", "VND", F, "Pizza 4P's", ["Linh"])
C(c, "chat", "phở 55.000đ hôm qua", "55000", "VND", F, None, date=Y)
c = "Thailand"
C(c, "chat", "swensens ฿189", "189.00", "THB", F, "Swensen's")
C(c, "spoken", "Muay Thai fight tickets, one thousand five hundred baht.", "1500.00", "THB", E, None)
c = "Mexico"
C(c, "chat", "toks desayuno w/ lupita $285 MXN", "285.00", "MXN", F, "Toks", ["Lupita"])
C(c, "whisper", "I paid 780 Mexican pesos at Calimax for groceries.", "780.00", "MXN", G, "Calimax")
C(c, "chat", "g500 gasolina $600 MXN ayer", "600.00", "MXN", TR, "G500", date=Y)
c = "Brazil"
C(c, "chat", "spoleto R$ 39,90", "39.90", "BRL", F, "Spoleto")
C(c, "whisper", "So the Hortifruti shop came to 186 reais.", "186.00", "BRL", G, "Hortifruti")
C(c, "chat", "smart fit R$ 119,90", "119.90", "BRL", H, "Smart Fit")
c = "Chile"
C(c, "chat", "ripley zapatillas $39.990 CLP", "39990", "CLP", S, "Ripley")
C(c, "chat", "colectivo $1.000 CLP", "1000", "CLP", TR, None)
c = "Peru"
C(c, "whisper", "So I filled up at Primax, it was 180 soles.", "180.00", "PEN", TR, "Primax")
C(c, "spoken", "Ceviche with Diego, forty five soles.", "45.00", "PEN", F, None, ["Diego"])

# ---------------------------------------------------------------------
ANGLO = ("United States", "United Kingdom", "Ireland", "Canada", "Australia", "New Zealand")
AREA = {}
for _a, _cs in {
    "Western Europe": "Germany|France|Spain|Italy|Netherlands|Belgium|Austria|Switzerland|Portugal",
    "Nordics and Central Europe": "Denmark|Norway|Poland|Czech Republic",
    "Middle East and North Africa": "Israel|Egypt|Morocco|Saudi Arabia",
    "Sub-Saharan Africa": "Ghana|Nigeria|South Africa",
    "South Asia": "India|Pakistan",
    "South-East Asia": "Indonesia|Malaysia|Philippines|Vietnam|Thailand",
    "East Asia": "Taiwan|Hong Kong|Japan|South Korea",
    "Latin America": "Mexico|Brazil|Chile|Peru",
}.items():
    for _c in _cs.split("|"):
        AREA[_c] = _a

# Every phrase outside the United States names its currency; these are the marks used.
MARK = {
    "USD": r"", "GBP": r"£|\bpounds?\b|\bquid\b", "EUR": r"€|\beuros?\b", "CAD": r"C\$|dollars Canadian",
    "AUD": r"A\$|Aussie dollars", "NZD": r"NZ\$|New Zealand dollars", "CHF": r"\bCHF\b",
    "DKK": r"\bkr\b|Danish kroner", "NOK": r"\bNOK\b|Norwegian kroner", "PLN": r"zł|złoty", "CZK": r"Kč|Czech crowns",
    "ILS": r"₪|shekels", "EGP": r"\bEGP\b|Egyptian pounds", "MAD": r"\bMAD\b|Moroccan dirhams",
    "SAR": r"\bSAR\b|Saudi riyals", "GHS": r"GH₵|cedis", "NGN": r"₦|naira", "ZAR": r"\bR\d", "INR": r"₹|rupees",
    "PKR": r"\bPKR\b|Pakistani rupees", "IDR": r"\bRp\b|rupiah", "MYR": r"\bRM\b", "TWD": r"NT\$|New Taiwan dollars",
    "HKD": r"HK\$|Hong Kong dollars", "JPY": r"¥|\byen\b", "KRW": r"₩|\bwon\b", "PHP": r"₱|Philippine pesos",
    "VND": r"\d+(\.\d{3})*đ", "THB": r"฿|baht", "MXN": r"\bMXN\b|Mexican pesos", "BRL": r"R\$|reais",
    "CLP": r"\bCLP\b", "PEN": r"S/|soles",
}
OTHER_MARK = r"£|€|¥|₹|₦|₩|₱|₪|฿|đ\b|[A-Z]{1,2}\$|R\$|\b(CHF|NOK|PKR|MXN|CLP|EGP|MAD|SAR|RM|Rp|kr|zł|Kč)\b|euro|pound|quid|peso|rupee|yen|won\b|baht|naira|cedi|krone|crown|shekel|dirham|riyal|rupiah|reais|soles"

RULES = (
    "Held out, twelfth set, written from the product brief and the labelling rules of the eleventh set (its generator's "
    "docstring, comments, constants and note) only, without reading the parser's source or tests and without building or "
    "running it. The everyday life of ordinary users, typed in a chat box and transcribed by Whisper. {n} one-expense "
    "phrases: {us} from the United States (the South and Florida, Texas, the Midwest, the Mountain West and Southwest, the "
    "West Coast with Hawaii and Alaska, New England, New York and the Mid-Atlantic, and nationwide apps, subscriptions, "
    "EV chargers, phone plans and hotels), {anglo} from the UK, Ireland, Canada, Australia and New Zealand, and {oth} "
    "from {ncountries} other countries ({areas}). {nomerch} ({nomerch_pct}%) name no business (rent, electric, water, "
    "gas and internet bills, car insurance, daycare, babysitters, haircuts, a Christmas tip, dry cleaning, a laundromat, "
    "repairmen and a roofer, a window cleaner, a storage unit, donations, presents and overdraft fees; backpacks, running shoes, a TV on "
    "Black Friday, headphones, cat food, school shoes, thongs and jandals; vets, ibuprofen, allergy meds, eye exams, "
    "dentists, physio, yoga, doctors and an apotheke, pharmacie or zahnarzt; groceries, a butcher, a farmers market, "
    "Thanksgiving groceries; meals, coffee, pints, chippies, chippers, tapas, patat, frituur, döner, kabsa, nasi goreng, "
    "phở, onigiri; gas, petrol, diesel, parking, an alternator, oil changes, tire rotations, trains, trams, buses, "
    "flights, hotels, a petit taxi, keke, trotro, ojek, tricycle and colectivo; movies, concerts, mini golf, karaoke, "
    "KTV, footy, a museum, an arcade, a video game and Muay Thai tickets); the rest name {nmerch} real local chains, "
    "apps, operators and utilities that no earlier fixture uses: {merchants}. The merchant is the brand's own spelling "
    "(capitals, apostrophes, hyphens, ampersands, digits and dots included), also when the user squashes, lowercases or "
    "misspells it: 'Hattie B's' = Hattie B's Hot Chicken, 'jim n nicks' = Jim 'N Nick's Bar-B-Q, 'larosas' "
    "= LaRosa's Pizzeria, 'pick n save' = Pick 'n Save, 'Loaf N Jug' = Loaf 'N Jug, 'sportsmans warehose' = Sportsman's "
    "Warehouse, 'thrifty white pharmcy' = Thrifty White Pharmacy, 'green mountian power' = Green Mountain Power, "
    "'electrify amercia' = Electrify America, 'shoe carnaval' = Shoe Carnival, 'united utilites' = United Utilities, "
    "'quick chek' = QuickChek, 'habit burger' = The Habit Burger Grill, 'Malco' = Malco Theatres, 'New Seasons' = New "
    "Seasons Market, 'Redner's' = Redner's Markets, 'Gregorys' = Gregorys Coffee, 'Good To Go' = Good To Go!, 'primanti "
    "bros' = Primanti Bros., 'big 5' = Big 5 Sporting Goods, 'extended stay' = Extended Stay America, 'L and L' = L&L "
    "Hawaiian Barbecue, 'coffee#1' = Coffee #1, 'e.on' = E.ON, 'Chessington' = Chessington World of Adventures Resort, 'Naheed' = Naheed Supermarket, "
    "'butlers' = Butlers Chocolate Café, 'sam mccauley chemist' = Sam McCauley Chemists, 'smokes poutinerie' = Smoke's "
    "Poutinerie, 'brumbys' = Brumby's Bakery, 'mojo' = Mojo Coffee, 'landwer' = Landwer Cafe, 'barns' = Barn's, 'STC' = "
    "stc, 'jco donuts' = J.CO Donuts & Coffee, 'pizza 4ps' = Pizza 4P's, 'swensens' = Swensen's, 'howdy burger' = Howdy; one slip is outside a name ('allergy medicne'). "
    "Styles: {styles}. Typed chat is lowercase with w/, &, +, yday, thu, wed, tue, mon, sun, tix, bday, missing "
    "apostrophes, US dates m/d (12/3, 12/2, 12/1, 11/29, 11/25) and dd/mm elsewhere (4/12, 3/12, 2/12); "
    "Whisper transcripts are capitalised sentences with digits and fillers (um, so, okay) and framing ('it was', 'came "
    "to', 'I just paid', 'that cost me'); spoken-number phrases have no digits at all ('twenty four sixty' = 24.60, "
    "'eight forty nine' = 8.49, 'twelve seventy five' = 12.75, 'a hundred and forty nine dollars', 'fifty bucks', "
    "'sixty quid' = GBP, 'six dollars Canadian', 'eighty five Aussie dollars', 'one thousand five hundred won'). A phrase "
    "with no currency mark, or with a bare $, is USD and only occurs for the United States; every other phrase carries "
    "its currency (£, quid, €, euro, C$, 'dollars Canadian', A$, 'Aussie dollars', NZ$, 'New Zealand dollars', CHF, zł, "
    "Kč, 'Czech crowns', ₪, shekels, EGP, MAD, 'Moroccan dirhams', SAR, 'Saudi riyals', GH₵, cedis, ₦, naira, R, ₹, "
    "rupees, PKR, Rp, rupiah, RM, NT$, HK$, ¥, yen, ₩, won, ₱, 'Philippine pesos', đ, ฿, baht, '$... MXN', 'Mexican "
    "pesos', R$, reais, '$... CLP', S/, soles); kroner are named with their country (NOK, 'Norwegian kroner', 'Danish "
    "kroner') except one bare 'kr' read from the brand's country (Bilka = DKK). Amounts carry ISO 4217's minor digits "
    "(JPY, KRW, VND, CLP none; the rest two); dots group thousands in '58.000', '520.000đ', '$39.990 CLP' style amounts "
    "and commas mark decimals in '2,95 €', '412,50 kr'. Quantities, durations and brand digits are not the amount ('2 "
    "scoops', 'two new tires', '2 tix', '2 nights', '3 days', '2 tyres', '2 pies', 'Big 5', '16 Handles', 'Pizza 73', "
    "'407 ETR' (the amount is the C$ figure), '13cabs', 'Super 8', 'Fullers360', 'G500', '99 Speedmart', 'Pizza 4P's', "
    "'c2c'). Today is 2026-12-05, a Saturday (also 'this morning', 'this month'); yesterday = yday = last night = "
    "4/12 = gestern = hier = hôm qua = ayer = 2026-12-04; thu = on Thursday = two days ago = 12/3 = 3/12 = 3rd December "
    "= 2026-12-03; wed = on Wednesday = three days ago = 12/2 = 2/12 = 2026-12-02; tue = on Tuesday = on the 1st = 12/1 "
    "= 2026-12-01; mon = on Monday = 2026-11-30; sun = Sunday night = last Sunday = 11/29 = 2026-11-29; a week ago = "
    "2026-11-28; on Thanksgiving = 2026-11-26; Black Friday = 2026-11-27; 11/25 = 2026-11-25. No phrase says 'sat', 'on Saturday' or 'last Friday', "
    "which are ambiguous on a Saturday. People are the proper names of companions after with, w/, & or 'and', "
    "capitalised as a person writes them, in the order written ('w/ dre & kayla' = Dre, Kayla; 'with Émilie' = Émilie; "
    "'with my dad and Luis' = Luis); relatives and groups without a name ('w/ mom and dad', 'w/ nan & grandad', 'w/ the "
    "kids', 'w/ the guys', 'my nephew', 'my daughter') give no person. Category conventions as in set 11: hotels, "
    "flights, ferries, rail, buses, coaches, transit cards and passes (ORCA, TriMet, Valley Metro, Divvy, NYC Ferry, "
    "Merseyrail, c2c), taxis and ride apps (Curb, 13cabs, keke, trotro, ojek, tricycle, colectivo, petit taxi), fuel, "
    "EV charging (ChargePoint, Electrify America), tolls and toll tags (TxTag, Good To Go!, 407 ETR), parking, tyres, "
    "alternators, oil changes, tyre rotations, rental cars and the NCT are Transportation; rent, bills and "
    "utilities (electricity, water and sewer, gas bills, internet, phone plans, Starlink), insurance (renters, car), "
    "daycare, babysitters, haircuts and a fryzjer, tips, dry cleaning, laundromats, repairmen, roofers, storage units, "
    "donations, presents and bank fees are Other; gyms, yoga, pharmacies and medicine, doctors, copays, dentists, eye "
    "exams, physio and vets are Healthcare; streaming and sports subscriptions (BritBox, MUBI, NFL+, MLB.TV), cinemas, "
    "theme parks, concerts, bowling, mini golf, karaoke and KTV, footy and fight tickets, museums, arcades and video "
    "games are Entertainment; clothes, shoes, homeware, electronics, books, sporting goods, hiking boots, pet food "
    "and second-hand phones are Shopping; a meal, snack, coffee, drink, ice cream, cake or doughnut bought out is Food "
    "& Dining; supermarkets and food bought to cook at home (butcher, farmers market, braai meat, spesa) are Groceries."
)
CATS = {F, TR, G, E, S, H, O}
COUNTRY_CUR = {"United States": {U}, "United Kingdom": {"GBP"}, "Ireland": {"EUR"}, "Canada": {"CAD"},
               "Australia": {"AUD"}, "New Zealand": {"NZD"}, "India": {"INR"}}
DATES = {T, Y, THU, WED, TUE, MON, SUN, NOV28, NOV27, NOV26, NOV25}

def build():
    seen = set()
    cases = []
    for r in rows:
        key = r["input"].lower()
        assert key not in seen, r["input"]; seen.add(key)
        assert r["style"] in ("chat", "whisper", "spoken"), r
        assert r["category"] in CATS, r
        assert re.fullmatch(r"[A-Z]{3}", r["currency"]), r
        d = MINOR.get(r["currency"], 2)
        pat = r"[1-9]\d*" + (r"\.\d{%d}" % d if d else "")
        assert re.fullmatch(pat, r["amount"]), r
        assert r["date"] in DATES, r
        assert r["merchant"] is None or (isinstance(r["merchant"], str) and r["merchant"].strip() == r["merchant"] and r["merchant"]), r
        assert all(p[:1].isupper() and p.strip() == p for p in r["people"]), r
        assert len(set(r["people"])) == len(r["people"]), r
        assert r["country"] in ANGLO or r["country"] in AREA, r
        if r["country"] in COUNTRY_CUR:
            assert r["currency"] in COUNTRY_CUR[r["country"]], r
        if r["currency"] == "USD":
            assert r["country"] == "United States", r
            assert not re.search(OTHER_MARK, r["input"], re.I), r
        else:
            assert re.search(MARK[r["currency"]], r["input"]), r
        if r["style"] == "spoken":
            assert not re.search(r"\d", r["input"]), r
        else:
            # the amount's integer part appears in the text
            whole = r["amount"].split(".")[0]
            digits = re.sub(r"[^\d]", "", r["input"])
            assert whole in digits, r
        if r["style"] == "chat":
            # typed chat is lowercase apart from the currency mark
            rest = re.sub(MARK[r["currency"]], "", r["input"]) if MARK[r["currency"]] else r["input"]
            assert rest == rest.lower(), r
        for w in ("sat", "on saturday", "last friday", "last fri", "last saturday", "this saturday"):
            assert not re.search(r"\b%s\b" % w, r["input"].lower()), r
        cases.append({
            "country": r["country"], "style": r["style"], "input": r["input"],
            "amount": r["amount"], "currency": r["currency"], "category": r["category"],
            "merchant": r["merchant"],
            "person": r["people"][0] if r["people"] else None,
            "people": list(r["people"]),
            "date": r["date"],
        })
    merchants = [c["merchant"] for c in cases if c["merchant"]]
    assert len(merchants) == len(set(merchants)), "a merchant is used twice"
    assert len(cases) == 300, len(cases)
    assert len({r["country"] for r in rows if r["country"] not in ANGLO}) >= 25
    return cases

def earlier(here):
    """Merchants and inputs already used by the other fixture files (set 12 avoids them)."""
    merchants, inputs = set(), set()
    for path in glob.glob(os.path.join(here, "parser-*.json")):
        if os.path.basename(path) == "parser-heldout-12.json":
            continue
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        items = data.get("cases", []) if isinstance(data, dict) else data
        if isinstance(data, dict) and "cases" not in data:
            items = [x for v in data.values() if isinstance(v, list) for x in v]
        for x in items:
            if isinstance(x, dict):
                if x.get("merchant"):
                    merchants.add(x["merchant"].lower())
                if x.get("input"):
                    inputs.add(x["input"].lower())
    return merchants, inputs

if __name__ == "__main__":
    cases = build()
    here = os.path.dirname(os.path.abspath(__file__))
    old_m, old_i = earlier(here)
    reused = sorted({c["merchant"] for c in cases if c["merchant"] and c["merchant"].lower() in old_m})
    assert not reused, "merchants also in earlier fixtures: " + ", ".join(reused)
    again = sorted({c["input"] for c in cases if c["input"].lower() in old_i})
    assert not again, "inputs also in earlier fixtures: " + " | ".join(again)
    n = len(cases)
    us = [x for x in cases if x["country"] == "United States"]
    anglo = [x for x in cases if x["country"] in ANGLO and x["country"] != "United States"]
    oth = [x for x in cases if x["country"] not in ANGLO]
    merchants = []
    for x in cases:
        if x["merchant"] and x["merchant"] not in merchants:
            merchants.append(x["merchant"])
    sc = collections.Counter(x["style"] for x in cases)
    nomerch = sum(x["merchant"] is None for x in cases)
    NOTE = RULES.format(
        n=n, us=len(us), anglo=len(anglo), oth=len(oth), ncountries=len({x["country"] for x in oth}),
        areas=", ".join(sorted({AREA[x["country"]] for x in oth})),
        nomerch=nomerch, nomerch_pct=round(100 * nomerch / n), nmerch=len(merchants),
        merchants=", ".join(merchants),
        styles=", ".join(f"{k} {v}" for k, v in sc.most_common()))
    out = os.path.join(here, "parser-heldout-12.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"today": T, "note": NOTE, "cases": cases}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(out, n)
    for name, sel in (("United States", us), ("UK/IE/CA/AU/NZ", anglo), ("other countries", oth)):
        print(f"{name}: {len(sel)} ({100 * len(sel) / n:.0f}%)", dict(collections.Counter(x["style"] for x in sel)),
              "no merchant", sum(x["merchant"] is None for x in sel),
              f"({100 * sum(x['merchant'] is None for x in sel) / len(sel):.0f}%)",
              "dated", sum(x["date"] != T for x in sel), "with people", sum(bool(x["people"]) for x in sel))
    for k, v in collections.Counter(x["country"] for x in anglo).most_common():
        print(f"  [anglo] {k}: {v}")
    for k, v in collections.Counter(AREA[x["country"]] for x in oth).most_common():
        print(f"  [other] {k}: {v}")
    others = sorted({c["country"] for c in oth})
    print("other countries", len(others), ", ".join(others))
    for key in ("style", "category", "currency", "date"):
        print(key, {k: f"{v} ({100 * v / n:.0f}%)" for k, v in collections.Counter(c[key] for c in cases).most_common()})
    print(f"no merchant {nomerch} ({100 * nomerch / n:.0f}%)",
          "dated", sum(c["date"] != T for c in cases),
          "with people", sum(bool(c["people"]) for c in cases))
    print("merchants also in earlier fixtures: none; inputs also in earlier fixtures: none")
