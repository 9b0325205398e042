import { formatMoney } from '@site/shared';

/** An amount as the site shows it everywhere: ¥ and the one formatter (zh-CN, CNY, trailing .00 dropped; spec §9). */
export function Money({ value, className, testId }: { value: number; className?: string; testId?: string }) {
  return (
    <span className={className} data-testid={testId}>
      ¥ {formatMoney(value)}
    </span>
  );
}
