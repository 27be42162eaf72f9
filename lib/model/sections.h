/* SPDX-License-Identifier: MIT */
/* Section sets for the readers that build them (RoundData): letters are checked here, and a
 * reader hands its movements over instead of copying them. */
#ifndef BM_MODEL_SECTIONS_H
#define BM_MODEL_SECTIONS_H

#include "model/model.h"

/* A section's number, as a Bridgemate database's section ID counts them (A 1, ..., Z 26,
 * AA 27, ..., ZZ 702), and back: 0 for a letter that is not one; an id beyond 702 is ZZ. */
void bm_section_letter_of(char out[3], unsigned id);
unsigned bm_section_id_of(const char *letter);
/* Whether letter is one or two capital letters. */
int bm_section_letter_ok(const char *letter);
/* Add m under letter (valid and unused), taking ownership of m, also when this fails
 * (BM_ENOMEM: m is freed). */
enum bm_status bm_sections_adopt(struct bm_sections *s, struct bm_movement *m,
                                 const char *letter);

/* The sections and their boards in common, as text and as JSON (the "across" part of
 * bm_analysis_sections_report()). */
enum bm_status bm_sections_common_text(char **out, const struct bm_sections *s);
enum bm_status bm_sections_common_json(char **out, const struct bm_sections *s);

#endif
