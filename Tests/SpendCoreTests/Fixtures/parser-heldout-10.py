#!/usr/bin/env python3
"""Held-out set 10 for Spend's expense-phrase parser.

Written from the product brief and the labelling rules of set 9 (its generator's
comments and note) only, without reading the parser's source or tests and without
building or running it. Half the phrases come from outside the main English-speaking
countries. Standard library only. Run it to write parser-heldout-10.json next to this file.
"""
import json, collections, os, re, glob
from decimal import Decimal

T = "2026-11-25"      # today, a Wednesday (also "this morning", "ce matin")
Y = "2026-11-24"      # yesterday / yday / last night / tue / 24/11 / 24.11. / gestern / ayer / ontem / hier soir / wczoraj
MON = "2026-11-23"    # mon / on Monday / two days ago / 23/11 / 23.11. / 11/23
SUN = "2026-11-22"    # sun / on Sunday / 22/11 / 22.11. / 11/22
SAT = "2026-11-21"    # sat / on Saturday / Saturday night / 21/11 / 21.11. / 11/21
FRI = "2026-11-20"    # fri / on Friday / Friday night / 20/11 / 20.11. / 11/20 / on the 20th
THU = "2026-11-19"    # thu / last Thursday / 19/11 / 19.11.
NOV18 = "2026-11-18"  # last Wednesday / a week ago / on the 18th / 18/11
NOV15 = "2026-11-15"  # on the 15th / 15/11 / 15.11.
NOV12 = "2026-11-12"  # on the 12th / 12.11.
NOV10 = "2026-11-10"  # on the 10th / 10/11
NOV3 = "2026-11-03"   # on the 3rd / 3/11 / 03.11.
NOV1 = "2026-11-01"   # on the 1st / 1/11

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
C(c, "chat", "nothing bundt cakes bundtinis 18.50", "18.50", U, F, "Nothing Bundt Cakes")
C(c, "chat", "wetzels 2 pretzels 11.98 sat", "11.98", U, F, "Wetzel's Pretzels", date=SAT)
C(c, "chat", "slim chickens w/ dre 24.66", "24.66", U, F, "Slim Chickens", ["Dre"])
C(c, "chat", "taco cabana 13.42 yday", "13.42", U, F, "Taco Cabana", date=Y)
C(c, "whisper", "Um, lunch at Schlotzsky's was $12.89.", "12.89", U, F, "Schlotzsky's")
C(c, "chat", "twin peaks w/ marcus & trey 71.30 fri", "71.30", U, F, "Twin Peaks", ["Marcus", "Trey"], date=FRI)
C(c, "whisper", "Um, we went to Logan's Roadhouse for my dad's birthday, it was $96.45.", "96.45", U, F, "Logan's Roadhouse")
C(c, "spoken", "Fuddruckers with Ava, twenty-eight sixty.", "28.60", U, F, "Fuddruckers", ["Ava"])
C(c, "spoken", "Jamba smoothie, seven forty-nine.", "7.49", U, F, "Jamba")
C(c, "whisper", "I picked up groceries at Dierbergs, it was $84.19.", "84.19", U, G, "Dierbergs")
C(c, "chat", "stew leonards 132.40 sun", "132.40", U, G, "Stew Leonard's", date=SUN)
C(c, "whisper", "I did a grocery run at Lunds and Byerlys, it came to $61.27.", "61.27", U, G, "Lunds & Byerlys")
C(c, "chat", "woodmans 147.83 on 11/22", "147.83", U, G, "Woodman's Food Market", date=SUN)
C(c, "spoken", "Tom Thumb groceries, seventy-three dollars and ten cents.", "73.10", U, G, "Tom Thumb")
C(c, "spoken", "Gas at Gulf, forty-four ten.", "44.10", U, TR, "Gulf")
C(c, "whisper", "So I took a Lime scooter to work, it was $6.45.", "6.45", U, TR, "Lime")
C(c, "chat", "metro north to grand central 15.25 mon", "15.25", U, TR, "Metro-North Railroad", date=MON)
C(c, "whisper", "So Mavis Discount Tire rotated and balanced my tires, it was $68.", "68.00", U, TR, "Mavis Discount Tire")
C(c, "whisper", "One night at the Days Inn came to $89.60.", "89.60", U, TR, "Days Inn")
C(c, "chat", "cabelas hunting boots 149.99", "149.99", U, S, "Cabela's")
C(c, "whisper", "On Thursday I bought a hoodie at Zumiez for $54.95.", "54.95", U, S, "Zumiez", date=THU)
C(c, "chat", "llbean flannel 59", "59.00", U, S, "L.L.Bean")
C(c, "whisper", "So I bought a rug at Crate and Barrel, it was $249.", "249.00", U, S, "Crate & Barrel")
C(c, "spoken", "Paint and rollers at True Value, thirty-eight forty-seven.", "38.47", U, S, "True Value")
C(c, "chat", "seaworld tix w/ the kids 189.98", "189.98", U, E, "SeaWorld")
C(c, "chat", "lucky strike bowling w/ nate 46.50 last night", "46.50", U, E, "Lucky Strike", ["Nate"], date=Y)
C(c, "spoken", "Epic Games Store, nineteen ninety-nine.", "19.99", U, E, "Epic Games Store")
C(c, "whisper", "Okay, I paid $29 for a class at CorePower Yoga.", "29.00", U, H, "CorePower Yoga")
C(c, "whisper", "I had my eye exam at America's Best, it was $79.", "79.00", U, H, "America's Best Contacts & Eyeglasses")
C(c, "chat", "bluepearl er vet 412.30 sun", "412.30", U, H, "BluePearl Pet Hospital", date=SUN)
C(c, "chat", "pseg bill 142.77", "142.77", U, O, "PSE&G")
C(c, "chat", "georgia power 168.40 on the 3rd", "168.40", U, O, "Georgia Power", date=NOV3)
C(c, "chat", "usaa car insurance 121.50", "121.50", U, O, "USAA")
C(c, "whisper", "I paid the Eversource bill this morning, it was $203.16.", "203.16", U, O, "Eversource")
C(c, "whisper", "I paid $89 for TurboTax to do my taxes.", "89.00", U, O, "TurboTax")
# --- no business named
C(c, "chat", "lunch w/ jordan 18.20", "18.20", U, F, None, ["Jordan"])
C(c, "chat", "bagel + cold brew 9.35 thu", "9.35", U, F, None, date=THU)
C(c, "whisper", "Um, I grabbed dinner for me and Kayla last night, it was $47.80.", "47.80", U, F, None, ["Kayla"], date=Y)
C(c, "spoken", "Burgers with Ethan and Zoe, forty-one twenty.", "41.20", U, F, None, ["Ethan", "Zoe"])
C(c, "chat", "wings + beer w/ the guys 38.75", "38.75", U, F, None)
C(c, "chat", "groceries 88.14 on 11/21", "88.14", U, G, None, date=SAT)
C(c, "whisper", "Okay, so the weekly grocery shop was $156.32.", "156.32", U, G, None)
C(c, "spoken", "Gas, forty-eight dollars.", "48.00", U, TR, None)
C(c, "chat", "oil change 64.99", "64.99", U, TR, None)
C(c, "chat", "cab to work 22", "22.00", U, TR, None)
C(c, "spoken", "Winter coat, a hundred and twenty-nine ninety-nine.", "129.99", U, S, None)
C(c, "whisper", "Printer ink was $42.18.", "42.18", U, S, None)
C(c, "whisper", "I paid $35 for bowling with the kids on Saturday.", "35.00", U, E, None, date=SAT)
C(c, "spoken", "Zoo tickets, sixty-four dollars.", "64.00", U, E, None)
C(c, "whisper", "Um, the dentist cleaning on Monday was $110.", "110.00", U, H, None, date=MON)
C(c, "chat", "prescription refill 15", "15.00", U, H, None)
C(c, "whisper", "So the water bill came to $71.40.", "71.40", U, O, None)
C(c, "chat", "babysitter 80 fri", "80.00", U, O, None, date=FRI)
C(c, "spoken", "Haircut, thirty-five dollars.", "35.00", U, O, None)
C(c, "chat", "birthday present for mom 60", "60.00", U, O, None)
C(c, "chat", "dog food 54.99", "54.99", U, S, None)
C(c, "spoken", "Physical therapy copay, forty dollars.", "40.00", U, H, None)

