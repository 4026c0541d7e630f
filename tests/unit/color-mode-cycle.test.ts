/** The colour-mode switch's cycle (src/theme/ColorModeToggle/cycle.ts), in both configurations. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  colorModeCycle,
  currentColorModeChoice,
  nextColorModeChoice,
  type ColorModeChoice,
  type ColorModeCycleOptions,
} from '../../src/theme/ColorModeToggle/cycle';

const systemOff: ColorModeCycleOptions = { respectPrefersColorScheme: false, defaultMode: 'light' };
const systemOn: ColorModeCycleOptions = { respectPrefersColorScheme: true, defaultMode: 'light' };

/** The choices seen by pressing the switch `presses` times from `start`. */
function press(start: ColorModeChoice, presses: number, options: ColorModeCycleOptions): ColorModeChoice[] {
  const seen: ColorModeChoice[] = [];
  let choice = start;
  for (let i = 0; i < presses; i += 1) {
    choice = nextColorModeChoice(choice, options);
    seen.push(choice);
  }
  return seen;
}

test('system preference off (the default here): the switch swaps light and dark', () => {
  assert.deepEqual(colorModeCycle(systemOff), ['light', 'dark']);
  assert.equal(nextColorModeChoice('light', systemOff), 'dark');
  assert.equal(nextColorModeChoice('dark', systemOff), 'light');
  assert.deepEqual(press('light', 4, systemOff), ['dark', 'light', 'dark', 'light']);
});

test('system preference off: no stored choice counts as the default mode, never "system"', () => {
  assert.equal(currentColorModeChoice(null, systemOff), 'light');
  assert.equal(nextColorModeChoice(null, systemOff), 'dark');
  const darkByDefault: ColorModeCycleOptions = { respectPrefersColorScheme: false, defaultMode: 'dark' };
  assert.equal(currentColorModeChoice(null, darkByDefault), 'dark');
  // Upstream would answer "dark" here, a press that changes nothing.
  assert.equal(nextColorModeChoice(null, darkByDefault), 'light');
  assert.ok(!press(null, 5, systemOff).includes(null));
});

test('system preference on: system, light, dark, then system again', () => {
  assert.deepEqual(colorModeCycle(systemOn), [null, 'light', 'dark']);
  assert.equal(nextColorModeChoice(null, systemOn), 'light');
  assert.equal(nextColorModeChoice('light', systemOn), 'dark');
  assert.equal(nextColorModeChoice('dark', systemOn), null);
  assert.deepEqual(press(null, 6, systemOn), ['light', 'dark', null, 'light', 'dark', null]);
  assert.equal(currentColorModeChoice(null, systemOn), null);
});

test('system preference on: the default mode does not change the cycle', () => {
  const darkByDefault: ColorModeCycleOptions = { respectPrefersColorScheme: true, defaultMode: 'dark' };
  assert.deepEqual(press(null, 3, darkByDefault), ['light', 'dark', null]);
});
