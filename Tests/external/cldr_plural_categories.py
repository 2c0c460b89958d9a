#!/usr/bin/env python3
"""Prints, as JSON, the CLDR plural categories of each locale given on the command line, from Python's
babel — an independent copy of CLDR used as the oracle for ICU's plural rules. babel 2.12.1 ships
CLDR 42, the release ICU 72 is built from; any other version is refused, because categories change
between CLDR releases (Hebrew lost "many" in CLDR 42)."""
import json
import sys

import babel
from babel import Locale

EXPECTED_BABEL = "2.12.1"
if babel.__version__ != EXPECTED_BABEL:
    sys.exit(f"babel {babel.__version__} is installed; the oracle needs babel {EXPECTED_BABEL} (CLDR 42)")

result = {}
for tag in sys.argv[1:]:
    locale = Locale.parse(tag, sep="-")
    # PluralRule.tags lists the explicitly defined categories; "other" is always implied.
    result[tag] = sorted(set(locale.plural_form.tags) | {"other"})
print(json.dumps(result, sort_keys=True))
