import { FEEDBACK_MSG, UPLOAD_MAX_BYTES, UPLOAD_MSG } from '@site/shared';
import zhCN from '../../i18n/zh-CN.json';
import zhTW from '../../i18n/zh-TW.json';
import { canPick, FEEDBACK_RULES, feedbackReducer, initialFeedback, type FeedbackAction, type FeedbackForm, type FeedbackRule } from './feedback-form';

const run = (...actions: FeedbackAction[]): FeedbackForm => actions.reduce(feedbackReducer, initialFeedback);
const IMG = (n: number) => `/uploads/${String(n).repeat(32).slice(0, 32)}.png`;

describe('feedback form', () => {
  it.each([
    [[], 'typeRequired'],
    [[{ type: 'type', value: 1 }], 'contentShort'],
    [
      [
        { type: 'type', value: 1 },
        { type: 'content', text: '   太短了  ' },
      ],
      'contentShort',
    ],
    [
      [
        { type: 'type', value: 1 },
        { type: 'content', text: '长'.repeat(501) },
      ],
      'contentLong',
    ],
  ] as [FeedbackAction[], FeedbackRule][])('refuses %j with the contract rule', (actions, rule) => {
    expect(run(...actions, { type: 'submit' }).outcome).toEqual({ kind: 'invalid', rule });
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
    expect(s.outcome).toEqual({ kind: 'invalid', rule: 'waitUpload' });
  });

  it.each([
    [UPLOAD_MAX_BYTES + 1, 'image/png', 'uploadSize'],
    [10, 'image/svg+xml', 'uploadType'],
    [10, 'text/html', 'uploadType'],
  ])('refuses a picked file of %d bytes and type %s before sending it', (size, mime, rule) => {
    const s = run({ type: 'pick', size, mime });
    expect(s).toMatchObject({ uploading: 0, uploadError: { rule } });
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
    expect(feedbackReducer(s, { type: 'pick', size: 1, mime: 'image/png' }).uploadError).toEqual({ rule: 'tooManyImages' });
    s = feedbackReducer(s, { type: 'removeImage', url: IMG(2) });
    expect(s.images).toEqual([IMG(1), IMG(3)]);
    expect(canPick(s)).toBe(true);
    s = feedbackReducer(feedbackReducer(s, { type: 'pick', size: 1, mime: 'image/png' }), { type: 'uploadFailed', message: UPLOAD_MSG.type });
    expect(s).toMatchObject({ uploading: 0, uploadError: { message: UPLOAD_MSG.type }, images: [IMG(1), IMG(3)] });
  });
});

describe("the feedback refusals in the player's language", () => {
  it('the zh-CN catalog shows the contract messages word for word', () => {
    expect(zhCN.feedback.rules).toEqual({
      typeRequired: FEEDBACK_MSG.typeRequired,
      contentShort: FEEDBACK_MSG.contentShort,
      contentLong: FEEDBACK_MSG.contentLong,
      imageUnknown: FEEDBACK_MSG.imageUnknown,
      tooManyImages: FEEDBACK_MSG.tooManyImages,
      uploadType: UPLOAD_MSG.type,
      uploadSize: UPLOAD_MSG.size,
      waitUpload: '图片正在上传，请稍候',
    });
    expect(Object.keys(zhCN.feedback.rules).sort()).toEqual([...FEEDBACK_RULES].sort());
  });

  it('the zh-TW catalog has every rule, in traditional characters', () => {
    expect(Object.keys(zhTW.feedback.rules).sort()).toEqual([...FEEDBACK_RULES].sort());
    expect(zhTW.feedback.rules.typeRequired).toBe('請選擇反饋類型');
    expect(zhTW.feedback.rules.contentShort).toBe('請詳細描述您的問題（至少5個字）');
  });
});
