/**
 * The home page's large search box. It opens the navbar's search dialog rather than mounting a second
 * DocSearch: two instances both answered Ctrl/Cmd+K and "/", and stacked two dialogs with two
 * `#docsearch-input`s. Without JavaScript it is a form that goes to the search page.
 */
import type { FormEvent, ReactNode } from 'react';
import { useShortcutKey } from '@site/src/theme/SearchBar/shortcutKey';
import styles from './styles.module.css';

/** Opens the one search dialog through the navbar's button; false when there is none (the form then goes to /search/). */
function openNavbarSearch(): boolean {
  const button = document.querySelector<HTMLButtonElement>('.navbar .DocSearch-Button');
  button?.click();
  return Boolean(button);
}

export default function HeroSearch(): ReactNode {
  const shortcut = useShortcutKey();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (openNavbarSearch()) event.preventDefault();
  };
  return (
    <form role="search" aria-label="Search the documentation" action="/search/" method="get" onSubmit={onSubmit}>
      <button type="submit" className={styles.box} aria-haspopup="dialog">
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.placeholder}>Search the documentation</span>
        <span className={styles.keys}>
          <kbd>{shortcut}</kbd> <kbd>K</kbd>
        </span>
      </button>
    </form>
  );
}
