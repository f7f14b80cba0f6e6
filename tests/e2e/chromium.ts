import { chromium, type Browser } from 'playwright-core';

/** The system Chromium (Debian package `chromium`); playwright cannot download browsers here. */
export const CHROMIUM = '/usr/bin/chromium';
// Without the background-networking flags Chromium keeps trying to reach the internet.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches the system Chromium through playwright-core (which gives it a fresh user-data dir). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}
