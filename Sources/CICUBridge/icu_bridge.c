#include "CICUBridge.h"

#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ulocdata.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/ures.h>
#include <unicode/utf16.h>
#include <unicode/utext.h>
#include <unicode/uversion.h>

int32_t baraudit_icu_version(char *buffer, int32_t capacity) {
    if (capacity < U_MAX_VERSION_STRING_LENGTH) return -1;
    UVersionInfo version;
    u_getVersion(version);
    u_versionToString(version, buffer);
    return 0;
}

int32_t baraudit_cldr_version(char *buffer, int32_t capacity) {
    if (capacity < U_MAX_VERSION_STRING_LENGTH) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UVersionInfo version;
    ulocdata_getCLDRVersion(version, &status);
    if (U_FAILURE(status)) return (int32_t)status;
    u_versionToString(version, buffer);
    return 0;
}

/// ICU's locale functions copy an ID into buffers of ULOC_FULLNAME_CAPACITY (157) bytes, and some abort
/// (glibc: "buffer overflow detected") on a longer one, which any input may name (`sourceLocale`,
/// `tools:locale`, a folder name); ICU 72's plural rules abort on one of 156 bytes already ("en-xxx…",
/// found by fuzzing). The longest real IDs (`zh-Hant-HK-u-nu-hanidec-ca-chinese`) are a quarter of that:
/// an ID of half the capacity or more is read as the root locale, far from any edge of ICU's buffers.
enum { LONGEST_LOCALE_ID = ULOC_FULLNAME_CAPACITY / 2 };

static const char *bounded_locale(const char *locale) {
    return locale && strnlen(locale, LONGEST_LOCALE_ID) < LONGEST_LOCALE_ID ? locale : "";
}

void *baraudit_plural_open(const char *locale, int32_t *status) {
    locale = bounded_locale(locale);
    UErrorCode error = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &error);
    *status = (int32_t)error;
    if (U_FAILURE(error)) {
        if (rules) uplrules_close(rules);
        return NULL;
    }
    return rules;
}

int32_t baraudit_plural_select(const void *rules, double number, char *buffer, int32_t capacity) {
    UErrorCode error = U_ZERO_ERROR;
    UChar keyword[32];
    int32_t length = uplrules_select((const UPluralRules *)rules, number, keyword, 32, &error);
    if (U_FAILURE(error) || length >= capacity || length >= 32) return -1;
    for (int32_t i = 0; i < length; i++) buffer[i] = (char)keyword[i];  // keywords are ASCII
    buffer[length] = 0;
    return length;
}

int32_t baraudit_plural_keywords(const void *rules, char *buffer, int32_t capacity) {
    UErrorCode error = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules, &error);
    if (U_FAILURE(error)) return -1;
    int32_t used = 0;
    const char *keyword;
    int32_t length;
    while ((keyword = uenum_next(keywords, &length, &error)) != NULL && U_SUCCESS(error)) {
        if (used + length + 2 > capacity) { used = -1; break; }
        if (used > 0) buffer[used++] = ' ';
        memcpy(buffer + used, keyword, (size_t)length);
        used += length;
    }
    uenum_close(keywords);
    if (used >= 0) buffer[used] = 0;
    return U_FAILURE(error) ? -1 : used;
}

void baraudit_plural_close(void *rules) {
    uplrules_close((UPluralRules *)rules);
}

/* Opening a break iterator loads its rules (and dictionaries): each thread keeps one per type and
   locale and points it at new text. Apps ship 40 locales and more, so a full cache replaces its entries
   in turn rather than opening an iterator per call (which was most of the title measurement's time). */
#define ITERATORS_PER_THREAD 64
static __thread struct { UBreakIteratorType type; char locale[32]; UBreakIterator *iterator; } iterators[ITERATORS_PER_THREAD];
static __thread int32_t next_replaced;

/* The slot each type of iterator was last found in: a pass of the rules asks for one locale's iterators
   over and over, which are tried before the whole cache is searched. */
static __thread int32_t last_found[UBRK_SENTENCE + 1];

static int32_t holds(int32_t slot, UBreakIteratorType type, const char *locale) {
    return iterators[slot].iterator && iterators[slot].type == type && strncmp(iterators[slot].locale, locale, sizeof iterators[slot].locale) == 0;
}

