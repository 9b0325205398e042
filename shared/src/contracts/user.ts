import { z } from '../zod';
import { defineContract } from '../contract';
import { MD5_PATTERN, MSG, checkEmail, checkForgotUsername, checkLoginUsername, checkRegisterUsername, checkVerifyCode, LIMITS } from '../rules/account';
import { ruled } from './rule';
import { lazySchema } from '../lazy-schema';

const empty = lazySchema(() => z.object({}).strict());
const md5 = (message: string) => z.string({ error: () => message }).regex(MD5_PATTERN, { error: () => message });

/**
 * The captcha type (kaptchcate) a login or register sends: 1 the picture code, 2 a slider pass,
 * 99 the automatic login right after register (spec §4). The one definition: client and api use it.
 */
export const Kaptchcate = { PICTURE: 1, SLIDER: 2, AFTER_REGISTER: 99 } as const;
export type KaptchcateValue = (typeof Kaptchcate)[keyof typeof Kaptchcate];

/** Captcha answer fields sent with login and register (see Kaptchcate). */
const captchaFields = {
  kaptchcate: z.number().int().optional(),
  codeId: z.string().max(64).optional(),
  code: z.string().max(LIMITS.pictureCaptcha).optional(),
};

export const loginRequest = lazySchema(() =>
  z.object({
    isAgent: z.literal(0).default(0),
    name: ruled(checkLoginUsername, 30),
    password: md5(MSG.passwordRequired),
    version: z.string().max(20).optional(),
    /** Device fingerprint (spec §3), used for the risky-login check. */
    deviceId: z.string().max(200).optional(),
    /** New device: the 6-digit code from sendCode type 3. */
    sendCodeNum: z
      .string()
      .regex(/^\d{6}$/, { error: () => MSG.codeRequired })
      .optional(),
    /** New device: the 4 middle phone digits. */
    phoneMiddle: z
      .string()
      .regex(/^\d{4}$/, { error: () => MSG.phoneCompletionWrong })
      .optional(),
    ...captchaFields,
  }),
);
/**
 * Login answers (api/src/modules/site/user/accounts.ts, user/login-guard.ts), in the order they are checked:
 * - 6011 '请勿频繁提交': more than 5 login/register submissions in one second from one IP.
 * - 6037 '登录失败次数过多，账号已锁定15分钟，请稍后再试': the failure that makes 8 for the name
 *   within 15 min (from any IPs) locks the name for 15 minutes; while locked, every login of the
 *   name must carry a right picture code (6021 below) and a correct one still logs in.
 * - 6021 (data { kaptchcate: 1 }): 3 failures for the (name, IP) pair or 10 from the IP within
 *   15 min, or the name is locked. Fetch
 *   defaultKaptcha and send again with kaptchcate 1, codeId, code. '1 请输入图形验证码' when none
 *   was sent, '1 图形验证码错误或已过期，请重新输入' when wrong (each picture code gets one try).
 *   kaptchcate 99 (the one automatic login within 5 minutes after register) is never asked; the
 *   first login that sends 99 spends it, right or wrong.
 * - 6002 '用户名或密码错误'.
 * - 6501 (data { popup: true, message }) / 6502: the member is suspended.
 * - 6026 (data { maskedPhone: '138****8000' }, '您正在新设备上登录，为保障账户安全，请完成手机验证'):
 *   the member has a bound phone and deviceId (else the uuid header) is not one of its devices.
 *   Then: sendCode/one { SendName: name, type: 3, cate: 0 | 2 } → retry the login with the same
 *   name/password/deviceId + phoneMiddle + sendCodeNum. Wrong middle digits → 6036 '手机号错误';
 *   code errors → 6036 '6 验证码错误' / '6 请先获取验证码' / '6 验证码已使用，请重新获取', 6038 expired
 *   (captcha errors start with 1, 2 or 6: captchaError).
 *   On success the device is remembered.
 * - 6000 { token, userId }: token goes in the `token` header; logout or a password reset ends it.
 */
export const login = defineContract({
  path: '/site/api/v1/user/login',
  request: loginRequest,
  response: lazySchema(() => z.object({ token: z.string(), userId: z.string(), maskedPhone: z.string().optional() })),
});

/**
 * Register answers: 6011 (flood, as login), 6007 (the rules' messages), 6009 '用户名已存在'
 * (names compare case-insensitively), 6022 (data { kaptchcate: 2 }) '2 请完成滑块安全验证' when the IP
 * registered 3 accounts within the last hour: run the slider (sliderCaptcha → validateGeeCheck)
 * and send again with kaptchcate 2 + the codeId ('2 滑块验证已失效，请重新验证' when spent/expired).
 * 6000 { userId } with the message '注册成功'; then log in with kaptchcate 99 within 5 minutes.
 */
