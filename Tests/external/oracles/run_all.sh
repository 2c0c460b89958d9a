#!/bin/sh
# The independent oracles of README "Checked against independent oracles", run against a baraudit binary:
# generated definitions (and an Android project) whose expected findings come from CLDR 42 as babel 2.12.1
# evaluates it (plural_oracle.py), a format-specifier grammar written from CFString's parser and the
# java.util.Formatter documentation (fmt_oracle.py), a UAX #9 matcher (bidi_oracle.py) and python-bidi.
# Each part prints its counts of agreement and the disagreements it found. Needs Python with babel==2.12.1
# and python-bidi. Round 2 (gen_stringsdict.py, gen_xcstrings.py, gen_android_plurals.py, gen_files_bidi.py)
# writes Xcode and Gradle projects instead of definitions; round 3 (gen_xcstates.py, gen_fmt_files.py,
# gen_digits.py, which needs a JDK) String Catalog states, format specifiers in those files, and badge counts in
# the locale's digits; round 4 (gen_grouping.py, also with a JDK, and gen_plurals_every_language.py) grouped
# counts and TalkBack's positions, plural forms in the files of every language with CLDR plural rules, and
# random .stringsdict entries (gen_stringsdict_random.py). Not run by the test suite (a few minutes); the plural reach oracle is
# (Tests/external/cldr_plural_reach.py, PluralReachOracleTests).
#
#   sh Tests/external/oracles/run_all.sh .build/release/baraudit [OUTPUT-FOLDER]
set -e
B=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
ORACLE_OUT=${2:-$(mktemp -d)}
export ORACLE_OUT
mkdir -p "$ORACLE_OUT"
cd "$(dirname "$0")"
echo "== format pairs, random"
for s in 1 2 3 4 5 6; do
    python3 gen_fmt.py $s 20 100 "$ORACLE_OUT/f$s"
    "$B" audit "$ORACLE_OUT/f$s.json" --format json --output "$ORACLE_OUT/f$s-out" --quiet > /dev/null || true
    python3 cmp_fmt.py "$ORACLE_OUT/f$s.cases.json" "$ORACLE_OUT/f$s-out/baraudit.json" 10
done
echo "== format pairs, every pair of edge texts (disagreements in $ORACLE_OUT/edge-*.dis.json)"
python3 edges.py "$B"
echo "== Android strings.xml pairs"
python3 gen_android_proj.py "$B" | grep -v '^OK' || true
echo "== plural forms, every locale tag"
for p in ios material; do
    python3 gen_plural.py $p "$ORACLE_OUT/p-$p"
    "$B" audit "$ORACLE_OUT/p-$p.json" --format json --output "$ORACLE_OUT/p-$p-out" --quiet > /dev/null || true
    python3 cmp_plural.py "$ORACLE_OUT/p-$p.cases.json" "$ORACLE_OUT/p-$p-out/baraudit.json" 20 | grep -v '^unsupported by'
done
echo "== plural forms without the number, single counted values"
python3 gen_implied.py "$B"
echo "== direction of every locale tag, and of underscored locale IDs"
python3 gen_dir.py "$B"
python3 gen_underscore.py "$B"
echo "== embeddings, overrides and isolates"
for s in 1 2 3; do python3 gen_bidi_ctl.py $s 5000 "$B" 5; done
echo "== numbers and signs in right-to-left text, unisolated placeholders"
python3 gen_reorder.py "$B"
python3 gen_unisol.py "$B"
echo "== round 2, the files apps ship: .stringsdict, String Catalogs, Android <plurals>, bidi in .strings and strings.xml"
python3 gen_stringsdict.py "$B"
python3 gen_xcstrings.py "$B"
python3 gen_android_plurals.py "$B"
python3 gen_files_bidi.py "$B"
echo "== round 3: String Catalog states, format specifiers in the files apps ship, counts in the locale's digits"
python3 gen_xcstates.py "$B"
python3 gen_fmt_files.py "$B"
python3 gen_digits.py "$B"
echo "== round 4: grouped counts, plural forms in the files of every language"
python3 gen_grouping.py "$B"
python3 gen_plurals_every_language.py "$B"
for s in 4 5 6 7 8 9; do python3 gen_stringsdict_random.py "$B" $s 40; done
