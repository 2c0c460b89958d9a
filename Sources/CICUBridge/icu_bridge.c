#include "CICUBridge.h"

#include <unicode/uversion.h>
#include <unicode/ulocdata.h>

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
