// CUSTOM: ejected copy of @docusaurus/theme-classic 3.10.2 `src/theme/ColorModeToggle/index.tsx`
// (the colour-mode switch in the navbar and in the mobile sidebar's header). Byte-identical to it
// outside the CUSTOM blocks (tests/unit/ejected-copies.test.ts); not formatted by Prettier.
// Why: its accessible name only said "Switch between dark and light mode (currently light mode)";
// it now names the current and the next mode ("Switch to dark mode (current: light mode)"), which a
// wrapper cannot change. The cycle moved to `./cycle.ts` (pure, unit tested): light and dark
// without the system preference, system → light → dark → system with `respectPrefersColorScheme`.
// `styles.module.css` is upstream's, unchanged.
// CUSTOM END
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import type {Props} from '@theme/ColorModeToggle';
import type {ColorMode} from '@docusaurus/theme-common';
// CUSTOM: the default mode tells what "no stored choice" looks like without the system
// preference; the cycle lives in a pure module.
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  currentColorModeChoice,
  nextColorModeChoice,
  type ColorModeCycleOptions,
} from './cycle';
// CUSTOM END

import styles from './styles.module.css';

// CUSTOM: upstream's getNextColorMode was here; the cycle is `nextColorModeChoice` in ./cycle.
// CUSTOM END

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
// (currently {mode})"); a new translation id, since the message has another shape.
function getColorModeAriaLabel(
  current: ColorMode | null,
  next: ColorMode | null,
): string {
  return translate(
    {
      message: 'Switch to {next} (current: {current})',
      id: 'theme.colorToggle.ariaLabel.switchTo',
      description:
        'The ARIA label for the color mode toggle: the mode it switches to, then the current one',
    },
    {
      next: getColorModeLabel(next),
      current: getColorModeLabel(current),
    },
  );
}
// CUSTOM END

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
      <IconDarkMode
        aria-hidden
        className={clsx(styles.toggleIcon, styles.darkToggleIcon)}
      />
      <IconSystemColorMode
        aria-hidden
        className={clsx(styles.toggleIcon, styles.systemToggleIcon)}
      />
    </>
  );
}

function ColorModeToggle({
  className,
  buttonClassName,
  respectPrefersColorScheme,
  value,
  onChange,
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // CUSTOM: the current and the next choice, from ./cycle.
  const {defaultMode} = useThemeConfig().colorMode;
  const options: ColorModeCycleOptions = {respectPrefersColorScheme, defaultMode};
  const current = currentColorModeChoice(value, options);
  const next = nextColorModeChoice(value, options);
  // CUSTOM END
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx(
          'clean-btn',
          styles.toggleButton,
          !isBrowser && styles.toggleButtonDisabled,
          buttonClassName,
        )}
        type="button"
        // CUSTOM: `next` from ./cycle (was getNextColorMode(value, respectPrefersColorScheme)).
        onClick={() => onChange(next)}
        // CUSTOM END
        disabled={!isBrowser}
        // CUSTOM: the current choice from ./cycle (was `value`), and the next one.
        title={getColorModeLabel(current)}
        aria-label={getColorModeAriaLabel(current, next)}
        // CUSTOM END

        // For accessibility decisions
        // See https://github.com/facebook/docusaurus/issues/7667#issuecomment-2724401796

        // aria-live disabled on purpose - This is annoying because:
        // - without this attribute, VoiceOver doesn't announce on button enter
        // - with this attribute, VoiceOver announces twice on ctrl+opt+space
        // - with this attribute, NVDA announces many times
        // aria-live="polite"
      >
        <CurrentColorModeIcon />
      </button>
    </div>
  );
}

export default React.memo(ColorModeToggle);
