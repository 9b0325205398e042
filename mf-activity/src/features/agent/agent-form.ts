import { AGENT_CHANNELS, AGENT_FORM_RULES, type AgentChannel } from '@site/shared';

/** The agent application form as typed (all text until checked). */
export interface AgentDraft {
  realName: string;
  phone: string;
  contact: string;
  channel: AgentChannel | '';
  plan: string;
}
export type AgentField = keyof AgentDraft;
export const EMPTY_DRAFT: AgentDraft = { realName: '', phone: '', contact: '', channel: '', plan: '' };

/** Each field's check, in the form's order: the same rules the api applies (AGENT_FORM_RULES), as a table. */
const CHECKS: { field: AgentField; ok: (d: AgentDraft) => boolean }[] = [
  { field: 'realName', ok: (d) => AGENT_FORM_RULES.realName.test(d.realName.trim()) },
  { field: 'phone', ok: (d) => AGENT_FORM_RULES.phone.test(d.phone.trim()) },
  { field: 'contact', ok: (d) => AGENT_FORM_RULES.contact.test(d.contact.trim()) },
  { field: 'channel', ok: (d) => (AGENT_CHANNELS as readonly string[]).includes(d.channel) },
  { field: 'plan', ok: (d) => d.plan.trim().length >= AGENT_FORM_RULES.plan.min && d.plan.trim().length <= AGENT_FORM_RULES.plan.max },
];

/** The fields that fail their check (the page shows each field's message under it). */
export function draftProblems(d: AgentDraft): AgentField[] {
  return CHECKS.filter((c) => !c.ok(d)).map((c) => c.field);
}
