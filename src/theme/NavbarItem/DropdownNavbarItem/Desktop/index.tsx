// CUSTOM: ejected copy of @docusaurus/theme-classic 3.10.2
// `src/theme/NavbarItem/DropdownNavbarItem/Desktop/index.tsx` (the navbar's "APIs" and language
// dropdowns on desktop widths). Byte-identical to it outside the CUSTOM blocks
// (tests/unit/ejected-copies.test.ts); not formatted by Prettier.
// Why: upstream already opens on Enter/Space, closes on an outside click or when focus leaves, and
// shows on hover through CSS only. Missing, and not reachable through props or a wrapper (the open
// state is internal):
// - hover did not reach `aria-expanded` (CSS `:hover` only); the open state now drives both;
// - Escape did not close it; it now closes (also when hover opened it) and returns focus, when it
//   was inside, to the toggle;
// - the toggle was never marked active; it now is when one of its entries is (as on mobile).
// CUSTOM END
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {useState, useRef, useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
// CUSTOM: active-state helpers (the same ones the mobile dropdown uses) and hydration state.
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {isSamePath, useLocalPathname} from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';

// Copied from upstream `DropdownNavbarItem/Mobile` (3.10.2), which does not export it.
function isItemActive(
  item: LinkLikeNavbarItemProps,
  localPathname: string,
): boolean {
  const {to, activeBaseRegex, activeBasePath} = item as {
    to?: string;
    activeBaseRegex?: string;
    activeBasePath?: string;
  };
  if (isSamePath(to, localPathname)) {
    return true;
  }
  if (isRegexpStringMatch(activeBaseRegex, localPathname)) {
    return true;
  }
  if (activeBasePath && localPathname.startsWith(activeBasePath)) {
    return true;
  }
  return false;
}
// CUSTOM END

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  onClick,
  ...props
}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);
  // CUSTOM: before hydration CSS `:hover` opens the menu; after it, the React state does, so
  // `aria-expanded` and Escape agree with what is on screen. Active when one of the entries is.
  const isBrowser = useIsBrowser();
  const localPathname = useLocalPathname();
  const containsActive = items.some((item) =>
    isItemActive(item, localPathname),
  );
  // CUSTOM END

  useEffect(() => {
    const handleClickOutside = (
      event: MouseEvent | TouchEvent | FocusEvent,
    ) => {
      if (
        !dropdownRef.current ||
        dropdownRef.current.contains(event.target as Node)
      ) {
        return;
      }
      setShowDropdown(false);
    };

    document.addEventListener('mousedown', handleClickOutside);
    document.addEventListener('touchstart', handleClickOutside);
    document.addEventListener('focusin', handleClickOutside);

    return () => {
      document.removeEventListener('mousedown', handleClickOutside);
      document.removeEventListener('touchstart', handleClickOutside);
      document.removeEventListener('focusin', handleClickOutside);
    };
  }, [dropdownRef]);
  // CUSTOM: Escape closes the open menu, whether keyboard or hover opened it (hover content must be
  // dismissible without moving the pointer); focus inside it goes back to the toggle.
  useEffect(() => {
    if (!showDropdown) {
      return undefined;
    }
    const handleEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') {
        return;
      }
      const dropdown = dropdownRef.current;
      setShowDropdown(false);
      if (dropdown?.contains(document.activeElement)) {
        event.preventDefault();
        dropdown.querySelector<HTMLElement>(':scope > .navbar__link')?.focus();
      }
    };
    document.addEventListener('keydown', handleEscape);
    return () => document.removeEventListener('keydown', handleEscape);
  }, [showDropdown]);
  // CUSTOM END

  return (
    <div
      ref={dropdownRef}
      // CUSTOM: `dropdown--hoverable` only until hydration (see above); hover opens and closes
      // through the state.
      className={clsx('navbar__item', 'dropdown', {
        'dropdown--hoverable': !isBrowser,
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}
      onMouseEnter={() => setShowDropdown(true)}
      onMouseLeave={() => setShowDropdown(false)}>
      {/* CUSTOM END */}
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // # hash permits to make the <a> tag focusable in case no link target
        // See https://github.com/facebook/docusaurus/pull/6003
        // There's probably a better solution though...
        href={props.to ? undefined : '#'}
        // CUSTOM: marked active when one of its entries is.
        className={clsx('navbar__link', className, {
          'navbar__link--active': containsActive,
        })}
        // CUSTOM END
        {...props}
        onClick={props.to ? undefined : (e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setShowDropdown(!showDropdown);
          }
        }}>
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem
            isDropdownItem
            activeClassName="dropdown__link--active"
            {...childItemProps}
            key={i}
          />
        ))}
      </ul>
    </div>
  );
}