export const register = defineContract({
  path: '/site/api/v1/user/register',
  request: lazySchema(() =>
    z
      .object({
        name: ruled(checkRegisterUsername, LIMITS.usernameMax),
        password: md5(MSG.passwordRule),
        secondPassword: md5(MSG.repeatMismatch),
        domain: z.string().max(200).optional(),
        rCode: z.string().max(64).optional(),
        iCode: z.string().max(64).optional(),
        deviceId: z.string().max(200).optional(),
        ...captchaFields,
      })
      .refine((b) => b.password === b.secondPassword, { message: MSG.repeatMismatch, path: ['secondPassword'] }),
  ),
  response: lazySchema(() => z.object({ userId: z.string() })),
});

export const logout = defineContract({
  path: '/site/api/v1/user/logout',
  request: empty,
  auth: true,
  response: lazySchema(() => z.null()),
});

export const userInfoSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    name: z.string(),
    realName: z.string(),
    phone: z.string(),
    email: z.string(),
    bindPhone: z.boolean(),
    bindRealName: z.boolean(),
    bindEmail: z.boolean(),
    gender: z.enum(['male', 'female', '']),
    birthday: z.string(),
    registerDate: z.string(),
    vipGrade: z.number(),
    /** The chosen avatar's id in avatarList ('' = none chosen). */
    avatar: z.string(),
    /**
     * The avatar's image (avatarList's url of `avatar`, or of its first avatar when none is chosen), so a page
     * shows the member's avatar from member info alone; absent from an api that predates it.
     */
    avatarUrl: z.string().optional(),
  }),
);
export type UserInfo = z.infer<typeof userInfoSchema>;

export const memberInfo = defineContract({
  path: '/site/api/v1/user/member/info',
  request: lazySchema(() => z.object({ isPop: z.number().int().min(0).max(1).optional() })),
  auth: true,
  response: userInfoSchema,
});

export const memberJwt = defineContract({
  path: '/site/api/v1/user/member/jwt',
  request: empty,
  auth: true,
  response: lazySchema(() => z.object({ token: z.string() })),
});

/**
 * Picture captcha: a PNG picture (data URL, 150 × 50, 4 warped characters over noise) and its
 * code id (the spec's x-code). Valid 2 minutes, one try, case-insensitive.
 */
export const defaultKaptcha = defineContract({
  path: '/site/api/v1/user/register/defaultKaptcha',
  request: lazySchema(() => z.object({ name: z.string().max(30).optional() })),
  response: lazySchema(() => z.object({ image: z.string(), codeId: z.string() })),
});

/**
 * What validateGeeCheck's captcha_output carries: the piece's final left x (puzzle px) and the
 * drag's track, [x, ms since the drag began] per pointer move or key press, in order.
 */
export const sliderOutputSchema = lazySchema(() =>
  z.object({
    x: z.number().finite(),
    track: z.array(z.tuple([z.number().finite(), z.number().finite()])).max(300),
  }),
);
export type SliderOutput = z.infer<typeof sliderOutputSchema>;
export const SLIDER_OUTPUT_MAX = 8192;

/** The captcha_output text of a drag (JSON of SliderOutput, positions and times rounded). */
export function sliderOutput(x: number, track: readonly (readonly [number, number])[]): string {
  const points = track.slice(-300).map(([px, t]) => [Math.round(px), Math.round(t)] as [number, number]);
  return JSON.stringify({ x: Math.round(x), track: points } satisfies SliderOutput);
}

/** Slider captcha check (served by our api in place of the third-party service). */
export const validateGeeCheck = defineContract({
  path: '/site/api/v1/user/member/validateGeeCheck',
  request: lazySchema(() =>
    z.object({
      lot_number: z.string().max(64),
      captcha_output: z.string().max(SLIDER_OUTPUT_MAX),
      pass_token: z.string().max(128),
      gen_time: z.string().max(20),
      validate_way: z.literal(0),
    }),
  ),
  response: lazySchema(() => z.object({ passed: z.boolean(), codeId: z.string() })),
});

/**
 * Slider puzzle issued by our api. image = PNG data URL of the background (width × 160) whose gap
 * exists only in its pixels; piece = PNG data URL of the 44 × 44 piece, drawn at top pieceY.
 * pass_token must be sent back unchanged to validateGeeCheck with lot_number and gen_time;
 * captcha_output = sliderOutput(x, track): the piece's left x (±6 px of the gap passes) and the
 * drag's track, which must look like a drag (a few moves towards x, in time order, ending at x,
 * not sooner than a person could have seen the picture). One try per lot (2 minutes); a pass
 * returns a codeId for register (kaptchcate 2, once, 5 min); a miss answers
 * { passed: false, codeId: '' } and a new puzzle must be fetched.
 */
export const sliderCaptcha = defineContract({
  path: '/site/api/v1/user/member/sliderCaptcha',
  request: empty,
  response: lazySchema(() =>
    z.object({
      lot_number: z.string(),
      gen_time: z.string(),
      width: z.number(),
      pieceY: z.number(),
      image: z.string(),
      piece: z.string(),
      pass_token: z.string(),
    }),
  ),
});

/** Send-code channels: SMS 0, e-mail 1, voice 2. Types: 2 reset password, 3 new device. */
export const CodeCate = { SMS: 0, EMAIL: 1, VOICE: 2 } as const;
export const CodeType = { RESET: 2, NEW_DEVICE: 3 } as const;

