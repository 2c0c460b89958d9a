#include "CICUBridge.h"

#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ulocdata.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
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

void *baraudit_plural_open(const char *locale, int32_t *status) {
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

int32_t baraudit_word_ranges(const char *locale, const uint16_t *text, int32_t length, int32_t *ranges, int32_t capacity) {
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *words = ubrk_open(UBRK_WORD, locale, (const UChar *)text, length, &error);
    if (U_FAILURE(error)) return -1;
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
    ubrk_close(words);
    return count;
}
