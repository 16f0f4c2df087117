// The few ICU C functions the strings layer calls, behind stable names.
//
// Debian's ICU renames every entry point with its major version (`uplrules_open_72`), through
// macros Swift cannot see. These inline wrappers are compiled against the installed headers,
// so the Swift code names the same function on every ICU version. The symbols are the system
// ICU's own versioned ones, which do not clash with the `swift_`-prefixed copy that
// Foundation bundles as `_FoundationICU`.
#ifndef DARKROOM_CICU_SHIM_H
#define DARKROOM_CICU_SHIM_H

#include <stdint.h>
// Only ICU's version macros: no ICU type is declared here. Foundation on Linux carries its own
// copy of ICU's headers (the `_FoundationICU` module), and Clang rejects a type such as
// `UErrorCode` defined differently by two modules in one build. So the entry points are
// declared below with plain C types of the same size: pointers for ICU's opaque objects,
// `int32_t` for its enums and error codes, `uint16_t` for UTF-16 units, `int8_t` for `UBool`.
#include <unicode/uvernum.h>

#define DARKROOM_ICU(name) U_ICU_ENTRY_POINT_RENAME(name)

const char *DARKROOM_ICU(u_errorName)(int32_t code);

void *DARKROOM_ICU(uplrules_open)(const char *locale, int32_t *status);
void DARKROOM_ICU(uplrules_close)(void *rules);
int32_t DARKROOM_ICU(uplrules_selectFormatted)(
    const void *rules, const void *number, uint16_t *keyword, int32_t capacity, int32_t *status);
void *DARKROOM_ICU(uplrules_getKeywords)(const void *rules, int32_t *status);
const char *DARKROOM_ICU(uenum_next)(void *enumeration, int32_t *length, int32_t *status);
void DARKROOM_ICU(uenum_close)(void *enumeration);

void *DARKROOM_ICU(unumf_openForSkeletonAndLocale)(
    const uint16_t *skeleton, int32_t length, const char *locale, int32_t *status);
void DARKROOM_ICU(unumf_close)(void *formatter);
void *DARKROOM_ICU(unumf_openResult)(int32_t *status);
void DARKROOM_ICU(unumf_closeResult)(void *result);
void DARKROOM_ICU(unumf_formatInt)(const void *formatter, int64_t value, void *result, int32_t *status);
void DARKROOM_ICU(unumf_formatDouble)(const void *formatter, double value, void *result, int32_t *status);
int32_t DARKROOM_ICU(unumf_resultToString)(const void *result, uint16_t *buffer, int32_t capacity, int32_t *status);

void *DARKROOM_ICU(udat_open)(
    int32_t timeStyle, int32_t dateStyle, const char *locale, const uint16_t *timeZone,
    int32_t timeZoneLength, const uint16_t *pattern, int32_t patternLength, int32_t *status);
void DARKROOM_ICU(udat_close)(void *format);
int32_t DARKROOM_ICU(udat_format)(
    const void *format, double date, uint16_t *buffer, int32_t capacity, void *position, int32_t *status);

int32_t DARKROOM_ICU(uloc_forLanguageTag)(
    const char *tag, char *buffer, int32_t capacity, int32_t *parsedLength, int32_t *status);
int32_t DARKROOM_ICU(uloc_addLikelySubtags)(const char *locale, char *buffer, int32_t capacity, int32_t *status);
int32_t DARKROOM_ICU(uloc_minimizeSubtags)(const char *locale, char *buffer, int32_t capacity, int32_t *status);
int8_t DARKROOM_ICU(uloc_isRightToLeft)(const char *locale);

// ICU's `UDateFormatStyle` values (udat.h).
#define DARKROOM_ICU_DATE_MEDIUM 2
#define DARKROOM_ICU_DATE_SHORT 3

static inline const char *darkroom_icu_error_name(int32_t status) {
  return DARKROOM_ICU(u_errorName)(status);
}

// MARK: Plural rules

static inline void *darkroom_icu_plural_open(const char *locale, int32_t *status) {
  *status = 0;
  return DARKROOM_ICU(uplrules_open)(locale, status);
}

static inline void darkroom_icu_plural_close(void *rules) { DARKROOM_ICU(uplrules_close)(rules); }

