#!/usr/bin/env python3
"""Held-out set 5 for Spend's expense-phrase parser.

Written from the product brief and the labelling rules of set 4 only, without
reading the parser's source or tests and without running it. Standard library
only. Run it to write parser-heldout-5.json next to this file.
"""
import json, collections, os

T = "2026-11-18"      # today, a Wednesday (also "this morning", "tonight")
Y = "2026-11-17"      # yesterday / last night / on Tuesday
MON = "2026-11-16"    # on Monday / two days ago / 11/16
SUN = "2026-11-15"    # on Sunday / three days ago
SAT = "2026-11-14"    # last Saturday / on Saturday / 11/14 / 14/11
LF = "2026-11-13"     # last Friday
NOV9 = "2026-11-09"
NOV10 = "2026-11-10"

rows = []
def C(country, style, inp, amount, cur, cat, merchant, people=None, date=T):
    rows.append(dict(country=country, style=style, input=inp, amount=amount, currency=cur,
                     category=cat, merchant=merchant, people=people or [], date=date))

F, TR, G, E, S, H, O = ("Food & Dining", "Transportation", "Groceries", "Entertainment",
                        "Shopping", "Healthcare", "Other")
U = "USD"

# ============================ United States ============================
c = "United States"
# --- restaurants, coffee, delivery
C(c, "chat", "jack in the box 9.87", "9.87", U, F, "Jack in the Box")
C(c, "chat", "sonic cherry limeade and tots 6.48", "6.48", U, F, "Sonic Drive-In")
C(c, "whisper", "Okay so I had lunch at Panda Express, it was $12.36.", "12.36", U, F, "Panda Express")
C(c, "chat", "shake shack w/ emma 28.40", "28.40", U, F, "Shake Shack", ["Emma"])
C(c, "spoken", "Sweetgreen salad, fifteen forty-five.", "15.45", U, F, "Sweetgreen")
C(c, "chat", "arbys 11.29 yday", "11.29", U, F, "Arby's", date=Y)
C(c, "whisper", "Dinner at Texas Roadhouse with Hannah and Josh came to $87.55.", "87.55", U, F, "Texas Roadhouse", ["Hannah", "Josh"])
C(c, "spoken", "IHOP breakfast with my dad, thirty-two eighty.", "32.80", U, F, "IHOP")
C(c, "chat", "dennys late night 17.42 lol", "17.42", U, F, "Denny's")
C(c, "whisper", "Um, so Chili's with the team last Friday, that came to $96.", "96.00", U, F, "Chili's", date=LF)
C(c, "chat", "krispy kreme dozen 14.99 🍩", "14.99", U, F, "Krispy Kreme")
C(c, "spoken", "Qdoba burrito bowl, eleven fifty.", "11.50", U, F, "Qdoba")
C(c, "whisper", "I just got a latte at Blue Bottle, $6.50.", "6.50", U, F, "Blue Bottle Coffee")
C(c, "chat", "applebees w/ dan & kim 64.20 on saturday", "64.20", U, F, "Applebee's", ["Dan", "Kim"], date=SAT)
C(c, "chat", "seamless sushi 38.75", "38.75", U, F, "Seamless")
C(c, "whisper", "I grabbed a Crumbl cookie box for the office, $24.", "24.00", U, F, "Crumbl")
C(c, "chat", "red robin 41.60 w/ the kids", "41.60", U, F, "Red Robin")
# --- grocery
C(c, "whisper", "I just did the weekly shop at Albertsons, it came to $126.44.", "126.44", U, G, "Albertsons")
C(c, "chat", "ralphs grocerys 58.20", "58.20", U, G, "Ralphs")
C(c, "spoken", "Stop and Shop, ninety-four dollars and twelve cents.", "94.12", U, G, "Stop & Shop")
C(c, "chat", "fred meyer 71.05 yday", "71.05", U, G, "Fred Meyer", date=Y)
C(c, "chat", "h mart 46.30 🥬", "46.30", U, G, "H Mart")
C(c, "whisper", "So I picked up a few things at Jewel-Osco, it was $33.18.", "33.18", U, G, "Jewel-Osco")
C(c, "spoken", "Piggly Wiggly, forty-two seventy.", "42.70", U, G, "Piggly Wiggly")
C(c, "chat", "smart & final groceries 88.10", "88.10", U, G, "Smart & Final")
# --- fuel, car, transit, travel
C(c, "chat", "valero gas 48.00 on monday", "48.00", U, TR, "Valero", date=MON)
C(c, "whisper", "I filled up at Speedway this morning, $41.87.", "41.87", U, TR, "Speedway")
C(c, "spoken", "Sunoco, forty dollars even.", "40.00", U, TR, "Sunoco")
C(c, "chat", "pilot diesel 112.40", "112.40", U, TR, "Pilot Flying J")
C(c, "whisper", "My Waymo ride downtown was $18.20.", "18.20", U, TR, "Waymo")
C(c, "chat", "nj transit 2day 16.75", "16.75", U, TR, "NJ Transit")
C(c, "chat", "lirr to the city 11.25 w/ jess", "11.25", U, TR, "LIRR", ["Jess"])
C(c, "whisper", "I booked a Delta flight to Atlanta for $284.", "284.00", U, TR, "Delta")
C(c, "chat", "jetblue bag fee 40", "40.00", U, TR, "JetBlue")
C(c, "whisper", "Two nights at the Hampton Inn came to $312.60.", "312.60", U, TR, "Hampton Inn")
C(c, "chat", "motel 6 89.99 last night", "89.99", U, TR, "Motel 6", date=Y)
C(c, "chat", "e-zpass refill 35", "35.00", U, TR, "E-ZPass")
C(c, "spoken", "Valvoline oil change, seventy-four ninety-nine.", "74.99", U, TR, "Valvoline")
C(c, "chat", "discount tire 2 new tires 289.50", "289.50", U, TR, "Discount Tire")
# --- big box, clothes, electronics, home, pets, sport, books
C(c, "whisper", "I picked up a vacuum at Sam's Club, it was $143.20.", "143.20", U, S, "Sam's Club")
C(c, "chat", "five below 17.50 w/ the kids", "17.50", U, S, "Five Below")
C(c, "chat", "tj maxx 46.97", "46.97", U, S, "TJ Maxx")
C(c, "spoken", "Macy's, a hundred and nine dollars.", "109.00", U, S, "Macy's")
C(c, "chat", "nordstrom rack boots 79.99", "79.99", U, S, "Nordstrom Rack")
C(c, "whisper", "Um, I bought jeans at Gap, it was $59.95.", "59.95", U, S, "Gap")
C(c, "chat", "american eagle hoodie 44.96", "44.96", U, S, "American Eagle")
C(c, "chat", "foot locker 120 sneakers", "120.00", U, S, "Foot Locker")
C(c, "spoken", "Lowe's, sixty-three forty.", "63.40", U, S, "Lowe's")
C(c, "whisper", "So I got a new charger at the Apple Store, it was $29.", "29.00", U, S, "Apple Store")
C(c, "chat", "pet supplies plus dog food 54.99", "54.99", U, S, "Pet Supplies Plus")
C(c, "spoken", "Academy Sports, thirty-four ninety-nine for a basketball.", "34.99", U, S, "Academy Sports + Outdoors")
C(c, "whisper", "I spent $86.50 at Bass Pro Shops yesterday.", "86.50", U, S, "Bass Pro Shops", date=Y)
C(c, "chat", "half price books 18.47", "18.47", U, S, "Half Price Books")
# --- entertainment
C(c, "chat", "marcus theatres 2 tix 27.80 w/ ally", "27.80", U, E, "Marcus Theatres", ["Ally"])
C(c, "chat", "hbo max subscription 16.99", "16.99", U, E, "HBO Max")
C(c, "spoken", "YouTube TV, eighty-two ninety-nine.", "82.99", U, E, "YouTube TV")
C(c, "chat", "google play 4.99", "4.99", U, E, "Google Play")
C(c, "whisper", "I bought a game on the Nintendo eShop for $59.99.", "59.99", U, E, "Nintendo eShop")
C(c, "chat", "stubhub knicks tix 146", "146.00", U, E, "StubHub")
# --- health, fitness
C(c, "chat", "anytime fitness 44.99", "44.99", U, H, "Anytime Fitness")
C(c, "whisper", "My Equinox membership charged $245 today.", "245.00", U, H, "Equinox")
C(c, "chat", "banfield vet 78.50 for the cat", "78.50", U, H, "Banfield Pet Hospital")
C(c, "chat", "duane reade advil 12.34", "12.34", U, H, "Duane Reade")
# --- bills, telcos, utilities
C(c, "chat", "t-mobile bill 95", "95.00", U, O, "T-Mobile")
C(c, "whisper", "I paid the AT&T bill, it was $78.41.", "78.41", U, O, "AT&T")
C(c, "chat", "con ed 112.38", "112.38", U, O, "Con Edison")
C(c, "spoken", "Xfinity internet, sixty-five dollars.", "65.00", U, O, "Xfinity")
C(c, "chat", "supercuts 24", "24.00", U, O, "Supercuts")
# --- no business named
C(c, "chat", "lunch w/ my boss 23.50", "23.50", U, F, None)
C(c, "whisper", "I had dinner with Tom last night, it was $44.80.", "44.80", U, F, None, ["Tom"], date=Y)
C(c, "spoken", "Coffee and a bagel, seven twenty-five.", "7.25", U, F, None)
C(c, "chat", "tacos from the food truck 13", "13.00", U, F, None)
C(c, "chat", "brunch w/ mia, zoe and ava 92.40", "92.40", U, F, None, ["Mia", "Zoe", "Ava"])
C(c, "chat", "bananas apples and yogurt 11.84", "11.84", U, G, None)
C(c, "whisper", "So I picked up chicken and rice for dinner, that came to $18.63.", "18.63", U, G, None)
C(c, "spoken", "Grocerys for the week, a hundred and five dollars.", "105.00", U, G, None)
C(c, "chat", "paper towels and dish soap 16.40", "16.40", U, S, None)
C(c, "chat", "new running shoes 129.99", "129.99", U, S, None)
C(c, "whisper", "I bought a phone case for $19.99.", "19.99", U, S, None)
C(c, "chat", "school supplies for the kids 37.15", "37.15", U, S, None)
C(c, "chat", "winter coat 149 on sunday", "149.00", U, S, None, date=SUN)
C(c, "spoken", "Allergy medicne, nine ninety-nine.", "9.99", U, H, None)
C(c, "chat", "dentist cleaning 95", "95.00", U, H, None)
C(c, "whisper", "The urgent care copay was $75 on Monday.", "75.00", U, H, None, date=MON)
C(c, "chat", "eye exam 60", "60.00", U, H, None)
C(c, "chat", "parking downtown 14", "14.00", U, TR, None)
C(c, "spoken", "Bridge toll, seven dollars.", "7.00", U, TR, None)
C(c, "chat", "new battery for the car 164.99", "164.99", U, TR, None)
C(c, "whisper", "Um, the bus fare was $2.75.", "2.75", U, TR, None)
C(c, "chat", "museum tickets w/ grace 36", "36.00", U, E, None, ["Grace"])
C(c, "whisper", "I bought two tickets to the Lakers game for $180.", "180.00", U, E, None)
C(c, "chat", "guitar strings 12.99", "12.99", U, E, None)
C(c, "spoken", "Painting class, forty dollars.", "40.00", U, E, None)
C(c, "chat", "rent 2100 🏠", "2100.00", U, O, None)
C(c, "whisper", "I paid the gas bill this morning, it was $63.27.", "63.27", U, O, None)
C(c, "chat", "renters insurance 18.50", "18.50", U, O, None)
C(c, "chat", "laundromat 8.50", "8.50", U, O, None)
C(c, "spoken", "Birthday present for my niece, thirty dollars.", "30.00", U, O, None)
C(c, "chat", "donated 25 to the food bank", "25.00", U, O, None)
C(c, "chat", "tip for the pizza guy 5", "5.00", U, O, None)
C(c, "whisper", "I paid the babysitter $60 last Saturday.", "60.00", U, O, None, date=SAT)
C(c, "chat", "haircut 35 11/14", "35.00", U, O, None, date=SAT)
C(c, "spoken", "Twelve bucks for a movie ticket.", "12.00", U, E, None)
C(c, "chat", "pho w/ linh 16.80", "16.80", U, F, None, ["Linh"])

