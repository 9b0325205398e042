import type { ComponentProps } from 'react';
import { LIMITS } from '@site/shared';
import { TextField } from './TextField';

/** A field for a new password or its repeat: masked, new-password autofill, at most 12 characters. */
export function NewPasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'maxLength'>) {
  return <TextField {...props} type="password" autoComplete="new-password" maxLength={LIMITS.passwordMax} />;
}
