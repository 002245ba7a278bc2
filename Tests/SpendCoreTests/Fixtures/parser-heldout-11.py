#!/usr/bin/env python3
"""Held-out set 11 for Spend's expense-phrase parser.

Written from the product brief and the labelling rules of set 10 (its generator's
comments and note) only, without reading the parser's source or tests and without
building or running it. The everyday life of ordinary users, typed and spoken the way
they really are: mostly the United States, then the UK, Ireland, Canada, Australia and
New Zealand, then at least 20 other countries. Standard library only. Run it to write
parser-heldout-11.json next to this file.
"""
import json, collections, os, re, glob
from decimal import Decimal

T = "2026-11-25"      # today, a Wednesday (also "this morning", "2day", "tonight")
Y = "2026-11-24"      # yesterday / yday / last night / tue / on Tuesday / 11/24 / 24/11
MON = "2026-11-23"    # mon / on Monday / two days ago / 11/23 / 23/11
SUN = "2026-11-22"    # sun / on Sunday / 11/22 / 22/11 / on the 22nd
SAT = "2026-11-21"    # sat / on Saturday / Saturday night / 11/21 / 21/11
FRI = "2026-11-20"    # fri / last Fri / on Friday / Friday night / 11/20 / 20/11 / on the 20th
THU = "2026-11-19"    # thu / last Thursday / 11/19 / 19/11
NOV18 = "2026-11-18"  # last Wednesday / a week ago / on the 18th / 11/18
NOV15 = "2026-11-15"  # on the 15th / 11/15 / 15/11
NOV12 = "2026-11-12"  # on the 12th
NOV10 = "2026-11-10"  # on the 10th / 11/10
NOV5 = "2026-11-05"   # on the 5th
NOV3 = "2026-11-03"   # on the 3rd
NOV1 = "2026-11-01"   # on the 1st

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
# --- the South
C(c, "chat", "bojangles 2 pc combo 9.87", "9.87", U, F, "Bojangles")
C(c, "chat", "guthries w/ tyler 23.14 yday", "23.14", U, F, "Guthrie's", ["Tyler"], date=Y)
C(c, "whisper", "Um, so breakfast at Maple Street Biscuit was $14.62.", "14.62", U, F, "Maple Street Biscuit Company")
C(c, "spoken", "Shipley donuts for the office, twenty one forty.", "21.40", U, F, "Shipley Do-Nuts")
C(c, "chat", "velvet taco w/ bri & kev 41.85 fri", "41.85", U, F, "Velvet Taco", ["Bri", "Kev"], date=FRI)
C(c, "whisper", "Okay, dinner at Pappadeaux with my in-laws came to $187.40.", "187.40", U, F, "Pappadeaux Seafood Kitchen")
C(c, "chat", "breaux mart groceries 96.31", "96.31", U, G, "Breaux Mart")
C(c, "whisper", "I just paid $143.08 at Ingles for groceries.", "143.08", U, G, "Ingles Markets")
C(c, "chat", "lowes foods 58.77 sun", "58.77", U, G, "Lowes Foods", date=SUN)
C(c, "spoken", "Brookshire Brothers, eighty seven sixty.", "87.60", U, G, "Brookshire Brothers")
C(c, "whisper", "So I filled up at Spinx, it came to $38.55.", "38.55", U, TR, "Spinx")
C(c, "chat", "wego bus pass 20", "20.00", U, TR, "WeGo Public Transit")
C(c, "chat", "peach pass top up 25 on the 3rd", "25.00", U, TR, "Peach Pass", date=NOV3)
C(c, "chat", "hibbett cleats 49.99", "49.99", U, S, "Hibbett Sports")
C(c, "whisper", "I got a pair of boots at Cavender's, it was $179.99.", "179.99", U, S, "Cavender's")
C(c, "chat", "hamricks sweater 34.50 sat", "34.50", U, S, "Hamrick's", date=SAT)
C(c, "whisper", "We went to Dollywood on Saturday, that cost me $289.", "289.00", U, E, "Dollywood", date=SAT)
C(c, "chat", "entergy bill 156.42", "156.42", U, O, "Entergy")
C(c, "whisper", "I just paid the Alabama Power bill, it was $134.90.", "134.90", U, O, "Alabama Power")
C(c, "chat", "atmos energy 62.18 on the 12th", "62.18", U, O, "Atmos Energy", date=NOV12)
# --- the Midwest
C(c, "chat", "freddys steakburger w/ jess 18.34", "18.34", U, F, "Freddy's Frozen Custard & Steakburgers", ["Jess"])
C(c, "chat", "giordanos deep dish 32.40", "32.40", U, F, "Giordano's")
C(c, "whisper", "Um, we got Gold Star Chili with Maddie last night, it was $26.45.", "26.45", U, F, "Gold Star Chili", ["Maddie"], date=Y)
C(c, "spoken", "Runza, like, eleven fifty.", "11.50", U, F, "Runza")
C(c, "chat", "kaldis latte 5.85", "5.85", U, F, "Kaldi's Coffee")
C(c, "whisper", "So I grabbed lunch at Imo's with Connor, it was $24.18.", "24.18", U, F, "Imo's Pizza", ["Connor"])
C(c, "chat", "festival foods 104.33 mon", "104.33", U, G, "Festival Foods", date=MON)
C(c, "spoken", "Straub's groceries, a hundred and twelve dollars and forty cents.", "112.40", U, G, "Straub's")
C(c, "whisper", "I filled up at Kum and Go this morning, it was $39.87.", "39.87", U, TR, "Kum & Go")
C(c, "chat", "cta pass 20 2day", "20.00", U, TR, "CTA")
C(c, "chat", "fleet farm hunting gloves 29.99 last fri", "29.99", U, S, "Fleet Farm", date=FRI)
C(c, "whisper", "Okay, I got a winter jacket at Scheels, it came to $159.", "159.00", U, S, "Scheels")
C(c, "chat", "emagine w/ abby 27.50 sat", "27.50", U, E, "Emagine", ["Abby"], date=SAT)
C(c, "spoken", "Kings Island season pass, a hundred and five dollars.", "105.00", U, E, "Kings Island")
C(c, "whisper", "The Consumers Energy bill came to $141.33.", "141.33", U, O, "Consumers Energy")
C(c, "chat", "fruth pharmacy 12.49", "12.49", U, H, "Fruth Pharmacy")
# --- Mountain West and the Southwest
C(c, "whisper", "Um, I got a dirty soda at Swig, it was $4.29.", "4.29", U, F, "Swig")
C(c, "chat", "kneaders 4 cookies w/ kenz 19.96", "19.96", U, F, "Kneaders", ["Kenz"])
C(c, "chat", "blakes lotaburger 11.20 yday", "11.20", U, F, "Blake's Lotaburger", date=Y)
C(c, "chat", "harmons 67.45", "67.45", U, G, "Harmons")
C(c, "whisper", "So the grocery run at Bashas' came to $88.19.", "88.19", U, G, "Bashas'")
C(c, "chat", "stinker gas 52.40", "52.40", U, TR, "Stinker Stores")
C(c, "spoken", "UTA FrontRunner pass, um, five dollars.", "5.00", U, TR, "UTA")
C(c, "whisper", "I went to Megaplex with Diego, it was $31.", "31.00", U, E, "Megaplex Theatres", ["Diego"])
C(c, "chat", "rocky mountain power 97.12", "97.12", U, O, "Rocky Mountain Power")
C(c, "whisper", "I paid the SRP electric bill, it was $203.47.", "203.47", U, O, "SRP")
C(c, "chat", "idaho power 88.30 on the 5th", "88.30", U, O, "Idaho Power", date=NOV5)
# --- Pacific Northwest and California
C(c, "chat", "duch bros rebel 6.25", "6.25", U, F, "Dutch Bros")
C(c, "chat", "dicks drive in w/ sam 14.60", "14.60", U, F, "Dick's Drive-In", ["Sam"])
C(c, "whisper", "Okay, so clam chowder at Ivar's was $15.95.", "15.95", U, F, "Ivar's")
C(c, "spoken", "Burgerville, thirteen forty five.", "13.45", U, F, "Burgerville")
C(c, "chat", "qfc 43.21 tue", "43.21", U, G, "QFC", date=Y)
C(c, "whisper", "Um, groceries at Haggen came to $76.02.", "76.02", U, G, "Haggen")
C(c, "chat", "big o new tires 612.40", "612.40", U, TR, "Big O Tires")
C(c, "whisper", "I just paid $3.25 for the light rail on Sound Transit.", "3.25", U, TR, "Sound Transit")
C(c, "spoken", "La Quinta in Boise, a hundred and nineteen dollars.", "119.00", U, TR, "La Quinta Inn & Suites")
C(c, "whisper", "I bought a used book at Powell's, it was $12.95.", "12.95", U, S, "Powell's Books")
C(c, "chat", "bartell drugs allergy pills 18.99", "18.99", U, H, "Bartell Drugs")
C(c, "chat", "puget sound energy 129.64", "129.64", U, O, "Puget Sound Energy")
C(c, "whisper", "So the SMUD bill this month was $214.55.", "214.55", U, O, "SMUD")
# --- New England and the Northeast
C(c, "chat", "honey dew iced coffee 3.99", "3.99", U, F, "Honey Dew Donuts")
C(c, "chat", "friendlys w/ the kids 38.20", "38.20", U, F, "Friendly's")
C(c, "whisper", "Um, I had a lobster roll at Kelly's Roast Beef with Liam, it was $34.", "34.00", U, F, "Kelly's Roast Beef", ["Liam"])
C(c, "spoken", "Byrne Dairy ice cream, like, nine bucks.", "9.00", U, F, "Byrne Dairy")
C(c, "chat", "roche bros 91.47", "91.47", U, G, "Roche Bros.")
C(c, "chat", "tops markets 65.30 on 11/22", "65.30", U, G, "Tops Friendly Markets", date=SUN)
C(c, "whisper", "The Big Y shop on Monday came to $77.13.", "77.13", U, G, "Big Y", date=MON)
C(c, "chat", "xtra mart gas 44.75", "44.75", U, TR, "Xtra Mart")
C(c, "chat", "ripta bus pass 22.40", "22.40", U, TR, "RIPTA")
C(c, "chat", "i-pass 35 11/18", "35.00", U, TR, "I-PASS", date=NOV18)
C(c, "whisper", "So I took the PATH into the city, it was $3.", "3.00", U, TR, "PATH")
C(c, "spoken", "Boscov's, forty four ninety nine.", "44.99", U, S, "Boscov's")
C(c, "chat", "central maine power 109.88", "109.88", U, O, "Central Maine Power")
C(c, "whisper", "I paid the National Grid gas bill, it was $93.61.", "93.61", U, O, "National Grid")
# --- nationwide apps, streaming, phones
C(c, "chat", "postmates thai w/ marisa 42.18", "42.18", U, F, "Postmates", ["Marisa"])
C(c, "chat", "philo 28", "28.00", U, E, "Philo")
C(c, "chat", "shuder 6.99", "6.99", U, E, "Shudder")
C(c, "spoken", "Discovery Plus, eight ninety nine.", "8.99", U, E, "Discovery+")
C(c, "whisper", "Um, my Acorn TV subscription renewed, it was $7.99.", "7.99", U, E, "Acorn TV")
C(c, "chat", "xbox game pass 19.99 on the 1st", "19.99", U, E, "Xbox Game Pass", date=NOV1)
C(c, "whisper", "I just paid my Consumer Cellular bill, it was $55.", "55.00", U, O, "Consumer Cellular")
C(c, "chat", "parkwhiz parking 18.50", "18.50", U, TR, "ParkWhiz")
C(c, "whisper", "So I paid $12.60 on PayByPhone downtown.", "12.60", U, TR, "PayByPhone")
C(c, "chat", "valvoline oil change 79.99", "79.99", U, TR, "Valvoline Instant Oil Change")
C(c, "whisper", "Okay, the Thrive vet visit for the cat was $86.50.", "86.50", U, H, "Thrive Pet Healthcare")
C(c, "chat", "big lotts 16.25", "16.25", U, S, "Big Lots")
C(c, "chat", "drive shack w/ jake & luis 96 sat", "96.00", U, E, "Drive Shack", ["Jake", "Luis"], date=SAT)
C(c, "spoken", "Altitude trampoline park with the kids, sixty two fifty.", "62.50", U, E, "Altitude Trampoline Park")
# --- no business named
C(c, "chat", "rent 1450", "1450.00", U, O, None)
C(c, "whisper", "Okay, so I just paid rent, it was $1,875.", "1875.00", U, O, None)
C(c, "chat", "electric bill 132.18", "132.18", U, O, None)
C(c, "spoken", "Water bill, forty six twenty.", "46.20", U, O, None)
C(c, "chat", "internet 65 yday", "65.00", U, O, None, date=Y)
C(c, "chat", "phone bill 85", "85.00", U, O, None)
C(c, "whisper", "The trash pickup bill came to $38.", "38.00", U, O, None)
C(c, "chat", "daycare 260 mon", "260.00", U, O, None, date=MON)
C(c, "spoken", "Babysitter Friday night, sixty bucks.", "60.00", U, O, None, date=FRI)
C(c, "chat", "tutor for the kids 45", "45.00", U, O, None)
C(c, "chat", "school supplies 32.47", "32.47", U, S, None)
C(c, "whisper", "Um, I bought the kids new sneakers, it came to $89.98.", "89.98", U, S, None)
C(c, "chat", "dog food 42.99", "42.99", U, S, None)
C(c, "chat", "cat litter 17.49", "17.49", U, S, None)
C(c, "whisper", "So the vet bill for the dog was $148.", "148.00", U, H, None)
C(c, "chat", "oil change 54.99 on the 10th", "54.99", U, TR, None, date=NOV10)
C(c, "spoken", "Gas, thirty eight dollars.", "38.00", U, TR, None)
C(c, "chat", "car wash 12 on 11/15", "12.00", U, TR, None, date=NOV15)
C(c, "whisper", "I had the brake pads replaced, it was $289.50.", "289.50", U, TR, None)
C(c, "whisper", "Parking downtown was like $14.", "14.00", U, TR, None)
C(c, "spoken", "Parking meter, three fifty.", "3.50", U, TR, None)
C(c, "chat", "tolls 6.75 2day", "6.75", U, TR, None)
C(c, "chat", "plumber 225 a week ago", "225.00", U, O, None, date=NOV18)
C(c, "whisper", "Um, the handyman fixed the fence, that cost me $180.", "180.00", U, O, None)
C(c, "chat", "lawn guy 50 sat", "50.00", U, O, None, date=SAT)
C(c, "spoken", "Locksmith, a hundred and twenty dollars.", "120.00", U, O, None)
C(c, "chat", "round of golf w/ pete 48", "48.00", U, E, None, ["Pete"])
C(c, "whisper", "I paid $65 for a pottery class on Saturday.", "65.00", U, E, None, date=SAT)
C(c, "spoken", "Movie tickets with Hannah, thirty one dollars.", "31.00", U, E, None, ["Hannah"])
C(c, "chat", "escape room w/ mo, jen & kat 112", "112.00", U, E, None, ["Mo", "Jen", "Kat"])
C(c, "whisper", "Okay, the urgent care copay was $75.", "75.00", U, H, None)
C(c, "chat", "dentist 95 two days ago", "95.00", U, H, None, date=MON)
C(c, "chat", "cold meds 14.38 yday", "14.38", U, H, None, date=Y)
C(c, "spoken", "Chiropractor, fifty five dollars.", "55.00", U, H, None)
C(c, "whisper", "So I paid $40 for a flu shot.", "40.00", U, H, None)
C(c, "chat", "gym membership 29.99", "29.99", U, H, None)
C(c, "chat", "bday gift for my sister 45", "45.00", U, O, None)
C(c, "whisper", "I just paid $30 for a wedding gift.", "30.00", U, O, None)
C(c, "chat", "groceries 112.56", "112.56", U, G, None)
C(c, "chat", "milk eggs & bread 11.42 this morning", "11.42", U, G, None)
C(c, "whisper", "Um, groceries last night came to $63.90.", "63.90", U, G, None, date=Y)
C(c, "spoken", "Groceries, ninety two seventeen.", "92.17", U, G, None)
C(c, "chat", "lunch w/ carlos 16.80", "16.80", U, F, None, ["Carlos"])
C(c, "chat", "coffee n donut w/ lily 6.45", "6.45", U, F, None, ["Lily"])
C(c, "whisper", "So dinner for me and Ashley on Friday came to $72.40.", "72.40", U, F, None, ["Ashley"], date=FRI)
C(c, "spoken", "Pizza night with Grace and Owen, like, twenty eight bucks.", "28.00", U, F, None, ["Grace", "Owen"])
C(c, "chat", "brunch w/ tay & jordan 67.30 sun", "67.30", U, F, None, ["Tay", "Jordan"], date=SUN)
C(c, "chat", "bbq plate w/ darnell 17 sat", "17.00", U, F, None, ["Darnell"], date=SAT)
C(c, "whisper", "It was $9.75 for a smoothie after the gym.", "9.75", U, F, None)
C(c, "chat", "hotel 2 nights 238", "238.00", U, TR, None)
C(c, "whisper", "Okay, the flight to Denver was $214.", "214.00", U, TR, None)
C(c, "chat", "checked bag fee 35 last thu", "35.00", U, TR, None, date=THU)
C(c, "chat", "cab home last night 23.80", "23.80", U, TR, None, date=Y)
C(c, "spoken", "Bus fare, two seventy five.", "2.75", U, TR, None)
C(c, "whisper", "Um, I just paid the property tax, it was $1,240.", "1240.00", U, O, None)
C(c, "whisper", "Um, I paid $130 for my passport renewal fee.", "130.00", U, O, None)
C(c, "chat", "atm fee 3.50 tue", "3.50", U, O, None, date=Y)
C(c, "whisper", "So I got a $29 late fee on my credit card.", "29.00", U, O, None)
C(c, "chat", "hoa dues 185 on the 1st", "185.00", U, O, None, date=NOV1)
C(c, "chat", "tip for my hairdresser 15", "15.00", U, O, None)
C(c, "whisper", "I tipped the movers $40.", "40.00", U, O, None)
C(c, "chat", "haircut 28 thu", "28.00", U, O, None, date=THU)
C(c, "spoken", "Frndly TV, ten ninety nine.", "10.99", U, E, "Frndly TV")
C(c, "whisper", "I just paid $89.99 for winter boots.", "89.99", U, S, None)
C(c, "whisper", "I bought a new phone charger, it was $19.99.", "19.99", U, S, None)
C(c, "spoken", "Jeans for me, forty two fifty.", "42.50", U, S, None)
C(c, "whisper", "Okay, car insurance came to $142.60.", "142.60", U, O, None)
C(c, "whisper", "Okay, so the sitter on Saturday night was $72.", "72.00", U, O, None, date=SAT)
C(c, "chat", "field trip fee 15", "15.00", U, O, None)
C(c, "spoken", "Um, lunch with Marcus, eighteen fifty.", "18.50", U, F, None, ["Marcus"])
C(c, "spoken", "Gas yesterday, forty four dollars and twenty cents.", "44.20", U, TR, None, date=Y)
C(c, "spoken", "Vet visit for the cat on Monday, a hundred and thirty five dollars.", "135.00", U, H, None, date=MON)
C(c, "spoken", "Rent, fourteen hundred dollars.", "1400.00", U, O, None)
C(c, "spoken", "Haircut for my son, twenty two bucks.", "22.00", U, O, None)
C(c, "spoken", "Bowling with Nate and Cam on Friday, forty six dollars.", "46.00", U, E, None, ["Nate", "Cam"], date=FRI)
C(c, "spoken", "Coffee, five twenty five.", "5.25", U, F, None)
C(c, "spoken", "Pharmacy, twelve dollars and thirty cents.", "12.30", U, H, None)
C(c, "spoken", "Electric bill on the first, a hundred and eighteen dollars.", "118.00", U, O, None, date=NOV1)
C(c, "spoken", "Tacos with Sofia, twenty four bucks.", "24.00", U, F, None, ["Sofia"])

