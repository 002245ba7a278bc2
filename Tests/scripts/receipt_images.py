#!/usr/bin/env python3
"""Renders the receipt tests' photos: real fonts, several shops and layouts, US and European
number formats, tax lines, a cash sale with change, then made to look photographed
(a table behind the paper, rotation, blur, noise, JPEG compression).

    receipt_images.py OUTDIR            every receipt, plus OUTDIR/truth.json (what each shows)
    receipt_images.py OUTDIR --bench    one receipt at several image sizes, for `make bench`
    receipt_images.py OUTDIR --huge     a 20000 x 20000 PNG of a few kilobytes (a decompression bomb)

Each receipt is saved three ways: a clean scan (PNG), a photo (JPEG: a table behind, a
small rotation, blur, noise) and a hard photo (JPEG quality 40: perspective, a shadow
across the paper, faded thermal print, lower resolution, up to 8 degrees of rotation).

The truth file lists, per image, the fields a reader must find: merchant, date, total,
currency (ISO code), and where printed subtotal, tax, payment method and item count. An
entry with "hard": true is one local OCR is not expected to read exactly; it is counted,
not checked.
"""
import json
import random
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONTS = "/usr/share/fonts/truetype"
MONO = f"{FONTS}/dejavu/DejaVuSansMono.ttf"
MONO_BOLD = f"{FONTS}/dejavu/DejaVuSansMono-Bold.ttf"
LIBERATION_MONO = f"{FONTS}/liberation/LiberationMono-Regular.ttf"
SANS = f"{FONTS}/liberation/LiberationSans-Regular.ttf"
SANS_BOLD = f"{FONTS}/liberation/LiberationSans-Bold.ttf"


def money(minor, style):
    """1234 → "12.34" (US) or "12,34" (European)."""
    text = f"{minor // 100}.{minor % 100:02d}"
    return text.replace(".", ",") if style == "eu" else text


