// What bootstrap reads before anything else (the index page's boot data and registry, referral codes, the stored
// ids), in one module it loads with an eager import() in a task of its own (see bootstrap.tsx): its schemas (zod)
// and storage (crypto-js) are evaluated there, apart from the first task.
export { fetchRegistry } from './remotes/registry';
export { storedRandomId, warmDeviceFingerprint } from './platform/fingerprint';
export { readSiteBoot } from './platform/site-boot';
export { readEntry } from './platform/storage';
export { captureReferral, readReferralCodes } from './platform/referral';
export { isMobileAgent, mobileRedirectUrl } from './platform/mobile';
export { takeSiteNotice } from './platform/site-notice';
