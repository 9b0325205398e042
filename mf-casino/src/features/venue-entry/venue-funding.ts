import type { EntryOutcome } from './venue-entry';

/**
 * The money an entry finds once the launch answered (spec §4 Venue entry, §7 venue/allBalance and
 * setAutoTransferStatus): the venue's own balance, the centre wallet's, and the member's auto-transfer
 * switch. Integer fen.
 */
export interface VenueFunds {
  venueFen: number;
  centerFen: number;
  autoTransfer: boolean;
}

/**
 * What the entry does about the venue's money before the table opens, one kind per case:
 * - open: the venue holds money; the table opens as launched.
 * - auto-transfer: the venue holds ¥0 and auto-transfer is on; the whole centre balance moves in, then the table opens.
 * - offer-transfer: the venue holds ¥0, auto-transfer is off and the centre has money; the transfer-in dialog
 *   opens instead of the table, and the table opens after '转账成功' (closing the dialog opens nothing).
 * - nothing-to-move: the venue and the centre both hold ¥0; a notice to deposit, then the table opens.
 */
export type FundingDecision =
  { kind: 'open' } | { kind: 'auto-transfer'; fen: number } | { kind: 'offer-transfer'; centerFen: number } | { kind: 'nothing-to-move' };

/** The funding step for one entry (pure: the same funds always give the same decision). */
export function decideFunding(funds: VenueFunds): FundingDecision {
  if (funds.venueFen > 0) return { kind: 'open' };
  if (funds.centerFen <= 0) return { kind: 'nothing-to-move' };
  if (funds.autoTransfer) return { kind: 'auto-transfer', fen: funds.centerFen };
  return { kind: 'offer-transfer', centerFen: funds.centerFen };
}

/** The launch outcomes that open a venue's own table or game on its own wallet: these go through the funding step first. */
export type TableOutcome = Extract<EntryOutcome, { kind: 'frame' | 'new-window' | 'slot-frame' }>;

/**
 * Whether an outcome opens a table that plays on the venue's wallet. The local sport page (crty) is not
 * one of them: it is the site's own sportsbook page, which shows its balance and refuses a bet beyond it.
 */
export function opensTable(outcome: EntryOutcome): outcome is TableOutcome {
  return outcome.kind === 'frame' || outcome.kind === 'new-window' || outcome.kind === 'slot-frame';
}