# ============================ United Kingdom ============================
c = "United Kingdom"
P = "GBP"
C(c, "whisper", "Noodles from Chopstix, it was £7.45.", "7.45", P, F, "Chopstix")
C(c, "chat", "miller & carter w/ tom & beth £142.60 sat", "142.60", P, F, "Miller & Carter", ["Tom", "Beth"], date=SAT)
C(c, "whisper", "Right, so breakfast at Bill's with Hannah came to £31.40.", "31.40", P, F, "Bill's", ["Hannah"])
C(c, "chat", "blank street latte £3.65", "3.65", P, F, "Blank Street")
C(c, "chat", "abel & cole veg box £24.50 fri", "24.50", P, G, "Abel & Cole", date=FRI)
C(c, "spoken", "Planet Organic, eighteen pounds seventy-two.", "18.72", P, G, "Planet Organic")
C(c, "whisper", "I bought a Southeastern ticket on Monday for £14.20.", "14.20", P, TR, "Southeastern", date=MON)
C(c, "chat", "crosscountry bham to leeds £38.50", "38.50", P, TR, "CrossCountry")
C(c, "whisper", "I booked a Virgin Atlantic flight to New York, it was £489.", "489.00", P, TR, "Virgin Atlantic")
C(c, "chat", "selfridges scarf £85 21/11", "85.00", P, S, "Selfridges", date=SAT)
C(c, "chat", "mountain warehouse walking boots £59.99", "59.99", P, S, "Mountain Warehouse")
C(c, "chat", "thorpe park w/ josh £34 sun", "34.00", P, E, "Thorpe Park", ["Josh"], date=SUN)
C(c, "chat", "vets4pets jab for the dog £52", "52.00", P, H, "Vets4Pets")
C(c, "whisper", "The OVO Energy bill went out on the 1st, it was £96.30.", "96.30", P, O, "OVO Energy", date=NOV1)
C(c, "spoken", "Evri parcel, three pounds forty-nine.", "3.49", P, O, "Evri")
C(c, "spoken", "Meal deal, three pounds ninety-nine.", "3.99", P, F, None)
C(c, "chat", "chippy w/ rob £22.60 fri", "22.60", P, F, None, ["Rob"], date=FRI)
C(c, "whisper", "I did the big shop this morning, it came to £94.15.", "94.15", P, G, None)
C(c, "chat", "train to brighton £19.80 yday", "19.80", P, TR, None, date=Y)
C(c, "spoken", "Paracetamol and plasters, six pounds twenty.", "6.20", P, H, None)
C(c, "spoken", "TV licence, one hundred and sixty-nine pounds fifty.", "169.50", P, O, None)
C(c, "spoken", "Council tax, a hundred and sixty-eight pounds.", "168.00", P, O, None)
C(c, "chat", "kids wellies £14", "14.00", P, S, None)
C(c, "chat", "cinema w/ amy £24 last night", "24.00", P, E, None, ["Amy"], date=Y)
c = "Ireland"
C(c, "chat", "brown thomas handbag €195", "195.00", EU, S, "Brown Thomas")
C(c, "chat", "power city kettle €39.99", "39.99", EU, S, "Power City")
C(c, "chat", "irish ferries to holyhead €129 on 20/11", "129.00", EU, TR, "Irish Ferries", date=FRI)
C(c, "chat", "flogas bill €112.40", "112.40", EU, O, "Flogas")
C(c, "whisper", "I took the kids to Dublin Zoo on Saturday, it was €58.", "58.00", EU, E, "Dublin Zoo", date=SAT)
C(c, "chat", "haven pharmacy €16.75", "16.75", EU, H, "Haven Pharmacy")
C(c, "chat", "pint w/ ciarán €6.20", "6.20", EU, F, None, ["Ciarán"])
C(c, "spoken", "Taxi home from town, twenty-two euro.", "22.00", EU, TR, None)
C(c, "chat", "diesel €60 sun", "60.00", EU, TR, None, date=SUN)

