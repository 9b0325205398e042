import { addFeedBack, FEEDBACK_LIMITS, FEEDBACK_MSG, UPLOAD_MAX_BYTES, UPLOAD_MIME, type FeedbackType, type RequestOf } from '@site/shared';

/**
 * The /mine/feedback form as a pure reducer: a type, the text, up to FEEDBACK_LIMITS.images images
 * (each uploaded on its own when picked), then one send. Outcomes are typed; the page only renders them.
 */
export interface FeedbackForm {
  type: FeedbackType | null;
  content: string;
  /** Urls answered by upload/uploadImage, in the order picked. */
  images: string[];
  /** Images being uploaded now. */
  uploading: number;
  /** The last upload's refusal, shown under the pictures: a rule of the page's own, or the api's answer. */
  uploadError: FeedbackNotice | null;
  outcome: FeedbackOutcome;
}

/**
 * The refusals the page tells before anything is sent, as catalog keys (feedback.rules.<rule>): the contract's rules
 * (its zh-CN messages are FEEDBACK_MSG / UPLOAD_MSG, word for word the catalog's), shown in the player's language.
 */
export const FEEDBACK_RULES = [
  'typeRequired',
  'contentShort',
  'contentLong',
  'imageUnknown',
  'tooManyImages',
  'uploadType',
  'uploadSize',
  'waitUpload',
] as const;
export type FeedbackRule = (typeof FEEDBACK_RULES)[number];

/** What the page shows for a refusal: a rule of its own (through the catalog) or the api's message (already in the player's language). */
export type FeedbackNotice = { rule: FeedbackRule } | { message: string };

export type FeedbackOutcome =
  | { kind: 'editing' }
  | { kind: 'invalid'; rule: FeedbackRule }
  | { kind: 'sending'; body: RequestOf<typeof addFeedBack> }
  | { kind: 'sent'; id: number }
  | { kind: 'refused'; message: string };

export type FeedbackAction =
  | { type: 'type'; value: FeedbackType }
  | { type: 'content'; text: string }
  /** A picked file, before it is sent: refused here when the page can already tell (count, size, type). */
  | { type: 'pick'; size: number; mime: string }
  | { type: 'uploaded'; url: string }
  | { type: 'uploadFailed'; message: string }
  | { type: 'removeImage'; url: string }
  | { type: 'submit' }
  | { type: 'sent'; id: number }
  | { type: 'refused'; message: string }
  | { type: 'again' };

export const initialFeedback: FeedbackForm = { type: null, content: '', images: [], uploading: 0, uploadError: null, outcome: { kind: 'editing' } };

/** Whether one more picture may be picked now. */
export const canPick = (s: FeedbackForm): boolean => s.images.length + s.uploading < FEEDBACK_LIMITS.images && s.outcome.kind !== 'sending';

/** Why a picked file is refused before it is sent (the api checks the bytes again), or null. */
export function pickRefusal(s: FeedbackForm, size: number, mime: string): FeedbackRule | null {
  if (s.images.length + s.uploading >= FEEDBACK_LIMITS.images) return 'tooManyImages';
  if (size > UPLOAD_MAX_BYTES) return 'uploadSize';
  if (!(UPLOAD_MIME as readonly string[]).includes(mime)) return 'uploadType';
  return null;
}

/** The rule of a message of the contract's schema (its messages are FEEDBACK_MSG's). */
function ruleOfContractMessage(message: string | undefined): FeedbackRule {
  const rule = FEEDBACK_RULES.find((r) => r in FEEDBACK_MSG && FEEDBACK_MSG[r as keyof typeof FEEDBACK_MSG] === message);
  return rule ?? 'typeRequired';
}

const editing = { kind: 'editing' } as const;

export function feedbackReducer(s: FeedbackForm, a: FeedbackAction): FeedbackForm {
  switch (a.type) {
    case 'type':
      return s.outcome.kind === 'sending' ? s : { ...s, type: a.value, outcome: editing };
    case 'content':
      return s.outcome.kind === 'sending' ? s : { ...s, content: a.text, outcome: s.outcome.kind === 'invalid' ? editing : s.outcome };
    case 'pick': {
      const refusal = pickRefusal(s, a.size, a.mime);
      return refusal ? { ...s, uploadError: { rule: refusal } } : { ...s, uploading: s.uploading + 1, uploadError: null };
    }
    case 'uploaded':
      return { ...s, uploading: Math.max(0, s.uploading - 1), images: s.images.length < FEEDBACK_LIMITS.images ? [...s.images, a.url] : s.images };
    case 'uploadFailed':
      return { ...s, uploading: Math.max(0, s.uploading - 1), uploadError: { message: a.message } };
    case 'removeImage':
      return s.outcome.kind === 'sending' ? s : { ...s, images: s.images.filter((u) => u !== a.url) };
    case 'submit': {
      if (s.outcome.kind === 'sending') return s;
      if (s.uploading > 0) return { ...s, outcome: { kind: 'invalid', rule: 'waitUpload' } };
      // The contract's own schema: the same rules as the api; the page shows the rule through its catalog.
      const parsed = addFeedBack.request.safeParse({ type: s.type ?? 0, content: s.content, images: s.images });
      if (!parsed.success) return { ...s, outcome: { kind: 'invalid', rule: ruleOfContractMessage(parsed.error.issues[0]?.message) } };
      return { ...s, outcome: { kind: 'sending', body: parsed.data } };
    }
    case 'sent':
      return s.outcome.kind === 'sending' ? { ...initialFeedback, outcome: { kind: 'sent', id: a.id } } : s;
    case 'refused':
      return s.outcome.kind === 'sending' ? { ...s, outcome: { kind: 'refused', message: a.message } } : s;
    case 'again':
      return { ...initialFeedback };
  }
}
