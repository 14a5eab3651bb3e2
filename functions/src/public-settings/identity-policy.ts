// On a deployed project the owner's password rules are also set as Identity Platform's password
// policy, so a sign-up or password change that skips the app's forms is refused by Auth itself.
// The Auth emulator has no password policies: there the browser checks and docs/deploying.md#password-policy says so.
import { getAuth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import type { PasswordPolicy } from '../../../src/domain/system-settings/security';

export async function applyIdentityPasswordPolicy(policy: PasswordPolicy): Promise<'applied' | 'skipped' | 'failed'> {
  if (process.env.FUNCTIONS_EMULATOR === 'true') return 'skipped';
  try {
    await getAuth()
      .projectConfigManager()
      .updateProjectConfig({
        passwordPolicyConfig: {
          enforcementState: 'ENFORCE',
          forceUpgradeOnSignin: false,
          constraints: {
            minLength: policy.passwordMinLength,
            requireNumeric: policy.requireNumbers,
            requireNonAlphanumeric: policy.requireSymbols,
          },
        },
      });
    return 'applied';
  } catch (error) {
    // The settings are saved either way; the project may not be on Identity Platform.
    logger.error('password policy not applied to Identity Platform', { error: String(error) });
    return 'failed';
  }
}
