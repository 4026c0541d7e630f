/**
 * Client module (registered in docusaurus.config.ts): after every route update, including the first
 * page load, reveals the element the URL's `#fragment` names if collapsed content hides it
 * (`./reveal.ts`). On the first load it waits for hydration, so React owns the tabs and details it clicks.
 */
import type { ClientModule } from '@docusaurus/types';
import { revealLinkedTarget } from './reveal';

function whenHydrated(run: () => void): void {
  if (document.documentElement.dataset.hasHydrated === 'true') {
    run();
    return;
  }
  const observer = new MutationObserver(() => {
    if (document.documentElement.dataset.hasHydrated !== 'true') return;
    observer.disconnect();
    run();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-has-hydrated'] });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    if (!location.hash) return;
    // After core's own scroll to the fragment (same layout effect), and after React's commit.
    whenHydrated(() => requestAnimationFrame(() => void revealLinkedTarget(location.hash)));
  },
};

export default clientModule;
