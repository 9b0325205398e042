/**
 * axios with the signer's headers and ciphers (transport-chunk.ts) as a chunk of its own, asked for at high priority:
 * by the http client with its first request, and by the shell's entry as a member's first page starts
 * (shell/src/index.ts). One place for the chunk's name and priority.
 */
export const axiosChunk = () => import(/* webpackChunkName: "axios", webpackFetchPriority: "high" */ './transport-chunk');
