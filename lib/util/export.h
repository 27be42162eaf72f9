/* SPDX-License-Identifier: MIT */
/* Marks the library's exported definitions (everything else is hidden by -fvisibility=hidden
 * and the version script) and printf-style checking of internal formatters. */
#ifndef BM_UTIL_EXPORT_H
#define BM_UTIL_EXPORT_H

#if defined(_WIN32)
/* PE has no ELF visibility: the module-definition file generated from the version script
 * (cross/map-to-def.py) lists the DLL's exports. */
#define BM_EXPORT
#define BM_PRINTF(a, b) __attribute__((format(gnu_printf, a, b)))
#elif defined(__GNUC__)
#define BM_EXPORT __attribute__((visibility("default")))
#define BM_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define BM_EXPORT
#define BM_PRINTF(a, b)
#endif

#endif