# ============================ United Kingdom ============================
c = "United Kingdom"
P = "GBP"
C(c, "chat", "crown carvery w/ the grandparents £31.47 sun", "31.47", P, F, "Crown Carveries", date=SUN)
C(c, "chat", "abokado wrap £9.49", "9.49", P, F, "Abokado")
C(c, "whisper", "Um, so lunch at Tossed with Priya came to £18.60.", "18.60", P, F, "Tossed", ["Priya"])
C(c, "spoken", "Patisserie Valerie, like, six pounds eighty.", "6.80", P, F, "Patisserie Valerie")
C(c, "chat", "jacks supermarket £42.18", "42.18", P, G, "Jack's")
C(c, "whisper", "Okay, the Fultons Foods shop yesterday was £27.35.", "27.35", P, G, "Fultons Foods", date=Y)
C(c, "chat", "chiltern marylebone to brum £46.20", "46.20", P, TR, "Chiltern Railways")
C(c, "chat", "q-park £8.50", "8.50", P, TR, "Q-Park")
C(c, "whisper", "I just paid £94.99 at National Tyres for a new tyre.", "94.99", P, TR, "National Tyres and Autocare")
C(c, "chat", "poundstrecher £13.72", "13.72", P, S, "Poundstretcher")
C(c, "chat", "oliver bonas cushions £24 sat", "24.00", P, S, "Oliver Bonas", date=SAT)
C(c, "whisper", "So we went to Tenpin with the kids, it came to £38.", "38.00", P, E, "Tenpin")
C(c, "chat", "yorkshire water £41.60", "41.60", P, O, "Yorkshire Water")
C(c, "chat", "lebara £10 on the 1st", "10.00", P, O, "Lebara", date=NOV1)
C(c, "chat", "meal deal £3.99 2day", "3.99", P, F, None)
C(c, "chat", "takeaway curry w/ dan £27.80 fri", "27.80", P, F, None, ["Dan"], date=FRI)
C(c, "spoken", "Big shop, eighty two quid.", "82.00", P, G, None)
C(c, "chat", "petrol £55 on the 12th", "55.00", P, TR, None, date=NOV12)
C(c, "whisper", "Um, the bus into town was £2.", "2.00", P, TR, None)
C(c, "spoken", "Council tax this month, a hundred and forty pounds.", "140.00", P, O, None)
C(c, "chat", "school uniform £36.50", "36.50", P, S, None)
C(c, "whisper", "I paid £12.50 for a prescription on Monday.", "12.50", P, H, None, date=MON)
c = "Ireland"
C(c, "chat", "bunsen cheeseburger €13.95", "13.95", EU, F, "Bunsen")
C(c, "whisper", "Um, we had burgers at Captain America's with Aoife, it was €32.40.", "32.40", EU, F, "Captain America's", ["Aoife"])
C(c, "chat", "insomnia latte €4.20 yday", "4.20", EU, F, "Insomnia Coffee", date=Y)
C(c, "chat", "dublin express to the airport €10", "10.00", EU, TR, "Dublin Express")
C(c, "chat", "panda power €118.30", "118.30", EU, O, "Panda Power")
C(c, "spoken", "Coffee and a scone, six euro fifty.", "6.50", EU, F, None)
C(c, "chat", "bin charges €25", "25.00", EU, O, None)
C(c, "whisper", "So the GP visit was €65.", "65.00", EU, H, None)

