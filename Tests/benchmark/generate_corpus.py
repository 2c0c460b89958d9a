#!/usr/bin/env python3
"""Writes a reproducible corpus of bar definitions for the benchmark: N files, each with one or two bars of
3-7 items, string tables for 34 locales (right-to-left and plural-heavy ones included: ar, he, fa, ru,
pl, cs, uk, cy), numeric, capped and dot badges with plural accessibility values, and a realistic share
of mistakes (about one finding per bar). The same definitions are written as XML and as JSON.
Usage: generate_corpus.py --files N --seed S --out DIR   (writes DIR/xml and DIR/json)"""
import argparse
import json
import os
import random
from xml.sax.saxutils import escape, quoteattr

LOCALES = ["en", "de", "fr", "es", "it", "pt", "pt-PT", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "ru", "uk",
           "hr", "sr", "sl", "ro", "hu", "tr", "el", "he", "ar", "fa", "hi", "ja", "ko", "zh-Hans", "cy", "vi", "id"]
# The CLDR 42 plural categories a complete translation needs.
CATEGORIES = {
    "en": "one other", "de": "one other", "fr": "one many other", "es": "one many other", "it": "one many other",
    "pt": "one many other", "pt-PT": "one many other", "nl": "one other", "sv": "one other", "da": "one other",
    "nb": "one other", "fi": "one other", "pl": "one few many other", "cs": "one few many other",
    "sk": "one few many other", "ru": "one few many other", "uk": "one few many other", "hr": "one few other",
    "sr": "one few other", "sl": "one two few other", "ro": "one few other", "hu": "one other", "tr": "one other",
    "el": "one other", "he": "one two other", "ar": "zero one two few many other", "fa": "one other", "hi": "one other",
    "ja": "other", "ko": "other", "zh-Hans": "other", "cy": "zero one two few many other", "vi": "other", "id": "other",
}
RTL = {"he", "ar", "fa"}
WORDS = ["Home", "Inbox", "Search", "Library", "Profile", "Settings", "Music", "Radio", "Photos", "Maps", "Friends",
         "Explore", "Saved", "Orders", "Wallet", "News", "Games", "Clips", "Alerts", "Notes", "Files", "Calls"]
RTL_WORDS = ["الرئيسية", "البريد", "بحث", "المكتبة", "ملف", "الإعدادات", "בית", "חיפוש", "ספרייה", "הגדרות"]


def translate(word, locale, rng):
    if locale in RTL:
        return rng.choice(RTL_WORDS)
    if locale == "en":
        return word
    return f"{word}·{locale}" if rng.random() > 0.02 else word  # about 2% left untranslated


def make_file(index, rng):
    bars, strings = [], {locale: {} for locale in LOCALES}
    for bar_index in range(rng.choice([1, 1, 2])):
        count = rng.randint(3, 7)
        words = rng.sample(WORDS, count)
        items = []
        for item_index, word in enumerate(words):
            item_id = f"tab{item_index}"
            key = f"b{bar_index}.{item_id}.title"
            item = {"id": item_id, "titleKey": key, "image": {"name": f"icon.{word.lower()}", "shape": "square", "width": 23, "height": 23}}
            for locale in LOCALES:
                if locale == "en" or rng.random() > 0.01:  # about 1% of translations missing
                    strings[locale][key] = translate(word, locale, rng)
            if rng.random() < 0.3:
                badge = rng.choice(["3", "12", "99+", ""])
                item["badge"] = badge
                if badge and rng.random() < 0.8:
                    value_key = f"b{bar_index}.{item_id}.unread"
                    item["accessibility"] = {"valueKey": value_key}
                    for locale in LOCALES:
                        forms = CATEGORIES[locale].split()
                        if rng.random() < 0.05 and len(forms) > 2:
                            forms = forms[:-2] + forms[-1:]  # a plural form missing now and then
                        strings[locale][value_key] = {f: f"%d {word} {f}" + ("·" + locale if locale != "en" else "") for f in forms}
                elif badge == "" and rng.random() < 0.7:
                    item["accessibility"] = {"value": f"New in {word}"}
            items.append(item)
        bars.append({"id": f"bar{bar_index}", "platform": rng.choice(["ios", "ios", "material"]), "sourceLocale": "en",
                     "locales": LOCALES, "selected": items[0]["id"], "items": items})
    return {"version": 1, "bars": bars, "strings": strings}


def to_xml(definition):
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<baraudit version="1">']
    for bar in definition["bars"]:
        lines.append(f'  <bar id="{bar["id"]}" platform="{bar["platform"]}" sourceLocale="en" locales="{" ".join(bar["locales"])}" selected="{bar["selected"]}">')
        for item in bar["items"]:
            attributes = f'id="{item["id"]}" titleKey="{item["titleKey"]}"'
            if "badge" in item:
                attributes += f' badge={quoteattr(item["badge"])}'
            image = item["image"]
            lines.append(f'    <item {attributes}>')
            lines.append(f'      <image name="{image["name"]}" shape="{image["shape"]}" width="{image["width"]}" height="{image["height"]}"/>')
            accessibility = item.get("accessibility")
            if accessibility:
                name, value = next(iter(accessibility.items()))
                lines.append(f'      <accessibility {name}={quoteattr(value)}/>')
            lines.append('    </item>')
        lines.append('  </bar>')
    for locale, table in definition["strings"].items():
        lines.append(f'  <strings locale="{locale}">')
        for key, value in table.items():
            if isinstance(value, dict):
                lines.append(f'    <plural key="{key}">' + "".join(f'<variant category="{c}">{escape(t)}</variant>' for c, t in value.items()) + '</plural>')
            else:
                lines.append(f'    <string key="{key}">{escape(value)}</string>')
        lines.append('  </strings>')
    lines.append('</baraudit>')
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, required=True)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    for kind in ("xml", "json"):
        os.makedirs(os.path.join(arguments.out, kind), exist_ok=True)
    for index in range(arguments.files):
        definition = make_file(index, rng)
        name = f"bars-{index:05d}"
        with open(os.path.join(arguments.out, "xml", name + ".xml"), "w", encoding="utf-8") as handle:
            handle.write(to_xml(definition))
        with open(os.path.join(arguments.out, "json", name + ".json"), "w", encoding="utf-8") as handle:
            json.dump(definition, handle, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
