// jsdom lacks TextEncoder/TextDecoder, which react-router needs: take node's.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
