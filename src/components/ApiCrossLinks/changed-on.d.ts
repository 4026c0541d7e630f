/** The changelog's latest entry per reference page, by route (plugins/changelog writes it; an alias names it). */
declare module '@pagora/changed-on' {
  import type { ChangedOn } from '@site/shared/changelog';

  const changedOn: Readonly<Record<string, ChangedOn>>;
  export default changedOn;
}
