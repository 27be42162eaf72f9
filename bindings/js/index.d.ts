// SPDX-License-Identifier: MIT
// Types of the JavaScript API of libbridgemove (index.js).

export type Form = 'text' | 'json';
export type Format = 'json' | 'text' | 'rounddata' | 'ebu';
export type GuidePart = 'all' | 'description' | 'pair' | 'table' | 'stand';
export type Picture = 'room' | 'balance' | 'switches';
export type Seat = 'N' | 'E' | 'S' | 'W';
export type Vulnerability = 'none' | 'ns' | 'ew' | 'both';

/** A failed call of the library. */
export class BridgeMoveError extends Error {
  /** The C status name: "BM_EINVAL", "BM_ERANGE", "BM_EPARSE", "BM_EUNSUPPORTED", ... */
  status: string;
  /** The library's one-line message (bm_last_error()). */
  message: string;
}

/** Where a table is in a round. */
export interface Seating {
  ns: number;
  ew: number;
  /** The board numbers played, in order. */
  boards: number[];
}

/** A movement held by the WebAssembly module: free() releases it. */
export class Movement {
  readonly rounds: number;
  readonly tables: number;
  seat(round: number, table: number): Seating;
  write(to?: Format, options?: string): string;
  free(): void;
}

/** A movement given as a Movement, a spec ("mitchell:tables=7") or a file's text. */
export type MovementLike = Movement | string;

export interface BridgeMove {
  version(): string;
  build(specOrText: string, hint?: string): Movement;
  suggest(options: string, form?: 'json'): any;
  suggest(options: string, form: 'text'): string;
  guide(movement: MovementLike, options?: {
    part?: GuidePart; number?: number; form?: Form; print?: boolean;
  }): any;
  picture(movement: MovementLike, what?: Picture): string;
  analyse(movement: MovementLike, form?: 'json'): any;
  analyse(movement: MovementLike, form: 'text'): string;
  switchPlan(movement: MovementLike, options?: string, form?: Form):
    { plan: any; movement: Movement };
  /** A change mid-session ("late=15@3", "leaves=4@3", "add_table=3"). */
  change(movement: MovementLike, options: string):
    { instructions: string[]; movement: Movement };
  score(contract: string, declarer: Seat, tricks: number, vulnerability?: Vulnerability): number;
  convert(movement: MovementLike, to: Format, options?: string): string;
}

/** Loads the module (once per call: keep the result). */
export function load(moduleOptions?: object): Promise<BridgeMove>;
