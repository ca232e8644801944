#!/usr/bin/env python3
"""Makes the built-in Top Trumps packs (crates/rules/packs/*.json) from their sources.

    python3 scripts/packs/make_packs.py           # writes the three packs
    python3 scripts/packs/make_packs.py --check   # exit 1, with a summary, if a checked-in pack
                                                  # differs from what would be written

Sources:
- elements.json  from the Python package `periodictable` (Debian: python3-periodictable)
- planets.json   from crates/rules/packs/sources/planets.csv
- mountains.json from crates/rules/packs/sources/mountains.csv

Every pack is checked against every rule of docs/pack-format.md before anything is written; if
any pack breaks a rule, the problems are listed and nothing is written. The output is
deterministic: the same sources (and the same periodictable version) give the same bytes.

Only the standard library and periodictable are used.
"""

import argparse
import csv
import difflib
import json
import math
import os
import re
import sys
from decimal import ROUND_HALF_UP, Decimal

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
PACKS = os.path.join(ROOT, "crates", "rules", "packs")
SOURCES = os.path.join(PACKS, "sources")

# ---------------------------------------------------------------------------------------------
# Shared helpers


def rounded(value, precision):
    """`value` rounded half-up to `precision` decimals, as the JSON number to write (an int when
    precision is 0), so that what players see is exactly what is compared."""
    if value is None:
        return None
    d = Decimal(repr(float(value))).quantize(Decimal(1).scaleb(-precision), rounding=ROUND_HALF_UP)
    if precision == 0:
        return int(d)
    return float(d)


def attribute(key, label, better, precision=0, unit=None):
    a = {"key": key, "label": label}
    if unit:
        a["unit"] = unit
    a["better"] = better
    a["precision"] = precision
    return a


def card(name, values, attributes, description=None, picture=None):
    """A card with every attribute's value rounded to that attribute's precision."""
    c = {"name": name}
    if description:
        c["description"] = description
    if picture:
        c["picture"] = picture
    c["values"] = {a["key"]: rounded(values.get(a["key"]), a.get("precision", 0)) for a in attributes}
    return c


def read_table(path):
    """The rows of a CSV source table (lines starting with # are comments)."""
    with open(path, encoding="utf-8", newline="") as f:
        lines = [line for line in f if not line.lstrip().startswith("#") and line.strip()]
    return list(csv.DictReader(lines))


def number(text):
    text = (text or "").strip()
    return None if text == "" else float(text)


# ---------------------------------------------------------------------------------------------
# The chemical elements (from periodictable)


def import_periodictable():
    try:
        import periodictable  # noqa: F401
    except ImportError:
        # Debian's python3-periodictable lives here; a python3 from elsewhere (pyenv, a venv)
        # does not look there by itself.
        for extra in ("/usr/lib/python3/dist-packages", "/usr/local/lib/python3/dist-packages"):
            if os.path.isdir(os.path.join(extra, "periodictable")) and extra not in sys.path:
                sys.path.append(extra)
        try:
            import periodictable  # noqa: F401
        except ImportError:
            sys.exit(
                "make_packs.py: the Python package periodictable is missing "
                "(apt-get install python3-periodictable, or pip install periodictable)"
            )
    import periodictable

    return periodictable


# The 56 elements from hydrogen to barium, and four famous heavier ones.
ELEMENT_NUMBERS = list(range(1, 57)) + [79, 80, 82, 92]

# IUPAC spellings where periodictable uses American ones.
ELEMENT_NAMES = {"aluminum": "Aluminium", "cesium": "Caesium"}