# ============================ Canada ============================
c = "Canada"
K = "CAD"
C(c, "chat", "quesada w/ jay C$22.60", "22.60", K, F, "Quesada", ["Jay"])
C(c, "whisper", "Okay, so a latte at Bridgehead was C$8.45.", "8.45", K, F, "Bridgehead")
C(c, "chat", "nesters C$93.17 sun", "93.17", K, G, "Nesters Market", date=SUN)
C(c, "chat", "buy low foods C$54.30", "54.30", K, G, "Buy-Low Foods")
C(c, "chat", "fas gas C$61.20", "61.20", K, TR, "Fas Gas")
C(c, "whisper", "I took the Marine Atlantic ferry to Newfoundland on Saturday, it was C$59.30.", "59.30", K, TR, "Marine Atlantic", date=SAT)
C(c, "chat", "lawtons C$17.89", "17.89", K, H, "Lawtons Drugs")
C(c, "spoken", "Chatr phone bill, forty five dollars Canadian.", "45.00", K, O, "Chatr")
C(c, "chat", "groceries C$132.40 mon", "132.40", K, G, None, date=MON)
C(c, "whisper", "Um, I had poutine with Mathieu last night, it was C$24.50.", "24.50", K, F, None, ["Mathieu"], date=Y)
C(c, "chat", "snow tires installed C$140", "140.00", K, TR, None)
C(c, "spoken", "Hydro bill, ninety two dollars Canadian.", "92.00", K, O, None)
C(c, "chat", "kids skates C$69.99", "69.99", K, S, None)
C(c, "whisper", "So the dentist on the 15th came to C$210.", "210.00", K, H, None, date=NOV15)

