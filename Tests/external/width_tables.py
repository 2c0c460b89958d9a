#!/usr/bin/env python3
"""Text width tables for l10n-title-truncation, measured with a real shaper (HarfBuzz, through PyPI
uharfbuzz) on the fonts Debian packages: Roboto (fonts-roboto), Inter (fonts-inter) and Noto
(fonts-noto-core, fonts-noto-cjk).

    python3 Tests/external/width_tables.py generate   # rewrites Rules/data/text-widths.txt
    python3 Tests/external/width_tables.py shape      # reads [{"platform", "text"}] JSON on stdin,
                                                      # prints HarfBuzz's widths (em) as JSON

BarAudit embeds the tables, so the binary needs no font at run time. What the tables hold, per face:
- the advance of every code point the face maps, in 1/1000 em, as HarfBuzz shapes the code point alone
  (marks get the zero advance HarfBuzz gives them);
- kerning of letter pairs within Latin, Greek and Cyrillic (what HarfBuzz adds when shaping the pair);
- for Arabic, the advance of each joining form (isolated, initial, medial, final: shaped with ZWJ on
  the joining sides) and of the lam-alef ligatures;
- for scripts whose shaping builds conjuncts (Indic, Khmer, Myanmar, Sinhala), a half-form ratio: a
  virama (combining class 9) between two letters takes no space and leaves the consonant before it at
  this share of its width (the ratio that fits shaped sample words best); widths in these scripts are
  reported as estimated.
`shape` measures the same strings with HarfBuzz at test time, each character in the first face of the
platform's stack that maps it, runs of one face shaped together: the reference the tables are tested
against (within 3 %).
"""
import json
import os
import sys
import unicodedata

import uharfbuzz as hb
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTPUT = os.path.join(ROOT, "Rules", "data", "text-widths.txt")
NOTO = "/usr/share/fonts/truetype/noto/"

