import { checkPhone, checkRealName, YUAN_TEXT_PATTERN, AMOUNT_MAX_LENGTH, type PaymentType, type DepositReward, type UsdtNetworkValue } from '@site/shared';

/**
 * The deposit form of /mine/savemoney as a pure reducer with typed outcomes: the player without a
 * bound real name and phone fills them in first (bindFromDeposit); a member who has never deposited
 * and has not answered the deposit-limit offer gets it once (phase 'limitOffer': set limits or skip,
 * answered with 'offerAnswered'), then picks a payment type, an
 * amount (typed or quick) and, for USDT, a network; submit checks the amount against the type's
 * limits before anything is sent. The component sends `outcome.kind === 'binding' | 'ordering'`
 * and reports the answer with 'bound' / 'ordered' / 'failed'.
 */
export type AmountRule = 'amountRequired' | 'amountFormat' | 'belowMin' | 'aboveMax';
export type BindField = 'realName' | 'phone';

export type DepositOutcome =
  | { kind: 'none' }
  | { kind: 'invalid'; rule: AmountRule }
  | { kind: 'bindInvalid'; field: BindField }
  | { kind: 'binding' }
  | { kind: 'ordering' }
  | { kind: 'ordered'; orderNo: string; waitPage: string; gatewayUrl: string }
  | { kind: 'refused'; message: string };

export interface DepositState {
  phase: 'loading' | 'bind' | 'limitOffer' | 'form';
  /** The api says the deposit-limit offer is still to be answered (and it was not answered on this page). */
  limitOfferDue: boolean;
  types: PaymentType[];
  rewards: DepositReward[];
  payCode: string;
  amount: string;
  network: UsdtNetworkValue;
  realName: string;
  phone: string;
  outcome: DepositOutcome;
}

export type DepositAction =
  | { type: 'loaded'; types: PaymentType[]; rewards: DepositReward[]; needsBind: boolean; limitOfferDue: boolean }
  | { type: 'offerAnswered' }
  | { type: 'field'; field: BindField; text: string }
  | { type: 'bindSubmit' }
  | { type: 'bound' }
  | { type: 'pick'; payCode: string }
  | { type: 'amount'; text: string }
  | { type: 'quick'; yuan: number }
  | { type: 'network'; network: UsdtNetworkValue }
  | { type: 'submit' }
  | { type: 'ordered'; orderNo: string; waitPage: string; gatewayUrl: string }
  | { type: 'failed'; message: string };

export const initialDeposit: DepositState = {
  phase: 'loading',
  limitOfferDue: false,
  types: [],
  rewards: [],
  payCode: '',
  amount: '',
  network: 'TRC20',
  realName: '',
  phone: '',
  outcome: { kind: 'none' },
};