def group_and_period(z):
    """(group or a block name, period) in the IUPAC 18-column table."""
    starts = [(87, 7), (55, 6), (37, 5), (19, 4), (11, 3), (3, 2), (1, 1)]
    period = next(p for s, p in starts if z >= s)
    first = {1: 1, 2: 3, 3: 11, 4: 19, 5: 37, 6: 55, 7: 87}[period]
    i = z - first  # 0-based position in its period
    if period == 1:
        return (1 if z == 1 else 18), period
    if period in (2, 3):
        return (i + 1 if i < 2 else i + 11), period
    if period in (4, 5):
        return i + 1, period
    # Periods 6 and 7: two s-block columns, then 15 f-block elements (La–Lu, Ac–Lr), then 3–18.
    if i < 2:
        return i + 1, period
    if i < 17:
        return ("lanthanide" if period == 6 else "actinide"), period
    return i - 13, period


def minus(text):
    return text.replace("-", "\u2212")


def density_note(caveat):
    """A few words for the card when periodictable's density is not for the solid at room
    temperature (gases are given as liquids at their boiling points)."""
    caveat = (caveat or "").strip()
    m = re.match(r"T=(-\d+(?:\.\d+)?)", caveat)
    if m:
        return "density as a liquid at %s\u00a0°C" % minus(str(int(Decimal(m.group(1)).quantize(Decimal(1), rounding=ROUND_HALF_UP))))
    if caveat.startswith("calculated"):
        return "density calculated"
    if "graphite" in caveat:
        return "density of graphite"
    return None


def make_elements():
    pt = import_periodictable()
    version = getattr(pt, "__version__", "unknown")
    attributes = [
        attribute("number", "Atomic number", "higher"),
        attribute("mass", "Atomic mass", "higher", 3, "u"),
        attribute("density", "Density", "higher", 2, "g/cm³"),
        attribute("radius", "Covalent radius", "higher", 0, "pm"),
        attribute("isotopes", "Isotopes found in nature", "higher"),
    ]
    cards = []
    for z in ELEMENT_NUMBERS:
        el = pt.elements[z]
        natural = [n for n in el.isotopes if (getattr(el[n], "abundance", 0) or 0) > 0]
        radius = el.covalent_radius
        group, period = group_and_period(z)
        parts = ["Symbol %s" % el.symbol]
        parts.append("group %d" % group if isinstance(group, int) else group)
        parts.append("period %d" % period)
        note = density_note(getattr(el, "density_caveat", ""))
        if note and el.density is not None:
            parts.append(note)
        if not natural:
            parts.append("no stable isotope")
        name = ELEMENT_NAMES.get(el.name, el.name[:1].upper() + el.name[1:])
        values = {
            "number": z,
            "mass": el.mass,
            "density": el.density,
            "radius": None if radius is None else radius * 100.0,  # Å → pm
            "isotopes": len(natural),
        }
        cards.append(card(name, values, attributes, description=" · ".join(parts)))
    return {
        "format": 1,
        "name": "The chemical elements",
        "description": (
            "Sixty elements, from hydrogen to barium plus gold, mercury, lead and uranium; "
            "gases' densities are for the liquid at its boiling point."
        ),
        "sources": [
            {
                "name": "periodictable %s, Python package by Paul Kienzle (public domain)" % version,
                "url": "https://github.com/pkienzle/periodictable",
            },
            {
                "name": "NIST Atomic Weights and Isotopic Compositions (atomic masses, natural isotopes)",
                "url": "https://www.nist.gov/pml/atomic-weights-and-isotopic-compositions-relative-atomic-masses",
            },
            {
                "name": "CRC Handbook of Chemistry and Physics, 80th ed. (1999), via the ILL Neutron Data Booklet (densities)",
            },
            {
                "name": "Cordero et al., Covalent radii revisited, Dalton Trans. 2008 (covalent radii)",
                "url": "https://doi.org/10.1039/b801115j",
            },
        ],
        "licence": (
            "Public domain: the periodictable package is public domain, and its masses and isotopes "
            "come from NIST (US government data); densities and radii are published measurements."
        ),
        "attributes": attributes,
        "cards": cards,
    }