# ============================ United Kingdom ============================
c = "United Kingdom"
C(c, "chat", "wasabi bento £8.45", "8.45", "GBP", F, "Wasabi")
C(c, "whisper", "I had lunch at Zizzi with Charlotte, it came to £34.60.", "34.60", "GBP", F, "Zizzi", ["Charlotte"])
C(c, "chat", "black sheep coffee £4.20", "4.20", "GBP", F, "Black Sheep Coffee")
C(c, "spoken", "Frankie and Benny's, forty-two pounds.", "42.00", "GBP", F, "Frankie & Benny's")
C(c, "chat", "just eat curry £27.90 w/ ollie", "27.90", "GBP", F, "Just Eat", ["Ollie"])
C(c, "whisper", "Okay so I did a quick shop at Costcutter, £12.35.", "12.35", "GBP", G, "Costcutter")
C(c, "chat", "well pharmacy prescription £9.90", "9.90", "GBP", H, "Well Pharmacy")
C(c, "chat", "the gym group £24.99", "24.99", "GBP", H, "The Gym Group")
C(c, "spoken", "John Lewis, eighty-nine pounds.", "89.00", "GBP", S, "John Lewis")
C(c, "chat", "sports direct trainers £45", "45.00", "GBP", S, "Sports Direct")
C(c, "whisper", "I bought a couple of books at Foyles, it was £21.98.", "21.98", "GBP", S, "Foyles")
C(c, "chat", "halfords wiper blades £18", "18.00", "GBP", TR, "Halfords")
C(c, "chat", "gwr to bristol w/ tom £38.70", "38.70", "GBP", TR, "GWR", ["Tom"])
C(c, "whisper", "I booked a Megabus to Manchester for £12.", "12.00", "GBP", TR, "Megabus")
C(c, "chat", "premier inn £78 14/11", "78.00", "GBP", TR, "Premier Inn", date=SAT)
C(c, "spoken", "British Airways flight to Edinburgh, one hundred and twelve pounds.", "112.00", "GBP", TR, "British Airways")
C(c, "chat", "cineworld w/ amelia and harry £31.50 last friday", "31.50", "GBP", E, "Cineworld", ["Amelia", "Harry"], date=LF)
C(c, "chat", "ee bill £32", "32.00", "GBP", O, "EE")
C(c, "whisper", "I paid British Gas yesterday, it was £86.40.", "86.40", "GBP", O, "British Gas", date=Y)
C(c, "chat", "council tax 148", "148.00", U, O, None)
C(c, "chat", "londis milk and eggs 6.20", "6.20", U, G, "Londis")
C(c, "whisper", "I had a pint and a burger with Jack last night, it was £19.50.", "19.50", "GBP", F, None, ["Jack"], date=Y)
C(c, "chat", "trim at the barbers 15 quid", "15.00", "GBP", O, None)
C(c, "spoken", "Parking in town, four pounds fifty.", "4.50", "GBP", TR, None)
C(c, "chat", "calpol and plasters £6.20", "6.20", "GBP", H, None)

