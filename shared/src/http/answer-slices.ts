import type { z } from '../zod';

/**
 * An answer whose one long list is read a slice of items at a time, each slice in a task of its own: a board's
 * snapshot of a few hundred matches read by its schema at once was a task of about 80 ms on a throttled phone, in
 * which the page could take no tap. `head` reads the answer without the list, `item` each of its items; together they
 * read exactly what the contract's response schema reads (a test holds each contract to that).
 */
export interface AnswerSlices {
  readonly head: z.ZodType;
  /** The field of the answer that holds the list. */
  readonly field: string;
  readonly item: z.ZodType;
  /** Items read per task. */
  readonly per: number;
}

/** A path and message of an answer that breaks its contract. */
export interface SliceIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export type SlicedRead = { readonly success: true; readonly data: unknown } | { readonly success: false; readonly issues: readonly SliceIssue[] };

/**
 * Reads `data` by its head and then its list a slice at a time, `pause` before each slice. An answer without the
 * list as an array is read by the head alone (which then says what is wrong with it, or the list's schema in the
 * head does). The first item that breaks the item schema ends the read with its issues, pathed from the answer.
 */
export async function readInSlices(slices: AnswerSlices, data: unknown, pause: () => Promise<void>): Promise<SlicedRead> {
  const head = slices.head.safeParse(data);
  if (!head.success) return { success: false, issues: head.error.issues };
  const list = (data as Record<string, unknown>)[slices.field];
  if (!Array.isArray(list)) return { success: false, issues: [{ path: [slices.field], message: 'expected an array' }] };
  const items: unknown[] = [];
  for (let from = 0; from < list.length; from += slices.per) {
    await pause();
    for (let i = from; i < Math.min(from + slices.per, list.length); i++) {
      const read = slices.item.safeParse(list[i]);
      if (!read.success) return { success: false, issues: read.error.issues.map((issue) => ({ ...issue, path: [slices.field, i, ...issue.path] })) };
      items.push(read.data);
    }
  }
  return { success: true, data: { ...(head.data as object), [slices.field]: items } };
}