# ---------------------------------------------------------------------------------------------
# The planets and large moons (from sources/planets.csv)

G = 6.67430e-11  # m³/(kg·s²), CODATA 2018
AU_KM = 149_597_870.7
JULIAN_YEAR_DAYS = 365.25


def make_planets():
    rows = read_table(os.path.join(SOURCES, "planets.csv"))
    attributes = [
        attribute("diameter", "Mean diameter", "higher", 0, "km"),
        attribute("mass", "Mass", "higher", 2, "×10²¹ kg"),
        attribute("density", "Mean density", "higher", 0, "kg/m³"),
        attribute("gravity", "Surface gravity", "higher", 2, "m/s²"),
        attribute("escape", "Escape velocity", "higher", 2, "km/s"),
        attribute("orbit", "Orbital period", "higher", 1, "days"),
        attribute("sun", "Closest to the Sun", "lower", 0, "million km"),
    ]
    by_name = {r["name"]: r for r in rows}
    cards = []
    for r in rows:
        gm = number(r["gm_km3_s2"]) * 1e9  # m³/s²
        radius = number(r["mean_radius_km"]) * 1e3  # m
        mass = gm / G
        volume = 4.0 / 3.0 * math.pi * radius**3
        gravity = number(r["gravity_m_s2"])
        if gravity is None:
            gravity = gm / radius**2
        escape = number(r["escape_km_s"])
        if escape is None:
            escape = math.sqrt(2.0 * gm / radius) / 1e3
        years = number(r["orbit_years"])
        days = number(r["orbit_days"])
        orbit = days if days is not None else years * JULIAN_YEAR_DAYS
        body = r
        while number(body["sun_au"]) is None:
            body = by_name[body["primary"]]  # a moon is as far from the Sun as its planet
        sun = number(body["sun_au"]) * AU_KM / 1e6
        values = {
            "diameter": 2.0 * radius / 1e3,
            "mass": mass / 1e21,
            "density": mass / volume,
            "gravity": gravity,
            "escape": escape,
            "orbit": orbit,
            "sun": sun,
        }
        cards.append(
            card(r["name"], values, attributes, description=r["description"], picture=r["picture"])
        )
    return {
        "format": 1,
        "name": "The planets and large moons",
        "description": (
            "The eight planets, three dwarf planets and the largest moons; a planet's orbit is "
            "round the Sun, a moon's round its planet, and the one closest to the Sun wins."
        ),
        "sources": [
            {
                "name": "NASA/JPL Solar System Dynamics: Planets and Pluto, physical characteristics",
                "url": "https://ssd.jpl.nasa.gov/planets/phys_par.html",
            },
            {
                "name": "NASA/JPL Solar System Dynamics: planetary satellite physical parameters",
                "url": "https://ssd.jpl.nasa.gov/sats/phys_par/",
            },
            {
                "name": "NASA/JPL Solar System Dynamics: planetary satellite mean elements",
                "url": "https://ssd.jpl.nasa.gov/sats/elem/",
            },
            {
                "name": "NASA/JPL Solar System Dynamics: approximate positions of the planets",
                "url": "https://ssd.jpl.nasa.gov/planets/approx_pos.html",
            },
            {
                "name": "NASA/JPL planetary ephemeris DE440: masses (GM) of the planets and Pluto",
                "url": "https://naif.jpl.nasa.gov/pub/naif/generic_kernels/pck/gm_de440.tpc",
            },
            {
                "name": "NASA/JPL Small-Body Database (Ceres, Eris)",
                "url": "https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html",
            },
            {
                "name": "NASA Planetary Fact Sheet",
                "url": "https://nssdc.gsfc.nasa.gov/planetary/factsheet/",
            },
        ],
        "licence": (
            "Public domain: NASA and JPL figures are works of the US government; Eris's size and "
            "mass are published measurements (Sicardy et al. 2011, Holler et al. 2021)."
        ),
        "attributes": attributes,
        "cards": cards,
    }


