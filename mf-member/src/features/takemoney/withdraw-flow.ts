import { fenOfAmountText, isWeakWithdrawPassword, WITHDRAW_PASSWORD_PATTERN, type PayoutAccount, type WithdrawCfg, type WithdrawOrder } from '@site/shared';
import { idleIntent, settleIntent, startIntent, type IntentState, type SendResult } from '../wallet';

/**
 * The withdrawal form of /mine/takemoney as a pure reducer with typed outcomes: pick one of the
 * member's accounts, an amount within the method's limits and the balance, the 6-digit withdrawal
 * password when the site asks for it; submit mints one idempotency key per intent (a retry after
 * an unknown outcome reuses it). Setting the withdrawal password is its own small form.
 */
export type WithdrawRule =
  'card' | 'amountRequired' | 'amountFormat' | 'belowMin' | 'aboveMax' | 'short' | 'passwordFormat' | 'passwordWeak' | 'passwordRepeat';

export interface WithdrawBody {
  accountId: number;
  amount: string;
  password?: string;
}

export type WithdrawOutcome =
  | { kind: 'none' }
  | { kind: 'invalid'; rule: WithdrawRule }
  | { kind: 'busy' }
  | { kind: 'sending'; key: string; retry: boolean }
  | { kind: 'done'; order: WithdrawOrder }
  | { kind: 'refused'; message: string }
  | { kind: 'unsure'; message: string }
  | { kind: 'settingPassword' }
  | { kind: 'passwordSet' };

export interface WithdrawFacts {
  balance: number;
  accounts: PayoutAccount[];
  cfg: WithdrawCfg[];
  needPassword: boolean;
}

export interface WithdrawState {
  accountId: number | null;
  amount: string;
  password: string;
  newPassword: string;
  repeatPassword: string;
  intent: IntentState<WithdrawBody>;
  outcome: WithdrawOutcome;
}

export type WithdrawAction =
  | { type: 'account'; id: number }
  /** The member's accounts were read (again): the choice stays while it exists, the outcome on screen stays. */
  | { type: 'accounts'; ids: readonly number[] }
  | { type: 'amount'; text: string }
  | { type: 'password'; text: string }
  | { type: 'newPassword'; text: string; repeat: boolean }
  | { type: 'setPassword' }
  | { type: 'passwordSet' }
  | { type: 'submit'; facts: WithdrawFacts; freshKey: string; md5: (text: string) => string }
  | { type: 'answered'; key: string; order: WithdrawOrder }
  | { type: 'failed'; key: string | null; result: Exclude<SendResult, 'ok'>; message: string };

export const initialWithdraw: WithdrawState = {
  accountId: null,
  amount: '',
  password: '',
  newPassword: '',
  repeatPassword: '',
  intent: idleIntent,
  outcome: { kind: 'none' },
};

/** The rule the form breaks, or null (checked before anything is sent). */
export function checkWithdraw(state: Pick<WithdrawState, 'accountId' | 'amount' | 'password'>, facts: WithdrawFacts): WithdrawRule | null {
  const account = facts.accounts.find((a) => a.id === state.accountId);
  if (!account) return 'card';
  const v = state.amount.trim();
  if (v === '') return 'amountRequired';
  const fen = fenOfAmountText(v);
  if (fen === null) return 'amountFormat';
  const cfg = facts.cfg.find((c) => c.method === account.method);
  if (cfg && fen < Math.round(cfg.minAmount * 100)) return 'belowMin';
  if (cfg && fen > Math.round(cfg.maxAmount * 100)) return 'aboveMax';
  if (fen > Math.round(facts.balance * 100)) return 'short';
  if (facts.needPassword && !WITHDRAW_PASSWORD_PATTERN.test(state.password)) return 'passwordFormat';
  return null;
}

/** What the chosen method's withdrawal costs and brings, shown before submit (yuan). */
export interface WithdrawTerms {
  minAmount: number;
  maxAmount: number;
  /** The fee of this withdrawal: 0 while free ones are left today. */
  fee: number;
  /** The fee of each withdrawal once the free ones are used. */
  feeEach: number;
  freeLeft: number;
  arrivalMinutes: number;
  /** What reaches the account for the typed amount (amount − fee), or null while the amount is not one. */
  payout: number | null;
}

