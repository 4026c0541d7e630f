/**
 * Ejected copy of @docusaurus/theme-classic 3.10.2 `ColorModeToggle` (the colour-mode switch in the
 * navbar and in the mobile sidebar's header).
 *
 * Why: its accessible name only said "Switch between dark and light mode (currently light mode)";
 * it now names the current and the next mode ("Switch to dark mode (current: light mode)"), which a
 * wrapper cannot change. The cycle itself moved to `./cycle.ts` (pure, unit tested): light and dark
 * without the system preference, system → light → dark → system with `respectPrefersColorScheme`.
 * Changes are marked `// CUSTOM:`; diff against upstream on every Docusaurus upgrade.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
// CUSTOM: the default mode tells what "no stored choice" looks like without the system preference.
import { useThemeConfig } from '@docusaurus/theme-common';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import type { Props } from '@theme/ColorModeToggle';
import type { ColorMode } from '@docusaurus/theme-common';
// CUSTOM: the cycle lives in a pure module (was `getNextColorMode` here).
import { currentColorModeChoice, nextColorModeChoice, type ColorModeCycleOptions } from './cycle';

import styles from './styles.module.css';

function getColorModeLabel(colorMode: ColorMode | null): string {
  switch (colorMode) {
    case null:
      return translate({
        message: 'system mode',
        id: 'theme.colorToggle.ariaLabel.mode.system',
        description: 'The name for the system color mode',
      });
    case 'light':
      return translate({
        message: 'light mode',
        id: 'theme.colorToggle.ariaLabel.mode.light',
        description: 'The name for the light color mode',
      });
    case 'dark':
      return translate({
        message: 'dark mode',
        id: 'theme.colorToggle.ariaLabel.mode.dark',
        description: 'The name for the dark color mode',
      });
    default:
      throw new Error(`unexpected color mode ${colorMode}`);
  }
}

// CUSTOM: names the next mode and the current one (was "Switch between dark and light mode
// (currently {mode})"); new translation id since the message has another shape.
function getColorModeAriaLabel(current: ColorMode | null, next: ColorMode | null): string {
  return translate(
    {
      message: 'Switch to {next} (current: {current})',
      id: 'theme.colorToggle.ariaLabel.switchTo',
      description: 'The ARIA label for the color mode toggle: the mode it switches to, then the current one',
    },
    {
      next: getColorModeLabel(next),
      current: getColorModeLabel(current),
    },
  );
}

function CurrentColorModeIcon(): ReactNode {
  // 3 icons are always rendered for technical reasons
  // We use "data-theme-choice" to render the correct one
  // This must work even before React hydrates
  return (
    <>
      <IconLightMode
        // a18y is handled at the button level,
        // not relying on button content (svg icons)
        aria-hidden
        className={clsx(styles.toggleIcon, styles.lightToggleIcon)}
      />
      <IconDarkMode aria-hidden className={clsx(styles.toggleIcon, styles.darkToggleIcon)} />
      <IconSystemColorMode aria-hidden className={clsx(styles.toggleIcon, styles.systemToggleIcon)} />
    </>
  );
}

function ColorModeToggle({ className, buttonClassName, respectPrefersColorScheme, value, onChange }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // CUSTOM: current and next choice from ./cycle.
  const { defaultMode } = useThemeConfig().colorMode;
  const options: ColorModeCycleOptions = { respectPrefersColorScheme, defaultMode };
  const current = currentColorModeChoice(value, options);
  const next = nextColorModeChoice(value, options);
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx('clean-btn', styles.toggleButton, !isBrowser && styles.toggleButtonDisabled, buttonClassName)}
        type="button"
        // CUSTOM: `next` from ./cycle (was getNextColorMode(value, respectPrefersColorScheme)).
        onClick={() => onChange(next)}
        disabled={!isBrowser}
        title={getColorModeLabel(current)}
        aria-label={getColorModeAriaLabel(current, next)}>
        <CurrentColorModeIcon />
      </button>
    </div>
  );
}

export default React.memo(ColorModeToggle);