# ---------------------------------------------------------------------------------------------
# The great mountains (from sources/mountains.csv)

WGS84_A = 6378.137  # km
WGS84_F = 1 / 298.257223563


def distance_from_centre_km(latitude_deg, height_m):
    """How far a point `height_m` above the WGS 84 ellipsoid at `latitude_deg` is from the
    Earth's centre."""
    phi = math.radians(latitude_deg)
    e2 = WGS84_F * (2 - WGS84_F)
    n = WGS84_A / math.sqrt(1 - e2 * math.sin(phi) ** 2)
    h = height_m / 1000.0
    x = (n + h) * math.cos(phi)
    z = (n * (1 - e2) + h) * math.sin(phi)
    return math.hypot(x, z)


def make_mountains():
    rows = read_table(os.path.join(SOURCES, "mountains.csv"))
    attributes = [
        attribute("height", "Height", "higher", 0, "m"),
        attribute("prominence", "Prominence", "higher", 0, "m"),
        attribute("ascent", "First ascent (earliest wins)", "lower", 0),
        attribute("equator", "Distance from the equator", "higher", 1, "°"),
        attribute("centre", "Distance from Earth's centre", "higher", 2, "km"),
    ]
    cards = []
    for r in rows:
        height = number(r["height_m"])
        latitude = number(r["latitude"])
        values = {
            "height": height,
            "prominence": number(r["prominence_m"]),
            "ascent": number(r["first_ascent"]),
            "equator": abs(latitude),
            "centre": distance_from_centre_km(latitude, height),
        }
        description = r["where"]
        if r["note"].strip():
            description += " · " + r["note"].strip()
        cards.append(card(r["name"], values, attributes, description=description, picture=r["picture"]))
    return {
        "format": 1,
        "name": "The great mountains",
        "description": (
            "The fourteen eight-thousanders, the Seven Summits and other famous peaks; for the "
            "first ascent, the earliest recorded climb wins."
        ),
        "sources": [
            {
                "name": "Wikipedia: List of highest mountains on Earth",
                "url": "https://en.wikipedia.org/wiki/List_of_highest_mountains_on_Earth",
            },
            {
                "name": "Wikipedia: List of mountains by elevation",
                "url": "https://en.wikipedia.org/wiki/List_of_mountains_by_elevation",
            },
            {
                "name": "Wikipedia: List of peaks by prominence",
                "url": "https://en.wikipedia.org/wiki/List_of_peaks_by_prominence",
            },
            {
                "name": "Wikipedia: Eight-thousander",
                "url": "https://en.wikipedia.org/wiki/Eight-thousander",
            },
            {
                "name": "Wikipedia: Seven Summits",
                "url": "https://en.wikipedia.org/wiki/Seven_Summits",
            },
            {
                "name": "Wikipedia: each mountain's article (first ascents, coordinates)",
                "url": "https://en.wikipedia.org/",
            },
            {
                "name": "WGS 84 ellipsoid, for the distance from Earth's centre (worked out from height and latitude)",
                "url": "https://earth-info.nga.mil/index.php?dir=wgs84&action=wgs84",
            },
        ],
        "licence": (
            "Figures from Wikipedia, CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/); "
            "this pack is shared under the same licence."
        ),
        "attributes": attributes,
        "cards": cards,
    }


# ---------------------------------------------------------------------------------------------
# The checks of docs/pack-format.md (the same as the app's: characters are Unicode code points,
# text is trimmed, control characters are refused)

PACK_FIELDS = ["format", "name", "description", "sources", "licence", "attributes", "cards"]
ATTRIBUTE_FIELDS = ["key", "label", "unit", "better", "precision"]
CARD_FIELDS = ["name", "description", "picture", "values"]
KEY_CHARS = re.compile(r"^[a-z0-9_-]+$")
IMAGE_PREFIXES = (
    "data:image/png;",
    "data:image/jpeg;",
    "data:image/gif;",
    "data:image/webp;",
    "data:image/svg+xml",
)