# ============================ Canada ============================
c = "Canada"
C(c, "chat", "boston pizza w/ ryan C$48.60", "48.60", "CAD", F, "Boston Pizza", ["Ryan"])
C(c, "whisper", "I picked up lunch at St-Hubert, it was 24 dollars and 15 cents.", "24.15", U, F, "St-Hubert")
C(c, "chat", "skipthedishes C$36.20", "36.20", "CAD", F, "SkipTheDishes")
C(c, "chat", "food basics C$67.45", "67.45", "CAD", G, "Food Basics")
C(c, "spoken", "T and T Supermarket, fifty-two dollars.", "52.00", U, G, "T&T Supermarket")
C(c, "chat", "zehrs grocerys C$91.30 yday", "91.30", "CAD", G, "Zehrs", date=Y)
C(c, "whisper", "I got my prescription at London Drugs, C$22.50.", "22.50", "CAD", H, "London Drugs")
C(c, "chat", "winners C$39.99", "39.99", "CAD", S, "Winners")
C(c, "chat", "sport chek skates C$149.99", "149.99", "CAD", S, "Sport Chek")
C(c, "chat", "cineplex C$29.50 w/ chloe", "29.50", "CAD", E, "Cineplex", ["Chloe"])
C(c, "chat", "ttc fare 3.35 yday", "3.35", U, TR, "TTC", date=Y)
C(c, "whisper", "I booked a WestJet flight to Calgary for C$289.", "289.00", "CAD", TR, "WestJet")
C(c, "chat", "rogers bill C$85", "85.00", "CAD", O, "Rogers")
C(c, "spoken", "Hydro bill, a hundred and four dollars.", "104.00", U, O, None)
C(c, "chat", "snow tires installed C$180", "180.00", "CAD", TR, None)
C(c, "chat", "hockey tickets w/ liam and noah C$210 on monday", "210.00", "CAD", E, None, ["Liam", "Noah"], date=MON)

