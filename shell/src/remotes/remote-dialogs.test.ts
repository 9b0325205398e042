import { AUTH_DIALOG, EXPOSED, type DialogEvent } from '@site/kit';
import { createBus } from '../platform/bus';
import { RemoteDialogs } from './remote-dialogs';

describe('the remote dialogs of the shell', () => {
  it('opens a dialog on its first opening event and hands the early events to the parcel once it takes its inbox', () => {
    const bus = createBus();
    const dialogs = new RemoteDialogs(bus);
    bus.emit('auth:close', {});
    expect(dialogs.opened).toEqual([]);

    bus.emit('auth:login', { mode: 2 });
    bus.emit('auth:switch-way', { mode: 1 });
    expect(dialogs.opened.map((d) => d.module)).toEqual([EXPOSED.mf_auth.AuthDialog]);

    // The remote loads later; nothing sent meanwhile is lost.
    const seen: DialogEvent[] = [];
    dialogs.opened[0]!.inbox.take((e) => seen.push(e));
    bus.emit('auth:close', {});
    expect(seen).toEqual([
      { type: 'auth:login', payload: { mode: 2 } },
      { type: 'auth:switch-way', payload: { mode: 1 } },
      { type: 'auth:close', payload: {} },
    ]);
    dialogs.dispose();
  });

  it('venue:enter and wallet:transfer-in open their own dialogs, each with its own inbox', () => {
    const bus = createBus();
    const dialogs = new RemoteDialogs(bus);
    bus.emit('wallet:transfer-in', { channelCode: 'AG' });
    bus.emit('venue:enter', { enName: 'ag', gameCode: 'BAC', isActivity: true });
    bus.emit('venue:enter', { enName: 'pt', gameCode: 'SLOT', isActivity: false });
    expect(dialogs.opened.map((d) => d.module)).toEqual([EXPOSED.mf_casino.TransferInDialog, EXPOSED.mf_casino.VenueEntryDialog]);
    const venues: string[] = [];
    dialogs.opened[1]!.inbox.take((e) => venues.push(e.type === 'venue:enter' ? e.payload.enName : e.type));
    expect(venues).toEqual(['ag', 'pt']);
    dialogs.dispose();
  });

  it('stops listening when disposed', () => {
    const bus = createBus();
    const dialogs = new RemoteDialogs(bus, [AUTH_DIALOG]);
    dialogs.dispose();
    bus.emit('auth:login', {});
    expect(dialogs.opened).toEqual([]);
  });
});
