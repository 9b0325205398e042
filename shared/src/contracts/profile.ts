import { z } from '../zod';
import { defineContract } from '../contract';
import { checkEmail, checkRealName, LIMITS, MD5_PATTERN, MSG } from '../rules/account';
import { ruled } from './rule';
import { lazySchema } from '../lazy-schema';

/** Messages of the profile and security calls (the api answers them; the pages show them). */
export const PROFILE_MSG = {
  nothingToSave: '请填写要保存的资料',
  realNameBound: '真实姓名已绑定，如需修改请联系客服',
  birthdayWrong: '请输入正确的出生日期',
  underAge: '根据法律规定，未满18周岁不得使用本服务',
  genderWrong: '请选择性别',
  phoneBound: '已绑定手机号，如需更换请联系客服',
  phoneTaken: '该手机号已被其他账号绑定',
  emailBound: '已绑定邮箱，如需更换请联系客服',
  emailTaken: '该邮箱已被其他账号绑定',
  areaUnknown: '请选择国家/地区',
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  oldPasswordRequired: '请输入原密码',
  avatarUnknown: '请选择头像',
  saved: '保存成功',
  bound: '绑定成功',
  passwordChanged: '密码修改成功，请重新登录',
} as const;

/** Legal age (spec §9). */
export const LEGAL_AGE = 18;

/** Whether a YYYY-MM-DD birthday is a real date on or before `today` minus LEGAL_AGE years. */
export function birthdayProblem(value: string, today: Date): 'birthdayWrong' | 'underAge' | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return 'birthdayWrong';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900) return 'birthdayWrong';
  const adult = new Date(Date.UTC(y + LEGAL_AGE, mo - 1, d));
  return adult.getTime() <= today.getTime() ? null : 'underAge';
}

const md5 = (message: string) => z.string({ error: () => message }).regex(MD5_PATTERN, { error: () => message });
const code = lazySchema(() =>
  z
    .string({ error: () => MSG.codeRequired })
    .trim()
    .regex(/^\d{6}$/, { error: () => MSG.codeRequired }),
);
const empty = lazySchema(() => z.object({}).strict());

/**
 * member/bindOther: the editable fields of /mine/userinfo. realName only once (spec §5 rule,
 * '请输入正确的姓名'; a bound one → 6009); birthday YYYY-MM-DD and at least 18 years old;
 * gender male / female. Answers the new member info fields.
 */
export const bindOther = defineContract({
  path: '/site/api/v1/user/member/bindOther',
  auth: true,
  request: lazySchema(() =>
    z
      .object({
        realName: ruled(checkRealName, 30).optional(),
        gender: z.enum(['male', 'female'], { error: () => PROFILE_MSG.genderWrong }).optional(),
        birthday: z
          .string()
          .max(10, { error: () => PROFILE_MSG.birthdayWrong })
          .optional(),
      })
      .refine((b) => b.realName !== undefined || b.gender !== undefined || b.birthday !== undefined, { message: PROFILE_MSG.nothingToSave }),
  ),
  response: lazySchema(() => z.object({ realName: z.string(), gender: z.enum(['male', 'female', '']), birthday: z.string() })),
});

/** What a bind code is for: a new phone (SMS 0 / voice 2) or a new e-mail (1). */
export const BindCodePurpose = { PHONE: 'phone', EMAIL: 'email' } as const;

/**
 * A code to a phone or e-mail the member wants to bind (not yet theirs): cate 0 SMS / 2 voice
 * with areaCode + phone (checked against the country's regex from countryArea), cate 1 with
 * email. 6009 when another member holds it; 6066 within 60 s. Codes land in the outbox.
 */
export const sendBindCode = defineContract({
  path: '/site/api/v1/user/sendCode/bind',
  auth: true,
  request: lazySchema(() =>
    z
      .object({
        cate: z.union([z.literal(0), z.literal(1), z.literal(2)]),
        areaCode: z.string().max(8).optional(),
        phone: z
          .string()
          .max(LIMITS.phoneInput, { error: () => MSG.phoneWrong })
          .optional(),
        email: z
          .string()
          .max(LIMITS.email, { error: () => MSG.emailWrong })
          .optional(),
      })
      .superRefine((b, ctx) => {
        if (b.cate === 1) {
          const key = checkEmail(b.email ?? '');
          if (key) ctx.addIssue({ code: 'custom', message: MSG[key], path: ['email'] });
        } else if (!b.phone || !/^\d{4,11}$/.test(b.phone)) ctx.addIssue({ code: 'custom', message: MSG.phoneWrong, path: ['phone'] });
      }),
  ),
  response: lazySchema(() => z.object({ sent: z.literal(true), resendAfter: z.number() })),
});

