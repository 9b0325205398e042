/**
 * The beginner's tutorial (/mine/introTutorial): how to register, deposit, transfer, bet and
 * withdraw. The texts are the catalog's (tutorial.<id>.title / .steps.N); each lesson leads to the
 * page where it is done and to the help centre's article on it (spec §2 help topics).
 */
export interface Lesson {
  id: 'register' | 'deposit' | 'transfer' | 'bet' | 'withdraw';
  /** How many steps the catalog has for it. */
  steps: number;
  /** The page where the player does it (null: done already by being logged in). */
  route: string | null;
  /** The help centre article (helpTopic) that explains it in full. */
  helpTopic: string;
  /** Which of the member's figures shows it done (memberGradeInfoByGrade progress), if any. */
  doneWhen: 'loggedIn' | 'deposited' | 'betted' | null;
}

export const LESSONS: readonly Lesson[] = [
  { id: 'register', steps: 4, route: null, helpTopic: 'kh', doneWhen: 'loggedIn' },
  { id: 'deposit', steps: 4, route: 'savemoney', helpTopic: 'ck', doneWhen: 'deposited' },
  { id: 'transfer', steps: 4, route: 'transfermoney', helpTopic: 'zz', doneWhen: null },
  { id: 'bet', steps: 5, route: 'sport', helpTopic: 'tytzjc', doneWhen: 'betted' },
  { id: 'withdraw', steps: 5, route: 'takemoney', helpTopic: 'qk', doneWhen: null },
];

/** Whether a lesson is done, from the member's accumulated deposits and valid bets. */
export function lessonDone(lesson: Lesson, figures: { deposit: number; validBet: number } | null): boolean {
  if (lesson.doneWhen === 'loggedIn') return true;
  if (!figures) return false;
  if (lesson.doneWhen === 'deposited') return figures.deposit > 0;
  if (lesson.doneWhen === 'betted') return figures.validBet > 0;
  return false;
}