static UBreakIterator *cached_iterator(UBreakIteratorType type, const char *locale) {
    int32_t *last = type >= 0 && type <= UBRK_SENTENCE ? &last_found[type] : NULL;
    if (last && holds(*last, type, locale)) return iterators[*last].iterator;
    int32_t free_slot = -1;
    for (int32_t i = 0; i < ITERATORS_PER_THREAD; i++) {
        if (holds(i, type, locale)) {
            if (last) *last = i;
            return iterators[i].iterator;
        }
        if (!iterators[i].iterator && free_slot < 0) free_slot = i;
    }
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(type, locale, NULL, 0, &error);
    if (U_FAILURE(error)) return NULL;
    if (strlen(locale) >= sizeof iterators[0].locale) return iterator;  /* not cached: released after use */
    if (free_slot < 0) {
        /* No iterator of this thread is in use while another is acquired, so any entry can go. */
        free_slot = next_replaced;
        next_replaced = (next_replaced + 1) % ITERATORS_PER_THREAD;
        ubrk_close(iterators[free_slot].iterator);
    }
    iterators[free_slot].type = type;
    strncpy(iterators[free_slot].locale, locale, sizeof iterators[free_slot].locale - 1);
    iterators[free_slot].iterator = iterator;
    if (last) *last = free_slot;
    return iterator;
}

/* Detaches the iterator from the caller's text, and closes it when it is not cached. */
static void release_iterator(UBreakIterator *iterator) {
    UErrorCode error = U_ZERO_ERROR;
    ubrk_setText(iterator, NULL, 0, &error);
    for (int32_t i = 0; i < ITERATORS_PER_THREAD; i++) if (iterators[i].iterator == iterator) return;
    ubrk_close(iterator);
}

/* The thread's iterator of a type and locale pointed at the text, or NULL; release it after use. */
static UBreakIterator *iterator_over(UBreakIteratorType type, const char *locale, const uint16_t *text, int32_t length) {
    UBreakIterator *iterator = cached_iterator(type, locale);
    if (!iterator) return NULL;
    UErrorCode error = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &error);
    if (U_FAILURE(error)) {
        release_iterator(iterator);
        return NULL;
    }
    return iterator;
}

int32_t baraudit_word_ranges(const char *locale, const char *text, int32_t length, int32_t *ranges, int32_t capacity) {
    locale = bounded_locale(locale);
    UBreakIterator *words = cached_iterator(UBRK_WORD, locale);
    if (!words) return -1;
    /* Read as UTF-8 in place (the caller's string): its native indices are byte offsets. */
    UErrorCode error = U_ZERO_ERROR;
    UText source = UTEXT_INITIALIZER;
    utext_openUTF8(&source, text, length, &error);
    if (U_SUCCESS(error)) ubrk_setUText(words, &source, &error);
    if (U_FAILURE(error)) {
        utext_close(&source);
        release_iterator(words);
        return -1;
    }
    int32_t count = 0;
    int32_t start = ubrk_first(words);
    for (int32_t end = ubrk_next(words); end != UBRK_DONE; start = end, end = ubrk_next(words)) {
        if (ubrk_getRuleStatus(words) < UBRK_WORD_NONE_LIMIT) continue;  // spaces, punctuation
        if (2 * count + 1 < capacity) {
            ranges[2 * count] = start;
            ranges[2 * count + 1] = end;
        }
        count++;
    }
    release_iterator(words);
    utext_close(&source);
    return count;
}

int32_t baraudit_simple_word_class(int32_t code_point) {
    if (u_hasBinaryProperty(code_point, UCHAR_EXTENDED_PICTOGRAPHIC)) return -1;
    switch (u_getIntPropertyValue(code_point, UCHAR_WORD_BREAK)) {
    case U_WB_ALETTER: return 1;
    case U_WB_NUMERIC: return 2;
    case U_WB_EXTENDNUMLET: return 3;
    case U_WB_MIDLETTER: return 4;
    case U_WB_MIDNUM: return 5;
    case U_WB_MIDNUMLET:
    case U_WB_SINGLE_QUOTE: return 6;
    case U_WB_OTHER: return 0;
    default: return -1;
    }
}

int32_t baraudit_line_breaks(const char *locale, const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity) {
    locale = bounded_locale(locale);
    UBreakIterator *lines = iterator_over(UBRK_LINE, locale, text, length);
    if (!lines) return -1;
    int32_t count = 0;
    ubrk_first(lines);
    for (int32_t offset = ubrk_next(lines); offset != UBRK_DONE; offset = ubrk_next(lines)) {
        if (count < capacity) offsets[count] = offset;
        count++;
    }
    release_iterator(lines);
    return count;
}

