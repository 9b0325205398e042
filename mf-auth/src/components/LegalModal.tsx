import { EXPOSED } from '@site/kit';
import { Modal } from '@site/shared/modal';
import { useAuthT } from '../hooks/use-auth-t';
import { usePlatform } from '@site/shared/react';
import form from './form.module.css';
import styles from './legal.module.css';

export type LegalDoc = 'terms' | 'privacy';

interface Props {
  doc: LegalDoc;
  onToggle(doc: LegalDoc): void;
  onClose(): void;
}

/** The terms or the privacy policy in a modal (content from mf-help's './legal'); each toggles to the other. */
export function LegalModal({ doc, onToggle, onClose }: Props) {
  const { RemoteView } = usePlatform();
  const t = useAuthT();
  const other: LegalDoc = doc === 'terms' ? 'privacy' : 'terms';
  return (
    <Modal title={t(`legal.${doc}`)} closeLabel={t('dialog.close')} onClose={onClose} size="wide" testId="legal-modal" data={{ 'data-doc': doc }}>
      <div className={styles.content}>
        <RemoteView module={EXPOSED.mf_help.legal} props={{ doc }} />
      </div>
      <div className={styles.actions}>
        <button type="button" className={form.secondary} onClick={() => onToggle(other)} data-testid="legal-toggle">
          {t(other === 'privacy' ? 'legal.toPrivacy' : 'legal.toTerms')}
        </button>
        <button type="button" className={form.secondary} onClick={onClose}>
          {t('legal.agree')}
        </button>
      </div>
    </Modal>
  );
}
