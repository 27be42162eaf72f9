// SPDX-License-Identifier: MIT
// The JavaScript API of libbridgemove over its WebAssembly module (bridgemove.mjs, .wasm):
// strings and JSON in, strings and JSON out. Every handle the library makes inside a call is
// freed before the call returns; a Movement the caller keeps is freed by movement.free().
// A failing call throws BridgeMoveError with the library's message (bm_last_error()).
import createBridgeMove from './bridgemove.mjs';

// The enums of the C headers this API passes (include/bridgemove/*.h).
const FORM = { text: 1, json: 2, html: 3, svg: 4, xml: 5 };
const FORMAT = { text: 1, json: 2, rounddata: 3, ebu: 4 };
const GUIDE_PART = { all: 1, description: 2, pair: 3, table: 4, stand: 5 };
const PRINT = { guide: 1, room: 2, balance: 3, switches: 4 };
const FIELD = { ns: 1, ew: 2 };
const SEAT = { N: 1, E: 2, S: 3, W: 4 };
const VULNERABILITY = { none: 1, ns: 2, ew: 3, both: 4 };
const STATUS = ['BM_OK', 'BM_EINVAL', 'BM_ENOMEM', 'BM_ERANGE', 'BM_EPARSE', 'BM_EUNSUPPORTED',
  'BM_ENOTSTATIONARY', 'BM_ENOTFOUND'];

/** A failed call: status is the C status name ("BM_EPARSE"), message the library's. */
export class BridgeMoveError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'BridgeMoveError';
    this.status = STATUS[status] || `status ${status}`;
  }
}

function pick(table, name, what) {
  const value = table[name];
  if (value === undefined)
    throw new TypeError(`${what} must be one of ${Object.keys(table).join(', ')}; got ${name}`);
  return value;
}

const inNode = typeof process === 'object' && typeof process.versions === 'object' &&
  typeof process.versions.node === 'string';

// Under Node, Emscripten 3.1.6's ES module still reads the CommonJS names __dirname and
// require, and would resolve the .wasm as a path from a file: URL: the bytes are read here and
// handed over, and the two names given, when Node does not define them.
async function nodeOptions() {
  const { readFile } = await import('node:fs/promises');
  const { createRequire } = await import('node:module');
  const { fileURLToPath } = await import('node:url');
  const wasm = new URL('./bridgemove.wasm', import.meta.url);
  if (typeof globalThis.__dirname === 'undefined')
    globalThis.__dirname = fileURLToPath(new URL('.', import.meta.url));
  if (typeof globalThis.require === 'undefined')
    globalThis.require = createRequire(import.meta.url);
  return { wasmBinary: await readFile(fileURLToPath(wasm)) };
}

/** Load the module once; every call of the API goes through the object it resolves to. */
export async function load(moduleOptions = {}) {
  const options = inNode ? { ...(await nodeOptions()), ...moduleOptions } : moduleOptions;
  return new BridgeMove(await createBridgeMove(options));
}

class BridgeMove {
  constructor(mod) {
    this.mod = mod;
  }

  // A NUL-terminated UTF-8 copy of s in the module's memory; the caller frees it.
  cString(s) {
    const m = this.mod;
    const size = m.lengthBytesUTF8(s) + 1;
    const p = m._malloc(size);
    m.stringToUTF8(s, p, size);
    return p;
  }

  // Runs fn(outSlots..., cStrings...) with `outs` pointer-sized out-parameters and the given
  // strings copied in, frees the strings and slots, throws on a failing status, and returns
  // the out-parameters' values.
  call(outs, strings, fn) {
    const m = this.mod;
    const slots = m._malloc(8 * Math.max(outs, 1));
    for (let i = 0; i < outs; i++) m.setValue(slots + 8 * i, 0, 'i32');
    const ptrs = strings.map((s) => (s === null ? 0 : this.cString(s)));
    try {
      const status = fn(...Array.from({ length: outs }, (_, i) => slots + 8 * i), ...ptrs);
      if (status !== 0) throw new BridgeMoveError(status, m.UTF8ToString(m._bm_last_error()));
      return Array.from({ length: outs }, (_, i) => m.getValue(slots + 8 * i, 'i32'));
    } finally {
      ptrs.forEach((p) => p && m._free(p));
      m._free(slots);
    }
  }

  // A string the library returned (char *), read and released with bm_free().
  take(p) {
    if (!p) return null;
    const s = this.mod.UTF8ToString(p);
    this.mod._bm_free(p);
    return s;
  }