/** Yuan text (already matching YUAN_TEXT_PATTERN) or a yuan number → fen, through the text (no floating point). */
export function fenOfYuan(text: string): number {
  const [whole = '0', part = ''] = text.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** The amount rule a typed amount breaks for a payment type, or null. */
export function checkDepositAmount(text: string, type: Pick<PaymentType, 'minAmount' | 'maxAmount'>): AmountRule | null {
  const v = text.trim();
  if (v === '') return 'amountRequired';
  if (v.length > AMOUNT_MAX_LENGTH || !YUAN_TEXT_PATTERN.test(v)) return 'amountFormat';
  const fen = fenOfYuan(v);
  if (fen < Math.round(type.minAmount * 100)) return 'belowMin';
  if (fen > Math.round(type.maxAmount * 100)) return 'aboveMax';
  return null;
}

/** What the channel keeps and what reaches the centre wallet, in yuan (shown before paying). */
export function depositPreview(text: string, type: PaymentType | undefined): { fee: number; credit: number } | null {
  if (!type || !YUAN_TEXT_PATTERN.test(text.trim())) return null;
  const fen = fenOfYuan(text.trim());
  const fee = Math.floor((fen * type.feePermille) / 1000);
  return { fee: fee / 100, credit: (fen - fee) / 100 };
}

const busy = (s: DepositState) => s.outcome.kind === 'binding' || s.outcome.kind === 'ordering';

/** After the real name and phone: the offer when it is due, else the form. */
const afterBind = (s: DepositState): DepositState['phase'] => (s.limitOfferDue ? 'limitOffer' : 'form');

/**
 * The phase when the page's reads come (again: a language switch, an answer that refreshes a read): the first time
 * from what they say; later a player is never sent back to the real name and phone (the member read may still be the
 * one from before the bind), and the offer gives way to the form once it is no longer due.
 */
function phaseOnLoad(s: DepositState, needsBind: boolean): DepositState['phase'] {
  if (s.phase === 'loading' || s.phase === 'bind') return needsBind ? 'bind' : afterBind(s);
  if (s.phase === 'limitOffer') return afterBind(s);
  return s.phase;
}

export function depositReducer(state: DepositState, action: DepositAction): DepositState {
  switch (action.type) {
    case 'loaded': {
      // An answer given on this page stands even if the page's reads come again (the api keeps it too).
      const limitOfferDue = action.limitOfferDue && (state.phase === 'loading' || state.limitOfferDue);
      const next = { ...state, limitOfferDue };
      return {
        ...next,
        phase: phaseOnLoad(next, action.needsBind),
        types: action.types,
        rewards: action.rewards,
        payCode: action.types.some((t) => t.code === state.payCode) ? state.payCode : (action.types[0]?.code ?? ''),
        outcome: { kind: 'none' },
      };
    }
    case 'offerAnswered':
      return state.phase === 'limitOffer' ? { ...state, phase: 'form', limitOfferDue: false } : state;
    case 'field':
      return busy(state) ? state : { ...state, [action.field]: action.text, outcome: { kind: 'none' } };
    case 'bindSubmit': {
      if (busy(state)) return state;
      if (checkRealName(state.realName.trim())) return { ...state, outcome: { kind: 'bindInvalid', field: 'realName' } };
      if (checkPhone(state.phone.trim())) return { ...state, outcome: { kind: 'bindInvalid', field: 'phone' } };
      return { ...state, outcome: { kind: 'binding' } };
    }
    case 'bound':
      return state.outcome.kind === 'binding' ? { ...state, phase: afterBind(state), outcome: { kind: 'none' } } : state;
    case 'pick':
      return busy(state) ? state : { ...state, payCode: action.payCode, outcome: { kind: 'none' } };
    case 'amount':
      return busy(state) ? state : { ...state, amount: action.text, outcome: { kind: 'none' } };
    case 'quick':
      return busy(state) ? state : { ...state, amount: String(action.yuan), outcome: { kind: 'none' } };
    case 'network':
      return busy(state) ? state : { ...state, network: action.network, outcome: { kind: 'none' } };
    case 'submit': {
      if (busy(state) || state.phase !== 'form') return state;
      const type = state.types.find((t) => t.code === state.payCode);
      if (!type) return state;
      const rule = checkDepositAmount(state.amount, type);
      if (rule) return { ...state, outcome: { kind: 'invalid', rule } };
      return { ...state, outcome: { kind: 'ordering' } };
    }
    case 'ordered':
      return state.outcome.kind === 'ordering'
        ? { ...state, amount: '', outcome: { kind: 'ordered', orderNo: action.orderNo, waitPage: action.waitPage, gatewayUrl: action.gatewayUrl } }
        : state;
    case 'failed':
      return busy(state) ? { ...state, outcome: { kind: 'refused', message: action.message } } : state;
  }
}

/** The waiting pages' view of an order at a moment: what to show and whether to keep polling. */
export type WaitView = { kind: 'waiting'; secondsLeft: number } | { kind: 'paid' } | { kind: 'expired' } | { kind: 'closed' };

export function waitViewOf(order: { status: number; expireAt: number }, now: number): WaitView {
  if (order.status === 1) return { kind: 'paid' };
  if (order.status === 3) return { kind: 'closed' };
  if (order.status === 2 || order.expireAt <= now) return { kind: 'expired' };
  return { kind: 'waiting', secondsLeft: Math.ceil((order.expireAt - now) / 1000) };
}

/** How often the waiting pages ask for the order's status. */
export const WAIT_POLL_MS = 3000;
