import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

interface Feature {
  title: string;
  to: string;
  description: string;
}

const features: Feature[] = [
  {
    title: 'Photos and snapshots',
    to: '/docs/guides/taking-photos',
    description: 'Capture full-resolution photos with flash, red-eye reduction and quality prioritisation, or grab a fast snapshot of the preview.',
  },
  {
    title: 'Video recording',
    to: '/docs/guides/recording-videos',
    description: 'Record H.264 or H.265 video with audio, pause and resume, and pick the frame rate and resolution of the format you choose.',
  },
  {
    title: 'Code scanning',
    to: '/docs/guides/code-scanning',
    description: 'Read QR codes and barcodes with the platform-native scanners, with the code corners and frame size in every callback.',
  },
  {
    title: 'Frame processors',
    to: '/docs/guides/frame-processors',
    description: 'Run a JavaScript worklet on every camera frame, hand frames to native plugins, and draw on them with Skia.',
  },
];

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <pre className={styles.install} aria-label="Install command">
            <code>npm install react-native-vision-camera</code>
          </pre>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/guides">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/api">
              API reference
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <div className="row">
          {features.map((feature) => (
            <section key={feature.title} className="col col--3 margin-bottom--lg">
              <Heading as="h2" className={styles.featureTitle}>
                <Link to={feature.to}>{feature.title}</Link>
              </Heading>
              <p>{feature.description}</p>
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