  // Options of a set ("suggest", "switch", ...) from their one-line form; a handle to free.
  options(set, text) {
    if (text === undefined || text === null || text === '') {
      return this.call(1, [set], (out, s) => this.mod._bm_options_new(out, s))[0];
    }
    return this.call(1, [set, text], (out, s, t) => this.mod._bm_options_parse(out, s, t))[0];
  }

  /** The library's version, "1.0.0". */
  version() {
    return this.mod.UTF8ToString(this.mod._bm_version_string());
  }

  /**
   * A movement from a spec ("mitchell:tables=7") or a file's text in any format the library
   * reads (grid text, JSON, RoundData, EBUScore; hint: a file name). Free it with free().
   */
  build(specOrText, hint) {
    const m = this.mod;
    if (hint === undefined && !/\n/.test(specOrText)) {
      const [h] = this.call(1, [specOrText], (out, s) => m._bm_build_string(out, s));
      return new Movement(this, h);
    }
    const len = m.lengthBytesUTF8(specOrText);
    const [sections] = this.call(1, [specOrText, hint || null],
      (out, t, hp) => m._bm_sections_read(out, t, len, hp, 0));
    try {
      const [h] = this.call(1, [], (out) => m._bm_movement_copy(out,
        m._bm_sections_movement(sections, 1)));
      return new Movement(this, h);
    } finally {
      m._bm_sections_free(sections);
    }
  }

  // Runs fn(movement handle) on a Movement, or on a movement built from a spec or text and
  // freed at once.
  withMovement(movement, fn) {
    if (movement instanceof Movement) return fn(movement.handle());
    const built = this.build(movement);
    try {
      return fn(built.handle());
    } finally {
      built.free();
    }
  }

  /**
   * The suggestion list for a field and a session: options of the "suggest" set
   * ("pairs=13,minutes=180"); form "json" (parsed) or "text".
   */
  suggest(options, form = 'json') {
    const m = this.mod;
    const opt = this.options('suggest', options);
    try {
      const [list] = this.call(1, [], (out) => m._bm_suggest(out, opt));
      try {
        const [text] = this.call(1, [], (out) =>
          m._bm_suggestions_report(out, list, pick(FORM, form, 'form')));
        return this.result(this.take(text), form);
      } finally {
        m._bm_suggestions_free(list);
      }
    } finally {
      m._bm_options_free(opt);
    }
  }

  /**
   * The guide of a movement (a Movement, a spec or a file's text): part "all",
   * "description", "pair", "table" or "stand" (with number); form "text" or "json".
   * guide(m, { print: true }) gives the printable HTML of every card (bridgemove guide
   * --format html).
   */
  guide(movement, { part = 'all', number = 0, form = 'text', print = false } = {}) {
    const m = this.mod;
    return this.withMovement(movement, (h) => {
      if (print) {
        const [text] = this.call(1, [], (out) => m._bm_print_report(out, h, PRINT.guide,
          FORM.html, 0));
        return this.take(text);
      }
      const [text] = this.call(1, [], (out) => m._bm_guide_report(out, h,
        pick(GUIDE_PART, part, 'part'), number, pick(FORM, form, 'form')));
      return this.result(this.take(text), form);
    });
  }

  /** A picture of a movement: "room", "balance" or "switches", as SVG text. */
  picture(movement, what = 'room') {
    const m = this.mod;
    return this.withMovement(movement, (h) => {
      const [text] = this.call(1, [], (out) => m._bm_print_report(out, h,
        pick(PRINT, what, 'picture'), FORM.svg, 0));
      return this.take(text);
    });
  }

  /** How evenly every pair competes with every other: form "json" (parsed) or "text". */
  analyse(movement, form = 'json') {
    const m = this.mod;
    return this.withMovement(movement, (h) => {
      const [an] = this.call(1, [], (out) => m._bm_analysis_new(out, h));
      try {
        const [text] = this.call(1, [], (out) =>
          m._bm_analysis_report(out, an, pick(FORM, form, 'form')));
        return this.result(this.take(text), form);
      } finally {
        m._bm_analysis_free(an);
      }
    });
  }

