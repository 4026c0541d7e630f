/**
 * Client module (registered in docusaurus.config.ts): Escape hides a navbar dropdown that the pointer
 * opened, without the pointer moving (WCAG 1.4.13: content shown on hover can be dismissed).
 * theme-classic 3.10.2 opens a desktop dropdown on hover through Infima's CSS alone
 * (`.dropdown--hoverable:hover`), which no key closes. The attribute set here hides the menu
 * (`src/css/custom.css`) until the pointer leaves the dropdown. A menu opened with Enter or Space is
 * upstream's to close: Enter or Space again, focus leaving it, a click outside.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const dismissed = 'data-hover-dismissed';

function dismissHoveredDropdowns(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  document.querySelectorAll<HTMLElement>('.navbar .dropdown--hoverable:hover').forEach((dropdown) => {
    dropdown.setAttribute(dismissed, '');
    dropdown.addEventListener('mouseleave', () => dropdown.removeAttribute(dismissed), { once: true });
  });
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('keydown', dismissHoveredDropdowns);
