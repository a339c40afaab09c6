/**
 * Locators and helpers for the site's chrome (navbar, links), shared by the
 * layout spec and the upgrade canaries.
 */
import type {Locator, Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';

export const desktop = {width: 1200, height: 900};

/** External links render an extra "(opens in new tab)" icon label, so names only start with the label. */
export const startsWith = (label: string): RegExp => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);

export const navbar = (page: Page): Locator => page.getByRole('navigation', {name: 'Main'});
export const hamburger = (page: Page): Locator => page.getByRole('button', {name: 'Toggle navigation bar'});

/** Loads `path` and waits until the page has hydrated. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** An external link that opens in a new tab without handing the opener over. */
export async function expectExternal(link: Locator, href: string): Promise<void> {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
}
