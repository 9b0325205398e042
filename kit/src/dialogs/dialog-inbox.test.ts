import { AUTH_DIALOG, VENUE_ENTRY_DIALOG } from './dialog-table';
import { createDialogInbox, type DialogEvent } from './dialog-inbox';
import type { AuthDialogEvent } from './dialog-table';

describe('a dialog inbox', () => {
  it('buffers the events sent before the parcel takes it and hands them over in order', () => {
    const inbox = createDialogInbox(AUTH_DIALOG);
    expect(inbox.push({ type: 'auth:login', payload: { mode: 2 } })).toBe(true);
    expect(inbox.push({ type: 'auth:switch-way', payload: { mode: 1 } })).toBe(false);
    const seen: DialogEvent<AuthDialogEvent>[] = [];
    inbox.take((e) => seen.push(e));
    expect(seen).toEqual([
      { type: 'auth:login', payload: { mode: 2 } },
      { type: 'auth:switch-way', payload: { mode: 1 } },
    ]);
    inbox.push({ type: 'auth:close', payload: {} });
    expect(seen.map((e) => e.type)).toEqual(['auth:login', 'auth:switch-way', 'auth:close']);
  });

  it('drops non-opening events while the dialog was never opened', () => {
    const inbox = createDialogInbox(AUTH_DIALOG);
    expect(inbox.push({ type: 'auth:close', payload: {} })).toBe(false);
    expect(inbox.opened).toBe(false);
    const seen: string[] = [];
    inbox.take((e) => seen.push(e.type));
    expect(seen).toEqual([]);
  });

  it('only the first opening event reports opening', () => {
    const inbox = createDialogInbox(VENUE_ENTRY_DIALOG);
    const venue = { enName: 'ag', gameCode: 'BAC', isActivity: false };
    expect(inbox.push({ type: 'venue:enter', payload: venue })).toBe(true);
    expect(inbox.push({ type: 'venue:enter', payload: { ...venue, gameCode: 'DT' } })).toBe(false);
    const codes: string[] = [];
    inbox.take((e) => codes.push(e.payload.gameCode));
    expect(codes).toEqual(['BAC', 'DT']);
  });

  it('buffers again once the parcel gives the inbox back (unmount), until it is taken again', () => {
    const inbox = createDialogInbox(AUTH_DIALOG);
    inbox.push({ type: 'auth:login', payload: {} });
    const first: string[] = [];
    const giveBack = inbox.take((e) => first.push(e.type));
    giveBack();
    inbox.push({ type: 'auth:register', payload: {} });
    expect(first).toEqual(['auth:login']);
    const second: string[] = [];
    inbox.take((e) => second.push(e.type));
    expect(second).toEqual(['auth:register']);
  });
});
