/**
 * The colour-mode switch's cycle, as pure functions (no React, no DOM) so it can be unit tested
 * (tests/unit/color-mode-cycle.test.ts). Used by the ejected `@theme/ColorModeToggle` next to it.
 *
 * A choice is `'light'`, `'dark'` or `null` (follow the system preference, shown as "system mode").
 * - System preference not respected (this site's default): the switch swaps light and dark.
 * - `colorMode.respectPrefersColorScheme: true`: system, light, dark, then system again.
 */

export type ColorMode = 'light' | 'dark';

/** What the reader chose; `null` means "follow the system preference". */
export type ColorModeChoice = ColorMode | null;

export interface ColorModeCycleOptions {
  /** `themeConfig.colorMode.respectPrefersColorScheme`. */
  readonly respectPrefersColorScheme: boolean;
  /** `themeConfig.colorMode.defaultMode`: what "no choice" looks like when the system is not respected. */
  readonly defaultMode: ColorMode;
}

/** The choices the switch steps through, in order; the one after the last is the first. */
export function colorModeCycle({
  respectPrefersColorScheme,
}: Pick<ColorModeCycleOptions, 'respectPrefersColorScheme'>): readonly ColorModeChoice[] {
  return respectPrefersColorScheme ? [null, 'light', 'dark'] : ['light', 'dark'];
}

/**
 * The choice as the switch presents it. Without system support there is no "system mode":
 * no stored choice (null) shows as the default mode.
 */
export function currentColorModeChoice(value: ColorModeChoice, options: ColorModeCycleOptions): ColorModeChoice {
  if (value === null && !options.respectPrefersColorScheme) return options.defaultMode;
  return value;
}

/** The choice one press of the switch moves to. */
export function nextColorModeChoice(value: ColorModeChoice, options: ColorModeCycleOptions): ColorModeChoice {
  const cycle = colorModeCycle(options);
  const index = cycle.indexOf(currentColorModeChoice(value, options));
  // index is never -1: every normalised choice is in its cycle.
  return cycle[(index + 1) % cycle.length] ?? null;
}
