import { AppError } from './app-error.ts';

/**
 * Refuses a public form whose hidden `website` field was filled: people never see it, bots fill
 * every field (reports, We're coming, following venues).
 */
export function refuseFilledHoneypot(website: string | undefined): void {
  if (website) throw AppError.invalid([{ field: 'website', message: 'Leave this field empty' }]);
}
