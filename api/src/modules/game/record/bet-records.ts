import type { FastifyInstance } from 'fastify';
import { BET_STATE_NAMES, betRecordList, betRecordTotal, resultName, type BetRecord, type BetState, type ResultCode } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { yuanOf } from '../../funds/fen';
import { withLegs } from '../../bets/bet-queries';
import { betView } from '../../bets/bet-view';
import { checkedRange, recordsOf, SOURCE, totalsOf } from '../../records/bet-record-queries';

/** A casino round's result: W it paid more than the stake, P the stake back, L less. */
const roundResult = (stakeFen: number, winFen: number): ResultCode => (winFen > stakeFen ? 'W' : winFen === stakeFen ? 'P' : 'L');

/** record/betRecordList and betRecordTotal: the member's casino rounds and sports bets as one list, newest first, and their totals. */
export function betRecordsModule(app: FastifyInstance): void {
  memberRoute(app, betRecordList, async (body, ctx) => {
    checkedRange(body);
    const count = await recordsOf(ctx.db, ctx.memberId, body, false)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    const rows = await recordsOf(ctx.db, ctx.memberId, body, false)
      .selectAll()
      .orderBy('time', 'desc')
      .orderBy('id', 'desc')
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize)
      .execute();
    const sportIds = rows.filter((r) => r.source === SOURCE.SPORT).map((r) => r.id);
    const betRows = sportIds.length ? await ctx.db.selectFrom('bet').selectAll().where('id', 'in', sportIds).execute() : [];
    const views = new Map((await withLegs(ctx.db, betRows)).map((b) => [b.bet.id, betView(b)]));
    const list: BetRecord[] = rows.map((r) => {
      const stake = Number(r.stake_fen);
      const win = Number(r.win_fen);
      const view = r.source === SOURCE.SPORT ? (views.get(r.id) ?? null) : null;
      const state = r.state as BetState;
      const result = view ? view.result : roundResult(stake, win);
      const firstLeg = view?.legs[0];
      return {
        id: r.id,
        enName: r.channel_code,
        venueName: r.venue_name,
        gameCode: r.game_code,
        gameName: view ? `${view.kindName}${view.kind === 'single' && firstLeg ? ` ${firstLeg.team_h} vs ${firstLeg.team_c}` : ''}` : r.game_name,
        stake: yuanOf(stake),
        win: yuanOf(win),
        profit: yuanOf(Number(r.profit_fen)),
        time: Number(r.time),
        validStake: yuanOf(Number(r.valid_fen)),
        state,
        stateName: BET_STATE_NAMES[state],
        result,
        resultName: view ? view.resultName : resultName(result),
        sport: view,
      };
    });
    return { list, total: Number(count?.n ?? 0), pageNum: body.pageNum, pageSize: body.pageSize };
  });

  memberRoute(app, betRecordTotal, async (body, ctx) => {
    checkedRange(body);
    return totalsOf(ctx.db, ctx.memberId, body);
  });
}
