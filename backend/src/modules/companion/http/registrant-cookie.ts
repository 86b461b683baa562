import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';

export const REGISTRANT_COOKIE = 'download_registrant';
/** Only the download route reads it (a cookie path of `/api/download` does not match `/api/download-registrant`). */
const COOKIE_PATH = '/api/download';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * How a download names its registrant (decision 0031): the gate's answer sets an httpOnly cookie
 * `<registrantId>.<HMAC>` signed with a key derived from SESSION_SECRET, so a browser cannot
 * claim another registrant's downloads by editing it, and every instance verifies it.
 */
@Injectable()
export class RegistrantCookie {
  private readonly key: Buffer;
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.sessionSecret).update('download-registrant').digest();
    this.secure = config.baseUrl.startsWith('https://');
  }

  set(res: Response, registrantId: string): void {
    res.cookie(REGISTRANT_COOKIE, `${registrantId}.${this.sign(registrantId)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: COOKIE_PATH,
      maxAge: ONE_YEAR_MS,
    });
  }

  /** The registrant id of a valid cookie, else undefined. */
  read(req: Request): string | undefined {
    const value = (req.cookies as Record<string, unknown> | undefined)?.[REGISTRANT_COOKIE];
    if (typeof value !== 'string' || value.length > 200) return undefined;
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const id = value.slice(0, dot);
    const mac = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.sign(id));
    return mac.length === expected.length && timingSafeEqual(mac, expected) ? id : undefined;
  }

  private sign(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }
}
