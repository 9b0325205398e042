import type { Generated, Kysely, Selectable } from 'kysely';

/**
 * The tables, written once and used by every module on both engines (SQLite, PostgreSQL).
 * Times are milliseconds since the epoch (bigint on PostgreSQL), money is integer fen (bigint
 * on PostgreSQL); both arrive as JS numbers (db/index.ts refuses an int8 above 2^53).
 */
export interface SiteConfigTable {
  key: string;
  /** JSON text. */
  value: string;
}

export interface NavigationTable {
  id: number;
  section: string;
  name: string;
  route_name: string;
  icon: string;
  sort: number;
}

export interface SponsorTable {
  id: number;
  title: string;
  content: string;
  image: string;
}

export interface CountryAreaTable {
  area_code: string;
  area_name: string;
  regex: string;
  sort: number;
}

export type Gender = '' | 'male' | 'female';
/** 0 active, 1 suspended with a popup (6501), 2 suspended without one (6502). */
export type Suspension = 0 | 1 | 2;

export interface MemberTable {
  id: Generated<number>;
  name: string;
  /** lower(name): names are unique and looked up without regard to case. */
  name_key: string;
  password_hash: string;
  real_name: Generated<string>;
  area_code: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  gender: Generated<Gender>;
  birthday: Generated<string>;
  vip_grade: Generated<number>;
  avatar: Generated<string>;
  suspended: Generated<Suspension>;
  suspend_message: Generated<string>;
  register_ip: Generated<string>;
  domain: Generated<string>;
  r_code: Generated<string>;
  i_code: Generated<string>;
  /** The automatic login right after register (kaptchcate 99) is allowed until then. */
  auto_login_until: number | null;
  created_at: number;
  last_login_at: number | null;
}
export type MemberRow = Selectable<MemberTable>;

export interface MemberDeviceTable {
  member_id: number;
  device_id: string;
  first_seen: number;
  last_seen: number;
}

/** A risky login asked for the new-device check; sendCode type 3 needs one. */
export interface DeviceChallengeTable {
  member_id: number;
  created_at: number;
}