# ============================ Australia ============================
c = "Australia"
C(c, "chat", "mad mex w/ bella A$18.90", "18.90", "AUD", F, "Mad Mex", ["Bella"])
C(c, "whisper", "I grabbed a coffee at Muffin Break, A$5.20.", "5.20", "AUD", F, "Muffin Break")
C(c, "chat", "menulog thai A$42.50 w/ jess", "42.50", "AUD", F, "Menulog", ["Jess"])
C(c, "chat", "foodland A$63.20", "63.20", "AUD", G, "Foodland")
C(c, "chat", "terrywhite chemmart script A$16.95", "16.95", "AUD", H, "TerryWhite Chemmart")
C(c, "spoken", "Big W, forty-four dollars.", "44.00", U, S, "Big W")
C(c, "whisper", "I bought a tent at BCF for A$189.", "189.00", "AUD", S, "BCF")
C(c, "chat", "myki top up A$20", "20.00", "AUD", TR, "Myki")
C(c, "chat", "jetstar to the goldie A$119", "119.00", "AUD", TR, "Jetstar")
C(c, "chat", "telstra bill A$65 nov 9", "65.00", "AUD", O, "Telstra", date=NOV9)
C(c, "chat", "village cinemas A$38 w/ zac", "38.00", "AUD", E, "Village Cinemas", ["Zac"])
C(c, "chat", "servo 70 bucks", "70.00", U, TR, None)

