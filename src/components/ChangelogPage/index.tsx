/**
 * /changelog/ (plugins/changelog): every API changelog entry, newest first, each with its own
 * anchor, date, APIs, kind and a "Breaking" badge; two filters narrow the list by API and kind.
 * The built page lists every entry, so it reads (and is indexed) without JavaScript.
 */
import { useMemo, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type { ChangelogPageEntry } from '@site/shared/changelog';
import styles from './styles.module.css';

interface Props {
  entries: ChangelogPageEntry[];
}

const apiLabels = { rest: 'REST', graphql: 'GraphQL' } as const;
const kindLabels = { added: 'Added', changed: 'Changed', deprecated: 'Deprecated', removed: 'Removed' } as const;
type ApiFilter = 'all' | keyof typeof apiLabels;
type KindFilter = 'all' | keyof typeof kindLabels;

function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function filterEntries(
  entries: readonly ChangelogPageEntry[],
  api: ApiFilter,
  kind: KindFilter,
): ChangelogPageEntry[] {
  return entries.filter(
    (entry) => (api === 'all' || entry.apis.includes(api)) && (kind === 'all' || entry.kind === kind),
  );
}

export default function ChangelogPage({ entries }: Props): ReactNode {
  const [api, setApi] = useState<ApiFilter>('all');
  const [kind, setKind] = useState<KindFilter>('all');
  const shown = useMemo(() => filterEntries(entries, api, kind), [entries, api, kind]);
  return (
    <Layout
      title="API changelog"
      description="Every change to the Pagora REST and GraphQL APIs, newest first, with breaking changes and deprecations marked.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">API changelog</Heading>
        <p>
          Every change to the Pagora <Link to="/apis/rest/">REST API</Link> and{' '}
          <Link to="/apis/graphql/">GraphQL API</Link>, newest first. Changes marked <strong>Breaking</strong> can stop
          an existing integration from working. Follow it in a feed reader with the{' '}
          <Link to="pathname:///changelog/atom.xml">Atom feed</Link>, or read it as{' '}
          <Link to="pathname:///changelog.json">JSON</Link>.
        </p>
        {/* A fieldset, not a form: the filters apply as they change, there is nothing to submit. The
            Markdown copy and the search index leave fieldsets out (scripts/llms/html-pages.ts,
            scripts/lib/search-records.ts). */}
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">Filter entries</legend>
          <div className={styles.filter}>
            <label htmlFor="changelog-api">API</label>
            <select id="changelog-api" value={api} onChange={(event) => setApi(event.target.value as ApiFilter)}>
              <option value="all">All APIs</option>
              {Object.entries(apiLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.filter}>
            <label htmlFor="changelog-kind">Kind</label>
            <select id="changelog-kind" value={kind} onChange={(event) => setKind(event.target.value as KindFilter)}>
              <option value="all">All kinds</option>
              {Object.entries(kindLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <p className={styles.count} role="status">
            {shown.length === entries.length
              ? `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`
              : `${shown.length} of ${entries.length} entries`}
          </p>
        </fieldset>
        {shown.length === 0 && <p>No entry matches these filters.</p>}
        {shown.map((entry) => (
          <section key={entry.id} className={styles.entry}>
            <Heading as="h2" id={entry.id} className={styles.title}>
              {entry.title}
            </Heading>
            <p className={styles.meta}>
              <time dateTime={entry.date}>{longDate(entry.date)}</time>
              {entry.apis.map((name) => (
                <span key={name} className={styles.badge}>
                  {apiLabels[name]}
                </span>
              ))}
              <span className={styles.badge}>{kindLabels[entry.kind]}</span>
              {entry.breaking && <span className={`${styles.badge} ${styles.breaking}`}>Breaking</span>}
            </p>
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: entry.html }} />
            {entry.touches.length > 0 && (
              <p className={styles.touches}>
                Touches:{' '}
                {entry.touches.map((touch, index) => (
                  <span key={touch}>
                    {index > 0 && ', '}
                    <code>{touch}</code>
                  </span>
                ))}
              </p>
            )}
          </section>
        ))}
      </main>
    </Layout>
  );
}
