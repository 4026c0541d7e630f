import { useSyncExternalStore } from 'react';

/**
 * The modifier of the search shortcut as the reader's keyboard labels it: "⌘" on Apple devices,
 * "Ctrl" elsewhere. Detected after hydration (the build renders "Ctrl"), as DocSearch does.
 */
const isApple = (): boolean => /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
const subscribeNever = () => () => undefined;

export function useShortcutKey(): '⌘' | 'Ctrl' {
  return useSyncExternalStore(subscribeNever, isApple, () => false) ? '⌘' : 'Ctrl';
}