# ============================ New Zealand ============================
c = "New Zealand"
C(c, "chat", "unichem NZ$12.80", "12.80", "NZD", H, "Unichem")
C(c, "whisper", "I had a flat white at Columbus Coffee, NZ$5.50.", "5.50", "NZD", F, "Columbus Coffee")
C(c, "spoken", "Mobil, eighty-five dollars.", "85.00", U, TR, "Mobil")
C(c, "chat", "fish n chips w/ mum NZ$24", "24.00", "NZD", F, None)

# ============================ India ============================
c = "India"
C(c, "chat", "haldirams thali ₹340 on the 10th", "340.00", "INR", F, "Haldiram's", date=NOV10)
C(c, "whisper", "Dinner at Barbeque Nation with Rohan and Sneha came to 2,450 rupees.", "2450.00", "INR", F, "Barbeque Nation", ["Rohan", "Sneha"])
C(c, "chat", "ccd cold coffee Rs 220", "220.00", "INR", F, "Café Coffee Day")
C(c, "chat", "wow momo ₹189 w/ aditi", "189.00", "INR", F, "Wow! Momo", ["Aditi"])
C(c, "chat", "jiomart grocerys Rs 1,180", "1180.00", "INR", G, "JioMart")
C(c, "whisper", "I ordered medicines from PharmEasy for 780 rupees.", "780.00", "INR", H, "PharmEasy")
C(c, "chat", "cult.fit membership ₹1,499", "1499.00", "INR", H, "cult.fit")
C(c, "spoken", "Shoppers Stop, three thousand two hundred rupees.", "3200.00", "INR", S, "Shoppers Stop")
C(c, "chat", "hp petrol Rs 1500", "1500.00", "INR", TR, "HP")
C(c, "chat", "namma yatri auto ₹95", "95.00", "INR", TR, "Namma Yatri")
C(c, "whisper", "I booked a redBus ticket to Pune for 850 rupees.", "850.00", "INR", TR, "redBus")
C(c, "chat", "air india flight ₹6,840 on nov 9", "6840.00", "INR", TR, "Air India", date=NOV9)
C(c, "chat", "airtel recharge ₹349", "349.00", "INR", O, "Airtel")
C(c, "chat", "jiohotstar ₹299", "299.00", "INR", E, "JioHotstar")
C(c, "spoken", "Chai and samosa, sixty rupees.", "60.00", "INR", F, None)

