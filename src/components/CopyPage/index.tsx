/**
 * "Copy page": copies the page's Markdown copy (`<route>index.md`, written at build by scripts/llms)
 * to the clipboard and says "Copied" or "Copy failed" for two seconds. A small menu beside it links
 * to the Markdown itself. Rendered beside the breadcrumbs of every doc page (src/theme/DocBreadcrumbs).
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { markdownPathOf } from '../PageMeta/routes';
import styles from './styles.module.css';

type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long "Copied" / "Copy failed" stays up. */
const STATUS_MS = 2000;

const label = {
  copy: translate({
    id: 'pagora.copyPage.copy',
    message: 'Copy page',
    description: 'Button that copies the page as Markdown',
  }),
  copyTitle: translate({ id: 'pagora.copyPage.copyTitle', message: 'Copy this page as Markdown' }),
  more: translate({
    id: 'pagora.copyPage.more',
    message: 'More page actions',
    description: 'Button that opens the page actions menu',
  }),
  group: translate({ id: 'pagora.copyPage.group', message: 'Page actions' }),
  view: translate({ id: 'pagora.copyPage.viewMarkdown', message: 'View as Markdown' }),
};

const statusText: Record<CopyStatus, string> = {
  idle: '',
  copied: translate({
    id: 'pagora.copyPage.copied',
    message: 'Copied',
    description: 'Shown for two seconds after the page was copied',
  }),
  failed: translate({ id: 'pagora.copyPage.failed', message: 'Copy failed' }),
};

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/markdown, text/plain' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Writes text that is still being fetched. Safari only allows clipboard writes inside the click,
 * so the pending text goes in a ClipboardItem straight away; elsewhere, plain writeText after the fetch.
 */
async function copyToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through: some browsers reject promised clipboard items.
    }
  }
  await navigator.clipboard.writeText(await text);
}

function CopyIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h8" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function ChevronIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function CopyPage(): ReactNode {
  const { pathname } = useLocation();
  const markdownUrl = markdownPathOf(pathname);
  const [status, setStatus] = useState<CopyStatus>('idle');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cache = useRef(new Map<string, Promise<string>>());

  useEffect(() => () => clearTimeout(timer.current), []);
  // A new page: forget the previous page's status and menu.
  useEffect(() => {
    setStatus('idle');
    setMenuOpen(false);
  }, [pathname]);

  const show = useCallback((next: CopyStatus) => {
    clearTimeout(timer.current);
    setStatus(next);
    timer.current = setTimeout(() => setStatus('idle'), STATUS_MS);
  }, []);

  const copy = useCallback(async () => {
    let text = cache.current.get(markdownUrl);
    if (!text) {
      text = fetchMarkdown(markdownUrl);
      cache.current.set(markdownUrl, text);
      text.catch(() => cache.current.delete(markdownUrl));
    }
    try {
      await copyToClipboard(text);
      show('copied');
    } catch {
      show('failed');
    }
  }, [markdownUrl, show]);

  // Close the menu on a click outside it.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  const openMenuAndFocus = (): void => {
    setMenuOpen(true);
    requestAnimationFrame(() => firstItemRef.current?.focus());
  };

  const onMenuButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenuAndFocus();
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Home' || event.key === 'End') {
      // One item: every arrow key keeps focus on it.
      event.preventDefault();
      firstItemRef.current?.focus();
    } else if (event.key === 'Tab') {
      setMenuOpen(false);
    }
  };

  return (
    <div className={styles.copyPage} role="group" aria-label={label.group} ref={rootRef}>
      <span role="status" className={clsx(styles.status, status === 'failed' && styles.statusFailed)}>
        {statusText[status]}
      </span>
      <div className={styles.buttons}>
        <button type="button" className={styles.copyButton} onClick={copy} title={label.copyTitle}>
          <CopyIcon />
          <span>{label.copy}</span>
        </button>
        <button
          type="button"
          ref={menuButtonRef}
          className={styles.menuButton}
          aria-label={label.more}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={onMenuButtonKeyDown}>
          <ChevronIcon />
        </button>
      </div>
      {menuOpen && (
        <ul id={menuId} role="menu" aria-label={label.group} className={styles.menu} onKeyDown={onMenuKeyDown}>
          <li role="none">
            {/* A plain-text file, not a page: <Link> would route it through the SPA router. */}
            {/* eslint-disable-next-line @docusaurus/no-html-links */}
            <a
              role="menuitem"
              ref={firstItemRef}
              className={styles.menuItem}
              href={markdownUrl}
              onClick={() => setMenuOpen(false)}>
              {label.view}
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
