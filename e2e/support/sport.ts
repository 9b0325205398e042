import { expect, type APIRequestContext } from '@playwright/test';
import type { TrackerControlPhase } from '../../shared/src/contracts/match-tracker';

/**
 * The sports feed's dev controls (POST /dev/sport/control; api/src/modules/sports/feed-control.ts). The e2e server
 * starts the feed frozen (SPORT_FROZEN=1): nothing kicks off, ends, suspends or reprices unless a journey asks, and
 * each control answers once its change is on the boards.
 */
export type SportControl =
  | { op: 'freeze' }
  | { op: 'run' }
  | { op: 'kickOff'; gameId: string }
  | { op: 'minute'; gameId: string; minute: number }
  | { op: 'score'; gameId: string; side: 'H' | 'C' }
  | { op: 'suspend' | 'reopen'; gameId: string; kind?: string }
  | { op: 'price'; gameId: string; kind: string; direction: 'up' | 'down' }
  | { op: 'finish'; gameId: string }
  | { op: 'tracker'; gameId: string; phase: TrackerControlPhase; side: 'H' | 'C' };

export async function sportControl(request: APIRequestContext, control: SportControl): Promise<{ frozen: boolean; re_time?: string }> {
  const res = await request.post('/dev/sport/control', { data: control });
  const body = (await res.json()) as { code: number; message: string; data: { frozen: boolean; re_time?: string } };
  expect(body.code, `${control.op}: ${body.message}`).toBe(6000);
  return body.data;
}

/** Ends a match now and settles its bets (POST /dev/sport/finish answers after the settlement sweep). */
export async function finishMatch(request: APIRequestContext, gameId: string): Promise<void> {
  const res = await request.post('/dev/sport/finish', { data: { gameId } });
  const body = (await res.json()) as { code: number; message: string };
  expect(body.code, `finish ${gameId}: ${body.message}`).toBe(6000);
}

/** The match of a selection id ('<gameId>:<kind>:<key>'). */
export const gameOfSelection = (selectionId: string): string => selectionId.split(':')[0] ?? '';

/** Runs one bet sweep now (POST /dev/sport/sweep): automatic cash-outs and early payouts the feed's state calls for. */
export async function sweepBets(request: APIRequestContext): Promise<{ autoCashOuts: number; earlyPaid: number; settled: number }> {
  const res = await request.post('/dev/sport/sweep');
  const body = (await res.json()) as { code: number; message: string; data: { autoCashOuts: number; earlyPaid: number; settled: number } };
  expect(body.code, `sweep: ${body.message}`).toBe(6000);
  return body.data;
}

/** The operator offers early payout (提前派彩) on a match's competition (POST /dev/sport/early-payout sweeps after it). */
export async function offerEarlyPayout(request: APIRequestContext, gameId: string): Promise<{ earlyPaid: number }> {
  const res = await request.post('/dev/sport/early-payout', { data: { gameId, on: true } });
  const body = (await res.json()) as { code: number; message: string; data: { earlyPaid: number } };
  expect(body.code, `early payout ${gameId}: ${body.message}`).toBe(6000);
  return body.data;
}