# Each receipt: header lines, items (name, minor units), tax rate in basis points (added on
# top in the US, included in the EU/UK), payment, the date as printed, and the truth.
RECEIPTS = [
    dict(name="whole-foods-visa", merchant="Whole Foods Market", header=["WHOLE FOODS MARKET", "1440 P STREET NW", "WASHINGTON DC 20005", "(202) 387-9700"],
         items=[("ORG BANANAS", 129), ("ALMOND MILK", 449), ("SOURDOUGH LOAF", 599), ("GREEK YOGURT", 379), ("BABY SPINACH", 399)],
         style="us", tax_bp=600, tax_label="SALES TAX", total_label="TOTAL", payment=("VISA", "VISA ************4821"),
         date_text="11/03/2026 14:22", date="2026-11-03", currency="USD", font=MONO, width=560),
    dict(name="starbucks-cash", merchant="Starbucks", header=["STARBUCKS", "Store #10482", "350 5th Ave", "New York, NY 10118"],
         items=[("Grande Latte", 545), ("Butter Croissant", 395)],
         style="us", tax_bp=888, tax_label="Tax", total_label="Total", payment=("CASH", "Cash"), cash_minor=2000,
         date_text="Oct 28, 2026 8:05 AM", date="2026-10-28", currency="USD", font=SANS, width=520),
    dict(name="rewe-ec", merchant="Rewe", header=["REWE", "Markt GmbH", "Kastanienallee 12", "10435 Berlin"],
         items=[("Vollmilch 3,5%", 119), ("Bio Eier 10er", 389), ("Bananen", 178), ("Roggenbrot", 249), ("Kaffee Crema", 799)],
         style="eu", tax_bp=700, tax_label="MwSt 7%", total_label="SUMME EUR", payment=("DEBIT", "Girocard"),
         included_tax=True, date_text="03.11.2026 18:41", date="2026-11-03", currency="EUR", font=LIBERATION_MONO, width=560),
    dict(name="tesco-mastercard", merchant="Tesco", header=["TESCO", "Tesco Stores Ltd", "Kensington Superstore", "London W8 5SA"],
         items=[("MILK 2L", 165), ("CHEDDAR 400G", 375), ("BREAD WHITE", 135), ("APPLES 6PK", 210), ("TEA BAGS 80", 300)],
         style="uk", tax_bp=0, tax_label=None, total_label="TOTAL", payment=("MASTERCARD", "MASTERCARD"),
         date_text="21/10/2026 12:03", date="2026-10-21", currency="GBP", symbol="£", font=MONO, width=540),
    dict(name="carrefour-cb", merchant="Carrefour", header=["CARREFOUR", "Hypermarche Montesson", "Route de Sartrouville", "78360 MONTESSON"],
         items=[("PAIN DE MIE", 185), ("JAMBON X4", 365), ("EAU MINERALE 6X1.5L", 290), ("FROMAGE COMTE", 612)],
         style="eu", tax_bp=550, tax_label="TVA 5,50%", total_label="TOTAL TTC", payment=("VISA", "CB VISA"),
         included_tax=True, date_text="05/11/2026 10:15", date="2026-11-05", currency="EUR", symbol="€", font=SANS, width=560),
    dict(name="shell-amex", merchant="Shell", header=["Shell", "Shell Station 2231", "4800 Main St", "Houston TX 77002"],
         items=[("UNLEADED 11.203 GAL", 4223), ("WINDSHIELD FLUID", 599)],
         style="us", tax_bp=0, tax_label=None, total_label="AMOUNT DUE", payment=("AMEX", "AMEX XXXX1009"),
         date_text="2026-09-14 07:48", date="2026-09-14", currency="USD", font=MONO_BOLD, width=560),
    dict(name="lidl-cash", merchant="Lidl", header=["LIDL", "Lidl Dienstleistung", "Hauptstr. 45", "70173 Stuttgart"],
         items=[("Haferflocken", 59), ("Tomaten", 149), ("Olivenoel", 549)],
         style="eu", tax_bp=700, tax_label="MwSt 7%", total_label="Summe", payment=("CASH", "Bar"), cash_minor=1000,
         included_tax=True, date_text="12.10.26 09:12", date="2026-10-12", currency="EUR", font=MONO, width=520),
    dict(name="cvs-debit", merchant="CVS Pharmacy", header=["CVS pharmacy", "Store 04417", "1 Broadway", "Cambridge MA 02142"],
         items=[("COUGH SYRUP 8OZ", 899), ("TISSUES 3PK", 549), ("VITAMIN C 100CT", 1199)],
         style="us", tax_bp=625, tax_label="MA TAX 6.25%", total_label="BALANCE DUE", payment=("DEBIT", "US DEBIT"),
         date_text="Nov 7 2026", date="2026-11-07", currency="USD", font=LIBERATION_MONO, width=540),
    # No currency printed and decimal commas: euros, whatever the user's own currency.
    dict(name="albert-heijn-pin", merchant="Albert Heijn", header=["Albert Heijn", "Haarlemmerstraat 110", "1013 EW Amsterdam"],
         items=[("AH HALFVOLLE MELK", 115), ("BAPAO 2X", 258), ("JONGE KAAS", 449), ("STROOPWAFELS", 199)],
         style="eu", tax_bp=900, tax_label="BTW 9%", included_label="BTW 9% over", total_label="TOTAAL",
         payment=("DEBIT", "PINNEN"), included_tax=True, date_text="17-11-2026 12:04", date="2026-11-17", currency="EUR",
         font=SANS, width=540),
    dict(name="mercadona-visa", merchant="Mercadona", header=["MERCADONA, S.A.", "C/ GRAN VIA 55", "28013 MADRID"],
         items=[("LECHE SEMI", 92), ("PAN DE MOLDE", 135), ("ACEITE OLIVA 1L", 895), ("YOGUR GRIEGO", 220)],
         style="eu", tax_bp=1000, tax_label="IVA 10%", included_label="IVA 10% incluido", total_label="TOTAL (EUR)",
         payment=("VISA", "TARJ. BANCARIA VISA"), included_tax=True, date_text="14/11/2026 19:22", date="2026-11-14",
         currency="EUR", font=MONO, width=560),
    dict(name="conad-contanti", merchant="Conad", header=["CONAD", "Via Roma 22", "40121 Bologna"],
         items=[("PASTA DE CECCO", 129), ("POMODORI PELATI", 89), ("PARMIGIANO 250G", 499)],
         style="eu", tax_bp=400, tax_label="IVA 4%", included_label="DI CUI IVA", total_label="TOTALE COMPLESSIVO",
         payment=("CASH", "CONTANTI"), cash_minor=2000, change_label="RESTO", included_tax=True,
         date_text="21-11-2026 18:12", date="2026-11-21", currency="EUR", font=LIBERATION_MONO, width=560),
    dict(name="walgreens-mastercard", merchant="Walgreens", header=["Walgreens", "#05877 1855 W FOSTER AVE", "CHICAGO, IL 60640"],
         items=[("NYQUIL LIQUICAP", 1399), ("TYLENOL EX STR", 1149)],
         style="us", tax_bp=1025, tax_label="SALES TAX 10.25%", total_label="TOTAL", payment=("MASTERCARD", "MASTERCARD 0042"),
         date_text="11/12/2026 9:41 AM", date="2026-11-12", currency="USD", font=MONO, width=540),
    dict(name="sainsburys-cash", merchant="Sainsbury's", header=["Sainsbury's", "33 Holborn", "London EC1N 2HT"],
         items=[("JS SOURDOUGH LOAF", 150), ("JS WHOLE MILK", 165), ("COFFEE BEANS", 425)],
         style="uk", tax_bp=0, tax_label=None, total_label="BALANCE DUE", payment=("CASH", "CASH"), cash_minor=1000,
         date_text="27/10/2026 13:05", date="2026-10-27", currency="GBP", symbol="£", font=SANS, width=520),
]


