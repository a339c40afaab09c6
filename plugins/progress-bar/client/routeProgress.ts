/**
 * The bar at the top of the window while a client-side navigation that takes
 * over 200 ms loads its page: the theme's look (its `#nprogress` styles) and
 * timing, drawn by these few lines instead of nprogress (see ../index.ts).
 * It starts at 8 %, creeps towards the end while the page loads, fills and
 * fades out when the page is shown.
 */
import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

/** The theme's delay before a navigation shows the bar. */
const showAfter = 200;
/** How long each move of the bar and its fading take. */
const moveTime = 200;
const creepEvery = 800;

interface Bar {
  root: HTMLElement;
  fill: HTMLElement;
  progress: number;
  creep: number;
}

let shown: Bar | undefined;

function moveTo(bar: Bar, progress: number): void {
  bar.progress = progress;
  bar.fill.style.transform = `translate3d(${(progress - 1) * 100}%, 0, 0)`;
}

function show(): void {
  if (shown) return;
  const root = document.createElement('div');
  root.id = 'nprogress';
  const fill = document.createElement('div');
  fill.className = 'bar';
  const peg = document.createElement('div');
  peg.className = 'peg';
  fill.append(peg);
  root.append(fill);
  const bar: Bar = {root, fill, progress: 0, creep: 0};
  moveTo(bar, 0.08);
  fill.style.transition = `transform ${moveTime}ms ease`;
  // A tenth of the way left at each step: it never reaches the end by itself.
  bar.creep = window.setInterval(() => moveTo(bar, bar.progress + (0.99 - bar.progress) * 0.1), creepEvery);
  document.body.append(root);
  shown = bar;
}

function finish(): void {
  const bar = shown;
  if (!bar) return;
  shown = undefined;
  window.clearInterval(bar.creep);
  moveTo(bar, 1);
  window.setTimeout(() => {
    bar.root.style.transition = `opacity ${moveTime}ms linear`;
    bar.root.style.opacity = '0';
    window.setTimeout(() => bar.root.remove(), moveTime);
  }, moveTime);
}

const routeProgress: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timeout = window.setTimeout(show, showAfter);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    finish();
  },
};

export default routeProgress;
