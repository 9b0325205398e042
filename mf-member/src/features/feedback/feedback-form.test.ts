import { FEEDBACK_MSG, UPLOAD_MAX_BYTES, UPLOAD_MSG } from '@site/shared';
import { canPick, FEEDBACK_WAIT_UPLOAD, feedbackReducer, initialFeedback, type FeedbackAction, type FeedbackForm } from './feedback-form';

const run = (...actions: FeedbackAction[]): FeedbackForm => actions.reduce(feedbackReducer, initialFeedback);
const IMG = (n: number) => `/uploads/${String(n).repeat(32).slice(0, 32)}.png`;

describe('feedback form', () => {
  it.each([
    [[], FEEDBACK_MSG.typeRequired],
    [[{ type: 'type', value: 1 }], FEEDBACK_MSG.contentShort],
    [
      [
        { type: 'type', value: 1 },
        { type: 'content', text: '   太短了  ' },
      ],
      FEEDBACK_MSG.contentShort,
    ],
    [
      [
        { type: 'type', value: 1 },
        { type: 'content', text: '长'.repeat(501) },
      ],
      FEEDBACK_MSG.contentLong,
    ],
  ] as [FeedbackAction[], string][])('refuses %j with the contract message', (actions, message) => {
    expect(run(...actions, { type: 'submit' }).outcome).toEqual({ kind: 'invalid', message });
  });

  it('sends the trimmed text with the uploaded images, once', () => {
    const s = run(
      { type: 'type', value: 2 },
      { type: 'content', text: '  提款一直显示处理中  ' },
      { type: 'pick', size: 100, mime: 'image/png' },
      { type: 'uploaded', url: IMG(1) },
      { type: 'submit' },
    );
    expect(s.outcome).toEqual({ kind: 'sending', body: { type: 2, content: '提款一直显示处理中', images: [IMG(1)] } });
    expect(feedbackReducer(s, { type: 'submit' })).toBe(s);
    expect(feedbackReducer(s, { type: 'sent', id: 7 })).toEqual({ ...initialFeedback, outcome: { kind: 'sent', id: 7 } });
    expect(feedbackReducer(s, { type: 'refused', message: '请勿频繁提交' }).outcome).toEqual({ kind: 'refused', message: '请勿频繁提交' });
  });

  it('waits for an upload in flight before sending', () => {
    const s = run(
      { type: 'type', value: 1 },
      { type: 'content', text: '存款未到账请查看' },
      { type: 'pick', size: 10, mime: 'image/jpeg' },
      { type: 'submit' },
    );
    expect(s.outcome).toEqual({ kind: 'invalid', message: FEEDBACK_WAIT_UPLOAD });
  });

  it.each([
    [UPLOAD_MAX_BYTES + 1, 'image/png', UPLOAD_MSG.size],
    [10, 'image/svg+xml', UPLOAD_MSG.type],
    [10, 'text/html', UPLOAD_MSG.type],
  ])('refuses a picked file of %d bytes and type %s before sending it', (size, mime, message) => {
    const s = run({ type: 'pick', size, mime });
    expect(s).toMatchObject({ uploading: 0, uploadError: message });
  });

  it('takes at most three pictures, removes one, and shows an upload refusal', () => {
    let s = run(
      ...[1, 2, 3].flatMap((n): FeedbackAction[] => [
        { type: 'pick', size: 1, mime: 'image/png' },
        { type: 'uploaded', url: IMG(n) },
      ]),
    );
    expect(s.images).toHaveLength(3);
    expect(canPick(s)).toBe(false);
    expect(feedbackReducer(s, { type: 'pick', size: 1, mime: 'image/png' }).uploadError).toBe(FEEDBACK_MSG.tooManyImages);
    s = feedbackReducer(s, { type: 'removeImage', url: IMG(2) });
    expect(s.images).toEqual([IMG(1), IMG(3)]);
    expect(canPick(s)).toBe(true);
    s = feedbackReducer(feedbackReducer(s, { type: 'pick', size: 1, mime: 'image/png' }), { type: 'uploadFailed', message: UPLOAD_MSG.type });
    expect(s).toMatchObject({ uploading: 0, uploadError: UPLOAD_MSG.type, images: [IMG(1), IMG(3)] });
  });
});