def lines_of(r):
    """The receipt's text lines: (text, right-aligned part, bold)."""
    sym = r.get("symbol", "$" if r["style"] == "us" else "")
    subtotal = sum(p for _, p in r["items"])
    if r.get("included_tax"):
        total = subtotal
        tax = round(total * r["tax_bp"] / (10000 + r["tax_bp"]))
    else:
        tax = round(subtotal * r["tax_bp"] / 10000)
        total = subtotal + tax
    out = [(h, None, i == 0) for i, h in enumerate(r["header"])]
    out.append(("", None, False))
    out.append((r["date_text"], None, False))
    out.append(("", None, False))
    for name, price in r["items"]:
        out.append((name, sym + money(price, r["style"]), False))
    out.append(("", None, False))
    if r["tax_label"] and not r.get("included_tax"):
        out.append(("SUBTOTAL", sym + money(subtotal, r["style"]), False))
        out.append((r["tax_label"], sym + money(tax, r["style"]), False))
    out.append((r["total_label"], sym + money(total, r["style"]), True))
    if r["payment"][0] == "CASH":
        cash = r["cash_minor"]
        out.append((r["payment"][1], sym + money(cash, r["style"]), False))
        change_label = r.get("change_label", "CHANGE" if r["style"] != "eu" else "Rueckgeld")
        out.append((change_label, sym + money(cash - total, r["style"]), False))
    else:
        out.append((r["payment"][1], sym + money(total, r["style"]), False))
    if r["tax_label"] and r.get("included_tax"):
        out.append((r.get("included_label", f"{r['tax_label']} enth."), money(tax, r["style"]), False))
    out.append(("", None, False))
    out.append(("THANK YOU", None, False))
    truth = dict(merchant=r["merchant"], date=r["date"], total_minor=total, currency=r["currency"],
                 tax_minor=tax if r["tax_label"] else None,
                 subtotal_minor=subtotal if r["tax_label"] and not r.get("included_tax") else None,
                 payment=r["payment"][0], items=len(r["items"]))
    return out, truth


def render(r, scale=1.0):
    lines, truth = lines_of(r)
    size = int(26 * scale)
    font = ImageFont.truetype(r["font"], size)
    bold = ImageFont.truetype(r["font"].replace("-Regular", "-Bold").replace("Mono.ttf", "Mono-Bold.ttf"), int(size * 1.25))
    width = int(r["width"] * scale)
    line_height = int(size * 1.5)
    height = int(line_height * (len(lines) + 4))
    paper = Image.new("L", (width, height), 250)
    draw = ImageDraw.Draw(paper)
    y = line_height * 2
    margin = int(30 * scale)
    for i, (text, right, strong) in enumerate(lines):
        f = bold if strong else font
        if right is None and i < len(r["header"]):
            w = draw.textlength(text, font=f)
            draw.text(((width - w) / 2, y), text, fill=20, font=f)
        else:
            draw.text((margin, y), text, fill=20, font=f)
            if right:
                w = draw.textlength(right, font=f)
                draw.text((width - margin - w, y), right, fill=20, font=f)
        y += line_height
    return paper, truth


