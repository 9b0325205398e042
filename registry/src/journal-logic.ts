import { journalEntrySchema, type JournalEntry } from '@site/shared/registry';
import { remoteLabel } from './remote-label';

/**
 * The registry journal's text: one JSON object per line, appended, never rewritten. A line that
 * does not parse (a torn write, a hand edit) is reported with its number, not skipped silently.
 */
export function parseJournal(text: string): { entries: JournalEntry[]; broken: number[] } {
  const entries: JournalEntry[] = [];
  const broken: number[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const parsed = journalEntrySchema.safeParse(JSON.parse(line));
      if (parsed.success) entries.push(parsed.data);
      else broken.push(i + 1);
    } catch {
      broken.push(i + 1);
    }
  });
  return { entries, broken };
}

export const journalLine = (entry: JournalEntry): string => `${JSON.stringify(journalEntrySchema.parse(entry))}\n`;

/** `site-ops history <remote>` (`remote`: the registry's name): oldest first, one line per change. */
export function historyLines(entries: JournalEntry[], remote: string): string[] {
  const mine = entries.filter((e) => e.remote === remote).sort((a, b) => a.revision - b.revision);
  if (mine.length === 0) return [`${remoteLabel(remote)}: no change recorded`];
  return mine.map((e) => {
    const retried = e.retries > 0 ? `  (retried ${e.retries}×)` : '';
    return `r${e.revision}  ${e.at}  ${e.action.padEnd(8)} ${e.from ?? '-'} → ${e.to ?? '-'}  by ${e.actor}${e.note ? ` [${e.note}]` : ''} (${e.trigger})  ${e.reason}${retried}`;
  });
}
