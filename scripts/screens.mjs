// `npm run screens`: screenshots of every public route and of the consoles' main screens at 375 and 1440 px into
// docs/screens/, so the product can be judged without running it. Builds when stale. The public routes come from the
// real server as a visitor meets it (temporary DATA_DIR, free port); the consoles from a seeded demo instance
// (scripts/demo-instance.mjs: leads worked as sales would, businesses whose people sign in), signed in as the super
// admin or a dashboard user. Drives Debian's Chromium, scrolls each page through so everything loaded near the viewport
// is drawn, then takes the whole page (JPEG, animations stopped).
// Env: SCREENS_ROUTES="/,/faq" (public routes; "none" for none), SCREENS_CONSOLES=0 (skip the consoles) or
// SCREENS_CONSOLES="super-admin-home,dashboard-home" (some of them), CHROMIUM_PATH.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildIfStale } from './build-if-stale.mjs';
import { CITY_ID, startDemoInstance, TZ } from './demo-instance.mjs';
import PUBLIC_ROUTES from './public-routes.json' with { type: 'json' };
import { startBuilt } from './serve-built.mjs';

const WIDTHS = [375, 1440];
const OUT = 'docs/screens';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The consoles' main screens: `session` is demo-instance's signed-in person (null: signed out), `path` may use the
 * seeded ids. The dashboard user is the demo city's admin; 'dealer' runs two showrooms with their own visitors.
 */
const CONSOLES = [
  { id: 'super-admin-login', title: 'Super admin: sign in', session: null, path: () => '/super-admin/login' },
  { id: 'super-admin-home', title: 'Super admin: home', session: 'super-admin', path: () => '/super-admin/home' },
  { id: 'super-admin-booked-demos', title: 'Super admin: booked demos (lead pipeline)', session: 'super-admin', path: () => '/super-admin/bookeddemos' },
  { id: 'super-admin-lead', title: 'Super admin: one lead', session: 'super-admin', path: (d) => `/super-admin/booked-demos/${d.leadIds.get('Meera Kulkarni')}` },
  { id: 'super-admin-conversion', title: 'Super admin: conversion', session: 'super-admin', path: () => '/super-admin/conversion' },
  { id: 'super-admin-metaverse-users', title: 'Super admin: metaverse users', session: 'super-admin', path: () => '/super-admin/metaverse-users' },
  { id: 'super-admin-dashboard-users', title: 'Super admin: dashboard users', session: 'super-admin', path: () => '/super-admin/dashboard-users' },
  { id: 'super-admin-metaverse', title: 'Super admin: a metaverse', session: 'super-admin', path: () => `/super-admin/metaverse/${CITY_ID}` },
  { id: 'super-admin-sales-offices', title: 'Super admin: sales offices', session: 'super-admin', path: () => '/super-admin/sales-offices' },
  { id: 'super-admin-webhooks', title: 'Super admin: webhooks', session: 'super-admin', path: () => '/super-admin/webhooks' },
  { id: 'super-admin-audit-log', title: 'Super admin: audit log', session: 'super-admin', path: () => '/super-admin/audit-log' },
  { id: 'super-admin-myaccount', title: 'Super admin: my account', session: 'super-admin', path: () => '/super-admin/myaccount' },
  { id: 'dashboard-login', title: 'Dashboard: sign in', session: null, path: () => '/dashboard/login' },
  { id: 'dashboard-home', title: 'Dashboard: home (a dealer with two showrooms)', session: 'dealer', path: () => '/dashboard/home' },
  { id: 'dashboard-branch', title: 'Dashboard: branch overview', session: 'dashboard-user', path: () => '/dashboard/branch' },
  { id: 'dashboard-metaverse', title: 'Dashboard: a metaverse its admin runs', session: 'dashboard-user', path: () => `/dashboard/metaverse/${CITY_ID}` },
  { id: 'dashboard-metaverse-users', title: 'Dashboard: metaverse users', session: 'dealer', path: () => '/dashboard/metaverse-users' },
  { id: 'dashboard-all-users', title: 'Dashboard: all user details', session: 'dealer', path: () => '/dashboard/all-user-details' },
  { id: 'dashboard-myaccount', title: 'Dashboard: my account', session: 'dealer', path: () => '/dashboard/myaccount' },
];

const routesEnv = process.env.SCREENS_ROUTES;
const ROUTES = routesEnv === 'none' ? [] : routesEnv ? routesEnv.split(',') : PUBLIC_ROUTES.map(([route]) => route);
const consolesEnv = process.env.SCREENS_CONSOLES;
const consoles = consolesEnv === '0' ? [] : consolesEnv ? CONSOLES.filter((c) => consolesEnv.split(',').includes(c.id)) : CONSOLES;

