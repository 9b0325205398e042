import crypto from 'node:crypto';

/** Subresource integrity (sha384) of a file's bytes, as the browser checks it and the registry records it. */
export const integrityOfBytes = (bytes: Buffer): string => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