# name: (file, collection index, Debian package)
FACES = {
    "roboto-medium": ("/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf", 0, "fonts-roboto"),
    "roboto-regular": ("/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf", 0, "fonts-roboto"),
    "roboto-bold": ("/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf", 0, "fonts-roboto"),
    "inter-medium": ("/usr/share/fonts/opentype/inter/Inter-Medium.otf", 0, "fonts-inter"),
    "noto-sans-arabic": (NOTO + "NotoSansArabic-Regular.ttf", 0, "fonts-noto-core"),
    "noto-naskh-arabic": (NOTO + "NotoNaskhArabic-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-hebrew": (NOTO + "NotoSansHebrew-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-armenian": (NOTO + "NotoSansArmenian-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-georgian": (NOTO + "NotoSansGeorgian-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-ethiopic": (NOTO + "NotoSansEthiopic-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-thai": (NOTO + "NotoSansThai-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-lao": (NOTO + "NotoSansLao-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-devanagari": (NOTO + "NotoSansDevanagari-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-bengali": (NOTO + "NotoSansBengali-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-gurmukhi": (NOTO + "NotoSansGurmukhi-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-gujarati": (NOTO + "NotoSansGujarati-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-tamil": (NOTO + "NotoSansTamil-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-telugu": (NOTO + "NotoSansTelugu-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-kannada": (NOTO + "NotoSansKannada-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-malayalam": (NOTO + "NotoSansMalayalam-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-sinhala": (NOTO + "NotoSansSinhala-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-khmer": (NOTO + "NotoSansKhmer-Regular.ttf", 0, "fonts-noto-core"),
    "noto-sans-myanmar": (NOTO + "NotoSansMyanmar-Regular.ttf", 0, "fonts-noto-core"),
    # NotoSansCJK-Regular.ttc: index 2 is Noto Sans CJK SC (the faces share Han, kana and Hangul widths).
    "noto-sans-cjk": ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2, "fonts-noto-cjk"),
}

# The faces a label style falls back through, first match wins. iOS: Inter Medium stands in for
# SF Pro Text Medium (not redistributable); Material 3: Roboto Medium (Label Medium); Material 2 and the
# Design library: Roboto Regular; labels an app sets in bold (materialBold): Roboto Bold; Android with Noto Naskh Arabic, its own Arabic UI font. All: Noto for
# the other scripts, at regular weight (Debian ships no medium).
COMMON = ["noto-sans-hebrew", "noto-sans-armenian", "noto-sans-georgian", "noto-sans-ethiopic", "noto-sans-thai",
          "noto-sans-lao", "noto-sans-devanagari", "noto-sans-bengali", "noto-sans-gurmukhi", "noto-sans-gujarati",
          "noto-sans-tamil", "noto-sans-telugu", "noto-sans-kannada", "noto-sans-malayalam", "noto-sans-sinhala",
          "noto-sans-khmer", "noto-sans-myanmar", "noto-sans-cjk"]
STACKS = {
    "ios": ["inter-medium", "noto-sans-arabic"] + COMMON,
    "material": ["roboto-medium", "noto-naskh-arabic"] + COMMON,
    "material2": ["roboto-regular", "noto-naskh-arabic"] + COMMON,
    "materialBold": ["roboto-bold", "noto-naskh-arabic"] + COMMON,
}

# Scripts whose shaping forms conjuncts or reorders: sample words (tab titles) give a correction factor.
COMPLEX_SAMPLES = {
    "noto-sans-devanagari": ["सेटिंग्स", "खोजें", "प्रोफ़ाइल", "संदेश", "होम", "पुस्तकालय", "सूचनाएँ", "खाता", "मित्र", "इतिहास"],
    "noto-sans-bengali": ["সেটিংস", "অনুসন্ধান", "প্রোফাইল", "বার্তা", "হোম", "লাইব্রেরি", "বিজ্ঞপ্তি", "অ্যাকাউন্ট"],
    "noto-sans-gurmukhi": ["ਸੈਟਿੰਗਾਂ", "ਖੋਜ", "ਪ੍ਰੋਫਾਈਲ", "ਸੁਨੇਹੇ", "ਹੋਮ"],
    "noto-sans-gujarati": ["સેટિંગ્સ", "શોધ", "પ્રોફાઇલ", "સંદેશા", "હોમ"],
    "noto-sans-tamil": ["அமைப்புகள்", "தேடல்", "சுயவிவரம்", "செய்திகள்", "முகப்பு", "நூலகம்"],
    "noto-sans-telugu": ["సెట్టింగ్‌లు", "శోధన", "ప్రొఫైల్", "సందేశాలు", "హోమ్"],
    "noto-sans-kannada": ["ಸೆಟ್ಟಿಂಗ್‌ಗಳು", "ಹುಡುಕಿ", "ಪ್ರೊಫೈಲ್", "ಸಂದೇಶಗಳು", "ಮುಖಪುಟ"],
    "noto-sans-malayalam": ["ക്രമീകരണങ്ങൾ", "തിരയുക", "പ്രൊഫൈൽ", "സന്ദേശങ്ങൾ", "ഹോം", "സബ്സ്ക്രിപ്പ്ഷനുകൾ", "ലൈബ്രറി", "ആർട്ടിസ്റ്റുകൾ", "പ്ലേലിസ്റ്റുകൾ", "ഡൗൺലോഡുകൾ"],
    "noto-sans-sinhala": ["සැකසීම්", "සොයන්න", "පැතිකඩ", "පණිවිඩ", "මුල් පිටුව"],
    "noto-sans-khmer": ["ការកំណត់", "ស្វែងរក", "ប្រវត្តិរូប", "សារ", "ទំព័រដើម"],
    "noto-sans-myanmar": ["ဆက်တင်များ", "ရှာဖွေရန်", "ပရိုဖိုင်", "မက်ဆေ့ချ်များ", "ပင်မ"],
}

LATIN_KERNING = [c for c in range(0x20, 0x7F) if chr(c).isalpha() or chr(c) in ".,'\"-():;!?"] + \
    [c for c in range(0xC0, 0x180) if chr(c).isalpha()]
GREEK_KERNING = [c for c in range(0x386, 0x3CF) if chr(c).isalpha()]
CYRILLIC_KERNING = [c for c in range(0x400, 0x460) if chr(c).isalpha()]
KERNING_THRESHOLD = 5
ARABIC_LAM = 0x0644
ARABIC_ALEFS = [0x0622, 0x0623, 0x0625, 0x0627]
ZWJ = "\u200d"

_fonts = {}


def load(name):
    if name not in _fonts:
        path, index, _ = FACES[name]
        face = hb.Face(hb.Blob.from_file_path(path), index)
        font = hb.Font(face)
        tt = TTFont(path, fontNumber=index, lazy=True)
        _fonts[name] = (font, face.upem, set(tt.getBestCmap().keys()), tt)
    return _fonts[name]


def shape(name, text):
    """HarfBuzz's advance of the text in the face, in em."""
    font, upem, _, _ = load(name)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    buffer.flags = hb.BufferFlags.DO_NOT_INSERT_DOTTED_CIRCLE
    hb.shape(font, buffer, {"kern": True, "liga": True})
    return sum(position.x_advance for position in buffer.glyph_positions) / upem


def milli(value):
    return int(round(value * 1000))


def covered(name):
    return load(name)[2]


def face_for(platform, code_point):
    for name in STACKS[platform]:
        if code_point in covered(name):
            return name
    return None


def info(name):
    _, _, _, tt = load(name)
    names = tt["name"]

    def get(name_id):
        record = names.getDebugName(name_id)
        return (record or "").replace("|", "/").replace("\n", " ").strip()

    # "Roboto Medium", "Roboto Regular": the typographic names where the font has them, else the full
    # name, with the style when the full name is only the family ("Roboto").
    full = f"{get(16)} {get(17)}" if get(16) and get(17) else get(4) + (f" {get(2)}" if get(4) == get(1) and get(2) else "")

    licence_url = get(14)
    licence = "Apache-2.0" if "apache" in licence_url.lower() or "apache" in get(13).lower() else \
        "OFL-1.1" if "openfont" in licence_url.lower().replace(" ", "") or "SIL Open Font" in get(13) else get(13)[:80]
    return full, get(5), licence, licence_url


def runs(values):
    """Code point → width lines: equal widths over a span ("S start end w"), else rows ("R start w,w,…")."""
    lines = []
    items = sorted(values.items())
    index = 0
    while index < len(items):
        start, width = items[index]
        end = index
        while end + 1 < len(items) and items[end + 1][0] == items[end][0] + 1 and items[end + 1][1] == width:
            end += 1
        if end - index >= 7:
            lines.append(f"S {start:X} {items[end][0]:X} {width}")
            index = end + 1
            continue
        row = [width]
        cursor = index + 1
        while cursor < len(items) and items[cursor][0] == items[cursor - 1][0] + 1 and len(row) < 64:
            # Stop a row where a long equal span starts.
            span = cursor
            while span + 1 < len(items) and items[span + 1][0] == items[span][0] + 1 and items[span + 1][1] == items[cursor][1]:
                span += 1
            if span - cursor >= 7:
                break
            row.append(items[cursor][1])
            cursor += 1
        lines.append(f"R {start:X} " + ",".join(str(value) for value in row))
        index = cursor
    return lines


def conjunct_model(word, widths, ratio):
    """What the Swift side computes for a word of a conjunct-forming script (see TextWidths.measure)."""
    total, previous = 0.0, 0.0
    characters = list(word)
    for index, char in enumerate(characters):
        advance = widths.get(ord(char), 0) / 1000
        following = characters[index + 1] if index + 1 < len(characters) else ""
        if unicodedata.combining(char) == 9 and following and unicodedata.category(following).startswith("L"):
            total -= previous * (1 - ratio)
            advance = 0.0
        total += advance
        previous = advance
    return total


def joining_forms(name, code_point):
    char = chr(code_point)
    return [milli(shape(name, char)), milli(shape(name, char + ZWJ)), milli(shape(name, ZWJ + char + ZWJ)), milli(shape(name, ZWJ + char))]


def generate():
    used = sorted({name for stack in STACKS.values() for name in stack})
    lines = [
        "# Text width tables for l10n-title-truncation. Generated by `python3 Tests/external/width_tables.py generate`",
        "# (HarfBuzz via uharfbuzz " + hb.__version__ + "); do not edit. Widths in 1/1000 em.",
        "# F name|full name|version|licence|licence URL|Debian package; then its lines:",
        "#   R START w,w,…   advances of consecutive code points (hex) shaped alone",
        "#   S START END w   one advance for a span of code points",
        "#   K A B:k C:k …   kerning after code point A before B, C… (pairs of at least 5/1000 em)",
        "#   J CP iso,ini,med,fin   Arabic joining forms",
        "#   L A B iso,fin   a two-code-point ligature (lam-alef), isolated and final",
        "#   H ratio         conjunct scripts: a virama before a letter takes no space and leaves the consonant",
        "#                   before it at this share of its width (fitted to shaped sample words; estimated)",
        "# P style face face …   the fallback order of a label style's font (ios, material = Material 3, material2)",
    ]
    for platform, stack in STACKS.items():
        lines.append(f"P {platform} " + " ".join(stack))
    primary_latin = {stack[0] for stack in STACKS.values()}
    for name in used:
        full, version, licence, url = info(name)
        lines.append(f"F {name}|{full}|{version}|{licence}|{url}|{FACES[name][2]}")
        cmap = covered(name)
        if name in primary_latin:
            points = [c for c in cmap if c < 0x3000 and not (0xD800 <= c < 0xF900)]
        else:
            # Fallback faces serve only what the primary faces lack; both primaries cover Latin punctuation.
            points = [c for c in cmap if c >= 0x0370 and not (0xE000 <= c < 0xF900) and c not in (0x200C, 0x200D)]
            if name == "noto-sans-cjk":
                points = [c for c in points if 0x1100 <= c <= 0x11FF or 0x2E80 <= c <= 0x9FFF or 0xAC00 <= c <= 0xD7AF
                          or 0xF900 <= c <= 0xFAFF or 0xFF00 <= c <= 0xFFEF]
        widths = {c: milli(shape(name, chr(c))) for c in points if unicodedata.category(chr(c)) not in ("Cs", "Co", "Cn")}
        lines += runs(widths)
        if name in primary_latin:
            for group in (LATIN_KERNING, GREEK_KERNING, CYRILLIC_KERNING):
                group = [c for c in group if c in cmap]
                for first in group:
                    pairs = []
                    for second in group:
                        kern = milli(shape(name, chr(first) + chr(second))) - widths[first] - widths[second]
                        # Below 1/200 em a pair changes a title's width by far less than the 3 % the tables promise.
                        if abs(kern) >= KERNING_THRESHOLD:
                            pairs.append(f"{second:X}:{kern}")
                    if pairs:
                        lines.append(f"K {first:X} " + " ".join(pairs))
        if "arabic" in name:
            for code_point in sorted(c for c in points if 0x0600 <= c <= 0x06FF or 0x0750 <= c <= 0x077F):
                forms = joining_forms(name, code_point)
                if len(set(forms)) > 1:
                    lines.append(f"J {code_point:X} " + ",".join(map(str, forms)))
            for alef in ARABIC_ALEFS:
                pair = chr(ARABIC_LAM) + chr(alef)
                lines.append(f"L {ARABIC_LAM:X} {alef:X} {milli(shape(name, pair))},{milli(shape(name, ZWJ + pair))}")
        if name in COMPLEX_SAMPLES:
            words = COMPLEX_SAMPLES[name]
            shaped = [shape(name, word) for word in words]

            def worst_error(ratio):
                return max(abs(conjunct_model(word, widths, ratio) - real) / real for word, real in zip(words, shaped))

            ratio = min((step / 20 for step in range(21)), key=worst_error)
            lines.append(f"H {ratio:.2f}")
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    print(f"wrote {OUTPUT}: {os.path.getsize(OUTPUT)} bytes, {len(used)} faces")


def shape_request():
    """HarfBuzz widths (em) of each {"platform", "text"}: characters itemised by that label style's stack."""
    results = []
    for request in json.load(sys.stdin):
        stack_face = lambda c: face_for(request["platform"], ord(c))
        text = request["text"]
        total, run, run_face, unknown = 0.0, "", None, 0
        for char in text:
            face = stack_face(char)
            # Marks, joiners and other zero-width characters stay in the run they belong to.
            if face is None or (run and unicodedata.category(char) in ("Mn", "Me", "Cf") and run_face is not None):
                if face is None and unicodedata.category(char) not in ("Mn", "Me", "Cf"):
                    unknown += 1
                    continue
                face = run_face
            if face != run_face and run:
                total += shape(run_face, run)
                run = ""
            run_face = face
            run += char
        if run and run_face:
            total += shape(run_face, run)
        results.append({"width": total, "unknown": unknown})
    print(json.dumps(results))


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "generate":
        generate()
    elif command == "shape":
        shape_request()
    else:
        sys.exit("usage: width_tables.py generate | shape < requests.json")
