// SPDX-License-Identifier: MIT
// The JavaScript API under Node, on the values the Python binding's test checks: round 2,
// table 1 of a 7-table Mitchell plays boards 4-6; 4S making 10 scores 420; the RoundData row of
// that table and round. Run from a folder holding index.js with the built bridgemove.mjs and
// bridgemove.wasm (.ci/run wasm makes it): node --test test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load, BridgeMoveError } from '../index.js';

const bm = await load();

test('version', () => {
  assert.match(bm.version(), /^1\.\d+\.\d+$/);
});

test('round 2 table 1 of a 7-table Mitchell', () => {
  const m = bm.build('mitchell:tables=7,boards=3');
  try {
    assert.equal(m.rounds, 7);
    assert.equal(m.tables, 7);
    assert.deepEqual(m.seat(2, 1), { ns: 1, ew: 14, boards: [4, 5, 6] });
  } finally {
    m.free();
  }
  assert.throws(() => m.seat(1, 1), /freed/);
  m.free(); // a second free does nothing
});

test('4S making 10 scores 420', () => {
  assert.equal(bm.score('4S', 'N', 10, 'none'), 420);
  assert.equal(bm.score('4S', 'E', 10, 'none'), -420);
  assert.equal(bm.score('4S', 'N', 10, 'ns'), 620);
});

test('RoundData row, and the file read back', () => {
  const rd = bm.convert('mitchell:tables=7,boards=3', 'rounddata');
  // As the Bridgemate database has it: section A by its ID, 1, and CRLF line ends.
  const lines = rd.split('\r\n');
  assert.equal(lines[0], 'Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards');
  assert.ok(lines.includes('1,1,2,1,14,4,6,'), 'the row of table 1, round 2');
  const back = bm.build(rd, 'movement.csv');
  try {
    assert.deepEqual(back.seat(2, 1), { ns: 1, ew: 14, boards: [4, 5, 6] });
  } finally {
    back.free();
  }
});

test('errors carry the status and the library message', () => {
  assert.throws(() => bm.build('mitchell:tables=2'), (e) => e instanceof BridgeMoveError &&
    e.status === 'BM_ERANGE' && /tables must be 3\.\.1000 for mitchell; got 2/.test(e.message));
  assert.throws(() => bm.score('4S', 'Q', 10), TypeError);
});

test('suggest, guide, analyse, switch, picture', () => {
  const list = bm.suggest('pairs=13');
  assert.ok(Array.isArray(list.candidates) && list.candidates.length > 0, 'candidates');
  const guide = bm.guide('mitchell:tables=7', { form: 'json' });
  assert.equal(guide.format, 'bridgemove-guide/1');
  assert.match(bm.guide('mitchell:tables=7', { print: true }), /^<!DOCTYPE html>/i);
  const text = bm.guide('mitchell:tables=7', { part: 'table', number: 1 });
  assert.match(text, /Table 1/);
  const an = bm.analyse('mitchell:tables=7');
  assert.equal(typeof an, 'object');
  const { plan, movement } = bm.switchPlan('mitchell:tables=7');
  try {
    assert.equal(typeof plan, 'object');
    assert.equal(movement.tables, 7);
  } finally {
    movement.free();
  }
  assert.match(bm.picture('mitchell:tables=7', 'room'), /<svg/);
});

test('a late pair and a pair leaving mid-session', () => {
  const late = bm.change('mitchell:tables=7,boards=3', 'late=15@3');
  try {
    assert.match(late.instructions[0], /^Pair 15 arrives for round 3/);
    // The library indents a round's line under the first (as the command prints it).
    assert.equal(late.instructions[1].trim(),
      'round 3: pair 15 plays EW at table 5 against pair 5, boards 19-21; pair 10 sits out');
    assert.equal(late.movement.seat(3, 5).ew, 15);
    assert.deepEqual(late.movement.seat(2, 1), { ns: 1, ew: 14, boards: [4, 5, 6] });
  } finally {
    late.movement.free();
  }
  const leaves = bm.change('mitchell:tables=7,boards=3', 'leaves=4@3');
  try {
    assert.equal(leaves.instructions[1].trim(), 'round 3: pair 9 sits out at table 4');
  } finally {
    leaves.movement.free();
  }
  assert.throws(() => bm.change('mitchell:tables=7', 'late=16@3'), BridgeMoveError);
});