# ============================ Australia ============================
c = "Australia"
A = "AUD"
C(c, "chat", "huxtaburger w/ jack A$19.40", "19.40", A, F, "Huxtaburger", ["Jack"])
C(c, "chat", "bakers delight A$8.50", "8.50", A, F, "Bakers Delight")
C(c, "whisper", "Um, the shop at Ritchies came to A$73.60.", "73.60", A, G, "Ritchies")
C(c, "chat", "eastlink tolls A$22.35", "22.35", A, TR, "EastLink")
C(c, "spoken", "Rebel Sport runners, a hundred and twenty Aussie dollars.", "120.00", A, S, "Rebel Sport")
C(c, "chat", "foxtel A$30", "30.00", A, E, "Foxtel")
C(c, "chat", "brekkie w/ liv A$34 sat", "34.00", A, F, None, ["Liv"], date=SAT)
C(c, "whisper", "Okay, servo petrol this morning was A$78.", "78.00", A, TR, None)
C(c, "chat", "chemist A$21.95 thu", "21.95", A, H, None, date=THU)
C(c, "spoken", "Parking at the footy, um, twenty five Aussie dollars.", "25.00", A, TR, None)
C(c, "chat", "rent A$620 mon", "620.00", A, O, None, date=MON)
c = "New Zealand"
Z = "NZD"
C(c, "chat", "hell pizza NZ$28.90 fri", "28.90", Z, F, "Hell Pizza", date=FRI)
C(c, "chat", "freshchoice NZ$84.12 sat", "84.12", Z, G, "FreshChoice", date=SAT)
C(c, "whisper", "I took the Bluebridge ferry to Picton, it was NZ$89.", "89.00", Z, TR, "Bluebridge")
C(c, "chat", "placemakers NZ$46.80", "46.80", Z, S, "PlaceMakers")
C(c, "spoken", "Fish and chips with Tama, twenty six New Zealand dollars.", "26.00", Z, F, None, ["Tama"])
C(c, "chat", "power bill NZ$176.40", "176.40", Z, O, None)
C(c, "whisper", "So the physio was NZ$75 on Thursday.", "75.00", Z, H, None, date=THU)

