import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPasswordStrength, type PasswordCheck } from './auth-api';

/** Asks /passwordCheck as the user types (debounced) and shows a meter plus the first problem. */
export function PasswordStrength({ password, email, id }: { password: string; email?: string; id: string }) {
  const { t } = useTranslation('auth');
  const [check, setCheck] = useState<PasswordCheck | null>(null);
  useEffect(() => {
    if (!password) {
      setCheck(null);
      return;
    }
    const timer = setTimeout(() => {
      checkPasswordStrength(password, email).then(setCheck, () => setCheck(null));
    }, 250);
    return () => {
      clearTimeout(timer);
    };
  }, [password, email]);
  if (!check) {
    return (
      <span className="field-hint" id={id}>
        {t('password.rules')}
      </span>
    );
  }
  const problem = check.problems[0];
  return (
    <div id={id} aria-live="polite">
      <div className="strength" aria-hidden="true">
        <span style={{ width: `${(check.score / 4) * 100}%` }} />
      </div>
      <span className={problem ? 'field-error' : 'field-hint'}>
        {problem ? t(`password.problems.${problem}`) : t(`password.score.${check.score}`)}
      </span>
    </div>
  );
}