# ============================ Canada ============================
c = "Canada"
K = "CAD"
C(c, "whisper", "I got a bowl at Freshii, it was C$15.49.", "15.49", K, F, "Freshii")
C(c, "chat", "thai express w/ priya C$28.40", "28.40", K, F, "Thai Express", ["Priya"])
C(c, "whisper", "We had dinner at JOEY with Megan and Chris, it was C$134.20.", "134.20", K, F, "JOEY", ["Megan", "Chris"])
C(c, "chat", "pusateris C$88.16", "88.16", K, G, "Pusateri's")
C(c, "chat", "atlantic superstore C$142.55 sat", "142.55", K, G, "Atlantic Superstore", date=SAT)
C(c, "chat", "mr lube oil change C$99.95", "99.95", K, TR, "Mr. Lube")
C(c, "chat", "air transat to cancun C$689", "689.00", K, TR, "Air Transat")
C(c, "whisper", "So I bought a lamp at HomeSense for C$49.99.", "49.99", K, S, "HomeSense")
C(c, "chat", "golf town balls C$39.99 on 18/11", "39.99", K, S, "Golf Town", date=NOV18)
C(c, "chat", "dazn C$24.99", "24.99", K, E, "DAZN")
C(c, "chat", "hydro quebec C$96.20", "96.20", K, O, "Hydro-Québec")
C(c, "chat", "shawarma w/ omar C$16.80", "16.80", K, F, None, ["Omar"])
C(c, "whisper", "Groceries yesterday came to C$76.40.", "76.40", K, G, None, date=Y)
C(c, "spoken", "Parking downtown, eighteen dollars Canadian.", "18.00", K, TR, None)
C(c, "whisper", "I paid C$120 for a physio session on Friday.", "120.00", K, H, None, date=FRI)
C(c, "chat", "hockey tix w/ ryan C$96", "96.00", K, E, None, ["Ryan"])
C(c, "chat", "kids snow pants C$44.97", "44.97", K, S, None)

# ============================ Australia ============================
c = "Australia"
A = "AUD"
C(c, "chat", "pie face A$7.90", "7.90", A, F, "Pie Face")
C(c, "chat", "lord of the fries w/ jack A$26.80", "26.80", A, F, "Lord of the Fries", ["Jack"])
C(c, "whisper", "We grabbed dinner at Ribs and Burgers with Sophie, it came to A$64.50.", "64.50", A, F, "Ribs & Burgers", ["Sophie"])
C(c, "whisper", "Did a quick shop at Spudshed, it came to A$47.30.", "47.30", A, G, "Spudshed")
C(c, "chat", "transperth A$5.10", "5.10", A, TR, "Transperth")
C(c, "chat", "secure parking A$28 fri", "28.00", A, TR, "Secure Parking", date=FRI)
C(c, "whisper", "I bought new sheets at Adairs, it was A$129.99.", "129.99", A, S, "Adairs")
C(c, "chat", "dreamworld w/ the kids A$249 sat", "249.00", A, E, "Dreamworld", date=SAT)
C(c, "chat", "f45 A$65", "65.00", A, H, "F45 Training")
C(c, "chat", "alinta energy A$188.50 on the 12th", "188.50", A, O, "Alinta Energy", date=NOV12)
C(c, "spoken", "Sausage sizzle and a coffee, nine Aussie dollars.", "9.00", A, F, None)
C(c, "chat", "groceries A$132.80 tue", "132.80", A, G, None, date=Y)
C(c, "whisper", "I paid A$85 for the physio this morning.", "85.00", A, H, None)
C(c, "chat", "taxi from the airport A$62", "62.00", A, TR, None)
C(c, "chat", "beach towel + sunnies A$34", "34.00", A, S, None)
C(c, "chat", "car insurance A$96.40", "96.40", A, O, None)
c = "New Zealand"
Z = "NZD"
C(c, "chat", "burger wisconsin NZ$21.50", "21.50", Z, F, "Burger Wisconsin")
C(c, "whisper", "Um, I got a rain jacket at Macpac, it was NZ$299.99.", "299.99", Z, S, "Macpac")
C(c, "chat", "meridian energy NZ$164.20", "164.20", Z, O, "Meridian Energy")
C(c, "chat", "rainbows end w/ mia & jack NZ$139.98 sun", "139.98", Z, E, "Rainbow's End", ["Mia", "Jack"], date=SUN)
C(c, "chat", "cityfitness NZ$19.99", "19.99", Z, H, "CityFitness")
C(c, "chat", "pie and a flat white NZ$11.40", "11.40", Z, F, None)
C(c, "spoken", "Petrol, ninety New Zealand dollars.", "90.00", Z, TR, None)
C(c, "chat", "gp visit NZ$55 mon", "55.00", Z, H, None, date=MON)

# ============================ India ============================
c = "India"
I = "INR"
C(c, "chat", "chai sutta bar ₹120", "120.00", I, F, "Chai Sutta Bar")
C(c, "chat", "a2b meals w/ karthik ₹460", "460.00", I, F, "A2B", ["Karthik"])
C(c, "chat", "biryani by kilo ₹899 fri", "899.00", I, F, "Biryani By Kilo", date=FRI)
C(c, "chat", "licious chicken ₹389", "389.00", I, G, "Licious")
C(c, "whisper", "I bought a kurta at Fabindia, it came to 1,890 rupees.", "1890.00", I, S, "Fabindia")
C(c, "chat", "boat earbuds ₹1,299", "1299.00", I, S, "boAt")
C(c, "chat", "wonderla w/ riya ₹1,598 sun", "1598.00", I, E, "Wonderla", ["Riya"], date=SUN)
C(c, "whisper", "The Thyrocare blood test was 599 rupees.", "599.00", I, H, "Thyrocare")
C(c, "spoken", "BSES electricity bill, two thousand three hundred and forty rupees.", "2340.00", I, O, "BSES")
C(c, "chat", "ksrtc bus to mysore ₹265 on 15/11", "265.00", I, TR, "KSRTC", date=NOV15)
C(c, "whisper", "I took an auto to the office, it was 140 rupees.", "140.00", I, TR, None)
C(c, "spoken", "Vegetables and fruit, three hundred and forty rupees.", "340.00", I, G, None)
C(c, "spoken", "Dosa and filter coffee, ninety-five rupees.", "95.00", I, F, None)
C(c, "chat", "medicines ₹412 yday", "412.00", I, H, None, date=Y)
C(c, "whisper", "Um, the electrician charged me 600 rupees.", "600.00", I, O, None)
C(c, "chat", "kids school bag ₹1,150", "1150.00", I, S, None)

