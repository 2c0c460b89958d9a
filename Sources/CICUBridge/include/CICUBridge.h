#ifndef BARAUDIT_CICUBRIDGE_H
#define BARAUDIT_CICUBRIDGE_H

// A small C API over the system ICU. This header deliberately includes no <unicode/...> header:
// Swift modules that import Foundation must not see ICU 72's types (see ../shared/notes/platform.md).
// Status values follow ICU: 0 success, negative a warning, positive a failure.
#include <stdint.h>

/// Writes the ICU library version ("72.1") into buffer; returns 0 on success.
int32_t baraudit_icu_version(char *buffer, int32_t capacity);

/// Writes the CLDR version ICU's data was built from ("42.0") into buffer; returns 0 on success.
int32_t baraudit_cldr_version(char *buffer, int32_t capacity);

/// Opens the cardinal plural rules of a locale (an opaque handle, NULL on failure). `status` receives
/// ICU's status: U_USING_DEFAULT_WARNING (-127) when ICU has no data for the locale and fell back to
/// the root rules ("other" only).
void *baraudit_plural_open(const char *locale, int32_t *status);

/// The category a number selects ("one", "few"...), written NUL-terminated into buffer; returns its length or a
/// negative value on failure. The rules may be shared between threads (selecting does not change them).
int32_t baraudit_plural_select(const void *rules, double number, char *buffer, int32_t capacity);

/// The categories the rules use, space-separated, into buffer; returns the length or a negative value.
int32_t baraudit_plural_keywords(const void *rules, char *buffer, int32_t capacity);

void baraudit_plural_close(void *rules);

/// Finds the words of a UTF-8 text with ICU's word break iterator for the locale (dictionary-based for
/// Chinese, Japanese, Thai...). Writes start/end byte offsets of each word (segments with letters,
/// numbers, kana or ideographs; not spaces or punctuation) as pairs into `ranges`. Returns the number
/// of words, or a negative value on failure; words beyond capacity/2 are counted but not written.
int32_t baraudit_word_ranges(const char *locale, const char *text, int32_t length, int32_t *ranges, int32_t capacity);
/// What a code point is to ICU's root word break rules, for words found without an iterator: 1 a letter
/// (ALetter), 2 a digit (Numeric), 3 a connector (ExtendNumLet), 4 MidLetter, 5 MidNum, 6 MidNumLet or
/// Single_Quote, 0 any other character that breaks on both sides; -1 for a class whose rules are left to ICU
/// (marks, format characters, Hebrew letters, quotes, kana, emoji, regional indicators, line ends, spaces).
int32_t baraudit_simple_word_class(int32_t code_point);

/// Finds where a UTF-16 text may be broken across lines, with ICU's line break iterator for the locale
/// (UAX #14 with the locale's tailoring and dictionaries: spaces, after hyphens, between ideographs, Thai
/// words), as Android's text layout does. Writes the UTF-16 offset of each opportunity after the start (the
/// text's end included) into `offsets`. Returns their number, or a negative value on failure; offsets
/// beyond `capacity` are counted but not written.
int32_t baraudit_line_breaks(const char *locale, const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity);

/// 1 when ICU's plural data (CLDR plurals.xml) has rules for the locale or its language, 0 when not.
/// uplrules_open itself succeeds for any locale and silently answers "other".
int32_t baraudit_plural_has_data(const char *locale);

/// 1 when the locale's script is written right to left (uloc_isRightToLeft).
int32_t baraudit_is_right_to_left(const char *locale);

/// The code point of the zero digit of the locale's default numbering system ('0', U+0660 for "ar"
/// in ICU 72, U+06F0 for "fa"); 0 when the system is algorithmic or unknown.
int32_t baraudit_zero_digit(const char *locale);

/// Writes `value` as a decimal-style number formatter of the locale writes it (unum_open with
/// UNUM_DECIMAL, the formatter CFNumberFormatter makes for kCFNumberFormatterDecimalStyle): the digits
/// of the locale's default numbering system and its grouping ("1,234", "1.234", "١٬٢٣٤", "1,23,456").
/// With `primary_grouping_only`, every group has the primary grouping size ("123,456" in Hindi), as
/// java.util.Formatter's `,` flag groups (`Formatter.localizedMagnitude` reads only the locale's
/// `getGroupingSize()`). Returns the number of UTF-16 units written, or a negative value when ICU fails
/// or `capacity` is short.
int32_t baraudit_format_decimal(const char *locale, int64_t value, int32_t primary_grouping_only, uint16_t *text, int32_t capacity);

/// Writes the bidi class (ICU UCharDirection: 0 L, 1 R, 13 AL, 2 EN, 5 AN, ...) of each UTF-16 unit
/// (both units of a surrogate pair get the code point's class). Returns 0, or a negative value.
int32_t baraudit_bidi_classes(const uint16_t *text, int32_t length, uint8_t *classes);

/// Reorders a paragraph for display with the Unicode Bidirectional Algorithm, mirroring brackets.
/// The paragraph direction comes from the first strong character, else right-to-left when
/// `default_rtl` is 1, else left-to-right — as UIKit labels with natural alignment do.
/// Writes the visual text into `out` (as long as the input: bidi controls are kept) and, when
/// `visual_to_logical` is not NULL, the logical index of each visual position; the paragraph level
/// (0 LTR, 1 RTL) goes into `paragraph_level`. Returns the visual length, or a negative value.
int32_t baraudit_bidi_visual(const uint16_t *text, int32_t length, int32_t default_rtl, uint16_t *out, int32_t capacity,
                             int32_t *visual_to_logical, int32_t *paragraph_level);

/// The embedding level ICU's bidi algorithm resolves for each UTF-16 unit of a paragraph (even: left to
/// right, odd: right to left), with the paragraph direction chosen as in `baraudit_bidi_visual`.
/// Returns 0, or a negative value on failure.
int32_t baraudit_bidi_levels(const uint16_t *text, int32_t length, int32_t default_rtl, uint8_t *levels, int32_t *paragraph_level);

/// Counts the grapheme clusters of a text (ICU character break) into `clusters`, and how many of them
/// are East Asian wide or fullwidth into `wide`; clusters that start with a non-spacing mark or a
/// format character are not counted. Returns 0, or a negative value on failure.
int32_t baraudit_text_measure(const uint16_t *text, int32_t length, int32_t *clusters, int32_t *wide);

/// The Unicode Joining_Type of a code point (ICU UJoiningType: 0 non-joining, 1 join-causing, 2 dual,
/// 3 left, 4 right, 5 transparent), which decides the form an Arabic letter takes.
int32_t baraudit_joining_type(int32_t code_point);

/// The script ICU's likely subtags give a locale ("Latn" for "de", "Arab" for "ar"), NUL-terminated into
/// buffer; returns its length, 0 when ICU knows no script for the locale, or a negative value on failure.
int32_t baraudit_likely_script(const char *locale, char *buffer, int32_t capacity);

/// The region a language tag is most likely spoken in by ICU's likely subtags ("DE" for "de", "JP" for
/// "ja", "TW" for "zh-Hant"), written into buffer; its length, or -1 when ICU gives none.
int32_t baraudit_likely_region(const char *locale, char *buffer, int32_t capacity);

/// 1 when the code point is East Asian wide or fullwidth (UAX #11), else 0.
int32_t baraudit_is_wide(int32_t code_point);

#endif