/** Binds a phone with the code sendBindCode sent (6036/6038 code errors; 6009 bound / taken). */
export const bindPhone = defineContract({
  path: '/site/api/v1/user/bindPhone',
  auth: true,
  request: lazySchema(() =>
    z.object({
      areaCode: z.string().max(8).optional(),
      phone: z.string({ error: () => MSG.phoneWrong }).regex(/^\d{4,11}$/, { error: () => MSG.phoneWrong }),
      code,
    }),
  ),
  response: lazySchema(() => z.object({ phone: z.string(), bindPhone: z.literal(true) })),
});

/** Binds an e-mail with the code sendBindCode sent. */
export const bindEmail = defineContract({
  path: '/site/api/v1/user/bindEmail',
  auth: true,
  request: lazySchema(() => z.object({ email: ruled(checkEmail, LIMITS.email), code })),
  response: lazySchema(() => z.object({ email: z.string(), bindEmail: z.literal(true) })),
});

const newPassword = {
  password: md5(MSG.newPasswordRequired),
  secondPassword: md5(MSG.newPasswordMismatch),
};
const sameTwice = (b: { password: string; secondPassword: string }) => b.password === b.secondPassword;

/**
 * Changes the login password (md5 of the old and new, spec §5 rule checked by the form): 6100
 * '原密码错误'; every OTHER session of the member ends at once. The page then emits
 * auth:password-changed and the shell returns to login after 3 s.
 */
export const bindPassword = defineContract({
  path: '/site/api/v1/user/bindPassword',
  auth: true,
  request: lazySchema(() =>
    z
      .object({ oldPassword: md5(PROFILE_MSG.oldPasswordRequired), ...newPassword })
      .refine(sameTwice, { message: MSG.newPasswordMismatch, path: ['secondPassword'] })
      .refine((b) => b.oldPassword !== b.password, { message: PROFILE_MSG.samePassword, path: ['password'] }),
  ),
  response: lazySchema(() => z.object({ revokedSessions: z.number() })),
});

/**
 * Resets the login password with a code sent to the member's bound phone (sendCode/two type 2,
 * cate 0 / 2) or bound e-mail (cate 1); other sessions end as with bindPassword.
 */
export const bindPasswordByPhone = defineContract({
  path: '/site/api/v1/user/bindPasswordByPhone',
  auth: true,
  request: lazySchema(() => z.object({ code, ...newPassword }).refine(sameTwice, { message: MSG.newPasswordMismatch, path: ['secondPassword'] })),
  response: lazySchema(() => z.object({ revokedSessions: z.number() })),
});
export const bindPasswordByEmail = defineContract({
  path: '/site/api/v1/user/bindPasswordByEmail',
  auth: true,
  request: lazySchema(() => z.object({ code, ...newPassword }).refine(sameTwice, { message: MSG.newPasswordMismatch, path: ['secondPassword'] })),
  response: lazySchema(() => z.object({ revokedSessions: z.number() })),
});

export const avatarSchema = lazySchema(() => z.object({ id: z.string(), url: z.string() }));
export type Avatar = z.infer<typeof avatarSchema>;

/** The avatars a member may choose from, and the current one ('' = none). */
export const avatarList = defineContract({
  path: '/site/api/v1/user/avatarList',
  auth: true,
  request: empty,
  response: lazySchema(() => z.object({ avatars: z.array(avatarSchema), current: z.string() })),
});

/** Sets the member's avatar to one of avatarList (6007 '请选择头像' otherwise). */
export const addAvatar = defineContract({
  path: '/site/api/v1/user/addAvatar',
  auth: true,
  request: lazySchema(() =>
    z.object({
      avatar: z
        .string({ error: () => PROFILE_MSG.avatarUnknown })
        .min(1, { error: () => PROFILE_MSG.avatarUnknown })
        .max(40),
    }),
  ),
  response: lazySchema(() => z.object({ avatar: z.string() })),
});