# ============================ Western Europe ============================
c = "Germany"
C(c, "whisper", "On Friday I bought paint at Bauhaus, it was €34.99.", "34.99", EU, S, "Bauhaus", date=FRI)
C(c, "spoken", "FitX membership, twenty-four euros ninety-nine.", "24.99", EU, H, "FitX")
C(c, "whisper", "Um, Mittagessen at L'Osteria with Jonas, it came to €38.40.", "38.40", EU, F, "L'Osteria", ["Jonas"])
C(c, "chat", "döner gestern 8,50 €", "8.50", EU, F, None, date=Y)
C(c, "chat", "wocheneinkauf 87,34 €", "87.34", EU, G, None)
C(c, "chat", "zahnarzt 120 € 19.11.", "120.00", EU, H, None, date=THU)
C(c, "spoken", "Christmas market Glühwein with Felix, nine euros.", "9.00", EU, F, None, ["Felix"])
c = "France"
C(c, "spoken", "Sandwich at Marie Blachère, six euros ninety.", "6.90", EU, F, "Marie Blachère")
C(c, "whisper", "The Vinci Autoroutes toll was €12.60.", "12.60", EU, TR, "Vinci Autoroutes")
C(c, "whisper", "We went to Parc Astérix on Sunday, it came to 189 euros.", "189.00", EU, E, "Parc Astérix", date=SUN)
C(c, "chat", "pain au chocolat à la boulangerie 2,40 € ce matin", "2.40", EU, F, None)
C(c, "spoken", "Pharmacie, eleven euros forty.", "11.40", EU, H, None)
C(c, "chat", "ciné w/ léa 23 € hier soir", "23.00", EU, E, None, ["Léa"], date=Y)
C(c, "chat", "supermarché 64,80 € sam. 21/11", "64.80", EU, G, None, date=SAT)
c = "Spain"
C(c, "chat", "la tagliatella w/ marta 47,60 €", "47.60", EU, F, "La Tagliatella", ["Marta"])
C(c, "whisper", "I paid the Iberdrola electricity bill, it was €71.25.", "71.25", EU, O, "Iberdrola")
C(c, "whisper", "Um, almuerzo with Carmen and Luis, menú del día, it was €36.", "36.00", EU, F, None, ["Carmen", "Luis"])
C(c, "chat", "taxi al aeropuerto 32 € ayer", "32.00", EU, TR, None, date=Y)
C(c, "chat", "farmacia 9,75 €", "9.75", EU, H, None)
c = "Italy"
C(c, "chat", "rossopomodoro w/ giulia 34,50 €", "34.50", EU, F, "Rossopomodoro", ["Giulia"])
C(c, "spoken", "ATAC bus ticket on Friday, one euro fifty.", "1.50", EU, TR, "ATAC", date=FRI)
C(c, "spoken", "Caffè and a cornetto, two euros eighty.", "2.80", EU, F, None)
C(c, "chat", "aperitivo w/ marco & chiara 24 € 21/11", "24.00", EU, F, None, ["Marco", "Chiara"], date=SAT)
C(c, "chat", "benzina 70 €", "70.00", EU, TR, None)
c = "Netherlands"
C(c, "whisper", "Um, boodschappen at Hoogvliet came to €54.12.", "54.12", EU, G, "Hoogvliet")
C(c, "chat", "efteling w/ daan & noor 118 € sun", "118.00", EU, E, "Efteling", ["Daan", "Noor"], date=SUN)
C(c, "chat", "tandarts 85 €", "85.00", EU, H, None)
C(c, "chat", "kapper 32 € 18/11", "32.00", EU, O, None, date=NOV18)
c = "Belgium"
C(c, "chat", "vanden borre tv 699 €", "699.00", EU, S, "Vanden Borre")
C(c, "chat", "frietkot w/ lotte 14 €", "14.00", EU, F, None, ["Lotte"])
c = "Switzerland"
C(c, "chat", "brezelkönig CHF 4.80", "4.80", "CHF", F, "Brezelkönig")
C(c, "chat", "groceries CHF 84.35 mon", "84.35", "CHF", G, None, date=MON)
C(c, "whisper", "Fondue with Nina and Reto on Saturday night, it was 96 francs.", "96.00", "CHF", F, None, ["Nina", "Reto"], date=SAT)
c = "Austria"
C(c, "whisper", "I took the WESTbahn from Vienna to Salzburg, it was €24.90.", "24.90", EU, TR, "WESTbahn")
C(c, "chat", "skipass 2 tage 148 €", "148.00", EU, E, None)
c = "Portugal"
C(c, "chat", "manteigaria 2 pastéis 2,80 €", "2.80", EU, F, "Manteigaria")
C(c, "chat", "meo fibra 39,99 €", "39.99", EU, O, "MEO")
C(c, "chat", "torrada + galão 2,90 € ontem", "2.90", EU, F, None, date=Y)
c = "Greece"
C(c, "chat", "seajets piraeus-mykonos 86 €", "86.00", EU, TR, "Seajets")

# ============================ Nordics and Baltics ============================
c = "Sweden"
C(c, "whisper", "The weekly shop at City Gross was 634.90 kronor.", "634.90", "SEK", G, "City Gross")
C(c, "whisper", "We had fika at Waynes Coffee with Elin, it came to 142 kronor.", "142.00", "SEK", F, "Waynes Coffee", ["Elin"])
C(c, "chat", "taxi in stockholm 389 kr igår", "389.00", "SEK", TR, None, date=Y)
c = "Norway"
C(c, "chat", "elkjøp lader 299 kr", "299.00", "NOK", S, "Elkjøp")
C(c, "whisper", "I booked a Widerøe flight from Bodø to Tromsø, it was 1,190 Norwegian kroner.", "1190.00", "NOK", TR, "Widerøe")
C(c, "spoken", "Lunch in Oslo, two hundred and forty Norwegian kroner.", "240.00", "NOK", F, None)
c = "Denmark"
C(c, "spoken", "Kanelsnegl at Lagkagehuset, thirty-two Danish kroner.", "32.00", "DKK", F, "Lagkagehuset")
C(c, "chat", "smørrebrød w/ freja 168 DKK", "168.00", "DKK", F, None, ["Freja"])
c = "Finland"
C(c, "chat", "yliopiston apteekki 18,40 €", "18.40", EU, H, "Yliopiston Apteekki")
c = "Iceland"
C(c, "chat", "icelandair kef-cph 42.900 ISK", "42900", "ISK", TR, "Icelandair")
c = "Estonia"
C(c, "whisper", "The Tallink ferry from Helsinki to Tallinn on the 15th was €39.", "39.00", EU, TR, "Tallink", date=NOV15)
c = "Latvia"
C(c, "chat", "groceries 38,20 € 22.11.", "38.20", EU, G, None, date=SUN)
c = "Lithuania"
C(c, "chat", "čili pica w/ tomas 24,60 €", "24.60", EU, F, "Čili Pica", ["Tomas"])