int32_t baraudit_plural_has_data(const char *locale) {
    locale = bounded_locale(locale);
    UErrorCode error = U_ZERO_ERROR;
    char canonical[ULOC_FULLNAME_CAPACITY];
    char language[ULOC_LANG_CAPACITY];
    uloc_forLanguageTag(locale, canonical, sizeof canonical, NULL, &error);
    if (U_FAILURE(error) || canonical[0] == 0) {
        error = U_ZERO_ERROR;
        uloc_canonicalize(locale, canonical, sizeof canonical, &error);
        if (U_FAILURE(error)) return 0;
    }
    uloc_getLanguage(canonical, language, sizeof language, &error);
    if (U_FAILURE(error)) return 0;
    UResourceBundle *plurals = ures_openDirect(NULL, "plurals", &error);
    UResourceBundle *locales = ures_getByKey(plurals, "locales", NULL, &error);
    int32_t found = 0;
    const char *candidates[2] = {canonical, language};
    for (int i = 0; i < 2 && U_SUCCESS(error) && !found; i++) {
        UErrorCode lookup = U_ZERO_ERROR;
        UResourceBundle *entry = ures_getByKey(locales, candidates[i], NULL, &lookup);
        if (U_SUCCESS(lookup) && lookup != U_USING_DEFAULT_WARNING && lookup != U_USING_FALLBACK_WARNING) found = 1;
        ures_close(entry);
    }
    ures_close(locales);
    ures_close(plurals);
    return found;
}

int32_t baraudit_is_right_to_left(const char *locale) {
    locale = bounded_locale(locale);
    UErrorCode error = U_ZERO_ERROR;
    char canonical[ULOC_FULLNAME_CAPACITY];
    uloc_forLanguageTag(locale, canonical, sizeof canonical, NULL, &error);
    return uloc_isRightToLeft(U_SUCCESS(error) && canonical[0] ? canonical : locale) ? 1 : 0;
}

int32_t baraudit_zero_digit(const char *locale) {
    locale = bounded_locale(locale);
    UErrorCode error = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(locale, &error);
    if (U_FAILURE(error)) return 0;
    int32_t zero = 0;
    if (!unumsys_isAlgorithmic(system)) {
        UChar digits[32];
        int32_t length = unumsys_getDescription(system, digits, 32, &error);
        if (U_SUCCESS(error) && length > 0) {
            int32_t index = 0;
            U16_NEXT(digits, index, length, zero);
        }
    }
    unumsys_close(system);
    return zero;
}

int32_t baraudit_format_decimal(const char *locale, int64_t value, int32_t primary_grouping_only, uint16_t *text, int32_t capacity) {
    locale = bounded_locale(locale);
    UErrorCode error = U_ZERO_ERROR;
    UNumberFormat *formatter = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &error);
    if (U_FAILURE(error)) return -1;
    if (primary_grouping_only) {
        unum_setAttribute(formatter, UNUM_SECONDARY_GROUPING_SIZE, unum_getAttribute(formatter, UNUM_GROUPING_SIZE));
    }
    int32_t length = unum_formatInt64(formatter, value, (UChar *)text, capacity, NULL, &error);
    unum_close(formatter);
    if (U_FAILURE(error)) return -1;
    return length;
}

int32_t baraudit_bidi_classes(const uint16_t *text, int32_t length, uint8_t *classes) {
    int32_t index = 0;
    while (index < length) {
        int32_t start = index;
        UChar32 character;
        U16_NEXT(text, index, length, character);
        uint8_t direction = (uint8_t)u_charDirection(character);
        for (int32_t unit = start; unit < index; unit++) classes[unit] = direction;
    }
    return 0;
}

/// A paragraph run through the bidi algorithm, its direction from the first strong character (else
/// `default_rtl`); NULL on failure. Close it with ubidi_close.
static UBiDi *open_paragraph(const uint16_t *text, int32_t length, int32_t default_rtl) {
    UErrorCode error = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_open();
    if (!bidi) return NULL;
    ubidi_setPara(bidi, (const UChar *)text, length, default_rtl ? UBIDI_DEFAULT_RTL : UBIDI_DEFAULT_LTR, NULL, &error);
    if (U_FAILURE(error)) {
        ubidi_close(bidi);
        return NULL;
    }
    return bidi;
}