  /**
   * An arrow-switch plan ("switch" options, "level=board"): { plan, movement }, the plan as
   * JSON (or text) and the switched movement as a new Movement to free.
   */
  switchPlan(movement, options, form = 'json') {
    const m = this.mod;
    const opt = this.options('switch', options);
    try {
      return this.withMovement(movement, (h) => {
        const [plan, switched] = this.call(2, [], (out, out2) =>
          m._bm_switch_plan_new(out, out2, h, opt));
        try {
          const [text] = this.call(1, [], (out) =>
            m._bm_switch_plan_report(out, plan, pick(FORM, form, 'form')));
          return { plan: this.result(this.take(text), form), movement: new Movement(this, switched) };
        } finally {
          m._bm_switch_plan_free(plan);
        }
      });
    } finally {
      m._bm_options_free(opt);
    }
  }

  /**
   * A change mid-session ("change" options, exactly one key: "late=15@3", "leaves=4@3",
   * "add_table=3"): { instructions, movement }, the director's instructions (strings) and the
   * changed movement as a new Movement to free.
   */
  change(movement, options) {
    const m = this.mod;
    const opt = this.options('change', options);
    try {
      return this.withMovement(movement, (h) => {
        const [ch] = this.call(1, [], (out) => m._bm_change(out, h, opt));
        try {
          const instructions = [];
          const count = m._bm_change_instruction_count(ch);
          for (let i = 1; i <= count; i++) {
            instructions.push(m.UTF8ToString(m._bm_change_instruction(ch, i)));
          }
          const [copy] = this.call(1, [], (out) =>
            m._bm_movement_copy(out, m._bm_change_movement(ch)));
          return { instructions, movement: new Movement(this, copy) };
        } finally {
          m._bm_change_free(ch);
        }
      });
    } finally {
      m._bm_options_free(opt);
    }
  }

  /**
   * The duplicate score of a result to North-South: contract "4S", "3NTX", "PASS"; declarer
   * "N", "E", "S" or "W"; tricks taken; vulnerability "none", "ns", "ew" or "both".
   */
  score(contract, declarer, tricks, vulnerability = 'none') {
    const m = this.mod;
    const [score] = this.call(1, [contract], (out, c) => m._bm_score_result(out, c,
      pick(SEAT, declarer, 'declarer'), tricks, pick(VULNERABILITY, vulnerability,
        'vulnerability')));
    return score;
  }

  /**
   * A movement (a Movement, a spec or a file's text) in another format: "json", "text",
   * "rounddata" (Bridgemate RoundData) or "ebu" (EBUScore); options of the "exchange" set.
   */
  convert(movement, to, options) {
    const m = this.mod;
    const opt = options ? this.options('exchange', options) : 0;
    try {
      return this.withMovement(movement, (h) => {
        const [text, notes] = this.call(2, [], (out, out2) => m._bm_movement_write(out, h,
          pick(FORMAT, to, 'format'), opt, out2));
        this.take(notes);
        return this.take(text);
      });
    } finally {
      if (opt) m._bm_options_free(opt);
    }
  }

  result(text, form) {
    return form === 'json' ? JSON.parse(text) : text;
  }
}

/** A movement held by the module; free() releases it (at once, exactly once). */
class Movement {
  constructor(api, handle) {
    this.api = api;
    this.h = handle;
  }

  handle() {
    if (!this.h) throw new Error('the movement was freed');
    return this.h;
  }

  free() {
    if (this.h) this.api.mod._bm_movement_free(this.h);
    this.h = 0;
  }

  get rounds() {
    return this.api.mod._bm_movement_rounds(this.handle());
  }

  get tables() {
    return this.api.mod._bm_movement_tables(this.handle());
  }

  /** Who sits at a table in a round: { ns, ew, boards: [first, ..., last] }. */
  seat(round, table) {
    const a = this.api;
    const h = this.handle();
    const [ns] = a.call(1, [], (out) => a.mod._bm_movement_get(out, h, round, table, FIELD.ns));
    const [ew] = a.call(1, [], (out) => a.mod._bm_movement_get(out, h, round, table, FIELD.ew));
    const [count] = a.call(1, [], (out) => a.mod._bm_cell_board_count(out, h, round, table));
    const boards = [];
    for (let i = 1; i <= count; i++) {
      boards.push(a.call(1, [], (out) => a.mod._bm_cell_board(out, 0, h, round, table, i))[0]);
    }
    return { ns, ew, boards };
  }

  /** The movement in a format (see convert()). */
  write(to = 'json', options) {
    return this.api.convert(this, to, options);
  }
}

export { Movement };