# ============================ Central and Eastern Europe ============================
c = "Poland"
C(c, "chat", "pepco kids bluza 39,99 zł", "39.99", "PLN", S, "Pepco")
C(c, "whisper", "I sent a parcel with InPost, it was 15.99 złoty.", "15.99", "PLN", O, "InPost")
C(c, "spoken", "Zdrofit gym pass, one hundred and thirty-nine złoty.", "139.00", "PLN", H, "Zdrofit")
C(c, "chat", "apteka 32,40 zł wczoraj", "32.40", "PLN", H, None, date=Y)
C(c, "chat", "pączki 12 zł", "12.00", "PLN", F, None)
C(c, "spoken", "Taxi in Kraków, forty-two złoty.", "42.00", "PLN", TR, None)
c = "Czech Republic"
C(c, "whisper", "Our Rohlík order came to 1,284 crowns.", "1284.00", "CZK", G, "Rohlík.cz")
C(c, "chat", "sportisimo bunda 1 999 Kč", "1999.00", "CZK", S, "Sportisimo")
C(c, "whisper", "I paid 2,400 Czech crowns for the vet on Monday.", "2400.00", "CZK", H, None, date=MON)
c = "Hungary"
C(c, "spoken", "MVM electricity bill, twelve thousand four hundred and eighty forints.", "12480.00", "HUF", O, "MVM")
C(c, "whisper", "I took a Volánbusz to Lake Balaton, it was 3,200 forints.", "3200.00", "HUF", TR, "Volánbusz")
c = "Romania"
C(c, "chat", "sensiblu 46,30 lei", "46.30", "RON", H, "Sensiblu")
C(c, "chat", "benzină 250 lei 23.11", "250.00", "RON", TR, None, date=MON)
c = "Croatia"
C(c, "chat", "pan-pek burek 2,80 €", "2.80", EU, F, "Pan-Pek")
c = "Slovenia"
c = "Bulgaria"
C(c, "chat", "technopolis blender 64,90 €", "64.90", EU, S, "Technopolis")
c = "Serbia"
C(c, "chat", "ćevapi w/ marko 1.100 din", "1100.00", "RSD", F, None, ["Marko"])
c = "Ukraine"
C(c, "spoken", "Lviv Croissants, one hundred and eighty-nine hryvnias.", "189.00", "UAH", F, "Lviv Croissants")
C(c, "whisper", "The train from Kyiv to Lviv with Ukrzaliznytsia was 620 hryvnias.", "620.00", "UAH", TR, "Ukrzaliznytsia")
c = "Georgia"
C(c, "chat", "khachapuri w/ nino 32 ₾", "32.00", "GEL", F, None, ["Nino"])
c = "Armenia"
c = "Turkey"
C(c, "whisper", "I flew Turkish Airlines to Antalya, it was 2,450 lira.", "2450.00", "TRY", TR, "Turkish Airlines")
C(c, "chat", "hafız mustafa baklava w/ zeynep 480 TL", "480.00", "TRY", F, "Hafız Mustafa 1864", ["Zeynep"])
C(c, "chat", "simit + çay 45 TL", "45.00", "TRY", F, None)
C(c, "chat", "turkcell fatura 350 TL", "350.00", "TRY", O, "Turkcell")
c = "Kazakhstan"
C(c, "chat", "sulpak kettle 24 990 ₸", "24990.00", "KZT", S, "Sulpak")
c = "Uzbekistan"

# ============================ Middle East ============================
c = "Israel"
C(c, "whisper", "Um, the shop at Yochananof was 524.30 shekels.", "524.30", "ILS", G, "Yochananof")
C(c, "chat", "egged bus ₪5.50", "5.50", "ILS", TR, "Egged")
C(c, "chat", "falafel + salad ₪38 yday", "38.00", "ILS", F, None, date=Y)
c = "United Arab Emirates"
C(c, "whisper", "The DEWA bill came to 612.40 dirhams.", "612.40", "AED", O, "DEWA")
C(c, "chat", "ski dubai w/ rashid AED 240", "240.00", "AED", E, "Ski Dubai", ["Rashid"])
C(c, "whisper", "Um, shawarma and karak chai in Dubai came to 18 dirhams.", "18.00", "AED", F, None)
C(c, "chat", "parking at the mall AED 20", "20.00", "AED", TR, None)
c = "Saudi Arabia"
C(c, "whisper", "I booked Saudia from Riyadh to Jeddah, it was 520 riyals.", "520.00", "SAR", TR, "Saudia")
C(c, "spoken", "Fitness Time membership, two hundred and ninety-nine riyals.", "299.00", "SAR", H, "Fitness Time")
C(c, "whisper", "I had kabsa in Riyadh with Abdullah and Saad on Friday, it was 140 riyals.", "140.00", "SAR", F, None, ["Abdullah", "Saad"], date=FRI)
c = "Qatar"
c = "Kuwait"
c = "Bahrain"
c = "Jordan"
c = "Egypt"
C(c, "chat", "zooba w/ karim EGP 420", "420.00", "EGP", F, "Zooba", ["Karim"])
C(c, "chat", "kazyon EGP 612", "612.00", "EGP", G, "Kazyon")
C(c, "chat", "pharmacy EGP 185 sun", "185.00", "EGP", H, None, date=SUN)

# ============================ Africa ============================
c = "Morocco"
C(c, "chat", "labelvie 412,50 dh", "412.50", "MAD", G, "Label'Vie")
C(c, "chat", "tajine w/ youssef 140 MAD", "140.00", "MAD", F, None, ["Youssef"])
c = "Tunisia"
c = "South Africa"
C(c, "whisper", "So I did the shopping at Food Lover's Market, it was R684.30.", "684.30", "ZAR", G, "Food Lover's Market")
C(c, "chat", "totalsports takkies R899,99", "899.99", "ZAR", S, "Totalsports")
C(c, "chat", "nu metro w/ lerato R180 sat", "180.00", "ZAR", E, "Nu Metro", ["Lerato"], date=SAT)
C(c, "spoken", "Petrol, six hundred rand.", "600.00", "ZAR", TR, None)
C(c, "chat", "braai meat + boerewors R312,40", "312.40", "ZAR", G, None)
c = "Nigeria"
C(c, "chat", "mr biggs meat pie ₦1,800", "1800.00", "NGN", F, "Mr Bigg's")
C(c, "whisper", "I paid 4,000 naira for a keke to the market.", "4000.00", "NGN", TR, None)
c = "Kenya"
C(c, "chat", "madaraka express nairobi-mombasa KSh 1,500", "1500.00", "KES", TR, "Madaraka Express")
C(c, "spoken", "Zuku internet, two thousand nine hundred and ninety-nine Kenyan shillings.", "2999.00", "KES", O, "Zuku")
C(c, "chat", "nyama choma w/ otieno KSh 1,800 fri", "1800.00", "KES", F, None, ["Otieno"], date=FRI)
C(c, "chat", "matatu to town KSh 100", "100.00", "KES", TR, None)
c = "Ghana"
C(c, "chat", "frankies GH₵ 145", "145.00", "GHS", F, "Frankies")
c = "Ethiopia"
c = "Uganda"
c = "Rwanda"
c = "Senegal"
c = "Tanzania"