int32_t baraudit_bidi_visual(const uint16_t *text, int32_t length, int32_t default_rtl, uint16_t *out, int32_t capacity,
                             int32_t *visual_to_logical, int32_t *paragraph_level) {
    UErrorCode error = U_ZERO_ERROR;
    UBiDi *bidi = open_paragraph(text, length, default_rtl);
    if (!bidi) return -1;
    *paragraph_level = ubidi_getParaLevel(bidi);
    int32_t written = ubidi_writeReordered(bidi, (UChar *)out, capacity, UBIDI_DO_MIRRORING, &error);
    if (U_SUCCESS(error) && visual_to_logical && written == length) {
        ubidi_getVisualMap(bidi, visual_to_logical, &error);
    }
    if (U_FAILURE(error)) written = -1;
    ubidi_close(bidi);
    return written;
}

int32_t baraudit_text_measure(const uint16_t *text, int32_t length, int32_t *clusters, int32_t *wide) {
    UErrorCode error = U_ZERO_ERROR;
    *clusters = 0;
    *wide = 0;
    UBreakIterator *breaks = cached_iterator(UBRK_CHARACTER, "");
    if (!breaks) return -1;
    ubrk_setText(breaks, (const UChar *)text, length, &error);
    if (U_FAILURE(error)) return -1;
    int32_t start = ubrk_first(breaks);
    for (int32_t end = ubrk_next(breaks); end != UBRK_DONE; start = end, end = ubrk_next(breaks)) {
        int32_t index = start;
        UChar32 first;
        U16_NEXT(text, index, end, first);
        int8_t category = (int8_t)u_charType(first);
        if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK || category == U_FORMAT_CHAR) continue;
        int32_t width = u_getIntPropertyValue(first, UCHAR_EAST_ASIAN_WIDTH);
        (*clusters)++;
        if (width == U_EA_WIDE || width == U_EA_FULLWIDTH) (*wide)++;
    }
    release_iterator(breaks);
    return 0;
}

int32_t baraudit_bidi_levels(const uint16_t *text, int32_t length, int32_t default_rtl, uint8_t *levels, int32_t *paragraph_level) {
    UErrorCode error = U_ZERO_ERROR;
    UBiDi *bidi = open_paragraph(text, length, default_rtl);
    if (!bidi) return -1;
    int32_t result = -1;
    *paragraph_level = ubidi_getParaLevel(bidi);
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &error);
    if (U_SUCCESS(error) && resolved) {
        for (int32_t index = 0; index < length; index++) levels[index] = resolved[index];
        result = 0;
    }
    ubidi_close(bidi);
    return result;
}

int32_t baraudit_joining_type(int32_t code_point) {
    return u_getIntPropertyValue(code_point, UCHAR_JOINING_TYPE);
}

int32_t baraudit_is_wide(int32_t code_point) {
    int32_t width = u_getIntPropertyValue(code_point, UCHAR_EAST_ASIAN_WIDTH);
    return width == U_EA_WIDE || width == U_EA_FULLWIDTH ? 1 : 0;
}

int32_t baraudit_likely_script(const char *locale, char *buffer, int32_t capacity) {
    locale = bounded_locale(locale);
    UErrorCode error = U_ZERO_ERROR;
    char canonical[ULOC_FULLNAME_CAPACITY];
    char maximized[ULOC_FULLNAME_CAPACITY];
    // An ICU or Apple locale ID (`pt_PT`, `zh_Hant_TW`, an older `.lproj` name) is no BCP 47 tag, and
    // uloc_forLanguageTag reads none of it: canonicalize it as an ID instead, as the other lookups do.
    if (strchr(locale, '_')) uloc_canonicalize(locale, canonical, sizeof canonical, &error);
    else uloc_forLanguageTag(locale, canonical, sizeof canonical, NULL, &error);
    if (U_FAILURE(error) || !canonical[0]) return -1;
    uloc_addLikelySubtags(canonical, maximized, sizeof maximized, &error);
    if (U_FAILURE(error)) return -1;
    int32_t length = uloc_getScript(maximized, buffer, capacity, &error);
    return U_SUCCESS(error) ? length : -1;
}

int32_t baraudit_likely_region(const char *locale, char *buffer, int32_t capacity) {
    locale = bounded_locale(locale);
    UErrorCode error = U_ZERO_ERROR;
    char canonical[ULOC_FULLNAME_CAPACITY];
    char maximized[ULOC_FULLNAME_CAPACITY];
    uloc_forLanguageTag(locale, canonical, sizeof canonical, NULL, &error);
    if (U_FAILURE(error) || !canonical[0]) return -1;
    uloc_addLikelySubtags(canonical, maximized, sizeof maximized, &error);
    if (U_FAILURE(error)) return -1;
    int32_t length = uloc_getCountry(maximized, buffer, capacity, &error);
    return U_SUCCESS(error) && length > 0 ? length : -1;
}