static inline int32_t darkroom_icu_plural_select_formatted(
    const void *rules, const void *number, uint16_t *keyword, int32_t capacity, int32_t *status) {
  *status = 0;
  return DARKROOM_ICU(uplrules_selectFormatted)(rules, number, keyword, capacity, status);
}

static inline void *darkroom_icu_plural_keywords(const void *rules, int32_t *status) {
  *status = 0;
  return DARKROOM_ICU(uplrules_getKeywords)(rules, status);
}

static inline const char *darkroom_icu_enumeration_next(void *enumeration, int32_t *status) {
  int32_t length = 0;
  *status = 0;
  return DARKROOM_ICU(uenum_next)(enumeration, &length, status);
}

static inline void darkroom_icu_enumeration_close(void *enumeration) { DARKROOM_ICU(uenum_close)(enumeration); }

// MARK: Numbers

static inline void *darkroom_icu_number_open(
    const uint16_t *skeleton, int32_t length, const char *locale, int32_t *status) {
  *status = 0;
  return DARKROOM_ICU(unumf_openForSkeletonAndLocale)(skeleton, length, locale, status);
}

static inline void darkroom_icu_number_close(void *formatter) { DARKROOM_ICU(unumf_close)(formatter); }

static inline void *darkroom_icu_result_open(int32_t *status) {
  *status = 0;
  return DARKROOM_ICU(unumf_openResult)(status);
}

static inline void darkroom_icu_result_close(void *result) { DARKROOM_ICU(unumf_closeResult)(result); }

static inline void darkroom_icu_number_format_int(
    const void *formatter, int64_t value, void *result, int32_t *status) {
  *status = 0;
  DARKROOM_ICU(unumf_formatInt)(formatter, value, result, status);
}

static inline void darkroom_icu_number_format_double(
    const void *formatter, double value, void *result, int32_t *status) {
  *status = 0;
  DARKROOM_ICU(unumf_formatDouble)(formatter, value, result, status);
}

static inline int32_t darkroom_icu_result_text(
    const void *result, uint16_t *buffer, int32_t capacity, int32_t *status) {
  *status = 0;
  return DARKROOM_ICU(unumf_resultToString)(result, buffer, capacity, status);
}

// MARK: Dates

/// A formatter for a short date and a medium time (`12/1/26, 4:37:47 AM` in English).
static inline void *darkroom_icu_date_open(
    const char *locale, const uint16_t *timeZone, int32_t timeZoneLength, int32_t *status) {
  *status = 0;
  return DARKROOM_ICU(udat_open)(
      DARKROOM_ICU_DATE_SHORT, DARKROOM_ICU_DATE_SHORT, locale, timeZone, timeZoneLength, 0, -1, status);
}

static inline void darkroom_icu_date_close(void *format) { DARKROOM_ICU(udat_close)(format); }

static inline int32_t darkroom_icu_date_format(
    const void *format, double millisecondsSince1970, uint16_t *buffer, int32_t capacity, int32_t *status) {
  *status = 0;
  return DARKROOM_ICU(udat_format)(format, millisecondsSince1970, buffer, capacity, 0, status);
}

// MARK: Locales

static inline int32_t darkroom_icu_locale_from_tag(
    const char *tag, char *buffer, int32_t capacity, int32_t *status) {
  int32_t parsed = 0;
  *status = 0;
  return DARKROOM_ICU(uloc_forLanguageTag)(tag, buffer, capacity, &parsed, status);
}

static inline int32_t darkroom_icu_locale_likely(
    const char *locale, char *buffer, int32_t capacity, int32_t *status) {
  *status = 0;
  return DARKROOM_ICU(uloc_addLikelySubtags)(locale, buffer, capacity, status);
}

static inline int32_t darkroom_icu_locale_minimized(
    const char *locale, char *buffer, int32_t capacity, int32_t *status) {
  *status = 0;
  return DARKROOM_ICU(uloc_minimizeSubtags)(locale, buffer, capacity, status);
}

static inline int darkroom_icu_locale_is_right_to_left(const char *locale) {
  return DARKROOM_ICU(uloc_isRightToLeft)(locale) ? 1 : 0;
}

#endif