/** The terms of the method of the chosen account (null before an account or the config is known). */
export function withdrawTerms(state: Pick<WithdrawState, 'accountId' | 'amount'>, facts: Pick<WithdrawFacts, 'accounts' | 'cfg'>): WithdrawTerms | null {
  const account = facts.accounts.find((a) => a.id === state.accountId);
  const cfg = account ? facts.cfg.find((c) => c.method === account.method) : undefined;
  if (!cfg) return null;
  const freeLeft = Math.max(0, cfg.freeCount - cfg.usedToday);
  const feeFen = freeLeft > 0 ? 0 : Math.round(cfg.fee * 100);
  const fen = fenOfAmountText(state.amount);
  return {
    minAmount: cfg.minAmount,
    maxAmount: cfg.maxAmount,
    fee: feeFen / 100,
    feeEach: cfg.fee,
    freeLeft,
    arrivalMinutes: cfg.arrivalMinutes,
    payout: fen !== null && fen > 0 ? Math.max(0, fen - Math.min(feeFen, fen)) / 100 : null,
  };
}

const same = (a: WithdrawBody, b: WithdrawBody) => a.accountId === b.accountId && a.amount === b.amount && a.password === b.password;
const editable = (s: WithdrawState) => s.intent.phase !== 'sending' && s.outcome.kind !== 'settingPassword';

export function withdrawReducer(state: WithdrawState, action: WithdrawAction): WithdrawState {
  switch (action.type) {
    case 'account':
      return editable(state) ? { ...state, accountId: action.id, outcome: { kind: 'none' } } : state;
    case 'accounts':
      return state.accountId !== null && action.ids.includes(state.accountId) ? state : { ...state, accountId: action.ids[0] ?? null };
    case 'amount':
      return editable(state) ? { ...state, amount: action.text, outcome: { kind: 'none' } } : state;
    case 'password':
      return editable(state) ? { ...state, password: action.text.replace(/\D/g, '').slice(0, 6), outcome: { kind: 'none' } } : state;
    case 'newPassword': {
      if (!editable(state)) return state;
      const text = action.text.replace(/\D/g, '').slice(0, 6);
      return { ...state, [action.repeat ? 'repeatPassword' : 'newPassword']: text, outcome: { kind: 'none' } };
    }
    case 'setPassword':
      if (!editable(state)) return state;
      if (!WITHDRAW_PASSWORD_PATTERN.test(state.newPassword)) return { ...state, outcome: { kind: 'invalid', rule: 'passwordFormat' } };
      if (isWeakWithdrawPassword(state.newPassword)) return { ...state, outcome: { kind: 'invalid', rule: 'passwordWeak' } };
      if (state.newPassword !== state.repeatPassword) return { ...state, outcome: { kind: 'invalid', rule: 'passwordRepeat' } };
      return { ...state, outcome: { kind: 'settingPassword' } };
    case 'passwordSet':
      return { ...state, newPassword: '', repeatPassword: '', outcome: { kind: 'passwordSet' } };
    case 'submit': {
      if (!editable(state)) return { ...state, outcome: { kind: 'busy' } };
      const rule = checkWithdraw(state, action.facts);
      if (rule) return { ...state, outcome: { kind: 'invalid', rule } };
      const body: WithdrawBody = {
        accountId: state.accountId!,
        amount: state.amount.trim(),
        ...(action.facts.needPassword ? { password: action.md5(state.password) } : {}),
      };
      const started = startIntent(state.intent, body, action.freshKey, same);
      if (started.outcome.kind === 'busy') return { ...state, outcome: { kind: 'busy' } };
      return { ...state, intent: started.state, outcome: { kind: 'sending', key: started.outcome.key, retry: started.outcome.kind === 'retry' } };
    }
    case 'answered': {
      const intent = settleIntent(state.intent, action.key, 'ok');
      if (!intent) return state;
      return { ...state, amount: '', password: '', intent, outcome: { kind: 'done', order: action.order } };
    }
    case 'failed': {
      if (action.key === null) return state.outcome.kind === 'settingPassword' ? { ...state, outcome: { kind: 'refused', message: action.message } } : state;
      const intent = settleIntent(state.intent, action.key, action.result);
      if (!intent) return state;
      return { ...state, intent, outcome: { kind: action.result, message: action.message } };
    }
  }
}