const nameOf = (route) => (route === '/' ? 'landing' : route.replace(/^\//, '').replace(/\W+/g, '-'));
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Loads `url`, draws everything a visitor would see by scrolling, and saves the whole page as `file`. */
async function takeWholePage(page, url, file, label, { stretch = false } = {}) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // On a busy machine a lazy image can still be decoding after the network is idle: wait (up to 10 s) until every
  // image the screenshot shows has its pixels, so it never shows an empty frame that a visitor would not see. A
  // carousel's slides beside the window (left or right of it) are not drawn and a lazy one never loads: they are left out.
  const waitingImages = () =>
    [...document.images].filter((img) => {
      if (!img.currentSrc || !img.checkVisibility() || (img.complete && img.naturalWidth > 0)) return false;
      const box = img.getBoundingClientRect();
      return box.right > 0 && box.left < window.innerWidth;
    });
  await page
    .waitForFunction(`(${waitingImages})().length === 0`, null, { timeout: 10_000 })
    .catch(async () => {
      const waiting = await page.evaluate(`(${waitingImages})().map((img) => img.currentSrc)`);
      console.warn(`  ${label}: still loading after 10 s: ${waiting.join(', ')}`);
    });
  // Console lists show skeletons until their data is in; charts draw once they have a size.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 10_000 }).catch(() => console.warn(`  ${label}: still busy after 10 s`));
  await page.waitForTimeout(300);
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  if (stretch) {
    // The consoles' side menu is as tall as the window and stays put while the page scrolls: a window as tall as the
    // page shows it the way a visitor sees it at every scroll position (a full-page capture would cut it off).
    const { width, height } = page.viewportSize();
    await page.setViewportSize({ width, height: Math.max(height, await page.evaluate(() => document.documentElement.scrollHeight)) });
    await page.waitForTimeout(300);
  }
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 60, animations: 'disabled' });
  console.log(`${file}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
}

const viewportOf = (width) => ({ width, height: width < 768 ? 812 : 900 });

buildIfStale();
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: launchArgs });
try {
  if (ROUTES.length) {
    const { base, stop } = await startBuilt('screens');
    try {
      for (const width of WIDTHS) {
        const page = await browser.newPage({ viewport: viewportOf(width), reducedMotion: 'reduce' });
        for (const route of ROUTES) await takeWholePage(page, base + route, join(OUT, `${nameOf(route)}-${width}.jpg`), `${route} at ${width} px`);
        await page.close();
      }
    } finally {
      stop();
    }
  }
  if (consoles.length) {
    const demo = await startDemoInstance();
    try {
      for (const width of WIDTHS) {
        for (const screen of consoles) {
          // A context each: sessions live in localStorage and cookies.
          const context = await browser.newContext({ viewport: viewportOf(width), reducedMotion: 'reduce', timezoneId: TZ, locale: 'en-GB' });
          const page = await context.newPage();
          if (screen.session) await demo.signIn(page, screen.session);
          // Toasts ('Login successfully') come and go; they are not part of the screen.
          await page.addInitScript(() => {
            document.addEventListener('DOMContentLoaded', () => {
              const style = document.createElement('style');
              style.textContent = '[data-sonner-toaster]{display:none!important}';
              document.head.append(style);
            });
          });
          await takeWholePage(page, demo.base + screen.path(demo), join(OUT, `console-${screen.id}-${width}.jpg`), `${screen.id} at ${width} px`, { stretch: true });
          await context.close();
        }
      }
    } finally {
      await demo.stop();
    }
  }
} finally {
  await browser.close();
}

const link = (stem) => WIDTHS.map((w) => `[${w} px](${stem}-${w}.jpg)`).join(', ');
const files = readdirSync(OUT).filter((f) => f.endsWith('.jpg')).sort();
writeFileSync(
  join(OUT, 'README.md'),
  `# Screens

Every public route and the consoles' main screens at 375 and 1440 px, whole page, made by \`npm run screens\`
(scripts/screens.mjs) from the production build. The consoles are taken on a seeded demo instance
(scripts/demo-instance.mjs: made-up leads and businesses, the same seed as the product shots). Re-run it after changing
a page.

## Public routes

${PUBLIC_ROUTES.map(([r]) => `- \`${r}\`: ${link(nameOf(r))}`).join('\n')}

## Consoles

${CONSOLES.map((c) => `- ${c.title}: ${link(`console-${c.id}`)}`).join('\n')}
`,
);
console.log(`${files.length} screenshots in ${OUT}/`);
