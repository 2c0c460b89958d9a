#ifndef BARAUDIT_CLIBXML2_SHIM_H
#define BARAUDIT_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU; its encoding.h would pull the system ICU 72 headers into Swift,
// which clash with Foundation's private ICU. BarAudit never uses libxml2's ICU encodings.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlsave.h>

// xmlFree is a mutable global function pointer, which Swift 6 rejects; call it through this.
static inline void baraudit_xmlFree(void *pointer) { xmlFree(pointer); }

// libxml2's generic error callback is variadic, which Swift cannot write; this one drops messages that
// the structured handler already collected, so nothing reaches stderr.
static inline void baraudit_ignoreGenericError(void *context, const char *message, ...) { (void)context; (void)message; }
static inline void baraudit_silenceGenericErrors(void) { xmlSetGenericErrorFunc(NULL, baraudit_ignoreGenericError); }

#endif
