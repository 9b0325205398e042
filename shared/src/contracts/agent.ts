import { z } from '../zod';
import { defineContract } from '../contract';
import { lazySchema } from '../lazy-schema';

/**
 * The agent programme (/agent, hidden with the site flag hideAgent): commission tiers and an
 * application form kept by the api. Tiers are a table: the commission percent of the month's net
 * revenue of the agent's active members.
 */
export const AGENT_TIERS = [
  { level: 1, activeMembers: 5, netRevenueYuan: 1, percent: 15 },
  { level: 2, activeMembers: 10, netRevenueYuan: 50_000, percent: 25 },
  { level: 3, activeMembers: 20, netRevenueYuan: 200_000, percent: 35 },
  { level: 4, activeMembers: 50, netRevenueYuan: 800_000, percent: 45 },
] as const;
export type AgentTier = (typeof AGENT_TIERS)[number];

export const AGENT_CHANNELS = ['social', 'website', 'offline', 'other'] as const;
export type AgentChannel = (typeof AGENT_CHANNELS)[number];

/** The form's Chinese messages (the api answers these; the page shows the same before sending). */
export const AGENT_MSG = {
  realName: '请输入 2-20 位中文真实姓名',
  phone: '请输入正确的 11 位手机号',
  contact: '请输入微信或 QQ 联系方式（4-40 位）',
  channel: '请选择推广渠道',
  plan: '推广计划请填写 10-300 个字',
  exists: '您已提交过代理申请，请耐心等待审核',
  hidden: '代理申请暂未开放',
  submitted: '申请已提交，客服将在 1-3 个工作日内联系您',
} as const;

export const AGENT_FORM_RULES = {
  realName: /^[\u4e00-\u9fa5·]{2,20}$/,
  phone: /^1[3-9]\d{9}$/,
  contact: /^[A-Za-z0-9_@.-]{4,40}$/,
  plan: { min: 10, max: 300 },
} as const;

export const agentApplySchema = lazySchema(() =>
  z
    .object({
      realName: z.string({ message: AGENT_MSG.realName }).trim().regex(AGENT_FORM_RULES.realName, AGENT_MSG.realName),
      phone: z.string({ message: AGENT_MSG.phone }).trim().regex(AGENT_FORM_RULES.phone, AGENT_MSG.phone),
      contact: z.string({ message: AGENT_MSG.contact }).trim().regex(AGENT_FORM_RULES.contact, AGENT_MSG.contact),
      channel: z.enum(AGENT_CHANNELS, { message: AGENT_MSG.channel }),
      plan: z.string({ message: AGENT_MSG.plan }).trim().min(AGENT_FORM_RULES.plan.min, AGENT_MSG.plan).max(AGENT_FORM_RULES.plan.max, AGENT_MSG.plan),
    })
    .strict(),
);
export type AgentApplication = z.infer<typeof agentApplySchema>;

export const AGENT_STATUS = ['pending', 'approved', 'rejected'] as const;
export type AgentStatus = (typeof AGENT_STATUS)[number];

export const agentApplicationStateSchema = lazySchema(() =>
  z.object({
    status: z.enum(AGENT_STATUS),
    submittedAt: z.number(),
    channel: z.enum(AGENT_CHANNELS),
  }),
);

export const agentApply = defineContract({
  path: '/site/api/v1/agent/apply',
  auth: true,
  request: agentApplySchema,
  response: agentApplicationStateSchema,
});

/** The member's application, or null when none. */
export const agentApplication = defineContract({
  path: '/site/api/v1/agent/application',
  auth: true,
  request: lazySchema(() => z.object({}).strict()),
  response: lazySchema(() => agentApplicationStateSchema.nullable()),
});