/**
 * sendCode/one: a code to a known phone or e-mail. Fields are plain text; the V2 variants carry
 * encryptText(value) instead. type 3 (new device): SendName = the username, only within 10
 * minutes after that login answered 6026 (else 6007 '请先使用账号密码登录'); the code goes to the
 * member's bound phone (cate 0 SMS, 2 voice) or e-mail (cate 1). type 2 (reset): SendName +
 * SendCodeNum (the phone or e-mail) must belong together, else 6004. Codes: 6 digits, 5 minutes,
 * one use, one per target per 60 s (6066 '60秒内只能获取一次验证码，请稍后再试').
 * Success messages: '获取手机验证码成功' / '获取邮箱验证码成功' / '验证码获取成功，注意接听手机来电'.
 */
export const sendCodeOne = defineContract({
  path: '/site/api/v1/user/sendCode/one',
  request: lazySchema(() =>
    z.object({
      SendCodeNum: z.string().max(64).optional(),
      SendName: z.string().max(64).optional(),
      codeId: z.string().max(64).optional(),
      sendCodeNumV2: z.string().max(256).optional(),
      sendNameV2: z.string().max(256).optional(),
      codeIdV2: z.string().max(256).optional(),
      name: z.string().max(30).optional(),
      type: z.union([z.literal(2), z.literal(3)]),
      cate: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      version: z.literal(1).default(1),
      kaptchcate: z.number().int().optional(),
      imageCode: z.string().max(LIMITS.pictureCaptcha).optional(),
    }),
  ),
  response: lazySchema(() => z.object({ sent: z.literal(true), resendAfter: z.number() })),
});

/** sendCode/two: a code for the logged-in member's bound phone or e-mail. */
export const sendCodeTwo = defineContract({
  path: '/site/api/v1/user/sendCode/two',
  auth: true,
  request: lazySchema(() =>
    z.object({
      type: z.union([z.literal(2), z.literal(3)]),
      cate: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      version: z.literal(1).default(1),
    }),
  ),
  response: lazySchema(() => z.object({ sent: z.literal(true), resendAfter: z.number() })),
});

const forgotName = ruled(checkForgotUsername, LIMITS.forgotUsername);
const forgotCode = ruled((v) => checkVerifyCode(v), LIMITS.verifyCode);
const phoneField = lazySchema(() => z.string().regex(/^\d{4,11}$/, { error: () => MSG.phoneWrong }));
const areaCode = lazySchema(() => z.string().max(8).optional());
const emailField = ruled(checkEmail, LIMITS.email);
const resetFields = { password: md5(MSG.newPasswordRequired), secondPassword: md5(MSG.newPasswordMismatch) };
const sameTwice = (b: { password: string; secondPassword: string }) => b.password === b.secondPassword;
const stepResponse = lazySchema(() => z.object({ step: z.number() }));

/**
 * Forgot password, by phone or e-mail. Each step checks that name + phone (areaCode, default +86)
 * or name + e-mail belong together, else 6004 '用户名与手机号不匹配' / '用户名与邮箱不匹配'.
 * one   → SENDS the reset code itself (6066 within 60 s of the last code to that target) → { step: 1 }.
 *         To resend, call one again after 60 s (or sendCode/one type 2).
 * two   → checks and spends the code (6036 '6 验证码错误' / '6 请先获取验证码', 6038 expired) → { step: 2 };
 *         step three is then allowed for 10 minutes.
 * three → sets the new password and ends every session of the member → { step: 3 },
 *         message '密码修改成功，请重新登录'; without a passed step two → 6035 '请先完成验证码验证'.
 */
export const forgetByPhoneOne = defineContract({
  path: '/site/api/v1/user/forgetByPhone/one',
  request: lazySchema(() => z.object({ phone: phoneField, name: forgotName, areaCode })),
  response: stepResponse,
});
export const forgetByPhoneTwo = defineContract({
  path: '/site/api/v1/user/forgetByPhone/two',
  request: lazySchema(() => z.object({ phone: phoneField, name: forgotName, code: forgotCode, areaCode })),
  response: stepResponse,
});
export const forgetByPhoneThree = defineContract({
  path: '/site/api/v1/user/forgetByPhone/three',
  request: lazySchema(() =>
    z.object({ phone: phoneField, name: forgotName, areaCode, ...resetFields }).refine(sameTwice, { message: MSG.newPasswordMismatch }),
  ),
  response: stepResponse,
});
export const forgetByEmailOne = defineContract({
  path: '/site/api/v1/user/forgetByEmail/one',
  request: lazySchema(() => z.object({ email: emailField, name: forgotName })),
  response: stepResponse,
});
export const forgetByEmailTwo = defineContract({
  path: '/site/api/v1/user/forgetByEmail/two',
  request: lazySchema(() => z.object({ email: emailField, name: forgotName, code: forgotCode })),
  response: stepResponse,
});
export const forgetByEmailThree = defineContract({
  path: '/site/api/v1/user/forgetByEmail/three',
  request: lazySchema(() => z.object({ email: emailField, name: forgotName, ...resetFields }).refine(sameTwice, { message: MSG.newPasswordMismatch })),
  response: stepResponse,
});
