import type { MouseEvent, ReactNode } from 'react';
import type { Navigator } from '@site/shared';
import { topicPath, topicTarget, type HelpTopic } from '../topics';

interface Props {
  topic: HelpTopic;
  navigate: Navigator;
  className?: string;
  current?: boolean;
  children: ReactNode;
}

/** A real link to a topic (new tab / copy link work); a plain click goes through the shell's navigator. */
export function HelpLink({ topic, navigate, className, current, children }: Props) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate.to(topicTarget(topic));
  };
  return (
    <a href={topicPath(topic)} className={className} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {children}
    </a>
  );
}
