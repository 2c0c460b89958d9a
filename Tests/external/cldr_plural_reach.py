#!/usr/bin/env python3
"""Prints, as JSON, which counts select each plural category in every language CLDR 42 has plural rules
for, from Python's babel 2.12.1 (an independent copy of CLDR, the release ICU 72 is built from): the
integers 0-1000, the multiples of a million 1e6, 2e6 and 1e7, and a few decimal fractions. This is what
l10n-plural-missing, -unused and -implied-number grade with; the Swift test compares ICU's answers.

Only languages whose own CLDR data has plural rules are listed (babel answers "other" for the rest, as
ICU does, and BarAudit reports those as unsupported), plus pt-PT, whose rules differ from pt's."""
import json
import os
import pickle
import sys
from decimal import Decimal

import babel
from babel import Locale, localedata

EXPECTED_BABEL = "2.12.1"
if babel.__version__ != EXPECTED_BABEL:
    sys.exit(f"babel {babel.__version__} is installed; the oracle needs babel {EXPECTED_BABEL} (CLDR 42)")

FRACTIONS = ["0.5", "1.5", "2.5", "0.1", "1.1", "2.2", "5.5", "21.5", "100.5"]


def has_own_rules(name):
    # Read the data file itself: localedata.load(merge_inherited=False) would cache unmerged data.
    with open(os.path.join(localedata._dirname, name + ".dat"), "rb") as f:
        return "plural_form" in pickle.load(f)


languages = sorted({i for i in localedata.locale_identifiers() if "_" not in i and i != "root" and has_own_rules(i)})
result = {}
for tag in languages + ["pt-PT"]:
    rule = Locale.parse(tag, sep="-").plural_form
    reach = {}
    for n in range(0, 1001):
        reach.setdefault(rule(n), {"integers": [], "millions": [], "fractions": []})["integers"].append(n)
    for n in (1000000, 2000000, 10000000):
        reach.setdefault(rule(n), {"integers": [], "millions": [], "fractions": []})["millions"].append(n)
    for f in FRACTIONS:
        reach.setdefault(rule(Decimal(f)), {"integers": [], "millions": [], "fractions": []})["fractions"].append(f)
    result[tag] = {"categories": sorted(set(rule.tags) | {"other"}), "reach": reach}
print(json.dumps(result, sort_keys=True))
