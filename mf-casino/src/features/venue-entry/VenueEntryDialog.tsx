import { useEffect, useReducer, useState } from 'react';
import { isSiteError, newIdempotencyKey, venueLaunch, type MountProps } from '@site/shared';
import { useDialogInbox, type DialogInbox } from '@site/kit';
import { withPlatform } from '@site/shared/react';
import { Modal } from '@site/shared/modal';
import { useCasinoT } from '../../hooks/use-casino-t';
import { useCasinoCatalogs } from '../../i18n/catalog';
import { TransferInForm } from '../transfer-in';
import { entryReducer, idleEntry, type EntryOutcome, type EntryRequest, type LaunchAnswer } from './venue-entry';
import { gameFrameEntry, slotLaunchDocument, sportVenueSession } from './launch-values';
import { decideFunding, opensTable, type TableOutcome } from './venue-funding';
import { autoTransferIn, readVenueFunds } from './fund-entry';

type Props = MountProps & { dialogInbox: DialogInbox<'venue:enter'> };

/**
 * The transfer-in step of an entry: after 6413 (activity) the request is entered again once the money is in;
 * for a venue holding ¥0 the launched table opens once the money is in.
 */
interface EntryTransfer {
  request: EntryRequest;
  message: string;
  activity: boolean;
  table?: TableOutcome;
}

type TableOpener = Pick<Props, 'storage' | 'navigate'>;

/** Opens a launched table: the in-site frame, a new window, or the slot frame page with its stored document. */
function openTable(outcome: TableOutcome, { storage, navigate }: TableOpener): void {
  switch (outcome.kind) {
    case 'frame':
      storage.set(gameFrameEntry, { enName: outcome.enName, title: outcome.title, url: outcome.url });
      navigate.to({ name: 'game', params: { info: outcome.enName } });
      return;
    case 'new-window':
      navigate.newWindow(outcome.url);
      return;
    case 'slot-frame':
      storage.set(slotLaunchDocument, { enName: outcome.enName, title: outcome.title, document: outcome.document });
      navigate.to({ name: outcome.route, query: { venue: outcome.enName } });
      return;
  }
}

/**
 * The ./VenueEntryDialog parcel (spec §4 Venue entry): opened by the platform's 'venue:enter' event
 * from any page. Each event is one click, so it mints one idempotency key for its launch. The branch
 * is chosen by the pure reducer (venue-entry.ts); this component only carries the outcome out.
 */
export const VenueEntryDialog = withPlatform<Props>(function VenueEntryDialogRoot(props: Props) {
  useCasinoCatalogs(props.i18n);
  const t = useCasinoT();
  const { http, stores, dialogs, navigate, storage, bus } = props;
  const [state, dispatch] = useReducer(entryReducer, idleEntry);
  const [transfer, setTransfer] = useState<EntryTransfer | null>(null);

  useDialogInbox(props.dialogInbox, (e) =>
    dispatch({ type: 'enter', request: e.payload, loggedIn: stores.session.isLoggedIn, idempotencyKey: newIdempotencyKey() }),
  );

  // starting: the 'starting' loading toast and the one launch call of this click.
  useEffect(() => {
    if (state.phase !== 'starting') return;
    const { request, idempotencyKey } = state;
    const loading = dialogs.loading(t('entry.starting'));
    let current = true;
    const body = { enName: request.enName, gameCode: request.gameCode, isActivity: request.isActivity ? (1 as const) : (0 as const) };
    http
      .call(venueLaunch, body, { idempotencyKey, silent: true })
      .then(
        (data): LaunchAnswer => ({ kind: 'ok', url: data.url, title: data.title, sport: data.sport }),
        (e: unknown): LaunchAnswer => ({ kind: 'error', code: isSiteError(e) ? e.code : 0, message: (isSiteError(e) && e.message) || t('error.generic') }),
      )
      .then((answer) => {
        loading.close();
        if (current) dispatch({ type: 'answered', answer, site: { innerGame: stores.site.flags?.innerGame ?? false, origin: window.location.origin } });
      });
    return () => {
      current = false;
    };
  }, [state, http, dialogs, stores, t]);

  // done: carry the outcome out, then back to idle.
  useEffect(() => {
    if (state.phase !== 'done') return;
    const { request } = state;
    carryOut(state.outcome);
    dispatch({ type: 'finished' });
    /** A table on the venue's wallet opens only with money in the venue (venue-funding.ts decides). */
    async function fundThenOpen(table: TableOutcome) {
      const p = { http, stores };
      const funds = await readVenueFunds(p, request.enName).catch(() => null);
      // The funds could not be read: the table opens as launched (the venue's own page shows its balance).
      const decision = funds ? decideFunding(funds) : ({ kind: 'open' } as const);
      switch (decision.kind) {
        case 'open':
          openTable(table, { storage, navigate });
          return;
        case 'nothing-to-move':
          dialogs.toast(t('entry.nothingToMove'), 'warning');
          openTable(table, { storage, navigate });
          return;
        case 'offer-transfer':
          setTransfer({ request, message: t('entry.venueEmpty'), activity: false, table });
          return;
        case 'auto-transfer':
          try {
            await autoTransferIn(p, request.enName, decision.fen);
            dialogs.toast(t('transferIn.success'), 'success');
            openTable(table, { storage, navigate });
          } catch (e: unknown) {
            // The move was refused: the dialog offers it by hand, with the api's reason.
            setTransfer({ request, message: (isSiteError(e) && e.message) || t('entry.venueEmpty'), activity: false, table });
          }
          return;
      }
    }
    function carryOut(outcome: EntryOutcome) {
      if (opensTable(outcome)) {
        void fundThenOpen(outcome);
        return;
      }
      switch (outcome.kind) {
        case 'login-required':
          void dialogs.loginRequired();
          return;
        case 'local-sport':
          storage.set(sportVenueSession, { enName: outcome.enName, session: outcome.session });
          navigate.to({ name: 'localSport', params: { enName: outcome.enName }, handover: outcome.session });
          return;
        case 'transfer-in':
          dialogs.toast(outcome.message, 'warning');
          setTransfer({ request: outcome.request, message: outcome.message, activity: true });
          return;
        case 'toast':
          dialogs.toast(outcome.message, 'error');
          return;
      }
    }
  }, [state, dialogs, storage, navigate, http, stores, t]);

  if (!transfer) return null;
  const close = () => setTransfer(null);
  return (
    <Modal
      title={t('transferIn.title')}
      closeLabel={t('dialog.close')}
      onClose={close}
      size="small"
      testId="transfer-in-dialog"
      focusKey={transfer.request.enName}
    >
      <TransferInForm
        key={`${transfer.request.enName}-${transfer.request.gameCode}`}
        channelCode={transfer.request.enName}
        activity={transfer.activity}
        notice={transfer.message}
        onDone={() => {
          close();
          // The money is in: the launched table opens; after 6413 the player joined the activity and the
          // venue is entered again (a new entry, its own key).
          if (transfer.table) openTable(transfer.table, { storage, navigate });
          else bus.emit('venue:enter', { ...transfer.request, isActivity: true });
        }}
      />
    </Modal>
  );
});