# ============================ Elsewhere ============================
c = "Germany"
C(c, "chat", "dm laundry detergent and sponges 14,85 €", "14.85", "EUR", S, "dm")
C(c, "whisper", "I had lunch at Dean & David, it was 12,90 euros.", "12.90", "EUR", F, "Dean & David")
C(c, "chat", "saturn headphones €79", "79.00", "EUR", S, "Saturn")
C(c, "chat", "mvv day ticket €9,20", "9.20", "EUR", TR, "MVV")
c = "France"
C(c, "chat", "e.leclerc groceries 84,30 €", "84.30", "EUR", G, "E.Leclerc")
C(c, "whisper", "I saw a film at UGC with Léa, it was 22 euros.", "22.00", "EUR", E, "UGC", ["Léa"])
C(c, "chat", "totalenergies fuel 68 €", "68.00", "EUR", TR, "TotalEnergies")
c = "Spain"
C(c, "chat", "consum €31,20", "31.20", "EUR", G, "Consum")
C(c, "whisper", "Okay so I filled up at Cepsa, it came to 52 euros.", "52.00", "EUR", TR, "Cepsa")
C(c, "chat", "tapas w/ pablo & lucía €46", "46.00", "EUR", F, None, ["Pablo", "Lucía"])
c = "Italy"
C(c, "chat", "q8 petrol €45", "45.00", "EUR", TR, "Q8")
C(c, "chat", "farmacia cold medicine €11,80", "11.80", "EUR", H, None)
c = "Netherlands"
C(c, "chat", "etos paracetamol €2,49", "2.49", "EUR", H, "Etos")
c = "Japan"
C(c, "whisper", "I had gyudon at Sukiya last night, it was 580 yen.", "580", "JPY", F, "Sukiya", date=Y)
C(c, "whisper", "I bought a charger at Bic Camera for 3,280 yen.", "3280", "JPY", S, "Bic Camera")
C(c, "chat", "sushiro w/ kenji ¥3,450", "3450", "JPY", F, "Sushiro", ["Kenji"])
c = "South Korea"
C(c, "whisper", "Olive Young vitamins, 23,500 won.", "23500", "KRW", H, "Olive Young")
c = "Mexico"
C(c, "chat", "bodega aurrera MXN 412.50", "412.50", "MXN", G, "Bodega Aurrera")
C(c, "whisper", "I took an ADO bus to Puebla, it was 380 Mexican pesos.", "380.00", "MXN", TR, "ADO")
C(c, "chat", "cinemex MXN 150 w/ sofía", "150.00", "MXN", E, "Cinemex", ["Sofía"])
c = "Brazil"
C(c, "whisper", "I bought groceries at Assaí two days ago, it was R$ 356,80.", "356.80", "BRL", G, "Assaí", date=MON)
C(c, "chat", "droga raia R$ 42,90", "42.90", "BRL", H, "Droga Raia")
C(c, "whisper", "I flew Azul to Recife, it was R$ 689.", "689.00", "BRL", TR, "Azul")
c = "Argentina"
C(c, "chat", "farmacity ARS 18.500", "18500.00", "ARS", H, "Farmacity")
c = "Colombia"
C(c, "chat", "frisby chicken w/ camila COP 38.900", "38900.00", "COP", F, "Frisby", ["Camila"])
c = "Philippines"
C(c, "chat", "max's restaurant ₱1,240 w/ the fam", "1240.00", "PHP", F, "Max's Restaurant")
C(c, "whisper", "I booked Cebu Pacific to Davao for ₱3,450.", "3450.00", "PHP", TR, "Cebu Pacific")
c = "Singapore"
C(c, "chat", "old chang kee S$4.80", "4.80", "SGD", F, "Old Chang Kee")
C(c, "spoken", "SimplyGo card, twenty Singapore dollars.", "20.00", "SGD", TR, "SimplyGo")
c = "Malaysia"
C(c, "chat", "mydin groceries RM86.40", "86.40", "MYR", G, "Mydin")
C(c, "spoken", "Petronas, fifty ringgit.", "50.00", "MYR", TR, "Petronas")
c = "United Arab Emirates"
C(c, "chat", "lulu hypermarket groceries AED 187.50 on 16/11", "187.50", "AED", G, "Lulu Hypermarket", date=MON)
C(c, "chat", "adnoc fuel AED 120", "120.00", "AED", TR, "ADNOC")
C(c, "chat", "noon AED 249 airpods case", "249.00", "AED", S, "Noon")
c = "Saudi Arabia"
C(c, "chat", "hungerstation w/ faisal SAR 64", "64.00", "SAR", F, "HungerStation", ["Faisal"])
c = "South Africa"
C(c, "chat", "debonairs R149,90", "149.90", "ZAR", F, "Debonairs Pizza")
C(c, "whisper", "Dinner at Ocean Basket with Thabo came to R412.", "412.00", "ZAR", F, "Ocean Basket", ["Thabo"])
C(c, "chat", "gautrain R85", "85.00", "ZAR", TR, "Gautrain")
c = "Kenya"
C(c, "whisper", "I did groceries at Naivas, KSh 3,420.", "3420.00", "KES", G, "Naivas")
C(c, "chat", "safaricom bundles KSh 500", "500.00", "KES", O, "Safaricom")
c = "Nigeria"
C(c, "chat", "sweet sensation ₦6,500", "6500.00", "NGN", F, "Sweet Sensation")
c = "Turkey"
C(c, "chat", "a101 groceries ₺342,50", "342.50", "TRY", G, "A101")
c = "Poland"
C(c, "chat", "żabka milk and bread 24,99 zł", "24.99", "PLN", G, "Żabka")
c = "Switzerland"

