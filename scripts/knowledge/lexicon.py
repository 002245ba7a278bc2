#!/usr/bin/env python3
"""Generates Sources/SpendCore/Knowledge/ItemTable.swift: everyday item and service words
with a category, from WordNet 3.0's noun hypernyms (Debian's wordnet-base; licence in
Sources/SpendCore/Knowledge/LICENSE-WordNet.txt) and the hand list items-overrides.tsv.

    python3 scripts/knowledge/lexicon.py [WORDNET_DIR]

Words from WordNet's sense-tagged texts and the hand list are everyday words, marked so
a misspelling of them may match (a typo of a rare word is more likely something else).

A word takes the category of the nearest anchor above its most frequent sense:
sweater → garment → clothing (Shopping); aspirin → salicylate → drug (Healthcare).
Only the first sense counts, so "mouse" (the animal) and "bill" (the beak) stay unknown.
The hand list wins over WordNet, and says what WordNet lacks or gets wrong.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from normalise import spellings  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, "Sources/SpendCore/Knowledge/ItemTable.swift")

# Anchor senses (WordNet word.sense numbering, as NLTK's) → category code. The nearest
# anchor up the hypernym chain wins, so the more specific anchor decides ("wine" is a
# beverage before it is a food).
ANCHORS = {
    # Shopping: things bought in shops.
    "clothing.1": "S", "garment.1": "S", "footwear.1": "S", "footwear.2": "S", "shoe.1": "S",
    "jewelry.1": "S", "electronic_equipment.1": "S", "computer.1": "S", "telephone.1": "S",
    "home_appliance.1": "S", "furniture.1": "S", "furnishing.2": "S", "tool.1": "S", "toy.1": "S",
    "cosmetic.1": "S", "toiletry.1": "S", "bag.1": "S", "bag.4": "S", "book.1": "S", "book.2": "S",
    "kitchen_utensil.1": "S", "tableware.1": "S", "cutlery.2": "S", "bedclothes.1": "S",
    "headdress.1": "S", "watch.1": "S", "camera.1": "S", "lamp.1": "S", "sports_equipment.1": "S",
    "stationery.1": "S", "writing_implement.1": "S", "accessory.1": "S", "electrical_device.1": "S",
    "optical_device.1": "S", "musical_instrument.1": "S", "linen.2": "S", "rug.1": "S",
    "cookware.1": "S", "fabric.1": "S", "hardware.3": "S", "battery.2": "S",
    "device.1": "S", "implement.1": "S", "perfume.1": "S", "game_equipment.1": "S",
    "covering.2": "S", "decoration.1": "S",
    # Healthcare.
    "drug.1": "H", "medicine.2": "H", "medical_care.1": "H", "therapy.1": "H", "vitamin.1": "H",
    "bandage.1": "H", "medical_instrument.1": "H", "eyeglasses.1": "H", "contact_lens.1": "H",
    "medical_procedure.1": "H", "health_professional.1": "H", "medical_practitioner.1": "H",
    "checkup.1": "H", "dental_care.1": "H", "vaccine.1": "H", "surgery.2": "H", "exercise.1": "H",
    # Food & Dining: prepared food and drink.
    "dish.2": "F", "meal.1": "F", "beverage.1": "F", "alcohol.1": "F", "dessert.1": "F",
    "sandwich.1": "F", "snack_food.1": "F", "restaurant.1": "F", "course.7": "F", "pastry.2": "F",
    "cake.3": "F", "cookie.1": "F", "candy.1": "F", "sweet.3": "F",
    # Groceries: food to take home.
    "foodstuff.2": "G", "produce.1": "G", "edible_fruit.1": "G", "vegetable.1": "G", "meat.1": "G",
    "dairy_product.1": "G", "baked_goods.1": "G", "bread.1": "G", "seafood.1": "G",
    "condiment.1": "G", "cheese.1": "G", "grain.2": "G", "food.2": "G", "food.1": "G",
    "herb.2": "G", "spice.2": "G", "nut.1": "G", "egg.2": "G", "cleansing_agent.1": "S",
    # Transportation, with travel (the categories' alias "travel" points here).
    "motor_vehicle.1": "T", "bicycle.1": "T", "fuel.1": "T", "public_transport.1": "T",
    "fare.1": "T", "hotel.1": "T", "lodging.1": "T", "journey.1": "T", "flight.1": "T",
    "air_travel.1": "T", "auto_part.1": "T", "car_part.1": "T", "parking.1": "T", "taxi.1": "T",
    "bus.1": "T", "train.1": "T", "airplane.1": "T", "boat.1": "T", "ship.1": "T",
    # Entertainment.
    "show.3": "E", "performance.2": "E", "movie.1": "E", "game.2": "E", "sport.1": "E",
    "concert.1": "E", "entertainment.1": "E", "play.1": "E", "amusement_park.1": "E",
    "music.1": "E", "dance.1": "E", "exhibition.1": "E", "video_game.1": "E", "recreation.1": "E",
    # Other: services, bills, fees, gifts.
    "fee.1": "O", "tax.1": "O", "rent.1": "O", "haircut.1": "O", "hairdressing.1": "O",
    "utility.6": "O", "bill.2": "O", "charge.8": "O", "gift.1": "O", "donation.1": "O",
    "insurance.1": "O", "tuition.1": "O", "cleaning.1": "O", "laundry.1": "O", "postage.1": "O",
    "repair.1": "O", "service.1": "O",
}

# Lemmas that are first names, pronoun-like or too vague to decide a category.
SKIP = set("""
mike bob jack tom sue jimmy john joe sally bill will pat rose ruby max mark ray jim sam
thing stuff item object article unit piece part set kit pack lot way time day place
something anything everything nothing one home work office room house cash change card
money amount total sum price cost payment tip order stuff supply supplies
""".split())


# Phrases made of a kind and a thing, generated so a class of words is known rather than
# one phrase at a time: "soccer cleats" and "tennis racket" are bought (Shopping, not the
# sport's Entertainment), "pottery class" and "guitar lessons" are a hobby (Entertainment,
# not the pottery's Shopping), "usb-c hub" and "hdmi cable" are electronics. The hand list
# wins over these ("yoga class" is Healthcare, "driving lesson" Transportation).
COMBINATIONS = [
    ("""soccer football baseball basketball tennis golf hockey rugby running cycling bike ski skiing swim
        swimming hiking climbing boxing volleyball cricket badminton lacrosse softball ballet dance gym
        skate skateboard snowboard squash padel pickleball table-tennis ping-pong surf fishing yoga""".split(),
     """cleats boots shoes ball balls bat bats racket racquet rackets racquets gloves glove helmet jersey
        shorts socks bag clubs stick sticks pads shin-guards goggles mat net shirt leggings jacket
        wetsuit poles trunks cap shoe uniform kit gear equipment paddle paddles""".split(), "S"),
    ("""pottery ceramics art painting drawing sketching cooking baking dance dancing salsa ballet music
        guitar piano violin cello drum drums singing voice photography knitting sewing crochet woodworking
        calligraphy glassblowing candle-making jewelry-making jewellery-making flower-arranging floristry
        wine-tasting cocktail mixology sushi-making pasta-making improv acting comedy surf surfing
        climbing archery fencing horse-riding riding skating ice-skating ski skiing snowboard snowboarding
        sailing diving scuba kayaking chess magic watercolor watercolour sculpture printmaking
        embroidery quilting origami tango swing karaoke trapeze circus""".split(),
     "class classes lesson lessons workshop workshops course".split(), "E"),
    ("usb usb-c usb-a lightning hdmi ethernet displayport thunderbolt micro-usb aux vga".split(),
     """hub cable cables adapter adaptor charger dock drive stick splitter extender cord dongle port
        switch""".split(), "S"),
]


def combinations():
    table = {}
    for heads, tails, code in COMBINATIONS:
        for head in heads:
            for tail in tails:
                table[(head + " " + tail).replace("-", " ")] = code
                if "-" in head:
                    table[head + " " + tail] = code
    return table


def load(directory):
    synsets = {}  # offset → (words, hypernym offsets)
    with open(os.path.join(directory, "data.noun"), encoding="latin-1") as f:
        for line in f:
            if line.startswith(" "):
                continue
            fields = line.split(" | ")[0].split()
            offset, count = fields[0], int(fields[3], 16)
            words = [fields[4 + 2 * i] for i in range(count)]
            at = 4 + 2 * count
            pointers = int(fields[at])
            hypernyms = [fields[at + 2 + 4 * i] for i in range(pointers)
                         if fields[at + 1 + 4 * i] in ("@", "@i")]
            synsets[offset] = (words, hypernyms)
    senses = {}  # lemma → synset offsets, most frequent first
    tagged = set()  # lemmas seen in WordNet's sense-tagged texts: everyday words
    with open(os.path.join(directory, "index.noun"), encoding="latin-1") as f:
        for line in f:
            if line.startswith(" "):
                continue
            fields = line.split()
            count = int(fields[2])
            senses[fields[0]] = fields[-count:]
            if int(fields[-count - 1]) > 0:
                tagged.add(fields[0])
    return synsets, senses, tagged


def main():
    directory = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/wordnet"
    synsets, senses, tagged = load(directory)
    anchors = {}
    for key, code in ANCHORS.items():
        word, number = key.rsplit(".", 1)
        anchors[senses[word][int(number) - 1]] = code

    def category(offset):
        seen, frontier = set(), [offset]
        while frontier:  # breadth first: the nearest anchor wins
            hit = [anchors[o] for o in frontier if o in anchors]
            if hit:
                return hit[0]
            seen.update(frontier)
            frontier = [h for o in frontier for h in synsets[o][1] if h not in seen]
        return None

    table = {}
    for lemma, offsets in senses.items():
        phrase = lemma.replace("_", " ")
        if lemma in SKIP or not phrase.replace(" ", "").replace("-", "").isalpha() \
                or phrase.count(" ") > 2 or len(phrase) < 3:
            continue
        code = category(offsets[0])
        if code:
            table[phrase] = code + ("*" if lemma in tagged else "")

    for phrase, code in combinations().items():
        table[phrase] = code + "*"
    with open(os.path.join(HERE, "items-overrides.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                phrase, code = line.rstrip("\n").split("\t")
                table[phrase.lower()] = code + "*"

    keys = {}
    for phrase in sorted(table):
        for key in spellings(phrase):
            keys.setdefault(key, table[phrase])
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("// Generated by scripts/knowledge/lexicon.py from WordNet 3.0 (see LICENSE-WordNet.txt)\n")
        f.write("// and scripts/knowledge/items-overrides.tsv. Do not edit by hand.\n\n")
        f.write("/// One item a line: words (token keys), category code, \"*\" when a typo of it may match.\n")
        f.write("extension ItemTable {\n    static let source = \"\"\"\n")
        for key in sorted(keys):
            f.write(f"{key}\t{keys[key]}\n")
        f.write("\"\"\"\n}\n")
    print(f"{len(table)} phrases, {len(keys)} keys", file=sys.stderr)


if __name__ == "__main__":
    main()
