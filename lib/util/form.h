/* SPDX-License-Identifier: MIT */
/* The form argument of every report call (status.h, enum bm_form): which forms a report
 * offers, and the one refusal for the others. */
#ifndef BM_UTIL_FORM_H
#define BM_UTIL_FORM_H

#include <bridgemove/status.h>

/* A set of forms, one bit per enum value. */
#define BM_FORMS(f) (1u << (unsigned)(f))
#define BM_FORMS_TEXT_JSON (BM_FORMS(BM_FORM_TEXT) | BM_FORMS(BM_FORM_JSON))

/* BM_OK when form is among offered; else BM_EUNSUPPORTED, "CALL offers text or JSON". */
enum bm_status bm_form_check(enum bm_form form, unsigned offered, const char *call);

#endif
