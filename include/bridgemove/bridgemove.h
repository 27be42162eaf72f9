/* SPDX-License-Identifier: MIT */
/**
 * @file bridgemove.h
 * @brief libbridgemove umbrella header: include this one.
 *
 * libbridgemove builds, checks, transforms and analyses duplicate-bridge movements.
 * See README.md for a quick start and doc/format.md for the file formats.
 */
#ifndef BRIDGEMOVE_H
#define BRIDGEMOVE_H

#include <bridgemove/version.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>
#include <bridgemove/options.h>
#include <bridgemove/spec.h>
#include <bridgemove/families.h>
#include <bridgemove/check.h>
#include <bridgemove/format.h>
#include <bridgemove/switch.h>
#include <bridgemove/matches.h>
#include <bridgemove/analysis.h>
#include <bridgemove/transform.h>
#include <bridgemove/guide.h>
#include <bridgemove/scoring.h>
#include <bridgemove/boards.h>
#include <bridgemove/sections.h>
#include <bridgemove/print.h>
#include <bridgemove/suggest.h>
#include <bridgemove/change.h>

#endif