# ============================ more phrases naming no business ============================
c = "United States"
C(c, "whisper", "So I got lunch with Priyanka and Omar yesterday, it was $38.90.", "38.90", U, F, None, ["Priyanka", "Omar"], date=Y)
C(c, "chat", "wings n beer w/ coworkers 56", "56.00", U, F, None)
C(c, "spoken", "Breakfast burrito and coffee, nine forty.", "9.40", U, F, None)
C(c, "chat", "resturant w/ kevin 71.25 2 days ago", "71.25", U, F, None, ["Kevin"], date=MON)
C(c, "whisper", "Okay so I bought steak and potatoes for dinner, that came to $27.44.", "27.44", U, G, None)
C(c, "chat", "milk eggs cereal 2day 15.06", "15.06", U, G, None)
C(c, "spoken", "Sixty-two dollars on groceries last Saturday.", "62.00", U, G, None, date=SAT)
C(c, "chat", "light bulbs and trash bags 21.37", "21.37", U, S, None)
C(c, "whisper", "I just bought a wireless mouse, it was $24.99.", "24.99", U, S, None)
C(c, "chat", "new jeans for my son 34.50", "34.50", U, S, None)
C(c, "spoken", "Cough medicine for the kids, eleven eighty-nine.", "11.89", U, H, None)
C(c, "chat", "vet checkup for the dog 120 on monday", "120.00", U, H, None, date=MON)
C(c, "whisper", "I paid $35 for parking at the stadium last night.", "35.00", U, TR, None, date=Y)
C(c, "chat", "brake pads + labor 318.60", "318.60", U, TR, None)
C(c, "chat", "concert tix w/ sara & mike 154 🎸", "154.00", U, E, None, ["Sara", "Mike"])
C(c, "spoken", "Mini golf with Ethan and Lily, thirty-six dollars.", "36.00", U, E, None, ["Ethan", "Lily"])
C(c, "chat", "car insurance 142.80 11/14", "142.80", U, O, None, date=SAT)
C(c, "whisper", "I donated a hundred dollars to the church on Sunday.", "100.00", U, O, None, date=SUN)
C(c, "chat", "wedding gift for mark and jen 150", "150.00", U, O, None)
C(c, "chat", "dry cleaning 2 suits 28 yday", "28.00", U, O, None, date=Y)
C(c, "spoken", "Phone bill, fifty-five dollars.", "55.00", U, O, None)

c = "United Kingdom"
C(c, "whisper", "I had a coffee and a croissant this morning, £5.40.", "5.40", "GBP", F, None)
C(c, "chat", "takeaway w/ george & ella £32.80 last night", "32.80", "GBP", F, None, ["George", "Ella"], date=Y)
C(c, "spoken", "Train to Leeds, twenty-three pounds forty.", "23.40", "GBP", TR, None)
C(c, "chat", "school uniform £42", "42.00", "GBP", S, None)
C(c, "whisper", "I paid the window cleaner £15 on Monday.", "15.00", "GBP", O, None, date=MON)
C(c, "chat", "football tickets w/ my dad £68", "68.00", "GBP", E, None)
C(c, "chat", "dentist £23.80", "23.80", "GBP", H, None)

c = "Canada"
C(c, "chat", "poutine w/ felix C$14.50", "14.50", "CAD", F, None, ["Felix"])
C(c, "whisper", "I bought groceries for the week, it came to C$138.20.", "138.20", "CAD", G, None)
C(c, "spoken", "Oil change, eighty-nine ninety-nine.", "89.99", U, TR, None)
C(c, "chat", "physio C$95 on monday", "95.00", "CAD", H, None, date=MON)
C(c, "chat", "kids piano lessons C$120", "120.00", "CAD", E, None)

c = "Australia"
C(c, "whisper", "I had brunch with Chloe and Matt on Sunday, it was A$64.", "64.00", "AUD", F, None, ["Chloe", "Matt"], date=SUN)
C(c, "chat", "car service at the mechanic A$389", "389.00", "AUD", TR, None)
C(c, "spoken", "Footy tickets, fifty-five dollars.", "55.00", U, E, None)
C(c, "chat", "meat pie n coffee A$11.50", "11.50", "AUD", F, None)
c = "New Zealand"
C(c, "chat", "ferry to waiheke NZ$56 w/ sam", "56.00", "NZD", TR, None, ["Sam"])
C(c, "whisper", "I paid the power bill yesterday, it was NZ$182.40.", "182.40", "NZD", O, None, date=Y)

c = "India"
C(c, "chat", "auto to office ₹120", "120.00", "INR", TR, None)
C(c, "whisper", "I paid 500 rupees for the doctor's consultation yesterday.", "500.00", "INR", H, None, date=Y)
C(c, "chat", "vegetables from the market Rs 340", "340.00", "INR", G, None)
C(c, "spoken", "Dinner with Arjun and Kavya, one thousand eight hundred rupees.", "1800.00", "INR", F, None, ["Arjun", "Kavya"])