# ============================ Other countries ============================
c = "Germany"
C(c, "chat", "kamps brötchen 4,20 €", "4.20", EU, F, "Kamps")
C(c, "whisper", "Um, the Wocheneinkauf at Globus came to €96.40.", "96.40", EU, G, "Globus")
C(c, "chat", "tanken 62,30 € gestern", "62.30", EU, TR, None, date=Y)
C(c, "spoken", "Dinner with Lukas, thirty four euros fifty.", "34.50", EU, F, None, ["Lukas"])
c = "France"
C(c, "chat", "la mie caline croissant + café 4,60 €", "4.60", EU, F, "La Mie Câline")
C(c, "whisper", "So I filled up at Avia, it was €71.20.", "71.20", EU, TR, "Avia")
C(c, "chat", "courses au supermarché 58,90 € hier", "58.90", EU, G, None, date=Y)
C(c, "spoken", "Doctor's visit, um, thirty euros.", "30.00", EU, H, None)
c = "Spain"
C(c, "chat", "lizarran w/ pablo 12,50 €", "12.50", EU, F, "Lizarran", ["Pablo"])
C(c, "whisper", "Okay, the metro card top-up was €20.", "20.00", EU, TR, None)
C(c, "chat", "factura de la luz 64,35 €", "64.35", EU, O, None)
c = "Italy"
C(c, "chat", "despar 47,82 €", "47.82", EU, G, "Despar")
C(c, "whisper", "Um, pizza with Francesca on Saturday came to €26.", "26.00", EU, F, None, ["Francesca"], date=SAT)
C(c, "spoken", "Parking in Milan, eight euros.", "8.00", EU, TR, None)
c = "Netherlands"
C(c, "chat", "kwalitaria kroket 3,10 €", "3.10", EU, F, "Kwalitaria")
C(c, "whisper", "I bought a lamp at Kwantum, it was €39.95.", "39.95", EU, S, "Kwantum")
C(c, "chat", "huisarts 45 € 19/11", "45.00", EU, H, None, date=THU)
c = "Portugal"
C(c, "chat", "minipreço 36,14 €", "36.14", EU, G, "Minipreço")
C(c, "spoken", "Bica and a pastel de nata, two euros.", "2.00", EU, F, None)
C(c, "whisper", "So the water bill came to €22.80.", "22.80", EU, O, None)
c = "Poland"
C(c, "chat", "bobby burger 28,99 zł", "28.99", "PLN", F, "Bobby Burger")
C(c, "whisper", "I paid 120 złoty for the dentist yesterday.", "120.00", "PLN", H, None, date=Y)
C(c, "chat", "zakupy spożywcze 187,40 zł wczoraj", "187.40", "PLN", G, None, date=Y)
c = "Sweden"
C(c, "chat", "sibylla w/ oskar 214 kr", "214.00", "SEK", F, "Sibylla", ["Oskar"])
C(c, "whisper", "Um, the Västtrafik monthly pass was 1,060 kronor.", "1060.00", "SEK", TR, "Västtrafik")
C(c, "spoken", "Haircut, four hundred and fifty Swedish kronor.", "450.00", "SEK", O, None)
c = "Greece"
C(c, "chat", "everest tost + frappe 5,40 €", "5.40", EU, F, "Everest")
C(c, "chat", "souvlaki w/ nikos 14 € sun", "14.00", EU, F, None, ["Nikos"], date=SUN)
C(c, "whisper", "The taxi to the port was €25.", "25.00", EU, TR, None)
c = "Japan"
C(c, "chat", "nakau oyakodon ¥590", "590", "JPY", F, "Nakau")
C(c, "whisper", "Um, I bought a sweater at GU, it was 2,990 yen.", "2990", "JPY", S, "GU")
C(c, "spoken", "Konbini lunch, six hundred and fifty yen.", "650", "JPY", F, None)
C(c, "chat", "electricity ¥8,420", "8420", "JPY", O, None)
c = "South Korea"
C(c, "chat", "tous les jours 7,800원", "7800", "KRW", F, "Tous les Jours")
C(c, "whisper", "So chicken and beer with Jisoo last night came to 38,000 won.", "38000", "KRW", F, None, ["Jisoo"], date=Y)
C(c, "spoken", "Taxi home, twelve thousand won.", "12000", "KRW", TR, None)
c = "India"
I = "INR"
C(c, "chat", "natures basket ₹1,240", "1240.00", I, G, "Nature's Basket")
C(c, "whisper", "Um, I paid 799 rupees for the Hathway broadband.", "799.00", I, O, "Hathway")
C(c, "chat", "sabzi ₹260 this morning", "260.00", I, G, None)
C(c, "spoken", "Auto to the station, ninety rupees.", "90.00", I, TR, None)
c = "Philippines"
C(c, "chat", "andoks w/ carlo ₱398", "398.00", "PHP", F, "Andok's", ["Carlo"])
C(c, "whisper", "Okay, the Maynilad water bill was 640 Philippine pesos.", "640.00", "PHP", O, "Maynilad")
C(c, "chat", "jeepney ₱13", "13.00", "PHP", TR, None)
c = "Mexico"
C(c, "chat", "cielito querido latte $62 MXN", "62.00", "MXN", F, "Cielito Querido Café")
C(c, "whisper", "Um, medicine at Farmacias San Pablo came to 314 Mexican pesos.", "314.00", "MXN", H, "Farmacias San Pablo")
C(c, "spoken", "Tacos al pastor with Memo, a hundred and twenty Mexican pesos.", "120.00", "MXN", F, None, ["Memo"])
C(c, "chat", "gasolina $650 MXN mon", "650.00", "MXN", TR, None, date=MON)
c = "Brazil"
C(c, "chat", "madero w/ bia R$ 68,90", "68.90", "BRL", F, "Madero", ["Bia"])
C(c, "whisper", "Um, the taxi to Congonhas was 42 reais.", "42.00", "BRL", TR, None)
C(c, "chat", "farmácia R$ 37,50 ontem", "37.50", "BRL", H, None, date=Y)
C(c, "spoken", "Gym membership, um, ninety nine reais.", "99.00", "BRL", H, None)
c = "Argentina"
C(c, "chat", "rapanui helado ARS 9.800", "9800.00", "ARS", F, "Rapanui")
C(c, "whisper", "So I filled up at Axion, it was 45,000 Argentine pesos.", "45000.00", "ARS", TR, "Axion Energy")
C(c, "chat", "verdulería ARS 7.450", "7450.00", "ARS", G, None)
c = "Colombia"
C(c, "chat", "kokoriko w/ vale $58.000 COP", "58000.00", "COP", F, "Kokoriko", ["Vale"])
C(c, "whisper", "I took a taxi to the airport, it was 35,000 Colombian pesos.", "35000.00", "COP", TR, None)
C(c, "spoken", "Mercado, ninety thousand Colombian pesos.", "90000.00", "COP", G, None)
c = "Nigeria"
C(c, "chat", "tantalizers ₦4,500 yday", "4500.00", "NGN", F, "Tantalizers", date=Y)
C(c, "whisper", "Um, I bought data from Glo, it was 3,500 naira.", "3500.00", "NGN", O, "Glo")
C(c, "chat", "suya w/ tunde ₦3,000 fri", "3000.00", "NGN", F, None, ["Tunde"], date=FRI)
c = "Kenya"
C(c, "chat", "kenchic chips + chicken KSh 650", "650.00", "KES", F, "Kenchic")
C(c, "whisper", "So the KPLC token was 1,000 Kenyan shillings.", "1000.00", "KES", O, "KPLC")
C(c, "spoken", "Boda boda to work, one hundred and fifty Kenyan shillings.", "150.00", "KES", TR, None)
c = "South Africa"
C(c, "chat", "colcacchio pizza R89,90", "89.90", "ZAR", F, "Col'Cacchio")
C(c, "whisper", "Okay, groceries at Boxer yesterday were R512.40.", "512.40", "ZAR", G, "Boxer", date=Y)
C(c, "chat", "prepaid electricity R500", "500.00", "ZAR", O, None)
c = "United Arab Emirates"
C(c, "chat", "taxi to the marina AED 34", "34.00", "AED", TR, None)
C(c, "whisper", "Um, karak and a paratha with Faisal was 9 dirhams.", "9.00", "AED", F, None, ["Faisal"])
C(c, "chat", "du bill AED 299", "299.00", "AED", O, "du")
c = "Turkey"
C(c, "chat", "şok market 742,50 TL", "742.50", "TRY", G, "ŞOK")
C(c, "whisper", "I paid 600 lira for a haircut on Saturday.", "600.00", "TRY", O, None, date=SAT)
C(c, "spoken", "Dürüm and ayran, two hundred and twenty Turkish lira.", "220.00", "TRY", F, None)
c = "Thailand"
C(c, "chat", "bts skytrain ฿65", "65.00", "THB", TR, "BTS Skytrain")
C(c, "whisper", "Um, mango sticky rice was 80 baht.", "80.00", "THB", F, None)
C(c, "spoken", "Pharmacy, two hundred and thirty baht.", "230.00", "THB", H, None)
c = "Vietnam"
C(c, "chat", "katinat 49.000đ 22/11", "49000", "VND", F, "Katinat", date=SUN)
C(c, "chat", "bánh mì 25.000đ sáng nay", "25000", "VND", F, None)
c = "Singapore"
C(c, "chat", "killiney kaya toast set S$5.90", "5.90", "SGD", F, "Killiney Kopitiam")
C(c, "whisper", "So I topped up my EZ-Link card with S$20.", "20.00", "SGD", TR, "EZ-Link")

