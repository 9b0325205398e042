import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type/core';
import { UPLOAD_MAX_BYTES, UPLOAD_MSG, UPLOAD_NAME_PATTERN, UPLOAD_TYPES } from '@site/shared';
import type { Db } from '../../db';

export type UploadType = (typeof UPLOAD_TYPES)[number];

/** The allowed type the bytes really are (file-type reads the magic numbers), or a refusal message. */
export async function sniffImage(bytes: Uint8Array): Promise<{ type: UploadType } | { refused: string }> {
  if (bytes.byteLength === 0) return { refused: UPLOAD_MSG.missing };
  if (bytes.byteLength > UPLOAD_MAX_BYTES) return { refused: UPLOAD_MSG.size };
  const found = await fileTypeFromBuffer(bytes);
  const type = UPLOAD_TYPES.find((t) => t.mime === found?.mime);
  return type ? { type } : { refused: UPLOAD_MSG.type };
}

/** A fresh name: 128 random bits + the extension of the real type (never anything the client sent). */
export const uploadName = (type: UploadType): string => `${randomBytes(16).toString('hex')}.${type.ext}`;

/** Writes the file (new name, never overwrites) and records it for its member. */
export async function keepUpload(db: Db, dir: string, memberId: number, type: UploadType, bytes: Uint8Array, now: number): Promise<string> {
  const name = uploadName(type);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  try {
    await db.insertInto('member_upload').values({ name, member_id: memberId, mime: type.mime, bytes: bytes.byteLength, created_at: now }).execute();
  } catch (e) {
    await fs.rm(path.join(dir, name), { force: true });
    throw e;
  }
  return name;
}

/** The stored upload of that name (any member), or undefined; a name not of our form is never looked up. */
export async function uploadNamed(db: Db, name: string): Promise<{ mime: string } | undefined> {
  if (!UPLOAD_NAME_PATTERN.test(name)) return undefined;
  return db.selectFrom('member_upload').select('mime').where('name', '=', name).executeTakeFirst();
}

/** Which of these names the member uploaded. */
export async function uploadsOf(db: Db, memberId: number, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_upload')
    .select('name')
    .where('member_id', '=', memberId)
    .where('name', 'in', [...names])
    .execute();
  return new Set(rows.map((r) => r.name));
}