def photograph(paper, rng, scale=1.0):
    """A photo of the paper on a table: darker background, a small rotation, blur, noise."""
    w, h = paper.size
    pad = int(60 * scale)
    table = Image.new("L", (w + 2 * pad, h + 2 * pad), rng.randint(70, 110))
    table.paste(paper, (pad, pad))
    rotated = table.rotate(rng.uniform(-3.0, 3.0), resample=Image.BICUBIC, expand=True, fillcolor=90)
    blurred = rotated.filter(ImageFilter.GaussianBlur(radius=0.6 * scale))
    noise = Image.effect_noise(blurred.size, 12)
    noisy = Image.blend(blurred, noise, 0.08)
    lit = Image.merge("RGB", (noisy, noisy.point(lambda v: v * 0.97), noisy.point(lambda v: v * 0.92)))
    return lit


def hard_photograph(paper, rng):
    """A poor phone photo of faded thermal paper: low contrast, a shadow falling across it,
    seen at an angle (perspective), turned up to 8 degrees, at a lower resolution."""
    faded = paper.point(lambda v: 105 + v * 0.5)
    w, h = faded.size
    # A shadow: the light falls off across the paper, darkest in one corner.
    shade = Image.linear_gradient("L").resize((w, h)).rotate(rng.choice([45, 135, 225, 315]), expand=False, fillcolor=0)
    shadowed = Image.composite(faded, faded.point(lambda v: v * 0.62), shade.point(lambda v: 255 - v // 2))
    pad = 80
    table = Image.new("L", (w + 2 * pad, h + 2 * pad), rng.randint(50, 90))
    table.paste(shadowed, (pad, pad))
    # Perspective: the top edge narrower than the bottom, as when the phone leans back.
    tw, th = table.size
    inset = tw * rng.uniform(0.03, 0.06)
    coeffs = perspective_coefficients([(inset, 0), (tw - inset, 0), (tw, th), (0, th)], [(0, 0), (tw, 0), (tw, th), (0, th)])
    leaning = table.transform((tw, th), Image.PERSPECTIVE, coeffs, resample=Image.BICUBIC, fillcolor=70)
    angle = rng.choice([-1, 1]) * rng.uniform(4.0, 8.0)
    rotated = leaning.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=70)
    small = rotated.resize((int(rotated.width * 0.75), int(rotated.height * 0.75)), Image.BILINEAR)
    blurred = small.filter(ImageFilter.GaussianBlur(radius=0.7))
    noisy = Image.blend(blurred, Image.effect_noise(blurred.size, 18), 0.1)
    return Image.merge("RGB", (noisy, noisy.point(lambda v: v * 0.96), noisy.point(lambda v: v * 0.88)))


def perspective_coefficients(source, target):
    """The 8 coefficients PIL's PERSPECTIVE transform takes to map `target` corners to `source`."""
    rows, values = [], []
    for (x, y), (u, v) in zip(target, source):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        values += [u, v]
    return solve(rows, values)


def solve(a, b):
    """Gaussian elimination: x with a·x = b."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


# Images local OCR (Tesseract, eng) does not read exactly: counted, not checked. Every hard
# photo (its date's digits come out garbled: 1 read as 4, 0 as 9), and two whose small
# amounts Tesseract reads differently from run to run ("BTW" as "BIW", "1,35" as "hoo").
HARD = {"albert-heijn-pin.png", "mercadona-visa-photo.jpg"}


def main():
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(2041)
    if "--huge" in sys.argv[2:]:
        Image.new("1", (20000, 20000), 1).save(out / "huge.png", optimize=True)
        return
    if "--bench" in sys.argv[2:]:
        for scale in (1.0, 2.0, 3.0):
            paper, _ = render(RECEIPTS[0], scale)
            photograph(paper, rng, scale).save(out / f"receipt-x{int(scale)}.jpg", quality=85)
        return
    truths = {}
    hard_rng = random.Random(7)
    for r in RECEIPTS:
        paper, truth = render(r)
        paper.save(out / f"{r['name']}.png")
        photograph(paper, rng).save(out / f"{r['name']}-photo.jpg", quality=70)
        hard_photograph(paper, hard_rng).save(out / f"{r['name']}-hard.jpg", quality=40)
        for image in (f"{r['name']}.png", f"{r['name']}-photo.jpg"):
            truths[image] = dict(truth, hard=True) if image in HARD else truth
        truths[f"{r['name']}-hard.jpg"] = dict(truth, hard=True)
    (out / "truth.json").write_text(json.dumps(truths, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