# ---------------------------------------------------------------------
ANGLO = ("United States", "United Kingdom", "Ireland", "Canada", "Australia", "New Zealand")
AREA = {}
for _a, _cs in {
    "Western Europe": "Germany|France|Spain|Italy|Netherlands|Portugal|Greece",
    "Nordics and Central Europe": "Sweden|Poland",
    "Middle East and Turkey": "United Arab Emirates|Turkey",
    "Sub-Saharan Africa": "South Africa|Nigeria|Kenya",
    "Latin America": "Mexico|Colombia|Argentina|Brazil",
    "East Asia": "Japan|South Korea",
    "South-East Asia": "Singapore|Thailand|Vietnam|Philippines",
    "South Asia": "India",
}.items():
    for _c in _cs.split("|"):
        AREA[_c] = _a

RULES = (
    "Held out, eleventh set, written from the product brief and the labelling rules of the tenth set (its generator's "
    "comments and note) only, without reading the parser's source or tests and without building or running it. "
    "The everyday life of ordinary users, typed and spoken the way they really are. {n} one-expense phrases: {us} from "
    "the United States (the South, the Midwest, the Mountain West and Southwest, the Pacific Northwest and California, "
    "New England and the Northeast, and nationwide apps), {anglo} from the UK, Ireland, Canada, Australia and "
    "New Zealand, and {oth} from {ncountries} other countries ({areas}). About {nomerch_pct}% name no business (rent, "
    "bills and utilities, daycare, babysitters, tutors, school supplies and uniforms, kids' shoes, pet food, cat litter, "
    "vets, gas, oil changes, brakes, car washes, parking, meters, tolls, plumbers, handymen, lawn care, locksmiths, "
    "golf, pottery classes, bowling, escape rooms, urgent care, dentists, chiropractors, flu shots, gyms, gifts, "
    "groceries, meals out, hotels, flights, bag fees, bus fares, property tax, passport fees, ATM and late fees, HOA "
    "dues, tips, haircuts, insurance); the rest name real local chains, apps, operators and utilities that no earlier "
    "fixture uses: {merchants}. The merchant is the brand's own spelling, also when the user squashes or misspells it "
    "('duch bros' = Dutch Bros, 'shuder' = Shudder, 'big lotts' = Big Lots, 'poundstrecher' = Poundstretcher, "
    "'guthries' = Guthrie's, 'hamricks' = Hamrick's, 'freddys' = Freddy's Frozen Custard & Steakburgers, 'kaldis' = "
    "Kaldi's Coffee, 'kum and go' = Kum & Go, 'big o' = Big O Tires, 'tops markets' = Tops Friendly Markets, 'roche "
    "bros' = Roche Bros., 'wego' = WeGo Public Transit, 'i-pass' = I-PASS, 'Maple Street Biscuit' = Maple Street "
    "Biscuit Company, 'Megaplex' = Megaplex Theatres, 'La Quinta' = La Quinta Inn & Suites, 'Discovery Plus' = "
    "Discovery+, 'crown carvery' = Crown Carveries, 'jacks' = Jack's, 'National Tyres' = National Tyres and Autocare, "
    "'nesters' = Nesters Market, 'buy low foods' = Buy-Low Foods, 'lawtons' = Lawtons Drugs, 'insomnia' = Insomnia "
    "Coffee, 'la mie caline' = La Mie Câline, 'colcacchio' = Col'Cacchio, 'andoks' = Andok's, 'natures basket' = "
    "Nature's Basket, 'cielito querido' = Cielito Querido Café, 'Axion' = Axion Energy, 'killiney' = Killiney "
    "Kopitiam, 'şok market' = ŞOK). Styles: {styles}; typed chat is lowercase with w/, &, "
    "+, n, yday, 2day, tue, thu, fri, sat, sun, mon, last fri, last thu, tix, bday, missing apostrophes and US dates "
    "m/d (11/22, 11/18, 11/15) for the United States and dd/mm elsewhere (19/11, 22/11); Whisper transcripts are capitalised sentences with fillers (um, "
    "so, okay, like) and framing ('it was', 'came to', 'I just paid', 'that cost me'); spoken-number phrases have no "
    "digits at all ('forty two fifty' = 42.50, 'eighty seven sixty' = 87.60, 'five twenty five' = 5.25, 'three fifty' "
    "= 3.50, 'two seventy five' = 2.75, 'a hundred and five dollars', 'fourteen hundred dollars' = 1400, 'twelve bucks', "
    "'eighty two quid' = GBP). A phrase with no currency mark is USD; the Canadian, Australian and New Zealand phrases "
    "always carry C$, 'dollars Canadian', A$, 'Aussie dollars', NZ$ or 'New Zealand dollars'; Irish phrases carry € or "
    "'euro'; a bare 'kr' is read from the brand's country (Sibylla = SEK); 'pesos' carry the country when it "
    "matters, and '$... MXN' / '$... COP' are pesos. Amounts carry ISO 4217's minor digits (JPY, KRW, VND none; the "
    "rest two). Quantities and brand numbers are not the amount ('2 pc combo', '2 nights', "
    "'4 cookies'). Today is 2026-11-25, a Wednesday (also 'this morning', '2day', 'sáng nay'); "
    "yesterday = yday = last night = tue = gestern = hier = ontem = wczoraj = 2026-11-24; mon = on Monday = two days ago = "
    "2026-11-23; sun = on Sunday = 11/22 = 22/11 = 2026-11-22; sat = on Saturday = Saturday night = 2026-11-21; fri = last fri "
    "= on Friday = Friday night = 2026-11-20; thu = last thu = on Thursday = 19/11 = 2026-11-19; a week ago = 11/18 = "
    "2026-11-18; on the 15th = 11/15 = 2026-11-15; on the 12th = 2026-11-12; on the 10th = 2026-11-10; on the 5th = "
    "2026-11-05; on the 3rd = 2026-11-03; on the 1st = on the first = 2026-11-01. People are the proper names of "
    "companions after with, w/, & or 'for me and', capitalised, in the order written ('w/ mo, jen & kat' = Mo, Jen, "
    "Kat; 'for me and Ashley' = Ashley); 'with the kids', 'w/ the guys', 'w/ the grandparents', 'with my in-laws' give "
    "no person. Category conventions as in set 10: hotels, flights, bag fees, rail, ferries, transit fares, cards and "
    "passes (CTA, WeGo, RIPTA, UTA, PATH, Västtrafik, EZ-Link), taxis, boda bodas, jeepneys, fuel, tolls and toll tags (Peach "
    "Pass, I-PASS, EastLink), parking and parking apps, tyres, brakes, car washes and oil changes are Transportation; "
    "rent, bills and utilities (electricity, water, gas, trash, bin charges, phone, data, internet, prepaid "
    "electricity), insurance, council tax, property tax, HOA dues, passport, ATM and late fees, daycare, babysitters, "
    "tutors, field-trip fees, plumbers, handymen, lawn care, locksmiths, tips, haircuts and gifts are Other; gyms and "
    "fitness, pharmacies and medicine, doctors, GPs, urgent care, dentists, chiropractors, physio, flu shots and vets "
    "are Healthcare; streaming, cinemas, theme parks, bowling, golf, pottery classes, escape rooms, family "
    "entertainment centres and game subscriptions are Entertainment; clothes, shoes, homeware, DIY, tools, books, "
    "school supplies and uniforms, pet food and cat litter are Shopping; a meal, snack, coffee, drink or delivery "
    "bought out is Food & Dining; supermarkets and food bought to cook at home (sabzi, verdulería, mercado, zakupy, "
    "courses, Wocheneinkauf) are Groceries."
)
CATS = {F, TR, G, E, S, H, O}
COUNTRY_CUR = {"United States": {U}, "United Kingdom": {"GBP"}, "Ireland": {"EUR"}, "Canada": {"CAD"},
               "Australia": {"AUD"}, "New Zealand": {"NZD"}, "India": {"INR"}}

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
        assert re.fullmatch(r"2026-11-(0[1-9]|1\d|2[0-5])", r["date"]), r
        assert r["merchant"] is None or (isinstance(r["merchant"], str) and r["merchant"].strip() == r["merchant"] and r["merchant"]), r
        assert all(p[:1].isupper() and p.strip() == p for p in r["people"]), r
        assert len(set(r["people"])) == len(r["people"]), r
        assert r["country"] in ANGLO or r["country"] in AREA, r
        if r["country"] in COUNTRY_CUR:
            assert r["currency"] in COUNTRY_CUR[r["country"]], r
        if r["style"] == "spoken":
            assert not re.search(r"\d", r["input"]), r
        else:
            # the amount's integer part appears in the text
            whole = r["amount"].split(".")[0]
            digits = re.sub(r"[^\d]", "", r["input"])
            assert whole in digits, r
        cases.append({
            "country": r["country"], "style": r["style"], "input": r["input"],
            "amount": r["amount"], "currency": r["currency"], "category": r["category"],
            "merchant": r["merchant"],
            "person": r["people"][0] if r["people"] else None,
            "people": list(r["people"]),
            "date": r["date"],
        })
    assert 285 <= len(cases) <= 315, len(cases)
    assert len({r["country"] for r in rows if r["country"] not in ANGLO}) >= 20
    return cases

