#!/usr/bin/env python3
"""Generates Sources/SpendCore/Knowledge/BrandTable.swift from OpenStreetMap's
name-suggestion-index (NSI, BSD-3-Clause) and scripts/knowledge/online-brands.tsv.

    python3 scripts/knowledge/brands.py NSI_GIT_DIR [WORDNET_DIR]

Run it with the packages of requirements.txt (babel: CLDR's currency of each country,
for the brands NSI places in one country only, see local_currencies).

NSI_GIT_DIR is a clone (or bare git dir) of osmlab/name-suggestion-index; WORDNET_DIR
(default /usr/share/wordnet, Debian's wordnet-base) says which names are also ordinary
English words, so they need a context before they count as a brand.

Output lines: display name, category code ("+" after it: a food or drink word bought
there decides, see SELLS_FOOD), and aliases (space-joined token keys, see
normalise.py) separated by "|"; an alias starting with "~" needs a context (see
needs_context), one starting with "*" may be matched by a typo.

Besides its spellings, a chain is known by the forms people say (short_aliases): its
name without a generic tail ("WinCo Foods": winco, "Harkins Theatres": harkins,
"Caribou Coffee": caribou), an airline as "X Air" ("alaska air"), and a name of
capitalised parts written apart ("FlixBus": flix bus). A short form that is an everyday
word, a WordNet lemma, a place or shaped like a first name is kept needing a context
("~caribou", "~frontier", "~marcus"); a place is never an airline's, a filling
station's or a restaurant's alone ("alaska trip", "memphis bbq"). Generic words
(GENERIC_WORDS: "pizza", "recharge", "telecom") are never a brand alone from NSI.
"""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from normalise import spellings, token_key  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, "Sources/SpendCore/Knowledge/BrandTable.swift")

# Category codes, the names in Sources/SpendCore/Category.swift.
# "C" is a convenience store: Groceries, unless the item bought is food or drink ("7-Eleven
# snacks" is Food & Dining).
CODES = {"F": "Food & Dining", "T": "Transportation", "G": "Groceries", "C": "Groceries", "E": "Entertainment",
         "S": "Shopping", "H": "Healthcare", "O": "Other"}

