import { makeAutoObservable, runInAction } from 'mobx';
import type { i18n as I18n } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  EDITIONS,
  LANGUAGES,
  onlinecustomservice,
  preInfo,
  type Edition,
  type HomeAdsBoot,
  type HttpClient,
  type Language,
  type ResponseOf,
  type SiteFlags,
  type SiteStore,
} from '@site/shared';
import { oneOf, readStored, writeStored } from '../storage';
import { SiteValueReader } from '../site-values';

type PreInfo = ResponseOf<typeof preInfo>;

/** Site facts from preInfo, the edition and language choices, and the sport mode of guard 4. */
export class SiteStoreImpl implements SiteStore {
  ip = '';
  siteId = '';
  title = '';
  h5DomainUrl = '';
  icon = '';
  seoText = '';
  flags: SiteFlags | null = null;
  edition: Edition = readStored('edition', oneOf(EDITIONS), 'classic');
  language: Language;
  /** The player chose a language (stored); otherwise the site's defaultLanguage flag decides. */
  private languageChosen: boolean;
  customerServiceUrl = '';
  /** On while the sport venue page is shown (guard 4). */
  sportMode = false;
  /** The venue (route enName) whose data the sport page initialised; '' before any. */
  activeVenue = '';

  /** Plain or sealed site values, decrypted once per version (DD_<name>). */
  private readonly values: SiteValueReader;
  /** preInfo's answer per language from the index page (load's boot), or null: then asked. */
  private boot: Record<Language, PreInfo> | null = null;
  /** The home page's advertising from the index page (a first load onto home), until the home page takes it. */
  private bootHomeAds: Record<Language, HomeAdsBoot> | null = null;

  constructor(
    private readonly http: () => HttpClient,
    private readonly i18n: I18n,
  ) {
    const stored = readStored<Language | null>('language', oneOf(LANGUAGES), null);
    this.languageChosen = stored !== null;
    this.language = stored ?? DEFAULT_LANGUAGE;
    this.values = new SiteValueReader(http);
    makeAutoObservable<SiteStoreImpl, 'http' | 'i18n' | 'values' | 'languageChosen' | 'boot' | 'bootHomeAds'>(this, {
      http: false,
      i18n: false,
      values: false,
      languageChosen: false,
      boot: false,
      bootHomeAds: false,
      takeHomeAds: false,
    });
  }

  /** The edition may be professional only when the site flag is 1. */
  get effectiveEdition(): Edition {
    return this.flags && this.flags.professionalTheme !== 1 ? 'classic' : this.edition;
  }

  get professionalAllowed(): boolean {
    return !this.flags || this.flags.professionalTheme === 1;
  }

  /**
   * preInfo first (plain: the flags are not known yet); later calls follow its encryption flag. `boot`:
   * its answer in both languages as the api wrote it into the index page (SiteBoot): then no call.
   */
  async load(boot?: Record<Language, PreInfo>, homeAds?: Record<Language, HomeAdsBoot>): Promise<void> {
    this.boot = boot ?? null;
    this.bootHomeAds = homeAds ?? null;
    const asked = this.language;
    const info = boot ? boot[asked] : await this.http().call(preInfo, {}, { silent: true });
    runInAction(() => this.apply(info));
    // A first visit switched to the site's default language: the site texts again, in it.
    if (this.language !== asked) await this.reloadTexts();
    const h5DomainUrl = await this.values.read(info.siteBaseConfig.h5DomainUrl);
    runInAction(() => {
      this.h5DomainUrl = h5DomainUrl;
    });
    // The customer-service URL is not asked for here: its call waits for the device fingerprint and loads the
    // http client, work no first page waits on. What links to it asks customerService() when it is shown (the
    // auth dialog when it opens, the help centre's panel).
  }

  /**
   * The customer-service URL (the one owner: the auth dialog and the help centre ask here): loaded
   * with onlinecustomservice, decrypted when sealed, kept for the session. '' when the site has
   * none; rejects (SiteError) when the call fails, so a caller can say so.
   */
  async customerService(): Promise<string> {
    if (this.customerServiceUrl !== '') return this.customerServiceUrl;
    const answer = await this.http().call(onlinecustomservice, {}, { silent: true });
    const url = await this.values.read(answer.url);
    runInAction(() => {
      this.customerServiceUrl = url;
    });
    return url;
  }

  /**
   * The home page's notices and banners from the index page, in the page's language, once: the first home
   * page of a load shows them without a call; any later one (or a page without them) asks the api.
   */
  takeHomeAds(): HomeAdsBoot | null {
    const ads = this.bootHomeAds?.[this.language] ?? null;
    this.bootHomeAds = null;
    return ads;
  }

  /** preInfo's plain facts; the sealed ones (h5DomainUrl) are read by load(). */
  apply(info: PreInfo): void {
    this.ip = info.ip;
    this.siteId = info.siteId;
    this.title = info.siteBaseConfig.title;
    this.icon = info.siteBaseConfig.icon;
    this.seoText = info.siteBaseConfig.seoText;
    this.flags = info.flags;
    // defaultLanguage: a visitor who never chose a language gets the site's (not stored: the choice stays the site's).
    if (!this.languageChosen && info.flags.defaultLanguage !== this.language) {
      this.language = info.flags.defaultLanguage;
      void this.i18n.changeLanguage(this.language);
    }
    // Forced to classic when the professional theme flag is not 1 (spec §2).
    if (info.flags.professionalTheme !== 1 && this.edition !== 'classic') this.setEdition('classic');
  }

  setEdition(edition: Edition): void {
    this.edition = this.professionalAllowed ? edition : 'classic';
    writeStored('edition', this.edition);
  }

  toggleEdition(): void {
    this.setEdition(this.edition === 'classic' ? 'professional' : 'classic');
  }

  setLanguage(language: Language): void {
    this.language = language;
    this.languageChosen = true;
    writeStored('language', language);
    void this.i18n.changeLanguage(language);
    void this.reloadTexts();
  }

  /** The site's texts (title, SEO text) in the current language: preInfo asked again (cached per language). */
  private async reloadTexts(): Promise<void> {
    if (!this.flags) return;
    const info =
      this.boot?.[this.language] ??
      (await this.http()
        .call(preInfo, {}, { silent: true })
        .catch(() => null));
    if (!info) return;
    runInAction(() => {
      this.title = info.siteBaseConfig.title;
      this.seoText = info.siteBaseConfig.seoText;
    });
  }

  /** Guard 4 on the sport venue page: venue data initialised when missing, sport mode on. */
  enterSportVenue(enName: string): void {
    if (this.activeVenue !== enName) this.activeVenue = enName;
    this.sportMode = true;
  }

  /** Guard 4 elsewhere: sport mode off, the theme follows the edition again. */
  leaveSportVenue(): void {
    this.sportMode = false;
  }
}
