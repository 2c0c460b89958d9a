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

/// Finds the words of a UTF-16 text with ICU's word break iterator for the locale (dictionary-based for
/// Chinese, Japanese, Thai...). Writes start/end UTF-16 offsets of each word (segments with letters,
/// numbers, kana or ideographs; not spaces or punctuation) as pairs into `ranges`. Returns the number
/// of words, or a negative value on failure; words beyond capacity/2 are counted but not written.
int32_t baraudit_word_ranges(const char *locale, const uint16_t *text, int32_t length, int32_t *ranges, int32_t capacity);

#endif
