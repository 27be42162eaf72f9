/* SPDX-License-Identifier: MIT */
/* The WebAssembly module is the library itself: its functions are exported by the link
 * (bindings/js/meson.build); this unit only gives the module a source of its own. */
#include <bridgemove/bridgemove.h>

/* The module's library version, for a check that index.js loaded the module it expects. */
const char *bm_js_version(void);

const char *bm_js_version(void)
{
    return bm_version_string();
}
