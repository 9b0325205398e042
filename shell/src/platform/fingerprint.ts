import MD5 from 'crypto-js/md5';
import { readEntry, writeEntry } from './storage';

/** What the fingerprint is made of: browser and screen characteristics plus a graphics render. */
export interface FingerprintSources {
  host: string;
  userAgent: string;
  language: string;
  screen: string;
  timezone: string;
  /** A canvas/WebGL render of the device, or null when graphics is unavailable. */
  graphics(): string | null;
  /** A random id kept in storage (created on first use). */
  storedRandomId(): string;
}

const md5 = (text: string): string => MD5(text).toString();

/**
 * The device fingerprint (spec §3): an md5 of browser and screen characteristics and a graphics
 * render; a random id kept in storage when graphics is unavailable; on failure
 * `${host}-fperr-${hash}` so a device id always exists.
 */
export function fingerprintFrom(sources: () => FingerprintSources): string {
  let host = '';
  let seen = '';
  try {
    const s = sources();
    host = s.host;
    seen = [s.userAgent, s.language, s.screen, s.timezone].join('|');
    const render = s.graphics();
    if (render === null || render === '') return s.storedRandomId();
    return md5(`${seen}|${render}`);
  } catch (e) {
    console.error('[fingerprint] failed', e);
    if (host === '' && typeof location !== 'undefined') host = location.host;
    return `${host}-fperr-${md5(`${seen}|${String(e)}`)}`;
  }
}

function randomHex(bytes: number): string {
  const arr = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(arr);
  return Array.from(arr, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random id kept under the deviceId storage key. */
export function storedRandomId(): string {
  const existing = readEntry('deviceId');
  if (/^[0-9a-f]{32}$/.test(existing)) return existing;
  const id = randomHex(16);
  writeEntry('deviceId', id);
  return id;
}

function canvasRender(): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 60;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.textBaseline = 'top';
  ctx.font = '16px "Arial"';
  ctx.fillStyle = '#f60';
  ctx.fillRect(120, 4, 80, 24);
  ctx.fillStyle = '#069';
  ctx.fillText('星耀体育 fp 1.0 <canvas>', 4, 8);
  ctx.fillStyle = 'rgba(102, 204, 0, 0.7)';
  ctx.beginPath();
  ctx.arc(60, 40, 16, 0, Math.PI * 2);
  ctx.fill();
  const data = canvas.toDataURL();
  return data.length > 'data:image/png;base64,'.length ? data : null;
}

function webglRender(): string | null {
  const canvas = document.createElement('canvas');
  const gl = (canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl')) as WebGLRenderingContext | null;
  if (!gl) return null;
  const ext = gl.getExtension('WEBGL_debug_renderer_info');
  const vendor = ext ? gl.getParameter(ext.UNMASKED_VENDOR_WEBGL) : gl.getParameter(gl.VENDOR);
  const renderer = ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
  return `${String(vendor)}~${String(renderer)}~${String(gl.getParameter(gl.VERSION))}`;
}

const safe = (render: () => string | null): string | null => {
  try {
    return render();
  } catch {
    return null;
  }
};

/** The graphics parts as one string: each may be missing; both missing → null. */
function graphicsOf(canvas: string | null, webgl: string | null): string | null {
  const parts = [canvas, webgl].filter((x): x is string => x !== null);
  return parts.length > 0 ? parts.join('#') : null;
}

/**
 * The time zone as the browser writes it after a date: its offset and name ('GMT+0800 (China Standard Time)'), a
 * trait of the device, never shown. Read from Date's text rather than Intl.DateTimeFormat's resolved zone: the first
 * Intl formatter of a page loads the ICU locale data (60–160 ms on a throttled phone), Date's text about 1 ms.
 */
function timezoneOf(): string {
  // Date's text ends with the zone in every engine ('… GMT+0800 (…)', ECMA-262 TimeZoneString).
  const text = new Date().toString();
  return text.slice(Math.max(0, text.indexOf('GMT')));
}

/** Parts already read (warmDeviceFingerprint reads the costly ones one task at a time). */
interface ReadAhead {
  timezone?: string;
  graphics?: string | null;
}

/** Reads the real browser. Each graphics source may be missing; both missing → null. */
export function browserSources(ahead: ReadAhead = {}): FingerprintSources {
  return {
    host: window.location.host,
    userAgent: navigator.userAgent,
    language: [navigator.language, ...(navigator.languages ?? [])].join(','),
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}@${window.devicePixelRatio ?? 1}`,
    timezone: ahead.timezone ?? timezoneOf(),
    graphics: () => (ahead.graphics !== undefined ? ahead.graphics : graphicsOf(safe(canvasRender), safe(webglRender))),
    storedRandomId,
  };
}

let cached: string | null = null;
/** The fingerprint of this device, computed once per page. */
export function deviceFingerprint(): string {
  cached ??= fingerprintFrom(browserSources);
  return cached;
}

let warming: Promise<void> | null = null;
/**
 * Computes the fingerprint before the first signed call with its costly parts (the canvas render, the
 * WebGL context) each in a task of its own, `pause` between them, so
 * none adds to the long task that starts the shell. The value is exactly deviceFingerprint()'s: the
 * same sources, read a little earlier. A part that throws leaves the work to deviceFingerprint(),
 * whose fallbacks then apply. Read once: a second caller (the signer's first call after a member's
 * first page began the read) waits for the read under way.
 */
export function warmDeviceFingerprint(pause: () => Promise<void>): Promise<void> {
  warming ??= readAhead(pause);
  return warming;
}

async function readAhead(pause: () => Promise<void>): Promise<void> {
  if (cached !== null) return;
  let ahead: Required<ReadAhead>;
  try {
    const timezone = timezoneOf();
    await pause();
    const canvas = safe(canvasRender);
    await pause();
    const webgl = safe(webglRender);
    await pause();
    ahead = { timezone, graphics: graphicsOf(canvas, webgl) };
  } catch {
    return;
  }
  cached ??= fingerprintFrom(() => browserSources(ahead));
}
