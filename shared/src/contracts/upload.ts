import { z } from '../zod';
import { defineContract } from '../contract';
import { lazySchema } from '../lazy-schema';

/**
 * upload/uploadImage (spec §7 User): one image per call, multipart/form-data with the file in the
 * field `file`. The api reads the real type from the bytes (png, jpeg, gif, webp only), keeps the
 * file under the data folder with a random name (never the client's) and answers its url; a refusal
 * is 6010 with the spec's 'file upload failed' message and the reason.
 */
export const UPLOAD_FIELD = 'file';

/** Upload size limit per image. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** Image types an upload may be, by its bytes (file-type), with the extension its name gets. */
export const UPLOAD_TYPES = [
  { mime: 'image/jpeg', ext: 'jpg' },
  { mime: 'image/png', ext: 'png' },
  { mime: 'image/gif', ext: 'gif' },
  { mime: 'image/webp', ext: 'webp' },
] as const;
export const UPLOAD_MIME = UPLOAD_TYPES.map((t) => t.mime);

/** The spec's 'file upload failed' (code 6010), then the reason. */
export const UPLOAD_FAILED = '文件上传失败';
export const UPLOAD_MSG = {
  type: `${UPLOAD_FAILED}：仅支持 JPG、PNG、GIF、WEBP 格式的图片`,
  size: `${UPLOAD_FAILED}：图片大小不能超过2MB`,
  missing: `${UPLOAD_FAILED}：请选择要上传的图片`,
  one: `${UPLOAD_FAILED}：每次只能上传一张图片`,
  uploaded: '上传成功',
} as const;

export const UPLOAD_IMAGE_PATH = '/site/api/v1/user/upload/uploadImage';
/**
 * Where an uploaded image is served back: GET <prefix><name>. Outside the signed api paths (an
 * <img> cannot sign); the 128-bit random name is the only key to it.
 */
export const UPLOAD_FILES_PREFIX = '/uploads/';
/** A served upload's url: prefix + a 32-hex name + its extension. */
export const UPLOAD_URL_PATTERN = /^\/uploads\/[a-f0-9]{32}\.(jpg|png|gif|webp)$/;
/** The name part of an upload url (the file name under the data folder). */
export const UPLOAD_NAME_PATTERN = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/;

/** The file as the page sends it (a Blob) or as the api read it (bytes). */
export type UploadFile = Blob | Uint8Array;
const isUploadFile = (v: unknown): v is UploadFile => v instanceof Uint8Array || (typeof Blob !== 'undefined' && v instanceof Blob);

export const uploadImage = defineContract({
  path: UPLOAD_IMAGE_PATH,
  auth: true,
  multipart: true,
  request: lazySchema(() => z.object({ [UPLOAD_FIELD]: z.custom<UploadFile>(isUploadFile, { error: () => UPLOAD_MSG.missing }) })),
  response: lazySchema(() => z.object({ url: z.string().regex(UPLOAD_URL_PATTERN), name: z.string() })),
});
