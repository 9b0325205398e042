import { type ChangeNote, remoteLabel } from '@site/registry';

/** What a dry run prints of a registry change: which remote, from → to (a canary with its percent), why. */
export function dryRunLine(note: ChangeNote): string {
  return `dry run: ${note.action} ${remoteLabel(note.remote)} ${note.from ?? '-'} → ${note.to ?? '-'} (reason: ${note.reason}); nothing written: no publish, no registry write, no journal`;
}

/** The change with the operator's --reason as its journaled reason (the verb's own reason without one). */
export function withReason<T extends { note: ChangeNote }>(change: T, reason: string | undefined): T {
  return reason === undefined ? change : { ...change, note: { ...change.note, reason } };
}