# ============================ Latin America ============================
c = "Mexico"
C(c, "whisper", "Groceries at La Comer came to 1,486.50 Mexican pesos.", "1486.50", "MXN", G, "La Comer")
C(c, "chat", "kidzania w/ the kids $1,100 MXN", "1100.00", "MXN", E, "KidZania")
C(c, "spoken", "Tacos de canasta, sixty Mexican pesos.", "60.00", "MXN", F, None)
C(c, "chat", "farmacia $245 MXN ayer", "245.00", "MXN", H, None, date=Y)
c = "Guatemala"
C(c, "chat", "pollo campero Q68.50", "68.50", "GTQ", F, "Pollo Campero")
c = "Costa Rica"
c = "Colombia"
C(c, "whisper", "I paid my Bodytech membership, it was 169,900 Colombian pesos.", "169900.00", "COP", H, "Bodytech")
C(c, "chat", "arepa + tinto $6.500 COP", "6500.00", "COP", F, None)
c = "Peru"
C(c, "chat", "promart pintura S/ 89.90", "89.90", "PEN", S, "Promart")
C(c, "chat", "ceviche w/ sofía S/ 78 sat", "78.00", "PEN", F, None, ["Sofía"], date=SAT)
c = "Chile"
C(c, "spoken", "Completo at Doggis, four thousand nine hundred and ninety Chilean pesos.", "4990", "CLP", F, "Doggis")
C(c, "chat", "farmacias ahumada $8.450 CLP", "8450", "CLP", H, "Farmacias Ahumada")
c = "Argentina"
C(c, "whisper", "I booked Aerolíneas Argentinas to Bariloche, it came to 189,000 Argentine pesos.", "189000.00", "ARS", TR, "Aerolíneas Argentinas")
C(c, "chat", "bonafide café con medialunas ARS 6.800", "6800.00", "ARS", F, "Bonafide")
C(c, "whisper", "I had asado with Facundo and Lucía last night, it was 48,000 Argentine pesos.", "48000.00", "ARS", F, None, ["Facundo", "Lucía"], date=Y)
c = "Uruguay"
c = "Paraguay"
c = "Bolivia"
c = "Ecuador"
c = "Dominican Republic"
c = "Brazil"
C(c, "spoken", "Casa do Pão de Queijo, eighteen reais ninety.", "18.90", "BRL", F, "Casa do Pão de Queijo")
C(c, "whisper", "I picked up medicine at Pague Menos, it was 56.40 reais.", "56.40", "BRL", H, "Pague Menos")
C(c, "chat", "coco bambu w/ ana & rafa R$ 312,40 21/11", "312.40", "BRL", F, "Coco Bambu", ["Ana", "Rafa"], date=SAT)
C(c, "chat", "padaria pão na chapa + café R$ 12,50", "12.50", "BRL", F, None)
C(c, "whisper", "I paid 32 reais for a taxi to the airport.", "32.00", "BRL", TR, None)
C(c, "spoken", "Açaí, twenty-two reais.", "22.00", "BRL", F, None)
C(c, "chat", "mercado R$ 214,37 ontem", "214.37", "BRL", G, None, date=Y)

# ============================ Asia ============================
c = "Japan"
C(c, "spoken", "Mister Donut, six hundred and eighty yen.", "680", "JPY", F, "Mister Donut")
C(c, "whisper", "The Tokyo Metro fare was 180 yen.", "180", "JPY", TR, "Tokyo Metro")
C(c, "chat", "toho cinemas w/ yui ¥4,000 sat", "4000", "JPY", E, "TOHO Cinemas", ["Yui"], date=SAT)
C(c, "whisper", "I paid 1,450 yen for a bento and green tea.", "1450", "JPY", F, None)
C(c, "spoken", "Taxi from Shibuya, two thousand four hundred yen.", "2400", "JPY", TR, None)
c = "South Korea"
C(c, "whisper", "Groceries at Homeplus on Sunday came to 67,850 won.", "67850", "KRW", G, "Homeplus", date=SUN)
C(c, "chat", "lotte world w/ minji 62,000원", "62000", "KRW", E, "Lotte World", ["Minji"])
C(c, "chat", "kyobo books 18,000원", "18000", "KRW", S, "Kyobo Book Centre")
c = "China"
C(c, "chat", "taobao phone case 39元", "39.00", "CNY", S, "Taobao")
C(c, "chat", "iqiyi vip 25元", "25.00", "CNY", E, "iQIYI")
c = "Taiwan"
C(c, "chat", "youbike NT$20", "20.00", "TWD", TR, "YouBike")
c = "Hong Kong"
C(c, "chat", "cathay pacific hkg-nrt HK$3,680", "3680.00", "HKD", TR, "Cathay Pacific")
c = "Singapore"
C(c, "chat", "breadtalk S$6.40", "6.40", "SGD", F, "BreadTalk")
C(c, "chat", "kopi + kaya toast S$4.80", "4.80", "SGD", F, None)
c = "Malaysia"
C(c, "chat", "oldtown white coffee RM 18.90", "18.90", "MYR", F, "OldTown White Coffee")
C(c, "whisper", "I bought cough medicine at Caring Pharmacy, it was 32.50 ringgit.", "32.50", "MYR", H, "Caring Pharmacy")
C(c, "chat", "nasi lemak w/ aisyah RM 14", "14.00", "MYR", F, None, ["Aisyah"])
c = "Thailand"
C(c, "chat", "line man pad thai ฿235", "235.00", "THB", F, "LINE MAN")
C(c, "chat", "thai airways bkk-cnx ฿2,890", "2890.00", "THB", TR, "Thai Airways")
C(c, "spoken", "Tuk-tuk to the hotel, one hundred and fifty baht.", "150.00", "THB", TR, None)
c = "Vietnam"
C(c, "chat", "the coffee house 55.000đ", "55000", "VND", F, "The Coffee House")
C(c, "chat", "phở 45.000đ", "45000", "VND", F, None)
c = "Indonesia"
C(c, "spoken", "TransJakarta, three thousand five hundred rupiah.", "3500.00", "IDR", TR, "TransJakarta")
C(c, "chat", "gramedia buku Rp 98.000", "98000.00", "IDR", S, "Gramedia")
C(c, "chat", "nasi goreng w/ budi Rp 45.000", "45000.00", "IDR", F, None, ["Budi"])
c = "Philippines"
C(c, "whisper", "Our S&R run on Saturday came to 4,386.50 Philippine pesos.", "4386.50", "PHP", G, "S&R Membership Shopping", date=SAT)
C(c, "chat", "pldt fibr ₱1,699", "1699.00", "PHP", O, "PLDT")
C(c, "chat", "tricycle fare ₱30", "30.00", "PHP", TR, None)
c = "Pakistan"
C(c, "whisper", "The K-Electric bill this month was 8,640 Pakistani rupees.", "8640.00", "PKR", O, "K-Electric")
c = "Bangladesh"
C(c, "chat", "aarong panjabi ৳3,450", "3450.00", "BDT", S, "Aarong")
c = "Sri Lanka"
C(c, "chat", "srilankan airlines cmb-mle LKR 58,000", "58000.00", "LKR", TR, "SriLankan Airlines")
c = "Nepal"

