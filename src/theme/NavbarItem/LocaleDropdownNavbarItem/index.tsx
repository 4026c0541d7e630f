/**
 * Eject of @docusaurus/theme-classic 3.10.2 `NavbarItem/LocaleDropdownNavbarItem` (the language menu).
 *
 * Why: upstream links each language to the current path in that language. On the not-found page
 * that path has no page: the prerendered 404.html linked to `/404/`, which does not exist, and in
 * the browser it links to the unknown path itself. There the menu links to each language's home
 * page instead (`isNotFoundPath`, from the route table). Changes are marked `// CUSTOM:`.
 * Reads `useAlternatePageUtils` from `@docusaurus/theme-common/internal`, as upstream does (listed
 * in src/theme/README.md).
 */
import React, { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import { translate } from '@docusaurus/Translate';
import { mergeSearchStrings, useHistorySelector } from '@docusaurus/theme-common';
import routes from '@generated/routes';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import IconLanguage from '@theme/Icon/Language';
import type { Props } from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type { LinkLikeNavbarItemProps } from '@theme/NavbarItem';
import styles from '@docusaurus/theme-classic/lib/theme/NavbarItem/LocaleDropdownNavbarItem/styles.module.css';
import { isNotFoundPath } from './notFound';

function useLocaleDropdownUtils() {
  const {
    siteConfig,
    i18n: { localeConfigs },
  } = useDocusaurusContext();
  const alternatePageUtils = useAlternatePageUtils();
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  // CUSTOM: on the not-found page, each language's home page (see the header).
  const { pathname } = useLocation();
  const notFound = isNotFoundPath(routes, pathname);
  const getLocaleConfig = (locale: string) => {
    const localeConfig = localeConfigs[locale];
    if (!localeConfig) {
      throw new Error(`Docusaurus bug, no locale config found for locale=${locale}`);
    }
    return localeConfig;
  };
  const getBaseURLForLocale = (locale: string): string => {
    const localeConfig = getLocaleConfig(locale);
    const isSameDomain = localeConfig.url === siteConfig.url;
    // CUSTOM: the home page of that language when this page does not exist.
    if (notFound)
      return isSameDomain ? `pathname://${localeConfig.baseUrl}` : `${localeConfig.url}${localeConfig.baseUrl}`;
    if (isSameDomain) {
      return `pathname://${alternatePageUtils.createUrl({ locale, fullyQualified: false })}`;
    }
    return alternatePageUtils.createUrl({ locale, fullyQualified: true });
  };
  return {
    getURL: (locale: string, options: { queryString: string | undefined }) => {
      // CUSTOM: a language's home page does not carry the unknown page's query and hash.
      if (notFound) return getBaseURLForLocale(locale);
      const finalSearch = mergeSearchStrings([search, options.queryString], 'append');
      return `${getBaseURLForLocale(locale)}${finalSearch}${hash}`;
    },
    getLabel: (locale: string) => getLocaleConfig(locale).label,
    getLang: (locale: string) => getLocaleConfig(locale).htmlLang,
  };
}

export default function LocaleDropdownNavbarItem({
  mobile,
  dropdownItemsBefore,
  dropdownItemsAfter,
  queryString,
  ...props
}: Props): ReactNode {
  const utils = useLocaleDropdownUtils();
  const {
    i18n: { currentLocale, locales },
  } = useDocusaurusContext();
  const localeItems: LinkLikeNavbarItemProps[] = locales.map((locale) => ({
    label: utils.getLabel(locale),
    lang: utils.getLang(locale),
    to: utils.getURL(locale, { queryString }),
    target: '_self',
    autoAddBaseUrl: false,
    className: locale === currentLocale ? (mobile ? 'menu__link--active' : 'dropdown__link--active') : '',
  }));
  const items = [...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter];
  const dropdownLabel = mobile
    ? translate({
        message: 'Languages',
        id: 'theme.navbar.mobileLanguageDropdown.label',
        description: 'The label for the mobile language switcher dropdown',
      })
    : utils.getLabel(currentLocale);
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        <>
          <IconLanguage className={styles.iconLanguage} />
          {dropdownLabel}
        </>
      }
      items={items}
    />
  );
}
