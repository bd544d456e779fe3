import { describe, expect, it } from 'vitest';
import { isAllowed } from './licenses';

describe('the licence allow-list', () => {
  it.each([
    ['MIT', true],
    ['(MIT OR Apache-2.0)', true],
    ['MIT OR GPL-3.0-only', true],
    ['Apache-2.0 WITH LLVM-exception', true],
    ['BSD-3-Clause AND (MIT OR CC0-1.0)', true],
    ['Apache-2.0 AND LGPL-3.0-or-later', false],
    ['(GPL-2.0-only OR LGPL-3.0) AND MIT', false],
    ['Hippocratic-2.1', false],
    ['UNKNOWN', false],
  ])('%s → %s', (expression, expected) => {
    expect(isAllowed(expression)).toBe(expected);
  });
});