# NSI file (key/value) → category. Listed in priority order: a brand found in several
# files takes the first ("Walmart" is a supermarket before a department store).
# Gyms go to Healthcare, as the built-in keywords "gym" and "fitness" do; hotels and
# travel agents to Transportation, which the categories' alias "travel" points at;
# hairdressers, laundries and phone networks (bills) to Other, like "haircut" and "rent".
# A department store that also runs gas bars is known as the store (Canadian Tire), and
# so is a warehouse club (Sam's Club).
TAGS = [
    ("shop", "supermarket", "G"), ("shop", "department_store", "S"), ("shop", "wholesale", "G"), ("amenity", "fuel", "T"),
    ("shop", "convenience", "C"), ("shop", "greengrocer", "G"),
    ("shop", "butcher", "G"), ("shop", "deli", "G"), ("shop", "cheese", "G"), ("shop", "seafood", "G"),
    ("shop", "frozen_food", "G"), ("shop", "health_food", "G"), ("shop", "alcohol", "G"),
    ("shop", "beverages", "G"), ("shop", "wine", "G"), ("shop", "dairy", "G"), ("shop", "spices", "G"),
    ("shop", "general", "G"), ("shop", "country_store", "S"),
    ("amenity", "fast_food", "F"), ("amenity", "restaurant", "F"), ("amenity", "cafe", "F"),
    ("amenity", "bar", "F"), ("amenity", "pub", "F"), ("amenity", "ice_cream", "F"),
    ("shop", "bakery", "F"), ("shop", "coffee", "F"), ("shop", "pastry", "F"), ("shop", "confectionery", "F"),
    ("shop", "chocolate", "F"), ("shop", "tea", "F"), ("shop", "nuts", "F"),
    ("amenity", "car_rental", "T"), ("amenity", "parking", "T"),
    ("amenity", "car_wash", "T"), ("amenity", "charging_station", "T"), ("amenity", "car_sharing", "T"),
    ("amenity", "bicycle_rental", "T"), ("amenity", "motorcycle_rental", "T"),
    ("amenity", "vehicle_inspection", "T"), ("shop", "car_repair", "T"), ("shop", "tyres", "T"),
    ("shop", "car_parts", "T"), ("shop", "gas", "T"), ("highway", "services", "T"), ("waterway", "fuel", "T"),
    ("tourism", "hotel", "T"), ("tourism", "motel", "T"), ("tourism", "hostel", "T"),
    ("shop", "travel_agency", "T"), ("shop", "ticket", "T"),
    ("amenity", "pharmacy", "H"), ("shop", "chemist", "H"), ("shop", "optician", "H"),
    ("amenity", "dentist", "H"), ("amenity", "clinic", "H"), ("amenity", "doctors", "H"),
    ("amenity", "hospital", "H"), ("healthcare", "laboratory", "H"), ("healthcare", "physiotherapist", "H"),
    ("healthcare", "audiologist", "H"), ("shop", "hearing_aids", "H"), ("shop", "medical_supply", "H"),
    ("shop", "nutrition_supplements", "H"), ("leisure", "fitness_centre", "H"), ("leisure", "sports_centre", "H"),
    ("amenity", "cinema", "E"), ("amenity", "theatre", "E"), ("amenity", "casino", "E"),
    ("amenity", "karaoke_box", "E"), ("leisure", "bowling_alley", "E"), ("leisure", "amusement_arcade", "E"),
    ("leisure", "escape_game", "E"), ("leisure", "miniature_golf", "E"), ("leisure", "trampoline_park", "E"),
    ("leisure", "indoor_play", "E"), ("leisure", "adult_gaming_centre", "E"), ("tourism", "theme_park", "E"),
    ("shop", "video_games", "E"), ("shop", "games", "E"), ("shop", "music", "E"), ("shop", "video", "E"),
    ("shop", "lottery", "E"), ("shop", "bookmaker", "E"),
    ("shop", "clothes", "S"), ("shop", "shoes", "S"),
    ("shop", "electronics", "S"), ("shop", "computer", "S"), ("shop", "mobile_phone", "S"),
    ("shop", "furniture", "S"), ("shop", "hardware", "S"), ("shop", "doityourself", "S"),
    ("shop", "books", "S"), ("shop", "sports", "S"), ("shop", "outdoor", "S"), ("shop", "toys", "S"),
    ("shop", "variety_store", "S"), ("shop", "cosmetics", "S"), ("shop", "perfumery", "S"),
    ("shop", "jewelry", "S"), ("shop", "watches", "S"), ("shop", "bag", "S"), ("shop", "fashion_accessories", "S"),
    ("shop", "gift", "S"), ("shop", "stationery", "S"), ("shop", "houseware", "S"), ("shop", "kitchen", "S"),
    ("shop", "appliance", "S"), ("shop", "baby_goods", "S"), ("shop", "pet", "S"), ("shop", "garden_centre", "S"),
    ("shop", "bicycle", "S"), ("shop", "craft", "S"), ("shop", "art", "S"), ("shop", "party", "S"),
    ("shop", "interior_decoration", "S"), ("shop", "bed", "S"), ("shop", "lighting", "S"), ("shop", "paint", "S"),
    ("shop", "fabric", "S"), ("shop", "second_hand", "S"), ("shop", "charity", "S"), ("shop", "catalogue", "S"),
    ("shop", "hifi", "S"), ("shop", "camera", "S"), ("shop", "electrical", "S"), ("shop", "household_linen", "S"),
    ("shop", "leather", "S"), ("shop", "mall", "S"), ("shop", "photo", "S"), ("shop", "model", "S"),
    ("shop", "musical_instrument", "S"), ("shop", "anime", "S"), ("shop", "e-cigarette", "S"),
    ("shop", "tobacco", "S"), ("shop", "newsagent", "S"), ("shop", "kiosk", "S"), ("shop", "florist", "S"),
    ("shop", "mobile_phone_accessories", "S"), ("shop", "power_tools", "S"), ("shop", "tiles", "S"),
    ("shop", "flooring", "S"), ("shop", "carpet", "S"), ("shop", "curtain", "S"), ("shop", "frame", "S"),
    ("shop", "candles", "S"), ("shop", "printer_ink", "S"), ("shop", "vacuum_cleaner", "S"),
    ("shop", "bathroom_furnishing", "S"), ("shop", "window_blind", "S"),
    ("shop", "hairdresser", "O"), ("shop", "beauty", "O"), ("shop", "laundry", "O"), ("shop", "dry_cleaning", "O"),
    ("shop", "telecommunication", "O"), ("shop", "copyshop", "O"), ("shop", "tattoo", "O"), ("shop", "massage", "O"),
    ("amenity", "post_office", "O"), ("shop", "storage_rental", "O"), ("shop", "pawnbroker", "O"),
]

# Shops with a food counter or a snack shelf beside their own trade: a brand listed under
# one of these, whatever its category, gets "+" after its code, so a food or drink word
# decides ("Wawa hoagie", "Marks & Spencer sandwich", "Narvesen hot dog" are Food & Dining).
SELLS_FOOD = {("shop", "convenience"), ("shop", "department_store"), ("shop", "kiosk"), ("shop", "newsagent")}

# A phone network's shops: the hand list files the network under Other (bills, credit).
PHONE_SHOPS = {("shop", "mobile_phone"), ("shop", "telecommunication")}

# Transit networks and operators by route type (data/transit): trains, metros, trams
# and ferries; buses only where NSI names an operator brand with a Wikidata item.
TRANSIT = ["route/train", "route/subway", "route/light_rail", "route/tram", "route/ferry", "route/bus"]

