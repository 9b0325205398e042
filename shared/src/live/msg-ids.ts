/**
 * Message ids of the live connection (spec §4 "Chat connection"), then ours for the requests the
 * spec does not number (member and guest login, topic subscribe/unsubscribe, topic pushes, refusals).
 */
export const MsgId = {
  HEARTBEAT: 0,
  LOGIN_SUCCESS: 10001,
  JOIN_ROOM: 10002,
  SEND_MESSAGE: 10003,
  MEMBER_MUTED: 10004,
  ROOM_BROADCAST_BLOCKED: 10005,
  ROOM_STATUS_CHANGE: 10006,
  GLOBAL_VIP_CHAT_LEVEL: 10007,
  JOIN_BROADCAST: 10008,
  GLOBAL_ROOM_STATUS_UPDATE: 10009,
  HISTORY: 10011,
  ROOM_DESTROYED: 10013,
  SCORE_PUSH: 10014,
  CLEAR_CHAT_ROOM: 10015,
  JOIN_UNICAST: 10016,
  GIFT_RECORD_PUSH: 10017,
  SCORE_PREDICTION_PUSH: 10018,
  GUEST_LOGIN_SUCCESS: 10019,
  INTERNAL_NOTIFICATION: 60000,
  // Ours (not numbered by the spec).
  MEMBER_LOGIN: 20001,
  GUEST_LOGIN: 20002,
  SUBSCRIBE: 20003,
  UNSUBSCRIBE: 20004,
  TOPIC_PUSH: 20005,
  SUBSCRIBED: 20006,
  /** The socket's language changed (the player switched): its texts come in it from now on. */
  LANGUAGE: 20007,
  REFUSED: 20009,
} as const;
export type MsgIdValue = (typeof MsgId)[keyof typeof MsgId];