export interface SessionTable {
  token_hash: string;
  member_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export type CodeChannel = 'sms' | 'email' | 'voice';

export interface VerifyCodeTable {
  id: Generated<number>;
  target: string;
  channel: CodeChannel;
  purpose: string;
  code: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  attempts: Generated<number>;
}

export interface DevOutboxTable {
  id: Generated<number>;
  target: string;
  channel: CodeChannel;
  purpose: string;
  code: string;
  text: string;
  created_at: number;
}

export interface ResetTicketTable {
  id: Generated<number>;
  member_id: number;
  target: string;
  expires_at: number;
  used_at: number | null;
}

export type CaptchaKind = 'picture' | 'slider' | 'slider-pass';

export interface CaptchaTable {
  id: string;
  kind: CaptchaKind;
  answer: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** name is lower case (the guard counts a name without regard to case). */
export interface LoginFailureTable {
  id: Generated<number>;
  name: string;
  ip: string;
  at: number;
}

export interface LoginLockTable {
  name: string;
  until: number;
}

/** The first answer per (idempotency key, member) of a call that moves money. */
export interface IdempotencyKeyTable {
  key: string;
  member_id: number;
  path: string;
  /** sha256 of path + body: the same key with another body is refused. */
  request_hash: string;
  /** The stored envelope (JSON). */
  response: string;
  created_at: number;
}

export interface WalletTable {
  member_id: number;
  center_fen: Generated<number>;
  lock_fen: Generated<number>;
  /** setAutoTransferStatus: 1 = entering a venue moves the whole centre balance in. */
  auto_transfer: Generated<0 | 1>;
}

/** category: 1 sport, 2 live casino, 3 chess, 4 esports, 5 lottery, 6 egame, 7 fishing. */
export interface WalletVenueTable {
  channel_code: string;
  name: string;
  category: number;
  sort: number;
  /** The venue catalogue (migration 0007, modules/venues/catalogue.ts): the launch call's name. */
  en_name: Generated<string>;
  /** The short mark drawn on the venue's icon. */
  icon_mark: Generated<string>;
  /** 1 = under maintenance (launch answers 6415). */
  maintenance: Generated<0 | 1>;
  /** 1 = a venue activity is running (launch answers 6413 unless isActivity = 1). */
  activity: Generated<0 | 1>;
  has_game_list: Generated<0 | 1>;
  launch_page: Generated<'sport' | 'baccarat' | 'lottery' | 'lobby' | 'slot'>;
  launch_form: Generated<'session' | 'absolute' | 'path' | 'document'>;
}

export interface WalletVenueBalanceTable {
  member_id: number;
  channel_code: string;
  balance_fen: Generated<number>;
}

export const LETTER_KINDS = ['brnotice', 'bractivity', 'brbulletin', 'brmatch', 'brfd', 'notice', 'activity', 'fd'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

export interface LetterTable {
  id: Generated<number>;
  member_id: number;
  kind: LetterKind;
  title: string;
  content: string;
  created_at: number;
  read_at: number | null;
  deleted_at: number | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  type: Generated<number>;
  content: string;
  /** JSON array of image URLs. */
  images: Generated<string>;
  created_at: number;
  reply: string | null;
  replied_at: number | null;
  reply_read: Generated<number>;
  deleted_at: number | null;
}

/** A venue launch: the token a venue (or the demo provider) uses to call the api for this member (spec §7 launch, resource). */
export interface VenueSessionTable {
  token_hash: string;
  member_id: number;
  en_name: string;
  game_code: Generated<string>;
  created_at: number;
  expires_at: number;
}

/** What a journal transaction did (modules/ledger). */
export type LedgerTxnKind =
  'opening' | 'transfer' | 'auto_transfer' | 'recycle' | 'round' | 'deposit' | 'withdraw_lock' | 'withdraw_paid' | 'withdraw_return' | 'reward';

/** One money movement: its entries (ledger_entry) sum to zero; ref (idempotency key, round id) is unique per member. */
export interface LedgerTxnTable {
  id: Generated<number>;
  kind: LedgerTxnKind;
  member_id: number;
  ref: string | null;
  created_at: number;
}

/**
 * Accounts of the journal: a member's centre wallet, locked funds and venue wallets (balance rows in
 * wallet / wallet_venue_balance), and the house side (member_id 0): the provider account per venue,
 * the opening account, the bonus account.
 */
/** payment: money from and to the payment channels (deposits, withdrawals); fee: withdrawal fees kept by the site. */
export type LedgerAccount = 'center' | 'locked' | 'venue' | 'house' | 'opening' | 'bonus' | 'payment' | 'fee';

export interface LedgerEntryTable {
  id: Generated<number>;
  txn_id: number;
  account: LedgerAccount;
  member_id: number;
  /** The venue of a venue or house account; '' otherwise. */
  channel_code: Generated<string>;
  /** Signed fen: + into the account, − out of it (never 0). */
  amount_fen: number;
}

/** One settled round of the demo game provider (modules/provider): the bet records read these. */
export interface GameRoundTable {
  /** The provider's round id (the ledger's roundId). */
  id: string;
  member_id: number;
  channel_code: string;
  game_kind: 'slot' | 'baccarat' | 'lottery';
  game_code: string;
  game_name: string;
  stake_fen: number;
  /** What the round paid back, stake included (0 for a loss). */
  win_fen: number;
  /** JSON of the outcome (reels, cards, dice) as the player saw it. */
  detail: string;
  created_at: number;
}

/** A game of a venue's game list (gameList). */
export interface VenueGameTable {
  en_name: string;
  game_code: string;
  name: string;
  /** The name in traditional characters (searched too). */
  name_tw: string;
  /** The drawing of its icon (modules/venues/venue-icons.ts). */
  motif: string;
  hot: Generated<0 | 1>;
  new: Generated<0 | 1>;
  sort: number;
}

/** A member's favourite game (addCollection / removeCollection). */
export interface GameCollectionTable {
  member_id: number;
  en_name: string;
  game_code: string;
  created_at: number;
}

/** A venue's jackpot (getBonusPools): it grows from seed_fen and is won once per cycle, computed from the clock. */
export interface BonusPoolTable {
  en_name: string;
  name: string;
  seed_fen: number;
  growth_fen_per_hour: number;
  cycle_ms: number;
  epoch: number;
}

/** The final result of a finished match of the sports feed (the bet slip settles from it). */
export interface SportResultTable {
  game_id: string;
  gide: string;
  hgid: string;
  game_type: string;
  league_id: number;
  team_h: string;
  team_c: string;
  kickoff_at: number;
  finished_at: number;
  /** Goals, points, runs, sets or frames. */
  score_h: number;
  score_c: number;
  /** Football's half-time score; null for other sports. */
  half_h: number | null;
  half_c: number | null;
  /** 'H' | 'C' | 'N' (draw), or the champion's selection key (T<n>). */
  winner: string;
  /** JSON: sets won, innings played, the champion's name… */
  detail: string;
  /** The feed voided the match (0020_bets_more): 'D1' called off, 'D5' abandoned in play; null = a normal result. */
  void_reason: string | null;
}

/** The sports feed leader's checkpoint of one board (followers heal from it; sports/feed-store.ts). */
export interface SportBoardTable {
  board_key: string;
  seq: number;
  at: number;
  /** JSON of the board's matches. */
  matches: string;
}

/** One measure the shell reported (api/src/modules/telemetry): a remote load phase or a web vital. */
export interface RemoteTelemetryTable {
  id: Generated<number>;
  /** When the api received it (ms). */
  at: number;
  remote: string;
  version: string;
  cohort: 'stable' | 'canary';
  kind: 'load' | 'vital' | 'runtime';
  /** The load phase (manifest/entry/init/expose/mount), the vital (LCP/INP/CLS) or 'render' (a runtime error). */
  name: string;
  /** 'ok' for every vital, 'error' for every runtime error. */
  outcome: 'ok' | 'error';
  /** ms (load phases, LCP, INP), the CLS score, or 1 (one runtime error). */
  value: number;
}

export interface Schema {
  site_config: SiteConfigTable;
  navigation: NavigationTable;
  sponsor: SponsorTable;
  country_area: CountryAreaTable;
  member: MemberTable;
  member_device: MemberDeviceTable;
  device_challenge: DeviceChallengeTable;
  session: SessionTable;
  verify_code: VerifyCodeTable;
  dev_outbox: DevOutboxTable;
  reset_ticket: ResetTicketTable;
  captcha: CaptchaTable;
  login_failure: LoginFailureTable;
  login_lock: LoginLockTable;
  idempotency_key: IdempotencyKeyTable;
  wallet: WalletTable;
  wallet_venue: WalletVenueTable;
  wallet_venue_balance: WalletVenueBalanceTable;
  letter: LetterTable;
  feedback: FeedbackTable;
  venue_session: VenueSessionTable;
  ledger_txn: LedgerTxnTable;
  ledger_entry: LedgerEntryTable;
  game_round: GameRoundTable;
  venue_game: VenueGameTable;
  game_collection: GameCollectionTable;
  bonus_pool: BonusPoolTable;
  sport_result: SportResultTable;
  sport_board: SportBoardTable;
  remote_telemetry: RemoteTelemetryTable;
  bet: BetTable;
  bet_leg: BetLegTable;
  bet_cash_out_quote: BetCashOutQuoteTable;
  bet_cash_out_part: BetCashOutPartTable;
  bet_auto_cash_out: BetAutoCashOutTable;
  bet_edit: BetEditTable;
  early_payout_league: EarlyPayoutLeagueTable;
  deposit_order: DepositOrderTable;
  withdraw_order: WithdrawOrderTable;
  withdraw_stage: WithdrawStageTable;
  payout_policy: PayoutPolicyTable;
  withdraw_password: WithdrawPasswordTable;
  withdraw_password_failure: WithdrawPasswordFailureTable;
  withdraw_password_lock: WithdrawPasswordLockTable;
  request_id: RequestIdTable;
  deposit_limit: DepositLimitTable;
  play_exclusion: PlayExclusionTable;
  reality_check: RealityCheckTable;
  chat_room: ChatRoomTable;
  chat_message: ChatMessageTable;
  chat_mute: ChatMuteTable;
  chat_setting: ChatSettingTable;
  member_card: MemberCardTable;
  turnover_requirement: TurnoverRequirementTable;
  member_upload: MemberUploadTable;
  booking_code: BookingCodeTable;
  sport_favourite: SportFavouriteTable;
  vip_grade: VipGradeTable;
  vip_rebate: VipRebateTable;
  vip_claim: VipClaimTable;
  exchange_item: ExchangeItemTable;
  exchange_record: ExchangeRecordTable;
  promotion: PromotionTable;
  promotion_join: PromotionJoinTable;
  promotion_claim: PromotionClaimTable;
  site_notice: SiteNoticeTable;
  site_banner: SiteBannerTable;
  invite_code: InviteCodeTable;
  agent_application: AgentApplicationTable;
}

/** The database handle every data-access module takes (the whole database or one transaction). */
export type Db = Kysely<Schema>;

/** A bet of the bet slip (modules/bets); money in fen, states and codes of shared/src/contracts/bet.ts. */
export interface BetTable {
  id: string;
  member_id: number;
  /** The sport venue wallet it was staked from and is paid into. */
  channel_code: string;
  /** 'builder' (0032_bet_builder): a 同场串关 bet, its joint price in builder_hk_milli. */
  kind: 'single' | 'multiple' | 'series' | 'builder';
  /** JSON array of combination sizes ([1] single, [N] multiple, e.g. [2,3] for 3串4). */
  sizes: string;
  combinations: number;
  unit_fen: number;
  total_fen: number;
  max_return_fen: number;
  state: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'SETTLED' | 'CASHED_OUT';
  reject_reason: string | null;
  auto_accept: number;
  /** The payout-limit group (spec §9) the bet counts in. */
  limit_group: string;
  /** The day (UTC+8, yyyy-mm-dd) it counts in for the daily payout limit. */
  day: string;
  placed_at: number;
  pending_until: number | null;
  settled_at: number | null;
  payout_fen: number | null;
  result: string | null;
  d_reason: string | null;
  cash_out_state: string | null;
  cash_out_fen: number | null;
  /** Valid turnover once settled (shared rules validStakeFen); 0 before. */
  valid_fen: Generated<number>;
  /** The odds type it was placed in (0022_bet_odds_type): 'E' | 'H' | 'I' | 'M'. */
  odds_type: Generated<string>;
  /** Settled as won before the end by its competition's early payout (0031_bet_edits_early_payout): 1, else 0. */
  early_payout: Generated<number>;
  /** A 同场串关 bet's joint price, hong kong thousandths (0032_bet_builder); null for the other kinds. */
  builder_hk_milli: Generated<number | null>;
}

/** One leg of a bet: the pick with the price and line it was accepted at, and its result. */
export interface BetLegTable {
  bet_id: string;
  idx: number;
  game_id: string;
  gide: Generated<string>;
  hgid: Generated<string>;
  selection_id: string;
  market_id: string;
  wtype: string;
  rtype: string;
  line: Generated<string>;
  strong: string;
  three_way: number;
  hk_milli: number;
  game_type: string;
  league: Generated<string>;
  team_h: Generated<string>;
  team_c: Generated<string>;
  pick_name: Generated<string>;
  kickoff_at: number;
  in_play: number;
  score: Generated<string>;
  result: string | null;
  d_reason: string | null;
  /** The odds floor the player set for this leg (hong kong thousandths), null for none. */
  floor_hk_milli: Generated<number | null>;
}

/** A cash-out quote offered for a bet (valid until valid_until). */
export interface BetCashOutQuoteTable {
  id: string;
  bet_id: string;
  member_id: number;
  amount_fen: number;
  valid_until: number;
  created_at: number;
  /** What became of it (0020_bets_more): 'open' offered, 'processing' (in play, until decide_at), 'accepted', 'rejected' (CashOutState). */
  state: Generated<string>;
  /** Why it was rejected, in Chinese ('' otherwise). */
  reason: Generated<string>;
  /** Processing: when the sweep decides it (the in-play delay); null otherwise. */
  decide_at: Generated<number | null>;
  /** Accepted in part (0029_bet_cash_out_parts): the amount asked for, below amount_fen; null = in full. */
  part_fen: Generated<number | null>;
}

/** One part of a bet cashed out (部分兑现): what it paid and the share of the stake it took. */
export interface BetCashOutPartTable {
  quote_id: string;
  bet_id: string;
  member_id: number;
  amount_fen: number;
  stake_fen: number;
  created_at: number;
}

/** What became of an automatic cash-out rule (0030_bet_auto_cash_out). */
export const AUTO_CASH_OUT_STATES = ['armed', 'fired', 'failed', 'cancelled'] as const;
export type AutoCashOutRuleState = (typeof AUTO_CASH_OUT_STATES)[number];

/** A bet's automatic cash-out rule (自动兑现): cash out part_fen (null = in full) once the value reaches target_fen. */
export interface BetAutoCashOutTable {
  bet_id: string;
  member_id: number;
  target_fen: number;
  part_fen: number | null;
  state: AutoCashOutRuleState;
  /** Why it failed, in Chinese ('' otherwise). */
  reason: Generated<string>;
  /** What it paid once fired. */
  paid_fen: number | null;
  created_at: number;
  fired_at: number | null;
}

/** 修改注单: the bet an edit closed and the one that replaced it. */
export interface BetEditTable {
  old_bet_id: string;
  new_bet_id: string;
  member_id: number;
  cash_out_fen: number;
  created_at: number;
}

/** A competition (league) the operator offers early payout (提前派彩) on. */
export interface EarlyPayoutLeagueTable {
  league_id: number;
  updated_at: number;
}

/** A deposit order (modules/deposit): pending → paid once (the ledger's deposit), expired or closed. */
export interface DepositOrderTable {
  order_no: string;
  member_id: number;
  pay_code: string;
  kind: string;
  amount_fen: number;
  fee_fen: number;
  bonus_fen: number;
  /** Valid bets this deposit asks for before a withdrawal (deposit and bonus times their multiple). */
  turnover_fen: number;
  /** USDT to send, in hundredths (USDT kinds), else null. */
  usdt_cents: number | null;
  network: Generated<string>;
  /** The transfer reference (附言). */
  reference: string;
  status: 0 | 1 | 2 | 3;
  created_at: number;
  expire_at: number;
  paid_at: number | null;
}

/** A withdrawal (modules/withdraw): 0 under review (money locked), 1 paid out, 2 rejected (money back). */
export interface WithdrawOrderTable {
  order_no: string;
  member_id: number;
  method: 'bank' | 'usdt';
  card_id: string;
  card_label: string;
  amount_fen: number;
  fee_fen: number;
  usdt_cents: number | null;
  status: 0 | 1 | 2;
  reason: Generated<string>;
  created_at: number;
  decided_at: number | null;
}

/** One stage an order reached, or a hold in review (0033_withdraw_stages; shared rules/withdraw-tracker.ts). */
export interface WithdrawStageTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  stage: 'submitted' | 'riskReview' | 'approved' | 'paid' | 'returned';
  /** '' none, else a HoldReason. */
  hold_reason: Generated<string>;
  turnover_left_fen: number | null;
  /** Who or which payout-policy rule decided ('' when nothing was decided). */
  decided_by: Generated<string>;
  note: Generated<string>;
  at: number;
}

/** The fast-payout policy as site data (0034_payout_policy; one row, id 1, once set). */
export interface PayoutPolicyTable {
  id: number;
  enabled: number;
  max_amount_fen: number;
  min_account_age_hours: number;
  require_turnover_met: number;
  change_quiet_hours: number;
  daily_count: number;
  updated_at: number;
}

/** A wrong withdrawal password a member entered (the guard's failure budget). */
export interface WithdrawPasswordFailureTable {
  id: Generated<number>;
  member_id: number;
  at: number;
}

/** A member whose withdrawals the guard locked; deleted by the e-mail reset of the withdrawal password. */
export interface WithdrawPasswordLockTable {
  member_id: number;
  locked_at: number;
}

/** A signed call's request id, remembered until its signed timestamp leaves the replay window. */
export interface RequestIdTable {
  id: string;
  expires_at: number;
}

export interface WithdrawPasswordTable {
  member_id: number;
  password_hash: string;
  updated_at: number;
}

/** Responsible gambling: the member's deposit limit per period; an increase waits in pending_* for 24 h. */
export interface DepositLimitTable {
  member_id: number;
  period: 'day' | 'week' | 'month';
  limit_fen: number | null;
  pending_fen: number | null;
  pending_at: number | null;
}

/** A time-out or self-exclusion: no login, deposit or bet until until_at. */
export interface PlayExclusionTable {
  id: Generated<number>;
  member_id: number;
  kind: 'timeout' | 'self_exclusion';
  created_at: number;
  until_at: number;
}

/** The reality-check interval the member chose (0 = off). */
export interface RealityCheckTable {
  member_id: number;
  interval_minutes: number;
}

/** A chat room: 'lobby' from the migration, 'match.<gameId>' made on first join. */
export interface ChatRoomTable {
  rid: string;
  status: 'open' | 'closed';
  /** 1: nobody may send (10005). */
  broadcast_blocked: number;
  created_at: number;
}

/** One line of a chat room: plain text as sent (trimmed), never HTML. */
export interface ChatMessageTable {
  id: Generated<number>;
  rid: string;
  member_id: number;
  /** The sender's display name at the time. */
  name: string;
  msg: string;
  at: number;
}

/** A muted member (10004): until (ms) or null for good. */
export interface ChatMuteTable {
  member_id: number;
  until: number | null;
  created_at: number;
}

/** Chat settings by name ('vipLevel': the global VIP chat level of 10007). */
export interface ChatSettingTable {
  name: string;
  value: number;
}

/** A withdrawal account of a member (0013_member_profile): bank card, alipay account or USDT address. */
export interface MemberCardTable {
  id: Generated<number>;
  member_id: number;
  kind: 'bank' | 'alipay' | 'usdt';
  bank_code: string;
  bank_name: string;
  /** The full card number / account / address (digits only for cards); never sent back whole. */
  number: string;
  holder: string;
  network: 'TRC20' | 'ERC20' | null;
  alias: Generated<string>;
  created_at: number;
}

/** A reward paid to a member (0015_rewards): its ledger ref and the valid bets it asks for before a withdrawal. */
export interface TurnoverRequirementTable {
  id: Generated<number>;
  member_id: number;
  /** Who paid it: 'promotion', 'vip', 'invite', … (RewardSource). */
  source: string;
  /** The ledger ref of the payment (unique per member): paying twice is refused by it. */
  ref: string;
  reward_fen: number;
  required_fen: number;
  created_at: number;
}

/** An image a member uploaded (0018_member_uploads): a random name (never the client's), its type read from its bytes. */
export interface MemberUploadTable {
  /** 32 hex characters + the extension of its real type, e.g. 0f…9a.png; the file is DATA_DIR/uploads/<name>. */
  name: string;
  member_id: number;
  /** image/jpeg, image/png, image/gif or image/webp (file-type, from the bytes). */
  mime: string;
  bytes: number;
  created_at: number;
}

/** A VIP grade (0017_vip): reached when accumulated paid deposits and valid bets both reach its thresholds. */
export interface VipGradeTable {
  grade: number;
  name: string;
  deposit_fen: number;
  bet_fen: number;
  /** Paid once when the grade is reached. */
  upgrade_fen: number;
  /** Paid once per Beijing week to a member of this grade. */
  week_fen: number;
  /** The welfare rebate's ratio in basis points (50 = 0.50 %). */
  rebate_bp: number;
  /** A welfare reward asks for reward × this in valid bets before a withdrawal. */
  turnover_multiple: number;
  updated_at: number;
}

/** The rebate (返水) ratio of a grade for one game type (basis points). */
export interface VipRebateTable {
  grade: number;
  game_type: string;
  ratio_bp: number;
}

/** A welfare reward paid to a member (upgrade bonus, weekly gift, rebate): its ledger ref, once per member. */
export interface VipClaimTable {
  id: Generated<number>;
  member_id: number;
  kind: 'upgrade' | 'week' | 'rebate';
  ref: string;
  grade: number;
  fen: number;
  /** A rebate: the valid bets it paid for, and the time they were counted up to (the next rebate counts from there). */
  bet_fen: Generated<number>;
  until: Generated<number>;
  created_at: number;
}

/** An item of the points exchange: a cash bonus or a gift the operator ships. */
export interface ExchangeItemTable {
  id: Generated<number>;
  kind: 'cash' | 'gift';
  name: string;
  points: number;
  amount_fen: number;
  turnover_multiple: Generated<number>;
  /** null: unlimited. */
  stock: number | null;
  min_grade: Generated<number>;
  active: Generated<number>;
  sort: Generated<number>;
}

/** An exchange of points by a member (the exchange records of /mine/giftRecord). */
export interface ExchangeRecordTable {
  id: Generated<number>;
  member_id: number;
  order_no: string;
  item_id: number;
  item_name: string;
  kind: 'cash' | 'gift';
  points: number;
  amount_fen: Generated<number>;
  status: 'paid' | 'pending' | 'shipped';
  /** 1 once the 10017 gift record push went to the lobby chat room. */
  announced: Generated<number>;
  created_at: number;
}

/** An activity of the discount page (0016_promotions): one of the eight landing kinds, its rules as JSON (shared promotionRulesSchema). */
export interface PromotionTable {
  id: Generated<number>;
  kind: string;
  title: string;
  summary: Generated<string>;
  category: string;
  /** JSON of the kind's rules (the reward table), money in fen. */
  rules: string;
  start_at: number;
  end_at: number;
  sort: Generated<number>;
  created_at: number;
}

/** A member who joined an activity (once). */
export interface PromotionJoinTable {
  member_id: number;
  promotion_id: number;
  joined_at: number;
}

/**
 * One reward a member took from an activity (unique per member, activity and item: task:<t>, tier:<i>,
 * sign:<Beijing day>, draw:<n>, rank, bonus); paid through the ledger's creditReward under ref
 * promotion:<activity>:claim:<id>. A spin that won nothing is a row with reward 0.
 */
export interface PromotionClaimTable {
  id: Generated<number>;
  member_id: number;
  promotion_id: number;
  item: string;
  label: Generated<string>;
  reward_fen: number;
  /** The deposit a bonus was computed from (0 otherwise). */
  base_fen: Generated<number>;
  /** The valid bets the reward asks for. */
  required_fen: Generated<number>;
  created_at: number;
}

/** A notice of the home page's marquee (0019_site_content), shown from starts_at until ends_at (null: for good). */
export interface SiteNoticeTable {
  id: Generated<number>;
  title: string;
  content: string;
  sort: Generated<number>;
  starts_at: number;
  ends_at: number | null;
  created_at: number;
}

/** A promotion banner of the home page (0019_site_content): links to an activity route. */
export interface SiteBannerTable {
  id: Generated<number>;
  title: string;
  subtitle: Generated<string>;
  image: Generated<string>;
  tone: 'gold' | 'red' | 'blue' | 'green';
  link: string;
  sort: Generated<number>;
  starts_at: number;
  ends_at: number | null;
  created_at: number;
}

/** A member's own invite code (0019_site_content); friends register with it as their iCode (member.i_code). */
export interface InviteCodeTable {
  member_id: number;
  code: string;
  created_at: number;
}

/** An agent programme application (0019_site_content), one per member. */
export interface AgentApplicationTable {
  id: Generated<number>;
  member_id: number;
  real_name: string;
  phone: string;
  contact: string;
  channel: string;
  plan: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  created_at: number;
}

/** A booking code (0024_booking_codes): a member's saved pre-match slip. */
export interface BookingCodeTable {
  code: string;
  member_id: number;
  /** The bet contract's picks, as JSON. */
  picks: string;
  /** The last leg's kick-off (ms). */
  expires_at: number;
  created_at: number;
}

/** A starred league or match of the sports board (0025_sport_favourites). */
export interface SportFavouriteTable {
  member_id: number;
  kind: 'league' | 'match';
  /** League: its board row key (`${gameType}-${league_id}`); match: its gameId. */
  item_id: string;
  created_at: number;
}