# Names that are ordinary words or first names even if WordNet does not say so, and
# names too generic to be a merchant on their own.
COMMON = set("""
alice bob bobs max maxi sam tom jack joe joes mike dave anna emma lisa paul mary kim tim ben leo
nick lucy jim ray sally rose ruby vera nora olga vic eva ella mia zoe amy kate jane john james
charlie oscar victor henry pete tony carl leon mark marks harry hugo ivan jon luis jose maria
marco max mario paula tina lola rita rosa sofia jade coco lily lulu mimi momo nana papa mama
metro city central express local fresh market shop store mart mall plaza super food foods cafe
coffee bar pub grill kitchen bakery pizza burger chicken taco sushi the and one two three four
five six seven eight nine ten first best top star sun moon sky blue red green gold silver
home house garden world life style time day night go way new next now today easy smart happy
total shell delta target gap boots subway coop co op game games orange apple three ee o2 bp jd
big good great little small
app apps telecom telekom
sport sports fitness gym work works range argos lush tiger ace save sale cash pay card value
alex laura sarah priya raj david chris kevin olivia emily jessica ashley amanda nicole michael william
richard thomas daniel matthew anthony steven andrew joshua ryan jason brian eric adam nathan aaron kyle
omg lol ugh btw tbh idk smh fyi asap brb lmao rofl wtf imo thx pls plz yay wow yep nope okay
sean noah liam ethan lucas mason logan elijah aiden jacob sophia isabella ava amelia harper evelyn
abigail ella chloe grace hannah natalie julia claire diana helen irene karen linda nancy susan betty
dorothy sandra donna carol ruth sharon michelle deborah rachel carolyn janet catherine frances ann joyce alice
julie heather teresa doris gloria evelyn jean cheryl mildred katherine joan ashley judith rebecca martha andrea
virginia kathleen pamela emma marie laura megan stephanie arjun rohan rahul amit anil sunil vijay ravi
deepak pooja neha anjali divya kavya carlos miguel juan pedro diego pablo javier luis jorge ana
lucia elena carmen sofia hans klaus peter jens lars sven anna greta ingrid marco luca giulia
chiara pierre jean louis marie claire yuki kenji hiro akira sakura wei li ming chen mei
lotte ada ines rui nikos eleni emre noa ploy beam minji jisoo
""".split())


# Generic words a chain's name may fold to ("&pizza" is "pizza", the charging network
# Recharge is "recharge") and words for what is bought ("grameenphone recharge", "jazz
# load"): never a brand alone, from the big list.
GENERIC_WORDS = set("""
pizza coffee burger burgers chicken taco tacos sushi cafe bar pub grill kitchen bakery market shop store mart
food foods fresh super gym fitness telecom telekom mobile recharge reload topup airtime bundle prepaid load
credit data internet phone sim wifi fuel gas petrol parking taxi cab bus train ferry cinema movies pharmacy
""".split())

# Words for a kind of shop in other languages: a chain named so is never matched by the
# word alone ("farmacia" is any pharmacy).
SHOP_WORDS = set("""
farmacia farmacias pharmacie apotheke apotek apoteket apteka drogeria drogerie supermercado supermarkt
supermarche boulangerie panaderia panetteria tabac tabacchi kiosk kiosko bodega
""".split())

# Words that make a chain's name longer than people say it: "Dunnes Stores" is "Dunnes",
# "La Feltrinelli" is "Feltrinelli", "Caribou Coffee" is "caribou", "WinCo Foods" "winco",
# "Harkins Theatres" "harkins", "Alaska Airlines" "alaska" (and "alaska air"). A short
# form that is an everyday word, a place or a phrase of words ("caribou", "frontier",
# "iceland") needs a context (see short_aliases); one that is a first name, a generic
# word or a code of two letters is dropped ("Gabriel", "La", "Fresh"). ("Pizza" would
# leave too many first names and everyday words: "Gabriel", "Call a".)
GENERIC_TAILS = {"company", "co", "stores", "store", "supermarket", "supermarkets", "hypermarket", "supermercados", "atacadista",
                 "market", "markets", "restaurant", "restaurants", "hot pot", "bookstore", "café", "cafe",
                 "skytrain", "railways",
                 "coffee", "coffee roasters", "coffee company", "coffee co", "coffee house", "coffeehouse",
                 "foods", "food", "food market", "food stores", "grocery", "groceries", "farmers market",
                 "theatres", "theaters", "theatre", "theater", "cinema", "cinemas", "cineplex", "movies",
                 "airlines", "airline", "airways", "air lines", "fitness", "gym", "health clubs",
                 "pharmacy", "pharmacies", "drugstore", "drug store", "chemist", "chemists", "tools",
                 "hardware", "pizzeria", "kitchen", "steakhouse", "steak house", "bakery", "burgers", "superstore",
                 "barbecue", "barbecue pit", "bbq", "health club", "parking",
                 "deli", "sports", "sporting goods", "pretzels", "tire", "tires", "tire center", "tire centers",
                 "bargain outlet"}
