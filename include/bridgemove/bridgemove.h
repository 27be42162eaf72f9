/* SPDX-License-Identifier: MIT */
/**
 * @file bridgemove.h
 * @brief libbridgemove umbrella header: include this one.
 *
 * libbridgemove builds, checks, transforms, analyses, switches, prints and scores
 * duplicate-bridge movements. README.md is the quick start; @ref conventions is the contract
 * every call keeps (out-parameters, ownership, status and messages, options, forms, threads,
 * versions). experimental.h, left out of this header on purpose, holds the calls not yet
 * frozen.
 */

/**
 * @defgroup status Status, messages and memory
 * @brief What every call shares: the status it returns, the message a failure leaves for its
 *        thread (bm_last_error()), the forms of a report, and bm_free() for what the library
 *        returns.
 *
 * @defgroup options Options
 * @brief One key=value mechanism for every option set: a family's spec keys and the switch,
 *        score, suggest, print, exchange and change options.
 *
 * @defgroup model Movements
 * @brief The movement: its grid of rounds and tables, sets of boards, participants and their
 *        absences, relay and bye stands, arrow switches; boards by number; sections.
 *
 * @defgroup spec Families and specs
 * @brief Building a movement from its family and keys (`mitchell:tables=7`), and the catalogue
 *        of families.
 *
 * @defgroup check Rules and matches
 * @brief The rules of construction (1A to 4B, complete) each explained, and team matches.
 *
 * @defgroup analysis Analysis
 * @brief How evenly every pair competes with every other: the competition matrices, balance
 *        statistics and their reports.
 *
 * @defgroup switch Arrow switching
 * @brief Planning arrow switches so that one field gives one winner.
 *
 * @defgroup scoring Scoring
 * @brief A session's results keyed by the movement, scored: matchpoints, Neuberg, IMPs,
 *        Butler, team matches, rankings.
 *
 * @defgroup suggest Suggesting a movement
 * @brief Which movement to run for a field and a session, ranked, each with its reason.
 *
 * @defgroup change Changing a movement mid-session
 * @brief A late pair, a pair leaving, a table added: the rounds played kept, the director's
 *        instructions.
 *
 * @defgroup swiss Swiss events
 * @brief Movements made round by round from the scores: pairing (no repeat meeting, leaders
 *        against leaders, the bye rotating), results, standings and the event file.
 *
 * @defgroup guide Guide
 * @brief How a movement runs, in words: the description and the pair, table and stand cards.
 *
 * @defgroup formats Formats
 * @brief Reading and writing movements: grid text, JSON, Bridgemate RoundData, EBUScore.
 *
 * @defgroup print Printing
 * @brief Guide cards as HTML pages for A4 and US Letter; SVG pictures of the room, the balance
 *        and the switches.
 *
 * @defgroup transform Transforms
 * @brief Duality, standard form, relabelling and equivalence of movements.
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
#include <bridgemove/swiss.h>

#endif
