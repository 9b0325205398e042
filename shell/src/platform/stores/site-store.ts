import { makeAutoObservable } from 'mobx';
import type { i18n as I18n } from 'i18next';
import { EDITIONS, LANGUAGES, onlinecustomservice, preInfo, type Edition, type HttpClient, type Language, type SiteFlags, type SiteStore } from '@site/shared';
import { oneOf, readStored, writeStored } from '../storage';

export class SiteStoreImpl implements SiteStore {
  ip = '';
  title = '';
  h5DomainUrl = '';
  icon = '';
  seoText = '';
  flags: SiteFlags | null = null;
  edition: Edition = readStored('edition', oneOf(EDITIONS), 'classic');
  language: Language;
  customerServiceUrl = '';

  constructor(private readonly http: HttpClient, private readonly i18n: I18n) {
    this.language = readStored('language', oneOf(LANGUAGES), 'zh-CN');
    makeAutoObservable<SiteStoreImpl, 'http' | 'i18n'>(this, { http: false, i18n: false });
  }

  /** The edition may be professional only when the site flag is 1. */
  get effectiveEdition(): Edition {
    return this.flags && this.flags.professionalTheme !== 1 ? 'classic' : this.edition;
  }

  async load(): Promise<void> {
    const [info, cs] = await Promise.all([
      this.http.call(preInfo, {}, { silent: true }),
      this.http.call(onlinecustomservice, {}, { silent: true }).catch(() => ({ url: '' })),
    ]);
    this.apply(info, cs.url);
  }

  private apply(info: Awaited<ReturnType<HttpClient['call']>> & { ip: string; siteBaseConfig: { h5DomainUrl: string; title: string; icon: string; seoText: string }; flags: SiteFlags }, csUrl: string): void {
    this.ip = info.ip;
    this.title = info.siteBaseConfig.title;
    this.h5DomainUrl = info.siteBaseConfig.h5DomainUrl;
    this.icon = info.siteBaseConfig.icon;
    this.seoText = info.siteBaseConfig.seoText;
    this.flags = info.flags;
    this.customerServiceUrl = csUrl;
    if (info.flags.professionalTheme !== 1 && this.edition !== 'classic') this.setEdition('classic');
  }

  setEdition(edition: Edition): void {
    this.edition = this.flags && this.flags.professionalTheme !== 1 ? 'classic' : edition;
    writeStored('edition', this.edition);
  }

  setLanguage(language: Language): void {
    this.language = language;
    writeStored('language', language);
    void this.i18n.changeLanguage(language);
  }
}
