import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import Layout from '@theme/Layout';
import InstallCommand from '@site/src/components/HomePage/InstallCommand';
import {features, frameProcessorFeature, guidePath, speedPoints, type Feature} from '@site/src/components/HomePage/features';
import frameProcessorExample from '!!@site/src/snippets/frameProcessorExample.tsx?raw';
// Its library names link to the API reference, as in the guides (plugins/code-links).
import snippetLinks from '@generated/code-links/default/snippets.json';
import {siteDescription} from '@site/config/metadata';
import {appStoreUrl, installCommand, playStoreUrl, shadowLensUrl} from '@site/config/site';
import styles from './index.module.css';

function FeatureLinks({feature}: {feature: Feature}): ReactNode {
  if (!feature.moreGuides) return null;
  return (
    <p className={styles.moreGuides}>
      Also:{' '}
      {feature.moreGuides.map((guide, index) => (
        <span key={guide.slug}>
          {index > 0 && ', '}
          <Link to={guidePath(guide.slug)}>{guide.label}</Link>
        </span>
      ))}
    </p>
  );
}

function FeatureCard({feature}: {feature: Feature}): ReactNode {
  return (
    <article className={styles.card} data-feature={feature.id}>
      <h3 className={styles.cardTitle}>
        <Link to={guidePath(feature.guide)}>{feature.title}</Link>
      </h3>
      <p className={styles.cardText}>{feature.summary}</p>
      <FeatureLinks feature={feature} />
    </article>
  );
}

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>React Native camera library for iOS and Android</p>
          {/* A plain h1: the theme's Heading drops the id of h1, and the section is labelled by it. */}
          <h1 id="home-title" className={styles.title}>
            {siteConfig.title}
          </h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <InstallCommand command={installCommand} />
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/guides">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/api">
              API reference
            </Link>
          </div>
        </div>
        {/* Decorative: the logo's lens, drawn large. Same file as the navbar logo, so no extra request. */}
        <img className={styles.heroArt} src={useBaseUrl('/img/logo.svg')} width={280} height={280} alt="" />
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout description={siteDescription}>
      <main className={styles.home}>
        <Hero />

        <section className={`container ${styles.section}`} aria-labelledby="why-fast">
          <h2 id="why-fast" className={styles.sectionTitle}>
            Why it is fast
          </h2>
          <ul className={styles.speedList}>
            {speedPoints.map((point) => (
              <li key={point.title}>
                <h3 className={styles.cardTitle}>{point.title}</h3>
                <p className={styles.cardText}>{point.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={`container ${styles.section}`} aria-labelledby="features">
          <h2 id="features" className={styles.sectionTitle}>
            What it does
          </h2>
          <article className={`${styles.card} ${styles.spotlight}`} data-feature={frameProcessorFeature.id}>
            <div>
              <h3 className={styles.cardTitle}>
                <Link to={guidePath(frameProcessorFeature.guide)}>{frameProcessorFeature.title}</Link>
              </h3>
              <p className={styles.cardText}>{frameProcessorFeature.summary}</p>
              <FeatureLinks feature={frameProcessorFeature} />
            </div>
            <div className={styles.example}>
              <CodeBlock language="tsx" title="FrameLogger.tsx" codeLinks={snippetLinks['src/snippets/frameProcessorExample.tsx']}>
                {frameProcessorExample.trimEnd()}
              </CodeBlock>
            </div>
          </article>
          <div className={styles.grid}>
            {features.map((feature) => (
              <FeatureCard key={feature.id} feature={feature} />
            ))}
          </div>
        </section>

        <section className={`container ${styles.section}`} aria-labelledby="shadowlens">
          <div className={styles.shadowLens}>
            <div>
              <h2 id="shadowlens" className={styles.sectionTitle}>
                See it at work in ShadowLens
              </h2>
              <p>
                ShadowLens is a camera app built with VisionCamera, for iOS and Android.{' '}
                <Link to={shadowLensUrl} target="_blank" rel="noopener noreferrer">
                  About ShadowLens
                </Link>
              </p>
            </div>
            <div className={styles.storeLinks}>
              <Link className={`button button--lg ${styles.storeLink}`} to={appStoreUrl} target="_blank" rel="noopener noreferrer">
                Get it on the App Store
              </Link>
              <Link className={`button button--lg ${styles.storeLink}`} to={playStoreUrl} target="_blank" rel="noopener noreferrer">
                Get it on Google Play
              </Link>
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
