#ifndef BARAUDIT_CICUBRIDGE_H
#define BARAUDIT_CICUBRIDGE_H

// A small C API over the system ICU. This header deliberately includes no <unicode/...> header:
// Swift modules that import Foundation must not see ICU 72's types (see ../shared/notes/platform.md).
#include <stdint.h>

/// Writes the ICU library version ("72.1") into buffer; returns 0 on success.
int32_t baraudit_icu_version(char *buffer, int32_t capacity);

/// Writes the CLDR version ICU's data was built from ("42.0") into buffer; returns 0 on success.
int32_t baraudit_cldr_version(char *buffer, int32_t capacity);

#endif
