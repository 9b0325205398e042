import type { MountProps } from '@site/shared';
import { useT, withPlatform } from '@site/shared/react';
import { NS, useHelpCatalogs } from './i18n/catalog';
import { isLegalDoc } from './article-model';
import { LegalDoc } from './components/LegalDoc';
import styles from './components/LegalDoc.module.css';

/** Props of the ./legal parcel: which document to show. */
export interface LegalProps extends MountProps {
  doc?: unknown;
}

/** Root of the ./legal parcel: the terms ('terms') or the privacy policy ('privacy'), no side menu. */
export const LegalApp = withPlatform(function LegalRoot(props: LegalProps) {
  useHelpCatalogs(props.i18n);
  const t = useT(props.i18n, NS);
  if (!isLegalDoc(props.doc)) {
    return (
      <p className={styles.invalid} role="alert" data-testid="legal-doc-invalid">
        {t('legal.invalid')}
      </p>
    );
  }
  return <LegalDoc doc={props.doc} t={t} />;
});