# ---------------------------------------------------------------------
ENGLISH = ("United States", "United Kingdom", "Ireland", "Canada", "Australia", "New Zealand", "India")
AREA = {}
for _a, _cs in {
    "Western Europe": "Germany France Spain Italy Netherlands Belgium Switzerland Austria Portugal Greece",
    "Nordics and Baltics": "Sweden Norway Denmark Finland Iceland Estonia Latvia Lithuania",
    "Central and Eastern Europe, Caucasus, Central Asia": "Poland|Czech Republic|Hungary|Romania|Croatia|Bulgaria|Serbia|Ukraine|Georgia|Turkey|Kazakhstan",
    "Middle East and North Africa": "Israel|United Arab Emirates|Saudi Arabia|Egypt|Morocco",
    "Sub-Saharan Africa": "South Africa|Nigeria|Kenya|Ghana",
    "Latin America": "Mexico|Guatemala|Colombia|Peru|Chile|Argentina|Uruguay|Brazil",
    "East Asia": "Japan|South Korea|China|Taiwan|Hong Kong",
    "South-East Asia": "Singapore Malaysia Thailand Vietnam Indonesia Philippines",
    "South Asia (outside India)": "Pakistan|Bangladesh|Sri Lanka",
}.items():
    for _c in (_cs.split("|") if "|" in _cs else _cs.split()):
        AREA[_c] = _a