def is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def check_pack(pack, text):
    """Every problem of `pack` (and of its JSON `text`), as strings; empty when it is valid."""
    problems = []

    def add(at, message):
        problems.append("%s: %s" % (at, message) if at else message)

    def check_text(obj, key, at, required, most):
        here = "%s, %s" % (at, key) if at else key
        v = obj.get(key)
        if v is None:
            if required:
                add(here, "missing")
            return None
        if not isinstance(v, str):
            add(here, "must be text")
            return None
        if required and not v.strip():
            add(here, "is empty")
        if len(v) > most:
            add(here, "%d characters, at most %d" % (len(v), most))
        if any(unicode_control(c) for c in v):
            add(here, "holds a control character")
        if v != v.strip():
            add(here, "has spaces at an end")
        return v.strip()

    def check_fields(obj, fields, at):
        for k in obj:
            if k not in fields:
                add(at, 'unknown field "%s"' % k)

    def check_once(seen, value, at, message):
        """`value` (not None) must not be in `seen` yet: `message` if it is. Adds it."""
        if value in seen:
            add(at, message)
        seen.append(value)

    def check_list(field, what, fewest, most):
        """pack[field], a list of `fewest` to `most` items; [] when it is not a list."""
        items = pack.get(field)
        if not isinstance(items, list):
            add(field, "missing or not a list")
            return []
        if not fewest <= len(items) <= most:
            add(field, "%d %s, %d to %d are needed" % (len(items), what, fewest, most))
        return items

    def objects(items, what, fields, named=False):
        """(at, item) for each item that is an object (after checking its fields); `named`: its
        name, when it has one, says which one it is."""
        for i, item in enumerate(items):
            at = "%s %d" % (what, i + 1)
            if not isinstance(item, dict):
                add(at, "must be an object")
                continue
            if named and isinstance(item.get("name"), str):
                at += ' "%s"' % item["name"]
            check_fields(item, fields, at)
            yield at, item

    if len(text) > 1_000_000:
        add("", "the pack is %d characters long, at most 1,000,000" % len(text))
    if not isinstance(pack, dict):
        return ["a pack is a JSON object"]
    check_fields(pack, PACK_FIELDS, "pack")
    if not (is_number(pack.get("format")) and isinstance(pack.get("format"), int) and pack["format"] == 1):
        add("format", "must be 1")
    check_text(pack, "name", "", True, 60)
    check_text(pack, "description", "", False, 300)
    check_text(pack, "licence", "", False, 200)

    sources = pack.get("sources")
    if sources is not None:
        if not isinstance(sources, list):
            add("sources", "must be a list")
        else:
            if len(sources) > 10:
                add("sources", "%d sources, at most 10" % len(sources))
            for at, s in objects(sources, "source", ("name", "url")):
                check_text(s, "name", at, True, 200)
                check_text(s, "url", at, False, 500)

    keys = []
    labels = []
    for at, a in objects(check_list("attributes", "attributes", 4, 8), "attribute", ATTRIBUTE_FIELDS):
        key = check_text(a, "key", at, True, 24)
        if key is not None:
            if not KEY_CHARS.match(key):
                add(at, "the key may hold only a-z, 0-9, - and _")
            check_once(keys, key, at, 'the key "%s" is used twice' % key)
        label = check_text(a, "label", at, True, 30)
        if label is not None:
            check_once(labels, label.lower(), at, 'the label "%s" is used twice (ignoring case)' % label)
        check_text(a, "unit", at, False, 12)
        if a.get("better") not in ("higher", "lower"):
            add(at, '"better" must be "higher" or "lower"')
        p = a.get("precision", 0)
        if not (isinstance(p, int) and not isinstance(p, bool) and 0 <= p <= 6):
            add(at, "precision must be a whole number from 0 to 6")

    names = []
    for at, c in objects(check_list("cards", "cards", 20, 60), "card", CARD_FIELDS, named=True):
        name = check_text(c, "name", at, True, 40)
        if name is not None:
            check_once(names, name.lower(), at, 'the name "%s" is used twice (ignoring case)' % name)
        check_text(c, "description", at, False, 140)
        picture = c.get("picture")
        if picture is not None:
            if not isinstance(picture, str):
                add(at, "the picture must be text")
            elif picture.startswith("data:"):
                if not picture.startswith(IMAGE_PREFIXES) or len(picture) > 24_000:
                    add(at, "the picture is not a small PNG, JPEG, GIF, WebP or SVG data: URL")
            elif len(picture) > 16 or not picture.strip() or any(unicode_control(ch) for ch in picture):
                add(at, "the picture must be an emoji of at most 16 characters")
        values = c.get("values")
        if not isinstance(values, dict):
            add(at, "values missing or not an object")
            continue
        for k in values:
            if k not in keys:
                add(at, '"%s" is not the key of any attribute' % k)
        for k in keys:
            if k not in values:
                add(at, 'no value for "%s" (write null for no data)' % k)
                continue
            v = values[k]
            if v is None:
                continue
            if not is_number(v) or not math.isfinite(v) or abs(v) >= 1e300:
                add(at, 'the value of "%s" is not a finite number' % k)
    return problems


