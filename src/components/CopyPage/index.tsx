/**
 * "Copy page": copies the page's Markdown copy (`<route>index.md`, written at build by scripts/llms)
 * to the clipboard and says "Copied" or "Copy failed" for two seconds. A small menu beside it links
 * to the Markdown itself, opens ChatGPT or Claude with a prompt naming that Markdown, installs the
 * docs MCP server in Cursor or VS Code (aiLinks.ts), and links the guide to AI coding tools.
 * Rendered beside the breadcrumbs of every doc page (src/theme/DocBreadcrumbs).
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { markdownPathOf } from '../../../shared/page-routes';
import { askAboutPagePrompt, chatGptUrl, claudeUrl, cursorInstallUrl, vscodeInstallUrl } from './aiLinks';
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
  chatGpt: translate({ id: 'pagora.copyPage.openChatGpt', message: 'Open in ChatGPT' }),
  claude: translate({ id: 'pagora.copyPage.openClaude', message: 'Open in Claude' }),
  newTab: translate({ id: 'pagora.copyPage.newTab', message: '(opens in a new tab)' }),
  cursor: translate({ id: 'pagora.copyPage.connectCursor', message: 'Connect to Cursor' }),
  vscode: translate({ id: 'pagora.copyPage.connectVsCode', message: 'Connect to VS Code' }),
  connectTitle: translate({
    id: 'pagora.copyPage.connectTitle',
    message: 'Installs the Pagora docs MCP server in the editor (the editor asks you to confirm)',
  }),
  guide: translate({ id: 'pagora.copyPage.aiGuide', message: 'Set up other AI tools' }),
};

/** The guide with every client's configuration (docs/guides/ai-coding-tools.mdx). */
const AI_TOOLS_GUIDE = '/guides/ai-coding-tools/';

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
  const menuRef = useRef<HTMLUListElement>(null);
  const { siteConfig } = useDocusaurusContext();
  const prompt = askAboutPagePrompt(`${siteConfig.url}${markdownUrl}`);
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

  const menuItems = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const openMenuAndFocus = (last: boolean): void => {
    setMenuOpen(true);
    requestAnimationFrame(() => {
      const items = menuItems();
      items[last ? items.length - 1 : 0]?.focus();
    });
  };

  const onMenuButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenuAndFocus(event.key === 'ArrowUp');
    }
  };

  /** Arrow keys move through the items and wrap; Home and End go to the first and last. */
  const moveFocus = (key: string): void => {
    const items = menuItems();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next =
      key === 'Home'
        ? 0
        : key === 'End'
          ? items.length - 1
          : (current + (key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  const close = (): void => setMenuOpen(false);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveFocus(event.key);
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
        <ul
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={label.group}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}>
          <li role="none">
            {/* A plain-text file, not a page: <Link> would route it through the SPA router. */}
            {/* eslint-disable-next-line @docusaurus/no-html-links */}
            <a role="menuitem" className={styles.menuItem} href={markdownUrl} onClick={close}>
              {label.view}
            </a>
          </li>
          <li role="separator" className={styles.separator} />
          {[
            { text: label.chatGpt, href: chatGptUrl(prompt) },
            { text: label.claude, href: claudeUrl(prompt) },
          ].map(({ text, href }) => (
            <li role="none" key={text}>
              {/* eslint-disable-next-line @docusaurus/no-html-links */}
              <a
                role="menuitem"
                className={styles.menuItem}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}>
                {text}
                <span className="visually-hidden"> {label.newTab}</span>
              </a>
            </li>
          ))}
          <li role="separator" className={styles.separator} />
          {[
            { text: label.cursor, href: cursorInstallUrl() },
            { text: label.vscode, href: vscodeInstallUrl() },
          ].map(({ text, href }) => (
            <li role="none" key={text}>
              {/* An editor's own URL scheme: the browser hands it to the editor. */}
              {/* eslint-disable-next-line @docusaurus/no-html-links */}
              <a role="menuitem" className={styles.menuItem} href={href} title={label.connectTitle} onClick={close}>
                {text}
              </a>
            </li>
          ))}
          <li role="none">
            <Link role="menuitem" className={styles.menuItem} to={AI_TOOLS_GUIDE} onClick={close}>
              {label.guide}
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