RULES = (
    "Held out, tenth set, written from the product brief and the labelling rules of the ninth set (its generator's "
    "comments and note) only, without reading the parser's source or tests and without building or running it. "
    "{n} one-expense phrases: {eng} from the United States, the UK, Ireland, Canada, Australia, New Zealand and India "
    "and {oth} from {ncountries} other countries ({areas}). About {nomerch_pct}% name no business (everyday meals, "
    "snacks, groceries, fuel, taxis, tickets, clothes, pharmacy, dentists, bills, haircuts, gifts), often with everyday "
    "words of the local language as expats and locals type them (Mittagessen, Wocheneinkauf, Zahnarzt, Glühwein, "
    "boulangerie, pharmacie, ciné, supermarché, almuerzo, menú del día, farmacia, aperitivo, benzina, tandarts, kapper, "
    "frietkot, skipass, torrada + galão, smørrebrød, apteka, pączki, benzină, ćevapi, khachapuri, simit + çay, kabsa, "
    "tajine, braai, nyama choma, matatu, keke, tacos de canasta, arepa + tinto, ceviche, asado, padaria, mercado, açaí, "
    "bento, phở, kopi + kaya toast, nasi lemak, nasi goreng, tuk-tuk, tricycle fare); the rest name real, well-known "
    "local chains, apps, operators and utilities that no earlier fixture uses: {merchants}. The merchant is the brand's "
    "own spelling ('wetzels' = Wetzel's Pretzels, 'woodmans' = Woodman's Food Market, 'llbean' = L.L.Bean, "
    "'metro north' = Metro-North Railroad, 'pusateris' = Pusateri's, 'hydro quebec' = Hydro-Québec, 'mr lube' = "
    "Mr. Lube, 'f45' = F45 Training, 'boat' = boAt, 'a2b' = A2B, "
    "'rohlik'/'Rohlík' = Rohlík.cz, 'labelvie' = Label'Vie, 'food lovers market' = Food Lover's Market, "
    "'mr biggs' = Mr Bigg's, 'aerolineas' = Aerolíneas Argentinas, "
    "'toho cinemas' = TOHO Cinemas, 'kyobo books' = Kyobo Book Centre, 'iqiyi' = iQIYI, 's&r' = S&R Membership "
    "Shopping, 'hafız mustafa' = Hafız Mustafa 1864). Styles: {styles}; "
    "typed chat is lowercase with w/, &, +, yday, tue, thu, fri, sat, sun, mon, tix, dd/mm, dd.mm. and local date words "
    "(gestern, ayer, ontem, hier soir, igår, wczoraj, ce matin, sam. 21/11); Whisper transcripts are capitalised "
    "sentences with fillers (um, so, okay, right) and currency words (euros, kronor, Norwegian kroner, złoty, crowns, "
    "hryvnias, lira, shekels, dirhams, riyals, reais, yen, won, ringgit, Kenyan shillings, naira, rupees, Pakistani "
    "rupees, Mexican/Colombian/Argentine/Philippine pesos, francs); spoken numbers have no digits at all. Local "
    "currencies are written the local way (34,50 €, 2,80 €, CHF 4.80, 299 kr, 168 DKK, 42.900 ISK, 39,99 zł, 1 999 Kč, "
    "forints, 46,30 lei, 1.100 din, hryvnias, 32 ₾, 480 TL, 24 990 ₸, ₪5.50, AED, riyals, 18 dirhams, EGP, 412,50 dh, "
    "R899,99, ₦1,800, KSh, GH₵, $1,100 MXN, Q68.50, $6.500 COP, S/ 89.90, $8.450 CLP, ARS 6.800, R$ 312,40, ¥4,000, "
    "62,000원, 39元, NT$, HK$, S$, RM, ฿, 55.000đ, Rp 98.000, ₱, Pakistani rupees, ৳, LKR); a phrase with no currency mark is USD (Ecuador uses "
    "USD, so 'megamaxi $64.20' is USD); the Canadian, Australian and New Zealand phrases always carry C$, 'dollars "
    "Canadian', A$, 'Aussie dollars', NZ$ or 'New Zealand dollars'; a bare 'kr' or 'kr.' is read from the brand's or "
    "the named city's country (City Gross, Waynes Coffee, Stockholm = SEK; Elkjøp = NOK), and the spoken "
    "phrases say 'Danish kroner' or 'Norwegian kroner'; 'pesos', 'rupees' and 'shillings' carry the country when it matters. "
    "Bulgaria and Croatia are in the euro. Amounts carry ISO 4217's minor digits (JPY, KRW, VND, CLP, ISK none; KWD "
    "three; the rest two). Quantities are not the amount ('2 pretzels', '2 pastéis', '2 tage'). Today is "
    "2026-11-25, a Wednesday (also 'this morning', 'ce matin', 'this month'); yesterday = yday = last night = tue = "
    "gestern = ayer = ontem = hier soir = igår = wczoraj = 2026-11-24; mon = on Monday = 23.11 = 2026-11-23; sun = on "
    "Sunday = 22.11. = 11/22 = 2026-11-22; sat = on Saturday = Saturday night = 21/11 = 11/21 = sam. 21/11 = "
    "2026-11-21; fri = on Friday = 20/11 = 2026-11-20; thu = on Thursday = 19.11. = 2026-11-19; 18/11 = "
    "2026-11-18; on the 15th = 15/11 = 2026-11-15; on the 12th = 2026-11-12; on the 3rd = 2026-11-03; on the 1st = "
    "2026-11-01. People are the proper names of companions after with, w/, or 'for me and', capitalised, in the order "
    "written ('w/ marcus & trey' = Marcus, Trey; 'w/ daan & noor' = Daan, Noor); 'with the kids', 'w/ the guys' give no "
    "person. Category conventions as in set 9: hotels, flights, rail, coaches, ferries, scooters, bike share, cable "
    "cars, transit fares and passes, taxis, tuk-tuks, matatus, kekes, tricycles, fuel, tolls, parking, tyre work and oil "
    "changes are Transportation; bills and utilities (electricity, water, gas cylinders, phone, internet), insurance, "
    "council tax, the TV licence, tax preparation, postage and parcels (Evri, InPost), haircuts (kapper), a "
    "babysitter, an electrician and gifts are Other; gyms and fitness (CorePower Yoga, FitX, Zdrofit, Fitness Time, "
    "Bodytech, F45 Training, CityFitness), pharmacies and medicine, dentists (Zahnarzt, tandarts), "
    "physio, GP visits, lab tests, eye exams and vets are Healthcare; streaming (DAZN, iQIYI), cinemas, theme parks, "
    "zoos, bowling, ski passes, indoor skiing, video games and sports tickets are Entertainment; clothes, shoes, "
    "DIY, homeware, electronics, books, pet food and school bags are Shopping; a meal, snack, coffee, drink or delivery "
    "bought out (Baemin, LINE MAN) is Food & Dining; supermarkets, warehouse clubs (S&R), grocery delivery ("
    "Rohlík.cz, Licious, Abel & Cole) and food bought to cook at home (braai meat) are Groceries."
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
        if r["country"] in COUNTRY_CUR:
            assert r["currency"] in COUNTRY_CUR[r["country"]], r
        if r["style"] == "spoken":
            assert not re.search(r"\d", r["input"]), r
        else:
            # the amount's integer part appears in the text (after expanding k / rb)
            whole = r["amount"].split(".")[0]
            digits = re.sub(r"[^\d]", "", re.sub(r"(\d)(k|rb)\b", r"\g<1>000", r["input"]))
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
    assert len({r["country"] for r in rows if r["country"] not in ENGLISH}) >= 35
    return cases

def earlier_merchants(here):
    """Merchants already used by the other fixture files (set 10 avoids them)."""
    seen = set()
    for path in glob.glob(os.path.join(here, "parser-*.json")):
        if os.path.basename(path) == "parser-heldout-10.json":
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
    n = len(cases)
    oth = [x for x in cases if x["country"] not in ENGLISH]
    merchants = []
    for x in cases:
        if x["merchant"] and x["merchant"] not in merchants:
            merchants.append(x["merchant"])
    sc = collections.Counter(x["style"] for x in cases)
    NOTE = RULES.format(
        n=n, eng=n - len(oth), oth=len(oth), ncountries=len({x["country"] for x in oth}),
        areas=", ".join(sorted({AREA[x["country"]] for x in oth})),
        nomerch_pct=round(100 * sum(x["merchant"] is None for x in cases) / n),
        merchants=", ".join(merchants),
        styles=", ".join(f"{k} {v}" for k, v in sc.most_common()))
    out = os.path.join(here, "parser-heldout-10.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"today": T, "note": NOTE, "cases": cases}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    def region(cn):
        if cn in ("United Kingdom", "Ireland"): return "UK & Ireland"
        if cn in ("Australia", "New Zealand"): return "Australia & NZ"
        if cn in ("United States", "Canada", "India"): return cn
        return "Other countries"
    for k, v in collections.Counter(AREA[x["country"]] for x in oth).most_common():
        print(f"  [other] {k}: {v}")
    for half, sel in (("English-speaking half", [x for x in cases if x["country"] in ENGLISH]), ("other half", oth)):
        print(half, len(sel), dict(collections.Counter(x["style"] for x in sel)),
              "no merchant", sum(x["merchant"] is None for x in sel),
              "dated", sum(x["date"] != T for x in sel), "with people", sum(bool(x["people"]) for x in sel))
    print(out, n)
    for k, v in collections.Counter(region(c["country"]) for c in cases).most_common():
        print(f"  {k}: {v} ({100 * v / n:.0f}%)")
    others = sorted({c["country"] for c in cases if region(c["country"]) == "Other countries"})
    print("other countries", len(others), ", ".join(others))
    for key in ("style", "category", "currency"):
        print(key, dict(collections.Counter(c[key] for c in cases).most_common()))
    print("no merchant", sum(c["merchant"] is None for c in cases),
          "dated", sum(c["date"] != T for c in cases),
          "with people", sum(bool(c["people"]) for c in cases))
    old = earlier_merchants(here)
    reused = sorted({c["merchant"] for c in cases if c["merchant"] and c["merchant"].lower() in old})
    print("merchants also in earlier fixtures:", ", ".join(reused) or "none")