def unicode_control(ch):
    # Rust's char::is_control: the Unicode "Cc" category.
    o = ord(ch)
    return o < 0x20 or 0x7F <= o <= 0x9F


# ---------------------------------------------------------------------------------------------


def render(pack):
    return json.dumps(pack, ensure_ascii=False, indent=2) + "\n"


MAKERS = [
    ("elements.json", make_elements),
    ("planets.json", make_planets),
    ("mountains.json", make_mountains),
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 if a checked-in pack differs from what would be written",
    )
    args = parser.parse_args()

    made = []
    failed = False
    for file_name, make in MAKERS:
        pack = make()
        text = render(pack)
        problems = check_pack(json.loads(text), text)
        if problems:
            failed = True
            print("%s breaks docs/pack-format.md:" % file_name, file=sys.stderr)
            for p in problems:
                print("  " + p, file=sys.stderr)
        made.append((file_name, text))
    if failed:
        print("nothing written", file=sys.stderr)
        return 1

    if args.check:
        stale = 0
        for file_name, text in made:
            path = os.path.join(PACKS, file_name)
            try:
                with open(path, encoding="utf-8", newline="") as f:
                    old = f.read()
            except FileNotFoundError:
                print("%s: missing (run python3 scripts/packs/make_packs.py)" % file_name)
                stale += 1
                continue
            if old == text:
                print("%s: up to date" % file_name)
                continue
            stale += 1
            diff = list(
                difflib.unified_diff(
                    old.splitlines(), text.splitlines(), "checked-in/" + file_name, "made/" + file_name, lineterm="", n=1
                )
            )
            changed = sum(1 for d in diff if d[:1] in "+-" and d[:3] not in ("+++", "---"))
            print("%s: differs from what the script makes (%d lines changed):" % (file_name, changed))
            for line in diff[:40]:
                print("  " + line)
            if len(diff) > 40:
                print("  … %d more diff lines" % (len(diff) - 40))
        if stale:
            print("run python3 scripts/packs/make_packs.py to remake them")
            return 1
        return 0

    for file_name, text in made:
        path = os.path.join(PACKS, file_name)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        pack = json.loads(text)
        nulls = sum(v is None for c in pack["cards"] for v in c["values"].values())
        print(
            "wrote %s: %d cards, %d attributes, %d no-data values, %d characters"
            % (os.path.relpath(path, ROOT), len(pack["cards"]), len(pack["attributes"]), nulls, len(text))
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