# The tails before the short forms that need a context (kept only when no everyday word).
OLD_TAILS = {"stores", "store", "supermarket", "supermarkets", "hypermarket", "supermercados", "atacadista",
             "market", "markets", "restaurant", "restaurants", "hot pot", "bookstore", "café", "cafe",
             "skytrain", "railways"}
# Tails of an airline's name: people also say "Alaska Air", "Royal Jordanian Air".
AIRLINE_TAILS = {"airlines", "airline", "airways", "air lines"}
ARTICLES = {"la", "le", "il", "el", "los", "las", "les", "die", "der", "das", "de", "het"}

# Possessives that open a name ("My Gym") make it an everyday phrase.
POSSESSIVES = {"my", "your", "our", "his", "her", "their"}


def one_edit(word):
    """Every spelling one edit away (a letter deleted, swapped, replaced or inserted)."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    return ({a + b[1:] for a, b in splits if b} | {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
            | {a + c + b[1:] for a, b in splits if b for c in letters} | {a + c + b for a, b in splits for c in letters})


def short_forms(name):
    """The name without a generic last word or two ("Sprouts Farmers Market": "Sprouts
    Farmers", "Sprouts") or a leading article, or both, each with the tail it lost (or
    None); the caller decides which to keep ("La New" is not "new")."""
    words = name.split()
    forms = []
    for size in (1, 2):
        tail = " ".join(words[-size:]).lower()
        if len(words) > size and tail in GENERIC_TAILS:
            rest = words[:-size]
            while rest and rest[-1].lower() in ("&", "and", "+", "-", "n'", "the"):
                rest = rest[:-1]
            if rest:
                forms.append((rest, tail))
    # "Abercrombie & Fitch", "Ruth's Chris": people name a partnership by its first
    # partner when that is one long word ("abercrombie"), never a short or common one.
    if len(words) == 3 and words[1] in ("&", "and", "+") and len(words[0]) >= 6 and words[0].isalpha():
        forms.append(([words[0]], "& " + words[2].lower()))
    for form, tail in [(words, None)] + forms:
        if len(form) > 1 and form[0].lower() in ARTICLES:
            forms.append((form[1:], tail))
    return [(" ".join(f), tail) for f, tail in forms]


def short_form(name):
    """The shortest of short_forms, or None."""
    forms = [form for form, _ in short_forms(name)]
    return min(forms, key=len) if forms else None


def short_aliases(name, english, lemmas, proper, places, code, hand=False):
    """The forms people say for a chain's name: its short form ("winco", "harkins"), and
    for an airline "X Air" ("alaska air"), as (alias, needs a context?) pairs.

    A short form that is a place ("alaska", "iceland"), a rarer WordNet word ("caribou"),
    an everyday phrase ("third wave") or, for the hand list, any everyday word
    ("frontier", "spirit": an airline's context is narrow) needs a context. A common
    word the big list leaves ("event" for Event Cinemas, "pet", "fashion") is dropped,
    as are first names, generic words and codes of three letters or fewer."""
    out = []
    for short, tail in short_forms(name):
        key = " ".join(token_key(w) for w in short.split())
        tokens = key.split()
        new_tail = tail is not None and tail not in OLD_TAILS
        if not tokens or len(tokens) == 1 and (tokens[0] in ARTICLES or tokens[0] in POSSESSIVES):
            continue
        if len(tokens) == 1 and (len(key) < 3 or key in COMMON or key in SHOP_WORDS or key.isdigit()):
            continue
        if len(tokens) > 1 and all(t in COMMON or t in ARTICLES for t in tokens):
            continue
        if not new_tail:  # as before: kept when no everyday word or place, else dropped
            if not hand and not needs_context(key, english):
                out.append((short, key in proper))
            continue
        # A place is where a trip or a cuisine goes, not the airline or the diner:
        # "alaska trip", "hong kong flight", "memphis bbq".
        if key in places and code.rstrip("+") in ("T", "F"):
            continue
        # "Noodles & Company", "The Italian Coffee Company", "Bio Company": a company's one
        # word left is what it sells, a people's name or a short code, never the chain alone.
        bare_words = [t for t in tokens if t not in ARTICLES]
        if tail and tail.split()[-1] in ("company", "co") and len(bare_words) == 1 and (
                len(bare_words[0]) <= 4 or is_word(bare_words[0], english) or bare_words[0] in proper
                or bare_words[0] in lemmas or bare_words[0][:-1] in lemmas):
            continue
        if len(tokens) == 1:
            if key in english and key not in proper and not hand:
                continue
            # A partner's name alone must be no word and no first name ("bagels", "christopher").
            if tail.startswith("& ") and (key in proper or key in lemmas or key[:-1] in lemmas or is_word(key, english)):
                continue
            # A word shaped like a name ("Marcus" of Marcus Cinema, "Louisa" of Louisa
            # Coffee) may be a person's: it needs a context, so "with Marcus" stays a
            # person; "WinCo" or "PVR" does not. An airline's short name needs one too
            # ("turkish", "xiamen": "I flew Turkish", "xiamen flight").
            bare = re.sub(r"['’]s$", "", short)
            name_shaped = not hand and bare[:1].isupper() and bare[1:].islower()
            everyday = key in english or key in proper or key in lemmas or len(key) <= 4 or name_shaped \
                or tail in AIRLINE_TAILS
        else:
            everyday = needs_context(key, english) or all(
                is_word(t, english) or t in lemmas or t[:-1] in lemmas or t in proper or t.isdigit() for t in tokens)
        out.append((short, everyday))
    words = name.split()
    for size in (2, 1):
        if len(words) > size and " ".join(words[-size:]).lower() in AIRLINE_TAILS:
            out.append((" ".join(words[:-size]) + " Air", False))
            break
    return out


def camel_split(name, english, lemmas):
    """A name written in one word of capitalised parts, as people also type it apart
    ("PizzaExpress": "Pizza Express", "FlixBus": "Flix Bus"), with whether it then needs a
    context (every part an everyday word: "Game Stop", "Night Owl"); or None."""
    words, changed = [], False
    for word in name.split():
        parts = re.findall(r"[A-Z][a-z]{2,}|^[a-z]{3,}(?=[A-Z])", word)
        if len(parts) >= 2 and "".join(parts) == word:
            words += parts
            changed = True
        else:
            words.append(word)
    if not changed:
        return None
    keys = [token_key(w) for w in words]
    return " ".join(words), all(is_word(k, english) or k in lemmas or k in ARTICLES for k in keys)


def wordnet_places(directory):
    """The proper names whose first sense is a place (a city, country, region, river:
    "alaska", "iceland", "rhodes"), not a person ("george", "ross" the explorer)."""
    synsets, first = {}, {}
    with open(os.path.join(directory, "data.noun"), encoding="latin-1") as f:
        for line in f:
            if line.startswith(" "):
                continue
            fields = line.split(" | ")[0].split()
            count = int(fields[3], 16)
            at = 4 + 2 * count
            pointers = int(fields[at])
            synsets[fields[0]] = [fields[at + 2 + 4 * i] for i in range(pointers)
                                  if fields[at + 1 + 4 * i] in ("@", "@i")]
    with open(os.path.join(directory, "index.noun"), encoding="latin-1") as f:
        for line in f:
            if not line.startswith(" "):
                fields = line.split()
                first[fields[0].replace("_", " ")] = fields[-int(fields[2])]
    location = first["location"]
    places = set()
    for lemma, offset in first.items():
        seen, frontier = set(), [offset]
        while frontier and location not in frontier:
            seen.update(frontier)
            frontier = [h for o in frontier for h in synsets.get(o, []) if h not in seen]
        if frontier:
            places.add(lemma)
    return places


def wordnet_index(directory):
    """Each entry line of WordNet's index files, as (part of speech, fields)."""
    for pos in ("noun", "verb", "adj", "adv"):
        path = os.path.join(directory, "index." + pos)
        if not os.path.exists(path):
            continue
        with open(path, encoding="latin-1") as f:
            for line in f:
                if not line.startswith(" "):
                    yield pos, line.split()


def wordnet_lemmas(directory):
    """Every WordNet lemma, common or not ("caribou", "anytime")."""
    return {fields[0].replace("_", " ") for _, fields in wordnet_index(directory)}


def wordnet_words(directory):
    """WordNet's common lemmas (those in its sense-tagged texts: "boot", "target", not
    "decathlon"), and the proper names among all lemmas (places, people: "paris")."""
    words, names = set(), set()
    instances = set()
    with open(os.path.join(directory, "data.noun"), encoding="latin-1") as f:
        for line in f:
            if not line.startswith(" ") and " @i " in line.split(" | ")[0]:
                instances.add(line.split(" ", 1)[0])
    for pos, fields in wordnet_index(directory):
        count = int(fields[2])
        if int(fields[-count - 1]) > 0:  # seen in WordNet's sense-tagged texts: a common word
            words.add(fields[0].replace("_", " "))
        if pos == "noun" and fields[-count:][0] in instances:
            names.add(fields[0].replace("_", " "))
    return words, names


def is_latin(text):
    return all(ord(ch) < 0x250 or ch in "’–" for ch in text)


def git_json(repo, path):
    return json.loads(subprocess.check_output(["git", "--git-dir", repo, "show", "HEAD:" + path]))


def latin_part(value):
    """The name in Latin letters: all of it, or the Latin words of a name written in two
    scripts ("誠品書店 Eslite Bookstore" is "Eslite Bookstore"), or None. One Latin word
    beside another script is too often what the place sells ("Döner"), not its name."""
    if is_latin(value):
        return value.strip()
    words = [w for w in value.split() if is_latin(w) and any(ch.isalpha() for ch in w)]
    return " ".join(words) if len(words) >= 2 else None


def display_name(tags, keys):
    for key in keys:
        for variant in (key, key + ":en"):
            value = tags.get(variant) and latin_part(tags[variant])
            if value:
                return value
    return None


def is_word(word, english):
    return word in english or word in COMMON or (word.endswith("s") and word[:-1] in english)


def needs_context(alias, english):
    """A name that is also an everyday word or a short code must be capitalised, follow
    "at"/"from", or sit next to a word of its own category before it counts."""
    tokens = alias.split(" ")
    if tokens[0] in POSSESSIVES:
        return True
    if len(tokens) == 1:
        return len(tokens[0]) < 3 or is_word(tokens[0], english)
    return alias in english or all(is_word(t, english) for t in tokens) and len(tokens) == 2 \
        and all(t in COMMON for t in tokens)


def item_countries(item):
    """The countries an NSI item is found in, as ISO codes; "*" for a region or the world."""
    return {c.upper() if isinstance(c, str) and len(c) == 2 and c.isalpha() else "*"
            for c in item.get("locationSet", {}).get("include", [])}


def shared_currencies():
    """The currencies a word several countries use may mean ("kr": DKK, ISK, NOK, SEK;
    "crowns" also CZK; "rupees"), from the table currencies.py writes."""
    with open(os.path.join(ROOT, "Sources/SpendCore/Knowledge/CurrencyTable.swift"), encoding="utf-8") as f:
        text = f.read()
    shared = text[text.index("static let sharedUnits"):]
    shared = shared[:shared.index("]\n")]
    # Dollars and pounds are the user's own unless the phrase says whose (CurrencyWords.swift).
    lines = [line for line in shared.splitlines() if not re.search(r'"(dollars?|pounds?)"', line)]
    # "kr" and "crowns" (CurrencyWords.swift's hand units) add the crowns and the koruna.
    return set(re.findall(r"\b[A-Z]{3}\b", "\n".join(lines))) | {"CZK", "DKK", "ISK", "NOK", "SEK"}


def local_currencies(countries, emitted):
    """The brands NSI places in one country only, by that country's currency, for the
    currencies a shared word may mean: "44 kr" at Ruter is Norwegian. Needs babel (CLDR's
    territory currencies; see requirements.txt)."""
    from babel import numbers
    shared = shared_currencies()
    local = {}
    for name, found in countries.items():
        if name not in emitted or len(found) != 1 or "*" in found:
            continue
        current = numbers.get_territory_currencies(next(iter(found)), tender=True)
        if current and current[0] in shared:
            local.setdefault(current[0], set()).add(name)
    return local


def main():
    repo = sys.argv[1]
    if os.path.isdir(os.path.join(repo, ".git")):
        repo = os.path.join(repo, ".git")
    wordnet = sys.argv[2] if len(sys.argv) > 2 else "/usr/share/wordnet"
    english, proper = wordnet_words(wordnet)
    lemmas = wordnet_lemmas(wordnet)
    places = wordnet_places(wordnet) & proper
    brands = {}  # display → [code, aliases, hand-written?, hand "c" flag, aliases that need a context]
    order = []
    sells_food = set()
    countries = {}  # display → the countries NSI places it in ("*" for a region or the world)

    def add(name, code, extra=(), hand=False, context=False, short_codes=False, contextual=(), operator=False):
        # contextual: short forms that are everyday words or places ("caribou", "alaska"),
        # kept with a "~" whatever the filters below say.
        split = camel_split(name, english, lemmas)
        if split:
            extra, contextual = (list(extra), [*contextual, split[0]]) if split[1] else ([*extra, split[0]], contextual)
        forced = set()
        for spelling in contextual:
            forced |= {a for a in spellings(spelling) if len(a) >= 3 and not a.isdigit() and a not in SHOP_WORDS}
        aliases = set()
        for spelling in [name, *extra]:
            aliases |= spellings(spelling)
        # A transit operator's two-letter code ("CP") is kept; needs_context flags it.
        codes = {a for a in aliases if short_codes and len(a) == 2 and a.isalpha()}
        # NSI's short codes and bare numbers match too much, and so do a place's name
        # ("París", a Chilean store) and a common word left when "The" is dropped ("The
        # Coffee"); the hand list may keep them.
        # A place's name that is the chain's own name ("Iceland", "Burlington") is kept,
        # needing a context; not a person's ("George"), a place among its other spellings,
        # or a place named by a filling station or a restaurant ("phoenix flight", "memphis bbq").
        own = {token_key(name)} if " " not in name else set()
        forced |= {a for a in aliases if not hand and a in places and a in own and len(a) >= 3
                   and code.rstrip("+") not in ("T", "F")
                   and a not in GENERIC_WORDS and a not in COMMON}
        # So is a proper name that is not a place and is the chain's whole name ("Midas",
        # "Hebe"), with four letters or more.
        forced |= {a for a in aliases if not hand and a in proper and a not in places and a in own and len(a) >= 4
                   and not is_word(a, english) and a not in GENERIC_WORDS}
        aliases = {a for a in aliases if not a.isdigit() and a not in SHOP_WORDS and (hand or a not in GENERIC_WORDS) and (hand or (
            len(a) >= 3 and a not in proper
            and not (" " not in a and a in english and name.lower().startswith("the ")
                     and a == token_key(name[4:]))))} | codes
        forced -= aliases
        aliases |= forced
        if not aliases:
            return
        if name in brands:
            if not brands[name][2]:
                brands[name][1].update(aliases)
                brands[name][4].update(forced - brands[name][1])
            elif not hand and (code.rstrip("+") == brands[name][0].rstrip("+") or operator and brands[name][0] == "O"):
                # A hand entry keeps the big list's other spellings of its name ("Kroger
                # Fuel", a phone network's "Vodacom Shop"), each needing a context when it
                # would there; not those of another business of the same name (Max, the
                # clothes shop, is not Max the streaming service).
                fresh = aliases - brands[name][1]
                brands[name][1].update(fresh)
                brands[name][4].update(a for a in fresh if a in forced or needs_context(a, english))
            return
        brands[name] = [code, aliases, hand, context, forced]
        order.append(name)

    # The hand-written list comes first: its category and context flag win.
    with open(os.path.join(HERE, "online-brands.tsv"), encoding="utf-8") as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            name, code, flag, *rest = line.rstrip("\n").split("\t")
            extra = [a for a in (rest[0].split("|") if rest and rest[0] else [])]
            shorts = short_aliases(name, english, lemmas, proper, places, code, hand=True)
            extra += [a for a, everyday in shorts if not everyday]
            add(name, code, extra, hand=True, context=(flag == "c"),
                contextual=[a for a, everyday in shorts if everyday])

    for key, value, code in TAGS:
        path = f"data/brands/{key}/{value}.json"
        try:
            data = git_json(repo, path)
        except subprocess.CalledProcessError:
            print("missing", path, file=sys.stderr)
            continue
        for item in data["items"]:
            tags = item.get("tags", {})
            if not tags.get("brand:wikidata"):
                continue
            name = display_name(tags, ["name", "brand"])
            if not name or len(name) < 2:
                continue
            countries.setdefault(name, set()).update(item_countries(item))
            extra = [m for m in item.get("matchNames", []) if is_latin(m)]
            # "Ross Dress for Less": the long official name people also write.
            if tags.get("official_name") and is_latin(tags["official_name"]) and len(tags["official_name"].split()) > 1:
                extra.append(tags["official_name"])
            if tags.get("brand") and is_latin(tags["brand"]) and tags["brand"] != name:
                extra.append(tags["brand"])
            shorts = short_aliases(name, english, lemmas, proper, places, code)
            extra += [a for a, everyday in shorts if not everyday]
            add(name, code, extra, contextual=[a for a, everyday in shorts if everyday],
                operator=(key, value) in PHONE_SHOPS)
            # Not a phone network the hand list files under Other (Claro, Smart).
            if (key, value) in SELLS_FOOD and not (name in brands and brands[name][2] and brands[name][0] == "O"):
                sells_food.add(name)

    # Railway operators are also listed apart from their routes (CFR Călători, MÁV); the
    # national operator first, so "CP" is Comboios de Portugal before its Lisbon unit.
    for path in ["data/operators/route/railway.json"] + [f"data/transit/{route}.json" for route in TRANSIT]:
        for item in git_json(repo, path)["items"]:
            tags = item.get("tags", {})
            for key in ("operator", "network"):
                if not tags.get(key + ":wikidata"):
                    continue
                if path.endswith("route/bus.json") and key == "network":
                    continue
                name = display_name(tags, [key])
                if name:
                    countries.setdefault(name, set()).update(item_countries(item))
                if name and len(name) >= 3:
                    # The short form and the English name people use ("Irish Rail" for Iarnród Éireann),
                    # each half of a name joined by "/" ("NMBS/SNCB"), the name without a generic
                    # tail ("BTS" for BTS Skytrain) and its first word when that is a short code
                    # ("CFR" for CFR Călători). A code of two letters ("CP") needs a context.
                    extra = [tags.get(key + ":short"), tags.get(key + ":en"), short_form(name)]
                    extra += name.split("/") if "/" in name else []
                    if " " in name and name.split()[0].isupper() and len(name.split()[0]) >= 2:
                        extra.append(name.split()[0])
                    extra += [m for m in item.get("matchNames", []) if is_latin(m) and len(m) == 2]
                    add(name, "T", [e for e in extra if e and is_latin(e) and len(e) >= 2 and e != name],
                        short_codes=True)

    # An alias two brands share goes to the brand it names ("pizza hut" to Pizza Hut, not to
    # Pizza Hut Delivery, whose brand tag it is), then to the first (hand list, tag priority).
    # A brand spelled exactly so beats one that only folds to it ("netto" is Netto, not
    # the Icelandic Nettó).
    # A chain with several store formats ("Maxima X", "Maxima XX"; "Rimi Hyper", "Rimi
    # Super") is known by the name they share: an alias that is the first words of every
    # brand holding it, none of which is named just so, becomes a brand of that name.
    holders = {}
    for name in order:
        for alias in brands[name][1]:
            holders.setdefault(alias, []).append(name)
    for alias, names in sorted(holders.items()):
        if len(names) < 2 or " " in alias and alias.replace(" ", "") in holders:
            continue
        codes = {brands[n][0] for n in names}
        words = alias.split(" ")
        leads = {" ".join(n.split()[:len(words)]) for n in names}
        if len(codes) != 1 or len(leads) != 1 or any(n.lower() == alias for n in names):
            continue
        lead = leads.pop()
        if " ".join(token_key(w) for w in lead.split()) != alias or lead in brands:
            continue
        forced = {alias} if any(alias in brands[n][4] for n in names) else set()
        brands[lead] = [codes.pop(), {alias}, False, False, forced]
        order.insert(order.index(names[0]), lead)

    owner = {}
    for folded in (False, True):
        for name in order:
            for alias in spellings(name, folded) & brands[name][1]:
                owner.setdefault(alias, name)
    lines = []
    for name in order:
        code, aliases, hand, context, forced = brands[name]
        mine = sorted(a for a in aliases if owner.setdefault(a, name) == name)
        if not mine:
            continue
        # Hand-written brands are trusted unless marked "c", which flags their one-word names.
        # Their other one-word names of seven letters or more are marked "*": a typo of one
        # may name them ("starbuks", "netflx"); the big list holds too many near-words.
        def mark(a):
            if a in forced or (context and " " not in a) or (not hand and needs_context(a, english)):
                return "~" + a
            # Not when a real word is one edit away ("mobile" is no typo of T-Mobile).
            return ("*" if hand and " " not in a and len(a) >= 7 and a.isalpha() and a.isascii()
                    and not is_word(a, english) and not any(is_word(w, english) for w in one_edit(a)) else "") + a
        flagged = [mark(a) for a in mine]
        for char in "\t\n\\\"":
            assert char not in name, name
        if name in sells_food and code not in ("F", "C"):
            code += "+"
        lines.append(f"{name}\t{code}\t{'|'.join(flagged)}")

    # A name several businesses of different kinds answer to ("sonic": the filling
    # station and Sonic Drive-In; "priceline": the travel site and the Australian
    # pharmacy) goes to one of them, and the others are its alternatives: the parser takes
    # the one whose kind the phrase's things name ("sonic cherry limeade").
    emitted = {line.split("\t", 1)[0] for line in lines}
    # In sorted order, one business of a kind each, so the table is the same on every run.
    alternatives = {}
    for alias, names in sorted(holders.items()):
        first = owner.get(alias)
        if first not in emitted or " " in alias and alias.replace(" ", "") in holders:
            continue
        seen = {brands[first][0].rstrip("+")} | {brands[o][0].rstrip("+") for o in alternatives.get(first, [])}
        for other in names:
            kind = brands[other][0].rstrip("+")
            if other in emitted and kind not in seen and other != first:
                seen.add(kind)
                alternatives.setdefault(first, []).append(other)
    local = local_currencies(countries, emitted)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("// Generated by scripts/knowledge/brands.py from OpenStreetMap's name-suggestion-index\n")
        f.write("// (BSD-3-Clause, see LICENSE-name-suggestion-index.txt) and scripts/knowledge/online-brands.tsv.\n")
        f.write("// Do not edit by hand: change the script or the list and run it again.\n\n")
        f.write("/// One brand a line: name, category code, aliases (\"~\": needs a context).\n")
        f.write("extension BrandTable {\n    static let source = \"\"\"\n")
        for line in lines:
            f.write(line + "\n")
        f.write("\"\"\"\n\n")
        f.write("    /// A brand's name and the brands of other kinds that share one of its aliases, tab-separated.\n")
        f.write("    static let alternativesSource = \"\"\"\n")
        for first in sorted(alternatives):
            f.write("\t".join([first, *alternatives[first]]) + "\n")
        f.write("\"\"\"\n\n")
        f.write("    /// A currency that several countries' words share (\"kr\", \"rupees\") and the brands of\n")
        f.write("    /// one of those countries only, tab-separated.\n")
        f.write("    static let localCurrencySource = \"\"\"\n")
        for code in sorted(local):
            f.write("\t".join([code, *sorted(local[code])]) + "\n")
        f.write("\"\"\"\n}\n")
    print(f"{len(lines)} brands, {sum(l.count('|') + 1 for l in lines)} aliases", file=sys.stderr)


if __name__ == "__main__":
    main()
