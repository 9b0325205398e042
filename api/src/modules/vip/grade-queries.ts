import type { FastifyInstance } from 'fastify';
import { DepositStatus, REBATE_GAME_TYPES, type RebateGameType } from '@site/shared';
import type { Db } from '../../db';
import { readSiteConfig } from '../site/site-config';
import { validBetFen } from '../withdraw/turnover';
import type { GradePatch } from './grade-patch';
import { gradeOf, type Grade, type Totals } from './grade-rules';

/** The programme's grades, ascending. */
export async function readGrades(db: Db): Promise<Grade[]> {
  const rows = await db.selectFrom('vip_grade').selectAll().orderBy('grade').execute();
  return rows.map((r) => ({
    grade: Number(r.grade),
    name: r.name,
    depositFen: Number(r.deposit_fen),
    betFen: Number(r.bet_fen),
    upgradeFen: Number(r.upgrade_fen),
    weekFen: Number(r.week_fen),
    rebateBp: Number(r.rebate_bp),
    turnoverMultiple: Number(r.turnover_multiple),
  }));
}

/**
 * The grades as they apply on this site: with flags.keepVipFromSaving on (spec §6 'keep VIP from saving') no grade
 * asks for deposits (saving), so a grade is reached by valid bets alone; otherwise the grades as configured.
 */
export async function gradesInForce(db: Db): Promise<Grade[]> {
  const grades = await readGrades(db);
  const { flags } = await readSiteConfig(db);
  return flags.keepVipFromSaving ? grades.map((g) => ({ ...g, depositFen: 0 })) : grades;
}

const isGameType = (v: string): v is RebateGameType => (REBATE_GAME_TYPES as readonly string[]).includes(v);

/** Rebate ratios (basis points) per grade and game type. */
export async function readRebates(db: Db): Promise<Map<number, Map<RebateGameType, number>>> {
  const rows = await db.selectFrom('vip_rebate').selectAll().execute();
  const out = new Map<number, Map<RebateGameType, number>>();
  for (const r of rows) {
    if (!isGameType(r.game_type)) continue;
    const byType = out.get(Number(r.grade)) ?? new Map<RebateGameType, number>();
    byType.set(r.game_type, Number(r.ratio_bp));
    out.set(Number(r.grade), byType);
  }
  return out;
}

/** Accumulated paid deposits (deposit_order PAID) and valid bets (withdraw/turnover.ts validBetFen, since the start). */
export async function totalsOf(app: FastifyInstance, db: Db, memberId: number): Promise<Totals> {
  const deposits = await db
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.sum<number | string | null>('amount_fen').as('fen'))
    .where('member_id', '=', memberId)
    .where('status', '=', DepositStatus.PAID)
    .executeTakeFirst();
  return { depositFen: Number(deposits?.fen ?? 0), betFen: await validBetFen(app, db, memberId, 0) };
}

export interface MemberGrade {
  grades: Grade[];
  totals: Totals;
  /** The grade kept on the member row (member.vip_grade: the chat room's VIP level reads it). */
  kept: number;
  grade: Grade;
}

/**
 * The member's grade now; a higher grade than the one kept is written to member.vip_grade (a grade
 * once reached is kept, so the row only ever rises).
 */
export async function memberGradeOf(app: FastifyInstance, db: Db, memberId: number): Promise<MemberGrade> {
  const grades = await gradesInForce(db);
  const totals = await totalsOf(app, db, memberId);
  const row = await db.selectFrom('member').select('vip_grade').where('id', '=', memberId).executeTakeFirstOrThrow();
  const kept = Number(row.vip_grade);
  const grade = gradeOf(grades, totals, kept);
  if (grade.grade > kept) {
    await db.updateTable('member').set({ vip_grade: grade.grade }).where('id', '=', memberId).where('vip_grade', '<', grade.grade).execute();
  }
  return { grades, totals, kept: Math.max(kept, grade.grade), grade };
}

/** Sets one grade's figures (the ops verb). Answers false for a grade that does not exist. */
export async function setGrade(db: Db, grade: number, patch: GradePatch, now: number): Promise<boolean> {
  const values = {
    ...(patch.depositFen === undefined ? {} : { deposit_fen: patch.depositFen }),
    ...(patch.betFen === undefined ? {} : { bet_fen: patch.betFen }),
    ...(patch.upgradeFen === undefined ? {} : { upgrade_fen: patch.upgradeFen }),
    ...(patch.weekFen === undefined ? {} : { week_fen: patch.weekFen }),
    ...(patch.rebateBp === undefined ? {} : { rebate_bp: patch.rebateBp }),
    ...(patch.turnoverMultiple === undefined ? {} : { turnover_multiple: patch.turnoverMultiple }),
    updated_at: now,
  };
  const out = await db.updateTable('vip_grade').set(values).where('grade', '=', grade).executeTakeFirst();
  return Number(out.numUpdatedRows) > 0;
}
