/**
 * What the http client needs only once it sends: axios, the signed headers and the ciphers of encryption mode
 * (crypto-js), in one chunk (axios-chunk.ts), so a page that makes no call (a guest's home) carries none of them.
 */
export { default } from 'axios';
export { decryptResponse, encryptRequest } from './encryption';
export { readXsrfCookie, signedHeaders } from './signed-headers';
