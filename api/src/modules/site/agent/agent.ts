import type { FastifyInstance } from 'fastify';
import { AGENT_MSG, agentApplication, agentApply, ResponseCode, SiteError, type AgentChannel, type AgentStatus } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import type { Db } from '../../../db';
import { readSiteConfig } from '../site-config';

async function applicationOf(db: Db, memberId: number) {
  const row = await db.selectFrom('agent_application').select(['status', 'created_at', 'channel']).where('member_id', '=', memberId).executeTakeFirst();
  return row ? { status: row.status as AgentStatus, submittedAt: Number(row.created_at), channel: row.channel as AgentChannel } : null;
}

/** The agent programme's application (/agent): one per member, refused while the site hides the agent area. */
export function agentModule(app: FastifyInstance): void {
  memberRoute(app, agentApplication, (_body, ctx) => applicationOf(ctx.db, ctx.memberId));

  memberRoute(app, agentApply, async (body, ctx) => {
    if ((await readSiteConfig(ctx.db)).flags.hideAgent) throw new SiteError(ResponseCode.ACCESS_DENIED, AGENT_MSG.hidden);
    const inserted = await ctx.db
      .insertInto('agent_application')
      .values({
        member_id: ctx.memberId,
        real_name: body.realName,
        phone: body.phone,
        contact: body.contact,
        channel: body.channel,
        plan: body.plan,
        created_at: ctx.now,
      })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new SiteError(ResponseCode.DATA_EXISTS, AGENT_MSG.exists);
    ctx.message = AGENT_MSG.submitted;
    const state = await applicationOf(ctx.db, ctx.memberId);
    if (!state) throw new Error('agent application vanished');
    return state;
  });
}