c = "Germany"
C(c, "chat", "döner w/ lukas €8,50", "8.50", "EUR", F, None, ["Lukas"])
c = "France"
C(c, "whisper", "I paid the highway toll near Lyon, it was 18,40 euros.", "18.40", "EUR", TR, None)
c = "Ireland"
C(c, "chat", "bus eireann to galway €19 yday", "19.00", "EUR", TR, "Bus Éireann", date=Y)
c = "Portugal"
C(c, "chat", "pastéis de nata €4,80", "4.80", "EUR", F, None)
c = "Malaysia"
C(c, "chat", "rapid kl RM3.40", "3.40", "MYR", TR, "Rapid KL")
c = "Switzerland"
C(c, "chat", "galaxus usb mic CHF 89.90", "89.90", "CHF", S, "Galaxus")
c = "Japan"
C(c, "spoken", "Haircut, four thousand yen.", "4000", "JPY", O, None)
c = "Mexico"
C(c, "chat", "tacos al pastor w/ diego MXN 180 last night", "180.00", "MXN", F, None, ["Diego"], date=Y)
c = "Thailand"
C(c, "chat", "tuk tuk to the hotel 150 baht", "150.00", "THB", TR, None)

# ---------------------------------------------------------------------
for r in rows:
    r["person"] = r["people"][0] if r["people"] else None
order = ["country", "style", "input", "amount", "currency", "category", "merchant", "person", "people", "date"]
cases = [{k: r[k] for k in order} for r in rows]

NOTE = ("Held out, fifth set, written from the product description and the labelling rules of the fourth set only, "
        "without reading the parser's source or tests and without running it. About 270 one-expense phrases: about 46% from the "
        "United States, 12% the UK, 8% Canada, 8% Australia and New Zealand, 7% India and 19% from Europe, Latin America, Asia, "
        "Africa and the Middle East, with chains, apps and operators not used in sets 1 to 4 (Jack in the Box, Panda Express, "
        "Albertsons, Speedway, Waymo, Sam's Club, HBO Max, Zizzi, John Lewis, GWR, Boston Pizza, SkipTheDishes, Big W, Menulog, "
        "Barbeque Nation, PharmEasy, dm, E.Leclerc, Sukiya, Bodega Aurrera, Assaí, Lulu Hypermarket, Naivas...), and about a third "
        "naming no business. Styles: typed chat (lowercase, w/, yday, 2day, emoji, one-letter typos such as grocerys, resturant, "
        "medicne), Whisper transcripts (capitalised sentences with fillers) and spoken numbers. A phrase with no currency mark is "
        "USD, including a bare '$', 'dollars' and 'bucks' in Canada, Australia and New Zealand and UK or Indian brands with a bare "
        "number; 'twenty Singapore dollars' is SGD, 'Mexican pesos' MXN, 'yen' JPY, 'won' KRW, 'ringgit' MYR, 'baht' THB, 'R' with "
        "South African context ZAR. JPY and KRW have no minor digits; the rest two. Quantities before the amount ('2 tix', '2 new "
        "tires', '2 suits') are not the amount. Today is 2026-11-18, a Wednesday; last night = yesterday = 2026-11-17; two days ago "
        "= on Monday = 16/11 = 2026-11-16; on Sunday = 2026-11-15; last Saturday = 11/14 = 14/11 = 2026-11-14; last Friday = "
        "2026-11-13. 'for my niece', 'with my dad', 'with the kids', 'w/ coworkers', 'w/ mum', 'w/ the fam' and 'wedding gift for "
        "Mark and Jen' give no person. Same category conventions as set 4: hotels, flights, ferries, buses, transit cards, tolls, "
        "parking, fuel, tyres, car parts and car repair are Transportation; bills, rent, insurance, council tax, gifts, haircuts, "
        "laundry, dry cleaning, donations, tips, babysitting, window cleaning and phone credit are Other; gyms, physio, vets, "
        "pharmacies and eye exams are Healthcare; streaming, app stores, games, tickets, hobbies (guitar strings) and classes "
        "(painting, kids' piano lessons) are Entertainment; books, pet food, household supplies and school supplies and uniforms "
        "are Shopping; a meal, snack or coffee bought out is Food & Dining; food bought to cook at home is Groceries.")

out = {"today": T, "note": NOTE, "cases": cases}
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "parser-heldout-5.json")
with open(path, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print(path, len(cases))
for key in ("country", "style", "category", "currency"):
    print(key, dict(collections.Counter(c[key] for c in cases).most_common()))
print("no merchant", sum(c["merchant"] is None for c in cases))
print("dated", sum(c["date"] != T for c in cases), "people", sum(bool(c["people"]) for c in cases))
