import { z } from 'zod';
import { sendLetter } from '../letters/letter-queries';
import { answerFeedback } from './feedback-queries';

export const replyBody = z.object({ id: z.number().int().positive(), reply: z.string().trim().min(1, '请输入回复内容').max(1000, '回复最多1000个字') });

/** Answers a feedback (the ops verb): the reply shows in the list and detail, the member gets a letter. */
export async function replyToFeedback(db: Parameters<typeof answerFeedback>[0], id: number, reply: string, now: number): Promise<boolean> {
  const answered = await answerFeedback(db, id, reply, now);
  if (!answered) return false;
  await sendLetter(db, answered.memberId, 'fd', '您的反馈已回复', reply, now);
  return true;
}
