/* SPDX-License-Identifier: MIT */
/* What a family file works with: the descriptor and the parameter readers (descriptor/), the
 * movement model, and messages. Each family file defines its descriptor bm_family_NAME, which
 * the registry (lib/spec/registry.c) lists. */
#ifndef BM_FAMILIES_FAMILIES_H
#define BM_FAMILIES_FAMILIES_H

#include "descriptor/family.h"
#include "model/model.h"
#include "util/message.h"

#endif
