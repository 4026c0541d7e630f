import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HeroSearch from '@site/src/components/HeroSearch';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import styles from './index.module.css';

interface EntryCard {
  title: string;
  to: string;
  description: string;
}

const entryCards: EntryCard[] = [
  {
    title: 'Getting started',
    to: '/getting-started/',
    description: 'Create an account, get your test keys and take your first test payment in minutes.',
  },
  {
    title: 'REST API',
    to: '/apis/rest/',
    description:
      'Payments, subscriptions, refunds and payment methods: every operation with samples in four languages.',
  },
  {
    title: 'GraphQL API',
    to: '/apis/graphql/',
    description: 'Run your account: charges, settlements, stores, points of sale, users, webhooks and live updates.',
  },
  {
    title: 'Payment methods',
    to: '/payment-methods/overview/',
    description: 'Cards, Apple Pay, Google Pay, Bizum, PayPal, MB WAY, SEPA Request-to-Pay and more, compared.',
  },
  {
    title: 'Testing',
    to: '/testing/',
    description: 'Test cards for every decline, 3-D Secure challenges, Bizum phones and callbacks on your laptop.',
  },
];

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Developer documentation" description={siteConfig.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            Pagora developer documentation
          </Heading>
          <p className={styles.heroTagline}>{siteConfig.tagline}</p>
          <HeroSearch />
        </div>
      </header>
      <main className="container">
        <section aria-labelledby="start-here" className={styles.section}>
          <Heading as="h2" id="start-here" className={styles.sectionTitle}>
            Start here
          </Heading>
          <ul className={styles.cards}>
            {entryCards.map((card) => (
              <li key={card.to} className={styles.card}>
                <Link to={card.to} className={styles.cardLink}>
                  <Heading as="h3" className={styles.cardTitle}>
                    {card.title}
                  </Heading>
                  <p className={styles.cardText}>{card.description}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
