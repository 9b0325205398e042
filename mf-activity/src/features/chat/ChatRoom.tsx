import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_LIMITS, MsgId, chatHistory, type MountProps, type SocketState, beijingClock } from '@site/shared';
import { useT } from '@site/shared/react';
import { ChatLauncher } from '@site/shared/chat-launcher';
import { chatReducer, initialChat, type ChatItem, type ChatNote, type ChatView, type ChatViewEvent } from './chat-view';
import styles from './chat.module.css';

export type ChatVariant = 'floating' | 'side';

interface Props {
  platform: MountProps;
  rid: string;
  variant: ChatVariant;
  /** The floating panel starts open rather than as its launcher (the side panel is always open). */
  startOpen?: boolean;
  ns: string;
}

interface Holder {
  view: ChatView;
  rejoins: number;
}

function reduce(h: Holder, e: ChatViewEvent): Holder {
  const step = chatReducer(h.view, e);
  return { view: step.view, rejoins: step.rejoin ? h.rejoins + 1 : h.rejoins };
}

/**
 * One chat room on the platform socket: joins (10002) and loads the newest page (10011) after
 * each (re)login of the connection, hears lines ('chat') and room events ('chatEvent'), sends
 * 10003. Every text is rendered as text (React escapes it): never as HTML.
 */
export function ChatRoom({ platform, rid, variant, startOpen = false, ns }: Props) {
  const t = useT(platform.i18n, ns);
  const { socket } = platform;
  const [{ view, rejoins }, dispatch] = useReducer(reduce, { view: initialChat(rid, variant === 'side' || startOpen), rejoins: 0 });
  const [conn, setConn] = useState<SocketState>(socket.state);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const subs = [
      socket.state$.subscribe(setConn),
      socket.topic('chat', rid).subscribe((line) => dispatch({ type: 'line', line })),
      socket.topic('chatEvent', rid).subscribe((event) => dispatch({ type: 'event', event })),
      socket.answers$.subscribe((frame) => {
        if (frame.msgId === MsgId.JOIN_UNICAST) dispatch({ type: 'joined', join: frame.msgData });
        else if (frame.msgId === MsgId.HISTORY) dispatch({ type: 'history', page: frame.msgData });
        else dispatch({ type: 'answer', frame });
      }),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [socket, rid]);

  // The first screen over HTTP (/stream/api/v1/history): lines show before the socket has logged in.
  useEffect(() => {
    let alive = true;
    platform.http.call(chatHistory, { rid, pageNum: 1, pageSize: CHAT_HISTORY_PAGE_SIZE }, { silent: true }).then(
      (page) => alive && dispatch({ type: 'history', page }),
      () => undefined, // The socket's 10011 after login brings the same page.
    );
    return () => {
      alive = false;
    };
  }, [platform.http, rid]);

  const loggedIn = conn.phase === 'open' && conn.login !== 'none';
  // After each (re)login: join and take the newest page (a reconnect may have missed lines).
  useEffect(() => {
    if (!loggedIn) return;
    socket.send({ msgId: MsgId.JOIN_ROOM, msgData: { rid } });
    socket.send({ msgId: MsgId.HISTORY, msgData: { rid, pageNum: 1, pageSize: CHAT_HISTORY_PAGE_SIZE } });
  }, [socket, rid, loggedIn, conn.login]);
  // The room's rights changed (status, block, VIP level): join again.
  useEffect(() => {
    if (rejoins > 0 && loggedIn) socket.send({ msgId: MsgId.JOIN_ROOM, msgData: { rid } });
  }, [socket, rid, rejoins, loggedIn]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [view.items.length, view.open]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const msg = draft.trim();
    if (msg === '') return;
    socket.send({ msgId: MsgId.SEND_MESSAGE, msgData: { rid, msg } });
    dispatch({ type: 'sent' });
    setDraft('');
  };

  const reconnecting = conn.phase !== 'open';
  const panel = (
    <section className={variant === 'side' ? styles.side : styles.panel} aria-label={t('chat.title')} data-testid="chat-room" data-rid={rid}>
      <header className={styles.head}>
        <h2 className={styles.title}>{t('chat.title')}</h2>
        <span className={reconnecting ? styles.connWait : styles.connOk} role="status" data-testid="chat-connection">
          {reconnecting ? t('chat.reconnecting') : t('chat.online')}
        </span>
        {variant === 'floating' ? (
          <button
            type="button"
            className={styles.close}
            onClick={() => dispatch({ type: 'toggle' })}
            aria-label={t('chat.collapse')}
            data-testid="chat-collapse"
          >
            ×
          </button>
        ) : null}
      </header>
      <ol className={styles.list} ref={listRef} data-testid="chat-lines" aria-live="polite">
        {view.items.length === 0 ? <li className={styles.empty}>{t('chat.empty')}</li> : null}
        {view.items.map((item) => (
          <Item key={item.id} item={item} t={t} />
        ))}
      </ol>
      {view.notice ? (
        <p className={styles.notice} role="alert" data-testid="chat-notice">
          {view.notice}
        </p>
      ) : null}
      {view.canSend ? (
        <form className={styles.form} onSubmit={submit}>
          <input
            className={styles.input}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={CHAT_LIMITS.maxLength}
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.placeholder')}
            data-testid="chat-input"
          />
          <button type="submit" className={styles.send} disabled={draft.trim() === ''} data-testid="chat-send">
            {t('chat.send')}
          </button>
        </form>
      ) : (
        <p className={styles.readOnly} data-testid="chat-read-only">
          {view.status === 'destroyed' ? t('chat.destroyed') : (view.reason ?? (loggedIn ? t('chat.joining') : t('chat.reconnecting')))}
        </p>
      )}
    </section>
  );

  if (variant === 'side') return panel;
  return (
    <div className={styles.float} data-testid="chat-float">
      {view.open ? panel : null}
      {view.open ? null : (
        <ChatLauncher label={t('chat.title')} ariaLabel={t('chat.open')} onClick={() => dispatch({ type: 'toggle' })}>
          {view.unread > 0 ? (
            <span className={styles.unread} data-testid="chat-unread" aria-label={t('chat.unread', { count: view.unread })}>
              {view.unread > 99 ? '99+' : view.unread}
            </span>
          ) : null}
          {reconnecting ? <span className={styles.dot} aria-hidden="true" /> : null}
        </ChatLauncher>
      )}
    </div>
  );
}

function noteText(note: ChatNote, t: (key: string, o?: Record<string, unknown>) => string): string {
  switch (note.kind) {
    case 'score':
      return note.home && note.away
        ? t('chat.note.goal', { home: note.home, away: note.away, h: note.score[0], a: note.score[1] })
        : t('chat.note.score', { home: note.score[0], away: note.score[1] });
    case 'prediction':
      return t('chat.note.prediction', { home: note.score[0], away: note.score[1] });
    case 'joined':
      return t('chat.note.joined', { name: note.name });
    case 'gift':
      return t('chat.note.gift', { from: note.from, gift: note.gift });
    case 'notice':
      return note.message;
    case 'cleared':
      return t('chat.note.cleared');
  }
}

function Item({ item, t }: { item: ChatItem; t: (key: string, o?: Record<string, unknown>) => string }) {
  if ('note' in item) return <li className={styles.note}>{noteText(item.note, t)}</li>;
  const { line } = item;
  return (
    <li className={styles.line} data-testid="chat-line">
      <span className={styles.from}>{line.from}</span>
      <time className={styles.time} dateTime={new Date(line.at).toISOString()}>
        {beijingClock(line.at)}
      </time>
      <span className={styles.msg}>{line.msg}</span>
    </li>
  );
}