def earlier_merchants(here):
    """Merchants already used by the other fixture files (set 11 avoids them)."""
    seen = set()
    for path in glob.glob(os.path.join(here, "parser-*.json")):
        if os.path.basename(path) == "parser-heldout-11.json":
            continue
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        items = data.get("cases", []) if isinstance(data, dict) else data
        if isinstance(data, dict) and "cases" not in data:
            items = [x for v in data.values() if isinstance(v, list) for x in v]
        for x in items:
            if isinstance(x, dict) and x.get("merchant"):
                seen.add(x["merchant"].lower())
    return seen

if __name__ == "__main__":
    cases = build()
    here = os.path.dirname(os.path.abspath(__file__))
    old = earlier_merchants(here)
    reused = sorted({c["merchant"] for c in cases if c["merchant"] and c["merchant"].lower() in old})
    assert not reused, "merchants also in earlier fixtures: " + ", ".join(reused)
    n = len(cases)
    us = [x for x in cases if x["country"] == "United States"]
    anglo = [x for x in cases if x["country"] in ANGLO and x["country"] != "United States"]
    oth = [x for x in cases if x["country"] not in ANGLO]
    merchants = []
    for x in cases:
        if x["merchant"] and x["merchant"] not in merchants:
            merchants.append(x["merchant"])
    sc = collections.Counter(x["style"] for x in cases)
    NOTE = RULES.format(
        n=n, us=len(us), anglo=len(anglo), oth=len(oth), ncountries=len({x["country"] for x in oth}),
        areas=", ".join(sorted({AREA[x["country"]] for x in oth})),
        nomerch_pct=round(100 * sum(x["merchant"] is None for x in cases) / n),
        merchants=", ".join(merchants),
        styles=", ".join(f"{k} {v}" for k, v in sc.most_common()))
    out = os.path.join(here, "parser-heldout-11.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"today": T, "note": NOTE, "cases": cases}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(out, n)
    for name, sel in (("United States", us), ("UK/IE/CA/AU/NZ", anglo), ("other countries", oth)):
        print(f"{name}: {len(sel)} ({100 * len(sel) / n:.0f}%)", dict(collections.Counter(x["style"] for x in sel)),
              "no merchant", sum(x["merchant"] is None for x in sel),
              "dated", sum(x["date"] != T for x in sel), "with people", sum(bool(x["people"]) for x in sel))
    for k, v in collections.Counter(x["country"] for x in anglo).most_common():
        print(f"  [anglo] {k}: {v}")
    for k, v in collections.Counter(AREA[x["country"]] for x in oth).most_common():
        print(f"  [other] {k}: {v}")
    others = sorted({c["country"] for c in oth})
    print("other countries", len(others), ", ".join(others))
    for key in ("style", "category", "currency"):
        print(key, {k: f"{v} ({100 * v / n:.0f}%)" for k, v in collections.Counter(c[key] for c in cases).most_common()})
    print("no merchant", sum(c["merchant"] is None for c in cases),
          "dated", sum(c["date"] != T for c in cases),
          "with people", sum(bool(c["people"]) for c in cases))
    print("merchants also in earlier fixtures: none")
