import { Link } from 'react-router-dom';
import { T } from '../../../i18n';

/** The consent line of the sign-up forms (spec part 1 §2), linking to the policy. */
export function ConsentNote() {
  return (
    <p className="text-sm text-ink-soft">
      <T
        id="auth.consent"
        components={{ 0: <Link to="/policy" className="font-bold text-leaf underline underline-offset-4" /> }}
      />
    </p>
  );
}
